//===- Profile.cpp - Per-operator times of compiled code ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the profile probes of compiled code and the
// per-thread recorder they report to.
//
//===----------------------------------------------------------------------===//

#include "tosac/Runtime/Profile.h"

#include <chrono>

using namespace tosac;

namespace {
thread_local ProfileRecorder *activeRecorder = nullptr;

int64_t nowNanos() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
} // namespace

ProfileRecorder::Activation::Activation(ProfileRecorder &recorder)
    : previous(activeRecorder) {
  activeRecorder = &recorder;
}

ProfileRecorder::Activation::~Activation() { activeRecorder = previous; }

void ProfileRecorder::enter(int32_t id) {
  if (id < 0 || static_cast<size_t>(id) >= entries.size())
    return;
  startNanos[id] = nowNanos();
}

void ProfileRecorder::exit(int32_t id) {
  if (id < 0 || static_cast<size_t>(id) >= entries.size())
    return;
  Entry &entry = entries[id];
  entry.calls += 1;
  entry.seconds += static_cast<double>(nowNanos() - startNanos[id]) * 1e-9;
}

void tosac_profile_enter(int32_t id) {
  if (activeRecorder)
    activeRecorder->enter(id);
}

void tosac_profile_exit(int32_t id) {
  if (activeRecorder)
    activeRecorder->exit(id);
}
