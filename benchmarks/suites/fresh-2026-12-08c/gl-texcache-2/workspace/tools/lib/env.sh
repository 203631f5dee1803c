# shellcheck shell=bash
# Environment for tools/texcache. Resolves TeX Live's variable tree if kpsewhich is around.
export TEXCACHE_LIB="$here/lib"
export TEXCACHE_PROJECT_DIRS="build .latexmk _minted-thesis"
if [[ -z "${TEXMFVAR:-}" ]]; then
  TEXMFVAR="$(kpsewhich -var-value TEXMFVAR 2>/dev/null || true)"
fi
export TEXMFVAR
