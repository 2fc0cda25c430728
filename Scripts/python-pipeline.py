#!/usr/bin/env python3
"""The pipeline a Linux user writes today without LocaleShot, for side-by-side timing only.

Pillow (with libraqm: bidi and shaping) draws each country row of the en/de/fr/ja/ar matrix from
the fonts in Fonts/ and Babel's CLDR names; pixelmatch compares it with a golden PNG. It is not
part of LocaleShot and its pixels are not LocaleShot's: it has its own goldens.

  python-pipeline.py record DIR               draw every row into DIR/<locale>/<CODE>.png
  python-pipeline.py verify DIR [--diffs OUT] draw every row and compare it with DIR's golden
  python-pipeline.py compare DIR OTHER --diffs OUT
                                              compare DIR's goldens with OTHER's images only
Exit status: 0 when every row matches, 1 otherwise. Needs: pip install pillow pixelmatch babel.
"""
import os
import re
import sys

from babel import Locale
from PIL import Image, ImageDraw, ImageFont, features
from pixelmatch.contrib.PIL import pixelmatch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "Fonts")
LOCALES = ["en", "de", "fr", "ja", "ar"]
WIDTH, HEIGHT, PADDING, FLAG, GAP, NAME_SIZE = 640, 88, 32, 48, 24, 32


def country_codes():
    """The 249 assigned ISO 3166-1 codes, from LocaleShot's generated table."""
    with open(os.path.join(ROOT, "Sources/Countries/CountryTable+Data.swift"), encoding="utf-8") as table:
        return re.findall(r'CountryRecord\("([A-Z]{2})"', table.read())


def flag_emoji(code):
    return "".join(chr(0x1F1E6 + ord(letter) - ord("A")) for letter in code)


class RowPainter:
    """One font per script, as Pillow needs (it has no fallback chain); flags drawn once each."""

    def __init__(self):
        assert features.check("raqm"), "Pillow without libraqm cannot shape Arabic"
        self.text_fonts = {
            "ja": ImageFont.truetype(os.path.join(FONTS, "NotoSansCJKjp-Regular.otf"), NAME_SIZE, layout_engine=ImageFont.Layout.RAQM),
            "ar": ImageFont.truetype(os.path.join(FONTS, "NotoSansArabic-Regular.ttf"), NAME_SIZE, layout_engine=ImageFont.Layout.RAQM),
        }
        self.latin = ImageFont.truetype(os.path.join(FONTS, "NotoSans-Regular.ttf"), NAME_SIZE, layout_engine=ImageFont.Layout.RAQM)
        self.emoji = ImageFont.truetype(os.path.join(FONTS, "NotoColorEmoji.ttf"), 109, layout_engine=ImageFont.Layout.RAQM)
        self.flags = {}
        self.names = {locale: Locale.parse(locale).territories for locale in LOCALES}

    def flag(self, code):
        if code not in self.flags:
            canvas = Image.new("RGBA", (160, 128), (0, 0, 0, 0))
            ImageDraw.Draw(canvas).text((0, 0), flag_emoji(code), font=self.emoji, embedded_color=True)
            box = canvas.getbbox() or (0, 0, 1, 1)
            ink = canvas.crop(box)
            self.flags[code] = ink.resize((FLAG, max(1, round(ink.height * FLAG / ink.width))), Image.LANCZOS)
        return self.flags[code]

    def row(self, code, locale):
        image = Image.new("RGBA", (WIDTH, HEIGHT), (255, 255, 255, 255))
        rtl = locale == "ar"
        flag = self.flag(code)
        flag_x = WIDTH - PADDING - FLAG if rtl else PADDING
        image.alpha_composite(flag, (flag_x, (HEIGHT - flag.height) // 2))
        name = self.names[locale].get(code, code)
        font = self.text_fonts.get(locale, self.latin)
        draw = ImageDraw.Draw(image)
        direction = "rtl" if rtl else "ltr"
        width = draw.textlength(name, font=font, direction=direction, language=locale)
        x = WIDTH - PADDING - FLAG - GAP - width if rtl else PADDING + FLAG + GAP
        draw.text((x, HEIGHT / 2), name, font=font, fill=(28, 28, 30, 255), anchor="lm", direction=direction, language=locale)
        return image


def rows():
    for locale in LOCALES:
        for code in country_codes():
            yield locale, code


def path(folder, locale, code):
    return os.path.join(folder, locale, code + ".png")


def compare(golden, actual, diffs, locale, code):
    """pixelmatch (threshold 0.1, as LocaleShot's default); the diff PNG of a mismatch."""
    diff = Image.new("RGBA", golden.size) if diffs else None
    mismatch = pixelmatch(golden, actual, diff, threshold=0.1)
    if mismatch and diffs:
        os.makedirs(os.path.join(diffs, locale), exist_ok=True)
        diff.save(path(diffs, locale, code))
        actual.save(os.path.join(diffs, locale, code + ".actual.png"))
    return mismatch == 0


def main(argv):
    if len(argv) < 2 or argv[0] not in ("record", "verify", "compare"):
        sys.exit(__doc__)
    command, folder = argv[0], argv[1]
    diffs = argv[argv.index("--diffs") + 1] if "--diffs" in argv else None
    failures = 0
    if command == "compare":
        other = argv[2]
        for locale, code in rows():
            golden = Image.open(path(folder, locale, code)).convert("RGBA")
            actual = Image.open(path(other, locale, code)).convert("RGBA")
            failures += not compare(golden, actual, diffs, locale, code)
    else:
        painter = RowPainter()
        for locale, code in rows():
            image = painter.row(code, locale)
            if command == "record":
                os.makedirs(os.path.join(folder, locale), exist_ok=True)
                image.save(path(folder, locale, code))
            else:
                golden = Image.open(path(folder, locale, code)).convert("RGBA")
                failures += not compare(golden, image, diffs, locale, code)
    total = len(LOCALES) * len(country_codes())
    print(f"{command}: {total - failures} of {total} rows match")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
