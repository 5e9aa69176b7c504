"""Compiling xla_ffi/cpu/kernels.cc by hand, for the tests that inspect or
compare its loops per instruction set (test_vectorised, test_scalar_path) and
per architecture (test_aarch64: a cross compiler, run under qemu-user).
The flags are those of the CMake build, read from xla_ffi/kernel_flags.json by
scripts/kernel_flags.py (on sys.path through conftest.py); the loops' names
(:data:`KERNELS`) follow jax_mish.testing.DTYPES."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
from pathlib import Path

import kernel_flags
import pytest

from jax_mish.testing import DTYPES, np_dtype

SRC = Path(__file__).resolve().parents[1] / "xla_ffi"
KERNELS_CC = SRC / "cpu" / "kernels.cc"


def kernel_suffix(dtype: str) -> str:
    """The suffix of a dtype of jax_mish.testing.DTYPES in the names of its CPU
    loops (xla_ffi/cpu/kernels.h): ``f`` and the bit width, after a ``b`` for
    bfloat16 (``f16``, ``bf16``, ``f32``, ``f64``)."""
    return ("b" if dtype.startswith("bfloat") else "") + f"f{8 * np_dtype(dtype).itemsize}"


# The CPU loops, ``mish_<suffix>`` and ``grad_<suffix>``, each with its dtype:
# every forward loop, then every gradient loop, in the order of DTYPES.
KERNELS = {f"{op}_{kernel_suffix(d)}": d for op in ("mish", "grad") for d in DTYPES}

# Every kernel compile: the C++ standard, -O3 and the math flags.
FLAGS = [*kernel_flags.common(), f"-I{SRC}"]
# The x86-64 instruction sets: -march and friends, by name.
MARCH = kernel_flags.isas(kernel_flags.X86_64)
# The loops of every other architecture (aarch64: NEON and FMA are in the base
# architecture, so the build adds nothing).
AARCH64_FLAGS = kernel_flags.isas(kernel_flags.OTHER)["baseline"]

# Debian's g++-aarch64-linux-gnu and qemu-user; qemu finds the target's
# dynamic loader and libraries under the cross sysroot.
AARCH64_GXX = "aarch64-linux-gnu-g++"
QEMU_AARCH64 = "qemu-aarch64"
AARCH64_SYSROOT = Path("/usr/aarch64-linux-gnu")

# For a test module: `pytestmark = kernel_build.NEEDS_X86_GXX`.
NEEDS_X86_GXX = [
    pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="x86-64 ISA flags"),
    pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++"),
]


def _aarch64_missing() -> str | None:
    if shutil.which(AARCH64_GXX) is None:
        return f"needs {AARCH64_GXX} (Debian: g++-aarch64-linux-gnu)"
    if shutil.which(QEMU_AARCH64) is None:
        return f"needs {QEMU_AARCH64} (Debian: qemu-user)"
    if not (AARCH64_SYSROOT / "lib").is_dir():
        return f"needs the aarch64 sysroot {AARCH64_SYSROOT} (Debian: libc6-dev-arm64-cross)"
    return None


# JAX_MISH_REQUIRE_AARCH64=1 (CI) turns a missing tool into a failure.
AARCH64_MISSING = _aarch64_missing()
NEEDS_AARCH64_CROSS = [
    pytest.mark.skipif(
        AARCH64_MISSING is not None and os.environ.get("JAX_MISH_REQUIRE_AARCH64", "") in ("", "0"),
        reason=str(AARCH64_MISSING),
    ),
]


def cxx(compiler: str, args: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess:
    """``compiler`` with the build's flags; fails the test with its stderr if it fails."""
    out = subprocess.run(
        [compiler, *FLAGS, *args], capture_output=True, text=True, timeout=300, cwd=cwd
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return out


def gxx(args: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess:
    """g++ (the host's) with the build's flags."""
    return cxx("g++", args, cwd)


def aarch64_gxx(args: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess:
    """The aarch64 cross g++ with the build's flags (those of an aarch64 build)."""
    return cxx(AARCH64_GXX, [*AARCH64_FLAGS, *args], cwd)


def qemu_aarch64(args: list[str], timeout: float = 600) -> subprocess.CompletedProcess:
    """Runs an aarch64 Linux executable under qemu-user."""
    return subprocess.run(
        [QEMU_AARCH64, "-L", str(AARCH64_SYSROOT), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
    )
