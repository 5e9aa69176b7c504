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
plain elementwise HLO by itself, and the ``unpartitioned`` hook of
:func:`register_partitioned_lowering` lowers it directly.

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
rules are added to that set through ``_jax_private`` (checked with jax 0.8.1
to 0.12.0.1).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import jax
from jax.experimental.custom_partitioning import custom_partitioning
from jax.extend.core import Primitive
from jax.interpreters import mlir
from jax.sharding import NamedSharding

from jax_mish import _jax_private

__all__ = [
    "binary_elementwise_aval",
    "elementwise_partitioned_lowering",
    "match_varying_axes",
    "merge_elementwise_shardings",
    "register_partitioned_lowering",
]


def _requires_devices_during_lowering(prim: Primitive) -> None:
    # Without devices at lowering time, custom_partitioning fails under a
    # multi-device jit (its lowering asserts a device assignment is present).
    _jax_private.require_devices_during_lowering(prim)


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
      A lowering rule ``(ctx, *operands) -> results`` for the user-facing
      primitive, for all platforms. Register it with
      :func:`register_partitioned_lowering`, which also makes jax pass the
      devices to lowering as custom_partitioning needs.
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


def register_partitioned_lowering(
    prim: Primitive,
    kernel_p: Primitive,
    num_operands: int,
    *,
    unpartitioned: Callable[..., Callable[..., Any] | None] | None = None,
) -> None:
    """Lowers ``prim`` on every platform through ``kernel_p``, shard by shard.

    Args:
      prim: the user-facing primitive.
      kernel_p: its kernel-level primitive (see
        :func:`elementwise_partitioned_lowering`).
      num_operands: how many operands both take.
      unpartitioned: optional ``(ctx, **params) -> rule or None``. Where it
        returns a rule, that rule lowers ``prim`` directly, without the
        partitioning callback: for a lowering to plain HLO, which XLA's
        partitioner splits by itself and fuses with its neighbours.
    """
    partitioned = elementwise_partitioned_lowering(kernel_p, num_operands)
    if unpartitioned is None:
        rule = partitioned
    else:

        def rule(ctx, *operands, **params):
            direct = unpartitioned(ctx, **params)
            if direct is not None:
                return direct(ctx, *operands)
            return partitioned(ctx, *operands, **params)

    mlir.register_lowering(prim, rule)
    _requires_devices_during_lowering(prim)


def merge_elementwise_shardings(name: str, a: Any, b: Any) -> Any:
    """The result sharding of an elementwise op on two same-shape avals.

    Follows the rule of jax's own elementwise binary ops under explicit
    sharding: a dimension sharded on one side and replicated on the other
    stays sharded; two different shardings of one dimension are an error.

    Args:
      name: the function name to put in the error message.
      a, b: abstract values of equal shape.

    Returns:
      The sharding of ``b`` when it already is the merged one, else a
      ``NamedSharding`` on the operands' mesh.

    Raises:
      TypeError: if the operands live on different meshes or shard the same
        dimension differently.
    """
    sa, sb = getattr(a, "sharding", None), getattr(b, "sharding", None)
    if sa is None or sb is None or sa == sb:
        return sb
    if sa.mesh.empty:
        return sb
    if sb.mesh.empty:
        return sa
    if sa.mesh != sb.mesh:
        raise TypeError(
            f"jax_mish.{name}: operands are sharded over different meshes: {sa.mesh} and {sb.mesh}"
        )
    spec_a = tuple(sa.spec) + (None,) * (len(a.shape) - len(sa.spec))
    spec_b = tuple(sb.spec) + (None,) * (len(b.shape) - len(sb.spec))
    merged = []
    for dim, (pa, pb) in enumerate(zip(spec_a, spec_b)):
        if pa is not None and pb is not None and pa != pb:
            raise TypeError(
                f"jax_mish.{name}: operands are sharded differently along "
                f"dimension {dim} ({pa!r} and {pb!r}); reshard one of them "
                f"(e.g. with jax.sharding.reshard) to match the other"
            )
        merged.append(pa if pb is None else pb)
    return NamedSharding(sb.mesh, jax.sharding.PartitionSpec(*merged))


def binary_elementwise_aval(name: str, a: Any, b: Any) -> Any:
    """The abstract result of an elementwise op on two same-shape operands.

    It has ``b``'s shape and dtype, the merged explicit sharding
    (:func:`merge_elementwise_shardings`) and, inside ``shard_map``, varies
    over every mesh axis either operand varies over.

    Args:
      name: the function name to put in error messages.
      a, b: abstract values of equal shape and dtype.

    Returns:
      The result's abstract value.
    """
    out = b.update(sharding=merge_elementwise_shardings(name, a, b))
    # The varying-axes set is `manual_axis_type.varying` in jax 0.10 and a
    # `vma` frozenset in jax 0.8; support both.
    mat_a = getattr(a, "manual_axis_type", None)
    mat_b = getattr(out, "manual_axis_type", None)
    if mat_a is not None and mat_b is not None:
        varying = mat_a.varying | mat_b.varying
        if varying != mat_b.varying:
            out = out.update(manual_axis_type=mat_b.update(varying=varying))
        return out
    vma_a, vma_b = getattr(a, "vma", None), getattr(out, "vma", None)
    if vma_a is not None and vma_b is not None and not vma_a <= vma_b:
        out = out.update(vma=frozenset(vma_a) | frozenset(vma_b))
    return out


def _varying_axes(v: Any) -> frozenset:
    aval = jax.typeof(v)
    mat = getattr(aval, "manual_axis_type", None)
    if mat is not None:
        return frozenset(mat.varying)
    return frozenset(getattr(aval, "vma", ()))


def match_varying_axes(a: jax.Array, b: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Marks each operand as varying over the ``shard_map`` axes the other varies over.

    jax's own binary ops do the same before they bind. It matters for
    differentiation: the transpose of that cast sums the cotangent over the
    added axes, so the gradient with respect to an operand that is the same
    on every device comes out the same on every device. Outside ``shard_map``
    nothing varies and both operands are returned unchanged.

    Args:
      a, b: the operands of an elementwise op.

    Returns:
      ``(a, b)``, each cast to vary over the union of both operands' axes.
    """
    va, vb = _varying_axes(a), _varying_axes(b)
    if va == vb:
        return a, b
    return _cast_varying(a, vb - va), _cast_varying(b, va - vb)


def _cast_varying(v: jax.Array, axes: frozenset) -> jax.Array:
    if not axes:
        return v
    names = tuple(sorted(axes))
    pcast = getattr(jax.lax, "pcast", None)
    if pcast is not None:
        return pcast(v, names, to="varying")
    pvary = jax.lax.pvary  # type: ignore[attr-defined]  # jax 0.8 has pvary, not pcast
    return pvary(v, names)
