"""Studies of the CPU kernel's knobs, with the timing of benchmarks/bench.py:

* ``inplace``: MishGrad aliasing ``dx`` onto ``dy`` (``input_output_aliases``)
  against the plain call, standalone with ``dy`` donated and inside a jitted
  ``lax.fori_loop``;
* ``tiling``: block size and the single-thread threshold
  (``_jax_mish_cpu._set_tiling``);
* ``isa``: whole calls with the AVX-512 loops against the AVX2 ones, by
  size. On Intel the AVX-512 frequency licence slows the work around each
  call, which kernel_ns.sh (the loops alone) cannot see; this sets
  ``small_call_elements`` (cpu/kernels.h);
* ``bias``: the fused bias + Mish handlers (forward, and backward with db)
  against the plain kernels on as many elements and against XLA's bias add
  and row sum around them, by dtype, size and bias length.

Each times its settings in interleaved rounds (``harness.measure``) under the
sweep's dispatch and allocator settings and writes the result as JSON (the
isa study also as a Markdown table)::

    python benchmarks/lab/studies.py inplace --dtypes float32 bfloat16 --reps 7 --min-sample-ms 5
    python benchmarks/lab/studies.py tiling --log2 20 22 --reps 21
    python benchmarks/lab/studies.py isa --reps 21
    python benchmarks/lab/studies.py bias --dtypes float32 bfloat16 --log2 16 20 22 --cols 1 64 1000
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bench  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from bench import DTYPES, JIT_BWD, JIT_FWD, JM, floor_bwd, make_inputs  # noqa: E402
from harness import (  # noqa: E402
    RESULTS,
    Candidate,
    busy_warning,
    compiled_loop_body_copies,
    facts_line,
    grad_inplace,
    machine_facts,
    md_table,
    measure,
    note_load_end,
    start_report,
    write_results,
    xla_bwd,
)

import jax_mish  # noqa: E402
from jax_mish._core import platforms as _platforms  # noqa: E402


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


def fmt_us(d: dict[str, float]) -> str:
    """``{"a": 1.23}`` as ``"a 1.2 us"``."""
    return ", ".join(f"{k} {v:.1f}" for k, v in d.items()) + " us"


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
        "floor, dy donated": jax.jit(floor_bwd, donate_argnums=0),
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
    "xla": xla_bwd,
    "floor": floor_bwd,
}


def study_inplace(args: argparse.Namespace) -> dict[str, Any]:
    """In-place MishGrad vs the plain call: standalone, and in a fori_loop."""
    results: dict[str, Any] = {"standalone": [], "fori_loop": []}
    iters = args.loop_iters
    for dtype_name in args.dtypes:
        dtype = DTYPES[dtype_name]
        for e in args.log2 or [16, 20, 24]:
            n = 1 << e
            x_np, dy_np = make_inputs(n, dtype)
            cands = _standalone_candidates(jax.device_put(dy_np), jax.device_put(x_np))
            measure(cands, args.reps, args.min_sample_ms / 1e3)
            row = {"dtype": dtype_name, "log2_n": e, **summary_us(cands)}
            results["standalone"].append(row)
            faults = ", ".join(f"{k} {v:.0f}" for k, v in row["page_faults_per_call"].items())
            print(
                f"standalone {dtype_name} 2^{e}: {fmt_us(row['median_us'])}"
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
                lrow["loop_body_copies"][c.name] = compiled_loop_body_copies(
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


def _knob_row(
    direction: str,
    dtype_name: str,
    e: int,
    settings: dict[str, Callable[[], Any]],
    args: argparse.Namespace,
) -> dict[str, Any]:
    """Times jax_mish on 2^e elements under each knob setting, interleaved."""
    fn, fargs = _jm_call(direction, dtype_name, 1 << e)
    cands = _knob_candidates(fn, fargs, settings)
    measure(cands, args.reps, args.min_sample_ms / 1e3)
    return {"direction": direction, "dtype": dtype_name, "log2_n": e, **summary_us(cands)}


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
    cpu = _platforms.module("cpu")
    saved = cpu._get_tiling()
    out: dict[str, Any] = {"default": list(saved), "block": [], "threshold": []}
    try:
        for dtype_name in args.dtypes:
            for direction in ("bwd", "fwd"):
                for e in args.log2 or [16, 18, 20, 22, 24]:
                    settings = {
                        f"block {b >> 10}Ki": functools.partial(cpu._set_tiling, b, 1)
                        for b in TILING_BLOCKS
                    }
                    settings["one thread"] = functools.partial(cpu._set_tiling, saved[0], NEVER)
                    row = _knob_row(direction, dtype_name, e, settings, args)
                    out["block"].append(row)
                    best = min(row["median_us"], key=row["median_us"].get)
                    print(
                        f"{direction} {dtype_name} 2^{e}: {fmt_us(row['median_us'])}; best {best}",
                        flush=True,
                    )
        # Threshold: at each small size, two threads (block = n/2, so each
        # thread gets one block) against one.
        for dtype_name in args.dtypes:
            for e in range(12, 19):
                settings = {
                    "two threads": functools.partial(cpu._set_tiling, (1 << e) // 2, 1),
                    "one thread": functools.partial(cpu._set_tiling, saved[0], NEVER),
                }
                row = _knob_row("bwd", dtype_name, e, settings, args)
                out["threshold"].append(row)
                print(f"threshold bwd {dtype_name} 2^{e}: {fmt_us(row['median_us'])}", flush=True)
    finally:
        cpu._set_tiling(*saved)
    return out


def study_isa(args: argparse.Namespace) -> dict[str, Any]:
    """Per dtype, direction and size, the AVX-512 and AVX2 loops timed in
    interleaved calls (each call selects its loops first)."""
    cpu = _platforms.module("cpu")
    if not (cpu._cpu_supports("avx512") and cpu._cpu_supports("avx2")):
        raise SystemExit("the isa study needs a CPU with AVX2 and AVX-512")
    rows = []
    try:
        for dtype_name in args.dtypes:
            for direction in ("fwd", "bwd"):
                for e in args.log2 or [4, 10, 11, 12, 13, 14, 15, 16]:
                    isas = ("avx512", "avx2")
                    settings = {i: functools.partial(cpu._select_isa, i) for i in isas}
                    row = _knob_row(direction, dtype_name, e, settings, args)
                    med = row["median_us"]
                    row["avx512_over_avx2"] = med["avx512"] / med["avx2"]
                    rows.append(row)
                    print(
                        f"{direction} {dtype_name} 2^{e}: {fmt_us(med)}; "
                        f"avx512/avx2 {row['avx512_over_avx2']:.3f}",
                        flush=True,
                    )
    finally:
        cpu._select_isa("auto")
    return {"rows": rows}


# The bias + Mish handlers (roles "mish_bias", "mish_bias_grad" of the CPU
# module) under names of the lab's own, until the lowering names them.
BIAS_TARGETS = {"fwd": "jax_mish_lab_bias_fwd", "bwd": "jax_mish_lab_bias_grad"}


@functools.cache
def _bias_targets() -> None:
    handlers = _platforms.module("cpu").handlers()
    for direction, role in (("fwd", "mish_bias"), ("bwd", "mish_bias_grad")):
        jax.ffi.register_ffi_target(BIAS_TARGETS[direction], handlers[(role, 1)], platform="cpu")


def _bias_candidates(direction: str, dy, x, b) -> list[Candidate]:
    """The fused handler, the plain kernel on as many elements, and the
    unfused program: XLA adds b, the plain kernel runs, and (backward) XLA
    sums dx over the rows (in float32 for 16-bit data)."""
    sds = lambda a: jax.ShapeDtypeStruct(a.shape, a.dtype)  # noqa: E731
    acc = jnp.promote_types(x.dtype, jnp.float32)
    if direction == "fwd":
        fused = jax.jit(jax.ffi.ffi_call(BIAS_TARGETS["fwd"], sds(x)))
        plain = jax.jit(jax.ffi.ffi_call("jax_mish_fwd", sds(x)))
        unfused = jax.jit(lambda x, b: jax_mish.mish(x + b, impl="ffi"))
        calls = {"fused": (fused, (x, b)), "plain": (plain, (x,)), "unfused": (unfused, (x, b))}
    else:
        fused = jax.jit(jax.ffi.ffi_call(BIAS_TARGETS["bwd"], (sds(x), sds(b))))
        plain = jax.jit(jax.ffi.ffi_call("jax_mish_grad", sds(x)))

        def unfused(dy, x, b):
            dx = jax_mish.mish_grad(dy, x + b, impl="ffi")
            return dx, jnp.sum(dx, axis=0, dtype=acc).astype(b.dtype)

        calls = {
            "fused": (fused, (dy, x, b)),
            "plain": (plain, (dy, x)),
            "unfused": (jax.jit(unfused), (dy, x, b)),
        }
    return [Candidate(name, functools.partial(fn, *a)) for name, (fn, a) in calls.items()]


def study_bias(args: argparse.Namespace) -> dict[str, Any]:
    """The fused bias + Mish handlers against the plain mish and mish_grad
    kernels on the same element count (what fusing the bias costs) and
    against the unfused programs (what it saves), per dtype, size and bias
    length, interleaved; the default tiling and threads."""
    _bias_targets()
    rows = []
    for dtype_name in args.dtypes:
        for e in args.log2 or [16, 20, 22]:
            for cols in args.cols:
                rows_n = max(1, (1 << e) // cols)
                x_np, dy_np = make_inputs(rows_n * cols, DTYPES[dtype_name])
                x = jax.device_put(x_np.reshape(rows_n, cols))
                dy = jax.device_put(dy_np.reshape(rows_n, cols))
                b = jax.device_put(x_np[:cols][::-1].copy())
                for direction in ("fwd", "bwd"):
                    cands = _bias_candidates(direction, dy, x, b)
                    measure(cands, args.reps, args.min_sample_ms / 1e3)
                    row = {"direction": direction, "dtype": dtype_name, "log2_n": e}
                    row |= {"shape": [rows_n, cols], **summary_us(cands)}
                    med = row["median_us"]
                    row["fused_over_plain"] = med["fused"] / med["plain"]
                    row["fused_over_unfused"] = med["fused"] / med["unfused"]
                    rows.append(row)
                    print(
                        f"{direction} {dtype_name} [{rows_n}, {cols}]: {fmt_us(med)}; "
                        f"fused/plain {row['fused_over_plain']:.3f}, "
                        f"fused/unfused {row['fused_over_unfused']:.3f}",
                        flush=True,
                    )
    return {"rows": rows}


def isa_markdown(data: dict[str, Any]) -> list[str]:
    """The isa study's report: per direction, dtype and size, the median
    microseconds per call with each ISA's loops and their ratio."""
    header = ["dir", "dtype", "n", "avx512 us", "avx2 us", "avx512/avx2", "min avx512/avx2"]
    body = [
        [
            r["direction"],
            r["dtype"],
            f"2^{r['log2_n']}",
            f"{r['median_us']['avx512']:.2f}",
            f"{r['median_us']['avx2']:.2f}",
            f"{r['avx512_over_avx2']:.3f}",
            f"{r['min_us']['avx512'] / r['min_us']['avx2']:.3f}",
        ]
        for r in data["result"]["rows"]
    ]
    warn = busy_warning(data["machine"])
    return [
        "# Whole calls with the AVX-512 loops against the AVX2 ones (study isa)",
        "",
        f"Machine: {facts_line(data['machine'])}.",
        *([f"**{warn}**", ""] if warn else [""]),
        f"Median of {data['reps']} interleaved samples per ISA, each at least "
        f"{data['min_sample_ms']:g} ms of back-to-back calls that select their loops first "
        "(sync CPU dispatch and steady malloc settings). Above 1 in `avx512/avx2` "
        "(ratio of the medians; `min`: of the fastest samples), the AVX2 loops were faster.",
        "",
        md_table(header, body),
        "",
    ]


STUDIES = {"inplace": study_inplace, "tiling": study_tiling, "isa": study_isa, "bias": study_bias}

MARKDOWN = {"isa": isa_markdown}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("study", choices=list(STUDIES))
    p.add_argument("--dtypes", nargs="+", choices=list(DTYPES), default=list(DTYPES))
    p.add_argument("--log2", type=int, nargs="+", default=None, help="sizes (log2)")
    p.add_argument("--reps", type=int, default=11, help="interleaved samples per setting")
    p.add_argument("--min-sample-ms", type=float, default=10.0)
    p.add_argument("--loop-iters", type=int, default=20, help="fori_loop steps (inplace)")
    p.add_argument("--cols", type=int, nargs="+", default=[1, 64, 1000], help="bias lengths (bias)")
    p.add_argument("--out", default=str(RESULTS))
    p.add_argument("--name", default=None, help="output file stem (default study_<study>)")
    args = p.parse_args(argv)
    bench.set_dispatch("sync")
    bench.set_allocator("steady")
    with jax.default_device(jax.devices("cpu")[0]):
        run_study(args)
    return 0


def run_study(args: argparse.Namespace) -> None:
    facts = machine_facts()
    start_report(facts)
    t0 = time.perf_counter()
    result = STUDIES[args.study](args)
    note_load_end(facts)
    stem = args.name or f"study_{args.study}"
    data = {
        "machine": facts,
        "study": args.study,
        "reps": args.reps,
        "min_sample_ms": args.min_sample_ms,
        "elapsed_s": round(time.perf_counter() - t0, 1),
        "result": result,
    }
    md = MARKDOWN[args.study](data) if args.study in MARKDOWN else None
    out = write_results(args.out, stem, data, md)
    written = ".json, .md" if md is not None else ".json"
    print(f"wrote {out / stem}{written} ({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    sys.exit(main())
