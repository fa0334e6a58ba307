#!/usr/bin/env bash
# Builds tosac with AddressSanitizer + UndefinedBehaviorSanitizer into
# ./build-asan and runs every test there. Not part of CI (it doubles the build
# time); run it before landing code that handles memory or integer edges.
#
# libMLIR itself is not instrumented: LLVM's allocators poison memory from
# instrumented inline code that uninstrumented library code then touches, so
# manual poisoning is disabled (allow_user_poisoning=0) to avoid those false
# reports. Real out-of-bounds and use-after-free errors in our code still show.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build-asan"
flags="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS_RELEASE="$flags" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir
fi
cmake --build "$build"
cd "$build"
ASAN_OPTIONS=detect_leaks=0:allow_user_poisoning=0 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --output-on-failure
