//===- CpuTarget.h - What the code generator knows of a CPU -----*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the description of a CPU the kernel strategy reads:
// its widest vector register, how many vector registers it has and whether
// it has fused multiply-add. It comes from the host's reported features (the
// JIT) or from an explicit feature list (ahead-of-time compilation for
// another CPU); nothing is hard-wired to one CPU model.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_CODEGEN_CPUTARGET_H
#define TOSAC_CODEGEN_CPUTARGET_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

namespace tosac {

struct CpuTarget {
  /// The widest vector register in bits: 512 (AVX-512), 256 (AVX / AVX2),
  /// 128 (SSE, NEON), or 0 when the CPU has none the code generator uses.
  unsigned vectorBits = 128;
  /// Architectural vector registers (32 with AVX-512, else 16).
  unsigned vectorRegisters = 16;
  /// Whether vector fused multiply-add exists (FMA3 or AVX-512).
  bool hasFma = false;
  /// The widest vector of the int8 dot-product instruction VPDPBUSD
  /// (unsigned x signed bytes, four products summed into each int32 lane):
  /// 512 with AVX-512 VNNI (and VL, for the narrower forms), 256 with
  /// AVX-VNNI, 0 without either.
  unsigned int8DotBits = 0;
  /// Whether 512-bit byte permutes across two registers exist (VPERMI2B,
  /// AVX-512 VBMI): int8 TABLE looks up 64 bytes with two of them.
  bool hasBytePermute = false;
  /// Whether AMX tiles with int8 dot products exist (AMX-TILE and
  /// AMX-INT8: TDPBUSD multiplies 16 x 64 bytes by 64 x 16 into 16 x 16
  /// int32 in one instruction). LLVM reports them only when the OS saves
  /// the tile state; a Linux process must still ask for it (Runtime/Amx.h).
  bool hasAmxInt8 = false;

  /// The host CPU, from the features LLVM detects.
  static CpuTarget getHost();
  /// A CPU described by LLVM feature names (e.g. {"avx512f": true}).
  static CpuTarget fromFeatures(const llvm::StringMap<bool> &features);
  /// A CPU described by a predicate on LLVM feature names (e.g. a target
  /// machine's subtarget: has("avx512f")).
  static CpuTarget fromFeatures(llvm::function_ref<bool(llvm::StringRef)> has);

  /// Lanes of `elementBits`-bit elements in one vector register.
  unsigned lanes(unsigned elementBits) const {
    return vectorBits / elementBits;
  }
};

} // namespace tosac

#endif // TOSAC_CODEGEN_CPUTARGET_H
