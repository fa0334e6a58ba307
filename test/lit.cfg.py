# -*- Python -*-
# lit configuration of the tosac test suite.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "TOSAC"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Unit", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tosac_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shared", config.tosac_shared_dir))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

# Upstream MLIR's own mlir-opt, to check that what we print parses there.
config.substitutions.append(
    ("%upstream-mlir-opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))

tool_dirs = [config.tosac_tools_dir, config.llvm_tools_dir]
# `--target=vta-sim` names a tosa-run target, not the vta-sim tool: tests
# write it with `=`, which the vta-sim substitution must not follow.
tools = ["tosa-opt", "tosa-translate", "tosa-run", "tosa-compile",
         "tosa-conformance", "tosac-bench-cpu", "tosac-bench-import", "not",
         ToolSubst("vta-sim", pre=".-^/\\<=")]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# `not`, `count` and FileCheck run from RUN lines by name.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# Executable tests of a conversion before tosa-to-llvm existed: lower the
# converted (TOSA-free) module with upstream passes and run it with
# mlir-runner, printing through the runner utility libraries.
_upstream_lowering = " ".join([
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--convert-linalg-to-loops", "--lower-affine", "--convert-scf-to-cf",
    "--expand-strided-metadata", "--finalize-memref-to-llvm",
    "--convert-math-to-llvm", "--convert-math-to-libm",
    "--convert-arith-to-llvm", "--convert-index-to-llvm",
    "--convert-func-to-llvm", "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts"])
config.substitutions.append(
    ("%upstream-lower-to-llvm",
     os.path.join(config.llvm_tools_dir, "mlir-opt") + " " + _upstream_lowering))
_libdir = os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")
config.substitutions.append(
    ("%mlir-runner",
     os.path.join(config.llvm_tools_dir, "mlir-runner") +
     " -e main -entry-point-result=void -shared-libs=" +
     os.path.join(_libdir, "libmlir_runner_utils.so") + "," +
     os.path.join(_libdir, "libmlir_c_runner_utils.so")))

# Compares .npy files (utils/npy-compare.py) with Debian's Python, which has
# python3-numpy (a python3 earlier on PATH may lack it).
config.substitutions.append(
    ("%npy-compare", "/usr/bin/python3 " +
     os.path.join(os.path.dirname(config.test_source_root), "utils",
                  "npy-compare.py")))
