#!/usr/bin/env bash
# README command 1: installs dependencies, builds, and runs the main job on
# the bundled example: tosa-run imports a quantized MobileNet block from a
# .tosa file, JIT-compiles it for this CPU, runs it on the bundled input and
# prints the output.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
build="${TOSAC_BUILD_DIR:-$root/build}"
"$build/bin/tosa-run" "$root/examples/mobilenet_block.tosa" \
  --input "$root/examples/mobilenet_block.input.npy"
