"""Eager calls (outside jit): jax_mish.mish and mish_grad against jax.nn.mish.

jax.nn.mish is itself jitted, so an eager call is one pass through jax's C++
dispatch path; jax_mish's calls should cost little more (docs/performance.md,
"Eager calls", states the targets and what was measured).
The candidates are timed in interleaved rounds (harness.measure), and each
ratio is taken round by round against jax.nn.mish timed in the same round, so
a change in machine load hits both sides of a ratio alike. Printed per size:
the median per-call time of each, and the median ratio (wall clock, and
process CPU time) with a 95% interval (distribution-free, from the order
statistics of the per-round ratios).

    python benchmarks/bench_eager.py [--sizes 16 4096] [--reps 41] [--out DIR] [--name NAME]
"""

from __future__ import annotations

import argparse
import math
import statistics
from typing import Any

import harness
import jax
import jax.numpy as jnp

import jax_mish
from jax_mish._core import api as _api

BASELINE = "jax.nn.mish"


# The same product computed by JAX alone, jitted as jax.nn.mish is: what
# mish_grad replaces, with the same two operands.
_nn_grad = jax.jit(lambda dy, x: jax.vjp(jax.nn.mish, x)[1](dy)[0])


def candidates(n: int) -> list[harness.Candidate]:
    x = jnp.linspace(-5.0, 5.0, n, dtype=jnp.float32)
    dy = jnp.cos(x)
    grad_jit = _api._eager_mish_grad["auto"]
    return [
        harness.Candidate(BASELINE, lambda: jax.nn.mish(x)),
        harness.Candidate("jax_mish.mish", lambda: jax_mish.mish(x)),
        # With impl= given, no process default is read: the cost of that read.
        harness.Candidate("jax_mish.mish(impl='ffi')", lambda: jax_mish.mish(x, impl="ffi")),
        harness.Candidate("jax_mish.mish(impl='xla')", lambda: jax_mish.mish(x, impl="xla")),
        harness.Candidate("jax_mish.mish_grad", lambda: jax_mish.mish_grad(dy, x)),
        # What mish_grad calls after its checks: the cost of the Python function itself.
        harness.Candidate("mish_grad's jitted call alone", lambda: grad_jit(dy, x)),
        harness.Candidate("jit(vjp of jax.nn.mish)", lambda: _nn_grad(dy, x)),
    ]


def median_interval(values: list[float]) -> tuple[float, list[float]]:
    """The median and a 95% interval ``[lo, hi]`` for it from the order
    statistics (the binomial rank bounds, normal approximation)."""
    v = sorted(values)
    n = len(v)
    half = 1.96 * math.sqrt(n) / 2
    lo = max(0, math.floor(n / 2 - half))
    hi = min(n - 1, math.ceil(n / 2 + half) - 1)
    return statistics.median(v), [v[lo], v[hi]]


def run(sizes: list[int], reps: int, min_sample_s: float) -> dict[str, Any]:
    results: dict[str, Any] = {}
    for n in sizes:
        cands = candidates(n)
        harness.measure(cands, reps, min_sample_s)
        base, base_cpu = cands[0].samples, cands[0].cpu_samples
        rows = {}
        for c in cands:
            ratio, ratio_95 = median_interval([s / b for s, b in zip(c.samples, base)])
            # Process CPU time does not advance while the process waits for a
            # CPU: on a shared machine it tracks the work done more closely.
            cpu, cpu_95 = median_interval([s / b for s, b in zip(c.cpu_samples, base_cpu)])
            rows[c.name] = {"median_us": c.median() * 1e6, "min_us": min(c.samples) * 1e6}
            rows[c.name].update(ratio=ratio, ratio_95=ratio_95, cpu_ratio=cpu, cpu_ratio_95=cpu_95)
        results[str(n)] = rows
    return results


def _interval(value: float, ci: list[float]) -> str:
    return f"{value:.3f} [{ci[0]:.3f}, {ci[1]:.3f}]"


HEADER = ("elements", "call", "median us", "min us", f"ratio to {BASELINE} [95%]")
HEADER += ("CPU-time ratio [95%]",)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[16, 4096])
    ap.add_argument("--reps", type=int, default=41, help="interleaved rounds")
    ap.add_argument("--min-sample-s", type=float, default=0.01)
    ap.add_argument("--out", default=None, help="write NAME.json and NAME.md here")
    ap.add_argument("--name", default="bench_eager")
    args = ap.parse_args()
    facts = harness.machine_facts()
    harness.start_report(facts)
    results = run(args.sizes, args.reps, args.min_sample_s)
    harness.note_load_end(facts)
    body = []
    for n, rows in results.items():
        for name, r in rows.items():
            times = (f"{r['median_us']:.2f}", f"{r['min_us']:.2f}")
            ratios = [_interval(r[k], r[f"{k}_95"]) for k in ("ratio", "cpu_ratio")]
            body.append((n, name, *times, *ratios))
    print(harness.text_table(HEADER, body))
    if args.out:
        md = [f"machine: {harness.facts_line(facts)}", "", harness.md_table(HEADER, body), ""]
        harness.write_results(args.out, args.name, {"machine": facts, "results": results}, md)


if __name__ == "__main__":
    main()
