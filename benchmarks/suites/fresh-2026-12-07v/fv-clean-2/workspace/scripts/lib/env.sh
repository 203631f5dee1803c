# Sourced by scripts/*.sh: export the shared settings from config/tf.env.
# expects $root to be set to the repository root
set -a
# shellcheck disable=SC1091
. "$root/config/tf.env"
set +a
