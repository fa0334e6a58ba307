//===- TosaTypeSupport.cpp - The spec's supported-type tables -------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the lookup of the supported-type tables written in
// TosaTypeSupportTable.inc, which tosa-validate and tosa-check-types use.
// The table text is parsed once, on first use, into per-op signatures and
// rows of element-type kinds; a malformed table is a fatal error (the unit
// test parses it).
//
//===----------------------------------------------------------------------===//

#include "tosac/Dialect/Tosa/IR/TosaTypeSupport.h"

#include "tosac/Dialect/Tosa/IR/TosaOps.h"
#include "tosac/Dialect/Tosa/Utils/OpUtils.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tosac::tosa;

//===----------------------------------------------------------------------===//
// Capabilities
//===----------------------------------------------------------------------===//

namespace {

struct CapabilityInfo {
  Capability capability;
  llvm::StringLiteral name;
  llvm::StringLiteral specName;
  CapabilitySet supportingProfiles;
};

constexpr CapabilitySet kInt = toSet(Capability::ProInt);
constexpr CapabilitySet kFp = toSet(Capability::ProFp);

// Extension/profile pairs follow tosa.xml "profile_supported".
const CapabilityInfo kCapabilities[] = {
    {Capability::ProInt, "pro_int", "PRO-INT", kInt},
    {Capability::ProFp, "pro_fp", "PRO-FP", kFp},
    {Capability::Int16, "int16", "EXT-INT16", kInt},
    {Capability::Int4, "int4", "EXT-INT4", kInt},
    {Capability::Bf16, "bf16", "EXT-BF16", kFp},
    {Capability::Fp8E4M3, "fp8e4m3", "EXT-FP8E4M3", kFp},
    {Capability::Fp8E5M2, "fp8e5m2", "EXT-FP8E5M2", kFp},
    {Capability::Fft, "fft", "EXT-FFT", kFp},
    {Capability::Variable, "variable", "EXT-VARIABLE", kAllProfiles},
    {Capability::ControlFlow, "controlflow", "EXT-CONTROLFLOW", kAllProfiles},
    {Capability::DoubleRound, "doubleround", "EXT-DOUBLEROUND", kInt},
    {Capability::InexactRound, "inexactround", "EXT-INEXACTROUND", kInt},
    {Capability::Dynamic, "dynamic", "EXT-DYNAMIC", kAllProfiles},
    {Capability::MxFp, "mxfp", "EXT-MXFP", kFp},
    {Capability::MxFpConv, "mxfp_conv", "EXT-MXFP-CONV", kFp},
    {Capability::Int64, "int64", "EXT-INT64", kAllProfiles},
    {Capability::Shape, "shape", "EXT-SHAPE", kAllProfiles},
};

const CapabilityInfo &getInfo(Capability capability) {
  for (const CapabilityInfo &info : kCapabilities)
    if (info.capability == capability)
      return info;
  llvm_unreachable("unknown capability");
}

} // namespace

ArrayRef<Capability> tosac::tosa::getAllCapabilities() {
  static const SmallVector<Capability> all = [] {
    SmallVector<Capability> result;
    for (const CapabilityInfo &info : kCapabilities)
      result.push_back(info.capability);
    return result;
  }();
  return all;
}

bool tosac::tosa::isProfile(Capability capability) {
  return capability == Capability::ProInt || capability == Capability::ProFp;
}

StringRef tosac::tosa::getCapabilityName(Capability capability) {
  return getInfo(capability).name;
}

StringRef tosac::tosa::getCapabilitySpecName(Capability capability) {
  return getInfo(capability).specName;
}

std::optional<Capability> tosac::tosa::parseCapability(StringRef name) {
  for (const CapabilityInfo &info : kCapabilities)
    if (name.equals_insensitive(info.name) ||
        name.equals_insensitive(info.specName))
      return info.capability;
  return std::nullopt;
}

CapabilitySet tosac::tosa::getSupportingProfiles(Capability capability) {
  return getInfo(capability).supportingProfiles;
}

std::string tosac::tosa::describeCapabilities(CapabilitySet set) {
  SmallVector<StringRef> profiles, extensions;
  for (const CapabilityInfo &info : kCapabilities) {
    if (!(set & toSet(info.capability)))
      continue;
    (isProfile(info.capability) ? profiles : extensions).push_back(info.name);
  }
  auto describeGroup = [](StringRef noun, ArrayRef<StringRef> names) {
    std::string text = noun.str();
    if (names.size() > 1)
      text += "s";
    for (auto [i, name] : llvm::enumerate(names)) {
      text += i == 0 ? " " : (i + 1 == names.size() ? " and " : ", ");
      text += name.str();
    }
    return text;
  };
  std::string text;
  if (!profiles.empty())
    text = describeGroup("profile", profiles);
  if (!extensions.empty()) {
    if (!text.empty())
      text += " and ";
    text += describeGroup("extension", extensions);
  }
  return text.empty() ? "nothing" : text;
}

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

namespace {

/// The element types the tables use.
enum class ElementKind : uint8_t {
  I1,
  I4,
  I8,
  I16,
  I32,
  I48,
  I64,
  UI8,
  UI16,
  F16,
  BF16,
  F32,
  F8E4M3FN,
  F8E5M2,
  F8E8M0FNU,
  F6E2M3FN,
  F6E3M2FN,
  F4E2M1FN,
  MXInt8,
  /// A `!tosa.shape` value.
  Shape,
  /// No type (an absent attribute).
  None,
  /// Any other type; matches no row.
  Other,
};

const std::pair<ElementKind, llvm::StringLiteral> kKindNames[] = {
    {ElementKind::I1, "i1"},
    {ElementKind::I4, "i4"},
    {ElementKind::I8, "i8"},
    {ElementKind::I16, "i16"},
    {ElementKind::I32, "i32"},
    {ElementKind::I48, "i48"},
    {ElementKind::I64, "i64"},
    {ElementKind::UI8, "ui8"},
    {ElementKind::UI16, "ui16"},
    {ElementKind::F16, "f16"},
    {ElementKind::BF16, "bf16"},
    {ElementKind::F32, "f32"},
    {ElementKind::F8E4M3FN, "f8E4M3FN"},
    {ElementKind::F8E5M2, "f8E5M2"},
    {ElementKind::F8E8M0FNU, "f8E8M0FNU"},
    {ElementKind::F6E2M3FN, "f6E2M3FN"},
    {ElementKind::F6E3M2FN, "f6E3M2FN"},
    {ElementKind::F4E2M1FN, "f4E2M1FN"},
    {ElementKind::MXInt8, "mxint8"},
    {ElementKind::Shape, "shape"},
};

std::optional<ElementKind> parseKind(StringRef text) {
  for (auto [kind, name] : kKindNames)
    if (text == name)
      return kind;
  return std::nullopt;
}

StringRef getKindName(ElementKind kind) {
  for (auto [k, name] : kKindNames)
    if (k == kind)
      return name;
  return "?";
}

/// Classifies a value's type: the storage element type of a tensor, a
/// scalar type itself, or a `!tosa.shape`.
ElementKind classify(Type type) {
  if (!type)
    return ElementKind::None;
  if (isa<ShapeType>(type))
    return ElementKind::Shape;
  Type element = getStorageElementType(type);
  if (auto integer = dyn_cast<IntegerType>(element)) {
    bool isUnsigned = integer.isUnsigned();
    switch (integer.getWidth()) {
    case 1:
      return isUnsigned ? ElementKind::Other : ElementKind::I1;
    case 4:
      return isUnsigned ? ElementKind::Other : ElementKind::I4;
    case 8:
      return isUnsigned ? ElementKind::UI8 : ElementKind::I8;
    case 16:
      return isUnsigned ? ElementKind::UI16 : ElementKind::I16;
    case 32:
      return isUnsigned ? ElementKind::Other : ElementKind::I32;
    case 48:
      return isUnsigned ? ElementKind::Other : ElementKind::I48;
    case 64:
      return isUnsigned ? ElementKind::Other : ElementKind::I64;
    default:
      return ElementKind::Other;
    }
  }
  if (element.isF16())
    return ElementKind::F16;
  if (element.isBF16())
    return ElementKind::BF16;
  if (element.isF32())
    return ElementKind::F32;
  if (isa<Float8E4M3FNType>(element))
    return ElementKind::F8E4M3FN;
  if (isa<Float8E5M2Type>(element))
    return ElementKind::F8E5M2;
  if (isa<Float8E8M0FNUType>(element))
    return ElementKind::F8E8M0FNU;
  if (isa<Float6E2M3FNType>(element))
    return ElementKind::F6E2M3FN;
  if (isa<Float6E3M2FNType>(element))
    return ElementKind::F6E3M2FN;
  if (isa<Float4E2M1FNType>(element))
    return ElementKind::F4E2M1FN;
  if (isa<MXInt8Type>(element))
    return ElementKind::MXInt8;
  return ElementKind::Other;
}

/// Prints a type the way diagnostics show it: the (storage) element type of
/// a tensor, "shape" for `!tosa.shape`, otherwise the type.
std::string printForDiagnostic(Type type) {
  if (!type)
    return "none";
  if (isa<ShapeType>(type))
    return "shape";
  std::string text;
  llvm::raw_string_ostream os(text);
  getStorageElementType(type).print(os);
  return text;
}

//===----------------------------------------------------------------------===//
// The parsed table
//===----------------------------------------------------------------------===//

/// One position of a signature.
struct Slot {
  enum Kind : uint8_t { Var, Fixed, Any } kind = Any;
  unsigned var = 0;                       // for Var
  ElementKind fixed = ElementKind::Other; // for Fixed
};

/// Positions of operands or results; the last one repeats if `variadic`.
struct SlotList {
  SmallVector<Slot> slots;
  bool variadic = false;

  /// True when `count` values fit the list.
  bool fits(size_t count) const {
    return variadic ? count + 1 >= slots.size() : count == slots.size();
  }
  const Slot &at(size_t i) const {
    return i < slots.size() ? slots[i] : slots.back();
  }
};

struct Row {
  SmallVector<ElementKind, 4> types; // one per type variable
  SmallVector<CapabilitySet, 2> requirements;
};

struct OpEntry {
  StringRef name;
  SmallVector<StringRef, 4> vars;
  SlotList operands, results;
  SmallVector<std::pair<StringRef, Slot>> attrs;
  SmallVector<Row> rows;
};

[[noreturn]] void tableError(StringRef op, const Twine &message) {
  llvm::report_fatal_error("TosaTypeSupportTable.inc, " + op + ": " + message);
}

Slot parseSlot(const OpEntry &entry, StringRef token) {
  Slot slot;
  if (token == "-")
    return slot;
  if (auto *it = llvm::find(entry.vars, token); it != entry.vars.end()) {
    slot.kind = Slot::Var;
    slot.var = it - entry.vars.begin();
    return slot;
  }
  std::optional<ElementKind> kind = parseKind(token);
  if (!kind)
    tableError(entry.name, "unknown type or variable '" + token + "'");
  slot.kind = Slot::Fixed;
  slot.fixed = *kind;
  return slot;
}

SlotList parseSlots(const OpEntry &entry, StringRef text) {
  SlotList list;
  SmallVector<StringRef> tokens;
  text.split(tokens, ' ', -1, /*KeepEmpty=*/false);
  for (auto [i, token] : llvm::enumerate(tokens)) {
    if (token.consume_back("...")) {
      if (i + 1 != tokens.size())
        tableError(entry.name, "'...' must end the list");
      list.variadic = true;
    }
    list.slots.push_back(parseSlot(entry, token));
  }
  return list;
}

void parseSignature(OpEntry &entry, StringRef signature) {
  if (!signature.contains("->"))
    tableError(entry.name, "signature without '->'");
  auto [ins, rest] = signature.split("->");
  StringRef outs = rest, attrs;
  if (size_t brace = rest.find('{'); brace != StringRef::npos) {
    outs = rest.take_front(brace);
    attrs = rest.drop_front(brace).trim();
    if (!attrs.consume_front("{") || !attrs.consume_back("}"))
      tableError(entry.name, "malformed attribute list");
  }
  entry.operands = parseSlots(entry, ins.trim());
  entry.results = parseSlots(entry, outs.trim());
  SmallVector<StringRef> items;
  attrs.split(items, ',', -1, /*KeepEmpty=*/false);
  for (StringRef item : items) {
    auto [name, var] = item.split('=');
    Slot slot = parseSlot(entry, var.trim());
    if (slot.kind != Slot::Var)
      tableError(entry.name, "attribute '" + name + "' needs a type variable");
    entry.attrs.push_back({name.trim(), slot});
  }
}

Row parseRow(const OpEntry &entry, StringRef types, StringRef requirements) {
  Row row;
  SmallVector<StringRef> tokens;
  types.split(tokens, ' ', -1, /*KeepEmpty=*/false);
  if (tokens.size() != entry.vars.size())
    tableError(entry.name, "row '" + types + "' needs " +
                               Twine(entry.vars.size()) + " types");
  for (StringRef token : tokens) {
    std::optional<ElementKind> kind = parseKind(token);
    if (!kind || *kind == ElementKind::Shape)
      tableError(entry.name, "unknown type '" + token + "'");
    row.types.push_back(*kind);
  }
  SmallVector<StringRef> alternatives;
  requirements.split(alternatives, '|');
  for (StringRef alternative : alternatives) {
    CapabilitySet set = 0;
    SmallVector<StringRef> names;
    alternative.split(names, '&');
    for (StringRef name : names) {
      std::optional<Capability> capability = parseCapability(name.trim());
      if (!capability)
        tableError(entry.name, "unknown requirement '" + name.trim() + "'");
      set |= toSet(*capability);
    }
    row.requirements.push_back(set);
  }
  return row;
}

struct Table {
  std::vector<OpEntry> entries;
  llvm::StringMap<unsigned> index;
};

const Table &getTable() {
  static const Table table = [] {
    struct RawEntry {
      bool isOp;
      const char *first, *second, *third;
    };
    static const RawEntry raw[] = {
#define TOSA_OP(NAME, VARS, SIGNATURE) {true, NAME, VARS, SIGNATURE},
#define TOSA_ROW(TYPES, REQUIREMENTS) {false, TYPES, REQUIREMENTS, ""},
#include "TosaTypeSupportTable.inc"
#undef TOSA_OP
#undef TOSA_ROW
    };
    Table result;
    for (const RawEntry &item : raw) {
      if (item.isOp) {
        OpEntry entry;
        entry.name = item.first;
        StringRef(item.second).split(entry.vars, ' ', -1, /*KeepEmpty=*/false);
        parseSignature(entry, item.third);
        if (!result.index.try_emplace(entry.name, result.entries.size()).second)
          tableError(entry.name, "operator listed twice");
        result.entries.push_back(std::move(entry));
        continue;
      }
      if (result.entries.empty())
        tableError("<start>", "row before the first operator");
      OpEntry &entry = result.entries.back();
      entry.rows.push_back(parseRow(entry, item.first, item.second));
    }
    for (const OpEntry &entry : result.entries)
      if (entry.rows.empty())
        tableError(entry.name, "operator without rows");
    return result;
  }();
  return table;
}

const OpEntry *lookup(StringRef opName) {
  const Table &table = getTable();
  auto it = table.index.find(opName);
  return it == table.index.end() ? nullptr : &table.entries[it->second];
}

/// True if `kind` is allowed at `slot` under `row`.
bool slotMatches(const Slot &slot, const Row &row, ElementKind kind) {
  switch (slot.kind) {
  case Slot::Any:
    return true;
  case Slot::Fixed:
    return kind == slot.fixed;
  case Slot::Var:
    return kind == row.types[slot.var];
  }
  llvm_unreachable("unknown slot kind");
}

std::string formatSlot(const Slot &slot, const Row &row) {
  switch (slot.kind) {
  case Slot::Any:
    return "-";
  case Slot::Fixed:
    return getKindName(slot.fixed).str();
  case Slot::Var:
    return getKindName(row.types[slot.var]).str();
  }
  llvm_unreachable("unknown slot kind");
}

/// Joins parts as "(a, b)" or, for a single result, "a".
std::string joinList(ArrayRef<std::string> parts, bool bareIfSingle) {
  if (bareIfSingle && parts.size() == 1)
    return parts.front();
  std::string text = "(";
  for (auto [i, part] : llvm::enumerate(parts))
    text += (i ? ", " : "") + part;
  return text + ")";
}

std::string formatRow(const OpEntry &entry, const Row &row) {
  auto formatList = [&](const SlotList &list, bool isResult) {
    SmallVector<std::string> parts;
    for (auto [i, slot] : llvm::enumerate(list.slots)) {
      std::string part = formatSlot(slot, row);
      if (list.variadic && i + 1 == list.slots.size())
        part += "...";
      parts.push_back(part);
    }
    return joinList(parts, isResult);
  };
  std::string text = formatList(entry.operands, false) + " -> " +
                     formatList(entry.results, true);
  for (auto [i, attr] : llvm::enumerate(entry.attrs))
    text += (i ? ", " : " {") + attr.first.str() + " = " +
            formatSlot(attr.second, row);
  if (!entry.attrs.empty())
    text += "}";
  return text;
}

/// The type an attribute carries: a TypeAttr's type or a typed attribute's
/// type, as element type.
Type getAttrType(Attribute attr) {
  if (!attr)
    return {};
  if (auto typeAttr = dyn_cast<TypeAttr>(attr))
    return typeAttr.getValue();
  if (auto typed = dyn_cast<TypedAttr>(attr))
    return typed.getType();
  return {};
}

} // namespace

//===----------------------------------------------------------------------===//
// Lookup API
//===----------------------------------------------------------------------===//

TypeSupportResult tosac::tosa::checkTypeSupport(
    StringRef opName, TypeRange operandTypes, TypeRange resultTypes,
    function_ref<Attribute(StringRef)> getAttr, bool describe) {
  TypeSupportResult result;
  const OpEntry *entry = lookup(opName);
  if (!entry || !entry->operands.fits(operandTypes.size()) ||
      !entry->results.fits(resultTypes.size()))
    return result;
  result.checked = true;

  // Gather (slot, kind) pairs and the printed form of the op's types.
  SmallVector<std::pair<const Slot *, ElementKind>> positions;
  auto gather = [&](const SlotList &list, TypeRange types, bool isResult) {
    SmallVector<std::string> parts;
    for (auto [i, type] : llvm::enumerate(types)) {
      positions.push_back({&list.at(i), classify(type)});
      if (describe)
        parts.push_back(printForDiagnostic(type));
    }
    return joinList(parts, isResult);
  };
  result.actual = gather(entry->operands, operandTypes, false) + " -> " +
                  gather(entry->results, resultTypes, true);
  for (auto [i, attr] : llvm::enumerate(entry->attrs)) {
    Type type = getAttr ? getAttrType(getAttr(attr.first)) : Type();
    // An absent attribute leaves its variable unconstrained.
    if (type)
      positions.push_back({&attr.second, classify(type)});
    result.actual +=
        (i ? ", " : " {") + attr.first.str() + " = " + printForDiagnostic(type);
  }
  if (!entry->attrs.empty())
    result.actual += "}";

  for (const Row &row : entry->rows) {
    bool matches = llvm::all_of(positions, [&](const auto &position) {
      return slotMatches(*position.first, row, position.second);
    });
    if (matches)
      llvm::append_range(result.requirements, row.requirements);
  }
  return result;
}

TypeSupportResult tosac::tosa::checkTypeSupport(Operation *op, bool describe) {
  auto getAttr = [op](StringRef name) { return op->getAttr(name); };
  return checkTypeSupport(op->getName().getStringRef(), op->getOperandTypes(),
                          op->getResultTypes(), getAttr, describe);
}

bool tosac::tosa::isAllowedBy(const TypeSupportResult &result,
                              CapabilitySet selected) {
  return llvm::any_of(result.requirements, [&](CapabilitySet required) {
    return (required & ~selected) == 0;
  });
}

std::string tosac::tosa::formatSupportedTypes(StringRef opName) {
  const OpEntry *entry = lookup(opName);
  if (!entry)
    return "";
  std::string text;
  for (auto [i, row] : llvm::enumerate(entry->rows))
    text += (i ? ", " : "") + formatRow(*entry, row);
  return text;
}

InFlightDiagnostic
tosac::tosa::emitUnsupportedTypes(Operation *op,
                                  const TypeSupportResult &result) {
  return op->emitOpError() << "expected a type combination TOSA supports: got "
                           << result.actual << "; supported: "
                           << formatSupportedTypes(
                                  op->getName().getStringRef());
}

SmallVector<StringRef> tosac::tosa::getTypeSupportOpNames() {
  SmallVector<StringRef> names;
  for (const OpEntry &entry : getTable().entries)
    names.push_back(entry.name);
  llvm::sort(names);
  return names;
}

unsigned tosac::tosa::getNumTypeSupportRows(StringRef opName) {
  const OpEntry *entry = lookup(opName);
  return entry ? entry->rows.size() : 0;
}
