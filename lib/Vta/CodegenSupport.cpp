//===- CodegenSupport.cpp - Shared pieces of the ALU-only code generators -===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the instruction constructors, constant images, SRAM
// split and LayerBuilder shared by the ADD, CLAMP and MAX_POOL2D code
// generators (CodegenSupport.h).
//
//===----------------------------------------------------------------------===//

#include "CodegenSupport.h"

using namespace tosac::vta;
using namespace tosac::vta::detail;

MemInsn detail::loadInsn(MemType type, uint32_t sramBase, uint64_t dramBase,
                         uint32_t ySize, uint32_t xSize, uint32_t xStride) {
  MemInsn m;
  m.memType = uint32_t(type);
  m.sramBase = sramBase;
  m.dramBase = dramBase;
  m.ySize = ySize;
  m.xSize = xSize;
  m.xStride = xStride;
  return m;
}

MemInsn detail::storeInsn(uint32_t sramBase, uint64_t dramBase, uint32_t ySize,
                          uint32_t xSize, uint32_t xStride) {
  MemInsn m = loadInsn(MemType::Out, sramBase, dramBase, ySize, xSize, xStride);
  m.isStore = true;
  return m;
}

static LoopFields loopFields(uint32_t uop, const Loop &loop) {
  LoopFields l;
  l.uopBegin = uop;
  l.uopEnd = uop + 1;
  l.iterOut = loop.iterOut;
  l.iterIn = loop.iterIn;
  l.dstFactorOut = loop.dstOut;
  l.dstFactorIn = loop.dstIn;
  l.srcFactorOut = loop.srcOut;
  l.srcFactorIn = loop.srcIn;
  return l;
}

GemmInsn detail::gemmInsn(bool reset, uint32_t uop, const Loop &loop) {
  GemmInsn g;
  g.loop = loopFields(uop, loop);
  g.loop.reset = reset;
  return g;
}

AluInsn detail::aluInsn(AluOpcode op, uint32_t uop, const Loop &loop,
                        bool useImm, int32_t imm) {
  AluInsn a;
  a.loop = loopFields(uop, loop);
  a.aluOpcode = uint32_t(op);
  a.useImm = useImm;
  a.imm = useImm ? imm : 0;
  return a;
}

std::vector<uint8_t> detail::identityBlock() {
  std::vector<uint8_t> block(kBlockOut * kBlockIn, 0);
  for (unsigned j = 0; j < kBlockOut; ++j)
    block[j * kBlockIn + j] = 1;
  return block;
}

std::vector<uint8_t> detail::accRow(int32_t value) {
  std::vector<uint8_t> row;
  for (unsigned k = 0; k < kBatch * kBlockOut; ++k)
    for (unsigned b = 0; b < 4; ++b)
      row.push_back(uint8_t(uint32_t(value) >> (8 * b)));
  return row;
}

SramHalves detail::sramHalves(bool doubleBuffer, uint32_t constantAccRows) {
  SramHalves h;
  unsigned d = doubleBuffer ? 2 : 1;
  h.inpRows = kInpDepth / d;
  h.accRows = (kAccDepth - constantAccRows) / d;
  for (unsigned i = 0; i < 2; ++i) {
    h.inpBase[i] = (i % d) * h.inpRows;
    h.accBase[i] = constantAccRows + (i % d) * h.accRows;
  }
  return h;
}

uint64_t detail::imageBytes(ImageLayout layout, llvm::ArrayRef<int64_t> shape) {
  if (layout == ImageLayout::Flat)
    return uint64_t(roundUpToBlock(numElements(shape), kBlockIn));
  return uint64_t(shape[0] * roundUpToBlock(shape[3], kBlockIn) * shape[1] *
                  shape[2]);
}

uint64_t LayerBuilder::addConstant(std::string name, MemType kind,
                                   std::vector<uint8_t> bytes) {
  Segment s;
  s.name = std::move(name);
  s.kind = kind;
  s.size = bytes.size();
  s.addr = planner_.allocate(s.size);
  s.bytes = std::move(bytes);
  constants_.push_back(std::move(s));
  return constants_.back().addr;
}

uint64_t LayerBuilder::addInput(TensorImage image) {
  image.size = imageBytes(image.layout, image.shape);
  image.addr = planner_.allocate(image.size);
  inputs_.push_back(image);
  return image.addr;
}

uint64_t LayerBuilder::setOutput(TensorImage image) {
  image.size = imageBytes(image.layout, image.shape);
  image.addr = planner_.allocate(image.size);
  output_ = image;
  return image.addr;
}

uint32_t LayerBuilder::uop(uint32_t dst, uint32_t src, uint32_t wgt) {
  auto key = std::make_tuple(dst, src, wgt);
  auto it = uopIndex_.find(key);
  if (it != uopIndex_.end())
    return it->second;
  uint32_t index = uint32_t(uops_.size());
  uops_.push_back(Uop{dst, src, wgt});
  uopIndex_[key] = index;
  return index;
}

llvm::Expected<CompiledLayer> LayerBuilder::finish(bool doubleBuffer,
                                                   llvm::StringRef what) {
  auto fail = [&](const std::string &message) {
    return llvm::createStringError(what.str() + ": " + message);
  };
  if (uops_.size() > kUopDepth)
    return fail(std::to_string(uops_.size()) +
                " micro-ops do not fit the UOP buffer of " +
                std::to_string(kUopDepth));
  for (const Uop &u : uops_) {
    std::vector<std::string> problems = validate(u);
    if (!problems.empty())
      return fail("invalid micro-op: " + problems.front());
  }
  CompiledLayer layer;
  layer.kernels.push_back(uops_);
  uint64_t uopOffset = planner_.allocate(uops_.size() * 4);
  std::vector<Instruction> fullPrologue;
  fullPrologue.push_back(loadInsn(
      MemType::Uop, 0, DramPlanner::elementIndex(uopOffset, MemType::Uop), 1,
      uint32_t(uops_.size()), uint32_t(uops_.size())));
  fullPrologue.insert(fullPrologue.end(), prologue.begin(), prologue.end());
  auto insns = scheduleTiles(fullPrologue, tiles, doubleBuffer ? 2 : 1);
  if (!insns)
    return insns.takeError();
  uint64_t dataBase = dataBaseFor(insns->size());
  relocate(*insns, constants_, dataBase);
  for (size_t i = 0; i < insns->size(); ++i) {
    std::vector<std::string> problems = validate((*insns)[i]);
    if (!problems.empty())
      return fail("instruction " + std::to_string(i) + " (" +
                  toString((*insns)[i]) + ") is invalid: " + problems.front());
  }
  layer.insns = std::move(*insns);
  layer.uopAddr = dataBase + uopOffset;
  layer.constants = constants_;
  layer.inputs = inputs_;
  for (TensorImage &image : layer.inputs)
    image.addr += dataBase;
  layer.output = output_;
  layer.output.addr += dataBase;
  layer.dramEnd = dataBase + planner_.size();
  layer.notes = notes;
  return layer;
}
