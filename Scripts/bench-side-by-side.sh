#!/usr/bin/env bash
# LocaleShot beside the pipeline a Linux user writes today (Scripts/python-pipeline.py: Pillow +
# raqm to draw, pixelmatch to compare), whole processes on the same machine in the same minutes,
# medians of RUNS runs (default 5) with hyperfine. Prints a Markdown table for the README.
#
#   warm:      `localeshot verify` (1540 snapshots + 1490 dumps, caches warm) | Python draws and
#              compares its 1245 country rows
#   cold:      the same with no derived data (`.build/localeshot-cache` removed before each run:
#              every font hashed, every golden decoded) | the same Python run (it keeps nothing)
#   every row: every CountryRow golden 1 px off (1295 failing, all artifacts and diagnoses) |
#              pixelmatch over 1245 goldens each 1 px off, writing a diff and the actual image
#
# Needs: hyperfine, python3 with pillow (raqm), pixelmatch and babel (pip install …).
set -euo pipefail
runs=${RUNS:-5}
cd "$(dirname "$0")/.."
for tool in hyperfine python3; do command -v "$tool" >/dev/null || { echo "bench-side-by-side: needs $tool" >&2; exit 2; }; done
python3 -c 'import PIL.features as f, pixelmatch, babel; assert f.check("raqm")' \
    || { echo "bench-side-by-side: needs pip install pillow pixelmatch babel (Pillow with raqm)" >&2; exit 2; }
swift build -c release --product localeshot >/dev/null
bin=$PWD/.build/release/localeshot
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Goldens 1 px off: LocaleShot's CountryRow goldens, and the Python pipeline's own.
cp -a Snapshots "$work/snapshots-1px"
python3 Scripts/python-pipeline.py record "$work/py" >/dev/null
cp -a "$work/py" "$work/py-1px"
python3 - "$work/snapshots-1px/CountryRow" "$work/py-1px" <<'EOF'
import glob, sys
from PIL import Image
for folder in sys.argv[1:]:
    for path in glob.glob(folder + "/*/*.png"):
        image = Image.open(path).convert("RGBA")
        r, g, b, a = image.getpixel((0, 0))
        image.putpixel((0, 0), (255 - r, g, b, a))
        image.save(path)
EOF

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ)" >&2
export LOCALESHOT_ARTIFACTS="$work/artifacts"
hyperfine -N --runs "$runs" --warmup 1 --export-json "$work/warm.json" \
    -n localeshot "$bin verify --jobs 2" \
    -n python "python3 Scripts/python-pipeline.py verify $work/py" >&2
hyperfine --runs "$runs" --export-json "$work/cold.json" \
    -n localeshot --prepare "rm -rf .build/localeshot-cache" "$bin verify --jobs 2" \
    -n python --prepare "true" "python3 Scripts/python-pipeline.py verify $work/py" >&2
# Python's compare takes minutes a run: no warm-up run for it (it keeps nothing between runs).
hyperfine -N -i --runs "$runs" --warmup 1 --export-json "$work/failing-localeshot.json" \
    -n localeshot "$bin verify --jobs 2 --snapshots $work/snapshots-1px" >&2
hyperfine -N -i --runs "$runs" --export-json "$work/failing-python.json" \
    -n python "python3 Scripts/python-pipeline.py compare $work/py $work/py-1px --diffs $work/py-diffs" >&2
python3 -c 'import json, sys; w = sys.argv[1]; json.dump({"results": [r for part in ("localeshot", "python") for r in json.load(open(f"{w}/failing-{part}.json"))["results"]]}, open(f"{w}/failing.json", "w"))' "$work"

python3 - "$work" <<'EOF'
import json, sys
cases = [("warm", "warm verify (LocaleShot: 1540 snapshots + dumps; Python: 1245 rows drawn and compared)"),
         ("cold", "cold verify (no derived data)"),
         ("failing", "every country row 1 px off (LocaleShot: 1295 failing, all artifacts; Python: compare only, 1245)")]
print("| case | LocaleShot | Python pipeline | ratio |")
print("| --- | ---: | ---: | ---: |")
for name, label in cases:
    results = {r["command"]: r for r in json.load(open(f"{sys.argv[1]}/{name}.json"))["results"]}
    ours, theirs = results["localeshot"]["median"], results["python"]["median"]
    print(f"| {label} | {ours:.3f} s | {theirs:.2f} s | {theirs / ours:.1f}× |")
EOF
