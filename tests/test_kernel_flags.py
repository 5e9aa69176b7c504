"""scripts/kernel_flags.py: the kernel compile flags read from
xla_ffi/CMakeLists.txt, which the hand-built kernels of the tests and
benchmarks/kernel_ns.sh use, are the ones the CMake build passes."""

from __future__ import annotations

import importlib.util
import json
import platform
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import kernel_flags
import pytest

ROOT = Path(__file__).resolve().parents[1]
CMAKELISTS = ROOT / "xla_ffi" / "CMakeLists.txt"


def test_every_instruction_set_and_the_math_flags_are_found():
    kf = kernel_flags.read(CMAKELISTS)
    text = CMAKELISTS.read_text()
    (math,) = re.findall(r"set\(JM_MATH_FLAGS ([^)]*)\)", text)
    assert kf.common == ("-std=gnu++17", "-O3", *math.split())
    assert list(kf.isa[kernel_flags.X86_64]) == ["baseline", "avx2", "avx512"]
    for name, flags in kf.isa[kernel_flags.X86_64].items():
        (march,) = [f for f in flags if f.startswith("-march=")]
        assert f"jm_kernel_isa({name} {march}" in text
    assert kf.isa[kernel_flags.X86_64]["avx512"][-1] == "-mprefer-vector-width=512"
    assert kf.isa[kernel_flags.OTHER] == {"baseline": ()}
    assert kf.flags("avx2", "x86_64") == [*kf.common, "-march=haswell", "-mtune=haswell"]
    assert kf.flags("baseline", "aarch64") == list(kf.common)
    with pytest.raises(KeyError):
        kf.flags("avx2", "aarch64")


def test_a_reshaped_cmakelists_is_an_error():
    text = CMAKELISTS.read_text()
    for broken in (
        text.replace("${JM_MATH_FLAGS}", "${JM_OTHER_FLAGS}"),
        text.replace("function(jm_kernel_isa name)", "function(jm_isa name)"),
        text.replace("jm_kernel_isa(baseline)", ""),
    ):
        with pytest.raises(ValueError):
            kernel_flags.parse(broken)


def test_command_line_prints_the_flags():
    out = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "kernel_flags.py"), "--arch", "x86_64", "avx512"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.split() == kernel_flags.read().flags("avx512", "x86_64")
    bad = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "kernel_flags.py"), "avx3"],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2 and "avx3" in bad.stderr


def _configure_missing() -> str | None:
    if platform.machine() not in ("x86_64", "AMD64"):
        return "compares the x86-64 kernel compiles"
    if shutil.which("cmake") is None:
        return "needs cmake"
    for module in ("nanobind", "jax"):
        if importlib.util.find_spec(module) is None:
            return f"needs {module} to configure the CMake build"
    return None


@pytest.mark.skipif(_configure_missing() is not None, reason=str(_configure_missing()))
def test_flags_are_those_of_the_cmake_build(tmp_path):
    # Configuring (no compiling) writes the compile commands of every target.
    cfg = subprocess.run(
        [
            "cmake",
            "-S",
            str(ROOT / "xla_ffi"),
            "-B",
            str(tmp_path),
            "-DCMAKE_BUILD_TYPE=Release",
            "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
            "-DJAX_MISH_CUDA=OFF",
            f"-DPython_EXECUTABLE={sys.executable}",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert cfg.returncode == 0, cfg.stdout[-2000:] + cfg.stderr[-2000:]
    entries = json.loads((tmp_path / "compile_commands.json").read_text())
    kf = kernel_flags.read(CMAKELISTS)
    seen = []
    for e in entries:
        if not e["file"].endswith("cpu/kernels.cc"):
            continue
        cmd = shlex.split(e["command"])
        (name,) = [a.split("=", 1)[1] for a in cmd if a.startswith("-DJM_ISA_NS=")]
        seen.append(name)
        want = kf.flags(name, "x86_64")
        # The build's code-generation flags, less what CMake adds for every
        # target (position-independent code; -O3 -DNDEBUG of Release).
        got = [a for a in cmd if re.match(r"-(f|m|O|std=)", a) and a != "-fPIC"]
        assert sorted(set(got)) == sorted(want), (name, cmd)
        # In the same order, so a later flag overrides an earlier one alike.
        positions = [max(i for i, a in enumerate(cmd) if a == f) for f in want]
        assert positions == sorted(positions), (name, cmd)
    assert seen == list(kf.isa[kernel_flags.X86_64])
