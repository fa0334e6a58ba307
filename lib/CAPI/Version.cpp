//===- Version.cpp - tosac_version() --------------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements tosac_version(). It is the only C API file that
// includes the generated tosac/Version.h, which changes with every commit.
//
//===----------------------------------------------------------------------===//

#include "tosac/Version.h"
#include "tosac-c/Tosac.h"

const char *tosac_version(void) {
  if (TOSAC_GIT_REVISION[0] == '\0')
    return TOSAC_VERSION " (git revision unknown)";
  return TOSAC_VERSION " (git " TOSAC_GIT_REVISION ")";
}
