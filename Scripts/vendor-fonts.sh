#!/usr/bin/env bash
# Re-vendor Fonts/ from Debian's fonts-noto-* packages and print the SHA-256s for
# Fonts/manifest.tsv. Goldens depend on these exact files: changing one re-records Snapshots/.
#   apt-get install fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji && pip install fonttools
set -euo pipefail
cd "$(dirname "$0")/../Fonts"
cp /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf .
cp /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf .
cp /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf .
# The scripts a global app shows (Greek and Cyrillic are in NotoSans-Regular).
SCRIPTS="Hebrew Devanagari Bengali Tamil Thai Georgian Armenian Ethiopic Sinhala Khmer Telugu Gujarati Gurmukhi Malayalam Kannada Myanmar Lao"
for script in $SCRIPTS; do cp "/usr/share/fonts/truetype/noto/NotoSans${script}-Regular.ttf" .; done
# Noto Sans CJK ships as one collection; face 0 is "Noto Sans CJK JP" (Japanese glyph forms).
python3 -c 'from fontTools.ttLib import TTCollection as C; C("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc").fonts[0].save("NotoSansCJKjp-Regular.otf")'
sha256sum NotoSans-Regular.ttf NotoSansArabic-Regular.ttf NotoSansCJKjp-Regular.otf NotoColorEmoji.ttf \
    $(for script in $SCRIPTS; do echo "NotoSans${script}-Regular.ttf"; done)
