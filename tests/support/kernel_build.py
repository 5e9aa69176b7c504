"""Compiling xla_ffi/cpu/kernels.cc by hand, for the tests that inspect or
compare its loops per instruction set (test_vectorised, test_scalar_path) and
per architecture (test_aarch64: a cross compiler, run under qemu-user).
The flags are those of the CMake build, read from xla_ffi/kernel_flags.json by
tests/support/kernel_flags.py. The loops are found through the table that
kernels.cc generates from xla_ffi/dtypes.h's rows (:func:`table_loops`), named
after jax_mish.testing.DTYPES (:data:`KERNELS`, :data:`BIAS_KERNELS`)."""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from jax_mish.testing import DTYPES
from support import kernel_flags

SRC = Path(__file__).resolve().parents[2] / "xla_ffi"
KERNELS_CC = SRC / "cpu" / "kernels.cc"


# The CPU loops, ``mish_<dtype>`` and ``grad_<dtype>``, each with its dtype, in
# the order of the loop table (KernelTable in xla_ffi/cpu/kernels.h): both
# loops of each row of xla_ffi/dtypes.h, whose rows are DTYPES in order
# (tests/test_extension.py checks that order).
KERNELS = {f"{op}_{d}": d for d in DTYPES for op in ("mish", "grad")}
# The bias + Mish loops (BiasLoopPair), ``bias_mish_<dtype>`` and
# ``bias_grad_<dtype>``, which follow KERNELS in the table, in the same order.
BIAS_KERNELS = {f"bias_{op}_{d}": d for d in DTYPES for op in ("mish", "grad")}
# Every loop of the table, in its order.
ALL_KERNELS = {**KERNELS, **BIAS_KERNELS}


def table_loops(asm: str) -> dict[str, str]:
    """Kernel name (:data:`ALL_KERNELS`) -> the symbol of the function that
    implements it, read from the initialiser of ``kTable`` in the assembly of
    one kernels.cc build: its ISA name, a (mish, grad) pair of function
    addresses per dtype row, a (bias_mish, bias_grad) pair per row, and the
    compiler version."""
    m = re.search(r"^(_ZN\S*6kTableE):\n((?:\s*\.(?:quad|xword|dword)\s+\S+\n)+)", asm, re.M)
    assert m, "no kTable in the assembly"
    entries = re.findall(r"\.(?:quad|xword|dword)\s+(\S+)", m.group(2))
    assert len(entries) == 2 + len(ALL_KERNELS), (len(entries), entries)
    loops = dict(zip(ALL_KERNELS, entries[1:-1], strict=True))
    for name, symbol in loops.items():
        # Each pair is (mish, grad), or (bias_mish, bias_grad): the kernels.cc
        # templates of each name (its length-prefixed mangled name).
        stem = name.rsplit("_", 1)[0]
        assert re.search(rf"\d{stem}_kernel", symbol), (name, symbol)
    return loops


def scalar_loop_lines() -> dict[int, str]:
    """Line number -> text of every loop in kernels.cc's scalar-loop section
    (one template per direction and op, instantiated for every dtype row)."""
    lines = KERNELS_CC.read_text().splitlines()
    start = next(i for i, t in enumerate(lines) if t.startswith("#else") and "scalar loops" in t)
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("#endif"))
    return {
        i + 1: lines[i].strip() for i in range(start, end) if lines[i].lstrip().startswith("for (")
    }


def unvectorised_loops(report: str) -> dict[int, str]:
    """The scalar loops that a GCC vectoriser report (-fopt-info-vec-optimized
    or -all) does not show vectorised for every dtype row. The report names
    the line, not the instantiation, so each loop must be reported vectorised
    at its widest vector size once per row (an epilogue loop is reported too,
    at a narrower size)."""
    found: dict[int, dict[int, int]] = {}
    for line, size in re.findall(
        r"kernels\.cc:(\d+):\d+: optimized: loop vectorized using (\d+) byte vectors", report
    ):
        sizes = found.setdefault(int(line), {})
        sizes[int(size)] = sizes.get(int(size), 0) + 1
    return {
        n: t
        for n, t in scalar_loop_lines().items()
        if n not in found or found[n][max(found[n])] < len(DTYPES)
    }


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
