"""Ascend NPUs: run ``mish`` and ``mish_grad`` through CANN's own kernels.

When a JAX PJRT plugin for Ascend is installed, this module registers
lowerings of both primitives for its JAX platform: float32, float16 and
bfloat16 go to XLA FFI handlers (``xla_ffi/ascend/``) that call CANN's
``aclnnMish`` and ``aclnnMishBackward`` on the stream the plugin gives them;
float64 (which CANN lacks) and any call made while the CANN libraries cannot
be loaded go through the pure-JAX reference instead.

How the route is chosen:

* Platform: a JAX platform named ``ascend`` or ``npu``, or one of the
  comma-separated names in ``$JAX_MISH_ASCEND_PLATFORM``. It is looked for when
  jax_mish is imported and again right after JAX discovers its PJRT plugins
  (which happens when the first backend is created), so the import order of
  jax_mish and the plugin does not matter. :func:`enable` installs the route
  for any other platform name by hand.
* FFI platform: custom calls are registered for ``ASCEND`` (the custom-call
  platform of the public experimental Ascend plugin), or
  ``$JAX_MISH_ASCEND_FFI_PLATFORM``.
* CANN libraries: ``libascendcl.so``, ``libnnopbase.so`` and ``libopapi.so``
  (or ``libopapi_nn.so``) from ``$JAX_MISH_CANN_LIB_DIR``, else
  ``$ASCEND_TOOLKIT_HOME/lib64``, else ``$ASCEND_HOME_PATH/lib64``, else
  ``/usr/local/Ascend/ascend-toolkit/latest/lib64``. They are loaded with
  ``dlopen`` when first needed; nothing links against CANN.
* Dtypes sent to CANN: ``$JAX_MISH_ASCEND_DTYPES`` (default
  ``float32,float16,bfloat16``; drop ``bfloat16`` on Atlas training series
  (910A) chips, whose CANN kernels lack it).
* ``impl="ffi"`` (see :func:`jax_mish.set_default_impl`) takes CANN's
  kernels; ``"xla"`` takes the pure-JAX path, and so does ``"auto"`` until the
  route has run on an NPU (its row in ``jax_mish._platforms``).
* If CANN cannot be loaded when a function is lowered, a ``RuntimeWarning``
  says why and the pure-JAX path is used; with
  ``JAX_MISH_ASCEND_REQUIRE_CANN=1`` lowering raises ``RuntimeError`` instead.

The choice is made when a function is lowered: a function already compiled
keeps the route it was compiled with.

With no such platform, importing jax_mish loads nothing of this route and
creates no backend.

Private JAX API: plugin discovery has no public hook, so this module
uses ``jax._src.xla_bridge.known_platforms`` and
``register_plugin_callbacks``, through ``jax_mish._jax_private``. Where they are
missing, detection falls back to :func:`enable`.
"""

from __future__ import annotations

import functools
import importlib
import os
import threading
import warnings
from collections.abc import Iterable, Mapping
from types import ModuleType

import jax.numpy as jnp

from jax_mish import _jax_private, _lowering, _platforms

__all__ = [
    "DEFAULT_PLATFORMS",
    "activate",
    "candidate_platforms",
    "cann_status",
    "detect",
    "enable",
    "installed_platforms",
    "release_workspaces",
]

DEFAULT_PLATFORMS: tuple[str, ...] = ("ascend", "npu")
PLATFORM_ENV = "JAX_MISH_ASCEND_PLATFORM"
FFI_PLATFORM_ENV = "JAX_MISH_ASCEND_FFI_PLATFORM"
DTYPES_ENV = "JAX_MISH_ASCEND_DTYPES"
REQUIRE_ENV = "JAX_MISH_ASCEND_REQUIRE_CANN"
DEFAULT_FFI_PLATFORM = "ASCEND"

_CANN_DTYPES = {
    "float32": jnp.dtype(jnp.float32),
    "float16": jnp.dtype(jnp.float16),
    "bfloat16": jnp.dtype(jnp.bfloat16),
}


_EVIDENCE = (
    "the CANN route is tested only against a CANN test double on CPU "
    "(tests/test_ascend.py); it has not run on an Ascend NPU"
)

_lock = threading.RLock()
_warned: set[str] = set()


def _extension() -> ModuleType:
    """The compiled Ascend handlers (imported on first use only)."""
    try:
        return importlib.import_module("jax_mish._jax_mish_ascend")
    except ImportError as err:  # pragma: no cover - only without a build
        raise ImportError(
            "jax_mish's Ascend extension (_jax_mish_ascend) could not be "
            f"loaded: {err}. Rebuild jax_mish from source."
        ) from err


def candidate_platforms(environ: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """JAX platform names that mean "an Ascend NPU".

    Args:
      environ: the environment to read (default ``os.environ``).

    Returns:
      ``("ascend", "npu")`` followed by the comma-separated names in
      ``$JAX_MISH_ASCEND_PLATFORM``, lower-cased, without duplicates.
    """
    env = os.environ if environ is None else environ
    names = list(DEFAULT_PLATFORMS)
    for name in env.get(PLATFORM_ENV, "").split(","):
        name = name.strip().lower()
        if name and name not in names:
            names.append(name)
    return tuple(names)


def _known_platforms() -> frozenset[str]:
    return _jax_private.known_platforms() or frozenset()


def detect(
    known_platforms: Iterable[str] | None = None, environ: Mapping[str, str] | None = None
) -> tuple[str, ...]:
    """The Ascend platforms JAX knows of, without creating any backend.

    Args:
      known_platforms: platform names to look in (default: those JAX has a
        backend factory for now, i.e. built in or registered by a plugin).
      environ: the environment to read (default ``os.environ``).

    Returns:
      The names from :func:`candidate_platforms` that are known, in order.
    """
    known = (
        _known_platforms()
        if known_platforms is None
        else frozenset(p.lower() for p in known_platforms)
    )
    return tuple(p for p in candidate_platforms(environ) if p in known)


def installed_platforms() -> tuple[str, ...]:
    """The JAX platforms the Ascend lowerings are installed for."""
    return tuple(row.name for row in _platforms.loaded() if row.family == "cann")


def _dtypes_for_cann() -> frozenset[jnp.dtype]:
    raw = os.environ.get(DTYPES_ENV)
    if raw is None:
        return frozenset(_CANN_DTYPES.values())
    chosen = set()
    for name in raw.split(","):
        name = name.strip().lower()
        if not name:
            continue
        if name not in _CANN_DTYPES:
            raise ValueError(
                f"jax_mish.ascend: ${DTYPES_ENV} names {name!r}; CANN's Mish "
                f"kernels take only {', '.join(_CANN_DTYPES)}"
            )
        chosen.add(_CANN_DTYPES[name])
    return frozenset(chosen)


def cann_status() -> tuple[bool, str]:
    """Whether CANN can be loaded now, trying it if it has not been.

    Returns:
      ``(True, library directory)`` or ``(False, why not)``; the reason names
      the directory, the environment variable that chose it and the library
      or function that is missing.
    """
    return tuple(_extension().load())


def release_workspaces() -> None:
    """Synchronizes the streams and frees the CANN workspaces kept between calls.

    The handlers keep one device workspace per stream so that repeated calls
    need no allocation and no synchronization; this hands that memory back.

    Raises:
      RuntimeError: if CANN reports an error while synchronizing or freeing.
    """
    errors = _extension().release_workspaces()
    if errors:
        raise RuntimeError(f"jax_mish.ascend.release_workspaces: {errors.strip()}")


def _require_cann() -> bool:
    return os.environ.get(REQUIRE_ENV, "") not in ("", "0")


def _cann_or_fallback(platform: str) -> bool:
    """True when CANN serves; else warns (once per reason) or raises."""
    ok, why = cann_status()
    if ok:
        return True
    if _require_cann():
        raise RuntimeError(
            f"jax_mish: the Ascend route for platform {platform!r} needs CANN "
            f"and ${REQUIRE_ENV} is set, but {why}"
        )
    with _lock:
        first = why not in _warned
        _warned.add(why)
    if first:
        warnings.warn(
            f"jax_mish: {why}. Mish on platform {platform!r} runs through the "
            "pure-JAX path instead of CANN's kernels.",
            RuntimeWarning,
            stacklevel=2,
        )
    return False


def _takes(platform: str, dtype) -> bool:
    # CANN's kernels run for the dtypes chosen, while CANN can be loaded.
    return jnp.dtype(dtype) in _dtypes_for_cann() and _cann_or_fallback(platform)


def _row(platform: str, ffi_platform: str, test: bool = False) -> _platforms.Platform:
    """The route's row of the platform table for JAX platform ``platform``;
    ``test`` takes the module's CPU-platform twins of the handlers (for the
    tests, against a CANN test double)."""
    return _platforms.Platform(
        name=platform,
        ffi_name=ffi_platform,
        module="_jax_mish_ascend",
        family="cann",
        kind="ascend",
        validated=False,
        evidence=_EVIDENCE,
        handlers="_test_handlers" if test else "handlers",
        goldens="the CANN route has not run on an NPU yet; goldens are written on one",
        takes=functools.partial(_takes, platform),
    )


def _install(platform: str, ffi_platform: str, test: bool = False) -> _platforms.Platform | None:
    """Puts the route in the platform table; returns the row it replaced."""
    with _lock:
        return _lowering.install(_row(platform, ffi_platform, test))


def enable(platform: str, ffi_platform: str | None = None) -> None:
    """Installs the Ascend route for a JAX platform by hand.

    Needed only for a plugin whose platform name is neither ``ascend`` nor
    ``npu`` nor listed in ``$JAX_MISH_ASCEND_PLATFORM``. Call it before the
    functions that use Mish are first compiled.

    Args:
      platform: the JAX platform name of the Ascend plugin (as in
        ``jax.devices()[0].platform``).
      ffi_platform: the plugin's custom-call platform (default ``ASCEND`` or
        ``$JAX_MISH_ASCEND_FFI_PLATFORM``).

    Raises:
      ValueError: if JAX does not know ``platform``, or it is ``cpu``.
    """
    if not isinstance(platform, str) or not platform:
        raise ValueError("jax_mish.ascend.enable: platform must be a non-empty string")
    name = platform.lower()
    if name in ("cpu", "cuda", "rocm", "gpu", "tpu"):
        raise ValueError(f"jax_mish.ascend.enable: {platform!r} is not an Ascend platform")
    ffi = ffi_platform or os.environ.get(FFI_PLATFORM_ENV) or DEFAULT_FFI_PLATFORM
    try:
        _install(name, ffi)
    except NotImplementedError as err:
        raise ValueError(
            f"jax_mish.ascend.enable: JAX knows no platform {platform!r} (is the "
            f"Ascend PJRT plugin installed?): {err}"
        ) from err


def _install_detected() -> None:
    for platform in detect():
        if platform not in installed_platforms():
            enable(platform)


def _on_plugins_discovered(c_api=None) -> None:
    # JAX calls this once per PJRT C-API plugin after discovery; which plugin
    # does not matter, only the platform names JAX knows by then.
    del c_api
    _install_detected()


_activated = False


def activate() -> tuple[str, ...]:
    """Installs the route for Ascend platforms JAX knows now or discovers later.

    Runs on ``import jax_mish``; calling it again is harmless. Creates no
    backend and, when no Ascend platform is present, loads nothing.

    Returns:
      The platforms installed so far.
    """
    global _activated
    _install_detected()
    with _lock:
        hook = not _activated
        _activated = True
    if hook:
        _jax_private.register_plugin_callback(_on_plugins_discovered)
    return installed_platforms()
