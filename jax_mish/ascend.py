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
  route has run on an NPU (``jax_mish._impl.NOT_VALIDATED``).
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

import importlib
import os
import threading
import warnings
from collections.abc import Iterable, Mapping
from types import ModuleType
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.interpreters import mlir

from jax_mish import _impl, _jax_private, _targets, reference
from jax_mish._primitives import mish_grad_kernel_p, mish_kernel_p

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


class _Targets(NamedTuple):
    fwd: str
    grad: str


_ASCEND_TARGETS = _Targets(
    _targets.current("mish", "ASCEND").name, _targets.current("mish_grad", "ASCEND").name
)
# CPU-platform twins of the same handlers (fixed stream value), for running the
# route end to end through XLA on a machine without an NPU.
_TEST_TARGETS = _Targets("jax_mish_ascend_test_fwd", "jax_mish_ascend_test_grad")

_lock = threading.RLock()
_installed: dict[str, str] = {}  # JAX platform -> FFI platform
_registered_ffi: set[tuple[str, str]] = set()  # (target, FFI platform)
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
    with _lock:
        return tuple(_installed)


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


def _make_rule(platform: str, target: str, fallback_fn):
    kernel = jax.ffi.ffi_lowering(target)
    fallback = mlir.lower_fun(fallback_fn, multiple_results=False)

    def rule(ctx, *args, inplace=False, impl="auto"):
        # CANN's MishBackward writes a separate output: the `inplace` aliasing
        # hint of mish_grad is dropped, which is always correct.
        del inplace
        dtype = jnp.dtype(ctx.avals_out[0].dtype)
        if (
            _impl.resolve(impl, platform) == "ffi"
            and dtype in _dtypes_for_cann()
            and _cann_or_fallback(platform)
        ):
            return kernel(ctx, *args)
        return fallback(ctx, *args)

    return rule


def _register_ffi(targets: _Targets, ffi_platform: str) -> None:
    ext = _extension()
    capsules = ext.test_registrations() if targets == _TEST_TARGETS else ext.registrations()
    for name in targets:
        if (name, ffi_platform) in _registered_ffi:
            continue
        jax.ffi.register_ffi_target(name, capsules[name], platform=ffi_platform)
        _registered_ffi.add((name, ffi_platform))


def _install(platform: str, targets: _Targets, ffi_platform: str) -> None:
    with _lock:
        _register_ffi(targets, ffi_platform)
        # On the kernel-level primitives, so that mish_p / mish_grad_p keep
        # their SPMD partitioning rule and each shard runs CANN on its block.
        mlir.register_lowering(
            mish_kernel_p, _make_rule(platform, targets.fwd, reference.mish), platform=platform
        )
        mlir.register_lowering(
            mish_grad_kernel_p,
            _make_rule(platform, targets.grad, reference.mish_grad),
            platform=platform,
        )
        _installed[platform] = ffi_platform
        _impl.register_kernel_platform(platform, "ascend")


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
        _install(name, _ASCEND_TARGETS, ffi)
    except NotImplementedError as err:
        raise ValueError(
            f"jax_mish.ascend.enable: JAX knows no platform {platform!r} (is the "
            f"Ascend PJRT plugin installed?): {err}"
        ) from err


def _install_detected() -> None:
    for platform in detect():
        with _lock:
            if platform in _installed:
                continue
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
