# sourced by the other scripts; not executable on its own
log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
