//===- ImportThroughput.cpp - .tosa import speed on large constants -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosac-bench-import`: it writes a .tosa model whose
// constants total the requested size (pseudo-random f32 data, so nothing is
// a splat), then measures in one run
//   - reading the file sequentially into memory (what `cat file >/dev/null`
//     does),
//   - importing it with the translator (mmap + blob-backed constants),
//   - importing it and summing every constant byte (forces the pages in),
// and prints MB/s for each and the ratios to the plain read. Each figure is
// the best of --repeat runs, with the file in the page cache.
//
//===----------------------------------------------------------------------===//

#include "tosac/InitAll.h"
#include "tosac/Target/Flatbuffer/Export.h"
#include "tosac/Target/Flatbuffer/Import.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/MLIRContext.h"
#include "tosac/Tools/ToolSupport.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <fcntl.h>
#include <unistd.h>

using namespace mlir;

static llvm::cl::OptionCategory category("tosac-bench-import options");

static llvm::cl::opt<unsigned>
    megabytes("mb", llvm::cl::desc("Total constant size in MiB"),
              llvm::cl::init(128), llvm::cl::cat(category));
static llvm::cl::opt<unsigned>
    repeat("repeat", llvm::cl::desc("Runs per measurement (best is kept)"),
           llvm::cl::init(5), llvm::cl::cat(category));
static llvm::cl::opt<std::string>
    path("o", llvm::cl::desc("Where to write the generated model"),
         llvm::cl::init("/tmp/tosac-bench-large.tosa"),
         llvm::cl::cat(category));

namespace {

double seconds(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                       start)
      .count();
}

/// Writes a model returning `count` constants of 2^22 f32 values (16 MiB).
bool writeModel(MLIRContext &context, unsigned count) {
  OpBuilder builder(&context);
  Location loc = builder.getUnknownLoc();
  auto module = ModuleOp::create(loc);
  auto type = RankedTensorType::get({1024, 4096}, builder.getF32Type());
  SmallVector<Type> results(count, type);
  builder.setInsertionPointToEnd(module.getBody());
  auto func = func::FuncOp::create(builder, loc, "main",
                                   builder.getFunctionType({}, results));
  builder.setInsertionPointToEnd(func.addEntryBlock());
  SmallVector<Value> values;
  uint32_t seed = 12345;
  std::vector<float> data(type.getNumElements());
  for (unsigned i = 0; i < count; ++i) {
    for (float &f : data) {
      seed = seed * 1664525u + 1013904223u;
      f = static_cast<float>(seed >> 8) / 16777216.0f - 0.5f;
    }
    auto attr = DenseElementsAttr::get(type, llvm::ArrayRef(data));
    values.push_back(
        tosac::tosa::ConstOp::create(builder, loc, type, attr).getResult());
  }
  func::ReturnOp::create(builder, loc, values);
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return false;
  bool ok = succeeded(tosac::exportTosaFlatbuffer(module, os));
  module->erase();
  return ok;
}

/// Reads the file with read(2) in 1 MiB chunks, like cat; with `touch`,
/// also sums every byte, as the touching import does.
double readLikeCat(bool touch, uint64_t &checksum) {
  std::vector<char> chunk(1 << 20);
  auto start = std::chrono::steady_clock::now();
  int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0)
    return -1;
  ssize_t n;
  while ((n = ::read(fd, chunk.data(), chunk.size())) > 0)
    if (touch)
      for (ssize_t i = 0; i < n; ++i)
        checksum += static_cast<unsigned char>(chunk[i]);
  ::close(fd);
  return seconds(start);
}

/// Imports the file; with `touch`, also sums every byte of every constant.
double importOnce(DialectRegistry &registry, bool touch, uint64_t &checksum) {
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  auto start = std::chrono::steady_clock::now();
  auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                          /*RequiresNullTerminator=*/false);
  if (!file)
    return -1;
  std::shared_ptr<llvm::MemoryBuffer> buffer = std::move(*file);
  OwningOpRef<ModuleOp> module = tosac::importTosaFlatbuffer(buffer, &context);
  if (!module)
    return -1;
  if (touch) {
    module->walk([&](Operation *op) {
      auto values = op->getAttrOfType<ElementsAttr>("values");
      if (auto blob = dyn_cast_or_null<DenseResourceElementsAttr>(values)) {
        if (AsmResourceBlob *data = blob.getRawHandle().getBlob())
          for (char c : data->getData())
            checksum += static_cast<unsigned char>(c);
      } else if (auto dense = dyn_cast_or_null<DenseElementsAttr>(values)) {
        for (char c : dense.getRawData())
          checksum += static_cast<unsigned char>(c);
      }
    });
  }
  return seconds(start);
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  tosac::initToolCommandLine("tosac-bench-import", {&category});
  llvm::cl::ParseCommandLineOptions(argc, argv,
                                    "tosac-bench-import: .tosa import speed\n");
  DialectRegistry registry;
  tosac::registerAllTosacDialects(registry);
  {
    MLIRContext context(registry);
    context.loadAllAvailableDialects();
    if (!writeModel(context, std::max(1u, megabytes / 16))) {
      llvm::errs() << "cannot write " << path << "\n";
      return 1;
    }
  }
  uint64_t size = 0;
  llvm::sys::fs::file_size(path, size);
  double mb = static_cast<double>(size) / (1 << 20);

  double cat = 1e9, catTouched = 1e9, plain = 1e9, touched = 1e9;
  uint64_t checksum = 0;
  readLikeCat(false, checksum); // warm the page cache
  for (unsigned i = 0; i < repeat; ++i) {
    cat = std::min(cat, readLikeCat(false, checksum));
    catTouched = std::min(catTouched, readLikeCat(true, checksum));
    plain = std::min(plain, importOnce(registry, false, checksum));
    touched = std::min(touched, importOnce(registry, true, checksum));
  }
  if (cat < 0 || catTouched < 0 || plain < 0 || touched < 0) {
    llvm::errs() << "a measurement failed\n";
    return 1;
  }
  llvm::outs() << llvm::formatv(
      "model: {0:f1} MiB ({1})\n"
      "read like cat:              {2,9:f1} MiB/s\n"
      "import:                     {3,9:f1} MiB/s  ({4:f2}x cat)\n"
      "read + sum every byte:      {5,9:f1} MiB/s\n"
      "import + sum every byte:    {6,9:f1} MiB/s  ({7:f2}x read + sum)\n"
      "(checksum {8})\n",
      mb, path.getValue(), mb / cat, mb / plain, cat / plain, mb / catTouched,
      mb / touched, catTouched / touched, checksum);
  return 0;
}
