//===- Simulator.cpp - A checking functional simulator of VTA ----*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the VTA functional simulator: decoding and validating
// the instruction stream, distributing it to the three queues, the scheduler
// that runs the queues under the dependency tokens, the execution of each
// instruction on the SRAMs and DRAM, and the statistics and cycle model.
//
// Every check reports an llvm::Error that names the instruction index (its
// position in the instruction stream) and its textual form.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Simulator.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <deque>

using namespace tosac::vta;

namespace {
/// The four token FIFOs between neighbouring queues.
enum Fifo { LoadToCompute, ComputeToLoad, ComputeToStore, StoreToCompute };
constexpr const char *kFifoNames[] = {"load->compute", "compute->load",
                                      "compute->store", "store->compute"};

/// The FIFO a queue pops from (or pushes to) for the prev/next flag; -1 when
/// the queue has no such neighbour (validation rejects those flags).
int popFifo(Queue q, bool prev) {
  switch (q) {
  case Queue::Load:
    return prev ? -1 : ComputeToLoad;
  case Queue::Compute:
    return prev ? LoadToCompute : StoreToCompute;
  case Queue::Store:
    return prev ? ComputeToStore : -1;
  }
  return -1;
}
int pushFifo(Queue q, bool prev) {
  switch (q) {
  case Queue::Load:
    return prev ? -1 : LoadToCompute;
  case Queue::Compute:
    return prev ? ComputeToLoad : ComputeToStore;
  case Queue::Store:
    return prev ? StoreToCompute : -1;
  }
  return -1;
}

std::string lower(const char *s) {
  std::string r(s);
  for (char &c : r)
    c = std::tolower(c);
  return r;
}

/// One run of a program: the SRAMs, queues, token FIFOs and clocks.
class Machine {
public:
  Machine(const Program &program, std::vector<uint8_t> &dram, SimStats &stats)
      : program(program), dram(dram), stats(stats), uop(kUopDepth, 0),
        inp(kInpDepth * kBatch * kBlockIn, 0),
        wgt(kWgtDepth * kBlockOut * kBlockIn, 0),
        acc(kAccDepth * kBatch * kBlockOut, 0) {}

  llvm::Error run(const SimOptions &options);

private:
  llvm::Error decodeAll();
  bool ready(Queue q) const;
  llvm::Error step(Queue q, bool trace);
  llvm::Error execute(size_t index, const Instruction &insn, uint64_t &cycles);
  llvm::Error executeLoad(size_t index, const MemInsn &m, uint64_t &cycles);
  llvm::Error executeStore(size_t index, const MemInsn &m, uint64_t &cycles);
  llvm::Error executeGemm(size_t index, const GemmInsn &g, uint64_t &cycles);
  llvm::Error executeAlu(size_t index, const AluInsn &a, uint64_t &cycles);
  llvm::Error error(size_t index, const llvm::Twine &message) const;
  /// Checks a DRAM byte range; returns its offset in `dram`.
  llvm::Expected<uint64_t> dramOffset(size_t index, uint64_t addr,
                                      uint64_t size) const;
  void count(const std::string &key) { ++stats.counts[key]; }

  const Program &program;
  std::vector<uint8_t> &dram;
  SimStats &stats;
  std::vector<uint32_t> uop;
  std::vector<int8_t> inp, wgt;
  std::vector<int32_t> acc;

  std::vector<Instruction> insns;
  std::vector<size_t> queues[3]; // instruction indices per queue
  size_t pos[3] = {0, 0, 0};     // next instruction of each queue
  std::deque<uint64_t> fifos[4]; // tokens, holding their push cycle
  uint64_t clock[3] = {0, 0, 0}; // when each queue is next free
  bool finished = false;
};
} // namespace

llvm::Error Machine::error(size_t index, const llvm::Twine &message) const {
  std::string text = "instruction " + std::to_string(index);
  if (index < insns.size())
    text += " (" + toString(insns[index]) + ")";
  return llvm::createStringError(text + ": " + message.str());
}

llvm::Expected<uint64_t> Machine::dramOffset(size_t index, uint64_t addr,
                                             uint64_t size) const {
  if (addr < kDramBase || addr - kDramBase > dram.size() ||
      size > dram.size() - (addr - kDramBase))
    return error(index, "DRAM access [" + llvm::utohexstr(addr) + ", " +
                            llvm::utohexstr(addr + size) +
                            ") is outside the DRAM [0x1000, 0x" +
                            llvm::utohexstr(kDramBase + dram.size()) + ")");
  return addr - kDramBase;
}

llvm::Error Machine::decodeAll() {
  if (program.insnAddr < kDramBase ||
      program.insnAddr - kDramBase + uint64_t(program.insnCount) * 16 >
          dram.size())
    return llvm::createStringError("the instructions lie outside the DRAM");
  bool sawFinish = false;
  for (size_t i = 0; i < program.insnCount; ++i) {
    const uint8_t *bytes =
        dram.data() + (program.insnAddr - kDramBase) + i * 16;
    auto insn = decode(wordsFromBytes(bytes));
    if (!insn)
      return error(i, llvm::toString(insn.takeError()));
    insns.push_back(*insn);
    std::vector<std::string> problems = validate(*insn);
    if (!problems.empty()) {
      std::string text = problems[0];
      for (size_t k = 1; k < problems.size(); ++k)
        text += "; " + problems[k];
      return error(i, "invalid instruction: " + text);
    }
    queues[unsigned(getQueue(*insn))].push_back(i);
    sawFinish |= std::holds_alternative<FinishInsn>(*insn);
  }
  if (!sawFinish)
    return error(program.insnCount, "missing FINISH: none of the " +
                                        std::to_string(program.insnCount) +
                                        " instructions is a FINISH");
  return llvm::Error::success();
}

bool Machine::ready(Queue q) const {
  unsigned qi = unsigned(q);
  if (pos[qi] >= queues[qi].size())
    return false;
  const DepFlags &dep = getDepFlags(insns[queues[qi][pos[qi]]]);
  if (dep.popPrev && fifos[popFifo(q, true)].empty())
    return false;
  if (dep.popNext && fifos[popFifo(q, false)].empty())
    return false;
  return true;
}

llvm::Error Machine::step(Queue q, bool trace) {
  unsigned qi = unsigned(q);
  size_t index = queues[qi][pos[qi]++];
  const Instruction &insn = insns[index];
  const DepFlags &dep = getDepFlags(insn);
  uint64_t start = clock[qi];
  for (bool prev : {true, false})
    if (prev ? dep.popPrev : dep.popNext) {
      std::deque<uint64_t> &fifo = fifos[popFifo(q, prev)];
      start = std::max(start, fifo.front());
      fifo.pop_front();
    }
  if (trace)
    llvm::errs() << "[" << toString(q) << " @" << start << "] " << index << ": "
                 << toString(insn) << "\n";
  uint64_t cycles = 1;
  if (llvm::Error err = execute(index, insn, cycles))
    return err;
  cycles = std::max<uint64_t>(cycles, 1);
  clock[qi] = start + cycles;
  for (bool prev : {true, false})
    if (prev ? dep.pushPrev : dep.pushNext)
      fifos[pushFifo(q, prev)].push_back(clock[qi]);
  ++stats.instructions;
  return llvm::Error::success();
}

llvm::Error Machine::execute(size_t index, const Instruction &insn,
                             uint64_t &cycles) {
  if (auto *m = std::get_if<MemInsn>(&insn))
    return m->isStore ? executeStore(index, *m, cycles)
                      : executeLoad(index, *m, cycles);
  if (auto *g = std::get_if<GemmInsn>(&insn))
    return executeGemm(index, *g, cycles);
  if (auto *a = std::get_if<AluInsn>(&insn))
    return executeAlu(index, *a, cycles);
  count("finish");
  finished = true;
  return llvm::Error::success();
}

llvm::Error Machine::executeLoad(size_t index, const MemInsn &m,
                                 uint64_t &cycles) {
  MemType type = MemType(m.memType);
  if (m.xSize == 0) {
    // x_size 0 makes the instruction a no-op (padding included).
    count("nop_load");
    return llvm::Error::success();
  }
  if (type == MemType::Acc8Bit)
    return error(index, "ACC_8BIT loads are not yet supported");
  count("load_" + lower(toString(type)));
  if (m.yPad0 || m.yPad1 || m.xPad0 || m.xPad1)
    count("load_pad");

  uint64_t eb = elementBytes(m.memType);
  uint64_t xTotal = uint64_t(m.xSize) + m.xPad0 + m.xPad1;
  uint64_t yTotal = uint64_t(m.ySize) + m.yPad0 + m.yPad1;
  uint64_t depth = sramDepth(m.memType);
  if (m.sramBase + xTotal * yTotal > depth)
    return error(index, llvm::Twine(toString(type)) + " SRAM range [" +
                            llvm::Twine(m.sramBase) + ", " +
                            llvm::Twine(m.sramBase + xTotal * yTotal) +
                            ") is past the depth " + llvm::Twine(depth));
  // Copy one element (zero when `src` is null) into SRAM element `e`.
  auto put = [&](uint64_t e, const uint8_t *src) {
    switch (type) {
    case MemType::Uop:
      uop[e] = src ? uint32_t(src[0]) | uint32_t(src[1]) << 8 |
                         uint32_t(src[2]) << 16 | uint32_t(src[3]) << 24
                   : 0;
      break;
    case MemType::Inp:
      for (unsigned k = 0; k < eb; ++k)
        inp[e * eb + k] = src ? int8_t(src[k]) : 0;
      break;
    case MemType::Wgt:
      for (unsigned k = 0; k < eb; ++k)
        wgt[e * eb + k] = src ? int8_t(src[k]) : 0;
      break;
    default: // ACC
      for (unsigned k = 0; k < kBatch * kBlockOut; ++k)
        acc[e * kBatch * kBlockOut + k] =
            src ? int32_t(uint32_t(src[4 * k]) | uint32_t(src[4 * k + 1]) << 8 |
                          uint32_t(src[4 * k + 2]) << 16 |
                          uint32_t(src[4 * k + 3]) << 24)
                : 0;
      break;
    }
  };
  uint64_t e = m.sramBase;
  for (uint64_t i = 0; i < uint64_t(m.yPad0) * xTotal; ++i)
    put(e++, nullptr);
  for (uint64_t y = 0; y < m.ySize; ++y) {
    auto offset = dramOffset(index, (m.dramBase + y * m.xStride) * eb,
                             uint64_t(m.xSize) * eb);
    if (!offset)
      return offset.takeError();
    for (unsigned x = 0; x < m.xPad0; ++x)
      put(e++, nullptr);
    for (unsigned x = 0; x < m.xSize; ++x)
      put(e++, dram.data() + *offset + x * eb);
    for (unsigned x = 0; x < m.xPad1; ++x)
      put(e++, nullptr);
  }
  for (uint64_t i = 0; i < uint64_t(m.yPad1) * xTotal; ++i)
    put(e++, nullptr);
  uint64_t bytes = uint64_t(m.xSize) * m.ySize * eb;
  cycles = (bytes + 7) / 8;
  stats.loadCycles += std::max<uint64_t>(cycles, 1);
  return llvm::Error::success();
}

llvm::Error Machine::executeStore(size_t index, const MemInsn &m,
                                  uint64_t &cycles) {
  if (m.xSize == 0) {
    count("nop_store");
    return llvm::Error::success();
  }
  count("store");
  // STORE reads the ACC and keeps the low 8 bits of each lane; the SRAM side
  // is dense (row y, column x at sram_base + y * x_size + x).
  constexpr unsigned lanes = kBatch * kBlockOut;
  for (uint64_t y = 0; y < m.ySize; ++y)
    for (uint64_t x = 0; x < m.xSize; ++x) {
      uint64_t row = m.sramBase + y * m.xSize + x;
      if (row >= kAccDepth)
        return error(index, "ACC index " + llvm::Twine(row) +
                                " is past the depth " + llvm::Twine(kAccDepth));
      auto offset =
          dramOffset(index, (m.dramBase + y * m.xStride + x) * lanes, lanes);
      if (!offset)
        return offset.takeError();
      for (unsigned k = 0; k < lanes; ++k)
        dram[*offset + k] = uint8_t(uint32_t(acc[row * lanes + k]));
    }
  uint64_t bytes = uint64_t(m.xSize) * m.ySize * lanes;
  cycles = (bytes + 7) / 8;
  stats.storeCycles += std::max<uint64_t>(cycles, 1);
  return llvm::Error::success();
}

llvm::Error Machine::executeGemm(size_t index, const GemmInsn &g,
                                 uint64_t &cycles) {
  const LoopFields &l = g.loop;
  count(l.reset ? "gemm_reset" : "gemm");
  auto check = [&](const char *buffer, uint64_t i, uint64_t depth,
                   uint64_t u) -> llvm::Error {
    if (i < depth)
      return llvm::Error::success();
    return error(index, llvm::Twine(buffer) + " index " + llvm::Twine(i) +
                            " (micro-op " + llvm::Twine(u) +
                            ") is past the depth " + llvm::Twine(depth));
  };
  for (uint64_t y = 0; y < l.iterOut; ++y)
    for (uint64_t x = 0; x < l.iterIn; ++x)
      for (uint64_t u = l.uopBegin; u < l.uopEnd; ++u) {
        Uop op = decodeUop(uop[u]);
        uint64_t a = op.dst + y * l.dstFactorOut + x * l.dstFactorIn;
        if (llvm::Error err = check("ACC", a, kAccDepth, u))
          return err;
        int32_t *out = &acc[a * kBatch * kBlockOut];
        if (l.reset) {
          std::fill(out, out + kBatch * kBlockOut, 0);
          continue;
        }
        uint64_t i = op.src + y * l.srcFactorOut + x * l.srcFactorIn;
        uint64_t w = op.wgt + y * g.wgtFactorOut + x * g.wgtFactorIn;
        if (llvm::Error err = check("INP", i, kInpDepth, u))
          return err;
        if (llvm::Error err = check("WGT", w, kWgtDepth, u))
          return err;
        const int8_t *in = &inp[i * kBatch * kBlockIn];
        const int8_t *wt = &wgt[w * kBlockOut * kBlockIn];
        for (unsigned b = 0; b < kBatch; ++b)
          for (unsigned j = 0; j < kBlockOut; ++j) {
            uint32_t sum = uint32_t(out[b * kBlockOut + j]);
            for (unsigned k = 0; k < kBlockIn; ++k)
              sum += uint32_t(int32_t(in[b * kBlockIn + k]) *
                              int32_t(wt[j * kBlockIn + k]));
            out[b * kBlockOut + j] = int32_t(sum);
          }
      }
  cycles = uint64_t(l.iterOut) * l.iterIn * (l.uopEnd - l.uopBegin);
  stats.gemmCycles += std::max<uint64_t>(cycles, 1);
  return llvm::Error::success();
}

llvm::Error Machine::executeAlu(size_t index, const AluInsn &a,
                                uint64_t &cycles) {
  const LoopFields &l = a.loop;
  AluOpcode op = AluOpcode(a.aluOpcode);
  std::string key =
      std::string("alu_") + toString(op) + (a.useImm ? "_imm" : "_tensor");
  count(key);
  if (op == AluOpcode::Shr && a.useImm && a.imm < 0)
    count("alu_SHR_neg_imm");
  constexpr unsigned lanes = kBatch * kBlockOut;
  for (uint64_t y = 0; y < l.iterOut; ++y)
    for (uint64_t x = 0; x < l.iterIn; ++x)
      for (uint64_t u = l.uopBegin; u < l.uopEnd; ++u) {
        Uop mop = decodeUop(uop[u]);
        uint64_t d = mop.dst + y * l.dstFactorOut + x * l.dstFactorIn;
        uint64_t s = mop.src + y * l.srcFactorOut + x * l.srcFactorIn;
        if (d >= kAccDepth || (!a.useImm && s >= kAccDepth))
          return error(index,
                       "ACC index " + llvm::Twine(d >= kAccDepth ? d : s) +
                           " (micro-op " + llvm::Twine(u) +
                           ") is past the depth " + llvm::Twine(kAccDepth));
        for (unsigned k = 0; k < lanes; ++k) {
          int32_t lhs = acc[d * lanes + k];
          int32_t rhs = a.useImm ? a.imm : acc[s * lanes + k];
          int32_t result = 0;
          switch (op) {
          case AluOpcode::Min:
            result = std::min(lhs, rhs);
            break;
          case AluOpcode::Max:
            result = std::max(lhs, rhs);
            break;
          case AluOpcode::Add:
            result = int32_t(uint32_t(lhs) + uint32_t(rhs));
            break;
          case AluOpcode::Mul:
            result = int32_t(uint32_t(lhs) * uint32_t(rhs));
            break;
          case AluOpcode::Shr:
            if (rhs < -31 || rhs > 31)
              return error(index, "SHR amount " + llvm::Twine(rhs) +
                                      " (ACC row " + llvm::Twine(s) +
                                      ", lane " + llvm::Twine(k) +
                                      ") is outside -31..31");
            result = rhs >= 0 ? (lhs >> rhs) : int32_t(uint32_t(lhs) << -rhs);
            break;
          }
          acc[d * lanes + k] = result;
        }
      }
  cycles = uint64_t(l.iterOut) * l.iterIn * (l.uopEnd - l.uopBegin);
  stats.aluCycles += std::max<uint64_t>(cycles, 1);
  return llvm::Error::success();
}

llvm::Error Machine::run(const SimOptions &options) {
  if (llvm::Error err = decodeAll())
    return err;
  std::vector<Queue> order = {options.first};
  for (Queue q : {Queue::Load, Queue::Compute, Queue::Store})
    if (q != options.first)
      order.push_back(q);

  size_t finishIndex = 0;
  while (!finished) {
    bool progressed = false;
    for (Queue q : order)
      if (ready(q)) {
        finishIndex = queues[unsigned(q)][pos[unsigned(q)]];
        if (llvm::Error err = step(q, options.trace))
          return err;
        progressed = true;
        break;
      }
    if (finished)
      break;
    if (!progressed) {
      // Nothing can run: either every queue is drained (the FINISH is missing
      // from the compute queue's reachable part) or the tokens deadlock.
      std::string waits;
      size_t first = insns.size();
      for (Queue q : {Queue::Load, Queue::Compute, Queue::Store}) {
        unsigned qi = unsigned(q);
        if (pos[qi] >= queues[qi].size())
          continue;
        size_t i = queues[qi][pos[qi]];
        first = std::min(first, i);
        const DepFlags &dep = getDepFlags(insns[i]);
        std::string fifo;
        if (dep.popPrev && fifos[popFifo(q, true)].empty())
          fifo = kFifoNames[popFifo(q, true)];
        else
          fifo = kFifoNames[popFifo(q, false)];
        waits += std::string(waits.empty() ? "" : "; ") + toString(q) +
                 " queue waits at instruction " + std::to_string(i) +
                 " for a " + fifo + " token";
      }
      if (waits.empty())
        return error(insns.size(), "missing FINISH: every queue drained "
                                   "without executing one");
      return error(first, "deadlock: no queue can progress (" + waits + ")");
    }
  }

  // FINISH must be the last instruction executed, with every token consumed.
  for (Queue q : {Queue::Load, Queue::Compute, Queue::Store}) {
    unsigned qi = unsigned(q);
    if (pos[qi] < queues[qi].size())
      return error(finishIndex,
                   "FINISH executed while the " + std::string(toString(q)) +
                       " queue still holds instruction " +
                       std::to_string(queues[qi][pos[qi]]) + " (and " +
                       std::to_string(queues[qi].size() - pos[qi] - 1) +
                       " more)");
  }
  for (unsigned f = 0; f < 4; ++f)
    if (!fifos[f].empty())
      return error(finishIndex,
                   "token imbalance at FINISH: the " +
                       std::string(kFifoNames[f]) + " FIFO still holds " +
                       std::to_string(fifos[f].size()) + " token(s)");
  stats.totalCycles = std::max({clock[0], clock[1], clock[2]});
  return llvm::Error::success();
}

Simulator::Simulator(const Program &program)
    : program_(program), dram_(program.dram) {}

llvm::Error Simulator::run(const SimOptions &options) {
  dram_ = program_.dram;
  stats_ = SimStats();
  Machine machine(program_, dram_, stats_);
  return machine.run(options);
}

llvm::ArrayRef<uint8_t> Simulator::read(uint64_t addr, uint64_t size) const {
  if (addr < kDramBase || addr - kDramBase + size > dram_.size())
    return {};
  return llvm::ArrayRef<uint8_t>(dram_).slice(addr - kDramBase, size);
}

llvm::Error tosac::vta::raceCheck(const Program &program,
                                  std::vector<uint8_t> *dram, SimStats *stats) {
  std::vector<uint8_t> reference;
  Queue referenceQueue = Queue::Compute;
  for (Queue q : {Queue::Compute, Queue::Load, Queue::Store}) {
    Simulator sim(program);
    SimOptions options;
    options.first = q;
    if (llvm::Error err = sim.run(options))
      return llvm::createStringError(std::string(toString(q)) + "-first run: " +
                                     llvm::toString(std::move(err)));
    if (q == Queue::Compute) {
      reference = sim.dram();
      if (stats)
        *stats = sim.stats();
      continue;
    }
    const std::vector<uint8_t> &got = sim.dram();
    auto mismatch =
        std::mismatch(reference.begin(), reference.end(), got.begin());
    if (mismatch.first != reference.end()) {
      uint64_t addr = kDramBase + (mismatch.first - reference.begin());
      return llvm::createStringError(
          "race: the final DRAM differs between the " +
          std::string(toString(referenceQueue)) + "-first and " + toString(q) +
          "-first runs, first at address 0x" + llvm::utohexstr(addr) + " (" +
          std::to_string(int(*mismatch.first)) + " vs " +
          std::to_string(int(*mismatch.second)) + ")");
    }
  }
  if (dram)
    *dram = std::move(reference);
  return llvm::Error::success();
}
