"""Every XLA FFI custom-call target jax_mish has released, and the rule that
keeps exported artefacts loading.

An artefact written by ``jax.export`` names its custom calls by target name
and lays out their operands, results and attributes as the lowering of the
day did. A later jax_mish can run it only if a handler with that name still
exists and still reads that layout the same way. So:

* A released target never changes: not its operands (order, dtypes, shapes),
  its results, its attributes, its aliasing or what it computes. A change of
  any of these ships as a target with a new name (``jax_mish_fwd_v2``, ...),
  added to :data:`RELEASED`, and the lowering moves to the new name.
* The old handler stays registered, unchanged, for at least 12 months after
  the last release whose lowering emitted it (the promise in the README's
  Export section). Its entry stays in :data:`RELEASED` with ``retired_in`` set
  only once that window has passed.
* Every released target has golden artefacts under ``tests/export_golden/``
  (written by the release that introduced it) that the test suite replays;
  ``tests/test_export_golden.py`` fails when a registered target has none,
  when a released target is no longer registered, or when the extensions
  register a name this table does not know.

The C++ extensions spell the names (``xla_ffi/nb_module.h``,
``xla_ffi/ascend/module.cc``); the tests above compare them with this table.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

__all__ = ["RELEASED", "Target", "current", "names"]


@dataclass(frozen=True)
class Target:
    """One released custom-call target and the layout its handlers accept."""

    name: str
    computes: Literal["mish", "mish_grad"]
    """``mish``: ``y = mish(x)``; ``mish_grad``: ``dx = dy * mish'(x)``."""
    operands: tuple[str, ...]
    results: tuple[str, ...]
    attributes: tuple[str, ...]
    """Names of the FFI attributes the handler reads (none so far)."""
    platforms: tuple[str, ...]
    """FFI platform strings it is registered for, as ``jax.ffi.register_ffi_target`` takes them."""
    dtypes: tuple[str, ...]
    released_in: str
    """The jax_mish version whose lowering first emitted it."""
    notes: str = ""
    retired_in: str | None = None
    """The first version that no longer registers it (only after the window)."""


# Each row spells its layout out in full, although rows look alike: a layout
# shared through a constant could change an old target's record by accident.

RELEASED: tuple[Target, ...] = (
    Target(
        name="jax_mish_fwd",
        computes="mish",
        operands=("x",),
        results=("y: x's shape and dtype",),
        attributes=(),
        platforms=("cpu", "CUDA"),
        dtypes=("float16", "bfloat16", "float32", "float64"),
        released_in="0.1.0",
        notes="any shape, any layout XLA gives (the kernel reads the flat buffer)",
    ),
    Target(
        name="jax_mish_grad",
        computes="mish_grad",
        operands=("dy", "x: dy's shape and dtype"),
        results=("dx: dy's shape and dtype",),
        attributes=(),
        platforms=("cpu", "CUDA"),
        dtypes=("float16", "bfloat16", "float32", "float64"),
        released_in="0.1.0",
        notes="dx may alias dy (output_operand_aliases {0: 0}), as the transpose rule emits it",
    ),
    Target(
        name="jax_mish_ascend_fwd",
        computes="mish",
        operands=("x",),
        results=("y: x's shape and dtype",),
        attributes=(),
        platforms=("ASCEND",),
        dtypes=("float16", "bfloat16", "float32"),
        released_in="0.1.0",
        notes="CANN's aclnnMish; the FFI platform can be renamed ($JAX_MISH_ASCEND_FFI_PLATFORM)",
    ),
    Target(
        name="jax_mish_ascend_grad",
        computes="mish_grad",
        operands=("dy", "x: dy's shape and dtype"),
        results=("dx: dy's shape and dtype",),
        attributes=(),
        platforms=("ASCEND",),
        dtypes=("float16", "bfloat16", "float32"),
        released_in="0.1.0",
        notes="CANN's aclnnMishBackward; never aliases",
    ),
)
"""Every target any jax_mish release has emitted, oldest first. Append only."""

GOLDENS_PENDING: MappingProxyType[str, str] = MappingProxyType(
    {
        "CUDA": "the CUDA kernels have not run on a GPU yet; goldens are written on one",
        "ASCEND": "the CANN route has not run on an NPU yet; goldens are written on one",
    }
)
"""FFI platforms whose targets have no golden artefacts yet, and why. The
promise covers a platform once its goldens are in tests/export_golden/."""


def current(computes: str, platform: str) -> Target:
    """The target today's lowering emits for ``computes`` on FFI ``platform``:
    the newest released, unretired one."""
    for t in reversed(RELEASED):
        if t.computes == computes and platform in t.platforms and t.retired_in is None:
            return t
    raise KeyError(f"no released {computes!r} target for FFI platform {platform!r}")


def names() -> tuple[str, ...]:
    """Names of every target still registered (released and not retired)."""
    return tuple(t.name for t in RELEASED if t.retired_in is None)
