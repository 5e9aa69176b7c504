"""The CPU benchmark harness: its sampling rules and a tiny end-to-end run.

Speed itself is never asserted here; these tests pin down how the numbers are
taken, so that a change to the harness cannot silently favour one side.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("jm_bench", ROOT / "benchmarks" / "bench.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up there
    spec.loader.exec_module(mod)
    yield mod
    del sys.modules[spec.name]


class _Tracked:
    """A stand-in result that counts how many of its kind are alive."""

    alive = 0
    most = 0

    def __init__(self):
        type(self).alive += 1
        type(self).most = max(type(self).most, type(self).alive)

    def __del__(self):
        type(self).alive -= 1


@pytest.mark.parametrize("sync, most_alive", [(True, 2), (False, 12)])
def test_sample_holds_the_same_outputs_whatever_the_speed(bench, monkeypatch, sync, most_alive):
    # With synchronous dispatch a sample keeps only the latest result, so a
    # fast implementation with many calls per sample gets the allocator
    # conditions of a slow one; asynchronous calls must all be waited for.
    monkeypatch.setitem(bench._dispatch, "sync", sync)
    _Tracked.alive = _Tracked.most = 0
    cand = bench.Candidate("t", _Tracked, number=12)
    wall, cpu, faults = cand.run_sample()
    assert wall >= 0 and cpu >= 0 and faults >= 0
    assert _Tracked.most == most_alive  # of 13 calls: one untimed, then 12 timed
    assert _Tracked.alive == 0


def test_isa_environment_limits_xla_and_torch(bench):
    env = bench.isa_environment("avx2", {"XLA_FLAGS": "--xla_cpu_max_isa=AVX512 --foo=1"})
    assert env["XLA_FLAGS"].split() == ["--foo=1", "--xla_cpu_max_isa=AVX2"]
    assert env["ATEN_CPU_CAPABILITY"] == "avx2"
    assert bench.isa_environment("avx2", env) is None  # already limited: no restart
    base = bench.isa_environment("baseline", {})
    assert base["XLA_FLAGS"] == "--xla_cpu_max_isa=SSE4_2"
    assert base["ATEN_CPU_CAPABILITY"] == "default"


def test_cpu_busy_fraction_is_a_fraction(bench):
    busy = bench.cpu_busy_fraction(0.05)
    if busy is None:
        pytest.skip("no /proc/stat")
    assert 0.0 <= busy <= 1.0


def test_quick_run_writes_table_json_and_targets(tmp_path):
    # The smallest sweep (2^10, one round, no torch, no plot) in a fresh
    # process, as a user runs it.
    cmd = [
        sys.executable,
        str(ROOT / "benchmarks" / "bench.py"),
        "--quick",
        "--max-log2",
        "10",
        "--reps",
        "1",
        "--no-torch",
        "--no-plot",
        "--out",
        str(tmp_path),
        "--name",
        "smoke",
    ]
    # The environment is inherited as it is, so the script imports the same
    # jax_mish as this test (installed, or the checkout via PYTHONPATH).
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    data = json.loads((tmp_path / "smoke.json").read_text())
    rows = data["rows"]
    assert {(r["direction"], r["dtype"]) for r in rows} == {
        (d, t) for d in ("fwd", "bwd") for t in ("float32", "bfloat16", "float16")
    }
    for r in rows:
        assert r["n"] == 1024
        for name in ("jax_mish", "xla", "floor"):
            impl = r["impls"][name]
            assert impl["median_s"] > 0 and impl["calls_per_sample"] >= 1
            assert impl["page_faults_per_call"] >= 0
        assert r["ratios"]["speedup_vs_xla"] > 0 and r["ratios"]["time_vs_floor"] > 0
    assert data["settings"]["dispatch"] == "sync"
    # glibc takes the malloc settings; where mallopt refuses (another
    # allocator, a sanitizer's), the run says so and goes on with defaults.
    allocator = data["settings"]["allocator"]
    assert allocator.startswith("steady") or (
        allocator == "default" and "could not set malloc thresholds" in proc.stderr
    )
    # Only the targets at a measured size are judged: the four at 2^10.
    assert len(data["targets"]) == 4
    assert all(
        "2^10" in t["target"] and t["value"] > 0 and isinstance(t["met"], bool)
        for t in data["targets"]
    )
    table = (tmp_path / "smoke.md").read_text()
    assert "| fwd | float32 | 2^10 |" in table


# --- bench_e2e.py: training steps, paired ratios with bootstrap intervals -----


@pytest.fixture(scope="module")
def e2e():
    # bench_e2e imports bench.py and bench_train.py from its own folder, as a
    # script run there would.
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        spec = importlib.util.spec_from_file_location(
            "jm_bench_e2e", ROOT / "benchmarks" / "bench_e2e.py"
        )
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod
        spec.loader.exec_module(mod)
        yield mod
        del sys.modules[spec.name]
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))


def test_bootstrap_of_paired_ratios(e2e):
    rng = np.random.default_rng(3)
    # A shared, drifting machine: every round slows all variants alike.
    drift = 1.0 + rng.uniform(0.0, 0.5, 40)
    noise = lambda: rng.normal(1.0, 0.01, 40)  # noqa: E731
    samples = {
        "jax.nn.mish": drift * noise(),
        "ffi": 0.9 * drift * noise(),
        "xla": 0.95 * drift * noise(),
        "identity": 0.8 * drift * noise(),
    }
    stats = e2e.bootstrap(samples, n_boot=2000, seed=0)
    assert stats["jax.nn.mish"]["ratio"] == 1.0 and stats["jax.nn.mish"]["share"] is None
    for name, want_ratio, want_share in (
        ("ffi", 0.9, 0.5),
        ("xla", 0.95, 0.25),
        ("identity", 0.8, 1.0),
    ):
        lo, hi = stats[name]["ratio_ci95"]
        assert lo <= stats[name]["ratio"] <= hi
        # Pairing cancels the drift: the interval is about the 1% noise, not the 50% drift.
        assert lo < want_ratio < hi and hi - lo < 0.02, (name, lo, hi)
        slo, shi = stats[name]["share_ci95"]
        assert slo <= stats[name]["share"] <= shi and slo <= want_share <= shi, (name, slo, shi)
    # No measurable gain (identity as slow as jax.nn.mish): no share is claimed.
    flat = dict(samples, identity=drift * noise())
    assert all(v["share"] is None for v in e2e.bootstrap(flat, n_boot=500).values())


def test_e2e_quick_run_writes_json_and_markdown(tmp_path):
    cmd = [
        sys.executable,
        str(ROOT / "benchmarks" / "bench_e2e.py"),
        "--quick",
        "--models",
        "transformer",
        "--dtypes",
        "float32",
        "--rounds",
        "4",
        "--bootstrap",
        "500",
        "--out",
        str(tmp_path),
        "--name",
        "smoke",
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    data = json.loads((tmp_path / "smoke.json").read_text())
    assert data["variants"] == ["jax.nn.mish", "ffi", "xla", "identity"]
    assert data["settings"]["rounds"] == 4 and data["settings"]["quick"] is True
    (row,) = data["rows"]
    assert (row["model"], row["dtype"], row["steps_per_sample"]) == ("transformer", "float32", 1)
    assert row["median_step_s"]["ffi"] == pytest.approx(float(np.median(row["samples_s"]["ffi"])))
    for name in data["variants"]:
        for samples_key, stats_key in (("samples_s", "stats"), ("samples_cpu_s", "stats_cpu")):
            samples = row[samples_key][name]
            assert len(samples) == 4 and min(samples) > 0
            st = row[stats_key][name]
            ratios = np.asarray(samples) / np.asarray(row[samples_key]["jax.nn.mish"])
            assert st["ratio"] == pytest.approx(float(np.median(ratios)))
            lo, hi = st["ratio_ci95"]
            assert lo <= st["ratio"] <= hi
            if st["share"] is not None:
                assert st["share_ci95"][0] <= st["share"] <= st["share_ci95"][1]
    for clock, samples_key in (("wall", "samples_s"), ("cpu", "samples_cpu_s")):
        pair = row["xla_over_ffi"][clock]
        r = np.asarray(row[samples_key]["xla"]) / np.asarray(row[samples_key]["ffi"])
        assert pair["ratio"] == pytest.approx(float(np.median(r)))
        assert pair["ratio_ci95"][0] <= pair["ratio"] <= pair["ratio_ci95"][1]
    assert row["agreement"]["max_rel_grad_diff_ffi"] < 1e-3
    assert row["agreement"]["max_rel_grad_diff_xla"] < 1e-3
    table = (tmp_path / "smoke.md").read_text()
    assert "| model | dtype | nn ms | ffi/nn [95% CI] |" in table and "xla/ffi" in table
    assert table.count("| transformer | float32 |") == 2  # wall and CPU time
