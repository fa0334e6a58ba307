//===- VtaVerifiers.cpp - Verifiers of the VTA instructions ---------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file checks that every VTA op can be encoded (each field fits its bit
// width in the 128-bit instruction or 32-bit micro-op) and can run on the
// default configuration: SRAM writes within the buffer depths, micro-op
// ranges within the UOP buffer, loop offsets within the addressed buffers,
// SHR immediates within -31..31, dependency flags the instruction's queue can
// use, and programs that end with exactly one FINISH.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Vta/IR/VtaOps.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace tosac::vta;

namespace {

/// Checks that `value` fits an unsigned field of `bits` bits.
LogicalResult checkUnsignedField(Operation *op, StringRef name, int64_t value,
                                 unsigned bits) {
  int64_t max = (int64_t(1) << bits) - 1;
  if (value >= 0 && value <= max)
    return success();
  return op->emitOpError() << "expected " << name << " in [0, " << max << "] ("
                           << bits << " bits), got " << value;
}

int64_t intValue(IntegerAttr attr) { return attr.getInt(); }

/// The queue an instruction is issued to.
enum class IssueQueue { Load, Compute, Store };

/// Checks that `flags` only uses the tokens `queue` has: the load queue has
/// no previous queue and the store queue no next one.
LogicalResult checkQueueFlags(Operation *op, IssueQueue queue, DepFlagBits flags,
                              StringRef what) {
  if (queue == IssueQueue::Load) {
    DepFlagBits bad = flags & (DepFlagBits::pop_prev | DepFlagBits::push_prev);
    if (bad != DepFlagBits::none)
      return op->emitOpError()
             << "expected only next flags (pop_next, push_next) on " << what
             << " in the load queue, got " << stringifyDepFlagBits(bad);
  }
  if (queue == IssueQueue::Store) {
    DepFlagBits bad = flags & (DepFlagBits::pop_next | DepFlagBits::push_next);
    if (bad != DepFlagBits::none)
      return op->emitOpError()
             << "expected only prev flags (pop_prev, push_prev) on " << what
             << " in the store queue, got " << stringifyDepFlagBits(bad);
  }
  return success();
}

/// Checks the fields LOAD and STORE share: bit widths, and that the rows the
/// instruction touches (padding included) stay within the SRAM buffer.
template <typename OpT> LogicalResult verifyMemoryFields(OpT op) {
  Operation *raw = op.getOperation();
  int64_t sramBase = intValue(op.getSramBaseAttr());
  int64_t ySize = intValue(op.getYSizeAttr());
  int64_t xSize = intValue(op.getXSizeAttr());
  int64_t pads[4] = {intValue(op.getYPad_0Attr()), intValue(op.getYPad_1Attr()),
                     intValue(op.getXPad_0Attr()),
                     intValue(op.getXPad_1Attr())};
  if (failed(checkUnsignedField(raw, "sram_base", sramBase, 16)) ||
      failed(checkUnsignedField(raw, "dram_base",
                                intValue(op.getDramBaseAttr()), 32)) ||
      failed(checkUnsignedField(raw, "y_size", ySize, 16)) ||
      failed(checkUnsignedField(raw, "x_size", xSize, 16)) ||
      failed(checkUnsignedField(raw, "x_stride", intValue(op.getXStrideAttr()),
                                16)))
    return failure();
  static const char *padNames[4] = {"y_pad_0", "y_pad_1", "x_pad_0", "x_pad_1"};
  for (int i = 0; i < 4; ++i)
    if (failed(checkUnsignedField(raw, padNames[i], pads[i], 4)))
      return failure();

  // x_size = 0 makes the instruction a no-op: it touches no SRAM row.
  if (xSize == 0)
    return success();
  MemoryType type = op.getMemType();
  int64_t depth = getBufferDepth(type);
  int64_t rows = (pads[0] + ySize + pads[1]) * (pads[2] + xSize + pads[3]);
  if (sramBase + rows > depth)
    return op.emitOpError()
           << "expected sram_base + rows <= " << depth << " ("
           << stringifyMemoryType(type) << " depth), got " << sramBase << " + "
           << rows << " = " << sramBase + rows;
  return success();
}

/// The loop factors of one buffer a GEMM or ALU addresses.
struct LoopOffset {
  const char *name;
  IntegerAttr factorOut, factorIn;
  int64_t depth;
  const char *buffer;
  /// Whether the instruction reads or writes the buffer (a GEMM reset reads
  /// neither INP nor WGT), so its loop offsets must stay inside it.
  bool accessed = true;
};

/// Checks the micro-op range, loop counts and loop factors GEMM and ALU
/// share: every field fits its bit width, the micro-op range is non-empty and
/// inside the UOP buffer, and the largest loop offset of each accessed buffer
/// is a row of it.

LogicalResult verifyLoopFields(Operation *op, IntegerAttr uopBeginAttr,
                               IntegerAttr uopEndAttr, IntegerAttr iterOutAttr,
                               IntegerAttr iterInAttr,
                               ArrayRef<LoopOffset> offsets) {
  int64_t uopBegin = intValue(uopBeginAttr), uopEnd = intValue(uopEndAttr);
  int64_t iterOut = intValue(iterOutAttr), iterIn = intValue(iterInAttr);
  if (failed(checkUnsignedField(op, "uop_begin", uopBegin, 13)) ||
      failed(checkUnsignedField(op, "uop_end", uopEnd, 14)) ||
      failed(checkUnsignedField(op, "iter_out", iterOut, 14)) ||
      failed(checkUnsignedField(op, "iter_in", iterIn, 14)))
    return failure();
  for (const LoopOffset &offset : offsets) {
    // The weight factors of GEMM are 10 bits, the others 11.
    unsigned bits = offset.depth == kWgtBufferDepth ? 10 : 11;
    std::string name(offset.name);
    if (failed(checkUnsignedField(op, name + "_factor_out",
                                  intValue(offset.factorOut), bits)) ||
        failed(checkUnsignedField(op, name + "_factor_in",
                                  intValue(offset.factorIn), bits)))
      return failure();
  }
  if (uopEnd <= uopBegin)
    return op->emitOpError()
           << "expected uop_end > uop_begin, got uop_begin = " << uopBegin
           << ", uop_end = " << uopEnd;
  if (uopEnd > kUopBufferDepth)
    return op->emitOpError() << "expected uop_end <= " << kUopBufferDepth
                             << " (UOP depth), got " << uopEnd;
  // The micro-op indices are >= 0, so the largest loop offset alone must
  // already address a row of the buffer.
  if (iterOut == 0 || iterIn == 0)
    return success();
  for (const LoopOffset &offset : offsets) {
    if (!offset.accessed)
      continue;
    int64_t last = (iterOut - 1) * intValue(offset.factorOut) +
                   (iterIn - 1) * intValue(offset.factorIn);
    if (last >= offset.depth)
      return op->emitOpError()
             << "expected (iter_out - 1) * " << offset.name
             << "_factor_out + (iter_in - 1) * " << offset.name
             << "_factor_in < " << offset.depth << " (" << offset.buffer
             << " depth), got " << last;
  }
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Programs and micro-ops
//===----------------------------------------------------------------------===//

LogicalResult ProgramOp::verifyRegions() {
  if (getBody().empty())
    return emitOpError() << "expected one block, got none";
  Operation *last = nullptr;
  for (Operation &op : getBody().front()) {
    if (!isa<LoadOp, StoreOp, GemmOp, AluOp, FinishOp, UopKernelOp, SegmentOp,
             TensorOp>(op))
      return emitOpError() << "expected only vta instructions, micro-op "
                              "kernels, segments and tensors, got '"
                           << op.getName() << "'";
    if (isa<UopKernelOp, SegmentOp, TensorOp>(op))
      continue;
    if (last && isa<FinishOp>(last))
      return last->emitOpError()
             << "expected vta.finish only as the last instruction, got '"
             << op.getName() << "' after it";
    last = &op;
  }
  if (!last)
    return emitOpError()
           << "expected vta.finish as the last instruction, got no instruction";
  if (!isa<FinishOp>(last))
    return emitOpError() << "expected vta.finish as the last instruction, got '"
                         << last->getName() << "'";
  return success();
}

LogicalResult UopKernelOp::verifyRegions() {
  if (getBody().empty())
    return emitOpError() << "expected one block, got none";
  int64_t count = 0;
  for (Operation &op : getBody().front()) {
    if (!isa<UopOp>(op))
      return emitOpError() << "expected only vta.uop ops, got '" << op.getName()
                           << "'";
    ++count;
  }
  // A kernel may be longer than the UOP buffer: LOAD UOP can bring it on
  // chip in parts, and that LOAD checks the buffer depth.
  if (count == 0)
    return emitOpError() << "expected at least one micro-op, got 0";
  return success();
}

LogicalResult UopOp::verify() {
  Operation *op = getOperation();
  if (failed(checkUnsignedField(op, "dst", intValue(getDstAttr()), 11)) ||
      failed(checkUnsignedField(op, "src", intValue(getSrcAttr()), 11)) ||
      failed(checkUnsignedField(op, "wgt", intValue(getWgtAttr()), 10)))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

LogicalResult LoadOp::verify() {
  MemoryType type = getMemType();
  if (type == MemoryType::OUT)
    return emitOpError() << "expected memory type UOP, WGT, INP, ACC or "
                            "ACC_8BIT for a load, got OUT";
  if (failed(verifyMemoryFields(*this)))
    return failure();
  bool loadQueue = type == MemoryType::INP || type == MemoryType::WGT;
  std::string what = "a load of " + stringifyMemoryType(type).str();
  return checkQueueFlags(*this, loadQueue ? IssueQueue::Load : IssueQueue::Compute,
                         getDeps(), what);
}

LogicalResult StoreOp::verify() {
  MemoryType type = getMemType();
  if (type != MemoryType::OUT)
    return emitOpError() << "expected memory type OUT for a store, got "
                         << stringifyMemoryType(type);
  if (failed(verifyMemoryFields(*this)))
    return failure();
  int64_t pads[4] = {intValue(getYPad_0Attr()), intValue(getYPad_1Attr()),
                     intValue(getXPad_0Attr()), intValue(getXPad_1Attr())};
  if (llvm::any_of(pads, [](int64_t pad) { return pad != 0; }))
    return emitOpError() << "expected no padding on a store, got pad("
                         << pads[0] << ", " << pads[1] << ", " << pads[2]
                         << ", " << pads[3] << ")";
  return checkQueueFlags(*this, IssueQueue::Store, getDeps(), "a store");
}

LogicalResult GemmOp::verify() {
  // A reset only writes zeros to the ACC rows: INP and WGT are not read,
  // but their factors must still be encodable.
  bool reads = !getReset();
  LoopOffset offsets[3] = {
      {"dst", getDstFactorOutAttr(), getDstFactorInAttr(), kAccBufferDepth, "ACC"},
      {"src", getSrcFactorOutAttr(), getSrcFactorInAttr(), kInpBufferDepth, "INP",
       reads},
      {"wgt", getWgtFactorOutAttr(), getWgtFactorInAttr(), kWgtBufferDepth, "WGT",
       reads}};
  return verifyLoopFields(*this, getUopBeginAttr(), getUopEndAttr(),
                          getIterOutAttr(), getIterInAttr(), offsets);
}

LogicalResult AluOp::verify() {
  int64_t imm = intValue(getImmAttr());
  if (imm < -32768 || imm > 32767)
    return emitOpError() << "expected imm in [-32768, 32767] (signed 16 "
                            "bits), got "
                         << imm;
  LoopOffset offsets[2] = {
      {"dst", getDstFactorOutAttr(), getDstFactorInAttr(), kAccBufferDepth, "ACC"},
      {"src", getSrcFactorOutAttr(), getSrcFactorInAttr(), kAccBufferDepth, "ACC"}};
  if (failed(verifyLoopFields(*this, getUopBeginAttr(), getUopEndAttr(),
                              getIterOutAttr(), getIterInAttr(), offsets)))
    return failure();
  // Shift amounts outside -31..31 are undefined on VTA.
  if (getAluOpcode() == AluOpKind::SHR && getUseImm() &&
      (imm < -31 || imm > 31))
    return emitOpError() << "expected a SHR immediate in [-31, 31], got "
                         << imm;
  return success();
}
