"""SPMD partitioning rules for the elementwise Mish primitives.

An XLA FFI custom call is opaque to XLA's SPMD partitioner: with no rule it
all-gathers the operands, runs the kernel on the whole array on every device
and slices the result. Mish and MishGrad are elementwise, so every shard can
run the kernel on its own block. This module wraps a kernel-level primitive in
:func:`jax.experimental.custom_partitioning` with

* a Shardy sharding rule (``"... -> ..."``, ``"..., ... -> ..."``) that says
  every dimension of every operand maps to the same dimension of the result,
  so propagation passes shardings straight through in both directions;
* GSPMD callbacks saying the same, for jax configured without Shardy;
* a ``partition`` callback that gives all operands the result's sharding and
  runs the kernel primitive on the local blocks.

The per-shard function is lowered for the platforms of the enclosing module,
so each platform keeps its own kernel (CPU FFI, CUDA FFI, a plugin's, or the
pure-JAX fallback); nothing here is specific to one platform.

Where the primitive lowers to plain HLO on every platform being lowered for
(jax_mish's ``impl="xla"``), no callback is needed: XLA's partitioner splits
plain elementwise HLO by itself, and ``jax_mish._lowering`` lowers it directly.

Where jax itself decides nothing is partitioned (one device, ``pmap``, or a
fully manual ``shard_map``), ``custom_partitioning`` inlines the kernel call,
so the compiled program is the same as without this module.

Persistent compilation cache: the lowered module holds a per-process key of
the partitioning callback, so sharded programs that contain Mish get a new
cache key in every process and are not reused across processes unless
``jax_remove_custom_partitioning_ptr_from_cache_key`` is set. Setting it is
safe for these rules: they depend only on shapes and shardings.

Private jax API: custom_partitioning needs the physical devices while the
module is being lowered (its callback receives a concrete mesh), and jax only
passes them to lowering for primitives listed in
``jax._src.dispatch.prim_requires_devices_during_lowering`` (custom_partitioning
registers its own primitive there). The primitives that lower through these
rules are added to that set through ``_jax_private`` (whose docstring says
which jax versions it was checked with).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from jax.experimental.custom_partitioning import custom_partitioning
from jax.extend.core import Primitive
from jax.interpreters import mlir

from jax_mish import _jax_private

__all__ = ["elementwise_partitioned_lowering", "require_devices_during_lowering"]


def _finest_operand_sharding(arg_shapes: Sequence[Any]) -> Any:
    # The operand split into the smallest blocks: taking it for the result
    # means the other operand is at most sliced locally, never gathered.
    best, best_size = None, None
    for a in arg_shapes:
        if a.sharding is None:
            continue
        size = math.prod(a.sharding.shard_shape(a.shape))
        if best is None or size < best_size:
            best, best_size = a.sharding, size
    return best


def _same_sharding_for_all(arg_shapes: Sequence[Any], result_shape: Any) -> Any:
    # The partitioner has already reconciled the operands with the result
    # through the sharding rule; the result's sharding is the one to keep.
    # Operands that arrive sharded differently are resharded to it by XLA,
    # which for an elementwise op is at most a local slice of a replicated
    # operand.
    sharding = getattr(result_shape, "sharding", None)
    return sharding if sharding is not None else _finest_operand_sharding(arg_shapes)


def elementwise_partitioned_lowering(kernel_p: Primitive, num_operands: int) -> Callable[..., Any]:
    """A lowering rule that runs ``kernel_p`` shard by shard under SPMD.

    Args:
      kernel_p: an elementwise primitive whose operands and result all have
        the same shape; its own per-platform lowerings do the work.
      num_operands: how many operands ``kernel_p`` takes (1 or 2).

    Returns:
      A lowering rule ``(ctx, *operands, **params)`` that binds ``kernel_p``
      with ``params`` per shard. The primitive whose rule calls it must be
      passed to :func:`require_devices_during_lowering`, as
      custom_partitioning needs the devices (without them it fails under a
      multi-device jit: its lowering asserts a device assignment).
    """
    if num_operands not in (1, 2):
        raise ValueError(f"num_operands must be 1 or 2, got {num_operands}")
    rule = ", ".join(["..."] * num_operands) + " -> ..."

    def partitioned_for(params: tuple[tuple[str, Any], ...]) -> Callable[..., Any]:
        # One custom_partitioning function per parameter set (e.g. mish_grad's
        # `inplace`): its callbacks must not depend on anything but shapes.
        kwargs = dict(params)

        def local(*operands):
            return kernel_p.bind(*operands, **kwargs)

        partitioned = custom_partitioning(local)

        def partition(mesh, arg_shapes, result_shape):
            sharding = _same_sharding_for_all(arg_shapes, result_shape)
            return mesh, local, sharding, (sharding,) * num_operands

        def infer_sharding_from_operands(mesh, arg_shapes, result_shape):
            return _finest_operand_sharding(arg_shapes)

        def propagate_user_sharding(mesh, user_shape):
            return user_shape.sharding

        partitioned.def_partition(
            partition,
            infer_sharding_from_operands=infer_sharding_from_operands,
            propagate_user_sharding=propagate_user_sharding,
            sharding_rule=rule,
        )
        return mlir.lower_fun(partitioned, multiple_results=False)

    cache: dict[tuple[tuple[str, Any], ...], Callable[..., Any]] = {}

    def lowering(ctx, *operands, **params):
        key = tuple(sorted(params.items()))
        if key not in cache:
            cache[key] = partitioned_for(key)
        return cache[key](ctx, *operands)

    return lowering


def require_devices_during_lowering(prim: Primitive) -> None:
    """Makes jax give ``prim``'s lowering the concrete devices, which a rule
    that calls an :func:`elementwise_partitioned_lowering` rule needs."""
    _jax_private.require_devices_during_lowering(prim)
