//===- CodegenSupport.h - Shared pieces of the VTA code generators -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the private helpers of the VTA code generators: the
// LOAD/STORE constructors all of them use; and, for the element-wise (ADD,
// CLAMP) and pooling (MAX_POOL2D) ones, the GEMM/ALU constructors, the
// identity weight block that copies INP rows into the ACC through the GEMM
// core, and `LayerBuilder`, which plans DRAM, collects deduplicated micro-ops
// (one per distinct (dst, src, wgt) base, used with uop_end = uop_bgn + 1 and
// the loop factors doing the rest), schedules the tiles and relocates the
// result into a CompiledLayer.
//
// SRAM convention of these layers: WGT row 0 holds the identity block (loaded
// by tile 0); ACC rows [0, constantRows) hold constant rows loaded by the
// prologue; the remaining ACC rows and the whole INP buffer are split into
// one half per virtual thread.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_VTA_CODEGENSUPPORT_H
#define TOSAC_LIB_VTA_CODEGENSUPPORT_H

#include "tosac/Vta/Codegen.h"

#include <map>
#include <tuple>

namespace tosac::vta::detail {

/// A LOAD of `memType` (not STORE) of a ySize x xSize rectangle.
MemInsn loadInsn(MemType type, uint32_t sramBase, uint64_t dramBase,
                 uint32_t ySize, uint32_t xSize, uint32_t xStride);
/// A STORE of a ySize x xSize rectangle of ACC rows (dense from sramBase).
MemInsn storeInsn(uint32_t sramBase, uint64_t dramBase, uint32_t ySize,
                  uint32_t xSize, uint32_t xStride);

/// The loop of a one-micro-op GEMM/ALU instruction.
struct Loop {
  uint32_t iterOut = 1, iterIn = 1;
  uint32_t dstOut = 0, dstIn = 0, srcOut = 0, srcIn = 0;
};
/// A GEMM (or reset) of micro-op `uop` with zero weight factors.
GemmInsn gemmInsn(bool reset, uint32_t uop, const Loop &loop);
/// An ALU instruction of micro-op `uop`; `imm` is used when `useImm`.
AluInsn aluInsn(AluOpcode op, uint32_t uop, const Loop &loop, bool useImm,
                int32_t imm);

/// The 256 bytes of the identity weight block (block[j][k] = j == k).
std::vector<uint8_t> identityBlock();
/// 64 bytes: 16 little-endian copies of `value` (one ACC row).
std::vector<uint8_t> accRow(int32_t value);

/// The SRAM split of a layer.
struct SramHalves {
  uint32_t inpBase[2], accBase[2];
  uint32_t inpRows, accRows;
};
/// The halves (or the whole buffers for one thread) left when the first
/// `constantAccRows` ACC rows hold constants.
SramHalves sramHalves(bool doubleBuffer, uint32_t constantAccRows);

/// Collects everything a compiled layer needs and assembles it.
class LayerBuilder {
public:
  /// Adds a constant segment; returns its DRAM offset.
  uint64_t addConstant(std::string name, MemType kind,
                       std::vector<uint8_t> bytes);
  /// Adds an input tensor image (size from its layout); returns its offset.
  uint64_t addInput(TensorImage image);
  /// Sets the output tensor image; returns its offset.
  uint64_t setOutput(TensorImage image);
  /// The index of the micro-op (dst, src, wgt) in the UOP SRAM.
  uint32_t uop(uint32_t dst, uint32_t src, uint32_t wgt = 0);

  std::vector<Instruction> prologue;
  std::vector<TileInsns> tiles;
  std::vector<std::string> notes;

  /// Schedules, validates and relocates. `what` names the layer in errors.
  llvm::Expected<CompiledLayer> finish(bool doubleBuffer, llvm::StringRef what);

private:
  DramPlanner planner_;
  std::vector<Segment> constants_;
  std::vector<TensorImage> inputs_;
  TensorImage output_;
  std::vector<Uop> uops_;
  std::map<std::tuple<uint32_t, uint32_t, uint32_t>, uint32_t> uopIndex_;
};

/// The bytes of an image of `layout` for `shape` (Blocked: no host padding).
uint64_t imageBytes(ImageLayout layout, llvm::ArrayRef<int64_t> shape);

} // namespace tosac::vta::detail

#endif // TOSAC_LIB_VTA_CODEGENSUPPORT_H
