//===- Corpus.cpp - The TOSA conformance corpus on disk -------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#include "Corpus.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace tosac::conformance;

namespace {

Expected<std::unique_ptr<MemoryBuffer>> readFile(StringRef path) {
  auto buffer = MemoryBuffer::getFile(path);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read %s: %s",
                             path.str().c_str(),
                             buffer.getError().message().c_str());
  return std::move(*buffer);
}

/// "tosa-pro-int" -> "pro_int", "tosa-ext-int16" -> "int16".
std::string toValidateName(StringRef specName) {
  StringRef name = specName;
  if (!name.consume_front("tosa-ext-"))
    name.consume_front("tosa-");
  std::string result = name.lower();
  std::replace(result.begin(), result.end(), '-', '_');
  return result;
}

} // namespace

Expected<std::vector<TestEntry>>
tosac::conformance::readIndex(StringRef root) {
  SmallString<256> path(root);
  sys::path::append(path, "index.tsv");
  auto buffer = readFile(path);
  if (!buffer)
    return buffer.takeError();
  SmallVector<StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  if (lines.empty())
    return createStringError(inconvertibleErrorCode(), "%s is empty",
                             path.c_str());
  // Columns by header name: test op op_class dtype kind compliance_modes
  // error_if folder.
  SmallVector<StringRef> header;
  lines.front().split(header, '\t');
  auto column = [&](StringRef name) -> int {
    for (auto [i, h] : llvm::enumerate(header))
      if (h.trim() == name)
        return static_cast<int>(i);
    return -1;
  };
  int cName = column("test"), cOp = column("op"), cClass = column("op_class"),
      cType = column("dtype"), cKind = column("kind"),
      cError = column("error_if"), cFolder = column("folder");
  if (cName < 0 || cOp < 0 || cKind < 0 || cFolder < 0)
    return createStringError(inconvertibleErrorCode(),
                             "%s: missing test/op/kind/folder columns",
                             path.c_str());
  std::vector<TestEntry> tests;
  for (StringRef line : ArrayRef(lines).drop_front()) {
    SmallVector<StringRef> fields;
    line.split(fields, '\t');
    auto field = [&](int i) -> std::string {
      return i >= 0 && i < static_cast<int>(fields.size())
                 ? fields[i].trim().str()
                 : std::string();
    };
    TestEntry test;
    test.name = field(cName);
    test.op = field(cOp);
    test.opClass = field(cClass);
    test.dtype = field(cType);
    test.isErrorTest = field(cKind) == "error";
    test.errorRule = field(cError);
    test.folder = field(cFolder);
    tests.push_back(std::move(test));
  }
  return tests;
}

Expected<TestRequirements>
tosac::conformance::readRequirements(StringRef root, const TestEntry &test) {
  SmallString<256> path(root);
  sys::path::append(path, test.folder, "desc.json");
  auto buffer = readFile(path);
  if (!buffer)
    return buffer.takeError();
  Expected<json::Value> desc = json::parse((*buffer)->getBuffer());
  if (!desc)
    return desc.takeError();
  TestRequirements requirements;
  const json::Object *object = desc->getAsObject();
  const json::Object *reqs =
      object ? object->getObject("test_requirements") : nullptr;
  if (!reqs)
    return requirements;
  auto strings = [&](StringRef key, std::vector<std::string> &out) {
    if (const json::Array *list = reqs->getArray(key))
      for (const json::Value &v : *list)
        if (std::optional<StringRef> s = v.getAsString())
          out.push_back(toValidateName(*s));
  };
  strings("profiles_supported", requirements.profiles);
  strings("extensions_required", requirements.extensions);
  return requirements;
}

Expected<StringMap<std::string>>
tosac::conformance::readExpectedFailures(StringRef path) {
  auto buffer = readFile(path);
  if (!buffer)
    return buffer.takeError();
  StringMap<std::string> entries;
  SmallVector<StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  for (auto [number, line] : llvm::enumerate(lines)) {
    StringRef text = line.trim();
    if (text.empty() || text.starts_with("#"))
      continue;
    auto [name, reason] = text.split('\t');
    if (reason.trim().empty())
      return createStringError(inconvertibleErrorCode(),
                               "%s:%zu: entry '%s' has no reason",
                               path.str().c_str(), number + 1,
                               name.str().c_str());
    entries[name.trim()] = reason.trim().str();
  }
  return entries;
}
