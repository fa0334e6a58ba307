//===- GraphCompare.cpp - Compare two serialized TOSA graphs --------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#include "GraphCompare.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <optional>
#include <vector>

using namespace llvm;
using namespace tosac::conformance;

namespace {

/// The value behind a name: a tensor (possibly constant) or a shape value.
struct ValueDesc {
  bool isShape = false;
  std::vector<int64_t> shape; // tensor shape; for shape values: {length}
  std::string type;           // DType name; "SHAPE" for shape values
  bool variable = false;
  bool unranked = false;
  std::vector<uint8_t> data; // constant bytes, padding stripped
};

/// Bytes that `count` elements of DType `type` take in `data`.
std::optional<uint64_t> storedBytes(StringRef type, uint64_t count) {
  if (type == "INT4")
    return (count + 1) / 2;
  uint64_t size = StringSwitch<uint64_t>(type)
                      .Cases("BOOL", "INT8", "FP8E4M3", "FP8E5M2", 1)
                      .Cases("INT16", "FP16", "BF16", 2)
                      .Cases("INT32", "FP32", 4)
                      .Case("INT48", 6)
                      .Case("SHAPE", 8)
                      .Default(0);
  if (!size)
    return std::nullopt;
  return size * count;
}

std::vector<int64_t> intList(const json::Array *array) {
  std::vector<int64_t> values;
  if (array)
    for (const json::Value &v : *array)
      values.push_back(v.getAsInteger().value_or(0));
  return values;
}

std::vector<uint8_t> byteList(const json::Array *array) {
  std::vector<uint8_t> bytes;
  if (array)
    for (const json::Value &v : *array)
      bytes.push_back(static_cast<uint8_t>(v.getAsInteger().value_or(0)));
  return bytes;
}

StringRef str(const json::Object &object, StringRef key) {
  return object.getString(key).value_or("");
}

std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(shape, os);
  os << "]";
  return text;
}

/// Compares two graphs; every method returns false after recording the
/// first difference in `error`.
class Comparer {
public:
  std::string error;

  bool compare(const json::Value &expected, const json::Value &actual) {
    const json::Array *regionsA = regionsOf(expected);
    const json::Array *regionsB = regionsOf(actual);
    if (!regionsA || !regionsB)
      return fail("a graph has no regions");
    this->regionsA = regionsA;
    this->regionsB = regionsB;
    const json::Object *regionA = mainRegion(*regionsA);
    const json::Object *regionB = mainRegion(*regionsB);
    if (!regionA || !regionB)
      return fail("a graph has no main region");
    const json::Object *blockA = findBlock(*regionA, "main", true);
    const json::Object *blockB = findBlock(*regionB, "main", true);
    if (!blockA || !blockB)
      return fail("a graph has no main block");
    return compareBlocks(*regionA, *blockA, *regionB, *blockB, nullptr,
                         nullptr, "main");
  }

private:
  /// Names declared by one block, with the enclosing block's as fallback,
  /// and the renaming (expected name -> actual name) made in that block.
  struct Scope {
    StringMap<const json::Object *> tensors;
    StringMap<const json::Object *> shapes;
    StringMap<std::string> forward, backward;
    Scope *parent = nullptr;

    Scope(const json::Object &block, Scope *parent) : parent(parent) {
      if (const json::Array *list = block.getArray("tensors"))
        for (const json::Value &t : *list)
          if (const json::Object *tensor = t.getAsObject())
            tensors[str(*tensor, "name")] = tensor;
      if (const json::Array *list = block.getArray("shapes"))
        for (const json::Value &v : *list)
          if (const json::Object *shape = v.getAsObject())
            shapes[str(*shape, "name")] = shape;
    }

    const json::Object *lookup(StringRef name, bool &isShapeEntry) const {
      for (const Scope *s = this; s; s = s->parent) {
        if (auto it = s->shapes.find(name); it != s->shapes.end()) {
          isShapeEntry = true;
          return it->second;
        }
        if (auto it = s->tensors.find(name); it != s->tensors.end()) {
          isShapeEntry = false;
          return it->second;
        }
      }
      return nullptr;
    }

    /// The innermost scope declaring `name` (a child block may declare a
    /// name of its parent again, as the reference writer does); renamings
    /// live there.
    Scope *declaring(StringRef name) {
      for (Scope *s = this; s; s = s->parent)
        if (s->tensors.count(name) || s->shapes.count(name))
          return s;
      return nullptr;
    }
  };

  bool fail(std::string message) {
    if (error.empty())
      error = std::move(message);
    return false;
  }

  static const json::Array *regionsOf(const json::Value &graph) {
    const json::Object *object = graph.getAsObject();
    const json::Array *regions = object ? object->getArray("regions") : nullptr;
    return regions && !regions->empty() ? regions : nullptr;
  }

  static const json::Object *mainRegion(const json::Array &regions) {
    for (const json::Value &r : regions)
      if (const json::Object *region = r.getAsObject())
        if (str(*region, "name") == "main")
          return region;
    return regions[0].getAsObject();
  }

  static const json::Object *findBlock(const json::Object &region,
                                       StringRef name, bool orFirst) {
    const json::Array *blocks = region.getArray("blocks");
    if (!blocks || blocks->empty())
      return nullptr;
    for (const json::Value &b : *blocks)
      if (const json::Object *block = b.getAsObject())
        if (str(*block, "name") == name)
          return block;
    return orFirst ? (*blocks)[0].getAsObject() : nullptr;
  }

  /// A graph named by COND_IF / WHILE_LOOP: a region of that name (its first
  /// block), else a block of that name in the current region.
  static std::pair<const json::Object *, const json::Object *>
  referencedBlock(const json::Array &regions, const json::Object &region,
                  StringRef name) {
    for (const json::Value &r : regions)
      if (const json::Object *candidate = r.getAsObject())
        if (str(*candidate, "name") == name)
          return {candidate, findBlock(*candidate, "", true)};
    return {&region, findBlock(region, name, false)};
  }

  bool describe(const Scope &scope, StringRef name, ValueDesc &desc) {
    bool isShapeEntry = false;
    const json::Object *entry = scope.lookup(name, isShapeEntry);
    if (!entry)
      return fail(formatv("'{0}' is not declared", name));
    uint64_t count = 1;
    if (isShapeEntry) {
      desc.isShape = true;
      desc.type = "SHAPE";
      int64_t length = entry->getInteger("rank").value_or(0);
      desc.shape = {length};
      count = length;
    } else {
      desc.type = str(*entry, "type").str();
      desc.shape = intList(entry->getArray("shape"));
      desc.variable = entry->getBoolean("variable").value_or(false);
      desc.unranked = entry->getBoolean("is_unranked").value_or(false);
      // A SHAPE-typed tensor [N] is the older encoding of a shape value.
      if (desc.type == "SHAPE") {
        desc.isShape = true;
        desc.shape = {desc.shape.empty() ? 0 : desc.shape.front()};
      }
      for (int64_t extent : desc.shape)
        count *= static_cast<uint64_t>(std::max<int64_t>(extent, 0));
    }
    desc.data = byteList(entry->getArray("data"));
    if (desc.data.empty())
      return true;
    std::optional<uint64_t> bytes = storedBytes(desc.type, count);
    if (!bytes)
      return true;
    if (desc.data.size() < *bytes)
      return fail(formatv("'{0}' holds {1} bytes of data, expected {2}", name,
                          desc.data.size(), *bytes));
    if (llvm::any_of(ArrayRef(desc.data).drop_front(*bytes),
                     [](uint8_t b) { return b != 0; }))
      return fail(formatv("'{0}' has non-zero bytes after its data", name));
    desc.data.resize(*bytes);
    return true;
  }

  /// Expected name `a` and actual name `b` denote the same value: the
  /// renaming stays one-to-one, and their declarations agree.
  bool compareValues(Scope &scopeA, StringRef a, Scope &scopeB, StringRef b,
                     StringRef where, bool compareData) {
    Scope *declA = scopeA.declaring(a);
    Scope *declB = scopeB.declaring(b);
    if (!declA || !declB)
      return fail(formatv("{0}: '{1}' or '{2}' is not declared", where, a, b));
    auto toB = declA->forward.find(a);
    auto toA = declB->backward.find(b);
    bool boundA = toB != declA->forward.end();
    bool boundB = toA != declB->backward.end();
    if ((boundA && toB->second != b) || (boundB && toA->second != a) ||
        boundA != boundB)
      return fail(formatv("{0}: '{1}' and '{2}' are not the same value", where,
                          a, b));
    if (boundA)
      return true; // compared when first bound
    declA->forward[a] = b.str();
    declB->backward[b] = a.str();
    ValueDesc x, y;
    if (!describe(scopeA, a, x) || !describe(scopeB, b, y))
      return false;
    if (x.isShape != y.isShape || x.type != y.type)
      return fail(formatv("{0}: '{1}' is a {2} {3}, '{4}' a {5} {6}", where, a,
                          x.isShape ? "shape" : "tensor", x.type, b,
                          y.isShape ? "shape" : "tensor", y.type));
    if (x.shape != y.shape || x.unranked != y.unranked)
      return fail(formatv("{0}: '{1}' has shape {2}, '{3}' has {4}", where, a,
                          formatShape(x.shape), b, formatShape(y.shape)));
    if (x.variable != y.variable)
      return fail(formatv("{0}: only one of '{1}' and '{2}' is a variable",
                          where, a, b));
    if (compareData && x.data != y.data)
      return fail(formatv("{0}: constant data of '{1}' ({2} bytes) and '{3}' "
                          "({4} bytes) differ",
                          where, a, x.data.size(), b, y.data.size()));
    return true;
  }

  bool compareNameLists(const json::Array *a, Scope &scopeA,
                        const json::Array *b, Scope &scopeB, StringRef where,
                        bool compareData = true) {
    size_t sizeA = a ? a->size() : 0, sizeB = b ? b->size() : 0;
    if (sizeA != sizeB)
      return fail(formatv("{0}: {1} names, expected {2}", where, sizeB, sizeA));
    for (size_t i = 0; i < sizeA; ++i)
      if (!compareValues(scopeA, (*a)[i].getAsString().value_or(""), scopeB,
                         (*b)[i].getAsString().value_or(""), where,
                         compareData))
        return false;
    return true;
  }

  /// Attributes are equal, except the names of referenced graphs, whose
  /// graphs are compared instead.
  bool compareAttributes(const json::Object &opA, const json::Object &opB,
                         const json::Object &regionA,
                         const json::Object &regionB, Scope &scopeA,
                         Scope &scopeB, StringRef where) {
    static constexpr StringLiteral kGraphKeys[] = {"then_graph", "else_graph",
                                                   "cond_graph", "body_graph"};
    json::Object none;
    const json::Object *a = opA.getObject("attribute");
    const json::Object *b = opB.getObject("attribute");
    a = a ? a : &none;
    b = b ? b : &none;
    for (const auto &[key, value] : *a) {
      if (llvm::is_contained(kGraphKeys, StringRef(key)))
        continue;
      const json::Value *other = b->get(key);
      if (!other || *other != value)
        return fail(formatv("{0}: attribute '{1}' differs", where, key));
    }
    for (const auto &entry : *b)
      if (!llvm::is_contained(kGraphKeys, StringRef(entry.first)) &&
          !a->get(entry.first))
        return fail(formatv("{0}: unexpected attribute '{1}'", where,
                            entry.first));
    for (StringRef key : kGraphKeys) {
      std::optional<StringRef> nameA = a->getString(key);
      std::optional<StringRef> nameB = b->getString(key);
      if (!nameA && !nameB)
        continue;
      if (!nameA || !nameB)
        return fail(formatv("{0}: only one side has '{1}'", where, key));
      auto [childRegionA, childA] =
          referencedBlock(*regionsA, regionA, *nameA);
      auto [childRegionB, childB] =
          referencedBlock(*regionsB, regionB, *nameB);
      if (!childA || !childB)
        return fail(formatv("{0}: graph '{1}' or '{2}' is not defined", where,
                            *nameA, *nameB));
      if (!compareBlocks(*childRegionA, *childA, *childRegionB, *childB,
                         &scopeA, &scopeB, (where + " " + key).str()))
        return false;
    }
    return true;
  }

  bool compareBlocks(const json::Object &regionA, const json::Object &blockA,
                     const json::Object &regionB, const json::Object &blockB,
                     Scope *parentA, Scope *parentB, StringRef where) {
    Scope scopeA(blockA, parentA), scopeB(blockB, parentB);
    // Block inputs are bound to the values the block is entered with; the
    // reference writer copies the data of constants it passes into a child
    // block's declaration, which carries no meaning.
    if (!compareNameLists(blockA.getArray("inputs"), scopeA,
                          blockB.getArray("inputs"), scopeB,
                          (where + " inputs").str(), /*compareData=*/false))
      return false;
    const json::Array *opsA = blockA.getArray("operators");
    const json::Array *opsB = blockB.getArray("operators");
    size_t countA = opsA ? opsA->size() : 0, countB = opsB ? opsB->size() : 0;
    if (countA != countB)
      return fail(formatv("{0}: {1} operators, expected {2}", where, countB,
                          countA));
    for (size_t i = 0; i < countA; ++i) {
      const json::Object *a = (*opsA)[i].getAsObject();
      const json::Object *b = (*opsB)[i].getAsObject();
      if (!a || !b)
        return fail(formatv("{0}: operator {1} is not an object", where, i));
      std::string at = formatv("{0} operator {1} ({2})", where, i,
                               str(*a, "op"));
      if (str(*a, "op") != str(*b, "op"))
        return fail(formatv("{0}: got operator {1}", at, str(*b, "op")));
      if (str(*a, "attribute_type") != str(*b, "attribute_type"))
        return fail(formatv("{0}: attribute type {1}, expected {2}", at,
                            str(*b, "attribute_type"),
                            str(*a, "attribute_type")));
      if (!compareNameLists(a->getArray("inputs"), scopeA,
                            b->getArray("inputs"), scopeB, at + " inputs") ||
          !compareNameLists(a->getArray("outputs"), scopeA,
                            b->getArray("outputs"), scopeB, at + " outputs") ||
          !compareAttributes(*a, *b, regionA, regionB, scopeA, scopeB, at))
        return false;
    }
    return compareNameLists(blockA.getArray("outputs"), scopeA,
                            blockB.getArray("outputs"), scopeB,
                            (where + " outputs").str());
  }

  const json::Array *regionsA = nullptr;
  const json::Array *regionsB = nullptr;
};

} // namespace

std::string tosac::conformance::compareGraphs(const json::Value &expected,
                                              const json::Value &actual) {
  Comparer comparer;
  if (comparer.compare(expected, actual))
    return "";
  return comparer.error.empty() ? "graphs differ" : comparer.error;
}
