"""Lowering: from the primitives to a platform's FFI kernels or to the formulas.

``mish_p`` and ``mish_grad_p`` have one lowering rule each, for every
platform. It resolves their ``impl`` parameter once per platform being lowered
for (:func:`jax_mish._impl.resolve`; a multi-platform export lowers for
several), then:

* where no platform runs the kernels, it lowers the formulas of
  :mod:`jax_mish.reference` as plain HLO, which XLA fuses with its neighbours
  and partitions by itself;
* otherwise it lowers through ``custom_partitioning``
  (:mod:`jax_mish._sharding`) to the per-shard primitives ``mish_shard_p`` and
  ``mish_grad_shard_p``, so a sharded operand is never gathered. Their
  ``ffi_platforms`` parameter names the platforms that run the kernels. Each
  platform of the table (:mod:`jax_mish._platforms`) has its own rule for
  them, which emits the custom call of the current released target
  (:mod:`jax_mish._targets`); every other platform gets the formula.

:func:`install` puts a platform in the table: it registers its handlers with
XLA under every released target name of its family, then the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
from jax.extend.core import Primitive
from jax.interpreters import mlir

from jax_mish import _avals, _impl, _platforms, _sharding, _targets, reference
from jax_mish._primitives import mish_grad_p, mish_p

__all__ = ["install", "mish_grad_shard_p", "mish_shard_p"]

mish_shard_p = Primitive("mish_shard")
mish_grad_shard_p = Primitive("mish_grad_shard")
mish_shard_p.def_abstract_eval(lambda x, **_: x)
mish_grad_shard_p.def_abstract_eval(
    lambda dy, x, **_: _avals.binary_elementwise_aval("mish_grad", dy, x)
)

_FORMULA: dict[str, Callable[..., Any]] = {
    "mish": mlir.lower_fun(reference.mish, multiple_results=False),
    "mish_grad": mlir.lower_fun(reference.mish_grad, multiple_results=False),
}


def _platforms_of(ctx: Any) -> tuple[str, ...]:
    # ctx.platforms: the subset a multi-platform lowering gives one rule.
    return tuple(getattr(ctx, "platforms", None) or ctx.module_context.platforms)


def _primitive_rule(computes: str, shard_p: Primitive, num_operands: int) -> Callable[..., Any]:
    partitioned = _sharding.elementwise_partitioned_lowering(shard_p, num_operands)

    def rule(ctx, *operands, impl: str, **params):
        dtype = ctx.avals_out[0].dtype
        ffi = tuple(p for p in _platforms_of(ctx) if _impl.resolve(impl, p, dtype) == "ffi")
        if not ffi:
            return _FORMULA[computes](ctx, *operands)
        return partitioned(ctx, *operands, ffi_platforms=ffi, **params)

    return rule


def _ffi_call(ctx: Any, computes: str, family: str, operands: tuple, inplace: bool) -> Any:
    target = _targets.current(computes, family)
    aliases = {0: 0} if inplace and target.may_alias_dy else None
    return jax.ffi.ffi_lowering(target.name, operand_output_aliases=aliases)(ctx, *operands)


def _shard_rule(platform: str, computes: str) -> Callable[..., Any]:
    """The per-shard rule of ``platform``: its row is read when lowering, so
    a row replaced at run time (tests, a plugin found late) needs no new rule."""

    def rule(ctx, *operands, ffi_platforms: tuple[str, ...], inplace: bool = False):
        row = _platforms.get(platform)
        if row is None or row.name not in ffi_platforms:
            return _FORMULA[computes](ctx, *operands)
        return _ffi_call(ctx, computes, row.family, operands, inplace)

    return rule


_registered: set[tuple[str, str]] = set()  # (target name, FFI platform)


def install(row: _platforms.Platform) -> _platforms.Platform | None:
    """Registers ``row``'s handlers and lowering rules and puts it in the table.

    Every released, unretired target of the row's family is registered under
    its name for ``row.ffi_name``, with the handler of its role and version
    from the row's module (``handlers()``, or the function ``row.handlers``
    names). Lowering rules of the per-shard primitives are registered for
    ``row.name``.

    Returns:
      The row it replaced (to pass to :func:`jax_mish._platforms.remove`), or
      None; None too, with nothing installed, if the row's optional module is
      not built.

    Raises:
      KeyError: if the module lacks a handler a released target needs.
      Whatever ``jax.ffi.register_ffi_target`` raises for the FFI platform.
    """
    module = _platforms.load(row)
    if module is None:
        return None
    handlers = getattr(module, row.handlers)()
    for target in _targets.registered(row.family):
        key = (target.name, row.ffi_name)
        if key in _registered:
            continue
        role = (target.computes, target.version)
        if role not in handlers:
            raise KeyError(f"{row.module}.{row.handlers}() has no handler {role} for {target.name}")
        jax.ffi.register_ffi_target(target.name, handlers[role], platform=row.ffi_name)
        _registered.add(key)
    mlir.register_lowering(mish_shard_p, _shard_rule(row.name, "mish"), platform=row.name)
    mlir.register_lowering(mish_grad_shard_p, _shard_rule(row.name, "mish_grad"), platform=row.name)
    return _platforms.add(row)


mlir.register_lowering(mish_p, _primitive_rule("mish", mish_shard_p, 1))
mlir.register_lowering(mish_grad_p, _primitive_rule("mish_grad", mish_grad_shard_p, 2))
# The default per-shard rule: a platform the table does not know.
mlir.register_lowering(mish_shard_p, lambda ctx, x, **_: _FORMULA["mish"](ctx, x))
mlir.register_lowering(mish_grad_shard_p, lambda ctx, dy, x, **_: _FORMULA["mish_grad"](ctx, dy, x))
for _prim in (mish_p, mish_grad_p):
    _sharding.require_devices_during_lowering(_prim)
for _row in _platforms.BUILTIN:
    install(_row)
