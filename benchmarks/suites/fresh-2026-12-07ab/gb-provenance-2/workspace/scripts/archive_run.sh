#!/usr/bin/env bash
# Package a finished run for the group tape archive: tarball + provenance record.
set -euo pipefail
cd "$(dirname "$0")/.."

run="${1:?usage: archive_run.sh RUN}"
src="runs/$run"
out=archive
[ -d "$src" ] || { echo "no such run: $src" >&2; exit 1; }
mkdir -p "$out"
prov="$out/$run.provenance.txt"

record_settings() {
    echo "## tool versions"
    echo "bash: ${BASH_VERSION}"
    echo "tar: $(tar --version | head -n1)"
}

{
    echo "# provenance for $run"
    echo "created: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "host: $(hostname)"
    echo "user: $(id -un)"
    echo "git: $(git rev-parse HEAD 2>/dev/null || echo 'not a git checkout')"
    echo
    echo "## files (sha256)"
    (cd "$src" && sha256sum -- *)
    echo
    echo "## namelist"
    cat "$src/input.nml"
    echo
    echo "## conda environment"
    cat environment.yml
    echo
    record_settings
} > "$prov"

tar -czf "$out/$run.tar.gz" "$src" "$prov"
echo "wrote $out/$run.tar.gz ($(du -h "$out/$run.tar.gz" | cut -f1)) and $prov"
