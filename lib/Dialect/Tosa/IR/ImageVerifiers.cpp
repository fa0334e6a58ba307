//===- ImageVerifiers.cpp - Image op verification -------------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compile-time ERROR_IF checks, shape inference and
// custom assembly of RESIZE (TOSA 1.0 section 2.12). The scale, offset and
// border operands are `!tosa.shape` values; their rules are checked, and the
// output height and width computed, when they come from `tosa.const_shape`.
//
//===----------------------------------------------------------------------===//

#include "TosaOpAsm.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Image extents must stay below this bound (GPU APIs and int32 position
/// arithmetic).
constexpr int64_t kMaxImageExtent = 16384;

/// Largest scale numerator, so that an int32 accumulator suffices for int8.
constexpr int64_t kMaxScaleNumerator = 1 << 11;

/// The scale, offset and border values of one spatial axis.
struct AxisParams {
  int64_t n, d, offset, border;
};

/// Returns the output extent of one axis, or std::nullopt when the division
/// is not exact (a verifier error) or the numbers are invalid.
std::optional<int64_t> outputExtent(int64_t in, const AxisParams &p) {
  if (p.d <= 0)
    return std::nullopt;
  int64_t numerator = (in - 1) * p.n - p.offset + p.border;
  if (numerator % p.d != 0)
    return std::nullopt;
  return numerator / p.d + 1;
}

/// Collects the per-axis parameters from constant operands (index 0 is y,
/// index 1 is x).
std::optional<std::array<AxisParams, 2>>
getAxisParams(Value scale, Value offset, Value border) {
  auto s = getConstantShape(scale);
  auto o = getConstantShape(offset);
  auto b = getConstantShape(border);
  if (!s || !o || !b || s->size() != 4 || o->size() != 2 || b->size() != 2)
    return std::nullopt;
  return std::array<AxisParams, 2>{
      AxisParams{(*s)[0], (*s)[1], (*o)[0], (*b)[0]},
      AxisParams{(*s)[2], (*s)[3], (*o)[1], (*b)[1]}};
}

} // namespace

LogicalResult ResizeOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, ResizeOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  SmallVector<int64_t> shape(4, ShapedType::kDynamic);
  auto in = dyn_cast<RankedTensorType>(adaptor.getInput().getType());
  if (in) {
    shape[0] = in.getDimSize(0);
    shape[3] = in.getDimSize(3);
    if (auto params = getAxisParams(adaptor.getScale(), adaptor.getOffset(),
                                    adaptor.getBorder()))
      for (int axis = 0; axis < 2; ++axis)
        if (!in.isDynamicDim(axis + 1))
          if (auto extent =
                  outputExtent(in.getDimSize(axis + 1), (*params)[axis]))
            shape[axis + 1] = *extent;
  }
  results.push_back(ShapedTypeComponents(shape));
  return success();
}

LogicalResult ResizeOp::verify() {
  Operation *op = *this;
  auto in = dyn_cast<RankedTensorType>(getInput().getType());
  auto out = dyn_cast<RankedTensorType>(getOutput().getType());

  // ERROR_IF(!is_integer<in_t>() && !is_same<in_t,out_t>())
  Type inElement = getStorageElementType(getInput().getType());
  Type outElement = getStorageElementType(getOutput().getType());
  if (!isa<IntegerType>(inElement) && inElement != outElement)
    return emitErrorIf(op, "!is_integer<in_t>() && !is_same<in_t,out_t>()")
           << "expected output element type " << inElement
           << " for a floating-point input, got " << outElement;

  if (in && out)
    for (int64_t dim : {0, 3})
      if (!isCompatibleExtent(in.getDimSize(dim), out.getDimSize(dim)))
        return emitOpError() << "expected output extent " << in.getDimSize(dim)
                             << " in dimension " << dim << " ("
                             << "NHWC"[dim] << "), got " << out.getDimSize(dim);

  // ERROR_IF(max(OH,OW,IH,IW) >= 16384)
  for (auto [type, name] : {std::pair(in, "input"), std::pair(out, "output")})
    for (int64_t dim : {1, 2})
      if (type && !type.isDynamicDim(dim) &&
          type.getDimSize(dim) >= kMaxImageExtent)
        return emitErrorIf(op, "max(OH,OW,IH,IW) >= 16384")
               << "expected " << name << " height and width below "
               << kMaxImageExtent << ", got " << type.getDimSize(dim)
               << " in dimension " << dim;

  auto scale = getConstantShape(getScale());
  auto offset = getConstantShape(getOffset());
  auto border = getConstantShape(getBorder());
  const char *axisName[] = {"y", "x"};
  if (scale) {
    int64_t yn = (*scale)[0], yd = (*scale)[1], xn = (*scale)[2],
            xd = (*scale)[3];
    // ERROR_IF(scale_y_n <= 0 || scale_y_d <= 0 || scale_x_n <= 0 ||
    //          scale_x_d <= 0)
    if (yn <= 0 || yd <= 0 || xn <= 0 || xd <= 0)
      return emitErrorIf(op, "scale_y_n <= 0 || scale_y_d <= 0 || "
                             "scale_x_n <= 0 || scale_x_d <= 0")
             << "expected positive scale values, got [" << yn << ", " << yd
             << ", " << xn << ", " << xd << "]";
    // ERROR_IF(scale_y_n > (1 << 11) || scale_x_n > (1 << 11))
    if (yn > kMaxScaleNumerator || xn > kMaxScaleNumerator)
      return emitErrorIf(op, "scale_y_n > (1 << 11) || scale_x_n > (1 << 11)")
             << "expected scale numerators at most " << kMaxScaleNumerator
             << ", got scale_y_n = " << yn << " and scale_x_n = " << xn;
    // ERROR_IF(scale_y_d >= 16 * scale_y_n || scale_x_d >= 16 * scale_x_n)
    if (yd >= 16 * yn || xd >= 16 * xn)
      return emitErrorIf(op, "scale_y_d >= 16 * scale_y_n || "
                             "scale_x_d >= 16 * scale_x_n")
             << "expected a downscale by less than 16, got scale_y = " << yn
             << "/" << yd << " and scale_x = " << xn << "/" << xd;
    int64_t numerators[] = {yn, xn};
    for (int axis = 0; axis < 2; ++axis) {
      int64_t n = numerators[axis];
      // ERROR_IF(offset_y < -scale_y_n || offset_y >= 16 * scale_y_n)
      // ERROR_IF(offset_x < -scale_x_n || offset_x >= 16 * scale_x_n)
      if (offset && ((*offset)[axis] < -n || (*offset)[axis] >= 16 * n))
        return emitErrorIf(op, axis == 0 ? "offset_y < -scale_y_n || "
                                           "offset_y >= 16 * scale_y_n"
                                         : "offset_x < -scale_x_n || "
                                           "offset_x >= 16 * scale_x_n")
               << "expected offset_" << axisName[axis] << " in [" << -n << ", "
               << 16 * n << "), got " << (*offset)[axis];
      // ERROR_IF(border_y < -16 * scale_y_n || border_y >= scale_y_n)
      // ERROR_IF(border_x < -16 * scale_x_n || border_x >= scale_x_n)
      if (border && ((*border)[axis] < -16 * n || (*border)[axis] >= n))
        return emitErrorIf(op, axis == 0 ? "border_y < -16 * scale_y_n || "
                                           "border_y >= scale_y_n"
                                         : "border_x < -16 * scale_x_n || "
                                           "border_x >= scale_x_n")
               << "expected border_" << axisName[axis] << " in [" << -16 * n
               << ", " << n << "), got " << (*border)[axis];
    }
  }

  auto params = getAxisParams(getScale(), getOffset(), getBorder());
  if (!params || !in)
    return success();
  for (int axis = 0; axis < 2; ++axis) {
    int64_t dim = axis + 1;
    if (in.isDynamicDim(dim))
      continue;
    const AxisParams &p = (*params)[axis];
    int64_t numerator = (in.getDimSize(dim) - 1) * p.n - p.offset + p.border;
    // ERROR_IF(input1 % input2 != 0) in idiv_check
    if (numerator % p.d != 0)
      return emitErrorIf(op, axis == 0 ? "(IH - 1) * scale_y_n - offset_y + "
                                         "border_y) % scale_y_d != 0"
                                       : "(IW - 1) * scale_x_n - offset_x + "
                                         "border_x) % scale_x_d != 0")
             << "expected (I" << (axis == 0 ? "H" : "W") << " - 1) * scale_"
             << axisName[axis] << "_n - offset_" << axisName[axis]
             << " + border_" << axisName[axis] << " = " << numerator
             << " to be a multiple of scale_" << axisName[axis]
             << "_d = " << p.d;
    int64_t expected = numerator / p.d + 1;
    // ERROR_IF(OH != idiv_check((IH - 1) * scale_y_n - offset_y + border_y,
    //                           scale_y_d) + 1), and likewise OW
    StringRef rule = axis == 0 ? "OH != idiv_check((IH - 1) * scale_y_n - "
                                 "offset_y + border_y, scale_y_d) + 1"
                               : "OW != idiv_check((IW - 1) * scale_x_n - "
                                 "offset_x + border_x, scale_x_d) + 1";
    StringRef what = axis == 0 ? "height" : "width";
    if (expected <= 0)
      return emitErrorIf(op, rule)
             << "expected a positive output " << what << ", got " << expected
             << " from the scale, offset and border";
    if (out && !isCompatibleExtent(expected, out.getDimSize(dim)))
      return emitErrorIf(op, rule)
             << "expected output " << what << " " << expected << ", got "
             << out.getDimSize(dim);
  }
  return success();
}

TOSAC_DEFINE_ENUM_ATTR_ASM(ResizeOp)
