# sourced by the build scripts: resolves the project's directories
BUILD_DIR="$(python3 scripts/cfgpaths.py config/build.cfg build)"
SCRATCH_ROOT=scratch
SCRATCH_TMP="$SCRATCH_ROOT/$(python3 scripts/cfgpaths.py config/build.cfg scratch)"
