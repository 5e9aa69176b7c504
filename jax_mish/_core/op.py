"""An op declared once, and everything that follows from the declaration.

An :class:`Op` says what an operation is: its name and handler role, its
operands, results and static parameters, its abstract evaluation, its formula
in pure JAX, how a sharded call splits (:mod:`.sharding`), and what it falls
back to where no kernel runs it. :func:`declare` builds from it:

* the primitive the public API binds (``Declared.p``), with its abstract
  evaluation, its eager rule (one jitted call per shape and dtype), and one
  lowering rule for every platform that decides, *once per platform being
  lowered for*, kernel or not (:func:`jax_mish._core.impl.resolve`), then
  lowers the fallback, or the per-shard primitive through the op's
  partitioning rule;
* the per-shard primitive (``Declared.shard_p``), whose per-platform rules
  :func:`jax_mish._core.install.install` registers when a platform row is
  installed: each emits the custom call of the row family's current target for
  the op's role (:mod:`.targets`), and nothing is looked up again.

An op's autodiff, batching and Taylor rules refer to other ops, so they are
attached in :mod:`.ops`, beside the declarations, with JAX's own registries.
Every declared op is listed in :data:`DECLARED`, which installing a platform
reads; adding an op is one declaration there (CONTRIBUTING.md, "Add an op").
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping
from typing import Any

import jax
import jax.numpy  # noqa: F401  (the batching rule's broadcast)
from jax.extend.core import Primitive
from jax.interpreters import batching, mlir

from jax_mish import _jax_private
from jax_mish._core import impl as _impl
from jax_mish._core import sharding
from jax_mish._core import targets as _targets

__all__ = ["DECLARED", "Declared", "Op", "declare"]


@dataclasses.dataclass(frozen=True)
class Op:
    """One operation, declared once (see the module doc)."""

    name: str
    """The primitive's name (``"mish"``); the per-shard one is ``name + "_shard"``."""
    role: str
    """The handler role of its kernels and the ``computes`` of its released
    targets (``jax_mish._core.targets.Target``)."""
    operands: tuple[str, ...]
    results: tuple[str, ...]
    abstract: Callable[..., Any]
    """``(*operand_avals, **params) -> aval`` (a tuple for several results)."""
    fallback: Callable[..., Any]
    """``(*operands, impl=..., **params) -> result(s)`` in JAX: what runs where no
    kernel of this op does (``impl="xla"``, a platform without kernels, a
    platform whose kernels lack this role). The formula in pure JAX, or
    other ops (a fused op falls back on its parts, which keep their kernels)."""
    partitioning: sharding.Partitioning
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    """Static parameters besides ``impl``, with their defaults."""
    eager_params: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    """Parameters forced in an eager call (``inplace=False``: eager operands are
    live Python arrays, never aliased)."""
    aliases: Callable[[Mapping[str, Any]], dict[int, int] | None] = lambda params: None
    """``operand_output_aliases`` of the kernel call for these parameters,
    where the target allows aliasing (``Target.may_alias_dy``)."""
    batching: Callable[..., Any] | None = None
    """The batching rule; None: the elementwise one (operands of one shape,
    batch axes moved to the front, an unbatched operand broadcast)."""

    @property
    def multiple_results(self) -> bool:
        return len(self.results) > 1


@dataclasses.dataclass(frozen=True)
class Declared:
    """An op's primitives."""

    op: Op
    p: Primitive
    shard_p: Primitive

    def bind(self, *operands: Any, impl: str, **params: Any) -> Any:
        full = {**self.op.params, **params}
        return self.p.bind(*operands, impl=impl, **full)


DECLARED: list[Declared] = []
"""Every declared op, in declaration order (installing a platform reads it)."""


def _platforms_of(ctx: Any) -> tuple[str, ...]:
    # ctx.platforms: the subset a multi-platform lowering gives one rule.
    return tuple(getattr(ctx, "platforms", None) or ctx.module_context.platforms)


def declare(op: Op) -> Declared:
    """Builds ``op``'s primitives and registers every rule that follows from it."""
    p = Primitive(op.name)
    shard_p = Primitive(op.name + "_shard")
    p.multiple_results = shard_p.multiple_results = op.multiple_results
    declared = Declared(op, p, shard_p)

    def abstract(*avals: Any, impl: str = "auto", **params: Any) -> Any:
        del impl  # the result's type does not depend on who computes it
        return op.abstract(*avals, **params)

    def shard_abstract(*avals: Any, ffi_platforms: tuple[str, ...] = (), **params: Any) -> Any:
        params.pop("impl", None)
        return op.abstract(*avals, **params)

    p.def_abstract_eval(abstract)
    shard_p.def_abstract_eval(shard_abstract)

    # The eager rule (an operand outside jit, or under jax.disable_jit): a
    # primitive runs only inside a compiled computation, so it compiles the
    # one primitive, once per shape, dtype and parameters.
    static = ("impl", *op.params)
    compiled = jax.jit(lambda *a, **kw: p.bind(*a, **kw), static_argnames=static)

    def eager(*operands: Any, **params: Any) -> Any:
        with jax.disable_jit(False):
            return compiled(*operands, **{**params, **op.eager_params})

    p.def_impl(eager)

    fallback = mlir.lower_fun(op.fallback, multiple_results=op.multiple_results)
    partitioned = sharding.partitioned_lowering(shard_p, op.partitioning)

    def rule(ctx: Any, *operands: Any, impl: str, **params: Any) -> Any:
        # The one decision: which of the platforms being lowered for run this
        # op's kernels. The answer travels to the per-shard rules as a parameter.
        dtype = ctx.avals_in[-1].dtype
        ffi = tuple(
            name
            for name in _platforms_of(ctx)
            if _impl.resolve(impl, name, dtype, role=op.role) == "ffi"
        )
        if not ffi:
            return fallback(ctx, *operands, impl=impl, **params)
        return partitioned(ctx, *operands, ffi_platforms=ffi, impl=impl, **params)

    mlir.register_lowering(p, rule)
    # A platform with no row of its own (in a lowering for several): the fallback.
    mlir.register_lowering(
        shard_p,
        lambda ctx, *operands, ffi_platforms=(), **params: fallback(ctx, *operands, **params),
    )
    batching.primitive_batchers[p] = op.batching or functools.partial(_elementwise_batch, declared)
    _jax_private.require_devices_during_lowering(p)
    DECLARED.append(declared)
    return declared


def _elementwise_batch(declared: Declared, args: Any, dims: Any, **params: Any) -> Any:
    """Batching an op whose operands all have the result's shape: equal batch
    axes pass through; otherwise the batch axis goes first on each batched
    operand and an unbatched one is broadcast (the kernels need equal shapes;
    a broadcast operand is a fresh buffer, so aliasing it stays correct)."""
    if all(d == dims[0] for d in dims):
        return declared.p.bind(*args, **params), dims[0]
    size = next(a.shape[d] for a, d in zip(args, dims) if d is not None)

    def front(v: Any, d: Any) -> Any:
        if d is None:
            return jax.numpy.broadcast_to(v, (size, *v.shape))
        return jax.numpy.moveaxis(v, d, 0)

    return declared.p.bind(*map(front, args, dims), **params), 0


def kernel_rule(declared: Declared, platform: str, family: str) -> Callable[..., Any]:
    """The per-shard rule of ``declared`` for the platform spelled ``platform``,
    whose kernels are of target family ``family``: where ``platform`` runs the
    kernels (the lowering rule's decision, passed in ``ffi_platforms``), the
    custom call of the family's current target for the op's role (read from
    :mod:`.targets` when lowering, so that a new version takes effect for what
    is lowered after it); else the fallback."""
    op = declared.op
    fallback = mlir.lower_fun(op.fallback, multiple_results=op.multiple_results)

    def rule(ctx: Any, *operands: Any, ffi_platforms: tuple[str, ...] = (), **params: Any) -> Any:
        if platform not in ffi_platforms:
            return fallback(ctx, *operands, **params)
        target = _targets.current(op.role, family)
        params.pop("impl", None)
        aliases = op.aliases(params) if target.may_alias_dy else None
        return jax.ffi.ffi_lowering(target.name, operand_output_aliases=aliases)(ctx, *operands)

    return rule
