"""Variables persist in a compiled model across calls."""

import numpy as np
import pytest

import tosac
from tosac import Graph


def accumulator(initial=(1, 2, 3, 4)):
    g = Graph()
    g.variable("acc", (4,), "i32", initial_value=np.array(initial))
    x = g.input("x", (4,), "i32")
    total = g.add(g.variable_read("acc"), x)
    g.variable_write("acc", total)
    g.output(total, "out")
    return g


@pytest.mark.parametrize("target", ["cpu", "vta-sim"])
def test_variable_persists_across_calls(target):
    model = accumulator().compile(target)
    assert [(v.name, v.dtype, v.shape) for v in model.variables] == [
        ("acc", np.dtype(np.int32), (4,))]
    x = np.array([10, 20, 30, 40], np.int32)
    np.testing.assert_array_equal(model(x), [11, 22, 33, 44])
    np.testing.assert_array_equal(model(x), [21, 42, 63, 84])
    np.testing.assert_array_equal(model.get_variable("acc"), [21, 42, 63, 84])


def test_set_variable_and_separate_instances():
    g = accumulator()
    first, second = g.compile(), g.compile()
    first.set_variable("acc", np.array([100, 0, 0, 0], np.int32))
    x = np.ones(4, np.int32)
    np.testing.assert_array_equal(first(x), [101, 1, 1, 1])
    # Each compiled model holds its own state.
    np.testing.assert_array_equal(second(x), [2, 3, 4, 5])


def test_uninitialized_variable_read_is_a_runtime_error():
    g = Graph()
    g.variable("state", (4,), "i32")
    x = g.input("x", (4,), "i32")
    total = g.add(g.variable_read("state"), x)
    g.variable_write("state", total)
    g.output(total, "out")
    model = g.compile()
    with pytest.raises(tosac.TosacError, match=r"runtime check failed: "
                       r".*REQUIRE\(is_written\).*'state'"):
        model(np.ones(4, np.int32))
    model.set_variable("state", np.arange(4, dtype=np.int32))
    np.testing.assert_array_equal(model(np.ones(4, np.int32)), [1, 2, 3, 4])
