/*===- conformance.c - A conformance graph compiled ahead of time ---------===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* This file runs one conformance test's graph through the header and object *|
|* tosa-compile generated, on the test's .npy inputs, and checks that the    *|
|* output's bytes equal the reference model's. It is compiled once per test *|
|* with MODEL_HEADER, MODEL_RUN, MODEL_STATE, MODEL_STATE_INIT, NUM_INPUTS   *|
|* and OUTPUT_BYTES defined; the typed array parameters of the run function  *|
|* accept the raw buffers (void * converts to any object pointer in C).     *|
|* Usage: aot-conformance-<test> input.npy... expected.npy                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include MODEL_HEADER

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reads the data of a version 1 .npy file; returns its size in `size`. */
static void *readNpy(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  unsigned char prefix[10];
  size_t headerSize;
  long start, end;
  void *data = NULL;
  if (!file)
    return NULL;
  if (fread(prefix, 1, 10, file) == 10 && !memcmp(prefix, "\x93NUMPY", 6) &&
      prefix[6] == 1) {
    headerSize = (size_t)(prefix[8] | prefix[9] << 8);
    start = 10 + (long)headerSize;
    if (!fseek(file, 0, SEEK_END) && (end = ftell(file)) >= start &&
        !fseek(file, start, SEEK_SET)) {
      *size = (size_t)(end - start);
      data = malloc(*size ? *size : 1);
      if (data && fread(data, 1, *size, file) != *size) {
        free(data);
        data = NULL;
      }
    }
  }
  fclose(file);
  return data;
}

int main(int argc, char **argv) {
  void *inputs[NUM_INPUTS];
  size_t sizes[NUM_INPUTS], expectedSize = 0;
  static unsigned char output[OUTPUT_BYTES];
  unsigned char *expected;
  void *out = output;
  MODEL_STATE state;
  int i, status;
  if (argc != NUM_INPUTS + 2) {
    fprintf(stderr, "usage: %s input.npy... expected.npy\n", argv[0]);
    return 2;
  }
  for (i = 0; i < NUM_INPUTS; ++i)
    if (!(inputs[i] = readNpy(argv[1 + i], &sizes[i]))) {
      fprintf(stderr, "cannot read %s\n", argv[1 + i]);
      return 2;
    }
  expected = readNpy(argv[NUM_INPUTS + 1], &expectedSize);
  if (!expected || expectedSize != OUTPUT_BYTES) {
    fprintf(stderr, "cannot read %s or its size is not %d bytes\n",
            argv[NUM_INPUTS + 1], OUTPUT_BYTES);
    return 2;
  }
  MODEL_STATE_INIT(&state);
#if NUM_INPUTS == 1
  status = MODEL_RUN(&state, inputs[0], out);
#elif NUM_INPUTS == 2
  status = MODEL_RUN(&state, inputs[0], inputs[1], out);
#else
#error "conformance.c supports one or two inputs"
#endif
  if (status) {
    fprintf(stderr, "runtime check failed\n");
    return 1;
  }
  for (i = 0; i < OUTPUT_BYTES; ++i)
    if (output[i] != expected[i]) {
      fprintf(stderr, "output byte %d differs: %d, expected %d\n", i,
              output[i], expected[i]);
      return 1;
    }
  printf("%d output bytes match\n", OUTPUT_BYTES);
  return 0;
}
