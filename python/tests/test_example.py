"""python/examples/quantized_cnn.py runs and ends successfully."""

import os
import subprocess
import sys

from conftest import REPO


def test_quantized_cnn_example(tmp_path):
    result = subprocess.run(
        [sys.executable, str(REPO / "python" / "examples" / "quantized_cnn.py"),
         "--out", str(tmp_path)], capture_output=True, text=True,
        env=dict(os.environ))
    assert result.returncode == 0, result.stdout + result.stderr
    assert (tmp_path / "cnn.tosa").stat().st_size > 0
    assert "vta-sim max|diff|" in result.stdout
    assert "vta @vta_conv2d_0" in result.stdout


def test_bench_call_overhead_runs():
    result = subprocess.run(
        [sys.executable, str(REPO / "python" / "bench_call_overhead.py"),
         "--runs", "200"], capture_output=True, text=True,
        env=dict(os.environ))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Python call / C++ run" in result.stdout
