# lib/units.sh -- render unit templates (sourced)
render() { sed -e "s#@REPO@#$PWD#g" "$1"; }
install_units() {  # install_units SRC DEST : every template, wired like systemctl enable would
  local src=$1 dest=$2 t name want
  for t in "$src"/*.in; do
    name=$(basename "$t" .in)
    render "$t" > "$dest/$name"
    want=$(sed -n 's/^WantedBy=//p' "$t")
    if [ -n "$want" ] && [ "$name" != backup.timer ]; then
      mkdir -p "$dest/$want.wants" && ln -sf "../$name" "$dest/$want.wants/$name"
    fi
    grep -qx "$name" "$src/MANIFEST" && echo "  $name"
  done
}
