"""Recognising Mish and its gradient in a jaxpr by what a subgraph computes.

A *forward site* is a product ``a * tanh(s)`` whose ``s`` is computed from
``a`` alone, pointwise, and is softplus of ``a`` in value and in derivative.
A *backward site* is a value ``g`` computed pointwise from ``a`` and one other
value ``dy`` (through whatever residuals the forward pass saved) that is
``dy * mish'(a)``: the gradient a differentiated Mish hands back to ``a``.

Both are judged by evaluating the subgraph on a fixed set of probe points
(:func:`probe_points`), whatever the site's size, on the CPU, outside any
trace; half-precision subgraphs are evaluated in float32, where look-alikes
differ (:func:`judging_dtype`). docs/design.md, "Rewriting user code", states
the bounds and why.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from typing import Any

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax.extend.core import Literal

from jax_mish import _jax_private as _jp
from jax_mish._rewrite._graph import (
    FLOATS,
    MAX_SLICE,
    Graph,
    Slice,
    aval,
    dtype_name,
    jaxpr_and_consts,
    pointwise_eqn,
    shape_of,
    slice_of,
)
from jax_mish._rewrite._probe import (
    COTANGENTS,
    LINEAR_ULPS,
    Probe,
    Unprobeable,
    derivative_bound,
    exp_overflows,
    mish_prime64,
    probing,
    run_inline,
    softplus64,
    softplus_bound,
)

__all__ = ["Backward", "Forward", "backward_sites", "forward_site"]

logger = logging.getLogger("jax_mish.rewrite")


# --- forward sites -------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Forward:
    """A Mish product ``a * tanh(s)``."""

    index: int  # the product's equation
    a: Any
    tanh_index: int  # the tanh's equation
    slice: tuple[int, ...]  # the equations computing s from a


def _tanh_input(g: Graph, t: Any) -> tuple[Any, int] | None:
    """``(s, index of the tanh)`` when ``t`` is ``tanh(s)``, a cast of it, or
    ``reduce_precision`` of it to its own precision (how a checkpoint policy
    marks the values it saves)."""
    i = g.producer.get(t)
    if i is None:
        return None
    eqn = g.eqns[i]
    while (
        eqn.primitive.name == "convert_element_type" or _keeps_precision(eqn)
    ) and not isinstance(eqn.invars[0], Literal):
        i = g.producer.get(eqn.invars[0])
        if i is None:
            return None
        eqn = g.eqns[i]
    if eqn.primitive.name != "tanh" or isinstance(eqn.invars[0], Literal):
        return None
    return eqn.invars[0], i


def _keeps_precision(eqn: Any) -> bool:
    """A ``reduce_precision`` to at least its operand's own exponent and
    mantissa bits: the identity."""
    if eqn.primitive.name != "reduce_precision":
        return False
    fi = ml_dtypes.finfo(np.dtype(dtype_name(eqn.invars[0])))
    return (
        eqn.params.get("exponent_bits", 0) >= fi.nexp
        and eqn.params.get("mantissa_bits", 0) >= fi.nmant
    )


def _roots(g: Graph, a: Any) -> list[Any]:
    """``a``, and the integer array it was cast from (a Mish of an integer input
    reads that array in its softplus too)."""
    i = g.producer.get(a)
    if i is not None:
        eqn = g.eqns[i]
        src = eqn.invars[0] if eqn.invars else None
        if (
            eqn.primitive.name == "convert_element_type"
            and not isinstance(src, Literal)
            and src is not None
            and np.dtype(aval(src).dtype).kind in "iu"
        ):
            return [a, src]
    return [a]


def forward_site(g: Graph, index: int) -> Forward | None:
    """The forward site at equation ``index`` (a ``mul``), or None."""
    eqn = g.eqns[index]
    if eqn.primitive.name != "mul" or dtype_name(eqn.outvars[0]) not in FLOATS:
        return None
    out_shape = shape_of(eqn.outvars[0])
    x, y = eqn.invars
    for a, t in ((x, y), (y, x)):
        if isinstance(a, Literal) or isinstance(t, Literal) or shape_of(a) != out_shape:
            continue
        found = _tanh_input(g, t)
        if found is None:
            continue
        s, tanh_index = found
        sl = slice_of(g, s, _roots(g, a), out_shape)
        if sl is not None and _is_mish(g, sl, a, s):
            return Forward(index, a, tanh_index, sl.eqns)
    return None


def _is_mish(g: Graph, sl: Slice, a: Any, s: Any) -> bool:
    """Whether ``a * tanh(s)`` is Mish: ``s`` is softplus of ``a`` in value and
    the product's derivative is Mish's (:func:`softplus_bound`,
    :func:`derivative_bound`)."""
    probe = Probe.of(a, sl.leaves)
    if probe is None:
        return False
    try:
        with probing():
            env = probe.env(g, sl.leaves)
            probe.ev.run([g.eqns[i] for i in sl.eqns], env)
            got = np.asarray(env[s]).astype(np.float64)
    except Exception as err:  # a spelling the probe cannot evaluate stays as written
        logger.debug("probe failed (%s): left as written", err)
        return False
    if got.shape != probe.pts.shape:
        return False
    # Judged through tanh, as the product uses s: where tanh saturates (a
    # threshold such as torch's `x > 20`, s = inf where exp overflows) s may
    # differ from softplus without changing the product.
    rel, ab = softplus_bound(probe.judge)
    exact = np.tanh(softplus64(probe.pts))
    with np.errstate(invalid="ignore"):
        t = np.tanh(got)
    if not np.all(~np.isnan(got) & (np.abs(t - exact) <= rel * exact + ab)):
        return False
    if probe.narrow.kind in "iu":
        return True  # no derivative reaches an integer input
    return _slope_is_mish(g, sl, a, s, probe)


def _slope_is_mish(g: Graph, sl: Slice, a: Any, s: Any, probe: Probe) -> bool:
    """Whether ``d(a tanh(s))/da = tanh(s) + a sech^2(s) ds/da``, with ``ds/da``
    as ``jax.jvp`` computes it (custom_jvp rules applied), is ``mish'(a)``.

    Where every custom_jvp rule in the slice is jax's own, ``ds/da`` is computed
    on the host (:func:`_slope_on_host`). A user's rule is traced for the
    site's shape, so ``ds/da`` is then traced abstractly at that shape (no
    array of it is made) and the traced jaxpr, pointwise too, is evaluated on
    the probe points."""
    eqns = [g.eqns[i] for i in sl.eqns]
    own = all(_jp.rule_is_jaxs_own(e) for e in _custom_jvp_calls(eqns))

    def value(x: jax.Array) -> jax.Array:
        env: dict[Any, Any] = {v: x.astype(aval(v).dtype) for v in sl.leaves}
        env.update(g.scalars)
        run_inline(eqns, env)
        return env[s]

    def with_slope(x: jax.Array) -> tuple[jax.Array, jax.Array]:
        return jax.jvp(value, (x,), (jnp.ones_like(x),))

    try:
        if own:
            sv, slope = _slope_on_host(g, eqns, sl, s, probe)
        elif _jp.varying_axes(aval(a)):  # inside a shard_map, wherever rewrite was called
            raise Unprobeable("a custom_jvp rule of the user's inside a shard_map")
        else:
            with _jp.no_context_mesh():  # the probe's values are plain host arrays
                traced = jax.make_jaxpr(with_slope)(jax.ShapeDtypeStruct(shape_of(a), probe.narrow))
            with probing():
                x = probe.ev.array(probe.pts, probe.narrow)
                sv, slope = probe.ev.jaxpr(traced.jaxpr, traced.consts, [x])
        sv = np.asarray(sv).astype(np.float64)
        slope = np.asarray(slope).astype(np.float64)
    except Exception as err:
        logger.debug("derivative probe failed (%s): left as written", err)
        return False
    pts = probe.pts
    with np.errstate(over="ignore", invalid="ignore"):
        sech2 = 1.0 / np.cosh(sv) ** 2
        got = np.tanh(sv) + np.where(sech2 == 0.0, 0.0, pts * sech2 * slope)
    want = mish_prime64(pts)
    rel, ab = derivative_bound(probe.judge)
    close = np.isfinite(got) & (np.abs(got - want) <= rel * np.abs(want) + ab)
    past = exp_overflows(pts, probe.ev.dtype(aval(s).dtype)) & ~np.isfinite(slope)
    return bool(np.all(close | past))


def _slope_on_host(g: Graph, eqns: list[Any], sl: Slice, s: Any, probe: Probe) -> tuple[Any, Any]:
    """``(s, ds/da)`` at the probe points, by ``jax.jvp`` of the slice evaluated
    on the host vectors, for a slice whose custom_jvp rules are all jax's own
    (``logaddexp``'s, so ``softplus``'s; ``relu``'s). Those rules are the exact
    derivative of their function, so the function's own derivative stands for
    them; nothing is traced in the user's context (a ``shard_map``'s manual
    axes, the context mesh), where jax cannot trace a rule again on values
    other than its own trace's."""

    def value(x: jax.Array) -> jax.Array:
        env = {v: x.astype(probe.ev.dtype(aval(v).dtype)) for v in sl.leaves}
        env.update({v: probe.ev.array(c, c.dtype) for v, c in g.scalars.items()})
        probe.ev.run(eqns, env)
        return env[s]

    with probing():
        x = probe.ev.array(probe.pts, probe.narrow)
        return jax.jvp(value, (x,), (jnp.ones_like(x),))


def _custom_jvp_calls(eqns: Sequence[Any]) -> list[Any]:
    found = []
    for eqn in eqns:
        if eqn.primitive.name == _jp.CUSTOM_JVP_CALL:
            found.append(eqn)
        if eqn.primitive.name in _jp.CALL_PRIMITIVES or eqn.primitive.name == _jp.CUSTOM_JVP_CALL:
            body = eqn.params.get("call_jaxpr", eqn.params.get("jaxpr"))
            found += _custom_jvp_calls(jaxpr_and_consts(body)[0].eqns)
    return found


# --- backward sites --------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Backward:
    """A value ``g = dy * mish'(a)`` computed pointwise from ``dy`` and ``a``."""

    index: int  # the equation whose one result is g
    dy: Any
    a: Any
    slice: tuple[int, ...]  # the equations computing g
    own: tuple[int, ...]  # those of them that read dy, directly or not
    before_cast: Backward | None = None
    """Where ``g`` is a cast (float32 to bfloat16 in mixed precision): the same
    gradient before it, for when the wider value is read elsewhere too (the
    shortcut of a residual block)."""


def _mul_partners(g: Graph, vs: Sequence[Any]) -> set[Any]:
    """The other operands of the ``mul`` equations that read one of ``vs``."""
    out: set[Any] = set()
    for v in vs:
        for i in g.users.get(v, ()):
            eqn = g.eqns[i]
            if eqn.primitive.name != "mul":
                continue
            for p, q in ((eqn.invars[0], eqn.invars[1]), (eqn.invars[1], eqn.invars[0])):
                if p is v and not isinstance(q, Literal):
                    out.add(q)
    return out


def _tainted(g: Graph, dy: Any, shape: tuple[Any, ...]) -> list[int]:
    """Equations reached from ``dy`` through pointwise equations, in order."""
    seen: set[int] = set()
    frontier = [dy]
    while frontier:
        v = frontier.pop()
        for i in g.users.get(v, ()):
            if i in seen or not pointwise_eqn(g.eqns[i]):
                continue
            if any(shape_of(o) not in ((), shape) for o in g.eqns[i].outvars):
                continue
            seen.add(i)
            if len(seen) > MAX_SLICE:
                return sorted(seen)
            frontier.extend(g.eqns[i].outvars)
    return sorted(seen)


def backward_sites(g: Graph, fwd: Forward) -> list[Backward]:
    """The gradient of ``fwd``'s Mish with respect to its input, where the
    backward pass computes it in the same jaxpr: found from the cotangent
    ``dy`` that multiplies both the tanh and ``a`` (the transpose of the
    product), then probed as ``dy * mish'(a)``."""
    tanh_out = g.eqns[fwd.tanh_index].outvars[0]
    t_like = [tanh_out] + [
        g.eqns[i].outvars[0]
        for i in g.users.get(tanh_out, ())
        if g.eqns[i].primitive.name == "convert_element_type"
    ]
    a_root = g.classes.find(fwd.a)
    a_like = [v for v in g.users if g.classes.find(v) is a_root]
    cotangents = (_mul_partners(g, t_like) & _mul_partners(g, a_like)) - {fwd.a, tanh_out}
    shape = shape_of(fwd.a)
    found = []
    for dy in sorted(cotangents, key=lambda v: g.producer.get(v, -1)):
        if shape_of(dy) not in ((), shape):
            continue
        for i in reversed(_tainted(g, dy, shape)):
            eqn = g.eqns[i]
            if i == fwd.index or len(eqn.outvars) != 1:
                continue
            out = eqn.outvars[0]
            if shape_of(out) != shape or dtype_name(out) not in FLOATS:
                continue
            site = _backward_at(g, fwd, dy, i, shape)
            if site is not None:
                found.append(site)
                break
    return found


def _backward_at(
    g: Graph, fwd: Forward, dy: Any, i: int, shape: tuple[Any, ...]
) -> Backward | None:
    """The backward site at equation ``i``, if its result is ``dy * mish'(a)``."""
    out = g.eqns[i].outvars[0]
    sl = slice_of(g, out, _roots(g, fwd.a), shape, frozenset({dy}))
    if sl is None or dy not in sl.marked or i not in sl.eqns:
        return None
    if not _is_mish_grad(g, sl, fwd.a, dy, out):
        return None
    eqn = g.eqns[i]
    before = None
    if eqn.primitive.name == "convert_element_type" and not isinstance(eqn.invars[0], Literal):
        j = g.producer.get(eqn.invars[0])
        if j is not None and j in sl.eqns and dtype_name(eqn.invars[0]) in FLOATS:
            before = _backward_at(g, fwd, dy, j, shape)
    return Backward(i, dy, fwd.a, sl.eqns, _reads(g, sl.eqns, dy), before)


def _reads(g: Graph, eqns: Sequence[int], v: Any) -> tuple[int, ...]:
    """Those of ``eqns`` that read ``v``, directly or through one another."""
    reached = {v}
    own = []
    for i in eqns:
        if any(x in reached for x in g.eqns[i].invars if not isinstance(x, Literal)):
            own.append(i)
            reached.update(g.eqns[i].outvars)
    return tuple(own)


def _is_mish_grad(g: Graph, sl: Slice, a: Any, dy: Any, out: Any) -> bool:
    """Whether ``out``, a function of ``a`` and ``dy``, is ``dy * mish'(a)``:
    at every probe point, for each of three cotangents, within
    :func:`derivative_bound` and linear in ``dy``. A gradient stored in a half
    type is judged in float32, as a forward site of that type is."""
    probe = Probe.of(a, sl.leaves, out)
    if probe is None or probe.narrow.kind in "iu":
        return False
    eqns = [g.eqns[i] for i in sl.eqns]
    results = []
    try:
        with probing():
            for c in COTANGENTS:
                env = probe.env(g, sl.leaves)
                env[dy] = probe.ev.array(np.full(probe.ev.shape(dy) or (), c), aval(dy).dtype)
                probe.ev.run(eqns, env)
                results.append(np.asarray(env[out]).astype(np.float64))
    except Exception as err:
        logger.debug("backward probe failed (%s): left as written", err)
        return False
    pts = probe.pts
    if any(r.shape != pts.shape for r in results):
        return False
    unit = results[0]
    want = mish_prime64(pts)
    rel, ab = derivative_bound(probe.judge)
    eps = float(ml_dtypes.finfo(probe.judge).eps)
    ok = np.isfinite(unit) & (np.abs(unit - want) <= rel * np.abs(want) + ab)
    for c, r in zip(COTANGENTS[1:], results[1:]):
        tol = LINEAR_ULPS * eps * abs(c) * (1.0 + np.abs(unit))
        ok &= np.isfinite(r) & (np.abs(r - c * unit) <= tol)
    past = exp_overflows(pts, probe.judge) & ~np.isfinite(unit)
    return bool(np.all(ok | past))
