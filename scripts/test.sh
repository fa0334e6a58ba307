#!/usr/bin/env bash
# README command 2: installs dependencies, builds, and runs every test
# through ctest: the lit suite, the GoogleTest binaries, the conformance
# corpus, the Python package's tests, the AOT programs and the consumers
# built against an installed copy (test/Install).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
cd "${TOSAC_BUILD_DIR:-$root/build}"
ctest --output-on-failure
