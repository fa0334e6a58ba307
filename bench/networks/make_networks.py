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
  resnet50_f32     ResNet-50 v1.5 on a 1x224x224x3 NHWC image: batch norm
                   folded into the convolutions' weights and biases, ReLU
                   as clamp, 7x7/2 conv, 3x3/2 max pool, bottleneck blocks
                   [3, 4, 6, 3] (stride 2 in the 3x3 conv of the first block
                   of stages 2-4, 1x1/2 projection shortcut), global 7x7
                   average pool, fully connected 2048 -> 1000.
  transformer_f32  one post-norm encoder block (BERT-base sizes): sequence
                   128, d_model 768, 12 heads, FFN 3072 with tanh GELU.

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
with numpy's.
"""

import argparse
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

    def input(self, name, shape):
        """The graph input, with (if checking) a numpy value like the
        benchmark's: uniform in [-1, 1]."""
        x = self.g.input(name, shape, "f32")
        if self.numpy_check:
            self.input_value = np.random.default_rng(1).uniform(
                -1, 1, shape).astype(np.float32)
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

    def conv2d(self, v, weight, bias, stride, pad):
        def compute(a):
            top, bottom, left, right = pad
            a = np.pad(a, ((0, 0), (top, bottom), (left, right), (0, 0)))
            oc, kh, kw, ic = weight.shape
            windows = np.lib.stride_tricks.sliding_window_view(
                a, (kh, kw), axis=(1, 2))[:, ::stride, ::stride]
            n, oh, ow = windows.shape[:3]
            # [n, oh, ow, c, kh, kw] -> rows of kh * kw * c, weight order.
            rows = windows.transpose(0, 1, 2, 4, 5, 3).reshape(n * oh * ow,
                                                               -1)
            out = rows @ weight.reshape(oc, -1).T + bias
            return out.reshape(n, oh, ow, oc).astype(np.float32)
        return self._apply(v, lambda t: self.g.conv2d(
            t, weight, bias, stride=stride, pad=pad), compute)

    def relu(self, v):
        return self._apply(v, self.g.relu, lambda a: np.maximum(a, 0))

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


NETWORKS = {"fc_f32": make_fc, "resnet50_f32": make_resnet50,
            "transformer_f32": make_transformer}


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
            actual = compiled(net.input_value)
            expected = output[1]
            error = np.max(np.abs(actual - expected)) / max(
                1.0, np.max(np.abs(expected)))
            print(f"  tosac (compiled in {seconds:.1f} s) vs numpy: largest "
                  f"difference {error:.2e} of the largest output")
            if not error < 1e-4:
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
