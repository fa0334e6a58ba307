#!/usr/bin/env bash
# check-install.sh BUILD_DIR SOURCE_DIR PYTHON|none
#
# `cmake --install` of BUILD_DIR into a temporary prefix, then, from that
# prefix alone:
#   1. examples/consumer-cmake: find_package(Tosac CONFIG), C++ API,
#      tosa-validate, tosa-to-llvm and the executor; and the bundled model
#      compiled by the installed tosa-compile, linked with Tosac::AotRuntime;
#   2. examples/consumer-c: `pkg-config --cflags --libs tosac`, runs
#      examples/mobilenet_block.tosa and compares with the expected output;
#   3. examples/consumer-python: PYTHONPATH=<prefix>/lib/python3/dist-packages
#      only, the same model plus a tosac.Graph;
#   4. the installed tools answer --version and tosa-run runs the example;
#      no installed binary keeps a run path into the build tree.
set -euo pipefail
build="$1" src="$2" python="$3"
work="$(mktemp -d "${TMPDIR:-/tmp}/tosac-install.XXXXXX")"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
example="$src/examples/mobilenet_block"
step() { echo; echo "== $*"; }

step "cmake --install into $prefix"
cmake --install "$build" --prefix "$prefix" >"$work/install.log"
echo "installed $(find "$prefix" -type f | wc -l) files"

step "consumer-cmake (find_package(Tosac CONFIG))"
cmake -S "$src/examples/consumer-cmake" -B "$work/consumer-cmake" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release -DTosac_DIR="$prefix/lib/cmake/tosac" \
  >"$work/consumer-cmake.log" || { cat "$work/consumer-cmake.log"; exit 1; }
grep "Using tosac" "$work/consumer-cmake.log"
cmake --build "$work/consumer-cmake" >>"$work/consumer-cmake.log" ||
  { cat "$work/consumer-cmake.log"; exit 1; }
"$work/consumer-cmake/consumer-cmake" | tail -n 5
echo "consumer-aot (tosa-compile + Tosac::AotRuntime):"
"$work/consumer-cmake/consumer-aot" "$example.input.npy" "$example.expected.npy"

step "consumer-c (pkg-config tosac)"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
flags="$(pkg-config --cflags --libs tosac)"
echo "pkg-config --cflags --libs tosac: $flags"
# shellcheck disable=SC2086
cc -std=c11 -Wall -Wextra -Werror "$src/examples/consumer-c/main.c" $flags \
  -o "$work/consumer-c"
"$work/consumer-c" "$example.tosa" "$example.input.npy" "$example.expected.npy"

step "consumer-python (PYTHONPATH=$prefix/lib/python3/dist-packages only)"
if [ "$python" = none ]; then
  echo "the Python package was not built (no pybind11): left out"
else
  (cd "$work" && env -u PYTHONPATH -u TOSAC_BUILD_DIR \
    PYTHONPATH="$prefix/lib/python3/dist-packages" PYTHONDONTWRITEBYTECODE=1 \
    "$python" "$src/examples/consumer-python/run_model.py" \
    "$example.tosa" "$example.input.npy" "$example.expected.npy") |
    tee "$work/python.log"
  grep -q "from $prefix/lib/python3/dist-packages/tosac" "$work/python.log" || {
    echo "tosac was not imported from the installed prefix"; exit 1; }
fi

step "installed tools"
for tool in tosa-opt tosa-translate tosa-run tosa-compile vta-sim; do
  "$prefix/bin/$tool" --version | head -n 1
done
"$prefix/bin/tosa-run" "$example.tosa" --input "$example.input.npy" \
  --output-dir "$work/out" >/dev/null
outputs=("$work/out"/*.npy)
[ "${#outputs[@]}" -eq 1 ] || { echo "tosa-run wrote ${#outputs[@]} outputs"; exit 1; }
/usr/bin/python3 -c 'import sys, numpy as np
sys.exit(not np.array_equal(np.load(sys.argv[1]), np.load(sys.argv[2])))' \
  "${outputs[0]}" "$example.expected.npy"
echo "tosa-run: output matches $example.expected.npy"

step "no run path into the build tree"
leaks=0
while IFS= read -r file; do
  if readelf -d "$file" 2>/dev/null | grep -E 'R(UN)?PATH' | grep -qF "$build"; then
    echo "$file keeps a run path into $build"; leaks=1
  fi
done < <(find "$prefix" -type f \( -perm -u+x -o -name '*.so*' \))
[ "$leaks" -eq 0 ] && echo "none"
exit "$leaks"
