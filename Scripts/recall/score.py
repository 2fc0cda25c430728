#!/usr/bin/env python3
"""score.py ANSWERS_DIR BASE_DIR PLANT_DIR — a plant is found when the plant run's report has a
finding or hint for its key and language (primary subtag), or at its file and line, that the
baseline report of the same app does not have (kind + message)."""
import json, sys, os, glob, re
answers_dir, base_dir, plant_dir = sys.argv[1:4]
def prim(lang):
    lang = (lang or "").replace("_", "-")
    p = lang.split("-")[0].lower()
    if p.startswith("b+"): p = lang.split("+")[1].lower()
    return {"in": "id", "iw": "he", "ji": "yi"}.get(p, p)
def entries(path):
    r = json.load(open(path))
    return r["findings"]
def sig(f): return (f["kind"], f.get("key"), f.get("language"), f.get("message"))
total = found_all = 0
rows = []
for af in sorted(glob.glob(os.path.join(answers_dir, "answers-*.json"))):
    app = re.sub(r"^answers-|\.json$", "", os.path.basename(af))
    answers = json.load(open(af))
    base = set(sig(f) for f in entries(os.path.join(base_dir, app + ".json")))
    new = [f for f in entries(os.path.join(plant_dir, app + ".json")) if sig(f) not in base]
    n = 0
    for a in answers:
        file = a["file"].split("/", 1)[1] if a["file"].split("/", 1)[0] in ("android", "apple") else a["file"]
        hits = []
        for f in new:
            keyhit = (f.get("key") or "").lower() == a["key"].lower() and prim(f.get("language")) == prim(a["language"])
            lochit = any(l.get("file", "").endswith(file) and l.get("line") == a["line"] for l in f.get("locations", []))
            if keyhit or lochit: hits.append(f)
        ok = bool(hits); n += ok
        rows.append(f"{'FOUND' if ok else 'MISS '} {app} {a['language']} {a['key']} [{a.get('class')}] {a.get('original','')!r} -> {a.get('planted','')!r}" + (f"\n      {hits[0]['kind']}/{hits[0].get('severity')}: {hits[0].get('message','')[:200]}" if ok else ""))
    print(f"{app}: {n}/{len(answers)}")
    total += len(answers); found_all += n
print(f"all: {found_all}/{total}")
print("\n".join(rows))
