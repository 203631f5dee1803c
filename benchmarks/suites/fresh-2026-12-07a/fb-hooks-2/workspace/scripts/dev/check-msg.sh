#!/bin/sh
# Conventional-ish commit subjects: "area: summary", max 72 chars.
subject="$(head -n1 "$1")"
case "$subject" in
  Merge*|Revert*) exit 0 ;;
esac
if ! printf '%s' "$subject" | grep -Eq '^[a-z0-9/-]+: .{3,}$'; then
  echo "commit-msg: subject must look like 'area: summary'" >&2
  exit 1
fi
if [ "${#subject}" -gt 72 ]; then
  echo "commit-msg: subject longer than 72 characters" >&2
  exit 1
fi
