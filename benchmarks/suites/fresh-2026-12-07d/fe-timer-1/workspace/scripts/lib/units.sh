# shellcheck shell=bash
# Helpers for installing systemd user units without needing a running user
# manager (CI containers, fresh machines): enabling is done the way
# `systemctl --user enable` does it, by linking into <target>.wants/.

unit_dir="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
lib_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

render_unit() {   # render_unit SRC DEST REPO
  python3 "$lib_dir/render_unit.py" "$1" "$2" "$3"
}

enable_unit() {   # enable_unit FILE — link FILE into the .wants/ of each WantedBy= target
  local f=$1 name target
  name=$(basename "$f")
  for target in $(sed -n 's/^WantedBy=//p' "$f"); do
    mkdir -p "$unit_dir/$target.wants"
    ln -sfn "$unit_dir/$name" "$unit_dir/$target.wants/$name"
    echo "enabled   $name ($target)"
  done
}

install_unit_set() {   # install_unit_set REPO NAME
  local repo=$1 name=$2 f installed=()
  mkdir -p "$unit_dir"
  for f in "$repo/units/$name"*; do
    [ -f "$f" ] || continue
    render_unit "$f" "$unit_dir/$(basename "$f")" "$repo"
    echo "installed $(basename "$f")"
    installed+=("$(basename "$f")")
  done
  [ ${#installed[@]} -gt 0 ] || { echo "no units named $name in $repo/units" >&2; return 1; }
  # enable what declares an [Install] section (the timer); the service itself
  # has none: it only runs when the timer fires
  for f in "${installed[@]}"; do
    if grep -q '^\[Install\]' "$unit_dir/$f"; then enable_unit "$unit_dir/$f"; fi
  done
}

reload_user_manager() {
  if systemctl --user daemon-reload 2>/dev/null; then
    echo "reloaded the user manager"
  else
    echo "note: no user manager reachable; run 'systemctl --user daemon-reload' after login"
  fi
}
