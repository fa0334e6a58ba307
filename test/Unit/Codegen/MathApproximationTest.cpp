//===- MathApproximationTest.cpp - Vectorized transcendental functions ----===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// Runs tosa.exp, tanh, erf, log, sin and cos f32 on 8192 values through the
// vectorized pipeline (polynomial approximations, tosac-cpu-lower-vectors)
// at every vector width and through the scalar path (libm), and checks both
// against double precision within bounds taken from TOSA's compliance
// rules for these operators (exp 3 ulp past the reference, tanh 12 ulp of
// max(|tanh x|, 0.5), erf 5 ulp, log 4 ulp of max(|log x|, 0.5), sin and
// cos 2^-16 absolute on |x| <= 100, tighter than the spec's 2^-10.5 of
// max(|x|, 1)).
//
//===----------------------------------------------------------------------===//

#include "KernelTestSupport.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <functional>

using namespace tosac;

namespace {

struct MathCase {
  const char *op;
  double low, high;
  std::function<double(double)> reference;
  /// The allowed |error| for reference value `ref`.
  std::function<double(double)> bound;
};

double ulp(double value) {
  return std::ldexp(1.0, std::max(std::ilogb(std::fabs(value)), -126) - 23);
}

const MathCase kCases[] = {
    {"exp", -87, 88, [](double x) { return std::exp(x); },
     [](double r) { return 4 * ulp(r); }},
    {"tanh", -12, 12, [](double x) { return std::tanh(x); },
     [](double r) { return 12 * ulp(std::max(std::fabs(r), 0.5)); }},
    {"erf", -4, 4, [](double x) { return std::erf(x); },
     [](double r) { return 5 * ulp(r); }},
    {"log", 1e-30, 1e30, [](double x) { return std::log(x); },
     [](double r) { return 4 * ulp(std::max(std::fabs(r), 0.5)); }},
    {"sin", -100, 100, [](double x) { return std::sin(x); },
     [](double) { return std::ldexp(1.0, -16); }},
    {"cos", -100, 100, [](double x) { return std::cos(x); },
     [](double) { return std::ldexp(1.0, -16); }},
};

class MathApproximationTest : public testing::TestWithParam<MathCase> {};

TEST_P(MathApproximationTest, WithinTheSpecBoundsAtEveryWidth) {
  const MathCase &c = GetParam();
  constexpr int64_t kCount = 8192;
  std::string module = llvm::formatv(R"MLIR(
func.func @main(%x: tensor<{0}xf32>) -> tensor<{0}xf32> {{
  %0 = tosa.{1} %x : (tensor<{0}xf32>) -> tensor<{0}xf32>
  return %0 : tensor<{0}xf32>
}
)MLIR",
                                     kCount, c.op)
                           .str();
  // Evenly spread values, geometrically for log's wide range.
  NpyArray x = NpyArray::zeros(NpyDType::Float32, {kCount});
  for (int64_t i = 0; i < kCount; ++i) {
    double t = static_cast<double>(i) / (kCount - 1);
    double value = c.low > 0 ? c.low * std::pow(c.high / c.low, t)
                             : c.low + (c.high - c.low) * t;
    x.set<float>(i, static_cast<float>(value));
  }
  test::KernelRunner runner;
  std::vector<std::pair<std::string, TosaToLLVMOptions>> paths;
  for (unsigned bits : test::kVectorWidths) {
    TosaToLLVMOptions lowering;
    lowering.vectorBits = bits;
    paths.emplace_back("vector-bits " + std::to_string(bits), lowering);
  }
  TosaToLLVMOptions scalar;
  scalar.vectorize = false;
  paths.emplace_back("scalar", scalar);
  for (const auto &[name, lowering] : paths) {
    NpyArray y = runner.run(module, lowering, {x});
    ASSERT_EQ(y.numElements(), kCount) << name;
    double worst = 0;
    for (int64_t i = 0; i < kCount; ++i) {
      double input = x.get<float>(i);
      double ref = c.reference(input);
      double error = std::fabs(y.get<float>(i) - ref);
      worst = std::max(worst, error / c.bound(ref));
      ASSERT_LE(error, c.bound(ref))
          << c.op << "(" << input << ") = " << y.get<float>(i) << ", expected "
          << ref << " (" << name << ")";
    }
    RecordProperty(std::string(c.op) + " " + name + " worst/bound",
                   std::to_string(worst));
  }
}

INSTANTIATE_TEST_SUITE_P(Ops, MathApproximationTest, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<MathCase> &info) {
                           return std::string(info.param.op);
                         });

} // namespace
