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
tools = ["tosa-opt", "tosa-translate", "not"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# `not`, `count` and FileCheck run from RUN lines by name.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
