//===- CHeader.cpp - The C header of a model compiled ahead of time -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file writes the header tosa-compile generates next to the object: the
// state struct holding the variables, the declarations of the object's
// symbols, and static inline functions that initialize a state and run the
// model on typed C arrays. The run function builds one memref descriptor
// (allocated and aligned pointer, offset, sizes, strides) per buffer, points
// the thread-local variable slots at the state, calls the entry's C
// interface and reports the failed runtime checks through tosac-c/Runtime.h.
//
//===----------------------------------------------------------------------===//

#include "AotModule.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cctype>
#include <set>

using namespace tosac;

namespace {

const std::set<std::string> &reservedWords() {
  static const std::set<std::string> words = {
      "auto",     "bool",      "break",     "case",     "char",   "const",
      "continue", "default",   "do",        "double",   "else",   "enum",
      "extern",   "float",     "for",       "goto",     "if",     "inline",
      "int",      "long",      "register",  "restrict", "return", "short",
      "signed",   "sizeof",    "static",    "struct",   "switch", "typedef",
      "union",    "unsigned",  "void",      "volatile", "while",  "class",
      "delete",   "new",       "namespace", "template", "this",   "private",
      "public",   "protected", "operator",  "true",     "false",  "state"};
  return words;
}

/// A C identifier for `name`, different from every one in `used`.
std::string makeIdentifier(llvm::StringRef name, llvm::StringSet<> &used) {
  std::string id;
  for (char c : name)
    id += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
  if (id.empty() || std::isdigit(static_cast<unsigned char>(id[0])))
    id = "t_" + id;
  if (reservedWords().count(id))
    id += "_";
  std::string unique = id;
  for (int n = 2; used.contains(unique) || used.contains(unique + "_written");
       ++n)
    unique = id + "_" + std::to_string(n);
  used.insert(unique);
  return unique;
}

const char *cType(ElementKind kind) {
  switch (kind) {
  case ElementKind::Bool:
    return "uint8_t";
  case ElementKind::Int4:
  case ElementKind::Int8:
    return "int8_t";
  case ElementKind::Int16:
    return "int16_t";
  case ElementKind::Int32:
    return "int32_t";
  case ElementKind::Int48:
  case ElementKind::Int64:
  case ElementKind::Index:
    return "int64_t";
  case ElementKind::Float16:
  case ElementKind::BFloat16:
    return "uint16_t";
  case ElementKind::Float32:
    return "float";
  case ElementKind::Float64:
    return "double";
  case ElementKind::Float8E4M3:
  case ElementKind::Float8E5M2:
  case ElementKind::UInt8:
    return "uint8_t";
  case ElementKind::UInt16:
    return "uint16_t";
  }
  return "uint8_t";
}

/// The batch axis of a tensor of a model with a dynamic batch: its one -1
/// extent, or -1 if it does not depend on the batch.
int64_t batchAxis(const TensorSignature &signature) {
  auto found = llvm::find(signature.shape, int64_t(-1));
  return found == signature.shape.end() ? -1 : found - signature.shape.begin();
}

/// "[1][16][16][8]", or "[1]" for a scalar. A batched tensor is an array of
/// images: "[]" and the extents after the batch axis (those before it are
/// 1).
std::string extents(const TensorSignature &signature) {
  if (signature.shape.empty())
    return "[1]";
  int64_t axis = batchAxis(signature);
  std::string text = axis < 0 ? "" : "[]";
  for (size_t i = axis + 1; i < signature.shape.size(); ++i)
    text += "[" + std::to_string(signature.shape[i]) + "]";
  return text;
}

/// The elements of the tensor, or of one image of a batched tensor.
int64_t numElements(const TensorSignature &signature) {
  int64_t count = 1;
  for (int64_t extent : batchOneShape(signature))
    count *= extent;
  return count;
}

std::string describe(const TensorSignature &signature) {
  std::string text = getElementKindName(signature.kind).str() + "[";
  for (auto [i, extent] : llvm::enumerate(signature.shape))
    text += (i ? ", " : "") + (extent < 0 ? "?" : std::to_string(extent));
  return text + "]";
}

std::string memrefType(const AotInterface &interface, size_t rank) {
  return interface.prefix + "_memref" + std::to_string(rank);
}

/// `{(void *)(uintptr_t)data, (void *)(uintptr_t)data, 0, {sizes},
/// {strides}}`.
std::string descriptorInit(const TensorSignature &signature,
                           llvm::StringRef data) {
  // Through uintptr_t: inputs are const, and -Wcast-qual stays quiet.
  std::string pointer = "(void *)(uintptr_t)" + data.str();
  std::string text = "{" + pointer + ", " + pointer + ", 0";
  std::vector<int64_t> shape = batchOneShape(signature);
  size_t rank = shape.size();
  if (rank == 0)
    return text + "}";
  std::vector<int64_t> strides(rank);
  int64_t stride = 1;
  for (size_t i = rank; i-- > 0;) {
    strides[i] = stride;
    stride *= shape[i];
  }
  auto list = [](llvm::ArrayRef<int64_t> values) {
    std::string text = "{";
    for (auto [i, value] : llvm::enumerate(values))
      text += (i ? ", " : "") + std::to_string(value);
    return text + "}";
  };
  return text + ", " + list(shape) + ", " + list(strides) + "}";
}

} // namespace

std::vector<int64_t> tosac::batchOneShape(const TensorSignature &signature) {
  std::vector<int64_t> shape = signature.shape;
  std::replace(shape.begin(), shape.end(), int64_t(-1), int64_t(1));
  return shape;
}

void tosac::assignFieldNames(AotInterface &interface) {
  llvm::StringSet<> arguments, fields;
  for (const TensorSignature &input : interface.inputs)
    interface.inputFields.push_back(makeIdentifier(input.name, arguments));
  for (const TensorSignature &output : interface.outputs)
    interface.outputFields.push_back(makeIdentifier(output.name, arguments));
  for (const TensorSignature &variable : interface.variables)
    interface.variableFields.push_back(makeIdentifier(variable.name, fields));
}

llvm::Error tosac::writeHeader(const AotInterface &interface,
                               llvm::StringRef path,
                               llvm::StringRef modelName) {
  for (const auto *list :
       {&interface.inputs, &interface.outputs, &interface.variables})
    for (const TensorSignature &signature : *list)
      if (numElements(signature) == 0)
        return llvm::createStringError("'" + signature.name +
                                       "' has no elements: tosa-compile "
                                       "cannot pass empty tensors");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
  if (ec)
    return llvm::createStringError(ec, "cannot write '" + path.str() +
                                           "': " + ec.message());
  const std::string &p = interface.prefix;
  std::string guard = llvm::StringRef(p).upper() + "_TOSAC_AOT_H";

  os << "/* " << p << ": " << modelName
     << ", compiled ahead of time by tosa-compile. Do not edit.\n"
     << " *\n"
     << " * Link the object with TosacAotRuntime, TosacRuntime and LLVM's\n"
     << " * OpenMP runtime libomp (no MLIR): pkg-config tosac-aot.\n"
     << " * Buffers are C arrays in row-major order; INT4 is one int8_t per\n"
     << " * element, INT48 an int64_t, BOOL a 0/1 byte, FP16/BF16/FP8 their\n"
     << " * bit patterns.\n"
     << " *\n";
  for (auto [i, input] : llvm::enumerate(interface.inputs))
    os << " *   input    " << interface.inputFields[i] << ": '" << input.name
       << "' " << describe(input) << "\n";
  for (auto [i, output] : llvm::enumerate(interface.outputs))
    os << " *   output   " << interface.outputFields[i] << ": '" << output.name
       << "' " << describe(output) << "\n";
  for (auto [i, variable] : llvm::enumerate(interface.variables))
    os << " *   variable " << interface.variableFields[i] << ": '"
       << variable.name << "' " << describe(variable) << "\n";
  os << " */\n\n"
     << "#ifndef " << guard << "\n#define " << guard << "\n\n"
     << "#include <stdint.h>\n#include <string.h>\n\n"
     << "#ifdef __cplusplus\nextern \"C\" {\n"
     << "#define TOSAC_AOT_THREAD_LOCAL thread_local\n"
     << "#else\n#define TOSAC_AOT_THREAD_LOCAL _Thread_local\n#endif\n\n"
     << "/* tosac-c/Runtime.h (TosacAotRuntime). */\n"
     << "void tosac_runtime_clear(void);\n"
     << "int tosac_runtime_check(void);\n"
     << "const char *tosac_runtime_message(void);\n"
     << "void tosac_runtime_error(const char *message);\n"
     << "/* Threads the kernels of later calls from this thread use; 0 =\n"
     << "   one per core (tosac-c/Runtime.h, TosacRuntime). */\n"
     << "void tosac_set_threads(int count);\n"
     << "int tosac_get_threads(void);\n\n";

  // The state.
  os << "/* The variables of one instance of the model: initialize with " << p
     << "_state_init();\n"
     << " * each run reads and updates them. Runs on different states may\n"
     << " * happen on different threads at the same time. */\n"
     << "typedef struct " << p << "_state {\n";
  for (auto [i, variable] : llvm::enumerate(interface.variables)) {
    const std::string &field = interface.variableFields[i];
    os << "  " << cType(variable.kind) << " " << field << extents(variable)
       << "; /* '" << variable.name << "' " << describe(variable) << " */\n"
       << "  uint8_t " << field << "_written; /* 1 once it holds a value */\n";
  }
  if (interface.variables.empty())
    os << "  char unused; /* the model has no variables */\n";
  os << "} " << p << "_state;\n\n";

  // The object's symbols.
  os << "/* The symbols of the object. */\n";
  if (!interface.variables.empty())
    os << "extern TOSAC_AOT_THREAD_LOCAL void *" << interface.slotsSymbol()
       << "[" << 2 * interface.variables.size() << "];\n";
  for (auto [i, variable] : llvm::enumerate(interface.variables))
    os << "extern const " << cType(variable.kind) << " "
       << interface.initSymbol(i) << "[" << numElements(variable) << "];\n"
       << "extern const uint8_t " << interface.writtenInitSymbol(i) << ";\n";
  os << "/* The C interface of '" << interface.entry
     << "': one memref descriptor per input, then per output. */\n"
     << "void " << interface.entrySymbol() << "(";
  size_t numArgs = interface.inputs.size() + interface.outputs.size();
  for (size_t i = 0; i < numArgs; ++i)
    os << (i ? ", " : "") << "void *";
  os << (numArgs ? "" : "void") << ");\n\n";

  // Descriptor types, one per rank in use.
  std::set<size_t> ranks;
  for (const auto *list : {&interface.inputs, &interface.outputs})
    for (const TensorSignature &signature : *list)
      ranks.insert(signature.shape.size());
  for (size_t rank : ranks) {
    os << "typedef struct " << memrefType(interface, rank) << " {\n"
       << "  void *allocated;\n  void *aligned;\n  int64_t offset;\n";
    if (rank)
      os << "  int64_t sizes[" << rank << "];\n  int64_t strides[" << rank
         << "];\n";
    os << "} " << memrefType(interface, rank) << ";\n";
  }
  os << "\n";

  // state_init.
  os << "/* Gives every variable its initial value (zeros and not written\n"
     << " * when the model declares none). */\n"
     << "static inline void " << p << "_state_init(" << p
     << "_state *state) {\n";
  for (auto [i, variable] : llvm::enumerate(interface.variables)) {
    const std::string &field = interface.variableFields[i];
    os << "  memcpy(state->" << field << ", " << interface.initSymbol(i)
       << ", sizeof(state->" << field << "));\n"
       << "  state->" << field
       << "_written = " << interface.writtenInitSymbol(i) << " & 1;\n";
  }
  if (interface.variables.empty())
    os << "  state->unused = 0;\n";
  os << "}\n\n";

  // run.
  os << "/* Runs the model once. Returns 0, or nonzero when a runtime check\n"
     << " * (a data-dependent ERROR_IF / REQUIRE) failed: " << p
     << "_error_message()\n"
     << " * then tells which, and the outputs are unspecified.";
  bool batched = interface.hasBatch();
  if (batched)
    os << "\n * The model has a dynamic batch (the '?' extents above): `batch`"
       << "\n * is the number of images, at least 1, in each array declared"
       << "\n * with []. The object holds the model at batch 1 and runs the"
       << "\n * images one at a time; the first failed check stops the run.";
  os << " */\n"
     << "static inline int32_t " << p << "_run(" << p << "_state *state";
  if (batched)
    os << ", int64_t batch";
  for (auto [i, input] : llvm::enumerate(interface.inputs))
    os << ", const " << cType(input.kind) << " " << interface.inputFields[i]
       << extents(input);
  for (auto [i, output] : llvm::enumerate(interface.outputs))
    os << ", " << cType(output.kind) << " " << interface.outputFields[i]
       << extents(output);
  os << ") {\n";
  for (auto [i, variable] : llvm::enumerate(interface.variables)) {
    const std::string &field = interface.variableFields[i];
    os << "  " << interface.slotsSymbol() << "[" << 2 * i << "] = state->"
       << field << ";\n"
       << "  " << interface.slotsSymbol() << "[" << 2 * i + 1 << "] = &state->"
       << field << "_written;\n";
  }
  if (interface.variables.empty())
    os << "  (void)state;\n";
  os << "  tosac_runtime_clear();\n";
  // A batched model runs its entry once per image `n`, on image n of each
  // batched array.
  std::string indent = batched ? "    " : "  ";
  if (batched)
    os << "  if (batch < 1) {\n"
       << "    tosac_runtime_error(\"" << p
       << "_run: the batch must hold at least one image\");\n"
       << "    return tosac_runtime_check();\n"
       << "  }\n"
       << "  for (int64_t n = 0; n < batch; ++n) {\n";
  std::vector<std::string> descriptors;
  auto emitDescriptor = [&](const TensorSignature &signature,
                            const std::string &field) {
    std::string name = "d_" + std::to_string(descriptors.size());
    std::string data = batchAxis(signature) < 0 ? field : "(" + field + " + n)";
    os << indent << memrefType(interface, signature.shape.size()) << " " << name
       << " = " << descriptorInit(signature, data) << ";\n";
    descriptors.push_back(name);
  };
  for (auto [i, input] : llvm::enumerate(interface.inputs))
    emitDescriptor(input, interface.inputFields[i]);
  for (auto [i, output] : llvm::enumerate(interface.outputs))
    emitDescriptor(output, interface.outputFields[i]);
  os << indent << interface.entrySymbol() << "(";
  for (auto [i, name] : llvm::enumerate(descriptors))
    os << (i ? ", " : "") << "&" << name;
  os << ");\n";
  if (batched)
    os << "    if (tosac_runtime_check())\n"
       << "      return 1;\n"
       << "  }\n";
  // Only the low bits of an i1, i4 or i48 store are defined: normalize the
  // outputs as the executor does (sign-extend int4/int48, 0/1 booleans).
  for (auto [i, output] : llvm::enumerate(interface.outputs)) {
    const std::string &field = interface.outputFields[i];
    std::string count = std::to_string(numElements(output));
    if (batchAxis(output) >= 0)
      count = "(size_t)batch * " + count;
    switch (output.kind) {
    case ElementKind::Bool:
      os << "  { uint8_t *v = (uint8_t *)(void *)" << field
         << "; size_t k; for (k = 0; k < " << count
         << "; ++k) v[k] &= 1; }\n";
      break;
    case ElementKind::Int4:
      os << "  { int8_t *v = (int8_t *)(void *)" << field
         << "; size_t k; for (k = 0; k < " << count
         << "; ++k) { int b = v[k] & 15; v[k] = (int8_t)(b >= 8 ? b - 16 : b); "
            "} }\n";
      break;
    case ElementKind::Int48:
      os << "  { uint64_t *v = (uint64_t *)(void *)" << field
         << "; size_t k; for (k = 0; k < " << count
         << "; ++k) { v[k] &= 0xFFFFFFFFFFFFull; if (v[k] >> 47) v[k] |= "
            "0xFFFF000000000000ull; } }\n";
      break;
    default:
      break;
    }
  }
  os << "  return tosac_runtime_check();\n"
     << "}\n\n";

  os << "/* The failed check of this thread's last " << p
     << "_run(), \"\" if none. */\n"
     << "static inline const char *" << p << "_error_message(void) {\n"
     << "  return tosac_runtime_message();\n}\n\n"
     << "#ifdef __cplusplus\n}\n#endif\n\n#endif /* " << guard << " */\n";
  return llvm::Error::success();
}
