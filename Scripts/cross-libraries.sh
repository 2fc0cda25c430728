#!/usr/bin/env bash
# The same pixels with a second build of FreeType, HarfBuzz and libpng (run by `make test`).
#
# Pillow's PyPI wheel ships its own builds in site-packages/pillow.libs/ (different versions,
# compilers and configure options from Debian's). They are loaded with LD_PRELOAD in place of
# the system's, then the whole standard matrix (`localeshot verify`), the catalog fixture
# (`localeshot catalog render`) and the example package's tests (Examples/ScoreCard) must
# match the goldens recorded with Debian's libraries.
# The run record's `environment.libraries` (FT_Library_Version, hb_version_string,
# png_access_version_number, read at run time) proves the preloaded builds did the work.
#
# Needs the debug builds `make test` just made. Linux only (LD_PRELOAD, manylinux wheel).
# When Pillow cannot be installed it says so and exits 0, as the workflow lint does.
set -euo pipefail
cd "$(dirname "$0")/.."

target=.build/cross-libraries
libs=$target/pillow.libs
if ! ls "$libs"/libfreetype-*.so* >/dev/null 2>&1; then
    if ! python3 -m pip install -q --disable-pip-version-check --no-deps --target "$target" "pillow==${PILLOW_VERSION:-13.0.0}" >/dev/null 2>&1; then
        echo "cross-libraries: Pillow could not be installed with pip; skipped"
        exit 0
    fi
fi
preload=""
for pattern in 'libfreetype-*.so*' 'libharfbuzz-*.so*' 'libpng16-*.so*'; do
    file=$(find "$PWD/$libs" -maxdepth 1 -name "$pattern" | head -n 1)
    [ -n "$file" ] || { echo "cross-libraries: $pattern not in $libs"; exit 1; }
    preload="$preload${preload:+:}$file"
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The versions a run record saw, as "freetype X, harfbuzz Y, libpng Z".
versions() {
    python3 -c 'import json, sys
libraries = json.load(open(sys.argv[1]))["environment"]["libraries"]
print(", ".join(f"{name} {libraries[name]}" for name in ("freetype", "harfbuzz", "libpng")))' "$1"
}

start=$(date +%s)
system=$(LOCALESHOT_RECORD=never .build/debug/localeshot verify --codes DE --locales de --json \
    --artifacts "$scratch/system" 2>/dev/null > "$scratch/system.json"; versions "$scratch/system.json")

LD_PRELOAD="$preload" LOCALESHOT_RECORD=never .build/debug/localeshot verify --jobs 2 --json \
    --artifacts "$scratch/matrix" > "$scratch/matrix.json" 2> "$scratch/matrix.log" \
    || { cat "$scratch/matrix.log"; echo "cross-libraries: the matrix differs with Pillow's libraries"; exit 1; }
matrix=$(versions "$scratch/matrix.json")
count=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["entries"]))' "$scratch/matrix.json")

LD_PRELOAD="$preload" LOCALESHOT_RECORD=never .build/debug/localeshot catalog render \
    Tests/Fixtures/Catalogs/clean/apple Tests/Fixtures/Catalogs/clean/android/res --source-language it \
    --suite CatalogFixture --pixels all --jobs 2 --json --artifacts "$scratch/catalog" > "$scratch/catalog.json" 2> "$scratch/catalog.log" \
    || { cat "$scratch/catalog.log"; echo "cross-libraries: the catalog render differs with Pillow's libraries"; exit 1; }
catalog=$(versions "$scratch/catalog.json")
rows=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["entries"]))' "$scratch/catalog.json")

(cd Examples/ScoreCard && LD_PRELOAD="$preload" LOCALESHOT_RECORD=never LOCALESHOT_ARTIFACTS="$scratch/example" \
    swift test --skip-build > "$scratch/example.log" 2>&1) \
    || { tail -n 40 "$scratch/example.log"; echo "cross-libraries: Examples/ScoreCard differs with Pillow's libraries"; exit 1; }
example=$(versions "$scratch/example/run.json")

if [ "$matrix" = "$system" ] || [ "$example" != "$matrix" ] || [ "$catalog" != "$matrix" ]; then
    echo "cross-libraries: the preloaded libraries were not used (system: $system; matrix: $matrix; catalog: $catalog; example: $example)"
    exit 1
fi
echo "cross-libraries: $count of $count matrix snapshots and $rows of $rows catalog rows match, Examples/ScoreCard's tests pass," \
    "with $matrix (system: $system) in $(( $(date +%s) - start )) s"
