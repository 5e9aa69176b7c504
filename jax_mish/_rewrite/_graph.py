"""A jaxpr indexed for recognition: value classes, pointwise slices, calls inlined.

:class:`Graph` indexes one jaxpr (producers, users, which variables hold the
same values, the scalar constants a probe may read); :func:`slice_of` finds
the pointwise equations that compute one value from others;
:func:`inline_calls` splices the bodies of plain ``jit`` calls into the jaxpr
that calls them, so that a Mish and its gradient computed in bodies of their
own (``jax.nn.mish`` is a jitted function; its backward is another) meet in one
graph.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from typing import Any

import jax
import numpy as np
from jax.extend.core import ClosedJaxpr, Jaxpr, Literal, Var

from jax_mish import _jax_private as _jp

__all__ = [
    "FLOATS",
    "HALF",
    "IDENTITIES",
    "MAX_SLICE",
    "POINTWISE",
    "Graph",
    "Slice",
    "aval",
    "call_body",
    "dtype_name",
    "inline_calls",
    "is_call",
    "jaxpr_and_consts",
    "pointwise_eqn",
    "shape_of",
    "slice_of",
]

# Elementwise primitives a softplus, or the gradient of a Mish, may be spelled
# with. Anything else (a reduction, a gather, a random draw, a collective) makes
# a candidate "not Mish", and so does stop_gradient: its value is softplus's
# but its derivative is not, and MishGrad's would replace the user's.
POINTWISE = frozenset(
    """abs acos acosh add add_any and asin asinh atan atan2 atanh cbrt ceil clamp cos
    cosh div eq erf erf_inv erfc exp exp2 expm1 floor ge gt integer_pow is_finite le log
    log1p log2 logistic lt max min mul ne neg nextafter not one_minus_square or pow
    reduce_precision rem round
    rsqrt select_n sign sin sinh sqrt square sub tan tanh
    convert_element_type""".split()
)
FLOATS = frozenset({"float16", "bfloat16", "float32", "float64"})
HALF = frozenset({"float16", "bfloat16"})
# (from, to) casts that keep every value: the result equals its operand.
_EXACT_CASTS = frozenset(
    {
        ("float16", "float32"),
        ("float16", "float64"),
        ("bfloat16", "float32"),
        ("bfloat16", "float64"),
        ("float32", "float64"),
    }
)
IDENTITIES = _jp.VALUE_IDENTITIES | _jp.LAYOUT_IDENTITIES
MAX_SLICE = 256  # equations in one candidate: more is not a softplus or a MishGrad


def aval(v: Any) -> Any:
    """``v``'s abstract value (typed loosely: jax types it as ``AbstractValue``)."""
    return v.aval


# --- the jaxpr ------------------------------------------------------------------


def dtype_name(v: Any) -> str | None:
    dt = getattr(getattr(v, "aval", None), "dtype", None)
    return None if dt is None else np.dtype(dt).name


def shape_of(v: Any) -> tuple[Any, ...]:
    """``v``'s shape; ``(None,)``, which no site has, for a value without one."""
    shape = getattr(getattr(v, "aval", None), "shape", None)
    return (None,) if shape is None else tuple(shape)


def jaxpr_and_consts(p: Any) -> tuple[Jaxpr, Sequence[Any]]:
    """The jaxpr and constants of a body parameter, closed or not."""
    if isinstance(p, ClosedJaxpr):
        return p.jaxpr, p.consts
    return p, ()


def call_body(eqn: Any) -> Any:
    return eqn.params.get("call_jaxpr", eqn.params.get("jaxpr"))


def is_call(name: str) -> bool:
    return name in _jp.CALL_PRIMITIVES or name == _jp.CUSTOM_JVP_CALL


class _Classes:
    """Which variables of one jaxpr hold the same values (union-find): a value
    and its copies, its exact (widening) float casts, the same array cast twice
    to one dtype, and what the value identities of ``_jax_private`` give."""

    def __init__(self, jaxpr: Jaxpr):
        self.parent: dict[Any, Any] = {}
        seen: dict[tuple[Any, str | None], Any] = {}
        for eqn in jaxpr.eqns:
            name = eqn.primitive.name
            if name in IDENTITIES:
                for src, out in zip(eqn.invars, eqn.outvars):
                    if not isinstance(src, Literal):
                        self.parent[out] = self.find(src)
                continue
            if name != "convert_element_type" or len(eqn.outvars) != 1:
                continue
            (src,), (out,) = eqn.invars, eqn.outvars
            if isinstance(src, Literal):
                continue
            to = dtype_name(out)
            key = (self.find(src), to)
            if key in seen:  # the same array cast again to the same dtype
                self.parent[out] = self.find(seen[key])
            elif to == dtype_name(src) or (dtype_name(src), to) in _EXACT_CASTS:
                self.parent[out] = self.find(src)
            seen.setdefault(key, out)

    def find(self, v: Any) -> Any:
        while v in self.parent:
            v = self.parent[v]
        return v


def _extended(c: Any) -> bool:
    dt = getattr(c, "dtype", None)
    return dt is not None and jax.dtypes.issubdtype(dt, jax.dtypes.extended)


class Graph:
    """One jaxpr, indexed for recognition: producers, users, value classes and
    the scalar constants a probe may read."""

    def __init__(self, jaxpr: Jaxpr, consts: Sequence[Any] = ()):
        self.jaxpr = jaxpr
        self.eqns = jaxpr.eqns
        self.producer = {o: i for i, e in enumerate(self.eqns) for o in e.outvars}
        self.scalars: dict[Any, Any] = {}
        for cv, c in zip(jaxpr.constvars, consts):
            # Not an outer trace's value, nor a typed PRNG key (no numpy form).
            if np.ndim(c) == 0 and not isinstance(c, jax.core.Tracer) and not _extended(c):
                self.scalars[cv] = np.asarray(c)
        self._classes: _Classes | None = None
        self._users: dict[Any, list[int]] | None = None

    @property
    def classes(self) -> _Classes:
        if self._classes is None:
            self._classes = _Classes(self.jaxpr)
        return self._classes

    @property
    def users(self) -> dict[Any, list[int]]:
        if self._users is None:
            users: dict[Any, list[int]] = {}
            for i, e in enumerate(self.eqns):
                for v in e.invars:
                    if not isinstance(v, Literal):
                        users.setdefault(v, []).append(i)
            self._users = users
        return self._users


@functools.lru_cache(maxsize=512)
def _pointwise_body(jaxpr: Jaxpr) -> bool:
    return all(pointwise_eqn(e) for e in jaxpr.eqns)


def pointwise_eqn(eqn: Any) -> bool:
    """Whether ``eqn`` computes each element of its results from the same
    element of its operands only (scalars broadcast)."""
    name = eqn.primitive.name
    if name in POINTWISE or name in IDENTITIES:
        return True
    if name == "broadcast_in_dim":
        # A constant filled out, as jnp writes constants (under vmap, a scalar
        # filled out to a row first): a slice reaches its operand only through
        # literals and scalars, and the probe refuses a broadcast of a site's
        # values to another shape.
        return len(eqn.invars) == 1
    if is_call(name):
        sub = call_body(eqn)
        if sub is None:
            return False
        j, consts = jaxpr_and_consts(sub)
        return all(np.ndim(c) == 0 for c in consts) and _pointwise_body(j)
    return False


@dataclasses.dataclass(frozen=True)
class Slice:
    eqns: tuple[int, ...]  # the equations computing the target, in order
    leaves: frozenset[Any]  # the variables of the roots' classes it reads
    marked: frozenset[Any]  # the extra leaves it reads (a backward site's dy)


def slice_of(
    g: Graph,
    target: Any,
    roots: Sequence[Any],
    shape: tuple[Any, ...],
    marked: frozenset = frozenset(),
) -> Slice | None:
    """The pointwise equations computing ``target`` from the classes of
    ``roots`` (and the ``marked`` variables), literals and scalar constants
    alone; None if ``target`` reads anything else. (Values of shapes other
    than ``shape`` are constants filled out; the probe refuses any other.)"""
    root_ids = {g.classes.find(r) for r in roots}
    eqns: set[int] = set()
    leaves: set[Any] = set()
    hit: set[Any] = set()
    stack, visited = [target], set()
    while stack:
        v = stack.pop()
        if isinstance(v, Literal) or v in visited or v in g.scalars:
            continue
        visited.add(v)
        if v in marked:
            hit.add(v)
            continue
        if g.classes.find(v) in root_ids:
            leaves.add(v)
            continue
        i = g.producer.get(v)
        if i is None:  # another input, or a constant array
            return None
        if i not in eqns:
            eqn = g.eqns[i]
            if not pointwise_eqn(eqn):
                return None
            eqns.add(i)
            if len(eqns) > MAX_SLICE:
                return None
            stack.extend(eqn.invars)
    if not leaves:
        return None
    return Slice(tuple(sorted(eqns)), frozenset(leaves), frozenset(hit))


# --- plain calls inlined ---------------------------------------------------------------


def inline_calls(jaxpr: Jaxpr, consts: Sequence[Any]) -> tuple[Jaxpr, list[Any]]:
    """``jaxpr`` with the body of every plain call equation (a ``jit`` with no
    shardings, donation, layouts or compiler options: ``_jax_private.plain_call_body``)
    spliced in its place, recursively; ``(jaxpr, consts)`` as they were where
    there is none. The program is the same: XLA inlines such calls itself.
    Bodies of other higher-order equations stay bodies."""
    if not any(_jp.plain_call_body(e) is not None for e in jaxpr.eqns):
        return jaxpr, list(consts)
    drop = _jp.drop_var_type()
    constvars = list(jaxpr.constvars)
    new_consts = list(consts)
    rename: dict[Any, Any] = {}  # a variable of the caller -> the atom that now holds it
    eqns: list[Any] = []

    def read(env: dict[Any, Any], v: Any) -> Any:
        return v if isinstance(v, Literal) else env.get(v, v)

    for eqn in jaxpr.eqns:
        body = _jp.plain_call_body(eqn)
        if body is None:
            eqns.append(eqn.replace(invars=[read(rename, v) for v in eqn.invars]))
            continue
        inner, inner_consts = inline_calls(*jaxpr_and_consts(body))
        env: dict[Any, Any] = {}
        for cv, c in zip(inner.constvars, inner_consts):
            env[cv] = Var(cv.aval)
            constvars.append(env[cv])
            new_consts.append(c)
        env.update(zip(inner.invars, [read(rename, v) for v in eqn.invars]))
        for sub in inner.eqns:
            outs = [drop(o.aval) if isinstance(o, drop) else Var(o.aval) for o in sub.outvars]
            env.update(zip(sub.outvars, outs))
            eqns.append(
                sub.replace(
                    invars=[read(env, v) for v in sub.invars],
                    outvars=outs,
                    source_info=_jp.inlined_source_info(eqn, sub, inner),
                )
            )
        for o, r in zip(eqn.outvars, inner.outvars):
            if not isinstance(o, drop):
                rename[o] = read(env, r)
    out = Jaxpr(
        constvars,
        jaxpr.invars,
        [read(rename, v) for v in jaxpr.outvars],
        eqns,
        jaxpr.effects,
        jaxpr.debug_info,
    )
    # Closed, so that jax 0.12 (whose Jaxpr carries its constants, and takes
    # constvars given without them for leading invars) attaches them.
    closed = ClosedJaxpr(out, new_consts)
    return closed.jaxpr, list(closed.consts)
