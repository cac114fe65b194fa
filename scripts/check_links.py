#!/usr/bin/env python3
"""Every relative link in the project's Markdown files names a file or folder that exists.

usage: check_links.py SOURCE_DIR
Reads every *.md under SOURCE_DIR (not build folders, node_modules or third_party/) and each
[text](target) and ![alt](target) in it; web links and links within the page (#…) are not
followed. Prints one line per broken link (file:line: target) and exits 1 if there is any.
"""
import pathlib
import re
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
SKIPPED = ("build", "node_modules", "third_party", ".git")


def markdown_files(root):
    for path in sorted(root.rglob("*.md")):
        parts = path.relative_to(root).parts
        if any(part.startswith(SKIPPED) for part in parts):
            continue
        yield path


def broken_links(root):
    for path in markdown_files(root):
        in_code = False
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("```"):
                in_code = not in_code
                continue
            if in_code:
                continue
            for target in LINK.findall(re.sub(r"`[^`]*`", "", line)):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                    continue
                file = target.split("#", 1)[0]
                if not (path.parent / file).exists():
                    yield f"{path.relative_to(root)}:{number}: {target}"


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    broken = list(broken_links(root))
    for line in broken:
        print(f"broken link: {line}")
    checked = sum(1 for _ in markdown_files(root))
    print(f"{checked} Markdown files, {len(broken)} broken links")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
