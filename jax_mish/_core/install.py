"""Installing a platform row: its handlers registered with XLA, the per-shard
rules of every declared op registered with JAX, the row put in the table.

:func:`install` is the one path, for the built-in rows at import and for rows
added at run time (the Ascend route, tests). It registers, under every
spelling of the platform's name (``Platform.spellings``: a plugin backend may
report another than the one it registered), one per-shard rule per declared
op (:data:`jax_mish._core.op.DECLARED`): the custom call of the row family's
current target for the op's role where the lowering rule decided the platform
runs the op's kernels (:mod:`jax_mish._core.targets`; a family without a
target of the role never does), the op's fallback elsewhere. Nothing is
registered later, while lowering.
"""

from __future__ import annotations

import jax
from jax.interpreters import mlir

from jax_mish import _jax_private
from jax_mish._core import op as _op
from jax_mish._core import platforms, targets

__all__ = ["add_spelling", "install", "register_targets", "rule_platforms"]

_registered: set[tuple[str, str]] = set()  # (target name, FFI platform)
_rule_names: set[str] = set()  # platform spellings with per-shard rules


def register_targets(row: platforms.Platform) -> None:
    """Registers every released, unretired target of ``row``'s family under
    its name for ``row.ffi_name``, with the handler of its role and version
    from the row's module (``handlers()``, or the function ``row.handlers``
    names). A target registered before is skipped.

    Raises:
      KeyError: if the module lacks a handler a released target needs.
      Whatever ``jax.ffi.register_ffi_target`` raises for the FFI platform
      (a plugin's custom-call handler may raise anything).
    """
    module = platforms.load(row)
    if module is None:
        return
    handlers = getattr(module, row.handlers)()
    for target in targets.registered(row.family):
        key = (target.name, row.ffi_name)
        if key in _registered:
            continue
        role = (target.computes, target.version)
        if role not in handlers:
            raise KeyError(f"{row.module}.{row.handlers}() has no handler {role} for {target.name}")
        jax.ffi.register_ffi_target(target.name, handlers[role], platform=row.ffi_name)
        _registered.add(key)


def _register_rules(row: platforms.Platform, spelling: str) -> None:
    for declared in _op.DECLARED:
        rule = _op.kernel_rule(declared, spelling, row.family)
        try:
            mlir.register_lowering(declared.shard_p, rule, platform=spelling)
        except NotImplementedError:  # JAX knows no backend of this spelling
            _jax_private.register_lowering_for_any_name(declared.shard_p, rule, spelling)
    _rule_names.add(spelling)


def add_spelling(name: str, spelling: str) -> None:
    """Registers the rules of the installed platform ``name`` under another
    spelling too (the name a plugin's backend reports, learnt when it is
    created)."""
    row = platforms.get(name)
    if row is None:
        raise KeyError(f"no platform {name!r} is installed")
    _register_rules(row, spelling)


def rule_platforms(name: str) -> tuple[str, ...]:
    """Every spelling of platform ``name`` that has per-shard rules."""
    return tuple(sorted(p for p in _rule_names if p.lower() == name.lower()))


def install(row: platforms.Platform, *, targets: bool = True) -> platforms.Platform | None:
    """Registers ``row``'s handlers and lowering rules and puts it in the table.

    Args:
      row: the platform's row.
      targets: register the row's targets (:func:`register_targets`) first;
        False leaves that to the caller (the Ascend route, which registers
        them with a plugin and must survive a plugin that refuses).

    Returns:
      The row it replaced (to pass to :func:`jax_mish._core.platforms.remove`),
      or None; None too, with nothing installed, if the row's optional module
      is not built.

    Raises:
      What :func:`register_targets` raises.
    """
    if platforms.load(row) is None:
        return None
    if targets:
        register_targets(row)
    for spelling in (row.name, *row.spellings):
        _register_rules(row, spelling)
    return platforms.add(row)
