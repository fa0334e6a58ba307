#!/usr/bin/env bash
# Dynamic batch against a static batch, compiled ahead of time: tosa-compile
# builds the model with its `?` batch (default bench/dynamic/conv_block.mlir:
# one f32 input, one f32 output) and, per batch size, the same model with the
# batch written in; aot_time.c runs both in one process on the same data,
# checks the outputs are the same bytes and prints per-image medians and
# their ratio (Markdown). One thread by default. Builds nothing of tosac:
# build tosa-compile and the runtime libraries first.
#
#   bench/dynamic/aot.sh [--build DIR] [--runs N] [--threads N]
#                        [--batches "1 8"] [model.mlir]
set -eu

source "$(dirname "${BASH_SOURCE[0]}")/options.sh"
compile="$build/bin/tosa-compile"
[[ -x "$compile" ]] || { echo "aot.sh: $compile is missing: build it" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Elements per image of the first input and of the first output.
per_image() {
  sed -n "s/.*$1: '[^']*' FP32\[?, \([0-9, ]*\)\].*/\1/p" "$work/dyn.h" | head -1 |
    tr -d ' ' | tr ',' '*' | sed 's/^$/1/'
}

"$compile" "$model" -o "$work/dyn.o" --header "$work/dyn.h" --name dyn
in_elems="$(per_image 'input  *[a-z0-9_]*')"
out_elems="$(per_image 'output *[a-z0-9_]*')"
echo "| batch | dynamic (ms/image) | static (ms/image) | dynamic / static |"
echo "|---:|---:|---:|---:|"
for batch in $batches; do
  sed "s/?/$batch/g" "$model" > "$work/static.mlir"
  "$compile" "$work/static.mlir" -o "$work/stat.o" --header "$work/stat.h" --name stat
  cc -O2 -std=c11 -D_POSIX_C_SOURCE=199309L -I"$work" -I"$root/include" \
     -DBATCH="$batch" -DINPUT_ELEMENTS="($in_elems)" -DOUTPUT_ELEMENTS="($out_elems)" \
     -DRUNS="$runs" -DTHREADS="$threads" \
     "$root/bench/dynamic/aot_time.c" "$work/dyn.o" "$work/stat.o" \
     "$build/lib/libTosacAotRuntime.a" "$build/lib/libTosacRuntime.a" \
     -L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib -lomp -lstdc++ -lm \
     -o "$work/aot_time"
  read -r dynamic static < <("$work/aot_time")
  python3 -c "
d, s, b = $dynamic, $static, $batch
print(f'| {b} | {d / b:.4f} | {s / b:.4f} | {d / s:.2f} |')"
done
echo
echo "CPU: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1); threads: $threads; $runs runs, medians"
