//===- VtaAccuracyTest.cpp - The VTA path against the CPU TOSA path -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file runs random quantized TOSA graphs (conv2d / matmul + rescale +
// clamp, rescale-add-rescale, max_pool2d, clamp) twice: on the CPU
// (Target::Cpu, the spec's arithmetic) and with tosa-to-vta on tosac's VTA
// simulator (Target::VtaSim, 16-bit requantization). It asserts:
// - max_pool2d and clamp are exact;
// - a requantization is exact when the graph's RESCALE is itself 16-bit
//   (scale32 = false, SINGLE_ROUND) and the plan needs no pre-shift;
// - otherwise every output is within the proven bound (Requant.h's
//   deviationBound, plus 1 for DOUBLE_ROUND);
// and prints the measured share of differing outputs and max |diff| per op,
// the accuracy table of docs/Vta.md. Every instance is checked to have been
// offloaded, so the comparison cannot pass by running the CPU twice, and
// every launch runs under all three queue orders.
//
//===----------------------------------------------------------------------===//

#include "tosac/Execution/Executor.h"
#include "tosac/Support/TosaArith.h"
#include "tosac/Vta/Codegen.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <cmath>
#include <map>
#include <random>
#include <sstream>

using namespace tosac;

namespace {

using Shape = std::vector<int64_t>;

std::string typeOf(const Shape &shape, const char *element) {
  std::string s = "tensor<";
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s + element + ">";
}

template <typename T> std::string denseOf(const std::vector<T> &values) {
  std::string s = "dense<[";
  for (size_t i = 0; i < values.size(); ++i)
    s += (i ? ", " : "") + std::to_string(int64_t(values[i]));
  return s + "]>";
}

/// A dense literal of int8 data of any shape, as a hex string.
std::string hexOf(const std::vector<int8_t> &values) {
  static const char *digits = "0123456789ABCDEF";
  std::string s = "dense<\"0x";
  for (int8_t v : values) {
    s += digits[uint8_t(v) >> 4];
    s += digits[uint8_t(v) & 15];
  }
  return s + "\">";
}

/// One random instance of an op pattern: its ops, its arguments and result,
/// and how exactly the VTA path must match the CPU.
struct Instance {
  std::vector<Shape> inputs;
  Shape output;
  std::string body; // uses %in<k>_<i> and defines %out<k>
  bool exact = false;
  int64_t bound = 0; // max |diff| allowed when not exact
  /// The row of the accuracy table the instance counts in.
  std::string category;
};

struct Tally {
  int64_t outputs = 0, differing = 0, maxDiff = 0;
};

class Generator {
public:
  explicit Generator(unsigned seed) : rng(seed) {}

  int64_t uniform(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  }
  bool coin() { return uniform(0, 1) == 1; }

  /// A constant line: %name = "tosa.const" ...
  static std::string constant(const std::string &name, const Shape &shape,
                              const char *element, const std::string &dense) {
    std::string type = typeOf(shape, element);
    return "  " + name + " = \"tosa.const\"() <{values = " + dense + " : " +
           type + "}> : () -> " + type + "\n";
  }

  /// A RESCALE scale aimed at `scale` (32- or 16-bit multiplier).
  ScaleFactor scaleNear(double scale, bool scale32) {
    double jitter = std::uniform_real_distribution<double>(0.7, 1.4)(rng);
    ArithResult<ScaleFactor> s = scale32 ? computeScale32(scale * jitter)
                                         : computeScale16(scale * jitter);
    return s.value;
  }

  /// rescale i32 -> i8 (+ clamp) of `acc` into %out<k>; fills `requant`
  /// with what the VTA side needs to predict its accuracy.
  std::string requantize(int k, const std::string &acc, const Shape &shape,
                         int64_t channels, double scale, bool scale32,
                         std::vector<ScaleFactor> &scales, int32_t &outZp,
                         int32_t &lo, int32_t &hi, bool &doubleRound) {
    bool perChannel = coin();
    scales.clear();
    for (int64_t c = 0; c < (perChannel ? channels : 1); ++c)
      scales.push_back(scaleNear(scale, scale32));
    outZp = int32_t(uniform(-20, 20));
    doubleRound = scale32 && coin();
    std::vector<int32_t> mult, shift;
    for (ScaleFactor s : scales) {
      mult.push_back(s.multiplier);
      shift.push_back(s.shift);
    }
    std::string p = "%r" + std::to_string(k);
    Shape n{int64_t(scales.size())};
    std::string text;
    text += constant(p + "m", n, scale32 ? "i32" : "i16", denseOf(mult));
    text += constant(p + "s", n, "i8", denseOf(shift));
    text += constant(p + "izp", {1}, "i32", "dense<0>");
    text += constant(p + "ozp", {1}, "i8",
                     "dense<" + std::to_string(outZp) + ">");
    std::string out8 = typeOf(shape, "i8");
    text += "  " + p + " = tosa.rescale " + acc + ", " + p + "m, " + p +
            "s, " + p + "izp, " + p +
            "ozp {input_unsigned = false, output_unsigned = false, "
            "per_channel = " +
            (perChannel ? "true" : "false") + ", rounding_mode = " +
            (doubleRound ? "DOUBLE_ROUND" : "SINGLE_ROUND") +
            ", scale32 = " + (scale32 ? "true" : "false") + "} : (" +
            typeOf(shape, "i32") + ", " + typeOf(n, scale32 ? "i32" : "i16") +
            ", " + typeOf(n, "i8") + ", tensor<1xi32>, tensor<1xi8>) -> " +
            out8 + "\n";
    lo = -128;
    hi = 127;
    int choice = int(uniform(0, 2));
    if (choice == 0) {
      text += "  %out" + std::to_string(k) + " = tosa.clamp " + p +
              " {max_val = 127 : i8, min_val = -128 : i8} : (" + out8 +
              ") -> " + out8 + "\n";
      return text;
    }
    lo = choice == 1 ? outZp : int32_t(uniform(-128, 0));
    hi = choice == 1 ? 127 : int32_t(uniform(lo, 127));
    text += "  %out" + std::to_string(k) + " = tosa.clamp " + p +
            " {max_val = " + std::to_string(hi) +
            " : i8, min_val = " + std::to_string(lo) + " : i8} : (" + out8 +
            ") -> " + out8 + "\n";
    return text;
  }

  /// Decides exactness and the bound of a conv-like instance from the plans
  /// the code generator will use.
  void predict(Instance &instance, const vta::Conv2dLayer &layer,
               const std::vector<int32_t> &bias,
               const std::vector<ScaleFactor> &scales, int32_t outZp,
               int32_t lo, int32_t hi, bool scale32, bool doubleRound) {
    auto plans = vta::planConv2dRequant(layer, bias, scales, outZp, lo, hi);
    ASSERT_TRUE(bool(plans)) << llvm::toString(plans.takeError());
    std::vector<int64_t> weights(layer.weights.begin(), layer.weights.end());
    int64_t reduction = layer.kernelH * layer.kernelW * layer.input.c;
    std::vector<int64_t> bias64(bias.begin(), bias.end());
    if (bias64.size() == 1)
      bias64.assign(layer.outChannels, bias64[0]);
    auto bounds = vta::accumulatorBound(-128, 127, layer.inputZp, weights, 0,
                                        bias64, reduction);
    bool noPreShift = true;
    int64_t bound = 0;
    for (int64_t c = 0; c < layer.outChannels; ++c) {
      const vta::RequantPlan &plan = (*plans)[c];
      noPreShift &= plan.preShift == 0;
      int64_t maxAbs = std::max(std::llabs(bounds[c].min + bounds[c].bias),
                                std::llabs(bounds[c].max + bounds[c].bias));
      ScaleFactor original = scales[scales.size() == 1 ? 0 : c];
      bound = std::max(bound, vta::deviationBound(plan, original, maxAbs));
    }
    instance.exact = !scale32 && noPreShift;
    instance.bound = bound + (doubleRound ? 1 : 0);
    instance.category = instance.exact ? "16-bit RESCALE, no pre-shift"
                        : noPreShift   ? "32-bit RESCALE, no pre-shift"
                                       : "pre-shift (large accumulator)";
  }

  Instance conv(int k) {
    Instance inst;
    vta::Conv2dLayer layer;
    bool small = uniform(0, 9) < 4;
    int64_t c = small ? uniform(1, 8) : uniform(1, 40);
    int64_t oc = uniform(1, 40);
    layer.kernelH = uniform(1, 3);
    layer.kernelW = uniform(1, 3);
    layer.strideH = uniform(1, 2);
    layer.strideW = uniform(1, 2);
    layer.dilationH = uniform(1, 2);
    layer.dilationW = uniform(1, 2);
    layer.padTop = uniform(0, layer.kernelH - 1);
    layer.padBottom = uniform(0, layer.kernelH - 1);
    layer.padLeft = uniform(0, layer.kernelW - 1);
    layer.padRight = uniform(0, layer.kernelW - 1);
    int64_t minH = (layer.kernelH - 1) * layer.dilationH + 1;
    int64_t minW = (layer.kernelW - 1) * layer.dilationW + 1;
    // TOSA requires the strides to divide the padded extents exactly.
    auto exactExtent = [&](int64_t minExtent, int64_t pads, int64_t stride) {
      int64_t extent = uniform(minExtent, 10);
      int64_t rest = (extent - minExtent + pads) % stride;
      extent -= rest;
      if (extent < minExtent)
        extent += stride;
      return extent;
    };
    layer.input = {1,
                   exactExtent(minH, layer.padTop + layer.padBottom,
                               layer.strideH),
                   exactExtent(minW, layer.padLeft + layer.padRight,
                               layer.strideW),
                   c};
    layer.outChannels = oc;
    layer.inputZp = coin() ? 0 : int32_t(uniform(-128, 127));
    int64_t wmax = small ? 2 : 127;
    int64_t reduction = layer.kernelH * layer.kernelW * c;
    for (int64_t i = 0; i < oc * reduction; ++i)
      layer.weights.push_back(int8_t(uniform(-wmax, wmax)));
    std::vector<int32_t> bias;
    for (int64_t i = 0; i < oc; ++i)
      bias.push_back(int32_t(uniform(-2000, 2000)));
    Shape in{1, layer.input.h, layer.input.w, c};
    Shape out{1, layer.outputH(), layer.outputW(), oc};
    inst.inputs = {in};
    inst.output = out;
    std::string p = "%c" + std::to_string(k);
    std::string &t = inst.body;
    t += constant(p + "w", {oc, layer.kernelH, layer.kernelW, c}, "i8",
                  hexOf(layer.weights));
    t += constant(p + "b", {oc}, "i32", denseOf(bias));
    t += constant(p + "xzp", {1}, "i8",
                  "dense<" + std::to_string(layer.inputZp) + ">");
    t += constant(p + "wzp", {1}, "i8", "dense<0>");
    t += llvm::formatv("  {0} = tosa.conv2d %in{1}_0, {0}w, {0}b, {0}xzp, "
                       "{0}wzp {{acc_type = i32, dilation = array<i64: {2}, "
                       "{3}>, pad = array<i64: {4}, {5}, {6}, {7}>, stride = "
                       "array<i64: {8}, {9}>} : ({10}, {11}, {12}, "
                       "tensor<1xi8>, tensor<1xi8>) -> {13}\n",
                       p, k, layer.dilationH, layer.dilationW, layer.padTop,
                       layer.padBottom, layer.padLeft, layer.padRight,
                       layer.strideH, layer.strideW, typeOf(in, "i8"),
                       typeOf({oc, layer.kernelH, layer.kernelW, c}, "i8"),
                       typeOf({oc}, "i32"), typeOf(out, "i32"))
             .str();
    double spread = std::sqrt(double(reduction)) * 74.0 * (small ? 1.4 : 74.0);
    bool scale32 = coin();
    std::vector<ScaleFactor> scales;
    int32_t outZp, lo, hi;
    bool doubleRound;
    t += requantize(k, p, out, oc, 60.0 / spread, scale32, scales, outZp, lo,
                    hi, doubleRound);
    predict(inst, layer, bias, scales, outZp, lo, hi, scale32, doubleRound);
    return inst;
  }

  Instance matmul(int k) {
    Instance inst;
    int64_t m = uniform(1, 20), kk = uniform(1, 64), n = uniform(1, 40);
    bool small = uniform(0, 9) < 4;
    int64_t wmax = small ? 2 : 127;
    std::vector<int8_t> b(kk * n);
    for (int8_t &v : b)
      v = int8_t(uniform(-wmax, wmax));
    vta::Conv2dLayer layer;
    layer.input = {1, 1, m, kk};
    layer.outChannels = n;
    layer.inputZp = coin() ? 0 : int32_t(uniform(-128, 127));
    for (int64_t o = 0; o < n; ++o)
      for (int64_t i = 0; i < kk; ++i)
        layer.weights.push_back(b[i * n + o]);
    inst.inputs = {{1, m, kk}};
    inst.output = {1, m, n};
    std::string p = "%m" + std::to_string(k);
    std::string &t = inst.body;
    t += constant(p + "b", {1, kk, n}, "i8", hexOf(b));
    t += constant(p + "azp", {1}, "i8",
                  "dense<" + std::to_string(layer.inputZp) + ">");
    t += constant(p + "bzp", {1}, "i8", "dense<0>");
    t += llvm::formatv("  {0} = tosa.matmul %in{1}_0, {0}b, {0}azp, {0}bzp : "
                       "({2}, {3}, tensor<1xi8>, tensor<1xi8>) -> {4}\n",
                       p, k, typeOf({1, m, kk}, "i8"),
                       typeOf({1, kk, n}, "i8"), typeOf({1, m, n}, "i32"))
             .str();
    double spread = std::sqrt(double(kk)) * 74.0 * (small ? 1.4 : 74.0);
    bool scale32 = coin();
    std::vector<ScaleFactor> scales;
    int32_t outZp, lo, hi;
    bool doubleRound;
    t += requantize(k, p, {1, m, n}, n, 60.0 / spread, scale32, scales, outZp,
                    lo, hi, doubleRound);
    predict(inst, layer, {0}, scales, outZp, lo, hi, scale32, doubleRound);
    return inst;
  }

  Instance add(int k) {
    Instance inst;
    Shape shape{uniform(1, 3), uniform(1, 50)};
    bool scale32 = coin();
    int32_t zpA = int32_t(uniform(-128, 127)), zpB = int32_t(uniform(-128, 127));
    // TFLite's legalization: inputs scaled up by 2^20 * ratio (32-bit), or
    // by 2^k * ratio with a 16-bit multiplier.
    double up = scale32 ? double(1 << 20) : double(1 << uniform(4, 10));
    ScaleFactor sa = scaleNear(up * 0.6, scale32);
    ScaleFactor sb = scaleNear(up * 0.6, scale32);
    ScaleFactor so = scaleNear(0.8 / up, scale32);
    int32_t outZp = int32_t(uniform(-20, 20));
    auto layer = vta::planAdd(shape, zpA, sa, zpB, sb, so, outZp, -128, 127);
    EXPECT_TRUE(bool(layer)) << llvm::toString(layer.takeError());
    // Exact when the TOSA rescales are 16-bit and the output needs no
    // pre-shift; the 32-bit case drops multiplier bits at each of the three
    // rescales (a bound of 1 from the output rescale plus the propagated
    // input errors).
    inst.exact = !scale32 && layer && layer->output.preShift == 0;
    inst.bound = 2;
    inst.category = inst.exact ? "16-bit RESCALEs, no pre-shift"
                    : scale32  ? "32-bit RESCALEs (TFLite-like)"
                               : "16-bit RESCALEs, pre-shift";
    inst.inputs = {shape, shape};
    inst.output = shape;
    std::string p = "%a" + std::to_string(k);
    std::string &t = inst.body;
    const char *mt = scale32 ? "i32" : "i16";
    auto rescale = [&](const std::string &name, const std::string &in,
                       ScaleFactor s, int32_t izp, int32_t ozp, bool toI32) {
      std::string text;
      text += constant(name + "m", {1}, mt,
                       "dense<" + std::to_string(s.multiplier) + ">");
      text += constant(name + "s", {1}, "i8",
                       "dense<" + std::to_string(s.shift) + ">");
      text += constant(name + "izp", {1}, toI32 ? "i8" : "i32",
                       "dense<" + std::to_string(izp) + ">");
      text += constant(name + "ozp", {1}, toI32 ? "i32" : "i8",
                       "dense<" + std::to_string(ozp) + ">");
      text += "  " + name + " = tosa.rescale " + in + ", " + name + "m, " +
              name + "s, " + name + "izp, " + name +
              "ozp {input_unsigned = false, output_unsigned = false, "
              "per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = " +
              (scale32 ? "true" : "false") + "} : (" +
              typeOf(shape, toI32 ? "i8" : "i32") + ", tensor<1x" + mt +
              ">, tensor<1xi8>, " + (toI32 ? "tensor<1xi8>, tensor<1xi32>" :
                                             "tensor<1xi32>, tensor<1xi8>") +
              ") -> " + typeOf(shape, toI32 ? "i32" : "i8") + "\n";
      return text;
    };
    t += rescale(p + "ra", "%in" + std::to_string(k) + "_0", sa, zpA, 0, true);
    t += rescale(p + "rb", "%in" + std::to_string(k) + "_1", sb, zpB, 0, true);
    t += "  " + p + "s = tosa.add " + p + "ra, " + p + "rb : (" +
         typeOf(shape, "i32") + ", " + typeOf(shape, "i32") + ") -> " +
         typeOf(shape, "i32") + "\n";
    t += rescale("%out" + std::to_string(k), p + "s", so, 0, outZp, false);
    return inst;
  }

  Instance maxPool(int k) {
    Instance inst;
    int64_t kh = uniform(1, 3), kw = uniform(1, 3);
    int64_t sh = uniform(1, 3), sw = uniform(1, 3);
    int64_t pt = uniform(0, kh - 1), pb = uniform(0, kh - 1);
    int64_t pl = uniform(0, kw - 1), pr = uniform(0, kw - 1);
    int64_t h = uniform(kh, 12), w = uniform(kw, 12), c = uniform(1, 40);
    // TOSA requires the strides to divide the padded extents exactly.
    int64_t restH = (h + pt + pb - kh) % sh, restW = (w + pl + pr - kw) % sw;
    if (restH) {
      h -= restH;
      if (h < kh)
        h += sh;
    }
    if (restW) {
      w -= restW;
      if (w < kw)
        w += sw;
    }
    int64_t oh = (h + pt + pb - kh) / sh + 1;
    int64_t ow = (w + pl + pr - kw) / sw + 1;
    inst.inputs = {{1, h, w, c}};
    inst.output = {1, oh, ow, c};
    inst.exact = true;
    inst.category = "no requantization";
    inst.body = llvm::formatv("  %out{0} = tosa.max_pool2d %in{0}_0 {{kernel "
                              "= array<i64: {1}, {2}>, pad = array<i64: {3}, "
                              "{4}, {5}, {6}>, stride = array<i64: {7}, {8}>} "
                              ": ({9}) -> {10}\n",
                              k, kh, kw, pt, pb, pl, pr, sh, sw,
                              typeOf(inst.inputs[0], "i8"),
                              typeOf(inst.output, "i8"))
                    .str();
    return inst;
  }

  std::mt19937 rng;
};

/// One function with all instances as separate arguments and results.
std::string moduleOf(const std::vector<Instance> &instances) {
  std::string args, results, body, returns, types;
  for (size_t k = 0; k < instances.size(); ++k) {
    for (size_t i = 0; i < instances[k].inputs.size(); ++i)
      args += std::string(args.empty() ? "" : ", ") + "%in" +
              std::to_string(k) + "_" + std::to_string(i) + ": " +
              typeOf(instances[k].inputs[i], "i8");
    results += std::string(results.empty() ? "" : ", ") +
               typeOf(instances[k].output, "i8");
    returns += std::string(returns.empty() ? "" : ", ") + "%out" +
               std::to_string(k);
    body += instances[k].body;
  }
  return "func.func @main(" + args + ") -> (" + results + ") {\n" + body +
         "  return " + returns + " : " + results + "\n}\n";
}

class VtaAccuracyTest : public ::testing::Test {
protected:
  VtaAccuracyTest() {
    mlir::DialectRegistry registry;
    registerExecutorDependencies(registry);
    context = std::make_unique<mlir::MLIRContext>(registry);
    context->loadAllAvailableDialects();
  }

  std::unique_ptr<CompiledModule> compile(const std::string &text,
                                          Target target) {
    auto module = mlir::parseSourceString<mlir::ModuleOp>(text, context.get());
    EXPECT_TRUE(module) << text;
    if (!module)
      return nullptr;
    ExecutorOptions options;
    options.optLevel = 0;
    options.target = target;
    // Every launch runs under all three queue orders (race-free programs).
    options.vtaRaceCheck = target == Target::VtaSim;
    auto compiled = CompiledModule::compile(*module, options);
    EXPECT_TRUE(bool(compiled)) << llvm::toString(compiled.takeError());
    return compiled ? std::move(*compiled) : nullptr;
  }

  /// Runs `instances` on both targets over `runs` random inputs and tallies
  /// the differences into `exactTally` / `approxTally`.
  void compare(const char *what, const std::vector<Instance> &instances,
               unsigned runs, std::mt19937 &rng) {
    std::string text = moduleOf(instances);
    auto cpu = compile(text, Target::Cpu);
    auto vta = compile(text, Target::VtaSim);
    ASSERT_TRUE(cpu && vta);
    // Every instance must have been offloaded.
    ASSERT_EQ(vta->getVtaStats().size(), instances.size())
        << what << ": not every instance was offloaded";
    std::map<std::string, Tally> tallies;
    std::map<std::string, int64_t> counts;
    for (const Instance &instance : instances)
      ++counts[instance.category];
    for (unsigned run = 0; run < runs; ++run) {
      std::vector<NpyArray> inputs;
      for (const Instance &instance : instances)
        for (const Shape &shape : instance.inputs) {
          NpyArray array = NpyArray::zeros(NpyDType::Int8, shape);
          for (int64_t i = 0; i < array.numElements(); ++i)
            array.set<int8_t>(
                i, int8_t(std::uniform_int_distribution<int>(-128, 127)(rng)));
          inputs.push_back(std::move(array));
        }
      auto expected = cpu->run(inputs);
      auto actual = vta->run(inputs);
      ASSERT_TRUE(bool(expected)) << llvm::toString(expected.takeError());
      ASSERT_TRUE(bool(actual)) << llvm::toString(actual.takeError());
      for (size_t k = 0; k < instances.size(); ++k) {
        const NpyArray &e = (*expected)[k], &a = (*actual)[k];
        Tally &tally = tallies[instances[k].category];
        for (int64_t i = 0; i < e.numElements(); ++i) {
          int64_t diff = std::llabs(int64_t(e.get<int8_t>(i)) -
                                    int64_t(a.get<int8_t>(i)));
          ++tally.outputs;
          tally.differing += diff != 0;
          tally.maxDiff = std::max(tally.maxDiff, diff);
          if (instances[k].exact)
            ASSERT_EQ(diff, 0) << what << " instance " << k << " output "
                               << i << " must be exact";
          else
            ASSERT_LE(diff, instances[k].bound)
                << what << " instance " << k << " output " << i;
        }
      }
    }
    for (const auto &[category, t] : tallies)
      std::printf("| %s | %s | %lld | %lld | %.3f%% | %lld |\n", what,
                  category.c_str(), (long long)counts[category],
                  (long long)t.outputs,
                  100.0 * double(t.differing) / double(t.outputs),
                  (long long)t.maxDiff);
  }

  std::unique_ptr<mlir::MLIRContext> context;
};

TEST_F(VtaAccuracyTest, AgainstTheCpuPath) {
  std::printf("| op | requantization | instances | outputs | differing | "
              "max abs diff |\n|---|---|---|---|---|---|\n");
  std::mt19937 rng(2026);
  Generator gen(11);
  std::vector<Instance> convs, matmuls, adds, pools;
  for (int k = 0; k < 60; ++k)
    convs.push_back(gen.conv(k));
  for (int k = 0; k < 40; ++k)
    matmuls.push_back(gen.matmul(k));
  for (int k = 0; k < 40; ++k)
    adds.push_back(gen.add(k));
  for (int k = 0; k < 30; ++k)
    pools.push_back(gen.maxPool(k));
  compare("conv2d", convs, 3, rng);
  compare("matmul", matmuls, 3, rng);
  compare("add", adds, 3, rng);
  compare("max_pool2d", pools, 3, rng);
}

} // namespace
