#!/usr/bin/env bash
# Builds the evaluation image without any container registry, then runs the shipped suites in it.
# Run `container/build-local.sh --help` for what it does and its options.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: container/build-local.sh [OPTIONS] [-- BENCH-ARGS...]

Builds the evaluation image (container/Containerfile) without any container registry, tags it
`foresee-eval`, and runs the shipped suites in it.

  1. A Debian root filesystem is made from Debian's packages with mmdebstrap (debootstrap when
     mmdebstrap is missing), for the suite and from the mirror this machine's apt is configured
     with (read from apt at run time), and imported with `podman import` as the base image.
  2. container/Containerfile is built with podman against that base. No Rust image is pulled:
     foresee is built on this machine (`cargo build --release --bin foresee`, unless
     --binary names one) and handed to the build as the `prebuilt` build context
     (FORESEE_BUILD=prebuilt). The base shares this machine's suite, so the binary's glibc
     matches.
  3. The shipped suites run inside the image with all three approvers
     (`podman run --rm --privileged ...`); the table goes to stdout and the JSON to
     OUT/results.json.

Every step is skipped when its result is already there (the base image, the binary when newer
than the sources, podman's layer cache), so running it again is cheap. What is missing (podman,
mmdebstrap) is installed with apt-get when run as root.

Options:
  --tag NAME        the image's tag (default: foresee-eval)
  --base-tag NAME   the base image's tag (default: localhost/foresee-base:SUITE)
  --rebuild-base    make the base root filesystem again even if the base image exists
  --binary PATH     a release foresee built on this machine (default: build target/release/foresee)
  --rust-image REF  build foresee inside the image from this Rust image instead (needs a registry
                    or a local image of that name)
  --out DIR         where the suites' JSON goes (default: target/container)
  --no-run          build only; do not run the suites
  --suite NAME      the base's Debian suite (default: this machine's, VERSION_CODENAME)
  --print-sources   print the suite and the package sources the base would be made from; exit
  -- ARGS...        passed to `foresee-eval bench` in the image (e.g. -- --only 'l1-*')
  -h, --help        this text

Environment: PODMAN (default podman), CARGO (default cargo).
EOF
}

say() { printf 'build-local: %s\n' "$*" >&2; }
die() { printf 'build-local: error: %s\n' "$*" >&2; exit 1; }

tag=foresee-eval
base_tag=
rebuild_base=0
binary=
rust_image=
out=
run=1
suite=
print_sources=0
bench_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --tag) tag="${2:?--tag needs a name}"; shift 2 ;;
        --base-tag) base_tag="${2:?--base-tag needs a name}"; shift 2 ;;
        --rebuild-base) rebuild_base=1; shift ;;
        --binary) binary="${2:?--binary needs a path}"; shift 2 ;;
        --rust-image) rust_image="${2:?--rust-image needs an image reference}"; shift 2 ;;
        --out) out="${2:?--out needs a folder}"; shift 2 ;;
        --no-run) run=0; shift ;;
        --suite) suite="${2:?--suite needs a Debian suite name}"; shift 2 ;;
        --print-sources) print_sources=1; shift ;;
        --) shift; bench_args=("$@"); break ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
done

repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
[ -f container/Containerfile ] || die "container/Containerfile not found under $repo"
PODMAN="${PODMAN:-podman}"
CARGO="${CARGO:-cargo}"
out="${out:-$repo/target/container}"

# --- 1. the base image -----------------------------------------------------------------------
# The suite is this machine's release; the mirrors are the package sources apt uses for it (the
# release, its -updates and -security suites), as apt itself reports them.
[ -n "$suite" ] || suite="$(. /etc/os-release 2>/dev/null && printf '%s' "${VERSION_CODENAME:-}")"
[ -n "$suite" ] || die "cannot tell this machine's Debian suite (no VERSION_CODENAME in /etc/os-release)"
base_tag="${base_tag:-localhost/foresee-base:$suite}"

command -v apt-get >/dev/null 2>&1 || die "apt-get is needed to read this machine's Debian suite and mirror"
mirrors=()
while IFS='|' read -r uri release component; do
    [ -n "$uri" ] || continue
    case "$release" in "$suite"|"$suite"-*) ;; *) continue ;; esac
    mirrors+=("deb $uri $release $component")
done < <(apt-get indextargets --no-release-info --format '$(REPO_URI)|$(RELEASE)|$(COMPONENT)' 'Identifier: Packages' 2>/dev/null | sort -u)
# One line per suite, components together.
declare -A by_suite=()
order=()
for m in "${mirrors[@]}"; do
    read -r _ uri release component <<<"$m"
    key="$uri $release"
    if [ -z "${by_suite[$key]+x}" ]; then order+=("$key"); by_suite[$key]="$component"
    else by_suite[$key]="${by_suite[$key]} $component"; fi
done
sources=()
for key in "${order[@]}"; do sources+=("deb $key ${by_suite[$key]}"); done
[ ${#sources[@]} -gt 0 ] || die "apt has no package source for $suite (apt-get indextargets lists none)"
if [ "$print_sources" = 1 ]; then
    printf 'suite: %s\n' "$suite"
    printf '%s\n' "${sources[@]}"
    exit 0
fi

# --- what the script needs -----------------------------------------------------------------
need_pkgs=()
command -v "$PODMAN" >/dev/null 2>&1 || need_pkgs+=(podman)
if ! command -v mmdebstrap >/dev/null 2>&1 && ! command -v debootstrap >/dev/null 2>&1; then
    need_pkgs+=(mmdebstrap)
fi
if [ ${#need_pkgs[@]} -gt 0 ]; then
    command -v apt-get >/dev/null 2>&1 || die "missing ${need_pkgs[*]} and no apt-get to install them"
    [ "$(id -u)" = 0 ] || die "missing ${need_pkgs[*]}: install them (apt-get install ${need_pkgs[*]}) or run this as root"
    say "installing ${need_pkgs[*]} with apt-get"
    apt-get update -qq || die "apt-get update failed"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" >/dev/null \
        || die "apt-get install ${need_pkgs[*]} failed"
fi

if [ "$rebuild_base" = 0 ] && "$PODMAN" image exists "$base_tag"; then
    say "base image $base_tag exists (--rebuild-base makes it again)"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/foresee-base.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    say "making a $suite root filesystem from:"
    for s in "${sources[@]}"; do say "  $s"; done
    t0=$(date +%s)
    if command -v mmdebstrap >/dev/null 2>&1; then
        # minbase: essential packages and apt; without manuals, documentation and translations
        # (copyright files kept), as the slim images: dpkg keeps these exclusions for the
        # packages the Containerfile installs too.
        mmdebstrap --quiet --variant=minbase --format=tar \
            --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
            --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
            --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
            "$suite" "$work/root.tar" "${sources[@]}" \
            || die "mmdebstrap failed"
    else
        [ "$(id -u)" = 0 ] || die "debootstrap needs root (or install mmdebstrap)"
        read -r _ uri _ <<<"${sources[0]}"
        debootstrap --variant=minbase "$suite" "$work/root" "$uri" >/dev/null || die "debootstrap failed"
        printf '%s\n' "${sources[@]}" >"$work/root/etc/apt/sources.list"
        tar -C "$work/root" -cf "$work/root.tar" . || die "packing the root filesystem failed"
    fi
    say "root filesystem made in $(( $(date +%s) - t0 )) s ($(du -h "$work/root.tar" | cut -f1)); importing as $base_tag"
    "$PODMAN" import --change 'CMD ["/bin/bash"]' "$work/root.tar" "$base_tag" >/dev/null \
        || die "podman import failed"
    rm -rf "$work"
    trap - EXIT
fi

# --- how podman can run containers here -------------------------------------------------------
# podman's defaults do not work everywhere: crun refuses a host whose cgroups are mixed v1/v2
# with controllers on the v2 side ("cgroups in hybrid mode not supported"), and a root without
# CAP_SYS_RESOURCE cannot give a container podman's default limits on open files and processes.
# Try the defaults first, then runc, then limits this process may set, and keep what works.
podman_opts=()
run_opts=()
if [ -n "$(cat /sys/fs/cgroup/unified/cgroup.controllers 2>/dev/null)" ]; then
    if ! command -v runc >/dev/null 2>&1; then
        [ "$(id -u)" = 0 ] || die "crun refuses this machine's mixed v1/v2 cgroups and runc is missing: install runc"
        say "installing runc with apt-get (crun refuses this machine's mixed v1/v2 cgroups)"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends runc >/dev/null \
            || die "apt-get install runc failed"
    fi
    say "using runc: crun refuses this machine's mixed v1/v2 cgroups"
    podman_opts=(--runtime runc)
fi
probe() { "$PODMAN" "${podman_opts[@]}" run --rm --network none "${run_opts[@]}" "$base_tag" true >/dev/null 2>"$1"; }
probe_err="$(mktemp)"
if ! probe "$probe_err"; then
    say "podman cannot run a container with its default limits here: $(tail -1 "$probe_err")"
    ok=0
    nofile="$(ulimit -Hn)"
    for nproc in "$(ulimit -Hu)" 32768 4096; do
        run_opts=(--ulimit "nofile=$nofile:$nofile" --ulimit "nproc=$nproc:$nproc")
        if probe "$probe_err"; then ok=1; break; fi
    done
    [ "$ok" = 1 ] || die "podman cannot run a container here: $(tail -1 "$probe_err")"
    say "podman runs containers here with: ${run_opts[*]}"
fi
rm -f "$probe_err"

# --- 2. the image ------------------------------------------------------------------------------
build_args=(--build-arg "BASE_IMAGE=$base_tag")
if [ -n "$rust_image" ]; then
    say "foresee will be built inside the image from $rust_image"
    build_args+=(--build-arg "RUST_IMAGE=$rust_image" --build-arg FORESEE_BUILD=source)
else
    if [ -z "$binary" ]; then
        binary="$repo/target/release/foresee"
        newer=""
        if [ -x "$binary" ]; then
            newer="$(find Cargo.toml Cargo.lock src sandbox tracer report -newer "$binary" -type f -print -quit)"
        fi
        if [ ! -x "$binary" ] || [ -n "$newer" ]; then
            command -v "$CARGO" >/dev/null 2>&1 || die "no Rust toolchain to build foresee (install rustup, or pass --binary or --rust-image)"
            say "building foresee on this machine: cargo build --release --locked --bin foresee"
            "$CARGO" build --release --locked --bin foresee || die "cargo build failed"
        else
            say "target/release/foresee is newer than the sources; using it"
        fi
    fi
    [ -x "$binary" ] || die "$binary is not an executable"
    ctx="$(mktemp -d "${TMPDIR:-/tmp}/foresee-bin.XXXXXX")"
    trap 'rm -rf "$ctx"' EXIT
    cp "$binary" "$ctx/foresee"
    build_args+=(--build-arg FORESEE_BUILD=prebuilt --build-context "prebuilt=$ctx")
fi

say "building $tag from container/Containerfile"
t0=$(date +%s)
# The host's network: the build's apt-get reaches the same mirror as this machine's apt.
"$PODMAN" "${podman_opts[@]}" build --network host "${run_opts[@]}" -f container/Containerfile -t "$tag" "${build_args[@]}" . \
    || die "podman build failed"
say "built $tag in $(( $(date +%s) - t0 )) s; size $("$PODMAN" image inspect --format '{{.Size}}' "$tag" | awk '{printf "%.0f MB", $1/1e6}')"
[ -z "${ctx:-}" ] || { rm -rf "$ctx"; trap - EXIT; }

# --- 3. the shipped suites in the image ---------------------------------------------------------
if [ "$run" = 1 ]; then
    mkdir -p "$out"
    say "running the shipped suites in $tag (results: $out/results.json)"
    t0=$(date +%s)
    "$PODMAN" "${podman_opts[@]}" run --rm --privileged "${run_opts[@]}" -v "$out:/out" -e FORESEE_RESULTS=/out/results.json "$tag" bench "${bench_args[@]}" \
        || die "the suites failed inside the image (exit $?)"
    say "suites ran in $(( $(date +%s) - t0 )) s"
else
    say "done; run the suites with: $PODMAN ${podman_opts[*]} run --rm --privileged ${run_opts[*]} $tag"
fi
