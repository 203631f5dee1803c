#!/bin/sh
# Fail the commit if staged changes add something that looks like a credential.
if git diff --cached -U0 | grep -E '^\+' | grep -Eq '(AKIA[0-9A-Z]{16}|sk_live_[0-9A-Za-z]{16,}|BEGIN [A-Z ]*PRIVATE KEY)'; then
  echo 'secret-scan: staged changes look like they contain a credential' >&2
  exit 1
fi
