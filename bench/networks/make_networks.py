#!/usr/bin/env python3
"""Writes the network models of the CPU benchmark (bench/cpu/run.sh).

    PYTHONPATH=build/python_packages /usr/bin/python3 \\
        bench/networks/make_networks.py OUT_DIR [--seed N] [--check]
        [--run] [name ...]

For each network (default: all of them) it writes OUT_DIR/<name>.mlir and
OUT_DIR/<name>.tosa. Weights are seeded pseudo-random numbers stored as
tosa.const, so that the compiler handles them at compile time as it would a
trained model's; the only graph input is the activation:

  fc_f32           fully connected 1x2048 -> 1000: matmul 1x1x2048 by a
                   constant 1x2048x1000, plus a bias add.
  fc_i8            the same in int8, TFLite-style (see int8 below): input
                   1x1x2048 at the scale of [0, 6] (zero point -128),
                   matmul by the constant int8 weights (per-column scales),
                   add of an int32 bias, per-channel rescale to int8,
                   reshape to 1x1000.
  resnet50_f32     ResNet-50 v1.5 on a 1x224x224x3 NHWC image: batch norm
                   folded into the convolutions' weights and biases, ReLU
                   as clamp, 7x7/2 conv, 3x3/2 max pool, bottleneck blocks
                   [3, 4, 6, 3] (stride 2 in the 3x3 conv of the first block
                   of stages 2-4, 1x1/2 projection shortcut), global 7x7
                   average pool, fully connected 2048 -> 1000.
  transformer_f32  one post-norm encoder block (BERT-base sizes): sequence
                   128, d_model 768, 12 heads, FFN 3072 with tanh GELU.
  mobilenetv2_f32  MobileNetV2 (width 1.0) on a 1x224x224x3 NHWC image:
                   batch norm folded, 3x3/2 stem conv + ReLU6 (clamp),
                   inverted residual blocks of the real network (stages
                   (t, c, n, s) = (1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3,
                   2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2), (6, 320,
                   1, 1): 1x1 expand conv + ReLU6, 3x3 depthwise conv +
                   ReLU6, 1x1 linear project conv, residual add when the
                   stride is 1 and the channels agree), 1x1 conv to 1280 +
                   ReLU6, global 7x7 average pool, fully connected 1280 ->
                   1000; 3.5 M weights, 35 conv2d, 17 depthwise, 1 matmul.
  mobilenetv2_i8   the same network and weights in int8, TFLite-style.

int8 networks are quantized as a TFLite int8 model is (post-training, per
the f32 twin computed in numpy on one input of the benchmark's kind): int8
activations with a scale and zero point per tensor from the range of the
twin's values (ReLU6 outputs [0, 6], zero point -128), symmetric int8
weights with one scale per output channel (zero point 0), int32 biases at the
accumulator's scale; every conv2d / depthwise_conv2d / fully connected
matmul (+ bias add) is followed by a per-channel tosa.rescale of its int32
accumulators to int8 (31-bit multipliers and shifts from the float scales,
DOUBLE_ROUND), ReLU6 by an int8 clamp; a residual add as TFLite's ADD: both
int8 inputs rescaled to int32 at a common scale with 20 bits of headroom,
added in int32, rescaled back to int8; the global average pool is int8 at
its input's scale. The input is int8 at the scale of [-1, 1] (zero point 0).

TOSA wants (in - 1 + pads - kernel + 1) to be a multiple of the stride, so
the strided windows of PyTorch's ResNet are written with the padding they
actually use: 7x7/2 pad (3, 2), 3x3/2 pad (1, 0) for both the max pool and
the convolutions, and the 1x1/2 projection reads its input sliced to an odd
extent (56 -> 55), which drops only the column it never reads.

--check runs the same computation in numpy on the benchmark's kind of input
(uniform in [-1, 1]) and prints the largest activation of every stage: the
initialization (He-normal weights, per-channel folded batch-norm scales,
residual branches scaled down) keeps them of normal magnitude through the 50
layers. --run also compiles each model with tosac and compares its output
with numpy's; an int8 network's output, dequantized, with its f32 twin's
(within 0.1 of the largest output: the quantization error).
"""

import argparse
import copy
import math
import os
import sys
import time

import numpy as np

import tosac


class Net:
    """A tosac.Graph and, if `numpy_check`, the same computation on numpy
    arrays: every value is a (Tensor, array or None) pair."""

    def __init__(self, rng, numpy_check):
        self.g = tosac.Graph()
        self.rng = rng
        self.numpy_check = numpy_check
        self.stages = []
        self.input_value = None
        # An int8 network: ((input scale, zp), (output scale, zp)) and the
        # f32 twin's output, the reference of the dequantized output.
        self.quantization = None
        self.reference = None

    def input(self, name, shape, low=-1.0, high=1.0):
        """The graph input, with (if checking) a numpy value like the
        benchmark's: uniform in [low, high] (default [-1, 1])."""
        x = self.g.input(name, shape, "f32")
        if self.numpy_check:
            self.input_value = np.random.default_rng(1).uniform(
                low, high, shape).astype(np.float32)
        return x, self.input_value

    def record(self, stage, v):
        """Notes the largest magnitude of `v` after `stage`."""
        if v[1] is not None:
            self.stages.append((stage, float(np.max(np.abs(v[1])))))
        return v

    def normal(self, shape, std):
        return (self.rng.standard_normal(shape) * std).astype(np.float32)

    def _apply(self, v, emit, compute):
        t, a = v
        return emit(t), (compute(a) if a is not None else None)

    # -- Operators on (tensor, array) pairs --------------------------------

    @staticmethod
    def _windows(a, kernel, stride, pad):
        """The [n, oh, ow, c, kh, kw] windows of NHWC `a`, zero-padded."""
        top, bottom, left, right = pad
        a = np.pad(a, ((0, 0), (top, bottom), (left, right), (0, 0)))
        return np.lib.stride_tricks.sliding_window_view(
            a, kernel, axis=(1, 2))[:, ::stride, ::stride]

    def conv2d(self, v, weight, bias, stride, pad):
        def compute(a):
            oc, kh, kw, ic = weight.shape
            windows = self._windows(a, (kh, kw), stride, pad)
            n, oh, ow = windows.shape[:3]
            # [n, oh, ow, c, kh, kw] -> rows of kh * kw * c, weight order.
            rows = windows.transpose(0, 1, 2, 4, 5, 3).reshape(n * oh * ow,
                                                               -1)
            out = rows @ weight.reshape(oc, -1).T + bias
            return out.reshape(n, oh, ow, oc).astype(np.float32)
        return self._apply(v, lambda t: self.g.conv2d(
            t, weight, bias, stride=stride, pad=pad), compute)

    def depthwise_conv2d(self, v, weight, bias, stride, pad):
        def compute(a):
            kh, kw, c, multiplier = weight.shape
            windows = self._windows(a, (kh, kw), stride, pad)
            # [n, oh, ow, c, kh, kw] by [kh, kw, c, m] -> [n, oh, ow, c, m].
            out = np.einsum("nhwcij,ijcm->nhwcm", windows, weight)
            n, oh, ow = out.shape[:3]
            out = out.reshape(n, oh, ow, c * multiplier) + bias
            return out.astype(np.float32)
        return self._apply(v, lambda t: self.g.depthwise_conv2d(
            t, weight, bias, stride=stride, pad=pad), compute)

    def relu(self, v):
        return self._apply(v, self.g.relu, lambda a: np.maximum(a, 0))

    def relu6(self, v):
        return self._apply(v, lambda t: self.g.clamp(t, 0.0, 6.0),
                           lambda a: np.clip(a, 0, 6))

    def _binary(self, v, w, emit, compute):
        """emit(tensor, tensor or constant) and compute(array, array or
        constant), where `w` is a pair or a numpy constant."""
        pair = isinstance(w, tuple)
        t = emit(v[0], w[0] if pair else w)
        if v[1] is None:
            return t, None
        return t, compute(v[1], w[1] if pair else w)

    def add(self, v, w):
        return self._binary(v, w, self.g.add, np.add)

    def sub(self, v, w):
        return self._binary(v, w, self.g.sub, np.subtract)

    def mul(self, v, w):
        return self._binary(v, w, self.g.mul, np.multiply)

    def matmul(self, v, w):
        return self._binary(v, w, self.g.matmul, np.matmul)

    def max_pool2d(self, v, kernel, stride, pad):
        def compute(a):
            top, bottom, left, right = pad
            a = np.pad(a, ((0, 0), (top, bottom), (left, right), (0, 0)),
                       constant_values=-np.inf)
            windows = np.lib.stride_tricks.sliding_window_view(
                a, (kernel, kernel), axis=(1, 2))[:, ::stride, ::stride]
            return windows.max(axis=(4, 5))
        return self._apply(v, lambda t: self.g.max_pool2d(
            t, kernel, stride=stride, pad=pad), compute)

    def global_avg_pool(self, v):
        size = v[0].shape[1:3]
        return self._apply(v, lambda t: self.g.avg_pool2d(t, size),
                           lambda a: a.mean(axis=(1, 2), keepdims=True))

    def reshape(self, v, shape):
        return self._apply(v, lambda t: self.g.reshape(t, shape),
                           lambda a: a.reshape(shape))

    def transpose(self, v, perms):
        return self._apply(v, lambda t: self.g.transpose(t, perms),
                           lambda a: a.transpose(perms))

    def slice(self, v, start, size):
        index = tuple(slice(b, b + n) for b, n in zip(start, size))
        return self._apply(v, lambda t: self.g.slice(t, start, size),
                           lambda a: a[index])

    def reduce_sum(self, v, axis):
        return self._apply(v, lambda t: self.g.reduce_sum(t, axis),
                           lambda a: a.sum(axis=axis, keepdims=True))

    def reduce_max(self, v, axis):
        return self._apply(v, lambda t: self.g.reduce_max(t, axis),
                           lambda a: a.max(axis=axis, keepdims=True))

    def unary(self, op, v):
        functions = {"exp": np.exp, "reciprocal": lambda a: 1 / a,
                     "rsqrt": lambda a: 1 / np.sqrt(a), "tanh": np.tanh}
        return self._apply(v, getattr(self.g, op), functions[op])


# ---------------------------------------------------------------------------
# The networks
# ---------------------------------------------------------------------------


def dense(net, v, inputs, outputs, std, name=None):
    """x [1, M, inputs] @ W [1, inputs, outputs] + b, both constants."""
    w = net.normal((1, inputs, outputs), std)
    b = net.normal((1, 1, outputs), 0.02)
    return net.add(net.matmul(v, w), b)


def make_fc(net):
    x = net.input("x", (1, 1, 2048))
    y = dense(net, x, 2048, 1000, math.sqrt(1 / 2048))
    return net.record("logits", y)


def folded_conv(net, v, out_channels, kernel, stride=1, pad=(0, 0, 0, 0),
                gain=1.0):
    """A convolution with batch norm folded in: He-normal weights scaled per
    output channel (gamma / sqrt(var + eps)) and a bias (beta - mean *
    scale), here drawn directly."""
    in_channels = v[0].shape[3]
    fan_in = kernel * kernel * in_channels
    weight = net.normal((out_channels, kernel, kernel, in_channels),
                        math.sqrt(2 / fan_in))
    scale = net.rng.uniform(0.8, 1.2, out_channels) * gain
    weight = (weight * scale[:, None, None, None]).astype(np.float32)
    bias = net.normal((out_channels,), 0.05)
    return net.conv2d(v, weight, bias, stride, pad)


def bottleneck(net, v, mid, out, stride):
    """ResNet v1.5 bottleneck: 1x1, 3x3 (strided), 1x1 (x4), shortcut."""
    y = net.relu(folded_conv(net, v, mid, 1))
    pad = (1, 1, 1, 1) if stride == 1 else (1, 0, 1, 0)
    y = net.relu(folded_conv(net, y, mid, 3, stride, pad))
    # The last folded scale is small, as in trained ResNets: the residual
    # sum then grows slowly from block to block.
    y = folded_conv(net, y, out, 1, gain=0.4)
    shortcut = v
    if stride != 1 or v[0].shape[3] != out:
        if stride != 1:
            n, h, w, c = v[0].shape
            shortcut = net.slice(v, (0, 0, 0, 0), (n, h - 1, w - 1, c))
        shortcut = folded_conv(net, shortcut, out, 1, stride)
    return net.relu(net.add(y, shortcut))


def make_resnet50(net):
    x = net.input("image", (1, 224, 224, 3))
    y = net.relu(folded_conv(net, x, 64, 7, 2, (3, 2, 3, 2)))
    y = net.record("conv1", y)
    y = net.max_pool2d(y, 3, 2, (1, 0, 1, 0))
    stages = [(3, 64, 256, 1), (4, 128, 512, 2), (6, 256, 1024, 2),
              (3, 512, 2048, 2)]
    for number, (blocks, mid, out, stride) in enumerate(stages, 2):
        for block in range(blocks):
            y = bottleneck(net, y, mid, out, stride if block == 0 else 1)
            net.record(f"conv{number}_{block + 1}", y)
    y = net.reshape(net.global_avg_pool(y), (1, 1, 2048))
    y = dense(net, y, 2048, 1000, math.sqrt(1 / 2048))
    return net.record("logits", net.reshape(y, (1, 1000)))


def layer_norm(net, v, width, eps=1e-5):
    """(x - mean) * rsqrt(var + eps) * gamma + beta over the last axis."""
    inverse = np.float32(1 / width)
    mean = net.mul(net.reduce_sum(v, -1), inverse)
    centered = net.sub(v, mean)
    var = net.mul(net.reduce_sum(net.mul(centered, centered), -1), inverse)
    y = net.mul(centered, net.unary("rsqrt", net.add(var, np.float32(eps))))
    gamma = (1 + net.normal((1, 1, width), 0.1)).astype(np.float32)
    return net.add(net.mul(y, gamma), net.normal((1, 1, width), 0.1))


def softmax(net, v):
    """exp(x - max) / sum over the last axis."""
    e = net.unary("exp", net.sub(v, net.reduce_max(v, -1)))
    return net.mul(e, net.unary("reciprocal", net.reduce_sum(e, -1)))


def gelu(net, v):
    """0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3)))."""
    cube = net.mul(net.mul(v, v), v)
    inner = net.add(v, net.mul(cube, np.float32(0.044715)))
    t = net.unary("tanh", net.mul(inner, np.float32(math.sqrt(2 / math.pi))))
    return net.mul(net.mul(v, np.float32(0.5)), net.add(t, np.float32(1)))


def make_transformer(net, seq=128, width=768, heads=12, ffn=3072):
    x = net.input("x", (1, seq, width))
    depth = width // heads
    std = math.sqrt(1 / width)

    def split_heads(v, perms):
        v = net.reshape(v, (1, seq, heads, depth))
        v = net.transpose(v, perms)
        return net.reshape(v, (heads,) + v[0].shape[2:])

    q = split_heads(dense(net, x, width, width, std), (0, 2, 1, 3))
    # K transposed: [heads, depth, seq].
    k = split_heads(dense(net, x, width, width, std), (0, 2, 3, 1))
    v = split_heads(dense(net, x, width, width, std), (0, 2, 1, 3))
    scores = net.mul(net.matmul(q, k), np.float32(1 / math.sqrt(depth)))
    context = net.matmul(softmax(net, scores), v)
    context = net.transpose(net.reshape(context, (1, heads, seq, depth)),
                            (0, 2, 1, 3))
    context = net.reshape(context, (1, seq, width))
    attention = dense(net, context, width, width, std)
    y = net.record("attention", layer_norm(net, net.add(x, attention), width))
    hidden = gelu(net, dense(net, y, width, ffn, math.sqrt(2 / width)))
    out = dense(net, hidden, ffn, width, math.sqrt(1 / ffn))
    return net.record("output", layer_norm(net, net.add(y, out), width))


# -- int8 networks -----------------------------------------------------------
#
# A network of layers (input, conv, depthwise, add, global_avg_pool, fc) is
# written once against "layer ops" and built twice: by FloatOps in f32 (the
# f32 twin, and the calibration of the int8 one: the range of every value
# the int8 network quantizes, on the benchmark's kind of input) and by
# QuantOps in int8, TFLite-style, with the same weights.


class FloatOps:
    """The layers in f32 on a Net; `ranges` collects the (min, max) of every
    value QuantOps quantizes, in order (when the Net computes in numpy)."""

    def __init__(self, net):
        self.net = net
        self.ranges = []

    def _record(self, v):
        if v[1] is not None:
            self.ranges.append((float(v[1].min()), float(v[1].max())))
        return v

    def input(self, name, shape, low, high):
        return self._record(self.net.input(name, shape, low, high))

    def conv(self, v, weight, bias, stride=1, pad=(0, 0, 0, 0), relu6=False):
        y = self.net.conv2d(v, weight, bias, stride, pad)
        return self._record(self.net.relu6(y) if relu6 else y)

    def depthwise(self, v, weight, bias, stride=1, pad=(1, 1, 1, 1),
                  relu6=True):
        y = self.net.depthwise_conv2d(v, weight, bias, stride, pad)
        return self._record(self.net.relu6(y) if relu6 else y)

    def add(self, a, b):
        return self._record(self.net.add(a, b))

    def global_avg_pool(self, v):
        channels = v[0].shape[3]
        return self.net.reshape(self.net.global_avg_pool(v), (1, 1, channels))

    def fc(self, v, weight, bias):
        """[1, 1, K] x weight [K, N] + bias [N]: matmul + add."""
        y = self.net.add(self.net.matmul(v, weight[None]),
                         bias.reshape(1, 1, -1))
        return self._record(y)


class Quantized:
    """An int8 tensor and its quantization: real = scale * (q - zp)."""

    def __init__(self, tensor, scale, zp):
        self.tensor, self.scale, self.zp = tensor, scale, zp


def quantization(low, high):
    """Scale and zero point of int8 values covering [low, high] (widened to
    hold 0), as TFLite's asymmetric activations."""
    low, high = min(low, 0.0), max(high, 0.0)
    scale = max(high - low, 1e-6) / 255
    zp = int(np.clip(round(-128 - low / scale), -128, 127))
    return scale, zp


def quantize_per_channel(weight, axis):
    """Symmetric int8 weights, one scale per index of `axis` (zero point
    0), and those scales."""
    others = tuple(i for i in range(weight.ndim) if i != axis)
    scales = np.maximum(np.max(np.abs(weight), axis=others), 1e-8) / 127
    shape = [1] * weight.ndim
    shape[axis] = -1
    q = np.clip(np.round(weight / scales.reshape(shape)), -127, 127)
    return q.astype(np.int8), scales


class QuantOps:
    """The layers in int8, TFLite-style: per-channel symmetric int8 weights,
    int32 biases at the accumulator's scale, every convolution and fully
    connected layer followed by a per-channel rescale (31-bit multipliers
    and shifts, DOUBLE_ROUND) to int8 at the calibrated scale of its output,
    ReLU6 as an int8 clamp, residual adds through int32 as TFLite's ADD (both
    inputs rescaled to int32 with 20 bits of headroom at a common scale,
    added, rescaled back), the global average pool in int8 at its input's
    scale. `ranges` are FloatOps' of the same network."""

    HEADROOM = 20

    def __init__(self, graph, ranges):
        self.g = graph
        self.ranges = iter(ranges)

    def _next_quantization(self, relu6=False):
        low, high = next(self.ranges)
        if relu6:
            low, high = 0.0, min(high, 6.0)
        return quantization(low, high)

    def _rescale(self, acc, scales, out_scale, out_zp, per_channel=True):
        scales = np.atleast_1d(np.asarray(scales, dtype=np.float64))
        multipliers, shifts = zip(*(tosac.builder.compute_scale32(s / out_scale)
                                    for s in scales))
        return self.g.rescale(acc, list(multipliers), list(shifts),
                              output_zp=out_zp, rounding="double",
                              per_channel=per_channel)

    def _requantize(self, acc, x, weight_scales, relu6):
        """The accumulators `acc` of input `x` back to int8 (+ ReLU6)."""
        scale, zp = self._next_quantization(relu6)
        y = self._rescale(acc, x.scale * weight_scales, scale, zp)
        if relu6:
            high = min(127, zp + int(round(6.0 / scale)))
            y = self.g.clamp(y, zp, high)
        return Quantized(y, scale, zp)

    def input(self, name, shape, low, high):
        next(self.ranges)
        scale, zp = quantization(low, high)
        return Quantized(self.g.input(name, shape, "i8"), scale, zp)

    def conv(self, x, weight, bias, stride=1, pad=(0, 0, 0, 0), relu6=False):
        q, scales = quantize_per_channel(weight, 0)
        b = np.round(bias / (x.scale * scales)).astype(np.int32)
        acc = self.g.conv2d(x.tensor, q, b, stride=stride, pad=pad,
                            input_zp=x.zp)
        return self._requantize(acc, x, scales, relu6)

    def depthwise(self, x, weight, bias, stride=1, pad=(1, 1, 1, 1),
                  relu6=True):
        q, scales = quantize_per_channel(weight, 2)
        b = np.round(bias / (x.scale * scales)).astype(np.int32)
        acc = self.g.depthwise_conv2d(x.tensor, q, b, stride=stride,
                                      pad=pad, input_zp=x.zp)
        return self._requantize(acc, x, scales, relu6)

    def add(self, a, b):
        scale, zp = self._next_quantization()
        twice_max = 2 * max(a.scale, b.scale)
        headroom = 1 << self.HEADROOM

        def widen(v):
            m, s = tosac.builder.compute_scale32(v.scale / twice_max * headroom)
            return self.g.rescale(v.tensor, m, s, input_zp=v.zp,
                                  out_dtype="i32", rounding="double")
        total = self.g.add(widen(a), widen(b))
        y = self._rescale(total, twice_max / headroom, scale, zp,
                          per_channel=False)
        return Quantized(y, scale, zp)

    def global_avg_pool(self, x):
        n, h, w, c = x.tensor.shape
        y = self.g.avg_pool2d(x.tensor, (h, w), input_zp=x.zp,
                              output_zp=x.zp)
        return Quantized(self.g.reshape(y, (1, 1, c)), x.scale, x.zp)

    def fc(self, x, weight, bias):
        q, scales = quantize_per_channel(weight, 1)
        b = np.round(bias / (x.scale * scales)).astype(np.int32)
        acc = self.g.add(self.g.matmul(x.tensor, q[None], a_zp=x.zp),
                         b.reshape(1, 1, -1))
        return self._requantize(acc, x, scales, relu6=False)


def he_normal(rng, shape, fan_in, gain=1.0):
    return (rng.standard_normal(shape) * math.sqrt(2 / fan_in) *
            gain).astype(np.float32)


def folded_weights(rng, shape, fan_in, axis, gain=1.0):
    """He-normal weights with a batch norm folded in: scaled per output
    channel (index of `axis`), and a bias, drawn directly."""
    weight = he_normal(rng, shape, fan_in)
    channels = shape[axis]
    scale = rng.uniform(0.8, 1.2, channels) * gain
    view = [1] * len(shape)
    view[axis] = -1
    weight = (weight * scale.reshape(view)).astype(np.float32)
    return weight, (rng.standard_normal(channels) * 0.05).astype(np.float32)


# MobileNetV2's inverted residual stages: expansion t, channels c, blocks n,
# stride s of the first block.
MOBILENETV2_STAGES = [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2),
                      (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2),
                      (6, 320, 1, 1)]


def mobilenetv2(ops, rng, size=224):
    """MobileNetV2 (width 1.0) on ops: 3x3/2 stem conv + ReLU6, inverted
    residual blocks (1x1 expand + ReLU6, 3x3 depthwise + ReLU6, 1x1 linear
    project, residual add when stride 1 and the channels agree), 1x1 conv to
    1280 + ReLU6, global average pool, fully connected 1280 -> 1000. Strided
    windows are padded (0, 1) as TF's SAME padding."""
    same2 = (0, 1, 0, 1)
    x = ops.input("image", (1, size, size, 3), -1.0, 1.0)
    w, b = folded_weights(rng, (32, 3, 3, 3), 27, 0)
    x = ops.conv(x, w, b, 2, same2, relu6=True)
    channels = 32
    for t, c, n, s in MOBILENETV2_STAGES:
        for block in range(n):
            stride = s if block == 0 else 1
            y = x
            hidden = channels * t
            if t != 1:
                w, b = folded_weights(rng, (hidden, 1, 1, channels),
                                      channels, 0)
                y = ops.conv(y, w, b, relu6=True)
            w, b = folded_weights(rng, (3, 3, hidden, 1), 9, 2)
            y = ops.depthwise(y, w, b, stride,
                              (1, 1, 1, 1) if stride == 1 else same2)
            # The linear bottleneck's folded scale is small, as in trained
            # networks: the residual sums grow slowly.
            w, b = folded_weights(rng, (c, 1, 1, hidden), hidden, 0,
                                  gain=0.5)
            y = ops.conv(y, w, b)
            if stride == 1 and channels == c:
                y = ops.add(x, y)
            x, channels = y, c
    w, b = folded_weights(rng, (1280, 1, 1, channels), channels, 0)
    x = ops.conv(x, w, b, relu6=True)
    x = ops.global_avg_pool(x)
    weight = (rng.standard_normal((1280, 1000)) *
              math.sqrt(1 / 1280)).astype(np.float32)
    return ops.fc(x, weight, (rng.standard_normal(1000) *
                              0.02).astype(np.float32))


def fc_layer(ops, rng):
    """A fully connected layer 2048 -> 1000 on a ReLU6-style input [0, 6]."""
    x = ops.input("x", (1, 1, 2048), 0.0, 6.0)
    weight = (rng.standard_normal((2048, 1000)) *
              math.sqrt(1 / 2048)).astype(np.float32)
    return ops.fc(x, weight, (rng.standard_normal(1000) *
                              0.1).astype(np.float32))


def make_float(layers):
    """The f32 network of `layers` (a function of ops and rng)."""
    def make(net):
        y = layers(FloatOps(net), net.rng)
        return net.record("output", net.reshape(y, (1, 1000)))
    return make


def make_int8(layers):
    """The int8 network of `layers`, calibrated on its f32 twin with the
    same weights (computed in numpy on the benchmark's kind of input, which
    --check then takes as the reference of the dequantized int8 output)."""
    def make(net):
        calibration = Net(copy.deepcopy(net.rng), True)
        ops = FloatOps(calibration)
        reference = layers(ops, calibration.rng)
        y = layers(QuantOps(net.g, ops.ranges), net.rng)
        net.stages = [("output (f32 twin)",
                       float(np.max(np.abs(reference[1]))))]
        net.quantization = (quantization(*ops.ranges[0]), (y.scale, y.zp))
        net.input_value = calibration.input_value
        net.reference = reference[1].reshape(1, 1000)
        return net.g.reshape(y.tensor, (1, 1000)), None
    return make


NETWORKS = {"fc_f32": make_fc, "fc_i8": make_int8(fc_layer),
            "resnet50_f32": make_resnet50,
            "transformer_f32": make_transformer,
            "mobilenetv2_f32": make_float(mobilenetv2),
            "mobilenetv2_i8": make_int8(mobilenetv2)}


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out_dir")
    parser.add_argument("names", nargs="*", metavar="name",
                        help=f"networks to write (default: all of "
                        f"{', '.join(NETWORKS)})")
    parser.add_argument("--seed", type=int, default=1,
                        help="seed of the weights")
    parser.add_argument("--check", action="store_true",
                        help="run the network in numpy, print activation "
                        "magnitudes")
    parser.add_argument("--run", action="store_true",
                        help="with --check: also compile and run with tosac "
                        "and compare")
    args = parser.parse_intermixed_args()
    names = args.names or list(NETWORKS)
    for name in names:
        if name not in NETWORKS:
            parser.error(f"unknown network '{name}' (known: "
                         f"{', '.join(NETWORKS)})")
    os.makedirs(args.out_dir, exist_ok=True)
    status = 0
    for name in names:
        start = time.time()
        net = Net(np.random.default_rng(args.seed), args.check)
        output = NETWORKS[name](net)
        net.g.output(output[0], "output")
        text = net.g.to_mlir()
        base = os.path.join(args.out_dir, name)
        with open(base + ".mlir", "w") as f:
            f.write(text)
        model = tosac.load_mlir(text, name)
        model.save(base + ".tosa")
        print(f"{name}: wrote {base}.mlir ({len(text) >> 20} MiB) and "
              f"{base}.tosa in {time.time() - start:.1f} s")
        if not args.check:
            continue
        for stage, magnitude in net.stages:
            print(f"  max |{stage}| = {magnitude:.4g}")
        if not all(math.isfinite(m) and m < 1e4 for _, m in net.stages):
            print(f"  {name}: activations out of range")
            status = 1
        if args.run:
            start = time.time()
            compiled = model.compile()
            seconds = time.time() - start
            if net.quantization is None:
                actual = compiled(net.input_value)
                expected = output[1]
                tolerance = 1e-4
            else:
                # int8: the dequantized output against the f32 twin's, within
                # the quantization error.
                (in_scale, in_zp), (out_scale, out_zp) = net.quantization
                q = np.clip(np.round(net.input_value / in_scale) + in_zp,
                            -128, 127).astype(np.int8)
                actual = (compiled(q).astype(np.float32) - out_zp) * out_scale
                expected = net.reference
                tolerance = 0.1
            error = np.max(np.abs(actual - expected)) / max(
                1.0, np.max(np.abs(expected)))
            print(f"  tosac (compiled in {seconds:.1f} s) vs numpy: largest "
                  f"difference {error:.2e} of the largest output")
            if not error < tolerance:
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
