#!/usr/bin/env bash
set -eu
tar -czf "$HOME/backups/data-$(date +%F).tar.gz" -C "$(dirname "$0")/.." data
