"""The accuracy metric of DESIGN.md, shared by the accuracy tests.

error = |got - exact| / max(ulp(exact), ulp(1.0) / 2), in the output dtype;
exact values below the smallest normal are treated as equal to it (their ulp
is the subnormal spacing), and the floor makes the region around the root of
mish' (x = -1.1924...) count by absolute error.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

FINFO = {
    "float16": (np.finfo(np.float16).nmant, float(np.finfo(np.float16).smallest_normal)),
    "bfloat16": (7, float(ml_dtypes.finfo(ml_dtypes.bfloat16).smallest_normal)),
    "float32": (23, float(np.finfo(np.float32).smallest_normal)),
    "float64": (52, float(np.finfo(np.float64).smallest_normal)),
}


def ulp_of(exact: np.ndarray, dtype: str) -> np.ndarray:
    """ulp in `dtype` of each exact value (float64 or mpmath-rounded array)."""
    nmant, tiny = FINFO[dtype]
    a = np.maximum(np.abs(np.asarray(exact, np.float64)), tiny)
    _, e = np.frexp(a)  # a = m * 2^e with m in [0.5, 1)
    return np.ldexp(1.0, e - 1 - nmant)


def ulp_error(got, exact, dtype: str, scale=None) -> np.ndarray:
    """Error in ulps; `scale` multiplies the absolute floor (use |dy| for dy*g)."""
    nmant, _ = FINFO[dtype]
    got = np.asarray(got, np.float64)
    exact = np.asarray(exact, np.float64)
    floor = np.ldexp(1.0, -nmant - 1) * (1.0 if scale is None else np.abs(scale))
    denom = np.maximum(ulp_of(exact, dtype), floor)
    with np.errstate(invalid="ignore"):
        err = np.abs(got - exact) / denom
    # Equal infinities (and equal zeros) are exact.
    err = np.where(got == exact, 0.0, err)
    return err
