"""Conformance graphs through the Python package.

A deterministic sample of the TOSA conformance corpus (positive tests whose
outputs are all compared EXACT, with integer .npy files) is loaded from its .tosa
file with tosac.load, compiled for the CPU, called with the test's .npy
inputs by name and compared with the reference model's outputs.
"""

import json
import os
import pathlib

import numpy as np
import pytest

import tosac

CORPUS = pathlib.Path(
    os.environ.get(
        "TOSAC_CONFORMANCE_DIR",
        pathlib.Path(__file__).resolve().parents[3] / "shared" / "conformance",
    )
)
SAMPLE_EVERY = 20


def integer_tests():
    """Every SAMPLE_EVERY-th positive test with integer outputs only."""
    found = []
    for desc in sorted(CORPUS.glob("*/*/desc.json")):
        meta = json.loads(desc.read_text())
        if meta.get("expected_failure") or not meta.get("ofm_file"):
            continue
        if meta.get("variable_name"):
            continue
        modes = meta.get("meta", {}).get("compliance", {}).get("tensors", {})
        if not modes or any(m.get("mode") != "EXACT" for m in modes.values()):
            continue
        outputs = [np.load(desc.parent / f) for f in meta["ofm_file"]]
        if not all(o.dtype.kind in "iub" for o in outputs):
            continue
        found.append(desc.parent)
    return found[::SAMPLE_EVERY]


TESTS = integer_tests() if CORPUS.is_dir() else []


def test_the_sample_is_not_empty():
    assert CORPUS.is_dir(), f"no conformance corpus at {CORPUS}"
    assert len(TESTS) >= 40


@pytest.mark.parametrize("test_dir", TESTS, ids=lambda p: p.name)
def test_conformance_graph(test_dir):
    meta = json.loads((test_dir / "desc.json").read_text())
    model = tosac.load(str(test_dir / meta["tosa_file"])).compile(opt_level=0)
    inputs = {
        name: np.load(test_dir / file)
        for name, file in zip(meta["ifm_name"], meta["ifm_file"])
    }
    results = model.run(**inputs)
    assert len(results) == len(meta["ofm_file"])
    for result, file in zip(results, meta["ofm_file"]):
        expected = np.load(test_dir / file)
        assert result.shape == expected.shape
        np.testing.assert_array_equal(result.astype(expected.dtype), expected)
