# paths of the promtail agent on this box (sourced by the ops scripts)
export PROMTAIL_LOG_DIR="$PWD/var/log/promtail"
export PROMTAIL_STATE_DIR="$PWD/var/lib/promtail"
export PROMTAIL_CONFIG="$PWD/promtail/config.yml"
