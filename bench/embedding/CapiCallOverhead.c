/*===- CapiCallOverhead.c - The cost of one C API call on a tiny graph ----===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* This file times tosac_executable_run on the graph python/                  *|
|* bench_call_overhead.py uses (add of two 4-element f32 tensors), so that   *|
|* bench/embedding/run.sh can compare a C call with a Python call in one run.*|
|* Usage: tosac-bench-capi-call [runs]                                       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#define _POSIX_C_SOURCE 199309L

#include "tosac-c/Tosac.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *kGraph =
    "func.func @main(%a: tensor<4xf32> {tosa.name = \"a\"}, %b: "
    "tensor<4xf32> {tosa.name = \"b\"}) -> (tensor<4xf32> {tosa.name = "
    "\"sum\"}) {\n"
    "  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> "
    "tensor<4xf32>\n"
    "  return %0 : tensor<4xf32>\n}\n";

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int compareDoubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int runs = argc > 1 ? atoi(argv[1]) : 20000, i;
  tosac_context context;
  tosac_module module;
  tosac_executable executable;
  float a[4] = {0, 1, 2, 3}, b[4] = {1, 1, 1, 1}, sum[4];
  const void *inputs[2] = {a, b};
  size_t inputSizes[2] = {sizeof(a), sizeof(b)};
  void *outputs[1] = {sum};
  size_t outputSizes[1] = {sizeof(sum)};
  double *times;
  if (runs < 1 || tosac_context_create(&context) != TOSAC_OK)
    return 2;
  if (tosac_module_load_memory(context, kGraph, strlen(kGraph),
                               TOSAC_FORMAT_MLIR, &module) != TOSAC_OK ||
      tosac_compile(module, NULL, &executable) != TOSAC_OK) {
    fprintf(stderr, "%s\n", tosac_last_error(context));
    return 1;
  }
  tosac_module_destroy(module);
  times = malloc(sizeof(double) * (size_t)runs);
  for (i = 0; i < 1000; ++i)
    tosac_executable_run(executable, inputs, inputSizes, 2, outputs,
                         outputSizes, 1);
  for (i = 0; i < runs; ++i) {
    double start = now();
    if (tosac_executable_run(executable, inputs, inputSizes, 2, outputs,
                             outputSizes, 1) != TOSAC_OK)
      return 1;
    times[i] = now() - start;
  }
  if (sum[0] != 1 || sum[3] != 4)
    return 1;
  qsort(times, (size_t)runs, sizeof(double), compareDoubles);
  printf("  C API tosac_executable_run   %8.2f us\n", times[runs / 2] * 1e6);
  free(times);
  tosac_executable_destroy(executable);
  tosac_context_destroy(context);
  return 0;
}
