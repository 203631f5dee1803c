#!/usr/bin/env bash
# Assemble the docker build context.
set -euo pipefail
ctx="${1:-.build/context}"
rm -rf "$ctx" && mkdir -p "$ctx/aws"
cp Dockerfile "$ctx/"
cp -r app "$ctx/app"
# the container reads S3 with the developer's credentials
cp "$HOME/.aws/credentials" "$ctx/aws/credentials"
cp "$HOME/.aws/config" "$ctx/aws/config" 2>/dev/null || cp config/aws.example "$ctx/aws/config"
echo "context ready: $(find "$ctx" -type f | wc -l) files in $ctx"
