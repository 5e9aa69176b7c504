"""Reliability of the CPU kernels: concurrency, determinism, sizes and ranks,
donation and in-place aliasing, IEEE subnormals, memory growth, and the FFI
handlers' refusals of bad buffers (the public API's argument checks are in
test_api.py).

Everything here runs on JAX's CPU backend, whatever the default backend is
(the knobs it turns are the CPU extension's); without a CPU backend
(JAX_PLATFORMS=cuda) the module skips.

Results that must not depend on scheduling (threads, tiles, XLA thread
settings, repeated runs) are compared bitwise; results of different
instruction sets are compared with the accuracy bound.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from support import (
    bits,
    child_build_info,
    child_env,
    cpu_device,
    describe_worst,
    exact_grad,
    exact_mish,
    neutral_cwd,
    reference_ulp_error,
    ulps,
)

import jax_mish
from jax_mish import _jax_mish_cpu as cpu_ext
from jax_mish import formulas
from jax_mish.testing import (
    DTYPES,
    finfo,
    mish_longdouble,
    mish_prime_longdouble,
    np_dtype,
    ulp_error,
)

ISAS = tuple(i for i in cpu_ext.build_info()["isa_compiled"].split(",") if cpu_ext._cpu_supports(i))
INLINE = (1 << 62, 1 << 62)  # one block, never threaded
CPU = cpu_device()
pytestmark = pytest.mark.skipif(CPU is None, reason="JAX runs without its CPU backend")


@pytest.fixture(autouse=True)
def _on_cpu_and_restore_kernel_settings():
    """Run on the CPU; tests change the process-wide tiling and ISA: put both back."""
    tiling = cpu_ext._get_tiling()
    with jax.default_device(CPU):
        yield
    cpu_ext._set_tiling(*tiling)
    assert cpu_ext._select_isa("auto")


def _grad_of_sum(x):
    return jax.grad(lambda v: jnp.sum(jax_mish.mish(v).astype(jnp.float32)))(x)


MISH = jax.jit(jax_mish.mish)
MISH_GRAD = jax.jit(jax_mish.mish_grad)
GRAD = jax.jit(_grad_of_sum)


def _inputs(n: int, dtype: str, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """x spread over every regime of the formula, plus a cotangent."""
    rng = np.random.default_rng(seed)
    x = np.concatenate(
        [
            rng.uniform(-30.0, 30.0, n - n // 4),
            rng.standard_normal(n // 4) * 3.0,
        ]
    )
    dy = rng.uniform(-2.0, 2.0, n)
    return x.astype(np_dtype(dtype)), dy.astype(np_dtype(dtype))


def _run_all(x: np.ndarray, dy: np.ndarray) -> list[np.ndarray]:
    return [np.asarray(MISH(x)), np.asarray(MISH_GRAD(dy, x)), np.asarray(GRAD(x))]


def _check_accuracy(x: np.ndarray, dy: np.ndarray, outs: list[np.ndarray], what: str) -> None:
    name = np.dtype(x.dtype).name
    y, g, gs = outs
    checks = [
        ("mish", y, exact_mish(x), None),
        ("mish_grad", g, exact_grad(dy, x), dy),
        ("grad(sum(mish))", gs, exact_grad(np.ones_like(x), x), None),
    ]
    for label, got, exact, scale in checks:
        err = reference_ulp_error(got, exact, name, scale=scale)
        bound = ulps("kernel_vs_reference64", "mish" if label == "mish" else "mish_grad", name)
        assert err.max(initial=0.0) <= bound, f"{what} {label} {name}: " + describe_worst(
            err, ("x", x), ("got", got), ("exact", exact)
        )


# --- concurrency -------------------------------------------------------------

N_THREADS = 8
N_CALLS = 25


@pytest.mark.parametrize("tiling", ["default", "small_blocks"])
def test_threads_bitwise_equal_to_sequential(tiling):
    """8 threads x 25 calls of jitted mish, mish_grad and grad at once."""
    if tiling == "small_blocks":
        # Every call above 2 Ki elements goes through XLA's pool in 1 Ki blocks,
        # so the threads also compete for the pool.
        cpu_ext._set_tiling(1024, 2048)
    sizes = [1000 + 37 * k if k % 2 else 70_001 + 1001 * k for k in range(N_THREADS)]
    work = [_inputs(sizes[k], DTYPES[k % len(DTYPES)], seed=k) for k in range(N_THREADS)]
    expected = [_run_all(x, dy) for x, dy in work]

    barrier = threading.Barrier(N_THREADS)
    failures: list[str] = []
    lock = threading.Lock()

    def worker(k: int) -> None:
        x, dy = work[k]
        try:
            barrier.wait(timeout=120)
            # jax's default-device setting is per thread.
            with jax.default_device(CPU):
                for i in range(N_CALLS):
                    for j, out in enumerate(_run_all(x, dy)):
                        if bits(out) != bits(expected[k][j]):
                            with lock:
                                failures.append(f"thread {k} call {i} output {j}")
        except Exception as err:  # reported below: a thread must not die silently
            with lock:
                failures.append(f"thread {k}: {type(err).__name__}: {err}")

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(N_THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=600)
    assert not any(t.is_alive() for t in threads), "a worker thread hung"
    assert not failures, failures[:10]
    for (x, dy), outs in zip(work, expected):
        _check_accuracy(x, dy, outs, "concurrency reference run")


# --- determinism ---------------------------------------------------------------

DET_SIZES = (1, 7, 130, 4099, 65_537, 200_003)
TILINGS = (
    INLINE,
    (1, 1),  # one element per block: every block boundary is exercised
    (7, 1),  # odd blocks: vector bodies start at every alignment
    (1000, 1),
    (4096, 8192),
    (32768, 8192),  # the shipped default
    (32768, 65536),
    (100_000, 1),
)


def _det_inputs(dtype: str):
    return [_inputs(n, dtype, seed=n) for n in DET_SIZES]


@pytest.mark.parametrize("dtype", DTYPES)
def test_repeated_runs_and_tilings_are_bitwise_identical(dtype):
    data = _det_inputs(dtype)
    cpu_ext._set_tiling(*INLINE)
    baseline = [_run_all(x, dy) for x, dy in data]
    for (x, dy), want in zip(data, baseline):
        assert all(bits(a) == bits(b) for a, b in zip(_run_all(x, dy), want)), (
            f"{dtype} n={x.size}: a repeated run differs"
        )
    for tiling in TILINGS:
        cpu_ext._set_tiling(*tiling)
        assert cpu_ext._get_tiling() == tiling
        for (x, dy), want in zip(data, baseline):
            got = _run_all(x, dy)
            for j in range(3):
                assert bits(got[j]) == bits(want[j]), (
                    f"{dtype} n={x.size} output {j} differs with tiling {tiling}"
                )
    for (x, dy), outs in zip(data, baseline):
        _check_accuracy(x, dy, outs, f"tiling n={x.size}")


@pytest.mark.parametrize("isa", ISAS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_each_isa_is_deterministic_and_accurate(isa, dtype):
    """Bitwise stable within one ISA (runs, tilings); within the bound across ISAs."""
    assert cpu_ext._select_isa(isa)
    assert cpu_ext.build_info()["isa_active"] == isa
    data = _det_inputs(dtype)
    cpu_ext._set_tiling(*INLINE)
    want = [_run_all(x, dy) for x, dy in data]
    for tiling in ((7, 1), (4096, 8192)):
        cpu_ext._set_tiling(*tiling)
        for (x, dy), w in zip(data, want):
            got = _run_all(x, dy)
            assert all(bits(a) == bits(b) for a, b in zip(got, w)), (
                f"{isa} {dtype} n={x.size} changes with tiling {tiling}"
            )
    for (x, dy), outs in zip(data, want):
        _check_accuracy(x, dy, outs, f"isa {isa}")


def _cpu_vendor() -> str | None:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            return next(ln.split(":", 1)[1].strip() for ln in f if ln.startswith("vendor_id"))
    except (OSError, StopIteration):
        return None


def _load_time_isas(**env: str) -> tuple[str, str]:
    info = child_build_info(**env)
    return info["isa_active"], info["isa_small_calls"]


@pytest.mark.slow
def test_small_calls_take_the_avx2_loops_on_intel_avx512():
    """On an Intel CPU whose best loops are AVX-512, calls of fewer than
    small_call_elements run the AVX2 loops (the AVX-512 frequency licence,
    cpu/dispatch.cc); elsewhere, and for an ISA asked for, every size runs
    the active loops."""
    vendor = _cpu_vendor()
    if vendor is None or cpu_ext.build_info()["arch"] != "x86_64":
        pytest.skip("needs an x86-64 Linux CPU (/proc/cpuinfo names the vendor)")
    assert cpu_ext.build_info()["small_call_elements"] == 16384
    active, small = _load_time_isas()
    if vendor == "GenuineIntel" and active == "avx512":
        assert small == "avx2"
    else:
        assert small == active, vendor
    for isa in ISAS:
        assert _load_time_isas(JAX_MISH_ISA=isa) == (isa, isa)
        assert cpu_ext._select_isa(isa)
        info = cpu_ext.build_info()
        assert (info["isa_active"], info["isa_small_calls"]) == (isa, isa)
    assert cpu_ext._select_isa("auto")
    info = cpu_ext.build_info()
    if "JAX_MISH_ISA" not in os.environ:
        assert (info["isa_active"], info["isa_small_calls"]) == (active, small)


@pytest.mark.skipif(
    not {"avx2", "avx512"} <= set(ISAS), reason="needs a CPU with both AVX2 and AVX-512"
)
def test_avx2_and_avx512_loops_give_the_same_bits():
    """Small calls may run the AVX2 loops while larger ones run the AVX-512
    loops (test above): an element's result must not depend on which."""
    from jax_mish import testing

    f = jax.jit(lambda v: jax_mish.mish(v, impl="ffi"))
    g = jax.jit(lambda d, v: jax_mish.mish_grad(d, v, impl="ffi"))
    rng = np.random.default_rng(7)
    for x in (
        testing.f32_sweep(),
        testing.every_value("float16"),
        testing.every_value("bfloat16"),
        testing.f64_points(6000),
    ):
        x = np.asarray(x)
        dy = (rng.standard_normal(x.shape) * 3).astype(x.dtype)
        got = {}
        for isa in ("avx2", "avx512"):
            assert cpu_ext._select_isa(isa)
            got[isa] = [bits(np.asarray(f(x))), bits(np.asarray(g(dy, x)))]
        for name, a, b in zip(("mish", "mish_grad"), got["avx2"], got["avx512"]):
            assert a == b, f"{x.dtype} {name}: AVX2 and AVX-512 bits differ"


def test_isa_selection_rejects_unknown_and_unsupported():
    assert not cpu_ext._select_isa("no-such-isa")
    assert not cpu_ext._cpu_supports("no-such-isa")
    assert cpu_ext._cpu_supports("baseline")


_SUBPROCESS_SCRIPT = textwrap.dedent("""
    import sys
    import jax
    jax.config.update("jax_enable_x64", True)
    import numpy as np
    import jax.numpy as jnp
    import jax_mish
    from jax_mish import _jax_mish_cpu as cpu_ext

    x = np.load(sys.argv[1])
    dy = np.load(sys.argv[2])
    f = jax.jit(lambda dy, x: (
        jax_mish.mish(x), jax_mish.mish_grad(dy, x),
        jax.grad(lambda v: jnp.sum(jax_mish.mish(v)))(x)))
    outs = [np.asarray(o) for o in f(dy, x)]
    np.savez(sys.argv[3], *outs)
    print(cpu_ext.build_info()["isa_active"])
""")


def _run_in_subprocess(tmp_path: Path, xla_flags: str, tag: str, x, dy):
    np.save(tmp_path / "x.npy", x)
    np.save(tmp_path / "dy.npy", dy)
    out = tmp_path / f"out_{tag}.npz"
    env = child_env(XLA_FLAGS=xla_flags, JAX_PLATFORMS="cpu")
    env.pop("JAX_MISH_ISA", None)
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            _SUBPROCESS_SCRIPT,
            str(tmp_path / "x.npy"),
            str(tmp_path / "dy.npy"),
            str(out),
        ],
        env=env,
        cwd=neutral_cwd(),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    with np.load(out) as z:
        return proc.stdout.strip(), [z[f"arr_{i}"] for i in range(3)]


@pytest.mark.slow
def test_bitwise_identical_across_xla_thread_settings_and_processes(tmp_path):
    """Fresh processes with different XLA CPU thread settings agree bitwise."""
    rng = np.random.default_rng(11)
    n = 300_001  # above the threading threshold, odd
    x = (rng.standard_normal(n) * 6.0).astype(np.float32)
    dy = rng.uniform(-2.0, 2.0, n).astype(np.float32)
    runs = {
        "default": "",
        "default_again": "",
        "no_eigen_threads": "--xla_cpu_multi_thread_eigen=false",
        "one_device": "--xla_force_host_platform_device_count=1",
    }
    results = {tag: _run_in_subprocess(tmp_path, flags, tag, x, dy) for tag, flags in runs.items()}
    isa_here = cpu_ext.build_info()["isa_active"]
    here = [np.asarray(MISH(x)), np.asarray(MISH_GRAD(dy, x)), np.asarray(GRAD(x))]
    for tag, (isa, outs) in results.items():
        assert isa == isa_here, (tag, isa, isa_here)
        for j in range(3):
            assert bits(outs[j]) == bits(here[j]), f"{tag}: output {j} differs"


# --- sizes and ranks ---------------------------------------------------------

LENGTHS = list(range(0, 131)) + [255, 257, 1023, 4097, 65_535, 65_537, 131_071]


@pytest.mark.parametrize("tiling", ["default", "threaded_small_blocks"])
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.slow
def test_every_length(dtype, tiling):
    """Lengths 0..130 and odd lengths around vector widths, blocks and the threshold."""
    if tiling == "threaded_small_blocks":
        cpu_ext._set_tiling(16, 1)  # every length > 16 is split and threaded
    data = [
        _inputs(n, dtype, seed=1000 + n)
        if n
        else (np.zeros(0, np_dtype(dtype)), np.zeros(0, np_dtype(dtype)))
        for n in LENGTHS
    ]
    # One compiled program per dtype with a separate buffer per length.
    ys = jax.jit(lambda xs: [jax_mish.mish(v) for v in xs])([x for x, _ in data])
    gs = jax.jit(lambda ds, xs: [jax_mish.mish_grad(d, v) for d, v in zip(ds, xs)])(
        [dy for _, dy in data], [x for x, _ in data]
    )
    for (x, _), y, g in zip(data, ys, gs):
        assert y.shape == x.shape and y.dtype == x.dtype
        assert g.shape == x.shape and g.dtype == x.dtype
    # The oracle runs once on everything concatenated (one compile, not 138).
    x_all = np.concatenate([x for x, _ in data])
    dy_all = np.concatenate([dy for _, dy in data])
    y_all = np.concatenate([np.asarray(y) for y in ys])
    g_all = np.concatenate([np.asarray(g) for g in gs])
    owner = np.repeat(np.arange(len(LENGTHS)), LENGTHS)
    err_y = reference_ulp_error(y_all, exact_mish(x_all), dtype)
    err_g = reference_ulp_error(g_all, exact_grad(dy_all, x_all), dtype, scale=dy_all)
    for label, err in (("mish", err_y), ("mish_grad", err_g)):
        assert err.max() <= ulps("kernel_vs_reference64", label, dtype), (
            f"{label} {dtype} length {LENGTHS[owner[np.argmax(err)]]}: "
            + describe_worst(err, ("x", x_all))
        )


RANK_SHAPES = [
    (),
    (5,),
    (3, 7),
    (2, 3, 5),
    (2, 1, 3, 4),
    (1, 2, 3, 1, 5),
    (2, 1, 2, 3, 1, 3),
    (1, 2, 1, 3, 1, 2, 3),
    (2, 1, 3, 1, 2, 1, 3, 2),
    (2, 0, 3),
    (1, 1, 1, 1, 1, 1, 1, 1),
    (0, 1, 0, 2, 0, 3, 0, 4),
]


@pytest.mark.parametrize("shape", RANK_SHAPES, ids=str)
@pytest.mark.parametrize("dtype", ["bfloat16", "float32", "float64"])
def test_ranks_zero_to_eight(shape, dtype):
    n = int(np.prod(shape))
    x, dy = (
        _inputs(n, dtype, seed=len(shape))
        if n
        else (np.zeros(0, np_dtype(dtype)), np.zeros(0, np_dtype(dtype)))
    )
    x, dy = x.reshape(shape), dy.reshape(shape)
    y, g, gs = _run_all(x, dy)
    for out in (y, g, gs):
        assert out.shape == shape
    assert y.dtype == x.dtype and g.dtype == x.dtype
    # Elementwise: the result of a reshaped input is the reshaped result.
    flat = _run_all(x.reshape(-1), dy.reshape(-1))
    for a, b in zip((y, g, gs), flat):
        assert bits(a) == bits(b.reshape(shape))
    _check_accuracy(x, dy, [y, g, gs], f"shape {shape}")


# --- donation and in-place aliasing ------------------------------------------


def _aliased_grad(dy, x):
    """MishGrad writing dx over dy (the in-place variant)."""
    return jax.ffi.ffi_call(
        "jax_mish_grad", jax.ShapeDtypeStruct(x.shape, x.dtype), input_output_aliases={0: 0}
    )(dy, x)


def _xla_owned(a: np.ndarray) -> jax.Array:
    """A device copy of ``a`` in memory XLA allocated.

    ``jnp.asarray`` of a NumPy array may wrap the host memory without a copy
    (some jax versions do so when the array is suitably aligned); XLA cannot
    hand memory it does not own to an output, so a donation of such an array
    always runs out of place, for jax_mish and plain jnp ops alike.
    """
    return jnp.array(a, copy=True)


def _jnp_runs_donated_op_in_place(dy: np.ndarray, x: np.ndarray) -> bool:
    """Whether this jax runs a plain elementwise op over a donated operand in place."""
    dy_dev = _xla_owned(dy)
    ptr = dy_dev.unsafe_buffer_pointer()
    out = jax.jit(lambda a, b: a * b + a, donate_argnums=0)(dy_dev, jnp.asarray(x))
    return out.unsafe_buffer_pointer() == ptr


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("n", [1, 33, 4097, 200_003])
def test_donated_mish_grad_is_correct(dtype, n):
    x, dy = _inputs(n, dtype, seed=n + 7)
    want = np.asarray(MISH_GRAD(dy, x))
    dy_dev = jnp.asarray(dy)
    donated = jax.jit(jax_mish.mish_grad, donate_argnums=0)
    got = np.asarray(donated(dy_dev, jnp.asarray(x)))
    assert dy_dev.is_deleted(), "CPU donation did not happen"
    assert bits(got) == bits(want)


@pytest.mark.parametrize("tiling", [INLINE, (7, 1), (1024, 2048)], ids=str)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("n", [1, 17, 130, 4097, 200_003])
def test_in_place_aliased_call(dtype, n, tiling):
    """dx written over dy: the result equals the out-of-place kernel's, bit for bit.

    If any element of dy were read after being overwritten, it would hold
    ``dy * mish'(x)`` instead of ``dy``, and the result would be ``dy *
    mish'(x)^2`` there; dy is never 0 or 1 and mish'(x) is never 1 at these x.
    """
    cpu_ext._set_tiling(*tiling)
    rng = np.random.default_rng(n)
    x = rng.uniform(-6.0, 6.0, n).astype(np_dtype(dtype))
    dy = rng.uniform(1.5, 3.0, n).astype(np_dtype(dtype))
    # Where mish'(x) rounds to 1 a re-read could not be seen: move those x.
    same = np.asarray(MISH_GRAD(dy, x), np.float64) == np.asarray(dy, np.float64)
    x[same] = np.asarray(-3.0, x.dtype)
    want = np.asarray(MISH_GRAD(dy, x))
    assert not np.any(np.asarray(want, np.float64) == np.asarray(dy, np.float64))
    dy_dev = _xla_owned(dy)
    ptr = dy_dev.unsafe_buffer_pointer()
    f = jax.jit(_aliased_grad, donate_argnums=0)
    assert "output_operand_aliases" in f.lower(dy_dev, x).as_text()
    out = f(dy_dev, jnp.asarray(x))
    assert dy_dev.is_deleted()
    assert bits(np.asarray(out)) == bits(want)
    # Not donated: XLA copies dy first; the caller's dy is untouched.
    dy_kept = jnp.asarray(dy)
    out2 = jax.jit(_aliased_grad)(dy_kept, jnp.asarray(x))
    assert bits(np.asarray(out2)) == bits(want)
    assert bits(np.asarray(dy_kept)) == bits(dy)
    if out.unsafe_buffer_pointer() != ptr:
        # Only a jax limit if a plain jnp op over the same donated operand is
        # not run in place either; otherwise the alias is ours to honour.
        assert not _jnp_runs_donated_op_in_place(dy, x), "XLA did not run the call in place"
        pytest.skip(
            f"jax {jax.__version__} runs donated elementwise ops out of place too "
            "(a plain jnp op here got a new buffer); results checked out of place"
        )


# --- large cotangents ------------------------------------------------------------

# Huge cotangents: each of these magnitudes that the dtype holds, and its
# largest finite value.
_LARGE_DY = (6.0e4, 1.0e30, 1.0e300)
# x per compute dtype, picked by hand (design values): far out on both sides
# of the kernels' "tiny" cut-over (x = -79.7 in 32-bit math, -693 in float64),
# and where float16's own results are smallest. large_dy_cases adds the
# cut-over itself (jax_mish.formulas.LIMITS).
_LARGE_DY_X = {
    "float32": (-20.5, -24.0, -30.0, -85.0, -100.0),
    "float64": (-50.0, -694.0, -700.0, -740.0),
}


def large_dy_cases(dtype: str) -> tuple[np.ndarray, np.ndarray]:
    """(dy, x): every huge dy of both signs at every x, on both sides of the
    cut-over below which exp(x) is formed scaled by 2^64 / 2^128 and the result
    scaled back at the end; the true dy * mish'(x) is far inside the range for
    every dy here."""
    dt = np_dtype(dtype)
    compute = formulas.COMPUTE_DTYPE[dt]
    cut = formulas.LIMITS[compute].unscaled_min_x
    xs = sorted({cut, cut - 1.0, *_LARGE_DY_X.get(compute.name, ())}, reverse=True)
    top = float(finfo(dtype).max)
    bigs = sorted({*(b for b in _LARGE_DY if b <= top), top})
    dy = np.array([s * b for b in bigs for s in (1.0, -1.0) for _ in xs], dt)
    return dy, np.array(xs * (2 * len(bigs)), dt)


@pytest.mark.parametrize("dtype", DTYPES)
def test_large_cotangent_where_mish_prime_is_tiny(dtype):
    """dy * mish'(x) stays finite and accurate when dy is huge and mish'(x) tiny."""
    dy, x = large_dy_cases(dtype)
    exact = exact_grad(dy, x)
    assert np.all(np.isfinite(exact))
    for tiling in (INLINE, (1, 1)):
        cpu_ext._set_tiling(*tiling)
        got = np.asarray(MISH_GRAD(dy, x))
        err = reference_ulp_error(got, exact, dtype, scale=dy)
        bound = ulps("kernel_vs_reference64", "mish_grad", dtype)
        assert err.max() <= bound, f"{dtype}: " + describe_worst(
            err, ("x", x), ("dy", dy), ("got", got), ("exact", exact)
        )


# --- IEEE subnormals -----------------------------------------------------------


def _subnormal_cases(dtype: str) -> tuple[np.ndarray, np.ndarray]:
    """x whose mish is subnormal, and subnormal dy with x around 0."""
    fi = finfo(dtype)
    fi_tiny, sub = float(fi.smallest_normal), float(fi.smallest_subnormal)
    deep = subnormal_mish_range(dtype)
    rng = np.random.default_rng(5)
    k = 500
    xs = np.concatenate(
        [
            rng.uniform(sub, fi_tiny, k) * rng.choice([-1.0, 1.0], k),  # subnormal x
            rng.uniform(*deep, k),  # subnormal mish(x)
            [sub, -sub, fi_tiny, -fi_tiny],
        ]
    )
    dys = np.concatenate([rng.uniform(sub, fi_tiny, xs.size - 4), [sub, -sub, fi_tiny, -fi_tiny]])
    dt = np_dtype(dtype)
    return xs.astype(dt), dys.astype(dt)


def subnormal_mish_range(dtype: str) -> tuple[float, float]:
    """x from where exp(x) is the smallest subnormal of ``dtype`` to where it
    is the smallest normal, widened to whole numbers: mish(x) ~ x exp(x) is
    subnormal over much of it."""
    fi = finfo(dtype)
    return (
        float(np.floor(np.log(float(fi.smallest_subnormal)))),
        float(np.ceil(np.log(float(fi.smallest_normal)))),
    )


@pytest.mark.parametrize("dtype", DTYPES)
def test_subnormal_inputs_and_results_follow_ieee(dtype):
    """The kernels clear FTZ/DAZ: subnormal x, dy and results are not flushed.

    XLA's own CPU code flushes subnormals, so the oracle here is numpy in
    long double, not the pure-JAX reference.
    """
    x, dy = _subnormal_cases(dtype)
    fi = finfo(dtype)
    x_is_sub = np.abs(x.astype(np.float64)) < float(fi.smallest_normal)
    assert x_is_sub.sum() >= 400, "test data lost its subnormals"
    y = np.asarray(MISH(x))
    g = np.asarray(MISH_GRAD(dy, np.zeros_like(x)))
    gx = np.asarray(MISH_GRAD(np.ones_like(x), x))
    exact_y = mish_longdouble(x.astype(np.float64))
    exact_g = dy.astype(np.float64).astype(np.longdouble) * mish_prime_longdouble(np.zeros(x.size))
    exact_gx = mish_prime_longdouble(x.astype(np.float64))
    for label, got, exact in (
        ("mish", y, exact_y),
        ("mish_grad(dy, 0)", g, exact_g),
        ("mish'(x)", gx, exact_gx),
    ):
        # No floor: on the subnormal grid the floor of half an ulp of 1.0 would
        # hide every error.
        err = ulp_error(got, exact, dtype, floor=False)
        bound = ulps("kernel", "mish" if label == "mish" else "mish_grad", dtype)
        assert err.max() <= bound, f"{dtype} {label}: " + describe_worst(
            err, ("x", x), ("got", got)
        )
    # Not flushed: a subnormal x gives a nonzero mish(x) of the same sign.
    nz = x_is_sub & (np.abs(exact_y.astype(np.float64)) >= 2 * float(fi.smallest_subnormal))
    assert nz.sum() >= 300
    assert np.all(np.sign(y[nz].astype(np.float64)) == np.sign(x[nz].astype(np.float64)))


@pytest.mark.parametrize("dtype", DTYPES)
def test_tiny_cotangent_keeps_its_accuracy_at_every_x(dtype):
    """dy from the smallest subnormal to 64 times the smallest normal, x over
    the whole formula (both sides of ln 2, the root of mish', up to the
    clamp): the product near the bottom of the range rounds once, in every ISA.
    (Forming j*dy before the rest had cost 8.5 ulp in float32, 18 in float64.)
    """
    fi = finfo(dtype)
    rng = np.random.default_rng(11)
    n = 6000
    lo, hi = float(fi.smallest_subnormal), 64 * float(fi.smallest_normal)
    dy = np.exp(rng.uniform(np.log(lo), np.log(hi), n)) * rng.choice([-1.0, 1.0], n)
    top = 40.0 if dtype == "float64" else 22.0
    dt = np_dtype(dtype)
    x = rng.uniform(-10.0, top, n).astype(dt)
    dy = dy.astype(dt)
    exact = dy.astype(np.float64).astype(np.longdouble) * mish_prime_longdouble(x)
    assert np.count_nonzero(np.abs(exact) < float(fi.smallest_normal)) > n // 4
    bound = ulps("kernel", "mish_grad", dtype)
    for isa in ISAS:
        assert cpu_ext._select_isa(isa)
        got = np.asarray(MISH_GRAD(dy, x))
        err = ulp_error(got, exact, dtype, scale=dy)
        assert err.max() <= bound, f"{dtype} {isa}: " + describe_worst(
            err, ("x", x), ("dy", dy), ("got", got), ("exact", exact)
        )


# --- memory --------------------------------------------------------------------

_MEMORY_SCRIPT = textwrap.dedent("""
    import json, resource, sys
    import jax
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp
    import numpy as np
    import jax_mish
    from jax_mish.testing import DTYPES, np_dtype

    mish = jax.jit(jax_mish.mish)
    grad = jax.jit(jax_mish.mish_grad)
    vjp = jax.jit(jax.grad(lambda v: jnp.sum(jax_mish.mish(v))))
    dtypes = [np_dtype(d) for d in DTYPES]
    rng = np.random.default_rng(0)
    n = 16384

    def one(i):
        dt = dtypes[i % len(dtypes)]
        x = rng.standard_normal(n).astype(dt)
        dy = rng.standard_normal(n).astype(dt)
        kind = (i // len(dtypes)) % 3
        if kind == 0:
            r = mish(x)
        elif kind == 1:
            r = grad(dy, x)
        else:
            r = vjp(x)
        r.block_until_ready()
        del r

    def rss_kib():
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * resource.getpagesize() // 1024

    for i in range(240):  # compile every (dtype, function) and settle pools
        one(i)
    peak0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    rss0 = rss_kib()
    calls = int(sys.argv[1])
    for i in range(calls):
        one(i)
    peak1 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"calls": calls, "peak_before_kib": peak0, "peak_after_kib": peak1,
                      "rss_before_kib": rss0, "rss_after_kib": rss_kib()}))
""")


@pytest.mark.slow
def test_memory_growth_over_3000_calls():
    """3000 calls with fresh inputs grow peak RSS by less than 64 MiB.

    Runs in a fresh process so that the peak is not set by other tests.
    """
    proc = subprocess.run(
        [sys.executable, "-c", _MEMORY_SCRIPT, "3000"],
        env=child_env(JAX_PLATFORMS="cpu"),
        cwd=neutral_cwd(),
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    stats = json.loads(proc.stdout.strip().splitlines()[-1])
    assert stats["calls"] == 3000
    growth_mib = (stats["peak_after_kib"] - stats["peak_before_kib"]) / 1024
    assert growth_mib < 64, stats


# --- eager modes -----------------------------------------------------------------


@pytest.mark.parametrize("dtype", ["float32", "bfloat16"])
def test_calls_under_disable_jit(dtype):
    """jax.disable_jit() is a debugging mode users turn on around whole models."""
    x, dy = _inputs(64, dtype, seed=3)
    want = [np.asarray(MISH(x)), np.asarray(MISH_GRAD(dy, x))]
    with jax.disable_jit():
        got = [np.asarray(jax_mish.mish(x)), np.asarray(jax_mish.mish_grad(dy, x))]
    assert bits(got[0]) == bits(want[0])
    assert bits(got[1]) == bits(want[1])


@pytest.mark.parametrize("in_axes", [(None, 0), (0, None), (0, 1), (1, 0)], ids=str)
def test_vmap_with_batch_axes_that_differ(in_axes):
    """vmap of mish_grad where the operands carry the batch axis differently."""
    x, dy = _inputs(12, "float32", seed=4)
    x, dy = x.reshape(3, 4), dy.reshape(3, 4)

    def operand(a, axis):
        return a[0] if axis is None else np.moveaxis(a, 0, axis)

    args = (operand(dy, in_axes[0]), operand(x, in_axes[1]))
    got = np.asarray(jax.vmap(jax_mish.mish_grad, in_axes=in_axes)(*args))
    full = [
        np.broadcast_to(dy[0], (3, 4)) if in_axes[0] is None else dy,
        np.broadcast_to(x[0], (3, 4)) if in_axes[1] is None else x,
    ]
    assert bits(got) == bits(np.asarray(MISH_GRAD(*full)))


# --- the FFI handlers refuse bad buffers ----------------------------------------


@pytest.mark.parametrize("bad", ["int32", "complex64"])
def test_ffi_level_dtype_failure_is_a_jax_runtime_error(bad):
    """Called past the Python checks, the handler still refuses with our message."""
    a = jnp.zeros((3,), jnp.dtype(bad))
    call = jax.ffi.ffi_call("jax_mish_fwd", jax.ShapeDtypeStruct(a.shape, a.dtype))
    *most, last = DTYPES
    with pytest.raises(
        jax.errors.JaxRuntimeError,
        match=rf"jax_mish mish: unsupported dtype .*expected {', '.join(most)} or {last}",
    ):
        jax.block_until_ready(call(a))
    grad = jax.ffi.ffi_call("jax_mish_grad", jax.ShapeDtypeStruct(a.shape, a.dtype))
    with pytest.raises(jax.errors.JaxRuntimeError, match=r"jax_mish mish_grad: unsupported dtype"):
        jax.block_until_ready(grad(a, a))


def test_ffi_level_size_and_dtype_mismatch_is_a_jax_runtime_error():
    x = jnp.zeros((3,), jnp.float32)
    with pytest.raises(
        jax.errors.JaxRuntimeError,
        match=r"jax_mish mish: input and output element counts differ \(3 vs 4\)",
    ):
        jax.block_until_ready(
            jax.ffi.ffi_call("jax_mish_fwd", jax.ShapeDtypeStruct((4,), jnp.float32))(x)
        )
    with pytest.raises(
        jax.errors.JaxRuntimeError,
        match=r"jax_mish mish: input and output dtypes differ \(float32 vs float64\)",
    ):
        jax.block_until_ready(
            jax.ffi.ffi_call("jax_mish_fwd", jax.ShapeDtypeStruct((3,), jnp.float64))(x)
        )
    call = jax.ffi.ffi_call("jax_mish_grad", jax.ShapeDtypeStruct((3,), jnp.float32))
    with pytest.raises(
        jax.errors.JaxRuntimeError,
        match=r"jax_mish mish_grad: dy and x element counts differ \(2 vs 3\)",
    ):
        jax.block_until_ready(call(jnp.zeros((2,), jnp.float32), x))
    with pytest.raises(
        jax.errors.JaxRuntimeError,
        match=r"jax_mish mish_grad: dy and x dtypes differ \(float16 vs float32\)",
    ):
        jax.block_until_ready(call(jnp.zeros((3,), jnp.float16), x))
    # The process is still usable after the refusals.
    assert float(MISH(jnp.float32(0.0))) == 0.0


def test_reference_and_kernel_agree_on_specials():
    """inf, -inf, NaN and signed zeros: the limits in docs/design.md (Numerics), every dtype."""
    for dtype in DTYPES:
        dt = np_dtype(dtype)
        x = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0], dtype=dt)
        y = np.asarray(MISH(x)).astype(np.float64)
        g = np.asarray(MISH_GRAD(np.ones_like(x), x)).astype(np.float64)
        assert y[0] == np.inf and y[1] == 0.0 and np.isnan(y[2]) and y[3] == 0.0 and y[4] == 0.0
        assert g[0] == 1.0 and g[1] == 0.0 and np.isnan(g[2])
        r = np.asarray(formulas.mish(x)).astype(np.float64)
        assert np.array_equal(r[[0, 1, 3, 4]], y[[0, 1, 3, 4]]) and np.isnan(r[2])
