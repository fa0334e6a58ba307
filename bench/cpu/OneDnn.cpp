//===- OneDnn.cpp - oneDNN baseline of the CPU benchmark ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the oneDNN baseline with the oneDNN 2.x C++ API:
// forward-inference convolution_forward (direct algorithm; a depthwise
// convolution is a grouped one with one input channel per group) and matmul
// (f32, or s8 x s8 -> s32 / s8, optionally with a bias). Activations are
// bound to the caller's buffers in NHWC; the convolution, and a matmul with
// constant weights, let oneDNN choose the weight layout ("any") and reorder
// the TOSA weights into it once, untimed. int8 zero points of the input and
// output, and a rescale as per-channel output scales, use oneDNN's primitive
// attributes. A timed
// run is one execute() followed by stream::wait(). Built only with oneDNN;
// compiled with exceptions, which never leave this file.
//
//===----------------------------------------------------------------------===//

#include "OneDnn.h"

#include "oneapi/dnnl/dnnl.hpp"

#if DNNL_CPU_THREADING_RUNTIME == DNNL_RUNTIME_OMP
#include <omp.h>
#endif

#include <cstring>
#include <unordered_map>

using namespace tosac::bench::onednn;
using dt = dnnl::memory::data_type;
using tag = dnnl::memory::format_tag;

namespace {

class PrimitiveRunner : public Runner {
public:
  PrimitiveRunner(dnnl::engine engine, dnnl::primitive primitive,
                  std::unordered_map<int, dnnl::memory> args, dnnl::memory dst,
                  std::string implementation)
      : engine(std::move(engine)), stream(this->engine),
        primitive(std::move(primitive)), args(std::move(args)),
        dst(std::move(dst)), implementationName(std::move(implementation)) {}

  bool execute() override {
    try {
      primitive.execute(stream, args);
      stream.wait();
      return true;
    } catch (const std::exception &) {
      return false;
    }
  }

  std::vector<uint8_t> output() const override {
    size_t size = dst.get_desc().get_size();
    std::vector<uint8_t> bytes(size);
    std::memcpy(bytes.data(), dst.get_data_handle(), size);
    return bytes;
  }

  std::string implementation() const override { return implementationName; }

private:
  dnnl::engine engine;
  dnnl::stream stream;
  dnnl::primitive primitive;
  std::unordered_map<int, dnnl::memory> args;
  dnnl::memory dst;
  std::string implementationName;
};

/// The primitive attributes of `c`: the input zero point of an int8 case,
/// and its rescale as output scales (per channel: `channelMask`) with the
/// output zero point.
dnnl::primitive_attr makeAttributes(const Case &c, int channelMask) {
  dnnl::primitive_attr attr;
  if (c.int8 && c.inputZp != 0)
    attr.set_zero_points(DNNL_ARG_SRC, 0, {c.inputZp});
  if (c.rescale) {
    attr.set_output_scales(channelMask, c.scales);
    if (c.outputZp != 0)
      attr.set_zero_points(DNNL_ARG_DST, 0, {c.outputZp});
  }
  return attr;
}

/// The weights at `data` (layout `userDesc`) in the layout `desc` the
/// primitive asked for: bound as they are, or reordered once (untimed).
dnnl::memory reorderWeights(const dnnl::engine &engine,
                            const dnnl::memory::desc &userDesc,
                            const dnnl::memory::desc &desc, const void *data) {
  dnnl::memory user(userDesc, engine, const_cast<void *>(data));
  if (desc == userDesc)
    return user;
  dnnl::stream stream(engine);
  dnnl::memory weights(desc, engine);
  dnnl::reorder(user, weights).execute(stream, user, weights);
  stream.wait();
  return weights;
}

std::unique_ptr<Runner> prepareConvolution(const Case &c, const void *input,
                                           const void *weight,
                                           const void *bias) {
  dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  bool depthwise = c.kind == Kind::DepthwiseConv2D;
  int64_t oc = depthwise ? c.ic * c.multiplier : c.oc;
  dt dataType = c.int8 ? dt::s8 : dt::f32;
  dt biasType = c.int8 ? dt::s32 : dt::f32;
  dt dstType = c.int8 ? (c.rescale ? dt::s8 : dt::s32) : dt::f32;

  dnnl::memory::desc srcDesc({c.n, c.ic, c.ih, c.iw}, dataType, tag::nhwc);
  dnnl::memory::desc dstDesc({c.n, oc, c.oh, c.ow}, dstType, tag::nhwc);
  dnnl::memory::desc biasDesc({oc}, biasType, tag::a);
  // The TOSA weight layouts: OHWI, or [KH, KW, C, M] seen as
  // [groups = C, M, 1, KH, KW] with explicit strides.
  dnnl::memory::dims weightDims =
      depthwise ? dnnl::memory::dims{c.ic, c.multiplier, 1, c.kh, c.kw}
                : dnnl::memory::dims{c.oc, c.ic, c.kh, c.kw};
  dnnl::memory::desc userWeightDesc =
      depthwise
          ? dnnl::memory::desc(weightDims, dataType,
                               dnnl::memory::dims{c.multiplier, 1, 1,
                                                  c.kw * c.ic * c.multiplier,
                                                  c.ic * c.multiplier})
          : dnnl::memory::desc(weightDims, dataType, tag::ohwi);
  dnnl::memory::desc anyWeightDesc(weightDims, dataType, tag::any);

  dnnl::convolution_forward::desc desc(
      dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
      srcDesc, anyWeightDesc, biasDesc, dstDesc, {c.strideY, c.strideX},
      {c.dilationY - 1, c.dilationX - 1}, {c.padTop, c.padLeft},
      {c.padBottom, c.padRight});
  // Output scales per channel: dimension 1 of NCHW.
  dnnl::convolution_forward::primitive_desc primitiveDesc(
      desc, makeAttributes(c, 1 << 1), engine);
  if (primitiveDesc.dst_desc() != dstDesc)
    throw std::runtime_error("oneDNN did not keep the NHWC output layout");

  dnnl::memory src(srcDesc, engine, const_cast<void *>(input));
  dnnl::memory weights = reorderWeights(engine, userWeightDesc,
                                        primitiveDesc.weights_desc(), weight);
  dnnl::memory biasMemory(biasDesc, engine, const_cast<void *>(bias));
  dnnl::memory dst(dstDesc, engine);
  std::unordered_map<int, dnnl::memory> args{{DNNL_ARG_SRC, src},
                                             {DNNL_ARG_WEIGHTS, weights},
                                             {DNNL_ARG_BIAS, biasMemory},
                                             {DNNL_ARG_DST, dst}};
  return std::make_unique<PrimitiveRunner>(
      engine, dnnl::convolution_forward(primitiveDesc), std::move(args), dst,
      primitiveDesc.impl_info_str());
}

std::unique_ptr<Runner> prepareMatMul(const Case &c, const void *a,
                                      const void *b, const void *bias) {
  dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dt dataType = c.int8 ? dt::s8 : dt::f32;
  dt biasType = c.int8 ? dt::s32 : dt::f32;
  dt dstType = c.int8 ? (c.rescale ? dt::s8 : dt::s32) : dt::f32;
  dnnl::memory::desc aDesc({c.batch, c.m, c.k}, dataType, tag::abc);
  dnnl::memory::desc bDesc({c.batch, c.k, c.cols}, dataType, tag::abc);
  dnnl::memory::desc biasDesc({1, 1, c.cols}, biasType, tag::abc);
  dnnl::memory::desc cDesc({c.batch, c.m, c.cols}, dstType, tag::abc);
  dnnl::memory::desc anyBDesc({c.batch, c.k, c.cols}, dataType, tag::any);
  dnnl::memory::desc primitiveBDesc = c.constantWeights ? anyBDesc : bDesc;
  dnnl::matmul::desc desc =
      c.matmulBias ? dnnl::matmul::desc(aDesc, primitiveBDesc, biasDesc, cDesc)
                   : dnnl::matmul::desc(aDesc, primitiveBDesc, cDesc);
  // Output scales per column: the last of the three dimensions.
  dnnl::matmul::primitive_desc primitiveDesc(desc, makeAttributes(c, 1 << 2),
                                             engine);
  dnnl::memory aMemory(aDesc, engine, const_cast<void *>(a));
  dnnl::memory bMemory =
      reorderWeights(engine, bDesc, primitiveDesc.weights_desc(), b);
  dnnl::memory cMemory(cDesc, engine);
  std::unordered_map<int, dnnl::memory> args{{DNNL_ARG_SRC, aMemory},
                                             {DNNL_ARG_WEIGHTS, bMemory},
                                             {DNNL_ARG_DST, cMemory}};
  if (c.matmulBias)
    args.emplace(DNNL_ARG_BIAS,
                 dnnl::memory(biasDesc, engine, const_cast<void *>(bias)));
  return std::make_unique<PrimitiveRunner>(engine, dnnl::matmul(primitiveDesc),
                                           std::move(args), cMemory,
                                           primitiveDesc.impl_info_str());
}

} // namespace

Runner::~Runner() = default;

bool tosac::bench::onednn::isAvailable() { return true; }

int tosac::bench::onednn::useOneThread() {
#if DNNL_CPU_THREADING_RUNTIME == DNNL_RUNTIME_OMP
  omp_set_num_threads(1);
  return omp_get_max_threads();
#elif DNNL_CPU_THREADING_RUNTIME == DNNL_RUNTIME_SEQ
  return 1;
#else
  return -1;
#endif
}

std::string tosac::bench::onednn::effectiveIsa() {
  using isa = dnnl::cpu_isa;
  static const std::pair<isa, const char *> names[] = {
      {isa::all, "all"},
      {isa::sse41, "sse41"},
      {isa::avx, "avx"},
      {isa::avx2, "avx2"},
      {isa::avx2_vnni, "avx2_vnni"},
      {isa::avx512_mic, "avx512_mic"},
      {isa::avx512_mic_4ops, "avx512_mic_4ops"},
      {isa::avx512_core, "avx512_core"},
      {isa::avx512_core_vnni, "avx512_core_vnni"},
      {isa::avx512_core_bf16, "avx512_core_bf16"},
      {isa::avx512_core_amx, "avx512_core_amx"}};
  isa effective = dnnl::get_effective_cpu_isa();
  for (const auto &[value, name] : names)
    if (value == effective)
      return name;
  return "unknown";
}

std::string tosac::bench::onednn::describe() {
  const dnnl_version_t *version = dnnl_version();
  std::string text = "oneDNN " + std::to_string(version->major) + "." +
                     std::to_string(version->minor) + "." +
                     std::to_string(version->patch);
#if DNNL_CPU_THREADING_RUNTIME == DNNL_RUNTIME_OMP
  text += ", OpenMP threads: " + std::to_string(omp_get_max_threads());
#elif DNNL_CPU_THREADING_RUNTIME == DNNL_RUNTIME_SEQ
  text += ", sequential";
#endif
  return text + ", ISA " + effectiveIsa();
}

std::unique_ptr<Runner> tosac::bench::onednn::prepare(const Case &c,
                                                      const void *input,
                                                      const void *weight,
                                                      const void *bias,
                                                      std::string &error) {
  try {
    if (c.kind == Kind::MatMul)
      return prepareMatMul(c, input, weight, bias);
    return prepareConvolution(c, input, weight, bias);
  } catch (const dnnl::error &exception) {
    error = std::string("oneDNN: ") + exception.what();
  } catch (const std::exception &exception) {
    error = exception.what();
  }
  return nullptr;
}
