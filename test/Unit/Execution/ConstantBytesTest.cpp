//===- ConstantBytesTest.cpp - Large constants as byte arrays -------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// A lowered module's large constant globals become i8 arrays with the same
// bytes, aligned to a cache line; small ones, splats and non-constants stay.
//
//===----------------------------------------------------------------------===//

#include "tosac/Execution/ConstantBytes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <cstring>

using namespace mlir;

namespace {

TEST(ConstantBytes, LargeConstantGlobalsBecomeByteArrays) {
  MLIRContext context;
  context.loadDialect<LLVM::LLVMDialect>();
  // 2048 floats (8 KiB) i * 0.5 as hex, a small one, a splat and a mutable
  // global.
  std::vector<float> values(2048);
  std::string hex = "0x";
  for (size_t i = 0; i < values.size(); ++i) {
    values[i] = static_cast<float>(i) * 0.5f;
    uint8_t bytes[4];
    std::memcpy(bytes, &values[i], 4);
    for (uint8_t byte : bytes)
      hex += llvm::formatv("{0:X-2}", byte).str();
  }
  std::string text = llvm::formatv(R"MLIR(
llvm.mlir.global private constant @big(dense<"{0}"> : tensor<2048xf32>) {{addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<2048 x f32>
llvm.mlir.global private constant @small(dense<[1.0, 2.0]> : tensor<2xf32>) {{addr_space = 0 : i32} : !llvm.array<2 x f32>
llvm.mlir.global private constant @splat(dense<1.0> : tensor<4096xf32>) {{addr_space = 0 : i32} : !llvm.array<4096 x f32>
llvm.mlir.global private @mutable(dense<"{0}"> : tensor<2048xf32>) {{addr_space = 0 : i32} : !llvm.array<2048 x f32>
)MLIR",
                                   hex)
                         .str();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  ASSERT_TRUE(module);
  tosac::retypeLargeConstantsAsBytes(*module);

  auto big = module->lookupSymbol<LLVM::GlobalOp>("big");
  auto bytes = dyn_cast<LLVM::LLVMArrayType>(big.getGlobalType());
  ASSERT_TRUE(bytes);
  EXPECT_EQ(bytes.getNumElements(), 8192u);
  EXPECT_TRUE(bytes.getElementType().isInteger(8));
  EXPECT_EQ(big.getAlignment(), std::optional<uint64_t>(64));
  auto value = cast<DenseElementsAttr>(big.getValueOrNull());
  ASSERT_EQ(value.getRawData().size(), 8192u);
  EXPECT_EQ(std::memcmp(value.getRawData().data(), values.data(), 8192), 0);

  for (const char *name : {"small", "splat", "mutable"}) {
    auto global = module->lookupSymbol<LLVM::GlobalOp>(name);
    auto type = cast<LLVM::LLVMArrayType>(global.getGlobalType());
    EXPECT_TRUE(type.getElementType().isF32()) << name;
  }
}

} // namespace
