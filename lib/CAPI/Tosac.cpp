//===- Tosac.cpp - The tosac C API ----------------------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the C API of tosac-c/Tosac.h on top of the executor
// (CompiledModule). Every entry point checks its arguments, turns each
// llvm::Error into a status and a message stored in the context, and never
// lets an error escape unhandled. Buffers are copied into the .npy arrays
// the executor takes and back.
//
//===----------------------------------------------------------------------===//

#include "tosac-c/Tosac.h"

#include "tosac/Execution/DiagnosticCollector.h"
#include "tosac/Execution/Executor.h"
#include "tosac/Target/Flatbuffer/Import.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstring>
#include <memory>
#include <optional>
#include <string>

using namespace tosac;

struct tosac_context_impl {
  explicit tosac_context_impl(const mlir::DialectRegistry &registry)
      : mlir(registry) {}
  mlir::MLIRContext mlir;
  std::string lastError;
  tosac_status lastStatus = TOSAC_OK;
};

struct tosac_module_impl {
  tosac_context context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

struct tosac_executable_impl {
  tosac_context context;
  std::unique_ptr<CompiledModule> compiled;
  /// The input shapes of the next runs: the signature's, with the dynamic
  /// extents (-1) tosac_executable_set_input_shape sets.
  std::vector<std::vector<int64_t>> inputShapes;
};

namespace {

/// Records a failure on `context` and returns its status.
tosac_status fail(tosac_context context, tosac_status status,
                  const llvm::Twine &message) {
  if (context) {
    context->lastStatus = status;
    context->lastError = message.str();
  }
  return status;
}

/// Records `error` (consumed) as a failure with `status`.
tosac_status fail(tosac_context context, tosac_status status,
                  llvm::Error error) {
  return fail(context, status, llvm::toString(std::move(error)));
}

std::optional<ElementKind> toKind(tosac_dtype dtype) {
  if (dtype < TOSAC_DTYPE_BOOL || dtype > TOSAC_DTYPE_UINT16)
    return std::nullopt;
  // The enumerators follow ElementKind's order.
  return static_cast<ElementKind>(dtype);
}

tosac_dtype toDType(ElementKind kind) { return static_cast<tosac_dtype>(kind); }

static_assert(static_cast<int>(ElementKind::Float8E5M2) == TOSAC_DTYPE_FP8E5M2,
              "tosac_dtype must follow ElementKind");
static_assert(static_cast<int>(ElementKind::UInt16) == TOSAC_DTYPE_UINT16,
              "tosac_dtype must follow ElementKind");
static_assert(static_cast<int>(ElementKind::Index) == TOSAC_DTYPE_SHAPE,
              "tosac_dtype must follow ElementKind");

size_t elementSize(ElementKind kind) {
  return getNpyDTypeSize(getNpyDTypeOf(kind));
}

/// The product of the extents; 0 while one is dynamic (-1).
size_t numElements(llvm::ArrayRef<int64_t> shape) {
  size_t count = 1;
  for (int64_t extent : shape)
    count *= extent < 0 ? 0 : static_cast<size_t>(extent);
  return count;
}

size_t numElements(const TensorSignature &signature) {
  return numElements(signature.shape);
}

size_t byteSize(const TensorSignature &signature) {
  return numElements(signature) * elementSize(signature.kind);
}

const std::vector<TensorSignature> *getList(const CompiledModule &compiled,
                                            tosac_role role) {
  switch (role) {
  case TOSAC_ROLE_INPUT:
    return &compiled.getInputs();
  case TOSAC_ROLE_OUTPUT:
    return &compiled.getOutputs();
  case TOSAC_ROLE_VARIABLE:
    return &compiled.getVariables();
  default:
    return nullptr;
  }
}

const char *roleName(tosac_role role) {
  switch (role) {
  case TOSAC_ROLE_INPUT:
    return "input";
  case TOSAC_ROLE_OUTPUT:
    return "output";
  default:
    return "variable";
  }
}

/// An .npy array of `signature` holding a copy of `size` bytes at `data`
/// (the sizes were checked).
NpyArray toArray(const TensorSignature &signature, const void *data) {
  NpyArray array;
  array.dtype = getNpyDTypeOf(signature.kind);
  array.shape = signature.shape;
  const auto *bytes = static_cast<const uint8_t *>(data);
  array.data.assign(bytes, bytes + byteSize(signature));
  return array;
}

/// Checks a caller buffer against `signature`.
tosac_status checkBuffer(tosac_context context,
                         const TensorSignature &signature, const char *what,
                         const void *data, size_t size) {
  if (!data)
    return fail(
        context, TOSAC_ERROR_INVALID_ARGUMENT,
        llvm::formatv("{0} '{1}': null buffer", what, signature.name).str());
  if (size != byteSize(signature))
    return fail(context, TOSAC_ERROR_SIZE_MISMATCH,
                llvm::formatv("{0} '{1}' ({2}, {3} elements) takes {4} bytes, "
                              "got a buffer of {5} bytes",
                              what, signature.name,
                              getElementKindName(signature.kind),
                              numElements(signature), byteSize(signature), size)
                    .str());
  return TOSAC_OK;
}

const TensorSignature *findVariable(const CompiledModule &compiled,
                                    const char *name) {
  for (const TensorSignature &variable : compiled.getVariables())
    if (variable.name == name)
      return &variable;
  return nullptr;
}

tosac_status newModule(tosac_context context,
                       mlir::OwningOpRef<mlir::ModuleOp> module,
                       tosac_module *result) {
  auto *handle = new tosac_module_impl{context, std::move(module)};
  *result = handle;
  return TOSAC_OK;
}

} // namespace

//===----------------------------------------------------------------------===//
// Status codes and element types
//===----------------------------------------------------------------------===//

const char *tosac_status_name(tosac_status status) {
  switch (status) {
  case TOSAC_OK:
    return "TOSAC_OK";
  case TOSAC_ERROR_INVALID_ARGUMENT:
    return "TOSAC_ERROR_INVALID_ARGUMENT";
  case TOSAC_ERROR_IO:
    return "TOSAC_ERROR_IO";
  case TOSAC_ERROR_INVALID_MODEL:
    return "TOSAC_ERROR_INVALID_MODEL";
  case TOSAC_ERROR_COMPILE:
    return "TOSAC_ERROR_COMPILE";
  case TOSAC_ERROR_SIZE_MISMATCH:
    return "TOSAC_ERROR_SIZE_MISMATCH";
  case TOSAC_ERROR_NOT_FOUND:
    return "TOSAC_ERROR_NOT_FOUND";
  case TOSAC_ERROR_RUNTIME_CHECK:
    return "TOSAC_ERROR_RUNTIME_CHECK";
  case TOSAC_ERROR_INVALID_STATE:
    return "TOSAC_ERROR_INVALID_STATE";
  default:
    return "TOSAC_ERROR_UNKNOWN";
  }
}

size_t tosac_dtype_size(tosac_dtype dtype) {
  std::optional<ElementKind> kind = toKind(dtype);
  return kind ? elementSize(*kind) : 0;
}

const char *tosac_dtype_name(tosac_dtype dtype) {
  std::optional<ElementKind> kind = toKind(dtype);
  // The names are string literals, hence null-terminated.
  return kind ? getElementKindName(*kind).data() : "UNKNOWN";
}

//===----------------------------------------------------------------------===//
// Contexts
//===----------------------------------------------------------------------===//

tosac_status tosac_context_create(tosac_context *context) {
  if (!context)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  mlir::DialectRegistry registry;
  registerExecutorDependencies(registry);
  *context = new tosac_context_impl(registry);
  return TOSAC_OK;
}

void tosac_context_destroy(tosac_context context) { delete context; }

const char *tosac_last_error(tosac_context context) {
  if (!context)
    return "null tosac_context";
  return context->lastError.c_str();
}

tosac_status tosac_last_status(tosac_context context) {
  return context ? context->lastStatus : TOSAC_ERROR_INVALID_ARGUMENT;
}

void tosac_clear_error(tosac_context context) {
  if (!context)
    return;
  context->lastError.clear();
  context->lastStatus = TOSAC_OK;
}

//===----------------------------------------------------------------------===//
// Modules
//===----------------------------------------------------------------------===//

tosac_status tosac_module_load_file(tosac_context context, const char *path,
                                    tosac_module *module) {
  if (!context)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  if (!path || !module)
    return fail(context, TOSAC_ERROR_INVALID_ARGUMENT,
                "tosac_module_load_file: null path or result");
  *module = nullptr;
  if (!llvm::sys::fs::is_regular_file(path))
    return fail(context, TOSAC_ERROR_IO,
                llvm::Twine("cannot read '") + path + "': no such file");
  auto loaded = loadModule(path, &context->mlir);
  if (!loaded)
    return fail(context, TOSAC_ERROR_INVALID_MODEL, loaded.takeError());
  return newModule(context, std::move(*loaded), module);
}

tosac_status tosac_module_load_memory(tosac_context context, const void *data,
                                      size_t size, tosac_format format,
                                      tosac_module *module) {
  if (!context)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  if (!data || !module)
    return fail(context, TOSAC_ERROR_INVALID_ARGUMENT,
                "tosac_module_load_memory: null data or result");
  *module = nullptr;
  llvm::StringRef bytes(static_cast<const char *>(data), size);
  const char *name = "<memory>";
  DiagnosticCollector diagnostics(&context->mlir, name);
  mlir::OwningOpRef<mlir::ModuleOp> loaded;
  switch (format) {
  case TOSAC_FORMAT_TOSA:
    loaded = importTosaFlatbuffer(
        std::shared_ptr<llvm::MemoryBuffer>(
            llvm::MemoryBuffer::getMemBufferCopy(bytes, name)),
        &context->mlir);
    break;
  case TOSAC_FORMAT_JSON:
    loaded = importTosaJson(bytes, name, &context->mlir);
    break;
  case TOSAC_FORMAT_MLIR:
    loaded = mlir::parseSourceString<mlir::ModuleOp>(
        bytes, mlir::ParserConfig(&context->mlir), name);
    break;
  default:
    return fail(context, TOSAC_ERROR_INVALID_ARGUMENT,
                llvm::formatv("unknown tosac_format {0}", format).str());
  }
  if (!loaded)
    return fail(context, TOSAC_ERROR_INVALID_MODEL,
                llvm::toString(diagnostics.takeError("cannot read the model")));
  if (mlir::failed(mlir::verify(*loaded)))
    return fail(context, TOSAC_ERROR_INVALID_MODEL,
                llvm::toString(diagnostics.takeError(
                    "the model is not a valid TOSA module")));
  return newModule(context, std::move(loaded), module);
}

void tosac_module_destroy(tosac_module module) { delete module; }

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

void tosac_compile_options_init(tosac_compile_options *options) {
  if (!options)
    return;
  std::memset(options, 0, sizeof(*options));
  options->version = TOSAC_C_API_VERSION;
  options->target = TOSAC_TARGET_CPU;
  options->opt_level = -1;
}

tosac_status tosac_compile(tosac_module module,
                           const tosac_compile_options *options,
                           tosac_executable *executable) {
  if (!module)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  tosac_context context = module->context;
  if (!executable)
    return fail(context, TOSAC_ERROR_INVALID_ARGUMENT,
                "tosac_compile: null result");
  *executable = nullptr;
  if (!module->module)
    return fail(context, TOSAC_ERROR_INVALID_STATE,
                "tosac_compile: the module was already compiled");
  ExecutorOptions executorOptions;
  if (options) {
    if (options->version < 0 || options->version > TOSAC_C_API_VERSION)
      return fail(context, TOSAC_ERROR_INVALID_ARGUMENT,
                  llvm::formatv("unsupported tosac_compile_options version {0}",
                                options->version)
                      .str());
    switch (options->target) {
    case TOSAC_TARGET_CPU:
      executorOptions.target = Target::Cpu;
      break;
    case TOSAC_TARGET_VTA_SIM:
      executorOptions.target = Target::VtaSim;
      break;
    default:
      return fail(
          context, TOSAC_ERROR_INVALID_ARGUMENT,
          llvm::formatv("unknown tosac_target {0}", options->target).str());
    }
    if (options->opt_level > 3)
      return fail(context, TOSAC_ERROR_INVALID_ARGUMENT,
                  llvm::formatv("optimization level {0} is not in 0-3",
                                options->opt_level)
                      .str());
    if (options->opt_level >= 0)
      executorOptions.optLevel = options->opt_level;
    if (options->entry)
      executorOptions.entry = options->entry;
    // Version 1 structs end before `strict`.
    if (options->version >= 2)
      executorOptions.lowering.strict = options->strict != 0;
  }
  // The module is rewritten in place: it is consumed whatever the outcome.
  mlir::OwningOpRef<mlir::ModuleOp> owned = std::move(module->module);
  auto compiled = CompiledModule::compile(*owned, executorOptions);
  if (!compiled)
    return fail(context, TOSAC_ERROR_COMPILE, compiled.takeError());
  std::vector<std::vector<int64_t>> inputShapes;
  for (const TensorSignature &input : (*compiled)->getInputs())
    inputShapes.push_back(input.shape);
  *executable = new tosac_executable_impl{context, std::move(*compiled),
                                          std::move(inputShapes)};
  return TOSAC_OK;
}

void tosac_executable_destroy(tosac_executable executable) {
  delete executable;
}

tosac_status tosac_executable_set_threads(tosac_executable executable,
                                          int32_t threads) {
  if (!executable)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  if (threads < 0)
    return fail(executable->context, TOSAC_ERROR_INVALID_ARGUMENT,
                llvm::formatv("tosac_executable_set_threads: {0} threads "
                              "(expected 0 for one per core, or more)",
                              threads)
                    .str());
  executable->compiled->setThreads(static_cast<unsigned>(threads));
  return TOSAC_OK;
}

int32_t tosac_executable_get_threads(tosac_executable executable) {
  return executable ? static_cast<int32_t>(executable->compiled->getThreads())
                    : 0;
}

//===----------------------------------------------------------------------===//
// The interface of an executable
//===----------------------------------------------------------------------===//

tosac_status tosac_executable_count(tosac_executable executable,
                                    tosac_role role, size_t *count) {
  if (!executable)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  const auto *list = getList(*executable->compiled, role);
  if (!list || !count)
    return fail(executable->context, TOSAC_ERROR_INVALID_ARGUMENT,
                "tosac_executable_count: unknown role or null result");
  *count = list->size();
  return TOSAC_OK;
}

/// The first input whose shape still has a dynamic extent, or null.
static const TensorSignature *findUnsetInput(tosac_executable executable) {
  for (auto [shape, input] : llvm::zip_equal(executable->inputShapes,
                                             executable->compiled->getInputs()))
    if (llvm::is_contained(shape, -1))
      return &input;
  return nullptr;
}

/// The module the next run uses: the executable's own, or its
/// specialization to the input shapes set (compiled on first use). Null
/// with `status` set (and recorded on the context) when that fails.
static CompiledModule *getRunModule(tosac_executable executable,
                                    tosac_status &status) {
  CompiledModule &compiled = *executable->compiled;
  if (const TensorSignature *input = findUnsetInput(executable)) {
    status = fail(executable->context, TOSAC_ERROR_INVALID_STATE,
                  "input '" + input->name +
                      "' has a dynamic extent: set its shape with "
                      "tosac_executable_set_input_shape first");
    return nullptr;
  }
  llvm::Expected<CompiledModule *> module =
      compiled.specialize(executable->inputShapes);
  if (!module) {
    status = fail(executable->context, TOSAC_ERROR_COMPILE, module.takeError());
    return nullptr;
  }
  return *module;
}

tosac_status tosac_executable_set_input_shape(tosac_executable executable,
                                              size_t index, const int64_t *dims,
                                              size_t rank) {
  if (!executable)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  tosac_context context = executable->context;
  const auto &inputs = executable->compiled->getInputs();
  if (index >= inputs.size() || (rank && !dims))
    return fail(context, TOSAC_ERROR_INVALID_ARGUMENT,
                "tosac_executable_set_input_shape: input index out of range "
                "or null dims");
  const TensorSignature &input = inputs[index];
  std::vector<int64_t> shape(dims, dims + rank);
  if (!fitsSignatureShape(shape, input))
    return fail(context, TOSAC_ERROR_SIZE_MISMATCH,
                "input '" + input.name + "' cannot have the shape given: " +
                    "the rank and every static extent must match the model's");
  executable->inputShapes[index] = std::move(shape);
  return TOSAC_OK;
}

tosac_status tosac_executable_tensor_info(tosac_executable executable,
                                          tosac_role role, size_t index,
                                          tosac_tensor_info *info) {
  if (!executable)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  const auto *list = getList(*executable->compiled, role);
  if (!list || !info)
    return fail(executable->context, TOSAC_ERROR_INVALID_ARGUMENT,
                "tosac_executable_tensor_info: unknown role or null result");
  // A dynamic model's outputs have the shapes of its specialization to the
  // input shapes set, once they are all known.
  if (role == TOSAC_ROLE_OUTPUT && executable->compiled->hasDynamicShapes() &&
      !findUnsetInput(executable)) {
    tosac_status status = TOSAC_OK;
    CompiledModule *module = getRunModule(executable, status);
    if (!module)
      return status;
    list = &module->getOutputs();
  }
  if (index >= list->size())
    return fail(executable->context, TOSAC_ERROR_INVALID_ARGUMENT,
                llvm::formatv("{0} index {1} is out of range: the model has "
                              "{2}",
                              roleName(role), index, list->size())
                    .str());
  const TensorSignature &signature = (*list)[index];
  info->name = signature.name.c_str();
  info->dtype = toDType(signature.kind);
  info->rank = signature.shape.size();
  const std::vector<int64_t> &shape = role == TOSAC_ROLE_INPUT
                                          ? executable->inputShapes[index]
                                          : signature.shape;
  info->dims = shape.data();
  info->num_elements = numElements(shape);
  info->byte_size = info->num_elements * elementSize(signature.kind);
  return TOSAC_OK;
}

tosac_status tosac_executable_find(tosac_executable executable, tosac_role role,
                                   const char *name, size_t *index) {
  if (!executable)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  const auto *list = getList(*executable->compiled, role);
  if (!list || !name || !index)
    return fail(executable->context, TOSAC_ERROR_INVALID_ARGUMENT,
                "tosac_executable_find: unknown role, null name or result");
  for (size_t i = 0; i < list->size(); ++i)
    if ((*list)[i].name == name) {
      *index = i;
      return TOSAC_OK;
    }
  return fail(executable->context, TOSAC_ERROR_NOT_FOUND,
              llvm::Twine("no ") + roleName(role) + " named '" + name + "'");
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

tosac_status tosac_executable_run(tosac_executable executable,
                                  const void *const *inputs,
                                  const size_t *input_sizes, size_t num_inputs,
                                  void *const *outputs,
                                  const size_t *output_sizes,
                                  size_t num_outputs) {
  if (!executable)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  tosac_context context = executable->context;
  tosac_status status = TOSAC_OK;
  CompiledModule *module = getRunModule(executable, status);
  if (!module)
    return status;
  CompiledModule &compiled = *module;
  const auto &inputSignatures = compiled.getInputs();
  const auto &outputSignatures = compiled.getOutputs();
  if (num_inputs != inputSignatures.size() ||
      num_outputs != outputSignatures.size())
    return fail(context, TOSAC_ERROR_SIZE_MISMATCH,
                llvm::formatv("the model takes {0} inputs and {1} outputs, "
                              "got {2} and {3}",
                              inputSignatures.size(), outputSignatures.size(),
                              num_inputs, num_outputs)
                    .str());
  if ((num_inputs && (!inputs || !input_sizes)) ||
      (num_outputs && (!outputs || !output_sizes)))
    return fail(context, TOSAC_ERROR_INVALID_ARGUMENT,
                "tosac_executable_run: null buffer or size array");
  for (size_t i = 0; i < num_inputs; ++i)
    if (tosac_status status = checkBuffer(context, inputSignatures[i], "input",
                                          inputs[i], input_sizes[i]))
      return status;
  for (size_t i = 0; i < num_outputs; ++i)
    if (tosac_status status =
            checkBuffer(context, outputSignatures[i], "output", outputs[i],
                        output_sizes[i]))
      return status;

  // The compiled code reads and writes the caller's buffers directly; a
  // buffer not aligned to its element size goes through an aligned copy.
  std::vector<const void *> inputMemory(inputs, inputs + num_inputs);
  std::vector<void *> outputMemory(outputs, outputs + num_outputs);
  std::vector<std::vector<uint64_t>> copies;
  auto aligned = [&](const void *data, const TensorSignature &signature) {
    return reinterpret_cast<uintptr_t>(data) % elementSize(signature.kind) == 0;
  };
  auto alignedCopy = [&](const void *data, size_t size) {
    copies.emplace_back((size + 7) / 8);
    if (data)
      std::memcpy(copies.back().data(), data, size);
    return static_cast<void *>(copies.back().data());
  };
  for (size_t i = 0; i < num_inputs; ++i)
    if (!aligned(inputs[i], inputSignatures[i]))
      inputMemory[i] = alignedCopy(inputs[i], input_sizes[i]);
  for (size_t i = 0; i < num_outputs; ++i)
    if (!aligned(outputs[i], outputSignatures[i]))
      outputMemory[i] = alignedCopy(nullptr, output_sizes[i]);

  if (llvm::Error error = compiled.runOnMemory(inputMemory, outputMemory)) {
    std::string message = llvm::toString(std::move(error));
    bool checkFailed =
        llvm::StringRef(message).starts_with("runtime check failed");
    return fail(context,
                checkFailed ? TOSAC_ERROR_RUNTIME_CHECK : TOSAC_ERROR_COMPILE,
                message);
  }
  for (size_t i = 0; i < num_outputs; ++i)
    if (outputMemory[i] != outputs[i])
      std::memcpy(outputs[i], outputMemory[i], output_sizes[i]);
  return TOSAC_OK;
}

/// The checks shared by the variable accessors: a named variable of the
/// executable whose size matches the caller's buffer. Returns TOSAC_OK and
/// sets `variable`, or the failure (recorded on the context).
static tosac_status checkVariable(tosac_executable executable,
                                  const char *function, const char *name,
                                  const void *data, size_t size,
                                  const TensorSignature *&variable) {
  if (!executable)
    return TOSAC_ERROR_INVALID_ARGUMENT;
  tosac_context context = executable->context;
  if (!name)
    return fail(context, TOSAC_ERROR_INVALID_ARGUMENT,
                llvm::Twine(function) + ": null name");
  variable = findVariable(*executable->compiled, name);
  if (!variable)
    return fail(context, TOSAC_ERROR_NOT_FOUND,
                llvm::Twine("no variable named '") + name + "'");
  return checkBuffer(context, *variable, "variable", data, size);
}

tosac_status tosac_executable_get_variable(tosac_executable executable,
                                           const char *name, void *data,
                                           size_t size) {
  const TensorSignature *variable = nullptr;
  if (tosac_status status =
          checkVariable(executable, "tosac_executable_get_variable", name,
                        data, size, variable))
    return status;
  auto value = executable->compiled->getVariable(name);
  if (!value)
    return fail(executable->context, TOSAC_ERROR_NOT_FOUND, value.takeError());
  std::memcpy(data, value->data.data(), size);
  return TOSAC_OK;
}

tosac_status tosac_executable_set_variable(tosac_executable executable,
                                           const char *name, const void *data,
                                           size_t size) {
  const TensorSignature *variable = nullptr;
  if (tosac_status status =
          checkVariable(executable, "tosac_executable_set_variable", name,
                        data, size, variable))
    return status;
  if (llvm::Error error =
          executable->compiled->setVariable(name, toArray(*variable, data)))
    return fail(executable->context, TOSAC_ERROR_NOT_FOUND, std::move(error));
  return TOSAC_OK;
}
