"""The accuracy metric of docs/design.md ("Error metric and bounds"), shared by
every accuracy test.

error = |got - exact| / max(ulp(exact), ulp(1.0) / 2), in the output dtype;
exact values below the smallest normal are treated as equal to it (their ulp
is the subnormal spacing), and the floor makes the region around the root of
mish' (x = -1.1924...) count by absolute error. For ``dy * mish'(x)`` the
floor is scaled by ``|dy|`` (its error is ``|dy|`` times that of ``mish'``).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np


def finfo(dtype: str):
    """numpy/ml_dtypes finfo for float16, bfloat16, float32 or float64."""
    return ml_dtypes.finfo(ml_dtypes.bfloat16) if dtype == "bfloat16" else np.finfo(dtype)


def ulp_error(got, exact, dtype: str, scale=None) -> np.ndarray:
    """Error of ``got`` in ulps of ``dtype``, per element, as float64.

    Infinities in ``got`` and exact values beyond the dtype's range count as
    ``max + ulp(max)`` (past the point where rounding gives infinity); a NaN on
    one side only is an infinite error; NaN against NaN and equal values are 0.
    The arithmetic is in numpy's long double so that float64's overflow
    boundary is representable.
    """
    fi = finfo(dtype)
    nmant = int(fi.nmant)
    big = np.longdouble(float(fi.max)) + np.ldexp(np.longdouble(1), int(fi.maxexp) - 1 - nmant)
    g = np.asarray(got).astype(np.float64).astype(np.longdouble)
    e = np.asarray(exact, np.float64).astype(np.longdouble)
    g = np.where(np.isinf(g), np.sign(g) * big, g)
    e = np.clip(e, -big, big)
    tiny = np.longdouble(float(fi.smallest_normal))
    _, ex = np.frexp(np.maximum(np.abs(e), tiny))
    ulp = np.ldexp(np.longdouble(1), (ex - 1 - nmant).astype(np.int32))
    floor = np.ldexp(np.longdouble(1), -nmant - 1)
    if scale is not None:
        floor = floor * np.abs(np.asarray(scale).astype(np.float64).astype(np.longdouble))
    with np.errstate(invalid="ignore", over="ignore"):
        err = np.abs(g - e) / np.maximum(ulp, floor)
    err = np.where((np.isnan(g) & np.isnan(e)) | (g == e), 0.0, err)
    err = np.where(np.isnan(g) ^ np.isnan(e), np.inf, err)
    return err.astype(np.float64)
