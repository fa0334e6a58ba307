//===- Program.cpp - Loading VTA program images ------------------*- C++
//-*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file builds the DRAM image of a VTA program, either from a directory
// with a manifest.json (the format of ../shared/vta-vectors: each input file
// copied to its physical address, the instructions at insn.addr) or from a
// list of instructions for unit tests.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Simulator.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace tosac::vta;
using llvm::createStringError;

Program Program::fromInstructions(llvm::ArrayRef<Instruction> insns,
                                  uint64_t extraBytes) {
  Program p;
  p.name = "program";
  p.insnAddr = kDramBase;
  p.insnCount = insns.size();
  p.dram.assign(p.dataAddr() - kDramBase + extraBytes, 0);
  for (size_t i = 0; i < insns.size(); ++i)
    wordsToBytes(encode(insns[i]), p.dram.data() + i * 16);
  return p;
}

uint64_t Program::dataAddr() const {
  uint64_t end = insnAddr + uint64_t(insnCount) * 16;
  return (end + 4095) / 4096 * 4096;
}

void Program::write(uint64_t addr, llvm::ArrayRef<uint8_t> bytes) {
  if (addr < kDramBase || addr - kDramBase + bytes.size() > dram.size())
    llvm::report_fatal_error("Program::write outside the DRAM");
  std::copy(bytes.begin(), bytes.end(), dram.begin() + (addr - kDramBase));
}

namespace {
llvm::Expected<uint64_t> getUInt(const llvm::json::Object &o,
                                 llvm::StringRef key, llvm::StringRef where) {
  if (auto v = o.getInteger(key); v && *v >= 0)
    return uint64_t(*v);
  return createStringError("manifest: " + where.str() + " lacks a " +
                           key.str() + " integer");
}

llvm::Expected<Region> getRegion(const llvm::json::Value &v,
                                 llvm::StringRef where) {
  const llvm::json::Object *o = v.getAsObject();
  if (!o)
    return createStringError("manifest: " + where.str() + " is not an object");
  Region r;
  if (auto name = o->getString("name"))
    r.name = name->str();
  else
    return createStringError("manifest: " + where.str() + " lacks a name");
  if (auto kind = o->getString("kind"))
    r.kind = kind->str();
  if (auto expected = o->getString("expected"))
    r.expected = expected->str();
  auto addr = getUInt(*o, "addr", where);
  if (!addr)
    return addr.takeError();
  auto size = getUInt(*o, "size", where);
  if (!size)
    return size.takeError();
  r.addr = *addr;
  r.size = *size;
  if (r.addr < kDramBase)
    return createStringError("manifest: " + where.str() + " addr " +
                             std::to_string(r.addr) + " is below 0x1000");
  return r;
}
} // namespace

llvm::Expected<Program> tosac::vta::loadProgram(llvm::StringRef dir) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "manifest.json");
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return createStringError("cannot read " + path.str().str() + ": " +
                             buffer.getError().message());
  auto json = llvm::json::parse((*buffer)->getBuffer());
  if (!json)
    return createStringError("cannot parse " + path.str().str() + ": " +
                             llvm::toString(json.takeError()));
  const llvm::json::Object *root = json->getAsObject();
  if (!root)
    return createStringError("manifest: the top level is not an object");

  Program p;
  p.dir = dir.str();
  if (auto name = root->getString("name"))
    p.name = name->str();
  if (auto base = root->getInteger("dram_base_phys"); base && *base != 4096)
    return createStringError("manifest: dram_base_phys " +
                             std::to_string(*base) + " is not 4096");
  if (auto *config = root->getObject("config")) {
    // The simulator implements the default configuration only.
    static const std::pair<const char *, int64_t> defaults[] = {
        {"batch", 1},        {"block", 16},       {"inp_bits", 8},
        {"wgt_bits", 8},     {"acc_bits", 32},    {"out_bits", 8},
        {"uop_depth", 8192}, {"inp_depth", 2048}, {"wgt_depth", 1024},
        {"acc_depth", 2048}};
    for (auto [key, value] : defaults)
      if (auto v = config->getInteger(key); v && *v != value)
        return createStringError(
            "manifest: config." + std::string(key) + " = " +
            std::to_string(*v) + " is not the default configuration's " +
            std::to_string(value) + " (not yet supported)");
  }

  const llvm::json::Value *insnValue = root->get("insn");
  if (!insnValue)
    return createStringError("manifest: no insn entry");
  auto insn = getRegion(*insnValue, "insn");
  if (!insn)
    return insn.takeError();
  auto count = getUInt(*insnValue->getAsObject(), "count", "insn");
  if (!count)
    return count.takeError();
  p.insnAddr = insn->addr;
  p.insnCount = *count;
  if (insn->size != p.insnCount * 16ull)
    return createStringError(
        "manifest: insn size " + std::to_string(insn->size) +
        " is not 16 * count " + std::to_string(p.insnCount));
  std::vector<Region> files = {*insn};
  if (auto *inputs = root->getArray("inputs"))
    for (size_t i = 0; i < inputs->size(); ++i) {
      auto r = getRegion((*inputs)[i], "inputs[" + std::to_string(i) + "]");
      if (!r)
        return r.takeError();
      p.inputs.push_back(*r);
      files.push_back(*r);
    }
  if (auto *outputs = root->getArray("outputs"))
    for (size_t i = 0; i < outputs->size(); ++i) {
      auto r = getRegion((*outputs)[i], "outputs[" + std::to_string(i) + "]");
      if (!r)
        return r.takeError();
      p.outputs.push_back(*r);
    }
  if (auto *stats = root->getObject("stats"))
    for (const auto &kv : *stats)
      if (auto v = kv.second.getAsInteger())
        p.manifestStats[kv.first.str()] = *v;

  uint64_t end = kDramBase;
  for (const Region &r : files)
    end = std::max(end, r.addr + r.size);
  for (const Region &r : p.outputs)
    end = std::max(end, r.addr + r.size);
  p.dram.assign(end - kDramBase, 0);
  for (const Region &r : files) {
    llvm::SmallString<256> file(dir);
    llvm::sys::path::append(file, r.name);
    auto data = llvm::MemoryBuffer::getFile(file, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
    if (!data)
      return createStringError("cannot read " + file.str().str() + ": " +
                               data.getError().message());
    if ((*data)->getBufferSize() != r.size)
      return createStringError(file.str().str() + " has " +
                               std::to_string((*data)->getBufferSize()) +
                               " bytes, the manifest says " +
                               std::to_string(r.size));
    auto bytes = llvm::arrayRefFromStringRef((*data)->getBuffer());
    p.write(r.addr, bytes);
  }
  return p;
}
