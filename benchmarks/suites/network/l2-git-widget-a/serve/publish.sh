#!/bin/sh
# Publishes widget on the git server: a bare repository served as static files (git's "dumb"
# HTTP protocol, which `git update-server-info` prepares).
set -e
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
cp -R "$here/widget/." "$work"
git -C "$work" init -q -b main
git -C "$work" add -A
git -C "$work" -c user.name='Widget Maintainers' -c user.email=maint@example.test commit -qm 'widget 1.4.0'
mkdir -p "$here/git"
git clone -q --bare "$work" "$here/git/widget.git"
git -C "$here/git/widget.git" update-server-info
rm -rf "$work"
