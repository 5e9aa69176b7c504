"""Training steps (forward, gradient of softmax cross-entropy, Adam; one
``jax.jit``) of a CNN, an MLP and a Transformer block, in float32 and
bfloat16, with ``jax.nn.mish``, jax_mish ``impl="ffi"`` (``ffi+bias``: the
layer before each Mish hands it its bias, ``mish(h, bias=b)``, one kernel
forward and one backward with ``db``) and ``impl="xla"`` and no activation,
interleaved in rounds: paired ratios to ``jax.nn.mish`` with
95% bootstrap intervals, for wall and process CPU time. The method:
docs/performance.md, "Training steps". Losses and gradients of ffi and xla are
first checked against jax.nn.mish's, so a wrong gradient cannot pass as a fast one.

    python benchmarks/bench_e2e.py                   # all models, both dtypes
    python benchmarks/bench_e2e.py --rounds 60 --models transformer --name tf
    python benchmarks/bench_e2e.py --quick           # tiny models, a smoke run
    python benchmarks/bench_e2e.py --rewrite         # + models with their own mish

``--rewrite`` adds three variants written the way many models write Mish,
``x * tanh(log(1 + exp(x)))`` (``--spelling softplus``: with jax.nn.softplus):
as written (``naive``), with the loss wrapped in ``jax_mish.rewrite``
(``naive+rewrite``), and with the whole train step wrapped, gradient and Adam
update included (``naive+rewrite(step)``), and reports their step ratios to
jax.nn.mish and to the hand-written jax_mish model (``ffi``), the sites each
rewrite found (forward and gradient), and the trace-plus-compile time of the
jitted step with and without ``rewrite``.
"""

from __future__ import annotations

import argparse
import gc
import math
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import harness
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

import jax_mish

BASE, IDENTITY, FUSED = harness.BASE, harness.IDENTITY, "ffi+bias"
# Paired ratios to jax.nn.mish with bootstrap intervals, and their cells.
bootstrap, _median_ci, _ci = harness.bootstrap, harness.median_ci, harness.fmt_ci
VARIANTS: dict[str, Callable[[jax.Array], jax.Array]] = {
    BASE: jax.nn.mish,
    "ffi": partial(jax_mish.mish, impl="ffi"),
    # The layers before each Mish hand it their bias: mish(h, bias=b), one kernel.
    FUSED: partial(jax_mish.mish, impl="ffi"),
    "xla": partial(jax_mish.mish, impl="xla"),
    IDENTITY: lambda x: x,
}
NAIVE, REWRITE, STEP = "naive", "naive+rewrite", "naive+rewrite(step)"


def naive_mish(x: jax.Array) -> jax.Array:
    """Mish as many models spell it (its float32 gradient is NaN from x = 89 on)."""
    return x * jnp.tanh(jnp.log(1 + jnp.exp(x)))


def softplus_mish(x: jax.Array) -> jax.Array:
    """Mish with jax's softplus, a custom_jvp function (rewrite probes its rule)."""
    return x * jnp.tanh(jax.nn.softplus(x))


SPELLINGS = {
    "log": (naive_mish, "x * tanh(log(1 + exp(x)))"),
    "softplus": (softplus_mish, "x * tanh(jax.nn.softplus(x))"),
}


# With --rewrite: the same models with their own mish, as written and rewritten.
REWRITE_VARIANTS: dict[str, Callable[[jax.Array], jax.Array]] = {
    NAIVE: naive_mish,
    REWRITE: naive_mish,
    STEP: naive_mish,
}
ACTS = {**VARIANTS, **REWRITE_VARIANTS}
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


class LinearMish(nnx.Linear):
    """A Linear layer and Mish after it, its bias added inside jax_mish's kernel
    (``mish(x @ W, bias=b)``): the parameters of ``nnx.Linear``, one op."""

    def __call__(self, inputs: jax.Array) -> jax.Array:  # type: ignore[override]
        x, kernel, bias = self.promote_dtype(
            (inputs, self.kernel[...], self.bias[...]), dtype=self.dtype
        )
        y = jax.lax.dot_general(x, kernel, (((x.ndim - 1,), (0,)), ((), ())))
        return jax_mish.mish(y, impl="ffi", bias=bias)


class ConvMish(nnx.Conv):
    """A 2-D NHWC convolution (``SAME`` padding, no dilation or groups) and
    Mish after it, its bias added inside jax_mish's kernel."""

    def __call__(self, inputs: jax.Array) -> jax.Array:  # type: ignore[override]
        x, kernel, bias = self.promote_dtype(
            (inputs, self.kernel[...], self.bias[...]), dtype=self.dtype
        )
        strides = self.strides if isinstance(self.strides, tuple) else (self.strides or 1,) * 2
        y = jax.lax.conv_general_dilated(
            x, kernel, strides, "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")
        )
        return jax_mish.mish(y, impl="ffi", bias=bias)


class TransformerBlock(nnx.Module):
    """x + attn(ln(x)); x + down(act(up(ln(x)))); mean over positions; dense(10)."""

    def __init__(self, act: Callable, d: int, heads: int, fused: bool = False, **kw: Any):
        self.act = (lambda h: h) if fused else act
        self.ln1 = nnx.LayerNorm(d, **kw)
        self.attn = nnx.MultiHeadAttention(
            heads, d, decode=False, deterministic=True, keep_rngs=False, **kw
        )
        self.ln2 = nnx.LayerNorm(d, **kw)
        self.up = (LinearMish if fused else nnx.Linear)(d, 4 * d, **kw)
        self.down = nnx.Linear(4 * d, d, **kw)
        self.head = nnx.Linear(d, 10, **kw)

    def __call__(self, x: jax.Array) -> jax.Array:
        x = x + self.attn(self.ln1(x))
        x = x + self.down(self.act(self.up(self.ln2(x))))
        return self.head(x.mean(axis=1))


def make_model(kind: str, name: str, size: dict[str, int], dtype: Any) -> tuple[Any, Any]:
    """Graph and parameters of a fresh model from seed 0 (the same weights for
    every variant) with variant ``name``'s activation."""
    act, kw = ACTS[name], {"dtype": dtype, "rngs": nnx.Rngs(0)}
    w = size.get("width", 0)
    fused = name == FUSED
    conv, dense = (ConvMish, LinearMish) if fused else (nnx.Conv, nnx.Linear)
    acts = [] if fused else [act]  # fused: the layer before runs Mish with its bias
    if kind == "cnn":  # conv3x3(3->w), conv3x3/2(w->2w), mean over pixels, dense(10)
        conv1, conv2 = conv(3, w, (3, 3), **kw), conv(w, 2 * w, (3, 3), strides=2, **kw)
        pool = lambda x: x.mean(axis=(1, 2))  # noqa: E731
        model = nnx.Sequential(conv1, *acts, conv2, *acts, pool, nnx.Linear(2 * w, 10, **kw))
    elif kind == "mlp":  # 784 - w - w - 10
        layers = [dense(784, w, **kw), *acts, dense(w, w, **kw), *acts]
        model = nnx.Sequential(*layers, nnx.Linear(w, 10, **kw))
    else:
        model = TransformerBlock(act, size["d"], size["heads"], fused=fused, **kw)
    return nnx.split(model, nnx.Param)


def make_loss(graphdef: Any, name: str = BASE) -> Callable:
    """Mean softmax cross-entropy of the model rebuilt from ``params``
    (wrapped in ``jax_mish.rewrite`` for the ``naive+rewrite`` variant)."""

    def loss_fn(params, x, y):
        logits = nnx.merge(graphdef, params)(x).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    return jax_mish.rewrite(loss_fn) if name == REWRITE else loss_fn


def make_batch(kind: str, size: dict[str, int], dtype: Any) -> tuple[jax.Array, jax.Array]:
    rng, batch = np.random.default_rng(1), size["batch"]
    shape = {"cnn": (batch, 32, 32, 3), "mlp": (batch, 784)}.get(kind)
    x = rng.standard_normal(shape or (batch, size["seq"], size["d"]), dtype=np.float32)
    return jnp.asarray(x, dtype), jnp.asarray(rng.integers(0, 10, batch), jnp.int32)


def make_step(loss_fn: Callable, tx: Any) -> Callable:
    """One Adam step on ``loss_fn``'s gradient."""

    def step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return step


class Runner:
    """One variant's parameters, optimizer state and jitted step (parameters
    and optimizer state donated)."""

    def __init__(self, name: str, kind: str, size: dict[str, int], dtype: Any, batch: tuple):
        self.name, self.batch = name, batch
        graphdef, self.params = make_model(kind, name, size, dtype)
        tx = optax.adam(1e-3)
        self.opt_state, loss_fn = tx.init(self.params), make_loss(graphdef, name)
        step = make_step(loss_fn, tx)
        self.step = jax.jit(jax_mish.rewrite(step) if name == STEP else step, donate_argnums=(0, 1))

    def run(self, steps: int) -> tuple[float, float]:
        """Chains ``steps`` steps; returns wall and process CPU time per step."""
        p, s = self.params, self.opt_state
        c0, t0 = time.process_time(), time.perf_counter()
        for _ in range(steps):
            p, s, loss = self.step(p, s, *self.batch)
        jax.block_until_ready((p, s, loss))
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        self.params, self.opt_state = p, s
        return dt / steps, dc / steps


def check_agreement(
    kind: str, size: dict[str, int], dtype: Any, batch: tuple, extra: Sequence[str] = ()
) -> dict[str, float]:
    """Loss and gradients of ffi, xla (and the ``extra`` variants) from
    identical weights must match jax.nn.mish's, gradients relative to the
    model's largest (some, like the attention's key bias, are zero but for
    rounding noise). Below float32 every variant, jax.nn.mish's too, is held
    to the float32 model with jax.nn.mish: bfloat16 rounds every activation to
    8 bits, and variants that round less (``ffi+bias`` forms x + b in float32)
    differ from jax.nn.mish's bfloat16 gradient by more than from the exact one."""
    outs = {}
    checked = ("ffi", FUSED, "xla", *extra)
    sites: dict[str, dict[str, int]] = {}
    for name in (BASE, *checked):
        graphdef, params = make_model(kind, name, size, dtype)
        loss_fn = make_loss(graphdef, name)
        grad_fn = jax.value_and_grad(loss_fn)
        if name == STEP:
            grad_fn = jax_mish.rewrite(grad_fn)
        loss, grads = jax.jit(grad_fn)(params, *batch)
        outs[name] = (float(loss), [g.astype(jnp.float32) for g in jax.tree.leaves(grads)])
        found = getattr(grad_fn if name == STEP else loss_fn, "sites", None)
        if found is not None:
            kinds = [site.kind for site in found()]
            sites[name] = {k: kinds.count(k) for k in ("forward", "backward")}
    # float32: a few ulps apart; bfloat16: one-ulp differences spread through
    # the network, against the float32 model.
    narrow = jnp.dtype(dtype) != jnp.float32
    reference = outs[BASE]
    if narrow:
        graphdef, params = make_model(kind, BASE, size, jnp.float32)
        wide = tuple(b.astype(jnp.float32) for b in batch[:1]) + tuple(batch[1:])
        loss, grads = jax.jit(jax.value_and_grad(make_loss(graphdef, BASE)))(params, *wide)
        reference = (float(loss), [g.astype(jnp.float32) for g in jax.tree.leaves(grads)])
    what = f"{kind} {jnp.dtype(dtype).name}"
    report: dict[str, Any] = harness.gradient_agreement(outs, reference, narrow, what, BASE)
    if sites:
        report["sites"] = sites
    return report


def compile_times(
    kind: str, size: dict[str, int], dtype: Any, batch: tuple, repeats: int
) -> dict[str, Any]:
    """Trace-plus-compile seconds of the jitted step of the naive model, as
    written and wrapped in ``jax_mish.rewrite`` (fresh functions each time, so
    nothing is cached; the two interleaved after one untimed round; best of
    ``repeats``), and their ratio."""
    names = (NAIVE, REWRITE, STEP)
    times: dict[str, list[float]] = {name: [] for name in names}
    for rnd in range(repeats + 1):
        for name in names if rnd % 2 else names[::-1]:
            graphdef, params = make_model(kind, name, size, dtype)
            tx = optax.adam(1e-3)
            step = make_step(make_loss(graphdef, name), tx)
            step = jax.jit(jax_mish.rewrite(step) if name == STEP else step)
            t0 = time.perf_counter()
            step.lower(params, tx.init(params), *batch).compile()
            if rnd:
                times[name].append(time.perf_counter() - t0)
    naive, rewritten, whole = (min(times[n]) for n in names)
    return {
        "naive_s": naive,
        "rewrite_s": rewritten,
        "ratio": rewritten / naive,
        "rewrite_step_s": whole,
        "step_ratio": whole / naive,
    }


def bench_one(kind: str, dtype_name: str, args: argparse.Namespace) -> dict[str, Any]:
    dtype = jnp.dtype(dtype_name)
    size = SIZES[kind][1 if args.quick else 0]
    batch = make_batch(kind, size, dtype)
    extra = list(REWRITE_VARIANTS) if args.rewrite else []
    names = [*VARIANTS, *extra]
    agreement = check_agreement(kind, size, dtype, batch, extra)
    compile_s = compile_times(kind, size, dtype, batch, 3) if args.rewrite else None
    runners = [Runner(name, kind, size, dtype, batch) for name in names]
    for r in runners:  # compile and warm
        r.run(2)
    steps = args.steps
    if not steps:
        fastest = min(min(r.run(1)[0] for _ in range(3)) for r in runners)
        steps = max(1, math.ceil(args.min_sample_ms / 1e3 / fastest))
    wall: dict[str, list[float]] = {name: [] for name in names}  # seconds per step, by round
    cpu: dict[str, list[float]] = {name: [] for name in names}  # process CPU seconds
    gc.collect()
    gc.disable()  # no collector pauses inside samples
    try:
        for rnd in range(args.rounds):
            for j in range(len(runners)):
                r = runners[(rnd + j) % len(runners)]
                for samples, v in zip((wall[r.name], cpu[r.name]), r.run(steps)):
                    samples.append(v)
            if (rnd + 1) % 10 == 0 or rnd + 1 == args.rounds:
                print(f"  {kind} {dtype_name}: round {rnd + 1}/{args.rounds}", file=sys.stderr)
    finally:
        gc.enable()

    def over(t: dict[str, list[float]], a: str, b: str) -> dict[str, Any]:
        r = np.asarray(t[a], np.float64) / np.asarray(t[b])
        return _median_ci(r, args.bootstrap, args.seed)[0]

    def xla_over_ffi(t: dict[str, list[float]]) -> dict[str, Any]:
        return over(t, "xla", "ffi")

    rewrite = None
    if args.rewrite:
        rewrite = {
            "rewrite_over_ffi": {
                "wall": over(wall, REWRITE, "ffi"),
                "cpu": over(cpu, REWRITE, "ffi"),
            },
            "rewrite_over_naive": {
                "wall": over(wall, REWRITE, NAIVE),
                "cpu": over(cpu, REWRITE, NAIVE),
            },
            "step_over_ffi": {"wall": over(wall, STEP, "ffi"), "cpu": over(cpu, STEP, "ffi")},
            "step_over_rewrite": {
                "wall": over(wall, STEP, REWRITE),
                "cpu": over(cpu, STEP, REWRITE),
            },
            "trace_and_compile": compile_s,
        }

    return {
        "model": kind,
        "dtype": dtype_name,
        "size": size,
        "steps_per_sample": steps,
        "rounds": args.rounds,
        "median_step_s": {k: float(np.median(v)) for k, v in wall.items()},
        "min_step_s": {k: float(np.min(v)) for k, v in wall.items()},
        "stats": bootstrap(wall, args.bootstrap, args.seed),
        "stats_cpu": bootstrap(cpu, args.bootstrap, args.seed),
        "xla_over_ffi": {"wall": xla_over_ffi(wall), "cpu": xla_over_ffi(cpu)},
        "samples_s": wall,
        "samples_cpu_s": cpu,
        "agreement": agreement,
        "rewrite": rewrite,
    }


REWRITE_HEADER = ("model", "dtype", "naive/nn [95% CI]", "rewrite/nn [95% CI]")
REWRITE_HEADER += ("rewrite/ffi [95% CI]", "rewrite/naive [95% CI]", "compile naive ms")
REWRITE_HEADER += ("compile rewrite ms", "compile rewrite/naive")
STEP_HEADER = ("model", "dtype", "sites loss", "sites step", "step/nn [95% CI]")
STEP_HEADER += ("step/ffi [95% CI]", "step/rewrite [95% CI]", "compile step ms")
STEP_HEADER += ("compile step/naive",)


def step_table(rows: Sequence[dict[str, Any]]) -> list[tuple[str, ...]]:
    """The whole-step table's body (wall time): sites as forward/backward."""
    body = []
    for r in rows:
        st, rw, sites = r["stats"], r["rewrite"], r["agreement"].get("sites", {})
        tc = rw["trace_and_compile"]

        def fb(name: str, sites: dict[str, Any] = sites) -> str:
            got = sites.get(name)
            return "-" if got is None else f"{got['forward']}/{got['backward']}"

        body.append(
            (
                r["model"],
                r["dtype"],
                fb(REWRITE),
                fb(STEP),
                _ci(st[STEP], "ratio"),
                _ci(rw["step_over_ffi"]["wall"], "ratio"),
                _ci(rw["step_over_rewrite"]["wall"], "ratio"),
                f"{tc['rewrite_step_s'] * 1e3:.0f}",
                f"{tc['step_ratio']:.2f}",
            )
        )
    return body


def rewrite_table(rows: Sequence[dict[str, Any]]) -> list[tuple[str, ...]]:
    """The --rewrite table's body (wall time)."""
    body = []
    for r in rows:
        st, rw = r["stats"], r["rewrite"]
        tc = rw["trace_and_compile"]
        body.append(
            (
                r["model"],
                r["dtype"],
                _ci(st[NAIVE], "ratio"),
                _ci(st[REWRITE], "ratio"),
                _ci(rw["rewrite_over_ffi"]["wall"], "ratio"),
                _ci(rw["rewrite_over_naive"]["wall"], "ratio"),
                f"{tc['naive_s'] * 1e3:.0f}",
                f"{tc['rewrite_s'] * 1e3:.0f}",
                f"{tc['ratio']:.2f}",
            )
        )
    return body


HEADER = ("model", "dtype", "nn ms", "ffi/nn [95% CI]", "ffi+bias/nn [95% CI]", "xla/nn [95% CI]")
HEADER += ("identity/nn [95% CI]", "ffi share of gain", "ffi+bias share of gain")
HEADER += ("xla share of gain", "xla/ffi [95% CI]")


def table(rows: Sequence[dict[str, Any]], clock: str = "wall") -> list[tuple[str, ...]]:
    """The summary table's body for wall or (``clock="cpu"``) CPU time."""
    stats, samples = ("stats", "samples_s") if clock == "wall" else ("stats_cpu", "samples_cpu_s")
    body = []
    for r in rows:
        st, nn_ms = r[stats], float(np.median(r[samples][BASE])) * 1e3
        ratios = [_ci(st[k], "ratio") for k in ("ffi", FUSED, "xla", IDENTITY)]
        shares = [_ci(st[k], "share", True) for k in ("ffi", FUSED, "xla")]
        pair = _ci(r["xla_over_ffi"][clock], "ratio")
        body.append((r["model"], r["dtype"], f"{nn_ms:.2f}", *ratios, *shares, pair))
    return body


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
    p.add_argument("--rewrite", action="store_true", help="add the naive and rewritten models")
    p.add_argument(
        "--spelling", choices=sorted(SPELLINGS), default="log", help="the models' own mish"
    )
    p.add_argument("--out", default=str(harness.RESULTS))
    p.add_argument("--name", default="bench_e2e")
    args = p.parse_args(argv)
    models, dtypes = args.models.split(","), args.dtypes.split(",")
    if bad := [m for m in models if m not in MODELS] + [d for d in dtypes if d not in DTYPES]:
        p.error(f"unknown model or dtype: {', '.join(bad)}")
    if args.rounds is None:
        args.rounds = 3 if args.quick else 60
    args.steps = args.steps or (1 if args.quick else 0)
    if args.rounds < 2 or args.steps < 0 or args.bootstrap < 100:
        p.error("need --rounds >= 2, --steps >= 0 and --bootstrap >= 100")

    own_mish, spelled = SPELLINGS[args.spelling]
    ACTS[NAIVE] = ACTS[REWRITE] = own_mish
    facts = harness.machine_facts()
    harness.start_report(facts)
    jobs = [(m, d) for m in models for d in dtypes]
    rows: list[dict[str, Any]] = []
    # Each finished row is printed and the results rewritten with it, so that
    # a run stopped part way (the GPU check's time limit) keeps what it measured.
    for m, d in jobs:
        rows.append(bench_one(m, d, args))
        print(f"row {len(rows)}/{len(jobs)}, wall time:")
        print(harness.text_table(HEADER, table(rows[-1:])), flush=True)
        if len(rows) < len(jobs):
            write_report(rows, len(jobs), args, facts, spelled)
    harness.note_load_end(facts)
    print("wall time per step:")
    print(harness.text_table(HEADER, table(rows)))
    print("process CPU time per step (all threads):")
    print(harness.text_table(HEADER, table(rows, "cpu")))
    if args.rewrite:
        print(f"models with their own mish ({spelled}), wall time:")
        print(harness.text_table(REWRITE_HEADER, rewrite_table(rows)))
        print("the whole step wrapped, wall time:")
        print(harness.text_table(STEP_HEADER, step_table(rows)))
    out = write_report(rows, len(jobs), args, facts, spelled)
    print(f"wrote {out / args.name}.md, .json")
    return 0


def write_report(
    rows: Sequence[dict[str, Any]],
    planned: int,
    args: argparse.Namespace,
    facts: dict[str, Any],
    spelled: str,
) -> Path:
    """Writes ``<out>/<name>.json`` and ``.md`` for ``rows``, saying so where
    they are fewer than the ``planned`` rows; returns the folder."""
    keys = ("rounds", "steps", "min_sample_ms", "bootstrap", "seed", "quick", "rewrite")
    keys += ("spelling",)
    data = {"machine": facts, "settings": {k: getattr(args, k) for k in keys}}
    data.update(variants=list(rows[0]["samples_s"]), rows=list(rows))
    if len(rows) < planned:
        data.update(partial=f"{len(rows)} of {planned} rows")
    md = [
        "# Training step: jax.nn.mish vs jax_mish ffi / xla vs no activation",
        "",
        f"Machine: {harness.facts_line(facts)}.",
        "",
    ]
    if len(rows) < planned:
        md += [f"Partial: {len(rows)} of the {planned} rows asked for had finished.", ""]
    md += [
        f"{args.rounds} interleaved rounds per row; `v/nn` is the median over "
        "rounds of the step time of variant v divided by jax.nn.mish's in the "
        "same round (< 1: faster), with a 95% bootstrap interval over rounds. "
        "`identity` runs no activation at all: its ratio bounds what any "
        "activation can gain. `share of gain` is (t_nn - t_v) / (t_nn - "
        "t_identity), '-' where identity's interval reaches 1. `xla/ffi` "
        "compares the two jax_mish implementations directly (< 1: xla faster).",
        "",
        "Wall time per step:",
        "",
        harness.md_table(HEADER, table(rows)),
        "",
        "Process CPU time per step (all threads; less sensitive to other "
        "work preempting this process, more to spinning thread pools):",
        "",
        harness.md_table(HEADER, table(rows, "cpu")),
        "",
    ]
    if args.rewrite:
        md += [
            f"Models with their own mish, `{spelled}`: `naive` as "
            "written, `rewrite` with the loss wrapped in `jax_mish.rewrite` "
            "(`ffi` is the model written with `jax_mish.mish`). Paired step "
            "ratios (wall time) as above; `compile` is the trace-plus-compile "
            "time of the jitted step (`jit(step).lower(...).compile()`, best of "
            "3, fresh functions).",
            "",
            harness.md_table(REWRITE_HEADER, rewrite_table(rows)),
            "",
            "The whole train step wrapped (`step`: `jax.jit(jax_mish.rewrite(step))`, "
            "the gradient and the Adam update inside): the sites found as forward/"
            "gradient (each model has two Mish), paired ratios to jax.nn.mish, to "
            "the model written with `jax_mish.mish` and to the wrapped loss, and "
            "its trace-plus-compile time.",
            "",
            harness.md_table(STEP_HEADER, step_table(rows)),
            "",
        ]
    return harness.write_results(args.out, args.name, data, md)


if __name__ == "__main__":
    sys.exit(main())
