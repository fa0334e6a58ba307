/*===- tosac-c/Tosac.h - The tosac C API --------------------------*- C -*-===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* This file declares tosac's stable C API: load a TOSA model (.tosa, its    *|
|* JSON form or MLIR text, from a file or from memory), JIT-compile it for   *|
|* the host CPU or the VTA simulator, query its inputs, outputs and          *|
|* variables, run it on caller-owned buffers and read or write its           *|
|* variables. Handles are opaque; every function that can fail returns a     *|
|* tosac_status (TOSAC_OK is 0) and records a message that                   *|
|* tosac_last_error() returns. No function aborts or throws on bad input.    *|
|*                                                                            *|
|* Buffers hold tensors in C order with the element layout of               *|
|* tosac_dtype_size(): INT4 in one byte (sign-extended), INT48 in an         *|
|* int64_t, BOOL as one byte 0 or 1, FP16/BF16 as their 16-bit patterns,     *|
|* FP8 as one byte, SHAPE values as int64_t.                                 *|
|*                                                                            *|
|* A context and everything created from it are used by one thread at a     *|
|* time; different contexts are independent.                                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TOSAC_C_TOSAC_H
#define TOSAC_C_TOSAC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define TOSAC_C_EXPORT __declspec(dllexport)
#else
#define TOSAC_C_EXPORT __attribute__((visibility("default")))
#endif

/* The version of this API: bumped when a declaration changes. */
#define TOSAC_C_API_VERSION 2

/*===----------------------------------------------------------------------===
 * Status codes
 *===----------------------------------------------------------------------===*/

typedef int32_t tosac_status;
enum {
  TOSAC_OK = 0,
  /* A null handle or pointer, an index out of range, an unknown enum. */
  TOSAC_ERROR_INVALID_ARGUMENT = 1,
  /* A file could not be read. */
  TOSAC_ERROR_IO = 2,
  /* The model could not be parsed or does not verify. */
  TOSAC_ERROR_INVALID_MODEL = 3,
  /* Lowering or code generation failed. */
  TOSAC_ERROR_COMPILE = 4,
  /* A buffer count or byte size does not match the model. */
  TOSAC_ERROR_SIZE_MISMATCH = 5,
  /* No input, output or variable of that name. */
  TOSAC_ERROR_NOT_FOUND = 6,
  /* A data-dependent check of the model (ERROR_IF / REQUIRE) failed during
     a run; the outputs were not written. */
  TOSAC_ERROR_RUNTIME_CHECK = 7,
  /* The object was used in a state that does not allow the call (e.g. a
     module that was already compiled). */
  TOSAC_ERROR_INVALID_STATE = 8,
};

/* tosac's version and the git revision it was built from, e.g.
   "0.9.0 (git 896a552abcde)"; a static string. */
TOSAC_C_EXPORT const char *tosac_version(void);

/* A short name of a status ("TOSAC_OK", "TOSAC_ERROR_IO", ...). */
TOSAC_C_EXPORT const char *tosac_status_name(tosac_status status);

/*===----------------------------------------------------------------------===
 * Element types
 *===----------------------------------------------------------------------===*/

typedef int32_t tosac_dtype;
enum {
  TOSAC_DTYPE_BOOL = 0,
  TOSAC_DTYPE_INT4 = 1,
  TOSAC_DTYPE_INT8 = 2,
  TOSAC_DTYPE_INT16 = 3,
  TOSAC_DTYPE_INT32 = 4,
  TOSAC_DTYPE_INT48 = 5,
  TOSAC_DTYPE_INT64 = 6,
  TOSAC_DTYPE_SHAPE = 7,
  TOSAC_DTYPE_FP16 = 8,
  TOSAC_DTYPE_BF16 = 9,
  TOSAC_DTYPE_FP32 = 10,
  TOSAC_DTYPE_FP64 = 11,
  TOSAC_DTYPE_FP8E4M3 = 12,
  TOSAC_DTYPE_FP8E5M2 = 13,
  /* Since version 2: ui8 / ui16 tensors of framework IR. */
  TOSAC_DTYPE_UINT8 = 14,
  TOSAC_DTYPE_UINT16 = 15,
};

/* Bytes per element in a buffer; 0 for an unknown dtype. */
TOSAC_C_EXPORT size_t tosac_dtype_size(tosac_dtype dtype);
/* The TOSA name ("INT8", "BF16", ...); "UNKNOWN" for an unknown dtype. */
TOSAC_C_EXPORT const char *tosac_dtype_name(tosac_dtype dtype);

/*===----------------------------------------------------------------------===
 * Contexts
 *===----------------------------------------------------------------------===*/

typedef struct tosac_context_impl *tosac_context;

/* Creates a context: it owns the compiler state and the last error. */
TOSAC_C_EXPORT tosac_status tosac_context_create(tosac_context *context);
/* Destroys a context. Its modules and executables must be destroyed first.
   Null is ignored. */
TOSAC_C_EXPORT void tosac_context_destroy(tosac_context context);
/* The message of the last failed call on this context (or on one of its
   modules or executables), "" when none failed. Valid until the next call
   on the context. Null gives a fixed message. */
TOSAC_C_EXPORT const char *tosac_last_error(tosac_context context);
/* The status of the last failed call, TOSAC_OK when none failed. */
TOSAC_C_EXPORT tosac_status tosac_last_status(tosac_context context);
/* Forgets the last error. */
TOSAC_C_EXPORT void tosac_clear_error(tosac_context context);

/*===----------------------------------------------------------------------===
 * Modules (loaded, not compiled)
 *===----------------------------------------------------------------------===*/

typedef struct tosac_module_impl *tosac_module;

typedef int32_t tosac_format;
enum {
  /* The .tosa flatbuffer. */
  TOSAC_FORMAT_TOSA = 0,
  /* The JSON form of a .tosa graph (flatc --json). */
  TOSAC_FORMAT_JSON = 1,
  /* MLIR text of the tosa dialect. */
  TOSAC_FORMAT_MLIR = 2,
};

/* Loads and verifies a model; the format follows the extension (.tosa,
   .json, anything else is MLIR text). */
TOSAC_C_EXPORT tosac_status tosac_module_load_file(tosac_context context,
                                                   const char *path,
                                                   tosac_module *module);
/* Loads and verifies a model from `size` bytes at `data` (copied). */
TOSAC_C_EXPORT tosac_status tosac_module_load_memory(tosac_context context,
                                                     const void *data,
                                                     size_t size,
                                                     tosac_format format,
                                                     tosac_module *module);
/* Destroys a module. Null is ignored. */
TOSAC_C_EXPORT void tosac_module_destroy(tosac_module module);

/*===----------------------------------------------------------------------===
 * Compilation
 *===----------------------------------------------------------------------===*/

typedef int32_t tosac_target;
enum {
  /* Everything JIT-compiled for the host CPU. */
  TOSAC_TARGET_CPU = 0,
  /* The int8 patterns tosa-to-vta offloads run on tosac's VTA simulator,
     the rest on the host CPU. */
  TOSAC_TARGET_VTA_SIM = 1,
};

typedef struct tosac_compile_options {
  /* Set to TOSAC_C_API_VERSION (a zero-filled struct means version 1). */
  int32_t version;
  tosac_target target;
  /* LLVM optimization level 0-3; negative means the default (3). */
  int32_t opt_level;
  /* The function to run; null or "" means main, or the only public one. */
  const char *entry;
  /* Since version 2. Nonzero: reject every element-type combination outside
     the TOSA 1.0 type tables; zero (the default): also run the framework
     forms tosac defines (matmul i8 x i8 -> i16, ...; docs/Dialect.md). */
  int32_t strict;
} tosac_compile_options;

/* Fills `options` with the defaults (CPU, -O3, default entry). */
TOSAC_C_EXPORT void tosac_compile_options_init(tosac_compile_options *options);

typedef struct tosac_executable_impl *tosac_executable;

/* Compiles `module` (null options: the defaults). The module is consumed:
   after a successful or failed compilation it can only be destroyed. */
TOSAC_C_EXPORT tosac_status
tosac_compile(tosac_module module, const tosac_compile_options *options,
              tosac_executable *executable);
/* Destroys an executable. Null is ignored. */
TOSAC_C_EXPORT void tosac_executable_destroy(tosac_executable executable);

/*===----------------------------------------------------------------------===
 * The interface of an executable
 *===----------------------------------------------------------------------===*/

typedef int32_t tosac_role;
enum {
  TOSAC_ROLE_INPUT = 0,
  TOSAC_ROLE_OUTPUT = 1,
  TOSAC_ROLE_VARIABLE = 2,
};

/* One input, output or variable. Pointers stay valid as long as the
   executable. A dynamic extent (`?` in the model) is -1, and num_elements
   and byte_size are 0 until it is known: an input's once
   tosac_executable_set_input_shape set it, an output's once every input's
   shape is set (the model is then compiled for those shapes, once). */
typedef struct tosac_tensor_info {
  const char *name;
  tosac_dtype dtype;
  size_t rank;
  const int64_t *dims;
  /* The product of dims (1 for rank 0). */
  size_t num_elements;
  /* num_elements * tosac_dtype_size(dtype): the buffer size run() and the
     variable accessors expect. */
  size_t byte_size;
} tosac_tensor_info;

/* The number of inputs, outputs or variables. */
TOSAC_C_EXPORT tosac_status tosac_executable_count(tosac_executable executable,
                                                   tosac_role role,
                                                   size_t *count);
/* The description of input, output or variable `index`. */
TOSAC_C_EXPORT tosac_status tosac_executable_tensor_info(
    tosac_executable executable, tosac_role role, size_t index,
    tosac_tensor_info *info);
/* The index of the input, output or variable named `name`. */
TOSAC_C_EXPORT tosac_status tosac_executable_find(tosac_executable executable,
                                                  tosac_role role,
                                                  const char *name,
                                                  size_t *index);

/*===----------------------------------------------------------------------===
 * Running
 *===----------------------------------------------------------------------===*/

/* Since version 2. Sets the shape of input `index` for the next runs: `rank`
   extents, equal to the model's where those are static. A model with
   dynamic input extents runs by specialization: the first run (or output
   query) with a new combination of input shapes compiles the model for
   them, later ones reuse that code. */
TOSAC_C_EXPORT tosac_status
tosac_executable_set_input_shape(tosac_executable executable, size_t index,
                                 const int64_t *dims, size_t rank);

/* Runs the entry function once. `inputs[i]` holds input i with
   `input_sizes[i]` bytes, `outputs[i]` receives output i and has room for
   `output_sizes[i]` bytes; counts and sizes must match the interface
   exactly. The compiled code reads the inputs in place (it never writes
   them) and writes the outputs in place; input and output buffers must not
   overlap. Variables keep their values across runs. When a runtime check
   fails, returns TOSAC_ERROR_RUNTIME_CHECK with the check's message; the
   outputs' contents are then unspecified. */
TOSAC_C_EXPORT tosac_status tosac_executable_run(
    tosac_executable executable, const void *const *inputs,
    const size_t *input_sizes, size_t num_inputs, void *const *outputs,
    const size_t *output_sizes, size_t num_outputs);

/* Sets the number of threads later runs of `executable` use: 0 (the
   default) means one per core. Outputs are the same for every count. */
TOSAC_C_EXPORT tosac_status
tosac_executable_set_threads(tosac_executable executable, int32_t threads);
/* The number of threads a run uses (the count set, or the cores). */
TOSAC_C_EXPORT int32_t
tosac_executable_get_threads(tosac_executable executable);

/* Copies the current value of variable `name` into `data` (`size` bytes,
   exactly the variable's byte_size). */
TOSAC_C_EXPORT tosac_status tosac_executable_get_variable(
    tosac_executable executable, const char *name, void *data, size_t size);
/* Overwrites variable `name` with `size` bytes from `data` and marks it
   written (a later read does not fail the REQUIRE(is_written) check). */
TOSAC_C_EXPORT tosac_status tosac_executable_set_variable(
    tosac_executable executable, const char *name, const void *data,
    size_t size);

#ifdef __cplusplus
}
#endif

#endif /* TOSAC_C_TOSAC_H */
