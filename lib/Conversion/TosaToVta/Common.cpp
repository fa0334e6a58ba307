//===- Common.cpp - Helpers shared by the tosa-to-vta matchers ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the helpers of the tosa-to-vta matchers: reasons,
// type and constant checks, and the requantization tail (tosa.rescale to i8
// and an optional tosa.clamp) that follows conv2d, matmul and the int32 add.
//
//===----------------------------------------------------------------------===//

#include "TosaToVta.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace mlir;
using namespace tosac::tosa_to_vta;

llvm::Error tosac::tosa_to_vta::reason(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message.str());
}

std::string tosac::tosa_to_vta::str(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

std::string tosac::tosa_to_vta::str(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleave(
      shape, os,
      [&](int64_t extent) {
        if (ShapedType::isDynamic(extent))
          os << "?";
        else
          os << extent;
      },
      ", ");
  os << "]";
  return text;
}

llvm::Expected<SmallVector<int64_t>>
tosac::tosa_to_vta::staticIntTensor(Value value, StringRef what, unsigned bits,
                                    std::optional<int64_t> rank) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return reason(what + " unranked: " + str(value.getType()));
  auto element = dyn_cast<IntegerType>(type.getElementType());
  if (!element || !element.isSignless() || element.getWidth() != bits)
    return reason(what + " " + str(type.getElementType()) + ", not i" +
                  llvm::Twine(bits));
  if (rank && type.getRank() != *rank)
    return reason(what + " of rank " + llvm::Twine(type.getRank()) + ", not " +
                  llvm::Twine(*rank));
  if (!type.hasStaticShape())
    return reason(what + " not statically shaped: " + str(type));
  return SmallVector<int64_t>(type.getShape());
}

bool tosac::tosa_to_vta::isStaticI8(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape() &&
         type.getElementType().isSignlessInteger(8);
}

llvm::Expected<std::vector<int64_t>>
tosac::tosa_to_vta::constantInts(Value value, StringRef what) {
  auto constant = value.getDefiningOp<ttosa::ConstOp>();
  if (!constant)
    return reason(what + " not a constant");
  auto values = dyn_cast<DenseIntElementsAttr>(constant.getValues());
  if (!values)
    return reason(what + " not a dense integer constant");
  std::vector<int64_t> result;
  result.reserve(values.getNumElements());
  for (const APInt &v : values.getValues<APInt>())
    result.push_back(v.getSExtValue());
  return result;
}

llvm::Expected<int64_t> tosac::tosa_to_vta::constantScalar(Value value,
                                                           StringRef what) {
  llvm::Expected<std::vector<int64_t>> values = constantInts(value, what);
  if (!values)
    return values.takeError();
  if (values->size() != 1)
    return reason(what + " " + llvm::Twine(values->size()) +
                  " values, not one");
  return values->front();
}

llvm::Expected<Operation *> tosac::tosa_to_vta::soleUser(Value value,
                                                         StringRef what) {
  size_t uses = std::distance(value.use_begin(), value.use_end());
  if (uses != 1)
    return reason(what + " has " + llvm::Twine(uses) + " users");
  Operation *user = *value.getUsers().begin();
  if (user->getBlock() != value.getParentBlock())
    return reason(what + " is used in another block");
  return user;
}

std::pair<int32_t, int32_t>
tosac::tosa_to_vta::clampBounds(ttosa::ClampOp clamp) {
  auto read = [](Attribute attr, int64_t fallback) {
    if (auto integer = dyn_cast<IntegerAttr>(attr))
      return integer.getValue().getSExtValue();
    return fallback;
  };
  int64_t lo = std::max<int64_t>(-128, read(clamp.getMinVal(), -128));
  int64_t hi = std::min<int64_t>(127, read(clamp.getMaxVal(), 127));
  return {static_cast<int32_t>(lo), static_cast<int32_t>(hi)};
}

llvm::Expected<RequantTail>
tosac::tosa_to_vta::matchRequantTail(Value acc, int64_t channels) {
  llvm::Expected<Operation *> user = soleUser(acc, "result");
  if (!user)
    return user.takeError();
  RequantTail tail;
  tail.rescale = dyn_cast<ttosa::RescaleOp>(*user);
  if (!tail.rescale)
    return reason("no tosa.rescale to i8 follows (the user is " +
                  (*user)->getName().getStringRef() + ")");
  ttosa::RescaleOp rescale = tail.rescale;
  if (auto shape =
          staticIntTensor(rescale.getOutput(), "tosa.rescale output is", 8);
      !shape)
    return reason("no tosa.rescale to i8 follows (" +
                  llvm::toString(shape.takeError()) + ")");
  if (rescale.getInputUnsigned())
    return reason("tosa.rescale has input_unsigned = true");
  if (rescale.getOutputUnsigned())
    return reason("tosa.rescale has output_unsigned = true");

  llvm::Expected<int64_t> inputZp =
      constantScalar(rescale.getInputZp(), "tosa.rescale input zero point is");
  if (!inputZp)
    return inputZp.takeError();
  if (*inputZp != 0)
    return reason("tosa.rescale input zero point is " + llvm::Twine(*inputZp) +
                  ", not 0");
  llvm::Expected<int64_t> outputZp = constantScalar(
      rescale.getOutputZp(), "tosa.rescale output zero point is");
  if (!outputZp)
    return outputZp.takeError();
  tail.outputZp = static_cast<int32_t>(*outputZp);

  llvm::Expected<std::vector<int64_t>> multipliers =
      constantInts(rescale.getMultiplier(), "tosa.rescale multiplier is");
  if (!multipliers)
    return multipliers.takeError();
  llvm::Expected<std::vector<int64_t>> shifts =
      constantInts(rescale.getShift(), "tosa.rescale shift is");
  if (!shifts)
    return shifts.takeError();
  size_t expected = rescale.getPerChannel() ? channels : 1;
  if (multipliers->size() != expected || shifts->size() != expected)
    return reason("tosa.rescale has " + llvm::Twine(multipliers->size()) +
                  " multipliers and " + llvm::Twine(shifts->size()) +
                  " shifts, expected " + llvm::Twine(expected));
  for (size_t i = 0; i < expected; ++i)
    tail.scales.push_back({static_cast<int32_t>((*multipliers)[i]),
                           static_cast<int32_t>((*shifts)[i])});

  // An i8 clamp as the only user is absorbed; otherwise the rescale's own
  // saturation to [-128, 127] is the clamp.
  Value out = rescale.getOutput();
  if (out.hasOneUse()) {
    auto clamp = dyn_cast<ttosa::ClampOp>(*out.getUsers().begin());
    if (clamp && clamp->getBlock() == rescale->getBlock() &&
        isStaticI8(clamp.getOutput())) {
      tail.clamp = clamp;
      std::tie(tail.clampMin, tail.clampMax) = clampBounds(clamp);
    }
  }
  return tail;
}

void tosac::tosa_to_vta::appendTail(Offload &offload, const RequantTail &tail,
                                    StringRef rescales) {
  offload.ops.push_back(tail.rescale);
  offload.with = (" with " + rescales).str();
  if (tail.clamp) {
    offload.ops.push_back(tail.clamp);
    offload.absorbed.push_back(tail.clamp);
    offload.with += " and tosa.clamp";
  }
}
