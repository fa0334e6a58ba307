/*===- CAPICTest.c - The C API used from C --------------------------------===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* This file is a test written in C99 and linked against libtosac.so: it     *|
|* loads a .tosa model, prints its interface, runs it on the data of an .npy *|
|* file and compares the output with an expected .npy file byte for byte.    *|
|* Usage: CAPICTest model.tosa input.npy expected.npy                        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "tosac-c/Tosac.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reads the data of a version 1-3 .npy file whose dtype descr contains
   `descr`; returns a malloc'ed buffer and its size, or NULL. */
static void *readNpy(const char *path, const char *descr, size_t *size) {
  FILE *file = fopen(path, "rb");
  unsigned char prefix[12];
  size_t headerSize, prefixSize, total;
  char *header;
  void *data;
  long end;
  if (!file)
    return NULL;
  if (fread(prefix, 1, 10, file) != 10 || memcmp(prefix, "\x93NUMPY", 6)) {
    fclose(file);
    return NULL;
  }
  if (prefix[6] == 1) {
    headerSize = prefix[8] | (size_t)prefix[9] << 8;
    prefixSize = 10;
  } else {
    if (fread(prefix + 10, 1, 2, file) != 2) {
      fclose(file);
      return NULL;
    }
    headerSize = prefix[8] | (size_t)prefix[9] << 8 |
                 (size_t)prefix[10] << 16 | (size_t)prefix[11] << 24;
    prefixSize = 12;
  }
  header = malloc(headerSize + 1);
  if (!header || fread(header, 1, headerSize, file) != headerSize) {
    free(header);
    fclose(file);
    return NULL;
  }
  header[headerSize] = 0;
  if (!strstr(header, descr) || strstr(header, "'fortran_order': True")) {
    fprintf(stderr, "%s: unexpected header %s\n", path, header);
    free(header);
    fclose(file);
    return NULL;
  }
  free(header);
  fseek(file, 0, SEEK_END);
  end = ftell(file);
  total = (size_t)end - prefixSize - headerSize;
  fseek(file, (long)(prefixSize + headerSize), SEEK_SET);
  data = malloc(total ? total : 1);
  if (!data || fread(data, 1, total, file) != total) {
    free(data);
    fclose(file);
    return NULL;
  }
  fclose(file);
  *size = total;
  return data;
}

#define CHECK(call)                                                            \
  do {                                                                         \
    tosac_status status_ = (call);                                             \
    if (status_ != TOSAC_OK) {                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__,                   \
              tosac_status_name(status_), tosac_last_error(context));         \
      return 1;                                                                \
    }                                                                          \
  } while (0)

int main(int argc, char **argv) {
  tosac_context context = NULL;
  tosac_module module = NULL;
  tosac_executable executable = NULL;
  tosac_compile_options options;
  tosac_tensor_info input, output;
  size_t numInputs, numOutputs, inputSize, expectedSize, i, mismatches = 0;
  void *inputData, *expected, *actual;
  const void *inputs[1];
  void *outputs[1];
  size_t inputSizes[1], outputSizes[1];

  if (argc != 4) {
    fprintf(stderr, "usage: %s model.tosa input.npy expected.npy\n", argv[0]);
    return 2;
  }
  CHECK(tosac_context_create(&context));
  CHECK(tosac_module_load_file(context, argv[1], &module));
  tosac_compile_options_init(&options);
  options.target = TOSAC_TARGET_CPU;
  CHECK(tosac_compile(module, &options, &executable));
  tosac_module_destroy(module);

  CHECK(tosac_executable_count(executable, TOSAC_ROLE_INPUT, &numInputs));
  CHECK(tosac_executable_count(executable, TOSAC_ROLE_OUTPUT, &numOutputs));
  if (numInputs != 1 || numOutputs != 1) {
    fprintf(stderr, "expected 1 input and 1 output, got %zu and %zu\n",
            numInputs, numOutputs);
    return 1;
  }
  CHECK(tosac_executable_tensor_info(executable, TOSAC_ROLE_INPUT, 0, &input));
  CHECK(tosac_executable_tensor_info(executable, TOSAC_ROLE_OUTPUT, 0,
                                     &output));
  printf("input %s %s rank %zu dims", input.name,
         tosac_dtype_name(input.dtype), input.rank);
  for (i = 0; i < input.rank; ++i)
    printf(" %lld", (long long)input.dims[i]);
  printf("\noutput %s %s %zu bytes\n", output.name,
         tosac_dtype_name(output.dtype), output.byte_size);
  if (input.dtype != TOSAC_DTYPE_INT8 || output.dtype != TOSAC_DTYPE_INT8)
    return 1;

  inputData = readNpy(argv[2], "'|i1'", &inputSize);
  expected = readNpy(argv[3], "'|i1'", &expectedSize);
  if (!inputData || !expected || inputSize != input.byte_size ||
      expectedSize != output.byte_size) {
    fprintf(stderr, "cannot read the .npy files or wrong sizes\n");
    return 1;
  }
  actual = malloc(output.byte_size);
  inputs[0] = inputData;
  inputSizes[0] = inputSize;
  outputs[0] = actual;
  outputSizes[0] = output.byte_size;

  /* A wrong size is reported, not fatal. */
  inputSizes[0] = inputSize - 1;
  if (tosac_executable_run(executable, inputs, inputSizes, 1, outputs,
                           outputSizes, 1) != TOSAC_ERROR_SIZE_MISMATCH) {
    fprintf(stderr, "a short input buffer was accepted\n");
    return 1;
  }
  printf("short input: %s\n", tosac_last_error(context));
  inputSizes[0] = inputSize;

  CHECK(tosac_executable_run(executable, inputs, inputSizes, 1, outputs,
                             outputSizes, 1));
  for (i = 0; i < output.byte_size; ++i)
    mismatches += ((const signed char *)actual)[i] !=
                  ((const signed char *)expected)[i];
  printf("%zu of %zu elements differ from the expected output\n", mismatches,
         output.num_elements);

  free(actual);
  free(expected);
  free(inputData);
  tosac_executable_destroy(executable);
  tosac_context_destroy(context);
  return mismatches ? 1 : 0;
}
