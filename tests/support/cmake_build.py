"""Configuring the CMake build of xla_ffi/ from the tests, without compiling:
what the compile commands are (tests/test_kernel_flags.py) and what
``JAX_MISH_CUDA=AUTO`` decides (tests/test_cuda_auto.py). Configuring runs
this interpreter's nanobind and jax (for the XLA FFI headers), as
``scripts/dev_build.sh`` does; the test extra installs both, and cmake."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

XLA_FFI = Path(__file__).resolve().parents[2] / "xla_ffi"


def cmake() -> str | None:
    """The cmake of this interpreter's environment (the test extra's), else PATH's."""
    scripts = sysconfig.get_path("scripts")
    return shutil.which("cmake", path=os.pathsep.join([scripts, os.environ.get("PATH", "")]))


def configure_missing() -> str | None:
    """Why the build cannot be configured here, or None."""
    if cmake() is None:
        return "needs cmake"
    # Configuring test-compiles with the generator's tool (a minimal root with
    # gcc alone, .ci/newest.sh, has none).
    if not os.environ.get("CMAKE_GENERATOR") and shutil.which("make") is None:
        return "needs make (CMake's default generator)"
    for module in ("nanobind", "jax"):
        if importlib.util.find_spec(module) is None:
            return f"needs {module} to configure the CMake build"
    return None


def configure(
    build: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    """``cmake -S xla_ffi -B build args...`` (Release, this interpreter's
    Python); stdout and stderr in the result."""
    exe = cmake()
    assert exe is not None, configure_missing()
    return subprocess.run(
        [
            exe,
            "-S",
            str(XLA_FFI),
            "-B",
            str(build),
            "-DCMAKE_BUILD_TYPE=Release",
            f"-DPython_EXECUTABLE={sys.executable}",
            *args,
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
