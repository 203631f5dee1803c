#!/bin/bash
set -e
mkdir -p .local/bin
cp config/app.example.toml config/app.toml
echo "setup done"
