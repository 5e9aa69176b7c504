"""The Ascend route itself: platform rows, registration with the plugin,
detection, activation and status (what :mod:`jax_mish.ascend` exports).

Imported only where the route is wanted (:mod:`jax_mish.ascend._probe`), or
on the first use of one of :mod:`jax_mish.ascend`'s functions. Its
environment variables are read once, when it is imported
(:mod:`jax_mish.ascend._settings`); CANN is loaded once per install
(:mod:`jax_mish.ascend._cann`), and the rows' ``takes`` only reads what
install found.
"""

from __future__ import annotations

import functools
import threading
import warnings
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import jax.numpy as jnp

from jax_mish import _jax_private
from jax_mish._core import install as _install_mod
from jax_mish._core import platforms as _platforms
from jax_mish._core import targets as _targets
from jax_mish.ascend import _cann, _settings
from jax_mish.ascend._probe import candidate_platforms
from jax_mish.ascend._settings import REQUIRE_ENV

__all__ = [
    "activate",
    "backend_platforms",
    "cann_dtypes",
    "cann_status",
    "detect",
    "enable",
    "installed_platforms",
    "release_workspaces",
    "route_status",
]

DEFAULT_FFI_PLATFORM = "ASCEND"
"""The custom-call platform of the public plugin (its XLA's FFI registry
and its ``register_custom_call_handler`` both use it)."""

MODULE = "_jax_mish_ascend"
"""The extension module whose handlers the route registers."""

FAMILY = "cann"
"""The family of released targets its handlers serve (``mish``, ``mish_grad``)."""

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

_environment: _settings.Settings = _settings.read()


def _read_environment() -> _settings.Settings:
    """Reads the route's environment variables again (tests; the route reads
    them once, at import). Rows installed before keep what they were
    installed with: install again to apply it."""
    global _environment
    _environment = _settings.read()
    return _environment


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
    return tuple(row.name for row in _platforms.loaded() if row.family == FAMILY)


def _state() -> _cann.Cann | None:
    return _cann.settled()


def cann_dtypes() -> tuple[frozenset[Any], str]:
    """The dtypes sent to CANN's kernels, and why, as chosen when the route
    was installed.

    ``$JAX_MISH_ASCEND_DTYPES`` when set and not empty; else float32 and
    float16, with bfloat16 where CANN reports (``aclrtGetSocName``) an Atlas
    A2 or later SoC. An SoC CANN cannot name (CANN not loadable) gets no
    bfloat16. Before the route is installed anywhere, CANN is loaded now to
    answer.

    Raises:
      ValueError: if ``$JAX_MISH_ASCEND_DTYPES`` names another dtype.
    """
    state = _state() or _settle_now()
    if state.config_error is not None:
        raise ValueError(state.config_error)
    return state.dtypes, state.dtypes_why


def cann_status() -> tuple[bool, str]:
    """Whether CANN was loaded when the route was installed.

    CANN is loaded once per install (:func:`enable` installs again, and so
    retries); before the route is installed anywhere, it is loaded now.

    Returns:
      ``(True, library directory)`` or ``(False, why not)``; the reason names
      the directory, the environment variable that chose it and the library
      or function that is missing, or the copy of CANN already loaded in the
      process that a demanded directory would have doubled.
    """
    state = _state() or _settle_now()
    return state.loaded, state.where


def _settle_now() -> _cann.Cann:
    from importlib import import_module

    return _cann.settle(import_module(f"jax_mish.{MODULE}"), _environment)


def release_workspaces() -> None:
    """Synchronizes the streams and frees the CANN workspaces kept between calls.

    The handlers keep one device workspace per stream so that repeated calls
    need no allocation and no synchronization; this hands that memory back.

    Raises:
      RuntimeError: if CANN reports an error while synchronizing or freeing.
    """
    state = _state()
    if state is None:
        return  # never installed: no handler has run
    errors = state.module.release_workspaces()
    if errors:
        raise RuntimeError(f"jax_mish.ascend.release_workspaces: {errors.strip()}")


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
    if _environment.require_cann:
        raise RuntimeError(
            f"jax_mish: the Ascend route for platform {platform!r} needs CANN "
            f"and ${REQUIRE_ENV} is set, but {why}"
        )
    _warn_once(why, platform)
    return False


def _registration_problem(row: _platforms.Platform) -> str | None:
    """Why the row's custom-call targets cannot run on the plugin, or None
    (a read of jaxlib's tables; nothing is registered here)."""
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
    """The row's ``takes``: whether CANN's kernels run for ``dtype`` now.

    A predicate over what install settled (the dtypes, whether CANN loaded)
    and what jaxlib's tables say of the targets: it loads nothing and calls
    nothing in CANN. Where the kernels were asked for and cannot run, it
    warns once per reason (or raises, under ``$JAX_MISH_ASCEND_REQUIRE_CANN``);
    a dtype CANN never takes (float64) goes to the formula without a word.
    """
    state = _state()
    if state is None:  # pragma: no cover - a row is added only after settling
        return False
    if state.config_error is not None:
        raise ValueError(state.config_error)
    dtype = jnp.dtype(dtype)
    if dtype not in state.candidates:
        return False
    row = _platforms.get(platform)
    why = None if row is None else _registration_problem(row)
    if why is None and not state.loaded:
        why = state.where
    if why is not None:
        return _fallback(platform, why)
    return dtype in state.dtypes


def _row(platform: str, ffi_platform: str) -> _platforms.Platform:
    """The route's row of the platform table for JAX platform ``platform``.
    Under ``$JAX_MISH_ASCEND_REQUIRE_CANN`` (as read at import)
    ``impl="auto"`` asks for the kernels too, so that the requirement holds
    for calls that do not name an ``impl``. The rules are registered under
    the upper-case spelling too, which a plugin's backend may report (the
    public plugin's does), so that nothing is registered while lowering."""
    required = _environment.require_cann
    return _platforms.Platform(
        name=platform,
        spellings=(platform.upper(),) if platform.upper() != platform else (),
        ffi_name=ffi_platform,
        module=MODULE,
        family=FAMILY,
        kind="ascend",
        validated=required,
        evidence=_REQUIRED_EVIDENCE if required else _EVIDENCE,
        goldens="the CANN route has not run on an NPU yet; goldens are written on one",
        takes=functools.partial(_takes, platform),
    )


def _register_targets(row: _platforms.Platform) -> None:
    """Registers the row's targets with the plugin; a refusal is recorded
    (and warned about) rather than raised: it must not break JAX."""
    if row.ffi_name in _target_failures:
        return  # the handler refused once; it is not asked again
    try:
        _install_mod.register_targets(row)
    except Exception as err:  # a plugin's handler may raise anything
        why = (
            f"the Ascend plugin's custom-call handler for FFI platform {row.ffi_name!r} "
            f"refused jax_mish's targets ({type(err).__name__}: {err})"
        )
        _target_failures[row.ffi_name] = why
        if not _environment.require_cann:
            _warn_once(why, row.name)


def _install_row(row: _platforms.Platform) -> _platforms.Platform | None:
    """Puts ``row`` in the platform table, in this order: its targets
    registered with the plugin, CANN loaded (not where the targets did not
    reach the plugin: nothing could run them), then its rules and the row.
    Returns the row it replaced; None too where its module is not built."""
    with _lock:
        module = _platforms.load(row)
        if module is None:  # pragma: no cover - only without a build
            return None
        _register_targets(row)
        # Install runs after plugin discovery (from its callback, or later):
        # targets that did not reach the plugin by now never will.
        unreachable = _registration_problem(row)
        _cann.settle(
            module,
            _environment,
            skip=None if unreachable is None else f"CANN was not loaded: {unreachable}",
        )
        return _install_mod.install(row, targets=False)


def _install(platform: str, ffi_platform: str) -> _platforms.Platform | None:
    """Installs the route for ``platform``; returns the row it replaced."""
    return _install_row(_row(platform, ffi_platform))


def _ffi_platform(platform: str) -> str:
    chosen = _environment.ffi_platform
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
    functions that use Mish are first compiled. Installing loads CANN (so
    calling it again after fixing a CANN installation retries). A plugin that
    refuses the custom-call targets does not make this raise: the refusal is
    warned about, and Mish there runs the pure-JAX path.

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
    if name in _platforms.JAX_OWN:
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
      :func:`backend_platforms`), the FFI platform, whether the custom-call
      targets reached the plugin or why not, and where CANN was loaded from
      or why not.
    """
    out = {}
    state = _state()
    for row in _platforms.loaded():
        if row.family != FAMILY:
            continue
        why = _registration_problem(row)
        reached = "registered with the plugin" if why is None else why
        cann = "not settled" if state is None else state.where
        if state is not None and state.loaded:
            cann = f"CANN from {state.where}"
        out[row.name] = (
            f"lowers for {', '.join(map(repr, _install_mod.rule_platforms(row.name)))}; "
            f"custom calls on FFI platform {row.ffi_name!r}: {reached}; {cann}"
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
        if reported not in _install_mod.rule_platforms(platform):
            _install_mod.add_spelling(platform, reported)
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
    if _environment.require_cann:
        return  # raised at the first Mish call instead
    for row in _platforms.loaded():
        if row.family == FAMILY:
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
