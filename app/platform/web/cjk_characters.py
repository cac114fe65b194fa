#!/usr/bin/env python3
"""Writes the Chinese characters the browser's Noto Sans CJK subset keeps (cmake/AblabWeb.cmake):
GB 2312's first level, the 3,755 most common hanzi, which covers the labels a teacher or a
student types; and every character beyond Latin in the given files (the catalogues po/*.po,
the lecture trees), so that every word of the interface and the library is there whatever
the list leaves out. Usage: cjk_characters.py OUT FILE..."""
import sys


def gb2312_level_one():
    # Rows 16-55 of GB 2312 (EUC-CN lead bytes 0xB0-0xD7) are level one, in pinyin order.
    characters = set()
    for lead in range(0xB0, 0xD8):
        for trail in range(0xA1, 0xFF):
            try:
                characters.add(bytes([lead, trail]).decode("gb2312"))
            except UnicodeDecodeError:
                pass  # the last row is not full
    return characters


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: cjk_characters.py OUT FILE...")
    characters = gb2312_level_one()
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as text:
            characters.update(c for c in text.read() if ord(c) >= 0x2E80)
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        out.write("".join(sorted(characters)) + "\n")


if __name__ == "__main__":
    main()
