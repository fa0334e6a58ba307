//===- main.cpp - A C++ consumer of an installed tosac --------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This program uses tosac as a framework compiler would, from an installed
// tree only: it builds `out = matmul(a, b) + bias` with the C++ API of the
// tosa dialect, checks it with tosa-validate (profile pro_fp), lowers a
// copy with the tosa-to-llvm pipeline, JIT-compiles it with the executor,
// runs it and compares the result with the same computation done here.
// It prints what it did and exits 0 only if every step worked.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"
#include "tosac/Execution/Executor.h"
#include "tosac/InitAll.h"
#include "tosac/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <string>

using namespace mlir;
namespace ttosa = tosac::tosa;

static constexpr int64_t kRows = 2, kInner = 3, kCols = 4;

static int fail(const llvm::Twine &message) {
  llvm::errs() << "consumer-cmake: FAIL: " << message << "\n";
  return 1;
}

/// func.func @main(%a: [1,2,3], %b: [1,3,4]) -> [1,2,4]: matmul + bias.
static OwningOpRef<ModuleOp> buildModule(MLIRContext &context) {
  OpBuilder b(&context);
  Location loc = b.getUnknownLoc();
  auto f32 = b.getF32Type();
  auto aType = RankedTensorType::get({1, kRows, kInner}, f32);
  auto bType = RankedTensorType::get({1, kInner, kCols}, f32);
  auto outType = RankedTensorType::get({1, kRows, kCols}, f32);

  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());
  auto func = func::FuncOp::create(
      b, loc, "main", b.getFunctionType({aType, bType}, {outType}));
  Block *body = func.addEntryBlock();
  b.setInsertionPointToStart(body);

  // Float matmul takes zero points of 0.0 as one-element constants.
  auto zpType = RankedTensorType::get({1}, f32);
  auto zero = DenseElementsAttr::get(zpType, 0.0f);
  Value zpA = ttosa::ConstOp::create(b, loc, zpType, zero);
  Value zpB = ttosa::ConstOp::create(b, loc, zpType, zero);
  Value product = ttosa::MatMulOp::create(b, loc, outType, body->getArgument(0),
                                          body->getArgument(1), zpA, zpB);
  // A bias of 0.5 * column, broadcast over the rows.
  auto biasType = RankedTensorType::get({1, 1, kCols}, f32);
  SmallVector<float> biasValues;
  for (int64_t c = 0; c < kCols; ++c)
    biasValues.push_back(0.5f * c);
  Value bias = ttosa::ConstOp::create(
      b, loc, biasType,
      DenseElementsAttr::get(biasType, llvm::ArrayRef<float>(biasValues)));
  Value sum = ttosa::AddOp::create(b, loc, outType, product, bias);
  func::ReturnOp::create(b, loc, sum);
  return module;
}

int main() {
  DialectRegistry registry;
  tosac::registerAllTosacDialects(registry);
  tosac::registerExecutorDependencies(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  OwningOpRef<ModuleOp> module = buildModule(context);
  if (failed(verify(*module)))
    return fail("the built module does not verify");
  llvm::outs() << "built:\n" << *module << "\n";

  // tosa-validate: the graph must be valid for profile pro_fp.
  {
    PassManager pm(&context);
    ttosa::TosaValidatePassOptions options;
    options.profiles = {"pro_fp"};
    pm.addPass(ttosa::createTosaValidatePass(options));
    if (failed(pm.run(*module)))
      return fail("tosa-validate rejected the module");
    llvm::outs() << "tosa-validate (pro_fp): ok\n";
  }

  // The tosa-to-llvm pipeline on a copy: only the LLVM dialect remains.
  {
    OwningOpRef<ModuleOp> lowered = module->clone();
    PassManager pm(&context);
    tosac::buildTosaToLLVMPipeline(pm);
    if (failed(pm.run(*lowered)))
      return fail("the tosa-to-llvm pipeline failed");
    int llvmOps = 0, otherOps = 0;
    lowered->walk([&](Operation *op) {
      if (op == lowered->getOperation())
        return;
      (isa<LLVM::LLVMDialect>(op->getDialect()) ? llvmOps : otherOps) += 1;
    });
    if (otherOps != 0 || llvmOps == 0)
      return fail("tosa-to-llvm left " + llvm::Twine(otherOps) +
                  " non-LLVM ops");
    llvm::outs() << "tosa-to-llvm: " << llvmOps << " LLVM dialect ops\n";
  }

  // JIT-compile and run through the executor.
  auto compiled = tosac::CompiledModule::compile(*module);
  if (!compiled)
    return fail("compile: " + llvm::toString(compiled.takeError()));
  tosac::NpyArray a =
      tosac::NpyArray::zeros(tosac::NpyDType::Float32, {1, kRows, kInner});
  tosac::NpyArray bArray =
      tosac::NpyArray::zeros(tosac::NpyDType::Float32, {1, kInner, kCols});
  for (int64_t i = 0; i < a.numElements(); ++i)
    a.set<float>(i, 0.25f * static_cast<float>(i) - 1.0f);
  for (int64_t i = 0; i < bArray.numElements(); ++i)
    bArray.set<float>(i, static_cast<float>((i * 7) % 5) - 2.0f);
  auto outputs = (*compiled)->run({a, bArray});
  if (!outputs)
    return fail("run: " + llvm::toString(outputs.takeError()));
  if (outputs->size() != 1 || (*outputs)[0].numElements() != kRows * kCols)
    return fail("expected one output of " + llvm::Twine(kRows * kCols) +
                " elements");

  const tosac::NpyArray &out = (*outputs)[0];
  for (int64_t r = 0; r < kRows; ++r) {
    for (int64_t c = 0; c < kCols; ++c) {
      float expected = 0.5f * c;
      for (int64_t k = 0; k < kInner; ++k)
        expected +=
            a.get<float>(r * kInner + k) * bArray.get<float>(k * kCols + c);
      float actual = out.get<float>(r * kCols + c);
      if (std::fabs(actual - expected) > 1e-5f * (1 + std::fabs(expected)))
        return fail("out[" + llvm::Twine(r) + "][" + llvm::Twine(c) +
                    "] = " + std::to_string(actual) + ", expected " +
                    std::to_string(expected));
      llvm::outs() << (c ? " " : "out: ") << actual;
    }
    llvm::outs() << "\n";
  }
  llvm::outs() << "consumer-cmake: PASS\n";
  return 0;
}
