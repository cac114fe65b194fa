#!/usr/bin/env python3
"""The functions of C++ sources longer than a limit, longest first.

usage: long_functions.py [--limit 80] [--check] PATH…
Reads every .cpp and .h under each PATH. A function's length is its lines from the first line of
its signature to its closing brace. With --check, prints only those over the limit whose leading
comment gives no reason for it (a sentence with "long because" in the comment just above the
signature) and exits 1 if there is any; without it, lists every function over the limit.

How it finds them: comments, strings, character literals and preprocessor lines are blanked out, then the braces are
counted. A brace opens a function's body when the text before it, since the last ';', '{' or
'}', holds a parameter list and is neither a class, an enum, a namespace nor an initialiser
("= {"). Lambdas and local classes count as part of the function around them. A constructor's
member initialisers in braces ("m_a{a}, m_b{b} {") are taken with its body.
"""
import argparse
import pathlib
import re
import sys

SCOPE = re.compile(r"^(?:template\s*<.*>\s*)?(?:(?:export\s+)?namespace\b|extern\s+\"|"
                   r"(?:class|struct|union|enum)\b)", re.S)
REASON = re.compile(r"long because", re.I)


def blank(text):
    """The text with comments, strings and character literals replaced by spaces, lines kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        at_line_start = i == 0 or text[i - 1] == "\n"
        directive = re.compile(r"[ \t]*#").match(text, i) if at_line_start else None
        if directive:  # a preprocessor line, with its continuations
            j = i
            while True:
                j = text.find("\n", j)
                if j < 0 or text[j - 1] != "\\":
                    break
                j += 1
            j = n if j < 0 else j
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "R" and text.startswith('R"', i) and not (i and (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i)
            delimiter = text[i + 2:open_paren]
            j = text.find(")" + delimiter + '"', open_paren)
            j = n if j < 0 else j + len(delimiter) + 2
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
            i = j
        elif c in "\"'":
            # A digit separator (1'000'000) is not a character literal.
            if c == "'" and i and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum() and \
                    re.match(r"[0-9a-fA-F]", text[i - 1]):
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + (c if j < n else ""))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def signature_start(text, header_begin):
    """The offset of the header's first non-blank character."""
    m = re.compile(r"\S").search(text, header_begin)
    return m.start() if m else header_begin


def functions(text):
    """(first line, last line, name) of every function defined in the text."""
    code = blank(text)
    line_of = [0] * (len(code) + 1)
    line = 1
    for i, c in enumerate(code):
        line_of[i] = line
        if c == "\n":
            line += 1
    line_of[len(code)] = line
    # Each open brace: its kind ("scope", "function", "other") and where its function began.
    stack = []
    header_begin = 0
    pending = None  # a constructor's initialiser closed: (start, name) waiting for the body
    found = []
    for i, c in enumerate(code):
        if c in ";{}":
            header = code[header_begin:i]
            if c == "{":
                in_function = any(kind == "function" for kind, _, _ in stack)
                if in_function:
                    stack.append(("other", None, None))
                elif pending is not None:
                    stack.append(("function", pending[0], pending[1]))
                    pending = None
                else:
                    h = header.strip()
                    bare = re.sub(r"\s+", " ", h)
                    is_scope = bool(SCOPE.match(bare)) and "(" not in bare.split("{")[0].split(":")[0]
                    if SCOPE.match(bare) and re.match(r"^(?:template\s*<.*>\s*)?(?:namespace|extern)", bare):
                        is_scope = True
                    if is_scope:
                        stack.append(("scope", None, None))
                    elif ")" in bare and not re.search(r"(?<![=!<>])=\s*$", bare) and \
                            not re.match(r"^(?:return|if|for|while|switch)\b", bare):
                        name = re.search(r"([~\w:<>=+\-*/!&|\[\]]+)\s*\(", bare)
                        start = signature_start(code, header_begin)
                        stack.append(("function", start, name.group(1) if name else "?"))
                    else:
                        stack.append(("other", None, None))
            elif c == "}" and stack:
                kind, start, name = stack.pop()
                if kind == "function" and not any(k == "function" for k, _, _ in stack):
                    follow = re.compile(r"\S").search(code, i + 1)
                    if follow and follow.group() in ",{" and re.search(r"\)\s*(?:noexcept\s*)?:", code[start:i]) \
                            and code[start:i].count("{") == 0:
                        pending = (start, name)  # a member initialiser in braces
                    else:
                        found.append((line_of[start], line_of[i], name))
            header_begin = i + 1
    return found


def leading_comment(lines, first):
    """The comment lines just above line `first` (1-based), joined."""
    comment = []
    k = first - 2
    while k >= 0 and lines[k].lstrip().startswith(("//", "/*", "*")):
        comment.append(lines[k].strip())
        k -= 1
    return " ".join(reversed(comment))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", type=pathlib.Path)
    parser.add_argument("--limit", type=int, default=80)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    rows = []
    for root in args.paths:
        files = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.suffix in (".cpp", ".h"))
        for path in files:
            text = path.read_text(encoding="utf-8")
            lines = text.splitlines()
            for first, last, name in functions(text):
                length = last - first + 1
                if length <= args.limit:
                    continue
                explained = bool(REASON.search(leading_comment(lines, first)))
                if args.check and explained:
                    continue
                rows.append((length, f"{path}:{first}", name, explained))
    rows.sort(key=lambda row: -row[0])
    for length, where, name, explained in rows:
        print(f"{length:5d}  {where}  {name}{'  (its comment says why)' if explained else ''}")
    return 1 if args.check and rows else 0


if __name__ == "__main__":
    sys.exit(main())
