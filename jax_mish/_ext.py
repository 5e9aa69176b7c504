"""Loads the compiled extensions and registers their FFI targets with XLA.

One registration path: each extension returns ``{target name: capsule}`` and
this module registers them in one loop per platform.
"""

from __future__ import annotations

import importlib
import warnings
from types import ModuleType

import jax

_BUILD_HINT = (
    "jax_mish's C++ extension ({name}) could not be loaded: {err}.\n"
    "Build and install it from the source tree with\n"
    "    pip install .\n"
    "(needs a C++17 compiler and CMake; scikit-build-core, nanobind and the\n"
    "build-time jaxlib come from pyproject.toml). For an editable build against\n"
    "the jaxlib already installed, use\n"
    "    pip install --no-build-isolation -e .\n"
    "and re-run it after changing files under xla_ffi/."
)

try:
    cpu: ModuleType = importlib.import_module("jax_mish._jax_mish_cpu")
except ImportError as err:  # pragma: no cover - exercised only without a build
    raise ImportError(
        _BUILD_HINT.format(name="_jax_mish_cpu", err=err)
        + f"\n(jax_mish was imported from {__file__.rsplit('/', 2)[0]}; if that is a"
        " source checkout and jax_mish is installed elsewhere, run from another"
        " directory.)"
    ) from err

# The CUDA extension is optional: it exists only when the build found nvcc.
cuda: ModuleType | None
try:
    cuda = importlib.import_module("jax_mish._jax_mish_cuda")
except ModuleNotFoundError:
    cuda = None
except ImportError as err:  # built but broken: say so instead of hiding it
    warnings.warn(
        f"jax_mish: the CUDA extension was built but cannot be loaded ({err}); "
        "GPU code will use the pure-JAX fallback",
        RuntimeWarning,
        stacklevel=2,
    )
    cuda = None

# FFI platform strings, as jax.ffi.register_ffi_target expects them.
_PLATFORMS = {"cpu": cpu, "CUDA": cuda}

for _platform, _module in _PLATFORMS.items():
    if _module is None:
        continue
    for _name, _capsule in _module.registrations().items():
        jax.ffi.register_ffi_target(_name, _capsule, platform=_platform)

HAS_CUDA_KERNELS: bool = cuda is not None
