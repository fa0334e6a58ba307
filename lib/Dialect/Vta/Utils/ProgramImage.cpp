//===- ProgramImage.cpp - vta ops to and from binary program images -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file converts between `vta` ops and the VTA library's instructions,
// micro-ops and compiled layers, field by field.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Vta/Utils/ProgramImage.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>

using namespace mlir;
using namespace tosac::vta;

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

static DepFlags toFlags(DepFlagBits bits) {
  DepFlags flags;
  flags.popPrev = bitEnumContainsAll(bits, DepFlagBits::pop_prev);
  flags.popNext = bitEnumContainsAll(bits, DepFlagBits::pop_next);
  flags.pushPrev = bitEnumContainsAll(bits, DepFlagBits::push_prev);
  flags.pushNext = bitEnumContainsAll(bits, DepFlagBits::push_next);
  return flags;
}

static DepFlagBitsAttr toAttr(MLIRContext *ctx, const DepFlags &flags) {
  DepFlagBits bits = DepFlagBits::none;
  if (flags.popPrev)
    bits = bits | DepFlagBits::pop_prev;
  if (flags.popNext)
    bits = bits | DepFlagBits::pop_next;
  if (flags.pushPrev)
    bits = bits | DepFlagBits::push_prev;
  if (flags.pushNext)
    bits = bits | DepFlagBits::push_next;
  return DepFlagBitsAttr::get(ctx, bits);
}

template <typename OpT>
static MemInsn toMemInsn(OpT op, bool isStore) {
  MemInsn m;
  m.isStore = isStore;
  m.dep = toFlags(op.getDeps());
  m.memType = uint32_t(op.getMemType());
  m.sramBase = op.getSramBaseAttr().getInt();
  m.dramBase = op.getDramBaseAttr().getInt();
  m.ySize = op.getYSizeAttr().getInt();
  m.xSize = op.getXSizeAttr().getInt();
  m.xStride = op.getXStrideAttr().getInt();
  m.yPad0 = op.getYPad_0Attr().getInt();
  m.yPad1 = op.getYPad_1Attr().getInt();
  m.xPad0 = op.getXPad_0Attr().getInt();
  m.xPad1 = op.getXPad_1Attr().getInt();
  return m;
}

template <typename OpT> static LoopFields toLoop(OpT op) {
  LoopFields l;
  l.reset = op.getReset();
  l.uopBegin = op.getUopBeginAttr().getInt();
  l.uopEnd = op.getUopEndAttr().getInt();
  l.iterOut = op.getIterOutAttr().getInt();
  l.iterIn = op.getIterInAttr().getInt();
  l.dstFactorOut = op.getDstFactorOutAttr().getInt();
  l.dstFactorIn = op.getDstFactorInAttr().getInt();
  l.srcFactorOut = op.getSrcFactorOutAttr().getInt();
  l.srcFactorIn = op.getSrcFactorInAttr().getInt();
  return l;
}

FailureOr<Instruction> tosac::vta::toInstruction(Operation *op) {
  return llvm::TypeSwitch<Operation *, FailureOr<Instruction>>(op)
      .Case([](LoadOp load) -> Instruction { return toMemInsn(load, false); })
      .Case([](StoreOp store) -> Instruction { return toMemInsn(store, true); })
      .Case([](GemmOp gemm) -> Instruction {
        GemmInsn g;
        g.dep = toFlags(gemm.getDeps());
        g.loop = toLoop(gemm);
        g.wgtFactorOut = gemm.getWgtFactorOutAttr().getInt();
        g.wgtFactorIn = gemm.getWgtFactorInAttr().getInt();
        return g;
      })
      .Case([](AluOp alu) -> Instruction {
        AluInsn a;
        a.dep = toFlags(alu.getDeps());
        a.loop = toLoop(alu);
        a.aluOpcode = uint32_t(alu.getAluOpcode());
        a.useImm = alu.getUseImm();
        a.imm = int32_t(alu.getImmAttr().getInt());
        return a;
      })
      .Case([](FinishOp finish) -> Instruction {
        FinishInsn f;
        f.dep = toFlags(finish.getDeps());
        return f;
      })
      .Default([](Operation *) { return failure(); });
}

Operation *tosac::vta::buildInstruction(OpBuilder &b, Location loc,
                                        const Instruction &insn) {
  MLIRContext *ctx = b.getContext();
  auto i32 = [&](int64_t v) { return b.getI32IntegerAttr(int32_t(v)); };
  auto unit = [&](bool set) { return set ? b.getUnitAttr() : UnitAttr(); };
  if (const auto *m = std::get_if<MemInsn>(&insn)) {
    auto type = MemoryTypeAttr::get(ctx, MemoryType(m->memType));
    auto deps = toAttr(ctx, m->dep);
    if (m->isStore)
      return StoreOp::create(b, loc, type, i32(m->sramBase),
                             b.getI64IntegerAttr(m->dramBase), i32(m->ySize),
                             i32(m->xSize), i32(m->xStride), i32(m->yPad0),
                             i32(m->yPad1), i32(m->xPad0), i32(m->xPad1), deps);
    return LoadOp::create(b, loc, type, i32(m->sramBase),
                          b.getI64IntegerAttr(m->dramBase), i32(m->ySize),
                          i32(m->xSize), i32(m->xStride), i32(m->yPad0),
                          i32(m->yPad1), i32(m->xPad0), i32(m->xPad1), deps);
  }
  if (const auto *g = std::get_if<GemmInsn>(&insn)) {
    const LoopFields &l = g->loop;
    return GemmOp::create(
        b, loc, unit(l.reset), i32(l.uopBegin), i32(l.uopEnd), i32(l.iterOut),
        i32(l.iterIn), i32(l.dstFactorOut), i32(l.dstFactorIn),
        i32(l.srcFactorOut), i32(l.srcFactorIn), i32(g->wgtFactorOut),
        i32(g->wgtFactorIn), toAttr(ctx, g->dep));
  }
  if (const auto *a = std::get_if<AluInsn>(&insn)) {
    const LoopFields &l = a->loop;
    return AluOp::create(
        b, loc, AluOpKindAttr::get(ctx, AluOpKind(a->aluOpcode)),
        unit(l.reset), i32(l.uopBegin), i32(l.uopEnd), i32(l.iterOut),
        i32(l.iterIn), i32(l.dstFactorOut), i32(l.dstFactorIn),
        i32(l.srcFactorOut), i32(l.srcFactorIn), unit(a->useImm), i32(a->imm),
        toAttr(ctx, a->dep));
  }
  const auto &f = std::get<FinishInsn>(insn);
  return FinishOp::create(b, loc, toAttr(ctx, f.dep));
}

//===----------------------------------------------------------------------===//
// Programs
//===----------------------------------------------------------------------===//

static MemoryType toMemoryType(MemType type) { return MemoryType(type); }

ProgramOp tosac::vta::buildProgram(OpBuilder &b, Location loc, StringRef name,
                                   const CompiledLayer &layer) {
  OpBuilder::InsertionGuard guard(b);
  auto program = ProgramOp::create(b, loc, b.getStringAttr(name),
                                   layer.kernels.empty()
                                       ? IntegerAttr()
                                       : b.getI64IntegerAttr(layer.uopAddr));
  b.setInsertionPointToStart(&program.getBody().emplaceBlock());
  for (auto [index, kernel] : llvm::enumerate(layer.kernels)) {
    auto op = UopKernelOp::create(
        b, loc, b.getStringAttr("uops" + std::to_string(index)));
    OpBuilder::InsertionGuard kernelGuard(b);
    b.setInsertionPointToStart(&op.getBody().emplaceBlock());
    for (const Uop &uop : kernel)
      UopOp::create(b, loc, uop.dst, uop.src, uop.wgt);
  }
  auto bytesType = [&](size_t n) {
    return RankedTensorType::get({int64_t(n)}, b.getIntegerType(8));
  };
  for (const Segment &segment : layer.constants) {
    auto data = DenseIntElementsAttr::get(
        bytesType(segment.bytes.size()),
        ArrayRef<char>(reinterpret_cast<const char *>(segment.bytes.data()),
                       segment.bytes.size()));
    SegmentOp::create(b, loc, b.getStringAttr(segment.name),
                      MemoryTypeAttr::get(b.getContext(),
                                          toMemoryType(segment.kind)),
                      b.getI64IntegerAttr(segment.addr), data);
  }
  auto tensor = [&](const TensorImage &image, TensorRole role) {
    TensorOp::create(
        b, loc, b.getStringAttr(image.name),
        TensorRoleAttr::get(b.getContext(), role),
        ImageLayoutKindAttr::get(b.getContext(),
                             image.layout == ImageLayout::Blocked
                                 ? ImageLayoutKind::blocked
                                 : ImageLayoutKind::flat),
        b.getDenseI64ArrayAttr(image.shape), b.getI64IntegerAttr(image.addr),
        b.getI64IntegerAttr(image.size),
        b.getDenseI64ArrayAttr(llvm::ArrayRef<int64_t>(image.hostPad)),
        b.getI32IntegerAttr(image.hostPadValue));
  };
  for (const TensorImage &image : layer.inputs)
    tensor(image, TensorRole::input);
  tensor(layer.output, TensorRole::output);
  for (const Instruction &insn : layer.insns)
    buildInstruction(b, loc, insn);
  return program;
}

FailureOr<CompiledLayer> tosac::vta::readProgram(ProgramOp program) {
  CompiledLayer layer;
  bool haveOutput = false;
  for (Operation &op : program.getBody().front()) {
    if (auto kernel = dyn_cast<UopKernelOp>(op)) {
      std::vector<Uop> uops;
      for (auto uop : kernel.getBody().getOps<UopOp>())
        uops.push_back({uint32_t(uop.getDstAttr().getInt()),
                        uint32_t(uop.getSrcAttr().getInt()),
                        uint32_t(uop.getWgtAttr().getInt())});
      layer.kernels.push_back(std::move(uops));
      continue;
    }
    if (auto segment = dyn_cast<SegmentOp>(op)) {
      Segment s;
      s.name = segment.getSymName().str();
      s.kind = MemType(segment.getMemType());
      s.addr = segment.getAddr();
      for (const APInt &v : segment.getData().getValues<APInt>())
        s.bytes.push_back(uint8_t(v.getZExtValue()));
      s.size = s.bytes.size();
      layer.constants.push_back(std::move(s));
      continue;
    }
    if (auto tensor = dyn_cast<TensorOp>(op)) {
      TensorImage image;
      image.name = tensor.getSymName().str();
      image.layout = tensor.getLayout() == ImageLayoutKind::blocked
                         ? ImageLayout::Blocked
                         : ImageLayout::Flat;
      image.shape.assign(tensor.getShape().begin(), tensor.getShape().end());
      std::copy(tensor.getHostPad().begin(), tensor.getHostPad().end(),
                image.hostPad.begin());
      image.hostPadValue = int8_t(tensor.getPadValue());
      image.addr = tensor.getAddr();
      image.size = tensor.getSize();
      if (tensor.getRole() == TensorRole::input) {
        layer.inputs.push_back(std::move(image));
      } else {
        if (haveOutput)
          return program.emitOpError() << "expected one output tensor";
        layer.output = std::move(image);
        haveOutput = true;
      }
      continue;
    }
    FailureOr<Instruction> insn = toInstruction(&op);
    if (failed(insn))
      return op.emitOpError() << "is not a VTA instruction";
    layer.insns.push_back(*insn);
  }
  if (!haveOutput)
    return program.emitOpError() << "expected an output vta.tensor";
  if (!layer.kernels.empty()) {
    if (!program.getUopAddr())
      return program.emitOpError()
             << "expected a uop_addr for its micro-op kernels";
    layer.uopAddr = *program.getUopAddr();
  }
  // DRAM ranges: instructions, kernels, constants and tensors must not
  // overlap, and the program's DRAM ends after the last of them.
  struct Range {
    uint64_t begin, end;
    std::string what;
  };
  std::vector<Range> ranges;
  ranges.push_back({kDramBase, kDramBase + layer.insns.size() * 16,
                    "the instructions"});
  uint64_t uopBytes = 0;
  for (const auto &kernel : layer.kernels)
    uopBytes += kernel.size() * 4;
  if (uopBytes)
    ranges.push_back({layer.uopAddr, layer.uopAddr + uopBytes, "the uops"});
  for (const Segment &s : layer.constants)
    ranges.push_back({s.addr, s.addr + s.size, "@" + s.name});
  for (const TensorImage &t : layer.inputs)
    ranges.push_back({t.addr, t.addr + t.size, "@" + t.name});
  ranges.push_back({layer.output.addr, layer.output.addr + layer.output.size,
                    "@" + layer.output.name});
  std::sort(ranges.begin(), ranges.end(),
            [](const Range &a, const Range &b) { return a.begin < b.begin; });
  for (size_t i = 0; i + 1 < ranges.size(); ++i)
    if (ranges[i].end > ranges[i + 1].begin)
      return program.emitOpError()
             << "expected disjoint DRAM ranges, but " << ranges[i].what
             << " overlaps " << ranges[i + 1].what;
  // Segments occupy whole 4 KiB pages.
  for (const Range &r : ranges)
    layer.dramEnd = std::max(layer.dramEnd, (r.end + 4095) / 4096 * 4096);
  if (layer.uopAddr < kDramBase && uopBytes)
    return program.emitOpError() << "expected uop_addr >= " << kDramBase;
  return layer;
}
