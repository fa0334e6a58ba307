//===- TosaValidatePassTest.cpp - Tests of tosa-validate on every op ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file runs `tosa-validate` on ops given in generic form and checks the
// diagnostics. The pass works on op names and positions, so the IR is parsed
// without verification: ops this build does not define yet are accepted as
// unregistered ops and checked all the same. The same cases, in the ops'
// own syntax, are in test/Dialect/Tosa/Transforms/tosa-validate-levels.mlir
// and tosa-validate-extensions.mlir.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/Transforms/Passes.h"
#include "tosac/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace mlir;
using tosac::tosa::TosaValidatePassOptions;

namespace {

/// Runs tosa-validate on `ir` and returns the error messages.
std::vector<std::string> validate(llvm::StringRef ir,
                                  TosaValidatePassOptions options = {}) {
  MLIRContext ctx;
  DialectRegistry registry;
  tosac::registerAllTosacDialects(registry);
  ctx.appendDialectRegistry(registry);
  ctx.loadAllAvailableDialects();
  ctx.allowUnregisteredDialects();

  std::vector<std::string> errors;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      errors.push_back(diag.str());
    return success();
  });
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(ir, config);
  if (!module) {
    errors.push_back("<parse error>");
    return errors;
  }
  PassManager pm(&ctx);
  pm.enableVerifier(false);
  pm.addPass(tosac::tosa::createTosaValidatePass(options));
  (void)pm.run(*module);
  return errors;
}

TosaValidatePassOptions withExtensions(std::vector<std::string> extensions,
                                       std::vector<std::string> profiles = {}) {
  TosaValidatePassOptions options;
  options.extensions.assign(extensions.begin(), extensions.end());
  options.profiles.assign(profiles.begin(), profiles.end());
  return options;
}

/// All extensions, so that only level checks fail.
TosaValidatePassOptions allExtensions() { return withExtensions({"all"}); }

using Errors = std::vector<std::string>;

//===----------------------------------------------------------------------===//
// Extension-gated features
//===----------------------------------------------------------------------===//

TEST(TosaValidatePass, FftNeedsExtFft) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<1x8x8xf32>) {
      %0:2 = "tosa.fft2d"(%a, %a) {inverse = false} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>)
      %1:2 = "tosa.rfft2d"(%a) : (tensor<1x8x8xf32>) -> (tensor<1x8x5xf32>, tensor<1x8x5xf32>)
      return
    })MLIR";
  EXPECT_EQ(validate(ir),
            (Errors{"'tosa.fft2d' op type combination (f32, f32) -> (f32, "
                    "f32) requires extension fft",
                    "'tosa.rfft2d' op type combination (f32) -> (f32, f32) "
                    "requires extension fft"}));
  EXPECT_EQ(validate(ir, withExtensions({"fft"})), Errors{});
}

TEST(TosaValidatePass, ControlFlowNeedsExtControlFlow) {
  const char *ir = R"MLIR(
    func.func @f(%c: tensor<1xi1>, %a: tensor<2xf32>, %i: tensor<1xi32>) {
      %0 = "tosa.cond_if"(%c, %a) ({
      ^bb0(%x: tensor<2xf32>):
        "tosa.yield"(%x) : (tensor<2xf32>) -> ()
      }, {
      ^bb0(%x: tensor<2xf32>):
        "tosa.yield"(%x) : (tensor<2xf32>) -> ()
      }) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>
      %1 = "tosa.while_loop"(%i) ({
      ^bb0(%x: tensor<1xi32>):
        %t = "tosa.const"() <{values = dense<true> : tensor<1xi1>}> : () -> tensor<1xi1>
        "tosa.yield"(%t) : (tensor<1xi1>) -> ()
      }, {
      ^bb0(%x: tensor<1xi32>):
        "tosa.yield"(%x) : (tensor<1xi32>) -> ()
      }) : (tensor<1xi32>) -> tensor<1xi32>
      return
    })MLIR";
  EXPECT_EQ(validate(ir),
            (Errors{"'tosa.cond_if' op type combination (i1, f32) -> f32 "
                    "requires extension controlflow",
                    "'tosa.while_loop' op type combination (i32) -> i32 "
                    "requires extension controlflow"}));
  EXPECT_EQ(validate(ir, withExtensions({"controlflow"})), Errors{});
}

TEST(TosaValidatePass, VariablesNeedExtVariable) {
  const char *ir = R"MLIR(
    "tosa.variable"() {sym_name = "v", var_shape = dense<[2, 2]> : tensor<2xindex>, type = f32} : () -> ()
    func.func @f() {
      %0 = "tosa.variable_read"() {name = "v"} : () -> tensor<2x2xf32>
      "tosa.variable_write"(%0) {name = "v"} : (tensor<2x2xf32>) -> ()
      return
    })MLIR";
  EXPECT_EQ(validate(ir),
            (Errors{"'tosa.variable' op type combination () -> () {type = "
                    "f32} requires profile pro_fp and extension variable",
                    "'tosa.variable_read' op type combination () -> f32 "
                    "requires profile pro_fp and extension variable",
                    "'tosa.variable_write' op type combination (f32) -> () "
                    "requires profile pro_fp and extension variable"}));
  EXPECT_EQ(validate(ir, withExtensions({"variable"})), Errors{});
  // Variables of i8 belong to PRO-INT.
  EXPECT_EQ(validate(ir, withExtensions({"variable"}, {"pro_int"})).size(), 3u);
}

TEST(TosaValidatePass, RoundingModesNeedTheirExtensions) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<4xi8>, %v: i32, %m: i32, %s: i8) {
      %mult = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
      %shift = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
      %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
      %0 = "tosa.rescale"(%a, %mult, %shift, %zp, %zp) {scale32 = true, rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND>, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
      %1 = "tosa.rescale"(%a, %mult, %shift, %zp, %zp) {scale32 = true, rounding_mode = #tosa.rounding_mode<INEXACT_ROUND>, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
      %2 = "tosa.rescale"(%a, %mult, %shift, %zp, %zp) {scale32 = true, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
      %3 = "tosa.apply_scale"(%v, %m, %s) {rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND>} : (i32, i32, i8) -> i32
      return
    })MLIR";
  EXPECT_EQ(validate(ir),
            (Errors{"'tosa.rescale' op rounding_mode = DOUBLE_ROUND requires "
                    "extension doubleround",
                    "'tosa.rescale' op rounding_mode = INEXACT_ROUND requires "
                    "extension inexactround",
                    "'tosa.apply_scale' op rounding_mode = DOUBLE_ROUND "
                    "requires extension doubleround"}));
  EXPECT_EQ(validate(ir, withExtensions({"doubleround", "inexactround"})),
            Errors{});
}

TEST(TosaValidatePass, ShapeOpsNeedExtShapeAndConstantInputs) {
  const char *ir = R"MLIR(
    func.func @f(%arg: !tosa.shape<2>) {
      %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
      %0 = "tosa.add_shape"(%s, %s) : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
      %1 = "tosa.mul_shape"(%0, %s) : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
      return
    })MLIR";
  EXPECT_EQ(validate(ir),
            (Errors{"'tosa.add_shape' op type combination (shape, shape) -> "
                    "shape requires extension shape",
                    "'tosa.mul_shape' op type combination (shape, shape) -> "
                    "shape requires extension shape"}));
  EXPECT_EQ(validate(ir, withExtensions({"shape"})), Errors{});

  // Shape inputs must be compile-time constants even with EXT-DYNAMIC.
  const char *argument = R"MLIR(
    func.func @f(%arg: !tosa.shape<2>) {
      %0 = "tosa.exp2_shape"(%arg) : (!tosa.shape<2>) -> !tosa.shape<2>
      return
    })MLIR";
  EXPECT_EQ(validate(argument, withExtensions({"shape", "dynamic"})),
            (Errors{"'tosa.exp2_shape' op operand #0 must be a compile-time "
                    "constant"}));
}

TEST(TosaValidatePass, CompileTimeConstantOperandsNeedExtDynamic) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<1x4x4x2xf32>, %w: tensor<3x1x1x2xf32>, %b: tensor<3xf32>, %zp: tensor<1xf32>, %s: !tosa.shape<2>, %i: tensor<2x3xi32>, %shift: tensor<1xi8>) {
      %fzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
      %0 = "tosa.conv2d"(%a, %w, %b, %zp, %fzp) {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x1x1x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
      %1 = "tosa.reshape"(%i, %s) : (tensor<2x3xi32>, !tosa.shape<2>) -> tensor<3x2xi32>
      %2 = "tosa.mul"(%i, %i, %shift) : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
      return
    })MLIR";
  EXPECT_EQ(validate(ir),
            (Errors{"'tosa.conv2d' op operand #3 is not a compile-time "
                    "constant, which requires extension dynamic",
                    "'tosa.reshape' op operand #1 is not a compile-time "
                    "constant, which requires extension dynamic",
                    "'tosa.mul' op operand #2 is not a compile-time constant, "
                    "which requires extension dynamic"}));
  EXPECT_EQ(validate(ir, withExtensions({"dynamic"})), Errors{});
}

TEST(TosaValidatePass, ShapesFromShapeOpsAreConstant) {
  const char *ir = R"MLIR(
    func.func @f(%i: tensor<2x3xi32>) {
      %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
      %t = "tosa.max_shape"(%s, %s) : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
      %0 = "tosa.reshape"(%i, %t) : (tensor<2x3xi32>, !tosa.shape<2>) -> tensor<3x2xi32>
      return
    })MLIR";
  EXPECT_EQ(validate(ir, withExtensions({"shape"})), Errors{});
}

TEST(TosaValidatePass, BlockScaledOpsNeedExtMxfp) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<1x4x32xf8E4M3FN>, %as: tensor<1x4x1xf8E8M0FNU>, %b: tensor<1x5x32xf8E4M3FN>, %bs: tensor<1x5x1xf8E8M0FNU>) {
      %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x5x32xf8E4M3FN>, tensor<1x5x1xf8E8M0FNU>) -> tensor<1x4x5xf32>
      return
    })MLIR";
  EXPECT_EQ(validate(ir),
            (Errors{"'tosa.matmul_t_block_scaled' op type combination "
                    "(f8E4M3FN, f8E8M0FNU, f8E4M3FN, f8E8M0FNU) -> f32 "
                    "requires extension mxfp"}));
  EXPECT_EQ(validate(ir, withExtensions({"mxfp"})), Errors{});
}

TEST(TosaValidatePass, AccumulatorTypeSelectsTheRow) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<1x4x4x2xi16>, %w: tensor<3x1x1x2xi8>, %b: tensor<3xi48>) {
      %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
      %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
      %0 = "tosa.conv2d"(%a, %w, %b, %izp, %wzp) {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi16>, tensor<3x1x1x2xi8>, tensor<3xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x4x3xi48>
      return
    })MLIR";
  EXPECT_EQ(validate(ir, withExtensions({}, {"pro_int"})),
            (Errors{"'tosa.conv2d' op type combination (i16, i8, i48, i16, "
                    "i8) -> i48 {acc_type = i48} requires extension int16"}));
  EXPECT_EQ(validate(ir, withExtensions({"int16"}, {"pro_int"})), Errors{});
}

TEST(TosaValidatePass, StrictOpSpecAlignment) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<2xf32>) {
      %0 = "tosa.not_in_the_spec"(%a) : (tensor<2xf32>) -> tensor<2xf32>
      %1 = "other.op"(%a) : (tensor<2xf32>) -> tensor<2xf32>
      return
    })MLIR";
  EXPECT_EQ(validate(ir), Errors{});
  TosaValidatePassOptions strict;
  strict.strictOpSpecAlignment = true;
  EXPECT_EQ(validate(ir, strict),
            (Errors{"'tosa.not_in_the_spec' op is not described by the type "
                    "tables of the TOSA specification "
                    "(strict-op-spec-alignment)"}));
}

TEST(TosaValidatePass, OptionErrors) {
  const char *ir = "func.func @f() { return }";
  EXPECT_EQ(validate(ir, withExtensions({"int17"})),
            (Errors{"tosa-validate: unknown extension 'int17', expected one "
                    "of int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, "
                    "controlflow, doubleround, inexactround, dynamic, mxfp, "
                    "mxfp_conv, int64, shape or all"}));
  EXPECT_EQ(validate(ir, withExtensions({"fft"}, {"pro_int"})),
            (Errors{"tosa-validate: extension fft requires profile pro_fp"}));
  EXPECT_EQ(validate(ir, withExtensions({}, {"main"})),
            (Errors{"tosa-validate: unknown profile 'main', expected pro_int "
                    "or pro_fp"}));
  TosaValidatePassOptions level;
  level.level = "16k";
  EXPECT_EQ(validate(ir, level),
            (Errors{"tosa-validate: unknown level '16k', expected 8k or "
                    "none"}));
}

//===----------------------------------------------------------------------===//
// Level checks
//===----------------------------------------------------------------------===//

TEST(TosaValidatePass, PoolingKernelStridePad) {
  // avg_pool2d: kernel, stride and pad, each just above the 8K limit.
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<1x8193x1x1xf32>, %b: tensor<1x8194x1x1xf32>) {
      %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
      %0 = "tosa.avg_pool2d"(%a, %zp, %zp) {acc_type = f32, kernel = array<i64: 8193, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8193x1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
      %1 = "tosa.avg_pool2d"(%b, %zp, %zp) {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 8193>} : (tensor<1x8194x1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8194x1x1xf32>
      %2 = "tosa.max_pool2d"(%a) {kernel = array<i64: 1, 1>, pad = array<i64: 0, 8193, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8193x1x1xf32>) -> tensor<1x16386x1x1xf32>
      %3 = "tosa.max_pool2d"(%a) {kernel = array<i64: 8192, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 8192, 1>} : (tensor<1x8193x1x1xf32>) -> tensor<1x1x1x1xf32>
      return
    })MLIR";
  EXPECT_EQ(validate(ir, allExtensions()),
            (Errors{"'tosa.avg_pool2d' op failed level check: kernel_y <= "
                    "MAX_KERNEL (8192), got 8193",
                    "'tosa.avg_pool2d' op failed level check: stride_x <= "
                    "MAX_STRIDE (8192), got 8193",
                    "'tosa.max_pool2d' op failed level check: pad_bottom <= "
                    "MAX_KERNEL (8192), got 8193"}));
  TosaValidatePassOptions none = allExtensions();
  none.level = "none";
  EXPECT_EQ(validate(ir, none), Errors{});
}

TEST(TosaValidatePass, ConvolutionKernels) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<1x8200x8200x1xf32>, %a3: tensor<1x8200x4x4x1xf32>, %w: tensor<1x4097x1x1xf32>, %w3: tensor<1x4097x1x1x1xf32>, %wd: tensor<1x8193x1x1xf32>, %wt: tensor<1x8193x1x1xf32>, %b: tensor<1xf32>) {
      %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
      %0 = "tosa.conv2d"(%a, %w, %b, %zp, %zp) {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8200x8200x1xf32>, tensor<1x4097x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8200x1xf32>
      %1 = "tosa.conv3d"(%a3, %w3, %b, %zp, %zp) {acc_type = f32, dilation = array<i64: 2, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x8200x4x4x1xf32>, tensor<1x4097x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x4x4x1xf32>
      %2 = "tosa.depthwise_conv2d"(%a, %wd, %b, %zp, %zp) {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8200x8200x1xf32>, tensor<1x8193x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8200x8x1xf32>
      %3 = "tosa.transpose_conv2d"(%a, %wt, %b, %zp, %zp) {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8200x8200x1xf32>, tensor<1x8193x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16392x8200x1xf32>
      return
    })MLIR";
  EXPECT_EQ(validate(ir, allExtensions()),
            (Errors{"'tosa.conv2d' op failed level check: dilation_y * KH <= "
                    "MAX_KERNEL (8192), got 8194",
                    "'tosa.conv3d' op failed level check: dilation_d * KD <= "
                    "MAX_KERNEL (8192), got 8194",
                    "'tosa.depthwise_conv2d' op failed level check: "
                    "dilation_x * KW <= MAX_KERNEL (8192), got 8193",
                    "'tosa.transpose_conv2d' op failed level check: KH <= "
                    "MAX_KERNEL (8192), got 8193"}));
}

TEST(TosaValidatePass, ConvolutionPadStrideOutPad) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<1x4x4x1xf32>, %a3: tensor<1x4x4x4x1xf32>, %w: tensor<1x1x1x1xf32>, %w3: tensor<1x1x1x1x1xf32>, %b: tensor<1xf32>) {
      %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
      %0 = "tosa.conv2d"(%a, %w, %b, %zp, %zp) {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 8193, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8197x1xf32>
      %1 = "tosa.conv3d"(%a3, %w3, %b, %zp, %zp) {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 8193, 1, 1>} : (tensor<1x4x4x4x1xf32>, tensor<1x1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x4x4x1xf32>
      %2 = "tosa.transpose_conv2d"(%a, %w, %b, %zp, %zp) {acc_type = f32, out_pad = array<i64: 0, 0, 0, 8193>, stride = array<i64: 1, 1>} : (tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8197x1xf32>
      %3 = "tosa.depthwise_conv2d"(%a, %w, %b, %zp, %zp) {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 8193>} : (tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x1x1xf32>
      return
    })MLIR";
  EXPECT_EQ(validate(ir, allExtensions()),
            (Errors{"'tosa.conv2d' op failed level check: pad_left <= "
                    "MAX_KERNEL (8192), got 8193",
                    "'tosa.conv3d' op failed level check: stride_d <= "
                    "MAX_STRIDE (8192), got 8193",
                    "'tosa.transpose_conv2d' op failed level check: "
                    "out_pad_right <= MAX_KERNEL (8192), got 8193",
                    "'tosa.depthwise_conv2d' op failed level check: stride_x "
                    "<= MAX_STRIDE (8192), got 8193"}));
}

TEST(TosaValidatePass, FftSizes) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<1x16384x2xf32>, %b: tensor<1x2x16384xf32>) {
      %0:2 = "tosa.fft2d"(%a, %a) {inverse = false} : (tensor<1x16384x2xf32>, tensor<1x16384x2xf32>) -> (tensor<1x16384x2xf32>, tensor<1x16384x2xf32>)
      %1:2 = "tosa.rfft2d"(%b) : (tensor<1x2x16384xf32>) -> (tensor<1x2x8193xf32>, tensor<1x2x8193xf32>)
      return
    })MLIR";
  EXPECT_EQ(validate(ir, allExtensions()),
            (Errors{"'tosa.fft2d' op failed level check: H <= MAX_KERNEL "
                    "(8192), got 16384",
                    "'tosa.rfft2d' op failed level check: W <= MAX_KERNEL "
                    "(8192), got 16384"}));
}

TEST(TosaValidatePass, ResizeScale) {
  const char *ir = R"MLIR(
    func.func @f(%a: tensor<1x2x2x1xf32>) {
      %big = tosa.const_shape {values = dense<[257, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
      %ok = tosa.const_shape {values = dense<[513, 2, 256, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
      %bigx = tosa.const_shape {values = dense<[2, 1, 1028, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
      %off = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
      %0 = "tosa.resize"(%a, %big, %off, %off) {mode = #tosa.resize_mode<NEAREST_NEIGHBOR>} : (tensor<1x2x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x258x3x1xf32>
      %1 = "tosa.resize"(%a, %ok, %off, %off) {mode = #tosa.resize_mode<NEAREST_NEIGHBOR>} : (tensor<1x2x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x257x257x1xf32>
      %2 = "tosa.resize"(%a, %bigx, %off, %off) {mode = #tosa.resize_mode<NEAREST_NEIGHBOR>} : (tensor<1x2x2x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x258x1xf32>
      return
    })MLIR";
  EXPECT_EQ(validate(ir, allExtensions()),
            (Errors{"'tosa.resize' op failed level check: scale_y_n / "
                    "scale_y_d <= MAX_SCALE (256), got 257 / 1 = 257",
                    "'tosa.resize' op failed level check: scale_x_n / "
                    "scale_x_d <= MAX_SCALE (256), got 1028 / 4 = 257"}));
}

std::string yieldOf(const std::string &value) {
  return "\"tosa.yield\"(" + value + ") : (tensor<2xf32>) -> ()\n";
}

/// The body of a region at nesting `level` holding `depth - level` nested
/// cond_ifs; the op at level L is enclosed by L others.
std::string nestedRegion(int level, int depth, const std::string &value) {
  if (level == depth)
    return yieldOf(value);
  std::string n = std::to_string(level);
  std::string op = "%r" + n + " = \"tosa.cond_if\"(%c, " + value +
                   ") ({\n^bb0(%x" + n + ": tensor<2xf32>):\n" +
                   nestedRegion(level + 1, depth, "%x" + n) + "}, {\n^bb0(%e" +
                   n + ": tensor<2xf32>):\n" + yieldOf("%e" + n) +
                   "}) : (tensor<1xi1>, tensor<2xf32>) -> tensor<2xf32>\n";
  return level == 0 ? op : op + yieldOf("%r" + n);
}

/// `depth` cond_ifs nested in each other.
std::string nestedCondIfs(int depth) {
  return "func.func @f(%c: tensor<1xi1>, %x: tensor<2xf32>) {\n" +
         nestedRegion(0, depth, "%x") + "return\n}\n";
}

TEST(TosaValidatePass, Nesting) {
  EXPECT_EQ(validate(nestedCondIfs(6), allExtensions()), Errors{});
  EXPECT_EQ(validate(nestedCondIfs(7), allExtensions()),
            (Errors{"'tosa.cond_if' op failed level check: "
                    "tosa_nesting_depth < MAX_NESTING (6), got 6"}));
}

TEST(TosaValidatePass, TensorListSize) {
  auto concat = [](int n) {
    std::string operands, types;
    for (int i = 0; i < n; ++i) {
      operands += (i ? ", " : "") + std::string("%a");
      types += (i ? ", " : "") + std::string("tensor<1xf32>");
    }
    return "func.func @f(%a: tensor<1xf32>) {\n %0 = \"tosa.concat\"(" +
           operands + ") {axis = 0 : i32} : (" + types + ") -> tensor<" +
           std::to_string(n) + "xf32>\n return\n}\n";
  };
  EXPECT_EQ(validate(concat(64), allExtensions()), Errors{});
  EXPECT_EQ(validate(concat(65), allExtensions()),
            (Errors{"'tosa.concat' op failed level check: "
                    "tensor_list_shape(input1) <= MAX_TENSOR_LIST_SIZE (64), "
                    "got 65"}));

  auto custom = [](int inputs, int outputs) {
    std::string operands, types, results;
    for (int i = 0; i < inputs; ++i) {
      operands += (i ? ", " : "") + std::string("%a");
      types += (i ? ", " : "") + std::string("tensor<1xf32>");
    }
    for (int i = 0; i < outputs; ++i)
      results += (i ? ", " : "") + std::string("tensor<1xf32>");
    return "func.func @f(%a: tensor<1xf32>) {\n %0:" + std::to_string(outputs) +
           " = \"tosa.custom\"(" + operands +
           ") {domain_name = \"d\", implementation_attrs = \"\", "
           "operator_name = \"x\"} : (" +
           types + ") -> (" + results + ")\n return\n}\n";
  };
  EXPECT_EQ(validate(custom(65, 1), allExtensions()),
            (Errors{"'tosa.custom' op failed level check: "
                    "tensor_list_shape(input_list) <= MAX_TENSOR_LIST_SIZE "
                    "(64), got 65"}));
  EXPECT_EQ(validate(custom(1, 65), allExtensions()),
            (Errors{"'tosa.custom' op failed level check: "
                    "tensor_list_shape(output_list) <= MAX_TENSOR_LIST_SIZE "
                    "(64), got 65"}));
}

TEST(TosaValidatePass, ShapeLengthAndVariableRank) {
  const char *ir = R"MLIR(
    "tosa.variable"() {sym_name = "v", var_shape = dense<1> : tensor<7xindex>, type = f32} : () -> ()
    func.func @f() {
      %s = tosa.const_shape {values = dense<1> : tensor<7xindex>} : () -> !tosa.shape<7>
      %0 = "tosa.add_shape"(%s, %s) : (!tosa.shape<7>, !tosa.shape<7>) -> !tosa.shape<7>
      return
    })MLIR";
  EXPECT_EQ(validate(ir, allExtensions()),
            (Errors{"'tosa.variable' op failed level check: rank(var_shape) "
                    "<= MAX_RANK (6), got 7",
                    "'tosa.add_shape' op failed level check: length(operand "
                    "#0) <= MAX_RANK (6), got 7"}));
}

} // namespace
