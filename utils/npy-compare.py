#!/usr/bin/python3
"""Compares two .npy files for tests: prints `equal` when dtype, shape and
every element are the same, `close` when the values are within the given
tolerances (--rtol/--atol, numpy.allclose), and otherwise `differ` with the
number of differing elements and the largest absolute difference. With
--bytes, arrays of one element size compare as bytes (`equal bytes`): an
unsigned array against its signed reinterpretation, as .tosa files hold
uint8 data."""
import argparse

import numpy as np


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--rtol", type=float, default=0.0)
    parser.add_argument("--atol", type=float, default=0.0)
    parser.add_argument("--bytes", action="store_true")
    args = parser.parse_args()
    a, b = np.load(args.a), np.load(args.b)
    if args.bytes:
        same = (a.dtype.itemsize == b.dtype.itemsize and a.shape == b.shape
                and a.tobytes() == b.tobytes())
        print("equal bytes" if same else
              f"differ: {a.dtype}{list(a.shape)} vs {b.dtype}{list(b.shape)}")
        return
    if a.dtype != b.dtype or a.shape != b.shape:
        print(f"differ: {a.dtype}{list(a.shape)} vs {b.dtype}{list(b.shape)}")
    elif np.array_equal(a, b, equal_nan=a.dtype.kind == "f"):
        print("equal")
    elif (args.rtol or args.atol) and np.allclose(a, b, rtol=args.rtol, atol=args.atol):
        print("close")
    else:
        wide_a, wide_b = a.astype(np.float64), b.astype(np.float64)
        print(f"differ: {int((a != b).sum())} elements, "
              f"max |a - b| = {np.abs(wide_a - wide_b).max()}")


if __name__ == "__main__":
    main()
