#!/usr/bin/env bash
# gnupg-backup.sh DEST
#
# Snapshot ~/.gnupg (private keys, pubring, trustdb, revocation certs) into
# DEST as gnupg-YYYY-MM-DD.tar.gz plus a .sha256, before a reinstall. DEST
# should be on the encrypted stick: the tarball holds the secret keys as
# they are on disk (protected only by their passphrase).
set -euo pipefail

dest=${1:?usage: gnupg-backup.sh DEST}
gnupghome=${GNUPGHOME:-$HOME/.gnupg}
[[ -d $dest ]] || { echo "gnupg-backup: $dest does not exist (stick not mounted?)" >&2; exit 1; }
[[ -d $gnupghome ]] || { echo "gnupg-backup: no $gnupghome" >&2; exit 1; }

stamp=$(date +%F)
out="$dest/gnupg-$stamp.tar.gz"
umask 077
tar -C "$(dirname "$gnupghome")" \
  --exclude='S.*' --exclude='random_seed' --exclude='*.lock' --exclude='.#lk*' \
  -czf "$out" "$(basename "$gnupghome")"
( cd "$dest" && sha256sum "$(basename "$out")" > "$(basename "$out").sha256" )
nkeys=$(find "$gnupghome/private-keys-v1.d" -name '*.key' 2>/dev/null | wc -l)

echo "backup: $out ($nkeys secret key(s), $(du -h "$out" | cut -f1))"
echo "verify: (cd $dest && sha256sum -c $(basename "$out").sha256)"
