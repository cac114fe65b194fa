#!/bin/bash
# Checks the commit messages since the convention began against git's own convention: a subject
# of at most 72 characters that starts with a capital and does not end with a full stop, a blank
# line, then a body that says why. Prints each commit that differs and exits 1 if any does.
# scripts/test.sh runs it after the format check.
#   scripts/check_commits.sh          the commits since kConventionStart (or the last 20)
#   scripts/check_commits.sh REV      the commits since REV
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The last commit written before the convention: the history before it is left as it was.
kConventionStart=0324d3a97ea86ea85e984ed5f167e4083b8c61b3
base=${1:-$kConventionStart}
if git rev-parse --verify -q "$base^{commit}" >/dev/null; then
  range="$base..HEAD"
else
  # A shallow clone without that commit: the newest twenty it has.
  range="-20 HEAD"
fi

bad=0
while read -r commit; do
  subject=$(git log -1 --format=%s "$commit")
  second=$(git log -1 --format=%B "$commit" | sed -n 2p)
  body=$(git log -1 --format=%b "$commit" | tr -d '[:space:]')
  problem=""
  if [ "${#subject}" -gt 72 ]; then problem="its subject has ${#subject} characters (at most 72)"
  elif [[ ! "$subject" =~ ^[[:upper:]] ]]; then problem="its subject does not start with a capital"
  elif [[ "$subject" == *. ]]; then problem="its subject ends with a full stop"
  elif [ -n "$second" ]; then problem="no blank line after its subject"
  elif [ -z "$body" ]; then problem="it has no body saying why"
  fi
  if [ -n "$problem" ]; then
    echo "  $(git log -1 --format=%h "$commit") $subject: $problem"
    bad=$((bad + 1))
  fi
done < <(git rev-list --no-merges $range)
if [ "$bad" -gt 0 ]; then
  echo "check_commits: $bad commits above do not follow git's convention (docs/testing.md)" >&2
  exit 1
fi
echo "check_commits: every commit since $base follows git's convention"
