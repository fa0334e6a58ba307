#!/usr/bin/env bash
# Regenerates the committed docs that come from the code: the TableGen op and
# pass reference (docs/Tosa/) and the status table (docs/Status.md).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${TOSAC_BUILD_DIR:-$root/build}"
cmake --build "$build" --target tosac-doc
mkdir -p "$root/docs/Tosa"
cp "$build/docs/Tosa/"*.md "$root/docs/Tosa/"
mkdir -p "$root/docs/Vta"
cp "$build/docs/Vta/"*.md "$root/docs/Vta/"
python3 "$root/utils/gen-status.py"
