#!/usr/bin/env bash
# Assemble the docker build context.
set -euo pipefail
ctx="${1:-.build/context}"
rm -rf "$ctx" && mkdir -p "$ctx/aws"
cp Dockerfile "$ctx/"
cp -r app "$ctx/app"
# the container gets its credentials from the task role; ship the profile template only
cp config/aws.example "$ctx/aws/config"
echo "context ready: $(find "$ctx" -type f | wc -l) files in $ctx"
