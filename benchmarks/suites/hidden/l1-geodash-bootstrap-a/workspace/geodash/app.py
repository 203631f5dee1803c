import os
PORT = int(os.environ.get('GEODASH_PORT', '5055'))
TILE_CACHE = os.environ.get('GEODASH_TILE_CACHE', '.cache/tiles')
