"""Gradient memory (benchmarks/bench_memory.py): jax_mish keeps no more for the
backward pass than jax.nn.mish does. Residual sizes are fixed at trace time,
so the comparison is exact and the same on every run; small shapes keep it
quick (the committed table has the full ones)."""

from __future__ import annotations

import json
from pathlib import Path

# benchmarks/ is on sys.path (conftest.py), as it is for the scripts there.
import bench_memory
import jax
import jax.numpy as jnp
import pytest

import jax_mish


@pytest.mark.parametrize("dtype", bench_memory.DTYPES)
@pytest.mark.parametrize("kind", bench_memory.MODELS)
@pytest.mark.slow
def test_jax_mish_keeps_at_most_what_jax_nn_mish_keeps(kind, dtype):
    size = bench_memory.size_of(kind, quick=True)
    kept = {}
    for name in bench_memory.VARIANTS:
        loss_fn, params, batch = bench_memory.model_and_batch(kind, name, size, jnp.dtype(dtype))
        kept[name] = bench_memory.residual_bytes(loss_fn, params, batch)
    assert kept[bench_memory.BASE] > 0, kept
    # Both implementations keep only mish's input: the same residuals.
    assert kept["ffi"] == kept["xla"], kept
    assert kept["ffi"] <= kept[bench_memory.BASE], kept


def test_residuals_count_distinct_buffers_and_leave_out_the_inputs():
    # loss = sum(sin(w * x)): the gradient keeps cos(w * x) and x; x is the
    # input the caller holds, so only cos(w * x) (4 float32) counts.
    w = jnp.arange(4.0, dtype=jnp.float32)
    x = jnp.ones(4, jnp.float32)
    assert bench_memory.residual_bytes(lambda p, b: jnp.sin(p * b).sum(), w, (x,)) == 16
    # A function that keeps nothing but its inputs keeps nothing new.
    assert bench_memory.residual_bytes(lambda p, b: (p * b).sum(), w, (x,)) == 0


def test_run_writes_table_and_json(tmp_path):
    assert (
        bench_memory.main(
            ["--quick", "--models", "mlp8", "--dtypes", "bfloat16", "--out", str(tmp_path)]
            + ["--name", "smoke"]
        )
        == 0
    )
    data = json.loads((tmp_path / "smoke.json").read_text())
    assert data["variants"] == list(bench_memory.VARIANTS) and data["settings"]["quick"]
    (row,) = data["rows"]
    assert (row["model"], row["dtype"]) == ("mlp8", "bfloat16")
    for key in ("residual_bytes", "temp_bytes"):
        assert set(row[key]) == set(bench_memory.VARIANTS)
        assert all(isinstance(v, int) and v >= 0 for v in row[key].values())
    # flax keeps the parameters in float32 (param_dtype) whatever the compute dtype.
    assert row["param_bytes"] == (8 * (32 * 32 + 32) + 32 * 10 + 10) * 4
    table = (tmp_path / "smoke.md").read_text()
    assert "| model | dtype | params MiB | residuals jax.nn.mish |" in table
    assert "| mlp8 | bfloat16 |" in table


_ROOT = Path(__file__).resolve().parents[1]
_RESULT = _ROOT / "benchmarks" / "results" / "bench_memory_zen4.md"


@pytest.mark.skipif(not _RESULT.exists(), reason="no committed results here")
def test_docs_quote_the_committed_result():
    # docs/performance.md carries the committed table, the README its mlp8
    # float32 residuals: both must follow the result when it is re-run.
    table = [ln for ln in _RESULT.read_text().splitlines() if ln[:1] == "|"]
    perf = (_ROOT / "docs" / "performance.md").read_text()
    assert "\n".join(table) in perf
    header, _, *rows = [[c.strip() for c in ln.strip("|").split("|")] for ln in table]
    (mlp8,) = [dict(zip(header, r)) for r in rows if r[:2] == ["mlp8", "float32"]]
    readme = " ".join((_ROOT / "README.md").read_text().split())
    ffi, nn = mlp8["residuals ffi"], mlp8[f"residuals {bench_memory.BASE}"]
    assert f"keeps {ffi} MiB for its backward pass against {nn} MiB" in readme


def test_bfloat16_backward_computes_its_own_exp():
    # impl="xla" in bfloat16: the backward pass recomputes exp(-|x|) from the
    # residual instead of keeping the forward pass's float32 copy alive
    # (formulas.mish_grad's barrier); float32 and float64 share one exp
    # (tests/test_impl.py).
    x = jnp.linspace(-9.0, 9.0, 16 * 24).reshape(16, 24)
    b = jnp.linspace(-1.0, 1.0, 24)

    def loss(v, c):
        return jnp.sum(jax_mish.mish(v + c, impl="xla").astype(jnp.float32) ** 2)

    args = (x.astype(jnp.bfloat16), b.astype(jnp.bfloat16))
    hlo = jax.jit(jax.grad(loss, (0, 1))).lower(*args).compile().as_text()
    assert hlo.count(" exponential(") == 2, hlo
