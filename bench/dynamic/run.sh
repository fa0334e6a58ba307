#!/usr/bin/env bash
# Dynamic batch against a static batch: runs a model whose inputs have a `?`
# batch (default bench/dynamic/conv_block.mlir) with tosa-run at each batch
# size, and the same model with that batch written in, and prints per-image
# median times and their ratio (Markdown). One thread by default. Builds
# nothing: build tosa-run first.
#
#   bench/dynamic/run.sh [--build DIR] [--runs N] [--threads N]
#                        [--batches "1 8"] [model.mlir]
set -eu

source "$(dirname "${BASH_SOURCE[0]}")/options.sh"
run="$build/bin/tosa-run"
[[ -x "$run" ]] || { echo "run.sh: $run is missing: build tosa-run" >&2; exit 2; }
python=/usr/bin/python3
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The median of `tosa-run --benchmark` in ms.
median() {
  "$run" "$@" --threads "$threads" --benchmark "$runs" --output-dir "$work/out" |
    sed -n 's/.*median \([0-9.]*\) ms.*/\1/p'
}

echo "| batch | dynamic (ms/image) | static (ms/image) | dynamic / static |"
echo "|---:|---:|---:|---:|"
for batch in $batches; do
  # The input: the model's first argument with the batch filled in.
  shape="$(sed -n 's/.*func.func @main(%[a-z0-9_]*: tensor<?x\([0-9x]*\)x[a-z0-9]*>.*/\1/p' "$model" | head -1)"
  "$python" -c "
import numpy as np, sys
dims = [$batch] + [int(d) for d in '$shape'.split('x')]
np.save('$work/x.npy', np.random.default_rng(1).standard_normal(dims).astype(np.float32))"
  sed "s/?/$batch/g" "$model" > "$work/static.mlir"
  dynamic="$(median "$model" --input "$work/x.npy")"
  cp "$work/out/"*.npy "$work/dynamic.npy"
  static="$(median "$work/static.mlir" --input "$work/x.npy")"
  cmp -s "$work/out/"*.npy "$work/dynamic.npy" || { echo "run.sh: batch $batch: outputs differ" >&2; exit 1; }
  "$python" -c "
d, s, b = $dynamic, $static, $batch
print(f'| {b} | {d / b:.4f} | {s / b:.4f} | {d / s:.2f} |')"
done
echo
echo "CPU: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1); threads: $threads; $runs runs, medians"
