"""Compiling xla_ffi/cpu/kernels.cc by hand, for the tests that inspect or
compare its loops per instruction set (test_vectorised, test_scalar_path).
The flags are those of the CMake build (xla_ffi/CMakeLists.txt)."""

from __future__ import annotations

import platform
import shutil
import subprocess
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "xla_ffi"
KERNELS_CC = SRC / "cpu" / "kernels.cc"
FLAGS = ["-O3", "-std=c++17", "-fno-math-errno", "-fno-trapping-math", "-ffp-contract=off",
         f"-I{SRC}"]
MARCH = {"baseline": ["-march=x86-64"], "avx2": ["-march=haswell"],
         "avx512": ["-march=skylake-avx512", "-mprefer-vector-width=512"]}

# For a test module: `pytestmark = kernel_build.NEEDS_X86_GXX`.
NEEDS_X86_GXX = [
    pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="x86-64 ISA flags"),
    pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++"),
]


def gxx(args: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess:
    """g++ with the build's flags; fails the test with its stderr if it fails."""
    out = subprocess.run(["g++", *FLAGS, *args], capture_output=True, text=True,
                         timeout=300, cwd=cwd)
    assert out.returncode == 0, out.stderr[-3000:]
    return out
