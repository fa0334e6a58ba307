//===- RuntimeErrors.cpp - Failed runtime checks of compiled code ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the per-thread record of failed runtime checks.
//
//===----------------------------------------------------------------------===//

#include "tosac/Runtime/RuntimeErrors.h"

#include <cstdint>

namespace {
struct ErrorRecord {
  std::optional<std::string> first;
  uint64_t more = 0;
};
thread_local ErrorRecord record;
} // namespace

extern "C" void tosac_runtime_error(const char *message) {
  if (record.first)
    ++record.more;
  else
    record.first = message ? message : "runtime check failed";
}

void tosac::clearRuntimeErrors() { record = ErrorRecord(); }

std::optional<std::string> tosac::takeRuntimeError() {
  std::optional<std::string> result = std::move(record.first);
  if (result && record.more)
    *result += " (and " + std::to_string(record.more) +
               " more failed checks)";
  record = ErrorRecord();
  return result;
}
