"""The environment variables of the Ascend route, read once.

:func:`read` is called when the route is imported (``import jax_mish`` where
an Ascend plugin is installed or named, else the first use of one of
:mod:`jax_mish.ascend`'s functions), and its answer holds for the process: a
variable changed later is not seen. A test that changes one reads them
again (``jax_mish.ascend._route._read_environment()``) and installs the route
again. The library directory of CANN (``$JAX_MISH_CANN_LIB_DIR``, the toolkit
variables) is read by the loader when CANN is loaded, at install. Standard
library only.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["CANN_DTYPE_NAMES", "DTYPES_ENV", "FFI_PLATFORM_ENV", "REQUIRE_ENV", "Settings", "read"]

FFI_PLATFORM_ENV = "JAX_MISH_ASCEND_FFI_PLATFORM"
DTYPES_ENV = "JAX_MISH_ASCEND_DTYPES"
REQUIRE_ENV = "JAX_MISH_ASCEND_REQUIRE_CANN"

CANN_DTYPE_NAMES: tuple[str, ...] = ("float32", "float16", "bfloat16")
"""Every dtype CANN's Mish kernels take on some SoC."""


@dataclass(frozen=True)
class Settings:
    """What the route's environment variables said when they were read."""

    require_cann: bool
    """``$JAX_MISH_ASCEND_REQUIRE_CANN`` set and not ``0``: ``impl="auto"``
    asks for the kernels too, and a call that cannot have them raises."""
    dtypes: tuple[str, ...] | None
    """The names in ``$JAX_MISH_ASCEND_DTYPES``, lower-cased; None where it
    is unset or holds no name (as if unset: not "send CANN nothing")."""
    dtypes_error: str | None
    """Why ``$JAX_MISH_ASCEND_DTYPES`` cannot be used (a name CANN lacks),
    raised as ``ValueError`` by the first Mish call that asks for the
    kernels, never at import."""
    ffi_platform: str | None
    """``$JAX_MISH_ASCEND_FFI_PLATFORM``, or None."""


def read(environ: Mapping[str, str] | None = None) -> Settings:
    """The route's variables in ``environ`` (default ``os.environ``)."""
    env = os.environ if environ is None else environ
    names = [n.strip().lower() for n in env.get(DTYPES_ENV, "").split(",")]
    names = [n for n in names if n]
    bad = [n for n in names if n not in CANN_DTYPE_NAMES]
    error = None
    if bad:
        error = (
            f"jax_mish.ascend: ${DTYPES_ENV} names {bad[0]!r}; CANN's Mish "
            f"kernels take only {', '.join(CANN_DTYPE_NAMES)}"
        )
    return Settings(
        require_cann=env.get(REQUIRE_ENV, "") not in ("", "0"),
        dtypes=tuple(names) if names else None,
        dtypes_error=error,
        ffi_platform=env.get(FFI_PLATFORM_ENV) or None,
    )
