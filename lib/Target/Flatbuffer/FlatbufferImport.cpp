//===- FlatbufferImport.cpp - Read .tosa FlatBuffers files into MLIR ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the .tosa importer. The file is checked by the
// FlatBuffers verifier first (every offset, vector and string in bounds),
// then graph by graph by our own checks (enum values, operand counts, names,
// data sizes), so that a malformed file yields a diagnostic naming the
// operator and tensor, never a crash. Operators become MLIR operations built
// generically by name ("tosa.<op>") with the attributes upstream MLIR's TOSA
// ops use, so the importer needs no C++ op classes; the result is verified.
//
// Layout of the result:
//   tosa.variable @<tensor>            one per variable tensor
//   func.func @main(<block inputs>) -> <block outputs>
// Tensor names become `tosa.name` argument/result attributes and NameLoc
// locations of the ops defining them.
//
//===----------------------------------------------------------------------===//

#include "tosac/Target/Flatbuffer/Import.h"

#include "AttributeCodec.h"
#include "FlatbufferJson.h"
#include "OpMapping.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/FrameworkTypeForms.h"
#include "tosac/Target/Flatbuffer/DataCodec.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;

namespace tosac {
namespace {

using flatbuffer::OpInfo;

/// The graph version this importer reads without complaint.
constexpr int kMajor = 1, kMinor = 0, kPatch = 0;

/// Deepest nesting of control-flow graphs accepted.
constexpr unsigned kMaxGraphDepth = 64;

StringRef toStringRef(const flatbuffers::String *s) {
  return s ? StringRef(s->c_str(), s->size()) : StringRef();
}

/// A block of the .tosa graph being imported: its declarations and the SSA
/// values bound to its names so far. Names not found are looked up in the
/// enclosing block (the block of the control-flow operator).
struct Scope {
  const fb::TosaRegion *region = nullptr;
  const fb::TosaBasicBlock *block = nullptr;
  StringRef name;
  Scope *parent = nullptr;
  llvm::StringMap<const fb::TosaTensor *> tensors;
  llvm::StringMap<const fb::TosaShape *> shapes;
  llvm::StringMap<Value> values;
};

/// Describes one operator in diagnostics.
struct OpRef {
  unsigned index;
  fb::Op op;
  const Scope &scope;
};

llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const OpRef &ref) {
  return os << "operator #" << ref.index << " ("
            << flatbuffer::stringifyOp(ref.op) << ") in block '"
            << ref.scope.name << "'";
}

std::string toString(const OpRef &ref) {
  std::string text;
  llvm::raw_string_ostream(text) << ref;
  return text;
}

InFlightDiagnostic &operator<<(InFlightDiagnostic &diag, const OpRef &ref) {
  return diag << toString(ref);
}

InFlightDiagnostic &&operator<<(InFlightDiagnostic &&diag, const OpRef &ref) {
  return std::move(diag << toString(ref));
}

class Importer {
public:
  Importer(MLIRContext *context, const fb::TosaGraph *graph,
           std::shared_ptr<const void> owner, StringRef bufferName,
           const TosaFlatbufferImportOptions &options)
      : context(context), graph(graph), owner(std::move(owner)),
        options(options), builder(context),
        fileLoc(FileLineColLoc::get(context, bufferName, 0, 0)) {}

  OwningOpRef<ModuleOp> run();

private:
  InFlightDiagnostic error() { return emitError(fileLoc); }

  LogicalResult checkVersion();
  LogicalResult indexBlock(Scope &scope);
  LogicalResult declareVariables();

  // Types and data.
  FailureOr<Type> getTensorType(const fb::TosaTensor *tensor,
                                const Scope &scope);
  FailureOr<Type> getDeclaredType(StringRef name, const Scope &scope,
                                  const Twine &what);
  LogicalResult checkDataSize(size_t actual, Type elementType,
                              uint64_t numElements, StringRef name,
                              const Scope &scope);
  FailureOr<ElementsAttr> getConstantValue(const fb::TosaTensor *tensor,
                                           ShapedType type, const Scope &scope);
  FailureOr<DenseIntElementsAttr>
  getShapeValue(const flatbuffers::Vector<uint8_t> *data, uint64_t rank,
                StringRef name, const Scope &scope);

  // Values.
  FailureOr<Value> lookupValue(StringRef name, Scope &scope, Location loc,
                               const Twine &what);
  FailureOr<Value> materializeDeclaredConstant(StringRef name, Scope &scope,
                                               Location loc, bool requireData);
  LogicalResult bindOutput(StringRef name, Value value, Scope &scope,
                           Location loc, const OpRef &ref);
  FailureOr<Operation *> createOp(StringRef name, Location loc,
                                  ValueRange operands, TypeRange types,
                                  ArrayRef<NamedAttribute> attrs,
                                  unsigned numRegions, const Twine &context);
  Location getOpLoc(const fb::TosaOperator *op);

  // Blocks and operators.
  LogicalResult importOperators(Scope &scope);
  LogicalResult importOperator(const fb::TosaOperator *op, unsigned index,
                               Scope &scope);
  LogicalResult importControlFlow(const fb::TosaOperator *op, const OpRef &ref,
                                  Scope &scope, ArrayRef<StringRef> inputs,
                                  ArrayRef<StringRef> outputs, Location loc);
  FailureOr<std::pair<const fb::TosaRegion *, const fb::TosaBasicBlock *>>
  resolveGraph(StringRef name, const Scope &scope, const OpRef &ref,
               StringRef field);
  LogicalResult importChildGraph(
      std::pair<const fb::TosaRegion *, const fb::TosaBasicBlock *> graphRef,
      StringRef graphName, StringRef field, const OpRef &ref, Scope &parent,
      Region &dest);

  MLIRContext *context;
  const fb::TosaGraph *graph;
  std::shared_ptr<const void> owner;
  const TosaFlatbufferImportOptions &options;
  OpBuilder builder;
  Location fileLoc;
  ModuleOp module;
  /// Variable tensors by name (their type; tosa.variable @name is created).
  llvm::StringMap<Type> variables;
  /// The blocks being imported, to reject recursive control flow.
  SmallVector<const fb::TosaBasicBlock *> activeBlocks;
};

//===----------------------------------------------------------------------===//
// Version and declarations
//===----------------------------------------------------------------------===//

LogicalResult Importer::checkVersion() {
  const fb::Version *version = graph->version();
  int major = version->_major(), minor = version->_minor(),
      patch = version->_patch();
  auto versionText = [&] {
    return std::to_string(major) + "." + std::to_string(minor) + "." +
           std::to_string(patch) + (version->_draft() ? "d" : "");
  };
  auto tuple = std::make_tuple(major, minor, patch);
  auto supported = std::make_tuple(kMajor, kMinor, kPatch);
  if (tuple == supported)
    return success();
  if (tuple > supported)
    return error() << "the file has TOSA graph version " << versionText()
                   << ", newer than the version this tosac reads (1.0.0); "
                      "refusing to guess its encoding";
  if (tuple >= std::make_tuple(0, 100, 0)) {
    emitWarning(fileLoc) << "the file has TOSA graph version " << versionText()
                         << ", older than 1.0.0; reading it as a 1.0 graph";
    return success();
  }
  return error() << "unsupported TOSA graph version " << versionText()
                 << " (this tosac reads 1.0.0)";
}

LogicalResult Importer::indexBlock(Scope &scope) {
  const fb::TosaBasicBlock *block = scope.block;
  if (const auto *tensors = block->tensors()) {
    for (unsigned i = 0, e = tensors->size(); i < e; ++i) {
      const fb::TosaTensor *tensor = tensors->Get(i);
      StringRef name = toStringRef(tensor->name());
      if (name.empty())
        return error() << "tensor #" << i << " in block '" << scope.name
                       << "' has no name";
      if (!scope.tensors.try_emplace(name, tensor).second)
        return error() << "tensor '" << name << "' is declared twice in block '"
                       << scope.name << "'";
    }
  }
  if (const auto *shapes = block->shapes()) {
    for (unsigned i = 0, e = shapes->size(); i < e; ++i) {
      const fb::TosaShape *shape = shapes->Get(i);
      StringRef name = toStringRef(shape->name());
      if (name.empty())
        return error() << "shape #" << i << " in block '" << scope.name
                       << "' has no name";
      if (scope.tensors.count(name) ||
          !scope.shapes.try_emplace(name, shape).second)
        return error() << "shape '" << name << "' is declared twice in block '"
                       << scope.name << "'";
    }
  }
  return success();
}

/// Creates `tosa.variable @name` for every variable tensor of the file.
LogicalResult Importer::declareVariables() {
  struct Variable {
    const fb::TosaTensor *tensor;
    Type type;
    StringRef blockName;
  };
  llvm::MapVector<StringRef, Variable> found;
  if (!graph->regions())
    return success();
  for (const fb::TosaRegion *region : *graph->regions()) {
    if (!region->blocks())
      continue;
    for (const fb::TosaBasicBlock *block : *region->blocks()) {
      if (!block->tensors())
        continue;
      Scope scope;
      scope.block = block;
      scope.name = toStringRef(block->name());
      for (const fb::TosaTensor *tensor : *block->tensors()) {
        if (!tensor->variable())
          continue;
        StringRef name = toStringRef(tensor->name());
        FailureOr<Type> type = getTensorType(tensor, scope);
        if (failed(type))
          return failure();
        auto ranked = dyn_cast<RankedTensorType>(*type);
        if (!ranked || !ranked.hasStaticShape())
          return error() << "variable tensor '" << name << "' in block '"
                         << scope.name << "' must have a static shape, got "
                         << *type;
        auto [it, inserted] =
            found.try_emplace(name, Variable{tensor, *type, scope.name});
        if (inserted)
          continue;
        if (it->second.type != *type)
          return error() << "variable tensor '" << name << "' is declared as "
                         << it->second.type << " in block '"
                         << it->second.blockName << "' but as " << *type
                         << " in block '" << scope.name << "'";
        // The first declaration with data gives the initial value.
        const auto *data = it->second.tensor->data();
        if ((!data || data->size() == 0) && tensor->data() &&
            tensor->data()->size() != 0)
          it->second = Variable{tensor, *type, scope.name};
      }
    }
  }

  for (auto &[name, variable] : found) {
    auto type = cast<RankedTensorType>(variable.type);
    Scope scope;
    scope.name = variable.blockName;
    SmallVector<NamedAttribute> attrs;
    attrs.push_back(
        builder.getNamedAttr("sym_name", builder.getStringAttr(name)));
    auto shapeType =
        RankedTensorType::get({type.getRank()}, builder.getIndexType());
    attrs.push_back(builder.getNamedAttr(
        "var_shape", DenseIntElementsAttr::get(shapeType, type.getShape())));
    attrs.push_back(
        builder.getNamedAttr("type", TypeAttr::get(type.getElementType())));
    const auto *data = variable.tensor->data();
    if (data && data->size() != 0) {
      FailureOr<ElementsAttr> value =
          getConstantValue(variable.tensor, type, scope);
      if (failed(value))
        return failure();
      attrs.push_back(builder.getNamedAttr("initial_value", *value));
    }
    StringRef userName = toStringRef(variable.tensor->variable_name());
    if (!userName.empty() && userName != name)
      attrs.push_back(builder.getNamedAttr("tosa.variable_name",
                                           builder.getStringAttr(userName)));
    Location loc = NameLoc::get(builder.getStringAttr(name));
    if (failed(createOp("tosa.variable", loc, {}, {}, attrs, 0,
                        "variable tensor '" + name + "'")))
      return failure();
    variables[name] = type;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Types and constant data
//===----------------------------------------------------------------------===//

FailureOr<Type> Importer::getTensorType(const fb::TosaTensor *tensor,
                                        const Scope &scope) {
  StringRef name = toStringRef(tensor->name());
  fb::DType dtype = tensor->type();
  if (dtype == fb::DType::SHAPE) {
    // The older encoding of shape values: a rank-1 SHAPE tensor.
    const auto *shape = tensor->shape();
    if (tensor->is_unranked() || !shape || shape->size() != 1 ||
        shape->Get(0) < 0)
      return error() << "tensor '" << name << "' in block '" << scope.name
                     << "' has type SHAPE but is not a static rank-1 tensor";
    return Type(tosa::ShapeType::get(context, shape->Get(0)));
  }
  Type elementType = flatbuffer::getElementType(context, dtype);
  if (!elementType)
    return error() << "tensor '" << name << "' in block '" << scope.name
                   << "' has invalid type "
                   << flatbuffer::stringifyDType(dtype);
  if (tensor->is_unranked())
    return Type(UnrankedTensorType::get(elementType));
  SmallVector<int64_t> dims;
  if (const auto *shape = tensor->shape())
    for (int32_t dim : *shape)
      dims.push_back(dim < 0 ? ShapedType::kDynamic : dim);
  return Type(RankedTensorType::get(dims, elementType));
}

FailureOr<Type> Importer::getDeclaredType(StringRef name, const Scope &scope,
                                          const Twine &what) {
  for (const Scope *s = &scope; s; s = s->parent) {
    if (auto it = s->tensors.find(name); it != s->tensors.end())
      return getTensorType(it->second, *s);
    if (auto it = s->shapes.find(name); it != s->shapes.end()) {
      uint32_t rank = it->second->rank();
      if (rank > uint32_t(std::numeric_limits<int32_t>::max()))
        return error() << "shape '" << name << "' has invalid rank " << rank;
      return Type(tosa::ShapeType::get(context, rank));
    }
  }
  return error() << what << ": tensor '" << name
                 << "' is not declared in block '" << scope.name
                 << "' or an enclosing block";
}

LogicalResult Importer::checkDataSize(size_t actual, Type elementType,
                                      uint64_t numElements, StringRef name,
                                      const Scope &scope) {
  std::optional<uint64_t> expected =
      flatbuffer::getEncodedSize(elementType, numElements);
  if (!expected)
    return error() << "tensor '" << name << "' in block '" << scope.name
                   << "': cannot hold constant data of " << numElements
                   << " elements of " << elementType;
  // Writers may pad the data to a multiple of 8 bytes (at least 8: an empty
  // shape comes with 8 zero bytes).
  uint64_t padded = std::max<uint64_t>(llvm::alignTo(*expected, 8), 8);
  if (actual < *expected || actual > padded)
    return error() << "tensor '" << name << "' in block '" << scope.name
                   << "': data has " << actual << " bytes, expected "
                   << *expected << " for " << numElements << " elements of "
                   << elementType;
  return success();
}

FailureOr<ElementsAttr> Importer::getConstantValue(const fb::TosaTensor *tensor,
                                                   ShapedType type,
                                                   const Scope &scope) {
  StringRef name = toStringRef(tensor->name());
  if (!type.hasStaticShape())
    return error() << "constant tensor '" << name << "' in block '"
                   << scope.name << "' must have a static shape, got " << type;
  Type elementType = type.getElementType();
  // Guard getNumElements() against overflow on hostile shapes.
  uint64_t numElements = 1;
  for (int64_t dim : type.getShape()) {
    if (dim != 0 && numElements > (uint64_t(1) << 56) / uint64_t(dim))
      return error() << "constant tensor '" << name << "' in block '"
                     << scope.name << "' is too large: " << type;
    numElements *= dim;
  }
  const auto *data = tensor->data();
  size_t size = data ? data->size() : 0;
  if (failed(checkDataSize(size, elementType, numElements, name, scope)))
    return failure();
  uint64_t used = *flatbuffer::getEncodedSize(elementType, numElements);
  ArrayRef<uint8_t> bytes(data ? data->data() : nullptr, used);

  if (used >= options.resourceThreshold && used != 0 &&
      flatbuffer::hasNativeLayout(elementType)) {
    // Point into the input buffer; the blob keeps its owner alive.
    size_t align = std::max<size_t>(
        1, llvm::divideCeil(
               elementType.isIndex() ? 64 : elementType.getIntOrFloatBitWidth(),
               8));
    std::string blobName = "tosa_const_";
    for (char c : name)
      blobName.push_back(llvm::isAlnum(c) ? c : '_');
    ArrayRef<char> chars(reinterpret_cast<const char *>(bytes.data()),
                         bytes.size());
    AsmResourceBlob blob;
    if (reinterpret_cast<uintptr_t>(bytes.data()) % align == 0)
      blob = AsmResourceBlob(
          chars, align,
          [keepAlive = owner](void *, size_t, size_t) { (void)keepAlive; },
          /*dataIsMutable=*/false);
    else
      blob = HeapAsmResourceBlob::allocateAndCopyWithAlign(
          chars, align, /*dataIsMutable=*/false);
    return ElementsAttr(
        DenseResourceElementsAttr::get(type, blobName, std::move(blob)));
  }
  DenseElementsAttr value = flatbuffer::decodeElements(type, bytes);
  if (!value)
    return error() << "constant tensor '" << name << "' in block '"
                   << scope.name << "': cannot decode data of type " << type;
  return ElementsAttr(value);
}

FailureOr<DenseIntElementsAttr>
Importer::getShapeValue(const flatbuffers::Vector<uint8_t> *data, uint64_t rank,
                        StringRef name, const Scope &scope) {
  Type indexType = builder.getIndexType();
  size_t size = data ? data->size() : 0;
  if (failed(checkDataSize(size, indexType, rank, name, scope)))
    return failure();
  auto type = RankedTensorType::get({static_cast<int64_t>(rank)}, indexType);
  ArrayRef<uint8_t> bytes(data ? data->data() : nullptr, rank * 8);
  return cast<DenseIntElementsAttr>(flatbuffer::decodeElements(type, bytes));
}

//===----------------------------------------------------------------------===//
// Values and operations
//===----------------------------------------------------------------------===//

FailureOr<Operation *> Importer::createOp(StringRef name, Location loc,
                                          ValueRange operands, TypeRange types,
                                          ArrayRef<NamedAttribute> attrs,
                                          unsigned numRegions,
                                          const Twine &what) {
  std::optional<RegisteredOperationName> registered =
      RegisteredOperationName::lookup(name, context);
  // With --allow-unregistered-dialect (testing only) unknown ops are built
  // unregistered, with their attributes as discardable ones.
  if (!registered && !context->allowsUnregisteredDialects())
    return error() << what << ": operation '" << name
                   << "' is not registered in this build of tosac";
  OperationState state(loc, registered ? OperationName(*registered)
                                       : OperationName(name, context));
  state.addOperands(operands);
  state.addTypes(types);
  state.addAttributes(attrs);
  for (unsigned i = 0; i < numRegions; ++i)
    state.addRegion();
  return builder.create(state);
}

Location Importer::getOpLoc(const fb::TosaOperator *op) {
  Location child = UnknownLoc::get(context);
  if (const fb::OpLocation *location = op->location())
    if (StringRef text = toStringRef(location->text()); !text.empty())
      child = NameLoc::get(builder.getStringAttr(text));
  SmallVector<Location> locs;
  if (const auto *outputs = op->outputs())
    for (const flatbuffers::String *output : *outputs)
      locs.push_back(
          NameLoc::get(builder.getStringAttr(toStringRef(output)), child));
  if (locs.empty())
    return child;
  if (locs.size() == 1)
    return locs.front();
  return FusedLoc::get(context, locs);
}

/// Creates the tosa.const / tosa.const_shape of the tensor or shape `name`
/// from its declared data. Unless `requireData` (CONST, CONST_SHAPE), a
/// declaration without data is no constant: returns a null Value then.
FailureOr<Value> Importer::materializeDeclaredConstant(StringRef name,
                                                       Scope &scope,
                                                       Location loc,
                                                       bool requireData) {
  for (Scope *s = &scope; s; s = s->parent) {
    if (auto it = s->tensors.find(name); it != s->tensors.end()) {
      const fb::TosaTensor *tensor = it->second;
      if (!requireData && (!tensor->data() || tensor->data()->size() == 0))
        return Value();
      FailureOr<Type> type = getTensorType(tensor, *s);
      if (failed(type))
        return failure();
      FailureOr<Operation *> op = failure();
      if (auto shapeType = dyn_cast<tosa::ShapeType>(*type)) {
        FailureOr<DenseIntElementsAttr> value =
            getShapeValue(tensor->data(), shapeType.getRank(), name, *s);
        if (failed(value))
          return failure();
        op = createOp("tosa.const_shape", loc, {}, *type,
                      builder.getNamedAttr("values", *value), 0,
                      "constant '" + name + "'");
      } else {
        FailureOr<ElementsAttr> value =
            getConstantValue(tensor, cast<ShapedType>(*type), *s);
        if (failed(value))
          return failure();
        op = createOp("tosa.const", loc, {}, *type,
                      builder.getNamedAttr("values", *value), 0,
                      "constant '" + name + "'");
      }
      if (failed(op))
        return failure();
      scope.values[name] = (*op)->getResult(0);
      return (*op)->getResult(0);
    }
    if (auto it = s->shapes.find(name); it != s->shapes.end()) {
      const fb::TosaShape *shape = it->second;
      if (!requireData && (!shape->data() || shape->data()->size() == 0))
        return Value();
      FailureOr<DenseIntElementsAttr> value =
          getShapeValue(shape->data(), shape->rank(), name, *s);
      if (failed(value))
        return failure();
      FailureOr<Operation *> op = createOp(
          "tosa.const_shape", loc, {},
          Type(tosa::ShapeType::get(context, shape->rank())),
          builder.getNamedAttr("values", *value), 0, "shape '" + name + "'");
      if (failed(op))
        return failure();
      scope.values[name] = (*op)->getResult(0);
      return (*op)->getResult(0);
    }
  }
  return Value();
}

FailureOr<Value> Importer::lookupValue(StringRef name, Scope &scope,
                                       Location loc, const Twine &what) {
  for (Scope *s = &scope; s; s = s->parent)
    if (auto it = s->values.find(name); it != s->values.end())
      return it->second;

  // Reading a variable tensor by name reads the variable.
  if (auto it = variables.find(name); it != variables.end()) {
    FailureOr<Operation *> read = createOp(
        "tosa.variable_read", NameLoc::get(builder.getStringAttr(name)), {},
        it->second, builder.getNamedAttr("name", builder.getStringAttr(name)),
        0, what);
    if (failed(read))
      return failure();
    return (*read)->getResult(0);
  }

  bool declared = false;
  for (Scope *s = &scope; s && !declared; s = s->parent)
    declared = s->tensors.count(name) || s->shapes.count(name);
  if (!declared)
    return error() << what << ": tensor '" << name
                   << "' is not declared in block '" << scope.name
                   << "' or an enclosing block";
  // A tensor declared with data but produced by no CONST operator: the
  // reference model loads such data too.
  FailureOr<Value> constant =
      materializeDeclaredConstant(name, scope, loc, /*requireData=*/false);
  if (failed(constant) || *constant)
    return constant;
  return error() << what << ": tensor '" << name
                 << "' is used before any operator or block input defines it";
}

LogicalResult Importer::bindOutput(StringRef name, Value value, Scope &scope,
                                   Location loc, const OpRef &ref) {
  if (variables.count(name)) {
    // Writing a variable tensor by name writes the variable.
    return createOp("tosa.variable_write", loc, value, {},
                    builder.getNamedAttr("name", builder.getStringAttr(name)),
                    0, toString(ref));
  }
  if (!scope.values.try_emplace(name, value).second)
    return error() << ref << ": tensor '" << name
                   << "' is written more than once";
  return success();
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

/// Finds the graph a COND_IF / WHILE_LOOP names: a region of that name (its
/// first block, the MLIR translator style), else a block of that name in the
/// current region (the test generator style).
FailureOr<std::pair<const fb::TosaRegion *, const fb::TosaBasicBlock *>>
Importer::resolveGraph(StringRef name, const Scope &scope, const OpRef &ref,
                       StringRef field) {
  using Result = std::pair<const fb::TosaRegion *, const fb::TosaBasicBlock *>;
  auto checked = [&](Result result) -> FailureOr<Result> {
    if (llvm::is_contained(activeBlocks, result.second))
      return error() << ref << ": " << field << " '" << name
                     << "' is recursive (it contains the operator itself)";
    if (activeBlocks.size() >= kMaxGraphDepth)
      return error() << ref << ": control flow is nested more than "
                     << kMaxGraphDepth << " levels deep";
    return result;
  };
  for (const fb::TosaRegion *region : *graph->regions()) {
    if (toStringRef(region->name()) != name)
      continue;
    if (!region->blocks() || region->blocks()->size() == 0)
      return error() << ref << ": " << field << " region '" << name
                     << "' has no blocks";
    return checked(std::make_pair(region, region->blocks()->Get(0)));
  }
  if (scope.region && scope.region->blocks())
    for (const fb::TosaBasicBlock *block : *scope.region->blocks())
      if (toStringRef(block->name()) == name)
        return checked(std::make_pair(scope.region, block));
  return error() << ref << ": " << field << " '" << name
                 << "' names no region and no block of region '"
                 << toStringRef(scope.region->name()) << "'";
}

LogicalResult Importer::importChildGraph(
    std::pair<const fb::TosaRegion *, const fb::TosaBasicBlock *> graphRef,
    StringRef graphName, StringRef field, const OpRef &ref, Scope &parent,
    Region &dest) {
  auto [region, block] = graphRef;
  Scope scope;
  scope.region = region;
  scope.block = block;
  scope.name = toStringRef(block->name());
  scope.parent = &parent;
  if (failed(indexBlock(scope)))
    return failure();

  OpBuilder::InsertionGuard guard(builder);
  Block *body = new Block();
  dest.push_back(body);
  std::string what = (field + " '" + graphName + "'").str();
  if (block->inputs()) {
    for (const flatbuffers::String *input : *block->inputs()) {
      StringRef name = toStringRef(input);
      FailureOr<Type> type = getDeclaredType(name, scope, "input of " + what);
      if (failed(type))
        return failure();
      Value arg =
          body->addArgument(*type, NameLoc::get(builder.getStringAttr(name)));
      if (!scope.values.try_emplace(name, arg).second)
        return error() << what << ": input '" << name << "' is listed twice";
    }
  }
  builder.setInsertionPointToEnd(body);
  activeBlocks.push_back(block);
  LogicalResult result = importOperators(scope);
  activeBlocks.pop_back();
  if (failed(result))
    return failure();

  SmallVector<Value> results;
  Location loc = NameLoc::get(builder.getStringAttr(scope.name));
  if (block->outputs()) {
    for (const flatbuffers::String *output : *block->outputs()) {
      FailureOr<Value> value =
          lookupValue(toStringRef(output), scope, loc, "output of " + what);
      if (failed(value))
        return failure();
      results.push_back(*value);
    }
  }
  return createOp("tosa.yield", loc, results, {}, {}, 0, what);
}

LogicalResult Importer::importControlFlow(const fb::TosaOperator *op,
                                          const OpRef &ref, Scope &scope,
                                          ArrayRef<StringRef> inputs,
                                          ArrayRef<StringRef> outputs,
                                          Location loc) {
  bool isIf = ref.op == fb::Op::COND_IF;
  StringRef first, second;
  if (isIf) {
    const auto *a = op->attribute_as_CondIfAttribute();
    if (!a)
      return error() << ref
                     << ": the attribute table CondIfAttribute is "
                        "missing";
    first = toStringRef(a->then_graph());
    second = toStringRef(a->else_graph());
  } else {
    const auto *a = op->attribute_as_WhileLoopAttribute();
    if (!a)
      return error() << ref
                     << ": the attribute table WhileLoopAttribute is "
                        "missing";
    first = toStringRef(a->cond_graph());
    second = toStringRef(a->body_graph());
    if (outputs.size() != inputs.size())
      return error() << ref << ": has " << inputs.size() << " inputs but "
                     << outputs.size() << " outputs (they must be equal)";
  }

  auto firstGraph =
      resolveGraph(first, scope, ref, isIf ? "then_graph" : "cond_graph");
  if (failed(firstGraph))
    return failure();
  auto secondGraph =
      resolveGraph(second, scope, ref, isIf ? "else_graph" : "body_graph");
  if (failed(secondGraph))
    return failure();

  // The graphs' arity: COND_IF's graphs take the inputs after the condition
  // and return the outputs; WHILE_LOOP's cond returns one value, its body
  // as many as it takes.
  size_t numInputs = isIf ? inputs.size() - 1 : inputs.size();
  auto checkArity = [&](const fb::TosaBasicBlock *block, StringRef field,
                        StringRef name, size_t numOutputs) -> LogicalResult {
    size_t blockInputs = block->inputs() ? block->inputs()->size() : 0;
    size_t blockOutputs = block->outputs() ? block->outputs()->size() : 0;
    if (blockInputs != numInputs)
      return error() << ref << ": " << field << " '" << name << "' has "
                     << blockInputs << " inputs, expected " << numInputs;
    if (blockOutputs != numOutputs)
      return error() << ref << ": " << field << " '" << name << "' has "
                     << blockOutputs << " outputs, expected " << numOutputs;
    return success();
  };
  if (failed(checkArity(firstGraph->second, isIf ? "then_graph" : "cond_graph",
                        first, isIf ? outputs.size() : 1)) ||
      failed(checkArity(secondGraph->second, isIf ? "else_graph" : "body_graph",
                        second, outputs.size())))
    return failure();

  std::string what = toString(ref);
  SmallVector<Value> operands;
  for (StringRef name : inputs) {
    FailureOr<Value> value = lookupValue(name, scope, loc, what);
    if (failed(value))
      return failure();
    operands.push_back(*value);
  }
  SmallVector<Type> resultTypes;
  for (StringRef name : outputs) {
    FailureOr<Type> type = getDeclaredType(name, scope, what);
    if (failed(type))
      return failure();
    resultTypes.push_back(*type);
  }

  FailureOr<Operation *> created =
      createOp(flatbuffer::lookupOp(ref.op)->name, loc, operands, resultTypes,
               {}, 2, what);
  if (failed(created))
    return failure();
  Operation *cf = *created;
  if (failed(importChildGraph(*firstGraph, first,
                              isIf ? "then_graph" : "cond_graph", ref, scope,
                              cf->getRegion(0))) ||
      failed(importChildGraph(*secondGraph, second,
                              isIf ? "else_graph" : "body_graph", ref, scope,
                              cf->getRegion(1))))
    return failure();
  for (auto [name, result] : llvm::zip_equal(outputs, cf->getResults()))
    if (failed(bindOutput(name, result, scope, loc, ref)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Operators
//===----------------------------------------------------------------------===//

LogicalResult Importer::importOperators(Scope &scope) {
  const auto *operators = scope.block->operators();
  if (!operators)
    return success();
  for (unsigned i = 0, e = operators->size(); i < e; ++i)
    if (failed(importOperator(operators->Get(i), i, scope)))
      return failure();
  return success();
}

LogicalResult Importer::importOperator(const fb::TosaOperator *op,
                                       unsigned index, Scope &scope) {
  const OpRef ref{index, op->op(), scope};
  const OpInfo *info = flatbuffer::lookupOp(op->op());
  if (!info)
    return error() << ref << ": unknown operator (enum value "
                   << static_cast<uint32_t>(op->op()) << ")";

  fb::Attribute tag = op->attribute_type();
  bool isVariableRead = info->op == fb::Op::IDENTITY &&
                        tag == fb::Attribute::VariableReadAttribute;
  bool isVariableWrite = info->op == fb::Op::IDENTITY &&
                         tag == fb::Attribute::VariableWriteAttribute;
  if (tag != fb::Attribute::NONE && tag != info->attribute && !isVariableRead &&
      !isVariableWrite)
    return error() << ref << ": has attribute table "
                   << flatbuffer::stringifyAttribute(tag) << ", expected "
                   << flatbuffer::stringifyAttribute(info->attribute);

  SmallVector<StringRef> inputs, outputs;
  if (op->inputs())
    for (const flatbuffers::String *name : *op->inputs())
      inputs.push_back(toStringRef(name));
  if (op->outputs())
    for (const flatbuffers::String *name : *op->outputs())
      outputs.push_back(toStringRef(name));
  if (inputs.size() < size_t(info->minInputs) ||
      (info->maxInputs != flatbuffer::kVariadic &&
       inputs.size() > size_t(info->maxInputs))) {
    InFlightDiagnostic diag = error();
    diag << ref << ": has " << inputs.size() << " inputs, expected ";
    if (info->maxInputs == info->minInputs)
      diag << info->minInputs;
    else if (info->maxInputs == flatbuffer::kVariadic)
      diag << "at least " << info->minInputs;
    else
      diag << info->minInputs << " to " << info->maxInputs;
    return diag;
  }
  if (info->numOutputs != flatbuffer::kVariadic &&
      outputs.size() != size_t(info->numOutputs))
    return error() << ref << ": has " << outputs.size() << " outputs, expected "
                   << info->numOutputs;
  for (auto [i, name] : llvm::enumerate(outputs)) {
    if (name.empty())
      return error() << ref << ": output #" << i << " has no name";
    if (llvm::is_contained(ArrayRef(outputs).take_front(i), name))
      return error() << ref << ": output '" << name << "' is listed twice";
  }

  std::string what;
  llvm::raw_string_ostream(what) << ref;
  Location loc = getOpLoc(op);

  switch (info->op) {
  case fb::Op::VARIABLE:
  case fb::Op::VARIABLE_READ:
  case fb::Op::VARIABLE_WRITE:
    return error() << ref
                   << ": is not supported in .tosa files; variables are "
                      "variable tensors read and written by IDENTITY with "
                      "VariableReadAttribute / VariableWriteAttribute";
  case fb::Op::COND_IF:
  case fb::Op::WHILE_LOOP:
    return importControlFlow(op, ref, scope, inputs, outputs, loc);
  case fb::Op::CONST:
  case fb::Op::CONST_SHAPE: {
    StringRef name = outputs.front();
    FailureOr<Type> type = getDeclaredType(name, scope, what);
    if (failed(type))
      return failure();
    bool isShape = isa<tosa::ShapeType>(*type);
    if (info->op == fb::Op::CONST_SHAPE && !isShape)
      return error() << ref << ": output '" << name
                     << "' must be a shape (declared in shapes[] or with "
                        "type SHAPE), got "
                     << *type;
    if (variables.count(name))
      return error() << ref << ": output '" << name << "' is a variable tensor";
    if (scope.values.count(name))
      return error() << ref << ": tensor '" << name
                     << "' is written more than once";
    return materializeDeclaredConstant(name, scope, loc, /*requireData=*/true);
  }
  default:
    break;
  }

  // Operands.
  SmallVector<Value> operands;
  for (StringRef name : inputs) {
    if (isVariableRead)
      break;
    FailureOr<Value> value = lookupValue(name, scope, loc, what);
    if (failed(value))
      return failure();
    operands.push_back(*value);
  }

  if (isVariableRead) {
    StringRef variable = inputs.front();
    if (!variables.count(variable))
      return error() << ref << ": VariableReadAttribute reads '" << variable
                     << "', which is not a variable tensor";
    FailureOr<Type> type = getDeclaredType(outputs.front(), scope, what);
    if (failed(type))
      return failure();
    FailureOr<Operation *> read = createOp(
        "tosa.variable_read", loc, {}, *type,
        builder.getNamedAttr("name", builder.getStringAttr(variable)), 0, what);
    if (failed(read))
      return failure();
    return bindOutput(outputs.front(), (*read)->getResult(0), scope, loc, ref);
  }
  if (isVariableWrite) {
    StringRef variable = outputs.front();
    if (!variables.count(variable))
      return error() << ref << ": VariableWriteAttribute writes '" << variable
                     << "', which is not a variable tensor";
    return bindOutput(variable, operands.front(), scope, loc, ref);
  }

  // Results.
  SmallVector<Type> resultTypes;
  for (StringRef name : outputs) {
    FailureOr<Type> type = getDeclaredType(name, scope, what);
    if (failed(type))
      return failure();
    resultTypes.push_back(*type);
  }

  SmallVector<NamedAttribute> attrs;
  auto emitOpError = [&]() -> InFlightDiagnostic {
    InFlightDiagnostic diag = error();
    diag << ref << ": ";
    return diag;
  };
  if (failed(flatbuffer::importAttributes(context, op, *info, operands, attrs,
                                          emitOpError)))
    return failure();

  FailureOr<Operation *> created =
      createOp(info->name, loc, operands, resultTypes, attrs, 0, what);
  if (failed(created))
    return failure();
  for (auto [name, result] : llvm::zip_equal(outputs, (*created)->getResults()))
    if (failed(bindOutput(name, result, scope, loc, ref)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Entry
//===----------------------------------------------------------------------===//

OwningOpRef<ModuleOp> Importer::run() {
  if (failed(checkVersion()))
    return {};
  if (!graph->regions() || graph->regions()->size() == 0) {
    error() << "the file holds no graph (no regions)";
    return {};
  }
  // The entry point: region "main" (else the first), block "main" (else the
  // first block of that region).
  const fb::TosaRegion *mainRegion = graph->regions()->Get(0);
  for (const fb::TosaRegion *region : *graph->regions())
    if (toStringRef(region->name()) == "main") {
      mainRegion = region;
      break;
    }
  if (!mainRegion->blocks() || mainRegion->blocks()->size() == 0) {
    error() << "region '" << toStringRef(mainRegion->name())
            << "' has no blocks";
    return {};
  }
  const fb::TosaBasicBlock *mainBlock = mainRegion->blocks()->Get(0);
  for (const fb::TosaBasicBlock *block : *mainRegion->blocks())
    if (toStringRef(block->name()) == "main") {
      mainBlock = block;
      break;
    }

  OwningOpRef<ModuleOp> owned = ModuleOp::create(fileLoc);
  module = *owned;
  builder.setInsertionPointToEnd(module.getBody());
  if (failed(declareVariables()))
    return {};

  Scope scope;
  scope.region = mainRegion;
  scope.block = mainBlock;
  scope.name = toStringRef(mainBlock->name());
  if (failed(indexBlock(scope)))
    return {};

  SmallVector<Type> argTypes;
  SmallVector<StringRef> argNames;
  if (mainBlock->inputs()) {
    for (const flatbuffers::String *input : *mainBlock->inputs()) {
      StringRef name = toStringRef(input);
      FailureOr<Type> type = getDeclaredType(name, scope, "graph input");
      if (failed(type))
        return {};
      argTypes.push_back(*type);
      argNames.push_back(name);
    }
  }
  auto func = func::FuncOp::create(builder, fileLoc, "main",
                                   builder.getFunctionType(argTypes, {}));
  Block *body = func.addEntryBlock();
  for (auto [i, name] : llvm::enumerate(argNames)) {
    BlockArgument arg = body->getArgument(i);
    arg.setLoc(NameLoc::get(builder.getStringAttr(name)));
    if (!scope.values.try_emplace(name, arg).second) {
      error() << "graph input '" << name << "' is listed twice";
      return {};
    }
  }

  builder.setInsertionPointToEnd(body);
  activeBlocks.push_back(mainBlock);
  if (failed(importOperators(scope)))
    return {};

  SmallVector<Value> results;
  SmallVector<StringRef> resultNames;
  if (mainBlock->outputs()) {
    for (const flatbuffers::String *output : *mainBlock->outputs()) {
      StringRef name = toStringRef(output);
      FailureOr<Value> value =
          lookupValue(name, scope, fileLoc, "graph output");
      if (failed(value))
        return {};
      results.push_back(*value);
      resultNames.push_back(name);
    }
  }
  func::ReturnOp::create(builder, fileLoc, results);
  func.setFunctionType(
      builder.getFunctionType(argTypes, ValueRange(results).getTypes()));
  for (auto [i, name] : llvm::enumerate(argNames))
    func.setArgAttr(i, "tosa.name", builder.getStringAttr(name));
  for (auto [i, name] : llvm::enumerate(resultNames))
    func.setResultAttr(i, "tosa.name", builder.getStringAttr(name));

  // The verifiers accept framework type combinations as upstream's do; a
  // .tosa file holds TOSA, or the framework forms tosac itself exports.
  if (failed(verify(module)) ||
      failed(tosa::checkTypesForLowering(module, /*strict=*/false)))
    return {};
  return owned;
}

} // namespace

OwningOpRef<ModuleOp>
importTosaFlatbuffer(ArrayRef<uint8_t> data, std::shared_ptr<const void> owner,
                     StringRef bufferName, MLIRContext *context,
                     const TosaFlatbufferImportOptions &options) {
  context->loadDialect<tosa::TosaDialect, func::FuncDialect>();
  Location loc = FileLineColLoc::get(context, bufferName, 0, 0);
  if (data.size() < 8) {
    emitError(loc) << "not a .tosa file: " << data.size()
                   << " bytes are too few for a FlatBuffers header";
    return {};
  }
  if (!flatbuffers::BufferHasIdentifier(data.data(),
                                        fb::TosaGraphIdentifier())) {
    std::string identifier;
    for (uint8_t c : data.slice(4, 4))
      identifier += llvm::isPrint(c) ? std::string(1, char(c))
                                     : llvm::formatv("\\x{0:x-2}", c).str();
    emitError(loc) << "not a .tosa file: the file identifier is '" << identifier
                   << "', expected 'TOSA'";
    return {};
  }
  if (data.size() >= FLATBUFFERS_MAX_BUFFER_SIZE) {
    emitError(loc) << "the file is larger than the 2 GiB FlatBuffers limit";
    return {};
  }
  flatbuffers::Verifier::Options verifierOptions;
  verifierOptions.max_depth = 64;
  verifierOptions.max_tables =
      std::numeric_limits<flatbuffers::uoffset_t>::max();
  flatbuffers::Verifier verifier(data.data(), data.size(), verifierOptions);
  if (!fb::VerifyTosaGraphBuffer(verifier)) {
    emitError(loc) << "malformed .tosa file: the FlatBuffers verifier "
                      "rejected it (truncated, or an offset, vector or "
                      "string out of bounds)";
    return {};
  }
  Importer importer(context, fb::GetTosaGraph(data.data()), std::move(owner),
                    bufferName, options);
  return importer.run();
}

OwningOpRef<ModuleOp>
importTosaFlatbuffer(std::shared_ptr<llvm::MemoryBuffer> buffer,
                     MLIRContext *context,
                     const TosaFlatbufferImportOptions &options) {
  ArrayRef<uint8_t> data(
      reinterpret_cast<const uint8_t *>(buffer->getBufferStart()),
      buffer->getBufferSize());
  StringRef name = buffer->getBufferIdentifier();
  // The name must outlive the call only; the data lives as long as `owner`.
  std::string bufferName = name.str();
  return importTosaFlatbuffer(data, std::move(buffer), bufferName, context,
                              options);
}

OwningOpRef<ModuleOp>
importTosaJson(StringRef json, StringRef bufferName, MLIRContext *context,
               const TosaFlatbufferImportOptions &options) {
  std::vector<uint8_t> binary;
  std::string message;
  if (!flatbuffer::jsonToBinary(json, binary, message)) {
    emitError(FileLineColLoc::get(context, bufferName, 0, 0))
        << "invalid .tosa JSON: " << message;
    return {};
  }
  // A buffer of its own (16-byte aligned) that the constants may point to.
  std::unique_ptr<llvm::WritableMemoryBuffer> buffer =
      llvm::WritableMemoryBuffer::getNewUninitMemBuffer(binary.size(),
                                                        bufferName);
  std::copy(binary.begin(), binary.end(), buffer->getBufferStart());
  return importTosaFlatbuffer(
      std::shared_ptr<llvm::MemoryBuffer>(std::move(buffer)), context, options);
}

} // namespace tosac
