/*===- tosac-c/Runtime.h - The runtime of ahead-of-time models ----*- C -*-===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* This file declares the C side of the runtime that models compiled ahead   *|
|* of time by tosa-compile link against (library TosacAotRuntime, with       *|
|* TosacRuntime and libomp; no MLIR or LLVM). The object of a model calls    *|
|* tosac_runtime_error() when a data-dependent ERROR_IF / REQUIRE fails and  *|
|* tosac_memref_copy() for strided copies; the generated header's run        *|
|* function clears the record before a run and checks it afterwards with    *|
|* the functions below. The record is per thread.                           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TOSAC_C_RUNTIME_H
#define TOSAC_C_RUNTIME_H

#ifdef __cplusplus
extern "C" {
#endif

/* Forgets this thread's failed checks. */
void tosac_runtime_clear(void);

/* Returns nonzero when a check failed on this thread since the last
   tosac_runtime_clear(), and keeps its message for tosac_runtime_message();
   the record is cleared. */
int tosac_runtime_check(void);

/* The message of the failed check the last tosac_runtime_check() of this
   thread found ("" if none): the first failure, with the number of further
   failures appended. Valid until the next tosac_runtime_check(). */
const char *tosac_runtime_message(void);

/* Sets the number of threads that the kernels of models called from this
   thread use from now on (they run on LLVM's OpenMP runtime, libomp); 0 or
   less means one per core. The outputs are the same for every count. */
void tosac_set_threads(int count);
/* The number of threads models called from this thread use. */
int tosac_get_threads(void);

#ifdef __cplusplus
}
#endif

#endif /* TOSAC_C_RUNTIME_H */
