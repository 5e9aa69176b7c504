"""Evaluating a candidate subgraph at probe points, and the bounds it must meet.

Every candidate is judged by evaluating it on a fixed set of points
(:func:`probe_points`), whatever the site's size, on the CPU, outside any
trace; half-precision subgraphs are evaluated in float32, where look-alikes
differ (:func:`judging_dtype`). docs/design.md, "Rewriting user code", states
the bounds (:func:`softplus_bound`, :func:`derivative_bound`) and why.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterator, Sequence
from typing import Any

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax.extend.core import Jaxpr, Literal

from jax_mish import _jax_private as _jp
from jax_mish._rewrite._graph import (
    FLOATS,
    HALF,
    IDENTITIES,
    POINTWISE,
    Graph,
    aval,
    call_body,
    dtype_name,
    is_call,
    jaxpr_and_consts,
    shape_of,
)

__all__ = [
    "COTANGENTS",
    "LINEAR_ULPS",
    "Probe",
    "Unprobeable",
    "bind_inline",
    "derivative_bound",
    "exp_overflows",
    "judging_dtype",
    "mish_prime64",
    "probe_points",
    "probing",
    "run_inline",
    "softplus64",
    "softplus_bound",
]

# Parameters that lay a result out on devices; probes run on plain host arrays.
LAYOUT_PARAMS = frozenset({"sharding", "out_sharding"})

# The bounds, in multiples of the judging dtype's eps (docs/design.md).
REL_ULPS = 4.0
ABS_EPS = 1.0
# A backward candidate must be linear in dy: for each cotangent c, within this
# many eps of |c| (1 + |mish'(a)|), the size of the terms a backward pass adds
# (tanh(s) and a sech^2(s) sigmoid(a) are at most 1 and 0.6 in magnitude).
LINEAR_ULPS = 8.0
# The cotangents a backward candidate is probed with: exact in every float
# type, and at most 1 in magnitude, so that c * a cannot overflow.
COTANGENTS = (1.0, -0.75, 0.625)


def judging_dtype(dtype: Any) -> np.dtype:
    """The dtype a subgraph whose site is stored in ``dtype`` is judged in:
    float32 for float16 and bfloat16 (whose eps would admit look-alikes such
    as ``1.02 * softplus``), else ``dtype`` itself."""
    dt = np.dtype(dtype)
    return np.dtype(np.float32) if dt.name in HALF else dt


def softplus_bound(dtype: Any) -> tuple[float, float]:
    """``(rel, abs)``: a candidate ``s`` is softplus when ``|tanh(s) -
    tanh(softplus(a))| <= rel * tanh(softplus(a)) + abs`` at every probe point,
    for ``dtype`` the judging dtype (:func:`judging_dtype`)."""
    eps = float(ml_dtypes.finfo(np.dtype(dtype)).eps)
    return REL_ULPS * eps, ABS_EPS * eps


def derivative_bound(dtype: Any) -> tuple[float, float]:
    """``(rel, abs)`` for derivatives: a forward site's ``d(a tanh s)/da``,
    with the user's ``ds/da`` (custom_jvp rules applied), and a backward
    site's ``g / dy`` must satisfy ``|got - mish'(a)| <= rel |mish'(a)| + abs``
    at the probe points, for ``dtype`` the judging dtype. The absolute term,
    ``2 eps log(1/eps)``, admits jax's own softplus rule ``exp(a -
    softplus(a))``, which loses up to ``|a| eps`` for ``|a|`` up to
    ``log(1/eps)``, and a backward pass that forms ``1 - tanh^2``."""
    eps = float(ml_dtypes.finfo(np.dtype(dtype)).eps)
    return REL_ULPS * eps, 2.0 * eps * float(np.log(1.0 / eps))


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


def softplus64(x: np.ndarray) -> np.ndarray:
    return np.logaddexp(0.0, x)


def mish_prime64(x: np.ndarray) -> np.ndarray:
    """``mish'(x) = tanh(sp) + x sech^2(sp) sigmoid(x)`` in float64."""
    with np.errstate(over="ignore", invalid="ignore"):
        sp = softplus64(x)
        sech2 = 1.0 / np.cosh(sp) ** 2
        sig = 0.5 * (1.0 + np.tanh(0.5 * x))
        return np.tanh(sp) + np.where(sech2 == 0.0, 0.0, x * sech2 * sig)


def exp_overflows(pts: np.ndarray, dtype: Any) -> np.ndarray:
    """Where ``exp(a)`` overflows ``dtype``, or ``exp(-a)`` falls below its
    smallest normal number (which the CPU flushes to zero): there a spelling
    may give ``softplus = inf`` (``log(1 + exp(a))``, ``-log(sigmoid(-a))``)
    and a NaN slope, while Mish is ``a`` and its slope 1 to the last bit."""
    fi = ml_dtypes.finfo(np.dtype(dtype))
    return pts > min(np.log(float(fi.max)), -np.log(float(fi.tiny)))


class Unprobeable(Exception):
    """A subgraph the probe cannot evaluate (it is then left as written)."""


@contextlib.contextmanager
def probing() -> Iterator[None]:
    """Concrete host evaluation, even while an outer ``jit`` or ``grad`` is
    tracing; ``exp`` overflows at some probe points by design, which the
    user's ``jax_debug_infs``/``jax_debug_nans`` must not turn into errors."""
    cpu = jax.devices("cpu")[0]
    with (
        _jp.no_context_mesh(),
        jax.ensure_compile_time_eval(),
        jax.default_device(cpu),
        jax.debug_infs(False),
        jax.debug_nans(False),
    ):
        yield


class Evaluator:
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
        return (self.n,) if shape_of(v) == self.site_shape else ()

    def array(self, values: Any, dtype: Any) -> jax.Array:
        return self.fill(jnp.asarray(np.asarray(values).astype(self.dtype(dtype))))

    def fill(self, x: Any) -> Any:
        """At a scalar site every value has the site's shape, constants too:
        each is a vector, as primitives such as ``select_n`` need."""
        if self.site_shape == () and np.ndim(x) == 0:
            return jnp.broadcast_to(x, (self.n,))
        return x

    def read(self, env: dict[Any, Any], v: Any) -> Any:
        if isinstance(v, Literal):
            return self.array(v.val, aval(v).dtype)
        return env[v]

    def jaxpr(self, jaxpr: Jaxpr, consts: Sequence[Any], args: Sequence[Any]) -> list[Any]:
        env: dict[Any, Any] = {}
        for cv, c in zip(jaxpr.constvars, consts):
            if np.ndim(c) != 0:
                raise Unprobeable("a constant array")
            env[cv] = self.array(c, aval(cv).dtype)
        env.update(zip(jaxpr.invars, args))
        self.run(jaxpr.eqns, env)
        return [self.read(env, v) for v in jaxpr.outvars]

    def run(self, eqns: Sequence[Any], env: dict[Any, Any]) -> None:
        for eqn in eqns:
            outs = self.eqn(eqn, [self.read(env, v) for v in eqn.invars])
            env.update(zip(eqn.outvars, outs))

    def eqn(self, eqn: Any, args: list[Any]) -> list[Any]:
        name = eqn.primitive.name
        if name in IDENTITIES:
            return list(args)
        if name == "broadcast_in_dim":
            x, out = args[0], eqn.outvars[0]
            if np.ndim(x) == 0:
                return [jnp.broadcast_to(x, self.shape(out))]
            if shape_of(eqn.invars[0]) == shape_of(out):
                return [x]
            raise Unprobeable("a broadcast of the site's values")
        if is_call(name):
            j, consts = jaxpr_and_consts(call_body(eqn))
            return self.jaxpr(j, consts, args)
        if name not in POINTWISE:
            raise Unprobeable(f"primitive {name}")
        params = {k: (None if k in LAYOUT_PARAMS else v) for k, v in eqn.params.items()}
        if name == "convert_element_type":
            params["new_dtype"] = self.dtype(params["new_dtype"])
        out = eqn.primitive.bind(*args, **params)
        outs = list(out) if eqn.primitive.multiple_results else [out]
        outs = [self.fill(o) for o in outs]
        for o, v in zip(outs, eqn.outvars):
            if np.shape(o) != self.shape(v):
                raise Unprobeable(f"a value of shape {shape_of(v)} from the site's values")
        return outs


def bind_inline(eqn: Any, args: list[Any]) -> list[Any]:
    """``eqn`` bound again on ``args`` of any shape's layout: call bodies in
    line (their equations bound one by one), a custom_jvp call as a whole (so
    that ``jax.jvp`` applies its rule), layouts dropped."""
    name = eqn.primitive.name
    if name in IDENTITIES:
        return list(args)
    if name in _jp.CALL_PRIMITIVES:
        return _eval_inline(*jaxpr_and_consts(call_body(eqn)), args)
    params = {k: (None if k in LAYOUT_PARAMS else v) for k, v in eqn.params.items()}
    if name == _jp.CUSTOM_JVP_CALL:
        # Its body may carry the shardings of an explicit mesh, which the rule,
        # traced again here on plain values, does not: a plain body.
        params["call_jaxpr"] = _plain(params["call_jaxpr"])
    subfuns, bind_params = _jp.bind_params(eqn.primitive, params)
    out = eqn.primitive.bind(*subfuns, *args, **bind_params)
    return list(out) if eqn.primitive.multiple_results else [out]


def run_inline(eqns: Sequence[Any], env: dict[Any, Any]) -> None:
    """Binds ``eqns`` in order through :func:`bind_inline`, reading their
    operands from ``env`` and writing their results to it."""
    for eqn in eqns:
        ins = [v.val if isinstance(v, Literal) else env[v] for v in eqn.invars]
        env.update(zip(eqn.outvars, bind_inline(eqn, ins)))


def _eval_inline(j: Any, consts: Sequence[Any], args: Sequence[Any]) -> list[Any]:
    """The jaxpr ``j`` evaluated on ``args`` (:func:`run_inline`)."""
    env: dict[Any, Any] = dict(zip(j.constvars, consts))
    env.update(zip(j.invars, args))
    run_inline(j.eqns, env)
    return [v.val if isinstance(v, Literal) else env[v] for v in j.outvars]


def _plain(closed: Any) -> Any:
    """A closed jaxpr of pointwise equations traced again on plain types: no
    sharding, no varying manual axes."""
    j, consts = jaxpr_and_consts(closed)

    def run(*args: Any) -> list[Any]:
        return _eval_inline(j, consts, args)

    specs = [
        jax.ShapeDtypeStruct(aval(v).shape, aval(v).dtype, weak_type=aval(v).weak_type)
        for v in j.invars
    ]
    return jax.make_jaxpr(run)(*specs)


@dataclasses.dataclass
class Probe:
    """The probe of one site: its points and how its values are evaluated."""

    pts: np.ndarray
    judge: np.dtype
    ev: Evaluator
    narrow: np.dtype  # the dtype the points are representable in

    @classmethod
    def of(cls, a: Any, leaves: frozenset, out: Any = None) -> Probe | None:
        """The probe of a site reading ``a`` (and giving ``out``, where that is
        stored narrower than ``a``: a gradient rounded to bfloat16)."""
        site = np.dtype(dtype_name(a))
        if site.name not in FLOATS:
            return None
        if out is not None and dtype_name(out) in HALF:
            site = np.dtype(dtype_name(out))
        dts = [np.dtype(dtype_name(v)) for v in leaves] + [site]
        if any(d.kind not in "fiuV" for d in dts):
            return None
        ints = [d for d in dts if d.kind in "iu"]
        if ints:  # a Mish of an integer input: integer points
            narrow = min(ints, key=lambda d: d.itemsize)
        else:
            narrow = min(dts, key=lambda d: ml_dtypes.finfo(d).nmant)
        pts = probe_points(narrow)
        judge = judging_dtype(site)
        dmap = {np.dtype(h): judge for h in ("float16", "bfloat16")} if site.name in HALF else {}
        return cls(pts, judge, Evaluator(shape_of(a), pts.size, dmap), narrow)

    def env(self, g: Graph, leaves: frozenset) -> dict[Any, Any]:
        env = {v: self.ev.array(self.pts, aval(v).dtype) for v in leaves}
        env.update({v: self.ev.array(c, c.dtype) for v, c in g.scalars.items()})
        return env
