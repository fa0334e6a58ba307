//===- TosaDialectTest.cpp - Tests of the dialect's C++ API ---------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#include "tosac/InitAll.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

OwningOpRef<ModuleOp> parse(MLIRContext &ctx, llvm::StringRef source) {
  DialectRegistry registry;
  tosac::registerAllTosacDialects(registry);
  ctx.appendDialectRegistry(registry);
  ctx.loadAllAvailableDialects();
  return parseSourceString<ModuleOp>(source, &ctx);
}

} // namespace

TEST(TosaDialect, ParsesUpstreamSyntaxIntoOurOps) {
  MLIRContext ctx;
  auto module = parse(ctx, R"MLIR(
    func.func @f(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
      %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
      return %0 : tensor<2x3xf32>
    })MLIR");
  ASSERT_TRUE(module);
  int adds = 0;
  module->walk([&](tosac::tosa::AddOp) { ++adds; });
  EXPECT_EQ(adds, 1);
}

TEST(TosaDialect, RejectsBadBroadcastWithRule) {
  MLIRContext ctx;
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    diagnostics += d.str();
    return success();
  });
  auto module = parse(ctx, R"MLIR(
    func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x3xf32> {
      %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x3xf32>
      return %0 : tensor<2x3xf32>
    })MLIR");
  EXPECT_FALSE(module);
  EXPECT_NE(diagnostics.find("ERROR_IF("), std::string::npos) << diagnostics;
}
