//===- Isa.cpp - The VTA instruction set -------------------------*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the encoding, decoding and validation of VTA
// instructions and micro-ops. Every field is described once, by its first bit
// and width in the 128-bit word, in the field tables below; encode, decode and
// validate all walk the same tables, so they cannot disagree.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Isa.h"

#include "llvm/Support/raw_ostream.h"

#include <functional>

using namespace tosac::vta;

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

const char *tosac::vta::toString(Opcode op) {
  switch (op) {
  case Opcode::Load:
    return "LOAD";
  case Opcode::Store:
    return "STORE";
  case Opcode::Gemm:
    return "GEMM";
  case Opcode::Finish:
    return "FINISH";
  case Opcode::Alu:
    return "ALU";
  }
  return "?";
}

const char *tosac::vta::toString(MemType type) {
  switch (type) {
  case MemType::Uop:
    return "UOP";
  case MemType::Wgt:
    return "WGT";
  case MemType::Inp:
    return "INP";
  case MemType::Acc:
    return "ACC";
  case MemType::Out:
    return "OUT";
  case MemType::Acc8Bit:
    return "ACC_8BIT";
  }
  return "?";
}

const char *tosac::vta::toString(AluOpcode op) {
  switch (op) {
  case AluOpcode::Min:
    return "MIN";
  case AluOpcode::Max:
    return "MAX";
  case AluOpcode::Add:
    return "ADD";
  case AluOpcode::Shr:
    return "SHR";
  case AluOpcode::Mul:
    return "MUL";
  }
  return "?";
}

const char *tosac::vta::toString(Queue queue) {
  switch (queue) {
  case Queue::Load:
    return "load";
  case Queue::Compute:
    return "compute";
  case Queue::Store:
    return "store";
  }
  return "?";
}

unsigned tosac::vta::elementBytes(uint32_t memType) {
  switch (memType) {
  case 0:
    return 4;
  case 1:
    return kBlockOut * kBlockIn;
  case 2:
    return kBatch * kBlockIn;
  case 3:
    return kBatch * kBlockOut * 4;
  case 4:
  case 5:
    return kBatch * kBlockOut;
  default:
    return 0;
  }
}

unsigned tosac::vta::sramDepth(uint32_t memType) {
  switch (memType) {
  case 0:
    return kUopDepth;
  case 1:
    return kWgtDepth;
  case 2:
    return kInpDepth;
  case 3:
  case 4:
  case 5:
    return kAccDepth;
  default:
    return 0;
  }
}

//===----------------------------------------------------------------------===//
// Bit fields
//===----------------------------------------------------------------------===//

namespace {
/// One field: its name (as in VTA's hw_spec.h, lowercase), first bit and
/// width, and how to reach it in a struct as a uint64_t.
template <typename T> struct Field {
  const char *name;
  unsigned lo, width;
  std::function<uint64_t(const T &)> get;
  std::function<void(T &, uint64_t)> set;
};

uint64_t getBits(const InsnWords &w, unsigned lo, unsigned width) {
  uint64_t value = 0;
  for (unsigned i = 0; i < width; ++i) {
    unsigned bit = lo + i;
    value |= ((w[bit / 64] >> (bit % 64)) & 1) << i;
  }
  return value;
}

void putBits(InsnWords &w, unsigned lo, unsigned width, uint64_t value) {
  for (unsigned i = 0; i < width; ++i) {
    unsigned bit = lo + i;
    uint64_t mask = uint64_t(1) << (bit % 64);
    if ((value >> i) & 1)
      w[bit / 64] |= mask;
    else
      w[bit / 64] &= ~mask;
  }
}

#define FIELD(T, NAME, LO, WIDTH, MEMBER)                                      \
  Field<T> {                                                                   \
    NAME, LO, WIDTH, [](const T &s) { return uint64_t(s.MEMBER); },            \
        [](T &s, uint64_t v) { s.MEMBER = decltype(s.MEMBER)(v); }             \
  }

template <typename T> std::vector<Field<T>> depFields() {
  return {FIELD(T, "pop_prev", 3, 1, dep.popPrev),
          FIELD(T, "pop_next", 4, 1, dep.popNext),
          FIELD(T, "push_prev", 5, 1, dep.pushPrev),
          FIELD(T, "push_next", 6, 1, dep.pushNext)};
}

const std::vector<Field<MemInsn>> &memFields() {
  static const std::vector<Field<MemInsn>> fields = [] {
    auto f = depFields<MemInsn>();
    std::vector<Field<MemInsn>> rest = {
        FIELD(MemInsn, "memory_type", 7, 3, memType),
        FIELD(MemInsn, "sram_base", 10, 16, sramBase),
        FIELD(MemInsn, "dram_base", 26, 32, dramBase),
        FIELD(MemInsn, "unused", 58, 6, unused),
        FIELD(MemInsn, "y_size", 64, 16, ySize),
        FIELD(MemInsn, "x_size", 80, 16, xSize),
        FIELD(MemInsn, "x_stride", 96, 16, xStride),
        FIELD(MemInsn, "y_pad_0", 112, 4, yPad0),
        FIELD(MemInsn, "y_pad_1", 116, 4, yPad1),
        FIELD(MemInsn, "x_pad_0", 120, 4, xPad0),
        FIELD(MemInsn, "x_pad_1", 124, 4, xPad1)};
    f.insert(f.end(), rest.begin(), rest.end());
    return f;
  }();
  return fields;
}

template <typename T> std::vector<Field<T>> loopFields() {
  auto f = depFields<T>();
  std::vector<Field<T>> rest = {
      FIELD(T, "reset_reg", 7, 1, loop.reset),
      FIELD(T, "uop_bgn", 8, 13, loop.uopBegin),
      FIELD(T, "uop_end", 21, 14, loop.uopEnd),
      FIELD(T, "iter_out", 35, 14, loop.iterOut),
      FIELD(T, "iter_in", 49, 14, loop.iterIn),
      FIELD(T, "unused", 63, 1, loop.unused),
      FIELD(T, "dst_factor_out", 64, 11, loop.dstFactorOut),
      FIELD(T, "dst_factor_in", 75, 11, loop.dstFactorIn),
      FIELD(T, "src_factor_out", 86, 11, loop.srcFactorOut),
      FIELD(T, "src_factor_in", 97, 11, loop.srcFactorIn)};
  f.insert(f.end(), rest.begin(), rest.end());
  return f;
}

const std::vector<Field<GemmInsn>> &gemmFields() {
  static const std::vector<Field<GemmInsn>> fields = [] {
    auto f = loopFields<GemmInsn>();
    f.push_back(FIELD(GemmInsn, "wgt_factor_out", 108, 10, wgtFactorOut));
    f.push_back(FIELD(GemmInsn, "wgt_factor_in", 118, 10, wgtFactorIn));
    return f;
  }();
  return fields;
}

const std::vector<Field<AluInsn>> &aluFields() {
  static const std::vector<Field<AluInsn>> fields = [] {
    auto f = loopFields<AluInsn>();
    f.push_back(FIELD(AluInsn, "alu_opcode", 108, 3, aluOpcode));
    f.push_back(FIELD(AluInsn, "use_imm", 111, 1, useImm));
    // The immediate is signed: it is stored in 16 bits two's complement and
    // sign-extended on decode (see the special cases in encode/decode).
    f.push_back(Field<AluInsn>{
        "imm", 112, 16,
        [](const AluInsn &s) { return uint64_t(s.imm) & 0xffff; },
        [](AluInsn &s, uint64_t v) { s.imm = int32_t(int16_t(uint16_t(v))); }});
    return f;
  }();
  return fields;
}

const std::vector<Field<FinishInsn>> &finishFields() {
  static const std::vector<Field<FinishInsn>> fields = [] {
    auto f = depFields<FinishInsn>();
    f.push_back(FIELD(FinishInsn, "unused", 7, 57, restLo));
    f.push_back(FIELD(FinishInsn, "unused_hi", 64, 64, restHi));
    return f;
  }();
  return fields;
}
#undef FIELD

template <typename T>
InsnWords encodeWith(const std::vector<Field<T>> &fields, const T &insn,
                     Opcode opcode) {
  InsnWords w = {0, 0};
  putBits(w, 0, 3, uint64_t(opcode));
  for (const Field<T> &f : fields)
    putBits(w, f.lo, f.width, f.get(insn));
  return w;
}

template <typename T>
T decodeWith(const std::vector<Field<T>> &fields, const InsnWords &w) {
  T insn;
  for (const Field<T> &f : fields)
    f.set(insn, getBits(w, f.lo, f.width));
  return insn;
}

template <typename T>
void checkWidths(const std::vector<Field<T>> &fields, const T &insn,
                 std::vector<std::string> &errors) {
  for (const Field<T> &f : fields) {
    if (f.width >= 64 || std::string(f.name) == "imm")
      continue;
    uint64_t v = f.get(insn);
    if (v >> f.width)
      errors.push_back(std::string(f.name) + " = " + std::to_string(v) +
                       " does not fit in " + std::to_string(f.width) + " bits");
  }
}
} // namespace

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

bool MemInsn::operator==(const MemInsn &o) const {
  return isStore == o.isStore && dep == o.dep && memType == o.memType &&
         sramBase == o.sramBase && dramBase == o.dramBase &&
         unused == o.unused && ySize == o.ySize && xSize == o.xSize &&
         xStride == o.xStride && yPad0 == o.yPad0 && yPad1 == o.yPad1 &&
         xPad0 == o.xPad0 && xPad1 == o.xPad1;
}

bool LoopFields::operator==(const LoopFields &o) const {
  return reset == o.reset && uopBegin == o.uopBegin && uopEnd == o.uopEnd &&
         iterOut == o.iterOut && iterIn == o.iterIn && unused == o.unused &&
         dstFactorOut == o.dstFactorOut && dstFactorIn == o.dstFactorIn &&
         srcFactorOut == o.srcFactorOut && srcFactorIn == o.srcFactorIn;
}

Opcode tosac::vta::getOpcode(const Instruction &insn) {
  if (auto *m = std::get_if<MemInsn>(&insn))
    return m->isStore ? Opcode::Store : Opcode::Load;
  if (std::holds_alternative<GemmInsn>(insn))
    return Opcode::Gemm;
  if (std::holds_alternative<AluInsn>(insn))
    return Opcode::Alu;
  return Opcode::Finish;
}

const DepFlags &tosac::vta::getDepFlags(const Instruction &insn) {
  return std::visit([](const auto &i) -> const DepFlags & { return i.dep; },
                    insn);
}

Queue tosac::vta::getQueue(const Instruction &insn) {
  if (auto *m = std::get_if<MemInsn>(&insn)) {
    if (m->isStore)
      return Queue::Store;
    if (m->memType == uint32_t(MemType::Inp) ||
        m->memType == uint32_t(MemType::Wgt))
      return Queue::Load;
  }
  return Queue::Compute;
}

InsnWords tosac::vta::encode(const Instruction &insn) {
  if (auto *m = std::get_if<MemInsn>(&insn))
    return encodeWith(memFields(), *m, getOpcode(insn));
  if (auto *g = std::get_if<GemmInsn>(&insn))
    return encodeWith(gemmFields(), *g, Opcode::Gemm);
  if (auto *a = std::get_if<AluInsn>(&insn))
    return encodeWith(aluFields(), *a, Opcode::Alu);
  return encodeWith(finishFields(), std::get<FinishInsn>(insn), Opcode::Finish);
}

llvm::Expected<Instruction> tosac::vta::decode(const InsnWords &words) {
  unsigned opcode = words[0] & 7;
  switch (opcode) {
  case 0:
  case 1: {
    MemInsn m = decodeWith(memFields(), words);
    m.isStore = opcode == 1;
    return Instruction(m);
  }
  case 2:
    return Instruction(decodeWith(gemmFields(), words));
  case 3:
    return Instruction(decodeWith(finishFields(), words));
  case 4:
    return Instruction(decodeWith(aluFields(), words));
  default:
    return llvm::createStringError("opcode = " + std::to_string(opcode) +
                                   " is not a VTA opcode (0..4)");
  }
}

InsnWords tosac::vta::wordsFromBytes(const uint8_t *bytes) {
  InsnWords w = {0, 0};
  for (unsigned i = 0; i < 16; ++i)
    w[i / 8] |= uint64_t(bytes[i]) << (8 * (i % 8));
  return w;
}

void tosac::vta::wordsToBytes(const InsnWords &words, uint8_t *bytes) {
  for (unsigned i = 0; i < 16; ++i)
    bytes[i] = uint8_t(words[i / 8] >> (8 * (i % 8)));
}

static void checkFlags(const DepFlags &dep, Queue queue,
                       std::vector<std::string> &errors) {
  // "prev/next" are relative to load < compute < store: the load queue has no
  // previous neighbour and the store queue no next one.
  if (queue == Queue::Load) {
    if (dep.popPrev)
      errors.push_back("pop_prev = 1 is illegal on the load queue (it has no "
                       "previous queue)");
    if (dep.pushPrev)
      errors.push_back("push_prev = 1 is illegal on the load queue (it has no "
                       "previous queue)");
  }
  if (queue == Queue::Store) {
    if (dep.popNext)
      errors.push_back("pop_next = 1 is illegal on the store queue (it has no "
                       "next queue)");
    if (dep.pushNext)
      errors.push_back("push_next = 1 is illegal on the store queue (it has "
                       "no next queue)");
  }
}

static void checkLoop(const LoopFields &l, std::vector<std::string> &errors) {
  if (l.uopEnd < l.uopBegin)
    errors.push_back("uop_end = " + std::to_string(l.uopEnd) +
                     " is below uop_bgn = " + std::to_string(l.uopBegin));
  if (l.uopEnd > kUopDepth)
    errors.push_back("uop_end = " + std::to_string(l.uopEnd) +
                     " is past the UOP buffer depth " +
                     std::to_string(kUopDepth));
  if (l.unused)
    errors.push_back("unused bit 63 = " + std::to_string(l.unused) +
                     " must be 0");
}

std::vector<std::string> tosac::vta::validate(const Instruction &insn) {
  std::vector<std::string> errors;
  checkFlags(getDepFlags(insn), getQueue(insn), errors);
  if (auto *m = std::get_if<MemInsn>(&insn)) {
    checkWidths(memFields(), *m, errors);
    if (m->isStore) {
      if (m->memType != uint32_t(MemType::Out))
        errors.push_back("memory_type = " + std::to_string(m->memType) +
                         " is illegal for STORE (only OUT = 4)");
      if (m->yPad0 || m->yPad1 || m->xPad0 || m->xPad1)
        errors.push_back(
            "STORE padding (y_pad_0 = " + std::to_string(m->yPad0) +
            ", y_pad_1 = " + std::to_string(m->yPad1) +
            ", x_pad_0 = " + std::to_string(m->xPad0) +
            ", x_pad_1 = " + std::to_string(m->xPad1) + ") is not supported");
    } else if (m->memType == uint32_t(MemType::Out) || m->memType > 5) {
      errors.push_back("memory_type = " + std::to_string(m->memType) +
                       " is illegal for LOAD (UOP 0, WGT 1, INP 2, ACC 3, "
                       "ACC_8BIT 5)");
    }
    if (m->unused)
      errors.push_back("unused bits [63:58] = " + std::to_string(m->unused) +
                       " must be 0");
  } else if (auto *g = std::get_if<GemmInsn>(&insn)) {
    checkWidths(gemmFields(), *g, errors);
    checkLoop(g->loop, errors);
  } else if (auto *a = std::get_if<AluInsn>(&insn)) {
    checkWidths(aluFields(), *a, errors);
    checkLoop(a->loop, errors);
    if (a->imm < -32768 || a->imm > 32767)
      errors.push_back("imm = " + std::to_string(a->imm) +
                       " does not fit in 16 bits (signed)");
    if (a->aluOpcode > 4)
      errors.push_back("alu_opcode = " + std::to_string(a->aluOpcode) +
                       " is not an ALU opcode (MIN 0, MAX 1, ADD 2, SHR 3, "
                       "MUL 4)");
    if (a->useImm && a->aluOpcode == uint32_t(AluOpcode::Shr) &&
        (a->imm < -31 || a->imm > 31))
      errors.push_back("SHR imm = " + std::to_string(a->imm) +
                       " is outside -31..31 (undefined shift)");
  } else {
    const auto &f = std::get<FinishInsn>(insn);
    if (f.restLo || f.restHi)
      errors.push_back("FINISH has non-zero bits past the dependency flags");
  }
  return errors;
}

static std::string flagsString(const DepFlags &d) {
  std::string s;
  if (d.popPrev)
    s += " pop_prev";
  if (d.popNext)
    s += " pop_next";
  if (d.pushPrev)
    s += " push_prev";
  if (d.pushNext)
    s += " push_next";
  return s;
}

std::string tosac::vta::toString(const Instruction &insn) {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (auto *m = std::get_if<MemInsn>(&insn)) {
    os << (m->isStore ? "STORE " : "LOAD ")
       << (m->memType <= 5 ? toString(MemType(m->memType)) : "?")
       << " sram=" << m->sramBase << " dram=" << m->dramBase
       << " y=" << m->ySize << " x=" << m->xSize << " stride=" << m->xStride
       << " pad=" << m->yPad0 << "," << m->yPad1 << "," << m->xPad0 << ","
       << m->xPad1;
  } else if (auto *g = std::get_if<GemmInsn>(&insn)) {
    os << "GEMM" << (g->loop.reset ? " reset" : "") << " uop=["
       << g->loop.uopBegin << "," << g->loop.uopEnd
       << ") iter=" << g->loop.iterOut << "x" << g->loop.iterIn;
  } else if (auto *a = std::get_if<AluInsn>(&insn)) {
    os << "ALU "
       << (a->aluOpcode <= 4 ? toString(AluOpcode(a->aluOpcode)) : "?")
       << (a->useImm ? " imm=" + std::to_string(a->imm) : " tensor") << " uop=["
       << a->loop.uopBegin << "," << a->loop.uopEnd
       << ") iter=" << a->loop.iterOut << "x" << a->loop.iterIn;
  } else {
    os << "FINISH";
  }
  os << flagsString(getDepFlags(insn));
  return s;
}

//===----------------------------------------------------------------------===//
// Micro-ops
//===----------------------------------------------------------------------===//

uint32_t tosac::vta::encode(const Uop &uop) {
  return (uop.dst & 0x7ff) | (uop.src & 0x7ff) << 11 | (uop.wgt & 0x3ff) << 22;
}

Uop tosac::vta::decodeUop(uint32_t word) {
  return Uop{word & 0x7ff, (word >> 11) & 0x7ff, word >> 22};
}

std::vector<std::string> tosac::vta::validate(const Uop &uop) {
  std::vector<std::string> errors;
  auto check = [&](const char *name, uint32_t v, unsigned width) {
    if (v >> width)
      errors.push_back(std::string(name) + " = " + std::to_string(v) +
                       " does not fit in " + std::to_string(width) + " bits");
  };
  check("dst_idx", uop.dst, 11);
  check("src_idx", uop.src, 11);
  check("wgt_idx", uop.wgt, 10);
  return errors;
}
