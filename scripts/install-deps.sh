#!/usr/bin/env bash
# Installs everything tosac needs on a fresh Debian 12 (bookworm) machine.
# Safe to run again: apt-get skips what is already installed.
set -euo pipefail

# Every package a script, the build or a test uses, including what a
# dependency's CMake package pulls in (scripts/check-fresh.sh proves the list
# on a pristine Debian 12 root).
packages=(
  # build
  cmake ninja-build g++
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  # LLVM's OpenMP runtime, which the compiled kernels' threads run on
  libomp-22-dev
  flatbuffers-compiler libflatbuffers-dev
  # the Python package and its tests
  python3 python3-dev python3-numpy python3-pytest pybind11-dev
  # tests: GoogleTest; pkg-config for the installed-tree consumers
  libgtest-dev googletest pkgconf
  # benchmarks only (bench/cpu's oneDNN column; the build and the tests
  # pass without them): Debian's oneDNN CMake package needs the OpenCL
  # headers, which libdnnl-dev only recommends
  libdnnl-dev ocl-icd-opencl-dev
)

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
