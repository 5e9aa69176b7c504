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
  (``_jax_mish_cpu._set_tiling``);
* ``isa``: the AVX-512, AVX2 and baseline loops (``_jax_mish_cpu._select_isa``).

This file is the command line; the sweep is in sweep.py, the studies in
studies.py and the timing and reporting they share in harness.py.

Usage::

    python benchmarks/bench.py --quick            # < 2 minutes
    python benchmarks/bench.py                    # full sweep
    python benchmarks/bench.py --study inplace    # or tiling, isa
"""

from __future__ import annotations

import argparse
import ctypes
import os
import sys
from collections.abc import Sequence

import harness
import jax
from studies import STUDIES, run_study
from sweep import DTYPES, run_sweep

from jax_mish import _ext


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
    p.add_argument("--out", default=str(harness.RESULTS))
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
        harness.DISPATCH["sync"] = mode == "sync"
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
    if args.isa is not None and not _ext.cpu._select_isa(args.isa):
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
