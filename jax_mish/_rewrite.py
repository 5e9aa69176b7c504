"""``jax_mish.rewrite``: find Mish in a traced function and run jax_mish's primitive there.

How it works (docs/design.md, "Rewriting user code", says why and what it cannot
reach):

1. ``fn`` is traced once per input signature with ``jax.make_jaxpr`` on its
   array leaves; other leaves (callables, strings, Python scalars) are closed
   over and become part of the signature.
2. Every ``mul(a, tanh(s))`` (either operand order; the tanh may be cast
   before the product) is a candidate when ``s`` is computed from ``a`` alone
   through pointwise operations, nested ``jit`` and ``custom_jvp`` calls
   included. "From ``a``" admits values equal to ``a`` by construction: the
   same array cast twice to one dtype, or cast exactly (to a wider float).
3. A candidate is Mish when ``s``, evaluated on probe points of the narrowest
   dtype ``a``'s values are read in (:func:`probe_points`), matches float64
   softplus within
   :func:`softplus_bound`, or is ``+inf`` where ``exp`` itself overflows.
4. The jaxpr is replayed equation by equation, binding each primitive again,
   with ``jax_mish.mish(a)`` (cast to the product's dtype) in place of each
   Mish product; the operations only it used are dropped. Bodies of ``jit``,
   ``scan``, ``cond``, ``while``, ``checkpoint`` and ``shard_map`` and the primal
   function of a ``custom_jvp`` are rewritten the same way and re-traced; the
   differentiation rules of ``custom_jvp`` and ``custom_vjp`` are never touched.
"""

from __future__ import annotations

import collections
import dataclasses
import functools
import logging
import sys
import threading
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax.extend.core import ClosedJaxpr, Jaxpr, Literal

from jax_mish import _impl, _jax_private

__all__ = ["Site", "derivative_bound", "probe_points", "rewrite", "softplus_bound"]

logger = logging.getLogger("jax_mish.rewrite")

# Pointwise primitives a softplus may be spelled with. Anything else (a
# reduction, a gather, a random draw) makes the candidate "not Mish", and so
# does stop_gradient: its value is softplus but its derivative is not, and the
# kernel's derivative would replace the user's.
_POINTWISE = frozenset(
    """abs acos acosh add and asin asinh atan atan2 atanh cbrt ceil clamp copy cos
    cosh div eq erf erf_inv erfc exp exp2 expm1 floor ge gt integer_pow is_finite le log
    log1p logistic lt max min mul ne neg nextafter not or pow reduce_precision rem round
    rsqrt select_n sign sin sinh sqrt square sub tan tanh
    convert_element_type""".split()
)
# Call primitives whose body the probe evaluates in line (a softplus written
# as a jitted function, jax.nn.softplus's jit, jnp.logaddexp's custom_jvp).
_CALLS = frozenset({"pjit", "jit", "closed_call", "call", "custom_jvp_call"})
# Higher-order primitives whose bodies are rewritten, and which of their
# parameters hold those bodies (None: every jaxpr-valued parameter). A
# custom_jvp's rule and anything of custom_vjp are never rewritten: they are
# the user's own derivative.
_BODIES: dict[str, tuple[str, ...] | None] = {
    "pjit": None,
    "jit": None,
    "closed_call": None,
    "call": None,
    "scan": None,
    "cond": None,
    "while": None,
    "remat": None,
    "remat2": None,
    "checkpoint": None,
    "custom_jvp_call": ("call_jaxpr",),
    "shard_map": ("jaxpr",),
}
# Identities on values that mark a value as varying over shard_map's manual
# axes (pvary; pbroadcast in older jax).
_VARYING = frozenset({"pvary", "pbroadcast"})
_FLOATS = ("float16", "bfloat16", "float32", "float64")
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
_CACHE_SIZE = 64  # traced signatures kept per rewritten function, least recently used dropped
_MAX_SLICE = 256  # equations in one candidate softplus: more is not a softplus

# The acceptance bound, in the dtype of ``a``: |s - softplus(a)| <=
# _REL_ULPS * eps * softplus(a) + _ABS_EPS * eps. The absolute term admits
# log(1 + exp(a)), whose 1 + exp(a) rounds to 1 for a below log(eps).
_REL_ULPS = 4.0
_ABS_EPS = 1.0


def softplus_bound(dtype: Any) -> tuple[float, float]:
    """``(rel, abs)``: a candidate ``s`` is softplus when ``|s - softplus(a)| <=
    rel * softplus(a) + abs`` at every probe point, for ``dtype`` the dtype of
    ``a``, or ``s = +inf`` where ``exp(a)`` overflows the dtype ``s`` is
    computed in."""
    eps = float(ml_dtypes.finfo(np.dtype(dtype)).eps)
    return _REL_ULPS * eps, _ABS_EPS * eps


def derivative_bound(dtype: Any) -> tuple[float, float]:
    """``(rel, abs)``: where ``s`` contains a custom_jvp rule, ``ds/da`` must
    satisfy ``|ds/da - sigmoid(a)| <= rel * sigmoid(a) + abs`` at the probe
    points. The absolute term is ``2 eps log(1/eps)``: jax's own softplus
    derivative is ``exp(a - softplus(a))``, whose difference loses up to
    ``|a| eps`` for ``|a|`` up to ``log(1/eps)``. It still refuses a rule that
    is zero or halves the slope (0.5 off at ``a = 0``) in every float dtype."""
    eps = float(ml_dtypes.finfo(np.dtype(dtype)).eps)
    return _REL_ULPS * eps, 2.0 * eps * float(np.log(1.0 / eps))


def probe_points(dtype: Any) -> np.ndarray:
    """The points, as float64 values representable in ``dtype``, at which a
    candidate softplus is compared: far negative (softplus underflows), around
    zero, far positive and past the overflow of ``exp`` in ``dtype``."""
    dt = np.dtype(dtype)
    fi = ml_dtypes.finfo(dt)
    big = float(fi.max)
    t = float(np.log(big))  # exp overflows past t
    mags = np.concatenate(
        [
            np.logspace(-4, np.log10(0.9 * t), 48),
            [t * k for k in (0.99, 1.01, 1.1, 1.5, 3.0, 10.0)],
            [big / 4, big],
        ]
    )
    pts = np.concatenate([-mags, [0.0], mags, np.linspace(-6.0, 6.0, 49)])
    pts = np.clip(pts, -big, big).astype(dt).astype(np.float64)
    return np.unique(pts)


@dataclasses.dataclass(frozen=True)
class Site:
    """One Mish product replaced by ``jax_mish.mish``."""

    shape: tuple[int, ...]
    dtype: str
    source: str | None  # file:line (function), where jax knows it
    where: str  # the bodies it sits in, outermost first ("" at top level)

    def __str__(self) -> str:
        loc = f" in {self.where}" if self.where else ""
        return f"{self.dtype}{list(self.shape)}{loc} at {self.source or 'an unknown line'}"


# --- recognition ---------------------------------------------------------------


def _dtype_name(v: Any) -> str | None:
    aval = getattr(v, "aval", None)
    dt = getattr(aval, "dtype", None)
    return None if dt is None else np.dtype(dt).name


class _Classes:
    """Which variables of one jaxpr hold the same values (union-find)."""

    def __init__(self, jaxpr: Jaxpr):
        self.parent: dict[Any, Any] = {}
        seen: dict[tuple[Any, str | None], Any] = {}
        for eqn in jaxpr.eqns:
            name = eqn.primitive.name
            if len(eqn.invars) != 1 or isinstance(eqn.invars[0], Literal):
                continue
            src, out = eqn.invars[0], eqn.outvars[0]
            if name == "copy" or name in _VARYING:
                self.parent[out] = self.find(src)
            elif name == "convert_element_type":
                to = _dtype_name(out)
                key = (self.find(src), to)
                if key in seen:  # the same array cast again to the same dtype
                    self.parent[out] = self.find(seen[key])
                elif to == _dtype_name(src) or (_dtype_name(src), to) in _EXACT_CASTS:
                    self.parent[out] = self.find(src)
                seen.setdefault(key, out)

    def find(self, v: Any) -> Any:
        while v in self.parent:
            v = self.parent[v]
        return v


def _jaxpr_and_consts(p: Any) -> tuple[Jaxpr, Sequence[Any]]:
    if isinstance(p, ClosedJaxpr):
        return p.jaxpr, p.consts
    return p, ()


@functools.lru_cache(maxsize=512)
def _pointwise_body(jaxpr: Jaxpr) -> bool:
    """Whether a call body computes pointwise only (so it can be probed)."""
    return all(_pointwise_eqn(e) for e in jaxpr.eqns)


def _pointwise_eqn(eqn: Any) -> bool:
    name = eqn.primitive.name
    if name in _POINTWISE or name in _VARYING:
        return True
    if name == "broadcast_in_dim":  # of a constant, as jnp writes scalars
        return isinstance(eqn.invars[0], Literal)
    if name in _CALLS:
        sub = eqn.params.get("call_jaxpr", eqn.params.get("jaxpr"))
        if sub is None:
            return False
        j, consts = _jaxpr_and_consts(sub)
        return all(np.ndim(c) == 0 for c in consts) and _pointwise_body(j)
    return False


def _slice(jaxpr: Jaxpr, producer: dict, classes: _Classes, s: Any, a: Any):
    """Equations (indices, in order) computing ``s`` from ``a``'s class alone,
    and the variables of that class they read; None if ``s`` reads anything
    else or is computed otherwise than pointwise."""
    root = classes.find(a)
    eqns: set[int] = set()
    leaves: set[Any] = set()
    stack, visited = [s], set()
    while stack:
        v = stack.pop()
        if isinstance(v, Literal) or v in visited:
            continue
        visited.add(v)
        if classes.find(v) is root:
            leaves.add(v)
            continue
        i = producer.get(v)
        if i is None:  # another input, or a constant array
            return None
        if i not in eqns:
            eqn = jaxpr.eqns[i]
            if not _pointwise_eqn(eqn):
                return None
            eqns.add(i)
            if len(eqns) > _MAX_SLICE:
                return None
            stack.extend(eqn.invars)
    if not leaves:
        return None
    return sorted(eqns), leaves


def _eval_pointwise(eqn: Any, args: list[Any]) -> list[Any]:
    """Evaluate a pointwise equation on probe arrays of any length."""
    name = eqn.primitive.name
    if name == "broadcast_in_dim" or name in _VARYING:
        return [jnp.asarray(v) for v in args]
    if name in _CALLS:
        j, consts = _jaxpr_and_consts(eqn.params.get("call_jaxpr", eqn.params.get("jaxpr")))
        env: dict[Any, Any] = dict(zip(j.constvars, consts))
        env.update(zip(j.invars, args))
        for sub in j.eqns:
            outs = _eval_pointwise(sub, [_read(env, v) for v in sub.invars])
            env.update(zip(sub.outvars, outs))
        return [_read(env, v) for v in j.outvars]
    out = eqn.primitive.bind(*args, **_probe_params(eqn))
    return list(out) if eqn.primitive.multiple_results else [out]


def _probe_params(eqn: Any) -> dict[str, Any]:
    """``eqn``'s parameters for a probe: a cast's result sharding is dropped,
    since the probe's arrays are not laid out as the site's."""
    params = dict(eqn.params)
    if eqn.primitive.name == "convert_element_type" and "sharding" in params:
        params["sharding"] = None
    return params


def _read(env: dict, v: Any) -> Any:
    return v.val if isinstance(v, Literal) else env[v]


def _is_softplus(jaxpr: Jaxpr, idx: list[int], leaves: set, a: Any, s: Any) -> bool:
    """Probe the candidate ``s(a)`` (see the module doc, step 3)."""
    dts = {_dtype_name(v) for v in leaves} | {_dtype_name(a)}
    if not dts <= set(_FLOATS) or _dtype_name(s) not in _FLOATS:
        return False
    narrow = min((d for d in dts if d is not None), key=lambda d: ml_dtypes.finfo(d).nmant)
    pts = probe_points(narrow)
    try:
        # Concrete values even while an outer jit or grad is tracing; exp is
        # meant to overflow at some probe points, which the user's
        # jax_debug_infs / jax_debug_nans must not turn into errors.
        with jax.ensure_compile_time_eval(), jax.debug_infs(False), jax.debug_nans(False):
            env = {v: jnp.asarray(pts.astype(np.dtype(_dtype_name(v)))) for v in leaves}
            for i in idx:
                eqn = jaxpr.eqns[i]
                env.update(
                    zip(eqn.outvars, _eval_pointwise(eqn, [_read(env, v) for v in eqn.invars]))
                )
            got = np.asarray(env[s]).astype(np.float64)
    except Exception as err:  # a spelling the probe cannot evaluate is left as it is
        logger.debug("probe failed (%s): left as written", err)
        return False
    if got.shape != pts.shape:
        return False
    sdt = np.dtype(_dtype_name(s))
    rel, ab = softplus_bound(np.dtype(_dtype_name(a)))
    exact = np.logaddexp(0.0, pts)
    close = np.isfinite(got) & (np.abs(got - exact) <= rel * exact + ab)
    overflow = (got == np.inf) & (pts > np.log(float(ml_dtypes.finfo(sdt).max)))
    if not np.all(close | overflow):
        return False
    if any(_has_custom_rule(jaxpr.eqns[i]) for i in idx):
        return _derivative_is_sigmoid(jaxpr, idx, leaves, a, s, narrow)
    return True


def _has_custom_rule(eqn: Any) -> bool:
    """Whether ``eqn`` is, or calls, a custom_jvp function: its derivative is
    the rule's, which the value probe (run on the primal) does not see."""
    name = eqn.primitive.name
    if name == "custom_jvp_call":
        return True
    if name in _CALLS:
        j, _ = _jaxpr_and_consts(eqn.params.get("call_jaxpr", eqn.params.get("jaxpr")))
        return any(_has_custom_rule(e) for e in j.eqns)
    return False


def _derivative_is_sigmoid(
    jaxpr: Jaxpr, idx: list[int], leaves: set, a: Any, s: Any, narrow: str
) -> bool:
    """Whether ``ds/da`` at the probe points, with custom_jvp rules applied as
    ``jax.jvp`` applies them, is ``sigmoid(a)`` within :func:`derivative_bound`
    (non-finite allowed past ``exp``'s overflow, as for the values). A rule
    that is not softplus's derivative (a zero or clipped one) would be replaced
    by MishGrad's, so such a candidate is not Mish.

    The equations are bound as they are, at the site's shape, since a call's
    body is traced for that shape: the probe points fill arrays of the site's
    shape (several, mapped with ``vmap``, when the site is smaller)."""
    shape = tuple(a.aval.shape)
    n = int(np.prod(shape))
    if n == 0:
        return False  # nothing to probe; an empty site gains nothing
    pts = probe_points(narrow)
    reps = -(-pts.size // n)
    xs = np.resize(pts, reps * n).astype(np.dtype(narrow))

    def value(x: jax.Array) -> jax.Array:
        env: dict[Any, Any] = {v: x.astype(np.dtype(_dtype_name(v))) for v in leaves}
        for i in idx:
            eqn = jaxpr.eqns[i]
            args = [_read(env, v) for v in eqn.invars]
            outs = args if eqn.primitive.name in _VARYING else _bind(eqn, args, _probe_params(eqn))
            env.update(zip(eqn.outvars, outs))
        return env[s]

    def slope(x: jax.Array) -> jax.Array:
        return jax.jvp(value, (x,), (jnp.ones_like(x),))[1]

    points = xs.reshape((reps, *shape))
    try:
        with jax.debug_infs(False), jax.debug_nans(False):
            try:
                with jax.ensure_compile_time_eval():
                    got = np.asarray(jax.vmap(slope)(jnp.asarray(points)))
            except jax.errors.TracerArrayConversionError:
                # jax 0.8 applies a custom_jvp rule in the outer trace even
                # here; a compiled probe is traced apart from it.
                got = np.asarray(jax.jit(jax.vmap(slope)).lower(points).compile()(points))
    except Exception as err:
        logger.debug("derivative probe failed (%s): left as written", err)
        return False
    got = got.astype(np.float64).reshape(-1)
    x64 = xs.astype(np.float64)
    want = 0.5 * (1.0 + np.tanh(0.5 * x64))  # sigmoid, without exp's overflow
    rel, ab = derivative_bound(np.dtype(_dtype_name(a)))
    close = np.isfinite(got) & (np.abs(got - want) <= rel * want + ab)
    past = x64 > np.log(float(ml_dtypes.finfo(np.dtype(_dtype_name(s))).max))
    return bool(np.all(close | (past & ~np.isfinite(got))))


def _tanh_input(jaxpr: Jaxpr, producer: dict, t: Any) -> Any:
    """``s`` when ``t`` is ``tanh(s)`` or a cast of it, else None."""
    i = producer.get(t)
    if i is None:
        return None
    eqn = jaxpr.eqns[i]
    if eqn.primitive.name == "convert_element_type" and not isinstance(eqn.invars[0], Literal):
        i = producer.get(eqn.invars[0])
        if i is None:
            return None
        eqn = jaxpr.eqns[i]
    if eqn.primitive.name != "tanh" or isinstance(eqn.invars[0], Literal):
        return None
    return eqn.invars[0]


# --- rewriting -------------------------------------------------------------------


@dataclasses.dataclass
class _Plan:
    """How to replay one jaxpr: the Mish products (equation index -> ``a``),
    rewritten parameters of higher-order equations, and the equations to run."""

    sites: dict[int, Any]
    params: dict[int, dict[str, Any]]
    live: set[int]


def _sds(aval: Any) -> jax.ShapeDtypeStruct:
    return jax.ShapeDtypeStruct(aval.shape, aval.dtype, weak_type=bool(aval.weak_type))


class _Rewriter:
    def __init__(self, impl: str):
        self.impl = impl
        self.sites: list[Site] = []
        self.unreached: list[str] = []
        self._memo: dict[int, tuple[Any, Any]] = {}

    def plan(self, jaxpr: Jaxpr, where: str, source: str | None = None) -> _Plan | None:
        producer = {o: i for i, e in enumerate(jaxpr.eqns) for o in e.outvars}
        classes: _Classes | None = None
        sites: dict[int, Any] = {}
        params: dict[int, dict[str, Any]] = {}
        for i, eqn in enumerate(jaxpr.eqns):
            name = eqn.primitive.name
            if name == "mul" and _dtype_name(eqn.outvars[0]) in _FLOATS:
                if classes is None:
                    classes = _Classes(jaxpr)
                a = self._match(jaxpr, producer, classes, eqn)
                if a is not None:
                    sites[i] = a
                    out: Any = eqn.outvars[0].aval
                    site = Site(
                        tuple(out.shape),
                        np.dtype(out.dtype).name,
                        _jax_private.source_line(eqn) or source,
                        where,
                    )
                    self.sites.append(site)
                    logger.info("jax_mish.rewrite: Mish %s", site)
            elif name in _BODIES:
                new = self._rewrite_params(eqn, where, _jax_private.source_line(eqn) or source)
                if new is not None:
                    params[i] = new
        if not sites and not params:
            return None
        return _Plan(sites, params, _live(jaxpr, sites))

    def _match(self, jaxpr: Jaxpr, producer: dict, classes: _Classes, eqn: Any) -> Any:
        x, y = eqn.invars
        for a, t in ((x, y), (y, x)):
            if isinstance(a, Literal) or isinstance(t, Literal):
                continue
            if a.aval.shape != eqn.outvars[0].aval.shape:
                continue
            s = _tanh_input(jaxpr, producer, t)
            if s is None:
                continue
            found = _slice(jaxpr, producer, classes, s, a)
            if found is not None and _is_softplus(jaxpr, found[0], found[1], a, s):
                return a
        return None

    def _rewrite_params(self, eqn: Any, where: str, source: str | None) -> dict[str, Any] | None:
        name = eqn.primitive.name
        keys = _BODIES[name]
        label = name if "name" not in eqn.params else f"{name}({eqn.params['name']})"
        inner = f"{where} > {label}" if where else label
        new, changed = dict(eqn.params), False
        for k, v in eqn.params.items():
            if keys is not None and k not in keys:
                continue
            if isinstance(v, (ClosedJaxpr, Jaxpr)):
                nv = self.body(v, inner, eqn, source)
            elif isinstance(v, tuple) and v and all(isinstance(b, (ClosedJaxpr, Jaxpr)) for b in v):
                nv = tuple(self.body(b, inner, eqn, source) for b in v)
            else:
                continue
            if nv is not v and (not isinstance(v, tuple) or any(p is not q for p, q in zip(nv, v))):
                new[k], changed = nv, True
        return new if changed else None

    def body(self, sub: Any, where: str, eqn: Any, source: str | None) -> Any:
        """``sub`` rewritten (a new jaxpr of the same kind), or ``sub`` itself."""
        key = id(sub)
        if key in self._memo and self._memo[key][0] is sub:
            return self._memo[key][1]
        jaxpr, consts = _jaxpr_and_consts(sub)
        found = len(self.sites)
        plan = self.plan(jaxpr, where, source)
        result = sub
        if plan is not None:
            result = self._retrace(sub, jaxpr, consts, plan, where, eqn)
            if result is sub and plan.params and plan.sites:
                # Bodies nested in a shard_map body are re-traced without its
                # manual axes, which its replay may then refuse: keep them as
                # written and replace the body's own sites.
                direct = _Plan(plan.sites, {}, _live(jaxpr, plan.sites))
                result = self._retrace(sub, jaxpr, consts, direct, where, eqn)
                if result is not sub:
                    self.sites[found:] = [x for x in self.sites[found:] if x.where == where]
                    self.unreached[-1] += " (its own sites were replaced, not its nested bodies)"
            if result is sub:  # left as written: its sites were not replaced
                del self.sites[found:]
        self._memo[key] = (sub, result)
        return result

    def _retrace(self, sub, jaxpr, consts, plan, where, eqn) -> Any:
        fun = functools.partial(_replay, jaxpr, list(consts), plan, self.impl)
        try:
            if eqn.primitive.name == "shard_map":
                return self._retrace_manual(fun, jaxpr, eqn)
            closed = jax.make_jaxpr(lambda *args: fun(args))(*[_sds(v.aval) for v in jaxpr.invars])
        except Exception as err:  # leave the body as it was; say so
            self.unreached.append(f"{where}: {type(err).__name__}: {err}")
            return sub
        if isinstance(sub, ClosedJaxpr):
            return closed
        if closed.consts:  # an open body cannot take constants: leave it
            self.unreached.append(f"{where}: the rewritten body needs constants")
            return sub
        return closed.jaxpr

    def _retrace_manual(self, fun, jaxpr, eqn) -> Any:
        """A shard_map body, re-traced inside a shard_map of the same mesh so that
        its values keep their varying manual axes."""
        p = eqn.params
        inner: list[Any] = []

        def body(*args):
            out = fun(args)
            inner.append(None)
            return tuple(out)

        mapped = jax.shard_map(
            body,
            mesh=p["mesh"],
            in_specs=tuple(p["in_specs"]),
            out_specs=tuple(p["out_specs"]),
            check_vma=p.get("check_vma", True),
            axis_names=set(p.get("newly_manual_axes", p.get("manual_axes", p["mesh"].axis_names))),
        )
        outer = [
            jax.ShapeDtypeStruct(_global_shape(v.aval.shape, spec, p["mesh"]), v.aval.dtype)
            for v, spec in zip(jaxpr.invars, p["in_specs"])
        ]
        closed = jax.make_jaxpr(mapped)(*outer)
        (sm,) = [e for e in closed.jaxpr.eqns if e.primitive.name == "shard_map"]
        return sm.params["jaxpr"]


def _global_shape(shape: tuple[int, ...], spec: Any, mesh: Any) -> tuple[int, ...]:
    out = list(shape)
    for d, axes in enumerate(spec):
        if axes is None:
            continue
        for ax in axes if isinstance(axes, tuple) else (axes,):
            out[d] *= mesh.shape[ax]
    return tuple(out)


def _live(jaxpr: Jaxpr, sites: dict[int, Any]) -> set[int]:
    """Equations the outputs still need once the sites read only ``a``."""
    needed = {v for v in jaxpr.outvars if not isinstance(v, Literal)}
    live: set[int] = set()
    for i in range(len(jaxpr.eqns) - 1, -1, -1):
        eqn = jaxpr.eqns[i]
        if i in sites:
            if eqn.outvars[0] in needed:
                live.add(i)
                needed.add(sites[i])
            continue
        if eqn.effects or any(o in needed for o in eqn.outvars):
            live.add(i)
            needed.update(v for v in eqn.invars if not isinstance(v, Literal))
    return live


def _bind_params(prim: Any, params: dict[str, Any]) -> tuple[list[Any], dict[str, Any]]:
    """What ``prim.bind`` takes for an equation's params, as ``jax.core.eval_jaxpr``
    does it: jax 0.8 returns ``(subfuns, params)``, later releases the params."""
    got = prim.get_bind_params(params)
    if isinstance(got, tuple) and len(got) == 2 and isinstance(got[1], dict):
        return list(got[0]), got[1]
    return [], got


def _bind(eqn: Any, args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
    """``eqn``'s primitive bound again on ``args`` with ``params``: its outputs."""
    subfuns, bind_params = _bind_params(eqn.primitive, params)
    out = eqn.primitive.bind(*subfuns, *args, **bind_params)
    return list(out) if eqn.primitive.multiple_results else [out]


def _replay(
    jaxpr: Jaxpr, consts: list[Any], plan: _Plan, impl: str, args: Sequence[Any]
) -> list[Any]:
    """Evaluate ``jaxpr`` on ``args``, binding every primitive again, with the
    plan's sites computed by ``jax_mish.mish``."""
    from jax_mish._api import mish

    env: dict[Any, Any] = dict(zip(jaxpr.constvars, consts))
    env.update(zip(jaxpr.invars, args))
    for i, eqn in enumerate(jaxpr.eqns):
        if i not in plan.live:
            continue
        if i in plan.sites:
            out: Any = eqn.outvars[0].aval
            with _jax_private.source_context(eqn):  # the product's line and scope
                y = mish(_read(env, plan.sites[i]), impl=impl)
            if y.dtype != out.dtype or (getattr(y, "weak_type", False) and not out.weak_type):
                y = lax.convert_element_type(y, out.dtype)
            env[eqn.outvars[0]] = y
            continue
        # The equation's own context (compute_on, xla_metadata, mesh), as
        # jax.core.eval_jaxpr binds it; every jax of CHECKED_JAX has it.
        with _jax_private.source_context(eqn), eqn.ctx.manager:
            outs = _bind(eqn, [_read(env, v) for v in eqn.invars], plan.params.get(i, eqn.params))
        env.update(zip(eqn.outvars, outs))
    return [_read(env, v) for v in jaxpr.outvars]


# --- the public function -----------------------------------------------------------


def _is_array(x: Any) -> bool:
    return isinstance(x, (jax.Array, np.ndarray, np.generic))


def _signature(x: Any) -> Any:
    typeof = getattr(jax, "typeof", None)
    if typeof is not None:
        return typeof(x)
    return (np.shape(x), np.dtype(x.dtype).name, bool(getattr(x, "weak_type", False)))


def _static_key(x: Any) -> Any:
    if isinstance(x, (float, complex)):
        # By bits: 0.0 == -0.0 would share a trace, and nan != nan would
        # never hit the cache.
        z = complex(x)
        return ("value", type(x), z.real.hex(), z.imag.hex())
    try:
        hash(x)
    except TypeError:
        return ("id", id(x))
    return ("value", type(x), x)


# Settings that change what tracing the same function gives (jax.jit keys its
# cache by them too).
_TRACE_CONFIG = (
    "jax_enable_x64",
    "jax_default_matmul_precision",
    "jax_numpy_dtype_promotion",
    "jax_numpy_rank_promotion",
    "jax_default_prng_impl",
)


def _trace_config() -> tuple[Any, ...]:
    return tuple(getattr(jax.config, name, None) for name in _TRACE_CONFIG)


@dataclasses.dataclass
class _Traced:
    jaxpr: Jaxpr
    consts: list[Any]
    plan: _Plan | None
    out_tree: Any
    sites: tuple[Site, ...]
    impl: str  # what the sites bind, chosen once for the trace
    keep: tuple[Any, ...]  # the static leaves, so that keys by id stay valid
    compiled: Any = None  # the replay under jax.jit, for calls outside any trace


def rewrite(
    fn: Callable[..., Any], *, impl: str | None = None, report: bool = False
) -> Callable[..., Any]:
    """``fn`` with every Mish it computes run by :func:`jax_mish.mish`.

    ``fn`` is traced (once per input signature) and each product
    ``a * tanh(s)`` whose ``s`` is softplus of ``a``, however spelled
    (``jax.nn.softplus``, ``log(1 + exp(a))``, ``logaddexp(a, 0)``, a
    thresholded ``log1p(exp(a))``, a jitted or custom_jvp softplus), is
    replaced by ``jax_mish.mish(a, impl=impl)`` cast to the product's dtype,
    so that ``jax.grad`` of the result runs the fused MishGrad. Recognition is
    by value, not spelling: ``s`` is evaluated at probe points covering every
    regime of ``a``'s dtype and must match float64 softplus within
    :func:`jax_mish._rewrite.softplus_bound` (docs/design.md, "Rewriting
    user code"). Everything else runs as written. Mish is found inside the
    bodies of ``jit``, ``scan``, ``cond``, ``while``, ``checkpoint``,
    ``shard_map`` and the primal of ``custom_jvp`` functions; never inside a
    custom derivative rule.

    Args:
      fn: the function to rewrite. Its array arguments (any pytree) are
        traced; other leaves (callables, strings, Python numbers, None) are
        passed as they are and are part of the signature, like
        ``jax.jit``'s static arguments: a Python number is keyed by its
        bits, any other hashable leaf by equality, an unhashable one by
        identity. A leaf whose contents change between calls while it
        stays equal (an object holding arrays, hashed by identity) keeps
        the trace of its first contents; pass such arrays as arguments.
        Like any traced function ``fn`` must not change state other than
        through its results.
      impl: passed to :func:`jax_mish.mish` (``None``: the process default,
        read once each time ``fn`` is traced, and part of the signature).
      report: print the sites replaced to stderr each time ``fn`` is traced
        for a new signature. They are also logged at INFO on the
        ``jax_mish.rewrite`` logger, and ``.sites()`` of the result returns
        those of the latest trace.

    Returns:
      A function with ``fn``'s signature computing the same values. It
      composes with ``jit``, ``grad``, ``vmap``, ``jvp`` and ``checkpoint``.
      Where nothing was found it warns once and runs ``fn``'s trace as is.

    Raises:
      TypeError: if ``fn`` is not callable.
      ValueError: if ``impl`` (or, when it is None, the process default) is
        not a valid choice (see :func:`jax_mish.set_default_impl`).
    """
    if not callable(fn):
        raise TypeError(f"jax_mish.rewrite: fn must be callable, got {type(fn).__name__}")
    if impl is not None:
        _impl.choose(impl, "jax_mish.rewrite")  # a bad impl fails here, not at trace
    cache: collections.OrderedDict[Any, _Traced] = collections.OrderedDict()
    lock = threading.Lock()
    state: dict[str, Any] = {"warned": False, "last": ()}

    def trace(args: tuple, kwargs: dict) -> tuple[_Traced, list[Any]]:
        leaves, treedef = jax.tree.flatten((args, kwargs))
        arrays = [i for i, x in enumerate(leaves) if _is_array(x)]
        dyn = [leaves[i] for i in arrays]
        static = tuple(None if _is_array(x) else _static_key(x) for x in leaves)
        chosen = _impl.choose(impl, "jax_mish.rewrite")
        key = (treedef, static, tuple(_signature(x) for x in dyn), chosen, _trace_config())
        with lock:
            hit = cache.get(key)
            if hit is not None:
                cache.move_to_end(key)  # least recently used goes first
        if hit is not None:
            return hit, dyn
        out_tree: list[Any] = []

        def flat(*dyn_args):
            full = list(leaves)
            for i, v in zip(arrays, dyn_args):
                full[i] = v
            a, k = jax.tree.unflatten(treedef, full)
            out, tree = jax.tree.flatten(fn(*a, **k))
            out_tree.append(tree)
            return out

        closed = jax.make_jaxpr(flat)(*dyn)
        rw = _Rewriter(chosen)
        plan = rw.plan(closed.jaxpr, "")
        # Only the static leaves are kept: the arrays must not outlive the
        # call (nor an outer trace's tracers leak into the cache).
        keep = tuple(x for x in leaves if not _is_array(x))
        traced = _Traced(
            closed.jaxpr, list(closed.consts), plan, out_tree[0], tuple(rw.sites), chosen, keep
        )
        _tell(fn, traced, rw, report, state)
        # Constants that are tracers belong to an outer trace of this call only.
        if not any(isinstance(c, jax.core.Tracer) for c in closed.consts):
            with lock:
                if len(cache) >= _CACHE_SIZE:  # a loop over static values must not grow it
                    cache.popitem(last=False)
                cache[key] = traced
        return traced, dyn

    @functools.wraps(fn)
    def rewritten(*args: Any, **kwargs: Any) -> Any:
        traced, dyn = trace(args, kwargs)
        state["last"] = traced.sites
        if traced.plan is None:
            out = jax.core.eval_jaxpr(traced.jaxpr, traced.consts, *dyn)
        elif any(isinstance(x, jax.core.Tracer) for x in dyn):
            out = _replay(traced.jaxpr, traced.consts, traced.plan, traced.impl, dyn)
        else:
            # Outside any trace a replay would dispatch op by op; compiled once
            # it costs what the jitted original costs.
            if traced.compiled is None:
                replay = functools.partial(
                    _replay, traced.jaxpr, traced.consts, traced.plan, traced.impl
                )
                traced.compiled = jax.jit(
                    lambda *a: replay(a), donate_argnums=_donated(traced.jaxpr)
                )
            out = traced.compiled(*dyn)
        return jax.tree.unflatten(traced.out_tree, out)

    def sites() -> tuple[Site, ...]:
        """The Mish sites replaced in the trace the latest call ran (from any
        thread: calls from several threads at once leave one of theirs)."""
        return state["last"]

    rewritten.sites = sites  # type: ignore[attr-defined]
    return rewritten


def _donated(jaxpr: Jaxpr) -> tuple[int, ...]:
    """Inputs that ``fn``'s own top-level ``jit`` calls donate (a train step
    jitted with ``donate_argnums``), so that the compiled replay donates them
    too and the step keeps its peak memory."""
    position = {v: i for i, v in enumerate(jaxpr.invars)}
    donated: set[int] = set()
    for eqn in jaxpr.eqns:
        for v, d in zip(eqn.invars, eqn.params.get("donated_invars", ())):
            if d and not isinstance(v, Literal) and v in position:
                donated.add(position[v])
    return tuple(sorted(donated))


def _tell(fn: Any, traced: _Traced, rw: _Rewriter, report: bool, state: dict) -> None:
    name = getattr(fn, "__qualname__", None) or type(fn).__name__
    for msg in rw.unreached:
        logger.warning("jax_mish.rewrite(%s): a body was left as written: %s", name, msg)
    if not traced.sites and not state["warned"]:
        state["warned"] = True
        warnings.warn(
            f"jax_mish.rewrite: no Mish found in {name}; it runs as written",
            stacklevel=4,
        )
    if report:
        lines = [f"jax_mish.rewrite({name}): {len(traced.sites)} Mish site(s) replaced"]
        lines += [f"  {s}" for s in traced.sites]
        print("\n".join(lines), file=sys.stderr)
