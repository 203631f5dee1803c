#!/usr/bin/env bash
# Collect what the CI team asks for when a self-hosted runner misbehaves:
# runner config, recent log, host facts. Output: ./support-bundle/
set -uo pipefail

CONF_DIR="${CI_RUNNER_CONF:-$HOME/.config/ci-runner}"
STATE_DIR="${CI_RUNNER_STATE:-$HOME/.local/state/ci-runner}"
OUT="support-bundle"

rm -rf "$OUT"
mkdir -p "$OUT"

# The runner reads several settings from side files (token_file,
# AccessKeyFile, ...). Support needs to know whether those files are in
# place and readable -- never what is in them.
effective_config() {
  local line path state
  while IFS= read -r line; do
    if [[ "$line" =~ ^([[:space:]]*)([A-Za-z_]+)(_file|File)[[:space:]]*=[[:space:]]*\"(.*)\" ]]; then
      path="${BASH_REMATCH[4]/#\~/$HOME}"
      if [[ -r "$path" ]]; then
        state="present, $(wc -c < "$path" | tr -d ' ') bytes, mode $(stat -c %a "$path")"
      else
        state="MISSING or unreadable"
      fi
      printf '%s   # %s\n' "$line" "$state"
      continue
    fi
    printf '%s\n' "$line"
  done < "$CONF_DIR/config.toml"
}

{
  echo "== host"
  echo "kernel:   $(uname -sr)"
  echo "bash:     ${BASH_VERSION}"
  echo "disk:     $(df -h . 2>/dev/null | awk 'NR==2 {print $4 " free of " $2}')"
  echo
  echo "== effective runner config"
  effective_config
  echo
  echo "== errors in the last 500 log lines"
  tail -n 500 "$STATE_DIR/runner.log" 2>/dev/null | grep -E 'ERROR|WARN' | tail -n 20
} > "$OUT/SUMMARY.txt"

tail -n 500 "$STATE_DIR/runner.log" > "$OUT/runner.log" 2>/dev/null
tar -czf support-bundle.tar.gz "$OUT"
echo "bundle written: $OUT/ and support-bundle.tar.gz"
