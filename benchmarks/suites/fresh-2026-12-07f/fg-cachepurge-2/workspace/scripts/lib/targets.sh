# targets.sh - turn the entries of tools/clean.conf into concrete paths.
# Sourced by scripts/clean.sh; prints one path per line.

_conf_entries() {  # strip comments and blank lines
  sed -e 's/#.*//' -e 's/[[:space:]]*$//' "$1" | grep -v '^$' || true
}

_user_path() {  # ~/x -> $HOME/x, refuses anything that is not strictly below $HOME
  local rel=${1#\~/}
  case "$rel" in ''|/*|..|../*|*/..|*/../*) echo "targets: refusing $1" >&2; return 1 ;; esac
  printf '%s\n' "$HOME/$rel"
}

resolve_targets() {
  local entry
  shopt -s nullglob dotglob
  while IFS= read -r entry; do
    case "$entry" in
      '~/'*) _user_path "$entry" ;;
      /*|..|../*|*/..|*/../*) echo "targets: refusing $entry" >&2 ;;
      *)
        # repository-relative glob, matched from the repository root only
        local m
        for m in ./$entry; do
          [ -d "$m" ] && printf '%s\n' "$m"
        done
        ;;
    esac
  done < <(_conf_entries "$1")
}
