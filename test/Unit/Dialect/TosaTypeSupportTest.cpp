//===- TosaTypeSupportTest.cpp - Tests of the supported-type tables -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file checks the supported-type tables through their lookup API: every
// type combination /work/shared/compat/all_ops.mlir uses is accepted (by the
// profile or extension it needs), and combinations the spec does not list
// are rejected. The lookup works on op names, so it covers ops whose
// definitions are not in this build.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaTypeSupport.h"
#include "tosac/InitAll.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>
#include <map>

using namespace mlir;
using namespace tosac::tosa;

namespace {

class TosaTypeSupportTest : public ::testing::Test {
protected:
  TosaTypeSupportTest() {
    DialectRegistry registry;
    tosac::registerAllTosacDialects(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
  }

  Type type(llvm::StringRef text) {
    Type parsed = parseType(text, &ctx);
    EXPECT_TRUE(parsed) << "cannot parse type " << text.str();
    return parsed;
  }

  SmallVector<Type> types(std::initializer_list<const char *> texts) {
    SmallVector<Type> result;
    for (const char *text : texts)
      result.push_back(type(text));
    return result;
  }

  /// Looks up `op` with the given types; `attrs` maps attribute names to
  /// the types of TypeAttrs (acc_type, a variable's type).
  TypeSupportResult check(llvm::StringRef op,
                          std::initializer_list<const char *> operands,
                          std::initializer_list<const char *> results,
                          std::map<std::string, std::string> attrs = {}) {
    SmallVector<Type> operandTypes = types(operands);
    SmallVector<Type> resultTypes = types(results);
    auto getAttr = [&](llvm::StringRef name) -> Attribute {
      auto it = attrs.find(name.str());
      return it == attrs.end() ? Attribute() : TypeAttr::get(type(it->second));
    };
    return checkTypeSupport(op, operandTypes, resultTypes, getAttr);
  }

  MLIRContext ctx;
};

constexpr CapabilitySet kInt = toSet(Capability::ProInt);
constexpr CapabilitySet kFp = toSet(Capability::ProFp);

CapabilitySet everything() {
  CapabilitySet all = 0;
  for (Capability capability : getAllCapabilities())
    all |= toSet(capability);
  return all;
}

/// Asserts the combination is in the table and allowed by `selected`.
#define EXPECT_ALLOWED(result, selected)                                       \
  do {                                                                         \
    TypeSupportResult r = (result);                                            \
    EXPECT_TRUE(r.checked);                                                    \
    EXPECT_FALSE(r.requirements.empty()) << r.actual;                          \
    EXPECT_TRUE(isAllowedBy(r, selected)) << r.actual;                         \
  } while (false)

/// Asserts the combination is in the table but needs more than `selected`.
#define EXPECT_NOT_ALLOWED(result, selected)                                   \
  do {                                                                         \
    TypeSupportResult r = (result);                                            \
    EXPECT_TRUE(r.checked);                                                    \
    EXPECT_FALSE(r.requirements.empty()) << r.actual;                          \
    EXPECT_FALSE(isAllowedBy(r, selected)) << r.actual;                        \
  } while (false)

/// Asserts no row matches the combination.
#define EXPECT_UNSUPPORTED(result)                                             \
  do {                                                                         \
    TypeSupportResult r = (result);                                            \
    EXPECT_TRUE(r.checked);                                                    \
    EXPECT_TRUE(r.requirements.empty()) << r.actual;                           \
  } while (false)

const char *f32 = "tensor<2x3xf32>";
const char *i32 = "tensor<2x3xi32>";
const char *i8 = "tensor<2x3xi8>";
const char *i1 = "tensor<2x3xi1>";
const char *shape2 = "!tosa.shape<2>";
const char *shape4 = "!tosa.shape<4>";

//===----------------------------------------------------------------------===//
// The type lists of /work/shared/compat/all_ops.mlir
//===----------------------------------------------------------------------===//

TEST_F(TosaTypeSupportTest, AllOpsTensorOperators) {
  CapabilitySet fp = kFp;
  std::map<std::string, std::string> acc = {{"acc_type", "f32"}};
  EXPECT_ALLOWED(check("tosa.argmax", {f32}, {"tensor<3xi32>"}), fp);
  EXPECT_ALLOWED(check("tosa.avg_pool2d",
                       {f32, "tensor<1xf32>", "tensor<1xf32>"}, {f32}, acc),
                 fp);
  for (const char *conv : {"tosa.conv2d", "tosa.conv3d",
                           "tosa.depthwise_conv2d", "tosa.transpose_conv2d"})
    EXPECT_ALLOWED(
        check(conv,
              {f32, f32, "tensor<6xf32>", "tensor<1xf32>", "tensor<1xf32>"},
              {f32}, acc),
        fp);
  EXPECT_ALLOWED(check("tosa.fft2d", {f32, f32}, {f32, f32}),
                 fp | toSet(Capability::Fft));
  EXPECT_ALLOWED(check("tosa.rfft2d", {f32}, {f32, f32}),
                 fp | toSet(Capability::Fft));
  EXPECT_ALLOWED(
      check("tosa.matmul", {f32, f32, "tensor<1xf32>", "tensor<1xf32>"}, {f32}),
      fp);
  EXPECT_ALLOWED(check("tosa.max_pool2d", {f32}, {f32}), fp);
  EXPECT_ALLOWED(check("tosa.matmul_t_block_scaled",
                       {"tensor<1x4x32xf8E4M3FN>", "tensor<1x4x1xf8E8M0FNU>",
                        "tensor<1x5x32xf8E4M3FN>", "tensor<1x5x1xf8E8M0FNU>"},
                       {"tensor<1x4x5xf32>"}),
                 fp | toSet(Capability::MxFp));
}

TEST_F(TosaTypeSupportTest, AllOpsElementwise) {
  for (const char *op :
       {"tosa.clamp", "tosa.erf", "tosa.sigmoid", "tosa.tanh", "tosa.abs",
        "tosa.ceil", "tosa.cos", "tosa.exp", "tosa.floor", "tosa.log",
        "tosa.reciprocal", "tosa.rsqrt", "tosa.sin", "tosa.identity"})
    EXPECT_ALLOWED(check(op, {f32}, {f32}), kFp);
  for (const char *op :
       {"tosa.add", "tosa.maximum", "tosa.minimum", "tosa.pow", "tosa.sub"})
    EXPECT_ALLOWED(check(op, {f32, f32}, {f32}), kFp);
  for (const char *op : {"tosa.arithmetic_right_shift", "tosa.bitwise_and",
                         "tosa.bitwise_or", "tosa.bitwise_xor", "tosa.intdiv",
                         "tosa.logical_left_shift", "tosa.logical_right_shift"})
    EXPECT_ALLOWED(check(op, {i32, i32}, {i32}), kInt);
  for (const char *op :
       {"tosa.logical_and", "tosa.logical_or", "tosa.logical_xor"})
    EXPECT_ALLOWED(check(op, {i1, i1}, {i1}), kFp);
  EXPECT_ALLOWED(check("tosa.logical_not", {i1}, {i1}), kInt);
  EXPECT_ALLOWED(check("tosa.bitwise_not", {i32}, {i32}), kInt);
  EXPECT_ALLOWED(check("tosa.clz", {i32}, {i32}), kInt);
  EXPECT_ALLOWED(check("tosa.mul", {i32, i32, "tensor<1xi8>"}, {i32}), kFp);
  EXPECT_ALLOWED(check("tosa.table", {i8, "tensor<256xi8>"}, {i8}), kInt);
  EXPECT_ALLOWED(
      check("tosa.negate", {f32, "tensor<1xf32>", "tensor<1xf32>"}, {f32}),
      kFp);
  EXPECT_ALLOWED(check("tosa.select", {i1, f32, f32}, {f32}), kFp);
  for (const char *op : {"tosa.equal", "tosa.greater", "tosa.greater_equal"})
    EXPECT_ALLOWED(check(op, {f32, f32}, {i1}), kFp);
  // Inside the while_loop of all_ops.mlir.
  EXPECT_ALLOWED(check("tosa.greater", {"tensor<1xi32>", "tensor<1xi32>"},
                       {"tensor<1xi1>"}),
                 kInt);
  EXPECT_ALLOWED(
      check("tosa.add", {"tensor<1xi32>", "tensor<1xi32>"}, {"tensor<1xi32>"}),
      kFp);
}

TEST_F(TosaTypeSupportTest, AllOpsReductionLayoutAndConversion) {
  EXPECT_ALLOWED(check("tosa.reduce_all", {i1}, {"tensor<1x3xi1>"}), kInt);
  EXPECT_ALLOWED(check("tosa.reduce_any", {i1}, {"tensor<1x3xi1>"}), kFp);
  for (const char *op : {"tosa.reduce_max", "tosa.reduce_min",
                         "tosa.reduce_product", "tosa.reduce_sum"})
    EXPECT_ALLOWED(check(op, {f32}, {"tensor<2x1xf32>"}), kFp);
  EXPECT_ALLOWED(check("tosa.concat", {f32, f32}, {"tensor<4x3xf32>"}), kFp);
  EXPECT_ALLOWED(check("tosa.pad", {f32, shape4, "tensor<1xf32>"}, {f32}), kFp);
  EXPECT_ALLOWED(check("tosa.reshape", {f32, shape2}, {f32}), kFp);
  EXPECT_ALLOWED(check("tosa.reverse", {f32}, {f32}), kFp);
  EXPECT_ALLOWED(check("tosa.slice", {f32, shape2, shape2}, {f32}), kFp);
  EXPECT_ALLOWED(check("tosa.tile", {f32, shape2}, {f32}), kFp);
  EXPECT_ALLOWED(check("tosa.transpose", {f32}, {f32}), kFp);
  EXPECT_ALLOWED(check("tosa.gather", {"tensor<1x4x8xf32>", "tensor<1x3xi32>"},
                       {"tensor<1x3x8xf32>"}),
                 kFp);
  EXPECT_ALLOWED(
      check("tosa.scatter",
            {"tensor<1x4x8xf32>", "tensor<1x3xi32>", "tensor<1x3x8xf32>"},
            {"tensor<1x4x8xf32>"}),
      kFp);
  EXPECT_ALLOWED(check("tosa.resize", {f32, shape4, shape2, shape2}, {f32}),
                 kFp);
  EXPECT_ALLOWED(check("tosa.cast", {f32}, {i32}), kFp);
  EXPECT_ALLOWED(check("tosa.rescale",
                       {i8, "tensor<1xi32>", "tensor<1xi8>", "tensor<1xi8>",
                        "tensor<1xi8>"},
                       {i8}),
                 kInt);
  EXPECT_ALLOWED(check("tosa.cast_to_block_scaled", {"tensor<1x4x32xf32>"},
                       {"tensor<1x4x32xf8E4M3FN>", "tensor<1x4x1xf8E8M0FNU>"}),
                 kFp | toSet(Capability::MxFp));
  EXPECT_ALLOWED(check("tosa.cast_from_block_scaled",
                       {"tensor<1x4x32xf8E4M3FN>", "tensor<1x4x1xf8E8M0FNU>"},
                       {"tensor<1x4x32xf32>"}),
                 kFp | toSet(Capability::MxFp));
}

TEST_F(TosaTypeSupportTest, AllOpsDataNodesControlFlowAndVariables) {
  for (const char *t : {"tensor<1xf32>", "tensor<1xi8>", "tensor<1xi32>",
                        "tensor<6x3x3x4xf32>", "tensor<256xi8>"})
    EXPECT_ALLOWED(check("tosa.const", {}, {t}), kInt | kFp);
  EXPECT_ALLOWED(check("tosa.const_shape", {}, {shape2}), kInt);
  EXPECT_ALLOWED(check("tosa.custom", {f32}, {f32}), kFp);
  CapabilitySet controlFlow = kFp | toSet(Capability::ControlFlow);
  EXPECT_ALLOWED(check("tosa.cond_if", {"tensor<1xi1>", f32}, {f32}),
                 controlFlow);
  EXPECT_ALLOWED(check("tosa.while_loop", {"tensor<1xi32>"}, {"tensor<1xi32>"}),
                 controlFlow);
  EXPECT_ALLOWED(check("tosa.yield", {f32}, {}), kFp);
  EXPECT_ALLOWED(check("tosa.yield", {"tensor<1xi1>"}, {}), kFp);
  CapabilitySet variable = kFp | kInt | toSet(Capability::Variable);
  EXPECT_ALLOWED(check("tosa.variable", {}, {}, {{"type", "f32"}}), variable);
  EXPECT_ALLOWED(check("tosa.variable", {}, {}, {{"type", "i8"}}), variable);
  EXPECT_ALLOWED(check("tosa.variable_read", {}, {"tensor<2x2xf32>"}),
                 variable);
  EXPECT_ALLOWED(check("tosa.variable_write", {"tensor<2x2xf32>"}, {}),
                 variable);
}

TEST_F(TosaTypeSupportTest, AllOpsShapeOpsAndApplyScale) {
  CapabilitySet shape = kFp | toSet(Capability::Shape);
  for (const char *op :
       {"tosa.add_shape", "tosa.div_ceil_shape", "tosa.div_floor_shape",
        "tosa.max_shape", "tosa.min_shape", "tosa.mod_shape", "tosa.mul_shape",
        "tosa.sub_shape"})
    EXPECT_ALLOWED(check(op, {shape2, shape2}, {shape2}), shape);
  EXPECT_ALLOWED(check("tosa.concat_shape", {shape2, shape2}, {shape4}), shape);
  for (const char *op :
       {"tosa.exp2_shape", "tosa.log2_ceil_shape", "tosa.log2_floor_shape"})
    EXPECT_ALLOWED(check(op, {shape2}, {shape2}), shape);
  EXPECT_ALLOWED(check("tosa.dim", {f32}, {"!tosa.shape<1>"}), shape);
  EXPECT_ALLOWED(check("tosa.slice_shape",
                       {shape2, "tensor<1xi32>", "tensor<1xi32>"},
                       {"!tosa.shape<1>"}),
                 shape);
  // Shape ops need EXT-SHAPE; CONST_SHAPE does not.
  EXPECT_NOT_ALLOWED(check("tosa.add_shape", {shape2, shape2}, {shape2}),
                     kInt | kFp);
  EXPECT_ALLOWED(check("tosa.apply_scale", {"i32", "i32", "i8"}, {"i32"}),
                 kInt);
  EXPECT_ALLOWED(check("tosa.apply_scale", {"i48", "i16", "i8"}, {"i32"}),
                 kInt);
}

//===----------------------------------------------------------------------===//
// Profiles, extensions and rejected combinations
//===----------------------------------------------------------------------===//

TEST_F(TosaTypeSupportTest, RejectsCombinationsOutsideTheTables) {
  EXPECT_UNSUPPORTED(check("tosa.add", {i8, i8}, {i8}));
  EXPECT_UNSUPPORTED(check("tosa.add", {f32, f32}, {"tensor<2x3xf16>"}));
  EXPECT_UNSUPPORTED(
      check("tosa.add", {"tensor<2xf64>", "tensor<2xf64>"}, {"tensor<2xf64>"}));
  EXPECT_UNSUPPORTED(check("tosa.clz", {f32}, {f32}));
  EXPECT_UNSUPPORTED(check("tosa.mul", {i32, i32, "tensor<1xi32>"}, {i32}));
  EXPECT_UNSUPPORTED(
      check("tosa.matmul", {i8, i8, "tensor<1xi8>", "tensor<1xi8>"}, {i8}));
  EXPECT_UNSUPPORTED(
      check("tosa.conv2d",
            {f32, f32, "tensor<6xf32>", "tensor<1xf32>", "tensor<1xf32>"},
            {f32}, {{"acc_type", "f16"}}));
  EXPECT_UNSUPPORTED(check("tosa.cast", {i1}, {f32}));
  EXPECT_UNSUPPORTED(check("tosa.equal", {f32, f32}, {f32}));
  EXPECT_UNSUPPORTED(check("tosa.cond_if", {"tensor<1xi8>", f32}, {f32}));
  EXPECT_UNSUPPORTED(check("tosa.variable", {}, {}, {{"type", "i16"}}));
  // 48-bit RESCALE inputs need scale32 = false, so an i16 multiplier.
  EXPECT_UNSUPPORTED(check("tosa.rescale",
                           {"tensor<4xi48>", "tensor<1xi32>", "tensor<1xi8>",
                            "tensor<1xi48>", "tensor<1xi8>"},
                           {"tensor<4xi8>"}));
  // Unsigned to unsigned and unsigned to 32-bit are not RESCALE variants.
  EXPECT_UNSUPPORTED(check("tosa.rescale",
                           {"tensor<4xui8>", "tensor<1xi32>", "tensor<1xi8>",
                            "tensor<1xui8>", "tensor<1xui8>"},
                           {"tensor<4xui8>"}));
  EXPECT_UNSUPPORTED(check("tosa.rescale",
                           {"tensor<4xui8>", "tensor<1xi32>", "tensor<1xi8>",
                            "tensor<1xui8>", "tensor<1xi32>"},
                           {"tensor<4xi32>"}));
}

TEST_F(TosaTypeSupportTest, ProfilesAndExtensions) {
  std::map<std::string, std::string> accI32 = {{"acc_type", "i32"}};
  std::map<std::string, std::string> accI48 = {{"acc_type", "i48"}};
  auto conv = [&](const char *in, const char *weight, const char *out,
                  std::map<std::string, std::string> acc) {
    return check("tosa.conv2d", {in, weight, out, in, weight}, {out}, acc);
  };
  EXPECT_ALLOWED(conv(i8, i8, i32, accI32), kInt);
  EXPECT_NOT_ALLOWED(conv(i8, i8, i32, accI32), kFp);
  EXPECT_NOT_ALLOWED(conv(i8, "tensor<2x3xi4>", i32, accI32), kInt);
  EXPECT_ALLOWED(conv(i8, "tensor<2x3xi4>", i32, accI32),
                 kInt | toSet(Capability::Int4));
  EXPECT_NOT_ALLOWED(conv("tensor<2x3xi16>", i8, "tensor<2x3xi48>", accI48),
                     kInt);
  EXPECT_ALLOWED(conv("tensor<2x3xi16>", i8, "tensor<2x3xi48>", accI48),
                 kInt | toSet(Capability::Int16));
  // A conv without its acc_type attribute is matched on tensors alone.
  EXPECT_ALLOWED(conv(f32, f32, f32, {}), kFp);

  // int32 ADD is in both profiles; bf16 needs EXT-BF16.
  EXPECT_ALLOWED(check("tosa.add", {i32, i32}, {i32}), kFp);
  EXPECT_NOT_ALLOWED(check("tosa.add", {"tensor<2xbf16>", "tensor<2xbf16>"},
                           {"tensor<2xbf16>"}),
                     kFp);
  // "A & B" rows need both.
  TypeSupportResult argmax =
      check("tosa.argmax", {"tensor<2x3xf16>"}, {"tensor<3xi64>"});
  EXPECT_NOT_ALLOWED(argmax, kFp);
  EXPECT_NOT_ALLOWED(argmax, toSet(Capability::Int64));
  EXPECT_ALLOWED(argmax, kFp | toSet(Capability::Int64));
  // "A | B" rows need either.
  TypeSupportResult dim = check("tosa.dim", {i1}, {"!tosa.shape<1>"});
  EXPECT_ALLOWED(dim, kInt | toSet(Capability::Shape));
  EXPECT_ALLOWED(dim, kFp | toSet(Capability::Shape));
  EXPECT_NOT_ALLOWED(dim, kInt | kFp);

  // Quantized element types count as their storage type.
  EXPECT_ALLOWED(check("tosa.max_pool2d",
                       {"tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>"},
                       {"tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>>"}),
                 kInt);
  // Unsigned RESCALE variants as element types.
  EXPECT_ALLOWED(check("tosa.rescale",
                       {"tensor<4xui8>", "tensor<1xi32>", "tensor<1xi8>",
                        "tensor<1xui8>", "tensor<1xi8>"},
                       {"tensor<4xi8>"}),
                 kInt);
  EXPECT_ALLOWED(check("tosa.rescale",
                       {"tensor<4xi16>", "tensor<1xi16>", "tensor<1xi8>",
                        "tensor<1xi16>", "tensor<1xui16>"},
                       {"tensor<4xui16>"}),
                 kInt);
  EXPECT_ALLOWED(check("tosa.const", {}, {"tensor<1xui8>"}), kInt);

  // Everything enabled allows every row of every op.
  for (llvm::StringRef op : getTypeSupportOpNames())
    EXPECT_GT(getNumTypeSupportRows(op), 0u) << op.str();
  EXPECT_ALLOWED(check("tosa.cast", {"tensor<2xf8E5M2>"}, {"tensor<2xbf16>"}),
                 everything());
}

TEST_F(TosaTypeSupportTest, UnknownOpsAndArityMismatchesAreNotChecked) {
  EXPECT_FALSE(check("tosa.not_an_op", {f32}, {f32}).checked);
  EXPECT_FALSE(check("tosa.add", {f32, f32, f32}, {f32}).checked);
  EXPECT_FALSE(check("tosa.add", {f32, f32}, {}).checked);
  EXPECT_EQ(formatSupportedTypes("tosa.not_an_op"), "");
  EXPECT_EQ(getNumTypeSupportRows("tosa.not_an_op"), 0u);
}

TEST_F(TosaTypeSupportTest, Formatting) {
  EXPECT_EQ(formatSupportedTypes("tosa.add"),
            "(i32, i32) -> i32, (i64, i64) -> i64, (f16, f16) -> f16, "
            "(bf16, bf16) -> bf16, (f32, f32) -> f32");
  EXPECT_EQ(check("tosa.add", {i8, i8}, {i8}).actual, "(i8, i8) -> i8");
  EXPECT_EQ(check("tosa.pad", {f32, shape4, "tensor<1xf32>"}, {f32}).actual,
            "(f32, shape, f32) -> f32");
  EXPECT_EQ(check("tosa.fft2d", {f32, f32}, {f32, f32}).actual,
            "(f32, f32) -> (f32, f32)");
  EXPECT_EQ(check("tosa.avg_pool2d", {i8, i8, i8}, {i8}, {{"acc_type", "i32"}})
                .actual,
            "(i8, i8, i8) -> i8 {acc_type = i32}");
  std::string concat = formatSupportedTypes("tosa.concat");
  EXPECT_TRUE(
      llvm::StringRef(concat).starts_with("(i1...) -> i1, (i8...) -> i8"))
      << concat;

  EXPECT_EQ(describeCapabilities(toSet(Capability::Int16)), "extension int16");
  EXPECT_EQ(describeCapabilities(kFp | toSet(Capability::Int64)),
            "profile pro_fp and extension int64");
  EXPECT_EQ(describeCapabilities(toSet(Capability::Bf16) |
                                 toSet(Capability::Fp8E4M3)),
            "extensions bf16 and fp8e4m3");
  EXPECT_EQ(parseCapability("EXT-INT16"), Capability::Int16);
  EXPECT_EQ(parseCapability("controlflow"), Capability::ControlFlow);
  EXPECT_EQ(parseCapability("mxfp_conv"), Capability::MxFpConv);
  EXPECT_EQ(parseCapability("int17"), std::nullopt);
}

} // namespace
