//===- Amx.cpp - Permission to use AMX tiles ------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac_amx_ready(): one arch_prctl request per
// process, whose answer later calls reuse.
//
//===----------------------------------------------------------------------===//

#include "tosac/Runtime/Amx.h"

#if defined(__linux__) && defined(__x86_64__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace {

int32_t requestTileData() {
#if defined(__linux__) && defined(__x86_64__)
  // From the Linux UAPI (asm/prctl.h) and the XSAVE feature numbers.
  constexpr long kArchReqXcompPerm = 0x1023;
  constexpr long kXfeatureXtiledata = 18;
  return syscall(SYS_arch_prctl, kArchReqXcompPerm, kXfeatureXtiledata) == 0;
#else
  return 0;
#endif
}

} // namespace

extern "C" int32_t tosac_amx_ready(void) {
  // A function-local static: initialized once, thread-safe.
  static const int32_t ready = requestTileData();
  return ready;
}
