"""The CPU kernels as an aarch64 build compiles them, run under qemu-user.

On aarch64 xla_ffi/cpu/kernels.cc builds the scalar loops over mish_math.h,
which GCC vectorises for NEON. Here they are cross-compiled with the CMake
build's flags (kernel_build.py) and run by tests/support/native/dump_kernels.cc under
qemu-aarch64 on the input sets of tests/support/dump_bits.py (every float16 and
bfloat16 bit pattern with several dy, the float32 sweep and float64 points of
jax_mish.testing, random bit patterns), and:
- give the same bits as the same scalar loops built for x86-64 with FMA
  (-march=haswell, as aarch64 has FMA; test_scalar_path.py shows that these
  match the x86 SIMD loops), NaN payloads included, except where IEEE 754
  leaves the NaN open (dump_bits.first_difference);
- hold the kernel bounds of jax_mish.testing (BOUNDS["kernel", ...]), with its
  metric and oracles, as test_accuracy.py does for the x86 loops;
- are all reported vectorised by GCC, and use NEON vector registers;
- and the bias + Mish loops, run through xla_ffi/cpu/bias.h by
  tests/support/native/bias_kernels.cc, give the same y, dx and db bytes as the x86-64
  scalar loops with FMA.
Mixed-dtype gradients are promoted by XLA before a kernel runs, so at this
level there are only the same-dtype kernels, two per dtype of
jax_mish.testing.DTYPES (kernel_build.KERNELS).
"""

from __future__ import annotations

import platform
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from support.dump_bits import (
    NAN_BITS,
    as_bits,
    default_nan,
    first_difference,
    input_sets,
    is_nan_bits,
)
from support.kernel_build import (
    AARCH64_GXX,
    ALL_KERNELS,
    KERNELS,
    KERNELS_CC,
    MARCH,
    NEEDS_AARCH64_CROSS,
    aarch64_gxx,
    gxx,
    qemu_aarch64,
    scalar_loop_lines,
    table_loops,
    unvectorised_loops,
)

from jax_mish.formulas import COMPUTE_DTYPE
from jax_mish.testing import (
    DTYPES,
    f64_points,
    mish64,
    mish_mp,
    mish_prime64,
    mish_prime_mp,
    np_dtype,
    ulp_error,
    ulp_error_allowing_overflow,
    ulp_error_mp,
    ulps,
)

ROOT = Path(__file__).resolve().parents[1]
DRIVER = ROOT / "tests" / "support" / "native" / "dump_kernels.cc"
# The 16-bit dtypes: dump_bits runs every one of their values.
HALF_DTYPES = [d for d in DTYPES if np_dtype(d).itemsize == 2]

pytestmark = [*NEEDS_AARCH64_CROSS, pytest.mark.compiler]


def _cpu_has(flag: str) -> bool:
    try:
        return flag in Path("/proc/cpuinfo").read_text().split()
    except OSError:
        return False


# The x86 reference: the scalar loops with FMA, as aarch64 has it.
X86_REFERENCE_MISSING = (
    None
    if platform.machine() in ("x86_64", "AMD64")
    and shutil.which("g++")
    and _cpu_has("avx2")
    and _cpu_has("fma")
    else "the x86-64 reference build needs g++ and a CPU with AVX2 and FMA"
)


def kernel_of(set_name: str) -> str | None:
    """The kernel a dump_bits input set runs on, or None (mixed dtypes)."""
    dtype, what = set_name.split("/")
    if dtype not in DTYPES:
        return None
    return f"{'mish' if what.startswith('mish') else 'grad'}_{dtype}"


def compute_dtype(dtype: str) -> str:
    """The dtype that ``dtype``'s kernels compute in (jax_mish.formulas.COMPUTE_DTYPE)."""
    return COMPUTE_DTYPE[np_dtype(dtype)].name


def _functions(asm: str) -> dict[str, str]:
    """Assembly text of each function, keyed by mangled name."""
    return {
        m.group(1): m.group(2)
        for m in re.finditer(r"^(\S+):\n(.*?)^\s*\.size\s+\1,", asm, re.S | re.M)
    }


def kernel_bodies(asm: str) -> dict[str, str]:
    """Kernel name -> the assembly of the function that the loop table
    (kTable) holds for it."""
    funcs = _functions(asm)
    return {kernel: funcs[symbol] for kernel, symbol in table_loops(asm).items()}


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    """The aarch64 driver (with the vectoriser report and assembly of its
    loops) and, where this CPU can run it, the x86-64 one over the scalar
    loops with FMA ("x86" is None otherwise)."""
    tmp = tmp_path_factory.mktemp("aarch64")
    report = aarch64_gxx(
        [
            "-DJM_ISA_NS=scalar_loops",
            "-fopt-info-vec-optimized",
            "-S",
            str(KERNELS_CC),
            "-o",
            "kernels.s",
        ],
        cwd=tmp,
    ).stderr
    aarch64_gxx(["-c", "kernels.s", "-o", "kernels.o"], cwd=tmp)
    aarch64_gxx([str(DRIVER), "kernels.o", "-o", "dump_aarch64"], cwd=tmp)
    x86 = None
    if X86_REFERENCE_MISSING is None:
        gxx(
            [
                *MARCH["avx2"],
                "-DJM_SCALAR_LOOPS",
                "-DJM_ISA_NS=scalar_loops",
                "-c",
                str(KERNELS_CC),
                "-o",
                "kernels_x86.o",
            ],
            cwd=tmp,
        )
        gxx([*MARCH["avx2"], str(DRIVER), "kernels_x86.o", "-o", "dump_x86"], cwd=tmp)
        x86 = [str(tmp / "dump_x86")]
    return {
        "dir": tmp,
        "report": report,
        "asm": (tmp / "kernels.s").read_text(),
        "aarch64": [str(tmp / "dump_aarch64")],
        "x86": x86,
    }


@pytest.fixture(scope="module")
def runs(builds):
    """Every same-dtype input set run by both drivers: set name -> dict with
    kernel, dtype, inputs (raw bits), the two outputs and the drivers' logs."""
    tmp = builds["dir"]
    sets = {}
    manifests = {arch: [] for arch in ("x86", "aarch64") if builds[arch] is not None}
    for name, (_, dy, x) in input_sets().items():
        kernel = kernel_of(name)
        if kernel is None:
            continue
        stem = tmp / name.replace("/", "__")
        (x_file := stem.with_suffix(".x")).write_bytes(as_bits(x).tobytes())
        dy_file = "-"
        if dy is not None:
            dy_file = stem.with_suffix(".dy")
            dy_file.write_bytes(as_bits(dy).tobytes())
        for arch, lines in manifests.items():
            lines.append(f"{kernel} {x.size} {x_file} {dy_file} {stem}.{arch}.out")
        dtype = name.split("/")[0]
        sets[name] = {"kernel": kernel, "dtype": dtype, "x": x, "dy": dy, "stem": stem}
    for arch, lines in manifests.items():
        (tmp / f"{arch}.manifest").write_text("\n".join(lines) + "\n")
    logs = {"aarch64": qemu_aarch64([*builds["aarch64"], str(tmp / "aarch64.manifest")])}
    if "x86" in manifests:
        logs["x86"] = subprocess.run(
            [*builds["x86"], str(tmp / "x86.manifest")], capture_output=True, text=True, timeout=600
        )
    for s in sets.values():
        udt = as_bits(s["x"]).dtype
        for arch in ("x86", "aarch64"):
            for what in ("", ".chunked", ".inplace"):
                path = Path(f"{s['stem']}.{arch}.out{what}")
                s[arch + what] = np.fromfile(path, dtype=udt) if path.exists() else None
        s["out"] = None if s["aarch64"] is None else s["aarch64"].view(np_dtype(s["dtype"]))
    return {"sets": sets, "logs": logs}


def _inputs(s: dict) -> tuple[tuple[np.ndarray, str], ...]:
    return tuple((as_bits(a), s["dtype"]) for a in (s["dy"], s["x"]) if a is not None)


def _needs(runs, arch: str) -> None:
    if arch not in runs["logs"]:
        pytest.skip(str(X86_REFERENCE_MISSING))


@pytest.mark.parametrize("arch", ["x86", "aarch64"])
def test_driver_ran_every_set(runs, arch):
    _needs(runs, arch)
    log = runs["logs"][arch]
    assert log.returncode == 0 and log.stdout.strip().endswith(f"OK {len(runs['sets'])}"), (
        log.stdout[-3000:] + log.stderr[-2000:]
    )


@pytest.mark.parametrize("arch", ["x86", "aarch64"])
def test_tails_and_in_place_give_the_same_bits(runs, arch):
    """Each loop run over chunks of 1 to 67 elements (every tail and start
    offset) and, for the gradients, in place (dx == dy) agrees with one run
    over the whole array. Where both inputs are NaN, the vector body and the
    scalar tail of a loop may pass on different ones (IEEE 754 leaves the
    choice open; GCC's aarch64 code does differ), so there either is allowed."""
    _needs(runs, arch)
    for name, s in runs["sets"].items():
        whole = s[arch]
        assert whole is not None, name
        for what in (".chunked", ".inplace") if s["dy"] is not None else (".chunked",):
            other = s[arch + what]
            assert other is not None, (name, what)
            n = other.size
            inputs = tuple((bits[:n], dt) for bits, dt in _inputs(s))
            why, _ = first_difference(whole[:n], other, s["dtype"], inputs)
            assert why is None, (name, what, why)


def _compare(s: dict) -> tuple[str | None, int]:
    # A NaN made by the arithmetic (inf - inf, 0 * inf) is each target's
    # default NaN: negative on x86-64, positive on aarch64.
    new_nan = (default_nan(s["dtype"], negative=True), default_nan(s["dtype"], negative=False))
    return first_difference(s["x86"], s["aarch64"], s["dtype"], _inputs(s), new_nan)


@pytest.mark.parametrize("kernel", KERNELS)
def test_bits_match_x86_scalar_path(runs, kernel):
    _needs(runs, "x86")
    sets = {n: s for n, s in runs["sets"].items() if s["kernel"] == kernel}
    assert sets, kernel
    for name, s in sets.items():
        assert s["x86"] is not None and s["aarch64"] is not None, name
        why, _ = _compare(s)
        assert why is None, (name, why)


BIAS_DRIVER = ROOT / "tests" / "support" / "native" / "bias_kernels.cc"


@pytest.fixture(scope="module")
def bias_dumps(builds):
    """tests/support/native/bias_kernels.cc's dump (y, dx and db of the bias loops
    through cpu/bias.h, on fixed shapes and finite inputs) from the aarch64
    build and, where this CPU runs it, the x86-64 scalar loops with FMA."""
    tmp = builds["dir"]
    aarch64_gxx(
        ["-DJM_BIAS_DUMP_ONLY", str(BIAS_DRIVER), "kernels.o", "-o", "bias_aarch64"], cwd=tmp
    )
    logs = {"aarch64": qemu_aarch64([str(tmp / "bias_aarch64"), "dump", str(tmp / "bias.aarch64")])}
    if builds["x86"] is not None:
        gxx(
            [*MARCH["avx2"], "-DJM_BIAS_DUMP_ONLY", str(BIAS_DRIVER), "kernels_x86.o"]
            + ["-o", "bias_x86"],
            cwd=tmp,
        )
        logs["x86"] = subprocess.run(
            [str(tmp / "bias_x86"), "dump", str(tmp / "bias.x86")],
            capture_output=True,
            text=True,
            timeout=600,
        )
    return {"dir": tmp, "logs": logs}


def test_bias_loops_match_x86_scalar_path(builds, bias_dumps):
    """The bias + Mish loops, db's summation included, give the same bytes on
    aarch64 as the x86-64 scalar loops with FMA (which match the x86 SIMD
    loops: tests/test_bias_kernels.py)."""
    if builds["x86"] is None:
        pytest.skip(str(X86_REFERENCE_MISSING))
    for arch, log in bias_dumps["logs"].items():
        assert log.returncode == 0 and log.stdout.strip().endswith("OK"), (
            arch,
            log.stdout[-2000:] + log.stderr[-2000:],
        )
    a = (bias_dumps["dir"] / "bias.aarch64").read_bytes()
    x = (bias_dumps["dir"] / "bias.x86").read_bytes()
    assert len(a) == len(x) > 0
    differ = [i for i in range(0, len(a), 4096) if a[i : i + 4096] != x[i : i + 4096]]
    assert not differ, f"the outputs differ from byte {differ[0]}"


def test_comparison_reports_one_flipped_bit(runs):
    """Negative control: one output bit changed, in a finite value and in a
    NaN's payload, and the comparison fails."""
    _needs(runs, "x86")
    for name, pick in (
        ("float32/mish", lambda u: u.size // 2),
        ("float32/mish_random_bits", lambda u: np.flatnonzero(is_nan_bits(u, "float32"))[0]),
        (
            "float16/grad",
            lambda u: np.flatnonzero(is_nan_bits(u, "float16") & ((u & 0x3FF) > 0x200))[0],
        ),
    ):
        s = runs["sets"][name]
        flipped = s["aarch64"].copy()
        flipped[pick(flipped)] ^= flipped.dtype.type(1)
        why, _ = _compare({**s, "aarch64": flipped})
        assert why is not None and why.startswith("1 of "), (name, why)


def _half_bound_holds(x: np.ndarray, got: np.ndarray, exact_fn, dtype: str, op: str):
    """test_accuracy.test_half_every_value's check of one function."""
    finite = np.isfinite(x.astype(np.float32))
    x, got = x[finite], got[finite]
    err = ulp_error_allowing_overflow(got, exact_fn(x.astype(np.float64)), dtype)
    assert err.max() <= ulps("kernel", op, dtype), (dtype, op, err.max(), x[np.argmax(err)])


@pytest.mark.parametrize("dtype", HALF_DTYPES)
def test_half_accuracy_every_value(runs, dtype):
    """test_accuracy.test_half_every_value on the aarch64 outputs."""
    mish = runs["sets"][f"{dtype}/mish"]
    x = mish["x"]
    _half_bound_holds(x, mish["out"], mish64, dtype, "mish")
    grad = runs["sets"][f"{dtype}/grad"]
    ones = grad["dy"].astype(np.float64) == 1.0
    assert np.array_equal(as_bits(grad["x"][ones]), as_bits(x))
    _half_bound_holds(x, grad["out"][ones], mish_prime64, dtype, "mish_grad")


def test_float32_accuracy(runs):
    """test_accuracy's float32 mish, mish' and dy * mish' checks on the aarch64 outputs."""
    for name, exact_fn in (
        ("float32/mish", lambda s: mish64(s["x"])),
        ("float32/grad_ones", lambda s: mish_prime64(s["x"])),
        ("float32/grad_random_dy", lambda s: s["dy"].astype(np.float64) * mish_prime64(s["x"])),
    ):
        s = runs["sets"][name]
        assert np.all(np.isfinite(s["out"])), name
        scale = s["dy"] if name.endswith("random_dy") else None
        err = ulp_error(s["out"], exact_fn(s), "float32", scale=scale)
        bound = ulps("kernel", "mish" if name.endswith("/mish") else "mish_grad", "float32")
        assert err.max() <= bound, (name, err.max(), s["x"][np.argmax(err)])


def test_float64_accuracy_against_mpmath(runs):
    """test_accuracy.test_float64_against_mpmath's points on the aarch64 outputs."""
    points = f64_points(6000)
    for name, fn, op in (
        ("float64/mish", mish_mp, "mish"),
        ("float64/grad_ones", mish_prime_mp, "mish_grad"),
    ):
        s = runs["sets"][name]
        assert np.array_equal(as_bits(s["x"][: points.size]), as_bits(points)), name
        got = s["out"][: points.size]
        assert np.all(np.isfinite(got)), name
        err = ulp_error_mp(points, got, fn)
        assert err.max() <= ulps("kernel", op, "float64"), (name, err.max(), points[np.argmax(err)])


def test_neon_loops_are_vectorised(builds):
    """Every scalar loop is reported vectorised by GCC for aarch64 (NEON)."""
    loops = scalar_loop_lines()
    # Forward and gradient of mish and of bias + mish, each a template over the
    # dtype rows.
    assert len(loops) == 4, loops
    missing = unvectorised_loops(builds["report"])
    assert not missing, f"not vectorised for aarch64: {missing}\n{builds['report'][-3000:]}"


def test_vectorised_check_reports_scalar_code(tmp_path):
    """Negative control: with the vectoriser off, the check lists every loop."""
    report = aarch64_gxx(
        [
            "-DJM_ISA_NS=scalar_loops",
            "-fno-tree-vectorize",
            "-fopt-info-vec-optimized",
            "-c",
            str(KERNELS_CC),
            "-o",
            "k.o",
        ],
        cwd=tmp_path,
    ).stderr
    assert unvectorised_loops(report) == scalar_loop_lines()


# NEON's element size letters, by bit width.
_NEON_SIZE = {16: "h", 32: "s", 64: "d"}


def neon_arrangement(dtype: str) -> str:
    """The arrangement of a whole 128-bit NEON register of ``dtype``'s compute
    type: ``4s`` (float32), ``2d`` (float64)."""
    bits = 8 * np_dtype(compute_dtype(dtype)).itemsize
    return f"{128 // bits}{_NEON_SIZE[bits]}"


def test_every_kernel_computes_on_neon_vectors(builds):
    """Each kernel divides whole NEON registers of its compute type (4 floats
    or 2 doubles): the division is in every formula, once per element."""
    bodies = kernel_bodies(builds["asm"])
    assert list(bodies) == list(ALL_KERNELS), (list(bodies), AARCH64_GXX)
    for kernel, body in bodies.items():
        lanes = neon_arrangement(ALL_KERNELS[kernel])
        assert re.search(rf"\bfdiv\s+v\d+\.{lanes}\b", body), kernel


def test_nan_rules_match_the_formats():
    """The NaN bit layouts the comparison relies on."""
    assert default_nan("float32", negative=True) == 0xFFC00000
    assert default_nan("float16", negative=False) == 0x7E00
    assert default_nan("bfloat16", negative=True) == 0xFFC0
    assert NAN_BITS["float64"][2] == 1 << 51
