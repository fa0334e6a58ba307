//===- FlatbufferJson.h - .tosa binary <-> JSON text ------------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the conversion between the binary .tosa format and its
// JSON form, done by flatbuffers::Parser with the schema text compiled into
// the library (the same JSON `flatc --json --strict-json` writes).
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_LIB_TARGET_FLATBUFFER_FLATBUFFERJSON_H
#define TOSAC_LIB_TARGET_FLATBUFFER_FLATBUFFERJSON_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tosac::flatbuffer {

/// Parses JSON text into a binary .tosa buffer. On failure returns false and
/// sets `error` to the parser's message (with line numbers).
bool jsonToBinary(llvm::StringRef json, std::vector<uint8_t> &binary,
                  std::string &error);

/// Prints a (verified) binary .tosa buffer as JSON.
bool binaryToJson(llvm::ArrayRef<uint8_t> binary, std::string &json,
                  std::string &error);

} // namespace tosac::flatbuffer

#endif // TOSAC_LIB_TARGET_FLATBUFFER_FLATBUFFERJSON_H
