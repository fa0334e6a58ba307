//===- Threads.cpp - Threads of the compiled kernels ----------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the thread count of compiled code on top of the
// OpenMP runtime that its parallel loops call (__kmpc_fork_call & co.).
//
//===----------------------------------------------------------------------===//

#include "tosac/Runtime/Threads.h"

#include <dlfcn.h>

// The OpenMP runtime's API (omp.h of libomp), declared here so that no
// OpenMP compiler flag is needed to build this file.
extern "C" {
void omp_set_num_threads(int count);
int omp_get_max_threads(void);
int omp_get_num_procs(void);
}

void tosac_set_threads(int count) {
  omp_set_num_threads(count > 0 ? count : omp_get_num_procs());
}

int tosac_get_threads(void) { return omp_get_max_threads(); }

unsigned tosac::getCoreCount() {
  int cores = omp_get_num_procs();
  return cores > 0 ? static_cast<unsigned>(cores) : 1;
}

bool tosac::makeOpenMPRuntimeGlobal() {
  static const bool global = [] {
    Dl_info info;
    if (!dladdr(reinterpret_cast<void *>(&omp_get_num_procs), &info) ||
        !info.dli_fname)
      return false;
    return dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL) !=
           nullptr;
  }();
  return global;
}
