"""More than 2^31 elements on CPU: 64-bit sizes and offsets end to end.

bfloat16 keeps this to about 12.9 GiB at the peak (x, dy and dx of
2^31 + 4099 elements, 4 GiB each). The test is marked ``slow``, which the
default ``pytest`` invocation deselects (pyproject.toml); run it with::

    PYTHONPATH=$PWD pytest -m slow tests/test_large.py

It runs on JAX's CPU backend whatever the default backend is, and skips when
the machine has too little free memory or JAX has no CPU backend.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from support import (
    bits,
    cpu_device,
    describe_worst,
    exact_grad,
    exact_mish,
    reference_ulp_error,
    ulps,
)

import jax_mish

pytestmark = pytest.mark.slow

N = 2**31 + 4099  # past the int32 range, odd, not a multiple of any vector width
WINDOW = 4096
NEEDED_GIB = 14.0  # three 4 GiB buffers plus headroom


@pytest.fixture(autouse=True)
def _on_cpu_with_enough_memory():
    cpu = cpu_device()
    if cpu is None:
        pytest.skip("JAX runs without its CPU backend")
    available = _mem_available_gib()
    if available < NEEDED_GIB:
        pytest.skip(f"needs {NEEDED_GIB} GiB of free memory, {available:.1f} GiB available")
    with jax.default_device(cpu):
        yield


def _mem_available_gib() -> float:
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) / 2**20
    return 0.0


# Patterns depend on the index through two coprime periods, so element i and
# element i - 2^31 (what a wrapped 32-bit offset would touch) differ.
def _x_of(i):
    return ((i % 1021) - 510).astype(jnp.float32) * (1.0 / 32.0)


def _dy_of(i):
    return ((i % 7) + 1).astype(jnp.float32) * 0.25


@jax.jit
def _make_inputs():
    i = jnp.arange(N, dtype=jnp.int64)
    return _x_of(i).astype(jnp.bfloat16), _dy_of(i).astype(jnp.bfloat16)


def _windows() -> list[tuple[str, int]]:
    return [
        ("head", 0),
        ("2^31 boundary", 2**31 - WINDOW // 2),
        ("middle", N // 2 - WINDOW // 2),
        ("tail", N - WINDOW),
    ]


def _expected_window(fn, start: int) -> np.ndarray:
    i = np.arange(start, start + WINDOW, dtype=np.int64)
    return np.asarray(fn(i), np.float32).astype(ml_dtypes.bfloat16)


def test_more_than_2_31_bfloat16_elements():
    assert N > 2**31
    x, dy = _make_inputs()
    assert x.shape == (N,) and x.dtype == jnp.bfloat16

    y = jax.jit(jax_mish.mish)(x)
    y.block_until_ready()
    y_parts = {name: np.asarray(y[s : s + WINDOW]) for name, s in _windows()}
    del y
    g = jax.jit(jax_mish.mish_grad)(dy, x)
    g.block_until_ready()
    g_parts = {name: np.asarray(g[s : s + WINDOW]) for name, s in _windows()}
    del g
    x_parts = {name: np.asarray(x[s : s + WINDOW]) for name, s in _windows()}
    dy_parts = {name: np.asarray(dy[s : s + WINDOW]) for name, s in _windows()}
    del x, dy

    small_mish = jax.jit(jax_mish.mish)
    small_grad = jax.jit(jax_mish.mish_grad)
    for name, start in _windows():
        xw, dyw = x_parts[name], dy_parts[name]
        # The inputs hold the intended pattern at this offset.
        assert bits(xw) == bits(_expected_window(lambda i: ((i % 1021) - 510) / 32.0, start)), name
        assert bits(dyw) == bits(_expected_window(lambda i: ((i % 7) + 1) * 0.25, start)), name
        # Same kernel on a small buffer: bit for bit what the big call wrote here.
        assert bits(y_parts[name]) == bits(np.asarray(small_mish(xw))), f"mish {name}"
        assert bits(g_parts[name]) == bits(np.asarray(small_grad(dyw, xw))), f"mish_grad {name}"
        # And within the accuracy bound of the reference.
        err = reference_ulp_error(y_parts[name], exact_mish(xw), "bfloat16")
        assert err.max() <= ulps("kernel_vs_reference64", "mish", "bfloat16"), (
            f"mish {name}: " + describe_worst(err, ("x", xw))
        )
        err = reference_ulp_error(g_parts[name], exact_grad(dyw, xw), "bfloat16", scale=dyw)
        bound = ulps("kernel_vs_reference64", "mish_grad", "bfloat16")
        assert err.max() <= bound, f"mish_grad {name}: " + describe_worst(err, ("x", xw))
