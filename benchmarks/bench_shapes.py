"""Throughput of jax_mish's kernels by shape, against two claims of the
design this library implements: (a) throughput drops about 15% above a
batch of 1,024 unless the batch is split; (b) feature sizes that are not a
multiple of 64 lose performance and should be padded.

``batch``: x of [B, F] for B = 1, 2, 4, ..., 4096 and F features per sample
(--features: 1024, a Dense layer; 25088 = 7 x 7 x 512, ResNet-50's conv5
activation at 224 x 224). ``mish`` and ``mish_grad`` against ``jax.nn.mish``
and XLA's gradient of it (``xla``) and the same-traffic op (``floor``); above
B = 1,024 also the kernels called on chunks of 1,024 rows in turn, each an
array of its own (``split``, the claimed remedy).

``features``: x of [R, n + k] for n = 64, 128, ..., 2048 and k = 0, 1, 7,
63, R chosen so that x holds about 2^20 elements: the plain kernels (which
see only the element count), the fused ``mish(x, bias=b)`` with b of n + k
(whose loops walk x in rows of b's length), XLA and the floor.

Every shape of a group (one F or n, a dtype, a direction) is timed in the
same interleaved rounds (harness.measure), so the time per element at each
B (or n + k) is compared with that at B = 1,024 (or n) round by round: the
median of the per-round ratios with a 95% bootstrap interval (> 1: slower
per element). The method: docs/performance.md, "Method".

    python benchmarks/bench_shapes.py                     # both sweeps
    python benchmarks/bench_shapes.py --sweeps features --dtypes float32
    python benchmarks/bench_shapes.py --quick             # small shapes, a smoke run
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import bench
import harness
import jax
import numpy as np
from harness import Candidate

JM, XLA, FLOOR, SPLIT, BIAS = bench.JM, bench.XLA, bench.FLOOR, "split", "bias"
SPLIT_ROWS = 1024  # the claimed remedy: chunks of this many rows


def batch_group(direction: str, dtype: str, features: int, batches: Sequence[int]) -> list:
    """The candidates of one group of the batch sweep: (name, rows, Candidate)."""
    out = []
    x_all, dy_all = bench.make_inputs(max(batches) * features, bench.DTYPES[dtype])
    fwd = direction == "fwd"
    for b in batches:
        x_np, dy_np = (a[: b * features].reshape(b, features) for a in (x_all, dy_all))
        x, dy = jax.device_put(x_np), jax.device_put(dy_np)
        for name, f in (bench.JIT_FWD if fwd else bench.JIT_BWD).items():
            call = (lambda f=f, x=x: f(x)) if fwd else (lambda f=f, x=x, g=dy: f(g, x))
            out.append((name, b, Candidate(f"{name}@{b}", call)))
        if b > SPLIT_ROWS:  # the batch split: its chunks, arrays of their own, in turn
            rows = [slice(i, i + SPLIT_ROWS) for i in range(0, b, SPLIT_ROWS)]
            xs = [jax.device_put(x_np[r]) for r in rows]
            gs = [jax.device_put(dy_np[r]) for r in rows]
            if fwd:
                split = partial(_each, bench.JIT_FWD[JM], xs)
            else:
                split = partial(_each, bench.JIT_BWD[JM], gs, xs)
            out.append((SPLIT, b, Candidate(f"{SPLIT}@{b}", split)))
    return out


def _each(f: Callable[..., jax.Array], *chunks: Sequence[jax.Array]) -> list[jax.Array]:
    """``f`` on each chunk (of every argument) in turn."""
    return [f(*args) for args in zip(*chunks)]


def feature_group(direction: str, dtype: str, n: int, offsets: Sequence[int], elems: int) -> list:
    """The candidates of one group of the feature sweep: (name, cols, Candidate)."""
    out = []
    for k in offsets:
        cols = n + k
        rows = max(1, elems // cols)
        x, dy = bench.make_inputs(rows * cols, bench.DTYPES[dtype])
        x, dy = (jax.device_put(a.reshape(rows, cols)) for a in (x, dy))
        b = jax.device_put(np.asarray(x[0]) * 0.5)
        if direction == "fwd":
            ops: dict[str, Callable[[], Any]] = {
                JM: lambda x=x: bench.JIT_FWD[JM](x),
                BIAS: lambda x=x, b=b: bench.BIAS_FWD[bench.FUSED](x, b),
                XLA: lambda x=x: bench.JIT_FWD[XLA](x),
                FLOOR: lambda x=x: bench.JIT_FWD[FLOOR](x),
            }
        else:
            ops = {
                JM: lambda x=x, g=dy: bench.JIT_BWD[JM](g, x),
                BIAS: lambda x=x, g=dy, b=b: bench.BIAS_BWD[bench.FUSED](g, x, b),
                XLA: lambda x=x, g=dy: bench.JIT_BWD[XLA](g, x),
                FLOOR: lambda x=x, g=dy: bench.JIT_BWD[FLOOR](g, x),
            }
        out += [(name, cols, Candidate(f"{name}@{cols}", call)) for name, call in ops.items()]
    return out


def compare(
    group: list, elements: dict[int, int], ref: int, args: argparse.Namespace
) -> list[dict[str, Any]]:
    """Times a group's candidates in interleaved rounds; per candidate its
    median time, elements/s and page faults per call, its time per element
    over the same implementation's at ``ref`` in the same round (the split
    kernels against the plain ones at ``ref``), and its time over the floor's
    at its own shape (medians over rounds, 95% intervals)."""
    cands = [c for _, _, c in group]
    harness.measure(cands, args.reps, args.min_sample_ms / 1e3)
    per_elem = {(name, size): np.asarray(c.samples) / elements[size] for name, size, c in group}

    def ratio(r: np.ndarray) -> tuple[float, list[float]]:
        stat, _ = harness.median_ci(r, args.bootstrap, args.seed)
        return stat["ratio"], stat["ratio_ci95"]

    out = []
    for name, size, c in group:
        row = {"impl": name, "size": size, "elements": elements[size], "median_s": c.median()}
        row["elements_per_s"] = elements[size] / c.median()
        row["calls_per_sample"] = c.number
        row["page_faults_per_call"] = float(np.median(c.fault_samples))
        if (base := per_elem.get((JM if name == SPLIT else name, ref))) is not None:
            row["per_element_vs_ref"], row["per_element_vs_ref_ci95"] = ratio(
                per_elem[name, size] / base
            )
        if (floor := per_elem.get((FLOOR, size))) is not None:
            row["vs_floor"], row["vs_floor_ci95"] = ratio(per_elem[name, size] / floor)
        out.append(row)
    return out


def run_batch(args: argparse.Namespace) -> list[dict[str, Any]]:
    rows = []
    groups = [(f, t, d) for f in args.features for t in args.dtypes for d in ("fwd", "bwd")]
    for i, (f, dtype, direction) in enumerate(groups, 1):
        print(f"batch [{i}/{len(groups)}] {direction} {dtype} F={f}", file=sys.stderr, flush=True)
        group = batch_group(direction, dtype, f, args.batches)
        elements = {b: b * f for b in args.batches}
        ref = SPLIT_ROWS if SPLIT_ROWS in args.batches else max(args.batches)
        for r in compare(group, elements, ref, args):
            rows.append(
                {"direction": direction, "dtype": dtype, "features": f, "batch": r.pop("size"), **r}
            )
    return rows


def run_features(args: argparse.Namespace) -> list[dict[str, Any]]:
    rows = []
    groups = [(n, t, d) for n in args.sizes for t in args.dtypes for d in ("fwd", "bwd")]
    for i, (n, dtype, direction) in enumerate(groups, 1):
        print(
            f"features [{i}/{len(groups)}] {direction} {dtype} n={n}", file=sys.stderr, flush=True
        )
        group = feature_group(direction, dtype, n, args.offsets, args.elements)
        elements = {n + k: max(1, args.elements // (n + k)) * (n + k) for k in args.offsets}
        for r in compare(group, elements, n, args):
            cols = r.pop("size")
            rows.append({"direction": direction, "dtype": dtype, "n": n, "cols": cols, **r})
    return rows


def _ratio(r: dict[str, Any] | None, key: str = "per_element_vs_ref") -> str:
    if r is None or key not in r:
        return "-"
    return harness.fmt_ci(r, key)


def _rate(r: dict[str, Any] | None) -> str:
    return "-" if r is None else f"{r['elements_per_s'] / 1e9:.3f}"


def batch_table(rows: Sequence[dict[str, Any]]) -> tuple[tuple[str, ...], list[tuple]]:
    """One line per (direction, dtype, F, B): each implementation's elements/s,
    jax_mish's (and the split kernels') time per element against B = 1,024's,
    jax_mish's time over the floor's, and its page faults per call."""
    header = ("dir", "dtype", "F", "B", "jax_mish Gelem/s", "xla Gelem/s", "floor Gelem/s")
    header += ("split Gelem/s", "jax_mish per elem vs 1024", "split per elem vs 1024")
    header += ("jax_mish/floor", "faults/call")
    by = {(r["direction"], r["dtype"], r["features"], r["batch"], r["impl"]): r for r in rows}
    body = []
    for key in dict.fromkeys(k[:4] for k in by):
        cells = [by.get((*key, impl)) for impl in (JM, XLA, FLOOR, SPLIT)]
        row = (key[0], key[1], str(key[2]), str(key[3]), *(_rate(c) for c in cells))
        faults = "-" if cells[0] is None else f"{cells[0]['page_faults_per_call']:.0f}"
        row += (_ratio(cells[0]), _ratio(cells[3]), _ratio(cells[0], "vs_floor"), faults)
        body.append(row)
    return header, body


def feature_table(rows: Sequence[dict[str, Any]]) -> tuple[tuple[str, ...], list[tuple]]:
    """One line per (direction, dtype, n, n + k): elements/s and time per
    element against n's, for the plain kernels, the bias kernels, XLA and
    the floor."""
    header = ("dir", "dtype", "n", "cols", "jax_mish Gelem/s", "bias Gelem/s", "xla Gelem/s")
    header += ("jax_mish vs n", "bias vs n", "xla vs n", "floor vs n")
    by = {(r["direction"], r["dtype"], r["n"], r["cols"], r["impl"]): r for r in rows}
    body = []
    for key in dict.fromkeys(k[:4] for k in by):
        cells = [by.get((*key, impl)) for impl in (JM, BIAS, XLA, FLOOR)]
        row = (key[0], key[1], str(key[2]), str(key[3]), *(_rate(c) for c in cells[:3]))
        body.append((*row, *(_ratio(c) for c in cells)))
    return header, body


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sweeps", default="batch,features", help="comma-separated")
    p.add_argument("--dtypes", default="float32,bfloat16", help="comma-separated")
    p.add_argument("--batches", default=None, help="default 1,2,4,...,4096")
    p.add_argument("--features", default=None, help="batch sweep: features per sample")
    p.add_argument("--sizes", default=None, help="feature sweep: n (default 64,...,2048)")
    p.add_argument("--offsets", default="0,1,7,63", help="feature sweep: k")
    p.add_argument("--elements", type=int, default=None, help="feature sweep: ~elements of x")
    p.add_argument("--reps", type=int, default=None, help="interleaved rounds (default 11)")
    p.add_argument("--min-sample-ms", type=float, default=None, help="default 10; --quick 1")
    p.add_argument("--bootstrap", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--quick", action="store_true", help="small shapes, few rounds")
    p.add_argument("--out", default=str(harness.RESULTS))
    p.add_argument("--name", default="bench_shapes")
    a = p.parse_args(argv)
    defaults = {
        "batches": (",".join(str(1 << i) for i in range(13)), "1,1024,2048"),
        "features": ("1024,25088", "64"),
        "sizes": ("64,128,256,512,1024,2048", "64,512"),
        "elements": (1 << 20, 1 << 14),
        "reps": (11, 3),
        "min_sample_ms": (10.0, 1.0),
    }
    for k, (full, quick) in defaults.items():
        if getattr(a, k) is None:
            setattr(a, k, quick if a.quick else full)
    a.sweeps, a.dtypes = a.sweeps.split(","), a.dtypes.split(",")
    for k in ("batches", "features", "sizes", "offsets"):
        setattr(a, k, [int(v) for v in str(getattr(a, k)).split(",")])
    if bad := [s for s in a.sweeps if s not in ("batch", "features")]:
        p.error(f"unknown sweep: {', '.join(bad)}")
    if bad := [d for d in a.dtypes if d not in bench.DTYPES]:
        p.error(f"unknown dtype: {', '.join(bad)}")
    if 0 not in a.offsets or a.reps < 2 or a.bootstrap < 100:
        p.error("need k = 0 among --offsets, --reps >= 2 and --bootstrap >= 100")
    return a


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    jax.config.update("jax_enable_x64", "float64" in args.dtypes)
    bench.set_dispatch("sync")
    allocator = bench.set_allocator("steady")
    facts = harness.machine_facts()
    harness.start_report(facts)
    t0 = time.perf_counter()
    data: dict[str, Any] = {"machine": facts}
    keys = ("sweeps", "dtypes", "batches", "features", "sizes", "offsets", "elements", "reps")
    data["settings"] = {k: getattr(args, k) for k in keys} | {"allocator": allocator}
    data["settings"].update(min_sample_ms=args.min_sample_ms, split_rows=SPLIT_ROWS)
    md = ["# jax_mish kernels by shape", "", f"Machine: {harness.facts_line(facts)}.", ""]
    with jax.default_device(jax.devices("cpu")[0]):
        if "batch" in args.sweeps:
            data["batch"] = run_batch(args)
        if "features" in args.sweeps:
            data["features"] = run_features(args)
    harness.note_load_end(facts)
    data["settings"]["elapsed_s"] = round(time.perf_counter() - t0, 1)
    md[2] = f"Machine: {harness.facts_line(facts)}."
    if warn := harness.busy_warning(facts):
        md += [f"**{warn[0].upper() + warn[1:]}.**", ""]
    md += [
        f"{args.reps} interleaved rounds; in each, every shape of a group (one F or n, a "
        "dtype, a direction) is timed once (each sample >= "
        f"{args.min_sample_ms} ms of calls, sync CPU dispatch, {allocator.split()[0]} "
        "malloc settings). `Gelem/s`: elements per second from the median time. "
        "`vs 1024` / `vs n`: time per element over the same implementation's at "
        "B = 1,024 (n features) in the same round, median over rounds with a 95% "
        "bootstrap interval (> 1: slower per element); `split` (the kernels called on "
        f"chunks of {SPLIT_ROWS} rows in turn) is compared with jax_mish at B = 1,024. "
        "`jax_mish/floor`: jax_mish's time over the same-traffic op's at the same shape "
        "in the same round; `faults/call`: jax_mish's minor page faults per call (a "
        "freshly mapped output faults once per page).",
        "",
    ]
    if "batch" in data:
        header, body = batch_table(data["batch"])
        print(harness.text_table(header, body))
        md += ["## Batch size", "", harness.md_table(header, body), ""]
    if "features" in data:
        header, body = feature_table(data["features"])
        print(harness.text_table(header, body))
        md += ["## Feature size", "", harness.md_table(header, body), ""]
    out = harness.write_results(args.out, args.name, data, md)
    print(f"wrote {out / args.name}.md, .json ({data['settings']['elapsed_s']:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
