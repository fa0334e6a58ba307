#!/usr/bin/python3
"""An independent numpy model of examples/mobilenet_block.mlir, written from
the TOSA 1.0 pseudo-code (depthwise_conv2d, conv2d, rescale with
apply_scale_32, clamp, add). It writes the bundled input and the output the
model must produce:

    /usr/bin/python3 examples/mobilenet_block_reference.py examples/

creates mobilenet_block.input.npy (seeded random int8) and
mobilenet_block.expected.npy. tosac never reads this script's code; the
example test compares tosa-run's output with the expected file."""
import os
import sys

import numpy as np


def apply_scale_32(value, multiplier, shift, double_round):
    value = value.astype(np.int64)
    multiplier = np.int64(multiplier)
    shift = np.int64(shift)
    round_ = np.int64(1) << (shift - 1)
    if double_round and shift > 31:
        round_ = np.where(value >= 0, round_ + (1 << 30), round_ - (1 << 30))
    result = (value * multiplier + round_) >> shift
    assert (result >= -(1 << 31)).all() and (result < (1 << 31)).all()
    return result


def rescale(value, in_zp, out_zp, multiplier, shift, double_round, lo, hi):
    """Per-tensor or per-channel (last axis) rescale to [lo, hi]."""
    value = value.astype(np.int64) - in_zp
    multiplier = np.broadcast_to(np.asarray(multiplier, np.int64), value.shape[-1:])
    shift = np.broadcast_to(np.asarray(shift, np.int64), value.shape[-1:])
    out = np.empty(value.shape, np.int64)
    for c in range(value.shape[-1]):
        out[..., c] = apply_scale_32(value[..., c], multiplier[c], shift[c],
                                     double_round)
    return np.clip(out + out_zp, lo, hi)


def depthwise3x3(x, in_zp, weight, bias):
    """NHWC input, weights [3, 3, C, 1], pad 1, stride 1, int32 accumulate."""
    n, h, w, c = x.shape
    padded = np.zeros((n, h + 2, w + 2, c), np.int64)
    padded[:, 1:-1, 1:-1, :] = x.astype(np.int64) - in_zp
    acc = np.zeros((n, h, w, c), np.int64) + bias
    for ky in range(3):
        for kx in range(3):
            acc += padded[:, ky:ky + h, kx:kx + w, :] * weight[ky, kx, :, 0]
    return acc


def conv1x1(x, in_zp, weight, bias):
    """NHWC input, weights [O, 1, 1, I], int32 accumulate."""
    acc = np.einsum("nhwi,oi->nhwo", x.astype(np.int64) - in_zp,
                    weight[:, 0, 0, :].astype(np.int64))
    return acc + bias


def model(x):
    in_zp = out_zp = -128
    dw = depthwise3x3(x, in_zp, np.full((3, 3, 8, 1), 3), np.full(8, 100))
    dw_q = rescale(dw, 0, out_zp, 1518500250, 38, True, -128, 127)
    dw_relu = np.clip(dw_q, -128, 127)
    pw = conv1x1(dw_relu, out_zp, np.full((8, 1, 1, 8), 2), np.zeros(8))
    pw_q = rescale(pw, 0, out_zp,
                   [1073741824, 1100000000, 1200000000, 1300000000,
                    1400000000, 1500000000, 1600000000, 1700000000],
                   [36, 36, 36, 36, 37, 37, 37, 37], True, -128, 127)
    int32 = (-(1 << 31), (1 << 31) - 1)
    lhs = rescale(x, in_zp, 0, 1073741824, 30, False, *int32)
    rhs = rescale(pw_q, out_zp, 0, 1073741824, 30, False, *int32)
    total = lhs + rhs
    return rescale(total, 0, out_zp, 1073741824, 30, False, -128, 127)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else "."
    rng = np.random.default_rng(7)
    x = rng.integers(-128, 128, size=(1, 16, 16, 8), dtype=np.int8)
    np.save(os.path.join(out_dir, "mobilenet_block.input.npy"), x)
    np.save(os.path.join(out_dir, "mobilenet_block.expected.npy"),
            model(x).astype(np.int8))


if __name__ == "__main__":
    main()
