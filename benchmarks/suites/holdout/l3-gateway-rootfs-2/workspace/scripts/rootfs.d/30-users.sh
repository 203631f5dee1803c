#!/usr/bin/env bash
# 30-users.sh - accounts
set -euo pipefail
. scripts/lib/accounts.sh
base_accounts
add_service_account gateway 1000 /var/lib/gateway "gatewayd service"
