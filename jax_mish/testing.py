"""Accuracy oracles, the error metric and the accuracy bounds of jax_mish.

The test suite and ``benchmarks/accuracy.py`` measure accuracy with what is
here. :data:`BOUNDS` holds the documented bounds; docs/design.md shows them as
the table :func:`bounds_table` makes (``python -m jax_mish.testing`` prints
it), and a test fails when that copy is stale. The measured worst cases are in
benchmarks/results/accuracy.md.

Metric (:func:`ulp_error`)::

    error = |got - exact| / max(ulp(exact), ulp(1.0) / 2)      in the output dtype

Exact values below the smallest normal are measured on the subnormal grid; the
floor of half an ulp of 1.0 makes the region around the root of ``mish'``
(x = -1.1924...) count by absolute error, and is scaled by ``|dy|`` for
``dy * mish'(x)``. :func:`ulp_error_mp` is the same metric for float64 results,
evaluated in mpmath against the unrounded exact value.

Oracles: numpy float64 (:func:`mish64`, :func:`mish_prime64`) for float32,
float16 and bfloat16 results; numpy long double (:func:`mish_longdouble`,
:func:`mish_prime_longdouble`) for subnormal results; mpmath at 50 digits
(:func:`mish_mp`, :func:`mish_prime_mp`) for float64 results. mpmath is
imported only when an mpmath function runs (it comes with the ``test`` extra).

Input sets: :func:`f32_sweep`, :func:`f64_points`, :func:`every_value`.

This module is not imported by ``import jax_mish``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import ml_dtypes
import numpy as np
from numpy.typing import ArrayLike

from jax_mish.formulas import COMPUTE_DTYPE

__all__ = [
    "BOUNDS",
    "CHECKS",
    "DTYPES",
    "bounds_table",
    "every_value",
    "f32_sweep",
    "f64_points",
    "finfo",
    "lookup",
    "mish64",
    "mish_longdouble",
    "mish_mp",
    "mish_prime64",
    "mish_prime_longdouble",
    "mish_prime_mp",
    "np_dtype",
    "ulp_error",
    "ulp_error_allowing_overflow",
    "ulp_error_mp",
    "ulps",
]

DTYPES = tuple(d.name for d in COMPUTE_DTYPE)
"""The dtypes jax_mish computes in, by name (jax_mish.formulas.COMPUTE_DTYPE)."""


# --- bounds ----------------------------------------------------------------------

BOUNDS: Mapping[tuple[str, str, str], float] = MappingProxyType(
    {
        ("kernel", "any", "float16"): 1.0,
        ("kernel", "any", "bfloat16"): 1.0,
        ("kernel", "any", "float32"): 2.0,
        ("kernel", "any", "float64"): 8.0,
    }
)
"""(check, op, dtype) -> the largest error accepted, in ulps of :func:`ulp_error`
(of :func:`ulp_error_mp` for float64 results). op is ``"mish"``,
``"mish_grad"`` (mish' with dy = 1, and dy * mish') or ``"any"``; dtype is one
of :data:`DTYPES` or ``"any"``; :func:`lookup` finds an entry. These are the
bounds jax_mish documents; the tests' own tolerances (oracles, routes and
platforms) are in the test suite."""

CHECKS: Mapping[str, str] = MappingProxyType(
    {
        "kernel": (
            'the kernels (`impl="ffi"`: CPU at every ISA and the aarch64 build, CUDA), '
            "worst case over all inputs; checked against numpy float64 for 16- and "
            "32-bit results and mpmath for float64 results"
        ),
    }
)
"""What each check of :data:`BOUNDS` measures, by check name."""

_OPS = {
    "any": "`mish`, `mish'`, `dy * mish'`",
    "mish": "`mish`",
    "mish_grad": "`mish'`, `dy * mish'`",
}


def lookup(
    check: str, op: str, dtype: str, bounds: Mapping[tuple[str, str, str], Any] = BOUNDS
) -> Any:
    """The entry of ``bounds`` for ``(check, op, dtype)``, else for
    ``(check, "any", dtype)``, else for ``(check, op, "any")``; ``KeyError``
    where there is none."""
    for key in ((check, op, dtype), (check, "any", dtype), (check, op, "any")):
        if key in bounds:
            return bounds[key]
    raise KeyError(f"no bound for {(check, op, dtype)!r}")


def ulps(check: str, op: str, dtype: str) -> float:
    """The bound in ulps of ``check`` for ``op`` in ``dtype`` (see :func:`lookup`)."""
    return float(lookup(check, op, dtype))


def bounds_table() -> str:
    """:data:`BOUNDS` as a Markdown table, one row per check and op, a column per dtype.

    docs/design.md shows this table (``python -m jax_mish.testing`` prints it);
    a test checks that the committed copy is current.
    """
    lines = [
        "| check | op | " + " | ".join(DTYPES) + " |",
        "|---|---|" + "---:|" * len(DTYPES),
    ]
    rows = dict.fromkeys((check, op) for check, op, _ in BOUNDS)
    for check, op in rows:
        cells = []
        for dtype in DTYPES:
            try:
                bound = lookup(check, op, dtype)
            except KeyError:
                cells.append("-")
            else:
                cells.append(f"{bound:g} ulp")
        lines.append(f"| `{check}` | {_OPS[op]} | " + " | ".join(cells) + " |")
    lines.append("")
    lines += [f"- `{check}`: {CHECKS[check]}." for check in dict.fromkeys(c for c, _ in rows)]
    return "\n".join(lines) + "\n"


# --- dtypes and the metric -------------------------------------------------------


_BY_NAME = {d.name: d for d in COMPUTE_DTYPE}


def np_dtype(name: str) -> np.dtype[Any]:
    """The numpy dtype for one of :data:`DTYPES` (bfloat16 from ml_dtypes)."""
    return _BY_NAME[name]


def finfo(dtype: str) -> Any:
    """numpy's (ml_dtypes' for bfloat16) ``finfo`` of one of :data:`DTYPES`."""
    return ml_dtypes.finfo(np_dtype(dtype))


def ulp_error(
    got: ArrayLike,
    exact: ArrayLike,
    dtype: str,
    scale: ArrayLike | None = None,
    *,
    floor: bool = True,
    atol: float = 0.0,
) -> np.ndarray:
    """Error of ``got`` against ``exact`` in ulps of ``dtype``, per element, as float64.

    Args:
      got: the results, any dtype (converted through float64).
      exact: the exact values, as float64, or as long double to keep the bits
        below float64's precision (subnormal float64 results).
      dtype: the output dtype whose ulps count, one of :data:`DTYPES`.
      scale: for ``dy * mish'(x)``, ``dy``: the floor of half an ulp of 1.0
        is multiplied by ``|dy|``.
      floor: ``False`` drops the floor, leaving the ulp of the exact value on
        the subnormal grid (for checks of subnormal results, which the floor
        would make meaningless).
      atol: differences ``|got - exact| <= atol`` (in float64) count as 0 (an
        oracle that cannot resolve smaller ones).

    Infinities in ``got`` and exact values beyond the dtype's range count as
    ``max + ulp(max)``, past the point where rounding gives infinity; a NaN on
    one side only is an infinite error; NaN against NaN and equal values are 0.
    The arithmetic is in numpy's long double so that float64's overflow
    boundary is representable.
    """
    fi = finfo(dtype)
    nmant = int(fi.nmant)
    big = np.longdouble(float(fi.max)) + np.ldexp(np.longdouble(1), int(fi.maxexp) - 1 - nmant)
    g = np.asarray(got).astype(np.float64).astype(np.longdouble)
    e = np.asarray(exact)
    if e.dtype != np.longdouble:
        e = e.astype(np.float64).astype(np.longdouble)
    g = np.where(np.isinf(g), np.sign(g) * big, g)
    e = np.clip(e, -big, big)
    tiny = np.longdouble(float(fi.smallest_normal))
    _, ex = np.frexp(np.maximum(np.abs(e), tiny))
    ulp = np.ldexp(np.longdouble(1), (ex - 1 - nmant).astype(np.int32))
    if floor:
        lo = np.ldexp(np.longdouble(1), -nmant - 1)
        if scale is not None:
            lo = lo * np.abs(np.asarray(scale).astype(np.float64).astype(np.longdouble))
        ulp = np.maximum(ulp, lo)
    with np.errstate(invalid="ignore", over="ignore"):
        err = np.abs(g - e) / ulp
    err = np.where((np.isnan(g) & np.isnan(e)) | (g == e), 0.0, err)
    err = np.where(np.isnan(g) ^ np.isnan(e), np.inf, err)
    if atol:
        with np.errstate(invalid="ignore"):  # inf - inf: NaN, never <= atol
            diff = np.abs(np.asarray(got, np.float64) - np.asarray(exact, np.float64))
            err = np.where(diff <= atol, 0.0, err)
    return np.asarray(err, np.float64)


def ulp_error_allowing_overflow(
    got: ArrayLike, exact: ArrayLike, dtype: str, scale: ArrayLike | None = None
) -> np.ndarray:
    """:func:`ulp_error` for finite inputs whose exact result may overflow ``dtype``.

    An infinite result is exact (0) where ``|exact|`` exceeds the dtype's
    largest finite value and an infinite error where it does not: a finite
    input must not give inf unless the exact result overflows.
    """
    g = np.asarray(got).astype(np.float64)
    e = np.asarray(exact, np.float64)
    overflow = np.abs(e) > float(finfo(dtype).max)
    err = ulp_error(g, e, dtype, scale)
    err = np.where(~np.isfinite(g) & ~overflow, np.inf, err)
    return np.where(overflow & np.isinf(g), 0.0, err)


# --- numpy oracles ---------------------------------------------------------------


def mish64(x: ArrayLike) -> np.ndarray:
    """mish(x) = x tanh(log1p(e^x)) in numpy float64."""
    x = np.asarray(x, np.float64)
    with np.errstate(over="ignore"):
        return np.asarray(x * np.tanh(np.log1p(np.exp(x))))


def mish_prime64(x: ArrayLike) -> np.ndarray:
    """mish'(x) in numpy float64, written without cancellation.

    ``tanh(sp) + x sech^2(sp) sigmoid(x)`` with ``sech^2`` as
    ``4(n+1)/(n+2)^2``, split by sign so that no ``1 - tanh^2`` is formed.
    """
    x = np.asarray(x, np.float64)
    out = np.empty_like(x)
    pos = x > 0
    with np.errstate(over="ignore", invalid="ignore"):
        w = np.exp(-x[pos])
        q = 1 + 2 * w + 2 * w * w
        out[pos] = 1 + w * w * (4 * x[pos] * (1 + w) - 2 * q) / (q * q)
        xn = x[~pos]
        e = np.exp(xn)
        d = e * e + 2 * e + 2
        out[~pos] = e * ((e + 2) * d + 4 * xn * (e + 1)) / (d * d)
    out[np.isposinf(x)] = 1.0
    out[np.isneginf(x)] = 0.0
    return out


def mish_longdouble(x: ArrayLike) -> np.ndarray:
    """mish(x) in numpy long double: IEEE subnormals and, on x86, 11 more bits
    than float64 (the oracle for subnormal inputs and results)."""
    xl = np.asarray(x, np.float64).astype(np.longdouble)
    e = np.exp(xl)
    n = e * (e + 2)
    return np.asarray(xl * n / (n + 2))


def mish_prime_longdouble(x: ArrayLike) -> np.ndarray:
    """mish'(x) in numpy long double (see :func:`mish_longdouble`)."""
    xl = np.asarray(x, np.float64).astype(np.longdouble)
    e = np.exp(xl)
    n = e * (e + 2)
    t = n / (n + 2)
    sech2 = 4 * (n + 1) / ((n + 2) * (n + 2))
    return np.asarray(t + xl * sech2 * (e / (e + 1)))


# --- mpmath oracles --------------------------------------------------------------


def _mpmath() -> Any:
    try:
        import mpmath
    except ImportError as e:
        raise ImportError(
            "jax_mish.testing: the mpmath oracle needs mpmath, which comes with "
            "the test extra: pip install 'jax_mish[test]' (or pip install mpmath)"
        ) from e
    return mpmath


def mish_mp(x: float, dps: int = 50) -> Any:
    """mish(x) as an ``mpmath.mpf`` computed with ``dps`` decimal digits."""
    mp = _mpmath()
    with mp.workdps(dps):
        xm = mp.mpf(x)
        return xm * mp.tanh(mp.log1p(mp.exp(xm)))


def mish_prime_mp(x: float, dps: int = 50) -> Any:
    """mish'(x) as an ``mpmath.mpf`` computed with ``dps`` decimal digits."""
    mp = _mpmath()
    with mp.workdps(dps):
        xm = mp.mpf(x)
        sp = mp.log1p(mp.exp(xm))
        return mp.tanh(sp) + xm * mp.sech(sp) ** 2 / (1 + mp.exp(-xm))


def ulp_error_mp(
    x: ArrayLike, got: ArrayLike, fn: Callable[[float, int], Any], dps: int = 50
) -> np.ndarray:
    """float64 errors in ulps, measured in mpmath against ``fn(x, dps)`` unrounded.

    The metric of :func:`ulp_error` for float64 results (floor 2^-53, the
    subnormal grid below the normal range), without rounding the exact value to
    float64 first. A non-finite ``got`` is 0 where it equals the exact value
    and infinite otherwise.
    """
    mp = _mpmath()
    xs = np.asarray(x, np.float64).reshape(-1)
    gs = np.asarray(got, np.float64).reshape(-1)
    out = np.empty(xs.size)
    with mp.workdps(dps):
        for i, (xi, gi) in enumerate(zip(xs, gs)):
            exact = fn(float(xi), dps)
            if not mp.isfinite(exact) or not np.isfinite(gi):
                out[i] = 0.0 if (not np.isfinite(gi) and mp.mpf(gi) == exact) else np.inf
                continue
            a = max(abs(exact), mp.mpf(2) ** -1022)
            ulp = mp.mpf(2) ** (mp.floor(mp.log(a, 2)) - 52)
            out[i] = float(abs(mp.mpf(float(gi)) - exact) / max(ulp, mp.mpf(2) ** -53))
    return out


# --- input sets ------------------------------------------------------------------


def _read_only(a: np.ndarray) -> np.ndarray:
    a.setflags(write=False)
    return a


@functools.cache
def f32_sweep() -> np.ndarray:
    """>= 10^6 finite float32 values: bit patterns over the whole range, both
    signs, plus dense windows where the formula changes branch or cancels.

    The same read-only array on every call.
    """
    strided = np.arange(0, 2**32, 3989, dtype=np.uint64).astype(np.uint32).view(np.float32)
    dense = [
        np.linspace(-3, 3, 400_001, dtype=np.float32),  # branch at 0, root
        np.linspace(-1.25, -1.15, 100_001, dtype=np.float32),  # mish' root -1.1924
        np.linspace(7, 12, 100_001, dtype=np.float32),  # cut-over to mish'=1
        np.linspace(-125, -15, 100_001, dtype=np.float32),  # tiny / subnormal results
        np.array(
            [
                0.0,
                -0.0,
                1e-45,
                -1e-45,
                1e-38,
                -1e-38,
                20.0,
                -20.0,
                20.000002,
                -20.000002,
                3.4e38,
                -3.4e38,
                88.7,
                -88.7,
                104.0,
                -104.0,
            ],
            np.float32,
        ),
    ]
    x = np.concatenate([strided] + dense)
    return _read_only(x[np.isfinite(x)])


def f64_points(n_random: int = 6000) -> np.ndarray:
    """float64 test points: finite random bit patterns (from ``n_random``
    draws), ``n_random // 2`` uniform points in [-60, 60], and special values
    (the root of mish', the clamps, the cut-over, subnormals, signed zeros).

    The same values on every call with the same ``n_random``.
    """
    rng = np.random.default_rng(1)
    bits = rng.integers(0, 2**64, n_random, dtype=np.uint64).view(np.float64)
    bits = bits[np.isfinite(bits)]
    # Random bit patterns are mostly huge or tiny; add the interesting middle.
    mid = rng.uniform(-60, 60, n_random // 2)
    special = np.array(
        [
            -1.1924,
            -1.19,
            -1.2,
            -745.0,
            -750.0,
            -38.0,
            -40.5,
            18.0,
            20.5,
            40.0,
            41.0,
            1e-310,
            -1e-310,
            0.0,
            -0.0,
            1e300,
            -1e300,
        ]
    )
    return np.concatenate([bits, mid, special])


def every_value(dtype: str, *, finite: bool = True) -> np.ndarray:
    """Every value of a 16-bit dtype of :data:`DTYPES` (float16, bfloat16) in
    bit-pattern order (0x0000 to 0xFFFF); with ``finite=False`` also the
    infinities and every NaN."""
    if dtype not in _BY_NAME or _BY_NAME[dtype].itemsize != 2:
        sixteen = " or ".join(d for d in DTYPES if _BY_NAME[d].itemsize == 2)
        raise ValueError(f"every_value: dtype must be {sixteen}, got {dtype!r}")
    x = np.arange(2**16, dtype=np.uint32).astype(np.uint16).view(np_dtype(dtype))
    return x[np.isfinite(x.astype(np.float32))] if finite else x


if __name__ == "__main__":
    print(bounds_table(), end="")
