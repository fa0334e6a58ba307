//===- AotRuntime.cpp - The runtime of ahead-of-time models ---------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the C functions of tosac-c/Runtime.h on top of the
// per-thread record of failed runtime checks in TosacRuntime.
//
//===----------------------------------------------------------------------===//

#include "tosac-c/Runtime.h"

#include "tosac/Runtime/RuntimeErrors.h"

#include <string>

namespace {
thread_local std::string lastMessage;
} // namespace

extern "C" void tosac_runtime_clear(void) { tosac::clearRuntimeErrors(); }

extern "C" int tosac_runtime_check(void) {
  std::optional<std::string> failure = tosac::takeRuntimeError();
  lastMessage = failure ? *failure : std::string();
  return failure ? 1 : 0;
}

extern "C" const char *tosac_runtime_message(void) {
  return lastMessage.c_str();
}
