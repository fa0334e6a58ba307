"""Loading, compiling and running TOSA models from Python.

This file wraps the `_tosac` extension (the C++ executor) in a small
numpy-friendly API:

    model = tosac.load("net.tosa")            # or .json / .mlir
    compiled = model.compile(target="cpu")     # or "vta-sim"
    y = compiled(x)                            # numpy in, numpy out

Every failure (unreadable file, invalid IR, wrong input dtype or shape, a
failed runtime check) raises `tosac.TosacError` with the diagnostic text.
"""

import os
from collections import namedtuple

import numpy as np

from . import _tosac
from ._tosac import TosacError

__all__ = ["TensorInfo", "Model", "CompiledModel", "load", "load_mlir",
           "load_tosa_bytes"]

#: One input, output or variable of a compiled model: its name, numpy dtype,
#: shape, and the TOSA element type name ("INT8", "INT48", "BF16", ...). Types
#: numpy lacks use the executor's .npy conventions: int48 in int64, int4 in
#: int8, bf16 as the raw 2-byte dtype "V2", fp8e4m3 as "V1", fp8e5m2 as uint8.
#: A dynamic extent (`?` in the model) is None: calls take any size there,
#: and the model is compiled once per combination of input shapes.
TensorInfo = namedtuple("TensorInfo", ["name", "dtype", "shape", "tosa_type"])


def _infos(described):
    return tuple(TensorInfo(name, np.dtype(descr),
                            tuple(None if d < 0 else d for d in shape),
                            tosa_type)
                 for name, tosa_type, descr, shape in described)


class Model:
    """A loaded and verified TOSA module, ready to be compiled."""

    def __init__(self, module):
        self._module = module

    def compile(self, target="cpu", entry=None, opt_level=3,
                vta_report=False, vta_double_buffer=True, threads=0,
                strict=False):
        """Lowers and JIT-compiles the model.

        target: "cpu" (everything on the host) or "vta-sim" (the int8
        patterns tosa-to-vta offloads run on tosac's VTA simulator).
        entry: the function to run (default: main, or the only public one).
        threads: the threads the kernels run on (0: one per core); the
        outputs are the same for every count. `CompiledModel.threads`
        changes it later.
        strict: reject element-type combinations outside the TOSA 1.0
        tables; by default the framework forms tosac defines also run
        (docs/Dialect.md).
        The model itself is unchanged and can be compiled again.
        """
        compiled = CompiledModel(self._module.compile(
            target=target, entry=entry or "", opt_level=opt_level,
            vta_report=vta_report, vta_double_buffer=vta_double_buffer,
            strict=strict))
        compiled.threads = threads
        return compiled

    def to_mlir(self):
        """The module as TOSA MLIR text."""
        return self._module.to_mlir()

    def to_tosa(self):
        """The module as .tosa flatbuffer bytes."""
        return self._module.to_tosa()

    def save(self, path):
        """Writes the model as .tosa, .json or .mlir (by extension)."""
        path = os.fspath(path)
        ext = os.path.splitext(path)[1]
        if ext == ".tosa":
            data, mode = self._module.to_tosa(), "wb"
        elif ext == ".json":
            data, mode = self._module.to_json(), "w"
        elif ext == ".mlir":
            data, mode = self._module.to_mlir(), "w"
        else:
            raise TosacError(
                f"cannot save '{path}': expected a .tosa, .json or .mlir "
                "file name")
        with open(path, mode) as f:
            f.write(data)

    def __str__(self):
        return self.to_mlir()


def load(path):
    """Loads a model from a .tosa flatbuffer, its .json form or .mlir text."""
    return Model(_tosac.load_file(os.fspath(path)))


def load_mlir(text, name="<string>"):
    """Parses TOSA MLIR text (e.g. from `tosac.builder.Graph.to_mlir()`)."""
    return Model(_tosac.parse_mlir(text, name))


def load_tosa_bytes(data, name="<bytes>"):
    """Imports a .tosa flatbuffer held in memory."""
    return Model(_tosac.load_tosa_bytes(bytes(data), name))


class CompiledModel:
    """A JIT-compiled model. Calling it runs the graph once.

    Variables (tosa.variable) live in the compiled object and persist across
    calls; `get_variable` / `set_variable` read and overwrite them.
    """

    def __init__(self, compiled):
        self._compiled = compiled
        self.inputs = _infos(compiled.inputs)
        self.outputs = _infos(compiled.outputs)
        self.variables = _infos(compiled.variables)
        self._input_index = {info.name: i for i, info in enumerate(self.inputs)}
        self._variable_info = {info.name: info for info in self.variables}

    @property
    def compile_seconds(self):
        """Seconds spent lowering and JIT-compiling."""
        return self._compiled.compile_seconds

    @property
    def threads(self):
        """The threads a call runs the kernels on (the count set, or one per
        core); assign 0 for one per core, or a count."""
        return self._compiled.threads

    @threads.setter
    def threads(self, count):
        self._compiled.threads = int(count)

    def _arrays(self, args, kwargs):
        if len(args) > len(self.inputs):
            raise TosacError(f"expected {len(self.inputs)} inputs, got "
                             f"{len(args)}")
        arrays = list(args) + [None] * (len(self.inputs) - len(args))
        for name, value in kwargs.items():
            index = self._input_index.get(name)
            if index is None:
                names = ", ".join(i.name for i in self.inputs)
                raise TosacError(f"the model has no input named '{name}' "
                                 f"(inputs: {names})")
            if arrays[index] is not None:
                raise TosacError(f"input '{name}' is given twice")
            arrays[index] = value
        for i, (array, info) in enumerate(zip(arrays, self.inputs)):
            if array is None:
                raise TosacError(f"missing input '{info.name}' ({info.dtype}"
                                 f" {info.shape})")
            arrays[i] = _check(array, info, "input")
        return arrays

    def __call__(self, *args, **kwargs):
        """Runs the graph on numpy arrays (positional in input order, or by
        input name). Returns one array, or a tuple for several outputs."""
        outputs = self._compiled.run(self._arrays(args, kwargs))
        return outputs[0] if len(outputs) == 1 else tuple(outputs)

    def run(self, *args, **kwargs):
        """Like calling the model, but always returns a tuple."""
        return tuple(self._compiled.run(self._arrays(args, kwargs)))

    def get_variable(self, name):
        """The current value of variable `name` as a numpy array."""
        return self._compiled.get_variable(name)

    def set_variable(self, name, value):
        """Overwrites variable `name` (dtype and shape must match)."""
        info = self._variable_info.get(name)
        if info is None:
            raise TosacError(f"no variable named '{name}'")
        self._compiled.set_variable(name, _check(value, info, "variable"))

    def vta_stats(self):
        """Per VTA program (target vta-sim): launches, instructions, cycles
        of the last launch."""
        return self._compiled.vta_stats()

    def __repr__(self):
        def fmt(infos):
            return ", ".join(f"{i.name}: {i.dtype}{list(i.shape)}"
                             for i in infos)
        return (f"<tosac.CompiledModel inputs=({fmt(self.inputs)}) "
                f"outputs=({fmt(self.outputs)})>")


def _check(value, info, what):
    """Converts lists and scalars to the expected dtype; checks the dtype
    and shape of numpy arrays (the C++ side checks again)."""
    if not isinstance(value, np.ndarray):
        value = np.asarray(value, dtype=info.dtype)
    elif value.dtype != info.dtype and not _raw_alias(value.dtype, info):
        raise TosacError(f"{what} '{info.name}' expects dtype {info.dtype} "
                         f"({info.tosa_type}), got {value.dtype}")
    fits = len(value.shape) == len(info.shape) and all(
        want is None or got == want
        for got, want in zip(value.shape, info.shape))
    if not fits:
        shape = "(" + ", ".join("?" if d is None else str(d)
                                for d in info.shape) + \
            ("," if len(info.shape) == 1 else "") + ")"
        raise TosacError(f"{what} '{info.name}' expects shape {shape}, "
                         f"got {value.shape}")
    return value


def _raw_alias(dtype, info):
    """Raw-bit dtypes the executor also accepts (bf16 and fp8 bits as
    unsigned or signed integers of the same size)."""
    if info.tosa_type == "BF16":
        return dtype in (np.dtype(np.uint16), np.dtype(np.int16))
    if info.tosa_type in ("FP8E4M3", "FP8E5M2"):
        return dtype in (np.dtype(np.uint8), np.dtype(np.int8),
                         np.dtype("V1"))
    return False
