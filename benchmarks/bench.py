"""Throughput of jax_mish's CPU kernels against what JAX users have today:
``jax_mish.mish`` against ``jax.nn.mish``, ``jax_mish.mish_grad`` against XLA's
fused autodiff gradient of it, both against a jitted op moving the same bytes
(the floor); for float32, bfloat16 and float16 from 2^10 to 2^26 elements
(2^24 with ``--quick``). Prints a table and the speed targets; writes
Markdown, JSON and a PNG to ``--out``. The method: docs/performance.md.

``--bias`` times the fused bias + Mish instead: ``mish(x, bias=b)`` and its
gradient with respect to ``x`` and ``b`` (one kernel each way) against the
unfused pair (XLA's add, the plain kernel, and XLA's sum of ``dx`` for
``db``), ``jax.nn.mish(x + b)`` differentiated by XLA, and the same-traffic
floor, for ``x`` of shape ``[n / C, C]`` (C the bias length).

    python benchmarks/bench.py --quick            # < 2 minutes
    python benchmarks/bench.py                    # full sweep
    python benchmarks/bench.py --bias --quick     # the fused bias + Mish
"""

from __future__ import annotations

import argparse
import ctypes
import itertools
import os
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import harness
import jax
import jax.numpy as jnp
import numpy as np
from harness import (
    Candidate,
    bias_vjp,
    facts_line,
    machine_facts,
    md_table,
    measure,
    text_table,
    unfused_bias_bwd,
    xla_bwd,
)

import jax_mish
from jax_mish import testing
from jax_mish._core import platforms as _platforms
from jax_mish._core.ops import MISH_BIAS_GRAD

# Every dtype jax_mish computes in, widest first; the sweep runs the ones
# models train in unless --dtypes asks for float64 too.
DTYPES = {
    d: testing.np_dtype(d)
    for d in sorted(testing.DTYPES, key=lambda d: (-testing.np_dtype(d).itemsize, d))
}
TRAINING_DTYPES = [d for d in DTYPES if d != "float64"]

# Names used in tables, JSON and the plot legend.
JM, XLA, FLOOR = "jax_mish", "xla", "floor"


def make_inputs(
    n: int, dtype: Any, seed: int = 0, lo: float = -8.0, hi: float = 8.0
) -> tuple[np.ndarray, np.ndarray]:
    """x uniform in [lo, hi] (no subnormal results) and dy standard normal."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(lo, hi, n).astype(np.float32).astype(dtype)
    dy = rng.standard_normal(n, dtype=np.float32).astype(dtype)
    return x, dy


def floor_fwd(x):
    """The forward's memory floor: one read, one write, trivial math."""
    return x * x + x


def floor_bwd(dy, x):
    """The backward's memory floor: two reads, one write, as MishGrad."""
    return x * dy + x


JIT_FWD = {JM: jax.jit(jax_mish.mish), XLA: jax.jit(jax.nn.mish), FLOOR: jax.jit(floor_fwd)}
JIT_BWD = {JM: jax.jit(jax_mish.mish_grad), XLA: jax.jit(xla_bwd), FLOOR: jax.jit(floor_bwd)}


# --bias: the fused op against the unfused pair, XLA, and the floor.
FUSED, UNFUSED = "fused", "unfused"


# The kernels' backward as jax.grad runs it, but writing a fresh dx: under
# jax.grad dx overwrites the cotangent, which here is a jit parameter that XLA
# must copy first (in a training step the cotangent is an intermediate and
# nothing is copied), so the copy would be timed with the kernel.
def _fused_bwd(dy, x, b):
    return MISH_BIAS_GRAD.bind(dy, x, b, inplace=False, impl="auto")


BIAS_FWD = {
    FUSED: jax.jit(lambda x, b: jax_mish.mish(x, bias=b)),
    UNFUSED: jax.jit(lambda x, b: jax_mish.mish(x + b)),
    XLA: jax.jit(lambda x, b: jax.nn.mish(x + b)),
    FLOOR: jax.jit(lambda x, b: x * x + b),
}
BIAS_BWD = {
    FUSED: jax.jit(_fused_bwd),
    UNFUSED: jax.jit(unfused_bias_bwd),
    XLA: jax.jit(bias_vjp(lambda x, b: jax.nn.mish(x + b))),
    FLOOR: jax.jit(floor_bwd),
}


def bias_candidates(direction: str, dtype_name: str, n: int, cols: int) -> list[Candidate]:
    """The fused op, the unfused pair, XLA and the floor on x of [n / cols, cols]."""
    x, dy = make_inputs(n, DTYPES[dtype_name])
    x, dy = (jax.device_put(a.reshape(n // cols, cols)) for a in (x, dy))
    b = jax.device_put(np.asarray(x[0]) * 0.5)
    if direction == "fwd":
        return [Candidate(k, (lambda f=f: f(x, b))) for k, f in BIAS_FWD.items()]
    out = []
    for k, f in BIAS_BWD.items():
        call = (lambda f=f: f(dy, x)) if k == FLOOR else (lambda f=f: f(dy, x, b))
        out.append(Candidate(k, call))
    return out


def bias_sweep(
    dtypes: Sequence[str], exps: Sequence[int], cols: Sequence[int], reps: int, min_s: float
) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    jobs = [(d, t, e, c) for e in exps for c in cols for t in dtypes for d in ("fwd", "bwd")]
    for i, (direction, dtype_name, e, c) in enumerate(jobs, 1):
        print(
            f"bench --bias [{i}/{len(jobs)}] {direction} {dtype_name} 2^{e} cols {c}",
            file=sys.stderr,
            flush=True,
        )
        bpe = (2 if direction == "fwd" else 3) * jnp.dtype(DTYPES[dtype_name]).itemsize
        impls = measured(
            bias_candidates(direction, dtype_name, 1 << e, c), reps, min_s, 1 << e, bpe
        )
        rows.append(
            {
                "direction": direction,
                "dtype": dtype_name,
                "log2_n": e,
                "n": 1 << e,
                "cols": c,
                "bytes_per_element": bpe,
                "impls": impls,
            }
        )
    return rows


BIAS_HEADER = ("dir", "dtype", "n", "bias", "fused us", "unfused/fused", "xla/fused")
BIAS_HEADER += ("fused/floor", "unfused/floor")


def bias_table(rows: Sequence[dict[str, Any]]) -> list[tuple[str, ...]]:
    out = []
    for r in rows:
        t = {k: v["median_s"] for k, v in r["impls"].items()}
        out.append(
            (r["direction"], r["dtype"], f"2^{r['log2_n']}", str(r["cols"]), _fmt_t(t[FUSED]))
            + (f"{t[UNFUSED] / t[FUSED]:.2f}", f"{t[XLA] / t[FUSED]:.2f}")
            + (f"{t[FUSED] / t[FLOOR]:.2f}", f"{t[UNFUSED] / t[FLOOR]:.2f}")
        )
    return out


def run_bias(args: argparse.Namespace, allocator: str) -> None:
    exps = list(range(args.min_log2, args.max_log2 + 1, args.step))
    facts = machine_facts()
    harness.start_report(facts)
    rows = bias_sweep(args.dtypes, exps, args.cols, args.reps, args.min_sample_ms / 1e3)
    harness.note_load_end(facts)
    body = bias_table(rows)
    print(text_table(BIAS_HEADER, body))
    stem = args.name or ("bench_bias_quick" if args.quick else "bench_bias")
    settings = {"reps": args.reps, "min_sample_ms": args.min_sample_ms, "log2_sizes": exps}
    settings.update(dtypes=list(args.dtypes), cols=list(args.cols), allocator=allocator)
    data = {"machine": facts, "settings": settings, "rows": rows}
    warn = harness.busy_warning(facts)
    md = [
        f"# jax_mish CPU benchmark, bias + Mish ({stem})",
        "",
        f"Machine: {facts_line(facts)}.",
        "",
    ]
    md += [f"**{warn[0].upper() + warn[1:]}.**", ""] if warn else []
    md += [
        f"Median of {args.reps} interleaved samples per implementation (each >= "
        f"{args.min_sample_ms} ms of calls). x is [n / bias, bias]. `fused`: "
        "`mish(x, bias=b)` and its gradient with respect to x and b, one kernel each "
        "(the backward writing a fresh dx, as `mish_grad` does, where `jax.grad` "
        "overwrites the cotangent: a jit parameter here, which XLA would copy first); "
        "`unfused`: `mish(x + b)`, XLA's add and the plain kernels, and XLA's sum of dx "
        "for db; `xla`: `jax.nn.mish(x + b)` differentiated by XLA; `floor`: the "
        "same-traffic op (fwd `x*x + b`: read x, write y; bwd `x*dy + x`: read dy and "
        "x, write dx). Ratios > 1 in `*/fused`: the fused op is faster.",
        "",
        md_table(BIAS_HEADER, body),
        "",
    ]
    out = harness.write_results(args.out, stem, data, md)
    print(f"wrote {out / stem}.md, .json")


def candidates(direction: str, dtype_name: str, n: int) -> list[Candidate]:
    """jax_mish, XLA and the same-traffic op on the same inputs."""
    x, dy = (jax.device_put(a) for a in make_inputs(n, DTYPES[dtype_name]))
    if direction == "fwd":
        return [Candidate(k, (lambda f=f: f(x))) for k, f in JIT_FWD.items()]
    return [Candidate(k, (lambda f=f: f(dy, x))) for k, f in JIT_BWD.items()]


def measured(cands: list[Candidate], reps: int, min_sample_s: float, n: int, bpe: int) -> dict:
    """Each candidate's statistics from interleaved samples; the inputs are
    freed on return, before the next configuration allocates its own."""
    measure(cands, reps, min_sample_s)
    stats = {}
    for c in cands:
        q1, q3 = c.quartiles()
        stats[c.name] = {"median_s": c.median(), "q1_s": q1, "q3_s": q3, "min_s": min(c.samples)}
        stats[c.name].update(
            median_cpu_s=statistics.median(c.cpu_samples),
            page_faults_per_call=statistics.median(c.fault_samples),
            elements_per_s=n / c.median(),
            gb_per_s=n * bpe / c.median() / 1e9,
            calls_per_sample=c.number,
            samples=len(c.samples),
        )
    return stats


def sweep(
    dtypes: Sequence[str], exps: Sequence[int], reps: int, min_sample_s: float
) -> list[dict[str, Any]]:
    """jax_mish, XLA and the floor interleaved per configuration."""
    rows: list[dict[str, Any]] = []
    jobs = [(d, t, e) for e in exps for t in dtypes for d in ("fwd", "bwd")]
    t0 = time.perf_counter()
    for i, (direction, dtype_name, e) in enumerate(jobs, 1):
        elapsed = f"{time.perf_counter() - t0:.0f} s"
        what = f"{direction} {dtype_name} 2^{e}"
        print(f"bench [{i}/{len(jobs)}, {elapsed}] {what}", file=sys.stderr, flush=True)
        bpe = (2 if direction == "fwd" else 3) * jnp.dtype(DTYPES[dtype_name]).itemsize
        impls = measured(candidates(direction, dtype_name, 1 << e), reps, min_sample_s, 1 << e, bpe)
        keys = ("direction", "dtype", "log2_n", "n", "bytes_per_element", "impls")
        rows.append(dict(zip(keys, (direction, dtype_name, e, 1 << e, bpe, impls))))
    return rows


def ratios(row: dict[str, Any], stat: str = "median_s") -> dict[str, float]:
    """xla/jm is a speedup (>1: jax_mish faster); jm/floor is the time relative
    to the same-traffic op (1.0 is the memory floor). ``stat``: median_s
    (reported), min_s or median_cpu_s."""
    im = row["impls"]
    jm = im[JM][stat]
    return {"speedup_vs_xla": im[XLA][stat] / jm, "time_vs_floor": jm / im[FLOOR][stat]}


def _fmt_t(s: float) -> str:
    us = s * 1e6
    return f"{us:.1f}" if us < 1000 else f"{us:.0f}"


HEADER = tuple("dir|dtype|n|jax_mish us|Gelem/s|GB/s|xla us|floor us|xla/jm|jm/floor".split("|"))


def table_rows(rows: Sequence[dict[str, Any]]) -> list[tuple[str, ...]]:
    out = []
    for row in rows:
        im, jm = row["impls"], row["impls"][JM]
        times = [_fmt_t(im[k]["median_s"]) for k in (XLA, FLOOR)]
        rs = [f"{v:.2f}" for v in ratios(row).values()]
        out.append(
            (row["direction"], row["dtype"], f"2^{row['log2_n']}", _fmt_t(jm["median_s"]))
            + (f"{jm['elements_per_s'] / 1e9:.2f}", f"{jm['gb_per_s']:.1f}", *times, *rs)
        )
    return out


# (direction, dtype, log2 size, ratio, comparison, bound, what it says).
TARGETS = [
    ("bwd", "float32", 20, "speedup_vs_xla", ">=", 3.0, ">= 3x faster than XLA"),
    ("bwd", "bfloat16", 20, "speedup_vs_xla", ">=", 5.0, ">= 5x faster than XLA"),
    ("bwd", "float32", 24, "time_vs_floor", "<=", 1.3, "<= 1.3x the same-traffic op's time"),
    ("bwd", "bfloat16", 24, "time_vs_floor", "<=", 1.5, "<= 1.5x the same-traffic op's time"),
    ("fwd", "float32", 20, "speedup_vs_xla", ">=", 2.0, ">= 2x faster than jax.nn.mish"),
    ("fwd", "bfloat16", 20, "speedup_vs_xla", ">=", 2.0, ">= 2x faster than jax.nn.mish"),
    ("fwd", "float32", 10, "speedup_vs_xla", ">=", 1.0, "no slower than XLA"),
    ("bwd", "float32", 10, "speedup_vs_xla", ">=", 1.0, "no slower than XLA"),
    ("fwd", "bfloat16", 10, "speedup_vs_xla", ">=", 1.0, "no slower than XLA"),
    ("bwd", "bfloat16", 10, "speedup_vs_xla", ">=", 1.0, "no slower than XLA"),
]


def judge_targets(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The targets at measured sizes, judged on median wall time; the ratios
    from the minimum and from CPU time ride along as a check for noisy runs."""
    by_key = {(r["direction"], r["dtype"], r["log2_n"]): r for r in rows}
    out = []
    for d, t, e, key, op, bound, says in TARGETS:
        if (row := by_key.get((d, t, e))) is None:
            continue
        v = ratios(row)[key]
        out.append({"target": f"{d} {t} 2^{e}: {says}", "value": round(v, 3)})
        out[-1].update(bound=f"{op} {bound}", met=bool(v >= bound if op == ">=" else v <= bound))
        out[-1]["value_from_min"] = round(ratios(row, "min_s")[key], 3)
        out[-1]["value_from_cpu_time"] = round(ratios(row, "median_cpu_s")[key], 3)
    return out


def plot(rows: Sequence[dict[str, Any]], facts: dict[str, Any], path: Path) -> bool:
    """Throughput (elements/s) against size, one panel per direction x dtype."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib not installed: no plot", file=sys.stderr)
        return False
    dirs = [d for d in ("fwd", "bwd") if any(r["direction"] == d for r in rows)]
    dts = list(dict.fromkeys(r["dtype"] for r in rows))
    fig, axes = plt.subplots(
        len(dirs), len(dts), squeeze=False, figsize=(4.6 * len(dts), 3.6 * len(dirs)), sharex=True
    )
    style = {
        FLOOR: ("same-traffic floor", {"color": "k", "ls": "--", "lw": 1.2}),
        XLA: ("jax.nn.mish (XLA)", {"color": "C1", "marker": "s"}),
        JM: ("jax_mish", {"color": "C0", "marker": "o", "lw": 2}),
    }
    for (i, d), (j, t) in itertools.product(enumerate(dirs), enumerate(dts)):
        ax, sel = axes[i][j], [r for r in rows if (r["direction"], r["dtype"]) == (d, t)]
        for name, (label, kw) in style.items():
            pts = sorted((r["n"], r["impls"][name]["elements_per_s"] / 1e9) for r in sel)
            ax.plot(*zip(*pts), label=label, **kw)
        ax.set_xscale("log", base=2)
        ax.set(yscale="log", title=f"{'forward' if d == 'fwd' else 'backward'}, {t}")
        ax.set(
            ylabel="Gelements/s" if j == 0 else "", xlabel="elements" if i == len(dirs) - 1 else ""
        )
        ax.grid(True, which="both", alpha=0.3)
    axes[0][0].legend(fontsize=8)
    busy = ""
    if "cpu_busy_start" in facts:
        busy = f", CPUs {facts['cpu_busy_start']:.0%} busy with other work at start"
    limits = f", {facts['xla_flags']}" if facts.get("xla_flags") else ""
    fig.suptitle(
        f"jax_mish CPU throughput: {facts['cpu_model']}, "
        f"{facts['logical_cpus']} CPUs, jax_mish ISA {facts['isa_active']}"
        f"{limits}{busy}, {facts['date_utc']} UTC",
        fontsize=10,
    )
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return True


def run_sweep(args: argparse.Namespace, allocator: str) -> None:
    exps = list(range(args.min_log2, args.max_log2 + 1, args.step))
    facts = machine_facts()
    harness.start_report(facts)
    t0 = time.perf_counter()
    rows = sweep(args.dtypes, exps, args.reps, args.min_sample_ms / 1e3)
    harness.note_load_end(facts)
    elapsed = time.perf_counter() - t0
    body, targets = table_rows(rows), judge_targets(rows)
    print(text_table(HEADER, body))
    if targets:
        print("\ntargets:")
    for t in targets:
        print(f"  [{'met' if t['met'] else 'NOT met'}] {t['target']}: {t['value']:.2f} ", end="")
        print(f"({t['bound']}; from min {t['value_from_min']:.2f}, ", end="")
        print(f"from CPU time {t['value_from_cpu_time']:.2f})")
    print(f"\n{len(rows)} configurations in {elapsed:.0f} s")

    stem = args.name or ("bench_quick" if args.quick else "bench")
    settings = {"reps": args.reps, "min_sample_ms": args.min_sample_ms, "log2_sizes": exps}
    settings.update(dtypes=list(args.dtypes), dispatch="sync", allocator=allocator)
    settings["elapsed_s"] = round(elapsed, 1)
    stats = {"ratios": "median_s", "ratios_min": "min_s", "ratios_cpu": "median_cpu_s"}
    data = {"machine": facts, "settings": settings, "targets": targets}
    data["rows"] = [dict(r, **{k: ratios(r, s) for k, s in stats.items()}) for r in rows]
    warn = harness.busy_warning(facts)
    md = [f"# jax_mish CPU benchmark ({stem})", "", f"Machine: {facts_line(facts)}.", ""]
    md += [f"**{warn[0].upper() + warn[1:]}.**", ""] if warn else []
    md += [
        f"Median of {args.reps} interleaved samples per implementation "
        f"(each sample >= {args.min_sample_ms} ms of back-to-back calls, "
        "blocked on the results, compilation excluded; "
        f"sync CPU dispatch and {allocator.split()[0]} malloc "
        "settings for all; page faults per call in the JSON). `xla/jm` is "
        "the speedup of jax_mish; `jm/floor` is jax_mish's "
        "time over the same-traffic op's (fwd: `x*x + x`, bwd: `x*dy + x`).",
        "",
        md_table(HEADER, body),
        "",
    ]
    if targets:
        head = ("target", "measured (median)", "bound", "met", "from min", "from CPU time")
        cells = [
            (t["target"], f"{t['value']:.2f}", t["bound"], "yes" if t["met"] else "no")
            + (f"{t['value_from_min']:.2f}", f"{t['value_from_cpu_time']:.2f}")
            for t in targets
        ]
        md += ["## Targets", "", md_table(head, cells), ""]
    out = harness.write_results(args.out, stem, data, md)
    png = not args.no_plot and plot(rows, facts, out / f"{stem}.png")
    print(f"wrote {out / stem}.md, .json{', .png' if png else ''}")


# What --isa sets for XLA (read once, at start-up).
ISA_ENV = dict(avx512="AVX512", avx2="AVX2", baseline="SSE4_2")


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="2^10..2^24 in steps of 2^2, 5 samples")
    p.add_argument("--dtypes", nargs="+", choices=list(DTYPES), default=TRAINING_DTYPES)
    p.add_argument("--min-log2", type=int, default=10)
    p.add_argument("--max-log2", type=int, default=None)
    p.add_argument("--step", type=int, default=None, help="step between log2 sizes")
    p.add_argument("--reps", type=int, default=None, help="interleaved samples per implementation")
    p.add_argument("--min-sample-ms", type=float, default=None, help="length of a sample")
    p.add_argument("--no-plot", action="store_true")
    p.add_argument("--out", default=str(harness.RESULTS))
    p.add_argument("--name", default=None, help="output file stem")
    p.add_argument("--isa", choices=list(ISA_ENV), help="ISA of jax_mish and XLA")
    p.add_argument("--bias", action="store_true", help="the fused bias + Mish instead")
    p.add_argument("--cols", type=int, nargs="+", default=[128, 1024], help="bias lengths")
    a = p.parse_args(argv)
    defaults = {"max_log2": (24, 26), "step": (2, 1), "reps": (5, 11), "min_sample_ms": (2.0, 10.0)}
    if a.bias:  # three sizes, from where the bias is a small part of x
        defaults.update(max_log2=(24, 24), step=(4, 4))
        a.min_log2 = max(a.min_log2, 16)
    for k, (quick, full) in defaults.items():
        if getattr(a, k) is None:
            setattr(a, k, quick if a.quick else full)
    if not 0 <= a.min_log2 <= a.max_log2 <= 30 or a.reps < 1:
        p.error("need 0 <= --min-log2 <= --max-log2 <= 30 and --reps >= 1")
    return a


def set_dispatch(mode: str) -> None:
    """The same CPU dispatch for every implementation: "sync" (see
    docs/performance.md, Method) or JAX's default, "async"."""
    jax.config.update("jax_cpu_enable_async_dispatch", mode == "async")
    harness.DISPATCH["sync"] = mode == "sync"


def isa_environment(isa: str, env: dict[str, str]) -> dict[str, str] | None:
    """``env`` with XLA limited to ``isa``, or None when it already is."""
    flag = f"--xla_cpu_max_isa={ISA_ENV[isa]}"
    xla_flags = env.get("XLA_FLAGS", "").split()
    if flag in xla_flags:
        return None
    kept = [f for f in xla_flags if not f.startswith("--xla_cpu_max_isa=")]
    return {**env, "XLA_FLAGS": " ".join([*kept, flag])}


# glibc's mallopt parameters M_TRIM_THRESHOLD and M_MMAP_THRESHOLD, and the
# largest M_MMAP_THRESHOLD it accepts on a 64-bit system.
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD, _MMAP_MAX = -1, -3, 32 << 20


def set_allocator(mode: str) -> str:
    """The same malloc settings for every implementation; returns what was
    set. "steady" keeps freed memory and serves up to 32 MiB from the heap
    (see docs/performance.md, Method); "default" leaves glibc as it is."""
    if mode == "default":
        return "default"
    try:
        libc = ctypes.CDLL(None)
        trim_off = libc.mallopt(_M_TRIM_THRESHOLD, 2**31 - 1) == 1
        if trim_off and libc.mallopt(_M_MMAP_THRESHOLD, _MMAP_MAX) == 1:
            return f"steady (M_TRIM_THRESHOLD off, M_MMAP_THRESHOLD {_MMAP_MAX >> 20} MiB)"
    except (OSError, AttributeError):  # not glibc
        pass
    print("note: could not set malloc thresholds; allocator left as it is", file=sys.stderr)
    return "default"


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.isa is not None and (env := isa_environment(args.isa, dict(os.environ))) is not None:
        # XLA reads its flags at start-up: start again.
        again = sys.argv[1:] if argv is None else list(argv)
        sys.stdout.flush()
        os.execve(sys.executable, [sys.executable, os.path.abspath(__file__), *again], env)
    # float64 arrays need x64, which changes no other dtype's programs.
    jax.config.update("jax_enable_x64", "float64" in args.dtypes)
    set_dispatch("sync")
    allocator = set_allocator("steady")
    if args.isa is not None and not _platforms.module("cpu")._select_isa(args.isa):
        print(f"this CPU does not support {args.isa}", file=sys.stderr)
        return 2
    with jax.default_device(jax.devices("cpu")[0]):
        (run_bias if args.bias else run_sweep)(args, allocator)
    return 0


if __name__ == "__main__":
    sys.exit(main())
