//===- GraphCompareTest.cpp - Tests of the conformance graph comparison ---===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//

#include "GraphCompare.h"

#include <gtest/gtest.h>

using namespace tosac::conformance;

namespace {

llvm::json::Value parse(const char *text) {
  llvm::Expected<llvm::json::Value> value = llvm::json::parse(text);
  EXPECT_TRUE(static_cast<bool>(value));
  return value ? std::move(*value) : llvm::json::Value(nullptr);
}

/// One block computing add(x, c) with c a 2-element INT32 constant whose
/// data, names and shape-constant encoding the tests vary.
std::string graph(const char *x, const char *c, const char *y,
                  const char *data, const char *op = "ADD") {
  return std::string(R"({"version": {"_major": 1}, "regions": [{"name": "main",
    "blocks": [{"name": "main", "operators": [{"op": ")") +
         op + R"(", "attribute_type": "AddAttribute", "inputs": [")" + x +
         R"(", ")" + c + R"("], "outputs": [")" + y + R"("]}],
      "tensors": [{"name": ")" + x + R"(", "shape": [2], "type": "INT32"},
                  {"name": ")" + c + R"(", "shape": [2], "type": "INT32",
                   "data": )" + data + R"(},
                  {"name": ")" + y + R"(", "shape": [2], "type": "INT32"}],
      "inputs": [")" + x + R"("], "outputs": [")" + y + R"("]}]}]})";
}

} // namespace

TEST(GraphCompare, EqualGraphs) {
  std::string a = graph("x", "c", "y", "[1, 0, 0, 0, 2, 0, 0, 0]");
  EXPECT_EQ(compareGraphs(parse(a.c_str()), parse(a.c_str())), "");
}

TEST(GraphCompare, ConsistentRenamingAndPaddingAreEqual) {
  std::string a = graph("x", "c", "y", "[1, 0, 0, 0, 2, 0, 0, 0]");
  std::string b = graph("in", "k", "out", "[1, 0, 0, 0, 2, 0, 0, 0, 0, 0]");
  EXPECT_EQ(compareGraphs(parse(a.c_str()), parse(b.c_str())), "");
}

TEST(GraphCompare, DifferentDataDiffers) {
  std::string a = graph("x", "c", "y", "[1, 0, 0, 0, 2, 0, 0, 0]");
  std::string b = graph("x", "c", "y", "[1, 0, 0, 0, 3, 0, 0, 0]");
  EXPECT_NE(compareGraphs(parse(a.c_str()), parse(b.c_str())).find(
                "constant data"),
            std::string::npos);
}

TEST(GraphCompare, NonZeroPaddingDiffers) {
  std::string a = graph("x", "c", "y", "[1, 0, 0, 0, 2, 0, 0, 0]");
  std::string b = graph("x", "c", "y", "[1, 0, 0, 0, 2, 0, 0, 0, 7]");
  EXPECT_NE(compareGraphs(parse(a.c_str()), parse(b.c_str())), "");
}

TEST(GraphCompare, DifferentOperatorDiffers) {
  std::string a = graph("x", "c", "y", "[1, 0, 0, 0, 2, 0, 0, 0]");
  std::string b = graph("x", "c", "y", "[1, 0, 0, 0, 2, 0, 0, 0]", "SUB");
  EXPECT_NE(compareGraphs(parse(a.c_str()), parse(b.c_str())).find("SUB"),
            std::string::npos);
}

TEST(GraphCompare, InconsistentRenamingDiffers) {
  // add(x, x) against add(x, y): x cannot stand for both x and y.
  const char *twice = R"({"regions": [{"name": "main", "blocks": [{
      "name": "main",
      "operators": [{"op": "ADD", "attribute_type": "AddAttribute",
                     "inputs": ["x", "x"], "outputs": ["z"]}],
      "tensors": [{"name": "x", "shape": [2], "type": "INT32"},
                  {"name": "y", "shape": [2], "type": "INT32"},
                  {"name": "z", "shape": [2], "type": "INT32"}],
      "inputs": ["x", "y"], "outputs": ["z"]}]}]})";
  const char *both = R"({"regions": [{"name": "main", "blocks": [{
      "name": "main",
      "operators": [{"op": "ADD", "attribute_type": "AddAttribute",
                     "inputs": ["x", "y"], "outputs": ["z"]}],
      "tensors": [{"name": "x", "shape": [2], "type": "INT32"},
                  {"name": "y", "shape": [2], "type": "INT32"},
                  {"name": "z", "shape": [2], "type": "INT32"}],
      "inputs": ["x", "y"], "outputs": ["z"]}]}]})";
  EXPECT_NE(compareGraphs(parse(twice), parse(both)).find("not the same value"),
            std::string::npos);
}

TEST(GraphCompare, ShapeEncodingsAreEqual) {
  // A shape constant as a `shapes[]` entry and as a SHAPE-typed tensor.
  const char *asShape = R"({"regions": [{"name": "main", "blocks": [{
      "name": "main",
      "operators": [{"op": "CONST_SHAPE", "attribute_type": "ConstShapeAttribute",
                     "outputs": ["s"]}],
      "shapes": [{"name": "s", "rank": 2, "data": [3,0,0,0,0,0,0,0, 4,0,0,0,0,0,0,0]}],
      "outputs": ["s"]}]}]})";
  const char *asTensor = R"({"regions": [{"name": "main", "blocks": [{
      "name": "main",
      "operators": [{"op": "CONST_SHAPE", "attribute_type": "ConstShapeAttribute",
                     "outputs": ["t"]}],
      "tensors": [{"name": "t", "shape": [2], "type": "SHAPE",
                   "data": [3,0,0,0,0,0,0,0, 4,0,0,0,0,0,0,0]}],
      "outputs": ["t"]}]}]})";
  EXPECT_EQ(compareGraphs(parse(asShape), parse(asTensor)), "");
}
