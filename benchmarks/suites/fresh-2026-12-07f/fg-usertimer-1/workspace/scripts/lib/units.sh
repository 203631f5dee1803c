# units.sh - helpers for installing systemd user units from templates

install_units() {  # install_units REPO UNIT_DIR < list-of-template-names
  local repo=$1 dir=$2 name
  while read -r name; do
    case "$name" in ''|'#'*) continue ;; esac
    python3 "$repo/scripts/lib/render_unit.py" \
      --template "$repo/deploy/systemd/$name.in" --repo "$repo" --out "$dir/$name"
  done
}
