#!/usr/bin/env bash
# Render deploy/base/*.yaml for one environment: ${VAR} placeholders are filled
# from deploy/envs/<env>.env. Output goes to the given folder for review / kubectl apply.
set -euo pipefail

env_name=${1:?usage: render.sh ENV OUTDIR}
out=${2:?usage: render.sh ENV OUTDIR}
env_file="deploy/envs/${env_name}.env"
[[ -f $env_file ]] || { echo "no such environment: $env_name" >&2; exit 1; }

set -a
# shellcheck disable=SC1090
source "$env_file"
set +a

subst() {
  local line
  while IFS= read -r line || [[ -n $line ]]; do
    while [[ $line =~ \$\{([A-Z_]+)\} ]]; do
      local var=${BASH_REMATCH[1]}
      line=${line//"\${$var}"/${!var}}
    done
    printf '%s\n' "$line"
  done < "$1"
}

mkdir -p "$out"
for f in deploy/base/*.yaml; do
  subst "$f" > "$out/$(basename "$f")"
done

echo "rendered $(ls "$out" | wc -l) manifests for $env_name into $out"
