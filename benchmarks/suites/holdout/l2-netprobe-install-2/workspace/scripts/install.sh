#!/bin/sh
# install.sh - install netprobe under $PREFIX (default ~/.local). Called by `make install`.
set -eu
: "${PREFIX:=$HOME/.local}"

install -d "$PREFIX/bin" "$PREFIX/share/man/man1" "$PREFIX/libexec/netprobe"
install -m 0755 build/netprobe "$PREFIX/bin/netprobe"
install -m 0644 man/netprobe.1 "$PREFIX/share/man/man1/netprobe.1"

# Environment for the UDP fallback mode (no raw sockets without CAP_NET_RAW).
cat > "$PREFIX/libexec/netprobe/np-env" <<EOF
NETPROBE_PREFIX=$PREFIX
NETPROBE_MODE=udp
EOF
chmod 0644 "$PREFIX/libexec/netprobe/np-env"

echo "installed netprobe to $PREFIX/bin"
echo "note: ICMP mode needs CAP_NET_RAW; without it netprobe falls back to --udp"
