"""What the benchmarks here share: timing (``Candidate``, ``calibrate``,
``measure``, ``best_time``), paired ratios to jax.nn.mish with bootstrap
intervals and the share of the no-activation gain (``bootstrap``), the check
that variants' losses and gradients agree (``gradient_agreement``), machine
facts, tables, result files, XLA's gradient of jax.nn.mish, the in-place
kernel calls, a count of the copies XLA puts in a loop body and the time of
each op of a compiled program from XLA's profile (``profile_ops``). The
scripts import it from their own folder (``python benchmarks/x.py`` puts that
folder first on ``sys.path``).
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import json
import os
import platform
import re
import resource
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import jax
import numpy as np

import jax_mish
from jax_mish._core import platforms as _platforms

RESULTS = Path(__file__).resolve().parent / "results"
"""Where the scripts write unless told otherwise (``--out``)."""

# Set by bench.py's set_dispatch(): whether calls return only once finished.
DISPATCH = {"sync": False}


def _minflt() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


@dataclasses.dataclass
class Candidate:
    """One implementation under test: ``call()`` runs it once and returns what
    must be waited for; ``setup()`` (untimed) prepares the arguments of the
    next call, for donated buffers that a call consumes."""

    name: str
    call: Callable[[], Any]
    setup: Callable[[], None] | None = None
    number: int = 1  # calls per sample, set by calibrate()
    # An untimed call before each sample (below). False for calls that take
    # long enough (a training step) that it would only double the run time.
    warm: bool = True
    samples: list[float] = dataclasses.field(default_factory=list)
    # Process CPU time per call (all threads): it does not advance while the
    # process waits for a CPU, so on a shared machine it tracks the work done.
    cpu_samples: list[float] = dataclasses.field(default_factory=list)
    # Minor page faults per call: a fresh output page faults when first written.
    fault_samples: list[float] = dataclasses.field(default_factory=list)

    def run_sample(self) -> tuple[float, float, float]:
        """Wall seconds, CPU seconds and page faults per call, over
        ``number`` back-to-back calls."""
        k = self.number
        if self.setup is not None:  # donated arguments: calls timed one by one
            return tuple(sum(v) / k for v in zip(*(self._timed(1) for _ in range(k))))
        # An untimed call first, its result dropped: each sample then starts in
        # this implementation's own allocator steady state.
        if self.warm:
            jax.block_until_ready(self.call())
        return tuple(v / k for v in self._timed(k))

    def _timed(self, k: int) -> tuple[float, float, float]:
        if self.setup is not None:
            self.setup()
        f0, c0, t0 = _minflt(), time.process_time(), time.perf_counter()
        if DISPATCH["sync"]:
            # Holding only the latest result gives every implementation the
            # same live outputs whatever its speed (holding all, a fast one
            # faulted 800 times per call against 0 at float32 2^20).
            out = None
            for _ in range(k):
                out = self.call()
            jax.block_until_ready(out)
        else:  # asynchronous calls may overlap: wait for all of them
            jax.block_until_ready([self.call() for _ in range(k)])
        t1, c1, f1 = time.perf_counter(), time.process_time(), _minflt()
        return t1 - t0, c1 - c0, f1 - f0

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
    for r in range(reps):
        for j in range(len(cands)):
            c = cands[(r + j) % len(cands)]
            for samples, v in zip((c.samples, c.cpu_samples, c.fault_samples), c.run_sample()):
                samples.append(v)


# Variant names of the training-step benchmarks: the baseline every ratio is
# taken to, and the model without an activation (what any activation can gain).
BASE, IDENTITY = "jax.nn.mish", "identity"


def median_ci(r: np.ndarray, n_boot: int, seed: int) -> tuple[dict[str, Any], np.ndarray]:
    """``{"ratio": median of the per-round ratios r, "ratio_ci95": its 95%
    interval over n_boot resamples of the rounds}`` (the same resamples for
    every ``r`` of a size), and the resampled medians."""
    boot = np.median(r[np.random.default_rng(seed).integers(0, r.size, (n_boot, r.size))], axis=1)
    ci = [float(v) for v in np.percentile(boot, [2.5, 97.5])]
    return {"ratio": float(np.median(r)), "ratio_ci95": ci}, boot


def bootstrap(
    samples: dict[str, Sequence[float]],
    n_boot: int = 10_000,
    seed: int = 0,
    base: str = BASE,
    identity: str = IDENTITY,
) -> dict[str, dict[str, Any]]:
    """Paired ratios to ``base`` and shares of the achievable gain.

    ``samples`` holds seconds per step for each variant, one per round (the
    same rounds for all), ``base`` included. Returns ``{variant: {"ratio":
    median over rounds of t_variant/t_base, "ratio_ci95": [lo, hi], "share":
    (1 - ratio) / (1 - identity's ratio), "share_ci95": [lo, hi]}}``, the
    shares None where ``identity`` was not measured or its interval reaches 1
    (no gain to share); intervals from ``n_boot`` resamples of the rounds.
    """
    ref = np.asarray(samples[base], np.float64)
    est = {k: median_ci(np.asarray(v) / ref, n_boot, seed) for k, v in samples.items()}
    ident, ident_boot = est.get(identity, ({"ratio_ci95": [1.0, 1.0]}, None))
    gain_resolved = ident["ratio_ci95"][1] < 1.0
    out: dict[str, dict[str, Any]] = {}
    for k, (stat, boot) in est.items():
        out[k] = {**stat, "share": None, "share_ci95": None}
        if gain_resolved and k != base:
            out[k]["share"] = (1.0 - stat["ratio"]) / (1.0 - ident["ratio"])
            share_boot = (1.0 - boot) / (1.0 - ident_boot)
            out[k]["share_ci95"] = [float(v) for v in np.percentile(share_boot, [2.5, 97.5])]
    return out


def fmt_ci(row: dict[str, Any], key: str, pct: bool = False) -> str:
    """``row[key]`` with its interval ``row[key + "_ci95"]``; "-" where None."""
    v, ci = row[key], row[f"{key}_ci95"]
    if v is None:
        return "-"
    f = "{:.0%}" if pct else "{:.3f}"
    return f"{f} [{f}, {f}]".format(v, *ci)


def gradient_agreement(
    outs: dict[str, tuple[float, list[Any]]],
    reference: tuple[float, list[Any]],
    narrow: bool,
    what: str,
    base: str = BASE,
    base_limit: float = 0.5,
) -> dict[str, float]:
    """Checks that every variant's loss and gradients (``outs``: name ->
    (loss, float32 gradient leaves), from identical weights and batch, ``base``
    among them) match the ``reference``: ``base``'s own in float32; below
    float32 (``narrow``), the float32 model with ``base``, to which every
    variant, ``base`` included, is held. Gradients are compared relative to
    the reference's largest (some are zero but for rounding noise); below
    float32, ``base`` may be ``base_limit`` of it away. Raises
    SystemExit naming ``what`` on a disagreement, so that a wrong gradient
    cannot pass as a fast one; returns the differences and losses."""
    tol = 1e-1 if narrow else 1e-3
    loss_b, grads_b = reference
    scale = max(float(np.max(np.abs(g))) for g in grads_b) or 1.0
    report: dict[str, float] = {}
    names = [base, *(k for k in outs if k != base)] if narrow else [k for k in outs if k != base]
    for name in names:
        loss_v, grads_v = outs[name]
        worst = max(
            float(np.max(np.abs(np.asarray(a) - np.asarray(b)))) / scale
            for a, b in zip(grads_v, grads_b, strict=True)
        )
        # Below float32, base's own model sets the scale of rounding (a CNN's
        # bfloat16 gradient is ~0.2 of its largest away from the float32
        # one; held to base_limit): a variant may be twice as far, never more.
        if name == base and narrow:
            limit = base_limit
        else:
            limit = max(tol, 2 * report.get(f"max_rel_grad_diff_{base}", 0.0))
        if abs(loss_v - loss_b) > tol * max(1.0, abs(loss_b)) or worst > limit:
            raise SystemExit(
                f"{what}: {name} and the reference disagree (loss {loss_v} vs {loss_b}, "
                f"largest relative gradient difference {worst:.3g} > {limit:.3g})"
            )
        report.update({f"max_rel_grad_diff_{name}": worst, f"loss_{name}": loss_v})
    report["loss_reference"] = loss_b
    return report


def best_time(fn: Callable[[], Any], repeats: int) -> float:
    """The fastest of ``repeats`` wall-clock runs of ``fn``, each waited for."""
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        jax.block_until_ready(fn())
        best = min(best, time.perf_counter() - t0)
    return best


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            return next(ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name"))
    except (OSError, StopIteration):
        return platform.processor() or platform.machine()


def machine_facts() -> dict[str, Any]:
    """Where the numbers come from: CPU, cores, kernel ISA in use, versions, load."""
    info = jax_mish.build_info(self_check=False)
    facts: dict[str, Any] = {"cpu_model": _cpu_model(), "logical_cpus": os.cpu_count()}
    cpu = _platforms.module("cpu")
    facts["cpu_features"] = [i for i in ("avx512", "avx2") if cpu and cpu._cpu_supports(i)]
    for k in ("isa_active", "isa_compiled", "block_elements", "min_parallel_elements"):
        facts[k] = info[k]
    facts.update(jax=jax.__version__, jaxlib=info["jaxlib"], jax_mish=info["version"])
    facts.update(compiler=info["compiler"], xla_flags=os.environ.get("XLA_FLAGS", ""))
    facts["python"] = platform.python_version()
    facts["date_utc"] = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M")
    facts["loadavg_start"] = [round(v, 2) for v in os.getloadavg()]
    if (busy := cpu_busy_fraction()) is not None:
        facts["cpu_busy_start"] = round(busy, 3)
    return facts


def cpu_busy_fraction(interval_s: float = 0.5) -> float | None:
    """Share of all CPUs that other work kept busy over ``interval_s``, from
    /proc/stat (the load average also counts tasks waiting on I/O)."""
    ticks = []  # (busy, total) jiffies of all CPUs
    for wait in (interval_s, 0):
        try:
            with open("/proc/stat", encoding="utf-8") as f:
                v = [int(t) for t in f.readline().split()[1:]]
        except (OSError, ValueError):
            return None
        ticks.append((sum(v) - v[3] - (v[4] if len(v) > 4 else 0), sum(v)))  # less idle, iowait
        time.sleep(wait)
    (b0, t0), (b1, t1) = ticks
    return (b1 - b0) / (t1 - t0) if t1 > t0 else None


def busy_warning(facts: dict[str, Any]) -> str | None:
    """A warning when other work kept over 25% of the CPUs busy at the start."""
    busy = facts.get("cpu_busy_start")
    if busy is None or busy < 0.25:
        return None
    return (
        f"warning: other work kept {busy:.0%} of the {facts['logical_cpus']} "
        "CPUs busy before this run started, so absolute numbers and "
        "anything about threading are unreliable"
    )


def facts_line(facts: dict[str, Any]) -> str:
    """The machine facts in one line, for reports."""
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
        f"{xla}{load}; {facts['date_utc']} UTC"
    )


def start_report(facts: dict[str, Any]) -> None:
    """Prints the machine line, and the busy warning on stderr."""
    print("machine:", facts_line(facts), flush=True)
    if (warn := busy_warning(facts)) is not None:
        print(warn, file=sys.stderr, flush=True)


def note_load_end(facts: dict[str, Any]) -> None:
    """Adds the load average at the end of the run to ``facts``."""
    facts["loadavg_end"] = [round(v, 2) for v in os.getloadavg()]


def json_text(obj: Any, depth: int = 0) -> str:
    """``obj`` as JSON, one line per member of a dict or list that holds
    others; a dict or list of plain values (a list of samples) on one line."""
    members = list(obj.values()) if isinstance(obj, dict) else obj
    if not isinstance(obj, dict | list) or not any(isinstance(v, dict | list) for v in members):
        return json.dumps(obj)
    if isinstance(obj, dict):
        items = [f"{json.dumps(k)}: {json_text(v, depth + 1)}" for k, v in obj.items()]
    else:
        items = [json_text(v, depth + 1) for v in obj]
    pad, (open_, close) = " " * (depth + 1), ("{}" if isinstance(obj, dict) else "[]")
    return f"{open_}\n{pad}" + f",\n{pad}".join(items) + f"\n{' ' * depth}{close}"


def write_results(
    out: str | Path, stem: str, data: dict[str, Any], md: Sequence[str] | None = None
) -> Path:
    """Writes ``<out>/<stem>.json`` (``data``) and, given ``md``, ``<stem>.md``
    (its lines); returns ``out`` as a Path, created if missing."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{stem}.json").write_text(json_text(data) + "\n")
    if md is not None:
        (out / f"{stem}.md").write_text("\n".join(md))
    return out


def text_table(header: Sequence[str], body: Sequence[Sequence[str]]) -> str:
    widths = [max([len(h)] + [len(b[i]) for b in body]) for i, h in enumerate(header)]
    return "\n".join("  ".join(c.rjust(w) for c, w in zip(r, widths)) for r in [header, *body])


def md_table(header: Sequence[str], body: Sequence[Sequence[str]]) -> str:
    """A GitHub Markdown table; columns of numbers ("2^20" counts) align right."""

    def numeric(col: int) -> bool:
        cells = [b[col] for b in body if b[col] not in ("-", "")]
        try:
            return bool([float(c.replace("^", "e")) for c in cells])
        except ValueError:
            return False

    align = "|" + "|".join("---:" if numeric(i) else ":---" for i in range(len(header))) + "|"
    lines = ["| " + " | ".join(row) + " |" for row in [header, *body]]
    return "\n".join([lines[0], align, *lines[1:]])


def xla_bwd(dy: jax.Array, x: jax.Array) -> jax.Array:
    """XLA's fused autodiff gradient of jax.nn.mish."""
    return jax.vjp(jax.nn.mish, x)[1](dy)[0]


def fwd_inplace(x: jax.Array) -> jax.Array:
    """The "jax_mish_fwd" target with ``y`` aliased onto ``x``."""
    out = jax.ShapeDtypeStruct(x.shape, x.dtype)
    return jax.ffi.ffi_call("jax_mish_fwd", out, input_output_aliases={0: 0})(x)


def bias_fwd_inplace(x: jax.Array, b: jax.Array) -> jax.Array:
    """The "jax_mish_bias_fwd" target with ``y`` aliased onto ``x`` (the
    kernels read each element before writing it)."""
    out = jax.ShapeDtypeStruct(x.shape, x.dtype)
    return jax.ffi.ffi_call("jax_mish_bias_fwd", out, input_output_aliases={0: 0})(x, b)


def bias_vjp(f: Callable[[jax.Array, jax.Array], jax.Array]) -> Callable[..., Any]:
    """``(dy, x, b) -> (dx, db)``: the gradient of ``f(x, b)`` with respect to
    ``x`` and ``b`` for cotangent ``dy`` (the forward's output is dead and XLA
    drops it)."""
    return lambda dy, x, b: jax.vjp(f, x, b)[1](dy)


def unfused_bias_bwd(dy: jax.Array, x: jax.Array, b: jax.Array) -> tuple[jax.Array, jax.Array]:
    """The bias + Mish backward without the fused kernel: the plain gradient
    kernel on ``x + b`` (XLA's add) and XLA's sum of ``dx`` for ``db``."""
    dx = jax_mish.mish_grad(dy, x + b)
    return dx, dx.sum(0)


def grad_inplace(dy: jax.Array, x: jax.Array) -> jax.Array:
    """The "jax_mish_grad" target with ``dx`` aliased onto ``dy``."""
    out = jax.ShapeDtypeStruct(x.shape, x.dtype)
    return jax.ffi.ffi_call("jax_mish_grad", out, input_output_aliases={0: 0})(dy, x)


# A computation's first line starts at column 0 and ends with "{"; its
# instructions are indented; "}" at column 0 closes it.
_COMPUTATION = re.compile(r"(?:ENTRY\s+)?%?([\w.-]+)\s.*\{$")
_WHILE_BODY = re.compile(r"\bwhile\(.*?\bbody=%?([\w.-]+)")
_CALLED = re.compile(r"\b(?:calls|to_apply|body|condition)=%?([\w.-]+)")
# "%name = SHAPE copy(" or "copy-start(" (whose shape is a tuple led by the
# destination); copy-done finishes a copy-start and is not counted again.
_COPY = re.compile(r"\s*(?:ROOT\s+)?%?[\w.-]+\s*=\s*(.+?)\s+copy(?:-start)?\(")
_FIRST_DIMS = re.compile(r"\w+\[([^\]]*)\]")


def hlo_computations(hlo: str) -> dict[str, list[str]]:
    """The instruction lines of each computation of HLO text, by name."""
    comps: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in hlo.splitlines():
        line = line.rstrip()
        if line and not line[0].isspace() and (m := _COMPUTATION.match(line)):
            current = comps.setdefault(m.group(1), [])
        elif line.startswith("}"):
            current = None
        elif current is not None:
            current.append(line)
    return comps


def loop_body_copies(hlo: str) -> int:
    """Array copies (copy, copy-start) in the bodies of the while loops of
    compiled HLO text and in the computations they call: each runs once per
    step. Scalar copies (the loop counter) cost nothing and are not counted."""
    comps = hlo_computations(hlo)
    todo = [n for lines in comps.values() for line in lines for n in _WHILE_BODY.findall(line)]
    seen: set[str] = set()
    count = 0
    while todo:
        name = todo.pop()
        if name in seen or name not in comps:
            continue
        seen.add(name)
        for line in comps[name]:
            todo += _CALLED.findall(line)
            m = _COPY.match(line)
            if m and (dims := _FIRST_DIMS.search(m.group(1))) and dims.group(1).strip():
                count += 1
    return count


def compiled_loop_body_copies(fn: Callable, *args: Any) -> int:
    """``loop_body_copies`` of ``jax.jit(fn)`` compiled for ``args``."""
    return loop_body_copies(jax.jit(fn).lower(*args).compile().as_text())


def profile_ops(call: Callable[[], Any], steps: int) -> dict[str, float]:
    """Seconds per call that each op of the program ``call`` runs took, from
    XLA's profile of ``steps`` calls (``jax.profiler``): the events XLA's
    runtime records with an ``hlo_op`` stat, one per op executed (on the CPU,
    each thunk: a fusion, a convolution, a custom call, ...), on the GPU's
    planes where there are any, else the host's. Ops that the CPU runtime
    runs at the same time on different threads each count in full, so the
    sum may exceed the wall time of a call. Empty where the profiler recorded
    no such event."""
    import collections
    import tempfile

    totals: collections.Counter[str] = collections.Counter()
    with tempfile.TemporaryDirectory() as d:
        jax.profiler.start_trace(d)
        try:
            for _ in range(steps):
                jax.block_until_ready(call())
        finally:
            jax.profiler.stop_trace()
        files = sorted(Path(d).rglob("*.xplane.pb"))
        if not files:
            return {}
        data = jax.profiler.ProfileData.from_file(str(files[-1]))
    planes = list(data.planes)
    device = [p for p in planes if p.name.startswith("/device:GPU")]
    for plane in device or [p for p in planes if p.name == "/host:CPU"]:
        lines = list(plane.lines)
        # A GPU plane may also hold a line derived from the kernels' (one
        # event per op): counted alone where it is there, never twice.
        derived = [line for line in lines if line.name == "XLA Ops"]
        for line in derived or lines:
            for event in line.events:
                op = dict(event.stats).get("hlo_op")
                if op:
                    totals[str(op)] += event.duration_ns
    return {k: v / 1e9 / steps for k, v in totals.items()}
