"""``JAX_MISH_CUDA=AUTO`` builds the CUDA kernels only where the NVIDIA driver sees a
GPU whose driver runs what nvcc builds (xla_ffi/cmake/cuda_auto.cmake): the probe
against a test double of the driver (tests/support/cuda_double/), the version rule in
CMake's script mode, and the configure step of the real build with and without a
GPU. No GPU is needed: the double stands in for the driver."""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from support import cmake_build
from support.ascend import compile_c

pytestmark = pytest.mark.compiler

CMAKE_DIR = cmake_build.XLA_FFI / "cmake"
DOUBLE = Path(__file__).resolve().parent / "support" / "cuda_double" / "libcuda_double.c"
HINT = (
    "; to build them anyway (for another machine): pip install "
    "-C cmake.define.JAX_MISH_CUDA=ON . (CMake: -DJAX_MISH_CUDA=ON)"
)
SKIPPED = "-- jax_mish: CUDA kernels not built: "


def _real_driver() -> bool:
    try:
        ctypes.CDLL("libcuda.so.1")
    except OSError:
        return False
    return True


@pytest.fixture(scope="module")
def driver(tmp_path_factory) -> Path:
    """A folder holding the double as libcuda.so.1, for LD_LIBRARY_PATH."""
    d = tmp_path_factory.mktemp("driver")
    compile_c(DOUBLE, d / "libcuda.so.1")
    return d


@pytest.fixture(scope="module")
def probe(tmp_path_factory) -> Path:
    """gpu_probe.cc, built as the configure step builds it."""
    exe = tmp_path_factory.mktemp("probe") / "gpu_probe"
    cxx = next(c for c in (os.environ.get("CXX"), "c++", "g++") if c and shutil.which(c))
    out = subprocess.run(
        [cxx, "-o", str(exe), str(CMAKE_DIR / "gpu_probe.cc"), "-ldl"],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return exe


def _with_driver(driver: Path | None, **double: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JM_DOUBLE_")}
    if driver is not None:
        rest = env.get("LD_LIBRARY_PATH", "")
        env["LD_LIBRARY_PATH"] = os.pathsep.join(p for p in (str(driver), rest) if p)
    env.update(double)
    return env


@pytest.mark.parametrize(
    ("double", "line"),
    [
        ({}, "gpus 1 driver 13.0"),
        ({"JM_DOUBLE_GPUS": "2", "JM_DOUBLE_DRIVER": "12040"}, "gpus 2 driver 12.4"),
        (
            {"JM_DOUBLE_CUINIT": "100"},
            "none: the NVIDIA driver sees no usable GPU (cuInit returned 100)",
        ),
        ({"JM_DOUBLE_GPUS": "0"}, "none: the NVIDIA driver sees no GPU"),
    ],
)
def test_the_probe_asks_the_driver(probe, driver, double, line):
    out = subprocess.run(
        [str(probe)], capture_output=True, text=True, env=_with_driver(driver, **double)
    )
    assert (out.returncode, out.stdout) == (0, line + "\n")


@pytest.mark.skipif(_real_driver(), reason="this machine has an NVIDIA driver")
def test_the_probe_without_a_driver(probe):
    out = subprocess.run([str(probe)], capture_output=True, text=True, env=_with_driver(None))
    assert (out.returncode, out.stdout) == (
        0,
        "none: no NVIDIA driver (libcuda.so.1 cannot be loaded)\n",
    )


@pytest.mark.skipif(cmake_build.cmake() is None, reason="needs cmake")
@pytest.mark.parametrize(
    ("driver_version", "nvcc", "why"),
    [
        ("13.0", "13.0.48", ""),
        ("13.2", "12.8.93", ""),
        ("12.4", "12.8.93", ""),  # minor version compatibility
        (
            "12.4",
            "13.0.48",
            "the NVIDIA driver supports CUDA 12.4, older than nvcc 13.0.48: its kernels "
            "would fail to launch (build with a CUDA 12.x toolkit)" + HINT,
        ),
    ],
)
def test_the_driver_must_be_as_new_as_nvccs_major(tmp_path, driver_version, nvcc, why):
    script = tmp_path / "runs.cmake"
    script.write_text(
        f'include("{CMAKE_DIR / "cuda_auto.cmake"}")\n'
        f'jm_cuda_driver_runs("{driver_version}" "{nvcc}" why)\n'
        'message(STATUS "why=[${why}]")\n'
    )
    out = subprocess.run(
        [cmake_build.cmake(), "-P", str(script)], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout == f"-- why=[{why}]\n"


def _cuda_lines(out: subprocess.CompletedProcess) -> list[str]:
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    return [ln for ln in out.stdout.splitlines() if "jax_mish: CUDA" in ln]


def _targets(build: Path) -> set[str]:
    """The targets the configure step generated (the CPU module's always among them)."""
    lines = (build / "CMakeFiles" / "TargetDirectories.txt").read_text().split()
    names = {Path(ln).name.removesuffix(".dir") for ln in lines}
    assert "_jax_mish_cpu" in names, names
    return names


@pytest.mark.skipif(
    cmake_build.configure_missing() is not None, reason=str(cmake_build.configure_missing())
)
def test_auto_leaves_the_kernels_out_where_no_gpu_is_seen(tmp_path, driver):
    env = _with_driver(driver, JM_DOUBLE_CUINIT="100")
    out = cmake_build.configure(tmp_path, "-DJAX_MISH_CUDA=AUTO", env=env)
    assert _cuda_lines(out) == [
        SKIPPED + "the NVIDIA driver sees no usable GPU (cuInit returned 100)" + HINT
    ]
    # Decided before nvcc is looked for: no CUDA toolchain check, no CUDA target.
    assert "_jax_mish_cuda" not in _targets(tmp_path)
    assert "CMAKE_CUDA_COMPILER" not in (tmp_path / "CMakeCache.txt").read_text()


NVCC_MISSING = None if shutil.which(os.environ.get("CUDACXX") or "nvcc") else "needs nvcc"


# Slow: enabling CUDA test-compiles with nvcc twice (12 s alone on a 2-core machine).
@pytest.mark.slow
@pytest.mark.skipif(
    (cmake_build.configure_missing() or NVCC_MISSING) is not None,
    reason=str(cmake_build.configure_missing() or NVCC_MISSING),
)
def test_auto_builds_the_kernels_where_the_driver_sees_a_gpu(tmp_path, driver):
    # A driver for any CUDA this nvcc may be (99.0), with one GPU.
    env = _with_driver(driver, JM_DOUBLE_DRIVER="99000")
    out = cmake_build.configure(tmp_path, "-DJAX_MISH_CUDA=AUTO", env=env)
    (line,) = _cuda_lines(out)
    assert line.startswith("-- jax_mish: CUDA ") and " kernels for sm_" in line, line
    assert "_jax_mish_cuda" in _targets(tmp_path)
    nvcc = line.split()[3]  # "-- jax_mish: CUDA <version> kernels for ..."

    # The same tree configured again, where the driver is older than nvcc's major.
    env = _with_driver(driver, JM_DOUBLE_DRIVER="10020")
    out = cmake_build.configure(tmp_path, "-DJAX_MISH_CUDA=AUTO", env=env)
    assert _cuda_lines(out) == [
        SKIPPED + f"the NVIDIA driver supports CUDA 10.2, older than nvcc {nvcc}: its kernels "
        "would fail to launch (build with a CUDA 10.x toolkit)" + HINT
    ]
    assert "_jax_mish_cuda" not in _targets(tmp_path)
