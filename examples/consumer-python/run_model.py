"""A Python consumer of an installed tosac.

Run with only the installed prefix on the path, no build tree:

    PYTHONPATH=<prefix>/lib/python3/dist-packages \\
        python3 run_model.py model.tosa input.npy expected.npy

It loads the model, compiles it for this CPU, runs it on the input and
checks the output against the expected array, then builds a small graph
with tosac.Graph, runs it and checks it against numpy. Exit status 0 means
both matched. test/Install runs it against a temporary prefix.
"""

import os
import sys

import numpy as np
import tosac


def main(argv):
    if len(argv) != 4:
        print(f"usage: {argv[0]} model.tosa input.npy expected.npy",
              file=sys.stderr)
        return 2
    print(f"tosac {tosac.__version__} (git {tosac.__git_revision__ or '?'}) "
          f"from {os.path.dirname(tosac.__file__)}")

    model = tosac.load(argv[1]).compile("cpu")
    x = np.load(argv[2])
    expected = np.load(argv[3])
    y = model(x)
    differ = int(np.count_nonzero(y != expected))
    print(f"{argv[1]}: {differ} of {y.size} outputs differ from {argv[3]}")

    g = tosac.Graph()
    a = g.input("a", (2, 3), "f32")
    b = g.input("b", (2, 3), "f32")
    g.output(g.add(a, b), "sum")
    lhs = np.arange(6, dtype=np.float32).reshape(2, 3)
    rhs = np.full((2, 3), 0.5, np.float32)
    total = g.compile()(lhs, rhs)
    graph_ok = np.array_equal(total, lhs + rhs)
    print(f"tosac.Graph add: {'matches' if graph_ok else 'differs from'} numpy")

    ok = differ == 0 and graph_ok
    print("consumer-python:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
