#!/usr/bin/env bash
set -euo pipefail
echo 'import: not implemented yet (EMB-3120)'
