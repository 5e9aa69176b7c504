"""Throughput of jax_mish's CPU kernels against what JAX users have today.

Compares, in one process and with interleaved repetitions (so that a noisy
neighbour slows every implementation alike), for float32, bfloat16 and
float16 and sizes 2^10 .. 2^26 elements (2^24 with ``--quick``):

* forward:  ``jax_mish.mish``      vs ``jax.nn.mish`` (jit)
            vs a one-read one-write jitted elementwise op (the floor)
            vs ``torch.nn.functional.mish`` (when torch imports)
* backward: ``jax_mish.mish_grad`` vs XLA's fused autodiff gradient of
            ``jax.nn.mish`` (jit of ``jax.vjp``)
            vs ``x * dy + x`` (two reads, one write: the same traffic)
            vs ``torch.ops.aten.mish_backward`` (when torch imports)

Every sample blocks on its results (``jax.block_until_ready``) and every
function is compiled and run once before timing starts; each sample starts
with one untimed call, so that page faults on fresh output buffers depend
less on the implementation timed just before. torch is timed in
a second pass, after the JAX candidates (see ``sweep``). All implementations
run with synchronous CPU dispatch unless ``--dispatch async`` (see
``set_dispatch``), and with malloc keeping freed memory for reuse unless
``--allocator default`` (see ``set_allocator``). ``--isa`` limits jax_mish,
XLA and torch to one instruction set, to stand in for a machine without the
wider vectors. The median of the
interleaved samples is reported; it prints a table and writes Markdown, JSON
and a PNG (throughput against size, the floor dashed) to ``--out``.

Separate studies of the kernel's knobs (``--study``):

* ``inplace``: MishGrad aliasing ``dx`` onto ``dy`` (``input_output_aliases``)
  against the plain call, standalone with ``dy`` donated and inside a jitted
  ``lax.fori_loop``;
* ``tiling``: block size and the single-thread threshold
  (``_jax_mish_cpu.set_tiling``);
* ``isa``: the AVX-512, AVX2 and baseline loops (``_jax_mish_cpu.select_isa``).

Usage::

    python benchmarks/bench.py --quick            # < 2 minutes
    python benchmarks/bench.py                    # full sweep
    python benchmarks/bench.py --study inplace    # or tiling, isa
"""

from __future__ import annotations

import argparse
import ctypes
import dataclasses
import datetime as _dt
import functools
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

import jax_mish
from jax_mish import _ext

try:  # optional comparison
    import torch
except ImportError:  # pragma: no cover - depends on the environment
    torch = None

try:  # POSIX only: page-fault counts
    import resource
except ImportError:  # pragma: no cover
    resource = None

try:
    from tqdm import tqdm
except ImportError:  # pragma: no cover
    tqdm = None

DTYPES = {"float32": jnp.float32, "bfloat16": jnp.bfloat16, "float16": jnp.float16}
DEFAULT_OUT = Path(__file__).resolve().parent / "results"

# Names used in tables, JSON and the plot legend.
JM, XLA, FLOOR, TORCH = "jax_mish", "xla", "floor", "torch"


# --------------------------------------------------------------------------
# Timing
# --------------------------------------------------------------------------


# Set by set_dispatch(): whether calls return only once they have finished.
_dispatch = {"sync": False}


def _minflt() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt if resource else 0


@dataclasses.dataclass
class Candidate:
    """One implementation under test: ``call()`` runs it once and returns what
    must be waited for; ``setup()`` (untimed) prepares the arguments of the
    next call, for donated buffers that a call consumes."""

    name: str
    call: Callable[[], Any]
    setup: Callable[[], None] | None = None
    # Calls per sample; chosen in calibrate() so that a sample lasts long
    # enough for the clock and the Python overhead to be small against it.
    number: int = 1
    samples: list[float] = dataclasses.field(default_factory=list)
    # Process CPU time per call (all threads). It does not advance while the
    # process waits for a CPU, so on a shared machine it tracks the work done
    # better than the wall clock; it is not what the targets are judged on.
    cpu_samples: list[float] = dataclasses.field(default_factory=list)
    # Minor page faults per call: a fresh output buffer that the allocator
    # took from the OS faults once per page when first written.
    fault_samples: list[float] = dataclasses.field(default_factory=list)

    def run_sample(self) -> tuple[float, float, float]:
        """Wall seconds, CPU seconds and page faults per call, over
        ``number`` back-to-back calls."""
        if self.setup is None:
            # One untimed call first, its result dropped: the allocator then
            # starts each sample in this implementation's own steady state
            # (whether a large output reuses freed pages or faults fresh ones
            # in otherwise depends partly on what ran just before).
            jax.block_until_ready(self.call())
            f0, c0, t0 = _minflt(), time.process_time(), time.perf_counter()
            if _dispatch["sync"]:
                # Each call has finished when it returns; holding only the
                # latest result gives every implementation the same two live
                # outputs, whatever its speed. (Holding all of them, a fast
                # implementation with many calls per sample needed fresh
                # pages for each while a slow one, with one call per sample,
                # reused the last sample's: 800 faults per call against 0 at
                # float32 2^20.)
                out = None
                for _ in range(self.number):
                    out = self.call()
                jax.block_until_ready(out)
            else:
                # Asynchronous calls that share only their inputs may run
                # concurrently: keep and wait for all of them.
                jax.block_until_ready([self.call() for _ in range(self.number)])
            t1, c1, f1 = time.perf_counter(), time.process_time(), _minflt()
            k = self.number
            return (t1 - t0) / k, (c1 - c0) / k, (f1 - f0) / k
        # Fresh (donated) arguments are made outside the clock, so these
        # calls are timed one by one.
        wall = cpu = faults = 0.0
        for _ in range(self.number):
            self.setup()
            f0, c0, t0 = _minflt(), time.process_time(), time.perf_counter()
            jax.block_until_ready(self.call())
            t1, c1, f1 = time.perf_counter(), time.process_time(), _minflt()
            wall += t1 - t0
            cpu += c1 - c0
            faults += f1 - f0
        k = self.number
        return wall / k, cpu / k, faults / k

    def median(self) -> float:
        return statistics.median(self.samples)

    def quartiles(self) -> tuple[float, float]:
        if len(self.samples) < 2:
            return self.samples[0], self.samples[0]
        q = statistics.quantiles(self.samples, n=4, method="inclusive")
        return q[0], q[2]


def calibrate(cands: Sequence[Candidate], min_sample_s: float, max_number: int = 2000) -> None:
    """Compiles and warms every candidate, then sizes its inner loop."""
    for c in cands:
        if c.setup is not None:
            c.setup()
        jax.block_until_ready(c.call())  # compile (excluded from timing)
        c.number = 1
        t = c.run_sample()[0]
        if t < min_sample_s:  # short calls: a second look at a noisy clock
            t = min(t, c.run_sample()[0])
        c.number = int(min(max_number, max(1, np.ceil(min_sample_s / max(t, 1e-7)))))


def measure(cands: Sequence[Candidate], reps: int, min_sample_s: float) -> None:
    """Interleaved repetitions: each round times every candidate once, in an
    order rotated per round, so drifts in machine load hit all of them."""
    calibrate(cands, min_sample_s)
    for c in cands:
        c.samples, c.cpu_samples, c.fault_samples = [], [], []
    k = len(cands)
    for r in range(reps):
        for j in range(k):
            c = cands[(r + j) % k]
            wall, cpu, faults = c.run_sample()
            c.samples.append(wall)
            c.cpu_samples.append(cpu)
            c.fault_samples.append(faults)


# --------------------------------------------------------------------------
# Machine facts
# --------------------------------------------------------------------------


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def cpu_features() -> list[str]:
    """The vector extensions that matter here, as the kernel reports them."""
    return [isa for isa in ("avx512", "avx2") if _ext.cpu.cpu_supports(isa)]


def machine_facts() -> dict[str, Any]:
    """Where the numbers come from: CPU, cores, kernel ISA in use, versions."""
    info = jax_mish.build_info(self_check=False)
    facts: dict[str, Any] = {
        "cpu_model": cpu_model(),
        "logical_cpus": os.cpu_count(),
        "cpu_features": cpu_features(),
        "isa_active": info["isa_active"],
        "isa_compiled": info["isa_compiled"],
        "block_elements": info["block_elements"],
        "min_parallel_elements": info["min_parallel_elements"],
        "jax": jax.__version__,
        "jaxlib": info["jaxlib"],
        "jax_mish": info["version"],
        "compiler": info["compiler"],
        "xla_flags": os.environ.get("XLA_FLAGS", ""),
        "torch": torch.__version__ if torch is not None else None,
        "torch_threads": torch.get_num_threads() if torch is not None else None,
        "torch_cpu_capability": (
            torch.backends.cpu.get_cpu_capability() if torch is not None else None
        ),
        "python": platform.python_version(),
        "date_utc": _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M"),
    }
    if hasattr(os, "getloadavg"):
        facts["loadavg_start"] = [round(v, 2) for v in os.getloadavg()]
    busy = cpu_busy_fraction()
    if busy is not None:
        facts["cpu_busy_start"] = round(busy, 3)
    return facts


def _cpu_times() -> tuple[int, int] | None:
    """(busy, total) jiffies of all CPUs from /proc/stat."""
    try:
        with open("/proc/stat", encoding="utf-8") as f:
            v = [int(t) for t in f.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    idle = v[3] + (v[4] if len(v) > 4 else 0)  # idle + iowait
    return sum(v) - idle, sum(v)


def cpu_busy_fraction(interval_s: float = 0.5) -> float | None:
    """Share of all CPUs that other work kept busy over ``interval_s``
    (Linux only). The load average also counts tasks waiting on I/O, which
    take no CPU, so it can read 1.3 on an idle machine."""
    a = _cpu_times()
    time.sleep(interval_s)
    b = _cpu_times()
    if a is None or b is None or b[1] == a[1]:
        return None
    return (b[0] - a[0]) / (b[1] - a[1])


def busy_warning(facts: dict[str, Any]) -> str | None:
    """A warning when other work was running as this started: with one CPU
    of two taken, thread counts and throughputs are not trustworthy."""
    busy = facts.get("cpu_busy_start")
    if busy is None or busy < 0.25:
        return None
    return (
        f"warning: other work kept {busy:.0%} of the {facts['logical_cpus']} "
        "CPUs busy before this run started, so absolute numbers and "
        "anything about threading are unreliable"
    )


def facts_line(facts: dict[str, Any]) -> str:
    torch_s = (
        (
            f", torch {facts['torch']} ({facts['torch_threads']} threads, "
            f"{facts.get('torch_cpu_capability')})"
        )
        if facts.get("torch")
        else ", torch absent"
    )
    load = ""
    if "loadavg_start" in facts:
        load = f"; load average {facts['loadavg_start'][0]} at start"
        if "loadavg_end" in facts:
            load += f", {facts['loadavg_end'][0]} at end"
    if "cpu_busy_start" in facts:
        load += f"; CPUs {facts['cpu_busy_start']:.0%} busy with other work at start"
    feats = "+".join(facts["cpu_features"]) or "no AVX2"
    xla = f", XLA_FLAGS={facts['xla_flags']}" if facts.get("xla_flags") else ""
    return (
        f"{facts['cpu_model']} ({feats}), {facts['logical_cpus']} logical "
        f"CPUs, jax_mish ISA {facts['isa_active']}, jax {facts['jax']}"
        f"{torch_s}{xla}{load}; {facts['date_utc']} UTC"
    )


# --------------------------------------------------------------------------
# Inputs and implementations
# --------------------------------------------------------------------------


def make_inputs(
    n: int, dtype: Any, seed: int = 0, lo: float = -8.0, hi: float = 8.0
) -> tuple[np.ndarray, np.ndarray]:
    """x uniform in [lo, hi] (no subnormal results) and dy standard normal."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(lo, hi, n).astype(np.float32).astype(dtype)
    dy = rng.standard_normal(n, dtype=np.float32).astype(dtype)
    return x, dy


def to_torch(a: np.ndarray, dtype_name: str):
    # torch.from_numpy has no bfloat16: go through float32.
    t = torch.from_numpy(np.asarray(a, np.float32))
    return t.to(getattr(torch, dtype_name)).contiguous()


def _floor_fwd(x):
    return x * x + x  # one read, one write


def _floor_bwd(dy, x):
    return x * dy + x  # two reads, one write: the traffic of MishGrad


def _xla_bwd(dy, x):
    return jax.vjp(jax.nn.mish, x)[1](dy)[0]


JIT_FWD = {JM: jax.jit(jax_mish.mish), XLA: jax.jit(jax.nn.mish), FLOOR: jax.jit(_floor_fwd)}
JIT_BWD = {JM: jax.jit(jax_mish.mish_grad), XLA: jax.jit(_xla_bwd), FLOOR: jax.jit(_floor_bwd)}


def torch_candidate(
    direction: str, dtype_name: str, x: np.ndarray, dy: np.ndarray
) -> Candidate | None:
    """torch's own CPU kernels, or None when torch is absent or lacks the dtype."""
    if torch is None:
        return None
    xt = to_torch(x, dtype_name)
    if direction == "fwd":
        fn = torch.nn.functional.mish
        args: tuple = (xt,)
    else:
        fn = torch.ops.aten.mish_backward
        args = (to_torch(dy, dtype_name), xt)
    try:
        with torch.no_grad():
            fn(*args)
    except (RuntimeError, NotImplementedError):
        return None

    def call():
        with torch.no_grad():
            return fn(*args)

    # torch CPU ops are synchronous; the tensor is returned only so that it
    # stays alive through the sample, as the jax outputs do.
    return Candidate(TORCH, call)


def candidates(direction: str, dtype_name: str, n: int) -> list[Candidate]:
    """jax_mish, XLA and the same-traffic op on the same inputs."""
    dtype = DTYPES[dtype_name]
    x_np, dy_np = make_inputs(n, dtype)
    x = jax.device_put(x_np)
    dy = jax.device_put(dy_np)
    if direction == "fwd":
        cands = [Candidate(k, (lambda f=f: f(x))) for k, f in JIT_FWD.items()]
    else:
        cands = [Candidate(k, (lambda f=f: f(dy, x))) for k, f in JIT_BWD.items()]
    return cands


def bytes_per_element(direction: str, dtype_name: str) -> int:
    streams = 2 if direction == "fwd" else 3
    return streams * jnp.dtype(DTYPES[dtype_name]).itemsize


# --------------------------------------------------------------------------
# Main sweep
# --------------------------------------------------------------------------


def progress(total: int, desc: str):
    """A tqdm bar on a terminal, else one line per step on stderr (logs)."""
    if tqdm is not None and sys.stderr.isatty():
        return tqdm(total=total, desc=desc, file=sys.stderr, leave=False, dynamic_ncols=True)

    class _Lines:
        def __init__(self):
            self.i = 0
            self.t0 = time.perf_counter()

        def set_postfix_str(self, s):
            print(
                f"{desc} [{self.i + 1}/{total}, {time.perf_counter() - self.t0:.0f} s] {s}",
                file=sys.stderr,
                flush=True,
            )

        def update(self, k=1):
            self.i += k

        def close(self):
            pass

    return _Lines()


def _stats(c: Candidate, n: int, bpe: int) -> dict[str, Any]:
    t = c.median()
    q1, q3 = c.quartiles()
    return {
        "median_s": t,
        "q1_s": q1,
        "q3_s": q3,
        "min_s": min(c.samples),
        "median_cpu_s": statistics.median(c.cpu_samples),
        "page_faults_per_call": statistics.median(c.fault_samples),
        "elements_per_s": n / t,
        "gb_per_s": n * bpe / t / 1e9,
        "calls_per_sample": c.number,
        "samples": len(c.samples),
    }


def sweep(
    dtypes: Sequence[str], exps: Sequence[int], reps: int, min_sample_s: float, with_torch: bool
) -> list[dict[str, Any]]:
    """jax_mish, XLA and the floor interleaved per configuration; then torch,
    in a second pass over the same configurations. torch's allocator leaves
    freed pages in the heap that XLA's fusions then reuse but its custom-call
    outputs do not (glibc arenas), which at 2^24 halved the floor's time by
    removing its page faults; measured after the JAX candidates, torch cannot
    tilt their comparison."""
    rows: list[dict[str, Any]] = []
    jobs = [(d, t, e) for e in exps for t in dtypes for d in ("fwd", "bwd")]
    use_torch = with_torch and torch is not None
    bar = progress(len(jobs) * (2 if use_torch else 1), "bench")
    for direction, dtype_name, e in jobs:
        n = 1 << e
        bar.set_postfix_str(f"{direction} {dtype_name} 2^{e}")
        cands = candidates(direction, dtype_name, n)
        measure(cands, reps, min_sample_s)
        bpe = bytes_per_element(direction, dtype_name)
        rows.append(
            {
                "direction": direction,
                "dtype": dtype_name,
                "log2_n": e,
                "n": n,
                "bytes_per_element": bpe,
                "impls": {c.name: _stats(c, n, bpe) for c in cands},
            }
        )
        del cands
        bar.update()
    if use_torch:
        for row in rows:
            bar.set_postfix_str(f"torch {row['direction']} {row['dtype']} 2^{row['log2_n']}")
            x_np, dy_np = make_inputs(row["n"], DTYPES[row["dtype"]])
            tc = torch_candidate(row["direction"], row["dtype"], x_np, dy_np)
            if tc is not None:
                measure([tc], reps, min_sample_s)
                row["impls"][TORCH] = _stats(tc, row["n"], row["bytes_per_element"])
            del tc
            bar.update()
    bar.close()
    return rows


def ratios(row: dict[str, Any], stat: str = "median_s") -> dict[str, float | None]:
    """xla/jm and torch/jm are speedups (>1: jax_mish faster); jm/floor is the
    time relative to the same-traffic op (1.0 is the memory floor). ``stat``
    picks the statistic: median_s (reported), min_s or median_cpu_s."""
    im = row["impls"]
    jm = im[JM][stat]
    return {
        "speedup_vs_xla": im[XLA][stat] / jm,
        "time_vs_floor": jm / im[FLOOR][stat],
        "speedup_vs_torch": im[TORCH][stat] / jm if TORCH in im else None,
    }


def _fmt_t(s: float) -> str:
    us = s * 1e6
    return f"{us:.1f}" if us < 1000 else f"{us:.0f}"


def _fmt_r(r: float | None) -> str:
    return "-" if r is None else f"{r:.2f}"


HEADER = (
    "dir",
    "dtype",
    "n",
    "jax_mish us",
    "Gelem/s",
    "GB/s",
    "xla us",
    "floor us",
    "torch us",
    "xla/jm",
    "jm/floor",
    "torch/jm",
)


def table_rows(rows: Sequence[dict[str, Any]]) -> list[tuple[str, ...]]:
    out = []
    for row in rows:
        im, r = row["impls"], ratios(row)
        out.append(
            (
                row["direction"],
                row["dtype"],
                f"2^{row['log2_n']}",
                _fmt_t(im[JM]["median_s"]),
                f"{im[JM]['elements_per_s'] / 1e9:.2f}",
                f"{im[JM]['gb_per_s']:.1f}",
                _fmt_t(im[XLA]["median_s"]),
                _fmt_t(im[FLOOR]["median_s"]),
                _fmt_t(im[TORCH]["median_s"]) if TORCH in im else "-",
                _fmt_r(r["speedup_vs_xla"]),
                _fmt_r(r["time_vs_floor"]),
                _fmt_r(r["speedup_vs_torch"]),
            )
        )
    return out


def text_table(header: Sequence[str], body: Sequence[Sequence[str]]) -> str:
    widths = [
        max(len(h), *(len(b[i]) for b in body)) if body else len(h) for i, h in enumerate(header)
    ]
    lines = ["  ".join(h.rjust(w) for h, w in zip(header, widths))]
    lines += ["  ".join(c.rjust(w) for c, w in zip(b, widths)) for b in body]
    return "\n".join(lines)


def md_table(header: Sequence[str], body: Sequence[Sequence[str]]) -> str:
    """A GitHub Markdown table; columns of numbers align right, others left."""

    def numeric(col: int) -> bool:
        cells = [b[col] for b in body if b[col] not in ("-", "")]
        try:
            for c in cells:
                float(c.replace("^", "e"))  # "2^20" counts as a number
        except ValueError:
            return False
        return bool(cells)

    align = ["---:" if numeric(i) else ":---" for i in range(len(header))]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(align) + "|"]
    lines += ["| " + " | ".join(b) + " |" for b in body]
    return "\n".join(lines)


# The speed targets, judged from the measured ratios (reported, never asserted).
TARGETS = [
    ("bwd float32 2^20: >= 3x faster than XLA", "bwd", "float32", 20, "speedup_vs_xla", ">=", 3.0),
    (
        "bwd bfloat16 2^20: >= 5x faster than XLA",
        "bwd",
        "bfloat16",
        20,
        "speedup_vs_xla",
        ">=",
        5.0,
    ),
    (
        "bwd float32 2^24: <= 1.3x the same-traffic op's time",
        "bwd",
        "float32",
        24,
        "time_vs_floor",
        "<=",
        1.3,
    ),
    (
        "bwd bfloat16 2^24: <= 1.5x the same-traffic op's time",
        "bwd",
        "bfloat16",
        24,
        "time_vs_floor",
        "<=",
        1.5,
    ),
    (
        "fwd float32 2^20: >= 2x faster than jax.nn.mish",
        "fwd",
        "float32",
        20,
        "speedup_vs_xla",
        ">=",
        2.0,
    ),
    (
        "fwd bfloat16 2^20: >= 2x faster than jax.nn.mish",
        "fwd",
        "bfloat16",
        20,
        "speedup_vs_xla",
        ">=",
        2.0,
    ),
    ("fwd float32 2^10: no slower than XLA", "fwd", "float32", 10, "speedup_vs_xla", ">=", 1.0),
    ("bwd float32 2^10: no slower than XLA", "bwd", "float32", 10, "speedup_vs_xla", ">=", 1.0),
    ("fwd bfloat16 2^10: no slower than XLA", "fwd", "bfloat16", 10, "speedup_vs_xla", ">=", 1.0),
    ("bwd bfloat16 2^10: no slower than XLA", "bwd", "bfloat16", 10, "speedup_vs_xla", ">=", 1.0),
]


def judge_targets(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each target judged on median wall time; the ratio from the minimum and
    from CPU time ride along as a sanity check for noisy runs."""
    by_key = {(r["direction"], r["dtype"], r["log2_n"]): r for r in rows}
    out = []
    for label, d, t, e, key, op, bound in TARGETS:
        row = by_key.get((d, t, e))
        if row is None:
            continue
        v = ratios(row)[key]
        ok = v >= bound if op == ">=" else v <= bound
        out.append(
            {
                "target": label,
                "value": round(v, 3),
                "bound": f"{op} {bound}",
                "met": bool(ok),
                "value_from_min": round(ratios(row, "min_s")[key], 3),
                "value_from_cpu_time": round(ratios(row, "median_cpu_s")[key], 3),
            }
        )
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
        JM: {"color": "C0", "marker": "o", "lw": 2},
        XLA: {"color": "C1", "marker": "s"},
        TORCH: {"color": "C2", "marker": "^"},
        FLOOR: {"color": "k", "ls": "--", "lw": 1.2},
    }
    label = {JM: "jax_mish", XLA: "jax.nn.mish (XLA)", TORCH: "torch", FLOOR: "same-traffic floor"}
    for i, d in enumerate(dirs):
        for j, t in enumerate(dts):
            ax = axes[i][j]
            sel = sorted(
                (r for r in rows if r["direction"] == d and r["dtype"] == t), key=lambda r: r["n"]
            )
            for name in (FLOOR, XLA, TORCH, JM):
                pts = [
                    (r["n"], r["impls"][name]["elements_per_s"] / 1e9)
                    for r in sel
                    if name in r["impls"]
                ]
                if pts:
                    xs, ys = zip(*pts)
                    ax.plot(xs, ys, label=label[name], **style[name])
            ax.set_xscale("log", base=2)
            ax.set_yscale("log")
            ax.set_title(f"{'forward' if d == 'fwd' else 'backward'}, {t}")
            ax.grid(True, which="both", alpha=0.3)
            if j == 0:
                ax.set_ylabel("Gelements/s")
            if i == len(dirs) - 1:
                ax.set_xlabel("elements")
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


def run_sweep(args: argparse.Namespace) -> None:
    exps = list(range(args.min_log2, args.max_log2 + 1, args.step))
    facts = machine_facts()
    print("machine:", facts_line(facts), flush=True)
    if (warn := busy_warning(facts)) is not None:
        print(warn, file=sys.stderr, flush=True)
    t0 = time.perf_counter()
    rows = sweep(args.dtypes, exps, args.reps, args.min_sample_ms / 1e3, not args.no_torch)
    if hasattr(os, "getloadavg"):
        facts["loadavg_end"] = [round(v, 2) for v in os.getloadavg()]
    elapsed = time.perf_counter() - t0
    body = table_rows(rows)
    targets = judge_targets(rows)
    print(text_table(HEADER, body))
    if targets:
        print("\ntargets:")
        for t in targets:
            print(
                f"  [{'met' if t['met'] else 'NOT met'}] {t['target']}: "
                f"{t['value']:.2f} ({t['bound']}; from min "
                f"{t['value_from_min']:.2f}, from CPU time "
                f"{t['value_from_cpu_time']:.2f})"
            )
    print(f"\n{len(rows)} configurations in {elapsed:.0f} s")

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    stem = args.name or ("bench_quick" if args.quick else "bench")
    settings = {
        "reps": args.reps,
        "min_sample_ms": args.min_sample_ms,
        "log2_sizes": exps,
        "dtypes": list(args.dtypes),
        "dispatch": args.dispatch,
        "allocator": args.allocator,
        "elapsed_s": round(elapsed, 1),
    }
    (out / f"{stem}.json").write_text(
        json.dumps(
            {
                "machine": facts,
                "settings": settings,
                "targets": targets,
                "rows": [
                    dict(
                        r,
                        ratios=ratios(r),
                        ratios_min=ratios(r, "min_s"),
                        ratios_cpu=ratios(r, "median_cpu_s"),
                    )
                    for r in rows
                ],
            },
            indent=1,
        )
    )
    warn = busy_warning(facts)
    md = [
        f"# jax_mish CPU benchmark ({stem})",
        "",
        f"Machine: {facts_line(facts)}.",
        "",
        *([f"**{warn[0].upper() + warn[1:]}.**", ""] if warn else []),
        (
            f"Median of {args.reps} interleaved samples per implementation "
            f"(each sample >= {args.min_sample_ms} ms of back-to-back calls, "
            "blocked on the results, compilation excluded; "
            f"{args.dispatch} CPU dispatch and {args.allocator.split()[0]} malloc "
            "settings for all; page faults per call in the JSON). `xla/jm` and "
            "`torch/jm` are speedups of jax_mish; `jm/floor` is jax_mish's "
            "time over the same-traffic op's (fwd: `x*x + x`, bwd: "
            "`x*dy + x`)."
        ),
        "",
        md_table(HEADER, body),
        "",
    ]
    if targets:
        md += [
            "## Targets",
            "",
            md_table(
                ("target", "measured (median)", "bound", "met", "from min", "from CPU time"),
                [
                    (
                        t["target"],
                        f"{t['value']:.2f}",
                        t["bound"],
                        "yes" if t["met"] else "no",
                        f"{t['value_from_min']:.2f}",
                        f"{t['value_from_cpu_time']:.2f}",
                    )
                    for t in targets
                ],
            ),
            "",
        ]
    (out / f"{stem}.md").write_text("\n".join(md))
    if not args.no_plot and plot(rows, facts, out / f"{stem}.png"):
        print(f"wrote {out / stem}.md, .json, .png")
    else:
        print(f"wrote {out / stem}.md, .json")


# --------------------------------------------------------------------------
# Studies of the kernel's knobs
# --------------------------------------------------------------------------


def summary_us(cands: Sequence[Candidate]) -> dict[str, dict[str, float]]:
    """Median and minimum wall and median CPU microseconds and page faults
    per call of each candidate (on a busy machine the minimum is the better
    guess at the quiet-machine time)."""
    return {
        "median_us": {c.name: c.median() * 1e6 for c in cands},
        "min_us": {c.name: min(c.samples) * 1e6 for c in cands},
        "median_cpu_us": {c.name: statistics.median(c.cpu_samples) * 1e6 for c in cands},
        "page_faults_per_call": {c.name: statistics.median(c.fault_samples) for c in cands},
    }


def _fmt_us(d: dict[str, float]) -> str:
    return ", ".join(f"{k} {v:.1f}" for k, v in d.items()) + " us"


def grad_inplace(dy: jax.Array, x: jax.Array) -> jax.Array:
    """The "jax_mish_grad" target with ``dx`` aliased onto ``dy``."""
    return jax.ffi.ffi_call(
        "jax_mish_grad", jax.ShapeDtypeStruct(x.shape, x.dtype), input_output_aliases={0: 0}
    )(dy, x)


def loop_body_copies(fn: Callable, *args) -> int:
    """Array copies XLA placed outside the entry computation (in a loop body:
    one per step). Entry copies of non-donated parameters happen once."""
    hlo = jax.jit(fn).lower(*args).compile().as_text()
    count, in_entry = 0, False
    for line in hlo.splitlines():
        if line.startswith("ENTRY"):
            in_entry = True
        elif line.startswith("}"):
            in_entry = False
        elif not in_entry and (" copy(" in line or " copy-start(" in line):
            shape = line.split("=", 1)[1].split("copy", 1)[0]
            if "[]" not in shape:  # scalars (the loop counter) cost nothing
                count += 1
    return count


def _standalone_candidates(dy: jax.Array, x: jax.Array) -> list[Candidate]:
    """Plain and in-place MishGrad, each with dy donated or still live, and
    the same-traffic op with dy donated.

    Every variant gets a fresh copy of dy before each call, made and waited
    for outside the clock (donated calls consume theirs), so all of them are
    timed alike. Without donation the in-place call makes XLA copy dy first:
    what an always-aliasing lowering would cost whenever dy is still live.
    """
    variants = {
        "plain": jax.jit(jax_mish.mish_grad),
        "plain, dy donated": jax.jit(jax_mish.mish_grad, donate_argnums=0),
        "in-place, dy live": jax.jit(grad_inplace),
        "in-place, dy donated": jax.jit(grad_inplace, donate_argnums=0),
        # The same-traffic op writing over its donated dy: the floor with no
        # allocation, to compare with the in-place call.
        "floor, dy donated": jax.jit(_floor_bwd, donate_argnums=0),
    }
    cands = []
    for name, fn in variants.items():
        box: list[jax.Array] = []

        def setup(box=box):
            box.append(jax.block_until_ready(jnp.copy(dy)))

        def call(fn=fn, box=box):
            return fn(box.pop(), x)

        cands.append(Candidate(name, call, setup))
    return cands


def _looped(step: Callable, iters: int) -> Callable:
    """``iters`` applications of ``step`` with dy as the loop carry (dead
    after each step, so XLA may update it in place).

    x goes through an optimization barrier inside the body: without it XLA
    hoists the loop-invariant ``mish'(x)`` of the jax.nn.mish gradient out of
    the loop and times a bare multiply instead."""

    def f(dy0, x):
        def body(i, d):
            d, xb = jax.lax.optimization_barrier((d, x))
            return step(d, xb)

        return jax.lax.fori_loop(0, iters, body, dy0)

    return f


LOOP_STEPS = {
    "plain": jax_mish.mish_grad,
    "in-place": grad_inplace,
    "xla": _xla_bwd,
    "floor": _floor_bwd,
}


def study_inplace(args: argparse.Namespace) -> dict[str, Any]:
    """In-place MishGrad vs the plain call: standalone, and in a fori_loop."""
    results: dict[str, Any] = {"standalone": [], "fori_loop": []}
    iters = args.loop_iters
    for dtype_name in args.dtypes:
        dtype = DTYPES[dtype_name]
        for e in args.study_log2 or [16, 20, 24]:
            n = 1 << e
            x_np, dy_np = make_inputs(n, dtype)
            cands = _standalone_candidates(jax.device_put(dy_np), jax.device_put(x_np))
            measure(cands, args.reps, args.min_sample_ms / 1e3)
            row = {"dtype": dtype_name, "log2_n": e, **summary_us(cands)}
            results["standalone"].append(row)
            faults = ", ".join(f"{k} {v:.0f}" for k, v in row["page_faults_per_call"].items())
            print(
                f"standalone {dtype_name} 2^{e}: {_fmt_us(row['median_us'])}"
                f"; page faults per call: {faults}",
                flush=True,
            )

            # x in [1, 4] keeps mish'(x) in [1, 1.1]: the carried dy stays
            # normal through the loop (subnormals would time something else).
            xl_np, dyl_np = make_inputs(n, dtype, lo=1.0, hi=4.0)
            xl, dyl = jax.device_put(xl_np), jax.device_put(dyl_np)
            fns = {k: jax.jit(_looped(s, iters)) for k, s in LOOP_STEPS.items()}
            lc = [Candidate(k, functools.partial(f, dyl, xl)) for k, f in fns.items()]
            measure(lc, args.reps, args.min_sample_ms / 1e3)
            bpe = 3 * jnp.dtype(dtype).itemsize
            lrow: dict[str, Any] = {
                "dtype": dtype_name,
                "log2_n": e,
                "iters": iters,
                "us_per_step": {},
                "min_us_per_step": {},
                "gb_per_s": {},
                "loop_body_copies": {},
            }
            for c in lc:
                per = c.median() / iters
                lrow["us_per_step"][c.name] = per * 1e6
                lrow["min_us_per_step"][c.name] = min(c.samples) / iters * 1e6
                lrow["gb_per_s"][c.name] = n * bpe / per / 1e9
                lrow["loop_body_copies"][c.name] = loop_body_copies(
                    _looped(LOOP_STEPS[c.name], iters), dyl, xl
                )
            results["fori_loop"].append(lrow)
            print(
                f"fori_loop  {dtype_name} 2^{e} ({iters} steps): "
                + ", ".join(
                    f"{k} {lrow['us_per_step'][k]:.1f} us/step "
                    f"({lrow['gb_per_s'][k]:.1f} GB/s, "
                    f"{lrow['loop_body_copies'][k]} copies/step)"
                    for k in LOOP_STEPS
                ),
                flush=True,
            )
    return results


def _knob_candidates(
    fn: Callable, fargs: tuple, settings: dict[str, Callable[[], Any]]
) -> list[Candidate]:
    """One candidate per knob setting; each call applies its setting first.
    The knobs are read when the kernel runs and every sample ends by waiting
    for its calls, so a setting never leaks into another's sample."""

    def make(apply):
        def call():
            apply()
            return fn(*fargs)

        return call

    return [Candidate(name, make(apply)) for name, apply in settings.items()]


def _jm_call(direction: str, dtype_name: str, n: int) -> tuple[Callable, tuple]:
    x_np, dy_np = make_inputs(n, DTYPES[dtype_name])
    x, dy = jax.device_put(x_np), jax.device_put(dy_np)
    if direction == "bwd":
        return JIT_BWD[JM], (dy, x)
    return JIT_FWD[JM], (x,)


TILING_BLOCKS = [8 << 10, 16 << 10, 32 << 10, 64 << 10, 128 << 10, 256 << 10]
NEVER = 1 << 40  # a min_parallel no buffer reaches: always one thread


def study_tiling(args: argparse.Namespace) -> dict[str, Any]:
    """Block size (always threaded) and the single-thread threshold; the
    settings are interleaved without recompiling."""
    cpu = _ext.cpu
    saved = cpu.get_tiling()
    out: dict[str, Any] = {"default": list(saved), "block": [], "threshold": []}
    try:
        for dtype_name in args.dtypes:
            for direction in ("bwd", "fwd"):
                for e in args.study_log2 or [16, 18, 20, 22, 24]:
                    fn, fargs = _jm_call(direction, dtype_name, 1 << e)
                    settings = {
                        f"block {b >> 10}Ki": functools.partial(cpu.set_tiling, b, 1)
                        for b in TILING_BLOCKS
                    }
                    settings["one thread"] = functools.partial(cpu.set_tiling, saved[0], NEVER)
                    cands = _knob_candidates(fn, fargs, settings)
                    measure(cands, args.reps, args.min_sample_ms / 1e3)
                    row = {
                        "direction": direction,
                        "dtype": dtype_name,
                        "log2_n": e,
                        **summary_us(cands),
                    }
                    out["block"].append(row)
                    best = min(row["median_us"], key=row["median_us"].get)
                    print(
                        f"{direction} {dtype_name} 2^{e}: {_fmt_us(row['median_us'])}; best {best}",
                        flush=True,
                    )
        # Threshold: at each small size, two threads (block = n/2, so each
        # thread gets one block) against one.
        for dtype_name in args.dtypes:
            for e in range(12, 19):
                n = 1 << e
                fn, fargs = _jm_call("bwd", dtype_name, n)
                cands = _knob_candidates(
                    fn,
                    fargs,
                    {
                        "two threads": functools.partial(cpu.set_tiling, n // 2, 1),
                        "one thread": functools.partial(cpu.set_tiling, saved[0], NEVER),
                    },
                )
                measure(cands, args.reps, args.min_sample_ms / 1e3)
                row = {"direction": "bwd", "dtype": dtype_name, "log2_n": e, **summary_us(cands)}
                out["threshold"].append(row)
                print(f"threshold bwd {dtype_name} 2^{e}: {_fmt_us(row['median_us'])}", flush=True)
    finally:
        cpu.set_tiling(*saved)
    return out


def study_isa(args: argparse.Namespace) -> dict[str, Any]:
    """The per-ISA loops, interleaved; unsupported ISAs are reported, not run."""
    cpu = _ext.cpu
    initial = jax_mish.build_info(self_check=False)["isa_active"]
    isas = [i for i in ("avx512", "avx2", "baseline") if cpu.cpu_supports(i)]
    out: dict[str, Any] = {"supported": isas, "initial": initial, "rows": []}
    try:
        for dtype_name in args.dtypes:
            for direction in ("fwd", "bwd"):
                for e in args.study_log2 or [14, 20]:
                    fn, fargs = _jm_call(direction, dtype_name, 1 << e)
                    cands = _knob_candidates(
                        fn, fargs, {isa: functools.partial(cpu.select_isa, isa) for isa in isas}
                    )
                    measure(cands, args.reps, args.min_sample_ms / 1e3)
                    row = {
                        "direction": direction,
                        "dtype": dtype_name,
                        "log2_n": e,
                        **summary_us(cands),
                    }
                    out["rows"].append(row)
                    print(
                        f"{direction} {dtype_name} 2^{e}: {_fmt_us(row['median_us'])}", flush=True
                    )
    finally:
        cpu.select_isa(initial)
    return out


STUDIES = {"inplace": study_inplace, "tiling": study_tiling, "isa": study_isa}


def run_study(args: argparse.Namespace) -> None:
    facts = machine_facts()
    print("machine:", facts_line(facts), flush=True)
    if (warn := busy_warning(facts)) is not None:
        print(warn, file=sys.stderr, flush=True)
    t0 = time.perf_counter()
    result = STUDIES[args.study](args)
    if hasattr(os, "getloadavg"):
        facts["loadavg_end"] = [round(v, 2) for v in os.getloadavg()]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    stem = args.name or f"study_{args.study}"
    (out / f"{stem}.json").write_text(
        json.dumps(
            {
                "machine": facts,
                "study": args.study,
                "reps": args.reps,
                "min_sample_ms": args.min_sample_ms,
                "elapsed_s": round(time.perf_counter() - t0, 1),
                "result": result,
            },
            indent=1,
        )
    )
    print(f"wrote {out / stem}.json ({time.perf_counter() - t0:.0f} s)")


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "--quick",
        action="store_true",
        help="sizes 2^10..2^24 in steps of 2^2, fewer repetitions (under 2 minutes)",
    )
    p.add_argument("--dtypes", nargs="+", choices=list(DTYPES), default=list(DTYPES))
    p.add_argument("--min-log2", type=int, default=10)
    p.add_argument("--max-log2", type=int, default=None)
    p.add_argument("--step", type=int, default=None, help="step between log2 sizes")
    p.add_argument("--reps", type=int, default=None, help="interleaved samples per implementation")
    p.add_argument(
        "--min-sample-ms",
        type=float,
        default=None,
        help="back-to-back calls per sample fill at least this",
    )
    p.add_argument("--no-torch", action="store_true")
    p.add_argument("--no-plot", action="store_true")
    p.add_argument(
        "--dispatch",
        choices=["sync", "async"],
        default="sync",
        help="CPU dispatch for every implementation (default sync: see set_dispatch)",
    )
    p.add_argument(
        "--allocator",
        choices=["steady", "default"],
        default="steady",
        help="malloc settings for the process (default steady: see set_allocator)",
    )
    p.add_argument("--out", default=str(DEFAULT_OUT))
    p.add_argument("--name", default=None, help="output file stem")
    p.add_argument(
        "--isa",
        choices=["avx512", "avx2", "baseline"],
        default=None,
        help="instruction set for every implementation (default: the "
        "best this CPU has): jax_mish's loops, XLA's code "
        "(--xla_cpu_max_isa) and torch's kernels "
        "(ATEN_CPU_CAPABILITY), to mimic a machine without the "
        "wider vectors",
    )
    p.add_argument(
        "--isa-jax-mish-only",
        action="store_true",
        help="with --isa: leave XLA and torch at this CPU's best",
    )
    p.add_argument("--study", choices=list(STUDIES), default=None)
    p.add_argument(
        "--study-log2", type=int, nargs="+", default=None, help="sizes (log2) for --study"
    )
    p.add_argument("--loop-iters", type=int, default=20, help="fori_loop steps in --study inplace")
    a = p.parse_args(argv)
    if a.max_log2 is None:
        a.max_log2 = 24 if a.quick else 26
    if a.step is None:
        a.step = 2 if a.quick else 1
    if a.reps is None:
        a.reps = 5 if a.quick else 11
    if a.min_sample_ms is None:
        a.min_sample_ms = 2.0 if a.quick else 10.0
    if not 0 <= a.min_log2 <= a.max_log2 <= 30:
        p.error("need 0 <= --min-log2 <= --max-log2 <= 30")
    if a.reps < 1:
        p.error("--reps must be >= 1")
    return a


def set_dispatch(mode: str) -> None:
    """Runs every implementation with the same CPU dispatch.

    XLA's CPU client runs an executable inline on the calling thread when its
    HLO cost analysis counts fewer than 1000 flops, and a custom call counts
    as unknown (-1): a standalone jax_mish call always runs inline, while
    XLA's fused ops run on a worker thread. Their output buffers then come
    from different malloc arenas, which decides whether a large output is
    recycled or faulted in page by page (up to 2x at 2^20-2^24). With "sync"
    (the default) all of them run inline, with one allocator history; every
    sample blocks on its result anyway, so asynchronous dispatch has nothing
    to overlap here. "async" keeps JAX's default.
    """
    try:
        jax.config.update("jax_cpu_enable_async_dispatch", mode == "async")
        _dispatch["sync"] = mode == "sync"
    except AttributeError:  # a jax without the option: its default stays
        print("note: this jax cannot switch CPU dispatch", file=sys.stderr)


# What --isa sets for XLA and torch. Both read it once, when they start.
ISA_ENV = {
    "avx512": {"xla": "AVX512", "aten": "avx512"},
    "avx2": {"xla": "AVX2", "aten": "avx2"},
    "baseline": {"xla": "SSE4_2", "aten": "default"},
}


def isa_environment(isa: str, env: dict[str, str]) -> dict[str, str] | None:
    """``env`` with XLA and torch limited to ``isa``, or None when it already
    is."""
    flag = f"--xla_cpu_max_isa={ISA_ENV[isa]['xla']}"
    xla_flags = env.get("XLA_FLAGS", "")
    if flag in xla_flags.split() and env.get("ATEN_CPU_CAPABILITY") == ISA_ENV[isa]["aten"]:
        return None
    kept = [f for f in xla_flags.split() if not f.startswith("--xla_cpu_max_isa=")]
    return {
        **env,
        "XLA_FLAGS": " ".join([*kept, flag]),
        "ATEN_CPU_CAPABILITY": ISA_ENV[isa]["aten"],
    }


# glibc mallopt parameters, and the largest M_MMAP_THRESHOLD it accepts on a
# 64-bit system (4 MiB * sizeof(long)).
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3
_MMAP_THRESHOLD_MAX = 32 << 20


def set_allocator(mode: str) -> str:
    """Sets how freed memory is kept, the same for every implementation;
    returns what was set.

    An output buffer that malloc takes fresh from the OS faults in once per
    4 KiB page (about 0.6 us each: at 2^20 float32, as long as the kernel),
    and with glibc's defaults whether a repeated call gets fresh or recycled
    pages depends on the allocator's history: in two runs the same-traffic op
    faulted 205 and 0 times per call and jax_mish 512 and 256 at float32
    2^20, both sides losing up to half their speed at random. "steady" keeps
    freed memory (no trimming) and serves up to 32 MiB from the heap, so a
    repeated call reuses its pages, as in a training loop; larger buffers are
    still mapped fresh each call, for every implementation alike (2^24
    elements). "default" leaves glibc as it is.
    """
    if mode == "default":
        return "default"
    try:
        libc = ctypes.CDLL(None)
        ok = (
            libc.mallopt(_M_TRIM_THRESHOLD, 2**31 - 1) == 1
            and libc.mallopt(_M_MMAP_THRESHOLD, _MMAP_THRESHOLD_MAX) == 1
        )
    except (OSError, AttributeError):  # not glibc
        ok = False
    if not ok:
        print("note: could not set malloc thresholds; allocator left as it is", file=sys.stderr)
        return "default"
    return f"steady (M_TRIM_THRESHOLD off, M_MMAP_THRESHOLD {_MMAP_THRESHOLD_MAX >> 20} MiB)"


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.isa is not None and not args.isa_jax_mish_only:
        env = isa_environment(args.isa, dict(os.environ))
        if env is not None:
            # XLA and torch read their settings at start-up: start again.
            again = sys.argv[1:] if argv is None else list(argv)
            sys.stdout.flush()
            os.execve(sys.executable, [sys.executable, os.path.abspath(__file__), *again], env)
    set_dispatch(args.dispatch)
    args.allocator = set_allocator(args.allocator)
    if args.isa is not None and not _ext.cpu.select_isa(args.isa):
        print(f"this CPU does not support {args.isa}", file=sys.stderr)
        return 2
    if jax.default_backend() != "cpu":
        print(
            f"note: default backend is {jax.default_backend()}; this "
            "benchmark measures the CPU kernels",
            file=sys.stderr,
        )
    with jax.default_device(jax.devices("cpu")[0]):
        if args.study:
            run_study(args)
        else:
            run_sweep(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
