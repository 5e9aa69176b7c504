"""Accuracy of user-written Mish before and after ``jax_mish.rewrite``.

For each spelling and dtype: the largest error (``jax_mish.testing.ulp_error``,
against float64) of the value and of the gradient, as written and rewritten,
over every value of the dtype in [-hi, hi] (float16, bfloat16) or a dense grid
(float32). ``inf`` marks a NaN or infinite result where Mish is finite.

    python benchmarks/rewrite_accuracy.py                  # prints Markdown
    python benchmarks/rewrite_accuracy.py --out benchmarks/results
"""

from __future__ import annotations

import argparse
import sys
import warnings
from collections.abc import Callable, Sequence

import harness
import jax
import jax.numpy as jnp
import numpy as np

import jax_mish
from jax_mish import testing

SPELLINGS: dict[str, Callable[[jax.Array], jax.Array]] = {
    "x * tanh(log(1 + exp(x)))": lambda x: x * jnp.tanh(jnp.log(1 + jnp.exp(x))),
    "x * tanh(where(x > 20, x, log1p(exp(x))))": lambda x: (
        x * jnp.tanh(jnp.where(x > 20, x, jnp.log1p(jnp.exp(x))))
    ),
    "x * tanh(logaddexp(x, 0))": lambda x: x * jnp.tanh(jnp.logaddexp(x, 0)),
    "jax.nn.mish": jax.nn.mish,
}
RANGES = {"float32": 120.0, "bfloat16": 120.0, "float16": 60.0}


def points(dtype: str, hi: float, n: int) -> np.ndarray:
    """Every value of a 16-bit dtype in [-hi, hi]; ``n`` grid points for float32."""
    npdt = testing.np_dtype(dtype)
    if npdt.itemsize == 2:
        with np.errstate(invalid="ignore"):  # the NaN bit patterns
            bits = np.arange(2**16, dtype=np.uint16).view(npdt).astype(np.float64)
        x = bits[np.isfinite(bits) & (np.abs(bits) <= hi)]
    else:
        x = np.linspace(-hi, hi, n)
    return np.unique(x.astype(npdt))


def worst(got: jax.Array, exact: np.ndarray, dtype: str) -> float:
    err = testing.ulp_error(got, exact, dtype)
    return float(np.nan_to_num(err, nan=np.inf, posinf=np.inf).max())


def measure(n: int) -> list[tuple[str, ...]]:
    rows = []
    for dtype, hi in RANGES.items():
        x = points(dtype, hi, n)
        xj, x64 = jnp.asarray(x), x.astype(np.float64)
        for name, f in SPELLINGS.items():
            with warnings.catch_warnings():
                warnings.simplefilter("error")  # every spelling must be found
                r = jax_mish.rewrite(f)
                vals = [worst(jax.jit(g)(xj), testing.mish64(x64), dtype) for g in (f, r)]
                grads = [
                    worst(
                        jax.jit(jax.grad(lambda v, g=g: g(v).astype(jnp.float32).sum()))(xj),
                        testing.mish_prime64(x64),
                        dtype,
                    )
                    for g in (f, r)
                ]
            rows.append((dtype, f"`{name}`", *(f"{v:.2f}" for v in vals + grads)))
    return rows


HEADER = ("dtype", "spelling", "value, written", "value, rewritten")
HEADER += ("gradient, written", "gradient, rewritten")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--n", type=int, default=200_001, help="float32 grid points")
    p.add_argument("--out", default=None, help="write rewrite_accuracy.{md,json} here")
    args = p.parse_args(argv)
    facts = harness.machine_facts()
    rows = measure(args.n)
    md = [
        "# Mish as users write it, before and after jax_mish.rewrite",
        "",
        f"Machine: {harness.facts_line(facts)}.",
        "",
        "Largest error in ulps (`jax_mish.testing.ulp_error` against float64; `inf`: a "
        "NaN or infinity where Mish is finite) over every float16 value in [-60, 60], "
        f"every bfloat16 value in [-120, 120] and {args.n} float32 points in "
        "[-120, 120]. Gradients are of `sum(f(x))` in float32. Command: "
        "`python benchmarks/rewrite_accuracy.py --out benchmarks/results`.",
        "",
        harness.md_table(HEADER, rows),
        "",
    ]
    print("\n".join(md))
    if args.out:
        data = {"machine": facts, "settings": {"n": args.n}, "header": HEADER, "rows": rows}
        harness.write_results(args.out, "rewrite_accuracy", data, md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
