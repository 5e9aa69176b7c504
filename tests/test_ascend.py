"""The Ascend route, end to end through XLA on CPU against a CANN test double.

No Ascend NPU is needed: tests/support/ascend_double/cann_double.c implements the CANN
functions the handlers call on host memory, checks every argument and records
every call. It is compiled here with the system C compiler ($CC, else cc or
gcc) and installed under the three library names the loader looks for.
The handlers' CPU-platform twins (same implementation, fixed stream value)
are not in the shipped module: they are compiled here, with the handlers and
the loader, from xla_ffi/ascend/test_hooks.cc ($CXX, else c++ or g++; once
per session), and lowered to through the route's own lowering rules,
temporarily installed for the "cpu" platform, so each test runs: jax_mish API
-> primitive -> the route's rule -> XLA custom call -> handler -> dlopen'ed
"CANN". Those tests, and every test that builds the double, are marked
`compiler`; the rest (detection, the probe, the import, the environment the
shipped module reads) run anywhere.
"""

from __future__ import annotations

import ctypes
import dataclasses
import importlib
import shutil
import sys
import textwrap
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest

# The saved/restored CPU lowering rules live in a private table (checked
# with jax 0.10.2); no public API removes or reads back a lowering rule.
from jax.interpreters import mlir as _mlir
from support import child_env, child_json, remove_row, tolerance, ulps
from support.ascend import (
    HOOKS_MODULE,
    LIB_NAMES,
    build_hooks,
    cann_lib_dir,
    compile_c,
    load_hooks,
)

import jax_mish
from jax_mish import ascend, formulas
from jax_mish._core import op as _op
from jax_mish._core import platforms as _platforms
from jax_mish._core import targets as _targets
from jax_mish.ascend import _cann, _route
from jax_mish.testing import ulp_error

# Tests that compile the CANN double or the test hooks.
compiler = pytest.mark.compiler

ACL_CODES = {"float32": 0, "float16": 1, "bfloat16": 27}
RuntimeErr = jax.errors.JaxRuntimeError


class Double:
    """ctypes view of the test double's control functions."""

    def __init__(self, path: Path):
        # Same file as the one the handler dlopens: one copy, shared state.
        self.lib = ctypes.CDLL(str(path))
        self.lib.cannd_first_violation.restype = ctypes.c_char_p
        self.lib.cannd_last_numel.restype = ctypes.c_int64
        self.lib.cannd_expect_stream.argtypes = [ctypes.c_void_p]
        self.lib.cannd_set_workspace_size.argtypes = [ctypes.c_uint64]
        self.lib.cannd_fail.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p]
        self.lib.cannd_calls.argtypes = [ctypes.c_char_p]
        self.lib.cannd_add_stream.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.lib.cannd_set_soc_name.argtypes = [ctypes.c_char_p]

    hooks = None  # the test hooks module, set by the `route` fixture

    def expect_test_streams(self) -> None:
        """The CPU twins' stream of each device belongs to that device."""
        self.lib.cannd_expect_stream(self.hooks._test_stream(0))
        for device in range(1, 8):
            self.lib.cannd_add_stream(self.hooks._test_stream(device), device)

    def calls(self, fn: str) -> int:
        n = self.lib.cannd_calls(fn.encode())
        assert n >= 0, f"the double has no function {fn}"
        return n

    def fail(self, fn: str, status: int, message: str) -> None:
        self.lib.cannd_fail(fn.encode(), status, message.encode())

    def __getattr__(self, name):
        return getattr(self.lib, "cannd_" + name)


@pytest.fixture(scope="session")
def cann_dir(tmp_path_factory) -> Path:
    """A directory laid out like CANN's lib64, every library being the double."""
    return cann_lib_dir(tmp_path_factory.mktemp("cann"))


@pytest.fixture(scope="session")
def double(cann_dir) -> Double:
    return Double(cann_dir / "libascendcl.so")


@pytest.fixture(scope="session")
def hooks(tmp_path_factory):
    """The handlers with their CPU-platform twins (xla_ffi/ascend/test_hooks.cc),
    built once per session, as the module ``jax_mish._jax_mish_ascend_hooks``."""
    return load_hooks(build_hooks(tmp_path_factory.mktemp("hooks")))


def _install_for_cpu():
    """The route's row for "cpu", its handlers the hooks' CPU twins (on FFI
    platform "cpu"), installed as the route installs a plugin's platform:
    the environment read, targets registered, CANN loaded, rules and row."""
    _route._read_environment()
    row = dataclasses.replace(_route._row("cpu", "cpu"), module=HOOKS_MODULE)
    return _route._install_row(row)


@pytest.fixture
def route(double, cann_dir, hooks, monkeypatch):
    """The route's lowering installed for "cpu", aimed at the double.
    ``route.reinstall()`` installs it again, after a test changed the
    environment or what the double reports (install reads both)."""
    monkeypatch.setenv("JAX_MISH_CANN_LIB_DIR", str(cann_dir))
    for var in (ascend.DTYPES_ENV, ascend.REQUIRE_ENV):
        monkeypatch.delenv(var, raising=False)
    double.hooks = hooks
    double.reset()
    double.expect_test_streams()
    table = _mlir._platform_specific_lowerings["cpu"]
    saved = {d.shard_p: table.get(d.shard_p) for d in _op.DECLARED}
    saved_environment, saved_cann = _route._environment, _cann.settled()
    previous = _install_for_cpu()

    def reinstall():
        _install_for_cpu()
        jax.clear_caches()

    double.reinstall = reinstall
    jax.clear_caches()  # nothing compiled earlier may bypass the new rules
    try:
        yield double
        # Spent workspaces go back through the double too (checked below).
        ascend.release_workspaces()
        violation = double.first_violation().decode()
        assert double.violations() == 0, violation
        assert double.live_tensors() == 0, "tensor descriptors leaked"
        assert double.pending_executors() == 0, "executors left unlaunched"
        assert double.live_blocks() == 0, "workspace leaked"
    finally:
        for prim, entry in saved.items():
            if entry is None:
                table.pop(prim, None)
            else:
                table[prim] = entry
        remove_row("cpu", previous)
        _route._environment = saved_environment
        _cann._state = saved_cann
        jax.clear_caches()


def _inputs(dtype, n=1000, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(0.0, 6.0, n)
    x[:8] = [0.0, -0.0, np.inf, -np.inf, 30.0, -30.0, -1.1924, 1e-30]
    dy = rng.normal(0.0, 2.0, n)
    return jnp.asarray(x, dtype), jnp.asarray(dy, dtype)


def _assert_close(got, want, op: str) -> None:
    """Within the Ascend route's bound for ``op`` (tests/support/__init__.py) of
    the reference ``want``, in ulps of ``want``'s dtype with jax_mish.testing's
    metric (its floor of half an ulp of 1.0: near mish' = 0 the reference
    itself is judged by absolute error); NaN and inf exactly where ``want`` has them."""
    dtype = jnp.dtype(want.dtype).name
    g = np.asarray(got).astype(np.float64)
    w = np.asarray(want).astype(np.float64)
    np.testing.assert_array_equal(np.isnan(g), np.isnan(w))
    fin = np.isfinite(w)
    np.testing.assert_array_equal(g[~fin], w[~fin])
    err = ulp_error(g[fin], w[fin], dtype)
    bound = ulps("ascend", op, dtype)
    assert err.max(initial=0.0) <= bound, f"max error {err.max():.2f} ulp, bound {bound}"


# --- results and calls ----------------------------------------------------


@compiler
@pytest.mark.slow
def test_mish_runs_cann_kernel(route):
    x, _ = _inputs(jnp.float32)
    x = x[:210].reshape(2, 3, 5, 7)  # rank 4: handed to CANN as one flat tensor
    got = jax.jit(jax_mish.mish)(x)
    assert got.shape == x.shape and got.dtype == x.dtype
    _assert_close(got, formulas.mish(x), "mish")
    assert route.calls("aclnnMishGetWorkspaceSize") == 1
    assert route.calls("aclnnMish") == 1
    assert route.calls("compute") == 1
    assert route.calls("aclCreateTensor") == 2
    assert route.calls("aclDestroyTensor") == 2
    assert route.last_numel() == 210
    assert route.last_dtype() == ACL_CODES["float32"]


@compiler
def test_mish_grad_runs_cann_backward(route):
    x, dy = _inputs(jnp.float32)
    got = jax.jit(jax_mish.mish_grad)(dy, x)
    _assert_close(got, formulas.mish_grad(dy, x), "mish_grad")
    assert route.calls("aclnnMishBackwardGetWorkspaceSize") == 1
    assert route.calls("aclnnMishBackward") == 1
    assert route.calls("aclCreateTensor") == 3
    assert route.calls("aclDestroyTensor") == 3
    assert route.calls("aclnnMish") == 0


@compiler
@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16"])
def test_each_cann_dtype(route, dtype):
    x, dy = _inputs(jnp.dtype(dtype), n=777, seed=3)
    # Both sides compute in a wider type and round once; they may differ by
    # one rounding of the result (and the reference's own bound for float32).
    _assert_close(jax.jit(jax_mish.mish)(x), formulas.mish(x), "mish")
    assert route.last_dtype() == ACL_CODES[dtype]
    _assert_close(jax.jit(jax_mish.mish_grad)(dy, x), formulas.mish_grad(dy, x), "mish_grad")
    assert route.last_dtype() == ACL_CODES[dtype]
    assert route.calls("aclnnMish") == 1 and route.calls("aclnnMishBackward") == 1


@compiler
def test_jax_grad_of_small_model(route):
    k1, k2, k3 = jax.random.split(jax.random.key(0), 3)
    params = {
        "w1": jax.random.normal(k1, (6, 16), jnp.float32) * 0.5,
        "w2": jax.random.normal(k2, (16, 1), jnp.float32) * 0.5,
    }
    xs = jax.random.normal(k3, (32, 6), jnp.float32)
    ys = jnp.sin(xs.sum(axis=1, keepdims=True))

    def loss(p, act):
        return jnp.mean((act(xs @ p["w1"]) @ p["w2"] - ys) ** 2)

    got = jax.jit(jax.grad(lambda p: loss(p, jax_mish.mish)))(params)
    want = jax.grad(lambda p: loss(p, jax.nn.mish))(params)
    for name in params:
        tol = tolerance("ascend_model", "mish_grad", "float32")
        np.testing.assert_allclose(got[name], want[name], rtol=tol.rtol, atol=tol.atol)
    # Forward through aclnnMish, the backward of mish through one fused
    # aclnnMishBackward.
    assert route.calls("aclnnMish") == 1
    assert route.calls("aclnnMishBackward") == 1


@compiler
@pytest.mark.parametrize("shape", [(0,), (4, 0, 3)])
def test_empty_inputs_make_no_cann_call(route, shape):
    x = jnp.zeros(shape, jnp.float32)
    assert jax.jit(jax_mish.mish)(x).shape == shape
    assert jax.jit(jax_mish.mish_grad)(x, x).shape == shape
    for fn in (
        "aclCreateTensor",
        "aclnnMishGetWorkspaceSize",
        "aclnnMishBackwardGetWorkspaceSize",
        "aclrtMalloc",
    ):
        assert route.calls(fn) == 0, fn


@compiler
@pytest.mark.slow
def test_large_input(route):
    n = (1 << 22) + 3  # 16 MiB of float32 per operand, odd length
    x = jnp.linspace(-40.0, 40.0, n, dtype=jnp.float32)
    dy = jnp.full((n,), 0.5, jnp.float32)
    _assert_close(jax.jit(jax_mish.mish)(x), formulas.mish(x), "mish")
    assert route.last_numel() == n
    _assert_close(jax.jit(jax_mish.mish_grad)(dy, x), formulas.mish_grad(dy, x), "mish_grad")
    assert route.last_numel() == n


@compiler
def test_workspace_is_allocated_reused_and_grown(route):
    x, dy = _inputs(jnp.float32, n=64)
    route.set_workspace_size(4096)
    f = jax.jit(jax_mish.mish)
    for _ in range(3):
        f(x).block_until_ready()
    # One block per stream, reused: no allocation and no stream sync per call.
    assert route.calls("aclnnMish") == 3
    assert route.calls("aclrtMalloc") == 1
    assert route.calls("aclrtSynchronizeStream") == 0
    assert route.live_blocks() == 1
    route.set_workspace_size(1 << 20)
    _assert_close(jax.jit(jax_mish.mish_grad)(dy, x), formulas.mish_grad(dy, x), "mish_grad")
    # Growing it waits for the stream before freeing the old block.
    assert route.calls("aclrtSynchronizeStream") == 1
    assert route.calls("aclrtFree") == 1
    assert route.calls("aclrtMalloc") == 2
    assert route.live_blocks() == 1


@compiler
def test_double_rejects_bad_arguments(double):
    """The double's checks are live: what the handlers must never do fails."""
    lib = double.lib
    lib.aclCreateTensor.restype = ctypes.c_void_p
    lib.aclCreateTensor.argtypes = [
        ctypes.POINTER(ctypes.c_int64),
        ctypes.c_uint64,
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_int64),
        ctypes.c_int64,
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_int64),
        ctypes.c_uint64,
        ctypes.c_void_p,
    ]
    lib.aclDestroyTensor.argtypes = [ctypes.c_void_p]
    lib.aclnnMishGetWorkspaceSize.argtypes = [
        ctypes.c_void_p,
        ctypes.c_void_p,
        ctypes.POINTER(ctypes.c_uint64),
        ctypes.POINTER(ctypes.c_void_p),
    ]
    lib.aclnnMish.argtypes = [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p, ctypes.c_void_p]
    lib.aclrtMalloc.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_size_t, ctypes.c_int]
    lib.aclrtFree.argtypes = [ctypes.c_void_p]
    lib.aclrtSetDevice.argtypes = [ctypes.c_int32]
    lib.aclrtGetDevice.argtypes = [ctypes.POINTER(ctypes.c_int32)]
    # 32-byte aligned host memory, and a view 8 bytes past it.
    raw = np.zeros(64, np.float32)
    base = raw.ctypes.data + (-raw.ctypes.data) % 32
    buf, unaligned = ctypes.c_void_p(base), ctypes.c_void_p(base + 8)
    i64 = ctypes.c_int64 * 2
    dims, contiguous, strided = i64(2, 3), i64(3, 1), i64(1, 2)

    def create(stride=contiguous, dtype=0, fmt=2, offset=0, data=buf):
        return lib.aclCreateTensor(dims, 2, dtype, stride, offset, fmt, dims, 2, data)

    double.reset()
    double.expect_stream(0x1234)  # on device 0
    double.add_stream(0x5678, 1)
    saved_device = double.thread_device()
    double.set_thread_device(-1)
    try:
        bad = [
            create(stride=strided),
            create(dtype=99),
            create(fmt=0),
            create(offset=4),
            create(data=unaligned),
        ]
        assert bad == [None] * 5 and double.violations() == 5
        assert "stride[1] = 2, contiguous needs 1" in double.first_violation().decode()
        x, y = create(), create()
        ws, ex = ctypes.c_uint64(), ctypes.c_void_p()
        assert lib.aclnnMishGetWorkspaceSize(x, y, ctypes.byref(ws), ctypes.byref(ex)) == 0
        assert lib.aclnnMish(None, 0, ex, 0x999) == 161002  # unknown stream
        assert lib.aclnnMish(None, 0, ex, 0x1234) == 161002  # executor spent
        assert double.violations() == 7
        # A fresh thread has no device: allocating fails, asking says so.
        dev, block = ctypes.c_int32(), ctypes.c_void_p()
        assert lib.aclrtGetDevice(ctypes.byref(dev)) == 107002
        assert lib.aclrtMalloc(ctypes.byref(block), 256, 0) == 107002
        assert double.violations() == 8
        # A block of device 0 with device 1's stream, and a launch from a
        # thread on the other device: both refused.
        assert lib.aclrtSetDevice(0) == 0
        assert lib.aclrtMalloc(ctypes.byref(block), 256, 0) == 0
        double.set_workspace_size(256)
        lib.aclGetRecentErrMsg.restype = ctypes.c_char_p
        for stream, why in (
            (0x5678, "is on device 0, the stream on device 1"),
            (0x1234, "from a thread whose current device is 1"),
        ):
            assert lib.aclnnMishGetWorkspaceSize(x, y, ctypes.byref(ws), ctypes.byref(ex)) == 0
            assert lib.aclrtSetDevice(1) == 0
            assert lib.aclnnMish(block, 256, ex, stream) == 161002
            assert why in lib.aclGetRecentErrMsg().decode()
        assert double.violations() == 10
        assert lib.aclrtFree(block) == 100000  # freed from a thread on device 1
        assert lib.aclrtSetDevice(0) == 0 and lib.aclrtFree(block) == 0
        assert lib.aclrtSetDevice(8) == 107001  # no such device
        assert lib.aclDestroyTensor(x) == 0 and lib.aclDestroyTensor(y) == 0
        assert lib.aclDestroyTensor(x) == 161002  # twice
        assert double.violations() == 13
        assert double.live_tensors() == 0 and double.pending_executors() == 0
        assert double.live_blocks() == 0
    finally:
        double.set_thread_device(saved_device)
        double.reset()


@compiler
def test_calls_from_many_devices_at_once(route):
    # One computation per CPU device, run by XLA on several threads at once:
    # the handlers, the shared workspace and the double must all hold up.
    ndev = min(jax.device_count(), 8)
    route.set_workspace_size(4096)
    x, dy = _inputs(jnp.float32, n=ndev * 4096, seed=5)
    x, dy = x.reshape(ndev, -1), dy.reshape(ndev, -1)
    got = jax.pmap(jax_mish.mish_grad)(dy, x)
    _assert_close(got, formulas.mish_grad(dy, x), "mish_grad")
    assert route.calls("aclnnMishBackward") == ndev
    # One stream per device, so one block per device, each allocated on its
    # stream's device (the double refuses a launch with a block elsewhere).
    assert route.calls("aclrtMalloc") == ndev
    assert route.live_blocks() == ndev


@compiler
def test_sharded_jit_runs_cann_on_each_block(route):
    # The shim's rule is wrapped by jax_mish's SPMD partitioning rule like any
    # platform's kernel: each of the 8 devices hands CANN its own block, and
    # nothing is gathered.
    from jax.sharding import AxisType, NamedSharding
    from jax.sharding import PartitionSpec as P

    mesh = jax.make_mesh(
        (2, 4), ("a", "b"), axis_types=(AxisType.Auto,) * 2, devices=jax.devices("cpu")[:8]
    )
    sharding = NamedSharding(mesh, P("a", "b"))
    x, dy = _inputs(jnp.float32, n=16 * 24, seed=7)
    x, dy = x.reshape(16, 24), dy.reshape(16, 24)
    xs, dys = jax.device_put(x, sharding), jax.device_put(dy, sharding)
    for fn, args, op, want, name in (
        (jax_mish.mish, (xs,), "aclnnMish", formulas.mish(x), "mish"),
        (
            jax_mish.mish_grad,
            (dys, xs),
            "aclnnMishBackward",
            formulas.mish_grad(dy, x),
            "mish_grad",
        ),
    ):
        route.reset()
        route.expect_test_streams()
        jitted = jax.jit(fn)
        hlo = jitted.lower(*args).compile().as_text()
        assert not any(
            c in hlo for c in ("all-gather", "all-to-all", "collective-permute", "all-reduce")
        )
        got = jitted(*args)
        assert got.sharding.spec == P("a", "b")
        _assert_close(got, want, name)
        assert route.calls(op) == 8
        assert route.last_numel() == 8 * 6


# --- what CANN does not serve -----------------------------------------------


@compiler
def test_float64_goes_through_the_reference(route):
    x, dy = _inputs(jnp.float64)
    tol = tolerance("ascend_fallback", "any", "float64")
    np.testing.assert_allclose(
        jax.jit(jax_mish.mish)(x), jax.jit(formulas.mish)(x), rtol=tol.rtol, atol=tol.atol
    )
    np.testing.assert_allclose(
        jax.jit(jax_mish.mish_grad)(dy, x),
        jax.jit(formulas.mish_grad)(dy, x),
        rtol=tol.rtol,
        atol=tol.atol,
    )
    g = jax.jit(jax.grad(lambda v: jax_mish.mish(v).sum()))(x)
    _assert_close(g, formulas.mish_derivative(x), "mish_grad")
    assert route.calls("aclCreateTensor") == 0


@compiler
def test_dtype_list_from_environment(route, monkeypatch):
    x, _ = _inputs(jnp.bfloat16, n=50)
    monkeypatch.setenv(ascend.DTYPES_ENV, "float32, float16")
    route.reinstall()  # the route reads its environment once; install again
    _assert_close(jax.jit(jax_mish.mish)(x), formulas.mish(x), "mish")
    assert route.calls("aclCreateTensor") == 0
    for empty in ("", " , "):  # as if unset: the SoC's choice, not no dtypes
        monkeypatch.setenv(ascend.DTYPES_ENV, empty)
        route.reinstall()
        assert ascend.cann_dtypes()[1] != f"${ascend.DTYPES_ENV}"
    # A bad list fails the first call that asks for the kernels, not install.
    monkeypatch.setenv(ascend.DTYPES_ENV, "float32,float64")
    route.reinstall()
    with pytest.raises(ValueError, match="float64"):
        jax.jit(jax_mish.mish)(x)
    with pytest.raises(ValueError, match="float64"):
        ascend.cann_dtypes()


# --- errors -----------------------------------------------------------------


@compiler
@pytest.mark.parametrize(
    "fn, op",
    [
        ("aclnnMishGetWorkspaceSize", "mish"),
        ("aclnnMish", "mish"),
        ("aclnnMishBackwardGetWorkspaceSize", "mish_grad"),
        ("aclnnMishBackward", "mish_grad"),
        ("aclrtMalloc", "mish_grad"),
        ("aclDestroyTensor", "mish"),
    ],
)
def test_cann_error_surfaces_with_its_message(route, fn, op):
    x, dy = _inputs(jnp.float16, n=100)
    route.set_workspace_size(256)
    route.fail(fn, 561103, "EZ9999: Inner Error! simulated AI Core exception")
    f = jax.jit(jax_mish.mish) if op == "mish" else jax.jit(jax_mish.mish_grad)
    args = (x,) if op == "mish" else (dy, x)
    with pytest.raises(RuntimeErr) as info:
        f(*args).block_until_ready()
    msg = str(info.value)
    assert f"jax_mish ascend {op}: {fn} failed with CANN status 561103" in msg
    # Out of device memory is XLA's RESOURCE_EXHAUSTED; CANN's own failures INTERNAL.
    assert ("RESOURCE_EXHAUSTED" if fn == "aclrtMalloc" else "INTERNAL") in msg
    assert "EZ9999: Inner Error! simulated AI Core exception" in msg
    # The failure was one-shot: the same compiled function now works.
    _assert_close(f(*args), (formulas.mish if op == "mish" else formulas.mish_grad)(*args), op)
    if fn in ("aclDestroyTensor", "aclrtMalloc"):
        # What a failed call leaves with CANN: the descriptor whose
        # destruction failed, or the one-shot executor that could not be
        # launched (CANN releases one-shot executors only by launching them).
        # Only that is left; then the double's books start afresh.
        leftover = {"aclDestroyTensor": (1, 0), "aclrtMalloc": (0, 1)}[fn]
        assert (route.live_tensors(), route.pending_executors()) == leftover
        ascend.release_workspaces()
        route.reset()
        route.expect_test_streams()


@compiler
def test_tensor_creation_failure(route):
    x, _ = _inputs(jnp.float32, n=10)
    route.fail("aclCreateTensor", 0, "EE1001: simulated descriptor failure")
    with pytest.raises(RuntimeErr, match="aclCreateTensor returned NULL: EE1001"):
        jax.jit(jax_mish.mish)(x).block_until_ready()


@compiler
def test_unsupported_dtype_on_the_device_is_cann_s_error(route):
    # Atlas training series: CANN's kernel rejects bfloat16 at planning time.
    x, _ = _inputs(jnp.bfloat16, n=10)
    route.set_bf16_supported(0)
    with pytest.raises(RuntimeErr, match="BF16 is not supported on this SoC"):
        jax.jit(jax_mish.mish)(x).block_until_ready()


@pytest.fixture
def stub_dir(tmp_path) -> Path:
    """CANN-named libraries that lack every CANN function."""
    src = tmp_path / "stub.c"
    src.write_text("int jax_mish_test_stub_symbol(void) { return 0; }\n")
    lib = tmp_path / "stub.so"
    compile_c(src, lib)
    d = tmp_path / "stub_lib64"
    d.mkdir()
    for name in LIB_NAMES:
        shutil.copy(lib, d / name)
    return d


@compiler
def test_missing_library_is_a_clear_error(route, hooks, tmp_path, stub_dir, monkeypatch):
    empty = tmp_path / "no_cann"
    empty.mkdir()
    monkeypatch.setenv("JAX_MISH_CANN_LIB_DIR", str(empty))
    assert ascend.cann_status()[0]  # CANN is loaded at install, not after
    route.reinstall()
    ok, why = ascend.cann_status()
    assert not ok
    assert f"cannot load {empty}/libascendcl.so" in why
    assert "$JAX_MISH_CANN_LIB_DIR" in why

    # The lowering says why once and uses the reference.
    x, dy = _inputs(jnp.float32, n=64)
    with pytest.warns(RuntimeWarning, match="libascendcl.so"):
        got = jax.jit(jax_mish.mish)(x)
    _assert_close(got, formulas.mish(x), "mish")
    assert route.calls("aclCreateTensor") == 0

    # The requirement is read once, with the rest of the route's environment:
    # set later, it changes nothing until the route reads it again.
    monkeypatch.setenv(ascend.REQUIRE_ENV, "1")
    jax.clear_caches()
    _assert_close(jax.jit(jax_mish.mish_grad)(dy, x), formulas.mish_grad(dy, x), "mish_grad")
    # Read again and installed again, lowering insists and fails at trace time.
    route.reinstall()
    assert _platforms.get("cpu").validated  # "auto" asks for the kernels too
    with pytest.raises(RuntimeError, match="needs CANN.*cannot load"):
        jax.jit(jax_mish.mish_grad)(dy, x)

    # A handler that finds no CANN at run time fails the call, naming it.
    # The CPU twin: the released name, on FFI platform "cpu".
    fwd_target = _targets.current("mish", "cann").name
    call = jax.ffi.ffi_call(fwd_target, jax.ShapeDtypeStruct(x.shape, x.dtype))
    with pytest.raises(RuntimeErr, match="FAILED_PRECONDITION.*cannot load"):
        jax.jit(call)(x).block_until_ready()

    # Libraries that load but lack the operators.
    monkeypatch.setenv("JAX_MISH_CANN_LIB_DIR", str(stub_dir))
    route.reinstall()
    ok, why = ascend.cann_status()
    assert not ok and "lack aclCreateTensor" in why and "aclnnMishBackward" in why

    # Only libopapi missing.
    partial = tmp_path / "partial"
    partial.mkdir()
    for name in LIB_NAMES[:2]:
        (partial / name).symlink_to(stub_dir / name)
    monkeypatch.setenv("JAX_MISH_CANN_LIB_DIR", str(partial))
    ok, why = hooks.load()  # the loader itself, as install calls it
    assert not ok and "none of the operator libraries (libopapi.so, libopapi_nn.so" in why


def test_library_directory_from_environment(monkeypatch):
    # The shipped module: this needs no compiler.
    ext = importlib.import_module(f"jax_mish.{_route.MODULE}")
    for var in ("JAX_MISH_CANN_LIB_DIR", "ASCEND_TOOLKIT_HOME", "ASCEND_HOME_PATH"):
        monkeypatch.delenv(var, raising=False)
    assert ext._lib_dir() == (
        "/usr/local/Ascend/ascend-toolkit/latest/lib64",
        "the default CANN location",
    )
    monkeypatch.setenv("ASCEND_HOME_PATH", "/opt/h")
    assert ext._lib_dir() == ("/opt/h/lib64", "$ASCEND_HOME_PATH/lib64")
    monkeypatch.setenv("ASCEND_TOOLKIT_HOME", "/opt/t")
    assert ext._lib_dir() == ("/opt/t/lib64", "$ASCEND_TOOLKIT_HOME/lib64")
    monkeypatch.setenv("JAX_MISH_CANN_LIB_DIR", "/opt/x")
    assert ext._lib_dir() == ("/opt/x", "$JAX_MISH_CANN_LIB_DIR")


# --- device, alignment, libraries, SoC -----------------------------------------


@compiler
def test_each_device_s_workspace_is_on_that_device(route):
    # Two devices, each with its own stream: the handler makes the stream's
    # device current before allocating, so each block is on its stream's
    # device (the double refuses a launch otherwise), whatever device the
    # thread XLA runs it on was set to before.
    route.set_workspace_size(1024)
    devices = jax.devices("cpu")[:2]
    x, _ = _inputs(jnp.float32, n=256, seed=11)
    f = jax.jit(jax_mish.mish)
    for device in devices:
        _assert_close(f(jax.device_put(x, device)), formulas.mish(x), "mish")
    assert route.calls("aclnnMish") == 2
    assert route.calls("aclrtMalloc") == 2 and route.live_blocks() == 2
    assert route.calls("aclrtSetDevice") >= 1
    # Freeing goes through each block's device too (checked by the double).
    ascend.release_workspaces()
    assert route.live_blocks() == 0 and route.calls("aclrtFree") == 2


@compiler
def test_handler_on_the_device_already_current_sets_nothing(route, hooks):
    ext = hooks
    x = _aligned(np.linspace(-5, 5, 64, dtype=np.float32))
    out = _aligned(np.zeros(64, np.float32))
    route.set_thread_device(1)  # this thread is on device 1 already
    try:
        assert (
            ext._run_test_handler(False, 1, 0, x.ctypes.data, out.ctypes.data, 64, "float32") == ""
        )
        assert route.calls("aclrtSetDevice") == 0 and route.calls("aclrtGetDevice") == 1
        # A call for device 0 from the same thread moves it there.
        assert (
            ext._run_test_handler(False, 0, 0, x.ctypes.data, out.ctypes.data, 64, "float32") == ""
        )
        assert route.calls("aclrtSetDevice") == 1 and route.thread_device() == 0
    finally:
        route.set_thread_device(-1)
    _assert_close(jnp.asarray(out), formulas.mish(jnp.asarray(x)), "mish")


def _aligned(a: np.ndarray, offset: int = 0) -> np.ndarray:
    """A copy of ``a`` whose data starts ``offset`` bytes past a 64-byte boundary."""
    raw = np.zeros(a.nbytes + 64 + offset, np.uint8)
    start = (-raw.ctypes.data) % 64 + offset
    view = raw[start : start + a.nbytes].view(a.dtype)
    view[:] = a
    return view


@compiler
@pytest.mark.parametrize("which", ["dy", "x", "the output"])
def test_buffers_not_32_byte_aligned_are_refused(route, hooks, which):
    # XLA's device buffers are aligned far beyond 32 bytes; a buffer that is
    # not is refused before CANN sees it (the double enforces CANN's rule).
    ext = hooks
    n = 40
    bufs = {k: _aligned(np.ones(n, np.float16)) for k in ("dy", "x", "the output")}
    bufs[which] = _aligned(np.ones(n, np.float16), offset=16)
    msg = ext._run_test_handler(
        True,
        0,
        bufs["dy"].ctypes.data,
        bufs["x"].ctypes.data,
        bufs["the output"].ctypes.data,
        n,
        "float16",
    )
    assert f"jax_mish ascend mish_grad: {which} is at 0x" in msg
    assert "not 32-byte aligned; CANN requires tensor data aligned to 32 bytes" in msg
    assert route.calls("aclCreateTensor") == 0
    # 32-byte aligned (not 64) is enough.
    bufs[which] = _aligned(np.ones(n, np.float16), offset=32)
    assert (
        ext._run_test_handler(
            True,
            0,
            bufs["dy"].ctypes.data,
            bufs["x"].ctypes.data,
            bufs["the output"].ctypes.data,
            n,
            "float16",
        )
        == ""
    )
    assert route.calls("aclnnMishBackward") == 1


@compiler
def test_operators_found_in_op_plugin_s_fallback_libraries(
    route, hooks, tmp_path, stub_dir, monkeypatch
):
    # No libopapi.so with the operators (a stub without them), none of
    # libopapi_nn.so or libaclnn_ops_infer.so: the operators come from
    # libaclnn_ops_train.so, the next library in op-plugin's order.
    lib64 = tmp_path / "split_lib64"
    lib64.mkdir()
    double_file = Path(route.lib._name).resolve()
    for name in ("libascendcl.so", "libnnopbase.so", "libaclnn_ops_train.so"):
        (lib64 / name).symlink_to(double_file)
    (lib64 / "libopapi.so").symlink_to(stub_dir / "libopapi.so")
    monkeypatch.setenv("JAX_MISH_CANN_LIB_DIR", str(lib64))
    route.reinstall()
    ok, where = ascend.cann_status()
    assert ok and where == str(lib64)
    assert hooks._operator_library() == "libaclnn_ops_train.so"
    x, _ = _inputs(jnp.float32, n=100)
    _assert_close(jax.jit(jax_mish.mish)(x), formulas.mish(x), "mish")
    assert route.calls("aclnnMish") == 1


@compiler
@pytest.mark.parametrize(
    "soc, bf16",
    [
        ("Ascend910B1", True),
        ("Ascend910_9391", True),
        ("Ascend910A", False),
        ("Ascend310P3", False),
        ("", False),
    ],
)
def test_dtypes_sent_to_cann_follow_the_soc(route, soc, bf16):
    route.set_soc_name(soc.encode())
    route.reinstall()  # the SoC is asked once, at install
    dtypes, why = ascend.cann_dtypes()
    assert (jnp.dtype(jnp.bfloat16) in dtypes) == bf16, why
    assert {jnp.dtype(jnp.float32), jnp.dtype(jnp.float16)} <= dtypes
    assert (soc in why) if soc else ("names no SoC" in why)
    x, _ = _inputs(jnp.bfloat16, n=50)
    _assert_close(jax.jit(jax_mish.mish)(x), formulas.mish(x), "mish")
    assert route.calls("aclnnMish") == (1 if bf16 else 0)
    assert route.calls("aclrtGetSocName") >= 1


@compiler
def test_dtype_environment_overrides_the_soc(route, monkeypatch):
    # 910A refuses bfloat16; the override sends it anyway, and CANN's own
    # error says so at run time.
    route.set_soc_name(b"Ascend910A")
    route.set_bf16_supported(0)
    monkeypatch.setenv(ascend.DTYPES_ENV, "float32,float16,bfloat16")
    route.reinstall()
    assert ascend.cann_dtypes() == (frozenset(_cann.CANN_DTYPES.values()), f"${ascend.DTYPES_ENV}")
    x, _ = _inputs(jnp.bfloat16, n=10)
    with pytest.raises(RuntimeErr, match="BF16 is not supported on this SoC"):
        jax.jit(jax_mish.mish)(x).block_until_ready()


# --- platform detection -----------------------------------------------------


def test_platform_detection(monkeypatch):
    monkeypatch.delenv(ascend.PLATFORM_ENV, raising=False)
    assert ascend.candidate_platforms() == ("ascend", "npu")
    assert ascend.detect(known_platforms={"cpu", "cuda"}) == ()
    assert ascend.detect(known_platforms={"cpu", "NPU"}) == ("npu",)
    env = {ascend.PLATFORM_ENV: " MyNPU , ascend,"}
    assert ascend.candidate_platforms(env) == ("ascend", "npu", "mynpu")
    assert ascend.detect(known_platforms={"cpu", "mynpu"}, environ=env) == ("mynpu",)
    # In this process JAX knows no Ascend platform: nothing was installed.
    assert ascend.detect() == ()
    assert ascend.installed_platforms() == ()
    with pytest.raises(ValueError, match="JAX knows no platform 'nosuchnpu'"):
        ascend.enable("nosuchnpu")
    with pytest.raises(ValueError, match="not an Ascend platform"):
        ascend.enable("cpu")


def test_probe_finds_ascend_plugins_without_importing_them(tmp_path, monkeypatch):
    from jax_mish.ascend import _probe as _ascend_probe

    monkeypatch.delenv(ascend.PLATFORM_ENV, raising=False)
    assert _ascend_probe.installed_plugins() == ()
    assert not _ascend_probe.wanted()
    # A jax_plugins module and an entry point, as the two ways JAX discovers
    # plugins; importing any of them would raise.
    for name in ("xla_ascend0", "xla_cuda12"):
        pkg = tmp_path / "ns" / "jax_plugins" / name
        pkg.mkdir(parents=True)
        (pkg / "__init__.py").write_text("raise RuntimeError('imported')\n")
    dist = tmp_path / "ep" / "npu_vendor-1.0.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: npu-vendor\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text("[jax_plugins]\nvendor = npu_vendor.plugin\n")
    monkeypatch.syspath_prepend(str(tmp_path / "ns"))
    monkeypatch.syspath_prepend(str(tmp_path / "ep"))
    importlib.invalidate_caches()
    assert _ascend_probe.installed_plugins() == (
        "jax_plugins.xla_ascend0",
        "vendor = npu_vendor.plugin",
    )
    assert "jax_plugins.xla_ascend0" not in sys.modules


def _run_python(code: str, env_extra: dict[str, str]) -> dict:
    env = child_env(JAX_PLATFORMS="cpu")
    env.pop(ascend.PLATFORM_ENV, None)
    env.update(env_extra)
    return child_json(textwrap.dedent(code), env)


def test_import_without_ascend_loads_nothing():
    # No Ascend plugin installed: the route is not even imported (only the
    # light package with its probe), JAX's plugin discovery is not hooked and
    # no backend is created.
    out = _run_python(
        """
        import json, sys
        import jax_mish
        from jax._src import xla_bridge as xb
        loaded = {m: m in sys.modules for m in
                  ("jax_mish.ascend", "jax_mish.ascend._route", "jax_mish._jax_mish_ascend")}
        hooks = [cb for cb in xb._plugin_callbacks
                 if getattr(cb, "__module__", "").startswith("jax_mish")]
        backends = xb.backends_are_initialized()
        # The attribute still works, importing the module on first use.
        installed = list(jax_mish.ascend.installed_platforms())
        print(json.dumps({"loaded": loaded, "hooks": len(hooks), "backends": backends,
                          "installed": installed}))
    """,
        {},
    )
    assert out == {
        "loaded": {
            "jax_mish.ascend": True,
            "jax_mish.ascend._route": False,
            "jax_mish._jax_mish_ascend": False,
        },
        "hooks": 0,
        "backends": False,
        "installed": [],
    }


def test_plugin_registered_after_import_is_picked_up():
    # The usual order: jax_mish is imported first, the plugin registers its
    # platform later, when JAX discovers plugins and then runs the callbacks
    # registered for that moment. Here the factory is registered by hand and
    # the callback jax_mish left is run as JAX runs it.
    out = _run_python(
        """
        import json
        from jax.extend.backend import register_backend_factory
        import jax_mish
        from jax._src import xla_bridge as xb
        before = list(jax_mish.ascend.installed_platforms())

        def factory():
            raise RuntimeError("no NPU in this test")

        register_backend_factory("latenpu", factory, priority=-100)
        hooks = [cb for cb in xb._plugin_callbacks
                 if getattr(cb, "__module__", "") == "jax_mish.ascend._route"]
        for cb in hooks:
            cb(c_api=None)
        print(json.dumps({"before": before, "hooks": len(hooks),
                          "after": list(jax_mish.ascend.installed_platforms())}))
    """,
        {"JAX_MISH_ASCEND_PLATFORM": "latenpu"},
    )
    assert out == {"before": [], "hooks": 1, "after": ["latenpu"]}


def test_light_modules_import_the_standard_library_only():
    # The package and its probe are imported by every `import jax_mish`; the
    # route and CANN only where a plugin is (test above). Module level only:
    # names imported for type checkers alone do not count.
    import ast

    pkg = Path(ascend.__file__).parent
    light = ("jax_mish.ascend._probe", "jax_mish.ascend._settings")
    for name in ("__init__.py", "_probe.py", "_settings.py"):
        for node in ast.parse((pkg / name).read_text()).body:
            if isinstance(node, ast.Import):
                mods = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                mods = [node.module or ""]
            else:
                continue
            for mod in mods:
                top = mod.split(".")[0]
                assert top in sys.stdlib_module_names or mod in light, (name, mod)


# --- install loads CANN once; lowering only reads -----------------------------


@compiler
def test_lowering_loads_nothing_and_asks_cann_nothing(route, hooks, monkeypatch):
    # Install loaded CANN and asked for the SoC; from then on the rows'
    # `takes` only reads what install found: with the loader and the SoC
    # query made to fail, every dtype still lowers as install decided.
    asked = route.calls("aclrtGetSocName")
    assert asked >= 1

    def refuse(*args):
        raise AssertionError("CANN loaded or asked while lowering")

    monkeypatch.setattr(hooks, "load", refuse)
    monkeypatch.setattr(hooks, "soc_name", refuse)
    monkeypatch.setattr(_cann, "settle", refuse)
    for dtype in ("float32", "float16", "bfloat16", "float64"):
        x, dy = _inputs(jnp.dtype(dtype), n=40)
        _assert_close(jax.jit(jax_mish.mish)(x), formulas.mish(x), "mish")
        g = jax.jit(jax.grad(lambda v: jax_mish.mish(v).sum()))(x)
        _assert_close(g, formulas.mish_derivative(x), "mish_grad")
    assert route.calls("aclrtGetSocName") == asked
    assert route.calls("aclnnMish") == 3 and route.calls("aclnnMishBackward") == 3


# --- the CANN already in the process (RTLD_NOLOAD) ---------------------------

_NOLOAD_CHILD = """
import ctypes, json, os, sys
out = {}
plugin = os.environ.get("PLUGIN_CANN")
if plugin:
    # What the Ascend plugin's own link (or its ctypes preload) does.
    cann = ctypes.CDLL(os.path.join(plugin, "libascendcl.so"), mode=ctypes.RTLD_GLOBAL)
    cann.cannd_set_soc_name.argtypes = [ctypes.c_char_p]
    cann.cannd_set_soc_name(b"Ascend910B-plugin-copy")
import jax_mish._jax_mish_ascend as ext
out["load"] = list(ext.load())
out["soc"] = ext.soc_name()
maps = open("/proc/self/maps").read()
out["mapped"] = sorted({os.path.dirname(line.split()[-1]) for line in maps.splitlines()
                        if line.split()[-1].endswith("libcann_double.so")})
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def two_canns(tmp_path_factory):
    """Two copies of CANN (two files of the double, both with CANN's
    soname): the plugin's, and another installation."""
    plugin = cann_lib_dir(tmp_path_factory.mktemp("plugin_cann"), soname=True)
    other = cann_lib_dir(tmp_path_factory.mktemp("other_cann"), soname=True)
    # A directory of links to the plugin's files: the same library.
    same = tmp_path_factory.mktemp("same_cann") / "lib64"
    same.mkdir()
    for name in LIB_NAMES:
        (same / name).symlink_to(plugin / name)
    return plugin, other, same


def _noload(plugin_cann, **env) -> dict:
    extra = {"PLUGIN_CANN": str(plugin_cann) if plugin_cann else ""}
    base = child_env(JAX_PLATFORMS="cpu")
    for var in ("JAX_MISH_CANN_LIB_DIR", "ASCEND_TOOLKIT_HOME", "ASCEND_HOME_PATH"):
        base.pop(var, None)
    base.update(extra)
    base.update(env)
    return child_json(_NOLOAD_CHILD, base)


@pytest.mark.slow
@compiler
def test_cann_already_loaded_is_used_not_loaded_again(two_canns):
    plugin, other, same = two_canns
    real = lambda d: str(d.parent.resolve())  # the double's own file is beside lib64
    # Nothing loaded yet: the directory the environment names.
    out = _noload(None, ASCEND_TOOLKIT_HOME=str(other.parent))
    assert out["load"] == [True, str(other)] and out["mapped"] == [real(other)]
    # The plugin's CANN is in the process: found by soname and used, with
    # the libraries it lacks taken from beside it; the toolkit's other copy
    # is never mapped.
    out = _noload(plugin, ASCEND_TOOLKIT_HOME=str(other.parent))
    assert out["load"] == [True, str(plugin)], out
    assert out["soc"] == "Ascend910B-plugin-copy"
    assert out["mapped"] == [real(plugin)]
    # $JAX_MISH_CANN_LIB_DIR naming the same files: fine.
    out = _noload(plugin, JAX_MISH_CANN_LIB_DIR=str(same))
    assert out["load"] == [True, str(same)] and out["mapped"] == [real(plugin)]
    # $JAX_MISH_CANN_LIB_DIR naming another copy: refused, not loaded twice.
    out = _noload(plugin, JAX_MISH_CANN_LIB_DIR=str(other))
    ok, why = out["load"]
    assert not ok and out["mapped"] == [real(plugin)]
    assert f"libascendcl.so is already loaded in this process from {plugin}" in why
    assert "a second copy would not share the first one's runtime state" in why
    assert f"CANN library directory {other}, from $JAX_MISH_CANN_LIB_DIR" in why
    assert "Unset JAX_MISH_CANN_LIB_DIR to use the CANN already loaded" in why
