# shellcheck shell=bash
# buildkit local cache handling shared by the CI image jobs
cache_prepare() {
  python3 "$(dirname "${BASH_SOURCE[0]}")/prune_cache.py" --max-mb "${BUILDKIT_CACHE_MAX_MB:-2048}"
}
