//===- RuntimeErrors.h - Failed runtime checks of compiled code -*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the record of failed runtime checks. Compiled TOSA code
// calls tosac_runtime_error(message) when a data-dependent ERROR_IF or
// REQUIRE fails (see the runtime-checks-to-llvm pass); the caller of the
// compiled function clears the record before a run and takes it afterwards.
// The record is per thread: one run happens on one thread.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_RUNTIME_RUNTIMEERRORS_H
#define TOSAC_RUNTIME_RUNTIMEERRORS_H

#include <optional>
#include <string>

extern "C" {
/// Records `message` as the first failed check of this thread's run (later
/// ones are counted, not kept). Called on a thread that did not start a run
/// (an OpenMP worker of a kernel's parallel loop), it records into one
/// record shared by all workers, which takeRuntimeError() also takes: with
/// several runs at once on different threads, a worker's failure may thus
/// be reported by another run than its own, but it is never lost.
void tosac_runtime_error(const char *message);
}

namespace tosac {

/// Forgets this thread's failed checks, and marks it as the thread of a
/// run.
void clearRuntimeErrors();

/// The first failed check of this thread since clearRuntimeErrors() (or of
/// a worker thread), with the number of further failures appended;
/// std::nullopt if none failed.
std::optional<std::string> takeRuntimeError();

} // namespace tosac

#endif // TOSAC_RUNTIME_RUNTIMEERRORS_H
