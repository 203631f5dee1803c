# lib/config.sh
LOG_DIR=data/logs
ARCHIVE_DIR=archive
SCRATCH_NAME=.archive-logs.$$
