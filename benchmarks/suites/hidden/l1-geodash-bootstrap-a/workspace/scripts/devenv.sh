# source me: exports the variables geodash needs in development
export GEODASH_PORT=5055
export GEODASH_TILE_CACHE="$PWD/.cache/tiles"
export GEODASH_ENV=development
