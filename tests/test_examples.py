"""The examples run (quick mode, as subprocesses) and jax_mish.onnx maps the
primitives to ONNX correctly."""

from __future__ import annotations

import importlib
import re
import subprocess
import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from support import child_env, neutral_cwd

import jax_mish

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
# Quick runs take well under a minute of CPU time; the bound is generous for
# a loaded 2-core machine, where wall time can be several times the CPU time.
TIMEOUT_S = 600
ONNX_DEPS = ("jax2onnx", "onnxruntime", "onnx")


def _missing_onnx_deps(names=ONNX_DEPS) -> list[str]:
    missing = []
    for name in names:
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    return missing


def run_example(script: str, *args: str, cwd: Path) -> str:
    """Runs examples/<script> in ``cwd`` with the jax_mish this process uses."""
    # share a GPU with this process
    env = child_env(XLA_PYTHON_CLIENT_PREALLOCATE="false")
    env.pop("XLA_FLAGS", None)  # the suite's host-device count is not the examples'
    proc = subprocess.run(
        [sys.executable, str(EXAMPLES / script), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, f"{script} failed ({proc.returncode}):\n{out[-6000:]}"
    return proc.stdout


def _float(pattern: str, text: str) -> list[float]:
    return [float(v) for v in re.findall(pattern, text, flags=re.M)]


# --- examples ----------------------------------------------------------------


@pytest.mark.slow
def test_train_flax_quick(tmp_path):
    out = run_example("train_flax.py", "--quick", "--seed", "0", cwd=tmp_path)
    for impl in ("jax_mish", "jax.nn.mish"):
        assert f"[{impl}] epoch 2/2" in out, out
    accs = _float(r"^test accuracy: ([0-9.]+)\s+\[(?:jax_mish|jax\.nn\.mish)\]$", out)
    assert len(accs) == 2, out
    # Two epochs from a fixed seed reach about 0.94; chance is 0.1.
    assert all(0.6 < a <= 1.0 for a in accs), out
    (loss_diff,) = _float(r"^largest loss difference between the runs: (\S+)", out)
    # Same init, same batches: only the activation's rounding differs.
    assert 0.0 <= loss_diff < 1e-3, out
    times = _float(r"^median step time: ([0-9.]+) ms", out)
    assert len(times) == 2 and all(t > 0 for t in times), out
    png = tmp_path / "train_flax_loss.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow
def test_vmap_sweep_quick(tmp_path):
    out = run_example("vmap_sweep.py", "--quick", cwd=tmp_path)
    rows = re.findall(r"^\s*(\d(?:\.\d+)?e[-+]\d\d)\s+(\d+)\s+([0-9.]+)\s+([0-9.]+)$", out, re.M)
    assert len(rows) == 6, out  # 3 learning rates x 2 seeds
    assert {(lr, seed) for lr, seed, _, _ in rows} == {
        (lr, s) for lr in ("1e-03", "3e-03", "1e-02") for s in ("0", "1")
    }
    accs = [float(r[3]) for r in rows]
    assert all(0.0 <= a <= 1.0 for a in accs) and max(accs) > 0.6, out
    assert re.search(r"^best learning rate: \S+ \(mean test accuracy [0-9.]+\)$", out, re.M)
    (diff,) = _float(r"vmapped vs alone: max loss difference (\S+)$", out)
    # On CPU batching leaves the arithmetic as is (measured: 0). GPUs may pick
    # other matmul algorithms (TF32) for batched shapes: looser there.
    assert diff < (1e-4 if jax.default_backend() == "cpu" else 1e-2), out


@pytest.mark.slow
def test_export_quick(tmp_path):
    out = run_example("export.py", "--quick", cwd=tmp_path)
    backend = {"gpu": "cuda"}.get(jax.default_backend(), jax.default_backend())
    if backend in jax_mish.build_info(self_check=False)["kernel_platforms"]:
        assert "without DisabledSafetyCheck.custom_call, export refuses" in out, out
        assert "custom calls: forward jax_mish_fwd; VJP jax_mish_fwd, jax_mish_grad" in out
    else:  # the pure-JAX lowering: plain StableHLO, no custom call to waive
        assert "custom calls: forward none; VJP none" in out, out
    for n in (8, 3):
        # The script itself fails on any difference on CPU, on a rounding-
        # sized one elsewhere; on CPU the outputs are bitwise equal.
        assert f"round trip, batch {n}: " in out, out
        if jax.default_backend() == "cpu":
            assert f"round trip, batch {n}: outputs equal" in out, out
    (gdiff,) = _float(r"^round trip, input gradient: max \|diff\| (\S+)$", out)
    assert gdiff <= 1e-6, out
    assert (tmp_path / "mish_cnn.jax_export").stat().st_size > 0

    missing = _missing_onnx_deps(("jax2onnx", "onnxruntime"))
    if missing:
        assert "ONNX export skipped" in out, out
        pytest.skip(f"ONNX part not checked: {', '.join(missing)} not importable")
    fwd = re.search(
        r"^forward: \S+, opset (\d+), \d+ nodes, (\d+) Mish; "
        r"onnxruntime vs JAX max \|diff\| (\S+)$",
        out,
        re.M,
    )
    assert fwd, out
    assert int(fwd.group(1)) >= 18 and int(fwd.group(2)) == 3, out  # three Mish layers
    assert float(fwd.group(3)) < 1e-4, out
    (hdiff,) = _float(r"^head gradient: .* max \|diff\| (\S+)$", out)
    assert hdiff < 1e-4, out
    assert (tmp_path / "mish_cnn.onnx").stat().st_size > 0


# --- jax_mish.onnx -------------------------------------------------------------


@pytest.mark.slow
def test_jax_mish_imports_without_jax2onnx():
    code = (
        "import sys\n"
        "sys.modules['jax2onnx'] = None\n"  # makes `import jax2onnx` fail
        "import jax_mish\n"
        "assert 'jax2onnx' not in [m for m in sys.modules if sys.modules[m] is not None]\n"
        "print(jax_mish.mish(1.0))\n"
        "try:\n"
        "    import jax_mish.onnx\n"
        "except ImportError as e:\n"
        "    print('IMPORT ERROR:', e)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        env=child_env(),
        cwd=neutral_cwd(),
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    assert proc.returncode == 0, proc.stderr
    assert "0.865" in proc.stdout, proc.stdout  # mish(1) = 0.86509...
    assert "IMPORT ERROR: jax_mish.onnx needs jax2onnx" in proc.stdout, proc.stdout


@pytest.fixture(scope="module")
def onnx_tools():
    missing = _missing_onnx_deps()
    if missing:
        pytest.skip(f"{', '.join(missing)} not importable")
    import onnx
    import onnxruntime as ort
    from jax2onnx import to_onnx

    import jax_mish.onnx  # noqa: F401

    def convert_and_run(fn, args, opset=18, double=False):
        specs = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in args]
        proto = to_onnx(fn, specs, opset=opset, enable_double_precision=double)
        onnx.checker.check_model(proto)
        ops = [n.op_type for n in proto.graph.node]
        sess = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"])
        feeds = {i.name: a for i, a in zip(sess.get_inputs(), args, strict=True)}
        return ops, sess.run(None, feeds)[0]

    return to_onnx, convert_and_run


# Finite values across both branches, the root of mish', values past the
# clamp bounds, +inf and NaN. (-inf is left out: ONNX Runtime's Mish gives
# NaN there, the limit is 0; see jax_mish.onnx.)
_X = np.concatenate(
    [np.linspace(-40.0, 40.0, 2001), [-1.1924, 0.0, -150.0, 90.0], [np.inf, np.nan]]
)


@pytest.mark.parametrize("opset,expect", [(18, ["Mish"]), (17, ["Softplus", "Tanh", "Mul"])])
@pytest.mark.slow
def test_onnx_mish_f32(onnx_tools, opset, expect):
    _, run = onnx_tools
    x = _X.astype(np.float32)
    ops, got = run(jax_mish.mish, (x,), opset=opset)
    assert ops == expect
    want = np.asarray(jax_mish.mish(x))
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6, equal_nan=True)


@pytest.mark.slow
def test_onnx_mish_grad_f32(onnx_tools):
    _, run = onnx_tools
    x = np.concatenate([_X, [-np.inf]]).astype(np.float32)
    dy = np.linspace(-3.0, 3.0, x.size).astype(np.float32)
    ops, got = run(jax_mish.mish_grad, (dy, x))
    assert "Mish" not in ops and {"Exp", "Clip", "Where"} <= set(ops)
    want = np.asarray(jax_mish.mish_grad(dy, x))
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6, equal_nan=True)
    assert np.isnan(got[-2]) and got[-3] == dy[-3] and got[-1] == 0  # NaN, +inf, -inf


def test_onnx_reverse_mode(onnx_tools):
    _, run = onnx_tools
    x = _X[np.isfinite(_X)].astype(np.float32)

    def f(v):
        return jax.grad(lambda u: jnp.sum(jnp.sin(u) * jax_mish.mish(u)))(v)

    ops, got = run(f, (x,))
    assert ops.count("Mish") == 1  # forward; the backward is the mish_grad ops
    np.testing.assert_allclose(got, np.asarray(f(x)), rtol=1e-5, atol=1e-5)


def test_onnx_float16_computes_in_float32(onnx_tools):
    _, run = onnx_tools
    x = np.linspace(-12.0, 12.0, 1001).astype(np.float16)
    ops, got = run(jax_mish.mish, (x,))
    assert ops == ["Cast", "Mish", "Cast"] and got.dtype == np.float16
    want = np.asarray(jax_mish.mish(x)).astype(np.float32)
    # Both round the float32 result once; allow one float16 ulp for the
    # runtime's float32 Mish differing from ours in the last float32 bits.
    ulp = np.spacing(np.abs(want).astype(np.float16)).astype(np.float32)
    assert np.all(np.abs(got.astype(np.float32) - want) <= ulp)
    dy = np.ones_like(x)
    _, g = run(jax_mish.mish_grad, (dy, x))
    gw = np.asarray(jax_mish.mish_grad(dy, x)).astype(np.float32)
    gulp = np.spacing(np.abs(gw).astype(np.float16)).astype(np.float32)
    assert g.dtype == np.float16 and np.all(np.abs(g.astype(np.float32) - gw) <= gulp)


def test_onnx_float64(onnx_tools):
    _, run = onnx_tools
    x = _X.astype(np.float64)
    dy = np.linspace(-3.0, 3.0, x.size)
    ops, got = run(jax_mish.mish, (x,), double=True)
    assert ops == ["Mish"] and got.dtype == np.float64
    np.testing.assert_allclose(
        got, np.asarray(jax_mish.mish(x)), rtol=1e-12, atol=1e-14, equal_nan=True
    )
    _, g = run(jax_mish.mish_grad, (dy, x), double=True)
    np.testing.assert_allclose(
        g, np.asarray(jax_mish.mish_grad(dy, x)), rtol=1e-12, atol=1e-14, equal_nan=True
    )


def test_onnx_bfloat16_converts(onnx_tools):
    # onnxruntime's Python API cannot feed bfloat16 arrays, so only the graph
    # is checked here: compute in float32, one cast back.
    to_onnx, _ = onnx_tools
    import onnx

    spec = jax.ShapeDtypeStruct((4, 5), jnp.bfloat16)
    proto = to_onnx(jax_mish.mish, [spec], opset=18)
    onnx.checker.check_model(proto)
    nodes = proto.graph.node
    assert [n.op_type for n in nodes] == ["Cast", "Mish", "Cast"]
    assert nodes[0].attribute[0].i == onnx.TensorProto.FLOAT
    assert nodes[2].attribute[0].i == onnx.TensorProto.BFLOAT16


# --- mish(x, bias=b) -----------------------------------------------------------


def _mlp(x, w1, b1, w2, b2):
    """A Dense + Mish MLP written with the fused bias op."""
    h = jax_mish.mish(x @ w1, bias=b1)
    return jax_mish.mish(h @ w2, bias=b2)


def _mlp_loss_grad(x, w1, b1, w2, b2):
    """The gradient with respect to the input and both biases. (Not the
    weights: jax2onnx 0.17 lowers a product contracted over the batch, as in
    dw = x.T @ dz, to a Gemm that onnxruntime refuses, for any activation.)"""

    def loss(v, c1, c2):
        return jnp.sum(jnp.sin(_mlp(v, w1, c1, w2, c2)))

    return jax.grad(loss, argnums=(0, 1, 2))(x, b1, b2)


def _mlp_args(dtype=np.float32):
    rng = np.random.default_rng(0)
    shapes = [(32, 8), (8, 16), (16,), (16, 4), (4,)]
    return tuple((rng.standard_normal(s) * 1.5).astype(dtype) for s in shapes)


def _run_all(fn, args, opset=18, double=False):
    """Like onnx_tools' runner, returning every output."""
    import onnx
    import onnxruntime as ort
    from jax2onnx import to_onnx

    specs = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in args]
    proto = to_onnx(fn, specs, opset=opset, enable_double_precision=double)
    onnx.checker.check_model(proto)
    sess = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"])
    feeds = {i.name: a for i, a in zip(sess.get_inputs(), args, strict=True)}
    return [n.op_type for n in proto.graph.node], sess.run(None, feeds)


@pytest.mark.parametrize(
    "opset,forward", [(18, ["Add", "Mish"]), (17, ["Add", "Softplus", "Tanh", "Mul"])]
)
def test_onnx_mish_bias_model_and_its_gradient(onnx_tools, opset, forward):
    """An MLP of mish(x @ w, bias=b) layers and its gradient with respect to
    the input and the biases, exported and run in onnxruntime: the bias op is
    an Add before Mish, its backward the mish_grad ops and one ReduceSum per
    layer for db, and the values are jax_mish's."""
    args = _mlp_args()
    ops, (got,) = _run_all(_mlp, args, opset=opset)
    assert [o for o in ops if o not in ("MatMul", "Gemm")] == forward * 2
    np.testing.assert_allclose(got, np.asarray(_mlp(*args)), rtol=1e-5, atol=1e-6)

    ops, got = _run_all(_mlp_loss_grad, args, opset=opset)
    assert ops.count("ReduceSum") == 2 and ops.count("Exp") == 2  # one backward per layer
    want = _mlp_loss_grad(*args)
    assert [g.shape for g in got] == [w.shape for w in want]
    # A gradient element is a sum of products whose terms are as large as the
    # gradient's largest element; onnxruntime's MatMul and Cos differ from
    # XLA's by ISA (an AVX-512 Xeon: 8.2e-5 off at an element of 0.64 among
    # elements up to 14), so the absolute bound scales with that largest one.
    for g, w in zip(got, want):
        w = np.asarray(w)
        np.testing.assert_allclose(g, w, rtol=5e-5, atol=2e-5 * float(np.abs(w).max()))


def test_onnx_mish_bias_shapes_and_forward_mode(onnx_tools):
    """A Conv-style bias (rank 2 over rank 4), a bias of x's whole shape (db is
    dx: no ReduceSum), and jax.jvp (mish_bias_tangent)."""
    rng = np.random.default_rng(1)
    x = rng.uniform(-6, 6, (2, 3, 4, 5)).astype(np.float32)
    b = rng.uniform(-1, 1, (4, 5)).astype(np.float32)

    def vjp(v, c, ct):
        return jax.vjp(lambda u, w: jax_mish.mish(u, bias=w), v, c)[1](ct)

    for bias in (b, rng.uniform(-1, 1, x.shape).astype(np.float32)):
        ct = np.cos(x)
        ops, got = _run_all(vjp, (x, bias, ct))
        assert ops.count("ReduceSum") == (1 if bias.ndim < x.ndim else 0), ops
        for g, w in zip(got, vjp(x, bias, ct)):
            np.testing.assert_allclose(g, np.asarray(w), rtol=1e-5, atol=1e-5)

    def jvp(v, c):
        f = lambda u, w: jax_mish.mish(u, bias=w)  # noqa: E731
        return jax.jvp(f, (v, c), (jnp.sin(v), jnp.cos(c)))

    ops, got = _run_all(jvp, (x, b))
    assert "ReduceSum" not in ops and ops.count("Exp") == 1
    for g, w in zip(got, jvp(x, b)):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-5, atol=1e-5)


def test_onnx_mish_bias_float16_and_float64(onnx_tools):
    """float16: x + b, Mish and db formed in float32, cast once; float64 in
    its own type."""
    args16 = _mlp_args(np.float16)
    x, w1, b1 = args16[:3]
    h = x @ w1  # the layer's pre-activation, in float16

    def layer_and_grads(v, c, ct):
        y, vjp = jax.vjp(lambda u, w: jax_mish.mish(u, bias=w), v, c)
        return (y, *vjp(ct))

    ct = np.cos(np.asarray(h, np.float32)).astype(np.float16)
    hv = np.asarray(h)
    ops, got = _run_all(layer_and_grads, (hv, b1, ct))
    assert ops.count("Cast") >= 3 and all(g.dtype == np.float16 for g in got)
    want = [np.asarray(w, np.float32) for w in layer_and_grads(hv, b1, ct)]
    for g, w in zip(got[:2], want[:2]):  # y, dx: one float16 rounding of float32 values
        ulp = np.spacing(np.abs(w).astype(np.float16)).astype(np.float32)
        assert np.all(np.abs(g.astype(np.float32) - w) <= ulp)
    # db: both sum float32 terms (in different orders) and round once.
    terms = np.abs(want[1]).sum(0)
    ulp = np.spacing(np.abs(want[2]).astype(np.float16)).astype(np.float32)
    assert np.all(np.abs(got[2].astype(np.float32) - want[2]) <= ulp + 1e-5 * terms)

    args64 = _mlp_args(np.float64)
    _, got = _run_all(_mlp_loss_grad, args64, double=True)
    for g, w in zip(got, _mlp_loss_grad(*args64)):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-11, atol=1e-12)
