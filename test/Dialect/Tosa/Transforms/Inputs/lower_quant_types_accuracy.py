#!/usr/bin/python3
# ===- lower_quant_types_accuracy.py - Executed tosa-lower-quant-types ---=== #
#
# Part of tosac, an MLIR-based compiler for TOSA.
#
# ===-------------------------------------------------------------------=== #
#
# This script checks the numbers tosa-lower-quant-types produces. For every
# case (conv2d, depthwise_conv2d, matmul, add, sub, mul, avg_pool2d, a
# conv-relu-add chain) and both multiplier widths it writes a graph on !quant
# types with random int8 data and weights, lowers it with
# `tosa-opt --tosa-lower-quant-types`, runs the result with `tosa-run` on the
# CPU and compares the int8 output with a float reference of the quantized math: dequantize with the types' scales and zero
# points, compute in float64, quantize with round-half-away-from-zero and
# clamp. Every output must be within 1 LSB.
#
# The output scale of each case is chosen from the reference so the output
# spans most of the int8 range; a wrong multiplier would then be off by many
# LSBs. To prove it, each case also runs once with the output scale of the
# graph 8% off (a wrong multiplier) and must then FAIL the 1-LSB check.
#
# Usage: lower_quant_types_accuracy.py WORKDIR TOSA_OPT TOSA_RUN
#
# ===-------------------------------------------------------------------=== #

import os
import subprocess
import sys

import numpy as np

RNG = np.random.default_rng(20240611)


def tensor(shape, element):
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + element + ">"


def quniform(scale, zp, storage="i8"):
    return "!quant.uniform<%s:f32, %r:%d>" % (storage, float(scale), int(zp))


def qaxis(scales, axis, storage="i8"):
    return "!quant.uniform<%s:f32:%d, {%s}>" % (
        storage, axis, ", ".join(repr(float(s)) for s in scales))


def hexconst(name, array, type_text):
    data = "0x" + array.tobytes().hex().upper()
    return ('  %%%s = "tosa.const"() <{values = dense<"%s"> : %s}> : () -> %s\n'
            % (name, data, type_text, type_text))


def zpconst(name, value):
    return ('  %%%s = "tosa.const"() <{values = dense<%d> : tensor<1xi8>}> : '
            '() -> tensor<1xi8>\n' % (name, value))


def round_half_away(x):
    return np.sign(x) * np.floor(np.abs(x) + 0.5)


def quantize(real, scale, zp):
    return np.clip(round_half_away(real / scale) + zp, -128, 127)


def pick_output(real):
    """An output scale/zero point covering the reference's range."""
    lo, hi = float(real.min()), float(real.max())
    lo, hi = min(lo, 0.0), max(hi, 0.0)
    scale = (hi - lo) / 250.0 if hi > lo else 1.0
    zp = int(np.clip(round(-128 - lo / scale) + 2, -128, 127))
    return scale, zp


def rand_i8(shape, lo=-128, hi=127):
    return RNG.integers(lo, hi + 1, size=shape).astype(np.int8)


def rand_scale():
    return float(RNG.uniform(0.005, 0.05))


# Each case returns (real reference, inputs, build(out_scale, out_zp) -> mlir).


def conv_reference(x, sx, zx, w, sw, b, depthwise=False, mult=1, pad=1):
    """NHWC conv / depthwise conv in float64; w is [OC,KH,KW,IC] or
    [KH,KW,C,M]; sw per output channel; b in accumulator units."""
    xr = (x.astype(np.float64) - zx) * sx
    xr = np.pad(xr, ((0, 0), (pad, pad), (pad, pad), (0, 0)))
    n, h, wd, c = xr.shape
    if depthwise:
        kh, kw, _, m = w.shape
        oc = c * m
    else:
        oc, kh, kw, _ = w.shape
    oh, ow = h - kh + 1, wd - kw + 1
    out = np.zeros((n, oh, ow, oc))
    wf = w.astype(np.float64)
    for i in range(oh):
        for j in range(ow):
            win = xr[:, i:i + kh, j:j + kw, :]
            if depthwise:
                prod = win[..., :, None] * wf[None]  # n,kh,kw,c,m
                out[:, i, j, :] = prod.sum(axis=(1, 2)).reshape(n, oc)
            else:
                out[:, i, j, :] = np.einsum("nhwc,ohwc->no", win, wf)
    out *= np.asarray(sw)
    out += b * sx * np.asarray(sw)
    return out


def case_conv2d(output_form=False):
    x = rand_i8((1, 6, 6, 3))
    w = rand_i8((4, 3, 3, 3), -127, 127)
    sx, zx = rand_scale(), int(RNG.integers(-20, 20))
    sw = [float(RNG.uniform(0.002, 0.02)) for _ in range(4)]
    b = RNG.integers(-2000, 2000, size=4).astype(np.int32)
    real = conv_reference(x, sx, zx, w, sw, b)
    acc = [sx * s for s in sw]

    def build(so, zo):
        tin = tensor(x.shape, quniform(sx, zx))
        tw = tensor(w.shape, qaxis(sw, 0))
        tb = tensor(b.shape, qaxis(acc, 0, "i32"))
        tacc = tensor(real.shape, qaxis(acc, 3, "i32"))
        tout = tensor(real.shape, quniform(so, zo))
        conv_out = tout if output_form else tacc
        text = "func.func @main(%%x: %s) -> %s {\n" % (tin, tout)
        text += hexconst("w", w, tw) + hexconst("b", b, tb)
        text += zpconst("izp", 0) + zpconst("wzp", 0)
        text += ("  %%acc = tosa.conv2d %%x, %%w, %%b, %%izp, %%wzp {acc_type = "
                 "i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, "
                 "1>, stride = array<i64: 1, 1>} : (%s, %s, %s, tensor<1xi8>, "
                 "tensor<1xi8>) -> %s\n" % (tin, tw, tb, conv_out))
        if output_form:
            text += "  return %%acc : %s\n}\n" % tout
        else:
            text += "  %%y = tosa.cast %%acc : (%s) -> %s\n" % (tacc, tout)
            text += "  return %%y : %s\n}\n" % tout
        return text

    return real, [x], build


def case_depthwise():
    x = rand_i8((1, 6, 6, 3))
    w = rand_i8((3, 3, 3, 2), -127, 127)
    sx, zx = rand_scale(), int(RNG.integers(-20, 20))
    sm = [float(RNG.uniform(0.002, 0.02)) for _ in range(2)]
    sw = [sm[ch % 2] for ch in range(6)]  # channel c*M+m has scale[m]
    b = RNG.integers(-2000, 2000, size=6).astype(np.int32)
    real = conv_reference(x, sx, zx, w, sw, b, depthwise=True)
    acc = [sx * s for s in sw]

    def build(so, zo):
        tin = tensor(x.shape, quniform(sx, zx))
        tw = tensor(w.shape, qaxis(sm, 3))
        tb = tensor(b.shape, qaxis(acc, 0, "i32"))
        tacc = tensor(real.shape, qaxis(acc, 3, "i32"))
        tout = tensor(real.shape, quniform(so, zo))
        text = "func.func @main(%%x: %s) -> %s {\n" % (tin, tout)
        text += hexconst("w", w, tw) + hexconst("b", b, tb)
        text += zpconst("izp", 0) + zpconst("wzp", 0)
        text += ("  %%acc = tosa.depthwise_conv2d %%x, %%w, %%b, %%izp, %%wzp "
                 "{acc_type = i32, dilation = array<i64: 1, 1>, pad = "
                 "array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (%s, "
                 "%s, %s, tensor<1xi8>, tensor<1xi8>) -> %s\n"
                 % (tin, tw, tb, tacc))
        text += "  %%y = tosa.cast %%acc : (%s) -> %s\n" % (tacc, tout)
        text += "  return %%y : %s\n}\n" % tout
        return text

    return real, [x], build


def case_matmul():
    a = rand_i8((2, 4, 8))
    bm = rand_i8((2, 8, 5))
    sa, za = rand_scale(), int(RNG.integers(-20, 20))
    sb, zb = rand_scale(), int(RNG.integers(-10, 10))
    real = np.einsum("nhc,ncw->nhw", (a.astype(np.float64) - za) * sa,
                     (bm.astype(np.float64) - zb) * sb)

    def build(so, zo):
        ta = tensor(a.shape, quniform(sa, za))
        tb = tensor(bm.shape, quniform(sb, zb))
        tacc = tensor(real.shape, quniform(sa * sb, 0, "i32"))
        tout = tensor(real.shape, quniform(so, zo))
        text = "func.func @main(%%a: %s, %%b: %s) -> %s {\n" % (ta, tb, tout)
        text += zpconst("azp", 0) + zpconst("bzp", 0)
        text += ("  %%acc = tosa.matmul %%a, %%b, %%azp, %%bzp : (%s, %s, "
                 "tensor<1xi8>, tensor<1xi8>) -> %s\n" % (ta, tb, tacc))
        text += "  %%y = tosa.cast %%acc : (%s) -> %s\n" % (tacc, tout)
        text += "  return %%y : %s\n}\n" % tout
        return text

    return real, [a, bm], build


def case_addsub(op):
    a = rand_i8((2, 3, 4))
    b = rand_i8((1, 3, 4))
    sa, za = rand_scale(), int(RNG.integers(-30, 30))
    sb, zb = rand_scale(), int(RNG.integers(-30, 30))
    ra = (a.astype(np.float64) - za) * sa
    rb = (b.astype(np.float64) - zb) * sb
    real = ra + rb if op == "add" else ra - rb

    def build(so, zo):
        ta = tensor(a.shape, quniform(sa, za))
        tb = tensor(b.shape, quniform(sb, zb))
        tout = tensor(real.shape, quniform(so, zo))
        text = "func.func @main(%%a: %s, %%b: %s) -> %s {\n" % (ta, tb, tout)
        text += "  %%y = tosa.%s %%a, %%b : (%s, %s) -> %s\n" % (op, ta, tb,
                                                                tout)
        text += "  return %%y : %s\n}\n" % tout
        return text

    return real, [a, b], build


def case_mul():
    a = rand_i8((2, 3, 4))
    b = rand_i8((2, 1, 4))
    sa, za = rand_scale(), int(RNG.integers(-30, 30))
    sb, zb = rand_scale(), int(RNG.integers(-30, 30))
    real = ((a.astype(np.float64) - za) * sa) * ((b.astype(np.float64) - zb)
                                                  * sb)

    def build(so, zo):
        ta = tensor(a.shape, quniform(sa, za))
        tb = tensor(b.shape, quniform(sb, zb))
        tout = tensor(real.shape, quniform(so, zo))
        text = "func.func @main(%%a: %s, %%b: %s) -> %s {\n" % (ta, tb, tout)
        text += zpconst("shift", 0)
        text += ("  %%y = tosa.mul %%a, %%b, %%shift : (%s, %s, tensor<1xi8>) "
                 "-> %s\n" % (ta, tb, tout))
        text += "  return %%y : %s\n}\n" % tout
        return text

    return real, [a, b], build


def case_chain():
    """conv2d -> requantize -> ReLU (clamp at the zero point) -> residual
    add with the input, as in a MobileNet block."""
    x = rand_i8((1, 5, 5, 3))
    w = rand_i8((3, 3, 3, 3), -127, 127)
    sx, zx = rand_scale(), int(RNG.integers(-20, 20))
    sw = [float(RNG.uniform(0.002, 0.02)) for _ in range(3)]
    b = np.zeros(3, dtype=np.int32)
    conv = conv_reference(x, sx, zx, w, sw, b)
    s1, z1 = pick_output(conv)
    # The integer graph quantizes the conv output; the reference does too.
    q1 = quantize(conv, s1, z1)
    relu = np.maximum(q1, z1)
    real = (relu - z1) * s1 + (x.astype(np.float64) - zx) * sx
    acc = [sx * s for s in sw]

    def build(so, zo):
        tin = tensor(x.shape, quniform(sx, zx))
        tw = tensor(w.shape, qaxis(sw, 0))
        tb = tensor(b.shape, "i32")
        tacc = tensor(conv.shape, qaxis(acc, 3, "i32"))
        t1 = tensor(conv.shape, quniform(s1, z1))
        tout = tensor(real.shape, quniform(so, zo))
        text = "func.func @main(%%x: %s) -> %s {\n" % (tin, tout)
        text += hexconst("w", w, tw) + hexconst("b", b, tb)
        text += zpconst("zp", 0)
        text += ("  %%acc = tosa.conv2d %%x, %%w, %%b, %%zp, %%zp {acc_type = "
                 "i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, "
                 "1>, stride = array<i64: 1, 1>} : (%s, %s, %s, tensor<1xi8>, "
                 "tensor<1xi8>) -> %s\n" % (tin, tw, tb, tacc))
        text += "  %%q = tosa.cast %%acc : (%s) -> %s\n" % (tacc, t1)
        text += ("  %%r = tosa.clamp %%q {max_val = 127 : i8, min_val = %d : "
                 "i8} : (%s) -> %s\n" % (z1, t1, t1))
        text += "  %%y = tosa.add %%r, %%x : (%s, %s) -> %s\n" % (t1, tin, tout)
        text += "  return %%y : %s\n}\n" % tout
        return text

    return real, [x], build


def case_avg_pool(same_scale):
    x = rand_i8((1, 6, 6, 3))
    sx, zx = rand_scale(), int(RNG.integers(-30, 30))
    xr = (x.astype(np.float64) - zx) * sx
    real = xr.reshape(1, 3, 2, 3, 2, 3).mean(axis=(2, 4))

    def build(so, zo):
        tin = tensor(x.shape, quniform(sx, zx))
        tout = tensor(real.shape, quniform(so, zo))
        text = "func.func @main(%%x: %s) -> %s {\n" % (tin, tout)
        text += zpconst("zp", 0)
        text += ("  %%y = tosa.avg_pool2d %%x, %%zp, %%zp {acc_type = i32, "
                 "kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, "
                 "stride = array<i64: 2, 2>} : (%s, tensor<1xi8>, "
                 "tensor<1xi8>) -> %s\n" % (tin, tout))
        text += "  return %%y : %s\n}\n" % tout
        return text

    def fixed_scale(real_out):
        # Same scale as the input (the pool only moves the zero point), or
        # a coarser one (the extra RESCALE keeps the error within 1 LSB).
        return (sx if same_scale else sx * 1.7), int(RNG.integers(-20, 20))

    return real, [x], build, fixed_scale


CASES = [
    ("conv2d", lambda: case_conv2d()),
    ("conv2d-output-form", lambda: case_conv2d(output_form=True)),
    ("depthwise_conv2d", case_depthwise),
    ("matmul", case_matmul),
    ("add", lambda: case_addsub("add")),
    ("sub", lambda: case_addsub("sub")),
    ("mul", case_mul),
    ("conv-relu-add", case_chain),
    ("avg_pool2d", lambda: case_avg_pool(True)),
    ("avg_pool2d-rescaled", lambda: case_avg_pool(False)),
]


def run_graph(workdir, name, text, inputs, tosa_opt, tosa_run, bits,
              output_form):
    base = os.path.join(workdir, name)
    src, lowered, outdir = base + ".mlir", base + ".lowered.mlir", base + ".out"
    with open(src, "w") as f:
        f.write(text)
    cmd = [tosa_opt, src, "--tosa-lower-quant-types=multiplier-bits=%d" % bits,
           "-o", lowered]
    if output_form:
        # TOSA's type tables give conv2d, add and sub i32 results, so these
        # graphs with i8 results only parse unverified (see QuantTypes.md).
        cmd.append("--mlir-very-unsafe-disable-verifier-on-parsing")
    subprocess.run(cmd, check=True)
    with open(lowered) as f:
        if "!quant" in f.read():
            raise SystemExit("%s: quantized types left after lowering" % name)
    args = [tosa_run, lowered, "--output-dir", outdir]
    for i, array in enumerate(inputs):
        path = "%s.in%d.npy" % (base, i)
        np.save(path, array)
        args += ["--input", path]
    subprocess.run(args, check=True)
    return np.load(os.path.join(outdir, "result0.npy"))


def main():
    workdir, tosa_opt, tosa_run = sys.argv[1:4]
    os.makedirs(workdir, exist_ok=True)
    failures = 0
    for bits in (32, 16):
        for name, make in CASES:
            made = make()
            real, inputs, build = made[:3]
            if len(made) == 4:
                scale, zp = made[3](real)
            else:
                scale, zp = pick_output(real)
            expected = quantize(real, scale, zp)
            # An i8 result of conv2d, add, sub or mul is the framework form
            # the verifier rejects (the spec's type tables want i32 there).
            output_form = name.endswith("output-form") or name in (
                "add", "sub", "mul", "conv-relu-add")
            tag = "%s-%d" % (name, bits)
            got = run_graph(workdir, tag, build(scale, zp), inputs, tosa_opt,
                            tosa_run, bits, output_form)
            err = int(np.abs(got.astype(np.int64) - expected).max())
            span = int(expected.max() - expected.min())
            ok = err <= 1
            failures += not ok
            print("%-24s bits=%d max_error=%d LSB (output span %d LSB) %s"
                  % (name, bits, err, span, "ok" if ok else "FAIL"))
            # Negative control: a multiplier 8% off must fail the check.
            if bits == 32 and name != "avg_pool2d":
                bad = run_graph(workdir, tag + "-wrong",
                                build(scale * 1.08, zp), inputs, tosa_opt,
                                tosa_run, bits, output_form)
                bad_err = int(np.abs(bad.astype(np.int64) - expected).max())
                caught = bad_err > 1
                failures += not caught
                print("%-24s bits=%d wrong multiplier: max_error=%d LSB %s"
                      % (name, bits, bad_err,
                         "detected" if caught else "NOT DETECTED"))
    if failures:
        print("FAILED: %d checks" % failures)
        return 1
    print("PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
