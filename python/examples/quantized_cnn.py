#!/usr/bin/env python3
"""Build a small quantized CNN with tosac's graph builder, save it as a .tosa
file, load it back and run it on the CPU and on the VTA simulator.

    PYTHONPATH=build/python_packages /usr/bin/python3 \
        python/examples/quantized_cnn.py [--out DIR] [--seed N]

The network: int8 3x3 conv2d (per-channel requantization) + ReLU + 2x2 max
pool, then a fully connected layer as a matmul + rescale. Weights are random;
scales are chosen so that the accumulators map onto int8. The script prints
the CPU logits, how far the VTA path is from them (VTA requantizes with a
16-bit multiplier: docs/Vta.md), and the VTA programs that ran.
"""

import argparse
import os
import sys
import tempfile

import numpy as np

import tosac
from tosac.builder import compute_scale32


def build(rng):
    """The CNN as a tosac.Graph, from numpy weights."""
    g = tosac.Graph()
    x = g.input("image", (1, 8, 8, 8), np.int8)

    conv_w = rng.integers(-127, 128, (16, 3, 3, 8)).astype(np.int8)
    conv_b = rng.integers(-2000, 2000, 16).astype(np.int32)
    scales = rng.uniform(0.0006, 0.0012, 16)          # one per channel
    multipliers, shifts = zip(*(compute_scale32(s) for s in scales))

    y = g.conv2d(x, conv_w, conv_b, pad=1, input_zp=-3)      # int32
    y = g.rescale(y, multipliers, shifts, output_zp=-128)    # int8
    y = g.relu(y, zero_point=-128)
    y = g.max_pool2d(y, kernel=2)                            # 1x4x4x16

    fc_w = rng.integers(-127, 128, (1, 4 * 4 * 16, 10)).astype(np.int8)
    y = g.reshape(y, (1, 1, -1))                             # 1x1x256
    z = g.matmul(y, fc_w, a_zp=-128)                         # int32
    z = g.rescale(z, *compute_scale32(0.0009), output_zp=0)
    g.output(z, "logits")
    return g


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", help="directory for cnn.tosa (default: a "
                        "temporary directory)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    rng = np.random.default_rng(args.seed)
    graph = build(rng)
    out_dir = args.out or tempfile.mkdtemp(prefix="tosac-cnn-")
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "cnn.tosa")
    graph.save(path)
    print(f"saved {path} ({os.path.getsize(path)} bytes)")

    model = tosac.load(path)
    cpu = model.compile("cpu")
    vta = model.compile("vta-sim")
    print(cpu)

    worst = 0
    for i in range(4):
        image = rng.integers(-128, 128, (1, 8, 8, 8)).astype(np.int8)
        a, b = cpu(image), vta(image)
        diff = int(np.abs(a.astype(int) - b.astype(int)).max())
        worst = max(worst, diff)
        print(f"image {i}: cpu {a.ravel().tolist()}  vta-sim max|diff| {diff}")
    for s in vta.vta_stats():
        print(f"  vta @{s['name']}: {s['instructions']} instructions, "
              f"{s['total_cycles']} cycles")
    print(f"cpu compile {cpu.compile_seconds * 1e3:.0f} ms, "
          f"vta-sim compile {vta.compile_seconds * 1e3:.0f} ms")
    # The 16-bit requantization is within 1 per layer; two layers stay small.
    return 0 if worst <= 2 else 1


if __name__ == "__main__":
    sys.exit(main())
