#!/usr/bin/env bash
# Runs tosac-bench-cpu on every model of bench/cpu/models and prints one
# Markdown table (tosac, upstream mlir-opt, oneDNN; medians with minima in
# parentheses, in ms). Builds nothing: build tosac-bench-cpu and tosa-opt
# first (ninja -C build tosac-bench-cpu tosa-opt).
#
#   bench/cpu/run.sh [--build DIR] [--runs N] [--warmup N] [--log DIR]
#                    [--clock thread|wall] [model.mlir ...]
#
# A timed run is measured in CPU time of the benchmark's thread by default
# (robust on a machine shared with other jobs), or in elapsed time with
# --clock wall.
#
# Each model's full report (compile times, output checks, kernel-only times,
# oneDNN's implementation) goes to DIR/<model>.log (default: a new temporary
# folder, named at the end). Exits 1 if any output check failed, 2 if a
# model could not be run at all.
set -u

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="$root/build"
runs=10
warmup=2
clock=thread
log=""
models=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --build) build="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --warmup) warmup="$2"; shift 2 ;;
    --log) log="$2"; shift 2 ;;
    --clock) clock="$2"; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) models+=("$1"); shift ;;
  esac
done
if [[ ${#models[@]} -eq 0 ]]; then
  for name in conv2d_f32 conv2d_i8 conv2d_i8_rescale depthwise_f32 \
              matmul_f32 cnn_f32; do
    models+=("$root/bench/cpu/models/$name.mlir")
  done
fi

bench="$build/bin/tosac-bench-cpu"
if [[ ! -x "$bench" || ! -x "$build/bin/tosa-opt" ]]; then
  echo "run.sh: $bench or tosa-opt missing; build them first:" >&2
  echo "  ninja -C $build tosac-bench-cpu tosa-opt" >&2
  exit 2
fi
[[ -n "$log" ]] || log="$(mktemp -d "${TMPDIR:-/tmp}/tosac-bench-cpu.XXXXXX")"
mkdir -p "$log"

# Everything single-threaded: the compiled MLIR code is, and oneDNN (OpenMP)
# is held to one thread here and by the driver.
export OMP_NUM_THREADS=1
export DNNL_VERBOSE=0

echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), nproc $(nproc), load average $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ "$clock" == thread ]]; then what="CPU time of the benchmark thread"; else what="elapsed time"; fi
echo "Times in ms ($what): median (min) of $runs runs after $warmup warm-up runs, one thread, all measured in this run."
echo
echo "| model | tosac ms | upstream mlir-opt ms | oneDNN ms | tosac/upstream | tosac/oneDNN | tosac kernel ms | upstream kernel ms |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
status=0
for model in "${models[@]}"; do
  name="$(basename "$model" .mlir)"
  row="$("$bench" "$model" --markdown-row --runs "$runs" --warmup "$warmup" \
          --clock "$clock" 2>"$log/$name.log")"
  code=$?
  if [[ -z "$row" ]]; then
    row="| $name | failed | failed | failed | — | — | failed | failed |"
  fi
  echo "$row"
  if [[ $code -gt $status ]]; then status=$code; fi
done
echo
echo "Reports per model: $log"
exit $status
