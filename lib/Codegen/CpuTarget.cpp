//===- CpuTarget.cpp - What the code generator knows of a CPU -------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file derives a CpuTarget from LLVM's feature names, for the host (the
// features LLVM detects) or for a CPU given by name and features.
//
//===----------------------------------------------------------------------===//

#include "tosac/Codegen/CpuTarget.h"

#include "llvm/TargetParser/Host.h"

using namespace tosac;

CpuTarget CpuTarget::fromFeatures(const llvm::StringMap<bool> &features) {
  return fromFeatures([&](llvm::StringRef name) {
    auto it = features.find(name);
    return it != features.end() && it->second;
  });
}

CpuTarget
CpuTarget::fromFeatures(llvm::function_ref<bool(llvm::StringRef)> has) {
  // The widest vector extension first; FMA comes with AVX-512 and NEON and
  // is a feature of its own with AVX / AVX2.
  struct Extension {
    const char *feature;
    unsigned bits, registers;
    bool fma;
  };
  static const Extension extensions[] = {{"avx512f", 512, 32, true},
                                         {"avx", 256, 16, false},
                                         {"neon", 128, 32, true},
                                         {"sse2", 128, 16, false}};
  CpuTarget target;
  target.vectorBits = 0;
  for (const Extension &extension : extensions) {
    if (!has(extension.feature))
      continue;
    target.vectorBits = extension.bits;
    target.vectorRegisters = extension.registers;
    target.hasFma = extension.fma || has("fma");
    break;
  }
  if (target.vectorBits >= 512 && has("avx512vnni") && has("avx512vl"))
    target.int8DotBits = 512;
  else if (target.vectorBits >= 256 &&
           (has("avxvnni") || (has("avx512vnni") && has("avx512vl"))))
    target.int8DotBits = 256;
  target.hasBytePermute = target.vectorBits >= 512 && has("avx512vbmi");
  target.hasAmxInt8 = has("amx-tile") && has("amx-int8");
  return target;
}

CpuTarget CpuTarget::getHost() {
  return fromFeatures(llvm::sys::getHostCPUFeatures());
}
