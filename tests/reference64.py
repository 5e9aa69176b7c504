"""float64 numpy reference for float32/16 accuracy tests, checked against mpmath."""

from __future__ import annotations

import numpy as np


def mish64(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, np.float64)
    with np.errstate(over="ignore"):
        return x * np.tanh(np.log1p(np.exp(x)))


def mish_prime64(x: np.ndarray) -> np.ndarray:
    """tanh(sp) + x sech^2(sp) sigmoid(x) with sech^2 = 4(n+1)/(n+2)^2 (no cancellation)."""
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


def mish_mp(x: float, dps: int = 50):
    import mpmath as mp

    with mp.workdps(dps):
        xm = mp.mpf(x)
        return xm * mp.tanh(mp.log1p(mp.exp(xm)))


def mish_prime_mp(x: float, dps: int = 50):
    import mpmath as mp

    with mp.workdps(dps):
        xm = mp.mpf(x)
        sp = mp.log1p(mp.exp(xm))
        return mp.tanh(sp) + xm * mp.sech(sp) ** 2 / (1 + mp.exp(-xm))


def ulp_error_mp(x, got, fn, dps: int = 50):
    """float64 ulp errors measured in mpmath: |got - exact| / max(ulp(exact), 2^-53),
    without first rounding the exact value to float64."""
    import mpmath as mp

    out = np.empty(len(x))
    with mp.workdps(dps):
        for i, (xi, gi) in enumerate(zip(x, got)):
            exact = fn(float(xi), dps)
            if not mp.isfinite(exact) or not np.isfinite(gi):
                out[i] = 0.0 if (not np.isfinite(gi) and mp.mpf(gi) == exact) else np.inf
                continue
            a = max(abs(exact), mp.mpf(2) ** -1022)
            ulp = mp.mpf(2) ** (mp.floor(mp.log(a, 2)) - 52)
            out[i] = float(abs(mp.mpf(float(gi)) - exact) / max(ulp, mp.mpf(2) ** -53))
    return out
