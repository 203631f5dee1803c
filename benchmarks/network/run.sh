#!/usr/bin/env bash
# Approved network traffic through foresee against direct: `pip install` of a wheel from a local
# index, `npm install` from a local registry, and 50 plain HTTP fetches (the forwarder's added
# latency per connection); then TLS with inspection on against off (`--no-inspect`): 50 HTTPS
# fetches from the approved index, 50 HTTPS connections held back. The index is a test server at
# a documentation address (192.0.2.10) in a network namespace this script makes, its name
# (pkgs.example.test) in a hosts file mounted there, its certificate from a root made here;
# nothing reaches another machine. Needs root (the namespace), python3, curl, openssl; npm for its
# row. Usage: benchmarks/network/run.sh [ROUNDS] (default 5); prints two markdown tables.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-5}"
case "${1:-}" in -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
[ "$(id -u)" = 0 ] || { echo "run.sh: needs root (it makes a network namespace)" >&2; exit 1; }
foresee="${FORESEE:-$PWD/target/release/foresee}"
[ -x "$foresee" ] || { echo "run.sh: build first: cargo build --release" >&2; exit 1; }
if [ "${INSIDE_NETNS:-}" != 1 ]; then
  exec env INSIDE_NETNS=1 FORESEE="$foresee" unshare --net --mount --fork -- "$0" "$@"
fi

work="$(mktemp -d /tmp/foresee-netbench.XXXXXX)"
trap 'kill "${server:-0}" "${tls_server:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
chmod 755 "$work"
ip link set lo up
ip addr add 192.0.2.10/32 dev lo
printf '127.0.0.1 localhost\n192.0.2.10 pkgs.example.test\n' > "$work/hosts"
mount --bind "$work/hosts" /etc/hosts

# The index: a wheel made here (a zip with its metadata) and an npm tarball.
mkdir -p "$work/srv/simple/demo-pkg" "$work/pkg/package"
python3 - "$work/srv" <<'EOF'
import sys, zipfile, hashlib, base64
srv = sys.argv[1]
name = "demo_pkg-1.0-py3-none-any.whl"
files = {
    "demo_pkg/__init__.py": "VALUE = 42\n" + "# padding\n" * 2000,
    "demo_pkg-1.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: demo-pkg\nVersion: 1.0\n",
    "demo_pkg-1.0.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: bench\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
}
record = []
with zipfile.ZipFile(f"{srv}/{name}", "w") as z:
    for path, text in files.items():
        z.writestr(path, text)
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
        record.append(f"{path},sha256={digest},{len(text)}")
    record.append("demo_pkg-1.0.dist-info/RECORD,,")
    z.writestr("demo_pkg-1.0.dist-info/RECORD", "\n".join(record) + "\n")
open(f"{srv}/simple/demo-pkg/index.html", "w").write(f'<a href="/{name}">{name}</a>\n')
EOF
printf '{"name":"demo-pkg","version":"1.0.0","main":"index.js"}\n' > "$work/pkg/package/package.json"
printf 'module.exports = 42;\n' > "$work/pkg/package/index.js"
tar -C "$work/pkg" -czf "$work/srv/demo-pkg-1.0.0.tgz" package
# Its registry document, as a registry serves it (`GET /demo-pkg`).
sha1="$(sha1sum "$work/srv/demo-pkg-1.0.0.tgz" | cut -d' ' -f1)"
printf '{"name":"demo-pkg","dist-tags":{"latest":"1.0.0"},"versions":{"1.0.0":{"name":"demo-pkg","version":"1.0.0","dist":{"tarball":"http://pkgs.example.test:8080/demo-pkg-1.0.0.tgz","shasum":"%s"}}}}\n' "$sha1" > "$work/srv/demo-pkg"
(cd "$work/srv" && exec python3 -m http.server --bind 192.0.2.10 8080 >/dev/null 2>&1) &
server=$!
for _ in $(seq 500); do python3 -c "import socket; socket.create_connection(('192.0.2.10', 8080), 1)" 2>/dev/null && break; sleep 0.02; done
# The same index over TLS, its certificate from a root made here (the host side trusts that root
# through SSL_CERT_FILE, as the host's TLS stack would).
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$work/ca.key" -out "$work/ca.pem" \
  -days 2 -subj /CN=netbench-root >/dev/null 2>&1
openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout "$work/tls.key" -out "$work/tls.csr" \
  -subj /CN=pkgs.example.test >/dev/null 2>&1
printf 'subjectAltName=DNS:pkgs.example.test\n' > "$work/ext"
openssl x509 -req -in "$work/tls.csr" -CA "$work/ca.pem" -CAkey "$work/ca.key" -CAcreateserial -out "$work/tls.pem" \
  -days 2 -extfile "$work/ext" >/dev/null 2>&1
cat > "$work/tls_server.py" <<'EOF'
import http.server, socketserver, ssl, sys, os
os.chdir(sys.argv[1])
class H(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a):
        pass
socketserver.ThreadingTCPServer.allow_reuse_address = True
s = socketserver.ThreadingTCPServer(("192.0.2.10", 8443), H)
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain(sys.argv[2], sys.argv[3])
s.socket = ctx.wrap_socket(s.socket, server_side=True)
s.serve_forever()
EOF
python3 "$work/tls_server.py" "$work/srv" "$work/tls.pem" "$work/tls.key" >/dev/null 2>&1 &
tls_server=$!
for _ in $(seq 500); do python3 -c "import socket; socket.create_connection(('192.0.2.10', 8443), 1)" 2>/dev/null && break; sleep 0.02; done

export HOME="$work/home" FORESEE_STATE_DIR="$work/state"
unset XDG_CONFIG_HOME XDG_STATE_HOME PIP_INDEX_URL PIP_EXTRA_INDEX_URL PIP_FIND_LINKS
mkdir -p "$HOME/.config/foresee"
printf '[network]\nallow = ["pkgs.example.test:8080", "pkgs.example.test:8443"]\n' > "$HOME/.config/foresee/config.toml"
python3 -m venv "$work/venv-template"

now() { date +%s.%N; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
# time_one KIND DIR CMD: seconds of CMD in DIR, direct or through foresee (which must allow it);
# `inspect` and `no-inspect` run through foresee with TLS inspection on or off, and `held-inspect`
# and `held-no-inspect` likewise for a command foresee must check in (exit 125).
time_one() {
  local kind="$1" dir="$2" cmd="$3" t0 t1 code=0 flags=()
  t0="$(now)"
  case "$kind" in *no-inspect) flags=(--no-inspect) ;; esac
  if [ "$kind" = direct ]; then
    (cd "$dir" && bash -c "$cmd") >/dev/null 2>"$work/err" || { echo "direct failed: $cmd" >&2; cat "$work/err" >&2; exit 1; }
  elif [ "${kind:0:4}" = held ]; then
    (cd "$dir" && "$FORESEE" run --no-prompt "${flags[@]}" -c "$cmd") >/dev/null 2>"$work/err" || code=$?
    [ "$code" = 125 ] || { echo "expected a check-in (125), got $code: $cmd" >&2; cat "$work/err" >&2; exit 1; }
  else
    (cd "$dir" && "$FORESEE" run --no-prompt "${flags[@]}" --task "install the demo package" -c "$cmd") >/dev/null 2>"$work/err" \
      || { echo "through foresee failed: $cmd" >&2; cat "$work/err" >&2; exit 1; }
  fi
  t1="$(now)"
  echo "$t1 - $t0" | bc -l
}
# row LABEL SETUP CMD: medians over ROUNDS, direct and gated interleaved, each in a fresh copy.
row() {
  local label="$1" setup="$2" cmd="$3" d g
  : > "$work/d"; : > "$work/g"
  for i in $(seq "$rounds"); do
    for kind in direct gated; do
      rm -rf "$work/run"; mkdir -p "$work/run"; (cd "$work/run" && bash -c "$setup")
      time_one "$kind" "$work/run" "$cmd" >> "$work/${kind:0:1}"
    done
  done
  d="$(median < "$work/d")"; g="$(median < "$work/g")"
  printf '| %s | %.3f | %.3f | %.2fx |\n' "$label" "$d" "$g" "$(echo "$g / $d" | bc -l)"
}

echo "| workload (approved destination, local index) | direct s | through foresee s | ratio |"
echo "|---|---|---|---|"
row '`pip install` of a wheel into a venv' "cp -a '$work/venv-template' venv" \
  "venv/bin/pip install -q --disable-pip-version-check --no-cache-dir --index-url http://pkgs.example.test:8080/simple --trusted-host pkgs.example.test demo-pkg"
if command -v npm >/dev/null; then
  row '`npm install` from a registry' "printf '{\"name\":\"app\",\"version\":\"1.0.0\"}\n' > package.json" \
    "npm install --no-audit --no-fund --no-update-notifier --cache ./.npm-cache --registry http://pkgs.example.test:8080/ demo-pkg"
fi
row '50 HTTP fetches, one connection each' "true" \
  'for i in $(seq 50); do curl -sS -f -o /dev/null http://pkgs.example.test:8080/simple/demo-pkg/; done'

# TLS: inspection on against off, interleaved, medians of ROUNDS; what each adds per connection
# is (gated - direct) / 50 for the approved fetches (forwarded, over TLS the host checks), and the
# gated time / 50 for the held-back ones (foresee's end of the TLS answers 502, or the sink closes
# after the ClientHello).
export SSL_CERT_FILE="$work/ca.pem" CURL_CA_BUNDLE="$work/ca.pem"
fetch='for i in $(seq 50); do curl -sS -f -o /dev/null https://pkgs.example.test:8443/simple/demo-pkg/; done'
held='for i in $(seq 50); do curl -sS -o /dev/null -d x=1 https://held.example.test/upload 2>/dev/null; done; true'
kinds="direct inspect no-inspect held-inspect held-no-inspect"
for kind in $kinds; do : > "$work/t-$kind"; done
for i in $(seq "$rounds"); do
  for kind in direct inspect no-inspect; do
    rm -rf "$work/run"; mkdir -p "$work/run"
    time_one "$kind" "$work/run" "$fetch" >> "$work/t-$kind"
  done
  for kind in held-inspect held-no-inspect; do
    rm -rf "$work/run"; mkdir -p "$work/run"
    time_one "$kind" "$work/run" "$held" >> "$work/t-$kind"
  done
done
declare -A t
for kind in $kinds; do t[$kind]="$(median < "$work/t-$kind")"; done
per() { echo "$1 * 1000 / 50" | bc -l; }
on="$(per "$(echo "${t[inspect]} - ${t[direct]}" | bc -l)")"
off="$(per "$(echo "${t[no-inspect]} - ${t[direct]}" | bc -l)")"
hon="$(per "${t[held-inspect]}")"
hoff="$(per "${t[held-no-inspect]}")"
echo
echo "| 50 HTTPS connections | direct s | inspection on s | inspection off s | per connection, on / off ms | ratio on/off |"
echo "|---|---|---|---|---|---|"
printf '| approved: fetched, forwarded (added to direct) | %.3f | %.3f | %.3f | %.2f / %.2f | %.2fx |\n' \
  "${t[direct]}" "${t[inspect]}" "${t[no-inspect]}" "$on" "$off" "$(echo "$on / $off" | bc -l)"
printf '| held back: recorded, not sent (whole run) | - | %.3f | %.3f | %.2f / %.2f | %.2fx |\n' \
  "${t[held-inspect]}" "${t[held-no-inspect]}" "$hon" "$hoff" "$(echo "$hon / $hoff" | bc -l)"
