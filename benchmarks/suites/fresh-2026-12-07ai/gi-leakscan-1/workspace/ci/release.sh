#!/bin/sh
set -e
. ci/release.env
gh release create "v$(cat VERSION)" dist/*
