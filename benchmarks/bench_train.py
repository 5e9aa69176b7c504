"""End-to-end: one jitted Flax NNX + Optax training step, jax_mish vs jax.nn.mish.

Two models, each built twice from the same seed (so both activations train
the same weights on the same batch):

* a small CNN (two 3x3 convolutions, Mish after each, global average pool,
  dense head) on 32x32x3 images;
* an MLP (784 -> 512 -> 512 -> 10, Mish between layers).

The step (forward, ``jax.grad`` of softmax cross-entropy, Adam update) is one
``jax.jit`` with the parameters and optimizer state donated. The two variants
are timed in interleaved samples (each sample chains several steps and
blocks on the final state, compilation excluded); the median step time and
the ratio ``jax.nn.mish / jax_mish`` (> 1: jax_mish faster) are printed and
written as JSON and Markdown to ``--out``. Before timing, the loss and
gradients of both variants from identical weights are compared, so a wrong
gradient cannot pass as a fast one.

Usage::

    python benchmarks/bench_train.py            # both models
    python benchmarks/bench_train.py --model cnn --batch 64 --reps 15
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
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

ACTIVATIONS: dict[str, Callable[[jax.Array], jax.Array]] = {
    "jax_mish": jax_mish.mish,
    "jax.nn.mish": jax.nn.mish,
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


def make_model(kind: str, act: Callable, width: int, dtype: Any) -> nnx.Module:
    cls = CNN if kind == "cnn" else MLP
    return cls(act, width, dtype, nnx.Rngs(0))


def make_batch(kind: str, batch: int, dtype: Any) -> tuple[jax.Array, jax.Array]:
    rng = np.random.default_rng(1)
    shape = (batch, 32, 32, 3) if kind == "cnn" else (batch, 784)
    x = jnp.asarray(rng.standard_normal(shape, dtype=np.float32), dtype)
    y = jnp.asarray(rng.integers(0, 10, batch), jnp.int32)
    return x, y


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


class Variant:
    """One activation's model state and step; ``sample()`` chains steps."""

    def __init__(
        self, name: str, kind: str, width: int, dtype: Any, batch: tuple[jax.Array, jax.Array]
    ):
        self.name = name
        model = make_model(kind, ACTIVATIONS[name], width, dtype)
        graphdef, params = nnx.split(model, nnx.Param)
        # split() returns only the Param state: the models hold nothing else.
        self.graphdef = graphdef
        self.tx = optax.adam(1e-3)
        self.step = make_step(graphdef, self.tx)
        self.params = params
        self.opt_state = self.tx.init(params)
        self.x, self.y = batch
        self.number = 1
        self.samples: list[float] = []
        self.last_loss: float | None = None

    def run(self, k: int) -> float:
        t0 = time.perf_counter()
        p, s = self.params, self.opt_state
        loss = None
        for _ in range(k):
            p, s, loss = self.step(p, s, self.x, self.y)
        jax.block_until_ready((p, s, loss))
        dt = time.perf_counter() - t0
        self.params, self.opt_state = p, s
        self.last_loss = float(loss)
        return dt / k


def check_same_gradients(kind: str, width: int, dtype: Any, batch) -> dict[str, float]:
    """Loss and gradients of both variants from identical weights must agree
    (gradients relative to each parameter's largest one, so a near-zero
    gradient whose sign differs by rounding cannot fail the check)."""
    outs = {}
    for name in ACTIVATIONS:
        v = Variant(name, kind, width, dtype, batch)
        loss, grads = jax.jit(jax.value_and_grad(make_loss(v.graphdef)))(v.params, *batch)
        outs[name] = (float(loss), jax.tree.leaves(grads))
    (l_a, g_a), (l_b, g_b) = outs["jax_mish"], outs["jax.nn.mish"]
    worst = 0.0
    for a, b in zip(g_a, g_b, strict=True):
        a32, b32 = a.astype(jnp.float32), b.astype(jnp.float32)
        scale = float(jnp.max(jnp.abs(b32))) or 1.0
        worst = max(worst, float(jnp.max(jnp.abs(a32 - b32))) / scale)
    # float32: both compute Mish to a few ulps; bfloat16 layers round every
    # activation to 8 bits, so one-ulp differences spread through the net.
    tol = 1e-3 if jnp.dtype(dtype) == jnp.float32 else 5e-2
    if abs(l_a - l_b) > tol * max(1.0, abs(l_b)) or worst > tol:
        raise SystemExit(
            f"{kind}: jax_mish and jax.nn.mish disagree (loss {l_a} vs {l_b}, "
            f"largest relative gradient difference {worst:.3g} > {tol})"
        )
    return {"loss_jax_mish": l_a, "loss_jax_nn_mish": l_b, "max_rel_grad_diff": worst}


def bench_model(kind: str, args: argparse.Namespace) -> dict[str, Any]:
    dtype = jnp.dtype(args.dtype)
    width = args.width or (32 if kind == "cnn" else 512)
    batch = make_batch(kind, args.batch or (32 if kind == "cnn" else 256), dtype)
    agreement = check_same_gradients(kind, width, dtype, batch)
    variants = [Variant(n, kind, width, dtype, batch) for n in ACTIVATIONS]
    for v in variants:  # compile and warm
        v.run(2)
    # One chain length for both, sized on the faster, so each sample of
    # either covers the same number of steps.
    fastest = min(v.run(2) for v in variants)
    number = max(1, int(np.ceil(args.min_sample_ms / 1e3 / fastest)))
    for v in variants:
        v.number = number
    for r in range(args.reps):
        for j in range(len(variants)):
            v = variants[(r + j) % len(variants)]
            v.samples.append(v.run(v.number))
        print(f"  {kind} rep {r + 1}/{args.reps}", file=sys.stderr, flush=True)
    med = {v.name: statistics.median(v.samples) for v in variants}
    mins = {v.name: min(v.samples) for v in variants}
    return {
        "model": kind,
        "dtype": dtype.name,
        "width": width,
        "batch": int(batch[0].shape[0]),
        "steps_per_sample": {v.name: v.number for v in variants},
        "median_step_s": med,
        "min_step_s": mins,
        "ratio_nn_over_jm": med["jax.nn.mish"] / med["jax_mish"],
        "ratio_nn_over_jm_from_min": mins["jax.nn.mish"] / mins["jax_mish"],
        "agreement": agreement,
    }


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", choices=["cnn", "mlp", "both"], default="both")
    p.add_argument(
        "--dtype",
        choices=["float32", "bfloat16"],
        default="float32",
        help="computation dtype of the layers (parameters stay float32)",
    )
    p.add_argument("--batch", type=int, default=None)
    p.add_argument("--width", type=int, default=None)
    p.add_argument("--reps", type=int, default=11)
    p.add_argument("--min-sample-ms", type=float, default=50.0)
    p.add_argument("--out", default=str(RESULTS))
    p.add_argument("--name", default="bench_train")
    args = p.parse_args(argv)
    if args.reps < 1:
        p.error("--reps must be >= 1")

    facts = machine_facts()
    start_report(facts)
    kinds = ["cnn", "mlp"] if args.model == "both" else [args.model]
    rows = [bench_model(k, args) for k in kinds]
    note_load_end(facts)
    header = (
        "model",
        "dtype",
        "batch",
        "jax_mish ms",
        "jax.nn.mish ms",
        "nn/jm",
        "jax_mish faster?",
        "nn/jm from min",
    )
    body = [
        (
            r["model"],
            r["dtype"],
            str(r["batch"]),
            f"{r['median_step_s']['jax_mish'] * 1e3:.2f}",
            f"{r['median_step_s']['jax.nn.mish'] * 1e3:.2f}",
            f"{r['ratio_nn_over_jm']:.2f}",
            "yes" if r["ratio_nn_over_jm"] >= 1.0 else "no",
            f"{r['ratio_nn_over_jm_from_min']:.2f}",
        )
        for r in rows
    ]
    print(text_table(header, body))
    out = write_results(
        args.out,
        args.name,
        {"machine": facts, "reps": args.reps, "min_sample_ms": args.min_sample_ms, "rows": rows},
        [
            "# Training step: jax_mish vs jax.nn.mish",
            "",
            f"Machine: {facts_line(facts)}.",
            "",
            (
                f"Median step time over {args.reps} interleaved samples (jitted "
                "step: forward, grad of cross-entropy, Adam; parameters and "
                "optimizer state donated). `nn/jm` > 1 means the jax_mish step is "
                "faster; the last column is the same ratio from the fastest sample "
                "of each, a check on a noisy machine."
            ),
            "",
            md_table(header, body),
            "",
        ],
    )
    print(f"wrote {out / args.name}.md, .json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
