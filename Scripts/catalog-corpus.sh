#!/usr/bin/env bash
# catalog-corpus.sh DIR… — runs `localeshot catalog check` (release build) over real apps'
# catalogs and prints, per app: languages, keys, findings by kind, seconds and peak memory.
#
# Each DIR holds an app's extracted catalogs: `android/` (res/values*/ and locales_config.xml)
# and/or `apple/` (*.lproj, *.xcstrings, *.stringsdict and project.pbxproj for knownRegions).
# Keep such checkouts outside the repository: their text is not ours. Extract them from a
# clone with e.g.
#   git ls-tree -r --name-only HEAD | grep -E '/res/values[^/]*/[^/]+\.xml$|\.lproj/|\.xcstrings$|project\.pbxproj$|(^|/)Package\.swift$|build\.gradle(\.kts)?$' \
#     | xargs git archive HEAD -- | tar -x -C DIR/android
# (the build.gradle files say which modules are applications: two apps never merge; the Xcode
# projects and Package.swift files say which copy of a table kept twice the app bundles).
# Set LOCALESHOT to use another binary; CORPUS_OUT=FOLDER keeps each app's JSON report there;
# CORPUS_ARGS adds options to every check (e.g. CORPUS_ARGS=--pair-by-text).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
bin=${LOCALESHOT:-$root/.build/release/localeshot}
if [ ! -x "$bin" ]; then
    (cd "$root" && swift build -c release --product localeshot >&2)
fi
[ $# -gt 0 ] || { echo "usage: $0 DIR…" >&2; exit 64; }
out=${CORPUS_OUT:-$(mktemp -d)}
mkdir -p "$out"

printf '| app | languages (android/apple) | keys (android/apple) | findings by kind | s | MB |\n|---|---|---|---|---|---|\n'
for dir in "$@"; do
    app=$(basename "$dir")
    args=()
    [ -d "$dir/android" ] && args+=(--android "$dir/android")
    [ -d "$dir/apple" ] && args+=(--apple "$dir/apple")
    [ ${#args[@]} -gt 0 ] || { echo "$dir: no android/ or apple/ folder" >&2; continue; }
    # shellcheck disable=SC2206 # CORPUS_ARGS is a list of options, split on purpose
    args+=(${CORPUS_ARGS:-})
    status=0
    /usr/bin/time -f '%e %M' -o "$out/$app.time" "$bin" catalog check "${args[@]}" --json >"$out/$app.json" 2>"$out/$app.err" || status=$?
    read -r seconds kilobytes < <(tail -n 1 "$out/$app.time")
    if [ "$status" -gt 1 ]; then
        echo "| $app | exit $status: $(head -c 200 "$out/$app.err" | tr '\n' ' ') | | | $seconds | $((kilobytes / 1024)) |"
        continue
    fi
    summary=$(python3 - "$out/$app.json" "$dir" <<'PY'
import json, os, sys
report = json.load(open(sys.argv[1]))
kinds = report["summary"]["byKind"]
order = ["unreadable", "conflictingDefinition", "invalidSpecifier", "placeholderMismatch", "missingPluralForm", "drift", "emptyValue",
         "missingLanguage", "missingTranslation", "onePlatformOnly", "extraKey", "unusedPluralForm", "needsReview", "untranslated"]
# Findings (defects) and hints (cleanup: never failing) apart.
hinted = {}
for finding in report["findings"]:
    if finding.get("severity") == "hint": hinted[finding["kind"]] = hinted.get(finding["kind"], 0) + 1
defects = {k: v - hinted.get(k, 0) for k, v in kinds.items() if v - hinted.get(k, 0) > 0}
counts = ", ".join(f"{k} {defects[k]}" for k in order if k in defects) or "none"
hints = ", ".join(f"{k} {hinted[k]}" for k in order if k in hinted)
counts += f"; hints {sum(hinted.values())}: {hints}" if hints else ""
def languages(folder, android):
    if not os.path.isdir(folder): return "-"
    found = set()
    for base, dirs, files in os.walk(folder):
        name = os.path.basename(base)
        if android and name.startswith("values") and any(f.endswith(".xml") for f in files): found.add(name)
        if not android and name.endswith(".lproj"): found.add(name)
        if not android: found.update(f for f in files if f.endswith(".xcstrings"))
    return str(len(found))
print(f"{languages(os.path.join(sys.argv[2], 'android'), True)}/{languages(os.path.join(sys.argv[2], 'apple'), False)}|{len(report['languages'])} checked|{sum(defects.values())}: {counts}")
PY
)
    IFS='|' read -r folders checked counts <<<"$summary"
    keys=$("$bin" catalog check "${args[@]}" --max-findings 0 2>/dev/null | grep -m1 '^keys:' | sed 's/^keys: //' || true)
    echo "| $app | $folders folders, $checked | ${keys:-one platform} | $counts | $seconds | $((kilobytes / 1024)) |"
done
echo "reports: $out" >&2
