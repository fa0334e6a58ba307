#!/usr/bin/env bash
# Installs everything tosac needs on a fresh Debian 12 (bookworm) machine.
# Safe to run again: apt-get skips what is already installed.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3 python3-numpy
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  libgtest-dev googletest
  flatbuffers-compiler libflatbuffers-dev
  libdnnl-dev
  pybind11-dev python3-pytest python3-dev
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
