#!/usr/bin/env bash
# README command 2: installs dependencies, builds, and runs every test
# (the lit suite and the GoogleTest binaries) through ctest.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
cd "${TOSAC_BUILD_DIR:-$root/build}"
ctest --output-on-failure
