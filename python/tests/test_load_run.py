"""Loading models from files and text, their interface, and running them."""

import numpy as np
import pytest

import tosac

ADD_MLIR = """
func.func @main(%a: tensor<4xi32> {tosa.name = "a"}, %b: tensor<4xi32> {tosa.name = "b"}) -> (tensor<4xi32> {tosa.name = "sum"}, tensor<4xi32> {tosa.name = "diff"}) {
  %0 = tosa.add %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.sub %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}
"""


@pytest.mark.parametrize("ext", [".tosa", ".mlir"])
def test_mobilenet_block_matches_expected(repo, ext):
    model = tosac.load(repo / "examples" / f"mobilenet_block{ext}")
    compiled = model.compile("cpu")
    (info,) = compiled.inputs
    assert (info.name, info.dtype, info.shape, info.tosa_type) == (
        "input", np.dtype(np.int8), (1, 16, 16, 8), "INT8")
    assert [o.name for o in compiled.outputs] == ["output"]
    x = np.load(repo / "examples" / "mobilenet_block.input.npy")
    expected = np.load(repo / "examples" / "mobilenet_block.expected.npy")
    y = compiled(x)
    assert y.dtype == np.int8 and y.shape == expected.shape
    np.testing.assert_array_equal(y, expected)
    # By name, and through run(), which always returns a tuple.
    np.testing.assert_array_equal(compiled(input=x), expected)
    (z,) = compiled.run(x)
    np.testing.assert_array_equal(z, expected)


def test_mobilenet_block_on_vta_sim_within_one(repo):
    compiled = tosac.load(repo / "examples" / "mobilenet_block.tosa").compile(
        "vta-sim")
    x = np.load(repo / "examples" / "mobilenet_block.input.npy")
    expected = np.load(repo / "examples" / "mobilenet_block.expected.npy")
    diff = np.abs(compiled(x).astype(int) - expected.astype(int))
    assert diff.max() <= 2, diff.max()


def test_load_mlir_several_outputs_and_names():
    compiled = tosac.load_mlir(ADD_MLIR).compile()
    a = np.array([1, 2, 3, 4], np.int32)
    b = np.array([10, 20, 30, 40], np.int32)
    s, d = compiled(a, b)
    np.testing.assert_array_equal(s, a + b)
    np.testing.assert_array_equal(d, a - b)
    s, d = compiled(b=b, a=a)
    np.testing.assert_array_equal(d, a - b)
    # Lists are converted to the input's dtype.
    s, _ = compiled([1, 1, 1, 1], b)
    np.testing.assert_array_equal(s, b + 1)
    # Non-contiguous arrays are accepted (copied to C order).
    wide = np.arange(8, dtype=np.int32)
    s, _ = compiled(wide[::2], wide[1::2])
    np.testing.assert_array_equal(s, wide[::2] + wide[1::2])


def test_one_model_compiles_for_two_targets_and_saves(repo, tmp_path):
    model = tosac.load_mlir(ADD_MLIR)
    a = np.arange(4, dtype=np.int32)
    for target in ("cpu", "vta-sim"):
        s, _ = model.compile(target)(a, a)
        np.testing.assert_array_equal(s, 2 * a)
    model.save(tmp_path / "add.tosa")
    model.save(tmp_path / "add.json")
    for ext in (".tosa", ".json"):
        s, _ = tosac.load(tmp_path / f"add{ext}").compile()(a, a)
        np.testing.assert_array_equal(s, 2 * a)
    again = tosac.load_tosa_bytes((tmp_path / "add.tosa").read_bytes())
    assert "tosa.sub" in again.to_mlir()


@pytest.mark.parametrize("dtype,etype", [
    (np.bool_, "i1"), (np.int8, "i8"), (np.int16, "i16"), (np.int32, "i32"),
    (np.int64, "i64"), (np.float16, "f16"), (np.float32, "f32")])
def test_dtypes_round_trip_through_identity(dtype, etype):
    text = (f'func.func @main(%x: tensor<2x3x{etype}> {{tosa.name = "x"}}) -> '
            f"tensor<2x3x{etype}> {{\n"
            f"  %0 = tosa.identity %x : (tensor<2x3x{etype}>) -> "
            f"tensor<2x3x{etype}>\n  return %0 : tensor<2x3x{etype}>\n}}\n")
    compiled = tosac.load_mlir(text).compile()
    assert compiled.inputs[0].dtype == np.dtype(dtype)
    x = (np.arange(6).reshape(2, 3) % 3 - 1).astype(dtype)
    y = compiled(x)
    assert y.dtype == np.dtype(dtype)
    np.testing.assert_array_equal(y, x)


def test_int48_maps_to_int64():
    text = """
func.func @main(%x: tensor<3xi48> {tosa.name = "x"}) -> tensor<3xi48> {
  %0 = tosa.identity %x : (tensor<3xi48>) -> tensor<3xi48>
  return %0 : tensor<3xi48>
}
"""
    compiled = tosac.load_mlir(text).compile()
    assert compiled.inputs[0].dtype == np.dtype(np.int64)
    assert compiled.inputs[0].tosa_type == "INT48"
    x = np.array([-(1 << 47), 5, (1 << 47) - 1], np.int64)
    np.testing.assert_array_equal(compiled(x), x)


def test_version_names_the_release_and_revision():
    major, minor, patch = tosac.__version__.split(".")
    assert all(part.isdigit() for part in (major, minor, patch))
    revision = tosac.__git_revision__
    assert revision == "" or all(c in "0123456789abcdef-dirty"
                                 for c in revision)


MATMUL_MLIR = """
func.func @main(%a: tensor<1x128x64xf32>, %b: tensor<1x64x512xf32>) -> tensor<1x128x512xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x128x64xf32>, tensor<1x64x512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x128x512xf32>
  return %0 : tensor<1x128x512xf32>
}
"""


def test_thread_count_changes_nothing_but_the_threads():
    rng = np.random.default_rng(3)
    a = rng.uniform(-1, 1, (1, 128, 64)).astype(np.float32)
    b = rng.uniform(-1, 1, (1, 64, 512)).astype(np.float32)
    compiled = tosac.load_mlir(MATMUL_MLIR).compile(threads=1)
    assert compiled.threads == 1
    single = compiled(a, b)
    np.testing.assert_allclose(single, a @ b, rtol=1e-5, atol=1e-5)
    for threads in (2, 3):
        compiled.threads = threads
        assert compiled.threads == threads
        np.testing.assert_array_equal(compiled(a, b), single)
    compiled.threads = 0
    assert compiled.threads >= 1
    with pytest.raises(tosac.TosacError, match="threads must be 0"):
        compiled.threads = -2


DYNAMIC_BATCH = """
func.func @main(%a: tensor<?x3xi32> {tosa.name = "a"}) -> (tensor<?x3xi32> {tosa.name = "out"}) {
  %c = "tosa.const"() <{values = dense<[[1, 2, 3]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %0 = tosa.add %a, %c : (tensor<?x3xi32>, tensor<1x3xi32>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}
"""


def test_dynamic_batch_runs_at_every_size():
    compiled = tosac.load_mlir(DYNAMIC_BATCH).compile()
    assert compiled.inputs[0].shape == (None, 3)
    assert compiled.outputs[0].shape == (None, 3)
    static = tosac.load_mlir(DYNAMIC_BATCH.replace("?x", "8x")).compile()
    x = np.arange(24, dtype=np.int32).reshape(8, 3)
    for batch in (1, 3, 8, 3):
        y = compiled(x[:batch])
        assert y.shape == (batch, 3)
        np.testing.assert_array_equal(y, x[:batch] + [1, 2, 3])
    np.testing.assert_array_equal(compiled(x), static(x))
    with pytest.raises(tosac.TosacError,
                       match=r"input 'a' expects shape \(\?, 3\), got \(2, 4\)"):
        compiled(np.zeros((2, 4), np.int32))
