"""Abstract values of the elementwise primitives: shardings and varying axes.

``mish`` returns its operand's aval unchanged. ``mish_grad`` merges its two
operands' explicit shardings and ``shard_map`` varying-axes sets the way jax's
own elementwise binary ops do; the public function first casts each operand
to vary over the other's axes, so that differentiation sums cotangents where
jax would.
"""

from __future__ import annotations

from typing import Any

import jax
from jax.sharding import NamedSharding

__all__ = [
    "binary_elementwise_aval",
    "match_varying_axes",
    "merge_elementwise_shardings",
    "with_varying_axes",
]


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


def with_varying_axes(out: Any, *others: Any) -> Any:
    """``out`` (an abstract value), varying inside ``shard_map`` over every
    mesh axis it or any of ``others`` varies over: the result of an op whose
    operands differ in shape (a bias and the array it is added to)."""
    mat = getattr(out, "manual_axis_type", None)
    if mat is not None:
        varying = frozenset(mat.varying)
        for o in others:
            m = getattr(o, "manual_axis_type", None)
            varying |= frozenset(m.varying) if m is not None else frozenset()
        if varying == mat.varying:
            return out
        return out.update(manual_axis_type=mat.update(varying=varying))
    vma = getattr(out, "vma", None)
    if vma is None:
        return out
    union = frozenset(vma).union(*(frozenset(getattr(o, "vma", ())) for o in others))
    return out if union == vma else out.update(vma=union)


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
