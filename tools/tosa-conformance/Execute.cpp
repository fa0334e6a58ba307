//===- Execute.cpp - Run a positive conformance test on the CPU -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the execution stage of the conformance driver. The
// test's desc.json names the input files (in graph input order), the outputs
// with their reference, precise and bounds files, the compliance data, and
// the variables whose final values are checked.
//
//===----------------------------------------------------------------------===//

#include "Execute.h"

#include "Compliance.h"

#include "tosac/Execution/Executor.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace tosac;
using namespace tosac::conformance;

namespace {

/// The string at `index` of array `key` of `object`, or "".
std::string stringAt(const json::Object *object, StringRef key, size_t index) {
  if (!object)
    return "";
  const json::Array *array = object->getArray(key);
  if (!array || index >= array->size())
    return "";
  std::optional<StringRef> text = (*array)[index].getAsString();
  return text ? text->str() : "";
}

size_t arraySize(const json::Object &object, StringRef key) {
  const json::Array *array = object.getArray(key);
  return array ? array->size() : 0;
}

/// A reference file of the test folder, or std::nullopt when `file` is empty
/// or missing on disk.
Expected<std::optional<NpyArray>> readOptional(StringRef folder,
                                               StringRef file) {
  if (file.empty())
    return std::optional<NpyArray>();
  SmallString<256> path(folder);
  sys::path::append(path, file);
  if (!sys::fs::exists(path))
    return std::optional<NpyArray>();
  Expected<NpyArray> array = readNpy(path);
  if (!array)
    return array.takeError();
  return std::optional<NpyArray>(std::move(*array));
}

/// Checks `imp` against the references of tensor `name`.
TensorOutcome compare(StringRef folder, StringRef name, const NpyArray &imp,
                      const json::Object *info, StringRef refFile,
                      StringRef preciseFile, StringRef boundsFile,
                      std::string &failure) {
  TensorOutcome outcome;
  outcome.name = name.str();
  if (info)
    if (std::optional<StringRef> type = info->getString("data_type"))
      outcome.dataType = type->str();
  auto ref = readOptional(folder, refFile);
  auto precise = readOptional(folder, preciseFile);
  auto bounds = readOptional(folder, boundsFile);
  if (!ref || !precise || !bounds || !*ref) {
    failure = "cannot read the references of '" + name.str() + "'";
    if (!ref)
      failure += ": " + toString(ref.takeError());
    else
      consumeError(ref.takeError());
    if (!precise)
      consumeError(precise.takeError());
    if (!bounds)
      consumeError(bounds.takeError());
    return outcome;
  }
  ComplianceResult result = checkCompliance(
      info, imp, **ref, *precise ? &**precise : nullptr,
      *bounds ? &**bounds : nullptr);
  outcome.mode = result.mode;
  outcome.passed = result.passed;
  if (!result.passed)
    failure = formatv("'{0}' ({1}): {2}", name, result.mode, result.detail);
  return outcome;
}

} // namespace

ExecutionOutcome tosac::conformance::executeTest(mlir::ModuleOp module,
                                                 StringRef root,
                                                 const TestEntry &test,
                                                 unsigned optLevel) {
  ExecutionOutcome outcome;
  SmallString<256> folder(root);
  sys::path::append(folder, test.folder);
  SmallString<256> descPath(folder);
  sys::path::append(descPath, "desc.json");
  auto descText = MemoryBuffer::getFile(descPath);
  if (!descText) {
    outcome.stage = "desc";
    outcome.failure = "cannot read " + descPath.str().str();
    return outcome;
  }
  Expected<json::Value> desc = json::parse((*descText)->getBuffer());
  const json::Object *object = desc ? desc->getAsObject() : nullptr;
  if (!object) {
    if (!desc)
      consumeError(desc.takeError());
    outcome.stage = "desc";
    outcome.failure = "desc.json is not a JSON object";
    return outcome;
  }
  const json::Object *expected = object->getObject("expected");
  const json::Object *meta = object->getObject("meta");
  const json::Object *compliance =
      meta ? meta->getObject("compliance") : nullptr;
  const json::Object *tensors =
      compliance ? compliance->getObject("tensors") : nullptr;

  ExecutorOptions options;
  options.optLevel = optLevel;
  // Conformance tests are TOSA 1.0: no framework forms.
  options.lowering.strict = true;
  auto compiled = CompiledModule::compile(module, options);
  if (!compiled) {
    outcome.stage = "compile";
    outcome.failure = toString(compiled.takeError());
    return outcome;
  }
  CompiledModule &model = **compiled;
  outcome.compileSeconds = model.getCompileSeconds();

  // Inputs by graph name.
  std::vector<NpyArray> inputs(model.getInputs().size());
  size_t numInputs = arraySize(*object, "ifm_name");
  if (numInputs != inputs.size()) {
    outcome.stage = "run";
    outcome.failure = formatv("desc.json lists {0} inputs, the graph has {1}",
                              numInputs, inputs.size());
    return outcome;
  }
  for (size_t i = 0; i < numInputs; ++i) {
    std::string name = stringAt(object, "ifm_name", i);
    auto it = llvm::find_if(model.getInputs(), [&](const TensorSignature &s) {
      return s.name == name;
    });
    if (it == model.getInputs().end()) {
      outcome.stage = "run";
      outcome.failure = "the graph has no input named '" + name + "'";
      return outcome;
    }
    SmallString<256> path(folder);
    sys::path::append(path, stringAt(object, "ifm_file", i));
    Expected<NpyArray> array = readNpy(path);
    if (!array) {
      outcome.stage = "read";
      outcome.failure = toString(array.takeError());
      return outcome;
    }
    inputs[it - model.getInputs().begin()] = std::move(*array);
  }

  auto results = model.run(inputs);
  if (!results) {
    outcome.stage = "run";
    outcome.failure = toString(results.takeError());
    return outcome;
  }

  auto fail = [&](std::string failure) {
    if (outcome.failure.empty()) {
      outcome.stage = "compare";
      outcome.failure = std::move(failure);
    }
  };
  size_t numOutputs = arraySize(*object, "ofm_name");
  for (size_t i = 0; i < numOutputs; ++i) {
    std::string name = stringAt(object, "ofm_name", i);
    auto it = llvm::find_if(model.getOutputs(), [&](const TensorSignature &s) {
      return s.name == name;
    });
    if (it == model.getOutputs().end()) {
      fail("the graph has no output named '" + name + "'");
      continue;
    }
    std::string failure;
    const json::Object *info = tensors ? tensors->getObject(name) : nullptr;
    outcome.tensors.push_back(
        compare(folder, name, (*results)[it - model.getOutputs().begin()],
                info, stringAt(expected, "result_files", i),
                stringAt(expected, "precise_result_files", i),
                stringAt(expected, "bounds_files", i), failure));
    if (!failure.empty())
      fail(std::move(failure));
  }
  size_t numVariables = arraySize(*object, "variable_name");
  for (size_t i = 0; i < numVariables; ++i) {
    std::string name = stringAt(object, "variable_name", i);
    Expected<NpyArray> value = model.getVariable(name);
    if (!value) {
      fail("variable '" + name + "': " + toString(value.takeError()));
      continue;
    }
    std::string failure;
    const json::Object *info = tensors ? tensors->getObject(name) : nullptr;
    outcome.tensors.push_back(
        compare(folder, name, *value, info,
                stringAt(expected, "variable_result_files", i),
                stringAt(expected, "variable_precise_result_files", i), "",
                failure));
    if (!failure.empty())
      fail(std::move(failure));
  }
  return outcome;
}
