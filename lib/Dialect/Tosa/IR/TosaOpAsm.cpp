//===- TosaOpAsm.cpp - Custom assembly shared by TOSA ops -----------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the enum-aware attribute dictionary that upstream
// MLIR's TOSA syntax uses, and the generic op form built on it.
//
//===----------------------------------------------------------------------===//

#include "TosaOpAsm.h"
#include "tosac/Dialect/Tosa/IR/TosaOps.h"

using namespace mlir;
using namespace tosac::tosa;
namespace detail = tosac::tosa::detail;

namespace {

/// Attribute names whose value may be a bare enum keyword.
bool mayHoldBareEnum(StringRef name) {
  return name == "rounding_mode" || name == "nan_mode" || name == "mode" ||
         name == "block_size";
}

/// Returns the enum attribute a bare keyword names, or null. The case names
/// of the TOSA enums are disjoint, so the keyword alone decides the enum.
Attribute enumAttrFromKeyword(MLIRContext *ctx, StringRef keyword) {
  if (auto v = symbolizeRoundingMode(keyword))
    return RoundingModeAttr::get(ctx, *v);
  if (auto v = symbolizeNanPropagationMode(keyword))
    return NanPropagationModeAttr::get(ctx, *v);
  if (auto v = symbolizeResizeMode(keyword))
    return ResizeModeAttr::get(ctx, *v);
  if (auto v = symbolizeBlockSize(keyword))
    return BlockSizeAttr::get(ctx, *v);
  return {};
}

/// Returns the bare keyword of a TOSA enum attribute, or an empty string.
StringRef keywordOfEnumAttr(Attribute attr) {
  if (auto a = dyn_cast<RoundingModeAttr>(attr))
    return stringifyRoundingMode(a.getValue());
  if (auto a = dyn_cast<NanPropagationModeAttr>(attr))
    return stringifyNanPropagationMode(a.getValue());
  if (auto a = dyn_cast<ResizeModeAttr>(attr))
    return stringifyResizeMode(a.getValue());
  if (auto a = dyn_cast<BlockSizeAttr>(attr))
    return stringifyBlockSize(a.getValue());
  return {};
}

/// Whether `attr` is of the enum attribute `name` holds: an attribute of
/// another type would be dropped silently when the op takes it.
bool fitsEnumAttrName(StringRef name, Attribute attr) {
  if (name == "rounding_mode")
    return isa<RoundingModeAttr>(attr);
  if (name == "nan_mode")
    return isa<NanPropagationModeAttr>(attr);
  if (name == "mode")
    return isa<ResizeModeAttr>(attr);
  return isa<BlockSizeAttr>(attr);
}

/// Returns true for enum values that are the default of their attribute,
/// which upstream leaves out when printing (only nan_mode has a default).
bool isDefaultEnumValue(Attribute attr) {
  auto nanMode = dyn_cast<NanPropagationModeAttr>(attr);
  return nanMode && nanMode.getValue() == NanPropagationMode::PROPAGATE;
}

} // namespace

ParseResult tosac::tosa::detail::parseEnumAwareAttrDict(OpAsmParser &parser,
                                           NamedAttrList &attrs) {
  if (failed(parser.parseOptionalLBrace()))
    return success();
  if (succeeded(parser.parseOptionalRBrace()))
    return success();
  MLIRContext *ctx = parser.getContext();
  do {
    std::string name;
    SMLoc nameLoc = parser.getCurrentLocation();
    if (parser.parseKeywordOrString(&name))
      return failure();
    if (attrs.get(name))
      return parser.emitError(nameLoc)
             << "duplicate key '" << name << "' in dictionary attribute";
    if (failed(parser.parseOptionalEqual())) {
      attrs.append(name, UnitAttr::get(ctx));
      continue;
    }
    if (mayHoldBareEnum(name)) {
      // A bare keyword, or a string as older upstream syntax writes it
      // (nan_mode = "PROPAGATE").
      std::string keyword;
      SMLoc valueLoc = parser.getCurrentLocation();
      StringRef bare;
      bool found = succeeded(parser.parseOptionalKeyword(&bare));
      if (found)
        keyword = bare.str();
      else
        found = succeeded(parser.parseOptionalString(&keyword));
      if (found) {
        Attribute value = enumAttrFromKeyword(ctx, keyword);
        if (!value || !fitsEnumAttrName(name, value))
          return parser.emitError(valueLoc)
                 << "unknown enum value '" << keyword << "' for attribute '"
                 << name << "'";
        attrs.append(name, value);
        continue;
      }
    }
    SMLoc valueLoc = parser.getCurrentLocation();
    Attribute value;
    if (parser.parseAttribute(value))
      return failure();
    if (mayHoldBareEnum(name) && !fitsEnumAttrName(name, value))
      return parser.emitError(valueLoc)
             << "expected an enum value for attribute '" << name << "', got "
             << value;
    attrs.append(name, value);
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseRBrace();
}

void tosac::tosa::detail::printEnumAwareAttrDict(OpAsmPrinter &printer, Operation *op,
                                    ArrayRef<StringRef> elided) {
  SmallVector<NamedAttribute> entries;
  if (auto props =
          dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute()))
    llvm::append_range(entries, props.getValue());
  llvm::append_range(entries, op->getDiscardableAttrs());
  llvm::erase_if(entries, [&](NamedAttribute attr) {
    return llvm::is_contained(elided, attr.getName().getValue()) ||
           isDefaultEnumValue(attr.getValue());
  });
  if (entries.empty())
    return;
  llvm::sort(entries, [](NamedAttribute a, NamedAttribute b) {
    return a.getName().getValue() < b.getName().getValue();
  });
  printer << " {";
  llvm::interleaveComma(entries, printer, [&](NamedAttribute attr) {
    printer.printKeywordOrString(attr.getName().getValue());
    if (isa<UnitAttr>(attr.getValue()))
      return;
    printer << " = ";
    StringRef keyword = keywordOfEnumAttr(attr.getValue());
    if (!keyword.empty())
      printer << keyword;
    else
      printer.printAttribute(attr.getValue());
  });
  printer << "}";
}

ParseResult tosac::tosa::detail::parseOpWithEnumAttrs(OpAsmParser &parser,
                                         OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseOperandList(operands))
    return failure();
  NamedAttrList attrs;
  if (parseEnumAwareAttrDict(parser, attrs))
    return failure();
  result.addAttributes(attrs);
  FunctionType fnType;
  SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseColonType(fnType))
    return failure();
  if (parser.resolveOperands(operands, fnType.getInputs(), typeLoc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  return success();
}

void tosac::tosa::detail::printOpWithEnumAttrs(OpAsmPrinter &printer, Operation *op) {
  printer << " ";
  printer.printOperands(op->getOperands());
  detail::printEnumAwareAttrDict(printer, op);
  printer << " : ";
  printer.printFunctionalType(op);
}
