#!/usr/bin/env bash
# Runs tosac-bench-cpu on every model of bench/cpu/models and on the
# generated networks (fc_f32, fc_i8, resnet50_f32, transformer_f32,
# mobilenetv2_f32, mobilenetv2_i8) and prints one Markdown table (tosac,
# upstream mlir-opt, oneDNN limited to one instruction set and oneDNN with
# all of them; medians with minima in parentheses, in ms; tosac's compile
# time in s), then the oneDNN implementations of each model. Builds nothing:
# build the tools and the Python package first
# (ninja -C build tosac-bench-cpu tosa-opt tosa-translate tosac-python).
#
#   bench/cpu/run.sh [--build DIR] [--runs N] [--warmup N] [--log DIR]
#                    [--clock thread|wall] [--network-runs N]
#                    [--upstream-runs N] [--networks DIR]
#                    [--onednn-isa ISA|none] [model ...]
#
# A model is a file, or a name: that of a model in bench/cpu/models
# (conv2d_i8) or of a generated network (mobilenetv2_i8).
#
# The networks are written as .tosa files by bench/networks/make_networks.py
# into DIR (default BUILD/bench/networks) when missing or older than that
# script or the builder. resnet50_f32, transformer_f32, mobilenetv2_f32 and
# mobilenetv2_i8 run --network-runs timed runs (default 3) after one warm-up
# run, and their upstream columns (seconds per run) one timed run unless
# --upstream-runs says otherwise; --upstream-runs applies to every model, 0
# skips upstream.
#
# oneDNN reads ONEDNN_MAX_CPU_ISA once per process, so each model runs twice:
# tosac-bench-cpu --onednn-only with ONEDNN_MAX_CPU_ISA=ISA (--onednn-isa,
# default AVX512_CORE_VNNI: the instruction set of tosac's int8 kernels; none
# skips that column), then the full run with oneDNN free to use every
# instruction set of the machine (AMX where it has it).
#
# A timed run is measured in CPU time of the benchmark's thread by default
# (robust on a machine shared with other jobs), or in elapsed time with
# --clock wall.
#
# Each model's full report (compile times, output checks, kernel-only times,
# oneDNN's implementations) goes to DIR/<model>.log, the oneDNN-only run's to
# DIR/<model>.onednn-isa.log (default DIR: a new temporary folder, named at
# the end). Exits 1 if any output check failed, 2 if a model could not be
# run at all.
set -u

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="$root/build"
runs=10
warmup=2
clock=thread
log=""
network_runs=3
upstream_runs=""
networks=""
onednn_isa=AVX512_CORE_VNNI
models=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --build) build="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --warmup) warmup="$2"; shift 2 ;;
    --log) log="$2"; shift 2 ;;
    --clock) clock="$2"; shift 2 ;;
    --network-runs) network_runs="$2"; shift 2 ;;
    --upstream-runs) upstream_runs="$2"; shift 2 ;;
    --networks) networks="$2"; shift 2 ;;
    --onednn-isa) onednn_isa="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^set -u/ { exit } NR > 1 { print }' "$0"
               exit 0 ;;
    *) models+=("$1"); shift ;;
  esac
done
[[ -n "$networks" ]] || networks="$build/bench/networks"
generated=(fc_f32 fc_i8 resnet50_f32 transformer_f32 mobilenetv2_f32
           mobilenetv2_i8)
# Names stand for the bundled models and the generated networks.
for i in "${!models[@]}"; do
  name="${models[$i]}"
  if [[ ! -e "$name" && "$name" != */* ]]; then
    if [[ -f "$root/bench/cpu/models/$name.mlir" ]]; then
      models[$i]="$root/bench/cpu/models/$name.mlir"
    elif [[ " ${generated[*]} " == *" $name "* ]]; then
      models[$i]="$networks/$name.tosa"
    fi
  fi
done
if [[ ${#models[@]} -eq 0 ]]; then
  for name in conv2d_f32 conv2d_i8 conv2d_i8_rescale depthwise_f32 \
              depthwise_i8 matmul_f32 matmul_i8 cnn_f32; do
    models+=("$root/bench/cpu/models/$name.mlir")
  done
  for name in "${generated[@]}"; do
    models+=("$networks/$name.tosa")
  done
fi

bench="$build/bin/tosac-bench-cpu"
if [[ ! -x "$bench" || ! -x "$build/bin/tosa-opt" ||
      ! -x "$build/bin/tosa-translate" ]]; then
  echo "run.sh: $bench, tosa-opt or tosa-translate missing; build them first:" >&2
  echo "  ninja -C $build tosac-bench-cpu tosa-opt tosa-translate tosac-python" >&2
  exit 2
fi
[[ -n "$log" ]] || log="$(mktemp -d "${TMPDIR:-/tmp}/tosac-bench-cpu.XXXXXX")"
mkdir -p "$log"

# The generated networks a model list names, (re)written when missing or
# older than their generator.
script="$root/bench/networks/make_networks.py"
stale=()
for model in "${models[@]}"; do
  name="$(basename "$model" .tosa)"
  if [[ "$model" == "$networks/$name.tosa" &&
        " ${generated[*]} " == *" $name "* ]]; then
    if [[ ! -f "$model" || "$script" -nt "$model" ||
          "$root/python/tosac/builder.py" -nt "$model" ]]; then
      stale+=("$name")
    fi
  fi
done
if [[ ${#stale[@]} -gt 0 ]]; then
  echo "Writing ${stale[*]} into $networks ..." >&2
  if ! PYTHONPATH="$build/python_packages" /usr/bin/python3 "$script" \
        "$networks" "${stale[@]}" >"$log/make_networks.log" 2>&1; then
    echo "run.sh: make_networks.py failed (ninja -C $build tosac-python?):" >&2
    cat "$log/make_networks.log" >&2
  fi
fi

echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), nproc $(nproc), load average $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ "$clock" == thread ]]; then what="CPU time of the benchmark thread"; else what="elapsed time"; fi
echo "Times in ms ($what): median (min) of $runs runs after $warmup warm-up runs, one thread, all measured in this run;"
echo "tosac on all $(nproc) cores in elapsed time; 1 thr / all: the speed-up."
echo "resnet50_f32, transformer_f32, mobilenetv2_f32 and mobilenetv2_i8: $network_runs runs after 1 warm-up run, upstream ${upstream_runs:-1} run(s)."
echo "A network's oneDNN time is the sum of its conv2d/depthwise/matmul layers alone, int8 ones with their bias add and rescale to int8 (≥: a lower bound)."
if [[ "$onednn_isa" == none ]]; then
  echo "oneDNN with every instruction set of the machine."
  isa_header=""
  isa_ratio=""
  isa_align=""
else
  case "$onednn_isa" in
    AVX512_CORE_VNNI) isa_label="VNNI" ;;
    *) isa_label="$onednn_isa" ;;
  esac
  echo "oneDNN ($isa_label): ONEDNN_MAX_CPU_ISA=$onednn_isa, timed in a process of its own (not interleaved with tosac); oneDNN (all ISAs): no limit."
  isa_header=" oneDNN ($isa_label) ms |"
  isa_ratio=" tosac/oneDNN ($isa_label) |"
  isa_align=" ---: | ---: |"
fi
echo
echo "| model | tosac ms | tosac all threads ms | 1 thr / all | upstream mlir-opt ms |$isa_header oneDNN (all ISAs) ms | tosac/upstream |$isa_ratio tosac/oneDNN (all ISAs) | tosac kernel ms | upstream kernel ms | tosac compile s |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |$isa_align"
# oneDNN (OpenMP) is held to one thread here and by the driver; tosac's
# columns set their thread count themselves (1, then all cores). (Set after
# the header: nproc would count OMP_NUM_THREADS.)
export OMP_NUM_THREADS=1
export DNNL_VERBOSE=0
# The unrestricted column must not inherit a limit from the caller.
unset ONEDNN_MAX_CPU_ISA DNNL_MAX_CPU_ISA
status=0
names=()
for model in "${models[@]}"; do
  name="$(basename "$model")"
  name="${name%.*}"
  names+=("$name")
  options=(--runs "$runs" --warmup "$warmup")
  case "$name" in
    resnet50_f32|transformer_f32|mobilenetv2_f32|mobilenetv2_i8)
      options=(--runs "$network_runs" --warmup 1
               --upstream-runs "${upstream_runs:-1}") ;;
    *)
      if [[ -n "$upstream_runs" ]]; then
        options+=(--upstream-runs "$upstream_runs")
      fi ;;
  esac
  other=()
  rm -f "$log/$name.onednn-isa.tsv" "$log/$name.onednn.tsv"
  if [[ "$onednn_isa" != none ]]; then
    ONEDNN_MAX_CPU_ISA="$onednn_isa" "$bench" "$model" --onednn-only \
      "${options[@]}" --clock "$clock" \
      --onednn-result "$log/$name.onednn-isa.tsv" \
      >"$log/$name.onednn-isa.log" 2>&1
    code=$?
    if [[ $code -gt $status ]]; then status=$code; fi
    other=(--onednn-other "$log/$name.onednn-isa.tsv")
  fi
  row="$("$bench" "$model" --markdown-row "${options[@]}" --clock "$clock" \
          --onednn-result "$log/$name.onednn.tsv" "${other[@]}" \
          2>"$log/$name.log")"
  code=$?
  if [[ -z "$row" ]]; then
    row="| $name | failed | failed | failed | failed |"
    if [[ $code -lt 2 ]]; then code=2; fi
  fi
  echo "$row"
  if [[ $code -gt $status ]]; then status=$code; fi
done

# Which kernels oneDNN chose, and the instruction set it was limited to.
implementations() {
  local file="$1"
  if [[ -f "$file" ]]; then
    IFS=$'\t' read -r _ _ implementation isa <"$file"
    echo "$implementation (ISA $isa)"
  else
    echo "n/a"
  fi
}
echo
if [[ "$onednn_isa" != none ]]; then
  echo "| model | oneDNN ($isa_label) implementations | oneDNN (all ISAs) implementations |"
  echo "| --- | --- | --- |"
else
  echo "| model | oneDNN implementations |"
  echo "| --- | --- |"
fi
for name in "${names[@]}"; do
  line="| $name |"
  if [[ "$onednn_isa" != none ]]; then
    line+=" $(implementations "$log/$name.onednn-isa.tsv") |"
  fi
  echo "$line $(implementations "$log/$name.onednn.tsv") |"
done
echo
if [[ "$onednn_isa" != none ]]; then
  echo "Reports per model: $log (<model>.log; <model>.onednn-isa.log: the oneDNN-only run)"
else
  echo "Reports per model: $log (<model>.log)"
fi
exit $status
