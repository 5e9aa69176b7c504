"""What the CPU breakdown of bench_convnets.py predicts for a GPU: a roofline
estimate, not a measurement.

Each profiled part (``by`` in a bench_convnets JSON row: conv, activation,
BatchNorm, other; forward and backward) takes, on the GPU, the longer of its
FLOPs at a share of the tensor cores' peak and its bytes at a share of the
memory's bandwidth. Bytes and FLOPs per image are scaled by the pixel count
from the profiled resolution to ``--resolution``. The optimizer's update reads
parameters, gradients and momentum and writes parameters and momentum (20
bytes per float32 parameter per step): that part of ``other`` is shared by the
batch, so it is moved from the profiled batch to ``--batch``. Weights read by
the convolutions are not moved (they stay counted per image of the profiled
batch), which overstates the convolutions' bytes and so understates every
other part's share.

    python benchmarks/roofline.py benchmarks/results/bench_convnets_xeon_avx512.json

The defaults are an H100 SXM's published peaks (3.35 TB/s HBM3; 989 TFLOP/s
dense bfloat16, 494 TFLOP/s TF32, which XLA's default precision uses for
float32 convolutions), at 80% of the bandwidth and 50% of the peak FLOPs.
``scripts/gpu_check.sh`` measures what this only estimates.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import harness
from bench_convnets import FUSED_AWAY

OPTIMIZER_BYTES_PER_PARAM = 20  # SGD with momentum, float32: read p, g, m; write p, m
ACTIVATION_PARTS = ("activation", "batchnorm+activation", "conv+activation")


def estimate(row: dict[str, Any], variant: str, args: argparse.Namespace) -> dict[str, float]:
    """Seconds per image on the GPU for one variant of one row, and the
    shares of the activation and of what mish(x * s + t) would remove."""
    by = row["breakdown"][variant]["by"]
    scale = (args.resolution / row["resolution"]) ** 2 / row["batch"]
    tflops = args.bf16_tflops if row["dtype"] == "bfloat16" else args.tf32_tflops
    flop_rate = tflops * 1e12 * args.flop_efficiency
    byte_rate = args.bandwidth_tbs * 1e12 * args.bandwidth_efficiency
    optimizer = row["params"] * OPTIMIZER_BYTES_PER_PARAM  # bytes per step
    total = fused = act = 0.0
    for key, slot in by.items():
        part = key.split("/")[0]
        nbytes = slot["bytes"] * scale
        if key == "other/fwd/elementwise":
            # The update's bytes: per step, not per pixel.
            kept = max(slot["bytes"] - optimizer, 0.0)
            nbytes = kept * scale + optimizer / args.batch
        t = max(slot["flops"] * scale / flop_rate, nbytes / byte_rate)
        total += t
        fused += t if key in FUSED_AWAY else 0.0
        act += t if part in ACTIVATION_PARTS else 0.0
    return {"s_per_img": total, "fusion": fused / total, "activation": act / total}


def table(rows: Sequence[dict[str, Any]], args: argparse.Namespace) -> list[tuple[str, ...]]:
    body = []
    for r in rows:
        variants = [v for v, b in r["breakdown"].items() if b["by"]]
        if harness.BASE not in variants:
            continue
        est = {v: estimate(r, v, args) for v in variants}
        base = est[harness.BASE]["s_per_img"]
        for v in variants:
            e = est[v]
            body.append(
                (
                    r["model"],
                    r["dtype"],
                    v,
                    f"{1 / e['s_per_img']:.0f}",
                    f"{e['s_per_img'] / base:.3f}",
                    f"{e['activation']:.1%}",
                    f"{e['fusion']:.1%}",
                )
            )
    return body


HEADER = ("model", "dtype", "variant", "est. img/s", "est. v/nn", "activation", "fusion bound")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("json", type=Path, help="a bench_convnets.py JSON with a breakdown")
    p.add_argument("--resolution", type=int, default=224)
    p.add_argument("--batch", type=int, default=128)
    p.add_argument("--bandwidth-tbs", type=float, default=3.35)
    p.add_argument("--bf16-tflops", type=float, default=989.0)
    p.add_argument("--tf32-tflops", type=float, default=494.0)
    p.add_argument("--bandwidth-efficiency", type=float, default=0.8)
    p.add_argument("--flop-efficiency", type=float, default=0.5)
    args = p.parse_args(argv)
    data = json.loads(args.json.read_text())
    body = table(data["rows"], args)
    if not body:
        print(f"{args.json}: no row has a profile (run bench_convnets.py with --profile-steps > 0)")
        return 1
    settings = {k: v for k, v in vars(args).items() if k != "json"}
    cpu = data["machine"].get("cpu_model", "?")
    print(f"Roofline estimate from {args.json.name} ({cpu}): {settings}")
    print(harness.md_table(HEADER, body))
    return 0


if __name__ == "__main__":
    sys.exit(main())
