#!/usr/bin/env python3
"""The messages ablab's code asks to translate, checked against the catalogues.

    messages.py check  [--root DIR]   every message in every po/LANG.po, translated, with the same
                                      {placeholders}; no entry the code no longer uses; no term the
                                      glossary (po/glossary.LANG.tsv) forbids in a catalogue or a
                                      lesson (exit 1 if not)
    messages.py update [--root DIR]   adds the missing entries (empty msgstr) to each po/LANG.po,
                                      for translators to fill in

A message is the first string literal of translate(LANGUAGE, "…"), translatable("…") or
translatedLabel("…") in core/ and app/, LANGUAGE a simple expression such as wording.language
(one literal: no concatenation, so the text the code shows is the text the catalogue holds).
"""
import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compile_catalogue import read_po, cpp_string  # noqa: E402
import glossary  # noqa: E402

# translate's first argument is the language, a simple expression ("language", "wording.language",
# "options.wording.language", "args.language()"); translatable and translatedLabel have none.
LANGUAGE_ARGUMENT = r"(?:[A-Za-z_][\w:]*(?:\(\))?(?:(?:\.|->)[A-Za-z_]\w*(?:\(\))?)*\s*,\s*)?"
CALL = re.compile(r'\btranslat(?:e|able|edLabel)\(\s*' + LANGUAGE_ARGUMENT + r'"((?:[^"\\\n]|\\.)*)"')
# The same calls with a raw string, R"(…)": texts full of quotes, such as the tree reader's.
RAW_CALL = re.compile(r'\btranslat(?:e|able|edLabel)\(\s*' + LANGUAGE_ARGUMENT + r'R"\((.*?)\)"', re.S)
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
PRINTF = re.compile(r"%[-+ #0-9.*]*[a-z]+")  # the window formats a few texts with printf, in order
LANGUAGES = ("zh", "vi")


def unescape(literal):
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), literal)


def code_messages(root):
    """{msgid: first "file:line" using it}"""
    found = {}
    for folder in ("core", "app"):
        for directory, _, files in os.walk(os.path.join(root, folder)):
            for name in sorted(files):
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(directory, name)
                text = open(path, encoding="utf-8").read()
                for match in CALL.finditer(text):
                    line = text.count("\n", 0, match.start()) + 1
                    found.setdefault(unescape(match.group(1)), f"{os.path.relpath(path, root)}:{line}")
                for match in RAW_CALL.finditer(text):
                    line = text.count("\n", 0, match.start()) + 1
                    found.setdefault(match.group(1), f"{os.path.relpath(path, root)}:{line}")
    return found


def check(root):
    messages, problems = code_messages(root), []
    for code in LANGUAGES:
        path = os.path.join(root, "po", f"{code}.po")
        pairs = list(read_po(path))
        entries = dict(pairs)
        # Two branches that both add a message leave it twice after a merge: msgfmt refuses that.
        for msgid in sorted(m for m, n in collections.Counter(m for m, _ in pairs).items() if n > 1):
            problems.append(f"po/{code}.po: {msgid!r} is defined twice")
        for msgid, where in sorted(messages.items()):
            if msgid not in entries:
                problems.append(f"po/{code}.po: no translation of {msgid!r} (used at {where})")
            elif sorted(PLACEHOLDER.findall(msgid)) != sorted(PLACEHOLDER.findall(entries[msgid])):
                problems.append(f"po/{code}.po: placeholders of {msgid!r} differ in {entries[msgid]!r}")
            elif PRINTF.findall(msgid) != PRINTF.findall(entries[msgid]):
                problems.append(f"po/{code}.po: printf formats of {msgid!r} differ in {entries[msgid]!r}")
        for msgid in sorted(set(entries) - set(messages)):
            problems.append(f"po/{code}.po: {msgid!r} is no longer used by the code")
    problems += glossary.check(root)
    for p in problems:
        print(p)
    print(f"{len(messages)} messages, {len(LANGUAGES)} languages, {len(problems)} problems")
    return 1 if problems else 0


def po_entry(msgid, msgstr, where):
    return f"#: {where}\nmsgid {cpp_string(msgid)}\nmsgstr {cpp_string(msgstr)}\n"


def update(root):
    messages = code_messages(root)
    for code in LANGUAGES:
        path = os.path.join(root, "po", f"{code}.po")
        have = dict(read_po(path, keep_untranslated=True)) if os.path.exists(path) else {}
        missing = [m for m in sorted(messages) if m not in have]
        with open(path, "a", encoding="utf-8") as po:
            for msgid in missing:
                po.write("\n" + po_entry(msgid, "", messages[msgid]))
        print(f"po/{code}.po: {len(missing)} entries added")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("action", choices=("check", "update"))
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = parser.parse_args()
    sys.exit(check(args.root) if args.action == "check" else update(args.root))
