"""What the bias + Mish tests share (tests/test_bias_kernels.py on the CPU,
tests/test_gpu.py on CUDA, tests/test_bias.py through the API): their inputs,
the order of xla_ffi/bias_plan.h evaluated in numpy, and the bound it states
for db. The plan's constants are read from that header (:data:`PLAN`), its one
place of truth."""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np

from jax_mish.formulas import COMPUTE_DTYPE
from jax_mish.testing import finfo, np_dtype
from support import ulps


def compute_dtype(dtype: str) -> np.dtype:
    return np.dtype(COMPUTE_DTYPE[np_dtype(dtype)])


def same_bits(a, b) -> bool:
    """Equal bit for bit, NaN matching any NaN."""
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.size == 0:
        return True
    ua = np.ascontiguousarray(a).view(f"u{a.dtype.itemsize}")
    ub = np.ascontiguousarray(b).view(f"u{b.dtype.itemsize}")
    with np.errstate(invalid="ignore"):
        nan = np.isnan(a.astype(np.float64)) & np.isnan(b.astype(np.float64))
    return bool(np.all((ua == ub) | nan))


def inputs(x_shape, b_shape, dtype: str, seed: int, specials: bool = False):
    """(dy, x, b) over every regime of the formulas; NaN, infinities and
    signed zeros when ``specials``."""
    rng = np.random.default_rng(seed)
    dt = np_dtype(dtype)

    def draw(shape, scale):
        n = int(np.prod(shape))
        v = np.where(rng.random(n) < 0.5, rng.uniform(-25.0, 25.0, n), rng.standard_normal(n) * 3.0)
        pick = rng.random(n)
        v = np.where(pick < 0.04, -85.0 - 30.0 * rng.random(n), v)  # tiny results
        v = np.where((pick >= 0.04) & (pick < 0.06), 0.0, v)
        v = np.where((pick >= 0.06) & (pick < 0.07), -0.0, v)
        v = np.where((pick >= 0.07) & (pick < 0.08), np.ldexp(rng.uniform(-1, 1, n), -130), v)
        if specials:
            v = np.where((pick >= 0.08) & (pick < 0.09), np.nan, v)
            v = np.where((pick >= 0.09) & (pick < 0.10), np.inf, v)
            v = np.where((pick >= 0.10) & (pick < 0.11), -np.inf, v)
        return (v * scale).astype(dt).reshape(shape)

    return draw(x_shape, 0.5), draw(x_shape, 1.0), draw(b_shape, 0.25)


def widen(a: np.ndarray, dtype: str) -> np.ndarray:
    return np.asarray(a).astype(compute_dtype(dtype))


def biased(x: np.ndarray, b: np.ndarray, dtype: str) -> np.ndarray:
    """z = x + b in the compute dtype, one rounding (inf - inf is NaN)."""
    with np.errstate(invalid="ignore", over="ignore"):
        return widen(x, dtype) + widen(b, dtype)


BIAS_PLAN_H = Path(__file__).resolve().parents[2] / "xla_ffi" / "bias_plan.h"


def _plan_constants() -> dict[str, int]:
    text = BIAS_PLAN_H.read_text()
    found = dict(re.findall(r"inline constexpr int64_t (kBias\w+) = (\d+);", text))
    return {k: int(v) for k, v in found.items()}


PLAN = _plan_constants()
"""bias_plan.h's constants: kBiasInterleave, kBiasMaxInterleavedSlots, kBiasChunkRows."""


def bias_plan(n: int, cols: int) -> dict:
    """bias_plan.h's BiasPlan for n elements and cols bias elements."""
    interleave, chunk = PLAN["kBiasInterleave"], PLAN["kBiasChunkRows"]
    m = interleave // math.gcd(cols, interleave)
    if m * cols > PLAN["kBiasMaxInterleavedSlots"]:
        m = 1
    while m > 1 and m // 2 >= n // cols:
        m //= 2
    slots = m * cols
    super_rows = -(-n // slots)
    return {"m": m, "slots": slots, "super_rows": super_rows, "chunks": -(-super_rows // chunk)}


def db_depth(n: int, cols: int) -> int:
    """bias_plan.h's k: the most roundings any term of db passes through,
    (q - 1) + ceil(log2(chunks)) + log2(m), q = min(32, super-rows)."""
    p = bias_plan(n, cols)
    q = min(PLAN["kBiasChunkRows"], p["super_rows"])
    return (q - 1) + math.ceil(math.log2(max(p["chunks"], 1))) + int(math.log2(p["m"]))


def gamma(k: int, dtype: str) -> float:
    """Higham's gamma_k = k u / (1 - k u), u the unit roundoff of ``dtype``'s
    compute type."""
    u = 2.0 ** -(int(finfo(compute_dtype(dtype).name).nmant) + 1)
    return k * u / (1 - k * u)


def _tree(rows: list[np.ndarray], lo: int, hi: int) -> np.ndarray:
    if hi - lo == 1:
        return rows[lo]
    p = 1
    while 2 * p < hi - lo:
        p *= 2
    return _tree(rows, lo, lo + p) + _tree(rows, lo + p, hi)


def db_in_order(t: np.ndarray, cols: int, storage: np.dtype) -> np.ndarray:
    """db from the unrounded terms t (compute dtype, x's flat order) in the
    order of bias_plan.h: chunks of 32 super-rows summed in order from +0,
    the pairwise tree over chunks, each column's slots pairwise, one rounding."""
    t = np.asarray(t).reshape(-1)
    if t.size == 0:
        return np.zeros(cols, storage)
    p = bias_plan(t.size, cols)
    slots = p["slots"]
    grid = np.zeros(p["super_rows"] * slots, t.dtype)  # padding: +0, exact to add
    grid[: t.size] = t
    grid = grid.reshape(p["super_rows"], slots)
    chunks = []
    run = PLAN["kBiasChunkRows"]
    with np.errstate(invalid="ignore", over="ignore"):
        for c in range(p["chunks"]):
            s = np.zeros(slots, t.dtype)
            for r in range(run * c, min(run * c + run, p["super_rows"])):
                s = s + grid[r]
            chunks.append(s)
        total = _tree(chunks, 0, len(chunks))
        per_slot = [total[j * cols : (j + 1) * cols] for j in range(p["m"])]
        return _tree(per_slot, 0, p["m"]).astype(storage)


def db_bound(
    dy: np.ndarray,
    z: np.ndarray,
    exact: np.ndarray,
    db: np.ndarray,
    dtype: str,
    *,
    depth: int | None = None,
    term_ulps: float | None = None,
):
    """bias_plan.h's bound of |db - S| per column, S the exact sum:
    ulp_s(db)/2 + sum e_i + gamma_k sum(|t_i| + e_i), e_i = B max(ulp_c(t_i),
    |dy_i| ulp_c(1)/2). exact: the exact terms [rows, cols] (float64).
    ``depth`` (k) and ``term_ulps`` (B) replace the plan's and the kernel
    bound's, for a sum formed some other way (XLA's reduce, impl="xla")."""
    comp = compute_dtype(dtype).name
    fc = finfo(comp)
    bound_ulps = ulps("kernel", "mish_grad", comp) if term_ulps is None else term_ulps
    cols = exact.shape[1]
    k = db_depth(exact.size, cols) if depth is None else depth
    gamma_k = gamma(k, dtype)
    a = np.abs(exact)
    _, ex = np.frexp(np.maximum(a, float(fc.smallest_normal)))
    ulp_t = np.ldexp(1.0, ex - 1 - int(fc.nmant))
    e = bound_ulps * np.maximum(ulp_t, np.abs(dy.astype(np.float64)) * 2.0 ** -(int(fc.nmant) + 1))
    fs = finfo(dtype)
    _, exd = np.frexp(np.maximum(np.abs(db.astype(np.float64)), float(fs.smallest_normal)))
    last = 0.0 if dtype == comp else 0.5 * np.ldexp(1.0, exd - 1 - int(fs.nmant))
    return last + e.sum(0) + gamma_k * (a + e).sum(0)


def db_off_and_bound(dy: np.ndarray, x: np.ndarray, b: np.ndarray, db: np.ndarray, dtype: str):
    """(|db - S|, bound) per column for float16, bfloat16 and float32 data: S
    the exact sum of dy * mish'(z) over rows (numpy float64 terms, summed
    exactly by math.fsum), the bound db_bound's plus the float64 oracle's own
    error (a relative 1e-13 of the terms, far below the float32 ones)."""
    from jax_mish.testing import mish_prime64

    cols = max(b.size, 1)
    z = biased(x, b, dtype)
    exact = (dy.astype(np.float64) * mish_prime64(z.astype(np.float64))).reshape(-1, cols)
    s = np.array([math.fsum(exact[:, c]) for c in range(cols)])
    bound = db_bound(dy.reshape(-1, cols), z, exact, db.reshape(-1), dtype)
    bound = bound + 1e-13 * np.abs(exact).sum(0)
    return np.abs(db.reshape(-1).astype(np.float64) - s), bound
