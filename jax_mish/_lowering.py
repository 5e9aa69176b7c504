"""Lowering: from the primitives to a platform's FFI kernels or to the formulas.

``mish_p`` and ``mish_grad_p`` have one lowering rule each, for every
platform. It resolves their ``impl`` parameter once per platform being lowered
for (:func:`jax_mish._impl.resolve`; a multi-platform export lowers for
several), then:

* where no platform runs the kernels, it lowers the formulas of
  :mod:`jax_mish.formulas` as plain HLO, which XLA fuses with its neighbours
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

JAX lowers for the platform name the backend reports, which a plugin may
spell otherwise than the name it was registered under (the public Ascend
plugin: ``"ascend"`` and ``"ASCEND"``). The table is read in any case; when
the primitive rule meets a spelling it has no per-shard rule for, it
registers the row's rules under that spelling before emitting the call
(:func:`rule_platforms` lists them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
from jax.extend.core import Primitive
from jax.interpreters import mlir

from jax_mish import _avals, _impl, _jax_private, _platforms, _sharding, _targets, formulas
from jax_mish._primitives import mish_grad_p, mish_p

__all__ = [
    "install",
    "mish_grad_shard_p",
    "mish_shard_p",
    "register_rules",
    "register_targets",
    "rule_platforms",
]

mish_shard_p = Primitive("mish_shard")
mish_grad_shard_p = Primitive("mish_grad_shard")
mish_shard_p.def_abstract_eval(lambda x, **_: x)
mish_grad_shard_p.def_abstract_eval(
    lambda dy, x, **_: _avals.binary_elementwise_aval("mish_grad", dy, x)
)

_FORMULA: dict[str, Callable[..., Any]] = {
    "mish": mlir.lower_fun(formulas.mish, multiple_results=False),
    "mish_grad": mlir.lower_fun(formulas.mish_grad, multiple_results=False),
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
        for p in ffi:
            if p not in _rule_names:
                register_rules(p)  # a spelling of a known platform, met first here
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
        if row is None or platform not in ffi_platforms:
            return _FORMULA[computes](ctx, *operands)
        return _ffi_call(ctx, computes, row.family, operands, inplace)

    return rule


_registered: set[tuple[str, str]] = set()  # (target name, FFI platform)
_rule_names: set[str] = set()  # platform spellings with per-shard rules


def register_rules(platform: str) -> None:
    """Registers the per-shard rules for the platform name ``platform``, as
    spelled; a name that is not a backend factory's key (a plugin backend's
    reported name) goes into JAX's table directly."""
    for prim, computes in ((mish_shard_p, "mish"), (mish_grad_shard_p, "mish_grad")):
        rule = _shard_rule(platform, computes)
        try:
            mlir.register_lowering(prim, rule, platform=platform)
        except NotImplementedError:  # JAX knows no backend of this spelling
            _jax_private.register_lowering_for_any_name(prim, rule, platform)
    _rule_names.add(platform)


def rule_platforms(name: str) -> tuple[str, ...]:
    """Every spelling of platform ``name`` that has per-shard rules: its row's
    name and the names backends reported when lowering for it."""
    return tuple(sorted(p for p in _rule_names if p.lower() == name.lower()))


def register_targets(row: _platforms.Platform) -> None:
    """Registers every released, unretired target of ``row``'s family under
    its name for ``row.ffi_name``, with the handler of its role and version
    from the row's module (``handlers()``, or the function ``row.handlers``
    names). A target registered before is skipped.

    Raises:
      KeyError: if the module lacks a handler a released target needs.
      Whatever ``jax.ffi.register_ffi_target`` raises for the FFI platform
      (a plugin's custom-call handler may raise anything).
    """
    module = _platforms.load(row)
    if module is None:
        return
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


def install(row: _platforms.Platform, *, targets: bool = True) -> _platforms.Platform | None:
    """Registers ``row``'s handlers and lowering rules and puts it in the table.

    Args:
      row: the platform's row.
      targets: register the row's targets (:func:`register_targets`) first;
        False leaves that to the caller (the Ascend route, which registers
        them with a plugin and must survive a plugin that refuses).

    Returns:
      The row it replaced (to pass to :func:`jax_mish._platforms.remove`), or
      None; None too, with nothing installed, if the row's optional module is
      not built.

    Raises:
      What :func:`register_targets` raises.
    """
    if _platforms.load(row) is None:
        return None
    if targets:
        register_targets(row)
    register_rules(row.name)
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
