//===- Isa.h - The VTA instruction set ---------------------------*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the instructions and micro-ops of VTA's default
// configuration (hardware version 0.0.2, see docs/Vta.md and the shared
// VTA.md): one struct per instruction format with every field, `encode` to the
// exact 128-bit little-endian form, `decode` back, and `validate`, which names
// every field that does not fit its bit width and every illegal combination
// (a dependency flag the instruction's queue cannot use, a memory type the
// opcode cannot address, ...).
//
// Fields are held in integers wider than their bit fields so that an
// out-of-range value can be represented and reported; `encode` masks each
// field to its width, so only validated instructions encode faithfully.
// The library depends on LLVM Support only.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_VTA_ISA_H
#define TOSAC_VTA_ISA_H

#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace tosac::vta {

//===----------------------------------------------------------------------===//
// Configuration and enumerations
//===----------------------------------------------------------------------===//

/// The default configuration's buffer shapes and depths.
constexpr unsigned kBatch = 1, kBlockIn = 16, kBlockOut = 16;
constexpr unsigned kUopDepth = 8192, kInpDepth = 2048, kWgtDepth = 1024,
                   kAccDepth = 2048;

enum class Opcode : uint8_t {
  Load = 0,
  Store = 1,
  Gemm = 2,
  Finish = 3,
  Alu = 4
};
enum class MemType : uint8_t {
  Uop = 0,
  Wgt = 1,
  Inp = 2,
  Acc = 3,
  Out = 4,
  Acc8Bit = 5
};
enum class AluOpcode : uint8_t { Min = 0, Max = 1, Add = 2, Shr = 3, Mul = 4 };

/// The three instruction queues, in the order "prev < this < next".
enum class Queue : uint8_t { Load = 0, Compute = 1, Store = 2 };

const char *toString(Opcode op);
const char *toString(MemType type);
const char *toString(AluOpcode op);
const char *toString(Queue queue);

/// Bytes of one element of a buffer in DRAM (UOP 4, INP 16, WGT 256, ACC 64,
/// OUT 16, ACC_8BIT 16); 0 for an unknown memory type.
unsigned elementBytes(uint32_t memType);
/// Depth of the SRAM a memory type loads into (OUT and ACC_8BIT: the ACC).
unsigned sramDepth(uint32_t memType);

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

/// The dependency flags common to every instruction, bits [6:3].
struct DepFlags {
  bool popPrev = false, popNext = false, pushPrev = false, pushNext = false;
  bool operator==(const DepFlags &o) const {
    return popPrev == o.popPrev && popNext == o.popNext &&
           pushPrev == o.pushPrev && pushNext == o.pushNext;
  }
};

/// LOAD and STORE.
struct MemInsn {
  bool isStore = false;
  DepFlags dep;
  uint32_t memType = 0;  // [9:7]
  uint32_t sramBase = 0; // [25:10]
  uint64_t dramBase = 0; // [57:26], in elements
  uint32_t unused = 0;   // [63:58]
  uint32_t ySize = 0;    // [79:64]
  uint32_t xSize = 0;    // [95:80]
  uint32_t xStride = 0;  // [111:96]
  uint32_t yPad0 = 0;    // [115:112]
  uint32_t yPad1 = 0;    // [119:116]
  uint32_t xPad0 = 0;    // [123:120]
  uint32_t xPad1 = 0;    // [127:124]
  bool operator==(const MemInsn &o) const;
};

/// The loop nest shared by GEMM and ALU, bits [107:7].
struct LoopFields {
  bool reset = false;        // [7] (ignored by ALU)
  uint32_t uopBegin = 0;     // [20:8]
  uint32_t uopEnd = 0;       // [34:21], exclusive
  uint32_t iterOut = 0;      // [48:35]
  uint32_t iterIn = 0;       // [62:49]
  uint32_t unused = 0;       // [63]
  uint32_t dstFactorOut = 0; // [74:64]
  uint32_t dstFactorIn = 0;  // [85:75]
  uint32_t srcFactorOut = 0; // [96:86]
  uint32_t srcFactorIn = 0;  // [107:97]
  bool operator==(const LoopFields &o) const;
};

struct GemmInsn {
  DepFlags dep;
  LoopFields loop;
  uint32_t wgtFactorOut = 0; // [117:108]
  uint32_t wgtFactorIn = 0;  // [127:118]
  bool operator==(const GemmInsn &o) const {
    return dep == o.dep && loop == o.loop && wgtFactorOut == o.wgtFactorOut &&
           wgtFactorIn == o.wgtFactorIn;
  }
};

struct AluInsn {
  DepFlags dep;
  LoopFields loop;
  uint32_t aluOpcode = 0; // [110:108]
  bool useImm = false;    // [111]
  int32_t imm = 0;        // [127:112], signed 16 bits
  bool operator==(const AluInsn &o) const {
    return dep == o.dep && loop == o.loop && aluOpcode == o.aluOpcode &&
           useImm == o.useImm && imm == o.imm;
  }
};

/// FINISH: opcode and dependency flags; `rest` keeps bits [127:7] (zero in a
/// valid instruction) so that decode/encode round-trips any word.
struct FinishInsn {
  DepFlags dep;
  uint64_t restLo = 0; // bits [63:7] shifted down
  uint64_t restHi = 0; // bits [127:64]
  bool operator==(const FinishInsn &o) const {
    return dep == o.dep && restLo == o.restLo && restHi == o.restHi;
  }
};

using Instruction = std::variant<MemInsn, GemmInsn, AluInsn, FinishInsn>;

/// The two little-endian 64-bit words of an instruction: [0] holds bits
/// [63:0], [1] bits [127:64].
using InsnWords = std::array<uint64_t, 2>;

Opcode getOpcode(const Instruction &insn);
const DepFlags &getDepFlags(const Instruction &insn);
/// The queue an instruction runs on: LOAD of INP/WGT on the load queue, LOAD
/// of UOP/ACC/ACC_8BIT, GEMM, ALU and FINISH on compute, STORE on store.
Queue getQueue(const Instruction &insn);

InsnWords encode(const Instruction &insn);
/// Decodes two words; fails only for an opcode outside 0..4.
llvm::Expected<Instruction> decode(const InsnWords &words);
/// Reads and writes the 16-byte little-endian form.
InsnWords wordsFromBytes(const uint8_t *bytes);
void wordsToBytes(const InsnWords &words, uint8_t *bytes);

/// Every problem of an instruction, one message each, naming the field and its
/// value, e.g. "x_pad_0 = 17 does not fit in 4 bits". Empty when valid.
std::vector<std::string> validate(const Instruction &insn);

/// A one-line textual form, for diagnostics and traces.
std::string toString(const Instruction &insn);

//===----------------------------------------------------------------------===//
// Micro-ops
//===----------------------------------------------------------------------===//

struct Uop {
  uint32_t dst = 0; // [10:0], ACC index
  uint32_t src = 0; // [21:11], INP (GEMM) or ACC (ALU) index
  uint32_t wgt = 0; // [31:22], WGT index
  bool operator==(const Uop &o) const {
    return dst == o.dst && src == o.src && wgt == o.wgt;
  }
};

uint32_t encode(const Uop &uop);
Uop decodeUop(uint32_t word);
std::vector<std::string> validate(const Uop &uop);

} // namespace tosac::vta

#endif // TOSAC_VTA_ISA_H
