"""End-to-end training steps: jax.nn.mish vs jax_mish (impl "ffi" and "xla").

Models, each in float32 and bfloat16 (the layers' computation dtype;
parameters stay float32): ``cnn``, two 3x3 convolutions with Mish, global
average pool and a dense head on 32x32x3 images; ``mlp``, 784 -> 512 -> 512
-> 10 with Mish between layers; ``transformer``, one pre-LayerNorm block
whose FFN uses Mish in place of GELU, mean pooling and a dense head.

Four variants from the same seed: ``jax.nn.mish``, ``impl="ffi"``,
``impl="xla"`` and ``identity`` (no activation: the bound on what any
activation could gain). A step is one ``jax.jit`` of forward, gradient of
softmax cross-entropy and Adam, parameters and optimizer state donated. The
variants take turns in every round (the first rotating), each sample
chaining the same number of steps; per variant the median over rounds of
the paired ratio ``t_variant / t_nn`` gets a 95% bootstrap interval over
rounds, and the share of the gain ``(t_nn - t_v) / (t_nn - t_identity)``
is left out where identity's interval reaches 1. ``xla/ffi`` chooses
``CPU_DEFAULT_IMPL`` (jax_mish/_impl.py). The same for process CPU time,
which preemption disturbs less. Before timing, the losses and gradients of
ffi and xla are compared with jax.nn.mish's, so a wrong gradient cannot
pass as a fast one.

Usage::

    python benchmarks/bench_e2e.py                   # all models, both dtypes
    python benchmarks/bench_e2e.py --rounds 60 --models transformer --name tf
    python benchmarks/bench_e2e.py --quick           # tiny models, a smoke run

Writes ``<name>.json`` (every sample) and ``<name>.md`` to ``--out``.
"""

from __future__ import annotations

import argparse
import gc
import math
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

# Run as a script, this file's folder is on sys.path: share harness.py's helpers.
from harness import (
    RESULTS,
    facts_line,
    machine_facts,
    md_table,
    note_load_end,
    start_report,
    text_table,
    write_results,
)

import jax_mish

BASE, IDENTITY = "jax.nn.mish", "identity"
VARIANTS: dict[str, Callable[[jax.Array], jax.Array]] = {
    BASE: jax.nn.mish,
    "ffi": partial(jax_mish.mish, impl="ffi"),
    "xla": partial(jax_mish.mish, impl="xla"),
    IDENTITY: lambda x: x,
}
MODELS = ("cnn", "mlp", "transformer")
DTYPES = ("float32", "bfloat16")

# Model sizes: (default, --quick).
SIZES: dict[str, tuple[dict[str, int], dict[str, int]]] = {
    "cnn": ({"width": 32, "batch": 32}, {"width": 4, "batch": 2}),
    "mlp": ({"width": 512, "batch": 256}, {"width": 32, "batch": 4}),
    "transformer": (
        {"d": 128, "heads": 4, "seq": 64, "batch": 16},
        {"d": 16, "heads": 2, "seq": 8, "batch": 2},
    ),
}


class CNN(nnx.Module):
    """conv3x3(3->c) - mish - conv3x3/2(c->2c) - mish - mean - dense(10)."""

    def __init__(self, act: Callable, width: int, dtype: Any, rngs: nnx.Rngs):
        self.act = act
        self.conv1 = nnx.Conv(3, width, (3, 3), dtype=dtype, rngs=rngs)
        self.conv2 = nnx.Conv(width, 2 * width, (3, 3), strides=2, dtype=dtype, rngs=rngs)
        self.head = nnx.Linear(2 * width, 10, dtype=dtype, rngs=rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        x = self.act(self.conv1(x))
        x = self.act(self.conv2(x))
        return self.head(x.mean(axis=(1, 2)))


class MLP(nnx.Module):
    """784 - 512 - mish - 512 - mish - 10."""

    def __init__(self, act: Callable, width: int, dtype: Any, rngs: nnx.Rngs):
        self.act = act
        self.l1 = nnx.Linear(784, width, dtype=dtype, rngs=rngs)
        self.l2 = nnx.Linear(width, width, dtype=dtype, rngs=rngs)
        self.l3 = nnx.Linear(width, 10, dtype=dtype, rngs=rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        x = self.act(self.l1(x))
        x = self.act(self.l2(x))
        return self.l3(x)


def make_loss(graphdef: Any) -> Callable:
    """Mean softmax cross-entropy of the model rebuilt from ``params``."""

    def loss_fn(params, x, y):
        model = nnx.merge(graphdef, params)
        logits = model(x).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    return loss_fn


def make_step(graphdef: Any, tx: optax.GradientTransformation) -> Callable:
    """A pure, jitted train step over (params, opt_state, x, y)."""
    loss_fn = make_loss(graphdef)

    def step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(step, donate_argnums=(0, 1))


class TransformerBlock(nnx.Module):
    """x + attn(ln(x)); x + down(act(up(ln(x)))); mean over positions; dense(10)."""

    def __init__(self, act: Callable, d: int, heads: int, dtype: Any, rngs: nnx.Rngs):
        self.act = act
        self.ln1 = nnx.LayerNorm(d, dtype=dtype, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(
            heads, d, dtype=dtype, decode=False, deterministic=True, keep_rngs=False, rngs=rngs
        )
        self.ln2 = nnx.LayerNorm(d, dtype=dtype, rngs=rngs)
        self.up = nnx.Linear(d, 4 * d, dtype=dtype, rngs=rngs)
        self.down = nnx.Linear(4 * d, d, dtype=dtype, rngs=rngs)
        self.head = nnx.Linear(d, 10, dtype=dtype, rngs=rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        x = x + self.attn(self.ln1(x))
        x = x + self.down(self.act(self.up(self.ln2(x))))
        return self.head(x.mean(axis=1))


def make_model(kind: str, act: Callable, size: dict[str, int], dtype: Any) -> nnx.Module:
    """A fresh model from seed 0, so every variant starts from the same weights."""
    rngs = nnx.Rngs(0)
    if kind == "cnn":
        return CNN(act, size["width"], dtype, rngs)
    if kind == "mlp":
        return MLP(act, size["width"], dtype, rngs)
    return TransformerBlock(act, size["d"], size["heads"], dtype, rngs)


def make_batch(kind: str, size: dict[str, int], dtype: Any) -> tuple[jax.Array, jax.Array]:
    rng = np.random.default_rng(1)
    batch = size["batch"]
    if kind == "transformer":
        shape: tuple[int, ...] = (batch, size["seq"], size["d"])
    else:
        shape = (batch, 32, 32, 3) if kind == "cnn" else (batch, 784)
    x = jnp.asarray(rng.standard_normal(shape, dtype=np.float32), dtype)
    y = jnp.asarray(rng.integers(0, 10, batch), jnp.int32)
    return x, y


class Runner:
    """One variant's parameters, optimizer state and jitted step."""

    def __init__(
        self,
        name: str,
        kind: str,
        size: dict[str, int],
        dtype: Any,
        batch: tuple[jax.Array, jax.Array],
    ):
        self.name = name
        graphdef, params = nnx.split(make_model(kind, VARIANTS[name], size, dtype), nnx.Param)
        self.graphdef = graphdef
        tx = optax.adam(1e-3)
        self.step = make_step(graphdef, tx)
        self.params, self.opt_state = params, tx.init(params)
        self.x, self.y = batch
        self.samples: list[float] = []  # wall seconds per step, one per round
        self.cpu_samples: list[float] = []  # process CPU seconds per step

    def run(self, steps: int) -> tuple[float, float]:
        """Chains ``steps`` steps; returns wall and process CPU time per step."""
        p, s = self.params, self.opt_state
        c0, t0 = time.process_time(), time.perf_counter()
        for _ in range(steps):
            p, s, loss = self.step(p, s, self.x, self.y)
        jax.block_until_ready((p, s, loss))
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        self.params, self.opt_state = p, s
        return dt / steps, dc / steps


def check_agreement(
    kind: str, size: dict[str, int], dtype: Any, batch: tuple[jax.Array, jax.Array]
) -> dict[str, float]:
    """Loss and gradients of ffi and xla from identical weights must match
    jax.nn.mish's (gradient differences relative to the largest gradient of
    the model: some gradients, like the attention's key bias, are zero in
    exact arithmetic and only rounding noise in practice)."""
    outs = {}
    for name in (BASE, "ffi", "xla"):
        graphdef, params = nnx.split(make_model(kind, VARIANTS[name], size, dtype), nnx.Param)
        loss, grads = jax.jit(jax.value_and_grad(make_loss(graphdef)))(params, *batch)
        outs[name] = (float(loss), [g.astype(jnp.float32) for g in jax.tree.leaves(grads)])
    # float32: a few ulps apart; bfloat16 rounds every activation to 8 bits,
    # so one-ulp differences spread through the network.
    tol = 1e-3 if jnp.dtype(dtype) == jnp.float32 else 5e-2
    report = {}
    loss_b, grads_b = outs[BASE]
    for name in ("ffi", "xla"):
        loss_v, grads_v = outs[name]
        scale = max(float(jnp.max(jnp.abs(g))) for g in grads_b) or 1.0
        worst = max(
            float(jnp.max(jnp.abs(a - b))) / scale for a, b in zip(grads_v, grads_b, strict=True)
        )
        if abs(loss_v - loss_b) > tol * max(1.0, abs(loss_b)) or worst > tol:
            raise SystemExit(
                f"{kind} {jnp.dtype(dtype).name}: {name} and {BASE} disagree (loss "
                f"{loss_v} vs {loss_b}, largest relative gradient difference "
                f"{worst:.3g} > {tol})"
            )
        report[f"max_rel_grad_diff_{name}"] = worst
        report[f"loss_{name}"] = loss_v
    report["loss_jax_nn_mish"] = loss_b
    return report


def _median_ci(r: np.ndarray, idx: np.ndarray) -> tuple[float, list[float], np.ndarray]:
    """Median of per-round ratios ``r``, its 95% interval over the resampled
    rounds ``idx``, and the resampled medians."""
    boot = np.median(r[idx], axis=1)
    return float(np.median(r)), [float(v) for v in np.percentile(boot, [2.5, 97.5])], boot


def bootstrap(
    samples: dict[str, Sequence[float]], n_boot: int = 10_000, seed: int = 0
) -> dict[str, dict[str, Any]]:
    """Paired ratios to jax.nn.mish and shares of the achievable gain.

    Args:
      samples: seconds per step for each variant, one entry per round (the
        same rounds for all); must include ``jax.nn.mish`` and ``identity``.
      n_boot: bootstrap resamples of the rounds.
      seed: for the resampling.

    Returns:
      ``{variant: {"ratio": median of t_variant/t_nn over rounds,
      "ratio_ci95": [lo, hi], "share": (1 - ratio) / (1 - identity ratio) or
      None, "share_ci95": [lo, hi] or None}}``. The share is None where
      identity's interval reaches 1 (no gain to share).
    """
    base = np.asarray(samples[BASE], np.float64)
    idx = np.random.default_rng(seed).integers(0, base.size, (n_boot, base.size))
    est = {k: _median_ci(np.asarray(v, np.float64) / base, idx) for k, v in samples.items()}
    point, ci, boot = ({k: e[i] for k, e in est.items()} for i in range(3))
    gain_resolved = ci[IDENTITY][1] < 1.0
    out: dict[str, dict[str, Any]] = {}
    for k in samples:
        row: dict[str, Any] = {"ratio": point[k], "ratio_ci95": ci[k]}
        row.update(share=None, share_ci95=None)
        if gain_resolved and k != BASE:
            row["share"] = (1.0 - point[k]) / (1.0 - point[IDENTITY])
            share_boot = (1.0 - boot[k]) / (1.0 - boot[IDENTITY])
            row["share_ci95"] = [float(v) for v in np.percentile(share_boot, [2.5, 97.5])]
        out[k] = row
    return out


def paired_ratio(
    num: Sequence[float], den: Sequence[float], n_boot: int = 10_000, seed: int = 0
) -> dict[str, Any]:
    """Median over rounds of ``num / den`` (same rounds) and its 95% bootstrap
    interval: e.g. xla against ffi directly, for choosing between them."""
    r = np.asarray(num, np.float64) / np.asarray(den, np.float64)
    idx = np.random.default_rng(seed).integers(0, r.size, (n_boot, r.size))
    point, ci, _ = _median_ci(r, idx)
    return {"ratio": point, "ratio_ci95": ci}


def bench_one(kind: str, dtype_name: str, args: argparse.Namespace) -> dict[str, Any]:
    dtype = jnp.dtype(dtype_name)
    size = SIZES[kind][1 if args.quick else 0]
    batch = make_batch(kind, size, dtype)
    agreement = check_agreement(kind, size, dtype, batch)
    runners = [Runner(name, kind, size, dtype, batch) for name in VARIANTS]
    for r in runners:  # compile and warm
        r.run(2)
    if args.steps:
        steps = args.steps
    else:
        fastest = min(min(r.run(1)[0] for _ in range(3)) for r in runners)
        steps = max(1, math.ceil(args.min_sample_ms / 1e3 / fastest))
    gc.collect()
    gc.disable()  # no collector pauses inside samples
    try:
        for rnd in range(args.rounds):
            for j in range(len(runners)):
                r = runners[(rnd + j) % len(runners)]
                wall, cpu = r.run(steps)
                r.samples.append(wall)
                r.cpu_samples.append(cpu)
            if (rnd + 1) % 10 == 0 or rnd + 1 == args.rounds:
                print(
                    f"  {kind} {dtype_name}: round {rnd + 1}/{args.rounds}",
                    file=sys.stderr,
                    flush=True,
                )
    finally:
        gc.enable()
    samples = {r.name: r.samples for r in runners}
    cpu = {r.name: r.cpu_samples for r in runners}
    return {
        "model": kind,
        "dtype": dtype_name,
        "size": size,
        "steps_per_sample": steps,
        "rounds": args.rounds,
        "median_step_s": {k: float(np.median(v)) for k, v in samples.items()},
        "min_step_s": {k: float(np.min(v)) for k, v in samples.items()},
        "stats": bootstrap(samples, args.bootstrap, args.seed),
        "stats_cpu": bootstrap(cpu, args.bootstrap, args.seed),
        "xla_over_ffi": {
            "wall": paired_ratio(samples["xla"], samples["ffi"], args.bootstrap, args.seed),
            "cpu": paired_ratio(cpu["xla"], cpu["ffi"], args.bootstrap, args.seed),
        },
        "samples_s": samples,
        "samples_cpu_s": cpu,
        "agreement": agreement,
    }


def _ci(row: dict[str, Any], key: str, pct: bool = False) -> str:
    v, ci = row[key], row[f"{key}_ci95"]
    if v is None:
        return "-"
    if pct:
        return f"{v:.0%} [{ci[0]:.0%}, {ci[1]:.0%}]"
    return f"{v:.3f} [{ci[0]:.3f}, {ci[1]:.3f}]"


def table(
    rows: Sequence[dict[str, Any]], key: str = "stats"
) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """The summary table from ``row[key]`` (wall: "stats", CPU: "stats_cpu")."""
    header = ("model", "dtype", "nn ms", "ffi/nn [95% CI]", "xla/nn [95% CI]")
    header += ("identity/nn [95% CI]", "ffi share of gain", "xla share of gain")
    header += ("xla/ffi [95% CI]",)
    samples = "samples_s" if key == "stats" else "samples_cpu_s"
    body = []
    for r in rows:
        st = r[key]
        nn_ms = float(np.median(r[samples][BASE])) * 1e3
        ratios = tuple(_ci(st[k], "ratio") for k in ("ffi", "xla", IDENTITY))
        shares = (_ci(st["ffi"], "share", True), _ci(st["xla"], "share", True))
        pair = _ci(r["xla_over_ffi"]["wall" if key == "stats" else "cpu"], "ratio")
        body.append((r["model"], r["dtype"], f"{nn_ms:.2f}", *ratios, *shares, pair))
    return header, body


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--models", default=",".join(MODELS), help="comma-separated")
    p.add_argument("--dtypes", default=",".join(DTYPES), help="comma-separated")
    p.add_argument("--rounds", type=int, default=None, help="default 60; 3 with --quick")
    p.add_argument("--steps", type=int, default=0, help="per sample (0: from --min-sample-ms)")
    p.add_argument("--min-sample-ms", type=float, default=100.0, help="fastest variant's sample")
    p.add_argument("--bootstrap", type=int, default=10_000, help="bootstrap resamples")
    p.add_argument("--seed", type=int, default=0, help="bootstrap seed")
    p.add_argument("--quick", action="store_true", help="tiny models, 3 rounds of 1 step")
    p.add_argument("--out", default=str(RESULTS))
    p.add_argument("--name", default="bench_e2e")
    args = p.parse_args(argv)
    models = [m.strip() for m in args.models.split(",") if m.strip()]
    dtypes = [d.strip() for d in args.dtypes.split(",") if d.strip()]
    if bad := [m for m in models if m not in MODELS] + [d for d in dtypes if d not in DTYPES]:
        p.error(f"unknown model or dtype: {', '.join(bad)}")
    if args.rounds is None:
        args.rounds = 3 if args.quick else 60
    if args.quick and not args.steps:
        args.steps = 1
    if args.rounds < 2 or args.steps < 0 or args.bootstrap < 100:
        p.error("need --rounds >= 2, --steps >= 0 and --bootstrap >= 100")

    facts = machine_facts()
    start_report(facts)
    rows = [bench_one(m, d, args) for m in models for d in dtypes]
    note_load_end(facts)
    header, body = table(rows)
    print("wall time per step:")
    print(text_table(header, body))
    _, body_cpu = table(rows, "stats_cpu")
    print("process CPU time per step (all threads):")
    print(text_table(header, body_cpu))
    settings = {
        k: getattr(args, k)
        for k in ("rounds", "steps", "min_sample_ms", "bootstrap", "seed", "quick")
    }
    out = write_results(
        args.out,
        args.name,
        {"machine": facts, "settings": settings, "variants": list(VARIANTS), "rows": rows},
        [
            "# Training step: jax.nn.mish vs jax_mish ffi / xla vs no activation",
            "",
            f"Machine: {facts_line(facts)}.",
            "",
            (
                f"{args.rounds} interleaved rounds per row; `v/nn` is the median over "
                "rounds of the step time of variant v divided by jax.nn.mish's in the "
                "same round (< 1: faster), with a 95% bootstrap interval over rounds. "
                "`identity` runs no activation at all: its ratio bounds what any "
                "activation can gain. `share of gain` is (t_nn - t_v) / (t_nn - "
                "t_identity), '-' where identity's interval reaches 1. `xla/ffi` "
                "compares the two jax_mish implementations directly (< 1: xla faster)."
            ),
            "",
            "Wall time per step:",
            "",
            md_table(header, body),
            "",
            (
                "Process CPU time per step (all threads; less sensitive to other "
                "work preempting this process, more to spinning thread pools):"
            ),
            "",
            md_table(header, body_cpu),
            "",
        ],
    )
    print(f"wrote {out / args.name}.md, .json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
