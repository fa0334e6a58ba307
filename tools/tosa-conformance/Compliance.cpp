//===- Compliance.cpp - Compare an output with the conformance rules ------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the compliance modes of the corpus README ("How to
// compare an implementation's output"), which mirror ARM's tosa_verify:
//
// - Every float output is decoded to double (fp16, bf16 and fp8 bits by exact
//   helpers) and checked against the FP64 precise result, ref_precise-*.npy.
// - ULP, ABS_ERROR, RELATIVE, REDUCE_PRODUCT and float EXACT compute an error
//   bound per element and share one interval rule (checkFloatBound), with
//   overflow to infinity and flush to zero where the bound allows them.
// - DOT_PRODUCT normalizes each error by the bounds tensor and also checks the
//   sum and the sum of squares of the normalized errors over the tensor.
// - FP_SPECIAL compares NaN-ness, finiteness and sign; RESCALE_INEXACT checks
//   integers against a [min, max] pair of tensors; integer EXACT is bit-exact.
//
//===----------------------------------------------------------------------===//

#include "Compliance.h"
#include "ComplianceTypes.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <optional>

using namespace tosac;
using namespace tosac::conformance;

namespace {

std::string fmt(double v) {
  char buffer[40];
  std::snprintf(buffer, sizeof(buffer), "%.17g", v);
  return buffer;
}

//===----------------------------------------------------------------------===//
// The interval rule shared by ULP, ABS_ERROR, RELATIVE, REDUCE_PRODUCT, EXACT
//===----------------------------------------------------------------------===//

/// The result of checkFloatBound: whether `imp` is accepted and the interval
/// (in the sign of ref) it was checked against.
struct BoundCheck {
  bool passed;
  double low, high;
};

/// The common rule: NaN ref needs NaN imp; otherwise, with signs mirrored so
/// that ref >= 0, imp must lie in [ref - errLow, ref + errHigh], where an
/// upper end above maxNormal becomes +inf, a lower end beyond +-maxNormal
/// becomes +-inf, 0 is accepted when the lower end is below minNormal (not for
/// FP8), a NaN imp only where the type has no inf and the upper end is +inf,
/// and a non-finite error bound accepts anything.
BoundCheck checkFloatBound(double imp, double ref, double errLow,
                           double errHigh, const FloatFormat &format) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  if (std::isnan(ref))
    return {std::isnan(imp), ref, ref};
  if (!std::isfinite(errLow) || !std::isfinite(errHigh))
    return {true, -inf, inf};
  bool mirrored = ref < 0;
  if (mirrored) {
    ref = -ref;
    imp = -imp;
  }
  double high = ref + errHigh;
  double low = ref - errLow;
  if (high > format.maxNormal)
    high = inf;
  if (low > format.maxNormal)
    low = inf;
  else if (low < -format.maxNormal)
    low = -inf;

  bool passed;
  if (!format.keepsSubnormals && low < format.minNormal && imp == 0.0)
    passed = true;
  else if (std::isnan(imp))
    passed = !format.hasInf && high == inf;
  else
    passed = low <= imp && imp <= high;
  if (mirrored)
    return {passed, -high, -low};
  return {passed, low, high};
}

/// ulp(x) of the README: 2^floor(log2 |x|), at least minNormal, times 2^-m;
/// 0 for 0, infinities and NaN.
double ulpOf(double x, const FloatFormat &format) {
  if (!std::isfinite(x) || x == 0.0)
    return 0.0;
  int exponent;
  std::frexp(std::fabs(x), &exponent);
  double power = std::max(std::ldexp(1.0, exponent - 1), format.minNormal);
  return std::ldexp(power, -format.mantissaBits);
}

/// The inputs of a float mode, decoded.
struct FloatData {
  const FloatFormat &format;
  std::vector<double> imp;
  /// The precise reference (ref-*.npy decoded when there is none).
  std::vector<double> ref;
  /// The bounds tensor; empty when absent.
  std::vector<double> bnd;
};

/// Applies checkFloatBound to every element with the bounds given by
/// `errors(i)` -> {errLow, errHigh}; returns the first failure.
template <typename ErrorFn>
std::string checkAllBounds(const FloatData &d, ErrorFn errors) {
  for (size_t i = 0; i < d.imp.size(); ++i) {
    auto [errLow, errHigh] = errors(i);
    BoundCheck check =
        checkFloatBound(d.imp[i], d.ref[i], errLow, errHigh, d.format);
    if (check.passed)
      continue;
    if (std::isnan(d.ref[i]))
      return llvm::formatv("element {0}: imp {1} but ref is NaN", i,
                           fmt(d.imp[i]));
    return llvm::formatv("element {0}: imp {1} not in [{2}, {3}] (ref {4}, "
                         "error bound -{5}/+{6})",
                         i, fmt(d.imp[i]), fmt(check.low), fmt(check.high),
                         fmt(d.ref[i]), fmt(errLow), fmt(errHigh));
  }
  return "";
}

/// Reads a number of `info.<object>.<key>`.
std::optional<double> getParam(const llvm::json::Object &info,
                               llvm::StringRef object, llvm::StringRef key) {
  if (const llvm::json::Object *params = info.getObject(object))
    return params->getNumber(key);
  return std::nullopt;
}

std::string missing(llvm::StringRef object, llvm::StringRef key) {
  return ("desc.json lacks " + object + "." + key).str();
}

//===----------------------------------------------------------------------===//
// The float modes
//===----------------------------------------------------------------------===//

std::string checkExactFloat(const FloatData &d) {
  return checkAllBounds(d, [](size_t) { return std::make_pair(0.0, 0.0); });
}

std::string checkUlp(const llvm::json::Object &info, const FloatData &d) {
  std::optional<double> ulp = getParam(info, "ulp_info", "ulp");
  if (!ulp)
    return missing("ulp_info", "ulp");
  double ulpLower = getParam(info, "ulp_info", "ulp_lower").value_or(*ulp);
  return checkAllBounds(d, [&](size_t i) {
    double unit = ulpOf(d.ref[i], d.format);
    return std::make_pair(unit * ulpLower, unit * *ulp);
  });
}

std::string checkAbsError(const llvm::json::Object &info, const FloatData &d) {
  const llvm::json::Object *params = info.getObject("abs_error_info");
  auto param = [&](llvm::StringRef key, double fallback) {
    return params ? params->getNumber(key).value_or(fallback) : fallback;
  };
  double lowerBound = param("lower_bound", 0.0);
  double normalDivisor = param("normal_divisor", 1.0);
  double maxCompare = param("max_compare", 0.0);
  double baseBound = param("base_bound", 0.0);
  bool boundAsMagnitude =
      params && params->getBoolean("bound_as_magnitude").value_or(false);
  if (d.bnd.empty())
    return "ABS_ERROR needs bounds_ref_precise";
  double scale =
      std::ldexp(1.0, static_cast<int>(-d.format.mantissaBits / normalDivisor));
  return checkAllBounds(d, [&](size_t i) {
    // The same operations, in the same order, as tosa_verify (std::max keeps
    // its first argument when either is NaN).
    double magnitude = boundAsMagnitude ? d.bnd[i] : d.ref[i];
    double bound = boundAsMagnitude ? baseBound : d.bnd[i] + baseBound;
    double err = 0.0;
    if (std::isfinite(bound) || std::fabs(magnitude) != 0.0) {
      double value = std::max(std::fabs(magnitude), d.format.minNormal);
      if (lowerBound > 0)
        value = std::max(lowerBound / bound, value);
      err = scale * value * bound;
    }
    if (maxCompare > 0)
      err = std::max(err, maxCompare);
    return std::make_pair(err, err);
  });
}

std::string checkReduceProduct(const llvm::json::Object &info,
                               const FloatData &d) {
  std::optional<double> n = getParam(info, "reduce_product_info", "n");
  if (!n)
    return missing("reduce_product_info", "n");
  double growth =
      std::pow(1.0 + std::ldexp(1.0, -d.format.mantissaBits - 1), *n) - 1.0;
  return checkAllBounds(d, [&](size_t i) {
    double err = std::max(std::fabs(d.ref[i]), d.format.minNormal) * growth;
    return std::make_pair(err, err);
  });
}

std::string checkRelative(const llvm::json::Object &info, const FloatData &d) {
  std::optional<double> max = getParam(info, "relative_info", "max");
  std::optional<double> scale = getParam(info, "relative_info", "scale");
  if (!max || !scale)
    return missing("relative_info", "max/scale");
  double ulpBound = getParam(info, "relative_info", "ulp_bound").value_or(0.0);
  return checkAllBounds(d, [&](size_t i) {
    double err = std::max(*max * *scale, ulpBound * ulpOf(d.ref[i], d.format));
    return std::make_pair(err, err);
  });
}

std::string checkFpSpecial(const FloatData &d) {
  for (size_t i = 0; i < d.imp.size(); ++i) {
    double imp = d.imp[i], ref = d.ref[i];
    bool bndIsNaN = !d.bnd.empty() && std::isnan(d.bnd[i]);
    if (ref == 0.0 && imp == 0.0)
      continue;
    if (std::isnan(imp) && (std::isnan(ref) || bndIsNaN))
      continue;
    if (std::isnan(imp) == std::isnan(ref) &&
        std::isfinite(imp) == std::isfinite(ref) &&
        std::signbit(imp) == std::signbit(ref))
      continue;
    return llvm::formatv("element {0}: imp {1} differs from ref {2} in "
                         "NaN-ness, finiteness or sign (bound {3})",
                         i, fmt(imp), fmt(ref),
                         d.bnd.empty() ? "absent" : fmt(d.bnd[i]));
  }
  return "";
}

std::string checkDotProduct(const llvm::json::Object &info,
                            const FloatData &d) {
  std::optional<double> s = getParam(info, "dot_product_info", "s");
  std::optional<double> ksb = getParam(info, "dot_product_info", "ksb");
  if (!s || !ksb)
    return missing("dot_product_info", "s/ksb");
  if (d.bnd.empty())
    return "DOT_PRODUCT needs bounds_ref_precise";
  double absBound = getParam(info, "dot_product_info", "abs_bound").value_or(0);
  if (absBound <= 0)
    absBound = 2 * *ksb;
  double varianceBound =
      getParam(info, "dot_product_info", "variance_error_bound").value_or(0);
  if (varianceBound <= 0)
    varianceBound = 1.6 * *ksb;

  const FloatFormat &format = d.format;
  double unit = std::ldexp(1.0, -1 - format.mantissaBits);
  double sum = 0.0, sumSquares = 0.0;
  for (size_t i = 0; i < d.imp.size(); ++i) {
    double imp = d.imp[i], ref = d.ref[i], bnd = d.bnd[i];
    double err = 0.0;
    if (std::isnan(ref)) {
      if (!std::isnan(imp))
        return llvm::formatv("element {0}: imp {1} but ref is NaN", i,
                             fmt(imp));
    } else if (std::isnan(bnd)) {
      // No accuracy requirement.
    } else if (std::fabs(bnd * (1 + absBound * unit)) >=
               format.maxNormal + format.halfUlpAtMax) {
      // The dot product may overflow: no accuracy requirement.
    } else if (bnd == 0.0) {
      if (ref != 0.0 || imp != 0.0)
        return llvm::formatv("element {0}: bound is 0 so imp and ref must be "
                             "0, imp {1} ref {2}",
                             i, fmt(imp), fmt(ref));
    } else {
      err = (imp - ref) / std::max(bnd * unit, format.minNormal);
      if (!(std::fabs(err) <= absBound))
        return llvm::formatv("element {0}: imp {1} ref {2} bound {3}: error "
                             "{4} exceeds abs_bound {5}",
                             i, fmt(imp), fmt(ref), fmt(bnd), fmt(err),
                             fmt(absBound));
    }
    sum += err;
    sumSquares += err * err;
  }
  double count = static_cast<double>(d.imp.size());
  if (sumSquares > varianceBound * count)
    return llvm::formatv("error variance: sum(e^2) = {0} exceeds "
                         "variance_error_bound * T = {1} * {2}",
                         fmt(sumSquares), fmt(varianceBound), d.imp.size());
  if (*s >= 3 && *s <= 5 &&
      std::fabs(sum) > std::sqrt(10 * varianceBound * count))
    return llvm::formatv("error bias: |sum(e)| = {0} exceeds sqrt(10 * "
                         "variance_error_bound * T) = {1} (data set s = {2})",
                         fmt(std::fabs(sum)),
                         fmt(std::sqrt(10 * varianceBound * count)), *s);
  return "";
}

/// Tests without compliance data: floats against the precise result with a
/// small tolerance, |imp - ref| <= 1e-4 * |ref| + 1e-5 * max(1, max |ref|);
/// NaN must match NaN and infinities must match exactly.
std::string checkNoComplianceFloat(const FloatData &d) {
  double largest = 1.0;
  for (double r : d.ref)
    if (std::isfinite(r))
      largest = std::max(largest, std::fabs(r));
  for (size_t i = 0; i < d.imp.size(); ++i) {
    double imp = d.imp[i], ref = d.ref[i];
    if (std::isnan(ref) || std::isnan(imp) || std::isinf(ref) ||
        std::isinf(imp)) {
      if ((std::isnan(ref) && std::isnan(imp)) || imp == ref)
        continue;
      return llvm::formatv("element {0}: imp {1} ref {2}", i, fmt(imp),
                           fmt(ref));
    }
    // At least one unit in the last place of the output type: a correctly
    // rounded fp16 value is up to half a unit away from the fp64 reference.
    double ulp = std::ldexp(
        std::max(std::fabs(ref), d.format.minNormal) , -d.format.mantissaBits);
    double tolerance =
        std::max(1e-4 * std::fabs(ref) + 1e-5 * largest, ulp);
    if (std::fabs(imp - ref) > tolerance)
      return llvm::formatv("element {0}: imp {1} ref {2}, |imp - ref| > {3}", i,
                           fmt(imp), fmt(ref), fmt(tolerance));
  }
  return "";
}

//===----------------------------------------------------------------------===//
// The integer modes
//===----------------------------------------------------------------------===//

std::string checkExactInt(const NpyArray &imp, const NpyArray &ref) {
  int64_t n = ref.numElements();
  size_t size = getNpyDTypeSize(ref.dtype);
  for (int64_t i = 0; i < n; ++i)
    if (std::memcmp(imp.data.data() + i * size, ref.data.data() + i * size,
                    size) != 0)
      return llvm::formatv("element {0}: imp {1} ref {2}", i, readInt(imp, i),
                           readInt(ref, i));
  return "";
}

std::string checkRescaleInexact(const llvm::json::Object &info,
                                const NpyArray &imp, const NpyArray *min,
                                const NpyArray *max) {
  if (!min || !max)
    return "RESCALE_INEXACT needs ref_precise (minimum) and "
           "bounds_ref_precise (maximum)";
  if (min->dtype != imp.dtype || max->dtype != imp.dtype)
    return "RESCALE_INEXACT: the minimum and maximum tensors must have the "
           "output's dtype";
  bool isUnsigned = false;
  if (const llvm::json::Object *params = info.getObject("rescale_inexact_info"))
    isUnsigned = params->getBoolean("unsigned_data").value_or(false);
  // Values up to 32 bits, unsigned or not, and INT48 all fit in int64_t.
  auto read = [&](const NpyArray &a, int64_t i) -> int64_t {
    if (isUnsigned && getNpyDTypeSize(a.dtype) < 8)
      return static_cast<int64_t>(readBits(a, i));
    return readInt(a, i);
  };
  for (int64_t i = 0, n = imp.numElements(); i < n; ++i) {
    int64_t value = read(imp, i), low = read(*min, i), high = read(*max, i);
    if (low > high)
      return llvm::formatv("element {0}: minimum {1} above maximum {2}", i, low,
                           high);
    if (value < low || value > high)
      return llvm::formatv("element {0}: imp {1} not in [{2}, {3}]{4}", i,
                           value, low, high, isUnsigned ? " (unsigned)" : "");
  }
  return "";
}

std::string shapeString(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

} // namespace

ComplianceResult tosac::conformance::checkCompliance(
    const llvm::json::Object *tensorInfo, const NpyArray &imp,
    const NpyArray &ref, const NpyArray *refPrecise, const NpyArray *bounds) {
  ComplianceResult result;
  result.mode = "NONE";
  if (tensorInfo) {
    std::optional<llvm::StringRef> mode = tensorInfo->getString("mode");
    result.mode = mode ? mode->str() : "";
  }
  auto finish = [&](std::string detail) {
    result.passed = detail.empty();
    result.detail = std::move(detail);
    return result;
  };
  if (result.mode.empty())
    return finish("desc.json lacks the compliance mode");

  // The arrays must agree with each other.
  if (imp.dtype != ref.dtype)
    return finish(std::string("implementation dtype ") + getNpyDescr(imp.dtype).str() +
                  " differs from the reference's " + getNpyDescr(ref.dtype).str());
  if (imp.shape != ref.shape)
    return finish("implementation shape " + shapeString(imp.shape) +
                  " differs from the reference's " + shapeString(ref.shape));
  int64_t n = ref.numElements();
  size_t bytes = static_cast<size_t>(n) * getNpyDTypeSize(ref.dtype);
  if (imp.data.size() != bytes || ref.data.size() != bytes)
    return finish("array data size does not match its shape");
  for (const NpyArray *extra : {refPrecise, bounds})
    if (extra && ((*extra).numElements() != n ||
                  extra->data.size() != n * getNpyDTypeSize(extra->dtype)))
      return finish("ref_precise / bounds_ref_precise have " +
                    std::to_string((*extra).numElements()) +
                    " elements, the output " + std::to_string(n));

  // The output's element type: desc.json's data_type, or the npy dtype.
  std::optional<FloatKind> kind;
  if (tensorInfo) {
    llvm::StringRef dataType = tensorInfo->getString("data_type").value_or("");
    kind = floatKindOfDataType(dataType);
    if (kind && !isStorageOf(imp.dtype, *kind))
      return finish(("data_type " + dataType + " cannot be stored as npy " +
                     getNpyDescr(imp.dtype))
                        .str());
  } else {
    kind = floatKindOfNpy(imp.dtype);
  }

  llvm::StringRef mode = result.mode;
  if (mode == "RESCALE_INEXACT")
    return finish(checkRescaleInexact(*tensorInfo, imp, refPrecise, bounds));
  if (!kind) {
    if (mode != "EXACT" && mode != "NONE")
      return finish(("mode " + mode + " needs a floating-point output").str());
    return finish(checkExactInt(imp, ref));
  }

  // Float modes: decode everything to double.
  bool needsPrecise = mode != "EXACT" && mode != "NONE";
  if (needsPrecise && !refPrecise)
    return finish(("mode " + mode + " needs ref_precise").str());
  FloatData d{getFormat(*kind), toDoubles(imp, kind),
              toDoubles(refPrecise ? *refPrecise : ref, kind),
              bounds ? toDoubles(*bounds, kind) : std::vector<double>()};
  if (mode == "EXACT")
    return finish(checkExactFloat(d));
  if (mode == "NONE")
    return finish(checkNoComplianceFloat(d));
  if (mode == "ULP")
    return finish(checkUlp(*tensorInfo, d));
  if (mode == "ABS_ERROR")
    return finish(checkAbsError(*tensorInfo, d));
  if (mode == "DOT_PRODUCT")
    return finish(checkDotProduct(*tensorInfo, d));
  if (mode == "REDUCE_PRODUCT")
    return finish(checkReduceProduct(*tensorInfo, d));
  if (mode == "RELATIVE")
    return finish(checkRelative(*tensorInfo, d));
  if (mode == "FP_SPECIAL")
    return finish(checkFpSpecial(d));
  return finish(("unsupported compliance mode " + mode).str());
}
