//===- Export.cpp - Writing compiled layers as VTA program directories ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file writes a compiled layer's DRAM images and its manifest.json.
//
//===----------------------------------------------------------------------===//

#include "tosac/Vta/Export.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace tosac::vta;

static llvm::Error writeFile(llvm::StringRef dir, llvm::StringRef name,
                             llvm::ArrayRef<uint8_t> bytes) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, name);
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return llvm::createStringError("cannot write " + path.str().str() + ": " +
                                   ec.message());
  os.write(reinterpret_cast<const char *>(bytes.data()), bytes.size());
  return llvm::Error::success();
}

static llvm::json::Value describeTensor(const TensorImage &image) {
  return llvm::json::Object{
      {"layout", image.layout == ImageLayout::Blocked ? "blocked" : "flat"},
      {"shape", llvm::json::Array(image.shape)},
      {"host_pad", llvm::json::Array(image.hostPad)},
      {"pad_value", image.hostPadValue}};
}

static const char *kindName(MemType type) { return toString(type); }

llvm::Error tosac::vta::writeProgramDirectory(const CompiledLayer &layer,
                                              llvm::StringRef dir,
                                              const ExportOptions &options) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return llvm::createStringError("cannot create " + dir.str() + ": " +
                                   ec.message());
  std::vector<uint8_t> insnBytes(layer.insns.size() * 16);
  std::map<std::string, uint64_t> stats;
  for (size_t i = 0; i < layer.insns.size(); ++i) {
    wordsToBytes(encode(layer.insns[i]), insnBytes.data() + i * 16);
    ++stats[toString(getOpcode(layer.insns[i]))];
  }
  if (auto error = writeFile(dir, "insn.bin", insnBytes))
    return error;

  llvm::json::Array inputs;
  auto addInput = [&](llvm::StringRef file, MemType kind, uint64_t addr,
                      llvm::ArrayRef<uint8_t> bytes,
                      llvm::json::Object extra) -> llvm::Error {
    if (auto error = writeFile(dir, file, bytes))
      return error;
    llvm::json::Object entry{{"name", file.str()},
                             {"kind", kindName(kind)},
                             {"addr", addr},
                             {"size", uint64_t(bytes.size())},
                             {"elem_bytes", elementBytes(uint32_t(kind))}};
    for (auto &kv : extra)
      entry[kv.first] = std::move(kv.second);
    inputs.push_back(std::move(entry));
    return llvm::Error::success();
  };

  std::vector<uint8_t> uopBytes;
  for (const auto &kernel : layer.kernels)
    for (const Uop &uop : kernel) {
      uint32_t word = encode(uop);
      for (int b = 0; b < 4; ++b)
        uopBytes.push_back(uint8_t(word >> (8 * b)));
    }
  if (!uopBytes.empty())
    if (auto error = addInput("uop.bin", MemType::Uop, layer.uopAddr,
                              uopBytes, llvm::json::Object{}))
      return error;
  for (const Segment &segment : layer.constants)
    if (auto error = addInput(segment.name + ".bin", segment.kind,
                              segment.addr, segment.bytes,
                              llvm::json::Object{}))
      return error;
  for (size_t i = 0; i < layer.inputs.size(); ++i) {
    const TensorImage &image = layer.inputs[i];
    bool haveData = i < options.inputs.size() && options.inputs[i];
    std::vector<uint8_t> bytes =
        haveData ? packImage(image, *options.inputs[i])
                 : std::vector<uint8_t>(image.size, 0);
    if (auto error = addInput(image.name + ".bin", MemType::Inp, image.addr,
                              bytes,
                              llvm::json::Object{
                                  {"tensor", describeTensor(image)},
                                  {"data", haveData ? "tensor" : "zeros"}}))
      return error;
  }

  llvm::json::Object output{{"name", layer.output.name},
                            {"addr", layer.output.addr},
                            {"size", layer.output.size},
                            {"tensor", describeTensor(layer.output)}};
  if (options.expectedOutput) {
    if (auto error =
            writeFile(dir, "expected_out.bin", *options.expectedOutput))
      return error;
    output["expected"] = "expected_out.bin";
  }

  llvm::json::Object statsJson;
  for (const auto &[key, count] : stats)
    statsJson[key] = count;
  llvm::json::Object manifest{
      {"name", options.name},
      {"category", options.category},
      {"description", options.description},
      {"config", llvm::json::Object{{"hw_ver", "0.0.2"},
                                    {"batch", 1},
                                    {"block", 16},
                                    {"inp_bits", 8},
                                    {"wgt_bits", 8},
                                    {"acc_bits", 32},
                                    {"out_bits", 8},
                                    {"uop_depth", 8192},
                                    {"inp_depth", 2048},
                                    {"wgt_depth", 1024},
                                    {"acc_depth", 2048}}},
      {"dram_base_phys", kDramBase},
      {"insn", llvm::json::Object{{"name", "insn.bin"},
                                  {"addr", kDramBase},
                                  {"count", uint64_t(layer.insns.size())},
                                  {"size", uint64_t(insnBytes.size())}}},
      {"inputs", std::move(inputs)},
      {"outputs", llvm::json::Array{std::move(output)}},
      {"stats", std::move(statsJson)}};
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "manifest.json");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return llvm::createStringError("cannot write " + path.str().str() + ": " +
                                   ec.message());
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(manifest))) << "\n";
  return llvm::Error::success();
}
