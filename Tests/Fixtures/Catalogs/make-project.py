#!/usr/bin/env python3
"""Writes project/: one app shipped on Android and iOS, laid out as real projects are, with
planted defects and planted look-alikes (PLANTED.json). `catalog check --android
project/android --apple project/ios` must report exactly the planted defects.

Android (project/android): modules app, core-ui, feature-matches (strings.xml) and
feature-settings (localazy.xml); values-in, values-iw, values-zh-rTW, values-b+sr+Latn,
values-en-rUS, an unshipped values-ru; res/xml/locales_config.xml; a build/ folder and a test
source set that must be skipped; values-night/colors.xml and values/dimens.xml (no strings).
Apple (project/ios): ScoreCard.xcodeproj/project.pbxproj (knownRegions); per language
Localizable.strings (de in UTF-16 LE with BOM), Localizable.stringsdict, InfoPlist.strings;
a second table Settings.strings sharing a key; a widget target with Widget.xcstrings.

Translations are pseudo-translations ("[de] Matches"): what matters is the structure. Run from
this folder; the output is committed, and running it again must change nothing.
"""
import copy
import json
import os
import shutil

# (Android values qualifier, Apple .lproj name, BCP 47 tag as findings name it)
LANGUAGES = [("in", "id", "id"), ("de", "de", "de"), ("es", "es", "es"), ("fr", "fr", "fr"), ("iw", "he", "he"),
             ("it", "it", "it"), ("zh-rTW", "zh-Hant", "zh-Hant-TW")]
SERBIAN = ("b+sr+Latn", None, "sr-Latn")  # shipped; Android only (Apple lacks it: a planted defect)
UNSHIPPED = ("ru", "ru")                  # in neither locales_config.xml nor knownRegions

# module -> file name -> key -> English source (Android syntax). Plurals are dicts, arrays lists.
MODULES = {
    "app": ("strings.xml", {
        "auth_sign_in": "Sign in",
        "auth_sign_out": "Sign out",
        "welcome_title": "Welcome to ScoreCard",
        "welcome_body": "Follow %1$s and %2$s live",
        "widget_title": "Today's scores",
    }),
    "core-ui": ("strings.xml", {
        "common_ok": "OK",
        "common_cancel": "Cancel",
        "retry_label": "Try again",
        "error_generic": "Something went wrong",
    }),
    "feature-matches": ("strings.xml", {
        "matches_title": "Matches",
        "match_postponed": "Postponed",
        "match_starts_in": "Starts in %d minutes",
        "match_score": "%1$s %2$d – %3$d %4$s",
        "match_venue": "Played at %s",
        "match_share": "Share %1$s vs %2$s",
        "score_line": "%s scored %d goals",
        "match_live_badge": "LIVE",
        "matches_count": {"one": "%d match", "other": "%d matches"},
        "match_tabs": ["Live", "Upcoming", "Finished"],
    }),
    "feature-settings": ("localazy.xml", {
        "settings_title": "Settings",
        "settings_language": "Language",
        "settings_notifications": "Notifications",
        "settings_storage": "Using %1$d%% of storage",
        "settings_debug_menu": "Debug menu",
        "common_ok": "OK",
        "retry_label": "Retry",
    }),
}
# Keys that are not in the Apple catalogs by design (or by planted defect).
ANDROID_ONLY = {"match_live_badge", "match_tabs", "app_name"}
APPLE_ONLY = {"matches_filter": "Filter", "widget_refresh": "Refresh"}  # planted onePlatformOnly (Apple)


# The plural categories each language selects for whole numbers (CLDR, as ICU gives them).
PLURAL_CATEGORIES = {"he": ["one", "two", "other"], "sr": ["one", "few", "other"], "ru": ["one", "few", "many", "other"],
                     "id": ["other"], "zh": ["other"]}


def translate(text, tag):
    """A pseudo-translation keeping every placeholder; plurals get their language's categories."""
    if isinstance(text, dict):
        needed = PLURAL_CATEGORIES.get(tag.split("-")[0], ["one", "other"])
        return {q: translate(text.get(q, text["other"]), tag) for q in needed}
    if isinstance(text, list):
        return [translate(v, tag) for v in text]
    return f"[{tag}] {text}"


def apple_text(text):
    """Android placeholders as Apple writes them: %s -> %@, %1$s -> %1$@, %d -> %lld."""
    if isinstance(text, dict):
        return {q: apple_text(v) for q, v in text.items()}
    return (text.replace("$s", "$@").replace("%s", "%@").replace("%d", "%lld"))


def apple_key(key):
    """matches_title -> matches.title (the namespace becomes a dot)."""
    return key.replace("_", ".", 1)


def build_model():
    """android[module][lang][key], apple[table][lang][key] (canonical keys), both complete."""
    tags = ["en"] + [t for _, _, t in LANGUAGES] + ["sr-Latn", "en-US", "ru"]
    android = {m: {} for m in MODULES}
    for module, (_, keys) in MODULES.items():
        for tag in tags:
            if tag == "en":
                android[module]["en"] = copy.deepcopy(keys)
            elif tag == "en-US":
                continue
            else:
                android[module][tag] = {k: translate(v, tag) for k, v in keys.items()}
    android["app"]["en"]["app_name"] = "ScoreCard"  # translatable="false"
    android["app"]["en-US"] = {"auth_sign_in": "Log in"}  # regional override; the rest falls back to en
    # feature-settings defines retry_label and common_ok in the source only (core-ui has the
    # translations); settings_debug_menu is English only on Android, by lint suppression.
    for tag in list(android["feature-settings"]):
        if tag != "en":
            android["feature-settings"][tag].pop("retry_label")
            android["feature-settings"][tag].pop("common_ok")
            android["feature-settings"][tag].pop("settings_debug_menu")

    apple = {"Localizable": {}, "InfoPlist": {}, "Settings": {}, "Widget": {}}
    for tag in ["en"] + [t for _, _, t in LANGUAGES] + ["ru"]:
        table = {}
        for module, (_, keys) in MODULES.items():
            for k, v in keys.items():
                if k in ANDROID_ONLY or (module == "feature-settings" and k in ("retry_label", "common_ok")):
                    continue
                if k.startswith("widget_"):
                    continue
                table[k] = apple_text(v if tag == "en" else translate(v, tag))
        if tag == "en":
            table["matches_filter"] = APPLE_ONLY["matches_filter"]
        elif tag != "ru":
            table["matches_filter"] = translate(APPLE_ONLY["matches_filter"], tag)
        apple["Localizable"][tag] = table
        camera = "Scan tickets with the camera"
        apple["InfoPlist"][tag] = {"NSCameraUsageDescription": camera if tag == "en" else translate(camera, tag)}
        widget = {"widget_title": MODULES["app"][1]["widget_title"], "widget_refresh": APPLE_ONLY["widget_refresh"]}
        apple["Widget"][tag] = widget if tag == "en" else {k: translate(v, tag) for k, v in widget.items()}
    apple["Settings"]["en"] = {"settings_title": "Preferences"}       # same key as Localizable, other table: legal
    apple["Settings"]["de"] = {"settings_title": "[de] Preferences"}
    return android, apple


# Each: (kind, key, language or None, platform "android" | "apple" | "both", what was done).
DEFECTS = []


def plant(kind, key, language, platform, why, action):
    DEFECTS.append(dict(kind=kind, key=key, language=language, platform=platform, why=why))
    action()


def plant_defects(android, apple):
    A, L = android, apple["Localizable"]
    # missingTranslation: neither platform translates it (one finding, both locations).
    plant("missingTranslation", "match_postponed", "fr", "both", "deleted on both platforms",
          lambda: (A["feature-matches"]["fr"].pop("match_postponed"), L["fr"].pop("match_postponed")))
    plant("missingTranslation", "settings_notifications", "es", "both", "deleted on both platforms",
          lambda: (A["feature-settings"]["es"].pop("settings_notifications"), L["es"].pop("settings_notifications")))
    plant("missingTranslation", "auth_sign_out", "he", "both", "deleted on both (values-iw, he.lproj)",
          lambda: (A["app"]["he"].pop("auth_sign_out"), L["he"].pop("auth_sign_out")))
    plant("missingTranslation", "match_live_badge", "es", "android", "Android-only key, Spanish deleted",
          lambda: A["feature-matches"]["es"].pop("match_live_badge"))
    # untranslated: the source text on both platforms.
    plant("untranslated", "auth_sign_in", "it", "both", "English on both platforms",
          lambda: (A["app"]["it"].__setitem__("auth_sign_in", "Sign in"), L["it"].__setitem__("auth_sign_in", "Sign in")))
    plant("untranslated", "error_generic", "id", "both", "English on both (values-in, id.lproj)",
          lambda: (A["core-ui"]["id"].__setitem__("error_generic", "Something went wrong"),
                   L["id"].__setitem__("error_generic", "Something went wrong")))
    # it match_live_badge "LIVE" (one identical word) is a look-alike since #18: see LOOKALIKES.
    A["feature-matches"]["it"]["match_live_badge"] = "LIVE"
    # drift: translated on one platform, missing or English on the other.
    plant("drift", "matches_title", "de", "apple", "deleted from de Localizable.strings (UTF-16)",
          lambda: L["de"].pop("matches_title"))
    plant("drift", "welcome_title", "fr", "android", "English in values-fr",
          lambda: A["app"]["fr"].__setitem__("welcome_title", "Welcome to ScoreCard"))
    plant("drift", "settings_language", "he", "android", "deleted from values-iw/localazy.xml",
          lambda: A["feature-settings"]["he"].pop("settings_language"))
    plant("drift", "match_venue", "es", "apple", "English in es.lproj",
          lambda: L["es"].__setitem__("match_venue", "Played at %@"))
    plant("drift", "common_cancel", "zh-Hant-TW", "android", "deleted from values-zh-rTW; zh-Hant.lproj translates it",
          lambda: A["core-ui"]["zh-Hant-TW"].pop("common_cancel"))
    plant("drift", "auth_sign_in", "id", "apple", "deleted from id.lproj",
          lambda: L["id"].pop("auth_sign_in"))
    plant("missingTranslation", "NSCameraUsageDescription", "he", "apple", "the camera permission text deleted from he.lproj/InfoPlist.strings",
          lambda: apple["InfoPlist"]["he"].pop("NSCameraUsageDescription"))
    # onePlatformOnly.
    plant("onePlatformOnly", "match_live_badge", None, "android", "translatable key with no Apple twin", lambda: None)
    plant("onePlatformOnly", "matches_filter", None, "apple", "Localizable key with no Android twin", lambda: None)
    plant("onePlatformOnly", "widget_refresh", None, "apple", "widget target's key with no Android twin", lambda: None)
    # missingLanguage: sr-Latn is shipped (locales_config.xml, knownRegions) but has no .lproj.
    plant("missingLanguage", "*", "sr-Latn", "apple", "no sr-Latn.lproj", lambda: None)
    # emptyValue.
    plant("emptyValue", "settings_title", "de", "android", "empty in values-de/localazy.xml",
          lambda: A["feature-settings"]["de"].__setitem__("settings_title", ""))
    plant("emptyValue", "auth_sign_out", "es", "apple", "empty in es.lproj",
          lambda: L["es"].__setitem__("auth_sign_out", ""))
    # placeholderMismatch.
    plant("placeholderMismatch", "match_starts_in", "de", "android", "the %d dropped",
          lambda: A["feature-matches"]["de"].__setitem__("match_starts_in", "[de] Beginnt bald"))
    plant("placeholderMismatch", "match_share", "fr", "apple", "argument 1 became a number",
          lambda: L["fr"].__setitem__("match_share", "[fr] Partager %1$lld contre %2$@"))
    plant("placeholderMismatch", "score_line", "it", "android", "arguments swapped without positions",
          lambda: A["feature-matches"]["it"].__setitem__("score_line", "[it] %d gol per %s"))
    plant("placeholderMismatch", "welcome_body", "en", "both", "Apple's source has one argument, Android's two",
          lambda: [L[t].__setitem__("welcome_body", "Follow %@ live" if t == "en" else translate("Follow %@ live", t)) for t in L])
    # invalidSpecifier.
    plant("invalidSpecifier", "match_venue", "it", "apple", "%s in an Apple string (a C string)",
          lambda: L["it"].__setitem__("match_venue", "[it] Giocata a %s"))
    plant("invalidSpecifier", "match_share", "de", "android", "%@ in an Android string",
          lambda: A["feature-matches"]["de"].__setitem__("match_share", "[de] Teile %1$@ gegen %2$@"))
    plant("invalidSpecifier", "match_share", "en", "android", "two %s, neither positional: a translation that swaps them goes unseen (a hint)",
          lambda: None)
    plant("invalidSpecifier", "welcome_body", "es", "android", "positional mixed with non-positional",
          lambda: A["app"]["es"].__setitem__("welcome_body", "[es] Sigue a %2$s y %s en vivo"))
    plant("invalidSpecifier", "settings_storage", "it", "android", "a stray % at the end",
          lambda: A["feature-settings"]["it"].__setitem__("settings_storage", "[it] Spazio usato: %1$d%"))
    plant("invalidSpecifier", "error_generic", "fr", "android", "%n in an Android string",
          lambda: A["core-ui"]["fr"].__setitem__("error_generic", "[fr] Une erreur%nest survenue"))
    # missingPluralForm: a category German needs for whole numbers is gone.
    plant("missingPluralForm", "matches_count", "de", "android", "the one item deleted from values-de",
          lambda: A["feature-matches"]["de"]["matches_count"].pop("one"))
    # conflictingDefinition: two modules define a key differently.
    plant("conflictingDefinition", "retry_label", "en", "android", "core-ui says Try again, feature-settings Retry", lambda: None)
    plant("conflictingDefinition", "common_ok", "de", "android", "core-ui and feature-settings translate it differently",
          lambda: A["feature-settings"]["de"].__setitem__("common_ok", "[de] Okay"))
    # extraKey.
    plant("extraKey", "old_promo_banner", "de", "android", "left in values-de after its removal",
          lambda: A["app"]["de"].__setitem__("old_promo_banner", "[de] Jetzt Premium holen"))
    plant("extraKey", "legacy_rate_app", "fr", "apple", "left in fr.lproj after its removal",
          lambda: L["fr"].__setitem__("legacy_rate_app", "[fr] Notez-nous"))


LOOKALIKES = [
    "it match_live_badge (Android only): \"LIVE\" identical to the source — one identical word is often the word in both "
    "languages (OK, Video, LIVE): not untranslated (was a planted defect before #18)",
    "de match_score: arguments reordered with positions (%4$s … %1$s) — legal",
    "en match_venue: Android %s, Apple %@; match_starts_in: Android %d, Apple %lld — the same kinds",
    "fr match_share (Android): %s in the source, %1$s in the translation — the same argument",
    "values-en-rUS holds one override; every other key falls back to values/ (en)",
    "app_name translatable=\"false\" exists on Android only",
    "widget.brand shouldTranslate: false exists on Apple only (Widget.xcstrings)",
    "matches_count: Android <plurals> ↔ Localizable.stringsdict, not in Localizable.strings",
    "match_tabs: a <string-array>, Android only by design",
    "NSCameraUsageDescription: InfoPlist.strings, Apple only by nature (never onePlatformOnly)",
    "settings.title in Settings.strings and Localizable.strings with different values — two tables",
    "common_ok in core-ui and feature-settings with the same English value — a merge, not a conflict",
    "values-in ↔ id.lproj, values-iw ↔ he.lproj, values-zh-rTW ↔ zh-Hant.lproj matched",
    "values-ru and ru.lproj: not shipped, one summary line, no findings",
    "de Localizable.strings is UTF-16 LE with a BOM and \\U escapes for emoji",
    "fr strings with \\' escapes and <xliff:g> markup on Android, plain apostrophes on Apple",
    "settings_storage: %% is a literal percent sign",
    "settings_debug_menu: tools:ignore=\"MissingTranslation\", in values/ only on Android (Apple translates it)",
    "app/build/ (generated, broken XML) and app/src/test/ are skipped",
    "values-night/colors.xml and values/dimens.xml hold no strings and are skipped",
]


def lookalike_edits(android, apple):
    A, L = android, apple["Localizable"]
    A["feature-matches"]["de"]["match_score"] = "[de] %4$s %3$d – %2$d %1$s"
    L["de"]["match_score"] = "[de] %4$@ %3$lld – %2$lld %1$@"
    A["feature-matches"]["en"]["match_share"] = "Share %s vs %s"  # non-positional source, positional translations
    A["feature-matches"]["fr"]["match_share"] = "[fr] Partager %1$s contre %2$s"
    A["feature-matches"]["fr"]["match_title_apostrophe"] = "[fr] L'équipe"
    A["feature-matches"]["en"]["match_title_apostrophe"] = "The team"
    for tag in list(A["feature-matches"]):
        if tag not in ("en", "fr", "en-US"):
            A["feature-matches"][tag]["match_title_apostrophe"] = translate("The team", tag)
    for tag in L:
        L[tag]["match_title_apostrophe"] = "[fr] L'équipe" if tag == "fr" else ("The team" if tag == "en" else translate("The team", tag))
    L["de"]["common_cancel"] = "[de] Abbrechen \U0001F6AB"
    A["core-ui"]["de"]["common_cancel"] = "[de] Abbrechen \U0001F6AB"


# ---- writers ---------------------------------------------------------------------------------

def xml_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def android_text(text):
    """aapt escapes: \\' for apostrophes, \\" for quotes, \\@ for a leading @."""
    text = xml_escape(text).replace("\\", "\\\\").replace("'", "\\'").replace('"', '\\"')
    if text.startswith("@") or text.startswith("?"):
        text = "\\" + text
    # Placeholders of object arguments wrapped in xliff:g, as translators' tools write them.
    for n in range(1, 5):
        text = text.replace(f"%{n}$s", f'<xliff:g id="arg{n}">%{n}$s</xliff:g>')
    return text


def write(path, data, encoding="utf-8"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode(encoding))


def android_file(strings, translatable_false=(), ignore_missing=()):
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             '<resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">']
    for key in sorted(strings):
        value = strings[key]
        if isinstance(value, dict):
            lines.append(f'    <plurals name="{key}">')
            lines += [f'        <item quantity="{q}">{android_text(v)}</item>' for q, v in sorted(value.items())]
            lines.append("    </plurals>")
        elif isinstance(value, list):
            lines.append(f'    <string-array name="{key}">')
            lines += [f"        <item>{android_text(v)}</item>" for v in value]
            lines.append("    </string-array>")
        else:
            attribute = ' translatable="false"' if key in translatable_false else ""
            attribute += ' tools:ignore="MissingTranslation"' if key in ignore_missing else ""
            lines.append(f'    <string name="{key}"{attribute}>{android_text(value)}</string>')
    return "\n".join(lines + ["</resources>", ""])


def strings_literal(text):
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return "".join(c if ord(c) < 0x10000 else "\\U%04X\\U%04X" % (0xD800 + ((ord(c) - 0x10000) >> 10), 0xDC00 + ((ord(c) - 0x10000) & 0x3FF)) for c in out)


def strings_file(table, header):
    lines = [f"/* {header} */", ""]
    for key in sorted(table):
        lines.append(f'/* {key} */')
        lines.append(f'"{apple_key(key)}" = "{strings_literal(table[key])}";')
        lines.append("")
    return "\n".join(lines)


def stringsdict(entries):
    body = []
    for key, forms in sorted(entries.items()):
        body.append(f"""    <key>{apple_key(key)}</key>
    <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@matches@</string>
        <key>matches</key>
        <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>lld</string>
""" + "".join(f"            <key>{q}</key>\n            <string>{xml_escape(v)}</string>\n" for q, v in sorted(forms.items())) + """        </dict>
    </dict>""")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
            '<plist version="1.0">\n<dict>\n' + "\n".join(body) + "\n</dict>\n</plist>\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.join(here, "project")
    shutil.rmtree(root, ignore_errors=True)
    android, apple = build_model()
    lookalike_edits(android, apple)
    plant_defects(android, apple)
    qualifier = {"en": "values", "en-US": "values-en-rUS", "ru": "values-ru", "sr-Latn": f"values-{SERBIAN[0]}"}
    qualifier.update({t: f"values-{q}" for q, _, t in LANGUAGES})
    for module, (file_name, _) in MODULES.items():
        for tag, strings in android[module].items():
            if not strings:
                continue
            res = os.path.join(root, "android", module, "src", "main", "res")
            write(os.path.join(res, qualifier[tag], file_name), android_file(strings, {"app_name"}, {"settings_debug_menu"}))
    res = os.path.join(root, "android", "app", "src", "main", "res")
    write(os.path.join(res, "values", "dimens.xml"), '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <dimen name="row_height">56dp</dimen>\n</resources>\n')
    write(os.path.join(res, "values-night", "colors.xml"), '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="background">#101010</color>\n</resources>\n')
    shipped = ["en", "en-US"] + [t for _, _, t in LANGUAGES] + ["sr-Latn"]
    write(os.path.join(res, "xml", "locales_config.xml"),
          '<?xml version="1.0" encoding="utf-8"?>\n<locale-config xmlns:android="http://schemas.android.com/apk/res/android">\n'
          + "".join(f'    <locale android:name="{t}"/>\n' for t in shipped) + "</locale-config>\n")
    # Generated and test resources that a scan must not read.
    write(os.path.join(root, "android", "app", "build", "generated", "res", "values", "strings.xml"), "<resources><string name=\"generated\">broken")
    write(os.path.join(root, "android", "app", "src", "test", "res", "values", "strings.xml"),
          '<resources><string name="test_only">Only in tests</string></resources>\n')

    ios = os.path.join(root, "ios")
    regions = ["en"] + [a for _, a, _ in LANGUAGES] + ["sr-Latn", "Base"]
    write(os.path.join(ios, "ScoreCard.xcodeproj", "project.pbxproj"),
          "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\t0A1B2C3D /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
          "\t\t\tdevelopmentRegion = en;\n\t\t\tknownRegions = (\n" + "".join(f'\t\t\t\t"{r}",\n' for r in regions)
          + "\t\t\t);\n\t\t};\n\t};\n\trootObject = 0A1B2C3D;\n}\n")
    lproj = {"en": "en", "ru": "ru"}
    lproj.update({t: a for _, a, t in LANGUAGES})
    plurals = {k: v for k, v in MODULES["feature-matches"][1].items() if isinstance(v, dict)}
    for tag, table in apple["Localizable"].items():
        folder = os.path.join(ios, "ScoreCard", "Resources", f"{lproj[tag]}.lproj")
        text = strings_file({k: v for k, v in table.items() if not isinstance(v, dict)}, "Localizable.strings — ScoreCard")
        if tag == "de":
            write(os.path.join(folder, "Localizable.strings"), b"\xff\xfe" + text.encode("utf-16-le"))
        else:
            write(os.path.join(folder, "Localizable.strings"), text)
        forms = {k: apple_text(v if tag == "en" else translate(v, tag)) for k, v in plurals.items()}
        write(os.path.join(folder, "Localizable.stringsdict"), stringsdict(forms))
        write(os.path.join(folder, "InfoPlist.strings"), strings_file(apple["InfoPlist"][tag], "InfoPlist.strings"))
        if tag in apple["Settings"]:
            write(os.path.join(folder, "Settings.strings"), strings_file(apple["Settings"][tag], "Settings.strings"))
    # The widget target: a string catalog.
    catalog = {"sourceLanguage": "en", "version": "1.0", "strings": {}}
    for key in ["widget_title", "widget_refresh"]:
        catalog["strings"][apple_key(key)] = {"localizations": {
            lproj[tag]: {"stringUnit": {"state": "translated", "value": apple["Widget"][tag][key]}} for tag in apple["Widget"]}}
    catalog["strings"]["widget.brand"] = {"shouldTranslate": False, "localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "ScoreCard"}}}}
    write(os.path.join(ios, "Widget", "Widget.xcstrings"), json.dumps(catalog, indent=2, ensure_ascii=False, sort_keys=True) + "\n")

    write(os.path.join(root, "PLANTED.json"),
          json.dumps({"defects": DEFECTS, "lookalikes": LOOKALIKES}, indent=2, ensure_ascii=False) + "\n")
    print(f"project/: {len(DEFECTS)} planted defects of {len({d['kind'] for d in DEFECTS})} kinds, {len(LOOKALIKES)} look-alikes")


if __name__ == "__main__":
    main()
