"""Oracle and error metric shared by the reliability, fuzz and large-size tests.

The oracle is the pure-JAX reference (``jax_mish.reference``) evaluated in
float64 on inputs widened by numpy, so that for float16, bfloat16 and float32
data it is exact to far below half an ulp of the data type. The metric is the
one in docs/design.md ("Error metric and bounds"): ``|got - exact|`` in ulps
of the exact result in the output dtype, with an absolute floor of half an ulp
of 1.0 (scaled by ``|dy|`` for ``dy * mish'(x)``, whose error is ``|dy|``
times that of ``mish'``), exact values below the smallest normal counted on
the subnormal grid.

Two XLA behaviours shape the oracle:
- XLA's CPU code runs with flush-to-zero / denormals-are-zero, so the widening
  to float64 is done in numpy (XLA's float32 -> float64 convert flushes
  float32 subnormals), and float64 data cannot be judged below the float64
  normal range by this oracle (``F64_ORACLE_ATOL``).
- ``jax_mish.mish_grad`` promotes mixed dtypes with an XLA convert before the
  kernel runs, so the oracle promotes the same way (:func:`promote_like_api`)
  and then widens in numpy.
"""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from ulp import ulp_error as _ulp_error

from jax_mish import reference

# The kernel bounds, in ulps (docs/design.md, "Error metric and bounds"; also
# the jax_mish.mish / mish_grad docstrings).
# float64 adds 2 ulp for the float64 reference's own error (measured <= 1.5
# against mpmath on 5500 points in [-40, 40] and [-760, -600]).
BOUND_ULPS = {"float16": 1.0, "bfloat16": 1.0, "float32": 2.0, "float64": 10.0}

# The oracle runs under XLA's flush-to-zero: for float64 data it cannot tell
# apart results that differ by less than the smallest normal float64.
F64_ORACLE_ATOL = float(np.finfo(np.float64).smallest_normal)

HALF_DTYPES = ("float16", "bfloat16")
ALL_DTYPES = ("float16", "bfloat16", "float32", "float64")


def np_dtype(name: str) -> np.dtype:
    """numpy dtype for one of ALL_DTYPES (bfloat16 from ml_dtypes)."""
    return np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)


def cpu_device() -> jax.Device | None:
    """The first CPU device, or None when JAX runs without its CPU backend."""
    try:
        return jax.devices("cpu")[0]
    except RuntimeError:
        return None


def _on_oracle_device(*arrays: np.ndarray):
    # The oracle runs on the CPU whenever JAX has one, whatever the default
    # backend: its float64 behaviour is then the same in every test run.
    dev = cpu_device()
    return arrays if dev is None else tuple(jax.device_put(a, dev) for a in arrays)


@functools.cache
def _ref_fns():
    return jax.jit(reference.mish), jax.jit(reference.mish_grad)


@functools.cache
def _convert(dtype_name: str):
    return jax.jit(lambda a: a.astype(jnp.dtype(dtype_name)))


def promote_like_api(a: np.ndarray, dtype_name: str) -> np.ndarray:
    """``a`` converted to ``dtype_name`` as jax_mish.mish_grad does (XLA convert)."""
    a = np.asarray(a)
    if a.dtype == np_dtype(dtype_name):
        return a
    return np.asarray(_convert(dtype_name)(a))


def _flat_padded(a: np.ndarray) -> np.ndarray:
    """float64, flattened and zero-padded to a power of two (few oracle compiles)."""
    flat = np.asarray(a).astype(np.float64).reshape(-1)
    size = max(8, 1 << max(flat.size - 1, 0).bit_length())
    return np.concatenate([flat, np.zeros(size - flat.size)])


def exact_mish(x: np.ndarray) -> np.ndarray:
    """mish(x) in float64 (the reference on numpy-widened inputs)."""
    x = np.asarray(x)
    out = np.asarray(_ref_fns()[0](*_on_oracle_device(_flat_padded(x))), np.float64)
    return out[: x.size].reshape(x.shape)


def exact_grad(dy: np.ndarray, x: np.ndarray) -> np.ndarray:
    """dy * mish'(x) in float64; dy and x already in the output dtype."""
    x = np.asarray(x)
    dy = np.broadcast_to(np.asarray(dy), x.shape)
    out = np.asarray(
        _ref_fns()[1](*_on_oracle_device(_flat_padded(dy), _flat_padded(x))), np.float64
    )
    return out[: x.size].reshape(x.shape)


def ulp_error(got, exact, dtype_name: str, scale=None) -> np.ndarray:
    """The shared metric (tests/ulp.py), except that float64 differences below
    F64_ORACLE_ATOL count as 0: this oracle cannot resolve them (see above)."""
    err = _ulp_error(got, exact, dtype_name, scale)
    if dtype_name == "float64":
        diff = np.abs(np.asarray(got, np.float64) - np.asarray(exact, np.float64))
        with np.errstate(invalid="ignore"):
            err = np.where(diff <= F64_ORACLE_ATOL, 0.0, err)
    return err


def bits(a) -> bytes:
    """The raw bytes of an array: bitwise comparisons that treat NaN as equal."""
    return np.ascontiguousarray(np.asarray(a)).tobytes()


def describe_worst(err: np.ndarray, *arrays: tuple[str, np.ndarray]) -> str:
    """A one-line account of the worst element, for assertion messages."""
    flat = np.asarray(err).reshape(-1)
    if flat.size == 0:
        return "empty"
    i = int(np.argmax(flat))
    parts = [f"max err {flat[i]:.3g} ulp at flat index {i}"]
    for name, arr in arrays:
        parts.append(f"{name}={np.asarray(arr).reshape(-1)[i]!r}")
    return ", ".join(parts)
