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
* Every released target has golden artefacts under ``tests/support/export_golden/``
  (written by the release that introduced it) that the test suite replays;
  ``tests/test_export_golden.py`` fails when a registered target has none,
  when a released target is no longer registered, or when the extensions
  register a name this table does not know.

The names are written here only. An extension module hands out its handlers
by role and version (``handlers()``: ``{("mish", 1): capsule, ...}``);
``jax_mish._core.install`` registers each released target of a platform's family
(``jax_mish._core.platforms.Platform.family``) under its name, with the handler of
its role and version. A new version of a handler is a new entry in the
module's ``handlers()`` and a new row here; the old row and handler stay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["RELEASED", "Target", "current", "names", "registered", "serves"]


@dataclass(frozen=True)
class Target:
    """One released custom-call target and the layout its handlers accept."""

    name: str
    family: Literal["kernels", "cann"]
    """Which extension modules implement it: ``"kernels"`` (jax_mish's CPU and
    CUDA modules), ``"cann"`` (the Ascend module, calling CANN)."""
    computes: Literal["mish", "mish_grad", "mish_bias", "mish_bias_grad"]
    """The handler's role, an op's (``jax_mish._core.ops``): ``mish``: ``y =
    mish(x)``; ``mish_grad``: ``dx = dy * mish'(x)``; ``mish_bias``: ``y = mish(x +
    b)``; ``mish_bias_grad``: ``(dx, db)`` of it."""
    version: int
    """The version of the role's handler in the family's modules (``handlers()``)."""
    operands: tuple[str, ...]
    """The operands, in order (tests/test_export_golden.py compares the count
    with the custom calls the lowering emits)."""
    results: tuple[str, ...]
    attributes: tuple[str, ...]
    """Names of the FFI attributes the handler reads (none so far; the same test
    checks the lowering passes exactly these)."""
    dtypes: tuple[str, ...]
    released_in: str
    """The jax_mish version whose lowering first emitted it (the golden
    artefacts of that version must include it: tests/test_export_golden.py)."""
    may_alias_dy: bool = False
    """Whether the lowering may alias ``dx`` onto ``dy`` (``operand_output_aliases
    {0: 0}``, emitted when the transpose rule asks for it)."""
    notes: str = ""
    retired_in: str | None = None
    """The first version that no longer registers it (only after the window)."""


# Each row spells its layout out in full, although rows look alike: a layout
# shared through a constant could change an old target's record by accident.

RELEASED: tuple[Target, ...] = (
    Target(
        name="jax_mish_fwd",
        family="kernels",
        computes="mish",
        version=1,
        operands=("x",),
        results=("y: x's shape and dtype",),
        attributes=(),
        dtypes=("float16", "bfloat16", "float32", "float64"),
        released_in="0.1.0",
        notes="any shape, any layout XLA gives (the kernel reads the flat buffer)",
    ),
    Target(
        name="jax_mish_grad",
        family="kernels",
        computes="mish_grad",
        version=1,
        operands=("dy", "x: dy's shape and dtype"),
        results=("dx: dy's shape and dtype",),
        attributes=(),
        dtypes=("float16", "bfloat16", "float32", "float64"),
        released_in="0.1.0",
        may_alias_dy=True,
    ),
    Target(
        name="jax_mish_bias_fwd",
        family="kernels",
        computes="mish_bias",
        version=1,
        operands=("x", "b: x's trailing dimensions, x's dtype"),
        results=("y: x's shape and dtype",),
        attributes=(),
        dtypes=("float16", "bfloat16", "float32", "float64"),
        released_in="0.2.0",
        notes="y = mish(x + b), x + b formed in the compute type and rounded once there",
    ),
    Target(
        name="jax_mish_bias_grad",
        family="kernels",
        computes="mish_bias_grad",
        version=1,
        operands=("dy", "x: dy's shape and dtype", "b: x's trailing dimensions, x's dtype"),
        results=("dx: dy's shape and dtype", "db: b's shape and dtype"),
        attributes=(),
        dtypes=("float16", "bfloat16", "float32", "float64"),
        released_in="0.2.0",
        may_alias_dy=True,
        notes="db summed over x's leading axes in the compute type, in an order fixed "
        "by the shape alone (xla_ffi/bias_plan.h), rounded once",
    ),
    Target(
        name="jax_mish_ascend_fwd",
        family="cann",
        computes="mish",
        version=1,
        operands=("x",),
        results=("y: x's shape and dtype",),
        attributes=(),
        dtypes=("float16", "bfloat16", "float32"),
        released_in="0.1.0",
        notes="CANN's aclnnMish",
    ),
    Target(
        name="jax_mish_ascend_grad",
        family="cann",
        computes="mish_grad",
        version=1,
        operands=("dy", "x: dy's shape and dtype"),
        results=("dx: dy's shape and dtype",),
        attributes=(),
        dtypes=("float16", "bfloat16", "float32"),
        released_in="0.1.0",
        notes="CANN's aclnnMishBackward; never aliases",
    ),
)
"""Every target any jax_mish release has emitted, oldest first. Append only."""


def registered(family: str) -> tuple[Target, ...]:
    """The targets of ``family`` still registered (released, not retired)."""
    return tuple(t for t in RELEASED if t.family == family and t.retired_in is None)


def current(computes: str, family: str) -> Target:
    """The target today's lowering emits for ``computes`` in ``family``: the
    newest registered one (read when lowering, so a new row takes effect for
    functions lowered after it)."""
    for t in reversed(registered(family)):
        if t.computes == computes:
            return t
    raise KeyError(f"no released {computes!r} target in family {family!r}")


def serves(family: str, computes: str) -> bool:
    """Whether ``family``'s handlers have a registered target for ``computes``."""
    return any(t.computes == computes for t in registered(family))


def names() -> tuple[str, ...]:
    """Names of every target still registered (released and not retired)."""
    return tuple(t.name for t in RELEASED if t.retired_in is None)
