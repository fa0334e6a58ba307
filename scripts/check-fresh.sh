#!/usr/bin/env bash
# Proves README's two commands on a pristine Debian 12 machine.
#
#   scripts/check-fresh.sh [1|2|both|root] [--keep] [--no-apt-cache] [--new-root]
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
# 'root' only builds the pristine root tarball (if missing) and stops.
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
# default /var/tmp/tosac-fresh; logs are written there as command-N.log.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
shared="$(cd "$repo/../shared" 2>/dev/null && pwd || true)"
work="${TOSAC_FRESH_DIR:-/var/tmp/tosac-fresh}"
which="both" keep=0 aptcache=1 newroot=0
for arg in "$@"; do
  case "$arg" in
    1 | 2 | both | root) which="$arg" ;;
    --keep) keep=1 ;;
    --no-apt-cache) aptcache=0 ;;
    --new-root) newroot=1 ;;
    -h | --help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "check-fresh: unknown argument '$arg' (see --help)" >&2; exit 2 ;;
  esac
done

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

# run_command N: runs README command N in a new pristine root.
run_command() {
  local n="$1" cmd="${commands[$(($1 - 1))]}" log="$work/command-$1.log"
  root="$work/root-$n"
  rm -rf "$root" && mkdir -p "$root"
  tar -C "$root" -xf "$tarball"
  mkdir -p "$root/work/tosac" "$root/work/shared"
  git -C "$repo" archive HEAD | tar -x -C "$root/work/tosac"
  cp -a "$shared/." "$root/work/shared/"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  bind /proc "$root/proc"
  bind /sys "$root/sys"
  bind /dev "$root/dev"
  bind /dev/pts "$root/dev/pts"
  if [ "$aptcache" -eq 1 ]; then bind "$work/apt-archives" "$root/var/cache/apt/archives"; fi
  echo "check-fresh: command $n: $cmd  (log: $log)"
  local start=$SECONDS status=0
  chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    /bin/bash -c "cd /work/tosac && $cmd" >"$log" 2>&1 || status=$?
  local took=$((SECONDS - start))
  cleanup
  if [ "$status" -eq 0 ]; then
    results+=("command $n: PASS in ${took} s: $cmd")
  else
    results+=("command $n: FAIL (exit $status) after ${took} s: $cmd; last lines of $log:")
    results+=("$(tail -n 15 "$log" | sed 's/^/    /')")
    failed=1
  fi
  echo "${results[-1]}" | head -1
}

results=() failed=0
echo "check-fresh: testing $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD || echo ' (uncommitted changes are not part of it)')"
case "$which" in
  1) run_command 1 ;;
  2) run_command 2 ;;
  both) run_command 1; run_command 2 ;;
  root) exit 0 ;;
esac
echo "check-fresh: summary"
printf '  %s\n' "${results[@]}"
exit "$failed"
