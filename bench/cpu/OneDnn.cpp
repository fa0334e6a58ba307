//===- OneDnn.cpp - oneDNN baseline of the CPU benchmark ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements the oneDNN baseline with the oneDNN 2.x C++ API:
// forward-inference convolution_forward (direct algorithm; a depthwise
// convolution is a grouped one with one input channel per group) and matmul.
// Activations are bound to the caller's buffers in NHWC; the convolution lets
// oneDNN choose its weight layout ("any") and reorders the TOSA weights into
// it once, untimed. int8 zero points of the input and output, and a rescale
// as per-channel output scales, use oneDNN's primitive attributes. A timed
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
  dnnl::primitive_attr attr;
  if (c.int8 && c.inputZp != 0)
    attr.set_zero_points(DNNL_ARG_SRC, 0, {c.inputZp});
  if (c.rescale) {
    attr.set_output_scales(1 << 1, c.scales);
    if (c.outputZp != 0)
      attr.set_zero_points(DNNL_ARG_DST, 0, {c.outputZp});
  }
  dnnl::convolution_forward::primitive_desc primitiveDesc(desc, attr, engine);
  if (primitiveDesc.dst_desc() != dstDesc)
    throw std::runtime_error("oneDNN did not keep the NHWC output layout");

  dnnl::memory src(srcDesc, engine, const_cast<void *>(input));
  dnnl::memory userWeights(userWeightDesc, engine, const_cast<void *>(weight));
  dnnl::memory weights = userWeights;
  if (primitiveDesc.weights_desc() != userWeightDesc) {
    dnnl::stream stream(engine);
    weights = dnnl::memory(primitiveDesc.weights_desc(), engine);
    dnnl::reorder(userWeights, weights).execute(stream, userWeights, weights);
    stream.wait();
  }
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
                                      const void *b) {
  if (c.int8)
    throw std::runtime_error("int8 matmul is not part of the oneDNN baseline");
  dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dnnl::memory::desc aDesc({c.batch, c.m, c.k}, dt::f32, tag::abc);
  dnnl::memory::desc bDesc({c.batch, c.k, c.cols}, dt::f32, tag::abc);
  dnnl::memory::desc cDesc({c.batch, c.m, c.cols}, dt::f32, tag::abc);
  dnnl::matmul::desc desc(aDesc, bDesc, cDesc);
  dnnl::matmul::primitive_desc primitiveDesc(desc, engine);
  dnnl::memory aMemory(aDesc, engine, const_cast<void *>(a));
  dnnl::memory bMemory(bDesc, engine, const_cast<void *>(b));
  dnnl::memory cMemory(cDesc, engine);
  std::unordered_map<int, dnnl::memory> args{{DNNL_ARG_SRC, aMemory},
                                             {DNNL_ARG_WEIGHTS, bMemory},
                                             {DNNL_ARG_DST, cMemory}};
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
  return text;
}

std::unique_ptr<Runner> tosac::bench::onednn::prepare(const Case &c,
                                                      const void *input,
                                                      const void *weight,
                                                      const void *bias,
                                                      std::string &error) {
  try {
    if (c.kind == Kind::MatMul)
      return prepareMatMul(c, input, weight);
    return prepareConvolution(c, input, weight, bias);
  } catch (const dnnl::error &exception) {
    error = std::string("oneDNN: ") + exception.what();
  } catch (const std::exception &exception) {
    error = exception.what();
  }
  return nullptr;
}
