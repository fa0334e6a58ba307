//===- Profile.h - Per-operator times of compiled code ---------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the recorder behind `tosa-run --profile`: code compiled
// with profiling (TosaToLLVMOptions::profile, tosac-insert-profile-probes)
// calls tosac_profile_enter(id) and tosac_profile_exit(id) around each TOSA
// operator; the calling thread's active recorder adds up the time and the
// calls of each id. Without an active recorder the calls do nothing.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_RUNTIME_PROFILE_H
#define TOSAC_RUNTIME_PROFILE_H

#include <cstddef>
#include <cstdint>
#include <vector>

extern "C" {
void tosac_profile_enter(int32_t id);
void tosac_profile_exit(int32_t id);
}

namespace tosac {

/// Time and calls per operator id.
class ProfileRecorder {
public:
  struct Entry {
    uint64_t calls = 0;
    double seconds = 0;
  };

  explicit ProfileRecorder(size_t operators)
      : entries(operators), startNanos(operators) {}

  /// Makes this recorder the calling thread's active one until the returned
  /// guard is destroyed.
  class Activation {
  public:
    explicit Activation(ProfileRecorder &recorder);
    ~Activation();
    Activation(const Activation &) = delete;
    Activation &operator=(const Activation &) = delete;

  private:
    ProfileRecorder *previous;
  };

  const std::vector<Entry> &getEntries() const { return entries; }
  void enter(int32_t id);
  void exit(int32_t id);

private:
  std::vector<Entry> entries;
  std::vector<int64_t> startNanos;
};

} // namespace tosac

#endif // TOSAC_RUNTIME_PROFILE_H
