"""Every failure raises tosac.TosacError with the diagnostic text."""

import numpy as np
import pytest

import tosac

ADD = """
func.func @main(%a: tensor<4xi32> {tosa.name = "a"}) -> (tensor<4xi32> {tosa.name = "out"}) {
  %0 = tosa.add %a, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
"""


def test_error_class():
    assert issubclass(tosac.TosacError, RuntimeError)


def test_missing_file(tmp_path):
    with pytest.raises(tosac.TosacError, match="cannot read .*nothing.tosa"):
        tosac.load(tmp_path / "nothing.tosa")


def test_malformed_tosa_file(tmp_path):
    bad = tmp_path / "bad.tosa"
    bad.write_bytes(b"this is not a flatbuffer")
    with pytest.raises(tosac.TosacError) as info:
        tosac.load(bad)
    assert "bad.tosa" in str(info.value)


def test_parse_error_has_location():
    with pytest.raises(tosac.TosacError, match=r"my\.mlir:2:\d+: error:"):
        tosac.load_mlir("func.func @main() {\n  %0 = tosa.bogus\n}\n",
                        "my.mlir")


def test_verifier_error():
    text = ADD.replace("-> tensor<4xi32>\n", "-> tensor<5xi32>\n", 1)
    with pytest.raises(tosac.TosacError, match="error:"):
        tosac.load_mlir(text)


def test_wrong_dtype_and_shape():
    model = tosac.load_mlir(ADD).compile()
    with pytest.raises(tosac.TosacError,
                       match=r"input 'a' expects dtype int32 \(INT32\), "
                             r"got int8"):
        model(np.zeros(4, np.int8))
    with pytest.raises(tosac.TosacError,
                       match=r"input 'a' expects shape \(4,\), got \(2, 2\)"):
        model(np.zeros((2, 2), np.int32))


def test_wrong_dtype_checked_in_cpp_too():
    # The extension checks again, below the Python wrapper.
    model = tosac.load_mlir(ADD).compile()
    with pytest.raises(tosac.TosacError,
                       match=r"input 'a' expects INT32 data .* got npy '<f4'"):
        model._compiled.run([np.zeros(4, np.float32)])
    with pytest.raises(tosac.TosacError, match="expected 1 inputs, got 2"):
        model._compiled.run([np.zeros(4, np.int32)] * 2)


def test_input_names_and_counts():
    model = tosac.load_mlir(ADD).compile()
    x = np.zeros(4, np.int32)
    with pytest.raises(tosac.TosacError, match="missing input 'a'"):
        model()
    with pytest.raises(tosac.TosacError, match="no input named 'b'"):
        model(b=x)
    with pytest.raises(tosac.TosacError, match="expected 1 inputs, got 2"):
        model(x, x)
    with pytest.raises(tosac.TosacError, match="given twice"):
        model(x, a=x)


def test_variable_errors():
    model = tosac.load_mlir("tosa.variable @v = dense<0> : tensor<2xi8>\n"
                            + ADD).compile()
    with pytest.raises(tosac.TosacError, match="no variable named 'w'"):
        model.get_variable("w")
    with pytest.raises(tosac.TosacError, match="no variable named 'w'"):
        model.set_variable("w", np.zeros(2, np.int8))
    with pytest.raises(tosac.TosacError,
                       match=r"variable 'v' expects shape \(2,\), got \(3,\)"):
        model.set_variable("v", np.zeros(3, np.int8))


def test_unknown_target_and_entry():
    model = tosac.load_mlir(ADD)
    with pytest.raises(tosac.TosacError, match="unknown target 'gpu'"):
        model.compile("gpu")
    with pytest.raises(tosac.TosacError, match="no function named 'nope'"):
        model.compile(entry="nope")


def test_runtime_check_failure():
    # A data-dependent REQUIRE: gather indices must be in range.
    text = """
func.func @main(%v: tensor<1x4x2xi32> {tosa.name = "values"}, %i: tensor<1x3xi32> {tosa.name = "indices"}) -> tensor<1x3x2xi32> {
  %0 = tosa.gather %v, %i : (tensor<1x4x2xi32>, tensor<1x3xi32>) -> tensor<1x3x2xi32>
  return %0 : tensor<1x3x2xi32>
}
"""
    model = tosac.load_mlir(text).compile()
    values = np.arange(8, dtype=np.int32).reshape(1, 4, 2)
    out = model(values, np.array([[0, 3, 1]], np.int32))
    np.testing.assert_array_equal(out, values[:, [0, 3, 1], :])
    with pytest.raises(tosac.TosacError, match="runtime check failed"):
        model(values, np.array([[0, 4, 1]], np.int32))


def test_export_error():
    # func.call is not a TOSA operator: the .tosa exporter rejects it.
    text = """
func.func private @f(%a: tensor<4xi32>) -> tensor<4xi32> {
  return %a : tensor<4xi32>
}
func.func @main(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = func.call @f(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
"""
    with pytest.raises(tosac.TosacError, match="error"):
        tosac.load_mlir(text).to_tosa()


MUL_I8 = """
func.func @main(%a: tensor<4xi8> {tosa.name = "a"}) -> (tensor<4xi8> {tosa.name = "out"}) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
"""


def test_strict_rejects_framework_forms():
    # MUL with int8 results is outside the TOSA 1.0 tables: a framework form
    # tosac runs (the product's low bits) unless strict.
    model = tosac.load_mlir(MUL_I8)
    out = model.compile()(np.array([3, -7, 100, 127], np.int8))
    assert out.tolist() == [9, 49, 16, 1]
    with pytest.raises(tosac.TosacError,
                       match=r"'tosa.mul' op expected a type combination TOSA "
                             r"supports: got \(i8, i8, i8\) -> i8"):
        model.compile(strict=True)
