#!/usr/bin/env python3
"""One term per concept: po/glossary.LANG.tsv against the catalogue and the lessons.

    glossary.py check    [--root DIR]   every msgstr of po/LANG.po and every LANG text of trees/*.json
                                        (titles, descriptions, notes) uses no variant its glossary
                                        forbids (exit 1 if one does)
    glossary.py selftest                the finder finds a forbidden variant and passes the preferred term

messages.py check runs the same check, so the catalogue_complete test fails on a variant too.
"""
import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compile_catalogue import read_po  # noqa: E402

LANGUAGES = ("zh", "vi")


def read_glossary(path):
    """[(concept, preferred, compiled forbidden regex, source)]"""
    terms = []
    with open(path, encoding="utf-8") as f:
        rows = [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]
    header, *rows = rows
    if header.split("\t")[:3] != ["concept", "preferred", "forbidden"]:
        sys.exit(f"{path}: the first row must be: concept, preferred, forbidden, source")
    for number, row in enumerate(rows, 2):
        fields = row.split("\t")
        if len(fields) != 4:
            sys.exit(f"{path}: row {number} has {len(fields)} columns, expected 4: {row!r}")
        concept, preferred, forbidden, source = fields
        pattern = re.compile("|".join(f"(?:{v.strip()})" for v in forbidden.split(" | ")))
        if pattern.search(preferred):
            sys.exit(f"{path}: row {number}: the preferred term {preferred!r} matches its own forbidden variants")
        terms.append((concept, preferred, pattern, source))
    return terms


def texts_in(value, code):
    """Every string given for language `code` in a tree file: {"en": …, "zh": …, "vi": …} objects."""
    if isinstance(value, dict):
        if code in value and isinstance(value[code], str):
            yield value[code]
        for child in value.values():
            yield from texts_in(child, code)
    elif isinstance(value, list):
        for child in value:
            yield from texts_in(child, code)


def variants(terms, text):
    """[(variant found, concept, preferred)]"""
    found = []
    for concept, preferred, pattern, _ in terms:
        for match in pattern.finditer(text):
            found.append((match.group(0), concept, preferred))
    return found


def check(root):
    problems = []
    for code in LANGUAGES:
        terms = read_glossary(os.path.join(root, "po", f"glossary.{code}.tsv"))
        for msgid, msgstr in read_po(os.path.join(root, "po", f"{code}.po")):
            for variant, concept, preferred in variants(terms, msgstr):
                problems.append(f"po/{code}.po: {msgid!r} says {variant!r} for {concept}: write {preferred!r}")
        trees = os.path.join(root, "trees")
        for name in sorted(os.listdir(trees)):
            if not name.endswith(".json") or name in ("schema.json",):
                continue
            with open(os.path.join(trees, name), encoding="utf-8") as f:
                tree = json.load(f)
            for text in texts_in({k: v for k, v in tree.items() if k != "root"} | {"root": tree.get("root")}, code):
                for variant, concept, preferred in variants(terms, text):
                    problems.append(f"trees/{name} ({code}): says {variant!r} for {concept}: write {preferred!r}")
    return problems


def selftest():
    here = os.path.dirname(os.path.abspath(__file__))
    zh = read_glossary(os.path.join(here, "glossary.zh.tsv"))
    vi = read_glossary(os.path.join(here, "glossary.vi.tsv"))
    assert [v for v, _, _ in variants(zh, "最佳着法 X b2")] == ["着法"], variants(zh, "最佳着法 X b2")
    assert variants(zh, "最佳走步 X b2") == []
    assert [v for v, _, _ in variants(vi, "giá trị tạm thời của A")] == ["giá trị tạm thời"]
    assert variants(vi, "giá trị tạm của A") == []
    assert [v for v, _, _ in variants(vi, "A, cao hơn 3 mức")] == ["cao hơn 3 mức"]
    assert variants(vi, "mức tối đa ablab chấp nhận") == []
    assert list(texts_in({"title": {"en": "a", "vi": "b"}, "root": {"note": {"vi": "c"}}}, "vi")) == ["b", "c"]
    print("glossary selftest: ok")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("action", choices=("check", "selftest"))
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = parser.parse_args()
    if args.action == "selftest":
        sys.exit(selftest())
    found = check(args.root)
    for problem in found:
        print(problem)
    sys.exit(1 if found else 0)
