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

import contextlib
import dataclasses
import functools
import logging
from collections.abc import Iterator, Sequence
from typing import Any

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax.extend.core import ClosedJaxpr, Jaxpr, Literal

from jax_mish import _jax_private as _jp

__all__ = [
    "Backward",
    "Bias",
    "Forward",
    "Graph",
    "backward_sites",
    "bias_of",
    "bias_reduction",
    "derivative_bound",
    "forward_site",
    "judging_dtype",
    "probe_points",
    "softplus_bound",
]

logger = logging.getLogger("jax_mish.rewrite")

# Elementwise primitives a softplus, or the gradient of a Mish, may be spelled
# with. Anything else (a reduction, a gather, a random draw, a collective) makes
# a candidate "not Mish", and so does stop_gradient: its value is softplus's
# but its derivative is not, and MishGrad's would replace the user's.
_POINTWISE = frozenset(
    """abs acos acosh add add_any and asin asinh atan atan2 atanh cbrt ceil clamp cos
    cosh div eq erf erf_inv erfc exp exp2 expm1 floor ge gt integer_pow is_finite le log
    log1p log2 logistic lt max min mul ne neg nextafter not one_minus_square or pow
    reduce_precision rem round
    rsqrt select_n sign sin sinh sqrt square sub tan tanh
    convert_element_type""".split()
)
_FLOATS = frozenset({"float16", "bfloat16", "float32", "float64"})
_HALF = frozenset({"float16", "bfloat16"})
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
_IDENTITIES = _jp.VALUE_IDENTITIES | _jp.LAYOUT_IDENTITIES
_MAX_SLICE = 256  # equations in one candidate: more is not a softplus or a MishGrad
# Parameters that lay a result out on devices; probes run on plain host arrays.
_LAYOUT_PARAMS = frozenset({"sharding", "out_sharding"})

# The bounds, in multiples of the judging dtype's eps (docs/design.md).
_REL_ULPS = 4.0
_ABS_EPS = 1.0
# A backward candidate must be linear in dy: for each cotangent c, within this
# many eps of |c| (1 + |mish'(a)|), the size of the terms a backward pass adds
# (tanh(s) and a sech^2(s) sigmoid(a) are at most 1 and 0.6 in magnitude).
_LINEAR_ULPS = 8.0
# The cotangents a backward candidate is probed with: exact in every float
# type, and at most 1 in magnitude, so that c * a cannot overflow.
_COTANGENTS = (1.0, -0.75, 0.625)


def judging_dtype(dtype: Any) -> np.dtype:
    """The dtype a subgraph whose site is stored in ``dtype`` is judged in:
    float32 for float16 and bfloat16 (whose eps would admit look-alikes such
    as ``1.02 * softplus``), else ``dtype`` itself."""
    dt = np.dtype(dtype)
    return np.dtype(np.float32) if dt.name in _HALF else dt


def softplus_bound(dtype: Any) -> tuple[float, float]:
    """``(rel, abs)``: a candidate ``s`` is softplus when ``|tanh(s) -
    tanh(softplus(a))| <= rel * tanh(softplus(a)) + abs`` at every probe point,
    for ``dtype`` the judging dtype (:func:`judging_dtype`)."""
    eps = float(ml_dtypes.finfo(np.dtype(dtype)).eps)
    return _REL_ULPS * eps, _ABS_EPS * eps


def derivative_bound(dtype: Any) -> tuple[float, float]:
    """``(rel, abs)`` for derivatives: a forward site's ``d(a tanh s)/da``,
    with the user's ``ds/da`` (custom_jvp rules applied), and a backward
    site's ``g / dy`` must satisfy ``|got - mish'(a)| <= rel |mish'(a)| + abs``
    at the probe points, for ``dtype`` the judging dtype. The absolute term,
    ``2 eps log(1/eps)``, admits jax's own softplus rule ``exp(a -
    softplus(a))``, which loses up to ``|a| eps`` for ``|a|`` up to
    ``log(1/eps)``, and a backward pass that forms ``1 - tanh^2``."""
    eps = float(ml_dtypes.finfo(np.dtype(dtype)).eps)
    return _REL_ULPS * eps, 2.0 * eps * float(np.log(1.0 / eps))


def probe_points(dtype: Any) -> np.ndarray:
    """The points, as float64 values representable in ``dtype``, at which a
    candidate is evaluated: far negative (softplus underflows), around zero,
    far positive and past the overflow of ``exp`` in ``dtype``; for an integer
    ``dtype`` the integers among them that it holds."""
    dt = np.dtype(dtype)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        base = np.round(probe_points(np.float32))
        ints = base[(base >= info.min) & (base <= info.max)]
        return np.unique(np.concatenate([ints, np.arange(-8.0, 9.0)]))
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


def _softplus64(x: np.ndarray) -> np.ndarray:
    return np.logaddexp(0.0, x)


def _mish_prime64(x: np.ndarray) -> np.ndarray:
    """``mish'(x) = tanh(sp) + x sech^2(sp) sigmoid(x)`` in float64."""
    with np.errstate(over="ignore", invalid="ignore"):
        sp = _softplus64(x)
        sech2 = 1.0 / np.cosh(sp) ** 2
        sig = 0.5 * (1.0 + np.tanh(0.5 * x))
        return np.tanh(sp) + np.where(sech2 == 0.0, 0.0, x * sech2 * sig)


def _exp_overflows(pts: np.ndarray, dtype: Any) -> np.ndarray:
    """Where ``exp(a)`` overflows ``dtype``, or ``exp(-a)`` falls below its
    smallest normal number (which the CPU flushes to zero): there a spelling
    may give ``softplus = inf`` (``log(1 + exp(a))``, ``-log(sigmoid(-a))``)
    and a NaN slope, while Mish is ``a`` and its slope 1 to the last bit."""
    fi = ml_dtypes.finfo(np.dtype(dtype))
    return pts > min(np.log(float(fi.max)), -np.log(float(fi.tiny)))


def _aval(v: Any) -> Any:
    """``v``'s abstract value (typed loosely: jax types it as ``AbstractValue``)."""
    return v.aval


# --- the jaxpr ------------------------------------------------------------------


def _dtype_name(v: Any) -> str | None:
    dt = getattr(getattr(v, "aval", None), "dtype", None)
    return None if dt is None else np.dtype(dt).name


def _shape(v: Any) -> tuple[Any, ...]:
    """``v``'s shape; ``(None,)``, which no site has, for a value without one."""
    shape = getattr(getattr(v, "aval", None), "shape", None)
    return (None,) if shape is None else tuple(shape)


def jaxpr_and_consts(p: Any) -> tuple[Jaxpr, Sequence[Any]]:
    """The jaxpr and constants of a body parameter, closed or not."""
    if isinstance(p, ClosedJaxpr):
        return p.jaxpr, p.consts
    return p, ()


def _call_body(eqn: Any) -> Any:
    return eqn.params.get("call_jaxpr", eqn.params.get("jaxpr"))


def _is_call(name: str) -> bool:
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
            if name in _IDENTITIES:
                for src, out in zip(eqn.invars, eqn.outvars):
                    if not isinstance(src, Literal):
                        self.parent[out] = self.find(src)
                continue
            if name != "convert_element_type" or len(eqn.outvars) != 1:
                continue
            (src,), (out,) = eqn.invars, eqn.outvars
            if isinstance(src, Literal):
                continue
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


class Graph:
    """One jaxpr, indexed for recognition: producers, users, value classes and
    the scalar constants a probe may read."""

    def __init__(self, jaxpr: Jaxpr, consts: Sequence[Any] = ()):
        self.jaxpr = jaxpr
        self.eqns = jaxpr.eqns
        self.producer = {o: i for i, e in enumerate(self.eqns) for o in e.outvars}
        self.scalars: dict[Any, Any] = {}
        for cv, c in zip(jaxpr.constvars, consts):
            if np.ndim(c) == 0 and not isinstance(c, jax.core.Tracer):
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
    return all(_pointwise_eqn(e) for e in jaxpr.eqns)


def _pointwise_eqn(eqn: Any) -> bool:
    """Whether ``eqn`` computes each element of its results from the same
    element of its operands only (scalars broadcast)."""
    name = eqn.primitive.name
    if name in _POINTWISE or name in _IDENTITIES:
        return True
    if name == "broadcast_in_dim":  # a scalar filled out, as jnp writes constants
        return len(eqn.invars) == 1 and _shape(eqn.invars[0]) == ()
    if _is_call(name):
        sub = _call_body(eqn)
        if sub is None:
            return False
        j, consts = jaxpr_and_consts(sub)
        return all(np.ndim(c) == 0 for c in consts) and _pointwise_body(j)
    return False


@dataclasses.dataclass(frozen=True)
class _Slice:
    eqns: tuple[int, ...]  # the equations computing the target, in order
    leaves: frozenset[Any]  # the variables of the roots' classes it reads
    marked: frozenset[Any]  # the extra leaves it reads (a backward site's dy)


def _slice(
    g: Graph,
    target: Any,
    roots: Sequence[Any],
    shape: tuple[Any, ...],
    marked: frozenset = frozenset(),
) -> _Slice | None:
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
            if not _pointwise_eqn(eqn):
                return None
            eqns.add(i)
            if len(eqns) > _MAX_SLICE:
                return None
            stack.extend(eqn.invars)
    if not leaves:
        return None
    return _Slice(tuple(sorted(eqns)), frozenset(leaves), frozenset(hit))


# --- evaluating a slice on the probe points --------------------------------------


class _Unprobeable(Exception):
    """A subgraph the probe cannot evaluate (it is then left as written)."""


@contextlib.contextmanager
def _probing() -> Iterator[None]:
    """Concrete host evaluation, even while an outer ``jit`` or ``grad`` is
    tracing; ``exp`` overflows at some probe points by design, which the
    user's ``jax_debug_infs``/``jax_debug_nans`` must not turn into errors."""
    cpu = jax.devices("cpu")[0]
    with (
        jax.ensure_compile_time_eval(),
        jax.default_device(cpu),
        jax.debug_infs(False),
        jax.debug_nans(False),
    ):
        yield


class _Evaluator:
    """Evaluates pointwise equations on vectors of ``n`` probe values: a
    variable of the site's shape holds a vector, a scalar stays a scalar, call
    bodies run in line, and every dtype in ``dtype_map`` is computed in its
    image (float16 and bfloat16 in float32 for a half-precision site)."""

    def __init__(self, site_shape: tuple[Any, ...], n: int, dtype_map: dict[np.dtype, np.dtype]):
        self.site_shape = site_shape
        self.n = n
        self.dtype_map = dtype_map

    def dtype(self, dt: Any) -> np.dtype:
        dt = np.dtype(dt)
        return self.dtype_map.get(dt, dt)

    def shape(self, v: Any) -> tuple[int, ...]:
        """A value of the site's shape is a vector of the probe points; any other
        is a constant filled out (pointwise equations compute it from scalars
        alone), held as a scalar."""
        return (self.n,) if _shape(v) == self.site_shape else ()

    def array(self, values: Any, dtype: Any) -> jax.Array:
        return jnp.asarray(np.asarray(values).astype(self.dtype(dtype)))

    def read(self, env: dict[Any, Any], v: Any) -> Any:
        if isinstance(v, Literal):
            return self.array(v.val, _aval(v).dtype)
        return env[v]

    def jaxpr(self, jaxpr: Jaxpr, consts: Sequence[Any], args: Sequence[Any]) -> list[Any]:
        env: dict[Any, Any] = {}
        for cv, c in zip(jaxpr.constvars, consts):
            if np.ndim(c) != 0:
                raise _Unprobeable("a constant array")
            env[cv] = self.array(c, _aval(cv).dtype)
        env.update(zip(jaxpr.invars, args))
        self.run(jaxpr.eqns, env)
        return [self.read(env, v) for v in jaxpr.outvars]

    def run(self, eqns: Sequence[Any], env: dict[Any, Any]) -> None:
        for eqn in eqns:
            outs = self.eqn(eqn, [self.read(env, v) for v in eqn.invars])
            env.update(zip(eqn.outvars, outs))

    def eqn(self, eqn: Any, args: list[Any]) -> list[Any]:
        name = eqn.primitive.name
        if name in _IDENTITIES:
            return list(args)
        if name == "broadcast_in_dim":
            x, out = args[0], eqn.outvars[0]
            if np.ndim(x) == 0:
                return [jnp.broadcast_to(x, self.shape(out))]
            if _shape(eqn.invars[0]) == _shape(out):
                return [x]
            raise _Unprobeable("a broadcast of the site's values")
        if _is_call(name):
            j, consts = jaxpr_and_consts(_call_body(eqn))
            return self.jaxpr(j, consts, args)
        if name not in _POINTWISE:
            raise _Unprobeable(f"primitive {name}")
        params = {k: (None if k in _LAYOUT_PARAMS else v) for k, v in eqn.params.items()}
        if name == "convert_element_type":
            params["new_dtype"] = self.dtype(params["new_dtype"])
        out = eqn.primitive.bind(*args, **params)
        outs = list(out) if eqn.primitive.multiple_results else [out]
        for o, v in zip(outs, eqn.outvars):
            if np.shape(o) != self.shape(v):
                raise _Unprobeable(f"a value of shape {_shape(v)} from the site's values")
        return outs


def _bind_inline(eqn: Any, args: list[Any]) -> list[Any]:
    """``eqn`` bound again on ``args`` of any shape's layout: call bodies in
    line (their equations bound one by one), a custom_jvp call as a whole (so
    that ``jax.jvp`` applies its rule), layouts dropped."""
    name = eqn.primitive.name
    if name in _IDENTITIES:
        return list(args)
    if name in _jp.CALL_PRIMITIVES:
        j, consts = jaxpr_and_consts(_call_body(eqn))
        env: dict[Any, Any] = dict(zip(j.constvars, consts))
        env.update(zip(j.invars, args))
        for sub in j.eqns:
            ins = [v.val if isinstance(v, Literal) else env[v] for v in sub.invars]
            env.update(zip(sub.outvars, _bind_inline(sub, ins)))
        return [v.val if isinstance(v, Literal) else env[v] for v in j.outvars]
    params = {k: (None if k in _LAYOUT_PARAMS else v) for k, v in eqn.params.items()}
    subfuns, bind_params = _jp.bind_params(eqn.primitive, params)
    out = eqn.primitive.bind(*subfuns, *args, **bind_params)
    return list(out) if eqn.primitive.multiple_results else [out]


@dataclasses.dataclass
class _Probe:
    """The probe of one site: its points and how its values are evaluated."""

    pts: np.ndarray
    judge: np.dtype
    ev: _Evaluator
    narrow: np.dtype  # the dtype the points are representable in

    @classmethod
    def of(cls, a: Any, leaves: frozenset, out: Any = None) -> _Probe | None:
        """The probe of a site reading ``a`` (and giving ``out``, where that is
        stored narrower than ``a``: a gradient rounded to bfloat16)."""
        site = np.dtype(_dtype_name(a))
        if site.name not in _FLOATS:
            return None
        if out is not None and _dtype_name(out) in _HALF:
            site = np.dtype(_dtype_name(out))
        dts = [np.dtype(_dtype_name(v)) for v in leaves] + [site]
        if any(d.kind not in "fiuV" for d in dts):
            return None
        ints = [d for d in dts if d.kind in "iu"]
        if ints:  # a Mish of an integer input: integer points
            narrow = min(ints, key=lambda d: d.itemsize)
        else:
            narrow = min(dts, key=lambda d: ml_dtypes.finfo(d).nmant)
        pts = probe_points(narrow)
        judge = judging_dtype(site)
        dmap = {np.dtype(h): judge for h in ("float16", "bfloat16")} if site.name in _HALF else {}
        return cls(pts, judge, _Evaluator(_shape(a), pts.size, dmap), narrow)

    def env(self, g: Graph, leaves: frozenset) -> dict[Any, Any]:
        env = {v: self.ev.array(self.pts, _aval(v).dtype) for v in leaves}
        env.update({v: self.ev.array(c, c.dtype) for v, c in g.scalars.items()})
        return env


# --- forward sites -------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Forward:
    """A Mish product ``a * tanh(s)``."""

    index: int  # the product's equation
    a: Any
    tanh_index: int  # the tanh's equation
    slice: tuple[int, ...]  # the equations computing s from a


def _tanh_input(g: Graph, t: Any) -> tuple[Any, int] | None:
    """``(s, index of the tanh)`` when ``t`` is ``tanh(s)`` or a cast of it."""
    i = g.producer.get(t)
    if i is None:
        return None
    eqn = g.eqns[i]
    if eqn.primitive.name == "convert_element_type" and not isinstance(eqn.invars[0], Literal):
        i = g.producer.get(eqn.invars[0])
        if i is None:
            return None
        eqn = g.eqns[i]
    if eqn.primitive.name != "tanh" or isinstance(eqn.invars[0], Literal):
        return None
    return eqn.invars[0], i


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
            and np.dtype(_aval(src).dtype).kind in "iu"
        ):
            return [a, src]
    return [a]


def forward_site(g: Graph, index: int) -> Forward | None:
    """The forward site at equation ``index`` (a ``mul``), or None."""
    eqn = g.eqns[index]
    if eqn.primitive.name != "mul" or _dtype_name(eqn.outvars[0]) not in _FLOATS:
        return None
    out_shape = _shape(eqn.outvars[0])
    x, y = eqn.invars
    for a, t in ((x, y), (y, x)):
        if isinstance(a, Literal) or isinstance(t, Literal) or _shape(a) != out_shape:
            continue
        found = _tanh_input(g, t)
        if found is None:
            continue
        s, tanh_index = found
        sl = _slice(g, s, _roots(g, a), out_shape)
        if sl is not None and _is_mish(g, sl, a, s):
            return Forward(index, a, tanh_index, sl.eqns)
    return None


def _is_mish(g: Graph, sl: _Slice, a: Any, s: Any) -> bool:
    """Whether ``a * tanh(s)`` is Mish: ``s`` is softplus of ``a`` in value and
    the product's derivative is Mish's (:func:`softplus_bound`,
    :func:`derivative_bound`)."""
    probe = _Probe.of(a, sl.leaves)
    if probe is None:
        return False
    try:
        with _probing():
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
    exact = np.tanh(_softplus64(probe.pts))
    with np.errstate(invalid="ignore"):
        t = np.tanh(got)
    if not np.all(~np.isnan(got) & (np.abs(t - exact) <= rel * exact + ab)):
        return False
    if probe.narrow.kind in "iu":
        return True  # no derivative reaches an integer input
    return _slope_is_mish(g, sl, a, s, probe)


def _slope_is_mish(g: Graph, sl: _Slice, a: Any, s: Any, probe: _Probe) -> bool:
    """Whether ``d(a tanh(s))/da = tanh(s) + a sech^2(s) ds/da``, with ``ds/da``
    as ``jax.jvp`` computes it (custom_jvp rules applied), is ``mish'(a)``.

    A custom_jvp call's rule is traced for the site's shape, so ``ds/da`` is
    traced abstractly at that shape (no array of it is made) and the traced
    jaxpr, pointwise too, is then evaluated on the probe points."""
    eqns = [g.eqns[i] for i in sl.eqns]

    def value(x: jax.Array) -> jax.Array:
        env: dict[Any, Any] = {v: x.astype(_aval(v).dtype) for v in sl.leaves}
        env.update(g.scalars)
        for eqn in eqns:
            args = [v.val if isinstance(v, Literal) else env[v] for v in eqn.invars]
            env.update(zip(eqn.outvars, _bind_inline(eqn, args)))
        return env[s]

    def with_slope(x: jax.Array) -> tuple[jax.Array, jax.Array]:
        return jax.jvp(value, (x,), (jnp.ones_like(x),))

    try:
        traced = jax.make_jaxpr(with_slope)(jax.ShapeDtypeStruct(_shape(a), probe.narrow))
        with _probing():
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
    want = _mish_prime64(pts)
    rel, ab = derivative_bound(probe.judge)
    close = np.isfinite(got) & (np.abs(got - want) <= rel * np.abs(want) + ab)
    past = _exp_overflows(pts, probe.ev.dtype(_aval(s).dtype)) & ~np.isfinite(slope)
    return bool(np.all(close | past))


# --- backward sites --------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Backward:
    """A value ``g = dy * mish'(a)`` computed pointwise from ``dy`` and ``a``."""

    index: int  # the equation whose one result is g
    dy: Any
    a: Any
    slice: tuple[int, ...]  # the equations computing g
    own: tuple[int, ...]  # those of them that read dy, directly or not


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
            if i in seen or not _pointwise_eqn(g.eqns[i]):
                continue
            if any(_shape(o) not in ((), shape) for o in g.eqns[i].outvars):
                continue
            seen.add(i)
            if len(seen) > _MAX_SLICE:
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
    shape = _shape(fwd.a)
    found = []
    for dy in sorted(cotangents, key=lambda v: g.producer.get(v, -1)):
        if _shape(dy) not in ((), shape):
            continue
        for i in reversed(_tainted(g, dy, shape)):
            eqn = g.eqns[i]
            if i == fwd.index or len(eqn.outvars) != 1:
                continue
            out = eqn.outvars[0]
            if _shape(out) != shape or _dtype_name(out) not in _FLOATS:
                continue
            sl = _slice(g, out, _roots(g, fwd.a), shape, frozenset({dy}))
            if sl is None or dy not in sl.marked or i not in sl.eqns:
                continue
            if _is_mish_grad(g, sl, fwd.a, dy, out):
                own = _reads(g, sl.eqns, dy)
                found.append(Backward(i, dy, fwd.a, sl.eqns, own))
                break
    return found


def _reads(g: Graph, eqns: Sequence[int], v: Any) -> tuple[int, ...]:
    """Those of ``eqns`` that read ``v``, directly or through one another."""
    reached = {v}
    own = []
    for i in eqns:
        if any(x in reached for x in g.eqns[i].invars if not isinstance(x, Literal)):
            own.append(i)
            reached.update(g.eqns[i].outvars)
    return tuple(own)


def _is_mish_grad(g: Graph, sl: _Slice, a: Any, dy: Any, out: Any) -> bool:
    """Whether ``out``, a function of ``a`` and ``dy``, is ``dy * mish'(a)``:
    at every probe point, for each of three cotangents, within
    :func:`derivative_bound` and linear in ``dy``. A gradient stored in a half
    type is judged in float32, as a forward site of that type is."""
    probe = _Probe.of(a, sl.leaves, out)
    if probe is None or probe.narrow.kind in "iu":
        return False
    eqns = [g.eqns[i] for i in sl.eqns]
    results = []
    try:
        with _probing():
            for c in _COTANGENTS:
                env = probe.env(g, sl.leaves)
                env[dy] = probe.ev.array(np.full(probe.ev.shape(dy) or (), c), _aval(dy).dtype)
                probe.ev.run(eqns, env)
                results.append(np.asarray(env[out]).astype(np.float64))
    except Exception as err:
        logger.debug("backward probe failed (%s): left as written", err)
        return False
    pts = probe.pts
    if any(r.shape != pts.shape for r in results):
        return False
    unit = results[0]
    want = _mish_prime64(pts)
    rel, ab = derivative_bound(probe.judge)
    eps = float(ml_dtypes.finfo(probe.judge).eps)
    ok = np.isfinite(unit) & (np.abs(unit - want) <= rel * np.abs(want) + ab)
    for c, r in zip(_COTANGENTS[1:], results[1:]):
        tol = _LINEAR_ULPS * eps * abs(c) * (1.0 + np.abs(unit))
        ok &= np.isfinite(r) & (np.abs(r - c * unit) <= tol)
    past = _exp_overflows(pts, probe.judge) & ~np.isfinite(unit)
    return bool(np.all(ok | past))


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
    dims: list[Any] = list(range(len(_shape(src))))
    cur = _shape(src)
    for eqn in reversed(chain):
        out = _shape(eqn.outvars[0])
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
    shape = _shape(a)
    for h, bb in (tuple(g.eqns[i].invars), tuple(g.eqns[i].invars)[::-1]):
        if isinstance(h, Literal) or isinstance(bb, Literal) or _shape(h) != shape:
            continue
        if _dtype_name(h) != _dtype_name(a) or _dtype_name(bb) != _dtype_name(a):
            continue
        # Back through the layout equations to the bias itself.
        src: Any = bb
        while True:
            j = g.producer.get(src)
            if j is None or g.eqns[j].primitive.name not in _LAYOUT:
                break
            src = g.eqns[j].invars[0]
        k = len(_shape(src))
        if k == 0 or k > len(shape) or _shape(src) != shape[len(shape) - k :]:
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
    lead = tuple(range(len(_shape(out)) - len(_shape(b))))
    for i in g.users.get(out, ()):
        eqn = g.eqns[i]
        if (
            eqn.primitive.name == "reduce_sum"
            and tuple(eqn.params.get("axes", ())) == lead
            and _shape(eqn.outvars[0]) == _shape(b)
            and _dtype_name(eqn.outvars[0]) == _dtype_name(out)
        ):
            return i
    return None
