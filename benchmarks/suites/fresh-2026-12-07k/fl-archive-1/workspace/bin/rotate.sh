#!/usr/bin/env bash
set -euo pipefail
. lib/config.sh
. lib/common.sh
year=$1
stage_logs "$year"
pack_stage "archive/logs-$year.tar.gz"
drop_originals "$year"
cleanup_stage
echo "archived $(tar -tzf "archive/logs-$year.tar.gz" | wc -l | tr -d ' ') files into archive/logs-$year.tar.gz"
