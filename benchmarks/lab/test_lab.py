"""Smoke tests of the lab's tools (run by CI's "lab" leg, not the main suite):
they build and run, and what they report has the expected shape. Speed is
never asserted."""

from __future__ import annotations

import json
import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path

import harness
import jax.numpy as jnp
import pytest
import studies

from jax_mish._jax_mish_cpu import _cpu_supports
from jax_mish.testing import DTYPES

LAB = Path(__file__).resolve().parent
ROOT = LAB.parents[1]
# kernel_ns reports both loops of every dtype row, in the table's order, then
# both bias + Mish loops of every row.
LOOPS = [f"{op}_{d}" for d in DTYPES for op in ("mish", "grad")]
LOOPS += [f"bias_{op}_{d}" for d in DTYPES for op in ("mish", "grad")]


def test_loop_copies_of_the_plain_and_in_place_kernels():
    # What the in-place study reports: in a loop XLA copies the plain custom
    # call's result into the carry; the aliased call needs none.
    x = jnp.linspace(1.0, 4.0, 4096, dtype=jnp.float32)
    dy = jnp.ones_like(x)
    loop = {k: studies._looped(studies.LOOP_STEPS[k], 5) for k in ("plain", "in-place")}
    assert harness.compiled_loop_body_copies(loop["plain"], dy, x) == 1
    assert harness.compiled_loop_body_copies(loop["in-place"], dy, x) == 0


@pytest.mark.skipif(
    platform.machine() not in ("x86_64", "AMD64") or shutil.which("g++") is None,
    reason="kernel_ns.sh builds the x86-64 loops with g++",
)
def test_kernel_ns_compares_two_revisions():
    # The working tree against HEAD, on the baseline loops every x86-64 CPU runs.
    out = subprocess.run(
        ["bash", str(LAB / "kernel_ns.sh"), "--base", "HEAD", "--repeats", "2", "--isa"]
        + ["baseline", "512"],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=ROOT,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    lines = out.stdout.splitlines()
    assert lines[0].startswith("old: HEAD (") and "baseline:" in lines
    rows = [ln.split() for ln in lines[lines.index("baseline:") + 2 :]]
    assert [r[0] for r in rows] == LOOPS
    for r in rows:
        assert all(float(v) > 0 for v in r[1:5]), r
        assert all(re.fullmatch(r"\d+\.\d\dx", v) for v in r[5:7]), r


def _study(name: str, args: list[str], tmp_path: Path) -> dict:
    cmd = [sys.executable, str(LAB / "studies.py"), name, "--dtypes", "float32", "--reps", "1"]
    cmd += ["--min-sample-ms", "0.1", "--out", str(tmp_path), "--name", "smoke", *args]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    data = json.loads((tmp_path / "smoke.json").read_text())
    assert data["study"] == name and data["machine"]["cpu_model"]
    return data["result"]


def test_inplace_study_runs(tmp_path):
    res = _study("inplace", ["--log2", "10", "--loop-iters", "2"], tmp_path)
    (row,) = res["standalone"]
    assert set(row["median_us"]) == {
        "plain",
        "plain, dy donated",
        "in-place, dy live",
        "in-place, dy donated",
        "floor, dy donated",
    }
    (loop,) = res["fori_loop"]
    assert loop["loop_body_copies"] == {"plain": 1, "in-place": 0, "xla": 0, "floor": 0}
    assert all(v > 0 for v in loop["us_per_step"].values())


def test_tiling_study_runs(tmp_path):
    res = _study("tiling", ["--log2", "12"], tmp_path)
    blocks = [f"block {b >> 10}Ki" for b in studies.TILING_BLOCKS]
    assert [set(r["median_us"]) for r in res["block"]] == [{*blocks, "one thread"}] * 2
    assert [r["log2_n"] for r in res["threshold"]] == list(range(12, 19))
    assert len(res["default"]) == 2


@pytest.mark.skipif(
    not (_cpu_supports("avx512") and _cpu_supports("avx2")), reason="needs AVX2 and AVX-512"
)
def test_isa_study_runs(tmp_path):
    res = _study("isa", ["--log2", "4"], tmp_path)
    assert [(r["direction"], r["log2_n"]) for r in res["rows"]] == [("fwd", 4), ("bwd", 4)]
    for r in res["rows"]:
        assert set(r["median_us"]) == {"avx512", "avx2"}
        assert r["avx512_over_avx2"] > 0
    assert "| fwd | float32 | 2^4 |" in (tmp_path / "smoke.md").read_text()


def test_isa_study_table():
    # The isa study's Markdown report, from a result as the study records it
    # (runs on any CPU; the study itself needs AVX-512).
    row = {"direction": "bwd", "dtype": "bfloat16", "log2_n": 13, "avx512_over_avx2": 1.1}
    row |= {"median_us": {"avx512": 8.8, "avx2": 8.0}, "min_us": {"avx512": 7.5, "avx2": 7.7}}
    facts = harness.machine_facts()
    harness.note_load_end(facts)
    data = {"machine": facts, "reps": 3, "min_sample_ms": 10.0, "result": {"rows": [row]}}
    md = "\n".join(studies.isa_markdown(data))
    assert harness.facts_line(facts) in md
    assert "| bwd | bfloat16 | 2^13 | 8.80 | 8.00 | 1.100 | 0.974 |" in md


def test_bias_study_runs(tmp_path):
    res = _study("bias", ["--log2", "10", "--cols", "1", "64"], tmp_path)
    rows = res["rows"]
    assert [(r["direction"], r["shape"]) for r in rows] == [
        ("fwd", [1024, 1]),
        ("bwd", [1024, 1]),
        ("fwd", [16, 64]),
        ("bwd", [16, 64]),
    ]
    for r in rows:
        assert set(r["median_us"]) == {"fused", "plain", "unfused"}
        assert r["fused_over_plain"] > 0 and r["fused_over_unfused"] > 0
