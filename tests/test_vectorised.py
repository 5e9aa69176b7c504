"""The CPU loops must stay vectorised: a branchy edit to mish_math.h can stop
GCC's vectoriser and make the kernels several times slower while every value
stays right, so no accuracy test would notice."""

from __future__ import annotations

import platform
import re
import shutil
import subprocess
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "xla_ffi"
FLAGS = ["-O3", "-std=c++17", "-fno-math-errno", "-fno-trapping-math", "-ffp-contract=off"]


@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="x86-64 ISA flags")
@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")
@pytest.mark.parametrize("isa", [["-march=haswell"],
                                 ["-march=skylake-avx512", "-mprefer-vector-width=512"]])
def test_every_kernel_loop_is_vectorised(isa, tmp_path):
    out = subprocess.run(
        ["g++", *FLAGS, *isa, "-DJM_ISA_NS=check", f"-I{SRC}", "-c",
         str(SRC / "cpu" / "kernels.cc"), "-o", str(tmp_path / "k.o"), "-fopt-info-vec-all"],
        capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    loops = set(re.findall(r"kernels\.cc:(\d+):\d+: optimized: loop vectorized", out.stderr))
    missed = set(re.findall(r"kernels\.cc:(\d+):\d+: missed: couldn't vectorize loop", out.stderr))
    # Eight loops: forward and gradient for float32, float64, float16, bfloat16
    # (the half-type loops are templates, instantiated twice each).
    assert len(loops) >= 6, out.stderr[-3000:]
    assert not (missed - loops), f"loops at lines {sorted(missed - loops)} are not vectorised"
