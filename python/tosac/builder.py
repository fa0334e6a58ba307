"""A small graph builder that writes TOSA 1.0 MLIR.

This file implements `Graph`: declare inputs, add constants (numpy arrays)
and operators, mark outputs, then get TOSA MLIR text (`to_mlir`), a .tosa
file (`save`), or a compiled model (`compile`). Output shapes and element
types are computed here, in Python, with the spec's formulas; a shape or type
error raises ValueError at the op that caused it.

    g = Graph()
    x = g.input("x", (1, 8, 8, 4), "i8")
    y = g.conv2d(x, weights, bias, pad=(1, 1, 1, 1), input_zp=-128)
    y = g.rescale(y, multiplier, shift, output_zp=-128)
    g.output(g.relu(y, zero_point=-128), "y")
    g.save("net.tosa")

The text uses the syntax of examples/mobilenet_block.mlir: zero points,
rescale multipliers/shifts and the mul shift are `tosa.const` operands, as
TOSA 1.0 wants. Only numpy is needed; `save` to .tosa and `compile` use the
`_tosac` extension.
"""

import math
import os
import re

import numpy as np

__all__ = ["Graph", "Tensor", "compute_scale32", "compute_scale16"]

# Element types: MLIR spelling -> numpy dtype holding the values.
_NUMPY_OF = {
    "i1": np.dtype(np.bool_), "i4": np.dtype(np.int8),
    "i8": np.dtype(np.int8), "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32), "i48": np.dtype(np.int64),
    "i64": np.dtype(np.int64), "f16": np.dtype(np.float16),
    "bf16": np.dtype(np.uint16), "f32": np.dtype(np.float32),
}
_ALIASES = {
    "bool": "i1", "int4": "i4", "int8": "i8", "int16": "i16", "int32": "i32",
    "int48": "i48", "int64": "i64", "float16": "f16", "fp16": "f16",
    "bfloat16": "bf16", "float32": "f32", "fp32": "f32",
}
_INT_BITS = {"i4": 4, "i8": 8, "i16": 16, "i32": 32, "i48": 48, "i64": 64}
_FLOATS = ("f16", "bf16", "f32")
_ROUNDING = {"single": "SINGLE_ROUND", "double": "DOUBLE_ROUND",
             "inexact": "INEXACT_ROUND"}


def element_type(dtype):
    """The MLIR element type ("i8", "f32", ...) of a numpy dtype or name."""
    if isinstance(dtype, str):
        name = _ALIASES.get(dtype.lower(), dtype.lower())
        if name in _NUMPY_OF:
            return name
    try:
        dt = np.dtype(dtype)
    except TypeError:
        raise ValueError(f"unknown element type {dtype!r}") from None
    for name in ("i1", "i8", "i16", "i32", "i64", "f16", "f32"):
        if _NUMPY_OF[name] == dt:
            return name
    raise ValueError(f"no TOSA element type for numpy dtype {dt}")


def _int_range(etype):
    bits = _INT_BITS[etype]
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


def _tensor_type(shape, etype):
    dims = "".join(f"{d}x" for d in shape)
    return f"tensor<{dims}{etype}>"


def _compute_scale(scale, bits):
    """Multiplier and shift with multiplier * 2^-shift ~= scale, as
    TosaArith's computeScale32/16 (round half away from zero)."""
    if not (scale >= 0 and math.isfinite(scale)):
        raise ValueError(f"scale {scale} is not representable")
    if scale == 0:
        return 0, 62
    mantissa, exponent = math.frexp(scale)
    one = 1 << (bits - 1)
    multiplier = math.floor(mantissa * one + 0.5)
    if multiplier == one:
        multiplier //= 2
        exponent += 1
    shift = bits - 1 - exponent
    if shift > 62:
        shift = 62
        multiplier = math.floor(scale * 2.0**62 + 0.5)
    elif shift < 2:
        shift = 2
        multiplier = math.floor(scale * 4 + 0.5)
        if multiplier >= one:
            raise ValueError(f"scale {scale} is too large")
    return int(multiplier), int(shift)


def compute_scale32(scale):
    """(multiplier, shift) of a 32-bit RESCALE scale: multiplier in
    [2^30, 2^31) and multiplier * 2^-shift ~= scale."""
    return _compute_scale(float(scale), 32)


def compute_scale16(scale):
    """(multiplier, shift) of a 16-bit RESCALE scale (scale32 = false)."""
    return _compute_scale(float(scale), 16)


class Tensor:
    """A value of the graph: its SSA name, shape and element type."""

    def __init__(self, graph, ssa, shape, etype):
        self.graph = graph
        self.ssa = ssa
        self.shape = tuple(int(d) for d in shape)
        self.etype = etype

    @property
    def dtype(self):
        """The numpy dtype that holds the values (int48 in int64 ...)."""
        return _NUMPY_OF[self.etype]

    @property
    def type(self):
        return _tensor_type(self.shape, self.etype)

    def __repr__(self):
        return f"<Tensor {self.ssa}: {self.type}>"


def _dense(values, etype):
    """A `dense<...>` literal of `values` (a numpy array) as `etype`."""
    a = np.asarray(values)
    flat = a.reshape(-1)
    if etype == "i1":
        items = ["true" if v else "false" for v in flat]
        if items and all(i == items[0] for i in items):
            return f"dense<{items[0]}>"
        return "dense<" + _nested(items, a.shape) + ">"
    if etype in _FLOATS:
        if etype == "bf16":
            raw = np.asarray(a, dtype=np.uint16)
        else:
            raw = np.asarray(a, dtype=_NUMPY_OF[etype])
        rflat = raw.reshape(-1)
        if rflat.size and np.all(rflat == rflat[0]) and etype != "bf16" \
                and np.isfinite(rflat[0]):
            return f"dense<{float(rflat[0])!r}>"
        data = rflat[:1] if rflat.size and np.all(
            rflat.view(f"u{rflat.itemsize}") ==
            rflat.view(f"u{rflat.itemsize}")[0]) else rflat
        return f'dense<"0x{data.astype(data.dtype.newbyteorder("<")).tobytes().hex().upper()}">'
    lo, hi = _int_range(etype)
    ints = flat.astype(np.int64)
    if ints.size and (ints.min() < lo or ints.max() > hi):
        raise ValueError(f"constant values out of the {etype} range "
                         f"[{lo}, {hi}]")
    if ints.size and np.all(ints == ints[0]):
        return f"dense<{int(ints[0])}>"
    if etype in ("i8", "i16", "i32", "i64") and ints.size > 64:
        data = ints.astype(_NUMPY_OF[etype].newbyteorder("<"))
        return f'dense<"0x{data.tobytes().hex().upper()}">'
    return "dense<" + _nested([str(int(v)) for v in ints], a.shape) + ">"


def _nested(items, shape):
    if len(shape) == 0:
        return items[0]
    if len(shape) == 1:
        return "[" + ", ".join(items) + "]"
    step = len(items) // shape[0] if shape[0] else 0
    return "[" + ", ".join(_nested(items[i * step:(i + 1) * step], shape[1:])
                           for i in range(shape[0])) + "]"


def _i64_array(values, count, what):
    values = [int(v) for v in values]
    if len(values) != count:
        raise ValueError(f"{what} needs {count} values, got {len(values)}")
    return "array<i64: " + ", ".join(map(str, values)) + ">"


def _pair(value):
    if isinstance(value, int):
        return (value, value)
    return tuple(value)


def _scalar_attr(value, etype):
    if etype in _FLOATS:
        value = float(value)
        if math.isfinite(value):
            return f"{value!r} : {etype}"
        bits = np.asarray(value, dtype=_NUMPY_OF[etype]).view(
            f"u{_NUMPY_OF[etype].itemsize}")
        return f"{hex(int(bits))} : {etype}"
    return f"{int(value)} : {etype}"


def _window_output(size, pad_before, pad_after, kernel, stride, dilation,
                   what):
    span = size - 1 + pad_before + pad_after - (kernel - 1) * dilation
    if span < 0 or span % stride:
        raise ValueError(
            f"{what}: (in - 1 + pads - (kernel - 1) * dilation) = {span} "
            f"must be >= 0 and a multiple of the stride {stride} "
            "(TOSA's idiv_check)")
    return span // stride + 1


class Graph:
    """A TOSA function under construction (see the module docstring)."""

    def __init__(self, name="main"):
        self.name = name
        self._body = []
        self._inputs = []
        self._outputs = []
        self._variables = {}
        self._names = set()
        self._count = 0

    # -- Values ------------------------------------------------------------

    def _fresh(self, hint):
        base = re.sub(r"[^A-Za-z0-9_]", "_", hint or "v") or "v"
        if base[0].isdigit():
            base = "v" + base
        name = base
        while name in self._names:
            self._count += 1
            name = f"{base}_{self._count}"
        self._names.add(name)
        return "%" + name

    def _emit(self, hint, shape, etype, text):
        """Appends `%name = text` and returns the new tensor."""
        result = Tensor(self, self._fresh(hint), shape, etype)
        self._body.append(f"  {result.ssa} = {text}")
        return result

    def _own(self, tensor):
        if not isinstance(tensor, Tensor) or tensor.graph is not self:
            raise ValueError(f"expected a tensor of this graph, got {tensor!r}")
        return tensor

    def _value(self, value, etype, shape=None, hint="c"):
        """A tensor of this graph: `value` itself, or a constant of `etype`
        (reshaped to `shape` when given) made from a numpy array/scalar."""
        if isinstance(value, Tensor):
            return self._own(value)
        array = np.asarray(value)
        if shape is not None:
            array = array.reshape(shape)
        return self.const(array, etype, name=hint)

    def input(self, name, shape, dtype):
        """Declares a graph input of `shape` and element type `dtype` (a
        numpy dtype or a name like "i8", "int48", "bf16")."""
        etype = element_type(dtype)
        tensor = Tensor(self, self._fresh(name), shape, etype)
        self._inputs.append((name, tensor))
        return tensor

    def const(self, array, dtype=None, name="c"):
        """A constant tensor of the values of `array` (element type from
        `dtype`, else from the array's dtype)."""
        array = np.asarray(array)
        etype = element_type(dtype if dtype is not None else array.dtype)
        ttype = _tensor_type(array.shape, etype)
        return self._emit(name, array.shape, etype,
                          f'"tosa.const"() <{{values = {_dense(array, etype)}'
                          f" : {ttype}}}> : () -> {ttype}")

    def _zp(self, value, etype, name):
        if isinstance(value, Tensor):
            return self._own(value)
        return self.const(np.array([value]), etype, name=name)

    def output(self, tensor, name=None):
        """Marks `tensor` as the next graph output, named `name`."""
        self._own(tensor)
        name = name or f"output{len(self._outputs)}"
        self._outputs.append((name, tensor))

    # -- Variables ---------------------------------------------------------

    def variable(self, name, shape, dtype, initial_value=None):
        """Declares the persistent variable `name` (tosa.variable)."""
        etype = element_type(dtype)
        if name in self._variables:
            raise ValueError(f"variable '{name}' is declared twice")
        ttype = _tensor_type(shape, etype)
        if initial_value is None:
            decl = f"tosa.variable @{name} : {ttype}"
        else:
            init = np.broadcast_to(np.asarray(initial_value), tuple(shape))
            decl = f"tosa.variable @{name} = {_dense(init, etype)} : {ttype}"
        self._variables[name] = (tuple(shape), etype, decl)

    def _variable(self, name):
        if name not in self._variables:
            raise ValueError(f"no variable named '{name}'")
        return self._variables[name]

    def variable_read(self, name):
        shape, etype, _ = self._variable(name)
        return self._emit(name, shape, etype, f"tosa.variable_read @{name} : "
                          f"{_tensor_type(shape, etype)}")

    def variable_write(self, name, value):
        shape, etype, _ = self._variable(name)
        value = self._value(value, etype, shape)
        if value.shape != shape or value.etype != etype:
            raise ValueError(f"variable '{name}' is "
                             f"{_tensor_type(shape, etype)}, got {value.type}")
        self._body.append(f"  tosa.variable_write @{name}, {value.ssa} : "
                          f"{value.type}")

    # -- Generic emission ----------------------------------------------------

    def _op(self, op, operands, attrs, shape, etype, hint=None):
        operands = [self._own(o) for o in operands]
        names = ", ".join(o.ssa for o in operands)
        types = ", ".join(o.type for o in operands)
        attr_text = ""
        if attrs:
            attr_text = " {" + ", ".join(f"{k} = {v}" for k, v in
                                         sorted(attrs.items())) + "}"
        return self._emit(hint or op, shape, etype,
                          f"tosa.{op} {names}{attr_text} : ({types}) -> "
                          f"{_tensor_type(shape, etype)}")

    # -- Tensor operators --------------------------------------------------

    @staticmethod
    def _acc(etype, acc_type):
        if acc_type is not None:
            return element_type(acc_type)
        return {"i8": "i32", "i16": "i48", "f16": "f16", "bf16": "f32",
                "f32": "f32"}[etype]

    @staticmethod
    def _conv_out(etype):
        return {"i8": "i32", "i16": "i48"}.get(etype, etype)

    def _conv(self, op, x, weight, bias, stride, pad, dilation, input_zp,
              weight_zp, acc_type, name):
        x = self._own(x)
        if len(x.shape) != 4:
            raise ValueError(f"{op}: input must be NHWC, got {x.type}")
        w_etype = "i8" if x.etype in ("i8", "i16") else x.etype
        weight = self._value(weight, w_etype, hint=f"{op}_weight")
        if len(weight.shape) != 4:
            raise ValueError(f"{op}: weights must be rank 4, got "
                             f"{weight.type}")
        n, ih, iw, ic = x.shape
        if op == "conv2d":
            oc, kh, kw, wc = weight.shape
        else:
            kh, kw, wc, mult = weight.shape
            oc = wc * mult
        if wc != ic:
            raise ValueError(f"{op}: input has {ic} channels, weights "
                             f"{weight.type} expect {wc}")
        out_etype = self._conv_out(x.etype)
        if bias is None:
            bias = np.zeros(oc, dtype=_NUMPY_OF[out_etype])
        bias = self._value(bias, out_etype, hint=f"{op}_bias")
        if bias.shape not in ((oc,), (1,)):
            raise ValueError(f"{op}: bias must have {oc} or 1 values, got "
                             f"{bias.type}")
        stride, dilation = _pair(stride), _pair(dilation)
        pad = tuple(pad) if not isinstance(pad, int) else (pad,) * 4
        oh = _window_output(ih, pad[0], pad[1], kh, stride[0], dilation[0], op)
        ow = _window_output(iw, pad[2], pad[3], kw, stride[1], dilation[1], op)
        attrs = {"acc_type": self._acc(x.etype, acc_type),
                 "dilation": _i64_array(dilation, 2, "dilation"),
                 "pad": _i64_array(pad, 4, "pad"),
                 "stride": _i64_array(stride, 2, "stride")}
        izp = self._zp(input_zp, x.etype, f"{op}_input_zp")
        wzp = self._zp(weight_zp, weight.etype, f"{op}_weight_zp")
        return self._op(op, [x, weight, bias, izp, wzp], attrs,
                        (n, oh, ow, oc), out_etype, name)

    def conv2d(self, x, weight, bias=None, stride=1, pad=0, dilation=1,
               input_zp=0, weight_zp=0, acc_type=None, name=None):
        """2-D convolution. x: [N, H, W, C]; weight: [OC, KH, KW, C]
        (numpy array or tensor); bias: [OC] (default zeros); pad: int or
        (top, bottom, left, right). int8 in -> int32 out, int16 -> int48."""
        return self._conv("conv2d", x, weight, bias, stride, pad, dilation,
                          input_zp, weight_zp, acc_type, name)

    def depthwise_conv2d(self, x, weight, bias=None, stride=1, pad=0,
                         dilation=1, input_zp=0, weight_zp=0, acc_type=None,
                         name=None):
        """Depthwise convolution. weight: [KH, KW, C, M]; C * M outputs."""
        return self._conv("depthwise_conv2d", x, weight, bias, stride, pad,
                          dilation, input_zp, weight_zp, acc_type, name)

    def matmul(self, a, b, a_zp=0, b_zp=0, name=None):
        """Batched matrix product: a [N, H, C] x b [N, C, W] -> [N, H, W]
        (b may be a numpy array: a constant)."""
        a = self._own(a)
        b = self._value(b, a.etype, hint="matmul_b")
        if len(a.shape) != 3 or len(b.shape) != 3 or a.shape[0] != b.shape[0] \
                or a.shape[2] != b.shape[1]:
            raise ValueError(f"matmul: cannot multiply {a.type} by {b.type}")
        if a.etype != b.etype:
            raise ValueError(f"matmul: element types {a.etype} and "
                             f"{b.etype} differ")
        azp = self._zp(a_zp, a.etype, "matmul_a_zp")
        bzp = self._zp(b_zp, b.etype, "matmul_b_zp")
        return self._op("matmul", [a, b, azp, bzp], {},
                        (a.shape[0], a.shape[1], b.shape[2]),
                        self._conv_out(a.etype), name)

    def _pool(self, x, kernel, stride, pad, what):
        x = self._own(x)
        if len(x.shape) != 4:
            raise ValueError(f"{what}: input must be NHWC, got {x.type}")
        kernel = _pair(kernel)
        stride = kernel if stride is None else _pair(stride)
        pad = tuple(pad) if not isinstance(pad, int) else (pad,) * 4
        n, ih, iw, c = x.shape
        oh = _window_output(ih, pad[0], pad[1], kernel[0], stride[0], 1, what)
        ow = _window_output(iw, pad[2], pad[3], kernel[1], stride[1], 1, what)
        attrs = {"kernel": _i64_array(kernel, 2, "kernel"),
                 "pad": _i64_array(pad, 4, "pad"),
                 "stride": _i64_array(stride, 2, "stride")}
        return x, attrs, (n, oh, ow, c)

    def max_pool2d(self, x, kernel, stride=None, pad=0, name=None):
        """Max pooling over [N, H, W, C]; stride defaults to the kernel."""
        x, attrs, shape = self._pool(x, kernel, stride, pad, "max_pool2d")
        return self._op("max_pool2d", [x], attrs, shape, x.etype, name)

    def avg_pool2d(self, x, kernel, stride=None, pad=0, input_zp=0,
                   output_zp=0, acc_type=None, name=None):
        """Average pooling (padding excluded from the count)."""
        x, attrs, shape = self._pool(x, kernel, stride, pad, "avg_pool2d")
        acc = element_type(acc_type) if acc_type else (
            "i32" if x.etype in ("i8", "i16") else "f32")
        attrs["acc_type"] = acc
        izp = self._zp(input_zp, x.etype, "avg_pool_input_zp")
        ozp = self._zp(output_zp, x.etype, "avg_pool_output_zp")
        return self._op("avg_pool2d", [x, izp, ozp], attrs, shape, x.etype,
                        name)

    # -- Elementwise operators ---------------------------------------------

    def _broadcast(self, op, a, b):
        a = self._own(a)
        if not isinstance(b, Tensor):
            array = np.asarray(b)
            if array.ndim < len(a.shape):
                array = array.reshape((1,) * (len(a.shape) - array.ndim)
                                      + array.shape)
            b = self.const(array, a.etype, name=f"{op}_rhs")
        b = self._own(b)
        if len(a.shape) != len(b.shape):
            raise ValueError(f"{op}: ranks differ: {a.type} and {b.type}")
        shape = []
        for x, y in zip(a.shape, b.shape):
            if x != y and 1 not in (x, y):
                raise ValueError(f"{op}: cannot broadcast {a.type} and "
                                 f"{b.type}")
            shape.append(max(x, y) if 1 in (x, y) else x)
        return a, b, tuple(shape)

    def add(self, a, b, name=None):
        """a + b with broadcasting (equal ranks, extents equal or 1)."""
        a, b, shape = self._broadcast("add", a, b)
        self._same_etype("add", a, b)
        return self._op("add", [a, b], {}, shape, a.etype, name)

    def sub(self, a, b, name=None):
        """a - b with broadcasting."""
        a, b, shape = self._broadcast("sub", a, b)
        self._same_etype("sub", a, b)
        return self._op("sub", [a, b], {}, shape, a.etype, name)

    def mul(self, a, b, shift=0, name=None):
        """a * b with broadcasting; int8/int16 products are int32; for int32
        the product is rounded and shifted right by `shift`."""
        a, b, shape = self._broadcast("mul", a, b)
        self._same_etype("mul", a, b)
        if shift and a.etype != "i32":
            raise ValueError("mul: shift must be 0 unless the inputs are i32")
        out = "i32" if a.etype in ("i8", "i16", "i32") else a.etype
        s = self.const(np.array([shift]), "i8", name="mul_shift")
        return self._op("mul", [a, b, s], {}, shape, out, name)

    @staticmethod
    def _same_etype(op, a, b):
        if a.etype != b.etype:
            raise ValueError(f"{op}: element types {a.etype} and {b.etype} "
                             "differ")

    def _float_unary(self, op, x, name):
        x = self._own(x)
        if x.etype not in _FLOATS:
            raise ValueError(f"{op}: element type must be f16, bf16 or f32, "
                             f"got {x.etype}")
        return self._op(op, [x], {}, x.shape, x.etype, name)

    def exp(self, x, name=None):
        """e raised to each element of x (float)."""
        return self._float_unary("exp", x, name)

    def reciprocal(self, x, name=None):
        """1 / x for each element of x (float)."""
        return self._float_unary("reciprocal", x, name)

    def rsqrt(self, x, name=None):
        """1 / sqrt(x) for each element of x (float)."""
        return self._float_unary("rsqrt", x, name)

    def tanh(self, x, name=None):
        """Hyperbolic tangent of each element of x (float)."""
        return self._float_unary("tanh", x, name)

    def rescale(self, x, multiplier, shift, input_zp=0, output_zp=0,
                out_dtype="i8", scale32=True, rounding="single",
                per_channel=None, input_unsigned=False, output_unsigned=False,
                name=None):
        """(x - input_zp) * multiplier * 2^-shift (rounded), + output_zp,
        saturated to `out_dtype`. multiplier/shift: one value, or one per
        index of the innermost dimension (per_channel)."""
        x = self._own(x)
        out = element_type(out_dtype)
        mult = np.atleast_1d(np.asarray(multiplier, dtype=np.int64))
        shifts = np.atleast_1d(np.asarray(shift, dtype=np.int64))
        if per_channel is None:
            per_channel = mult.size > 1 or shifts.size > 1
        count = x.shape[-1] if per_channel else 1
        if per_channel and mult.size == 1:
            mult = np.repeat(mult, count)
        if per_channel and shifts.size == 1:
            shifts = np.repeat(shifts, count)
        if mult.size != count or shifts.size != count:
            raise ValueError(f"rescale: expected {count} multipliers and "
                             f"shifts, got {mult.size} and {shifts.size}")
        mode = _ROUNDING.get(str(rounding).lower(), str(rounding).upper())
        if mode not in _ROUNDING.values():
            raise ValueError(f"rescale: unknown rounding {rounding!r}")
        m = self.const(mult, "i32" if scale32 else "i16", name="multiplier")
        s = self.const(shifts, "i8", name="shift")
        izp = self._zp(input_zp, x.etype, "rescale_input_zp")
        ozp = self._zp(output_zp, out, "rescale_output_zp")
        attrs = {"input_unsigned": str(bool(input_unsigned)).lower(),
                 "output_unsigned": str(bool(output_unsigned)).lower(),
                 "per_channel": str(bool(per_channel)).lower(),
                 "rounding_mode": mode,
                 "scale32": str(bool(scale32)).lower()}
        return self._op("rescale", [x, m, s, izp, ozp], attrs, x.shape, out,
                        name)

    def clamp(self, x, min_val, max_val, name=None):
        """Limits x to [min_val, max_val] (bounds of x's element type)."""
        x = self._own(x)
        if x.etype not in _FLOATS:
            lo, hi = _int_range(x.etype)
            if not lo <= min_val <= max_val <= hi:
                raise ValueError(f"clamp: need {lo} <= min_val <= max_val <="
                                 f" {hi}, got [{min_val}, {max_val}]")
        attrs = {"max_val": _scalar_attr(max_val, x.etype),
                 "min_val": _scalar_attr(min_val, x.etype)}
        return self._op("clamp", [x], attrs, x.shape, x.etype, name)

    def relu(self, x, zero_point=0, max_val=None, name=None):
        """ReLU as a clamp: [zero_point, max_val or the type's maximum]
        (ReLU6 on quantized data: max_val = the quantized 6)."""
        x = self._own(x)
        if max_val is None:
            max_val = (float(np.finfo(_NUMPY_OF[x.etype]).max)
                       if x.etype in ("f16", "f32") else _int_range(x.etype)[1])
        return self.clamp(x, zero_point, max_val, name or "relu")

    def table(self, x, table, name=None):
        """Table lookup: int8 x with 256 int8 entries (-> int8), or int16 x
        with 513 int16 entries (-> int32, interpolated)."""
        x = self._own(x)
        sizes = {"i8": (256, "i8"), "i16": (513, "i32")}
        if x.etype not in sizes:
            raise ValueError(f"table: input must be i8 or i16, got {x.etype}")
        size, out = sizes[x.etype]
        t = self._value(table, x.etype, hint="table")
        if t.shape != (size,):
            raise ValueError(f"table: expected {size} entries, got {t.type}")
        return self._op("table", [x, t], {}, x.shape, out, name)

    def cast(self, x, dtype, name=None):
        """Converts x to element type `dtype`."""
        x = self._own(x)
        return self._op("cast", [x], {}, x.shape, element_type(dtype), name)

    # -- Reductions --------------------------------------------------------

    def _reduce(self, op, x, axis, keepdims, etypes, name):
        x = self._own(x)
        if x.etype not in etypes:
            raise ValueError(f"{op}: element type must be one of "
                             f"{', '.join(etypes)}, got {x.etype}")
        rank = len(x.shape)
        axis = int(axis)
        if not -rank <= axis < rank:
            raise ValueError(f"{op}: axis {axis} is out of range for "
                             f"{x.type}")
        axis %= rank
        shape = list(x.shape)
        shape[axis] = 1
        y = self._op(op, [x], {"axis": f"{axis} : i32"}, shape, x.etype,
                     name)
        if keepdims:
            return y
        return self.reshape(y, x.shape[:axis] + x.shape[axis + 1:])

    def reduce_sum(self, x, axis, keepdims=True, name=None):
        """Sum along `axis` (negative counts from the end). As in TOSA, the
        result keeps the axis with extent 1; keepdims=False reshapes it
        away."""
        return self._reduce("reduce_sum", x, axis, keepdims,
                            ("i32", "f16", "bf16", "f32"), name)

    def reduce_max(self, x, axis, keepdims=True, name=None):
        """Maximum along `axis` (NaN propagates), the axis kept with extent
        1 unless keepdims=False."""
        return self._reduce("reduce_max", x, axis, keepdims,
                            ("i8", "i16", "i32", "f16", "bf16", "f32"), name)

    # -- Data layout -------------------------------------------------------

    def _shape(self, values):
        """A !tosa.shape constant (tosa.const_shape) of `values`."""
        rank = len(values)
        text = ", ".join(str(int(v)) for v in values)
        return self._emit("shape", (rank,), "index",
                          f"tosa.const_shape {{values = dense<[{text}]> : "
                          f"tensor<{rank}xindex>}} : () -> "
                          f"!tosa.shape<{rank}>")

    def reshape(self, x, shape, name=None):
        """Same elements in a new shape; one extent may be -1 (inferred)."""
        x = self._own(x)
        shape = [int(d) for d in shape]
        count = int(np.prod(x.shape))
        if shape.count(-1) > 1:
            raise ValueError("reshape: at most one extent may be -1")
        if -1 in shape:
            known = int(np.prod([d for d in shape if d != -1]))
            shape[shape.index(-1)] = count // known if known else 0
        if int(np.prod(shape)) != count:
            raise ValueError(f"reshape: cannot reshape {x.type} to {shape}")
        rank = len(shape)
        s = self._shape(shape)
        result = Tensor(self, self._fresh(name or "reshape"), shape, x.etype)
        self._body.append(
            f"  {result.ssa} = tosa.reshape {x.ssa}, {s.ssa} : ({x.type}, "
            f"!tosa.shape<{rank}>) -> {result.type}")
        return result

    def slice(self, x, start, size, name=None):
        """The block of x of extents `size` at offsets `start` (one value
        per dimension each)."""
        x = self._own(x)
        rank = len(x.shape)
        start = [int(v) for v in start]
        size = [int(v) for v in size]
        if len(start) != rank or len(size) != rank:
            raise ValueError(f"slice: expected {rank} starts and sizes for "
                             f"{x.type}, got {len(start)} and {len(size)}")
        for b, n, d in zip(start, size, x.shape):
            if b < 0 or n < 1 or b + n > d:
                raise ValueError(f"slice: start {start} and size {size} do "
                                 f"not fit in {x.type}")
        s = self._shape(start)
        z = self._shape(size)
        result = Tensor(self, self._fresh(name or "slice"), size, x.etype)
        self._body.append(
            f"  {result.ssa} = tosa.slice {x.ssa}, {s.ssa}, {z.ssa} : "
            f"({x.type}, !tosa.shape<{rank}>, !tosa.shape<{rank}>) -> "
            f"{result.type}")
        return result

    def transpose(self, x, perms, name=None):
        """Output dimension i is input dimension perms[i]."""
        x = self._own(x)
        perms = [int(p) for p in perms]
        if sorted(perms) != list(range(len(x.shape))):
            raise ValueError(f"transpose: {perms} is not a permutation of "
                             f"the {len(x.shape)} dimensions of {x.type}")
        shape = tuple(x.shape[p] for p in perms)
        attrs = {"perms": "array<i32: " + ", ".join(map(str, perms)) + ">"}
        return self._op("transpose", [x], attrs, shape, x.etype, name)

    def concat(self, tensors, axis, name=None):
        """Joins tensors along `axis`."""
        tensors = [self._own(t) for t in tensors]
        first = tensors[0]
        axis = axis + len(first.shape) if axis < 0 else axis
        for t in tensors[1:]:
            if t.etype != first.etype or len(t.shape) != len(first.shape) or \
                    any(a != b for i, (a, b) in enumerate(zip(t.shape,
                                                              first.shape))
                        if i != axis):
                raise ValueError(f"concat: {t.type} does not match "
                                 f"{first.type} outside axis {axis}")
        shape = list(first.shape)
        shape[axis] = sum(t.shape[axis] for t in tensors)
        return self._op("concat", tensors, {"axis": f"{axis} : i32"}, shape,
                        first.etype, name)

    # -- Results -----------------------------------------------------------

    def to_mlir(self):
        """The graph as TOSA MLIR text (a module with one function)."""
        if not self._outputs:
            raise ValueError("the graph has no outputs: call output()")
        lines = [decl for _, _, decl in self._variables.values()]
        args = ", ".join(f'{t.ssa}: {t.type} {{tosa.name = "{n}"}}'
                         for n, t in self._inputs)
        results = ", ".join(f'{t.type} {{tosa.name = "{n}"}}'
                            for n, t in self._outputs)
        lines.append(f"func.func @{self.name}({args}) -> ({results}) {{")
        lines.extend(self._body)
        lines.append("  return " + ", ".join(t.ssa for _, t in self._outputs)
                     + " : " + ", ".join(t.type for _, t in self._outputs))
        lines.append("}")
        return "\n".join(lines) + "\n"

    def to_tosa(self):
        """The graph as .tosa flatbuffer bytes (needs the extension)."""
        from . import _tosac
        return _tosac.mlir_to_tosa(self.to_mlir())

    def save(self, path):
        """Writes the graph as .tosa (flatbuffer), .json or .mlir."""
        path = os.fspath(path)
        ext = os.path.splitext(path)[1]
        if ext == ".mlir":
            with open(path, "w") as f:
                f.write(self.to_mlir())
        elif ext in (".tosa", ".json"):
            from .model import load_mlir
            load_mlir(self.to_mlir(), f"<graph {self.name}>").save(path)
        else:
            raise ValueError(f"cannot save '{path}': expected .tosa, .json "
                             "or .mlir")

    def compile(self, target="cpu", **options):
        """Compiles the graph (tosac.load_mlir(g.to_mlir()).compile())."""
        from .model import load_mlir
        return load_mlir(self.to_mlir(), f"<graph {self.name}>").compile(
            target, **options)
