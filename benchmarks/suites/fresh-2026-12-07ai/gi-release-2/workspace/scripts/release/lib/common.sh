# shared settings for release scripts
PROJECT="notify-gw"
SETTINGS="notify_gw/settings.py"
BUILD_DIRS="build dist .pytest_cache"
CACHE_DIR=".cache/notify-gw"

log() { printf '[harden] %s\n' "$*"; }
