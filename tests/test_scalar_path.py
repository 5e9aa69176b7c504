"""The scalar loops (what aarch64 builds run; untested hardware here) give the
same bits as the x86 SIMD loops. Both come from the same templates in
mish_math.h, so with the same -march (FMA or not) every operation matches:
kernels.cc is compiled once with JM_SCALAR_LOOPS and once without, and
tests/support/native/scalar_vs_simd.cc runs both kernels of every dtype over random bit
patterns, dense ranges and every 16-bit value (odd lengths, so the tails run),
comparing bitwise (NaN matches NaN)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from support.kernel_build import KERNELS_CC, MARCH, NEEDS_X86_GXX, gxx

ROOT = Path(__file__).resolve().parents[1]
CPU_FLAG = {"baseline": "sse2", "avx2": "avx2", "avx512": "avx512f"}

pytestmark = [*NEEDS_X86_GXX, pytest.mark.compiler]


def _cpu_has(flag: str) -> bool:
    try:
        return flag in Path("/proc/cpuinfo").read_text().split()
    except OSError:
        return False


def _build(isa: str, tmp: Path, scalar_march: list[str] | None = None) -> Path:
    march = MARCH[isa]
    gxx(
        [
            *(scalar_march or march),
            "-DJM_ISA_NS=scalar_loops",
            "-DJM_SCALAR_LOOPS",
            "-c",
            str(KERNELS_CC),
            "-o",
            str(tmp / "scalar.o"),
        ]
    )
    gxx([*march, "-DJM_ISA_NS=simd_loops", "-c", str(KERNELS_CC), "-o", str(tmp / "simd.o")])
    exe = tmp / "scalar_vs_simd"
    gxx(
        [
            *march,
            str(ROOT / "tests" / "support" / "native" / "scalar_vs_simd.cc"),
            str(tmp / "scalar.o"),
            str(tmp / "simd.o"),
            "-o",
            str(exe),
        ]
    )
    return exe


@pytest.mark.parametrize("isa", list(MARCH))
@pytest.mark.slow
def test_scalar_loops_match_simd_loops_bitwise(isa, tmp_path):
    if not _cpu_has(CPU_FLAG[isa]):
        pytest.skip(f"CPU lacks {CPU_FLAG[isa]}")
    out = subprocess.run([str(_build(isa, tmp_path))], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.strip().endswith("OK"), out.stdout[-2000:]


@pytest.mark.slow
def test_comparison_detects_a_different_rounding(tmp_path):
    """Negative control: scalar loops without FMA against AVX2 loops with it."""
    if not _cpu_has("avx2"):
        pytest.skip("CPU lacks avx2")
    out = subprocess.run(
        [str(_build("avx2", tmp_path, scalar_march=["-march=x86-64"]))],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 1 and "MISMATCH grad float32" in out.stdout, out.stdout[-2000:]
