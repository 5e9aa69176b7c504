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
platform: the FFI kernels only where they have been validated on that kind of
platform (:data:`VALIDATED`: :data:`CPU_DEFAULT_IMPL` on CPU), ``"xla"``
everywhere else, including platforms whose kernels are built but have not yet
passed there (:data:`NOT_VALIDATED`). ``impl="ffi"`` asks for the kernels on
any platform that has them. A process-wide choice (:func:`set_default_impl` or
``$JAX_MISH_IMPL``) is read on every call: functions already traced keep the
implementation they were traced with.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping
from types import MappingProxyType

from jax_mish import _ext

__all__ = [
    "CHOICES",
    "CPU_DEFAULT_IMPL",
    "ENV_VAR",
    "IMPLS",
    "NOT_VALIDATED",
    "VALIDATED",
    "auto_choices",
    "get_default_impl",
    "resolve",
    "set_default_impl",
]

IMPLS: tuple[str, ...] = ("ffi", "xla")
"""The implementations a platform can run."""

CHOICES: tuple[str, ...] = ("auto",) + IMPLS
"""The values ``impl`` takes."""

CPU_DEFAULT_IMPL: str = "ffi"
"""What ``impl="auto"`` runs on CPU: the winner of the end-to-end training-step
benchmark (``benchmarks/bench_e2e.py``)."""

ENV_VAR = "JAX_MISH_IMPL"

# The one record of where the kernels have passed: ``impl="auto"`` runs them
# only on these kinds of platform. A kind moves to VALIDATED once the test
# suite, the sanitizer run and a committed result exist for it there; the
# evidence names the committed files (tests/test_impl.py checks they exist).
VALIDATED: Mapping[str, str] = MappingProxyType(
    {
        "cpu": "the test suite in every CI leg (README.md, 'Tested configurations'), "
        "the suite under scripts/sanitize_check.sh (docs/design.md, 'What the tests check') "
        "and the committed results in benchmarks/results/",
    }
)
"""Kernel kinds ``impl="auto"`` runs, with the evidence that they passed there."""

NOT_VALIDATED: Mapping[str, str] = MappingProxyType(
    {
        "cuda": "the CUDA kernels are compiled and lowered in CI, but scripts/gpu_check.sh "
        "has not yet passed on a GPU",
        "ascend": "the CANN route is tested only against a CANN test double on CPU "
        "(tests/test_ascend.py); it has not run on an Ascend NPU",
    }
)
"""Kernel kinds that are built but not validated: ``"auto"`` runs ``"xla"``
there, ``impl="ffi"`` runs the kernels on request."""

_lock = threading.Lock()
_override: str | None = None  # set_default_impl's choice (_api reads it too); None: the variable
_extra_kernel_platforms: dict[str, str] = {}  # platform -> kernel kind, e.g. Ascend


def _check(
    impl: object, where: str, what: str = "impl", unset: str = "None for the process default"
) -> str:
    if not isinstance(impl, str) or impl not in CHOICES:
        raise ValueError(
            f"{where}: {what} must be one of {', '.join(map(repr, CHOICES))} "
            f"(or {unset}), got {impl!r}"
        )
    return impl


def _environ_dict() -> tuple[dict | None, object]:
    """CPython's live store behind ``os.environ`` and the key of ``$JAX_MISH_IMPL`` in it.

    ``os.environ.get`` of a missing variable raises and catches a KeyError
    inside ``Mapping.get`` (about 1 us, as much as a whole eager call of
    jax.nn.mish). CPython's ``os.environ`` keeps its current contents in
    ``_data``, keyed by ``encodekey(name)`` (CPython 3.2 to 3.14), where a
    missing key is a plain dict miss. Where that layout is absent:
    ``(None, None)``, and ``os.environ.get`` is used.
    """
    env = os.environ
    data = getattr(env, "_data", None)
    encodekey = getattr(env, "encodekey", None)
    if not isinstance(data, dict) or encodekey is None or not hasattr(env, "decodevalue"):
        return None, None  # pragma: no cover - not CPython's layout
    key = encodekey(ENV_VAR)
    if key in data and env.decodevalue(data[key]) != env.get(ENV_VAR):
        return None, None  # pragma: no cover
    return data, key


_ENV_DATA, ENV_KEY = _environ_dict()


def _maybe_set(key: object) -> bool:
    """``env_raw`` where CPython's layout is absent: never None, so the
    caller falls through to process_choice(), which reads os.environ."""
    return True


# `env_raw(ENV_KEY)` is None exactly when $JAX_MISH_IMPL is unset (never None
# where the layout is not CPython's). jax_mish._api's eager path reads it and
# `_override` inline, as the common case of process_choice(): a function call
# there costs 1.7% of a 16-element eager mish_grad (benchmarks/bench_eager.py).
env_raw = _ENV_DATA.get if _ENV_DATA is not None else _maybe_set


def process_choice() -> str:
    """The process default: :func:`set_default_impl`'s choice, else
    ``$JAX_MISH_IMPL``, else ``"auto"``. Read on every call.

    Raises:
      ValueError: if ``$JAX_MISH_IMPL`` holds an invalid value.
    """
    # A global read is atomic in CPython: no lock on this per-call path.
    override = _override
    if override is not None:
        return override
    if _ENV_DATA is not None:
        raw = _ENV_DATA.get(ENV_KEY)
        if raw is None:
            return "auto"
        raw = os.environ.decodevalue(raw)
    else:
        raw = os.environ.get(ENV_VAR)
    if not raw:
        return "auto"
    if raw in CHOICES:
        return raw
    if raw.strip() == "":
        return "auto"
    return _check(raw.strip().lower(), "jax_mish", f"${ENV_VAR}", "unset")


def for_trace(impl: str | None, where: str) -> str:
    """The ``impl`` parameter to bind: the argument, or the process default."""
    if impl is None:
        return process_choice()
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


def _kernel_kinds() -> dict[str, str]:
    """Every platform with FFI kernels (lower case) and their kind: the
    built-in CPU and CUDA kernels, and those registered at run time."""
    with _lock:
        kinds = dict(_extra_kernel_platforms)
    kinds["cpu"] = "cpu"
    if _ext.HAS_CUDA_KERNELS:
        kinds["cuda"] = "cuda"
    return kinds


def kernel_kind(platform: str) -> str | None:
    """The kind of FFI kernels ``platform`` has (``"cpu"``, ``"cuda"``,
    ``"ascend"``), or None if it has none."""
    return _kernel_kinds().get(platform.lower())


def kernel_platforms() -> frozenset[str]:
    """JAX platforms (lower case) on which FFI kernels are registered."""
    return frozenset(_kernel_kinds())


def register_kernel_platform(platform: str, kind: str) -> None:
    """Records that ``platform`` has kernels of ``kind`` (a key of
    :data:`VALIDATED` or :data:`NOT_VALIDATED`, which decide what
    ``"auto"`` runs there)."""
    if kind not in VALIDATED and kind not in NOT_VALIDATED:
        raise ValueError(f"jax_mish: unknown kernel kind {kind!r}")
    with _lock:
        _extra_kernel_platforms[platform.lower()] = kind


def auto_choice(platform: str) -> tuple[str, str]:
    """What ``impl="auto"`` runs on ``platform``, and why.

    Returns:
      ``(impl, reason)``: ``impl`` is ``"ffi"`` or ``"xla"``; ``reason`` is
      the evidence of :data:`VALIDATED`, why the kernels are not validated
      there (:data:`NOT_VALIDATED`), or that the platform has no kernels.
    """
    platform = platform.lower()
    kind = kernel_kind(platform)
    if kind is None:
        if platform == "cuda":
            return "xla", "this build has no CUDA kernels (built with JAX_MISH_CUDA=OFF or no nvcc)"
        return "xla", "no FFI kernels for this platform"
    if kind in VALIDATED:
        impl = CPU_DEFAULT_IMPL if platform == "cpu" else "ffi"
        return impl, f"{kind} kernels validated by {VALIDATED[kind]}"
    return "xla", f"{kind} kernels not validated: {NOT_VALIDATED[kind]}; impl='ffi' runs them"


def auto_choices() -> dict[str, tuple[str, str]]:
    """:func:`auto_choice` for CPU, CUDA, ROCm, TPU and every platform that
    registered kernels (e.g. an Ascend plugin's)."""
    platforms = ["cpu", "cuda", "rocm", "tpu"]
    platforms += sorted(kernel_platforms() - set(platforms))
    return {p: auto_choice(p) for p in platforms}


def resolve(impl: str, platform: str) -> str:
    """The implementation ``impl`` (a bound parameter) runs on ``platform``.

    Raises:
      ValueError: ``impl="ffi"`` on a platform without kernels.
    """
    platform = platform.lower()
    if impl == "auto":
        return auto_choice(platform)[0]
    if impl == "ffi" and kernel_kind(platform) is None:
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
    return resolve(process_choice(), platform)
