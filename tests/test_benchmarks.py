"""The CPU benchmark harness: its sampling rules and a tiny end-to-end run.

Speed itself is never asserted here; these tests pin down how the numbers are
taken, so that a change to the harness cannot silently favour one side.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

# benchmarks/ is on sys.path (conftest.py), as it is for the scripts there.
import bench
import bench_e2e
import bench_gpu
import harness
import jax.numpy as jnp
import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]


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
def test_sample_holds_the_same_outputs_whatever_the_speed(monkeypatch, sync, most_alive):
    # With synchronous dispatch a sample keeps only the latest result, so a
    # fast implementation with many calls per sample gets the allocator
    # conditions of a slow one; asynchronous calls must all be waited for.
    monkeypatch.setitem(harness.DISPATCH, "sync", sync)
    _Tracked.alive = _Tracked.most = 0
    cand = harness.Candidate("t", _Tracked, number=12)
    wall, cpu, faults = cand.run_sample()
    assert wall >= 0 and cpu >= 0 and faults >= 0
    assert _Tracked.most == most_alive  # of 13 calls: one untimed, then 12 timed
    assert _Tracked.alive == 0


def test_isa_environment_limits_xla():
    env = bench.isa_environment("avx2", {"XLA_FLAGS": "--xla_cpu_max_isa=AVX512 --foo=1"})
    assert env["XLA_FLAGS"].split() == ["--foo=1", "--xla_cpu_max_isa=AVX2"]
    assert bench.isa_environment("avx2", env) is None  # already limited: no restart
    base = bench.isa_environment("baseline", {})
    assert base["XLA_FLAGS"] == "--xla_cpu_max_isa=SSE4_2"


def test_cpu_busy_fraction_is_a_fraction():
    busy = harness.cpu_busy_fraction(0.05)
    if busy is None:
        pytest.skip("no /proc/stat")
    assert 0.0 <= busy <= 1.0


# Compiled HLO text as XLA prints it: a while loop whose body holds an array
# copy, a scalar copy (the counter: free), an array copy-start (a tuple shape
# led by the destination) and a call into a computation with one more copy;
# the entry and the loop condition hold copies that run once or copy nothing.
_HLO = """HloModule jit_f, entry_computation_layout={(f32[8]{0})->f32[8]{0}}

%inner.1 (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  ROOT %copy.9 = f32[8]{0} copy(f32[8]{0} %p)
}

%body.2 (arg: (s32[], f32[8])) -> (s32[], f32[8]) {
  %arg = (s32[], f32[8]{0}) parameter(0)
  %i = s32[] get-tuple-element((s32[], f32[8]{0}) %arg), index=0
  %copy.1 = s32[] copy(s32[] %i)
  %v = f32[8]{0} get-tuple-element((s32[], f32[8]{0}) %arg), index=1
  %copy.2 = f32[8]{0} copy(f32[8]{0} %v), metadata={op_name="jit(f)/copy"}
  %cs = (f32[8]{0}, f32[8]{0}, u32[]) copy-start(f32[8]{0} %copy.2)
  %cd = f32[8]{0} copy-done((f32[8]{0}, f32[8]{0}, u32[]) %cs)
  %w = f32[8]{0} call(f32[8]{0} %cd), to_apply=%inner.1
  ROOT %t = (s32[], f32[8]{0}) tuple(s32[] %copy.1, f32[8]{0} %w)
}

%cond.3 (arg: (s32[], f32[8])) -> pred[] {
  %arg = (s32[], f32[8]{0}) parameter(0)
  %v = f32[8]{0} get-tuple-element((s32[], f32[8]{0}) %arg), index=1
  %copy.3 = f32[8]{0} copy(f32[8]{0} %v)
  ROOT %c = pred[] constant(true)
}

ENTRY %main.4 (x: f32[8]) -> f32[8] {
  %x = f32[8]{0} parameter(0)
  %copy.4 = f32[8]{0} copy(f32[8]{0} %x)
  %z = s32[] constant(0)
  %init = (s32[], f32[8]{0}) tuple(s32[] %z, f32[8]{0} %copy.4)
  %while.5 = (s32[], f32[8]{0}) while((s32[], f32[8]{0}) %init), condition=%cond.3, body=%body.2
  ROOT %out = f32[8]{0} get-tuple-element((s32[], f32[8]{0}) %while.5), index=1
}
"""


def test_loop_body_copies_counts_array_copies_run_per_step():
    comps = harness.hlo_computations(_HLO)
    assert set(comps) == {"inner.1", "body.2", "cond.3", "main.4"}
    assert len(comps["body.2"]) == 9
    # copy.2, the copy-start and copy.9 in the called computation.
    assert harness.loop_body_copies(_HLO) == 3
    assert harness.loop_body_copies(_HLO.replace("body=%body.2", "body=%cond.3")) == 1
    assert harness.loop_body_copies(_HLO.replace("while(", "call(")) == 0


def test_loop_copies_of_the_plain_and_in_place_kernels():
    # What bench_gpu.py reports (and benchmarks/lab/studies.py inplace, tested with the
    # lab): in a loop XLA copies the plain custom call's result into the
    # carry; the aliased call needs none.
    x = jnp.linspace(1.0, 4.0, 4096, dtype=jnp.float32)
    dy = jnp.ones_like(x)
    for ops, args in ((bench_gpu.FWD, (x,)), (bench_gpu.BWD, (dy, x))):
        hlo = {k: bench_gpu._loop(ops[k], 5).lower(*args).compile().as_text() for k in ops}
        assert {k: harness.loop_body_copies(h) for k, h in hlo.items()} == {
            "copy": 0,
            "xla": 0,
            "jax_mish": 1,
            "in_place": 0,
        }
    # The bias steps: the fused forward's result is copied like the plain
    # one's, the aliased one's is not; the fused backward through jax.vjp
    # writes dx over the cotangent, and the unfused pair's plain mish_grad
    # (which never aliases) is copied.
    xb, gb = x.reshape(64, 64), dy.reshape(64, 64)
    b = xb[0] * 0.5
    bias = {"fwd": (bench_gpu.BIAS_FWD, (xb, b)), "bwd": (bench_gpu.BIAS_BWD, (gb, xb, b, b))}
    copies = {}
    for direction, (ops, args) in bias.items():
        for k, op in ops.items():
            hlo = bench_gpu._loop(op, 5).lower(*args).compile().as_text()
            copies[direction, k] = harness.loop_body_copies(hlo)
    assert copies == {
        ("fwd", "copy"): 0,
        ("fwd", "xla"): 0,
        ("fwd", "unfused"): 0,
        ("fwd", "jax_mish"): 1,
        ("fwd", "in_place"): 0,
        ("bwd", "copy"): 0,
        ("bwd", "xla"): 0,
        ("bwd", "unfused"): 1,
        ("bwd", "jax_mish"): 0,
    }


def test_tables():
    header, body = ("a", "n", "x"), [("fwd", "2^10", "1.5"), ("bwd", "2^12", "-")]
    assert harness.text_table(header, body).splitlines() == [
        "  a     n    x",
        "fwd  2^10  1.5",
        "bwd  2^12    -",
    ]
    assert harness.md_table(header, body).splitlines()[:2] == ["| a | n | x |", "|:---|---:|---:|"]


def _run_script(script: str, args: list[str], tmp_path: Path, timeout: int) -> tuple[dict, str]:
    """Runs benchmarks/<script> in a fresh process, writing into tmp_path as
    "smoke"; returns the JSON it wrote and its stderr. The environment is
    inherited as it is, so the script imports the same jax_mish as this test
    (installed, or the checkout via PYTHONPATH)."""
    cmd = [sys.executable, str(ROOT / "benchmarks" / script), *args]
    cmd += ["--out", str(tmp_path), "--name", "smoke"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads((tmp_path / "smoke.json").read_text()), proc.stderr


def test_quick_run_writes_table_json_and_targets(tmp_path):
    # The smallest sweep (2^10, one round, no plot) in a fresh process, as a user runs it.
    data, stderr = _run_script(
        "bench.py",
        ["--quick", "--max-log2", "10", "--reps", "1", "--no-plot"],
        tmp_path,
        timeout=600,
    )
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
        allocator == "default" and "could not set malloc thresholds" in stderr
    )
    # Only the targets at a measured size are judged: the four at 2^10.
    assert len(data["targets"]) == 4
    assert all(
        "2^10" in t["target"] and t["value"] > 0 and isinstance(t["met"], bool)
        for t in data["targets"]
    )
    table = (tmp_path / "smoke.md").read_text()
    assert "| fwd | float32 | 2^10 |" in table


def test_bias_quick_run_writes_every_variant(tmp_path):
    # The smallest --bias sweep (2^16, one bias length, one round) in a fresh process.
    data, _ = _run_script(
        "bench.py",
        ["--bias", "--quick", "--max-log2", "16", "--cols", "128", "--reps", "1"]
        + ["--min-sample-ms", "0.1", "--dtypes", "float32", "bfloat16"],
        tmp_path,
        timeout=600,
    )
    rows = data["rows"]
    assert {(r["direction"], r["dtype"]) for r in rows} == {
        (d, t) for d in ("fwd", "bwd") for t in ("float32", "bfloat16")
    }
    for r in rows:
        assert (r["n"], r["cols"]) == (1 << 16, 128)
        assert set(r["impls"]) == {"fused", "unfused", "xla", "floor"}
        assert all(v["median_s"] > 0 for v in r["impls"].values())
    assert "| bwd | bfloat16 | 2^16 | 128 |" in (tmp_path / "smoke.md").read_text()


@pytest.mark.parametrize("dtype", ["float32", "bfloat16"])
def test_bias_backward_timed_is_the_gradient_jax_grad_runs(dtype):
    """The fused backward the benchmark times (a fresh dx, no copy of the
    cotangent) has the bits of jax.vjp's, and the unfused one is the
    plain kernel on x + b with XLA's sum."""
    import jax

    import jax_mish

    rng = np.random.default_rng(3)
    x, dy = (jnp.asarray(rng.standard_normal((64, 128)), dtype) for _ in range(2))
    b = x[0] * 0.5
    want = jax.vjp(lambda u, c: jax_mish.mish(u, bias=c), x, b)[1](dy)
    got = bench.BIAS_BWD[bench.FUSED](dy, x, b)
    for g, w in zip(got, want, strict=True):
        np.testing.assert_array_equal(np.asarray(g), np.asarray(w))
    hlo = bench.BIAS_BWD[bench.FUSED].lower(dy, x, b).compile().as_text()
    assert "copy(" not in hlo and "jax_mish_bias_grad" in hlo
    dx, db = bench.BIAS_BWD[bench.UNFUSED](dy, x, b)
    np.testing.assert_array_equal(np.asarray(dx), np.asarray(jax_mish.mish_grad(dy, x + b)))
    np.testing.assert_array_equal(np.asarray(db), np.asarray(dx.sum(0)))


# --- bench_e2e.py: training steps, paired ratios with bootstrap intervals -----


def test_bootstrap_of_paired_ratios():
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
    stats = bench_e2e.bootstrap(samples, n_boot=2000, seed=0)
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
    assert all(v["share"] is None for v in bench_e2e.bootstrap(flat, n_boot=500).values())


@pytest.mark.slow
def test_e2e_quick_run_writes_json_and_markdown(tmp_path):
    data, _ = _run_script(
        "bench_e2e.py",
        ["--quick", "--models", "transformer", "--dtypes", "float32", "--rounds", "4"]
        + ["--bootstrap", "500"],
        tmp_path,
        timeout=900,
    )
    assert data["variants"] == ["jax.nn.mish", "ffi", "ffi+bias", "xla", "identity"]
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
    for name in ("ffi", "ffi+bias", "xla"):
        assert row["agreement"][f"max_rel_grad_diff_{name}"] < 1e-3
    table = (tmp_path / "smoke.md").read_text()
    assert "| model | dtype | nn ms | ffi/nn [95% CI] | ffi+bias/nn [95% CI] |" in table
    assert "ffi+bias share of gain" in table and "xla/ffi" in table
    assert table.count("| transformer | float32 |") == 2  # wall and CPU time
    assert "partial" not in data and "Partial" not in table


@pytest.mark.slow
def test_e2e_stopped_part_way_keeps_the_finished_rows(tmp_path, monkeypatch, capsys):
    # The GPU check stops the run at its time limit with SIGINT, which Python
    # raises as KeyboardInterrupt in whichever row is running.
    real, started = bench_e2e.bench_one, []

    def bench_one(kind, dtype_name, args):
        started.append((kind, dtype_name))
        if len(started) > 1:
            raise KeyboardInterrupt
        return real(kind, dtype_name, args)

    monkeypatch.setattr(bench_e2e, "bench_one", bench_one)
    args = ["--quick", "--models", "mlp", "--dtypes", "float32,bfloat16", "--rounds", "2"]
    args += ["--bootstrap", "100", "--out", str(tmp_path), "--name", "part"]
    with pytest.raises(KeyboardInterrupt):
        bench_e2e.main(args)
    assert started == [("mlp", "float32"), ("mlp", "bfloat16")]
    data = json.loads((tmp_path / "part.json").read_text())
    assert data["partial"] == "1 of 2 rows"
    assert [(r["model"], r["dtype"]) for r in data["rows"]] == [("mlp", "float32")]
    md = (tmp_path / "part.md").read_text()
    assert "Partial: 1 of the 2 rows" in md and md.count("| mlp | float32 |") == 2
    assert "row 1/2, wall time:" in capsys.readouterr().out


def test_eager_run_writes_every_call_side_by_side(tmp_path):
    # benchmarks/bench_eager.py: eager jax_mish calls against jax.nn.mish, each
    # ratio taken round by round; the timing itself is the benchmark's business.
    data, _ = _run_script(
        "bench_eager.py", ["--sizes", "16", "--reps", "3", "--min-sample-s", "1e-4"], tmp_path, 300
    )
    rows = data["results"]["16"]
    assert rows["jax.nn.mish"]["ratio"] == 1.0
    assert {"jax_mish.mish", "jax_mish.mish_grad", "jit(vjp of jax.nn.mish)"} <= set(rows)
    for r in rows.values():
        assert r["min_us"] > 0 and r["ratio_95"][0] <= r["ratio"] <= r["ratio_95"][1]
    md = (tmp_path / "smoke.md").read_text().splitlines()
    table = [line for line in md if line.startswith("|")]
    assert [t.split("|")[2].strip() for t in table[2:]] == list(rows), md


def test_gpu_grid_study_times_the_plain_kernels_beside_the_bias_rows(tmp_path, monkeypatch):
    # The grid study runs only where the CUDA kernels are in use. Its hooks
    # (get and set the grid size, which CPU kernels ignore) stand in here, so
    # that the study runs on the CPU after the bias rows, on the plain
    # kernels' inputs.
    class Grid:
        waves = 1

        def _get_grid_waves(self):
            return self.waves

        def _set_grid_waves(self, w):
            self.waves = w

    grid, real = Grid(), bench_gpu._platforms.module
    monkeypatch.setattr(bench_gpu.jax, "default_backend", lambda: "gpu")
    monkeypatch.setattr(
        bench_gpu._platforms, "module", lambda name: grid if name == "cuda" else real(name)
    )
    out = tmp_path / "bench_gpu.json"
    args = ["--log2n", "8", "--dtypes", "float32", "--k1", "1", "--k2", "2", "--repeats", "1"]
    assert bench_gpu.main([*args, "--bias-cols", "64", "--waves", "1,2", "--out", str(out)]) == 0
    study = json.loads(out.read_text())["grid_study"]
    assert [(r["direction"], r["grid_waves"], r["bias"]) for r in study] == [
        ("fwd", 1, None),
        ("fwd", 2, None),
        ("bwd", 1, None),
        ("bwd", 2, None),
    ]
    assert grid.waves == 1  # restored
