//===- ControlFlowVerifiers.cpp - Control flow op verification ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the syntax, the compile-time ERROR_IF checks, the
// shape inference and the control flow interfaces of COND_IF and WHILE_LOOP
// (TOSA 1.0 section 2.16) and of the tosa.yield terminator.
//
// Tensor types along a control flow edge are compared the way the spec
// compares tensor_list_shape(): element types must be equal and shapes must
// agree where they are known (a `?` extent or an unranked tensor matches
// anything), which is also what upstream MLIR accepts.
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace tosac::tosa;

namespace {

/// Returns true when values of types `a` and `b` may flow into each other:
/// equal element types and compatible shapes.
bool areEdgeTypesCompatible(Type a, Type b) {
  return getElementTypeOrSelf(a) == getElementTypeOrSelf(b) &&
         succeeded(verifyCompatibleShape(a, b));
}

/// Checks `actual` against `expected` for the spec rule `rule`: same number
/// of tensors and pairwise compatible types. `what` names the actual list in
/// the message ("then_graph argument", "yield operand", ...), `of` the
/// expected one.
LogicalResult verifyTensorList(Operation *op, StringRef rule,
                               TypeRange expected, StringRef of,
                               TypeRange actual, StringRef what) {
  if (expected.size() != actual.size())
    return emitErrorIf(op, rule)
           << "expected " << expected.size() << " " << what << "(s), one per "
           << of << " tensor, got " << actual.size();
  for (auto [i, e, a] : llvm::enumerate(expected, actual))
    if (!areEdgeTypesCompatible(e, a))
      return emitErrorIf(op, rule)
             << "expected " << what << " " << i << " to match " << of
             << " type " << e << ", got " << a;
  return success();
}

/// Returns the entry block of `region`, or null when it has none.
Block *getEntryBlock(Region &region) {
  return region.empty() ? nullptr : &region.front();
}

/// Returns the yield ending `region`, or null (the SingleBlockImplicit-
/// Terminator trait reports a missing or foreign terminator).
YieldOp getYield(Region &region) {
  Block *block = getEntryBlock(region);
  if (!block || block->empty())
    return {};
  return dyn_cast<YieldOp>(block->back());
}

/// Returns true when a tensor type holds a single element, or might (its
/// shape is not fully known).
bool mayHoldOneElement(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return true;
  return shaped.getNumElements() == 1;
}

/// The most general shape of two types that must both be possible: equal
/// extents are kept, differing ones become dynamic, differing ranks give an
/// unranked result.
ShapedTypeComponents joinShapes(Type a, Type b) {
  auto ra = dyn_cast<RankedTensorType>(a);
  auto rb = dyn_cast<RankedTensorType>(b);
  Type element = getElementTypeOrSelf(a) == getElementTypeOrSelf(b)
                     ? getElementTypeOrSelf(a)
                     : Type();
  if (!ra || !rb || ra.getRank() != rb.getRank())
    return ShapedTypeComponents(element);
  SmallVector<int64_t> dims;
  for (auto [x, y] : llvm::zip_equal(ra.getShape(), rb.getShape()))
    dims.push_back(x == y ? x : ShapedType::kDynamic);
  return ShapedTypeComponents(dims, element);
}

/// The most precise shape of two types that describe the same value: known
/// extents of either side are kept. When both sides know an extent and
/// disagree, `a` wins (the verifier reports the conflict).
ShapedTypeComponents meetShapes(Type a, Type b) {
  auto ra = dyn_cast<RankedTensorType>(a);
  auto rb = dyn_cast<RankedTensorType>(b);
  Type element = getElementTypeOrSelf(a);
  if (!ra && !rb)
    return ShapedTypeComponents(element);
  if (!ra || !rb || ra.getRank() != rb.getRank())
    return ShapedTypeComponents((ra ? ra : rb).getShape(), element);
  SmallVector<int64_t> dims;
  for (auto [x, y] : llvm::zip_equal(ra.getShape(), rb.getShape()))
    dims.push_back(ShapedType::isDynamic(x) ? y : x);
  return ShapedTypeComponents(dims, element);
}

/// Reads the boolean of a constant one-element condition.
std::optional<bool> getConstantCondition(Attribute attr) {
  auto elements = dyn_cast_or_null<DenseIntElementsAttr>(attr);
  if (!elements || elements.getNumElements() != 1)
    return std::nullopt;
  return !(*elements.getValues<APInt>().begin()).isZero();
}

/// Prints `(%arg = %value, ...)` naming each input by the entry block
/// argument it binds to. Falls back to the operand itself when the block has
/// too few arguments (the verifier rejects such ops).
void printAssignmentList(OpAsmPrinter &p, Block *block, ValueRange inputs) {
  p << " (";
  llvm::interleaveComma(llvm::enumerate(inputs), p, [&](auto it) {
    Value name = block && it.index() < block->getNumArguments()
                     ? Value(block->getArgument(it.index()))
                     : it.value();
    p << name << " = " << it.value();
  });
  p << ")";
}

} // namespace

//===----------------------------------------------------------------------===//
// tosa.cond_if
//===----------------------------------------------------------------------===//

// Syntax (upstream MLIR 22):
//   tosa.cond_if %c (%a = %x, ...) : cond-type (input-types) -> result-types
//       region `else` region attr-dict
// The `(%a = %x)` list and `(input-types)` are absent when there are no
// inputs. The names of the list are not bound in the regions: each region
// declares its arguments in a `^bb0(...)` header.
ParseResult IfOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand condition;
  SmallVector<OpAsmParser::Argument> names;
  SmallVector<OpAsmParser::UnresolvedOperand> inputs;
  if (parser.parseOperand(condition))
    return failure();
  OptionalParseResult hasList =
      parser.parseOptionalAssignmentList(names, inputs);
  if (hasList.has_value() && failed(*hasList))
    return failure();

  Type conditionType;
  SmallVector<Type> inputTypes, resultTypes;
  SMLoc typesLoc = parser.getCurrentLocation();
  if (parser.parseColonType(conditionType))
    return failure();
  if (hasList.has_value()) {
    if (parser.parseLParen())
      return failure();
    if (failed(parser.parseOptionalRParen()) &&
        (parser.parseTypeList(inputTypes) || parser.parseRParen()))
      return failure();
  }
  if (parser.parseArrowTypeList(resultTypes))
    return failure();
  if (parser.resolveOperand(condition, conditionType, result.operands) ||
      parser.resolveOperands(inputs, inputTypes, typesLoc, result.operands))
    return failure();
  result.addTypes(resultTypes);

  Region *thenGraph = result.addRegion();
  Region *elseGraph = result.addRegion();
  if (parser.parseRegion(*thenGraph, /*arguments=*/{}) ||
      parser.parseKeyword("else") ||
      parser.parseRegion(*elseGraph, /*arguments=*/{}))
    return failure();
  return parser.parseOptionalAttrDict(result.attributes);
}

void IfOp::print(OpAsmPrinter &p) {
  p << ' ' << getCondition();
  if (!getInputList().empty())
    printAssignmentList(p, getEntryBlock(getThenGraph()), getInputList());
  p << " : " << getCondition().getType();
  if (!getInputList().empty()) {
    p << " (";
    llvm::interleaveComma(getInputList().getTypes(), p);
    p << ")";
  }
  p.printArrowTypeList(getResultTypes());
  p << ' ';
  p.printRegion(getThenGraph(), /*printEntryBlockArgs=*/true,
                /*printBlockTerminators=*/true);
  p << " else ";
  p.printRegion(getElseGraph(), /*printEntryBlockArgs=*/true,
                /*printBlockTerminators=*/true);
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult IfOp::verify() {
  // ERROR_IF(tensor_size(shape) != 1)
  if (!mayHoldOneElement(getCondition().getType()))
    return emitErrorIf(*this, "tensor_size(shape) != 1")
           << "expected a one-element condition, got "
           << getCondition().getType();

  TypeRange inputs = getInputList().getTypes();
  TypeRange outputs = getResultTypes();
  struct Graph {
    Region &region;
    StringRef name;
    StringRef inputRule, outputRule;
  };
  Graph graphs[] = {
      {getThenGraph(), "then_graph",
       "tensor_list_shape(input_list) != tosa_input_shape(then_graph)",
       "tensor_list_shape(output_list) != tosa_output_shape(then_graph)"},
      {getElseGraph(), "else_graph",
       "tensor_list_shape(input_list) != tosa_input_shape(else_graph)",
       "tensor_list_shape(output_list) != tosa_output_shape(else_graph)"}};
  for (Graph &graph : graphs) {
    Block *block = getEntryBlock(graph.region);
    if (!block)
      continue;
    // ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(graph))
    if (failed(verifyTensorList(*this, graph.inputRule, inputs, "input_list",
                                block->getArgumentTypes(),
                                (graph.name + " argument").str())))
      return failure();
    // ERROR_IF(tensor_list_shape(output_list) != tosa_output_shape(graph))
    if (YieldOp yield = getYield(graph.region))
      if (failed(verifyTensorList(*this, graph.outputRule, outputs,
                                  "output_list", yield.getInputs().getTypes(),
                                  (graph.name + " yield operand").str())))
        return failure();
  }
  return success();
}

LogicalResult IfOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, IfOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  // Either graph may run, so each result is the join of what both yield.
  if (adaptor.getRegions().size() != 2)
    return failure();
  YieldOp thenYield = getYield(*adaptor.getRegions()[0]);
  YieldOp elseYield = getYield(*adaptor.getRegions()[1]);
  if (!thenYield || !elseYield ||
      thenYield.getInputs().size() != elseYield.getInputs().size())
    return failure();
  for (auto [a, b] : llvm::zip_equal(thenYield.getInputs().getTypes(),
                                     elseYield.getInputs().getTypes()))
    results.push_back(joinShapes(a, b));
  return success();
}

OperandRange IfOp::getEntrySuccessorOperands(RegionSuccessor) {
  return getInputList();
}

void IfOp::getSuccessorRegions(RegionBranchPoint point,
                               SmallVectorImpl<RegionSuccessor> &regions) {
  // Both graphs return to the parent op; the parent enters either graph.
  if (!point.isParent()) {
    regions.push_back(RegionSuccessor(getOperation(), getResults()));
    return;
  }
  for (Region *graph : {&getThenGraph(), &getElseGraph()}) {
    Block *block = getEntryBlock(*graph);
    regions.push_back(RegionSuccessor(
        graph, block ? block->getArguments() : Block::BlockArgListType()));
  }
}

void IfOp::getEntrySuccessorRegions(ArrayRef<Attribute> operands,
                                    SmallVectorImpl<RegionSuccessor> &regions) {
  std::optional<bool> known =
      operands.empty() ? std::nullopt : getConstantCondition(operands[0]);
  SmallVector<RegionSuccessor> all;
  getSuccessorRegions(RegionBranchPoint::parent(), all);
  if (!known) {
    regions.append(all);
    return;
  }
  regions.push_back(all[*known ? 0 : 1]);
}

void IfOp::getRegionInvocationBounds(
    ArrayRef<Attribute> operands, SmallVectorImpl<InvocationBounds> &bounds) {
  std::optional<bool> known =
      operands.empty() ? std::nullopt : getConstantCondition(operands[0]);
  if (!known) {
    bounds.assign(2, InvocationBounds(0, 1));
    return;
  }
  bounds.emplace_back(0, *known ? 1 : 0);
  bounds.emplace_back(0, *known ? 0 : 1);
}

bool IfOp::areTypesCompatible(Type lhs, Type rhs) {
  return areEdgeTypesCompatible(lhs, rhs);
}

//===----------------------------------------------------------------------===//
// tosa.while_loop
//===----------------------------------------------------------------------===//

// Syntax (upstream MLIR 22):
//   tosa.while_loop (%a = %x, ...) : (input-types) -> result-types
//       cond-region `do` body-region attr-dict-with-keyword
// The names of the list are the arguments of the condition region, which has
// no `^bb0` header; the body region declares its own arguments.
ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<OpAsmParser::UnresolvedOperand> inputs;
  OptionalParseResult hasList =
      parser.parseOptionalAssignmentList(arguments, inputs);
  if (hasList.has_value() && failed(*hasList))
    return failure();

  FunctionType type;
  SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseColonType(type))
    return failure();
  if (arguments.size() != type.getNumInputs())
    return parser.emitError(typeLoc)
           << "expected " << arguments.size()
           << " input types, one per assignment, got " << type.getNumInputs();
  for (auto [argument, argType] : llvm::zip_equal(arguments, type.getInputs()))
    argument.type = argType;
  if (parser.resolveOperands(inputs, type.getInputs(), typeLoc,
                             result.operands))
    return failure();
  result.addTypes(type.getResults());

  Region *condGraph = result.addRegion();
  Region *bodyGraph = result.addRegion();
  if (parser.parseRegion(*condGraph, arguments) || parser.parseKeyword("do") ||
      parser.parseRegion(*bodyGraph, /*arguments=*/{}))
    return failure();
  return parser.parseOptionalAttrDictWithKeyword(result.attributes);
}

void WhileOp::print(OpAsmPrinter &p) {
  Block *condBlock = getEntryBlock(getCondGraph());
  if (!getInputList().empty())
    printAssignmentList(p, condBlock, getInputList());
  p << " : ";
  p.printFunctionalType(getInputList().getTypes(), getResultTypes());
  p << ' ';
  // The condition region's arguments are named by the assignment list; print
  // its header only if the list cannot name them.
  bool condHeader =
      condBlock && condBlock->getNumArguments() != getInputList().size();
  p.printRegion(getCondGraph(), /*printEntryBlockArgs=*/condHeader,
                /*printBlockTerminators=*/true);
  p << " do ";
  p.printRegion(getBodyGraph(), /*printEntryBlockArgs=*/true,
                /*printBlockTerminators=*/true);
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
}

LogicalResult WhileOp::verify() {
  TypeRange inputs = getInputList().getTypes();
  // ERROR_IF(tensor_list_shape(input_list) != tensor_list_shape(output_list))
  if (failed(verifyTensorList(
          *this,
          "tensor_list_shape(input_list) != tensor_list_shape(output_list)",
          inputs, "input_list", getResultTypes(), "result")))
    return failure();

  // ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(cond_graph))
  if (Block *cond = getEntryBlock(getCondGraph()))
    if (failed(verifyTensorList(
            *this,
            "tensor_list_shape(input_list) != tosa_input_shape(cond_graph)",
            inputs, "input_list", cond->getArgumentTypes(),
            "cond_graph argument")))
      return failure();

  // ERROR_IF(tensor_list_shape(input_list) != tosa_input_shape(body_graph))
  if (Block *body = getEntryBlock(getBodyGraph()))
    if (failed(verifyTensorList(
            *this,
            "tensor_list_shape(input_list) != tosa_input_shape(body_graph)",
            inputs, "input_list", body->getArgumentTypes(),
            "body_graph argument")))
      return failure();

  // ERROR_IF(tensor_list_shape(input_list) != tosa_output_shape(body_graph))
  if (YieldOp yield = getYield(getBodyGraph()))
    if (failed(verifyTensorList(
            *this,
            "tensor_list_shape(input_list) != tosa_output_shape(body_graph)",
            inputs, "input_list", yield.getInputs().getTypes(),
            "body_graph yield operand")))
      return failure();

  if (YieldOp yield = getYield(getCondGraph())) {
    // ERROR_IF(tensor_size(tosa_output_shape(cond_graph)) != 1)
    if (yield.getInputs().size() != 1)
      return emitErrorIf(*this,
                         "tensor_size(tosa_output_shape(cond_graph)) != 1")
             << "expected cond_graph to yield one tensor, got "
             << yield.getInputs().size();
    Type condType = yield.getInputs()[0].getType();
    if (!mayHoldOneElement(condType))
      return emitErrorIf(*this,
                         "tensor_size(tosa_output_shape(cond_graph)) != 1")
             << "expected cond_graph to yield a one-element tensor, got "
             << condType;
    // ERROR_IF(tosa_output_type(cond_graph) != bool_t)
    if (!getElementTypeOrSelf(condType).isInteger(1))
      return emitErrorIf(*this, "tosa_output_type(cond_graph) != bool_t")
             << "expected cond_graph to yield a tensor of i1, got " << condType;
  }
  return success();
}

LogicalResult WhileOp::inferReturnTypeComponents(
    MLIRContext *, std::optional<Location>, WhileOp::Adaptor adaptor,
    SmallVectorImpl<ShapedTypeComponents> &results) {
  // The loop-carried tensors keep their shapes, so the results have the
  // shapes of the inputs, refined by what the body yields.
  YieldOp bodyYield;
  if (adaptor.getRegions().size() == 2)
    bodyYield = getYield(*adaptor.getRegions()[1]);
  for (auto [i, input] : llvm::enumerate(adaptor.getInputList())) {
    Type type = input.getType();
    if (bodyYield && i < bodyYield.getInputs().size())
      results.push_back(meetShapes(type, bodyYield.getInputs()[i].getType()));
    else
      results.push_back(meetShapes(type, type));
  }
  return success();
}

SmallVector<Region *> WhileOp::getLoopRegions() {
  return {&getCondGraph(), &getBodyGraph()};
}

//===----------------------------------------------------------------------===//
// tosa.yield
//===----------------------------------------------------------------------===//

MutableOperandRange YieldOp::getMutableSuccessorOperands(RegionSuccessor) {
  return getInputsMutable();
}
