//===- Threads.h - Threads of the compiled kernels ------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares how many threads compiled code runs its kernels on.
// The tosa-to-llvm pipeline turns the independent cache tiles of a kernel
// into OpenMP work-sharing loops; their threads come from the OpenMP runtime
// (libomp of LLVM), whose thread count is per calling thread. Results do not
// depend on the count: only tiles without a reduction between them are
// shared out.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_RUNTIME_THREADS_H
#define TOSAC_RUNTIME_THREADS_H

extern "C" {
/// Sets the number of threads that the compiled code called from this
/// thread uses from now on; 0 or less means one per core.
void tosac_set_threads(int count);
/// The number of threads compiled code called from this thread uses.
int tosac_get_threads(void);
}

namespace tosac {

/// The number of cores OpenMP sees (what a thread count of 0 means).
unsigned getCoreCount();

/// Makes the OpenMP runtime this library was linked with part of the
/// process's global symbol scope, where a JIT's lookup of libomp's
/// functions looks: when tosac itself was loaded with RTLD_LOCAL (Python
/// extension modules are), libomp came in with it and is not there.
/// Returns whether it is there now; later calls do nothing.
bool makeOpenMPRuntimeGlobal();

} // namespace tosac

#endif // TOSAC_RUNTIME_THREADS_H
