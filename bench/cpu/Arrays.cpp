//===- Arrays.cpp - Random inputs, comparisons and timing stats -----------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the benchmark's helpers on arrays and timings.
//
//===----------------------------------------------------------------------===//

#include "Arrays.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace tosac;
using namespace tosac::bench;

namespace {

std::optional<ElementKind> getKind(Type type) {
  if (type.isF32())
    return ElementKind::Float32;
  if (type.isInteger(8))
    return ElementKind::Int8;
  if (type.isInteger(16))
    return ElementKind::Int16;
  if (type.isInteger(32))
    return ElementKind::Int32;
  if (type.isInteger(64))
    return ElementKind::Int64;
  return std::nullopt;
}

llvm::Expected<TensorSignature> getSignature(Type type, DictionaryAttr attrs,
                                             std::string fallbackName) {
  std::string name = std::move(fallbackName);
  if (attrs)
    if (auto attr = attrs.getAs<StringAttr>("tosa.name"))
      name = attr.str();
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType || !tensorType.hasStaticShape())
    return llvm::createStringError("'" + name +
                                   "' is not a tensor of static shape");
  std::optional<ElementKind> kind = getKind(tensorType.getElementType());
  if (!kind)
    return llvm::createStringError(
        "'" + name + "' has an element type the benchmark does not feed");
  return TensorSignature{name, *kind, tensorType.getShape().vec()};
}

int64_t readInt(const NpyArray &array, int64_t i) {
  switch (array.dtype) {
  case NpyDType::Int8:
    return array.get<int8_t>(i);
  case NpyDType::Int16:
    return array.get<int16_t>(i);
  case NpyDType::Int32:
    return array.get<int32_t>(i);
  default:
    return array.get<int64_t>(i);
  }
}

} // namespace

llvm::Error tosac::bench::getInterface(func::FuncOp entry,
                                       std::vector<TensorSignature> &inputs,
                                       std::vector<TensorSignature> &outputs) {
  FunctionType type = entry.getFunctionType();
  for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
    auto signature = getSignature(argType, entry.getArgAttrDict(i),
                                  "arg" + std::to_string(i));
    if (!signature)
      return signature.takeError();
    inputs.push_back(std::move(*signature));
  }
  for (auto [i, resultType] : llvm::enumerate(type.getResults())) {
    auto signature = getSignature(resultType, entry.getResultAttrDict(i),
                                  "result" + std::to_string(i));
    if (!signature)
      return signature.takeError();
    outputs.push_back(std::move(*signature));
  }
  return llvm::Error::success();
}

llvm::Expected<NpyArray>
tosac::bench::makeRandomArray(const TensorSignature &signature,
                              std::mt19937 &generator) {
  NpyArray array =
      NpyArray::zeros(getNpyDTypeOf(signature.kind), signature.shape);
  int64_t count = array.numElements();
  switch (signature.kind) {
  case ElementKind::Float32: {
    std::uniform_real_distribution<float> distribution(-1.0f, 1.0f);
    for (int64_t i = 0; i < count; ++i)
      array.set<float>(i, distribution(generator));
    return array;
  }
  case ElementKind::Int8: {
    std::uniform_int_distribution<int> distribution(-128, 127);
    for (int64_t i = 0; i < count; ++i)
      array.set<int8_t>(i, static_cast<int8_t>(distribution(generator)));
    return array;
  }
  case ElementKind::Int16: {
    std::uniform_int_distribution<int> distribution(-32768, 32767);
    for (int64_t i = 0; i < count; ++i)
      array.set<int16_t>(i, static_cast<int16_t>(distribution(generator)));
    return array;
  }
  case ElementKind::Int32: {
    std::uniform_int_distribution<int32_t> distribution(-1000, 1000);
    for (int64_t i = 0; i < count; ++i)
      array.set<int32_t>(i, distribution(generator));
    return array;
  }
  case ElementKind::Int64: {
    std::uniform_int_distribution<int64_t> distribution(-1000, 1000);
    for (int64_t i = 0; i < count; ++i)
      array.set<int64_t>(i, distribution(generator));
    return array;
  }
  default:
    return llvm::createStringError("no random data for '" + signature.name +
                                   "'");
  }
}

Comparison tosac::bench::compareArrays(const NpyArray &actual,
                                       const NpyArray &expected,
                                       int64_t intTolerance,
                                       double relativeTolerance) {
  Comparison result;
  if (actual.dtype != expected.dtype || actual.shape != expected.shape ||
      actual.data.size() != expected.data.size()) {
    result.text = "different dtype or shape";
    return result;
  }
  int64_t count = expected.numElements(), outside = 0;
  if (expected.dtype == NpyDType::Float32) {
    double largest = 0;
    for (int64_t i = 0; i < count; ++i)
      if (std::isfinite(expected.get<float>(i)))
        largest = std::max(largest, std::fabs(double(expected.get<float>(i))));
    double tolerance = relativeTolerance * std::max(1.0, largest);
    double maxDiff = 0;
    for (int64_t i = 0; i < count; ++i) {
      double a = actual.get<float>(i), e = expected.get<float>(i);
      if (std::isnan(e) || std::isnan(a)) {
        outside += std::isnan(e) != std::isnan(a);
        continue;
      }
      double diff = a == e ? 0 : std::fabs(a - e);
      maxDiff = std::max(maxDiff, diff);
      outside += !(diff <= tolerance);
    }
    result.text = llvm::formatv("max |diff| {0:e2} (tolerance {1:e2} = {2:e0} "
                                "x max |value| {3:F2}), {4} of {5} outside",
                                maxDiff, tolerance, relativeTolerance, largest,
                                outside, count)
                      .str();
  } else {
    int64_t maxDiff = 0, different = 0;
    for (int64_t i = 0; i < count; ++i) {
      int64_t diff = std::llabs(readInt(actual, i) - readInt(expected, i));
      maxDiff = std::max(maxDiff, diff);
      different += diff != 0;
      outside += diff > intTolerance;
    }
    result.text =
        llvm::formatv("max |diff| {0} (tolerance {1}), {2} of {3} "
                      "different, {4} outside",
                      maxDiff, intTolerance, different, count, outside)
            .str();
  }
  result.ok = outside == 0;
  return result;
}

double tosac::bench::median(std::vector<double> times) {
  if (times.empty())
    return std::nan("");
  std::sort(times.begin(), times.end());
  size_t middle = times.size() / 2;
  return times.size() % 2 ? times[middle]
                          : (times[middle - 1] + times[middle]) / 2;
}

double tosac::bench::minimum(const std::vector<double> &times) {
  return times.empty() ? std::nan("")
                       : *std::min_element(times.begin(), times.end());
}

std::string tosac::bench::describe(const TensorSignature &signature) {
  std::string text =
      signature.name + ": " + getElementKindName(signature.kind).lower() + "[";
  for (auto [i, extent] : llvm::enumerate(signature.shape))
    text += (i ? "x" : "") + std::to_string(extent);
  return text + "]";
}
