//===- FlatbufferJson.cpp - .tosa binary <-> JSON text --------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the JSON form of .tosa files with flatbuffers' own
// text parser and printer, driven by the embedded tosa.fbs schema.
//
//===----------------------------------------------------------------------===//

#include "FlatbufferJson.h"

#include "flatbuffers/idl.h"
#include "flatbuffers/util.h"

namespace tosac::flatbuffer {
namespace {

const char kSchema[] =
#include "tosac/Target/Flatbuffer/TosaSchema.inc"
    ;

/// A parser that knows the schema. Parsing JSON leaves the binary in its
/// builder, so each conversion uses a fresh parser.
bool makeParser(flatbuffers::Parser &parser, std::string &error) {
  if (!parser.Parse(kSchema)) {
    error =
        "internal error: cannot parse the embedded tosa.fbs: " + parser.error_;
    return false;
  }
  return true;
}

flatbuffers::IDLOptions jsonOptions() {
  flatbuffers::IDLOptions options;
  options.strict_json = true;
  options.indent_step = 2;
  options.output_enum_identifiers = true;
  return options;
}

} // namespace

bool jsonToBinary(llvm::StringRef json, std::vector<uint8_t> &binary,
                  std::string &error) {
  flatbuffers::Parser parser(jsonOptions());
  if (!makeParser(parser, error))
    return false;
  // The parser needs a NUL-terminated string.
  std::string text = json.str();
  if (!parser.ParseJson(text.c_str())) {
    error = parser.error_;
    return false;
  }
  const uint8_t *data = parser.builder_.GetBufferPointer();
  binary.assign(data, data + parser.builder_.GetSize());
  return true;
}

bool binaryToJson(llvm::ArrayRef<uint8_t> binary, std::string &json,
                  std::string &error) {
  flatbuffers::Parser parser(jsonOptions());
  if (!makeParser(parser, error))
    return false;
  if (!flatbuffers::GenerateText(parser, binary.data(), &json)) {
    error = "cannot print the graph as JSON (names must be valid UTF-8)";
    return false;
  }
  return true;
}

} // namespace tosac::flatbuffer
