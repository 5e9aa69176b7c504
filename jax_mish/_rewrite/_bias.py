"""A bias added before a Mish site, and its gradient's sum: what ``mish(h, bias=b)``
and ``mish_bias_grad`` fuse."""

from __future__ import annotations

import dataclasses
from typing import Any

from jax.extend.core import Literal

from jax_mish._rewrite._graph import Graph, dtype_name, shape_of

__all__ = ["Bias", "bias_of", "bias_reduction"]

# --- a bias added before a site -------------------------------------------------------------

# Primitives that only lay out a value's elements anew without changing any:
# what a Dense or Conv layer applies to its bias before adding it.
_LAYOUT = frozenset({"reshape", "broadcast_in_dim", "squeeze", "expand_dims"})


@dataclasses.dataclass(frozen=True)
class Bias:
    """``a = h + b`` with ``b`` broadcast along ``h``'s leading axes."""

    add: int  # the add's equation
    h: Any
    b: Any


def _axes_map(g: Graph, v: Any, src: Any) -> list[Any] | None:
    """For each axis of ``v`` (computed from ``src`` by layout equations), the
    axis of ``src`` it runs along, or None where ``v`` is broadcast; None if a
    step reorders or mixes ``src``'s elements."""
    chain = []
    while v is not src:
        i = g.producer.get(v)
        if i is None:
            return None
        chain.append(g.eqns[i])
        v = g.eqns[i].invars[0]
    dims: list[Any] = list(range(len(shape_of(src))))
    cur = shape_of(src)
    for eqn in reversed(chain):
        out = shape_of(eqn.outvars[0])
        name = eqn.primitive.name
        if name == "broadcast_in_dim":
            new: list[Any] = [None] * len(out)
            for j, d in enumerate(eqn.params["broadcast_dimensions"]):
                new[d] = dims[j] if cur[j] == out[d] else None
            dims = new
        elif name in ("reshape", "squeeze", "expand_dims"):
            # Only size-1 axes added or removed: the other axes keep their order.
            if eqn.params.get("dimensions") is not None:
                return None
            kept = [d for d, n in zip(dims, cur) if n != 1]
            if [n for n in cur if n != 1] != [n for n in out if n != 1]:
                return None
            it = iter(kept)
            dims = [next(it) if n != 1 else None for n in out]
        else:
            return None
        cur = out
    return dims


def bias_of(g: Graph, a: Any) -> Bias | None:
    """``a = add(h, B)`` (either order) where ``B`` is a value ``b`` laid out
    along ``a``'s trailing axes and broadcast along its leading ones (as Flax,
    Equinox and Haiku layers add their bias), with ``h`` of ``a``'s shape and
    dtype, ``b`` of ``a``'s dtype; None otherwise."""
    i = g.producer.get(a)
    if i is None or g.eqns[i].primitive.name != "add":
        return None
    shape = shape_of(a)
    for h, bb in (tuple(g.eqns[i].invars), tuple(g.eqns[i].invars)[::-1]):
        if isinstance(h, Literal) or isinstance(bb, Literal) or shape_of(h) != shape:
            continue
        if dtype_name(h) != dtype_name(a) or dtype_name(bb) != dtype_name(a):
            continue
        # Back through the layout equations to the bias itself.
        src: Any = bb
        while True:
            j = g.producer.get(src)
            if j is None or g.eqns[j].primitive.name not in _LAYOUT:
                break
            src = g.eqns[j].invars[0]
        k = len(shape_of(src))
        if k == 0 or k > len(shape) or shape_of(src) != shape[len(shape) - k :]:
            continue
        dims = _axes_map(g, bb, src)
        if dims is None:
            continue
        # B's axes as a's: right-aligned (the add may broadcast size-1 axes).
        pad = [None] * (len(shape) - len(dims)) + dims
        if pad[len(shape) - k :] == list(range(k)) and all(
            d is None for d in pad[: len(shape) - k]
        ):
            return Bias(i, h, src)
    return None


def bias_reduction(g: Graph, out: Any, b: Any) -> int | None:
    """The equation summing ``out`` over its leading axes into ``b``'s shape
    (the gradient a layer hands to its bias), or None."""
    lead = tuple(range(len(shape_of(out)) - len(shape_of(b))))
    for i in g.users.get(out, ()):
        eqn = g.eqns[i]
        if (
            eqn.primitive.name == "reduce_sum"
            and tuple(eqn.params.get("axes", ())) == lead
            and shape_of(eqn.outvars[0]) == shape_of(b)
            and dtype_name(eqn.outvars[0]) == dtype_name(out)
        ):
            return i
    return None
