"""What tests/test_ascend.py and tests/test_ascend_plugin.py share: building
the CANN test double (tests/support/ascend_double/cann_double.c) and laying it out
as CANN's lib64, and where the plugin double lives."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

DOUBLES = Path(__file__).resolve().parent / "ascend_double"
DOUBLE_SRC = DOUBLES / "cann_double.c"
PLUGIN_DOUBLE_PATH = DOUBLES / "plugin"
"""Put on sys.path, it makes ``jax_plugins.xla_ascend_double`` importable."""
LIB_NAMES = ("libascendcl.so", "libnnopbase.so", "libopapi.so")


def _compiler() -> str:
    for cc in (os.environ.get("CC"), "cc", "gcc"):
        if cc and shutil.which(cc):
            return cc
    raise RuntimeError("the Ascend tests need a C compiler (set $CC)")


def compile_c(src: Path, out: Path) -> None:
    """Builds ``src`` as a shared library; $JAX_MISH_TEST_DOUBLE_CFLAGS adds
    flags, e.g. -fsanitize=address when the handlers are built with
    JAX_MISH_SANITIZE=ON."""
    extra = os.environ.get("JAX_MISH_TEST_DOUBLE_CFLAGS", "").split()
    proc = subprocess.run(
        [_compiler(), "-O1", "-Wall", "-Werror", "-shared", "-fPIC", "-pthread", *extra]
        + ["-o", str(out), str(src), "-lm"],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, f"compiling {src.name} failed:\n{proc.stderr}"


def cann_lib_dir(root: Path, names: tuple[str, ...] = LIB_NAMES) -> Path:
    """``root/lib64`` laid out like CANN's, each of ``names`` being the
    double (one file, so one set of books however it is opened)."""
    lib = root / "libcann_double.so"
    if not lib.exists():
        compile_c(DOUBLE_SRC, lib)
    lib64 = root / "lib64"
    lib64.mkdir()
    for name in names:
        (lib64 / name).symlink_to(lib)
    return lib64
