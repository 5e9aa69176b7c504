"""Shared test setup. Runs before jax creates any backend."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import jax
import pytest

# The test modules import their helpers as the package ``support``
# (tests/support/): tests/ is on the path as pytest puts this file's folder
# there. The benchmark scripts (benchmarks/) import as plain modules, as when
# those scripts run. Only that folder is added: the repository root would
# shadow the installed jax_mish with its sources, which lack the compiled
# extension.
_BENCHMARKS = str(Path(__file__).resolve().parents[1] / "benchmarks")
if _BENCHMARKS not in sys.path:
    sys.path.append(_BENCHMARKS)

# float64 tests need x64; the sharding tests need 8 host devices. Both must be
# set before the first backend is created, so they are set here for the whole
# suite (single-device tests run on the default device).
jax.config.update("jax_enable_x64", True)
try:
    jax.config.update("jax_num_cpu_devices", 8)
except RuntimeError:  # a backend was already initialised
    pass

REQUIRE_GPU = os.environ.get("JAX_MISH_REQUIRE_GPU", "") not in ("", "0")


def gpu_available() -> bool:
    try:
        return len(jax.devices("gpu")) > 0
    except RuntimeError:
        return False


@pytest.fixture(scope="session", autouse=True)
def _suite_runs_the_kernels():
    """Calls without ``impl=`` run the FFI kernels wherever the default backend
    has them, whatever ``CPU_DEFAULT_IMPL`` says: most of this suite tests the
    kernels. tests/test_impl.py lifts this to test the choice itself."""
    import jax_mish

    previous = jax_mish.set_default_impl("ffi")
    try:
        jax_mish.get_default_impl()  # ValueError: no kernels on this backend
    except ValueError:
        jax_mish.set_default_impl(previous)
    yield
    jax_mish.set_default_impl(previous)


@pytest.fixture
def _no_gpu_is_an_error():
    pytest.fail("JAX_MISH_REQUIRE_GPU is set but JAX sees no GPU")


def pytest_collection_modifyitems(config, items):
    """Tests marked ``gpu`` skip without a GPU; with JAX_MISH_REQUIRE_GPU=1 they fail."""
    if gpu_available():
        return
    for item in items:
        # The marker, not a keyword: the names of the folders above a test
        # are keywords too (a checkout in a folder named "gpu").
        if item.get_closest_marker("gpu") is not None:
            if REQUIRE_GPU:
                item.fixturenames.insert(0, "_no_gpu_is_an_error")
            else:
                item.add_marker(pytest.mark.skip(reason="no GPU available"))
