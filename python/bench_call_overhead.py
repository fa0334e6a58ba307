#!/usr/bin/env python3
"""Measure what calling a compiled model from Python costs on top of the C++
executor, on a tiny graph (add of two 4-element float32 tensors).

    PYTHONPATH=build/python_packages /usr/bin/python3 \
        python/bench_call_overhead.py [--runs N]

Prints the median time per call of
  - CompiledModule::run timed inside C++ (_tosac._bench_run_cpp),
  - the extension's run() called from Python (numpy <-> NpyArray copies),
  - the tosac.CompiledModel call (argument handling, dtype/shape checks),
and the ratio of the last to the first.
"""

import argparse
import os
import statistics
import sys
import time

import numpy as np

# This file sits next to the tosac/ sources, which have no extension: import
# the built package (PYTHONPATH) rather than the source folder.
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]

import tosac  # noqa: E402
from tosac import _tosac  # noqa: E402


def median_per_call(function, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=20000)
    args = parser.parse_args()

    g = tosac.Graph()
    a = g.input("a", (4,), np.float32)
    b = g.input("b", (4,), np.float32)
    g.output(g.add(a, b), "sum")
    model = g.compile("cpu")
    x = np.arange(4, dtype=np.float32)
    y = np.ones(4, dtype=np.float32)
    np.testing.assert_array_equal(model(x, y), x + y)

    # Warm up, then measure each layer.
    for _ in range(1000):
        model(x, y)
    cpp = statistics.median(_tosac._bench_run_cpp(model._compiled, args.runs,
                                                  [x, y]))
    ext = median_per_call(lambda: model._compiled.run([x, y]), args.runs)
    py = median_per_call(lambda: model(x, y), args.runs)
    print(f"tiny graph: add of two 4-element f32 tensors, {args.runs} runs, "
          "median per call")
    print(f"  C++ CompiledModule::run      {cpp * 1e6:8.2f} us")
    print(f"  _tosac run() from Python     {ext * 1e6:8.2f} us")
    print(f"  tosac.CompiledModel __call__ {py * 1e6:8.2f} us")
    print(f"  Python call / C++ run        {py / cpp:8.2f}x "
          f"(+{(py - cpp) * 1e6:.2f} us per call)")


if __name__ == "__main__":
    main()
