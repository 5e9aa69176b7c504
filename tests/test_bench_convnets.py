"""benchmarks/convnets.py, bench_convnets.py and bench_shapes.py: the models
match their papers' sizes, the breakdown attributes what it profiles, and
tiny end-to-end runs write what the tables are made from.

Speed is never asserted here: the tests pin down what is measured and how it
is attributed, so that a change cannot silently measure something else.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

# benchmarks/ is on sys.path (conftest.py), as it is for the scripts there.
import bench_convnets
import convnets
import harness
import jax
import jax.numpy as jnp
import numpy as np
import pytest
import roofline
from flax import nnx

import jax_mish

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "name, params, activations",
    [
        # torchvision's ResNet-50; YOLOv4's Table 1 gives CSPDarknet-53 27.6 M.
        ("resnet50", 25_557_032, 1 + 16 * 3),
        # Every convolution but none is followed by Mish: stem, and per stage
        # down, split, bypass, two transitions and two per block.
        ("cspdarknet53", 27_642_184, 1 + 5 * 5 + 2 * (1 + 2 + 8 + 8 + 4)),
    ],
)
def test_models_have_their_papers_sizes(name, params, activations):
    model = nnx.eval_shape(lambda: convnets.build(name, jax.nn.mish, jnp.float32))
    assert convnets.param_count(model) == params
    assert bench_convnets.count_activations(name, False, 64) == activations


def test_mixed_precision_keeps_parameters_and_statistics_in_float32():
    seen = []

    def act(x):
        seen.append(x.dtype)
        return jax.nn.mish(x)

    layer = convnets.ConvBN(3, 8, 3, 1, act, jnp.bfloat16, nnx.Rngs(0))  # every conv is one
    out = nnx.jit(lambda m, x: m(x))(layer, jnp.ones((2, 8, 8, 3), jnp.bfloat16))
    assert out.dtype == jnp.bfloat16 and seen == [jnp.bfloat16]  # activations in bfloat16
    kept = jax.tree.leaves(nnx.state(layer, nnx.Param))
    kept += jax.tree.leaves(nnx.state(layer, nnx.BatchStat))
    assert {v.dtype for v in kept} == {jnp.dtype(jnp.float32)}
    assert float(jnp.abs(layer.bn.mean[...]).max()) > 0  # statistics updated


def _layer(act):
    """conv -> a BatchNorm-like normalisation -> act -> conv, in the scopes
    the models use, and the gradient of a loss of it."""

    def f(w1, w2, scale, x):
        def conv(h, w):
            with jax.named_scope("conv"):
                return jax.lax.conv_general_dilated(
                    h, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")
                )

        h = conv(x, w1)
        with jax.named_scope("batchnorm"):
            mean = h.mean(axis=(0, 1, 2))
            var = ((h - mean) ** 2).mean(axis=(0, 1, 2))
            h = (h - mean) * jax.lax.rsqrt(var + 1e-5) * scale
        h = convnets.activate(act, h)
        return (conv(h, w2) ** 2).mean()

    return jax.jit(jax.grad(f, argnums=(0, 1, 2)))


def _layer_args():
    rng = np.random.default_rng(0)
    shapes = [(3, 3, 4, 8), (3, 3, 8, 8), (8,), (2, 16, 16, 4)]
    return [jnp.asarray(rng.standard_normal(s), jnp.float32) for s in shapes]


def test_breakdown_attributes_each_op_by_what_it_computes():
    args = _layer_args()
    hlo = _layer(jax_mish.mish).lower(*args).compile().as_text()
    info = bench_convnets.classify_ops(hlo)
    targets = {n: t for n, line in _entry_lines(hlo) if (t := bench_convnets._TARGET.search(line))}
    assert {t.group(1) for t in targets.values()} == {"jax_mish_fwd", "jax_mish_grad"}
    for name, t in targets.items():
        want = "bwd" if t.group(1) == "jax_mish_grad" else "fwd"
        assert (info[name]["part"], info[name]["direction"]) == ("activation", want)
    parts = {(info[n]["part"], info[n]["direction"], info[n]["kind"]) for n, _ in _entry_lines(hlo)}
    assert {("batchnorm", "fwd", "reduce"), ("batchnorm", "bwd", "reduce")} <= parts, parts
    assert {("conv", "fwd"), ("conv", "bwd")} <= {p[:2] for p in parts}, parts
    # Forward (2 convolutions), the second's input gradient and both
    # kernels' gradients: 5 convolutions of 2 * 2*16*16*8 * 9 * Cin each.
    per_cin = 2 * 2 * 16 * 16 * 8 * 9
    assert bench_convnets.step_flops(hlo) == per_cin * (4 + 8 + 8 + 4 + 8)
    # XLA's own Mish fuses with BatchNorm's elementwise ops: no custom call.
    nn_hlo = _layer(jax.nn.mish).lower(*args).compile().as_text()
    nn_parts = {v["part"] for v in bench_convnets.classify_ops(nn_hlo).values()}
    assert "jax_mish" not in nn_hlo and "batchnorm+activation" in nn_parts, nn_parts


def _entry_lines(hlo):
    import re

    entry = re.search(r"^ENTRY\s+%?([\w.-]+)", hlo, re.M).group(1)
    for line in harness.hlo_computations(hlo)[entry]:
        if m := bench_convnets._INSTR.match(line):
            yield m.group(1), line


def test_profile_times_the_ops_of_the_compiled_program():
    args = _layer_args()
    fn = _layer(jax_mish.mish)
    compiled = fn.lower(*args).compile()
    times = harness.profile_ops(lambda: compiled(*args), 2)
    names = dict(_entry_lines(compiled.as_text()))
    assert times and set(times) <= set(names), set(times) - set(names)
    assert all(t > 0 for t in times.values())
    called = [n for n, line in names.items() if "jax_mish_grad" in line]
    assert called and set(called) <= set(times)


def _run(script: str, args: list[str], tmp_path: Path, timeout: int) -> tuple[dict, str, str]:
    cmd = [sys.executable, str(ROOT / "benchmarks" / script), *args]
    cmd += ["--out", str(tmp_path), "--name", "smoke"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    data = json.loads((tmp_path / "smoke.json").read_text())
    return data, (tmp_path / "smoke.md").read_text(), proc.stdout


@pytest.mark.slow
def test_convnets_quick_run_writes_every_variant_and_the_breakdown(tmp_path):
    # bfloat16: the mixed-precision path, checked against the float32 model.
    data, md, _ = _run(
        "bench_convnets.py",
        ["--quick", "--models", "resnet50", "--dtypes", "bfloat16", "--bootstrap", "200"],
        tmp_path,
        timeout=1200,
    )
    (row,) = data["rows"]
    assert (row["model"], row["dtype"], row["batch"], row["resolution"]) == (
        "resnet50",
        "bfloat16",
        4,
        64,
    )
    variants = list(bench_convnets.VARIANTS)
    assert data["settings"]["variants"] == variants and list(row["samples_s"]) == variants
    for name in variants:
        samples = row["samples_s"][name]
        assert len(samples) == 2 and min(samples) > 0
        assert row["images_per_s"][name] == pytest.approx(4 / float(np.median(samples)))
        st = row["stats"][name]
        ratios = np.asarray(samples) / np.asarray(row["samples_s"]["jax.nn.mish"])
        assert st["ratio"] == pytest.approx(float(np.median(ratios)))
        assert st["ratio_ci95"][0] <= st["ratio"] <= st["ratio_ci95"][1]
    # Every variant but identity agreed with the float32 reference.
    agreement = row["agreement"]
    assert {k for k in agreement if k.startswith("loss_")} == {
        *(f"loss_{v}" for v in variants if v != "identity"),
        "loss_reference",
    }
    # rewrite found Mish in the whole step, forward and backward alike.
    sites = row["lowering"]["rewrite(step)"]["sites"]
    assert 0 < sites["forward"] == sites["backward"] <= row["activations"] == 13
    assert row["conv_flops_per_step"] > 0
    # The breakdown names every op it timed; identity has no activation,
    # the kernels' variants run theirs as custom calls.
    for name, b in row["breakdown"].items():
        assert b["unattributed_s"] == 0 and b["ops_s"] > 0, name
        assert sum(s["share"] for s in b["by"].values()) == pytest.approx(1.0)
    assert bench_convnets.share(row["breakdown"]["identity"], "activation") == 0
    assert bench_convnets.share(row["breakdown"]["patch"], "activation") > 0
    # Wall and CPU time, a breakdown and a traffic line per variant, the sites.
    assert md.count("| resnet50 | bfloat16 | 4 |") == 3 + 2 * len(variants)
    assert "partial" not in data


@pytest.mark.slow
def test_shapes_quick_run_compares_each_shape_with_its_reference(tmp_path):
    data, md, _ = _run("bench_shapes.py", ["--quick", "--bootstrap", "200"], tmp_path, 600)
    batch = data["batch"]
    assert {(r["direction"], r["dtype"]) for r in batch} == {
        (d, t) for d in ("fwd", "bwd") for t in ("float32", "bfloat16")
    }
    for r in batch:
        assert r["elements"] == r["batch"] * r["features"] and r["elements_per_s"] > 0
        # split exists only above 1,024 rows; the reference is 1.0 exactly.
        assert (r["impl"] == "split") <= (r["batch"] > 1024)
        if r["batch"] == 1024 and r["impl"] != "split":
            assert r["per_element_vs_ref"] == 1.0
        lo, hi = r["per_element_vs_ref_ci95"]
        assert lo <= r["per_element_vs_ref"] <= hi
        assert r["page_faults_per_call"] >= 0
        # Against the same-traffic op at the same shape, in the same rounds.
        assert r["vs_floor"] == 1.0 if r["impl"] == "floor" else r["vs_floor"] > 0
    features = data["features"]
    assert {r["impl"] for r in features} == {"jax_mish", "bias", "xla", "floor"}
    assert {r["cols"] - r["n"] for r in features} == {0, 1, 7, 63}
    for r in features:
        assert r["per_element_vs_ref"] == 1.0 or r["cols"] != r["n"]
    assert "## Batch size" in md and "## Feature size" in md
    assert "| bwd | bfloat16 | 64 | 127 |" in md


def test_roofline_takes_the_longer_of_flops_and_bytes_and_moves_the_update():
    def row(variant_parts):
        return {
            "model": "m",
            "dtype": "bfloat16",
            "batch": 2,
            "resolution": 112,
            "params": 10**6,
            "breakdown": {v: {"by": by} for v, by in variant_parts.items()},
        }

    gb = 1e9
    # 1 GB/s and 1 GFLOP/s machine rates make seconds easy to read.
    args = argparse.Namespace(
        resolution=224,
        batch=128,
        bandwidth_tbs=1e-3,
        bf16_tflops=1e-3,
        tf32_tflops=1e-3,
        bandwidth_efficiency=1.0,
        flop_efficiency=1.0,
    )
    nn = {
        "conv/fwd/elementwise": {"bytes": 2 * gb, "flops": 8 * gb},  # flop bound: 8 s/step
        "activation/fwd/elementwise": {"bytes": 2 * gb, "flops": 0},
        "batchnorm/fwd/elementwise": {"bytes": 1 * gb, "flops": 0},
        "other/fwd/elementwise": {"bytes": 20e6 + 0.5 * gb, "flops": 0},  # the update + 0.5 GB
    }
    r = row({"jax.nn.mish": nn, "identity": {k: v for k, v in nn.items() if "activation" not in k}})
    e = roofline.estimate(r, "jax.nn.mish", args)
    scale = 4 / 2  # 4x the pixels, per image of a batch of 2
    want = (8 + 2 + 1 + 0.5) * scale + 20e6 / 128 / gb
    assert e["s_per_img"] == pytest.approx(want)
    assert e["activation"] == pytest.approx(2 * scale / want)
    assert e["fusion"] == pytest.approx(1 * scale / want)
    (nn_row, id_row) = roofline.table([r], args)
    assert nn_row[2:5] == ("jax.nn.mish", f"{1 / want:.0f}", "1.000")
    assert float(id_row[4]) == pytest.approx((want - 2 * scale) / want, abs=1e-3)
