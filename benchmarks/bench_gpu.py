"""Device-side bandwidth of jax_mish's CUDA kernels against a same-traffic copy
and XLA's own fused ``jax.nn.mish`` (forward) and its gradient (backward).

Method: each variant runs K times inside one jitted ``lax.fori_loop`` whose
carry is the array being transformed (``x <- op(x)`` forward, ``g <- op(g, x)``
backward, with ``x`` fixed). The loop is timed for two trip counts K1 < K2 with
static trip counts (two executables of the same program), and

    time per application = (T(K2) - T(K1)) / (K2 - K1),

so compilation, Python dispatch, launch and transfer costs cancel: what is
left is device time. Each T is the minimum over --repeats runs. An
``optimization_barrier`` at the top of the body stops XLA from hoisting work
on the loop-invariant ``x`` out of the loop. Bandwidth counts the bytes every
variant must move per application: 2 arrays forward, 3 backward.

Variants:
  copy        same traffic, no math: -x forward, g + x backward (the floor)
  xla         jax.nn.mish, and its reverse-mode gradient through jax.vjp
  jax_mish    jax_mish.mish / jax_mish.mish_grad as a user calls them; in a
              loop XLA may add a copy of the custom call's result into the
              carry (the HLO column "copies" counts copies in the loop body)
  in_place    the same FFI targets with the output aliased to the first input
              (input_output_aliases={0: 0}: y over x, dx over dy)

With --bias-cols C (default 1024; '' to skip) the fused bias + Mish runs too,
on x of [n / C, C] and b of [C] (rows with "bias": C):
  copy        x + b forward; g + x backward, with db carried unchanged
  xla         jax.nn.mish(x + b), and its gradient for x and b through jax.vjp
  unfused     jax_mish.mish(x + b): XLA's add, the plain kernel; backward the
              plain gradient kernel on x + b and XLA's sum of dx for db
  jax_mish    jax_mish.mish(x, bias=b) and its gradient through jax.vjp: one
              kernel each way, db reduced inside the backward's (whose dx
              overwrites the cotangent, as in a training step)
  in_place    forward only: the fused target with y aliased onto x
The backward's carry holds db as well, so no variant's reduction is dead code.
Bandwidth counts x's arrays as above plus b read (and db written backward).

A grid study then times the in-place kernels with grids of 1, 2 and 4 waves
of resident blocks (the default is 1) and with one block per 256 vectors
(--waves; the same executables, as the grid is chosen at each launch).

Besides the loop numbers, "call_us" is the wall time of one standalone jitted
call from Python (including dispatch, so it overstates short kernels).

Usage (the GPU check runs it at 2^24 elements, float32, bfloat16 and float16):
  python benchmarks/bench_gpu.py [--log2n 27] [--dtypes float32,bfloat16]
      [--out results.json]
``--allow-cpu`` runs it on the CPU backend (small --log2n) to try the script.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from collections.abc import Callable

import jax
import jax.numpy as jnp
import numpy as np
from harness import (
    best_time,
    bias_fwd_inplace,
    bias_vjp,
    fwd_inplace,
    grad_inplace,
    loop_body_copies,
    unfused_bias_bwd,
    xla_bwd,
)
from jax import lax

import jax_mish
from jax_mish._core import platforms as _platforms

Op = Callable[..., jax.Array | tuple[jax.Array, ...]]

# Bandwidth targets, as fractions of the same-run copy.
TARGETS = {
    (direction, dtype): 0.95 if dtype == "float32" else 0.90
    for direction in ("bwd", "fwd")
    for dtype in ("float32", "bfloat16", "float16")
}


FWD: dict[str, Op] = {
    "copy": lambda x: -x,
    "xla": jax.nn.mish,
    "jax_mish": jax_mish.mish,
    "in_place": fwd_inplace,
}
BWD: dict[str, Op] = {
    "copy": lambda g, x: g + x,
    "xla": xla_bwd,
    "jax_mish": jax_mish.mish_grad,
    "in_place": grad_inplace,
}


def _bias_step(grad: Op) -> Op:
    """A backward step of bias + Mish: the carry ``(g, x, b, db)`` becomes
    ``(dx, x, b, db)`` with ``(dx, db) = grad(g, x, b)``."""

    def step(g, x, b, _db):
        dx, db = grad(g, x, b)
        return dx, x, b, db

    return step


BIAS_FWD: dict[str, Op] = {
    "copy": lambda x, b: (x + b, b),
    "xla": lambda x, b: (jax.nn.mish(x + b), b),
    "unfused": lambda x, b: (jax_mish.mish(x + b), b),
    "jax_mish": lambda x, b: (jax_mish.mish(x, bias=b), b),
    "in_place": lambda x, b: (bias_fwd_inplace(x, b), b),
}
BIAS_BWD: dict[str, Op] = {
    "copy": lambda g, x, b, db: (g + x, x, b, db),
    "xla": _bias_step(bias_vjp(lambda x, b: jax.nn.mish(x + b))),
    "unfused": _bias_step(unfused_bias_bwd),
    "jax_mish": _bias_step(bias_vjp(lambda x, b: jax_mish.mish(x, bias=b))),
}


def _loop(op: Op, k: int):
    """A jitted fori_loop of ``k`` applications of ``op`` whose carry starts
    as the arguments, the first donated: ``x <- op(x)`` forward, ``g <- op(g,
    x)`` with ``x`` fixed backward. An ``op`` that returns a tuple returns the
    whole next carry (the bias steps). The whole last carry is returned, so
    everything a step computes is live."""

    def run(*arrays):
        def body(_, carry):
            carry = lax.optimization_barrier(carry)
            out = op(*carry)
            return out if isinstance(out, tuple) else (out, *carry[1:])

        return lax.fori_loop(0, k, body, arrays)

    return jax.jit(run, donate_argnums=0)


def measure(
    direction: str,
    name: str,
    op: Op,
    inputs: tuple[jax.Array, ...],
    args: argparse.Namespace,
    waves: tuple[int, ...] = (),
    bias_cols: int | None = None,
) -> list[dict]:
    """One row for `op` on `inputs` ((x,) forward, (g, x) backward; with
    `bias_cols`, (x, b) and (g, x, b, db)), timed with --k1, --k2 and
    --repeats; with `waves`, one row per CUDA grid size instead (same
    executables: the grid is chosen at each launch)."""
    k1, k2, repeats = args.k1, args.k2, args.repeats
    x = inputs[0]
    if bias_cols is None:  # every input is read once and one array written
        nbytes = (len(inputs) + 1) * x.nbytes
    else:  # x's arrays as without the bias; b read, and db written backward
        nbytes = (2 if direction == "fwd" else 3) * x.nbytes
        nbytes += (1 if direction == "fwd" else 2) * inputs[-1].nbytes
    # Static trip counts: with a traced one XLA:GPU would read the loop
    # condition back to the host after every iteration.
    loops = {k: _loop(op, k).lower(*inputs).compile() for k in (k1, k2)}
    # A fresh copy of the carry (the first input) per run, as the loop donates it.
    run = lambda k: loops[k](jnp.copy(inputs[0]), *inputs[1:])
    call = jax.jit(op)
    copies = loop_body_copies(loops[k2].as_text())

    def per_application() -> float:
        jax.block_until_ready(run(k1))  # warm up (allocations, autotuning)
        jax.block_until_ready(run(k2))
        t1 = best_time(lambda: run(k1), repeats)
        t2 = best_time(lambda: run(k2), repeats)
        # The copy of the donated carry is in both T(k1) and T(k2).
        if t2 <= t1:  # noise larger than the work: no usable number
            print(
                f"bench_gpu: {direction} {x.dtype} {name}: T({k2}) <= T({k1}); raise --k2",
                file=sys.stderr,
            )
            return float("nan")
        return (t2 - t1) / (k2 - k1)

    def row(per: float, call_us: float, **extra) -> dict:
        """One result row; ``per`` is seconds per application."""
        return {
            "direction": direction,
            "dtype": str(x.dtype),
            "variant": name,
            "bias": bias_cols,
            "elements": int(x.size),
            "bytes_per_application": int(nbytes),
            "us_per_application": 1e6 * per,
            "tb_per_s": nbytes / per / 1e12,
            "call_us": call_us,
            "loop_body_copies": copies,
            **extra,
        }

    if waves:
        saved = _platforms.module("cuda")._get_grid_waves()
        rows = []
        try:
            for w in waves:
                _platforms.module("cuda")._set_grid_waves(w)
                rows.append(row(per_application(), float("nan"), grid_waves=w))
        finally:
            _platforms.module("cuda")._set_grid_waves(saved)
        return rows
    per = per_application()
    jax.block_until_ready(call(*inputs))
    if name == "in_place":
        call_us = float("nan")  # would consume (donate) its input
    else:
        call_us = 1e6 * best_time(lambda: call(*inputs), repeats)
    return [row(per, call_us)]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--log2n", type=int, default=27, help="log2 of the element count")
    p.add_argument("--dtypes", default="float32,bfloat16,float16")
    p.add_argument("--k1", type=int, default=10, help="short trip count")
    p.add_argument("--k2", type=int, default=60, help="long trip count")
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument(
        "--out", help="JSON results file (default: $OUT/bench_gpu.json when $OUT is set)"
    )
    p.add_argument(
        "--waves",
        default="1,2,4,0",
        help="grid sizes (waves of resident blocks, 0: no grid-stride "
        "repetition) for the in-place kernels; '' to skip",
    )
    p.add_argument(
        "--bias-cols",
        default="1024",
        help="the bias length of the fused bias + Mish rows ('' to skip)",
    )
    p.add_argument(
        "--allow-cpu", action="store_true", help="run on the CPU backend (to try the script)"
    )
    args = p.parse_args(argv)
    if args.k2 <= args.k1 or args.k1 < 1:
        p.error("need 1 <= k1 < k2")

    backend = jax.default_backend()
    if backend != "gpu" and not args.allow_cpu:
        print(
            f"bench_gpu: the default JAX backend is {backend!r}, not a GPU "
            "(use --allow-cpu to try the script on the CPU)",
            file=sys.stderr,
        )
        return 2
    device = jax.devices()[0]
    n = 1 << args.log2n
    info = jax_mish.build_info(self_check=True)
    print(
        f"device: {device.device_kind} ({backend}); jax {jax.__version__}; "
        f"n = 2^{args.log2n}; K = {args.k1} vs {args.k2}; self-check {info['self_check']}"
    )
    if "cuda" in info:
        print(f"jax_mish CUDA build: {info['cuda']}")

    rows: list[dict] = []
    study: list[dict] = []
    waves = tuple(int(w) for w in args.waves.split(",")) if args.waves else ()
    bias_cols = [int(c) for c in args.bias_cols.split(",")] if args.bias_cols else []
    for cols in bias_cols:
        if cols < 1 or n % cols:
            p.error(f"--bias-cols {cols} must divide 2^{args.log2n}")
    if waves and (_platforms.module("cuda") is None or backend != "gpu"):
        print("bench_gpu: no CUDA kernels in use, skipping the grid study", file=sys.stderr)
        waves = ()
    key = jax.random.key(0)
    for dtype_name in args.dtypes.split(","):
        dtype = jnp.dtype(dtype_name)
        kx, kg = jax.random.split(jax.random.fold_in(key, len(rows)))
        x = (2.0 * jax.random.normal(kx, (n,), jnp.float32)).astype(dtype)
        g = jax.random.normal(kg, (n,), jnp.float32).astype(dtype)
        inputs = {"fwd": (x,), "bwd": (g, x)}
        for direction, ops in (("fwd", FWD), ("bwd", BWD)):
            for name, op in ops.items():
                rows += measure(direction, name, op, inputs[direction], args)
        for cols in bias_cols:
            xb, gb = (a.reshape(n // cols, cols) for a in (x, g))
            b = (0.5 * xb[0].astype(jnp.float32)).astype(dtype)
            fused = {"fwd": (xb, b), "bwd": (gb, xb, b, jnp.zeros_like(b))}
            for direction, ops in (("fwd", BIAS_FWD), ("bwd", BIAS_BWD)):
                for name, op in ops.items():
                    rows += measure(direction, name, op, fused[direction], args, bias_cols=cols)
        if waves:
            for direction, op in (("fwd", fwd_inplace), ("bwd", grad_inplace)):
                study += measure(direction, "in_place", op, inputs[direction], args, waves)
        del x, g, inputs

    def of(d: str, t: str, bias: int | None, *vs: str) -> list[dict]:
        return [
            r
            for r in rows
            if (r["direction"], r["dtype"], r["bias"]) == (d, t, bias) and r["variant"] in vs
        ]

    # Ratios against the copy and XLA of the same direction, dtype and bias
    # (and, for the fused bias rows, against the unfused pair).
    summary = []
    print(
        f"\n{'dir':4} {'dtype':9} {'bias':>5} {'variant':9} {'TB/s':>6} {'us/app':>8} "
        f"{'vs copy':>8} {'vs xla':>7} {'call us':>8} {'copies':>6}"
    )
    for row in rows:
        key = (row["direction"], row["dtype"], row["bias"])
        (copy,), (xla,) = (of(*key, v) for v in ("copy", "xla"))
        row["vs_copy"] = row["tb_per_s"] / copy["tb_per_s"]
        row["vs_xla"] = row["tb_per_s"] / xla["tb_per_s"]
        if row["bias"] is not None:
            (unfused,) = of(*key, "unfused")
            row["vs_unfused"] = row["tb_per_s"] / unfused["tb_per_s"]
        print(
            f"{row['direction']:4} {row['dtype']:9} {row['bias'] or '-':>5} {row['variant']:9} "
            f"{row['tb_per_s']:6.2f} {row['us_per_application']:8.1f} {row['vs_copy']:8.2f} "
            f"{row['vs_xla']:7.2f} {row['call_us']:8.1f} {row['loop_body_copies']:6d}"
        )
    for (direction, dtype_name), target in TARGETS.items():
        for bias in [None, *bias_cols]:
            mine = of(direction, dtype_name, bias, "jax_mish", "in_place")
            if not mine:
                continue
            best = max(mine, key=lambda r: np.nan_to_num(r["vs_copy"], nan=-1.0))
            judged = {"direction": direction, "dtype": dtype_name, "bias": bias}
            judged.update(target_vs_copy=target, best_variant=best["variant"])
            judged.update(vs_copy=best["vs_copy"], vs_xla=best["vs_xla"])
            if bias is not None:
                judged.update(vs_unfused=best["vs_unfused"])
            summary.append(dict(judged, met=bool(best["vs_copy"] >= target)))
    if study:
        print(
            "\ngrid size study (in_place kernels; waves of resident blocks, 0 = one "
            "block per 256 vectors):"
        )
        for r in study:
            print(
                f"  {r['direction']} {r['dtype']:9} waves={r['grid_waves']}: "
                f"{r['tb_per_s']:.2f} TB/s ({r['us_per_application']:.1f} us)"
            )
    print("\ntargets (fraction of the same-run copy, best jax_mish variant):")
    for s in summary:
        fused = "" if s["bias"] is None else f" bias {s['bias']}"
        against = f"{s['vs_xla']:.2f}x xla"
        if s["bias"] is not None:
            against += f", {s['vs_unfused']:.2f}x unfused"
        print(
            f"  {s['direction']} {s['dtype']:9}{fused} >= {s['target_vs_copy']:.2f}: "
            f"{s['vs_copy']:.3f} ({s['best_variant']}, {against}) "
            f"{'met' if s['met'] else 'NOT met'}"
        )

    out = args.out or (
        os.path.join(os.environ["OUT"], "bench_gpu.json") if os.environ.get("OUT") else None
    )
    if out:
        data = {"device": device.device_kind, "backend": backend, "host": platform.node()}
        data.update(jax=jax.__version__, method="fori_loop, (T(k2)-T(k1))/(k2-k1), min of repeats")
        data.update(k1=args.k1, k2=args.k2, repeats=args.repeats, build_info=info)
        data.update(rows=rows, targets=summary, grid_study=study)
        with open(out, "w") as f:
            json.dump(data, f, indent=1, default=str)
        print(f"results written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
