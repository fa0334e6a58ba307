//===- CAPIConformanceTest.cpp - Conformance graphs through the C API -----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file runs a deterministic sample of the TOSA conformance corpus
// (positive tests whose outputs are all compared EXACT) through the C API:
// tosac_module_load_file of the test's .tosa, tosac_compile for the CPU,
// inputs placed by name with tosac_executable_find, tosac_executable_run,
// and every output compared byte for byte with the reference model's.
//
//===----------------------------------------------------------------------===//

#include "tosac-c/Tosac.h"

#include "tosac/Runtime/Npy.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <string>
#include <vector>

namespace {

constexpr size_t kSampleEvery = 20;

/// The test folders of the corpus whose outputs are all EXACT, sorted.
std::vector<std::string> exactTests(const std::string &corpus) {
  std::vector<std::string> found;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator op(corpus, ec), end; op != end && !ec;
       op.increment(ec))
    for (llvm::sys::fs::directory_iterator test(op->path(), ec), end2;
         test != end2 && !ec; test.increment(ec)) {
      std::string desc = test->path() + "/desc.json";
      auto buffer = llvm::MemoryBuffer::getFile(desc);
      if (!buffer)
        continue;
      auto json = llvm::json::parse((*buffer)->getBuffer());
      if (!json) {
        llvm::consumeError(json.takeError());
        continue;
      }
      const llvm::json::Object *root = json->getAsObject();
      if (!root || root->getBoolean("expected_failure").value_or(true))
        continue;
      const llvm::json::Object *meta = root->getObject("meta");
      const llvm::json::Object *compliance =
          meta ? meta->getObject("compliance") : nullptr;
      const llvm::json::Object *tensors =
          compliance ? compliance->getObject("tensors") : nullptr;
      if (!tensors || tensors->empty() || root->get("variable_name"))
        continue;
      bool exact = true;
      for (const auto &kv : *tensors) {
        const llvm::json::Object *t = kv.second.getAsObject();
        exact &= t && t->getString("mode") == "EXACT";
      }
      if (exact)
        found.push_back(test->path());
    }
  std::sort(found.begin(), found.end());
  std::vector<std::string> sample;
  for (size_t i = 0; i < found.size(); i += kSampleEvery)
    sample.push_back(found[i]);
  return sample;
}

std::vector<std::string> strings(const llvm::json::Object &root,
                                 llvm::StringRef key) {
  std::vector<std::string> values;
  if (const llvm::json::Array *array = root.getArray(key))
    for (const llvm::json::Value &v : *array)
      if (auto s = v.getAsString())
        values.push_back(s->str());
  return values;
}

TEST(CAPIConformance, ExactSampleMatchesTheReferenceModel) {
  std::string corpus = std::string(TOSAC_SHARED_DIR) + "/conformance";
  std::vector<std::string> tests = exactTests(corpus);
  ASSERT_GE(tests.size(), 40u) << "no conformance corpus at " << corpus;
  tosac_context context = nullptr;
  ASSERT_EQ(tosac_context_create(&context), TOSAC_OK);
  for (const std::string &dir : tests) {
    SCOPED_TRACE(dir);
    auto buffer = llvm::MemoryBuffer::getFile(dir + "/desc.json");
    ASSERT_TRUE(buffer);
    auto json = llvm::json::parse((*buffer)->getBuffer());
    ASSERT_TRUE(bool(json));
    const llvm::json::Object &root = *json->getAsObject();

    std::string model = dir + "/" + root.getString("tosa_file")->str();
    tosac_module module = nullptr;
    ASSERT_EQ(tosac_module_load_file(context, model.c_str(), &module),
              TOSAC_OK)
        << tosac_last_error(context);
    tosac_compile_options options;
    tosac_compile_options_init(&options);
    options.opt_level = 0;
    tosac_executable executable = nullptr;
    ASSERT_EQ(tosac_compile(module, &options, &executable), TOSAC_OK)
        << tosac_last_error(context);
    tosac_module_destroy(module);

    size_t inputCount = 0, outputCount = 0;
    ASSERT_EQ(tosac_executable_count(executable, TOSAC_ROLE_INPUT,
                                     &inputCount),
              TOSAC_OK);
    ASSERT_EQ(tosac_executable_count(executable, TOSAC_ROLE_OUTPUT,
                                     &outputCount),
              TOSAC_OK);
    std::vector<std::string> inputNames = strings(root, "ifm_name");
    std::vector<std::string> inputFiles = strings(root, "ifm_file");
    std::vector<std::string> outputFiles = strings(root, "ofm_file");
    ASSERT_EQ(inputNames.size(), inputCount);
    ASSERT_EQ(outputFiles.size(), outputCount);

    std::vector<tosac::NpyArray> inputs(inputCount);
    for (size_t i = 0; i < inputCount; ++i) {
      size_t index = 0;
      ASSERT_EQ(tosac_executable_find(executable, TOSAC_ROLE_INPUT,
                                      inputNames[i].c_str(), &index),
                TOSAC_OK)
          << tosac_last_error(context);
      auto array = tosac::readNpy(dir + "/" + inputFiles[i]);
      ASSERT_TRUE(bool(array)) << llvm::toString(array.takeError());
      inputs[index] = std::move(*array);
    }
    std::vector<const void *> inputData;
    std::vector<size_t> inputSizes;
    for (const tosac::NpyArray &array : inputs) {
      inputData.push_back(array.data.data());
      inputSizes.push_back(array.data.size());
    }
    std::vector<std::vector<uint8_t>> outputs(outputCount);
    std::vector<void *> outputData;
    std::vector<size_t> outputSizes;
    for (size_t i = 0; i < outputCount; ++i) {
      tosac_tensor_info info;
      ASSERT_EQ(tosac_executable_tensor_info(executable, TOSAC_ROLE_OUTPUT, i,
                                             &info),
                TOSAC_OK);
      outputs[i].resize(info.byte_size);
      outputData.push_back(outputs[i].data());
      outputSizes.push_back(info.byte_size);
    }
    ASSERT_EQ(tosac_executable_run(executable, inputData.data(),
                                   inputSizes.data(), inputCount,
                                   outputData.data(), outputSizes.data(),
                                   outputCount),
              TOSAC_OK)
        << tosac_last_error(context);
    for (size_t i = 0; i < outputCount; ++i) {
      auto expected = tosac::readNpy(dir + "/" + outputFiles[i]);
      ASSERT_TRUE(bool(expected)) << llvm::toString(expected.takeError());
      EXPECT_EQ(outputs[i], std::vector<uint8_t>(expected->data.begin(),
                                                 expected->data.end()))
          << outputFiles[i];
    }
    tosac_executable_destroy(executable);
  }
  tosac_context_destroy(context);
}

} // namespace
