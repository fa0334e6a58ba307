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
#include <mutex>

namespace {
struct ErrorRecord {
  std::optional<std::string> first;
  uint64_t more = 0;

  void add(const char *message) {
    if (first)
      ++more;
    else
      first = message ? message : "runtime check failed";
  }
};
/// The failures of the thread that runs the compiled code.
thread_local ErrorRecord record;
/// Whether this thread started a run (clearRuntimeErrors); the others are
/// the OpenMP workers of a kernel's parallel loop.
thread_local bool runsCode = false;
/// The failures of worker threads, which the thread of the run takes.
std::mutex workerMutex;
ErrorRecord workerRecord;
} // namespace

extern "C" void tosac_runtime_error(const char *message) {
  if (runsCode) {
    record.add(message);
    return;
  }
  std::lock_guard<std::mutex> lock(workerMutex);
  workerRecord.add(message);
}

void tosac::clearRuntimeErrors() {
  record = ErrorRecord();
  runsCode = true;
}

std::optional<std::string> tosac::takeRuntimeError() {
  ErrorRecord taken = std::move(record);
  record = ErrorRecord();
  {
    std::lock_guard<std::mutex> lock(workerMutex);
    if (workerRecord.first) {
      taken.more += taken.first ? 1 + workerRecord.more : workerRecord.more;
      if (!taken.first)
        taken.first = std::move(workerRecord.first);
      workerRecord = ErrorRecord();
    }
  }
  std::optional<std::string> result = std::move(taken.first);
  if (result && taken.more)
    *result += " (and " + std::to_string(taken.more) + " more failed checks)";
  return result;
}
