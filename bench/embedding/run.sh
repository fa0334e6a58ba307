#!/usr/bin/env bash
# The cost of calling a compiled model from C (the C API) and from Python,
# on the same tiny graph, measured in one run. Build first:
#   ninja -C build tosac-bench-capi-call _tosac
# then: bash bench/embedding/run.sh [build-dir]
set -euo pipefail
build="${1:-build}"
PYTHONPATH="$build/python_packages" /usr/bin/python3 python/bench_call_overhead.py
"$build/bin/tosac-bench-capi-call"
