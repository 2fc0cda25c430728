#!/usr/bin/env bash
# The review loop of a team's own suite, on the example package (run by `make test`):
# a `swift test` run fails, `localeshot accept --group` takes what it rendered, the next run
# passes. Works on a copy of the example's goldens (LOCALESHOT_SNAPSHOTS), so nothing
# committed changes.
#
#   1. swap two locales' goldens of one test in the copy  → swift test fails (exit ≠ 0)
#   2. localeshot accept <its artifacts> --group <the group of those rows>
#   3. swift test again on the copy                        → passes
#
# Needs the debug builds `make test` just made (.build/debug/localeshot and the example's).
set -euo pipefail
cd "$(dirname "$0")/.."
localeshot="$PWD/.build/debug/localeshot"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Examples/ScoreCard/Snapshots "$work/Snapshots"
golden="$work/Snapshots/ScoreCardTests"
mv "$golden/it/italyFrance.png" "$work/swap.png"
mv "$golden/fr/italyFrance.png" "$golden/it/italyFrance.png"
mv "$work/swap.png" "$golden/fr/italyFrance.png"

export LOCALESHOT_SNAPSHOTS="$work/Snapshots" LOCALESHOT_ARTIFACTS="$work/artifacts" LOCALESHOT_RECORD=never
run() { (cd Examples/ScoreCard && swift test --skip-build --filter 'ScoreCardTests.italyFrance' >"$work/test.log" 2>&1); }
if run; then echo "example-accept-loop: the run with swapped goldens passed"; cat "$work/test.log"; exit 1; fi
group=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(next(g["id"] for g in r["groups"] if any("italyFrance" in x for x in g["rows"])))' "$work/artifacts/run.json")
(cd Examples/ScoreCard && "$localeshot" accept "$work/artifacts" --group "$group" --force-ci) | tail -n 1
if ! run; then echo "example-accept-loop: the run after accept --group $group still fails"; tail -n 30 "$work/test.log"; exit 1; fi
echo "example-accept-loop: swift test failed, localeshot accept --group $group, swift test passed"
