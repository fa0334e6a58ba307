"""tosac: compile and run TOSA 1.0 models from Python.

    import tosac
    model = tosac.load("examples/mobilenet_block.tosa").compile("cpu")
    y = model(x)                      # numpy arrays in and out

`tosac.builder.Graph` builds TOSA graphs from numpy weights. Errors raise
`tosac.TosacError` with the compiler's diagnostics. docs/Python.md is the
tutorial.
"""

from ._tosac import TosacError, __git_revision__, __version__
from .model import (CompiledModel, Model, TensorInfo, load, load_mlir,
                    load_tosa_bytes)
from . import builder
from .builder import Graph

__all__ = ["TosacError", "CompiledModel", "Model", "TensorInfo", "load",
           "load_mlir", "load_tosa_bytes", "builder", "Graph"]
