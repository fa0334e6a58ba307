# The options of bench/dynamic/run.sh and aot.sh, sourced by both: sets
# root, build, runs, threads, batches and model from "$@"; --help prints the
# sourcing script's leading comment.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="$root/build"
runs=20
threads=1
batches="1 8"
model="$root/bench/dynamic/conv_block.mlir"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --build) build="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --threads) threads="$2"; shift 2 ;;
    --batches) batches="$2"; shift 2 ;;
    -h|--help) sed -n '2,/^set -eu/{/^#/s/^# \{0,1\}//p}' "$0"; exit 0 ;;
    *) model="$1"; shift ;;
  esac
done
