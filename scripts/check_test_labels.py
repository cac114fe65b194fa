#!/usr/bin/env python3
"""Every ctest test carries its stage: unit, or one or more of pixels, external and slow.

usage: check_test_labels.py CTEST BUILD_DIR
Asks ctest for the tests of BUILD_DIR (--show-only=json-v1) and prints each test whose labels
are none of the stages, or unit together with another. Exits 1 if there is any. The stages are
written in cmake/AblabTestLabels.cmake.
"""
import json
import subprocess
import sys

STAGES = {"unit", "pixels", "external", "slow"}


def main():
    ctest, build = sys.argv[1], sys.argv[2]
    listing = subprocess.run([ctest, "--show-only=json-v1"], cwd=build, check=True,
                             capture_output=True, text=True).stdout
    tests = json.loads(listing)["tests"]
    wrong = []
    for test in tests:
        labels = set()
        for prop in test.get("properties", []):
            if prop["name"] == "LABELS":
                labels.update(prop["value"])
        stages = labels & STAGES
        if not stages or ("unit" in stages and len(stages) > 1):
            wrong.append(f"{test['name']}: labels {sorted(labels) or 'none'}")
    for line in wrong:
        print(f"no single stage: {line}")
    print(f"{len(tests)} tests, {len(wrong)} without a proper stage label")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
