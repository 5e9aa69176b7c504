"""The bias + Mish kernels of the CPU module, called through their handlers
(``handlers()`` roles ``("mish_bias", 1)`` and ``("mish_bias_grad", 1)``,
registered here under test-only target names), before any lowering uses
them:

- ``mish_bias``: (x, b) -> y = mish(x + b), b of x's trailing dimensions;
- ``mish_bias_grad``: (dy, x, b) -> (dx = dy * mish'(x + b), db), db the sum
  of dx's unrounded values over x's leading dimensions, in the order of
  xla_ffi/bias_plan.h.

Checked: y and dx have the bits of the plain kernels run on z = x + b
(rounded once to the compute type) and hold the kernel bounds against the
exact values at z; db has the bits of that order evaluated in numpy on the
plain kernel's unrounded terms, and is within the bound bias_plan.h derives
of the exact sum; db (and y, dx) keep their bits across block sizes, thread
counts, processes and the ISAs that share the element arithmetic; dx written
over dy; empty and one-row inputs; the handlers' argument checks. The native
test (tests/support/native/bias_kernels.cc) compares the scalar and SIMD loops.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import jax
import numpy as np
import pytest
from support import child_env, cpu_device, neutral_cwd, ulps
from support.bias import (
    biased,
    db_bound,
    db_in_order,
    db_off_and_bound,
    inputs,
    same_bits,
    widen,
)
from support.kernel_build import KERNELS_CC, MARCH, NEEDS_X86_GXX, gxx

from jax_mish import _jax_mish_cpu as cpu_ext
from jax_mish.testing import (
    DTYPES,
    mish64,
    mish_mp,
    mish_prime64,
    mish_prime_mp,
    np_dtype,
    ulp_error,
    ulp_error_mp,
)

ROOT = Path(__file__).resolve().parents[1]
CPU = cpu_device()
pytestmark = pytest.mark.skipif(CPU is None, reason="JAX runs without its CPU backend")

# Test-only names: the target names of the lowering are jax_mish/_targets.py's.
FWD = "jax_mish_test_bias_fwd"
GRAD = "jax_mish_test_bias_grad"
_HANDLERS = cpu_ext.handlers()
jax.ffi.register_ffi_target(FWD, _HANDLERS[("mish_bias", 1)], platform="cpu")
jax.ffi.register_ffi_target(GRAD, _HANDLERS[("mish_bias_grad", 1)], platform="cpu")

ISAS = tuple(i for i in cpu_ext.build_info()["isa_compiled"].split(",") if cpu_ext._cpu_supports(i))
# The ISAs whose loops use fused multiply-adds, as the scalar loops of an
# aarch64 build do: their element results, and so db, have the same bits.
FMA_ISAS = tuple(i for i in ISAS if i != "baseline")


@pytest.fixture(autouse=True)
def _on_cpu_and_restore_kernel_settings():
    tiling = cpu_ext._get_tiling()
    with jax.default_device(CPU):
        yield
    cpu_ext._set_tiling(*tiling)
    assert cpu_ext._select_isa("auto")


# --- calling the handlers ------------------------------------------------------------


def _sds(a) -> jax.ShapeDtypeStruct:
    return jax.ShapeDtypeStruct(np.shape(a), np.asarray(a).dtype)


def bias_fwd(x, b):
    return np.asarray(jax.ffi.ffi_call(FWD, _sds(x))(x, b))


def bias_grad(dy, x, b, *, alias: bool = False):
    call = jax.ffi.ffi_call(GRAD, (_sds(x), _sds(b)), input_output_aliases={0: 0} if alias else {})
    if alias:  # donated, so that XLA writes dx over dy's buffer itself
        call = jax.jit(call, donate_argnums=0)
        dy = jax.device_put(dy, CPU)
    dx, db = call(dy, x, b)
    return np.asarray(dx), np.asarray(db)


def plain_fwd(z: np.ndarray) -> np.ndarray:
    """The plain mish kernel on z (its compute dtype)."""
    return np.asarray(jax.ffi.ffi_call("jax_mish_fwd", _sds(z))(z))


def plain_grad(dy: np.ndarray, z: np.ndarray) -> np.ndarray:
    return np.asarray(jax.ffi.ffi_call("jax_mish_grad", _sds(z))(dy, z))


# --- shapes ------------------------------------------------------------------------------

SHAPES = [
    ((), ()),
    ((6,), ()),
    ((5,), (5,)),
    ((1, 1), (1,)),
    ((7, 3), (3,)),
    ((40, 7), (7,)),
    ((33, 64), (64,)),
    ((9, 65), (65,)),
    ((3, 100), (100,)),
    ((6, 1000), (1000,)),
    ((3, 4097), (4097,)),
    ((2, 3, 5, 7), (5, 7)),
    ((2, 2, 3, 33), (2, 3, 33)),
    ((1300, 3), (3,)),
    ((2100, 1), (1,)),
]
LONG_SHAPES = [
    ((5000, 3), (3,)),
    ((3000, 64), (64,)),
    ((200, 1000), (1000,)),
    ((20, 5000), (5000,)),
]


def _id(shape) -> str:
    return f"{shape[0]}+{shape[1]}".replace(" ", "")


# --- the handlers ---------------------------------------------------------------------------


def test_cpu_module_hands_out_the_bias_roles():
    assert {("mish_bias", 1), ("mish_bias_grad", 1)} <= set(_HANDLERS)
    assert all(type(c).__name__ == "PyCapsule" for c in _HANDLERS.values())


@pytest.mark.parametrize("shape", SHAPES, ids=_id)
@pytest.mark.parametrize("dtype", DTYPES)
def test_forward_is_the_plain_kernel_on_the_rounded_sum(dtype, shape):
    for specials in (False, True):
        _, x, b = inputs(*shape, dtype, seed=len(shape[0]) + 10 * specials, specials=specials)
        z = biased(x, b, dtype)
        y = bias_fwd(x, b)
        assert y.shape == x.shape and y.dtype == x.dtype
        assert same_bits(y, plain_fwd(z).astype(x.dtype)), (dtype, shape, specials)


@pytest.mark.parametrize("shape", SHAPES, ids=_id)
@pytest.mark.parametrize("dtype", DTYPES)
def test_backward_is_the_plain_kernel_and_the_stated_order(dtype, shape):
    for specials in (False, True):
        dy, x, b = inputs(*shape, dtype, seed=3 + len(shape[0]) + 10 * specials, specials=specials)
        z = biased(x, b, dtype)
        t = plain_grad(widen(dy, dtype), z)
        dx, db = bias_grad(dy, x, b)
        assert dx.shape == x.shape and dx.dtype == x.dtype
        assert db.shape == b.shape and db.dtype == b.dtype
        assert same_bits(dx, t.astype(x.dtype)), (dtype, shape, specials)
        want = db_in_order(t, b.size, b.dtype).reshape(b.shape)
        assert same_bits(db, want), (dtype, shape, specials, db, want)


@pytest.mark.parametrize("shape", SHAPES[3:] + LONG_SHAPES[:2], ids=_id)
@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32"])
def test_accuracy_of_y_dx_and_db(dtype, shape):
    """y and dx within the kernel bounds of the exact values at z (numpy
    float64 oracle), db within bias_plan.h's bound of the exact sum."""
    dy, x, b = inputs(*shape, dtype, seed=7)
    z = biased(x, b, dtype)
    y = bias_fwd(x, b)
    dx, db = bias_grad(dy, x, b)
    err = ulp_error(y, mish64(z), dtype)
    assert err.max() <= ulps("kernel", "mish", dtype), (dtype, shape, err.max())
    exact = dy.astype(np.float64) * mish_prime64(z.astype(np.float64))
    err = ulp_error(dx, exact, dtype, scale=dy)
    assert err.max() <= ulps("kernel", "mish_grad", dtype), (dtype, shape, err.max())
    off, bound = db_off_and_bound(dy, x, b, db, dtype)
    assert np.all(off <= bound), (dtype, shape, off.max(), bound[np.argmax(off - bound)])


@pytest.mark.parametrize("shape", [((3, 5), (5,)), ((70, 33), (33,)), ((1100, 3), (3,))], ids=_id)
def test_float64_accuracy_against_mpmath(shape):
    dtype = "float64"
    dy, x, b = inputs(*shape, dtype, seed=11)
    x, b = np.clip(x, -700, None), np.clip(b, -1, 1)  # mpmath stays fast
    z = x + b
    y = bias_fwd(x, b)
    dx, db = bias_grad(dy, x, b)
    sample = np.arange(0, z.size, max(1, z.size // 300))
    zf, yf, dxf, dyf = z.reshape(-1), y.reshape(-1), dx.reshape(-1), dy.reshape(-1)
    err = ulp_error_mp(zf[sample], yf[sample], mish_mp)
    assert err.max() <= ulps("kernel", "mish", dtype), err.max()
    import mpmath

    cols = b.size
    with mpmath.workdps(40):
        terms = [mpmath.mpf(float(d)) * mish_prime_mp(float(v), 40) for d, v in zip(dyf, zf)]
        # dx: the metric of ulp_error_mp, its floor scaled by |dy|.
        for i in sample:
            exact = terms[i]
            a = max(abs(exact), mpmath.mpf(2) ** -1022)
            ulp = mpmath.mpf(2) ** (mpmath.floor(mpmath.log(a, 2)) - 52)
            floor = abs(mpmath.mpf(float(dyf[i]))) * mpmath.mpf(2) ** -53
            err = abs(mpmath.mpf(float(dxf[i])) - exact) / max(ulp, floor)
            assert err <= ulps("kernel", "mish_grad", dtype), (i, float(err))
        s = [mpmath.fsum(terms[c::cols]) for c in range(cols)]
        exact2 = np.array([float(v) for v in terms]).reshape(-1, cols)
        bound = db_bound(dy.reshape(-1, cols), z, exact2, db.reshape(-1), dtype)
        for c in range(cols):
            off = abs(mpmath.mpf(float(db.reshape(-1)[c])) - s[c])
            # exact2 holds the terms rounded to float64: half an ulp each, and
            # the bound is formed in float64 (a relative 1e-15 is plenty).
            slack = 2.0**-52 * np.abs(exact2[:, c]).sum() + bound[c] * 1e-15
            assert off <= bound[c] + slack, (c, float(off), bound[c])


# --- determinism -------------------------------------------------------------------------------

TILINGS = [(1, 1), (16, 1), (333, 1), (1024, 2048), (32768, 1), (1 << 62, 1 << 62)]


def _run_both(dy, x, b):
    return (bias_fwd(x, b), *bias_grad(dy, x, b))


@pytest.mark.parametrize("shape", LONG_SHAPES + SHAPES[10:13], ids=_id)
@pytest.mark.parametrize("dtype", DTYPES)
def test_bits_do_not_depend_on_block_size(dtype, shape):
    """_set_tiling's block size and threading threshold change how the work
    is split (and, for the backward, into how many tasks and sums): none of
    y, dx and db changes a bit."""
    dy, x, b = inputs(*shape, dtype, seed=5, specials=True)
    cpu_ext._set_tiling(*TILINGS[-1])
    base = _run_both(dy, x, b)
    for tiling in TILINGS[:-1]:
        cpu_ext._set_tiling(*tiling)
        for got, want, what in zip(_run_both(dy, x, b), base, ("y", "dx", "db")):
            assert same_bits(got, want), (dtype, shape, tiling, what)


@pytest.mark.parametrize("dtype", DTYPES)
def test_bits_across_isas(dtype):
    """The ISAs with fused multiply-adds (AVX2, AVX-512; also aarch64's scalar
    loops, tests/test_aarch64.py) give the same bits, db included; the SSE2
    baseline has no FMA, so its terms, like the plain kernels' results, may
    round differently: its db is held to the bound."""
    if len(ISAS) < 2:
        pytest.skip(f"this CPU runs only {ISAS}")
    results = {}
    for shape in LONG_SHAPES[:2] + [((9, 65), (65,))]:
        dy, x, b = inputs(*shape, dtype, seed=9)
        for isa in ISAS:
            assert cpu_ext._select_isa(isa)
            results[isa, shape] = (*_run_both(dy, x, b), dy, x, b)
    for (isa, shape), (y, dx, db, dy, x, b) in results.items():
        if isa in FMA_ISAS:
            ref = results[FMA_ISAS[0], shape]
            for got, want, what in zip((y, dx, db), ref, ("y", "dx", "db")):
                assert same_bits(got, want), (dtype, shape, isa, what)
        if dtype != "float64":
            off, bound = db_off_and_bound(dy, x, b, db, dtype)
            assert np.all(off <= bound), (isa, shape)


_CHILD = textwrap.dedent("""
    import os, sys
    if os.environ.get("JM_ONE_CPU"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    import jax
    jax.config.update("jax_enable_x64", True)
    import numpy as np
    from jax_mish import _jax_mish_cpu as cpu_ext
    h = cpu_ext.handlers()
    jax.ffi.register_ffi_target("t_fwd", h[("mish_bias", 1)], platform="cpu")
    jax.ffi.register_ffi_target("t_grad", h[("mish_bias_grad", 1)], platform="cpu")
    if os.environ.get("JM_TILING"):
        cpu_ext._set_tiling(*map(int, os.environ["JM_TILING"].split(",")))
    with np.load(sys.argv[1]) as f:
        data = {k: f[k] for k in f.files}
    outs = {}
    for key in sorted({k.split(":")[0] for k in data}):
        dy, x, b = (data[key + ":" + w] for w in ("dy", "x", "b"))
        sds = lambda a: jax.ShapeDtypeStruct(a.shape, a.dtype)
        outs[key + ":y"] = np.asarray(jax.ffi.ffi_call("t_fwd", sds(x))(x, b))
        dx, db = jax.ffi.ffi_call("t_grad", (sds(x), sds(b)))(dy, x, b)
        outs[key + ":dx"], outs[key + ":db"] = np.asarray(dx), np.asarray(db)
    np.savez(sys.argv[2], **{k: v.view(f"u{v.dtype.itemsize}") for k, v in outs.items()})
    print(len(os.sched_getaffinity(0)), cpu_ext.build_info()["isa_active"])
""")


@pytest.mark.slow
def test_bits_across_processes_and_xla_thread_settings(tmp_path):
    """Fresh processes with one CPU or all, Eigen's threads off, and split
    into small tasks: the same bits as here. (Arrays above the threading
    threshold, so that the pool takes part wherever it has threads.)"""
    data, here = {}, {}
    for k, (dtype, shape) in enumerate(
        [
            ("float32", ((3000, 64), (64,))),
            ("bfloat16", ((20000, 3), (3,))),
            ("float64", ((100, 1000), (1000,))),
            ("float16", ((400, 65), (65,))),
        ]
    ):
        dy, x, b = inputs(*shape, dtype, seed=20 + k, specials=True)
        key = f"{dtype}{k}"
        data.update({f"{key}:dy": dy, f"{key}:x": x, f"{key}:b": b})
        y, (dx, db) = bias_fwd(x, b), bias_grad(dy, x, b)
        here.update({f"{key}:y": y, f"{key}:dx": dx, f"{key}:db": db})
    src = tmp_path / "in.npz"
    np.savez(src, **{k: v.view(f"u{v.dtype.itemsize}") for k, v in data.items()})
    # numpy cannot save bfloat16: the child gets raw bits and the dtypes here.
    child = _CHILD.replace(
        "data = {k: f[k] for k in f.files}",
        "data = {k: f[k].view(DTYPES[k]) for k in f.files}",
    )
    import ml_dtypes  # noqa: F401 (the child's bfloat16)

    child = (
        "import ml_dtypes\nDTYPES = "
        + repr({k: str(v.dtype) for k, v in data.items()}).replace(
            "'bfloat16'", "ml_dtypes.bfloat16"
        )
        + "\n"
        + child
    )
    runs = {
        "default": {},
        "one_cpu": {"JM_ONE_CPU": "1"},
        "no_eigen_threads": {"XLA_FLAGS": "--xla_cpu_multi_thread_eigen=false"},
        "small_tasks": {"JM_TILING": "64,1"},
        "one_cpu_small_tasks": {"JM_ONE_CPU": "1", "JM_TILING": "64,1"},
    }
    isa = cpu_ext.build_info()["isa_active"]
    for tag, env in runs.items():
        out = tmp_path / f"{tag}.npz"
        e = child_env(JAX_PLATFORMS="cpu", **env)
        e.pop("JAX_MISH_ISA", None)
        proc = subprocess.run(
            [sys.executable, "-c", child, str(src), str(out)],
            env=e,
            cwd=neutral_cwd(),
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert proc.returncode == 0, proc.stderr[-3000:]
        cpus, child_isa = proc.stdout.split()[-2:]
        assert child_isa == isa, (tag, child_isa, isa)
        if "JM_ONE_CPU" in env:
            assert cpus == "1", tag
        with np.load(out, allow_pickle=False) as f:
            for key, want in here.items():
                assert same_bits(f[key].view(want.dtype), want), (tag, key)


def test_repeated_calls_have_the_same_bits():
    dy, x, b = inputs((3000, 64), (64,), "float32", seed=31)
    cpu_ext._set_tiling(1024, 1)
    first = _run_both(dy, x, b)
    for _ in range(5):
        assert all(same_bits(a, c) for a, c in zip(_run_both(dy, x, b), first))


# --- aliasing, sizes ------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", DTYPES)
def test_dx_written_over_dy(dtype):
    for shape in [((7, 3), (3,)), ((3000, 64), (64,)), ((9, 65), (65,))]:
        dy, x, b = inputs(*shape, dtype, seed=41)
        want = bias_grad(dy, x, b)
        for tiling in [(1 << 62, 1 << 62), (64, 1)]:
            cpu_ext._set_tiling(*tiling)
            got = bias_grad(dy.copy(), x, b, alias=True)
            assert same_bits(got[0], want[0]) and same_bits(got[1], want[1]), (dtype, shape)


@pytest.mark.parametrize("dtype", DTYPES)
def test_empty_and_one_row(dtype):
    dt = np_dtype(dtype)
    # No rows: y and dx empty, db = +0 (the sum of nothing, as jnp.sum gives).
    x, b = np.zeros((0, 5), dt), np.ones((5,), dt)
    assert bias_fwd(x, b).shape == (0, 5)
    dx, db = bias_grad(x, x, b)
    assert dx.shape == (0, 5) and db.shape == (5,)
    assert same_bits(db, np.zeros(5, dt)) and not np.signbit(db.astype(np.float64)).any()
    # No columns: everything empty.
    x, b = np.zeros((4, 0), dt), np.zeros((0,), dt)
    assert bias_fwd(x, b).shape == (4, 0)
    dx, db = bias_grad(x, x, b)
    assert dx.shape == (4, 0) and db.shape == (0,)
    # One row: db is dx's unrounded values (+ 0), rounded once.
    for cols in (1, 3, 64, 1000):
        dy, x, b = inputs((1, cols), (cols,), dtype, seed=cols)
        dx, db = bias_grad(dy, x, b)
        t = plain_grad(widen(dy, dtype), biased(x, b, dtype))
        assert same_bits(db, (t.reshape(-1) + 0).astype(dt)), (dtype, cols)
    # A column of -0 terms sums to +0.
    dy = np.full((40, 3), -0.0, dt)
    x = np.ones((40, 3), dt)
    dx, db = bias_grad(dy, x, np.zeros(3, dt))
    assert np.all(np.signbit(dx.astype(np.float64))) and not np.any(
        np.signbit(db.astype(np.float64))
    )


# --- argument checks -------------------------------------------------------------------------


def _raises(match: str, fn, *args, **kw):
    with pytest.raises(jax.errors.JaxRuntimeError, match=match):
        jax.block_until_ready(fn(*args, **kw))


def test_handlers_refuse_bad_arguments():
    f32, f64 = np.float32, np.float64
    x = np.zeros((4, 3), f32)

    def fwd(x, b, y_shape=None, y_dtype=None):
        out = jax.ShapeDtypeStruct(y_shape or x.shape, y_dtype or x.dtype)
        return jax.ffi.ffi_call(FWD, out)(x, b)

    def grad(dy, x, b, dx=None, db=None):
        outs = (dx or jax.ShapeDtypeStruct(x.shape, x.dtype), db or _sds(b))
        return jax.ffi.ffi_call(GRAD, outs)(dy, x, b)

    _raises(
        r"jax_mish mish_bias: x and b dtypes differ \(float32 vs float64\)",
        fwd,
        x,
        np.zeros(3, f64),
    )
    _raises(
        r"jax_mish mish_bias: b's shape \(4,\) is not the trailing dimensions "
        r"of x's shape \(4, 3\)",
        fwd,
        x,
        np.zeros(4, f32),
    )
    _raises(r"b's shape \(2, 4, 3\) is not the trailing", fwd, x, np.zeros((2, 4, 3), f32))
    _raises(
        r"jax_mish mish_bias: x and y shapes differ \(\(4, 3\) vs \(12,\)\)",
        fwd,
        x,
        np.zeros(3, f32),
        y_shape=(12,),
    )
    _raises(r"jax_mish mish_bias: x and y dtypes differ", fwd, x, np.zeros(3, f32), y_dtype=f64)
    i32 = np.zeros((4, 3), np.int32)
    _raises(
        r"jax_mish mish_bias: unsupported dtype .*"
        r"\(expected float16, bfloat16, float32 or float64\)",
        fwd,
        i32,
        np.zeros(3, np.int32),
    )
    b = np.zeros(3, f32)
    _raises(
        r"jax_mish mish_bias_grad: dy and x shapes differ \(\(3, 4\) vs \(4, 3\)\)",
        grad,
        np.zeros((3, 4), f32),
        x,
        b,
    )
    _raises(
        r"jax_mish mish_bias_grad: dy and x dtypes differ \(float16 vs float32\)",
        grad,
        np.zeros((4, 3), np.float16),
        x,
        b,
    )
    _raises(
        r"jax_mish mish_bias_grad: b's shape \(1, 3\) is not the trailing",
        grad,
        x,
        x,
        np.zeros((1, 3), f32),
    )
    _raises(
        r"jax_mish mish_bias_grad: x and dx shapes differ",
        grad,
        x,
        x,
        b,
        dx=jax.ShapeDtypeStruct((3, 4), f32),
    )
    _raises(
        r"jax_mish mish_bias_grad: b and db shapes differ \(\(3,\) vs \(1, 3\)\)",
        grad,
        x,
        x,
        b,
        db=jax.ShapeDtypeStruct((1, 3), f32),
    )
    _raises(
        r"jax_mish mish_bias_grad: b and db dtypes differ",
        grad,
        x,
        x,
        b,
        db=jax.ShapeDtypeStruct((3,), f64),
    )
    _raises(r"jax_mish mish_bias_grad: unsupported dtype", grad, i32, i32, np.zeros(3, np.int32))
    # Still usable afterwards.
    assert bias_fwd(x, b).shape == x.shape


# --- the loops themselves (native) ---------------------------------------------------------


def _native(tmp: Path, isa: str, extra: list[str]) -> Path:
    march = MARCH[isa]
    for name, flags in (("scalar", ["-DJM_SCALAR_LOOPS"]), ("simd", [])):
        gxx(
            [
                *march,
                *extra,
                *flags,
                f"-DJM_ISA_NS={name}_loops",
                "-c",
                str(KERNELS_CC),
                "-o",
                str(tmp / f"{name}.o"),
            ]
        )
    exe = tmp / "bias_kernels"
    gxx(
        [
            *march,
            *extra,
            str(ROOT / "tests" / "support" / "native" / "bias_kernels.cc"),
            str(tmp / "scalar.o"),
            str(tmp / "simd.o"),
            "-o",
            str(exe),
        ]
    )
    return exe


def _cpu_has(flag: str) -> bool:
    try:
        return flag in Path("/proc/cpuinfo").read_text().split()
    except OSError:
        return False


def _native_test(fn):
    for mark in (*NEEDS_X86_GXX, pytest.mark.compiler):
        fn = mark(fn)
    return fn


@_native_test
@pytest.mark.parametrize("isa", ["baseline", "avx2", "avx512"])
@pytest.mark.slow
def test_native_scalar_and_simd_bias_loops(isa, tmp_path):
    """tests/support/native/bias_kernels.cc: the scalar and SIMD loops of one -march
    give the same y, dx and db, equal to the plain loops on z and to a
    written-out evaluation of the order, for every block and task size."""
    if not _cpu_has({"baseline": "sse2", "avx2": "avx2", "avx512": "avx512f"}[isa]):
        pytest.skip(f"this CPU does not run the {isa} loops")
    out = subprocess.run(
        [str(_native(tmp_path, isa, [])), "check"], capture_output=True, text=True, timeout=600
    )
    assert out.returncode == 0 and out.stdout.strip().endswith("OK"), out.stdout[-3000:]


@_native_test
@pytest.mark.slow
def test_native_bias_loops_under_sanitizers(tmp_path):
    """The same checks with AddressSanitizer and UBSan: no loop reads or
    writes out of bounds, at any shape, block or task size."""
    isa = "avx2" if _cpu_has("avx2") else "baseline"
    extra = [
        "-O1",
        "-g",
        "-fsanitize=address,undefined",
        "-fno-omit-frame-pointer",
        "-fno-sanitize-recover=undefined",
    ]
    out = subprocess.run(
        [str(_native(tmp_path, isa, extra)), "check"], capture_output=True, text=True, timeout=900
    )
    assert out.returncode == 0 and out.stdout.strip().endswith("OK"), (
        out.stdout[-2000:],
        out.stderr[-3000:],
    )
