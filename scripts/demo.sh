#!/usr/bin/env bash
# README command 1: installs dependencies, builds, and runs the main job on
# the bundled example: parse, verify, canonicalize and print a TOSA model.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
build="${TOSAC_BUILD_DIR:-$root/build}"
"$build/bin/tosa-opt" --canonicalize "$root/examples/mobilenet_block.mlir"
