"""Shared fixtures of the tosac Python tests.

This file finds the source tree (for examples/) and the build tree (for
tosa-translate): TOSAC_BUILD_DIR when ctest sets it, else <repo>/build. Run
the tests with the built package on the path:

    PYTHONPATH=build/python_packages /usr/bin/python3 -m pytest -q python/tests
"""

import os
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("TOSAC_BUILD_DIR", REPO / "build"))


@pytest.fixture
def repo():
    return REPO


@pytest.fixture
def tosa_translate():
    path = BUILD / "bin" / "tosa-translate"
    if not path.exists():
        pytest.skip(f"{path} is not built")
    return path
