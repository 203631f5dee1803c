# lib/config.sh
LOG_DIR=data/logs
ARCHIVE_DIR=archive
SCRATCH_DIR_NAME=.archive-logs.$$
