"""SPMD partitioning rules for jax_mish's per-shard primitives.

An XLA FFI custom call is opaque to XLA's SPMD partitioner: with no rule it
all-gathers the operands, runs the kernel on the whole array on every device
and slices the result. Each op (:mod:`.op`) says how it splits
(:class:`Partitioning`); :func:`partitioned_lowering` wraps its per-shard
primitive in :func:`jax.experimental.custom_partitioning` with

* a Shardy sharding rule (elementwise ops: ``"... -> ..."``, ``"..., ... ->
  ..."``: every dimension of every operand maps to the same dimension of the
  result), so propagation passes shardings straight through in both
  directions;
* GSPMD callbacks saying the same, for jax configured without Shardy;
* a ``partition`` callback that gives each operand its sharding and runs the
  per-shard primitive on the local blocks (with any collective the op needs).

The per-shard function is lowered for the platforms of the enclosing module,
so each platform keeps its own kernel (CPU FFI, CUDA FFI, a plugin's, or the
fallback); nothing here is specific to one platform.

Where no platform being lowered for runs the kernels (jax_mish's
``impl="xla"``), no callback is needed: the op's fallback is plain HLO, which
XLA's partitioner splits by itself, and :mod:`.op` lowers it directly.

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
``jax._src.dispatch.prim_requires_devices_during_lowering``; :func:`.op.declare`
adds each op's primitive there through ``_jax_private`` (whose docstring says
which jax versions it was checked with).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import jax
from jax.experimental.custom_partitioning import custom_partitioning
from jax.extend.core import Primitive
from jax.interpreters import mlir
from jax.sharding import AbstractMesh, NamedSharding, PartitionSpec

__all__ = ["BIAS", "BIAS_GRAD", "ELEMENTWISE", "Partitioning", "partitioned_lowering"]


class Partitioning:
    """How a call of a per-shard primitive splits across devices: the Shardy
    rule, the GSPMD callbacks, and what runs on each device's block.
    Subclasses describe one kind of op; :data:`ELEMENTWISE` is the elementwise
    one (every operand and result sharded alike, no collective)."""

    def sharding_rule(self, num_operands: int, ranks: tuple[int, ...]) -> str:
        raise NotImplementedError

    def partition(self, mesh: Any, arg_shapes: Sequence[Any], result_shape: Any) -> tuple:
        """``(operand shardings, result sharding(s), wrap)``: ``wrap(local)``
        is what each device runs, given the per-shard function."""
        raise NotImplementedError

    def infer(self, mesh: Any, arg_shapes: Sequence[Any], result_shape: Any) -> Any:
        raise NotImplementedError

    def propagate(self, mesh: Any, user_shape: Any) -> Any:
        return user_shape.sharding


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


class _Elementwise(Partitioning):
    def sharding_rule(self, num_operands: int, ranks: tuple[int, ...]) -> str:
        return ", ".join(["..."] * num_operands) + " -> ..."

    def partition(self, mesh: Any, arg_shapes: Sequence[Any], result_shape: Any) -> tuple:
        sharding = _same_sharding_for_all(arg_shapes, result_shape)
        return (sharding,) * len(arg_shapes), sharding, lambda local: local

    def infer(self, mesh: Any, arg_shapes: Sequence[Any], result_shape: Any) -> Any:
        return _finest_operand_sharding(arg_shapes)


ELEMENTWISE: Partitioning = _Elementwise()
"""Every dimension of every operand maps to the same dimension of the one
result: each device runs the kernel on its own block, with no collective."""


def _spec(sharding: Any, rank: int) -> tuple[Any, ...] | None:
    """``sharding``'s partition spec padded to ``rank``, or None where it is
    not a named sharding (then everything is replicated: correct, slower)."""
    spec = getattr(sharding, "spec", None)
    if spec is None:
        return None
    spec = tuple(spec)
    return spec + (None,) * (rank - len(spec))


def _axes(entries: Sequence[Any]) -> tuple[str, ...]:
    out: list[str] = []
    for e in entries:
        if e is None:
            continue
        out.extend(e if isinstance(e, tuple) else (e,))
    return tuple(out)


class _Bias(Partitioning):
    """``x`` (and ``dy``, ``dx``) sharded alike; the bias ``b`` (and ``db``)
    as ``x``'s trailing axes are. The forward needs no collective. The
    backward's ``db`` is summed over the mesh axes that split ``x``'s leading
    axes (one all-reduce of ``b``'s size): a batch split over devices gives
    each device part of the sum."""

    def __init__(self, grad: bool):
        self.grad = grad

    def sharding_rule(self, num_operands: int, ranks: tuple[int, ...]) -> str:
        k = ranks[-1]
        factors = " ".join(chr(ord("p") + i) for i in range(k))
        big = f"... {factors}".strip()
        operands = [big] * (num_operands - 1) + [factors]
        results = [big, factors] if self.grad else [big]
        return ", ".join(operands) + " -> " + ", ".join(results)

    def _x_sharding(self, arg_shapes: Sequence[Any], result_shape: Any) -> Any:
        first = result_shape[0] if isinstance(result_shape, (tuple, list)) else result_shape
        sharding = getattr(first, "sharding", None)
        return sharding if sharding is not None else arg_shapes[0].sharding

    def _shardings(self, mesh: Any, arg_shapes: Sequence[Any], x_sh: Any) -> tuple:
        x, b = arg_shapes[-2], arg_shapes[-1]
        spec = _spec(x_sh, len(x.shape))
        k = len(b.shape)
        if spec is None:
            x_sh = NamedSharding(mesh, PartitionSpec())
            spec = (None,) * len(x.shape)
        lead, trail = spec[: len(spec) - k], spec[len(spec) - k :]
        b_sh = NamedSharding(mesh, PartitionSpec(*trail))
        return x_sh, b_sh, _axes(lead)

    def partition(self, mesh: Any, arg_shapes: Sequence[Any], result_shape: Any) -> tuple:
        x_sh = self._x_sharding(arg_shapes, result_shape)
        x_sh, b_sh, lead = self._shardings(mesh, arg_shapes, x_sh)
        args = (x_sh,) * (len(arg_shapes) - 1) + (b_sh,)
        if not self.grad:
            return args, x_sh, lambda local: local

        def wrap(local: Callable[..., Any]) -> Callable[..., Any]:
            def per_device(*operands: Any) -> Any:
                dx, db = local(*operands)
                return dx, (jax.lax.psum(db, lead) if lead else db)

            return per_device

        return args, [x_sh, b_sh], wrap

    def infer(self, mesh: Any, arg_shapes: Sequence[Any], result_shape: Any) -> Any:
        # GSPMD asks before the result has a sharding (result_shape holds a
        # replicated placeholder): x's is the finest of the x-shaped operands.
        x_sh = _finest_operand_sharding(arg_shapes[:-1])
        x_sh, b_sh, _ = self._shardings(mesh, arg_shapes, x_sh)
        return [x_sh, b_sh] if self.grad else x_sh

    def propagate(self, mesh: Any, user_shape: Any) -> Any:
        if isinstance(user_shape, (tuple, list)):
            return [u.sharding for u in user_shape]
        return user_shape.sharding


BIAS: Partitioning = _Bias(grad=False)
"""``mish(x + b)``: ``x`` and the result alike, ``b`` as ``x``'s trailing axes."""
BIAS_GRAD: Partitioning = _Bias(grad=True)
"""``(dx, db)`` of it: ``db`` summed across the devices that split ``x``'s rows."""


def partitioned_lowering(shard_p: Primitive, partitioning: Partitioning) -> Callable[..., Any]:
    """A lowering rule that runs ``shard_p`` shard by shard under SPMD.

    Args:
      shard_p: the per-shard primitive; its own per-platform lowerings do the
        work.
      partitioning: how its operands and results split across devices.

    Returns:
      A lowering rule ``(ctx, *operands, **params)`` that binds ``shard_p``
      with ``params`` per shard. The primitive whose rule calls it must be
      registered with ``_jax_private.require_devices_during_lowering``, as
      custom_partitioning needs the devices (without them it fails under a
      multi-device jit: its lowering asserts a device assignment).
    """
    multiple = shard_p.multiple_results

    def partitioned_for(params: tuple[tuple[str, Any], ...], num: int, ranks: tuple[int, ...]):
        # One custom_partitioning function per parameter set (e.g. mish_grad's
        # `inplace`) and operand ranks: its callbacks depend on shapes alone.
        kwargs = dict(params)

        def local(*operands):
            return shard_p.bind(*operands, **kwargs)

        partitioned = custom_partitioning(local)

        def partition(mesh, arg_shapes, result_shape):
            args, results, wrap = partitioning.partition(mesh, arg_shapes, result_shape)
            per_device = wrap(local)

            def on_local_blocks(*operands):
                # Traced with no mesh in context: it runs on each device's
                # block, where a mesh means nothing. jax 0.8 and 0.12 trace it
                # under the caller's mesh (jax.set_mesh), and under an explicit
                # one a collective's reduction body (the psum of db) gets
                # sharding annotations that XLA refuses ("Unsupported
                # reduction computation"); jax 0.10 clears the mesh itself.
                with jax.sharding.use_abstract_mesh(AbstractMesh((), ())):
                    return per_device(*operands)

            return mesh, on_local_blocks, results, args

        def infer_sharding_from_operands(mesh, arg_shapes, result_shape):
            return partitioning.infer(mesh, arg_shapes, result_shape)

        partitioned.def_partition(
            partition,
            infer_sharding_from_operands=infer_sharding_from_operands,
            propagate_user_sharding=partitioning.propagate,
            sharding_rule=partitioning.sharding_rule(num, ranks),
        )
        return mlir.lower_fun(partitioned, multiple_results=multiple)

    cache: dict[Any, Callable[..., Any]] = {}

    def lowering(ctx, *operands, **params):
        ranks = tuple(len(a.shape) for a in ctx.avals_in)
        key = (tuple(sorted(params.items())), len(operands), ranks)
        if key not in cache:
            cache[key] = partitioned_for(*key)
        return cache[key](ctx, *operands)

    return lowering
