/*===- main.c - A C consumer of an installed tosac ------------------------===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* This program uses tosac's C API from an installed tree, found with        *|
|* pkg-config:                                                               *|
|*                                                                            *|
|*   cc main.c $(pkg-config --cflags --libs tosac) -o consumer-c             *|
|*   ./consumer-c model.tosa input.npy expected.npy                          *|
|*                                                                            *|
|* It loads a one-input, one-output model (examples/mobilenet_block.tosa),   *|
|* JIT-compiles it for this CPU, runs it on the .npy input and compares the  *|
|* output byte for byte with the expected .npy array. Exit status 0 means   *|
|* every byte matched.                                                       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include <tosac-c/Tosac.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The .npy descr of a tosac element type, NULL if this program does not
   read that type. */
static const char *npyDescr(tosac_dtype dtype) {
  switch (dtype) {
  case TOSAC_DTYPE_INT8:
    return "'|i1'";
  case TOSAC_DTYPE_INT16:
    return "'<i2'";
  case TOSAC_DTYPE_INT32:
    return "'<i4'";
  case TOSAC_DTYPE_FP32:
    return "'<f4'";
  default:
    return NULL;
  }
}

/* Reads exactly `size` bytes of C-order data with .npy descr `descr` from a
   version 1 .npy file into `data`. Returns 0 on success. */
static int readNpy(const char *path, const char *descr, void *data,
                   size_t size) {
  FILE *file = fopen(path, "rb");
  unsigned char prefix[10];
  char header[4096];
  size_t headerSize = 0;
  int ok;
  if (!file) {
    fprintf(stderr, "consumer-c: cannot open %s\n", path);
    return 1;
  }
  ok = fread(prefix, 1, 10, file) == 10 && !memcmp(prefix, "\x93NUMPY", 6) &&
       prefix[6] == 1;
  if (ok) {
    headerSize = (size_t)(prefix[8] | prefix[9] << 8);
    ok = headerSize < sizeof(header) &&
         fread(header, 1, headerSize, file) == headerSize;
  }
  if (ok) {
    header[headerSize] = 0;
    ok = strstr(header, descr) != NULL &&
         strstr(header, "'fortran_order': False") != NULL &&
         fread(data, 1, size, file) == size && fgetc(file) == EOF;
  }
  fclose(file);
  if (!ok)
    fprintf(stderr,
            "consumer-c: %s is not a C-order .npy array of %s with %zu "
            "bytes of data\n",
            path, descr, size);
  return !ok;
}

int main(int argc, char **argv) {
  tosac_context context = NULL;
  tosac_module module = NULL;
  tosac_executable executable = NULL;
  tosac_tensor_info in, out;
  size_t numInputs = 0, numOutputs = 0, i, mismatches = 0;
  unsigned char *input = NULL, *output = NULL, *expected = NULL;
  const void *inputs[1];
  void *outputs[1];
  const char *inDescr, *outDescr;
  int status = 1;

  if (argc != 4) {
    fprintf(stderr, "usage: %s model.tosa input.npy expected.npy\n", argv[0]);
    return 2;
  }
  printf("tosac %s\n", tosac_version());
  if (tosac_context_create(&context) != TOSAC_OK) {
    fprintf(stderr, "consumer-c: cannot create a context\n");
    return 1;
  }
  if (tosac_module_load_file(context, argv[1], &module) != TOSAC_OK ||
      tosac_compile(module, NULL, &executable) != TOSAC_OK) {
    fprintf(stderr, "consumer-c: %s: %s\n", argv[1], tosac_last_error(context));
    goto done;
  }
  tosac_executable_count(executable, TOSAC_ROLE_INPUT, &numInputs);
  tosac_executable_count(executable, TOSAC_ROLE_OUTPUT, &numOutputs);
  if (numInputs != 1 || numOutputs != 1) {
    fprintf(stderr,
            "consumer-c: expected one input and one output, the "
            "model has %zu and %zu\n",
            numInputs, numOutputs);
    goto done;
  }
  tosac_executable_tensor_info(executable, TOSAC_ROLE_INPUT, 0, &in);
  tosac_executable_tensor_info(executable, TOSAC_ROLE_OUTPUT, 0, &out);
  inDescr = npyDescr(in.dtype);
  outDescr = npyDescr(out.dtype);
  if (!inDescr || !outDescr) {
    fprintf(stderr, "consumer-c: this program reads int8, int16, int32 and "
                    "fp32 arrays only\n");
    goto done;
  }
  printf("input %s: %s, %zu elements; output %s: %s, %zu elements\n", in.name,
         tosac_dtype_name(in.dtype), in.num_elements, out.name,
         tosac_dtype_name(out.dtype), out.num_elements);

  input = malloc(in.byte_size);
  output = malloc(out.byte_size);
  expected = malloc(out.byte_size);
  if (!input || !output || !expected ||
      readNpy(argv[2], inDescr, input, in.byte_size) ||
      readNpy(argv[3], outDescr, expected, out.byte_size))
    goto done;
  memset(output, 0x55, out.byte_size);
  inputs[0] = input;
  outputs[0] = output;
  if (tosac_executable_run(executable, inputs, &in.byte_size, 1, outputs,
                           &out.byte_size, 1) != TOSAC_OK) {
    fprintf(stderr, "consumer-c: run failed: %s\n", tosac_last_error(context));
    goto done;
  }
  for (i = 0; i < out.byte_size; ++i)
    mismatches += output[i] != expected[i];
  printf("%zu of %zu output bytes differ from %s\n", mismatches, out.byte_size,
         argv[3]);
  status = mismatches != 0;

done:
  free(input);
  free(output);
  free(expected);
  tosac_executable_destroy(executable);
  tosac_module_destroy(module);
  tosac_context_destroy(context);
  return status;
}
