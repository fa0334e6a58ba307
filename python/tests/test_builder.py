"""The graph builder: shape inference, the emitted ops run correctly, and a
small quantized CNN built from numpy weights matches an independent numpy
model of TOSA's integer arithmetic (exactly on the CPU, within VTA's 16-bit
requantization bound on the simulator), through a .tosa file and back."""

import subprocess

import numpy as np
import pytest

import tosac
from tosac import Graph
from tosac.builder import compute_scale32

# ---------------------------------------------------------------------------
# An independent numpy model of the integer arithmetic
# ---------------------------------------------------------------------------


def apply_scale_32(value, multiplier, shift):
    """TOSA apply_scale_32, SINGLE_ROUND: round half up of (v * M) >> S."""
    value = np.asarray(value, np.int64)
    multiplier = np.asarray(multiplier, np.int64)
    shift = np.asarray(shift, np.int64)
    rounding = np.left_shift(np.int64(1), shift - 1)
    return (value * multiplier + rounding) >> shift


def rescale_ref(v, multiplier, shift, input_zp, output_zp, lo=-128, hi=127):
    scaled = apply_scale_32(np.asarray(v, np.int64) - input_zp, multiplier,
                            shift)
    return np.clip(scaled + output_zp, lo, hi)


def conv2d_ref(x, w, b, pad, input_zp):
    """NHWC x OHWI, stride 1, zero padding after subtracting input_zp."""
    xs = np.asarray(x, np.int64) - input_zp
    xs = np.pad(xs, ((0, 0), (pad, pad), (pad, pad), (0, 0)))
    n, h, wd, _ = xs.shape
    oc, kh, kw, _ = w.shape
    oh, ow = h - kh + 1, wd - kw + 1
    out = np.zeros((n, oh, ow, oc), np.int64)
    for dy in range(kh):
        for dx in range(kw):
            patch = xs[:, dy:dy + oh, dx:dx + ow, :]
            out += np.einsum("nhwc,oc->nhwo", patch,
                             w[:, dy, dx, :].astype(np.int64))
    return out + np.asarray(b, np.int64)


def max_pool_ref(x, k):
    n, h, w, c = x.shape
    return x.reshape(n, h // k, k, w // k, k, c).max(axis=(2, 4))


# ---------------------------------------------------------------------------
# The quantized CNN
# ---------------------------------------------------------------------------

IN_ZP, ACT_ZP, OUT_ZP = -3, -128, 5


def make_weights(seed):
    rng = np.random.default_rng(seed)
    return {
        "conv_w": rng.integers(-127, 128, (16, 3, 3, 8)).astype(np.int8),
        "conv_b": rng.integers(-2000, 2000, 16).astype(np.int32),
        # Per-channel scales mapping the accumulator range onto int8.
        "conv_scale": rng.uniform(0.0006, 0.0012, 16),
        "fc_w": rng.integers(-127, 128, (1, 4 * 4 * 16, 10)).astype(np.int8),
        "fc_scale": 0.0009,
    }


def build_cnn(p, features_only=False):
    g = Graph()
    x = g.input("image", (1, 8, 8, 8), np.int8)
    mult, shift = zip(*(compute_scale32(s) for s in p["conv_scale"]))
    y = g.conv2d(x, p["conv_w"], p["conv_b"], pad=(1, 1, 1, 1),
                 input_zp=IN_ZP)
    assert y.shape == (1, 8, 8, 16) and y.etype == "i32"
    y = g.rescale(y, mult, shift, output_zp=ACT_ZP)
    y = g.relu(y, zero_point=ACT_ZP)
    y = g.max_pool2d(y, kernel=2)
    assert y.shape == (1, 4, 4, 16)
    if features_only:
        g.output(y, "features")
        return g
    y = g.reshape(y, (1, 1, -1))
    z = g.matmul(y, p["fc_w"], a_zp=ACT_ZP)
    assert z.shape == (1, 1, 10) and z.etype == "i32"
    z = g.rescale(z, *compute_scale32(p["fc_scale"]), output_zp=OUT_ZP)
    g.output(z, "logits")
    return g


def features_ref(p, image):
    mult, shift = zip(*(compute_scale32(s) for s in p["conv_scale"]))
    acc = conv2d_ref(image, p["conv_w"], p["conv_b"], 1, IN_ZP)
    q = rescale_ref(acc, np.array(mult), np.array(shift), 0, ACT_ZP)
    q = np.clip(q, ACT_ZP, 127)
    return max_pool_ref(q, 2)


def fc_ref(p, features):
    a = features.reshape(1, 1, -1).astype(np.int64) - ACT_ZP
    acc = np.einsum("nhc,ncw->nhw", a, p["fc_w"].astype(np.int64))
    return rescale_ref(acc, *compute_scale32(p["fc_scale"]), 0, OUT_ZP)


@pytest.fixture(scope="module")
def cnn(tmp_path_factory):
    p = make_weights(7)
    path = tmp_path_factory.mktemp("cnn") / "cnn.tosa"
    build_cnn(p).save(path)
    model = tosac.load(path)
    images = [np.random.default_rng(100 + i).integers(
        -128, 128, (1, 8, 8, 8)).astype(np.int8) for i in range(8)]
    return p, path, model, images


def test_compute_scale32_matches_definition():
    for scale in (0.5, 1 / 3, 0.0007, 0.75, 1.0, 3.9e-10):
        m, s = compute_scale32(scale)
        assert 1 << 30 <= m < 1 << 31 or s == 62
        assert abs(m * 2.0**-s - scale) <= 2.0**-s
    # The mobilenet example's depthwise scale, sqrt(2)/2 * 2^-7.
    assert compute_scale32(2**0.5 / 2 / 128) == (1518500250, 38)


def test_cnn_exact_on_cpu(cnn):
    p, _, model, images = cnn
    compiled = model.compile("cpu")
    assert [i.name for i in compiled.inputs] == ["image"]
    assert compiled.outputs[0].shape == (1, 1, 10)
    for image in images:
        expected = fc_ref(p, features_ref(p, image))
        np.testing.assert_array_equal(compiled(image), expected)
        # The reference is not trivial: the logits spread over the range.
    logits = np.stack([compiled(i) for i in images])
    assert len(np.unique(logits)) > 20


def test_cnn_on_vta_sim_within_bound(cnn, capsys):
    p, _, model, images = cnn
    features_model = build_cnn(p, features_only=True).compile("vta-sim")
    full = model.compile("vta-sim")
    stats = {s["name"]: s["launches"] for s in full.vta_stats()}
    assert any(n.startswith("vta_conv2d") for n in stats), stats
    assert any(n.startswith("vta_matmul") for n in stats), stats
    assert any(n.startswith("vta_max_pool2d") for n in stats), stats
    feature_diffs, fc_diffs, end_to_end = [], [], []
    for image in images:
        # Each requantized layer is within 1 of apply_scale_32 (the 16-bit
        # bound of docs/Vta.md) on the inputs it got.
        features = features_model(image)
        feature_diffs.append(np.abs(features.astype(int) -
                                    features_ref(p, image)))
        logits = full(image)
        fc_diffs.append(np.abs(logits.astype(int) - fc_ref(p, features)))
        end_to_end.append(np.abs(logits.astype(int) -
                                 fc_ref(p, features_ref(p, image))))
    feature_diffs = np.concatenate([d.ravel() for d in feature_diffs])
    fc_diffs = np.concatenate([d.ravel() for d in fc_diffs])
    end_to_end = np.concatenate([d.ravel() for d in end_to_end])
    with capsys.disabled():
        print(f"\nvta-sim vs numpy: features max|diff| {feature_diffs.max()} "
              f"({np.mean(feature_diffs > 0):.2%} differ), logits per layer "
              f"max|diff| {fc_diffs.max()} ({np.mean(fc_diffs > 0):.2%}), "
              f"end to end max|diff| {end_to_end.max()} "
              f"({np.mean(end_to_end > 0):.2%})")
    assert feature_diffs.max() <= 1
    assert fc_diffs.max() <= 1
    assert np.mean(feature_diffs > 0) < 0.05


def test_cnn_round_trips_through_tosa_translate(cnn, tosa_translate):
    p, path, model, images = cnn
    text = subprocess.run([str(tosa_translate), "--import-tosa-flatbuffer",
                           str(path)], check=True, capture_output=True,
                          text=True).stdout
    for op in ("tosa.conv2d", "tosa.rescale", "tosa.clamp",
               "tosa.max_pool2d", "tosa.reshape", "tosa.matmul"):
        assert op in text
    compiled = tosac.load_mlir(text).compile()
    np.testing.assert_array_equal(compiled(images[0]),
                                  fc_ref(p, features_ref(p, images[0])))


# ---------------------------------------------------------------------------
# Individual ops against numpy
# ---------------------------------------------------------------------------


def run(g, *inputs):
    return g.compile()(*inputs)


def test_shape_inference_errors():
    g = Graph()
    x = g.input("x", (1, 5, 5, 3), "i8")
    with pytest.raises(ValueError, match="multiple of the stride 2"):
        g.conv2d(x, np.zeros((4, 2, 2, 3), np.int8), stride=2)
    with pytest.raises(ValueError, match="3 channels"):
        g.conv2d(x, np.zeros((4, 1, 1, 2), np.int8))
    with pytest.raises(ValueError, match="cannot broadcast"):
        g.add(x, g.input("y", (1, 5, 4, 3), "i8"))
    with pytest.raises(ValueError, match="cannot reshape"):
        g.reshape(x, (2, -1, 7))
    with pytest.raises(ValueError, match="not a permutation"):
        g.transpose(x, (0, 1, 1, 2))
    with pytest.raises(ValueError, match="out of the i8 range"):
        g.const(np.array([300]), "i8")
    with pytest.raises(ValueError, match="no outputs"):
        g.to_mlir()


def test_conv_strides_dilation_depthwise_and_pools():
    g = Graph()
    x = g.input("x", (1, 9, 9, 4), "i8")
    assert g.conv2d(x, np.ones((2, 3, 3, 4), np.int8), stride=2).shape == (
        1, 4, 4, 2)
    assert g.conv2d(x, np.ones((2, 3, 3, 4), np.int8), dilation=2,
                    pad=(2, 2, 2, 2)).shape == (1, 9, 9, 2)
    d = g.depthwise_conv2d(x, np.ones((3, 3, 4, 2), np.int8), pad=1)
    assert d.shape == (1, 9, 9, 8) and d.etype == "i32"
    assert g.max_pool2d(x, 3, stride=3).shape == (1, 3, 3, 4)
    assert g.avg_pool2d(x, 3, stride=2).shape == (1, 4, 4, 4)


def test_elementwise_ops_match_numpy():
    g = Graph()
    a = g.input("a", (2, 3), "i32")
    b = g.input("b", (2, 3), "i32")
    g.output(g.add(a, b), "add")
    g.output(g.sub(a, np.array([[1, 2, 3]], np.int32)), "sub")
    g.output(g.mul(a, b, shift=1), "mul")
    g.output(g.clamp(g.cast(a, "i8"), -5, 5), "clamp")
    g.output(g.transpose(a, (1, 0)), "t")
    g.output(g.concat([a, b], axis=0), "cat")
    g.output(g.reshape(b, (3, 2)), "r")
    g.output(g.cast(a, "i8"), "cast")
    av = np.array([[1, -7, 30], [100, -100, 6]], np.int32)
    bv = np.array([[3, 3, -3], [-5, 2, 9]], np.int32)
    add, sub, mul, clamp, t, cat, r, cast = run(g, av, bv)
    np.testing.assert_array_equal(add, av + bv)
    np.testing.assert_array_equal(sub, av - [[1, 2, 3]])
    # mul with shift 1: round half up of (a * b) / 2.
    np.testing.assert_array_equal(mul, (av.astype(np.int64) * bv + 1) >> 1)
    np.testing.assert_array_equal(clamp, np.clip(av.astype(np.int8), -5, 5))
    np.testing.assert_array_equal(t, av.T)
    np.testing.assert_array_equal(cat, np.concatenate([av, bv]))
    np.testing.assert_array_equal(r, bv.reshape(3, 2))
    np.testing.assert_array_equal(cast, av.astype(np.int8))


def test_int8_mul_table_avg_pool_and_float_graph():
    g = Graph()
    x = g.input("x", (1, 4, 4, 2), "i8")
    g.output(g.mul(x, x), "sq")
    table = np.arange(256) - 128
    table = np.clip(table // 2, -128, 127).astype(np.int8)
    g.output(g.table(x, table), "half")
    g.output(g.avg_pool2d(x, 2), "avg")
    xv = np.random.default_rng(3).integers(-128, 128, (1, 4, 4, 2)).astype(
        np.int8)
    sq, half, avg = run(g, xv)
    assert sq.dtype == np.int32
    np.testing.assert_array_equal(sq, xv.astype(np.int32) ** 2)
    np.testing.assert_array_equal(half, table[xv.astype(int) + 128])
    sums = xv.astype(np.int64).reshape(1, 2, 2, 2, 2, 2).sum(axis=(2, 4))
    # The spec: apply_scale_32(sum, reciprocal_scale(4)), with
    # reciprocal_scale(v) = ((2^30 + 1) << k) // v, shift 30 + k.
    k = (4 - 1).bit_length()
    multiplier, shift = (((1 << 30) + 1) << k) // 4, 30 + k
    np.testing.assert_array_equal(avg, apply_scale_32(sums, multiplier, shift))

    f = Graph()
    y = f.input("y", (1, 4, 4, 3), np.float32)
    w = np.random.default_rng(4).standard_normal((2, 1, 1, 3)).astype(
        np.float32)
    conv = f.conv2d(y, w, np.array([0.5, -0.25], np.float32))
    f.output(f.relu(conv), "out")
    yv = np.random.default_rng(5).standard_normal((1, 4, 4, 3)).astype(
        np.float32)
    out = run(f, yv)
    expected = np.maximum(np.einsum("nhwc,oc->nhwo", yv, w[:, 0, 0, :])
                          + [0.5, -0.25], 0)
    np.testing.assert_allclose(out, expected, rtol=1e-5, atol=1e-6)


def test_constants_of_every_encoding():
    """Splats, literals and hex data of float, int, int48 and bool consts."""
    g = Graph()
    x = g.input("x", (2, 3), "f32")
    c1 = np.array([[1.5, -2.25, 3e-8], [np.inf, 0, -0.0]], np.float32)
    g.output(g.add(g.add(x, c1), np.full((2, 3), 0.1, np.float32)), "a")
    g.output(g.add(x, np.full((2, 3), np.nan, np.float32)), "nan")
    h = g.input("h", (70,), "f16")
    ramp = np.linspace(-3, 3, 70).astype(np.float16)
    g.output(g.add(h, ramp), "h")
    big = np.arange(100, dtype=np.int16) * 300
    g.output(g.cast(g.const(big), "i32"), "big")
    g.output(g.cast(g.const(np.array([True, False, True])), "i8"), "bool")
    wide = np.array([(1 << 30) - 1, -5, 7])
    g.output(g.rescale(g.const(wide, "i48"), 1 << 14, 14, scale32=False,
                       out_dtype="i32"), "i48")
    ones = np.ones((2, 3), np.float32)
    a, nan, hh, bigv, boolv, i48 = g.compile()(ones, np.zeros(70, np.float16))
    np.testing.assert_array_equal(a, ones + c1 + np.float32(0.1))
    assert np.isnan(nan).all()
    np.testing.assert_array_equal(hh, ramp)
    np.testing.assert_array_equal(bigv, big)
    np.testing.assert_array_equal(boolv, [1, 0, 1])
    np.testing.assert_array_equal(i48, wide)


def test_depthwise_and_strided_conv_run():
    rng = np.random.default_rng(11)
    g = Graph()
    x = g.input("x", (1, 5, 5, 3), "i8")
    dw = rng.integers(-5, 6, (3, 3, 3, 2)).astype(np.int8)
    g.output(g.depthwise_conv2d(x, dw, pad=1, input_zp=2), "dw")
    w = rng.integers(-5, 6, (4, 3, 3, 3)).astype(np.int8)
    g.output(g.conv2d(x, w, np.arange(4, dtype=np.int32), stride=2), "conv")
    xv = rng.integers(-128, 128, (1, 5, 5, 3)).astype(np.int8)
    dwv, convv = g.compile()(xv)
    assert dwv.shape == (1, 5, 5, 6) and convv.shape == (1, 2, 2, 4)
    xs = np.pad(xv.astype(np.int64) - 2, ((0, 0), (1, 1), (1, 1), (0, 0)))
    expected = np.zeros((1, 5, 5, 3, 2), np.int64)
    for dy in range(3):
        for dx in range(3):
            expected += (xs[:, dy:dy + 5, dx:dx + 5, :, None] *
                         dw[dy, dx].astype(np.int64))
    np.testing.assert_array_equal(dwv, expected.reshape(1, 5, 5, 6))
    full = conv2d_ref(xv, w, np.arange(4), 0, 0)
    np.testing.assert_array_equal(convv, full[:, ::2, ::2, :])


def test_float_unary_ops_match_numpy():
    g = Graph()
    x = g.input("x", (3, 5), "f32")
    g.output(g.exp(x), "exp")
    g.output(g.reciprocal(x), "reciprocal")
    g.output(g.rsqrt(x), "rsqrt")
    g.output(g.tanh(g.sub(x, np.float32(1.5))), "tanh")
    xv = np.random.default_rng(12).uniform(0.1, 4, (3, 5)).astype(np.float32)
    exp, reciprocal, rsqrt, tanh = run(g, xv)
    np.testing.assert_allclose(exp, np.exp(xv), rtol=1e-6)
    np.testing.assert_allclose(reciprocal, 1 / xv, rtol=1e-6)
    np.testing.assert_allclose(rsqrt, 1 / np.sqrt(xv), rtol=1e-6)
    np.testing.assert_allclose(tanh, np.tanh(xv - 1.5), rtol=1e-6, atol=1e-7)
    i = g.input("i", (3,), "i32")
    for op in (g.exp, g.reciprocal, g.rsqrt, g.tanh):
        with pytest.raises(ValueError, match="must be f16, bf16 or f32"):
            op(i)


def test_reductions_keep_the_axis_and_match_numpy():
    g = Graph()
    x = g.input("x", (2, 3, 4), "f32")
    s0 = g.reduce_sum(x, 0)
    assert s0.shape == (1, 3, 4)
    g.output(s0, "sum0")
    g.output(g.reduce_sum(x, -1, keepdims=False), "sum_last")
    m1 = g.reduce_max(x, 1)
    assert m1.shape == (2, 1, 4)
    g.output(m1, "max1")
    i = g.input("i", (4, 5), "i32")
    g.output(g.reduce_sum(i, 1), "isum")
    g.output(g.reduce_max(g.cast(i, "i8"), 0, keepdims=False), "imax")
    rng = np.random.default_rng(13)
    xv = rng.standard_normal((2, 3, 4)).astype(np.float32)
    iv = rng.integers(-100, 100, (4, 5)).astype(np.int32)
    sum0, sum_last, max1, isum, imax = run(g, xv, iv)
    np.testing.assert_allclose(sum0, xv.sum(axis=0, keepdims=True),
                               rtol=1e-6, atol=1e-6)
    assert sum_last.shape == (2, 3)
    np.testing.assert_allclose(sum_last, xv.sum(axis=-1), rtol=1e-6,
                               atol=1e-6)
    np.testing.assert_array_equal(max1, xv.max(axis=1, keepdims=True))
    np.testing.assert_array_equal(isum, iv.sum(axis=1, keepdims=True))
    np.testing.assert_array_equal(imax, iv.astype(np.int8).max(axis=0))
    with pytest.raises(ValueError, match="axis 3 is out of range"):
        g.reduce_sum(x, 3)
    with pytest.raises(ValueError, match="reduce_sum: element type"):
        g.reduce_sum(g.cast(i, "i8"), 0)


def test_slice_matches_numpy():
    g = Graph()
    x = g.input("x", (1, 6, 6, 2), "f32")
    y = g.slice(x, (0, 1, 0, 0), (1, 5, 3, 2))
    assert y.shape == (1, 5, 3, 2)
    g.output(y, "y")
    xv = np.arange(72, dtype=np.float32).reshape(1, 6, 6, 2)
    np.testing.assert_array_equal(run(g, xv), xv[:, 1:6, 0:3, :])
    with pytest.raises(ValueError, match="do not fit"):
        g.slice(x, (0, 2, 0, 0), (1, 5, 3, 2))
    with pytest.raises(ValueError, match="expected 4 starts"):
        g.slice(x, (0, 0), (1, 1))


def test_softmax_and_layer_norm_match_numpy():
    """The transformer's softmax and layer norm, built from the reductions,
    exp, reciprocal and rsqrt."""
    g = Graph()
    x = g.input("x", (1, 4, 8), "f32")
    e = g.exp(g.sub(x, g.reduce_max(x, -1)))
    g.output(g.mul(e, g.reciprocal(g.reduce_sum(e, -1))), "softmax")
    mean = g.mul(g.reduce_sum(x, -1), np.float32(1 / 8))
    centered = g.sub(x, mean)
    var = g.mul(g.reduce_sum(g.mul(centered, centered), -1),
                np.float32(1 / 8))
    g.output(g.mul(centered, g.rsqrt(g.add(var, np.float32(1e-5)))), "norm")
    xv = np.random.default_rng(14).standard_normal((1, 4, 8)).astype(
        np.float32) * 3
    softmax, norm = run(g, xv)
    e = np.exp(xv - xv.max(axis=-1, keepdims=True))
    np.testing.assert_allclose(softmax, e / e.sum(axis=-1, keepdims=True),
                               rtol=1e-5, atol=1e-7)
    c = xv - xv.mean(axis=-1, keepdims=True)
    np.testing.assert_allclose(
        norm, c / np.sqrt((c * c).mean(axis=-1, keepdims=True) + 1e-5),
        rtol=1e-5, atol=1e-5)
