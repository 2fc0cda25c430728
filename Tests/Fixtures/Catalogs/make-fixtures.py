#!/usr/bin/env python3
"""Writes the two-platform sample catalogs used by the catalog tests.

  clean/      40 keys x 5 languages (it = source, en, fr, de, es), Android + Apple, no defects
  defective/  the same app with one planted defect of every kind (see DEFECTS below)

Android: res/values[-xx]/strings.xml. Apple: Localizable.xcstrings plus a legacy
<lang>.lproj/Legacy.strings. Keys are snake_case on Android and dotted on Apple where they
have a namespace (matches_hello <-> matches.hello). Run from this folder; output is committed.
"""
import copy
import json
import os
import shutil

LANGS = ["it", "en", "fr", "de", "es"]

# key (android spelling) -> {lang: value}. %-placeholders in Android syntax; Apple gets them
# mapped (%s -> %@, %d -> %lld). Values with apostrophes, quotes, @ and newlines exercise escapes.
T = {
    "app_title": dict(it="Calcio Live", en="Football Live", fr="Foot en direct", de="Fußball live", es="Fútbol en directo"),
    "sheet_title": dict(it="Scegli squadra", en="Choose team", fr="Choisir l’équipe", de="Team wählen", es="Elegir equipo"),
    "sheet_cancel": dict(it="Annulla", en="Cancel", fr="Annuler", de="Abbrechen", es="Cancelar"),
    "sheet_done": dict(it="Fatto", en="Done", fr="Terminé", de="Fertig", es="Listo"),
    "matches_hello": dict(it="Ciao tifoso!", en="Hello fan!", fr="Salut supporter !", de="Hallo Fan!", es="¡Hola, hincha!"),
    "matches_today": dict(it="Partite di oggi", en="Today's matches", fr="Matchs du jour", de="Spiele heute", es="Partidos de hoy"),
    "matches_tomorrow": dict(it="Partite di domani", en="Tomorrow's matches", fr="Matchs de demain", de="Spiele morgen", es="Partidos de mañana"),
    "matches_live": dict(it="In diretta", en="Live now", fr="En direct", de="Jetzt live", es="En vivo"),
    "matches_remaining": dict(it="Ancora %d partite", en="%d matches left", fr="Encore %d matchs", de="Noch %d Spiele", es="Quedan %d partidos"),
    "greeting_user": dict(it="Ciao %1$s, hai %2$d notifiche", en="Hi %1$s, you have %2$d notifications", fr="Salut %1$s, vous avez %2$d notifications", de="Hallo %1$s, du hast %2$d Mitteilungen", es="Hola %1$s, tienes %2$d avisos"),
    "score_line": dict(it="%s ha %d punti", en="%s has %d points", fr="%s a %d points", de="%s hat %d Punkte", es="%s tiene %d puntos"),
    "download_progress": dict(it="%1$d di %2$d scaricati", en="%1$d of %2$d downloaded", fr="%1$d sur %2$d téléchargés", de="%1$d von %2$d geladen", es="%1$d de %2$d descargados"),
    "team_follow": dict(it="Segui", en="Follow", fr="Suivre", de="Folgen", es="Seguir"),
    "team_unfollow": dict(it="Non seguire più", en="Unfollow", fr="Ne plus suivre", de="Nicht mehr folgen", es="Dejar de seguir"),
    "team_favorites": dict(it="Squadre preferite", en="Favourite teams", fr="Équipes favorites", de="Lieblingsteams", es="Equipos favoritos"),
    "settings_title": dict(it="Impostazioni", en="Settings", fr="Réglages", de="Einstellungen", es="Ajustes"),
    "settings_privacy": dict(it="Privacy", en="Privacy policy", fr="Confidentialité", de="Datenschutz", es="Privacidad"),
    "settings_language": dict(it="Lingua", en="Language", fr="Langue", de="Sprache", es="Idioma"),
    "settings_notifications": dict(it="Notifiche", en="Notifications", fr="Notifications push", de="Mitteilungen", es="Notificaciones"),
    "settings_logout": dict(it="Esci", en="Log out", fr="Se déconnecter", de="Abmelden", es="Cerrar sesión"),
    "about_title": dict(it="Informazioni", en="About", fr="À propos", de="Über", es="Acerca de"),
    "about_body": dict(it="L'app dei veri tifosi.\nSempre aggiornata.", en="The app for real fans.\nAlways up to date.", fr="L'appli des vrais fans.\nToujours à jour.", de="Die App für echte Fans.\nImmer aktuell.", es="La app de los hinchas.\nSiempre al día."),
    "contact_handle": dict(it="Scrivici su @calciolive", en="Write to us at @calciolive", fr="Écrivez-nous sur @calciolive", de="Schreib uns auf @calciolive", es="Escríbenos en @calciolive"),
    "quote_motto": dict(it="Il motto: \"mai mollare\"", en="Our motto: \"never give up\"", fr="Notre devise : \"ne jamais lâcher\"", de="Unser Motto: \"niemals aufgeben\"", es="Nuestro lema: \"nunca rendirse\""),
    "error_network": dict(it="Nessuna connessione", en="No connection", fr="Pas de connexion", de="Keine Verbindung", es="Sin conexión"),
    "error_retry": dict(it="Riprova", en="Try again", fr="Réessayer", de="Erneut versuchen", es="Reintentar"),
    "error_server": dict(it="Errore del server (%d)", en="Server error (%d)", fr="Erreur du serveur (%d)", de="Serverfehler (%d)", es="Error del servidor (%d)"),
    "standings_title": dict(it="Classifica", en="Standings", fr="Classement", de="Tabelle", es="Clasificación"),
    "standings_points": dict(it="Pt", en="Pts", fr="Pts ", de="Pkt", es="Ptos"),
    "standings_position": dict(it="%1$d° posto", en="%1$d. place", fr="%1$de place", de="Platz %1$d", es="Puesto %1$d"),
    "news_title": dict(it="Notizie", en="News", fr="Actualités", de="Nachrichten", es="Noticias"),
    "news_read_more": dict(it="Leggi tutto", en="Read more", fr="Lire la suite", de="Weiterlesen", es="Leer más"),
    "news_published": dict(it="Pubblicato %s", en="Published %s", fr="Publié %s", de="Veröffentlicht %s", es="Publicado %s"),
    "onboarding_welcome": dict(it="Benvenuto!", en="Welcome!", fr="Bienvenue !", de="Willkommen!", es="¡Bienvenido!"),
    "onboarding_next": dict(it="Avanti", en="Next", fr="Suivant", de="Weiter", es="Siguiente"),
    "new_badge": dict(it="<b>Nuovo</b>", en="<b>New</b>", fr="<b>Nouveau</b>", de="<b>Neu</b>", es="<b>Nuevo</b>"),
}
# Plurals: key -> {lang: {quantity: text}}
P = {
    "matches_count": {l: {"one": o, "other": m} for l, o, m in [
        ("it", "%d partita", "%d partite"), ("en", "%d match", "%d matches"), ("fr", "%d match", "%d matchs"),
        ("de", "%d Spiel", "%d Spiele"), ("es", "%d partido", "%d partidos")]},
}
ARRAYS = {"weekdays_short": {l: v for l, v in [("it", ["Lun", "Mar", "Mer"]), ("en", ["Mon", "Tue", "Wed"]), ("fr", ["Lun", "Mar", "Mer."]),
                                                ("de", ["Mo", "Di", "Mi"]), ("es", ["Lun", "Mar", "Mié"])]}}
NOT_TRANSLATABLE = {"app_name": "Calcio Live"}
LEGACY = {"legacy_banner_title": dict(it="Versione classica", en="Classic version", fr="Version classique", de="Klassische Version", es="Versión clásica"),
          "legacy_banner_close": dict(it="Chiudi", en="Close", fr="Fermer", de="Schließen", es="Cerrar")}
# Apple keys with a namespace are dotted.
DOTTED = {"matches_hello", "matches_today", "matches_tomorrow", "matches_live", "matches_remaining", "matches_count",
          "sheet_title", "sheet_cancel", "sheet_done", "settings_title", "settings_privacy", "settings_language",
          "settings_notifications", "settings_logout", "team_follow", "team_unfollow", "team_favorites"}


def apple_key(key):
    return key.replace("_", ".", 1) if key in DOTTED else key


def to_apple(text):
    return text.replace("%1$s", "%1$@").replace("%2$s", "%2$@").replace("%s", "%@").replace("%1$d", "%1$lld").replace("%2$d", "%2$lld").replace("%d", "%lld")


def android_escape(text):
    text = text.replace("\\", "\\\\").replace("'", "\\'").replace('"', '\\"').replace("\n", "\\n")
    if text.startswith("@"):
        text = "\\" + text
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_android(root, strings, plurals, arrays):
    for lang in LANGS:
        folder = os.path.join(root, "res", "values" if lang == "it" else f"values-{lang}")
        os.makedirs(folder, exist_ok=True)
        lines = ['<?xml version="1.0" encoding="utf-8"?>', "<resources>"]
        if lang == "it":
            for key, value in NOT_TRANSLATABLE.items():
                lines.append(f'    <string name="{key}" translatable="false">{value}</string>')
        for key, values in strings.items():
            if lang not in values:
                continue
            value = values[lang]
            if value.startswith("<b>"):
                lines.append(f'    <string name="{key}"><![CDATA[{value}]]></string>')
            else:
                lines.append(f'    <string name="{key}">{android_escape(value)}</string>')
        for key, forms in plurals.items():
            if lang in forms:
                lines.append(f'    <plurals name="{key}">')
                for quantity, text in forms[lang].items():
                    lines.append(f'        <item quantity="{quantity}">{android_escape(text)}</item>')
                lines.append("    </plurals>")
        for key, items in arrays.items():
            if lang in items:
                lines.append(f'    <string-array name="{key}">')
                lines += [f"        <item>{android_escape(item)}</item>" for item in items[lang]]
                lines.append("    </string-array>")
        lines.append("</resources>")
        open(os.path.join(folder, "strings.xml"), "w", encoding="utf-8").write("\n".join(lines) + "\n")


def write_apple(root, strings, plurals, legacy):
    entries = {}
    for key, values in strings.items():
        entries[apple_key(key)] = {"localizations": {l: {"stringUnit": {"state": "translated", "value": to_apple(v)}} for l, v in values.items()}}
    for key, forms in plurals.items():
        entries[apple_key(key)] = {"localizations": {l: {"variations": {"plural": {q: {"stringUnit": {"state": "translated", "value": to_apple(t)}}
                                                                                  for q, t in f.items()}}} for l, f in forms.items()}}
    for key, value in NOT_TRANSLATABLE.items():
        entries[key] = {"shouldTranslate": False, "localizations": {"it": {"stringUnit": {"state": "translated", "value": value}}}}
    catalog = {"sourceLanguage": "it", "strings": dict(sorted(entries.items())), "version": "1.0"}
    os.makedirs(root, exist_ok=True)
    open(os.path.join(root, "Localizable.xcstrings"), "w", encoding="utf-8").write(json.dumps(catalog, ensure_ascii=False, indent=2, separators=(",", " : ")) + "\n")
    for lang in LANGS:
        folder = os.path.join(root, f"{lang}.lproj")
        os.makedirs(folder, exist_ok=True)
        lines = ["/* Legacy strings, still shipped by the old settings screen. */"]
        for key, values in legacy.items():
            if lang in values:
                escaped = values[lang].replace("\\", "\\\\").replace('"', '\\"')
                lines.append(f'"{key}" = "{escaped}";')
        open(os.path.join(folder, "Legacy.strings"), "w", encoding="utf-8").write("\n".join(lines) + "\n")


def write(name, android_strings, apple_strings, plurals_android, plurals_apple, legacy_android, legacy_apple):
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    shutil.rmtree(root, ignore_errors=True)
    write_android(os.path.join(root, "android"), {**android_strings, **legacy_android}, plurals_android, ARRAYS)
    write_apple(os.path.join(root, "apple"), apple_strings, plurals_apple, legacy_apple)


# The planted defects: (kind, canonical key, language or None, platform or None).
DEFECTS = [
    ("drift", "sheet_title", "en", "apple"),        # "Scegli squadra" shows under English on iOS; Android says "Choose team"
    ("drift", "settings_privacy", "de", "android"), # Android shows Italian where iOS says "Datenschutz"
    ("onePlatformOnly", "onboarding_skip", None, "android"),
    ("onePlatformOnly", "widget_refresh", None, "apple"),
    ("extraKey", "promo_banner", "fr", "android"),
    ("placeholderMismatch", "greeting_user", "es", "android"),   # count: %2$d dropped
    ("placeholderMismatch", "matches_remaining", "de", "apple"),  # type: %@ for %lld
    ("placeholderMismatch", "score_line", "en", "android"),       # order without positions
    ("placeholderMismatch", "download_progress", "it", None),     # android %2$d vs apple %2$@
    ("drift", "settings_title", "fr", "apple"),     # iOS keeps the Italian text, Android translates it
    ("emptyValue", "about_body", "de", "android"),
]


def defective():
    a, b = copy.deepcopy(T), copy.deepcopy(T)
    del b["sheet_title"]["en"]
    del a["settings_privacy"]["de"]
    a["onboarding_skip"] = dict(it="Salta", en="Skip", fr="Passer", de="Überspringen", es="Omitir")
    b["widget_refresh"] = dict(it="Aggiorna", en="Refresh", fr="Actualiser", de="Aktualisieren", es="Actualizar")
    a["promo_banner"] = dict(fr="Offre spéciale")
    a["greeting_user"]["es"] = "Hola %1$s, tienes avisos"
    b["matches_remaining"]["de"] = "Noch %s Spiele"
    a["score_line"]["en"] = "%d points for %s"
    b["download_progress"] = {l: v.replace("%2$d", "%2$s") for l, v in b["download_progress"].items()}
    b["settings_title"]["fr"] = b["settings_title"]["it"]
    a["about_body"]["de"] = ""
    return a, b


if __name__ == "__main__":
    legacy_android = {}  # the legacy keys exist on Apple only in .strings; Android has them too:
    legacy_android = {k: v for k, v in LEGACY.items()}
    write("clean", T, T, P, P, legacy_android, LEGACY)
    a, b = defective()
    write("defective", a, b, P, P, legacy_android, LEGACY)
    json.dump([list(d) for d in DEFECTS], open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "defective", "DEFECTS.json"), "w"), indent=1)
