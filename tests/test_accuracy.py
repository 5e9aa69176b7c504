"""Accuracy of the CPU kernels against float64 / mpmath references.

Metric, oracles, inputs and the kernel bounds come from jax_mish.testing
(``BOUNDS["kernel", ...]``), the tests' own tolerances from tests/support/__init__.py.
Every instruction set compiled in and supported by this CPU is checked.

The ``impl="xla"`` path (the reference formulas as plain HLO, XLA's own exp)
is checked on the same inputs against its own, measured bounds
(``TEST_BOUNDS["xla", ...]``).
"""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from support import tolerance, ulps

import jax_mish
from jax_mish._core import platforms as _platforms
from jax_mish.testing import (
    DTYPES,
    every_value,
    f32_sweep,
    f64_points,
    mish64,
    mish_mp,
    mish_prime64,
    mish_prime_mp,
    np_dtype,
    ulp_error,
    ulp_error_allowing_overflow,
    ulp_error_mp,
)

# The dtypes small enough to test on every value: each 16-bit one of DTYPES.
HALF_DTYPES = [d for d in DTYPES if np_dtype(d).itemsize == 2]
ISAS = [i for i in ("baseline", "avx2", "avx512") if _platforms.module("cpu")._cpu_supports(i)]

_mish = jax.jit(functools.partial(jax_mish.mish, impl="ffi"))
_grad = jax.jit(functools.partial(jax_mish.mish_grad, impl="ffi"))
_mish_xla = jax.jit(functools.partial(jax_mish.mish, impl="xla"))
_grad_xla = jax.jit(functools.partial(jax_mish.mish_grad, impl="xla"))
_IMPL_FNS = {"ffi": (_mish, _grad), "xla": (_mish_xla, _grad_xla)}
# The bounds (jax_mish.testing.BOUNDS, support.TEST_BOUNDS) each
# implementation is held to.
_CHECK = {"ffi": "kernel", "xla": "xla"}


@pytest.fixture(params=ISAS)
def isa(request):
    assert _platforms.module("cpu")._select_isa(request.param)
    yield request.param
    assert _platforms.module("cpu")._select_isa("auto")


def test_sweep_size():
    assert f32_sweep().size >= 1_000_000


def test_float32_mish(isa):
    x = f32_sweep()
    got = np.asarray(_mish(x))
    err = ulp_error(got, mish64(x), "float32")
    assert np.all(np.isfinite(got)), x[~np.isfinite(got)][:5]
    assert err.max() <= ulps("kernel", "mish", "float32"), (isa, err.max(), x[np.argmax(err)])


def test_float32_mish_prime(isa):
    x = f32_sweep()
    got = np.asarray(_grad(np.ones_like(x), x))
    err = ulp_error(got, mish_prime64(x), "float32")
    assert np.all(np.isfinite(got))
    bound = ulps("kernel", "mish_grad", "float32")
    assert err.max() <= bound, (isa, err.max(), x[np.argmax(err)])


def test_float32_mish_grad_random_dy(isa):
    rng = np.random.default_rng(0)
    x = f32_sweep()[::4]
    dy = (rng.standard_normal(x.size) * 10.0 ** rng.uniform(-3, 3, x.size)).astype(np.float32)
    got = np.asarray(_grad(dy, x))
    exact = dy.astype(np.float64) * mish_prime64(x)
    err = ulp_error(got, exact, "float32", scale=dy)
    bound = ulps("kernel", "mish_grad", "float32")
    assert err.max() <= bound, (isa, err.max(), x[np.argmax(err)])


def _check_half_every_value(impl: str, dtype: str, tag: str) -> None:
    """mish and mish' (dy = 1) on every finite float16 / bfloat16 value; inf
    is accepted only where the exact result overflows."""
    mish_fn, grad_fn = _IMPL_FNS[impl]
    x = every_value(dtype)
    x64 = x.astype(np.float64)
    got_m = np.asarray(mish_fn(x))
    got_g = np.asarray(grad_fn(np.ones_like(x), x))
    for got, exact, op in ((got_m, mish64(x64), "mish"), (got_g, mish_prime64(x64), "mish_grad")):
        err = ulp_error_allowing_overflow(got, exact, dtype)
        bound = ulps(_CHECK[impl], op, dtype)
        assert err.max() <= bound, (tag, dtype, op, err.max(), x[np.argmax(err)])


@pytest.mark.parametrize("dtype", HALF_DTYPES)
def test_half_every_value(isa, dtype):
    _check_half_every_value("ffi", dtype, isa)


def test_float64_against_mpmath(isa):
    x = f64_points(6000)
    got_m = np.asarray(_mish(x))
    got_g = np.asarray(_grad(np.ones_like(x), x))
    for got, fn, op in ((got_m, mish_mp, "mish"), (got_g, mish_prime_mp, "mish_grad")):
        assert np.all(np.isfinite(got)), op
        err = ulp_error_mp(x, got, fn)
        bound = ulps("kernel", op, "float64")
        assert err.max() <= bound, (isa, op, err.max(), x[np.argmax(err)])


def test_float64_reference_matches_mpmath():
    """The float64 numpy oracle used for float32 is itself right (to ~1e-15)."""
    x = np.concatenate([np.linspace(-100, 30, 2001), [-1.1924, 8.0, 9.5, 1e-8, -1e-8]])
    m = np.array([float(mish_mp(v)) for v in x])
    g = np.array([float(mish_prime_mp(v)) for v in x])
    tol_m, tol_g = (tolerance("oracle64", op, "float64") for op in ("mish", "mish_grad"))
    np.testing.assert_allclose(mish64(x), m, rtol=tol_m.rtol, atol=tol_m.atol)
    np.testing.assert_allclose(mish_prime64(x), g, rtol=tol_g.rtol, atol=tol_g.atol)


@pytest.mark.parametrize("impl", ["ffi", "xla"])
@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16, np.float32, np.float64])
def test_limits_and_nan(dtype, impl):
    _mish, _grad = _IMPL_FNS[impl]
    x = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0], dtype=dtype)
    m = np.asarray(_mish(x)).astype(np.float64)
    g = np.asarray(_grad(np.ones_like(x), x)).astype(np.float64)
    assert m[0] == np.inf and m[1] == 0.0 and np.isnan(m[2]) and m[3] == 0.0 and m[4] == 0.0
    assert g[0] == 1.0 and g[1] == 0.0 and np.isnan(g[2])
    np.testing.assert_allclose(g[3:], 0.6, rtol=tolerance("limits", "mish_grad", "any").rtol)
    # NaN in dy propagates too.
    gn = np.asarray(_grad(np.full(2, np.nan, dtype), np.array([1.0, -1.0], dtype)))
    assert np.all(np.isnan(gn.astype(np.float64)))


@pytest.mark.parametrize("impl", ["ffi", "xla"])
def test_cutover_is_exact_float32(impl):
    """Above the float32 cut-over, mish(x) == x and mish'(x) == 1 exactly."""
    _mish, _grad = _IMPL_FNS[impl]
    # (4x-2) e^(-2x) < 2^-24 (half an ulp above 1) from x = 10.2 on.
    x = np.linspace(10.25, 1e6, 10_001, dtype=np.float32)
    np.testing.assert_array_equal(np.asarray(_mish(x)), x)
    np.testing.assert_array_equal(np.asarray(_grad(np.ones_like(x), x)), 1.0)


def test_subnormal_inputs_and_outputs_are_ieee():
    """Subnormal inputs are not flushed; tiny results are rounded once, not flushed."""
    x = np.array([1e-40, -1e-40, -95.0, -100.0], np.float32)
    got = np.asarray(_mish(x)).astype(np.float64)
    exact = mish64(x.astype(np.float64))
    assert np.all(got != 0.0)
    assert ulp_error(got, exact, "float32").max() <= ulps("kernel_subnormal", "mish", "float32")


def test_mixed_dtype_promotion():
    x = np.linspace(-4, 4, 101, dtype=np.float32)
    dy = np.linspace(-1, 1, 101).astype(ml_dtypes.bfloat16)
    out = _grad(dy, x)
    assert out.dtype == jnp.float32
    exact = dy.astype(np.float64) * mish_prime64(x.astype(np.float64))
    err = ulp_error(np.asarray(out), exact, "float32", scale=dy.astype(np.float64))
    assert err.max() <= ulps("kernel", "mish_grad", "float32")
    out16 = _grad(np.ones(3, np.float16), np.ones(3, ml_dtypes.bfloat16))
    assert out16.dtype == jnp.promote_types(jnp.float16, jnp.bfloat16)


# --- impl="xla": the reference formulas as plain HLO -------------------------


def test_xla_float32():
    x = f32_sweep()
    got_m = np.asarray(_mish_xla(x))
    got_g = np.asarray(_grad_xla(np.ones_like(x), x))
    assert np.all(np.isfinite(got_m)) and np.all(np.isfinite(got_g))
    err_m = ulp_error(got_m, mish64(x), "float32")
    err_g = ulp_error(got_g, mish_prime64(x), "float32")
    bound_m, bound_g = ulps("xla", "mish", "float32"), ulps("xla", "mish_grad", "float32")
    assert err_m.max() <= bound_m, (err_m.max(), x[np.argmax(err_m)])
    assert err_g.max() <= bound_g, (err_g.max(), x[np.argmax(err_g)])
    rng = np.random.default_rng(0)
    xs = x[::4]
    dy = (rng.standard_normal(xs.size) * 10.0 ** rng.uniform(-3, 3, xs.size)).astype(np.float32)
    err = ulp_error(
        np.asarray(_grad_xla(dy, xs)), dy.astype(np.float64) * mish_prime64(xs), "float32", scale=dy
    )
    assert err.max() <= bound_g, (err.max(), xs[np.argmax(err)])


@pytest.mark.parametrize("dtype", HALF_DTYPES)
def test_xla_half_every_value(dtype):
    _check_half_every_value("xla", dtype, "xla")


def test_xla_float64_against_mpmath():
    x = np.concatenate(
        [
            f64_points(6000),
            np.linspace(-40, 40, 4001),
            np.linspace(-760, -600, 501),
            np.linspace(-2, 2, 2001),
        ]
    )
    got_m = np.asarray(_mish_xla(x))
    got_g = np.asarray(_grad_xla(np.ones_like(x), x))
    for got, fn, op in ((got_m, mish_mp, "mish"), (got_g, mish_prime_mp, "mish_grad")):
        assert np.all(np.isfinite(got)), op
        err = ulp_error_mp(x, got, fn)
        assert err.max() <= ulps("xla", op, "float64"), (op, err.max(), x[np.argmax(err)])
