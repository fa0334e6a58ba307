//===- Amx.h - Permission to use AMX tiles ----------------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares tosac_amx_ready(), which compiled code with AMX
// kernels calls before using the tile registers (tosac-cpu-amx-tiles).
// Linux keeps the AMX tile data state off for a process until it asks for
// it (arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA), Linux 5.16);
// a tile instruction before that raises SIGILL. The permission then holds
// for every thread of the process, OpenMP's workers included.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_RUNTIME_AMX_H
#define TOSAC_RUNTIME_AMX_H

#include <cstdint>

namespace tosac {
/// The name compiled code calls.
inline constexpr const char *kAmxReadyFunction = "tosac_amx_ready";
} // namespace tosac

extern "C" {
/// 1 when this process may use AMX tiles (asked for once, on the first
/// call), 0 when the system refuses them or is not x86-64 Linux.
int32_t tosac_amx_ready(void);
}

#endif // TOSAC_RUNTIME_AMX_H
