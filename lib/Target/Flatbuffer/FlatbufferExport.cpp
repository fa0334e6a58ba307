//===- FlatbufferExport.cpp - Write MLIR TOSA modules as .tosa files ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the .tosa exporter. It writes what the TOSA reference
// model reads, in the style of the reference serialization library:
//   * one region "main"; its block "main" is the entry function, and the
//     regions of tosa.cond_if / tosa.while_loop become further blocks of that
//     region, named by the operator's attribute table;
//   * every value is a tensor with a unique name (imported names are kept,
//     others generated), shape values are TosaShapes, constant data is padded
//     to a multiple of 8 bytes like the C++ writer does;
//   * tosa.variable becomes a variable tensor declared in every block, read
//     and written by IDENTITY tagged VariableRead/VariableWriteAttribute;
//   * graph version 1.0.0 with the draft flag set (as the 1.0 writer).
// Attributes are read generically by the names upstream MLIR's TOSA ops use.
// The module is serialized from a copy tosa-legalize-for-export has rewritten
// (framework IR's tensor constants and static slices as TOSA ops).
//
//===----------------------------------------------------------------------===//

#include "tosac/Target/Flatbuffer/Export.h"

#include "AttributeCodec.h"
#include "FlatbufferJson.h"
#include "OpMapping.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"
#include "tosac/Target/Flatbuffer/DataCodec.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringSet.h"

#include "llvm/Support/MathExtras.h"
#include <array>

using namespace mlir;

namespace tosac {
namespace {

using flatbuffer::OpInfo;
using flatbuffers::Offset;

/// Stop well before FlatBuffers' 2 GiB limit (the builder cannot report it).
constexpr uint64_t kMaxGraphBytes = (uint64_t(1) << 31) - (uint64_t(1) << 26);

/// A first guess of the file size: the constants plus room for the graph, so
/// that the builder need not grow (and copy) a large buffer repeatedly.
size_t estimateSize(ModuleOp module) {
  uint64_t bytes = 1 << 16;
  module.walk([&](Operation *op) {
    for (NamedAttribute attr : op->getAttrs())
      if (auto elements = dyn_cast<ElementsAttr>(attr.getValue()))
        if (auto type = dyn_cast<ShapedType>(elements.getType());
            type && type.hasStaticShape())
          if (std::optional<uint64_t> size = flatbuffer::getEncodedSize(
                  type.getElementType(), type.getNumElements()))
            bytes += llvm::alignTo(*size, 8) + 64;
    bytes += 256;
  });
  return std::min<uint64_t>(bytes, kMaxGraphBytes);
}

/// The names NameLoc locations give to the results of an operation.
SmallVector<StringRef> getLocNames(Location loc) {
  SmallVector<StringRef> names;
  if (auto nameLoc = dyn_cast<NameLoc>(loc))
    names.push_back(nameLoc.getName().getValue());
  else if (auto fused = dyn_cast<FusedLoc>(loc))
    for (Location part : fused.getLocations())
      if (auto nameLoc = dyn_cast<NameLoc>(part))
        names.push_back(nameLoc.getName().getValue());
  return names;
}

/// The OpLocation text the importer keeps: the name of a NameLoc nested in
/// the NameLoc of the first output.
StringRef getLocationText(Location loc) {
  if (auto fused = dyn_cast<FusedLoc>(loc))
    if (!fused.getLocations().empty())
      loc = fused.getLocations().front();
  if (auto nameLoc = dyn_cast<NameLoc>(loc))
    if (auto child = dyn_cast<NameLoc>(nameLoc.getChildLoc()))
      return child.getName().getValue();
  return {};
}

class Exporter {
public:
  Exporter(ModuleOp module, const TosaFlatbufferExportOptions &options)
      : module(module), options(options), fbb(estimateSize(module)) {}

  /// Builds the file; on success, buffer() holds it.
  LogicalResult run();
  ArrayRef<uint8_t> buffer() const {
    return ArrayRef<uint8_t>(fbb.GetBufferPointer(), fbb.GetSize());
  }

private:
  /// One TosaBasicBlock being written.
  struct BlockState {
    std::string name;
    std::vector<Offset<fb::TosaOperator>> operators;
    std::vector<Offset<fb::TosaTensor>> tensors;
    std::vector<Offset<fb::TosaShape>> shapes;
    std::vector<std::string> inputs;
    std::vector<std::string> outputs;
  };

  std::string uniqueName(StringRef preferred, StringRef prefix);
  std::string uniqueBlockName(StringRef base);
  StringRef nameOf(Value value) { return names.lookup(value); }
  LogicalResult nameResults(Operation *op, StringRef prefix);

  LogicalResult addData(ElementsAttr value,
                        Offset<flatbuffers::Vector<uint8_t>> &offset,
                        Location loc);
  LogicalResult encodeType(Type type, Location loc, fb::DType &dtype,
                           std::vector<int32_t> &shape, bool &unranked);
  LogicalResult declare(Value value, BlockState &block,
                        Offset<flatbuffers::Vector<uint8_t>> data = 0);
  void addOperator(BlockState &block, fb::Op op, fb::Attribute tag,
                   Offset<void> attribute, ArrayRef<std::string> inputs,
                   ArrayRef<std::string> outputs, Location loc);
  std::vector<std::string> namesOf(ValueRange values);

  LogicalResult declareVariables();
  LogicalResult exportBlock(Block &block, BlockState &state);
  LogicalResult exportOp(Operation *op, BlockState &state);
  LogicalResult exportControlFlow(Operation *op, const OpInfo &info,
                                  BlockState &state);
  LogicalResult exportRegion(Region &region, StringRef blockName,
                             Operation *parent);

  ModuleOp module;
  const TosaFlatbufferExportOptions &options;
  flatbuffers::FlatBufferBuilder fbb;
  /// Blocks of region "main", the entry block first.
  std::vector<std::unique_ptr<BlockState>> blocks;
  DenseMap<Value, std::string> names;
  llvm::StringSet<> usedNames;
  llvm::StringSet<> usedBlockNames;
  /// The next number of each generated-name prefix ("layer-3").
  llvm::StringMap<unsigned> nameCounters;
  unsigned graphCounter = 0;
  uint64_t dataBytes = 0;
  /// Variable symbol -> (tensor type, the variable tensor table).
  llvm::StringMap<std::pair<Type, Offset<fb::TosaTensor>>> variables;
  std::vector<Offset<fb::TosaTensor>> variableTensors;
};

//===----------------------------------------------------------------------===//
// Names, types and declarations
//===----------------------------------------------------------------------===//

std::string Exporter::uniqueName(StringRef preferred, StringRef prefix) {
  if (!preferred.empty()) {
    if (usedNames.insert(preferred).second)
      return preferred.str();
    for (unsigned i = 1;; ++i) {
      std::string candidate = (preferred + "_" + Twine(i)).str();
      if (usedNames.insert(candidate).second)
        return candidate;
    }
  }
  while (true) {
    std::string candidate =
        (prefix + "-" + Twine(nameCounters[prefix]++)).str();
    if (usedNames.insert(candidate).second)
      return candidate;
  }
}

std::string Exporter::uniqueBlockName(StringRef base) {
  std::string name = base.str();
  for (unsigned i = 1; !usedBlockNames.insert(name).second; ++i)
    name = (base + "_" + Twine(i)).str();
  return name;
}

LogicalResult Exporter::nameResults(Operation *op, StringRef prefix) {
  SmallVector<StringRef> locNames = getLocNames(op->getLoc());
  for (OpResult result : op->getResults()) {
    // Graph outputs are named up front.
    if (names.count(result))
      continue;
    StringRef preferred;
    if (result.getResultNumber() < locNames.size())
      preferred = locNames[result.getResultNumber()];
    names[result] = uniqueName(preferred, prefix);
  }
  return success();
}

std::vector<std::string> Exporter::namesOf(ValueRange values) {
  std::vector<std::string> result;
  for (Value value : values)
    result.push_back(nameOf(value).str());
  return result;
}

LogicalResult Exporter::addData(ElementsAttr value,
                                Offset<flatbuffers::Vector<uint8_t>> &offset,
                                Location loc) {
  auto type = cast<ShapedType>(value.getType());
  std::optional<uint64_t> size =
      type.hasStaticShape() ? flatbuffer::getEncodedSize(type.getElementType(),
                                                         type.getNumElements())
                            : std::nullopt;
  if (!size)
    return emitError(loc) << "cannot encode constant of type " << type
                          << " (no TOSA 1.0 serialization)";
  // Pad to a multiple of 8 with zeros, as the C++ serialization library.
  uint64_t padded = llvm::alignTo(*size, 8);
  dataBytes += padded;
  if (dataBytes > kMaxGraphBytes)
    return emitError(loc) << "the constants exceed the 2 GiB size limit of "
                             ".tosa (FlatBuffers) files";
  // Encode straight into the buffer being built.
  uint8_t *dest = nullptr;
  fbb.ForceVectorAlignment(padded, sizeof(uint8_t), 8);
  offset = fbb.CreateUninitializedVector(padded, &dest);
  std::fill(dest + *size, dest + padded, 0);
  std::string message;
  if (!flatbuffer::encodeElements(value, MutableArrayRef<uint8_t>(dest, *size),
                                  message))
    return emitError(loc) << message;
  return success();
}

LogicalResult Exporter::encodeType(Type type, Location loc, fb::DType &dtype,
                                   std::vector<int32_t> &shape,
                                   bool &unranked) {
  auto tensorType = dyn_cast<TensorType>(type);
  if (!tensorType)
    return emitError(loc) << "cannot serialize a value of type " << type
                          << " (expected a tensor or !tosa.shape)";
  std::optional<fb::DType> encoded =
      flatbuffer::getDType(tensorType.getElementType());
  if (!encoded)
    return emitError(loc) << "element type " << tensorType.getElementType()
                          << " has no TOSA 1.0 serialization";
  dtype = *encoded;
  unranked = !tensorType.hasRank();
  shape.clear();
  if (unranked)
    return success();
  for (int64_t dim : tensorType.getShape()) {
    if (ShapedType::isDynamic(dim)) {
      shape.push_back(-1);
      continue;
    }
    if (dim > std::numeric_limits<int32_t>::max())
      return emitError(loc) << "dimension " << dim << " of " << type
                            << " does not fit the int32 shape of .tosa";
    shape.push_back(static_cast<int32_t>(dim));
  }
  return success();
}

LogicalResult Exporter::declare(Value value, BlockState &block,
                                Offset<flatbuffers::Vector<uint8_t>> data) {
  auto name = fbb.CreateSharedString(nameOf(value).str());
  Location loc = value.getLoc();
  if (auto shapeType = dyn_cast<tosa::ShapeType>(value.getType())) {
    block.shapes.push_back(
        fb::CreateTosaShape(fbb, name, shapeType.getRank(), data));
    return success();
  }
  fb::DType dtype;
  std::vector<int32_t> shape;
  bool unranked;
  if (failed(encodeType(value.getType(), loc, dtype, shape, unranked)))
    return failure();
  block.tensors.push_back(
      fb::CreateTosaTensor(fbb, name, fbb.CreateVector(shape), dtype, data,
                           /*variable=*/false, unranked));
  return success();
}

void Exporter::addOperator(BlockState &block, fb::Op op, fb::Attribute tag,
                           Offset<void> attribute, ArrayRef<std::string> inputs,
                           ArrayRef<std::string> outputs, Location loc) {
  auto strings = [&](ArrayRef<std::string> values) {
    std::vector<Offset<flatbuffers::String>> offsets;
    for (const std::string &value : values)
      offsets.push_back(fbb.CreateSharedString(value));
    return fbb.CreateVector(offsets);
  };
  auto inputOffsets = strings(inputs);
  auto outputOffsets = strings(outputs);
  Offset<fb::OpLocation> location = 0;
  if (StringRef text = getLocationText(loc); !text.empty())
    location = fb::CreateOpLocation(fbb, fbb.CreateString(text.str()));
  block.operators.push_back(fb::CreateTosaOperator(
      fbb, op, tag, attribute, inputOffsets, outputOffsets, location));
}

LogicalResult Exporter::declareVariables() {
  for (Operation &op : module.getBody()->getOperations()) {
    if (op.getName().getStringRef() != "tosa.variable")
      continue;
    auto symName = op.getAttrOfType<StringAttr>("sym_name");
    auto shapeAttr = op.getAttrOfType<DenseIntElementsAttr>("var_shape");
    auto typeAttr = op.getAttrOfType<TypeAttr>("type");
    if (!symName || !shapeAttr || !typeAttr)
      return op.emitError() << "expected sym_name, var_shape and type";
    SmallVector<int64_t> dims;
    for (const APInt &dim : shapeAttr.getValues<APInt>())
      dims.push_back(dim.getSExtValue());
    auto type = RankedTensorType::get(dims, typeAttr.getValue());
    fb::DType dtype;
    std::vector<int32_t> shape;
    bool unranked;
    if (failed(encodeType(type, op.getLoc(), dtype, shape, unranked)))
      return failure();
    StringRef name = symName.getValue();
    if (!usedNames.insert(name).second)
      return op.emitError() << "variable '" << name << "' is declared twice";

    Offset<flatbuffers::Vector<uint8_t>> data = 0;
    if (auto initial = op.getAttrOfType<ElementsAttr>("initial_value"))
      if (failed(addData(initial, data, op.getLoc())))
        return failure();
    StringRef userName = name;
    if (auto attr = op.getAttrOfType<StringAttr>("tosa.variable_name"))
      userName = attr.getValue();
    auto nameOffset = fbb.CreateSharedString(name.str());
    auto tensor = fb::CreateTosaTensor(fbb, nameOffset, fbb.CreateVector(shape),
                                       dtype, data,
                                       /*variable=*/true, /*is_unranked=*/false,
                                       fbb.CreateString(userName.str()));
    variables[name] = {type, tensor};
    variableTensors.push_back(tensor);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Operations and blocks
//===----------------------------------------------------------------------===//

LogicalResult Exporter::exportOp(Operation *op, BlockState &state) {
  StringRef name = op->getName().getStringRef();
  Location loc = op->getLoc();

  if (name == "tosa.const" || name == "tosa.const_shape") {
    bool isShape = name == "tosa.const_shape";
    auto value = op->getAttrOfType<ElementsAttr>("values");
    if (!value || op->getNumResults() != 1)
      return op->emitError() << "expected a 'values' attribute and one result";
    Offset<flatbuffers::Vector<uint8_t>> data;
    if (failed(addData(value, data, loc)) ||
        failed(nameResults(op, isShape ? "shape" : "const")) ||
        failed(declare(op->getResult(0), state, data)))
      return failure();
    flatbuffers::uoffset_t start = fbb.StartTable();
    Offset<void> table(fbb.EndTable(start));
    addOperator(state, isShape ? fb::Op::CONST_SHAPE : fb::Op::CONST,
                isShape ? fb::Attribute::ConstShapeAttribute
                        : fb::Attribute::ConstAttribute,
                table, {}, namesOf(op->getResults()), loc);
    return success();
  }

  if (name == "tosa.variable_read" || name == "tosa.variable_write") {
    bool isRead = name == "tosa.variable_read";
    auto symbol = op->getAttrOfType<StringAttr>("name");
    if (!symbol || !variables.count(symbol.getValue()))
      return op->emitError() << "refers to no tosa.variable of the module";
    std::string variable = symbol.getValue().str();
    flatbuffers::uoffset_t start = fbb.StartTable();
    Offset<void> table(fbb.EndTable(start));
    if (isRead) {
      if (failed(nameResults(op, "layer")) ||
          failed(declare(op->getResult(0), state)))
        return failure();
      addOperator(state, fb::Op::IDENTITY, fb::Attribute::VariableReadAttribute,
                  table, {variable}, namesOf(op->getResults()), loc);
    } else {
      addOperator(state, fb::Op::IDENTITY,
                  fb::Attribute::VariableWriteAttribute, table,
                  namesOf(op->getOperands()), {variable}, loc);
    }
    return success();
  }

  const OpInfo *info = flatbuffer::lookupOp(name);
  if (!info || info->op == fb::Op::VARIABLE || info->op == fb::Op::CONST)
    return op->emitError() << "'" << name << "' has no TOSA 1.0 serialization";
  if (info->op == fb::Op::COND_IF || info->op == fb::Op::WHILE_LOOP)
    return exportControlFlow(op, *info, state);
  if (op->getNumRegions() != 0)
    return op->emitError() << "cannot serialize an operation with regions";

  FailureOr<Offset<void>> attribute =
      flatbuffer::exportAttributes(op, *info, fbb);
  if (failed(attribute) || failed(nameResults(op, "layer")))
    return failure();
  for (Value result : op->getResults())
    if (failed(declare(result, state)))
      return failure();
  addOperator(state, info->op, info->attribute, *attribute,
              namesOf(op->getOperands()), namesOf(op->getResults()), loc);
  return success();
}

LogicalResult Exporter::exportRegion(Region &region, StringRef blockName,
                                     Operation *parent) {
  if (!region.hasOneBlock())
    return parent->emitError() << "expected one block in each region";
  blocks.push_back(std::make_unique<BlockState>());
  BlockState &state = *blocks.back();
  state.name = blockName.str();
  Block &block = region.front();
  for (BlockArgument arg : block.getArguments()) {
    SmallVector<StringRef> locNames = getLocNames(arg.getLoc());
    names[arg] =
        uniqueName(locNames.empty() ? StringRef() : locNames.front(), "input");
    if (failed(declare(arg, state)))
      return failure();
    state.inputs.push_back(names[arg]);
  }
  return exportBlock(block, state);
}

LogicalResult Exporter::exportControlFlow(Operation *op, const OpInfo &info,
                                          BlockState &state) {
  if (op->getNumRegions() != 2)
    return op->emitError() << "expected two regions";
  bool isIf = info.op == fb::Op::COND_IF;
  std::string base =
      (Twine(isIf ? "cond_if_" : "while_loop_") + Twine(graphCounter++)).str();
  std::string first = uniqueBlockName(base + (isIf ? "_then" : "_cond"));
  std::string second = uniqueBlockName(base + (isIf ? "_else" : "_body"));
  if (failed(nameResults(op, "layer")))
    return failure();
  for (Value result : op->getResults())
    if (failed(declare(result, state)))
      return failure();
  if (failed(exportRegion(op->getRegion(0), first, op)) ||
      failed(exportRegion(op->getRegion(1), second, op)))
    return failure();
  auto firstName = fbb.CreateString(first);
  auto secondName = fbb.CreateString(second);
  Offset<void> table =
      isIf ? fb::CreateCondIfAttribute(fbb, firstName, secondName).Union()
           : fb::CreateWhileLoopAttribute(fbb, firstName, secondName).Union();
  addOperator(state, info.op, info.attribute, table, namesOf(op->getOperands()),
              namesOf(op->getResults()), op->getLoc());
  return success();
}

LogicalResult Exporter::exportBlock(Block &block, BlockState &state) {
  for (Operation &op : block) {
    StringRef name = op.getName().getStringRef();
    if (name == "func.return" || name == "tosa.yield") {
      state.outputs = namesOf(op.getOperands());
      continue;
    }
    if (op.hasTrait<OpTrait::IsTerminator>())
      return op.emitError() << "cannot serialize terminator '" << name << "'";
    if (failed(exportOp(&op, state)))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Entry
//===----------------------------------------------------------------------===//

LogicalResult Exporter::run() {
  // The entry function.
  func::FuncOp entry;
  SmallVector<func::FuncOp> funcs;
  for (Operation &op : module.getBody()->getOperations()) {
    if (auto func = dyn_cast<func::FuncOp>(op)) {
      funcs.push_back(func);
      if (func.getSymName() == options.entryFunction)
        entry = func;
    } else if (op.getName().getStringRef() != "tosa.variable") {
      return op.emitError() << "cannot serialize '" << op.getName()
                            << "' (a .tosa file holds functions of TOSA ops "
                               "and tosa.variable declarations)";
    }
  }
  if (!entry && funcs.size() == 1)
    entry = funcs.front();
  if (!entry)
    return emitError(module.getLoc())
           << "expected a function named '" << options.entryFunction
           << "' (or exactly one function) to serialize";
  if (entry.isExternal() || !entry.getBody().hasOneBlock())
    return entry.emitError() << "expected a body of exactly one block";

  if (failed(declareVariables()))
    return failure();

  Block &body = entry.getBody().front();
  Operation *terminator = body.getTerminator();
  usedBlockNames.insert("main");
  blocks.push_back(std::make_unique<BlockState>());
  BlockState &mainState = *blocks.back();
  mainState.name = "main";
  for (BlockArgument arg : body.getArguments()) {
    StringRef preferred;
    if (auto attr =
            entry.getArgAttrOfType<StringAttr>(arg.getArgNumber(), "tosa.name"))
      preferred = attr.getValue();
    else if (SmallVector<StringRef> locNames = getLocNames(arg.getLoc());
             !locNames.empty())
      preferred = locNames.front();
    names[arg] = uniqueName(preferred, "input");
    if (failed(declare(arg, mainState)))
      return failure();
    mainState.inputs.push_back(names[arg]);
  }
  // Graph outputs are named before any other name is generated: by the
  // result attribute, else by the defining op's location, else result-<k>.
  for (auto [i, value] : llvm::enumerate(terminator->getOperands())) {
    if (names.count(value))
      continue;
    StringRef preferred;
    if (auto attr = entry.getResultAttrOfType<StringAttr>(i, "tosa.name")) {
      preferred = attr.getValue();
    } else if (auto result = dyn_cast<OpResult>(value)) {
      SmallVector<StringRef> locNames =
          getLocNames(result.getOwner()->getLoc());
      if (result.getResultNumber() < locNames.size())
        preferred = locNames[result.getResultNumber()];
    }
    names[value] = uniqueName(preferred, "result");
  }
  if (failed(exportBlock(body, mainState)))
    return failure();

  // Assemble region "main" (variables are declared in every block).
  std::vector<Offset<fb::TosaBasicBlock>> blockOffsets;
  for (const std::unique_ptr<BlockState> &state : blocks) {
    std::vector<Offset<fb::TosaTensor>> tensors = variableTensors;
    tensors.insert(tensors.end(), state->tensors.begin(), state->tensors.end());
    auto strings = [&](const std::vector<std::string> &values) {
      std::vector<Offset<flatbuffers::String>> offsets;
      for (const std::string &value : values)
        offsets.push_back(fbb.CreateSharedString(value));
      return fbb.CreateVector(offsets);
    };
    auto name = fbb.CreateString(state->name);
    auto operators = fbb.CreateVector(state->operators);
    auto tensorVector = fbb.CreateVector(tensors);
    auto inputs = strings(state->inputs);
    auto outputs = strings(state->outputs);
    auto shapes = fbb.CreateVector(state->shapes);
    blockOffsets.push_back(fb::CreateTosaBasicBlock(
        fbb, name, operators, tensorVector, inputs, outputs, shapes));
  }
  auto region = fb::CreateTosaRegion(fbb, fbb.CreateString("main"),
                                     fbb.CreateVector(blockOffsets));
  auto version = fb::CreateVersion(fbb, 1, 0, 0, /*_draft=*/true);
  auto graph = fb::CreateTosaGraph(
      fbb, version,
      fbb.CreateVector(std::vector<Offset<fb::TosaRegion>>{region}));
  fb::FinishTosaGraphBuffer(fbb, graph);
  if (fbb.GetSize() > kMaxGraphBytes)
    return emitError(module.getLoc())
           << "the graph exceeds the 2 GiB size limit of .tosa files";
  return success();
}

} // namespace

/// Exports `op` and hands the finished file to `consume`.
static LogicalResult
exportWith(Operation *op, const TosaFlatbufferExportOptions &options,
           function_ref<LogicalResult(ArrayRef<uint8_t>)> consume) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    return op->emitError() << "expected a builtin.module to serialize";
  // Framework IR becomes TOSA 1.0 first, on a copy: the caller's module
  // stays as is. Quantized types become their storage types with explicit
  // RESCALEs (32-bit multipliers, as the CPU executor runs them), ui8 / ui16
  // tensors int8 / int16 with RESCALE's unsigned flags (the format has no
  // unsigned types), then tensor constants, static slices and -1 extents.
  OwningOpRef<ModuleOp> legal = module.clone();
  PassManager legalize(module.getContext());
  legalize.addPass(tosa::createTosaLowerQuantTypesPass());
  legalize.addPass(tosa::createTosaLowerUnsignedTypesPass());
  legalize.addPass(tosa::createTosaLegalizeForExportPass());
  // What is written can be read back (the import checks the same): the
  // spec's type combinations and the framework forms tosac defines.
  legalize.addPass(tosa::createTosaCheckTypesPass());
  if (failed(legalize.run(*legal)))
    return failure();
  Exporter exporter(*legal, options);
  if (failed(exporter.run()))
    return failure();
  return consume(exporter.buffer());
}

LogicalResult exportTosaFlatbuffer(Operation *op, std::vector<uint8_t> &out,
                                   const TosaFlatbufferExportOptions &options) {
  return exportWith(op, options, [&](ArrayRef<uint8_t> buffer) {
    out.assign(buffer.begin(), buffer.end());
    return success();
  });
}

LogicalResult exportTosaFlatbuffer(Operation *op, llvm::raw_ostream &os,
                                   const TosaFlatbufferExportOptions &options) {
  return exportWith(op, options, [&](ArrayRef<uint8_t> buffer) {
    os.write(reinterpret_cast<const char *>(buffer.data()), buffer.size());
    return success();
  });
}

LogicalResult exportTosaJson(Operation *op, llvm::raw_ostream &os,
                             const TosaFlatbufferExportOptions &options) {
  return exportWith(op, options, [&](ArrayRef<uint8_t> buffer) {
    std::string json, message;
    if (!flatbuffer::binaryToJson(buffer, json, message))
      return LogicalResult(op->emitError() << message);
    os << json;
    return success();
  });
}

} // namespace tosac
