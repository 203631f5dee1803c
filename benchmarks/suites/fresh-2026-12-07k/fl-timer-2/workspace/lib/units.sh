# lib/units.sh -- render unit templates (sourced)
render() { sed -e "s#@REPO@#$PWD#g" "$1"; }
install_units() {  # install_units SRC DEST : the units listed in SRC/MANIFEST
  local src=$1 dest=$2 name
  while read -r name; do
    [ -n "$name" ] || continue
    render "$src/$name.in" > "$dest/$name"
    echo "  $name"
  done < "$src/MANIFEST"
}
