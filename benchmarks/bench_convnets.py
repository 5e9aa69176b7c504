"""Training throughput (images/s) of ResNet-50 and CSPDarknet-53 with Mish
(benchmarks/convnets.py: Conv -> BatchNorm -> Mish, Flax NNX), and where
their step's time goes.

One jitted step (forward, softmax cross-entropy on 1000 classes, gradient,
SGD with momentum 0.9; parameters, BatchNorm statistics and optimizer state
donated) of the same model, from the same weights, in five variants:

  jax.nn.mish    the model as written: its activation calls jax.nn.mish
  patch          the same model, its step traced under
                 jax_mish.patched_jax_nn(impl=--impl): the jax.nn.mish swap
  rewrite(step)  the same model, the whole train step wrapped in
                 jax_mish.rewrite(step, impl=--impl)
  xla            the model with jax_mish.mish(x, impl="xla")
  identity       no activation: the bound on what any activation can gain

float32, and bfloat16 as mixed precision trains (bfloat16 activations and
convolutions, float32 parameters and BatchNorm statistics). Every variant is
compiled ahead of time (the patch is on only while its step is traced), its
first step checked against jax.nn.mish's (loss, and the gradient recovered
from the update: (p0 - p1) / lr), then all are timed in interleaved rounds
(harness.measure) with paired ratios to jax.nn.mish, 95% bootstrap
intervals and the share of the no-activation gain (harness.bootstrap).
Last, a few steps of each variant run under XLA's profiler, and each op's
time is attributed by the name scopes of the ops it runs ("conv",
"batchnorm", "activation"; the kernels' custom calls are activation
whatever their scope), split into forward and backward, reductions and
elementwise: the breakdown of docs/performance.md, "ResNet-50 and
CSPDarknet-53". Each finished row is printed and the results rewritten with
it (marked partial), so a run stopped at a time limit keeps what it measured.

    python benchmarks/bench_convnets.py                    # 128x128, batch 4, 20 rounds
    python benchmarks/bench_convnets.py --batches 1,2,4,8,16,32 \\
        --variants jax.nn.mish,patch --rounds 5 --profile-steps 0 --name NAME
    python benchmarks/bench_convnets.py --quick            # tiny models, a smoke run
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import re
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import convnets
import harness
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

import jax_mish

BASE, IDENTITY = harness.BASE, harness.IDENTITY
PATCH, REWRITE, XLA = "patch", "rewrite(step)", "xla"
VARIANTS = (BASE, PATCH, REWRITE, XLA, IDENTITY)
DTYPES = ("float32", "bfloat16")


def nn_mish(x: jax.Array) -> jax.Array:
    """The model as written: jax.nn.mish looked up at each call, so that the
    patch reaches it, as it reaches a model's ``jax.nn.mish(x)``."""
    return jax.nn.mish(x)


def activation(name: str) -> convnets.Act:
    if name == XLA:
        return partial(jax_mish.mish, impl="xla")
    if name == IDENTITY:
        return lambda x: x
    return nn_mish


def count_activations(model_name: str, tiny: bool, resolution: int) -> int:
    """How many times the model applies its activation in a forward pass."""
    calls = []

    def counted(x):
        calls.append(x.shape)
        return x

    def forward():
        model = convnets.build(model_name, counted, jnp.float32, tiny=tiny)
        return model(jnp.zeros((1, resolution, resolution, 3)))

    jax.eval_shape(forward)
    return len(calls)


# SGD with momentum 0.9 (optax.sgd's update) with the learning rate an
# argument of the step: the first step's check runs at lr = 1, where the
# update is the gradient to float32's precision.
MOMENTUM = optax.trace(decay=0.9)


def make_step(graphdef: Any) -> Callable:
    """One SGD step: (params, stats, opt_state, x, y, lr) -> (params, stats,
    opt_state, loss), BatchNorm in training mode (its statistics updated)."""

    def step(params, stats, opt_state, x, y, lr):
        model = nnx.merge(graphdef, params, stats)

        def loss_fn(m):
            logits = m(x).astype(jnp.float32)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = nnx.value_and_grad(loss_fn)(model)
        updates, opt_state = MOMENTUM.update(grads, opt_state, params)
        params = jax.tree.map(lambda p, u: p - lr * u, params, updates)
        return params, nnx.state(model, nnx.BatchStat), opt_state, loss

    return step


def make_batch(size: int, resolution: int, dtype: Any, classes: int) -> tuple[jax.Array, ...]:
    rng = np.random.default_rng(1)
    x = rng.standard_normal((size, resolution, resolution, 3), dtype=np.float32)
    return jnp.asarray(x, dtype), jnp.asarray(rng.integers(0, classes, size), jnp.int32)


class Runner:
    """One variant's compiled step and the state it carries from step to
    step; ``batch`` ends with the learning rate."""

    def __init__(self, name: str, compiled: Any, state: tuple, batch: tuple):
        self.name, self.compiled, self.state, self.batch = name, compiled, state, batch

    def call(self) -> jax.Array:
        *self.state, loss = self.compiled(*self.state, *self.batch)
        return loss

    def first_step(self) -> tuple[float, list[np.ndarray]]:
        """Loss and gradient (float32 leaves) of a step at lr = 1 from a copy
        of the state (kept as it was): momentum starts from a zero trace, so
        that step's update is the gradient."""
        state = jax.tree.map(jnp.copy, tuple(self.state))
        p0 = [np.asarray(v, np.float32) for v in jax.tree.leaves(state[0])]
        p1, _, _, loss = self.compiled(*state, *self.batch[:-1], jnp.float32(1.0))
        p1 = [np.asarray(v, np.float32) for v in jax.tree.leaves(p1)]
        return float(loss), [a - b for a, b in zip(p0, p1, strict=True)]


def lower(name: str, step: Callable, args: tuple, impl: str) -> tuple[Any, dict[str, Any]]:
    """The variant's step lowered (the patch on while it is traced), and
    what lowering it found: trace seconds, and rewrite's sites."""
    fn = jax_mish.rewrite(step, impl=impl) if name == REWRITE else step
    jitted = jax.jit(fn, donate_argnums=(0, 1, 2))
    t0 = time.perf_counter()
    if name == PATCH:
        with jax_mish.patched_jax_nn(impl=impl):
            lowered = jitted.lower(*args)
    else:
        lowered = jitted.lower(*args)
    info: dict[str, Any] = {"trace_s": time.perf_counter() - t0}
    if name == REWRITE:
        kinds = [site.kind for site in fn.sites()]
        info["sites"] = {k: kinds.count(k) for k in ("forward", "backward")}
    return lowered, info


# How far jax.nn.mish's own bfloat16 gradient may be from the float32 model's,
# relative to its largest: in a 50-layer network it is the first convolution's,
# which sums the rounding of every layer above (ResNet-50 at 128 x 128: 0.30 of
# the largest at batch 4, 0.45 at batch 1). Each variant is held to twice
# jax.nn.mish's own distance (harness.gradient_agreement).
BASE_LIMIT = 1.0


# --- the breakdown: each op of the compiled step, by what it computes -------

_OP_NAME = re.compile(r'op_name="([^"]*)"')
_TARGET = re.compile(r'custom_call_target="([^"]*)"')
_INSTR = re.compile(r"\s*(?:ROOT\s+)?%?([\w.-]+)\s*=\s*(.*?)\s+([\w-]+)\((.*)$")
_ARRAY = re.compile(r"\b(pred|[sfu]\d+|bf16|c64|c128)\[([\d,]*)\]")
_OPERAND = re.compile(r"%([\w.-]+)")
_SCOPE = re.compile(r"(?:[\w-]+\()*(" + "|".join(convnets.SCOPES) + r")\)*")
_BITS = {"pred": 8, "bf16": 16, "c64": 64, "c128": 128}


def _bytes(shape: str) -> int:
    """Bytes of the arrays in an HLO shape (a tuple's summed)."""
    total = 0
    for ty, dims in _ARRAY.findall(shape):
        n = int(np.prod([int(d) for d in dims.split(",") if d])) if dims else 1
        total += n * (_BITS.get(ty) or int(ty[1:])) // 8
    return total


def conv_flops(line: str, shapes: dict[str, str]) -> int:
    """Multiply-adds times 2 of an HLO convolution: every output element sums
    the window times the kernel's input features (its dim_labels' "i"), of
    which a base dilation d (a strided convolution's input gradient) leaves
    one tap in d nonzero per dilated dimension."""
    m = _INSTR.match(line)
    window = re.search(r"window=\{size=([\dx]+)", line)
    labels = re.search(r"dim_labels=\w+_(\w+)->", line)
    operands = _OPERAND.findall(m.group(4).split("),", 1)[0]) if m else []
    if m is None or len(operands) < 2 or labels is None:
        return 0
    rhs = _ARRAY.search(shapes.get(operands[1], ""))
    out = _ARRAY.search(m.group(2))
    if rhs is None or out is None:
        return 0
    rhs_dims = [int(d) for d in rhs.group(2).split(",")]
    size = np.prod([int(v) for v in window.group(1).split("x")]) if window else 1
    outputs = np.prod([int(d) for d in out.group(2).split(",") if d])
    dilated = re.search(r"lhs_dilate=([\dx]+)", line)
    zeros = np.prod([int(v) for v in dilated.group(1).split("x")]) if dilated else 1
    return int(2 * outputs * size * rhs_dims[labels.group(1).index("i")] // zeros)


def classify_ops(hlo: str) -> dict[str, dict[str, Any]]:
    """What each instruction of compiled HLO text computes, by name:
    ``{"part": ..., "direction": "fwd" | "bwd", "kind": "reduce" |
    "elementwise", "bytes": its operands' and result's bytes, "flops": its
    convolutions'}``. The part is "activation" for jax_mish's custom calls,
    "conv" for anything holding a convolution, else the name scopes its ops
    ran under (convnets.SCOPES, e.g. "batchnorm+activation" where XLA fused
    the two), "other" for none (loss, optimizer, pooling, residual
    additions, layout copies). Backward: any op under a transpose of one of
    those scopes, and convolutions without metadata (XLA's rewrites of the
    kernels' gradients drop it; the forward's keep theirs)."""
    comps = harness.hlo_computations(hlo)
    shapes: dict[str, str] = {}
    lines: dict[str, str] = {}
    for body in comps.values():
        for line in body:
            if m := _INSTR.match(line):
                shapes[m.group(1)] = m.group(2)
                lines[m.group(1)] = line
    out: dict[str, dict[str, Any]] = {}
    for name, line in lines.items():
        m = _INSTR.match(line)
        assert m is not None
        rest = m.group(4)
        called, seen, todo = [line], set(), list(harness._CALLED.findall(line))
        while todo:
            c = todo.pop()
            if c in seen or c not in comps:
                continue
            seen.add(c)
            called += comps[c]
            todo += [n for ln in comps[c] for n in harness._CALLED.findall(ln)]
        scopes, backward = set(), False
        for op_name in (n for ln in called for n in _OP_NAME.findall(ln)):
            for part in op_name.split("/"):
                if s := _SCOPE.fullmatch(part):
                    scopes.add(s.group(1))
                    backward |= part.startswith("transpose(")
        target = _TARGET.search(line)
        convs = [ln for ln in called if re.search(r"\bconvolution\(", ln)]
        if target and target.group(1).startswith("jax_mish"):
            part, backward = "activation", "grad" in target.group(1)
        elif convs:
            part = "conv"
            backward |= any(not _OP_NAME.search(ln) for ln in convs)
        else:
            part = "+".join(s for s in convnets.SCOPES if s in scopes) or "other"
        reduce = any(re.search(r"\breduce\(", ln) for ln in called)
        operands = _OPERAND.findall(rest.split("),", 1)[0])
        traffic = _bytes(m.group(2)) + sum(_bytes(shapes.get(o, "")) for o in operands)
        out[name] = {
            "part": part,
            "direction": "bwd" if backward else "fwd",
            "kind": "reduce" if reduce else "elementwise",
            "bytes": traffic,
            "flops": sum(conv_flops(ln, shapes) for ln in convs),
        }
    return out


def step_flops(hlo: str) -> int:
    """The convolutions' FLOPs of one run of compiled HLO text (XLA's own
    cost analysis leaves out the CPU's convolution fusions)."""
    entry = re.search(r"^ENTRY\s+%?([\w.-]+)", hlo, re.M)
    info = classify_ops(hlo)
    body = harness.hlo_computations(hlo).get(entry.group(1), []) if entry else []
    names = [m.group(1) for line in body if (m := _INSTR.match(line))]
    return sum(info[n]["flops"] for n in names)


TOP_OPS = 25  # the longest ops of each profile, kept in the JSON


def breakdown(runner: Runner, steps: int) -> dict[str, Any]:
    """The profile of ``steps`` steps, summed by part, direction and kind:
    ``{"ops_s": per-step seconds of all ops, "by": {"part/direction/kind":
    {"s": per-step seconds, "share": of ops_s, "bytes": per step, "flops":
    per step}}, "unattributed_s": ops the HLO text does not name, "top_ops":
    the TOP_OPS longest ops, what each computes}``."""
    times = harness.profile_ops(runner.call, steps)
    if not times:
        return {"ops_s": 0.0, "by": {}, "note": "the profiler recorded no op events"}
    info = classify_ops(runner.compiled.as_text())
    by: dict[str, dict[str, float]] = {}
    unknown = 0.0
    for op, s in times.items():
        if (c := info.get(op)) is None:
            unknown += s
            continue
        key = f"{c['part']}/{c['direction']}/{c['kind']}"
        slot = by.setdefault(key, {"s": 0.0, "bytes": 0, "flops": 0})
        slot["s"] += s
        slot["bytes"] += c["bytes"]
        slot["flops"] += c["flops"]
    total = sum(times.values())
    for slot in by.values():
        slot["share"] = slot["s"] / total
    by = dict(sorted(by.items(), key=lambda kv: -kv[1]["s"]))
    top = sorted(times.items(), key=lambda kv: -kv[1])[:TOP_OPS]
    top_ops = [{"op": op, "s": t, **info.get(op, {})} for op, t in top]
    return {"ops_s": total, "by": by, "unattributed_s": unknown, "top_ops": top_ops}


def share(b: dict[str, Any], part: str | None = None, **match: str) -> float:
    """The share of the ops' time in ``part`` (every part if None) whose
    direction and kind match ``match``."""
    total = 0.0
    for key, slot in b["by"].items():
        p, direction, kind = key.split("/")
        if part is not None and p != part:
            continue
        if match.get("direction", direction) == direction and match.get("kind", kind) == kind:
            total += slot["share"]
    return total


# --- one row: a model, a dtype and a batch size -----------------------------


def bench_row(
    model_name: str,
    dtype_name: str,
    batch_size: int,
    args: argparse.Namespace,
    references: dict[tuple, tuple[float, list[np.ndarray]]],
) -> dict[str, Any]:
    dtype = jnp.dtype(dtype_name)
    classes = 10 if args.quick else 1000
    lr = jnp.float32(args.lr)
    batch = (*make_batch(batch_size, args.resolution, dtype, classes), lr)

    def state_of(name: str, dt: Any) -> tuple[Any, tuple]:
        model = convnets.build(model_name, activation(name), dt, tiny=args.quick, classes=classes)
        graphdef, params, stats = nnx.split(model, nnx.Param, nnx.BatchStat)
        return graphdef, (params, stats, MOMENTUM.init(params))

    lowered, infos, states = {}, {}, {}
    for name in args.variants:
        graphdef, states[name] = state_of(name, dtype)
        lowered[name], infos[name] = lower(
            name, make_step(graphdef), (*states[name], *batch), args.impl
        )
    what = f"{model_name} {dtype_name} batch {batch_size}"
    traced = sum(i["trace_s"] for i in infos.values())
    print(f"  {what}: traced in {traced:.0f} s", file=sys.stderr, flush=True)
    t0 = time.perf_counter()
    # In parallel on the CPU; one at a time elsewhere, where compiling times
    # the convolutions' algorithms on the device (autotuning) and caches them.
    workers = min(len(lowered), os.cpu_count() or 1) if jax.default_backend() == "cpu" else 1
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        compiled = dict(zip(lowered, pool.map(lambda lo: lo.compile(), lowered.values())))
    compile_s = time.perf_counter() - t0
    print(f"  {what}: compiled in {compile_s:.0f} s", file=sys.stderr, flush=True)
    runners = [Runner(n, compiled[n], states[n], batch) for n in args.variants]

    # The first step of every variant from the same weights, against jax.nn.mish's
    # (below float32: against the float32 model with jax.nn.mish).
    firsts = {r.name: r.first_step() for r in runners if r.name != IDENTITY}
    narrow = dtype != jnp.float32
    key = (model_name, batch_size)
    if narrow or BASE not in firsts:
        if key not in references:
            graphdef, state = state_of(BASE, jnp.float32)
            wide = (*make_batch(batch_size, args.resolution, jnp.float32, classes), lr)
            step = jax.jit(make_step(graphdef), donate_argnums=(0, 1, 2))
            references[key] = Runner(BASE, step, state, wide).first_step()
        reference = references[key]
    else:
        reference = references[key] = firsts[BASE]
    agreement = harness.gradient_agreement(firsts, reference, narrow, what, BASE, BASE_LIMIT)

    cands = [harness.Candidate(r.name, r.call, warm=False) for r in runners]
    harness.measure(cands, args.rounds, args.min_sample_ms / 1e3)
    wall = {c.name: c.samples for c in cands}
    cpu = {c.name: c.cpu_samples for c in cands}
    last_loss = {r.name: float(r.call()) for r in runners}
    if not all(np.isfinite(v) for v in last_loss.values()):
        print(f"  warning: {what}: a loss is not finite: {last_loss}", file=sys.stderr)

    profiles: dict[str, Any] = {}
    for r in runners if args.profile_steps else []:
        try:
            profiles[r.name] = breakdown(r, args.profile_steps)
        except Exception as e:  # a profiler the machine lacks loses only the breakdown
            print(f"  {what}: no breakdown of {r.name}: {e!r}", file=sys.stderr)
            profiles[r.name] = {"ops_s": 0.0, "by": {}, "note": repr(e)}
    return {
        "model": model_name,
        "dtype": dtype_name,
        "batch": batch_size,
        "resolution": args.resolution,
        "params": sum(int(v.size) for v in jax.tree.leaves(states[args.variants[0]][0])),
        "activations": count_activations(model_name, args.quick, args.resolution),
        "steps_per_sample": cands[0].number,
        "rounds": args.rounds,
        "images_per_s": {k: batch_size / float(np.median(v)) for k, v in wall.items()},
        "median_step_s": {k: float(np.median(v)) for k, v in wall.items()},
        "stats": harness.bootstrap(wall, args.bootstrap, args.seed),
        "stats_cpu": harness.bootstrap(cpu, args.bootstrap, args.seed),
        "samples_s": wall,
        "samples_cpu_s": cpu,
        "agreement": agreement,
        "last_loss": last_loss,
        "lowering": infos,
        "compile_s": compile_s,
        "conv_flops_per_step": step_flops(compiled[BASE].as_text()),
        "breakdown": profiles,
    }


# --- tables ------------------------------------------------------------------


def _key(r: dict[str, Any]) -> tuple[str, ...]:
    return (r["model"], r["dtype"], str(r["batch"]))


def throughput_header(variants: Sequence[str]) -> tuple[str, ...]:
    others = [v for v in variants if v != BASE]
    head = ("model", "dtype", "batch", "nn img/s")
    head += tuple(f"{v} img/s" for v in others)
    head += tuple(f"{v}/nn [95% CI]" for v in others)
    return head + tuple(f"{v} share of gain" for v in others if v != IDENTITY)


def throughput_table(rows: Sequence[dict[str, Any]], clock: str = "wall") -> list[tuple]:
    """Images/s (median), paired step-time ratios to jax.nn.mish and shares of
    the no-activation gain, for wall or (``clock="cpu"``) process CPU time."""
    stats = "stats" if clock == "wall" else "stats_cpu"
    body = []
    for r in rows:
        variants = list(r["samples_s"])
        others = [v for v in variants if v != BASE]
        ips = r["images_per_s"]
        cells = [f"{ips[BASE]:.2f}", *(f"{ips[v]:.2f}" for v in others)]
        cells += [harness.fmt_ci(r[stats][v], "ratio") for v in others]
        cells += [harness.fmt_ci(r[stats][v], "share", True) for v in others if v != IDENTITY]
        body.append((*_key(r), *cells))
    return body


# The parts the tables give a column of their own; the others are "other".
NAMED_PARTS = ("conv", "activation", "batchnorm", "batchnorm+activation")

BREAKDOWN_HEADER = ("model", "dtype", "batch", "variant", "ops ms/step", "conv")
BREAKDOWN_HEADER += ("activation fwd", "activation bwd", "bn+act (fused by XLA)")
BREAKDOWN_HEADER += ("bn fwd reduce", "bn fwd elementwise", "bn bwd reduce", "bn bwd elementwise")
BREAKDOWN_HEADER += ("other", "fusion bound")


def breakdown_table(rows: Sequence[dict[str, Any]]) -> list[tuple]:
    """Shares of the ops' time. "fusion bound": what folding BatchNorm's
    scale and shift into the Mish kernels could remove, the forward's
    normalizing pass and the backward's reductions for ds and dt."""
    body = []
    for r in rows:
        for variant, b in r["breakdown"].items():
            if not b["by"]:
                continue
            bn = partial(share, b, "batchnorm")
            cells = [
                f"{b['ops_s'] * 1e3:.1f}",
                share(b, "conv"),
                share(b, "activation", direction="fwd"),
                share(b, "activation", direction="bwd"),
                share(b, "batchnorm+activation"),
                bn(direction="fwd", kind="reduce"),
                bn(direction="fwd", kind="elementwise"),
                bn(direction="bwd", kind="reduce"),
                bn(direction="bwd", kind="elementwise"),
            ]
            parts = {k.split("/")[0] for k in b["by"]}
            cells.append(sum(share(b, p) for p in parts - set(NAMED_PARTS)))
            cells.append(fusion_bound(b))
            body.append((*_key(r), variant, cells[0], *(f"{c:.1%}" for c in cells[1:])))
    return body


# The breakdown's keys (part/direction/kind) that mish(x * s + t) would remove.
FUSED_AWAY = ("batchnorm/fwd/elementwise", "batchnorm/bwd/reduce")


def fusion_bound(b: dict[str, Any]) -> float:
    """The share of the ops' time that mish(x * s + t) with ds, dt in the
    backward could remove: BatchNorm's forward elementwise pass and its
    backward reductions (the statistics and the backward's elementwise dx
    stay)."""
    return sum(b["by"][k]["share"] for k in FUSED_AWAY if k in b["by"])


TRAFFIC_HEADER = ("model", "dtype", "batch", "variant", "conv GFLOP/img", "activation MB/img")
TRAFFIC_HEADER += ("bn+act MB/img", "bn fwd MB/img", "bn bwd MB/img", "other MB/img")


def part_sum(b: dict[str, Any], field: str, part: str | None = None, **match: str) -> float:
    """The sum of ``field`` ("bytes", "flops") over the profiled ops in
    ``part`` (the parts not in NAMED_PARTS for "other") whose
    direction matches ``match``."""
    total = 0.0
    for key, slot in b["by"].items():
        p, direction, _ = key.split("/")
        if (p == part or (part == "other" and p not in NAMED_PARTS)) and match.get(
            "direction", direction
        ) == direction:
            total += slot[field]
    return total


def traffic_table(rows: Sequence[dict[str, Any]]) -> list[tuple]:
    """Per image, from the compiled HLO's shapes: the convolutions' FLOPs and
    the bytes each part's ops read and write (their operands and results),
    what a GPU's time for them follows from."""
    body = []
    for r in rows:
        for variant, b in r["breakdown"].items():
            if not b["by"]:
                continue
            per_image = [
                part_sum(b, "bytes", "activation"),
                part_sum(b, "bytes", "batchnorm+activation"),
                part_sum(b, "bytes", "batchnorm", direction="fwd"),
                part_sum(b, "bytes", "batchnorm", direction="bwd"),
                part_sum(b, "bytes", "other"),
            ]
            gflop = part_sum(b, "flops", "conv") / r["batch"] / 1e9
            cells = [f"{v / r['batch'] / 1e6:.1f}" for v in per_image]
            body.append((*_key(r), variant, f"{gflop:.2f}", *cells))
    return body


SITES_HEADER = ("model", "dtype", "batch", "activations", "rewrite sites fwd/bwd")
SITES_HEADER += ("trace s per variant", "compile s (all, in parallel)", "conv GFLOP/step")


def sites_table(rows: Sequence[dict[str, Any]]) -> list[tuple]:
    body = []
    for r in rows:
        got = r["lowering"].get(REWRITE, {}).get("sites")
        sites = "-" if got is None else f"{got['forward']}/{got['backward']}"
        traces = ", ".join(f"{k} {v['trace_s']:.1f}" for k, v in r["lowering"].items())
        # "-" where the convolutions are custom calls (cuDNN's on a GPU).
        flops = f"{r['conv_flops_per_step'] / 1e9:.2f}" if r["conv_flops_per_step"] else "-"
        compiled = f"{r['compile_s']:.0f}"
        body.append((*_key(r), str(r["activations"]), sites, traces, compiled, flops))
    return body


def write_report(
    rows: Sequence[dict[str, Any]], planned: int, args: argparse.Namespace, facts: dict
) -> Path:
    keys = ("resolution", "rounds", "min_sample_ms", "profile_steps", "bootstrap", "seed")
    keys += ("quick", "impl", "lr")
    data: dict[str, Any] = {"machine": facts, "settings": {k: getattr(args, k) for k in keys}}
    data["settings"]["variants"] = list(args.variants)
    data["rows"] = list(rows)
    if len(rows) < planned:
        data["partial"] = f"{len(rows)} of {planned} rows"
    warn = harness.busy_warning(facts)
    md = [
        "# Training throughput: ResNet-50 and CSPDarknet-53 with Mish",
        "",
        f"Machine: {harness.facts_line(facts)}.",
        "",
    ]
    md += [f"**{warn[0].upper() + warn[1:]}.**", ""] if warn else []
    if len(rows) < planned:
        md += [f"Partial: {len(rows)} of the {planned} rows asked for had finished.", ""]
    tiny = " (tiny models: --quick)" if args.quick else ""
    md += [
        f"{args.resolution}x{args.resolution} images{tiny}; one jitted training step "
        "(SGD with momentum, BatchNorm in training mode) per call; "
        f"{args.rounds} interleaved rounds per row. `img/s` is the batch over the "
        "median step time; `v/nn` the median over rounds of variant v's step time "
        "over jax.nn.mish's in the same round (< 1: faster), with a 95% bootstrap "
        "interval; `share of gain` is (t_nn - t_v) / (t_nn - t_identity), '-' where "
        "identity was not run or its interval reaches 1. Variants: `patch` is the "
        "unedited model traced under `jax_mish.patched_jax_nn`, `rewrite(step)` the "
        f"unedited model's whole step in `jax_mish.rewrite` (both impl={args.impl!r}), "
        "`xla` the model with `jax_mish.mish(impl='xla')`, `identity` no activation.",
        "",
        "Wall time:",
        "",
        harness.md_table(throughput_header(args.variants), throughput_table(rows)),
        "",
        "Process CPU time (all threads):",
        "",
        harness.md_table(throughput_header(args.variants), throughput_table(rows, "cpu")),
        "",
    ]
    if any(r["breakdown"] for r in rows):
        md += [
            f"Where the step goes: shares of the time of the ops XLA ran ({args.profile_steps} "
            "profiled steps per variant; ops run at the same time on different threads "
            "each count in full, so `ops ms/step` may exceed the step's wall time), by the "
            "name scope of what each op computes. `bn+act` is a loop XLA fused from "
            "BatchNorm's and the activation's ops; `other` holds the loss, optimizer, "
            "pooling, residual additions and layout copies. `fusion bound`: BatchNorm's "
            "forward elementwise pass and backward reductions, what folding its scale and "
            "shift into the Mish kernels (mish(x * s + t), ds and dt summed in the "
            "backward) could remove.",
            "",
            harness.md_table(BREAKDOWN_HEADER, breakdown_table(rows)),
            "",
            "What the profiled ops move, per image: their operands' and results' bytes "
            "(from the compiled HLO's shapes; weights and optimizer state included where "
            "an op reads them) and the convolutions' FLOPs:",
            "",
            harness.md_table(TRAFFIC_HEADER, traffic_table(rows)),
            "",
        ]
    md += [
        "Activations per forward pass, the Mish sites `rewrite` found in the whole step "
        "(forward/backward), trace seconds of each variant's step (rewrite's includes "
        "finding its sites), compile seconds and the FLOPs of one step's convolutions "
        "(from the compiled HLO):",
        "",
        harness.md_table(SITES_HEADER, sites_table(rows)),
        "",
    ]
    return harness.write_results(args.out, args.name, data, md)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--models", default=",".join(convnets.MODELS), help="comma-separated")
    p.add_argument("--dtypes", default=",".join(DTYPES), help="comma-separated")
    p.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated")
    p.add_argument("--batches", default=None, help="comma-separated (default 4)")
    p.add_argument("--resolution", type=int, default=None, help="default 128; --quick 64")
    p.add_argument("--rounds", type=int, default=None, help="default 20; --quick 2")
    p.add_argument("--min-sample-ms", type=float, default=0.0, help="shortest sample (0: 1 step)")
    p.add_argument("--profile-steps", type=int, default=None, help="default 3; 0: no breakdown")
    p.add_argument("--impl", default="ffi", help="impl of the patch and rewrite variants")
    p.add_argument("--lr", type=float, default=0.01, help="SGD learning rate")
    p.add_argument("--bootstrap", type=int, default=10_000, help="bootstrap resamples")
    p.add_argument("--seed", type=int, default=0, help="bootstrap seed")
    p.add_argument("--quick", action="store_true", help="tiny models and images, a smoke run")
    p.add_argument("--out", default=str(harness.RESULTS))
    p.add_argument("--name", default="bench_convnets")
    a = p.parse_args(argv)
    a.models, a.dtypes = a.models.split(","), a.dtypes.split(",")
    a.variants = a.variants.split(",")
    for k, (full, quick) in {"batches": ("4", "4"), "resolution": (128, 64)}.items():
        if getattr(a, k) is None:
            setattr(a, k, quick if a.quick else full)
    for k, (full, quick) in {"rounds": (20, 2), "profile_steps": (3, 1)}.items():
        if getattr(a, k) is None:
            setattr(a, k, quick if a.quick else full)
    a.batches = [int(b) for b in str(a.batches).split(",")]
    bad = [m for m in a.models if m not in convnets.MODELS]
    bad += [d for d in a.dtypes if d not in DTYPES]
    bad += [v for v in a.variants if v not in VARIANTS]
    if bad:
        p.error(f"unknown model, dtype or variant: {', '.join(bad)}")
    if BASE not in a.variants:
        p.error(f"--variants must include {BASE}, the baseline of every ratio")
    a.variants = [v for v in VARIANTS if v in a.variants]  # the order of VARIANTS
    if a.rounds < 2 or a.bootstrap < 100 or min(a.batches) < 1 or a.resolution < 32:
        p.error("need --rounds >= 2, --bootstrap >= 100, batches >= 1, --resolution >= 32")
    return a


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    facts = harness.machine_facts()
    harness.start_report(facts)
    jobs = [(m, d, b) for m in args.models for b in args.batches for d in args.dtypes]
    rows: list[dict[str, Any]] = []
    references: dict[tuple, tuple[float, list[np.ndarray]]] = {}
    head = throughput_header(args.variants)
    for m, d, b in jobs:
        t0 = time.perf_counter()
        rows.append(bench_row(m, d, b, args, references))
        print(f"row {len(rows)}/{len(jobs)} ({time.perf_counter() - t0:.0f} s), wall time:")
        print(harness.text_table(head, throughput_table(rows[-1:])), flush=True)
        if rows[-1]["breakdown"]:
            print(harness.text_table(BREAKDOWN_HEADER, breakdown_table(rows[-1:])), flush=True)
        if len(rows) < len(jobs):
            write_report(rows, len(jobs), args, facts)
    harness.note_load_end(facts)
    print("images/s and step-time ratios, wall time:")
    print(harness.text_table(head, throughput_table(rows)))
    if any(r["breakdown"] for r in rows):
        print("where the step goes (shares of the ops' time):")
        print(harness.text_table(BREAKDOWN_HEADER, breakdown_table(rows)))
        print("what the ops move, per image:")
        print(harness.text_table(TRAFFIC_HEADER, traffic_table(rows)))
    print(harness.text_table(SITES_HEADER, sites_table(rows)))
    out = write_report(rows, len(jobs), args, facts)
    print(f"wrote {out / args.name}.md, .json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
