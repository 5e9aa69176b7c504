"""Property-based fuzzing of mish and mish_grad against the pure-JAX reference.

Hypothesis draws shapes (rank 0..5, empty axes included), dtypes (each of
jax_mish.testing.DTYPES and every mixed pair for mish_grad), values (finite,
huge, tiny, subnormal, +-inf, NaN, the formula's thresholds and each format's
edges) and a JAX transform; the result must be within the dtype's accuracy
bound of the float64 reference (tests/support/__init__.py; the metric is
jax_mish.testing.ulp_error).

Example budget: a fixed, derandomised budget by default (CI); set
``JAX_MISH_FUZZ_EXAMPLES=N`` for N examples per test with a fresh random seed,
e.g. ``JAX_MISH_FUZZ_EXAMPLES=5000 pytest tests/test_fuzz.py``.
"""

from __future__ import annotations

import os

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from support import (
    describe_worst,
    exact_grad,
    exact_mish,
    promote_like_api,
    reference_ulp_error,
    ulps,
)

import jax_mish
from jax_mish.formulas import COMPUTE_DTYPE, LIMITS
from jax_mish.testing import DTYPES, finfo, np_dtype

CI_EXAMPLES = 120
_requested = os.environ.get("JAX_MISH_FUZZ_EXAMPLES", "").strip()

# Compiles dominate the time per example and vary with machine load, so no
# deadline; the CI budget is derandomised so that every run checks the same
# examples (a failure reproduces exactly), the larger one explores afresh.
FUZZ = settings(
    max_examples=int(_requested) if _requested else CI_EXAMPLES,
    derandomize=not _requested,
    deadline=None,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# Values where the formula changes regime, picked by hand from the derivations
# in xla_ffi/mish_math.h (design values, not facts of a format): the x = ln 2
# split of the gradient, the root of mish', float32's true cut-over to
# mish' = 1 (about 10.2), the kernels' scaled exp below -79.7 (float32) and
# -693 (float64), where exp(x) leaves the normal range and underflows in
# float32 (-87.3, -103.3) and float64 (-708.4, -744.4), and float64's last
# nonzero results (about -751).
REGIME = [
    0.6931472,
    0.69314718,
    -1.1924024,
    9.4,
    10.0,
    -79.7,
    -79.72,
    -87.3,
    -88.0,
    -103.0,
    -104.0,
    -693.5,
    -708.5,
    -745.0,
    -751.0,
]


def limit_values() -> list[float]:
    """Per compute dtype (jax_mish.formulas.LIMITS): the clamps and just past
    them, -hi and just past it, the cut-over to the scaled exp and just below."""
    out: list[float] = []
    for lim in LIMITS.values():
        out += [lim.hi, lim.hi + 0.5, lim.hi + 1.0, -lim.hi, -lim.hi - 0.5]
        out += [lim.lo, lim.lo - 1.0, lim.unscaled_min_x, lim.unscaled_min_x - 1.0]
    return out


def format_values() -> list[float]:
    """Per dtype of DTYPES, from its finfo: +- the largest finite value, the
    smallest normal, the largest subnormal and the smallest subnormal (the
    overflow and underflow edges of every format)."""
    out: list[float] = []
    for dtype in DTYPES:
        fi = finfo(dtype)
        tiny, sub = float(fi.smallest_normal), float(fi.smallest_subnormal)
        for v in (float(fi.max), tiny, tiny - sub, sub):
            out += [v, -v]
    return out


SPECIAL = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    np.inf,
    -np.inf,
    np.nan,
    -np.nan,
    *dict.fromkeys([*REGIME, *limit_values(), *format_values()]),
]


def _drawn_as(dtype: str) -> np.dtype:
    """The numpy float type hypothesis draws `dtype`'s values in: the dtype
    itself where numpy has it (float16/32/64), else the type it is computed in
    (bfloat16: float32), rounded to `dtype` after."""
    d = np_dtype(dtype)
    return d if d.kind == "f" else COMPUTE_DTYPE[d]


def _values(dtype: str) -> st.SearchStrategy[float]:
    width = 8 * _drawn_as(dtype).itemsize
    return st.one_of(
        st.floats(width=width, allow_nan=True, allow_infinity=True, allow_subnormal=True),
        st.floats(-30.0, 30.0, width=width),
        st.floats(-3.0, 3.0, width=width),
        st.sampled_from(SPECIAL),
    )


@st.composite
def arrays(draw, dtype: str, shape: tuple[int, ...]) -> np.ndarray:
    """An array of `dtype` (bfloat16 drawn as float32, then rounded)."""
    base = _drawn_as(dtype)
    with np.errstate(over="ignore"):
        values = draw(
            hnp.arrays(
                np.dtype(base),
                shape,
                elements=_values(dtype).map(lambda v: np.array(v).astype(base)),
            )
        )
    return values.astype(np_dtype(dtype))


shapes = hnp.array_shapes(min_dims=0, max_dims=5, min_side=0, max_side=6)
dtypes = st.sampled_from(DTYPES)


def _assert_close(got, exact, dtype: str, what: str, scale=None, inputs=()) -> None:
    got = np.asarray(got)
    assert got.dtype == np_dtype(dtype), (what, got.dtype, dtype)
    assert got.shape == np.shape(exact), (what, got.shape, np.shape(exact))
    err = reference_ulp_error(got, exact, dtype, scale=scale)
    if scale is not None:
        # dy = +-inf: inf * mish'(x) is inf or NaN depending on whether mish'(x)
        # rounds to zero; only require a non-finite result there.
        inf_dy = np.isinf(np.broadcast_to(np.asarray(scale, np.float64), got.shape))
        assert not np.any(np.isfinite(got.astype(np.float64))[inf_dy]), what
        err = np.where(inf_dy, 0.0, err)
    bound = ulps("kernel_vs_reference64", "any", dtype)
    assert err.max(initial=0.0) <= bound, f"{what} [{dtype}]: " + describe_worst(
        err, *inputs, ("got", got), ("exact", exact)
    )


# jax.disable_jit() is covered by test_reliability.py (it currently recurses).
MISH_TRANSFORMS = ["eager", "jit", "vmap", "jit_vmap", "grad", "jvp", "vjp", "checkpoint_grad"]


@pytest.mark.slow
@FUZZ
@given(data=st.data(), dtype=dtypes, shape=shapes, transform=st.sampled_from(MISH_TRANSFORMS))
def test_fuzz_mish(data, dtype, shape, transform):
    x = data.draw(arrays(dtype, shape), label="x")
    xs = [("x", x)]
    if transform in ("eager", "jit", "vmap", "jit_vmap"):
        if transform == "eager":
            got = jax_mish.mish(x)
        elif transform == "jit":
            got = jax.jit(jax_mish.mish)(x)
        else:
            if x.ndim == 0:
                x = x.reshape(1)
            axis = data.draw(st.integers(0, x.ndim - 1), label="axis")
            f = jax.vmap(jax_mish.mish, in_axes=axis, out_axes=axis)
            got = (jax.jit(f) if transform == "jit_vmap" else f)(x)
        _assert_close(got, exact_mish(x), dtype, f"mish/{transform}", inputs=xs)
        return

    t = data.draw(arrays(dtype, x.shape), label="tangent")
    if transform == "grad" or transform == "checkpoint_grad":
        f = jax_mish.mish if transform == "grad" else jax.checkpoint(jax_mish.mish)
        got = jax.grad(lambda v: jnp.sum(f(v).astype(jnp.float64)))(x)
        _assert_close(
            got, exact_grad(np.ones(x.shape, x.dtype), x), dtype, f"mish/{transform}", inputs=xs
        )
    elif transform == "jvp":
        y, ty = jax.jvp(jax_mish.mish, (x,), (t,))
        _assert_close(y, exact_mish(x), dtype, "mish/jvp primal", inputs=xs)
        _assert_close(
            ty, exact_grad(t, x), dtype, "mish/jvp tangent", scale=t, inputs=xs + [("t", t)]
        )
    elif transform == "vjp":
        y, pullback = jax.vjp(jax_mish.mish, x)
        (ct,) = pullback(t)
        _assert_close(y, exact_mish(x), dtype, "mish/vjp primal", inputs=xs)
        _assert_close(
            ct, exact_grad(t, x), dtype, "mish/vjp cotangent", scale=t, inputs=xs + [("ct", t)]
        )
    else:  # pragma: no cover - the strategy only draws the names above
        raise AssertionError(transform)


GRAD_TRANSFORMS = ["eager", "jit", "vmap", "jvp_dy", "vjp_dy"]
# vmap with the batch axis in different places (or on one operand only) takes
# a separate path in the batching rule (move/broadcast, then the kernel); it
# has its own test below.
MIXED_AXES_TRANSFORMS = ["vmap_axes_differ", "vmap_dy_unbatched", "vmap_x_unbatched"]


@FUZZ
@given(
    data=st.data(),
    dy_dtype=dtypes,
    x_dtype=dtypes,
    shape=shapes,
    transform=st.sampled_from(GRAD_TRANSFORMS),
)
@pytest.mark.slow
def test_fuzz_mish_grad(data, dy_dtype, x_dtype, shape, transform):
    _check_mish_grad(data, dy_dtype, x_dtype, shape, transform)


@FUZZ
@given(
    data=st.data(),
    dy_dtype=dtypes,
    x_dtype=dtypes,
    shape=shapes,
    transform=st.sampled_from(MIXED_AXES_TRANSFORMS),
)
@pytest.mark.slow
def test_fuzz_mish_grad_vmap_mixed_axes(data, dy_dtype, x_dtype, shape, transform):
    _check_mish_grad(data, dy_dtype, x_dtype, shape, transform)


def _check_mish_grad(data, dy_dtype, x_dtype, shape, transform):
    out = jnp.promote_types(dy_dtype, x_dtype).name
    if transform.startswith("vmap") and (len(shape) == 0 or shape[0] == 0):
        shape = (1,) + tuple(shape[1:])
    x = data.draw(arrays(x_dtype, shape), label="x")
    dy = data.draw(arrays(dy_dtype, shape), label="dy")
    # The kernel sees both operands after jax_mish's promotion (an XLA
    # convert, which flushes subnormals when it widens float32 to float64).
    dy_p, x_p = promote_like_api(dy, out), promote_like_api(x, out)
    inputs = [("x", x), ("dy", dy)]

    if transform in ("eager", "jit"):
        f = jax_mish.mish_grad if transform == "eager" else jax.jit(jax_mish.mish_grad)
        _assert_close(
            f(dy, x),
            exact_grad(dy_p, x_p),
            out,
            f"mish_grad/{transform}",
            scale=dy_p,
            inputs=inputs,
        )
    elif transform in ("vmap", "vmap_axes_differ"):
        ax_dy = data.draw(st.integers(0, len(shape) - 1), label="dy axis")
        if transform == "vmap":
            ax_x = ax_dy
        else:
            ax_x = data.draw(
                st.integers(0, len(shape) - 1).filter(lambda a: a != ax_dy or len(shape) == 1),
                label="x axis",
            )
        got = jax.vmap(jax_mish.mish_grad, in_axes=(ax_dy, ax_x))(
            np.moveaxis(dy, 0, ax_dy), np.moveaxis(x, 0, ax_x)
        )
        _assert_close(got, exact_grad(dy_p, x_p), out, "mish_grad/vmap", scale=dy_p, inputs=inputs)
    elif transform == "vmap_dy_unbatched":
        got = jax.vmap(jax_mish.mish_grad, in_axes=(None, 0))(dy[0], x)
        dy_b = np.broadcast_to(dy_p[0], x.shape)
        _assert_close(
            got, exact_grad(dy_b, x_p), out, "mish_grad/vmap(None, 0)", scale=dy_b, inputs=inputs
        )
    elif transform == "vmap_x_unbatched":
        got = jax.vmap(jax_mish.mish_grad, in_axes=(0, None))(dy, x[0])
        x_b = np.broadcast_to(x_p[0], dy.shape)
        _assert_close(
            got, exact_grad(dy_p, x_b), out, "mish_grad/vmap(0, None)", scale=dy_p, inputs=inputs
        )
    else:
        # Linear in dy: its tangent and cotangent maps are mish_grad again.
        # Drawn in the output dtype so no convert sits between them.
        x_o, dy_o = x_p, dy_p
        t = data.draw(arrays(out, shape), label="t")
        if transform == "jvp_dy":
            _, got = jax.jvp(lambda d: jax_mish.mish_grad(d, x_o), (dy_o,), (t,))
        else:
            _, pullback = jax.vjp(lambda d: jax_mish.mish_grad(d, x_o), dy_o)
            (got,) = pullback(t)
        _assert_close(
            got,
            exact_grad(t, x_o),
            out,
            f"mish_grad/{transform}",
            scale=t,
            inputs=inputs + [("t", t)],
        )


@FUZZ
@given(data=st.data(), dtype=dtypes, n=st.integers(0, 300))
@pytest.mark.slow
def test_fuzz_bitwise_reproducible(data, dtype, n):
    """Any values, any length: two calls (one eager, one jitted) agree bit for bit."""
    x = data.draw(arrays(dtype, (n,)), label="x")
    dy = data.draw(arrays(dtype, (n,)), label="dy")
    a = np.asarray(jax_mish.mish_grad(dy, x)), np.asarray(jax_mish.mish(x))
    b = np.asarray(jax.jit(jax_mish.mish_grad)(dy, x)), np.asarray(jax.jit(jax_mish.mish)(x))
    for u, v in zip(a, b):
        assert u.tobytes() == v.tobytes()


def test_strategies_cover_the_value_classes():
    """The value strategy reaches every class of special input (checked on draws)."""
    from hypothesis import find

    f32 = np.finfo(np.float32)
    classes = {
        "nan": lambda v: np.isnan(v),
        "inf": lambda v: np.isinf(v),
        "huge": lambda v: np.isfinite(v) and abs(v) > 1e30,
        "subnormal": lambda v: 0 < abs(v) < f32.smallest_normal,
        "tiny normal": lambda v: f32.smallest_normal <= abs(v) < 1e-30,
        "moderate": lambda v: 0.5 < abs(v) < 30,
    }

    def as_f32(v):
        with np.errstate(over="ignore"):  # float64 specials beyond float32 become inf
            return np.float32(v)

    for name, pred in classes.items():
        v = find(
            _values("float32"),
            lambda v, p=pred: bool(p(as_f32(v))),
            settings=settings(max_examples=2000, database=None, derandomize=True),
        )
        assert pred(as_f32(v)), name


@pytest.mark.parametrize("dtype", DTYPES)
def test_array_strategy_yields_the_requested_dtype(dtype):
    from hypothesis import find

    a = find(
        arrays(dtype, (4,)),
        lambda a: True,
        settings=settings(max_examples=5, database=None, derandomize=True),
    )
    assert a.dtype == np_dtype(dtype) and a.shape == (4,)
