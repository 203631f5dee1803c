#!/usr/bin/env bash
# Render k8s/base + k8s/overlays/<env> into k8s/rendered/<env>.yaml
set -euo pipefail
env="${1:?usage: render.sh ENV}"
cd "$(dirname "$0")/.."
[ -d "k8s/overlays/$env" ] || { echo "unknown environment: $env" >&2; exit 2; }
python3 -m tools.kpatch render --base k8s/base --overlay "k8s/overlays/$env" --out "k8s/rendered/$env.yaml"
