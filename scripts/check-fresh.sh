#!/usr/bin/env bash
# Proves README's two commands on a pristine Debian 12 machine.
#
#   scripts/check-fresh.sh [1|2|both|deb|all|root] [--keep] [--no-apt-cache] [--new-root]
#
# It builds a minimal Debian 12 root once (debootstrap --variant=minbase
# bookworm, from the mirror in this host's own apt sources) and keeps it as a
# tarball, so later runs start from it in seconds. For each command asked for,
# it unpacks a new copy of that root, copies the committed tree (git archive
# HEAD: uncommitted changes are not tested) to /work/tosac and ../shared to
# /work/shared, and runs the command exactly as README.md writes it, inside
# the root with chroot (with /proc, /sys and /dev bound). It prints PASS or
# FAIL and the time of each command, and exits non-zero if any failed.
#
# 'deb' runs command 2, makes the .deb in its build (cpack -G DEB), installs
# it with apt on another pristine root and runs tosa-run and the Python
# package from it; 'all' is 1, 2 and deb. 'root' only builds the pristine
# root tarball (if missing) and stops.
# Each command starts from its own pristine root: command 2 does not profit
# from what command 1 installed or built.
#
#   --keep          keep each root after its run (for a look inside)
#   --no-apt-cache  download every package again; by default downloaded .deb
#                   files are kept between runs in the cache folder (apt still
#                   resolves and installs everything, only the download is
#                   saved)
#   --new-root      rebuild the pristine root tarball
#
# Needs root (debootstrap, chroot, mount). Work folder: $TOSAC_FRESH_DIR, by
# default /var/tmp/tosac-fresh; logs are written there (command-N.log,
# deb.log).
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
shared="$(cd "$repo/../shared" 2>/dev/null && pwd || true)"
work="${TOSAC_FRESH_DIR:-/var/tmp/tosac-fresh}"
which="both" keep=0 aptcache=1 newroot=0 makedeb=0
for arg in "$@"; do
  case "$arg" in
    1 | 2 | both | deb | all | root) which="$arg" ;;
    --keep) keep=1 ;;
    --no-apt-cache) aptcache=0 ;;
    --new-root) newroot=1 ;;
    -h | --help) awk 'NR > 1 && !/^#/ {exit} NR > 1 {sub(/^# ?/, ""); print}' "$0"; exit 0 ;;
    *) echo "check-fresh: unknown argument '$arg' (see --help)" >&2; exit 2 ;;
  esac
done
case "$which" in deb | all) makedeb=1 ;; esac

die() { echo "check-fresh: $*" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap, chroot and mount)"
[ -n "$shared" ] || die "no ../shared beside the repository"
git -C "$repo" rev-parse HEAD >/dev/null 2>&1 || die "$repo is not a git checkout"

# README's two commands: the indented lines of its "Two commands" section.
mapfile -t commands < <(awk '/^## /{s=($0=="## Two commands")} s && /^    +[^ ]/{sub(/^ +/,""); print}' "$repo/README.md")
[ "${#commands[@]}" -eq 2 ] ||
  die "expected two indented commands under README's '## Two commands', found ${#commands[@]}"

# The host's Debian mirror: the first URI of its enabled 'bookworm' source.
host_sources() {
  find /etc/apt -maxdepth 2 \( -name '*.sources' -o -name 'sources.list' -o -name '*.list' \) \
    -path '/etc/apt/sources.list*' 2>/dev/null
}
mirror="$(host_sources | xargs -r cat | awk '
  /^URIs:/ {uri=$2} /^Suites:/ && / bookworm( |$)/ && uri {print uri; exit}
  /^deb / && $3=="bookworm" {print $2; exit}')"
[ -n "$mirror" ] || die "no 'bookworm' suite in this host's apt sources"

mkdir -p "$work/apt-archives/partial"
tarball="$work/bookworm-minbase.tar"
if [ "$newroot" -eq 1 ] || [ ! -f "$tarball" ]; then
  command -v debootstrap >/dev/null || {
    echo "check-fresh: installing debootstrap on the host"
    apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >/dev/null
  }
  echo "check-fresh: building a pristine Debian 12 root from $mirror"
  base="$work/base"
  rm -rf "$base"
  start=$SECONDS
  debootstrap --variant=minbase bookworm "$base" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    die "debootstrap failed, see $work/debootstrap.log"
  # A Debian 12 install lists bookworm, bookworm-updates and
  # bookworm-security: take the host's enabled Debian sources as they are.
  rm -f "$base/etc/apt/sources.list"
  for f in $(host_sources); do
    case "$f" in *disabled*) continue ;; esac
    mkdir -p "$base$(dirname "$f")"
    cp "$f" "$base$f"
  done
  rm -rf "$base/var/lib/apt/lists/"* "$base/var/cache/apt/archives/"*.deb
  tar -C "$base" -cf "$tarball.part" . && mv "$tarball.part" "$tarball"
  rm -rf "$base"
  echo "check-fresh: pristine root kept in $tarball ($((SECONDS - start)) s)"
fi

root=""
mounts=()
cleanup() {
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[i]}" 2>/dev/null || true; done
  mounts=()
  if [ -n "$root" ] && [ "$keep" -eq 0 ]; then rm -rf "$root"; fi
  root=""
}
trap cleanup EXIT
bind() { mkdir -p "$2"; mount --bind "$1" "$2"; mounts+=("$2"); }

# in_root NAME LOG CMD [AFTER]: runs CMD in a new pristine root holding the
# committed tree, then (if CMD passed) AFTER in the same root; records PASS or
# FAIL with CMD's time.
in_root() {
  local name="$1" log="$2" cmd="$3" after="${4:-}"
  root="$work/root-$name"
  rm -rf "$root" && mkdir -p "$root"
  tar -C "$root" -xf "$tarball"
  mkdir -p "$root/work/tosac" "$root/work/shared"
  git -C "$repo" archive HEAD | tar -x -C "$root/work/tosac"
  cp -a "$shared/." "$root/work/shared/"
  # Files staged for this root (the .deb and its check) go to /work.
  if [ -d "$work/into-root" ]; then cp -a "$work/into-root/." "$root/work/"; fi
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  bind /proc "$root/proc"
  bind /sys "$root/sys"
  bind /dev "$root/dev"
  bind /dev/pts "$root/dev/pts"
  if [ "$aptcache" -eq 1 ]; then bind "$work/apt-archives" "$root/var/cache/apt/archives"; fi
  echo "check-fresh: $name: $cmd  (log: $log)"
  local start=$SECONDS status=0
  in_chroot "$cmd" >"$log" 2>&1 || status=$?
  local took=$((SECONDS - start))
  if [ "$status" -eq 0 ] && [ -n "$after" ]; then
    in_chroot "$after" >>"$log" 2>&1 || status=$?
  fi
  # What the root hands out (the .deb) is in its /work/out.
  if [ -d "$root/work/out" ]; then cp -a "$root/work/out/." "$work/out/"; fi
  cleanup
  local line
  if [ "$status" -eq 0 ]; then
    line="$name: PASS in ${took} s: $cmd"
    results+=("$line")
  else
    line="$name: FAIL (exit $status) after ${took} s: $cmd; last lines of $log:"
    results+=("$line" "$(tail -n 15 "$log" | sed 's/^/    /')")
    failed=1
  fi
  echo "check-fresh: $line"
  return "$status"
}
in_chroot() {
  chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    /bin/bash -c "set -e; cd /work/tosac; $1"
}

# run_command N: README command N in its own pristine root. With a .deb to
# make (deb, all), command 2's root then runs cpack and hands the package
# out through its /work/out.
run_command() {
  local n="$1" after=""
  rm -rf "$work/into-root"
  if [ "$n" = 2 ] && [ "$makedeb" -eq 1 ]; then
    after="cd build && cpack -G DEB && mkdir -p /work/out && cp tosac_*.deb /work/out/"
  fi
  in_root "command-$n" "$work/command-$n.log" "${commands[$((n - 1))]}" "$after" || true
}

# check_deb: `apt install ./tosac_*.deb` on a pristine root, then tosa-run
# and the Python package on the bundled example, and the CMake and
# pkg-config files in place.
check_deb() {
  local deb
  deb="$(find "$work/out" -name 'tosac_*.deb' | head -n 1)"
  if [ -z "$deb" ]; then
    results+=("deb: FAIL: command 2 made no package")
    failed=1
    return
  fi
  rm -rf "$work/into-root" && mkdir -p "$work/into-root"
  cp "$deb" "$work/into-root/"
  cat >"$work/into-root/check-deb.sh" <<CHECK
set -eux
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q /work/$(basename "$deb")
ex=/usr/share/tosac/examples/mobilenet_block
tosa-run --version
tosa-run \$ex.tosa --input \$ex.input.npy --output-dir /tmp/out
python3 - \$ex <<'PY'
import sys
import numpy as np
import tosac
ex = sys.argv[1]
expected = np.load(ex + ".expected.npy")
y = tosac.load(ex + ".tosa").compile("cpu")(np.load(ex + ".input.npy"))
assert (y == expected).all(), "tosac.load(...) output differs"
assert (np.load("/tmp/out/output.npy") == expected).all(), "tosa-run output differs"
print("tosac", tosac.__version__, "from", tosac.__file__, ": outputs match")
PY
test -f /usr/lib/cmake/tosac/TosacConfig.cmake
test -f /usr/lib/pkgconfig/tosac.pc
CHECK
  in_root deb "$work/deb.log" "bash /work/check-deb.sh" || true
  rm -rf "$work/into-root"
}

results=() failed=0
echo "check-fresh: testing $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD || echo ' (uncommitted changes are not part of it)')"
case "$which" in
  1) run_command 1 ;;
  2) run_command 2 ;;
  both) run_command 1; run_command 2 ;;
  deb) rm -rf "$work/out"; mkdir -p "$work/out"; run_command 2; check_deb ;;
  all) rm -rf "$work/out"; mkdir -p "$work/out"; run_command 1; run_command 2; check_deb ;;
  root) exit 0 ;;
esac
echo "check-fresh: summary"
printf '  %s\n' "${results[@]}"
exit "$failed"
