# shellcheck shell=bash
# Where this project keeps generated and cached files. Sourced by scripts/*.sh.
PROJECT_NAME=catalog-service

export BUILD_DIRS="build out .gradle/build-cache"
export CACHE_PATH="${XDG_CACHE_HOME:-$HOME/.cache}/$PROJECT_NAME"
export GRADLE_BUILD_CACHE="${GRADLE_USER_HOME:-$HOME/.gradle}/caches/build-cache-1"
