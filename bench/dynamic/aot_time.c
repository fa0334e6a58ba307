/*===- aot_time.c - Per-image time of a dynamic batch compiled AOT --------===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* Built by bench/dynamic/aot.sh for one batch size: runs the model compiled  *|
|* with its `?` batch (prefix dyn) and compiled at that batch (prefix stat)   *|
|* RUNS times each on the same single-input, single-output data, checks that *|
|* the outputs are the same bytes, and prints both medians in ms.            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "dyn.h"
#include "stat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(void) {
  size_t inputs = (size_t)BATCH * INPUT_ELEMENTS;
  size_t outputs = (size_t)BATCH * OUTPUT_ELEMENTS;
  float *x = malloc(inputs * sizeof(float));
  float *yd = malloc(outputs * sizeof(float));
  float *ys = malloc(outputs * sizeof(float));
  double dynamicMs[RUNS], staticMs[RUNS];
  uint32_t seed = 1;
  for (size_t i = 0; i < inputs; ++i) {
    seed = seed * 1103515245u + 12345u;
    x[i] = (float)((int)(seed >> 16) % 2001 - 1000) / 1000.0f;
  }
  dyn_state dynamicState;
  stat_state staticState;
  dyn_state_init(&dynamicState);
  stat_state_init(&staticState);
  tosac_set_threads(THREADS);
  for (int r = 0; r < RUNS; ++r) {
    double t0 = now();
    if (dyn_run(&dynamicState, BATCH, (void *)x, (void *)yd) != 0)
      return fprintf(stderr, "%s\n", dyn_error_message()), 1;
    double t1 = now();
    if (stat_run(&staticState, (void *)x, (void *)ys) != 0)
      return fprintf(stderr, "%s\n", stat_error_message()), 1;
    double t2 = now();
    dynamicMs[r] = t1 - t0;
    staticMs[r] = t2 - t1;
  }
  if (memcmp(yd, ys, outputs * sizeof(float)) != 0)
    return fprintf(stderr, "aot_time: the outputs differ\n"), 1;
  qsort(dynamicMs, RUNS, sizeof(double), compare);
  qsort(staticMs, RUNS, sizeof(double), compare);
  printf("%.4f %.4f\n", dynamicMs[RUNS / 2], staticMs[RUNS / 2]);
  free(x);
  free(yd);
  free(ys);
  return 0;
}
