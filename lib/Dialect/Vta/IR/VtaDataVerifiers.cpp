//===- VtaDataVerifiers.cpp - Verifiers of program images and launches ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file checks the DRAM side of a `vta.program`: segments hold bytes at
// element-aligned addresses inside the simulated DRAM, tensor images are
// large enough for their shapes, and a `vta.launch` names a program whose
// input and output tensors match its operand and result types.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Vta/IR/VtaOps.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace tosac::vta;

/// Bytes of one DRAM element of a memory type.
static int64_t elementBytesOf(MemoryType type) {
  switch (type) {
  case MemoryType::UOP:
    return 4;
  case MemoryType::WGT:
    return 256;
  case MemoryType::ACC:
    return 64;
  case MemoryType::INP:
  case MemoryType::OUT:
  case MemoryType::ACC_8BIT:
    return 16;
  }
  return 1;
}

/// The physical address of the first DRAM byte.
static constexpr int64_t kDramBase = 0x1000;

LogicalResult SegmentOp::verify() {
  if (!getData().getElementType().isInteger(8))
    return emitOpError() << "expected data of i8 bytes, got "
                         << getData().getType();
  int64_t elem = elementBytesOf(getMemType());
  if (getAddr() < kDramBase || getAddr() % elem != 0)
    return emitOpError() << "expected addr >= " << kDramBase
                         << " and a multiple of " << elem << ", got "
                         << getAddr();
  return success();
}

LogicalResult TensorOp::verify() {
  ArrayRef<int64_t> shape = getShape();
  if (llvm::any_of(shape, [](int64_t d) { return d <= 0; }))
    return emitOpError() << "expected a static positive shape";
  if (getHostPad().size() != 4 ||
      llvm::any_of(getHostPad(), [](int64_t p) { return p < 0; }))
    return emitOpError() << "expected 4 non-negative host_pad values";
  int64_t padValue = getPadValueAttr().getInt();
  if (padValue < -128 || padValue > 127)
    return emitOpError() << "expected an int8 pad_value, got " << padValue;
  if (getAddr() < kDramBase || getAddr() % 16 != 0)
    return emitOpError() << "expected a 16-byte aligned addr >= " << kDramBase
                         << ", got " << getAddr();
  int64_t needed;
  if (getLayout() == ImageLayoutKind::flat) {
    int64_t count = 1;
    for (int64_t d : shape)
      count *= d;
    needed = (count + 15) / 16 * 16;
  } else {
    if (shape.size() != 4)
      return emitOpError() << "expected an NHWC shape for a blocked image";
    ArrayRef<int64_t> pad = getHostPad();
    needed = shape[0] * (shape[1] + pad[0] + pad[1]) *
             (shape[2] + pad[2] + pad[3]) * ((shape[3] + 15) / 16 * 16);
  }
  if (getSize() < needed)
    return emitOpError() << "expected size >= " << needed
                         << " bytes for its shape, got " << getSize();
  if (getRole() == TensorRole::output &&
      llvm::any_of(getHostPad(), [](int64_t p) { return p != 0; }))
    return emitOpError() << "expected no host_pad on an output";
  return success();
}

LogicalResult
LaunchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto program =
      symbolTable.lookupNearestSymbolFrom<ProgramOp>(*this, getProgramAttr());
  if (!program)
    return emitOpError() << "expected '" << getProgram()
                         << "' to name a vta.program";
  SmallVector<TensorOp> inputs, outputs;
  for (auto tensor : program.getBody().getOps<TensorOp>())
    (tensor.getRole() == TensorRole::input ? inputs : outputs)
        .push_back(tensor);
  if (outputs.size() != 1 || inputs.size() != getInputs().size())
    return emitOpError() << "expected '" << getProgram() << "' to have "
                         << getInputs().size()
                         << " input tensors and one output, got "
                         << inputs.size() << " and " << outputs.size();
  auto check = [&](Type type, TensorOp tensor) -> LogicalResult {
    auto ranked = cast<RankedTensorType>(type);
    if (ranked.getShape() == tensor.getShape() &&
        ranked.getElementType().isInteger(8))
      return success();
    return emitOpError() << "expected " << type << " to be an i8 tensor of "
                         << "shape [" << tensor.getShape() << "] like @"
                         << tensor.getSymName();
  };
  for (auto [value, tensor] : llvm::zip(getInputs(), inputs))
    if (failed(check(value.getType(), tensor)))
      return failure();
  return check(getOutput().getType(), outputs.front());
}
