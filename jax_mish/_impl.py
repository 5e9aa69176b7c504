"""Which implementation runs behind the primitives: the FFI kernels or plain HLO.

Two implementations compute the same single-exp formulas:

* ``"ffi"``: the XLA FFI kernels (CPU SIMD, CUDA, or CANN on Ascend). Fastest
  for Mish on its own; a custom call is a fusion barrier, so XLA writes the
  kernel's input and output to memory.
* ``"xla"``: the pure-JAX formulas of :mod:`jax_mish.reference` lowered to
  plain HLO, which XLA fuses with neighbouring elementwise ops (a bias add
  before, a cast or reduction after) and partitions like any other op.

``impl`` is a static parameter of ``mish_p`` and ``mish_grad_p``. ``"auto"``
(the parameter's default) is resolved when the function is lowered, per
platform: :data:`CPU_DEFAULT_IMPL` on CPU, ``"ffi"`` on CUDA and Ascend when
their kernels are present, ``"xla"`` on every other platform. A process-wide
choice (:func:`set_default_impl` or ``$JAX_MISH_IMPL``) is read when a
function is traced: functions already traced keep the implementation they
were traced with.
"""

from __future__ import annotations

import os
import threading

from jax_mish import _ext

__all__ = [
    "CPU_DEFAULT_IMPL",
    "ENV_VAR",
    "IMPLS",
    "get_default_impl",
    "resolve",
    "set_default_impl",
]

IMPLS: tuple[str, ...] = ("ffi", "xla")
"""The implementations a platform can run."""

_CHOICES = ("auto",) + IMPLS

CPU_DEFAULT_IMPL: str = "ffi"
"""What ``impl="auto"`` runs on CPU: the winner of the end-to-end training-step
benchmark (``benchmarks/bench_e2e.py``)."""

ENV_VAR = "JAX_MISH_IMPL"

_lock = threading.Lock()
_override: str | None = None  # set_default_impl's choice; None: use $JAX_MISH_IMPL
_extra_kernel_platforms: set[str] = set()  # e.g. Ascend, registered at run time


def _check(
    impl: object, where: str, what: str = "impl", unset: str = "None for the process default"
) -> str:
    if not isinstance(impl, str) or impl not in _CHOICES:
        raise ValueError(
            f"{where}: {what} must be one of {', '.join(map(repr, _CHOICES))} "
            f"(or {unset}), got {impl!r}"
        )
    return impl


def _process_choice() -> str:
    with _lock:
        override = _override
    if override is not None:
        return override
    raw = os.environ.get(ENV_VAR)
    if raw is None or raw.strip() == "":
        return "auto"
    return _check(raw.strip().lower(), "jax_mish", f"${ENV_VAR}", "unset")


def for_trace(impl: str | None, where: str) -> str:
    """The ``impl`` parameter to bind: the argument, or the process default."""
    if impl is None:
        return _process_choice()
    return _check(impl, where)


def set_default_impl(impl: str | None) -> str | None:
    """Sets the implementation that calls without ``impl=`` use in this process.

    Args:
      impl: ``"ffi"`` (the FFI kernels), ``"xla"`` (plain HLO that XLA fuses),
        ``"auto"`` (chosen per platform when lowering), or ``None`` to drop a
        previous choice so that ``$JAX_MISH_IMPL`` (or ``"auto"``) applies.

    Returns:
      The previous setting (``None`` if none was made), so that it can be
      restored.

    Raises:
      ValueError: for any other value.

    Functions are traced once per shape and dtype: a change affects only
    functions traced after it.
    """
    global _override
    if impl is not None:
        _check(impl, "jax_mish.set_default_impl")
    with _lock:
        previous, _override = _override, impl
    return previous


def kernel_platforms() -> frozenset[str]:
    """JAX platforms (lower case) on which FFI kernels are registered."""
    platforms = {"cpu"}
    if _ext.HAS_CUDA_KERNELS:
        platforms.add("cuda")
    with _lock:
        platforms |= _extra_kernel_platforms
    return frozenset(platforms)


def register_kernel_platform(platform: str) -> None:
    """Records that ``platform`` has kernels (``"auto"`` picks ``"ffi"`` there)."""
    with _lock:
        _extra_kernel_platforms.add(platform.lower())


def resolve(impl: str, platform: str) -> str:
    """The implementation ``impl`` (a bound parameter) runs on ``platform``.

    Raises:
      ValueError: ``impl="ffi"`` on a platform without kernels.
    """
    platform = platform.lower()
    has_kernels = platform in kernel_platforms()
    if impl == "auto":
        if platform == "cpu":
            return CPU_DEFAULT_IMPL
        return "ffi" if has_kernels else "xla"
    if impl == "ffi" and not has_kernels:
        raise ValueError(
            f"jax_mish: impl='ffi' asks for the FFI kernels, but platform "
            f"{platform!r} has none (kernels: {', '.join(sorted(kernel_platforms()))}); "
            "use impl='xla' or impl='auto'"
        )
    return _check(impl, "jax_mish")


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
    return resolve(_process_choice(), platform)
