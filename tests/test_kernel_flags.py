"""tests/support/kernel_flags.py: the kernel compile flags of xla_ffi/kernel_flags.json,
which the hand-built kernels of the tests and benchmarks/lab/kernel_ns.sh use, are the ones
the CMake build passes, and CMakeLists.txt holds no second copy of them."""

from __future__ import annotations

import json
import platform
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from support import cmake_build, kernel_flags

pytestmark = pytest.mark.compiler

ROOT = Path(__file__).resolve().parents[1]
CMAKELISTS = ROOT / "xla_ffi" / "CMakeLists.txt"
MATH = ["-fno-math-errno", "-fno-trapping-math", "-ffp-contract=off"]


def test_every_instruction_set_and_the_math_flags_are_found():
    assert kernel_flags.common() == ["-std=gnu++17", "-O3", *MATH]
    x86 = kernel_flags.isas(kernel_flags.X86_64)
    assert list(x86) == ["baseline", "avx2", "avx512"]
    for name, flags in x86.items():
        assert len([f for f in flags if f.startswith("-march=")]) == 1, name
    assert x86["avx512"][-1] == "-mprefer-vector-width=512"
    assert kernel_flags.isas(kernel_flags.OTHER) == {"baseline": []}
    assert kernel_flags.flags("avx2", "x86_64") == [
        *kernel_flags.common(),
        "-march=haswell",
        "-mtune=haswell",
    ]
    assert kernel_flags.flags("baseline", "aarch64") == kernel_flags.common()
    with pytest.raises(KeyError):
        kernel_flags.flags("avx2", "aarch64")


def test_cmakelists_reads_the_flags_and_keeps_no_copy():
    text = re.sub(r"#[^\n]*", "", CMAKELISTS.read_text())
    assert "kernel_flags.json" in text
    data = kernel_flags.read()
    every = {f for isa in data["isa"].values() for fl in isa.values() for f in fl}
    # As CMake arguments of their own (nvcc's -Xcompiler=... is the CUDA build's).
    for flag in sorted(every | set(data["math"]) | {"-march", "-mtune"}):
        assert not re.search(rf"(?<![\w=]){re.escape(flag)}", text), flag
    assert not re.search(r"CMAKE_CXX_STANDARD\s+\d", text)


def test_command_line_prints_the_flags():
    script = str(ROOT / "tests" / "support" / "kernel_flags.py")
    out = subprocess.run(
        [sys.executable, script, "--arch", "x86_64", "avx512"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.split() == kernel_flags.flags("avx512", "x86_64")
    listed = subprocess.run(
        [sys.executable, script, "--arch", "aarch64", "--list"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert listed.stdout.split() == ["baseline"]
    bad = subprocess.run([sys.executable, script, "avx3"], capture_output=True, text=True)
    assert bad.returncode == 2 and "avx3" in bad.stderr


def _configure_missing() -> str | None:
    if platform.machine() not in ("x86_64", "AMD64"):
        return "compares the x86-64 kernel compiles"
    return cmake_build.configure_missing()


@pytest.mark.skipif(_configure_missing() is not None, reason=str(_configure_missing()))
def test_flags_are_those_of_the_cmake_build(tmp_path):
    # Configuring (no compiling) writes the compile commands of every target.
    cfg = cmake_build.configure(
        tmp_path, "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", "-DJAX_MISH_CUDA=OFF"
    )
    assert cfg.returncode == 0, cfg.stdout[-2000:] + cfg.stderr[-2000:]
    entries = json.loads((tmp_path / "compile_commands.json").read_text())
    seen = []
    for e in entries:
        if not e["file"].endswith("cpu/kernels.cc"):
            continue
        cmd = shlex.split(e["command"])
        (name,) = [a.split("=", 1)[1] for a in cmd if a.startswith("-DJM_ISA_NS=")]
        seen.append(name)
        want = kernel_flags.flags(name, "x86_64")
        # The build's code-generation flags, less what CMake adds for every
        # target (position-independent code; -O3 -DNDEBUG of Release).
        got = [a for a in cmd if re.match(r"-(f|m|O|std=)", a) and a != "-fPIC"]
        assert sorted(set(got)) == sorted(want), (name, cmd)
        # In the same order, so a later flag overrides an earlier one alike.
        positions = [max(i for i, a in enumerate(cmd) if a == f) for f in want]
        assert positions == sorted(positions), (name, cmd)
    # Each instruction set once (the file's order of targets is CMake's own).
    assert sorted(seen) == sorted(kernel_flags.isas(kernel_flags.X86_64))
