/*===- mobilenet.c - The MobileNet block compiled ahead of time -----------===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* This file runs examples/mobilenet_block.tosa through the header and       *|
|* object tosa-compile generated (mobilenet_block.h / .o), linked with the   *|
|* tosac runtime only, on the bundled input, and checks that the output      *|
|* equals the expected array.                                                *|
|* Usage: aot-mobilenet input.npy expected.npy                               *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "mobilenet_block.h"

#include <stdio.h>
#include <string.h>

/* Reads the int8 data of a version 1 .npy file into `data` (`size` bytes). */
static int readNpyInt8(const char *path, void *data, size_t size) {
  FILE *file = fopen(path, "rb");
  unsigned char prefix[10];
  char header[1024];
  size_t headerSize;
  int ok;
  if (!file)
    return 0;
  ok = fread(prefix, 1, 10, file) == 10 && !memcmp(prefix, "\x93NUMPY", 6) &&
       prefix[6] == 1;
  headerSize = ok ? (size_t)(prefix[8] | prefix[9] << 8) : 0;
  ok = ok && headerSize < sizeof(header) &&
       fread(header, 1, headerSize, file) == headerSize;
  if (ok) {
    header[headerSize] = 0;
    ok = strstr(header, "'|i1'") != NULL && fread(data, 1, size, file) == size &&
         fgetc(file) == EOF;
  }
  fclose(file);
  return ok;
}

int main(int argc, char **argv) {
  static int8_t input[1][16][16][8], output[1][16][16][8],
      expected[1][16][16][8];
  mobilenet_block_state state;
  int i, mismatches = 0;
  if (argc != 3) {
    fprintf(stderr, "usage: %s input.npy expected.npy\n", argv[0]);
    return 2;
  }
  if (!readNpyInt8(argv[1], input, sizeof(input)) ||
      !readNpyInt8(argv[2], expected, sizeof(expected))) {
    fprintf(stderr, "cannot read the .npy files\n");
    return 1;
  }
  mobilenet_block_state_init(&state);
  memset(output, 0x55, sizeof(output));
  if (mobilenet_block_run(&state, (const int8_t(*)[16][16][8])input,
                          output)) {
    fprintf(stderr, "run failed: %s\n", mobilenet_block_error_message());
    return 1;
  }
  for (i = 0; i < (int)sizeof(output); ++i)
    mismatches += ((const int8_t *)output)[i] != ((const int8_t *)expected)[i];
  printf("output[0][0][0] = %d %d %d %d %d %d %d %d\n", output[0][0][0][0],
         output[0][0][0][1], output[0][0][0][2], output[0][0][0][3],
         output[0][0][0][4], output[0][0][0][5], output[0][0][0][6],
         output[0][0][0][7]);
  printf("%d of %d elements differ from the expected output\n", mismatches,
         (int)sizeof(output));
  return mismatches ? 1 : 0;
}
