"""Which implementation runs behind the primitives: the FFI kernels or plain HLO.

Two implementations compute Mish:

* ``"ffi"``: the XLA FFI kernels of a platform in :mod:`jax_mish._core.platforms`
  (CPU SIMD, CUDA, or CANN on Ascend). Fastest for Mish on its own; a custom
  call is a fusion barrier, so XLA writes the kernel's input and output to
  memory.
* ``"xla"``: the pure-JAX formulas of :mod:`jax_mish.formulas` lowered to
  plain HLO, which XLA fuses with neighbouring elementwise ops (a bias add
  before, a cast or reduction after) and partitions like any other op.

Two functions make the choice, each in one place:

* :func:`choose`, at trace time: the ``impl`` argument, else
  :func:`set_default_impl`'s choice, else ``$JAX_MISH_IMPL``, else ``"auto"``.
  The result is bound as the primitives' ``impl`` parameter, so a traced or
  exported function keeps it. Like JAX's own ``JAX_*`` variables,
  ``$JAX_MISH_IMPL`` is read when jax_mish is imported (and again by
  ``set_default_impl(None)``), not on every call: a read of ``os.environ``
  costs as much as the rest of a small eager call (docs/performance.md,
  "Eager calls").
* :func:`resolve`, when lowering, per platform (a multi-platform export
  lowers for several): ``"ffi"`` or ``"xla"``. ``"auto"`` runs the kernels
  only where the platform table says they have passed there.
"""

from __future__ import annotations

import os
import threading
from typing import Any

from jax_mish._core import platforms as _platforms
from jax_mish._core import targets as _targets

__all__ = [
    "CHOICES",
    "ENV_VAR",
    "IMPLS",
    "auto_choice",
    "auto_choices",
    "choose",
    "get_default_impl",
    "resolve",
    "set_default_impl",
]

IMPLS: tuple[str, ...] = ("ffi", "xla")
"""The implementations a platform can run."""

CHOICES: tuple[str, ...] = ("auto",) + IMPLS
"""The values ``impl`` takes."""

ENV_VAR = "JAX_MISH_IMPL"

_lock = threading.Lock()
_default: str | None = None  # set_default_impl's choice; None: the variable decides


def _read_environment() -> str | None:
    """``$JAX_MISH_IMPL``, stripped and lower-cased; None if unset or blank.
    Checked where it is used, so that a bad value fails a Mish call, not the
    import."""
    raw = os.environ.get(ENV_VAR)
    return raw.strip().lower() if raw and raw.strip() else None


_environment: str | None = _read_environment()


def _check(
    impl: object, where: str, what: str = "impl", unset: str = "None for the process default"
) -> str:
    if not isinstance(impl, str) or impl not in CHOICES:
        raise ValueError(
            f"{where}: {what} must be one of {', '.join(map(repr, CHOICES))} "
            f"(or {unset}), got {impl!r}"
        )
    return impl


def choose(impl: str | None, where: str) -> str:
    """The ``impl`` to bind: the argument, else :func:`set_default_impl`'s
    choice, else ``$JAX_MISH_IMPL`` (as read at import or by
    ``set_default_impl(None)``), else ``"auto"``.

    Args:
      impl: the caller's argument, or None.
      where: the public function's name, for the error message.

    Raises:
      ValueError: if ``impl`` or ``$JAX_MISH_IMPL`` is not one of :data:`CHOICES`.
    """
    if impl is not None:
        return _check(impl, where)
    chosen = _default  # a global read is atomic: no lock on this per-call path
    if chosen is not None:
        return chosen
    env = _environment
    if env is None:
        return "auto"
    return _check(env, "jax_mish", f"${ENV_VAR}", "unset")


def set_default_impl(impl: str | None) -> str | None:
    """Sets the implementation that calls without ``impl=`` use in this process.

    Args:
      impl: ``"ffi"`` (the FFI kernels), ``"xla"`` (plain HLO that XLA fuses),
        ``"auto"`` (chosen per platform when lowering), or ``None`` to drop a
        previous choice so that ``$JAX_MISH_IMPL`` (or ``"auto"``) applies;
        ``None`` also reads ``$JAX_MISH_IMPL`` again, for a program that sets
        it after importing jax_mish.

    Returns:
      The previous setting (``None`` if none was made), so that it can be
      restored.

    Raises:
      ValueError: for any other value.

    Functions are traced once per shape and dtype: a change affects only
    functions traced after it.
    """
    global _default, _environment
    if impl is not None:
        _check(impl, "jax_mish.set_default_impl")
    with _lock:
        previous, _default = _default, impl
        if impl is None:
            _environment = _read_environment()
    return previous


def auto_choice(platform: str) -> tuple[str, str]:
    """What ``impl="auto"`` runs on ``platform``, and why.

    Returns:
      ``(impl, reason)``: ``impl`` is ``"ffi"`` or ``"xla"``; ``reason`` is the
      platform row's evidence, or that the platform has no kernels.
    """
    row = _platforms.get(platform)
    if row is None:
        built_in = [r for r in _platforms.BUILTIN if r.name == platform.lower()]
        if built_in:
            return "xla", f"this build has no {built_in[0].kind} kernels ({built_in[0].module})"
        return "xla", "no FFI kernels for this platform"
    if row.validated:
        return "ffi", f"{row.kind} kernels validated by {row.evidence}"
    return "xla", f"{row.kind} kernels not validated: {row.evidence}; impl='ffi' runs them"


def auto_choices() -> dict[str, tuple[str, str]]:
    """:func:`auto_choice` for every platform JAX ships a backend for and every
    platform in the table (e.g. an Ascend plugin's)."""
    platforms = [p for p in _platforms.JAX_OWN if p != "gpu"]  # "gpu" is an alias
    platforms += [r.name for r in _platforms.loaded() if r.name not in platforms]
    return {p: auto_choice(p) for p in platforms}


def resolve(impl: str, platform: str, dtype: Any = None, role: str | None = None) -> str:
    """The implementation ``impl`` (a bound parameter) runs on ``platform``:
    the one decision, made by each op's lowering rule (:mod:`jax_mish._core.op`).

    Args:
      impl: ``"auto"``, ``"ffi"`` or ``"xla"``.
      platform: a JAX platform name, as lowering rules see it.
      dtype: the operands' dtype, where the platform's kernels take only some
        (a row's ``takes``); None to ask about the platform alone.
      role: the op's handler role, where the platform's kernels serve only
        some ops (a family without a target of that role: the op falls back,
        as ``"xla"``); None to ask about the platform alone.

    Raises:
      ValueError: ``impl="ffi"`` on a platform without kernels.
    """
    _check(impl, "jax_mish")
    if impl == "auto":
        impl = auto_choice(platform)[0]
    elif impl == "ffi" and _platforms.get(platform) is None:
        have = ", ".join(r.name for r in _platforms.loaded())
        raise ValueError(
            f"jax_mish: impl='ffi' asks for the FFI kernels, but platform "
            f"{platform.lower()!r} has none (kernels: {have}); use impl='xla' or impl='auto'"
        )
    if impl == "ffi":
        row = _platforms.get(platform)
        if row is not None and dtype is not None and row.takes is not None and not row.takes(dtype):
            return "xla"
        if row is not None and role is not None and not _targets.serves(row.family, role):
            return "xla"
    return impl


def get_default_impl(platform: str | None = None) -> str:
    """The implementation a call without ``impl=`` runs on ``platform``.

    Args:
      platform: a JAX platform name such as ``"cpu"`` or ``"cuda"``; default:
        JAX's default backend.

    Returns:
      ``"ffi"`` or ``"xla"``: the process choice (:func:`set_default_impl`,
      else ``$JAX_MISH_IMPL``) resolved for that platform.

    Raises:
      ValueError: if ``$JAX_MISH_IMPL`` holds an invalid value, or the process
        choice is ``"ffi"`` and the platform has no kernels.
    """
    if platform is None:
        import jax  # only here: asking for the default backend creates it

        platform = jax.default_backend()
        if platform == "gpu":  # jax's alias for whichever of CUDA/ROCm is present
            try:
                platform = "cuda" if jax.devices("cuda") else "rocm"
            except RuntimeError:
                platform = "rocm"
    return resolve(choose(None, "jax_mish.get_default_impl"), platform)
