"""What tests/test_ascend.py and tests/test_ascend_plugin.py share: building
the CANN test double (tests/support/ascend_double/cann_double.c) and laying it out
as CANN's lib64, building the handlers' test hooks (xla_ffi/ascend/
test_hooks.cc, which the shipped module does not hold), and where the plugin
double lives."""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys
import types
from pathlib import Path

from support import kernel_flags

ROOT = Path(__file__).resolve().parents[2]
DOUBLES = Path(__file__).resolve().parent / "ascend_double"
DOUBLE_SRC = DOUBLES / "cann_double.c"
PLUGIN_DOUBLE_PATH = DOUBLES / "plugin"
"""Put on sys.path, it makes ``jax_plugins.xla_ascend_double`` importable."""
LIB_NAMES = ("libascendcl.so", "libnnopbase.so", "libopapi.so")

HOOKS_SOURCES = ("ascend/handlers.cc", "ascend/cann_loader.cc", "ascend/test_hooks.cc")
"""The handlers and the loader as the shipped module compiles them, and the
hooks: the CPU-platform twins of the handlers and a C API for ctypes."""
HOOKS_MODULE = "_jax_mish_ascend_hooks"
"""The name the hooks go by in the platform table (as ``jax_mish.<name>``)."""


def _extra_flags() -> list[str]:
    # $JAX_MISH_TEST_DOUBLE_CFLAGS: for what the tests compile into the
    # process (scripts/sanitize_check.sh sets the sanitizer flags).
    return os.environ.get("JAX_MISH_TEST_DOUBLE_CFLAGS", "").split()


def _compiler(env: str, names: tuple[str, ...]) -> str:
    for cc in (os.environ.get(env), *names):
        if cc and shutil.which(cc):
            return cc
    raise RuntimeError(f"the Ascend tests need a compiler (set ${env})")


def compile_c(src: Path, out: Path, extra: tuple[str, ...] = ()) -> None:
    """Builds ``src`` as a shared library; $JAX_MISH_TEST_DOUBLE_CFLAGS adds
    flags, e.g. -fsanitize=address when the handlers are built with
    JAX_MISH_SANITIZE=ON."""
    proc = subprocess.run(
        [_compiler("CC", ("cc", "gcc")), "-O1", "-Wall", "-Werror", "-shared", "-fPIC", "-pthread"]
        + [*_extra_flags(), *extra, "-o", str(out), str(src), "-lm"],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, f"compiling {src.name} failed:\n{proc.stderr}"


def cann_lib_dir(root: Path, names: tuple[str, ...] = LIB_NAMES, soname: bool = False) -> Path:
    """``root/lib64`` laid out like CANN's, each of ``names`` being the
    double (one file, so one set of books however it is opened). With
    ``soname``, the double carries CANN's soname ``libascendcl.so``, as the
    real library does, so that a copy already loaded is found by it."""
    lib = root / "libcann_double.so"
    if not lib.exists():
        compile_c(DOUBLE_SRC, lib, ("-Wl,-soname,libascendcl.so",) if soname else ())
    lib64 = root / "lib64"
    lib64.mkdir()
    for name in names:
        (lib64 / name).symlink_to(lib)
    return lib64


def build_hooks(out_dir: Path) -> Path:
    """The handlers with their test hooks, compiled by hand as a plain shared
    library (no Python module: a C++ compiler and the installed jaxlib's XLA
    FFI headers are all it takes, so it builds wherever the `compiler` tests
    run), with the C++ standard of the CMake build."""
    import jax.ffi

    out = out_dir / "libjax_mish_ascend_hooks.so"
    std = kernel_flags.read()["cxx_standard"]
    proc = subprocess.run(
        [_compiler("CXX", ("c++", "g++")), f"-std=gnu++{std}", "-O1", "-Wall", "-shared", "-fPIC"]
        + ["-pthread", f"-I{ROOT / 'xla_ffi'}", "-isystem", jax.ffi.include_dir()]
        + [*_extra_flags(), "-o", str(out), *(str(ROOT / "xla_ffi" / s) for s in HOOKS_SOURCES)]
        + ["-ldl"],
        check=False,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, f"compiling the Ascend test hooks failed:\n{proc.stderr[-4000:]}"
    return out


def load_hooks(path: Path) -> types.ModuleType:
    """The hooks library as a module with the shipped module's functions
    (``handlers()`` handing out the CPU-platform twins) plus the hooks
    ``_test_stream`` and ``_run_test_handler``, registered as
    ``jax_mish._jax_mish_ascend_hooks`` for the platform table to find."""
    import jax.ffi

    lib = ctypes.CDLL(str(path))
    text = ctypes.c_char_p
    lib.jm_ascend_test_stream.restype = ctypes.c_uint64
    lib.jm_ascend_test_stream.argtypes = [ctypes.c_int32]
    lib.jm_ascend_run_handler.restype = text
    lib.jm_ascend_run_handler.argtypes = [ctypes.c_int, ctypes.c_int32, *[ctypes.c_size_t] * 3]
    lib.jm_ascend_run_handler.argtypes += [ctypes.c_int64, text]
    lib.jm_ascend_load.restype = ctypes.c_int
    lib.jm_ascend_load.argtypes = [ctypes.POINTER(text)]
    lib.jm_ascend_lib_dir.restype = text
    lib.jm_ascend_lib_dir.argtypes = [ctypes.POINTER(text)]
    for fn in ("soc_name", "operator_library", "release_workspaces"):
        getattr(lib, f"jm_ascend_{fn}").restype = text
    capsules = {
        ("mish", 1): jax.ffi.pycapsule(lib.jm_ascend_test_mish),
        ("mish_grad", 1): jax.ffi.pycapsule(lib.jm_ascend_test_mish_grad),
    }

    def load() -> tuple[bool, str]:
        where = text()
        ok = lib.jm_ascend_load(ctypes.byref(where))
        return bool(ok), (where.value or b"").decode()

    def lib_dir() -> tuple[str, str]:
        source = text()
        d = lib.jm_ascend_lib_dir(ctypes.byref(source))
        return d.decode(), (source.value or b"").decode()

    def run(grad: bool, device: int, dy: int, x: int, out: int, n: int, dtype: str) -> str:
        return lib.jm_ascend_run_handler(int(grad), device, dy, x, out, n, dtype.encode()).decode()

    mod = types.ModuleType(f"jax_mish.{HOOKS_MODULE}")
    mod.__file__ = str(path)
    mod.handlers = lambda: dict(capsules)
    mod.load = load
    mod.soc_name = lambda: lib.jm_ascend_soc_name().decode()
    mod.release_workspaces = lambda: lib.jm_ascend_release_workspaces().decode()
    mod._lib_dir = lib_dir
    mod._operator_library = lambda: lib.jm_ascend_operator_library().decode()
    mod._test_stream = lambda device=0: int(lib.jm_ascend_test_stream(device))
    mod._run_test_handler = run
    mod._lib = lib
    sys.modules[mod.__name__] = mod
    return mod
