"""Ascend NPUs: run ``mish`` and ``mish_grad`` through CANN's own kernels.

When a JAX PJRT plugin for Ascend is installed, this module registers
lowerings of both primitives for its JAX platform: float32, float16 and
(where the SoC has it) bfloat16 go to XLA FFI handlers (``xla_ffi/ascend/``)
that call CANN's ``aclnnMish`` and ``aclnnMishBackward`` on the stream the
plugin gives them; float64 (which CANN lacks), and every call made while the
plugin or CANN cannot serve them, go through the pure-JAX formula instead.

How the route is chosen:

* Plugin: ``import jax_mish`` imports this module only when an Ascend plugin
  is installed (a ``jax_plugins`` module or entry point whose name says
  ``ascend`` or ``npu``) or ``$JAX_MISH_ASCEND_PLATFORM`` is set
  (``jax_mish._ascend_probe``); importing ``jax_mish.ascend`` by hand does
  the same.
* Platform: a JAX platform named ``ascend`` or ``npu``, or one of the
  comma-separated names in ``$JAX_MISH_ASCEND_PLATFORM``. It is looked for on
  import and again right after JAX discovers its PJRT plugins (which happens
  when the first backend is created), so the import order does not matter.
  :func:`enable` installs the route for any other platform name by hand.
  JAX lowers for the name the plugin's backend reports, which may be spelled
  otherwise (the public plugin registers ``ascend`` and reports ``ASCEND``);
  the rules are registered under that spelling when it is first lowered for
  (:func:`route_status` and ``python -m jax_mish`` list them).
* FFI platform: custom calls are registered with the plugin's custom-call
  handler for ``ASCEND`` (or the spelling of the platform name a handler is
  registered under, or ``$JAX_MISH_ASCEND_FFI_PLATFORM``).
* CANN libraries: ``libascendcl.so``, ``libnnopbase.so`` and the operator
  libraries (``libopapi.so``, ``libopapi_nn.so``, then ``libaclnn_ops_infer.so``,
  ``libaclnn_ops_train.so``, ``libaclnn_math.so``) from
  ``$JAX_MISH_CANN_LIB_DIR``, else ``$ASCEND_TOOLKIT_HOME/lib64``, else
  ``$ASCEND_HOME_PATH/lib64``, else
  ``/usr/local/Ascend/ascend-toolkit/latest/lib64``. They are loaded with
  ``dlopen`` when first needed; nothing links against CANN.
* Dtypes sent to CANN (:func:`cann_dtypes`): float32 and float16, and
  bfloat16 where ``aclrtGetSocName`` names an Atlas A2 (910B) or later SoC;
  ``$JAX_MISH_ASCEND_DTYPES`` (e.g. ``float32,float16``) overrides that.
* ``impl="ffi"`` (see :func:`jax_mish.set_default_impl`) takes CANN's
  kernels; ``"xla"`` takes the pure-JAX path, and so does ``"auto"`` until the
  route has run on an NPU (its row in ``jax_mish._platforms``).
* If the plugin refuses or never takes the custom-call targets, or CANN
  cannot be loaded when a function is lowered, a ``RuntimeWarning`` (once per
  reason) says why and the pure-JAX path is used; JAX itself keeps working.
  With ``JAX_MISH_ASCEND_REQUIRE_CANN=1`` (set before the route is
  installed) ``"auto"`` asks for the kernels too, and the first Mish call on
  that platform that is not ``impl="xla"`` raises ``RuntimeError`` instead.

The choice is made when a function is lowered: a function already compiled
keeps the route it was compiled with.

Private JAX API (through ``jax_mish._jax_private``): plugin discovery has no
public hook, so this module uses ``jax._src.xla_bridge.known_platforms`` and
``register_plugin_callbacks``, and reads jaxlib's table of custom-call
handlers to tell whether its targets reached the plugin. Where they are
missing, detection falls back to :func:`enable`.
"""

from __future__ import annotations

import functools
import importlib
import os
import threading
import warnings
from collections.abc import Callable, Iterable, Mapping
from types import ModuleType
from typing import Any

import jax.numpy as jnp

from jax_mish import _jax_private
from jax_mish._ascend_probe import DEFAULT_PLATFORMS, PLATFORM_ENV, candidate_platforms
from jax_mish._core import install as _lowering
from jax_mish._core import platforms as _platforms
from jax_mish._core import targets as _targets

__all__ = [
    "DEFAULT_PLATFORMS",
    "PLATFORM_ENV",
    "activate",
    "backend_platforms",
    "candidate_platforms",
    "cann_dtypes",
    "cann_status",
    "detect",
    "enable",
    "installed_platforms",
    "release_workspaces",
    "route_status",
]

FFI_PLATFORM_ENV = "JAX_MISH_ASCEND_FFI_PLATFORM"
DTYPES_ENV = "JAX_MISH_ASCEND_DTYPES"
REQUIRE_ENV = "JAX_MISH_ASCEND_REQUIRE_CANN"
DEFAULT_FFI_PLATFORM = "ASCEND"

_CANN_DTYPES = {
    "float32": jnp.dtype(jnp.float32),
    "float16": jnp.dtype(jnp.float16),
    "bfloat16": jnp.dtype(jnp.bfloat16),
}

# SoC name prefixes (aclrtGetSocName) of the Atlas A2 (910B), A3 (910_93)
# and later series, whose CANN Mish kernels take bfloat16; the Atlas training
# series (910A, 910ProA) and the 310 inference chips refuse it at run time.
_BF16_SOCS = ("Ascend910B", "Ascend910_93", "Ascend910_95", "Ascend950")

_EVIDENCE = (
    "the CANN route is tested only against test doubles of CANN and of the "
    "public Ascend plugin on CPU (tests/test_ascend.py, tests/test_ascend_plugin.py); "
    "it has not run on an Ascend NPU"
)

_REQUIRED_EVIDENCE = (
    f"the user's ${REQUIRE_ENV}=1, which asks for CANN's kernels wherever Mish runs "
    "on this platform (the route has not run on an NPU)"
)

_lock = threading.RLock()
_warned: set[str] = set()
_target_failures: dict[str, str] = {}  # FFI platform -> why its targets were refused


def _extension() -> ModuleType:
    """The compiled Ascend handlers (imported on first use only)."""
    try:
        return importlib.import_module("jax_mish._jax_mish_ascend")
    except ImportError as err:  # pragma: no cover - only without a build
        raise ImportError(
            "jax_mish's Ascend extension (_jax_mish_ascend) could not be "
            f"loaded: {err}. Rebuild jax_mish from source."
        ) from err


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
    known = frozenset(
        p.lower() for p in (_known_platforms() if known_platforms is None else known_platforms)
    )
    return tuple(p for p in candidate_platforms(environ) if p in known)


def installed_platforms() -> tuple[str, ...]:
    """The JAX platforms the Ascend lowerings are installed for."""
    return tuple(row.name for row in _platforms.loaded() if row.family == "cann")


def _dtypes_from_env() -> frozenset[Any] | None:
    raw = os.environ.get(DTYPES_ENV)
    if raw is None or not raw.strip(" ,"):
        return None  # set but empty: as unset, not "send CANN nothing"
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


def cann_dtypes() -> tuple[frozenset[Any], str]:
    """The dtypes sent to CANN's kernels, and why.

    ``$JAX_MISH_ASCEND_DTYPES`` when set and not empty; else float32 and float16, with
    bfloat16 where CANN reports (``aclrtGetSocName``) an Atlas A2 or later
    SoC. An SoC CANN cannot name (CANN not loadable, or its runtime not
    started yet) gets no bfloat16. Loads CANN if it is not loaded.

    Raises:
      ValueError: if ``$JAX_MISH_ASCEND_DTYPES`` names another dtype.
    """
    override = _dtypes_from_env()
    if override is not None:
        return override, f"${DTYPES_ENV}"
    base = frozenset((_CANN_DTYPES["float32"], _CANN_DTYPES["float16"]))
    soc = _extension().soc_name()
    if soc.startswith(_BF16_SOCS):
        return base | {_CANN_DTYPES["bfloat16"]}, f"SoC {soc}: Atlas A2 or later"
    if not soc:
        return base, "CANN names no SoC (aclrtGetSocName): bfloat16 is not sent"
    return base, f"SoC {soc}: CANN's Mish kernels take no bfloat16 there"


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


def _warn_once(why: str, platform: str) -> None:
    with _lock:
        first = why not in _warned
        _warned.add(why)
    if first:
        warnings.warn(
            f"jax_mish: {why}. Mish on platform {platform!r} runs through the "
            "pure-JAX path (jax_mish.formulas) instead of CANN's kernels, "
            "whatever impl asks for; JAX itself is unaffected.",
            RuntimeWarning,
            stacklevel=3,
        )


def _fallback(platform: str, why: str) -> bool:
    """Warns (once per reason) and returns False, or raises under
    ``$JAX_MISH_ASCEND_REQUIRE_CANN``."""
    if _require_cann():
        raise RuntimeError(
            f"jax_mish: the Ascend route for platform {platform!r} needs CANN "
            f"and ${REQUIRE_ENV} is set, but {why}"
        )
    _warn_once(why, platform)
    return False


def _registration_problem(row: _platforms.Platform) -> str | None:
    """Why the row's custom-call targets cannot run on the plugin, or None."""
    why = _target_failures.get(row.ffi_name)
    if why is not None:
        return why
    state = _jax_private.custom_call_state(row.ffi_name)
    if state is None:  # this jaxlib cannot say; the handlers will tell
        return None
    has_handler, waiting = state
    ours = sorted(waiting & {t.name for t in _targets.registered(row.family)})
    if not ours:
        return None
    if has_handler:
        return (
            f"the custom-call handler registered for FFI platform {row.ffi_name!r} "
            f"did not take jax_mish's targets ({', '.join(ours)})"
        )
    return (
        f"no custom-call handler is registered for FFI platform {row.ffi_name!r}, "
        f"so jax_mish's targets ({', '.join(ours)}) have not reached the Ascend plugin"
    )


def _takes(platform: str, dtype: Any) -> bool:
    # CANN's kernels run for the dtypes chosen, while the plugin has the
    # targets and CANN can be loaded.
    dtype = jnp.dtype(dtype)
    override = _dtypes_from_env()
    if dtype not in (_CANN_DTYPES.values() if override is None else override):
        return False
    row = _platforms.get(platform)
    why = None if row is None else _registration_problem(row)
    if why is not None:
        return _fallback(platform, why)
    ok, why = cann_status()
    if not ok:
        return _fallback(platform, why)
    return override is not None or dtype in cann_dtypes()[0]


def _row(platform: str, ffi_platform: str, test: bool = False) -> _platforms.Platform:
    """The route's row of the platform table for JAX platform ``platform``;
    ``test`` takes the module's CPU-platform twins of the handlers (for the
    tests, against a CANN test double). Under ``$JAX_MISH_ASCEND_REQUIRE_CANN``
    (read now) ``impl="auto"`` asks for the kernels too, so that the
    requirement holds for calls that do not name an ``impl``. The rules are
    registered under the upper-case spelling too, which a plugin's backend may
    report (the public plugin's does), so that nothing is registered while
    lowering."""
    required = _require_cann()
    return _platforms.Platform(
        name=platform,
        spellings=(platform.upper(),) if platform.upper() != platform else (),
        ffi_name=ffi_platform,
        module="_jax_mish_ascend",
        family="cann",
        kind="ascend",
        validated=required,
        evidence=_REQUIRED_EVIDENCE if required else _EVIDENCE,
        handlers="_test_handlers" if test else "handlers",
        goldens="the CANN route has not run on an NPU yet; goldens are written on one",
        takes=functools.partial(_takes, platform),
    )


def _register_targets(row: _platforms.Platform) -> None:
    """Registers the row's targets with the plugin; a refusal is recorded
    (and warned about) rather than raised: it must not break JAX."""
    if row.ffi_name in _target_failures:
        return  # the handler refused once; it is not asked again
    try:
        _lowering.register_targets(row)
    except Exception as err:  # a plugin's handler may raise anything
        why = (
            f"the Ascend plugin's custom-call handler for FFI platform {row.ffi_name!r} "
            f"refused jax_mish's targets ({type(err).__name__}: {err})"
        )
        _target_failures[row.ffi_name] = why
        if not _require_cann():
            _warn_once(why, row.name)


def _install(platform: str, ffi_platform: str, test: bool = False) -> _platforms.Platform | None:
    """Puts the route in the platform table; returns the row it replaced."""
    with _lock:
        row = _row(platform, ffi_platform, test)
        previous = _lowering.install(row, targets=False)
        _register_targets(row)
        return previous


def _ffi_platform(platform: str) -> str:
    chosen = os.environ.get(FFI_PLATFORM_ENV)
    if chosen:
        return chosen
    # A plugin registers its custom-call handler under its own spelling.
    for name in _jax_private.custom_call_handler_platforms():
        if name.lower() == platform.lower():
            return name
    return DEFAULT_FFI_PLATFORM


def enable(platform: str, ffi_platform: str | None = None) -> None:
    """Installs the Ascend route for a JAX platform by hand.

    Needed only for a plugin whose platform name is neither ``ascend`` nor
    ``npu`` nor listed in ``$JAX_MISH_ASCEND_PLATFORM``. Call it before the
    functions that use Mish are first compiled. A plugin that refuses the
    custom-call targets does not make this raise: the refusal is warned
    about, and Mish there runs the pure-JAX path.

    Args:
      platform: the JAX platform name of the Ascend plugin (as in
        ``jax.devices()[0].platform``).
      ffi_platform: the plugin's custom-call platform (default: the spelling
        of ``platform`` its custom-call handler is registered under, else
        ``ASCEND``, or ``$JAX_MISH_ASCEND_FFI_PLATFORM``).

    Raises:
      ValueError: if JAX does not know ``platform``, or it is ``cpu``.
    """
    if not isinstance(platform, str) or not platform:
        raise ValueError("jax_mish.ascend.enable: platform must be a non-empty string")
    name = platform.lower()
    if name in ("cpu", "cuda", "rocm", "gpu", "tpu"):
        raise ValueError(f"jax_mish.ascend.enable: {platform!r} is not an Ascend platform")
    known = _jax_private.known_platforms()
    if known is not None and name not in {k.lower() for k in known}:
        raise ValueError(
            f"jax_mish.ascend.enable: JAX knows no platform {platform!r} (is the "
            "Ascend PJRT plugin installed?)"
        )
    _install(name, ffi_platform or _ffi_platform(name))


def route_status() -> dict[str, str]:
    """What the route is installed as, per platform, for people.

    Returns:
      ``{platform: text}``: the platform names its rules are registered under
      (the backend's reported spelling among them once lowered for, or after
      :func:`backend_platforms`), the FFI platform, and whether the custom-call
      targets reached the plugin or why not.
    """
    out = {}
    for row in _platforms.loaded():
        if row.family != "cann":
            continue
        why = _registration_problem(row)
        reached = "registered with the plugin" if why is None else why
        out[row.name] = (
            f"lowers for {', '.join(map(repr, _lowering.rule_platforms(row.name)))}; "
            f"custom calls on FFI platform {row.ffi_name!r}: {reached}"
        )
    return out


def backend_platforms() -> dict[str, str]:
    """The platform name each route platform's backend reports, creating
    the backend where it does not exist yet, and the rules registered for
    that spelling (as lowering for it would).

    Returns:
      ``{platform: reported name}``, or ``{platform: "no backend: why"}``.
    """
    import jax.extend.backend  # only here: it creates backends

    out = {}
    for platform in installed_platforms():
        try:
            reported = jax.extend.backend.get_backend(platform).platform
        except Exception as err:  # no device, or the plugin failed
            out[platform] = f"no backend: {type(err).__name__}: {err}"
            continue
        if reported not in _lowering.rule_platforms(platform):
            _lowering.add_spelling(platform, reported)
        out[platform] = reported
    return out


def _guarded(step: Callable[[], None], what: str) -> None:
    """Runs ``step`` where JAX calls jax_mish back (plugin discovery):
    nothing may escape into JAX, which would fail ``jax.devices()``."""
    try:
        step()
    except Exception as err:
        _warn_once(
            f"the Ascend route could not be {what} ({type(err).__name__}: {err})",
            "/".join(candidate_platforms()),
        )


def _install_detected() -> None:
    for platform in detect():
        if platform not in installed_platforms():
            enable(platform)


def _report_waiting_targets() -> None:
    # After discovery every plugin has initialized: targets still waiting for
    # a custom-call handler are waiting for one that never came.
    for row in _platforms.loaded():
        if row.family == "cann" and not _require_cann():
            why = _registration_problem(row)
            if why is not None:
                _warn_once(why, row.name)


def _on_plugins_discovered(c_api: Any = None) -> None:
    # JAX calls this once per PJRT C-API plugin after discovery; which plugin
    # does not matter, only the platform names JAX knows by then.
    del c_api
    _guarded(_install_detected, "installed")
    _guarded(_report_waiting_targets, "checked")


_activated = False


def activate() -> tuple[str, ...]:
    """Installs the route for Ascend platforms JAX knows now or discovers later.

    Runs on ``import jax_mish`` when an Ascend plugin is installed; calling
    it again is harmless. Creates no backend, and never raises: a plugin that
    refuses the route is warned about.

    Returns:
      The platforms installed so far.
    """
    global _activated
    _guarded(_install_detected, "installed")
    with _lock:
        hook = not _activated
        _activated = True
    if hook:
        # Where plugins were discovered already, JAX calls it right away.
        _jax_private.register_plugin_callback(_on_plugins_discovered)
    return installed_platforms()
