#!/usr/bin/env python3
"""Every character ablab's catalogues (po/*.po) and lecture library (trees/*.json) can put on the
screen has a glyph in the window's fonts: DejaVu Sans (Latin, Greek, Vietnamese, symbols) or
Noto Sans CJK SC (face 2 of Debian's collection), the fonts the desktop merges and the browser
cuts its subsets from. A character neither has would draw as "?". Also: the browser's small
language-names font (cmake/AblabWeb.cmake, --text=…) holds exactly the hanzi of the languages'
own names (core/text/translate.cpp, languageName), so the two cannot drift apart.
Usage: font_coverage.py SOURCE_DIR   (needs Debian's python3-fonttools)"""
import glob
import json
import os
import re
import sys

from fontTools.ttLib import TTFont

DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
NOTO = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def texts_of(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from texts_of(v)
    elif isinstance(value, list):
        for v in value:
            yield from texts_of(v)


def main():
    root = sys.argv[1]
    shown = {}  # character -> where it was found first
    for po in glob.glob(os.path.join(root, "po", "*.po")):
        for line_number, line in enumerate(open(po, encoding="utf-8"), 1):
            if line.startswith("msgstr "):
                for c in line[len("msgstr "):]:
                    shown.setdefault(c, f"{os.path.basename(po)}:{line_number}")
    for tree in glob.glob(os.path.join(root, "trees", "*.json")):
        for text in texts_of(json.load(open(tree, encoding="utf-8"))):
            for c in text:
                shown.setdefault(c, os.path.basename(tree))
    covered = set(TTFont(DEJAVU).getBestCmap()) | set(TTFont(NOTO, fontNumber=2).getBestCmap())
    missing = sorted((c, where) for c, where in shown.items() if ord(c) >= 0x20 and ord(c) not in covered)
    for c, where in missing:
        print(f"U+{ord(c):04X} {c!r} ({where}) is in neither DejaVu Sans nor Noto Sans CJK SC")
    print(f"{len(shown)} characters shown, {len(missing)} without a glyph")

    names = open(os.path.join(root, "core", "text", "translate.cpp"), encoding="utf-8").read()
    name_hanzi = set(c for n in re.findall(r'case Language::\w+: return "([^"]*)";', names) for c in n if ord(c) >= 0x2E80)
    cmake = open(os.path.join(root, "cmake", "AblabWeb.cmake"), encoding="utf-8").read()
    subset = re.search(r'"--text=([^"]*)"', cmake)
    font_hanzi = set(subset.group(1)) if subset else set()
    if not name_hanzi or name_hanzi != font_hanzi:
        print(f"the languages' names use {''.join(sorted(name_hanzi))!r}, the browser's names font holds {''.join(sorted(font_hanzi))!r}")
        return 1
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
