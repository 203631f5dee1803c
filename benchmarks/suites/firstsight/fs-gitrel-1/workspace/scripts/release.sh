#!/bin/bash
set -e
v="$1"
export GIT_AUTHOR_NAME=dev GIT_AUTHOR_EMAIL=dev@example.com GIT_COMMITTER_NAME=dev GIT_COMMITTER_EMAIL=dev@example.com
echo "$v" > VERSION
git add VERSION
git commit -qm "release $v"
git tag "v$v"
echo "released v$v"
