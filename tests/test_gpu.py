"""The CUDA kernels: build facts, lowering, and (on a GPU) accuracy, transforms,
memory layouts, in-place use and 64-bit sizes; the bias + Mish kernels' bits
against the host formulas and the CPU handlers, db's included.

Tests marked ``gpu`` run on the first GPU that JAX sees; without one they skip
(CI compiles the kernels but has no GPU), and with ``JAX_MISH_REQUIRE_GPU=1``
they fail instead (tests/conftest.py). The others need only the CUDA
extension to be built.

Accuracy uses the metric, oracles and kernel bounds of the CPU accuracy tests
(jax_mish.testing and tests/support/__init__.py): float64 numpy
for float32, float16 and bfloat16, mpmath for float64. tests/test_accuracy.py
runs on the default device, so under JAX_PLATFORMS=cuda it checks the GPU as
well; the tests here place their inputs on the GPU explicitly and add inputs
aimed at the kernels' branch points.
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax
from support import child_env, neutral_cwd, tolerance, ulps
from support.bias import db_off_and_bound, inputs, same_bits

import jax_mish
from jax_mish import formulas
from jax_mish._core import platforms as _platforms
from jax_mish.testing import (
    DTYPES,
    every_value,
    mish64,
    mish_mp,
    mish_prime64,
    mish_prime_mp,
    np_dtype,
    ulp_error,
    ulp_error_allowing_overflow,
    ulp_error_mp,
)

CUDA = _platforms.module("cuda")  # the CUDA extension module, or None
needs_cuda_module = pytest.mark.skipif(
    CUDA is None, reason="jax_mish was built without the CUDA kernels"
)

ROOT = -1.1924003438731516  # mish'(ROOT) = 0


# --- inputs ----------------------------------------------------------------------


def f32_inputs(rng: np.random.Generator) -> np.ndarray:
    """Finite float32 inputs: random bit patterns (every magnitude), the useful
    range, and every float32 in windows around the root, zero and the places
    where the formula changes branch or the result changes regime."""
    parts = [
        rng.integers(0, 2**32, size=1 << 20, dtype=np.uint64).astype(np.uint32).view(np.float32),
        rng.uniform(-130.0, 30.0, size=1 << 20).astype(np.float32),
    ]
    for centre in (ROOT, 0.0, 9.4, 20.0, -20.0, -87.3, -103.0, -120.0):
        c = np.float32(centre)
        steps = np.arange(-(1 << 15), 1 << 15, dtype=np.int64)
        if c == 0:
            bits = np.concatenate([steps[steps >= 0], (steps[steps > 0] | (1 << 31))])
        else:
            bits = int(np.array(c).view(np.uint32)) + steps
        parts.append(bits.astype(np.uint32).view(np.float32))
    x = np.concatenate(parts)
    return x[np.isfinite(x)]


def f64_inputs(rng: np.random.Generator) -> np.ndarray:
    parts = [
        rng.uniform(-800.0, 50.0, size=1200),
        rng.uniform(-3.0, 3.0, size=400),
        ROOT + rng.uniform(-1e-6, 1e-6, size=200),
        rng.uniform(19.0, 22.0, size=200),
        rng.uniform(-42.0, -38.0, size=200),
        rng.uniform(-760.0, -700.0, size=200),
        np.ldexp(rng.uniform(-1.0, 1.0, size=100), -1040),  # subnormal inputs
        np.array([ROOT, -40.0, 40.0, 20.5, -745.0, -751.0, 1e300, -1e300]),
    ]
    return np.concatenate(parts)


# --- running on the GPU -------------------------------------------------------------


@pytest.fixture(scope="module")
def gpu():
    return jax.devices("gpu")[0]


def run_fresh(args: list[str], timeout: int, **env: str) -> subprocess.CompletedProcess:
    """python `args` in a fresh interpreter that imports this jax_mish."""
    return subprocess.run(
        [sys.executable, *args],
        env=child_env(**env),
        cwd=neutral_cwd(),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def on(device, *arrays):
    return [jax.device_put(a, device) for a in arrays]


def run_mish(device, x: np.ndarray) -> np.ndarray:
    (xd,) = on(device, x)
    return np.asarray(jax.jit(jax_mish.mish)(xd))


def run_grad(device, dy: np.ndarray, x: np.ndarray) -> np.ndarray:
    dyd, xd = on(device, dy, x)
    return np.asarray(jax.jit(jax_mish.mish_grad)(dyd, xd))


def inplace_grad(dy, x):
    """mish_grad with dx written over dy (the custom call's output aliases dy)."""
    out = jax.ShapeDtypeStruct(x.shape, x.dtype)
    return jax.ffi.ffi_call("jax_mish_grad", out, input_output_aliases={0: 0})(dy, x)


def inplace_mish(x):
    out = jax.ShapeDtypeStruct(x.shape, x.dtype)
    return jax.ffi.ffi_call("jax_mish_fwd", out, input_output_aliases={0: 0})(x)


# --- without a GPU: build facts and lowering ------------------------------------------


def test_cuda_module_loads_when_built():
    # jax_mish quietly runs without the CUDA module when it is absent; a
    # module that is present (a build from source, or a plugin wheel's) but
    # cannot load (say, an unresolved symbol, or no libcudart.so.N) must not
    # pass for "built without CUDA".
    import glob
    import importlib.util

    (row,) = [r for r in _platforms.BUILTIN if r.name == "cuda"]
    present = []
    for pkg in _platforms.packages(row):
        spec = importlib.util.find_spec(pkg)
        for where in (spec.submodule_search_locations or []) if spec else []:
            if glob.glob(os.path.join(where, f"{row.module}*")):
                present.append(f"{pkg}.{row.module}")
    if not present:
        pytest.skip("no CUDA module installed (jax_mish built without it, no plugin wheel)")
    assert CUDA is not None and CUDA.__name__ == present[0], (present, CUDA)


@needs_cuda_module
def test_cuda_build_info():
    info = jax_mish.build_info(self_check=False)
    assert "cuda" in info["kernel_platforms"]
    cuda = info["cuda"]
    assert cuda["architectures"], cuda
    for arch in cuda["architectures"]:
        assert re.fullmatch(r"(sm|compute)_\d+[a-z]?|all|all-major|native", arch), arch
    assert re.fullmatch(r"\d+\.\d+", cuda["cuda_compiled"]), cuda
    runtime = cuda["cuda_runtime_library"]
    if os.path.samefile(runtime, CUDA.__file__):  # linked in (a build from source)
        assert cuda["cuda_runtime"] == cuda["cuda_compiled"]
    else:  # libcudart.so.N of the major version compiled for, the one this process loaded
        major = cuda["cuda_compiled"].split(".")[0]
        assert os.path.basename(runtime) == f"libcudart.so.{major}", cuda
        assert cuda["cuda_runtime"].split(".")[0] == major, cuda
        with open("/proc/self/maps") as maps:
            assert runtime in maps.read(), cuda
    assert cuda["ffi_api_version"] == info["ffi_api_built"]
    assert cuda["grid_waves"] == 1
    regs = CUDA.handlers()
    assert sorted(regs) == [("mish", 1), ("mish_bias", 1), ("mish_bias_grad", 1), ("mish_grad", 1)]
    assert all(type(c).__name__ == "PyCapsule" for c in regs.values())


@needs_cuda_module
def test_import_needs_no_gpu_or_driver():
    # A fresh interpreter restricted to the CPU imports the package, registers
    # the CUDA targets without error and computes on the CPU.
    code = (
        "import jax, jax.numpy as jnp, jax_mish\n"
        "from jax_mish._core import platforms as _platforms\n"
        "assert _platforms.module('cuda') is not None\n"
        "y = jax_mish.mish(jnp.arange(4.0))\n"
        "assert abs(float(y[1]) - 0.8650983882673103) < 1e-6, y\n"
        "print(jax_mish.build_info(self_check=False)['cuda']['cuda_driver'])\n"
    )
    proc = run_fresh(["-c", code], 120, JAX_PLATFORMS="cpu")
    assert proc.returncode == 0, proc.stderr[-3000:]


@needs_cuda_module
@pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16])
def test_cuda_lowering_uses_the_kernels(dtype):
    # Lowering for CUDA works on any machine: the primitives (and reverse mode)
    # become the two FFI custom calls, not the pure-JAX fallback.
    x = jax.ShapeDtypeStruct((5, 3), dtype)
    fwd = jax.jit(jax_mish.mish).trace(x).lower(lowering_platforms=("cuda",)).as_text()
    assert "stablehlo.custom_call @jax_mish_fwd" in fwd
    assert "exponential" not in fwd

    def loss(v):
        return jnp.sum(jax_mish.mish(v).astype(jnp.float32))

    bwd = jax.jit(jax.grad(loss)).trace(x).lower(lowering_platforms=("cuda",)).as_text()
    assert "stablehlo.custom_call @jax_mish_grad" in bwd
    alias = (
        jax.jit(inplace_grad, donate_argnums=0)
        .trace(x, x)
        .lower(lowering_platforms=("cuda",))
        .as_text()
    )
    assert "output_operand_aliases" in alias and "@jax_mish_grad" in alias


# --- on the GPU: accuracy -------------------------------------------------------------------


@pytest.mark.gpu
def test_gpu_compiles_to_the_kernels(gpu):
    (x,) = on(gpu, jnp.linspace(-3, 3, 64, dtype=jnp.float32))
    loss = jax.value_and_grad(lambda v: jnp.sum(jax_mish.mish(v)))
    hlo = jax.jit(loss).lower(x).compile().as_text()
    assert "jax_mish_fwd" in hlo and "jax_mish_grad" in hlo


@pytest.mark.gpu
def test_gpu_accuracy_float32(gpu):
    rng = np.random.default_rng(0)
    x = f32_inputs(rng)
    x64 = x.astype(np.float64)
    dy = (rng.standard_normal(x.size) * 10.0 ** rng.uniform(-3, 3, x.size)).astype(np.float32)
    d = mish_prime64(x64)
    for what, got, exact, scale in (
        ("mish", run_mish(gpu, x), mish64(x64), None),
        ("mish_grad", run_grad(gpu, np.ones_like(x), x), d, None),
        ("mish_grad", run_grad(gpu, dy, x), dy.astype(np.float64) * d, dy),
    ):
        err = ulp_error(got, exact, "float32", scale=scale)
        bound = ulps("kernel", what, "float32")
        assert err.max() <= bound, (what, scale is not None, err.max(), x[err.argmax()])


@pytest.mark.gpu
@pytest.mark.parametrize("dtype", [d for d in DTYPES if np_dtype(d).itemsize == 2])
def test_gpu_accuracy_half_exhaustive(gpu, dtype):
    npdt = np_dtype(dtype)
    x = every_value(dtype)
    x64 = x.astype(np.float64)
    d = mish_prime64(x64)
    dy = np.random.default_rng(1).uniform(-4.0, 4.0, size=x.size).astype(npdt)
    dy64 = dy.astype(np.float64)
    for what, got, exact, scale in (
        ("mish", run_mish(gpu, x), mish64(x64), None),
        ("mish_grad", run_grad(gpu, np.ones_like(x), x), d, None),
        ("mish_grad", run_grad(gpu, dy, x), dy64 * d, dy64),
    ):
        # Where the exact result overflows the dtype, inf is the right answer.
        err = ulp_error_allowing_overflow(got, exact, dtype, scale=scale)
        bound = ulps("kernel", what, dtype)
        assert err.max() <= bound, (what, scale is not None, err.max(), x[err.argmax()])


@pytest.mark.gpu
def test_gpu_accuracy_float64(gpu):
    x = f64_inputs(np.random.default_rng(2))
    for what, got, fn in (
        ("mish", run_mish(gpu, x), mish_mp),
        ("mish_grad", run_grad(gpu, np.ones_like(x), x), mish_prime_mp),
    ):
        assert np.all(np.isfinite(got)), what
        err = ulp_error_mp(x, got, fn)
        assert err.max() <= ulps("kernel", what, "float64"), (what, err.max(), x[err.argmax()])


@pytest.mark.gpu
@pytest.mark.parametrize("dtype", [np_dtype(d) for d in DTYPES], ids=DTYPES)
def test_gpu_special_values(gpu, dtype):
    x = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0, 1e4, -1e4], dtype=dtype)
    y = run_mish(gpu, x).astype(np.float64)
    assert y[0] == np.inf and y[1] == 0 and np.isnan(y[2]) and y[3] == 0 and y[4] == 0
    assert y[5] == float(x[5]) and y[6] == 0
    g = run_grad(gpu, np.ones_like(x), x).astype(np.float64)
    assert g[0] == 1 and g[1] == 0 and np.isnan(g[2]) and g[5] == 1 and g[6] == 0
    assert g[3] == pytest.approx(0.6, rel=tolerance("limits", "mish_grad", "any").rtol)
    dy = np.array([np.nan, 1, 1, np.inf, 1, -2, 2], dtype=dtype)
    g = run_grad(gpu, dy, x).astype(np.float64)
    assert np.isnan(g[0]) and g[1] == 0 and np.isnan(g[2]) and g[3] == np.inf
    assert g[5] == -2 and g[6] == 0


# --- on the GPU: layouts, in place, sizes, errors -------------------------------------------------

_LAYOUT_SIZES = (0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 1000, 4099)
_LAYOUT_OFFSETS = ((0, 0, 0), (1, 1, 1), (3, 3, 3), (7, 7, 7), (1, 2, 0), (0, 0, 5), (0, 3, 0))


@pytest.mark.gpu
@needs_cuda_module
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("grad", [False, True], ids=["mish", "grad"])
def test_gpu_layouts_guards_and_in_place(gpu, dtype, grad):
    # Every combination of size (vector body or not, tails of every length)
    # and buffer offset from a 16-byte boundary (same or different per
    # buffer), out of place and in place: each element matches the host
    # evaluation of the formula bit for bit and no byte outside the output
    # is written. The large sizes take several grid-stride rounds with the
    # default grid.
    del gpu  # the hook uses the current CUDA device directly
    problems = []
    cases = [
        (n, off, inp) for n in _LAYOUT_SIZES for off in _LAYOUT_OFFSETS for inp in (False, True)
    ]
    large = [(3_000_017, off, inp) for off in ((0, 0, 0), (1, 2, 0)) for inp in (False, True)]
    default_waves = CUDA._get_grid_waves()
    try:
        # Grids of one, two and "enough" waves (no grid-stride repetition).
        for waves in (default_waves, 2, 0):
            CUDA._set_grid_waves(waves)
            for n, (o_dy, o_x, o_out), inp in (cases if waves == default_waves else []) + large:
                msg = CUDA._check_layout(dtype, grad, n, o_dy, o_x, o_out, inp)
                if msg:
                    problems.append(
                        f"n={n} offsets={(o_dy, o_x, o_out)} in_place={inp} waves={waves}: {msg}"
                    )
    finally:
        CUDA._set_grid_waves(default_waves)
    assert not problems, "\n".join(problems[:10])


@pytest.mark.gpu
@needs_cuda_module
@pytest.mark.parametrize("dtype", DTYPES)
def test_gpu_layouts_without_guard(gpu, dtype):
    # Each buffer in an allocation that ends exactly at its last element, so
    # that an access past the end leaves the allocation: under
    # compute-sanitizer memcheck (scripts/gpu_check.sh) it is reported, which
    # guard bytes in the same allocation would hide. Without the sanitizer
    # this still checks every result and the bytes before the data.
    del gpu
    problems = []
    for grad in (False, True):
        for n in (0, 1, 7, 8, 9, 17, 31, 4099, 100_003):
            for off in ((0, 0, 0), (3, 3, 3), (1, 2, 0), (0, 0, 5)):
                for inp in (False, True):
                    msg = CUDA._check_layout(dtype, grad, n, *off, inp, guard=False)
                    if msg:
                        problems.append(f"grad={grad} n={n} offsets={off} in_place={inp}: {msg}")
    assert not problems, "\n".join(problems[:10])


@pytest.mark.gpu
@pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16], ids=["f32", "bf16"])
def test_gpu_in_place_variants(gpu, dtype):
    rng = np.random.default_rng(3)
    x = rng.uniform(-8, 8, size=(257, 33)).astype(dtype)
    dy = rng.uniform(-2, 2, size=x.shape).astype(dtype)
    want_g = run_grad(gpu, dy, x)
    want_y = run_mish(gpu, x)
    dyd, xd = on(gpu, dy, x)
    got_g = jax.jit(inplace_grad, donate_argnums=0)(dyd, xd)
    np.testing.assert_array_equal(np.asarray(got_g), want_g)
    (xd2,) = on(gpu, x)
    got_y = jax.jit(inplace_mish, donate_argnums=0)(xd2)
    np.testing.assert_array_equal(np.asarray(got_y), want_y)

    # In a loop carry, as an optimiser step would use it.
    def body(_, g):
        return inplace_grad(g, xd)

    loop = jax.jit(lambda g: lax.fori_loop(0, 3, body, g))
    got = np.asarray(loop(jax.device_put(dy, gpu))).astype(np.float64)
    want = dy
    for _ in range(3):
        want = run_grad(gpu, want, x)
    np.testing.assert_array_equal(got, want.astype(np.float64))


@pytest.mark.gpu
@pytest.mark.slow
def test_gpu_more_than_2_31_elements(gpu):
    # 64-bit indices: bfloat16 input of 2^31 + 4099 elements (4 GiB); the
    # elements past index 2^31 are checked against the oracle.
    n = (1 << 31) + 4099
    stats = gpu.memory_stats() or {}
    if stats.get("bytes_limit", 0) < 3 * 2 * n + (2 << 30):
        pytest.skip("needs about 15 GiB of free GPU memory")
    period = 8191

    def make():
        i = lax.iota(jnp.uint32, n)
        return (((i % period).astype(jnp.float32) - 4095.0) / 256.0).astype(jnp.bfloat16)

    def pattern(idx):
        v = ((idx % period).astype(np.float32) - np.float32(4095.0)) / np.float32(256.0)
        return v.astype(jnp.bfloat16)

    probe = np.concatenate([np.arange(0, 64), np.arange((1 << 31) - 64, n)]).astype(np.int64)

    @jax.jit
    def run():
        x = make()
        y = jax_mish.mish(x)
        g = jax_mish.mish_grad(x, x)
        return y[probe], g[probe]

    with jax.default_device(gpu):
        y, g = run()
    xs = pattern(probe).astype(np.float64)
    err_y = ulp_error(np.asarray(y), mish64(xs), "bfloat16")
    err_g = ulp_error(np.asarray(g), xs * mish_prime64(xs), "bfloat16", scale=xs)
    assert err_y.max() <= ulps("kernel", "mish", "bfloat16")
    assert err_g.max() <= ulps("kernel", "mish_grad", "bfloat16")


@pytest.mark.gpu
def test_gpu_handler_errors(gpu):
    dy, x = on(gpu, jnp.ones(8, jnp.float16), jnp.ones(8, jnp.float32))
    call = jax.ffi.ffi_call("jax_mish_grad", jax.ShapeDtypeStruct((8,), jnp.float32))
    with pytest.raises(Exception, match="dtypes differ"):
        jax.block_until_ready(jax.jit(call)(dy, x))
    (xi,) = on(gpu, jnp.ones(8, jnp.int32))
    call = jax.ffi.ffi_call("jax_mish_fwd", jax.ShapeDtypeStruct((8,), jnp.int32))
    with pytest.raises(Exception, match="unsupported dtype"):
        jax.block_until_ready(jax.jit(call)(xi))
    (xs,) = on(gpu, jnp.ones(8, jnp.float32))
    call = jax.ffi.ffi_call("jax_mish_fwd", jax.ShapeDtypeStruct((9,), jnp.float32))
    with pytest.raises(Exception, match="element counts differ"):
        jax.block_until_ready(jax.jit(call)(xs))

    # An empty buffer launches nothing, but its dtype is checked all the same
    # (has_side_effect: XLA would otherwise drop a call with an empty result).
    def empty_call(target, dtype, nargs):
        (xe,) = on(gpu, jnp.ones(0, dtype))
        out = jax.ShapeDtypeStruct((0,), dtype)
        call = jax.ffi.ffi_call(target, out, has_side_effect=True)
        return jax.block_until_ready(jax.jit(call)(*[xe] * nargs))

    for target, nargs in (("jax_mish_fwd", 1), ("jax_mish_grad", 2)):
        assert empty_call(target, jnp.float32, nargs).shape == (0,)
        with pytest.raises(Exception, match="unsupported dtype"):
            empty_call(target, jnp.int32, nargs)


# --- on the GPU: transforms --------------------------------------------------------------------


def _close(got, want, dtype, what=""):
    tol = tolerance("cuda_transforms", "any", jnp.dtype(dtype).name)
    np.testing.assert_allclose(
        np.asarray(got), np.asarray(want), rtol=tol.rtol, atol=tol.atol, err_msg=what
    )


def _transforms(mish, mish_grad):
    """Every transform a user combines with mish, as one function of (x, t),
    so that each implementation compiles once."""

    def sq_loss(v):
        return jnp.sum(mish(v) ** 2)

    def scan_loss(u):
        def step(c, row):
            return mish(c + row), None

        return jnp.sum(lax.scan(step, jnp.zeros_like(u[0]), u)[0])

    ck = jax.checkpoint(lambda u: mish(mish(u)))

    def run(x, t):
        y, pull = jax.vjp(mish, x)
        v = x[0]
        return {
            "grad": jax.grad(sq_loss)(x),
            "vjp": (y, pull(t)[0]),
            "jvp": jax.jvp(mish, (x,), (t,))[1],
            "jacfwd": jax.jacfwd(mish)(v),
            "jacrev": jax.jacrev(mish)(v),
            "hessian": jax.hessian(lambda u: jnp.sum(mish(u)))(v),
            "vmap": jax.vmap(mish)(x),
            # mish_grad with differently batched operands.
            "vmap_grad_bcast": jax.vmap(mish_grad, in_axes=(0, None))(t, v),
            "vmap_grad_axes": jax.vmap(mish_grad, in_axes=(1, 0))(t.T, x),
            "checkpoint": jax.grad(lambda u: jnp.sum(ck(u)))(x),
            "scan": jax.grad(scan_loss)(x),
        }

    return jax.jit(run)


@pytest.mark.gpu
@pytest.mark.parametrize("dtype", [jnp.float32, jnp.float64], ids=["f32", "f64"])
def test_gpu_transforms(gpu, dtype):
    rng = np.random.default_rng(4)
    x_np = rng.uniform(-6, 6, size=(4, 7)).astype(dtype)
    t_np = rng.uniform(-1, 1, size=x_np.shape).astype(dtype)
    x, t = on(gpu, x_np, t_np)
    got = _transforms(jax_mish.mish, jax_mish.mish_grad)(x, t)
    want = _transforms(formulas.mish, formulas.mish_grad)(x, t)
    assert jax.tree_util.tree_structure(got) == jax.tree_util.tree_structure(want)
    for (path, g), w in zip(
        jax.tree_util.tree_leaves_with_path(got), jax.tree_util.tree_leaves(want)
    ):
        _close(g, w, dtype, jax.tree_util.keystr(path))


@pytest.mark.gpu
def test_gpu_first_call_in_a_cuda_graph():
    # tests/support/gpu_graph_case.py in a fresh process: its first jax_mish call is
    # inside a CUDA graph that XLA captures (scripts/gpu_check.sh runs it as
    # a stage of its own).
    case = os.path.join(os.path.dirname(__file__), "support", "gpu_graph_case.py")
    proc = run_fresh([case], 300, XLA_FLAGS="--xla_gpu_graph_min_graph_size=1")
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-3000:]


@pytest.mark.gpu
def test_gpu_chain_of_kernels(gpu):
    # Several custom calls in one program (XLA may record them into a CUDA
    # graph: the handlers are command-buffer compatible), run repeatedly.
    (x,) = on(gpu, jnp.linspace(-5, 5, 4096, dtype=jnp.float32))

    @jax.jit
    def chain(v):
        for _ in range(6):
            v = jax_mish.mish(v) + v
        return v, jax.grad(lambda u: jnp.sum(jax_mish.mish(u) * u))(v)

    want = chain(x)
    for _ in range(3):
        got = chain(x)
        np.testing.assert_array_equal(np.asarray(got[0]), np.asarray(want[0]))
        np.testing.assert_array_equal(np.asarray(got[1]), np.asarray(want[1]))
    ref = x
    for _ in range(6):
        ref = formulas.mish(ref) + ref
    _close(want[0], ref, jnp.float32)


# --- bias + Mish (handler roles "mish_bias" and "mish_bias_grad") -------------------
# Registered here under test-only names, for CUDA and the CPU: the lowering's
# target names are jax_mish/_targets.py's.

GPU_BIAS_FWD = "jax_mish_gpu_test_bias_fwd"
GPU_BIAS_GRAD = "jax_mish_gpu_test_bias_grad"
BIAS_SELF_TEST_SHAPES = [
    (0, 5),
    (1, 1),
    (3, 7),
    (40, 33),
    (1300, 3),
    (70, 65),
    (5, 4097),
    (3000, 64),
    (2100, 1),
    (17, 1000),
]


@functools.cache
def _bias_targets() -> None:
    cpu = _platforms.module("cpu").handlers()
    cuda = CUDA.handlers()
    for name, role in ((GPU_BIAS_FWD, ("mish_bias", 1)), (GPU_BIAS_GRAD, ("mish_bias_grad", 1))):
        jax.ffi.register_ffi_target(name, cuda[role], platform="CUDA")
        jax.ffi.register_ffi_target(name, cpu[role], platform="cpu")


def run_bias(device, dy, x, b, alias: bool = False):
    """(y, dx, db) of the bias handlers on `device`; dx written over dy when alias."""
    _bias_targets()
    dyd, xd, bd = on(device, dy, x, b)
    sds = lambda a: jax.ShapeDtypeStruct(a.shape, a.dtype)  # noqa: E731
    y = jax.ffi.ffi_call(GPU_BIAS_FWD, sds(x))(xd, bd)
    grad = jax.ffi.ffi_call(
        GPU_BIAS_GRAD, (sds(x), sds(b)), input_output_aliases={0: 0} if alias else {}
    )
    if alias:
        grad = jax.jit(grad, donate_argnums=0)
    dx, db = grad(dyd, xd, bd)
    return np.asarray(y), np.asarray(dx), np.asarray(db)


@pytest.mark.gpu
@needs_cuda_module
@pytest.mark.parametrize("dtype", DTYPES)
def test_gpu_bias_self_test(gpu, dtype):
    """CUDA._check_bias: y, dx and db of the bias kernels equal the host
    evaluation of the same formulas and of bias_plan.h's order bit for bit,
    with x and the outputs at every offset from a 16-byte boundary, dx written
    over dy or not, nothing outside the outputs written."""
    del gpu
    problems = []
    for rows, cols in BIAS_SELF_TEST_SHAPES:
        for off in ((0, 0), (1, 3), (7, 15)):
            for in_place in (False, True):
                msg = CUDA._check_bias(dtype, rows, cols, *off, in_place)
                if msg:
                    problems.append(f"[{rows}, {cols}] offsets={off} in_place={in_place}: {msg}")
    assert not problems, "\n".join(problems[:10])


@pytest.mark.gpu
@needs_cuda_module
def test_gpu_bias_layouts_without_guard(gpu):
    # Each buffer's allocation ends at its data (see test_gpu_layouts_without_guard).
    del gpu
    problems = []
    for dtype in DTYPES:
        for rows, cols in BIAS_SELF_TEST_SHAPES[:6]:
            for off, in_place in (((0, 0), False), ((3, 5), True)):
                msg = CUDA._check_bias(dtype, rows, cols, *off, in_place, guard=False)
                if msg:
                    problems.append(f"{dtype} [{rows}, {cols}] offsets={off}: {msg}")
    assert not problems, "\n".join(problems[:10])


@pytest.mark.gpu
@pytest.mark.parametrize("dtype", DTYPES)
def test_gpu_bias_matches_the_cpu_bit_for_bit_and_repeats(gpu, dtype):
    """The CUDA kernels sum db in the CPU's order with the same element
    formulas: y, dx and db equal the CPU handlers' bits, db is the same on
    every run, and within bias_plan.h's bound of the exact sum."""
    cpu = jax.devices("cpu")[0]
    shapes = [
        ((7, 3), (3,)),
        ((3000, 64), (64,)),
        ((20000, 3), (3,)),
        ((200, 1000), (1000,)),
        ((20, 5000), (5000,)),
        ((2, 3, 5, 7), (5, 7)),
        ((1 << 17, 32), (32,)),  # 4096 chunks: three levels of the tree kernel
        ((1 << 22, 1), (1,)),
    ]
    for shape in shapes:
        for specials in (False, True):
            dy, x, b = inputs(*shape, dtype, seed=len(shape[0]), specials=specials)
            want = run_bias(cpu, dy, x, b)
            got = run_bias(gpu, dy, x, b)
            for g, w, what in zip(got, want, ("y", "dx", "db")):
                assert same_bits(g, w), (dtype, shape, specials, what)
            for _ in range(3):
                assert same_bits(run_bias(gpu, dy, x, b)[2], got[2]), (dtype, shape, "rerun")
            if dtype != "float64" and not specials:
                off, bound = db_off_and_bound(dy, x, b, got[2], dtype)
                assert np.all(off <= bound), (dtype, shape, off.max())


@pytest.mark.gpu
@pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16], ids=["f32", "bf16"])
def test_gpu_bias_in_place_variants(gpu, dtype):
    name = np.dtype(dtype).name
    for shape in (((257, 33), (33,)), ((64, 65), (65,))):
        dy, x, b = inputs(*shape, name, seed=5)
        want = run_bias(gpu, dy, x, b)
        got = run_bias(gpu, dy, x, b, alias=True)
        assert same_bits(got[1], want[1]) and same_bits(got[2], want[2]), shape


@pytest.mark.gpu
def test_gpu_bias_handler_errors(gpu):
    _bias_targets()
    x, b = on(gpu, np.zeros((4, 3), np.float32), np.zeros((4,), np.float32))
    call = jax.ffi.ffi_call(GPU_BIAS_FWD, jax.ShapeDtypeStruct((4, 3), jnp.float32))
    with pytest.raises(jax.errors.JaxRuntimeError, match=r"jax_mish mish_bias: b's shape \(4,\)"):
        jax.block_until_ready(call(x, b))
    (b3,) = on(gpu, np.zeros((3,), np.float16))
    grad = jax.ffi.ffi_call(
        GPU_BIAS_GRAD,
        (jax.ShapeDtypeStruct((4, 3), jnp.float32), jax.ShapeDtypeStruct((3,), jnp.float16)),
    )
    with pytest.raises(jax.errors.JaxRuntimeError, match=r"mish_bias_grad: x and b dtypes differ"):
        jax.block_until_ready(grad(x, x, b3))
