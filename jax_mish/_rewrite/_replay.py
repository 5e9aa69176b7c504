"""Planning and replaying a rewrite: which equations become kernels, and the
jaxpr evaluated again with them.

:class:`Planner` walks a jaxpr and the bodies of its higher-order equations
(``_jax_private.BODY_PARAMS``), finds the forward and backward sites
(:mod:`._recognise`) and keeps only those whose whole computation the kernels
replace: a forward site whose tanh is still read elsewhere (by a backward
pass left as written) would add a kernel beside the computation it was to
replace, so it is left as written, and said so.

:func:`replay` evaluates the jaxpr again, equation by equation, binding each
primitive with its own source line, name scope and context, with
``jax_mish.mish`` at forward sites and ``jax_mish.mish_grad`` at backward
sites. A body with sites is traced again *when its equation is replayed*, so
that it is traced with its operands' exact types (shardings, ``shard_map``'s
varying axes, weak types) in the context of the enclosing trace; a
``shard_map`` body inside a ``shard_map`` on the same mesh. A body that fails
to trace again is bound as written and reported.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from typing import Any

import jax
import numpy as np
from jax import lax
from jax.extend.core import ClosedJaxpr, Jaxpr, Literal

from jax_mish import _jax_private as _jp
from jax_mish._rewrite._bias import Bias, bias_of, bias_reduction
from jax_mish._rewrite._graph import Graph, inline_calls, jaxpr_and_consts
from jax_mish._rewrite._recognise import Backward, Forward, backward_sites, forward_site

__all__ = ["Plan", "Planner", "Replayer", "Site"]


@dataclasses.dataclass(frozen=True)
class Site:
    """One Mish computation that ``rewrite`` replaced with a kernel."""

    shape: tuple[int, ...]
    dtype: str
    source: str | None
    """``file:line (function)`` of the user's code, where jax records it."""
    where: str
    """The bodies it sits in, outermost first (``""`` at top level)."""
    kind: str = "forward"
    """``"forward"``: a Mish product, now ``jax_mish.mish``; ``"backward"``: the
    gradient a differentiated Mish hands back to its input, now
    ``jax_mish.mish_grad``."""
    bias: bool = False
    """Whether the bias added before it is fused in (``mish(h, bias=b)``, and
    its gradient's sum into the bias: ``mish_bias_grad``)."""

    def __str__(self) -> str:
        loc = f" in {self.where}" if self.where else ""
        what = "mish" if self.kind == "forward" else "mish_grad"
        if self.bias:
            what = f"{what} with its bias"
        return f"{what} {self.dtype}{list(self.shape)}{loc} at {self.source or 'an unknown line'}"


@dataclasses.dataclass
class Plan:
    """How to replay one jaxpr: its plain calls inlined (``jaxpr``, ``consts``),
    the sites in it, and the plans of its bodies."""

    jaxpr: Jaxpr
    consts: list[Any]
    forward: dict[int, Forward]
    backward: dict[int, Backward]
    bodies: dict[int, dict[str, Any]]
    """Equation index -> {parameter: the body's Plan (or a tuple of them, one
    per branch), None where a body is left as written}."""
    live: set[int]
    path: tuple[int, ...]
    """The ids of the bodies this jaxpr sits in (its own last)."""
    fbias: dict[int, Bias] = dataclasses.field(default_factory=dict)
    """Forward sites whose input is a bias add: ``mish(h, bias=b)`` replaces both."""
    bbias: dict[int, tuple[Bias, int]] = dataclasses.field(default_factory=dict)
    """Backward sites whose gradient is summed into the bias (that sum's
    equation): one ``mish_bias_grad`` gives both."""


def _live(
    jaxpr: Jaxpr, sites: dict[int, tuple[Any, ...]], produced: dict[int, int] | None = None
) -> set[int]:
    """Equations the outputs still need once each site reads only its inputs
    (``produced``: equations whose result a site gives, by the site's index)."""
    produced = produced or {}
    needed = {v for v in jaxpr.outvars if not isinstance(v, Literal)}
    live: set[int] = set()
    for i in range(len(jaxpr.eqns) - 1, -1, -1):
        eqn = jaxpr.eqns[i]
        if i in produced:
            if any(o in needed for o in eqn.outvars):
                needed.update(jaxpr.eqns[produced[i]].outvars)
            continue
        if i in sites:
            if any(o in needed for o in eqn.outvars):
                live.add(i)
                needed.update(v for v in sites[i] if not isinstance(v, Literal))
            continue
        if eqn.effects or any(o in needed for o in eqn.outvars):
            live.add(i)
            needed.update(v for v in eqn.invars if not isinstance(v, Literal))
    return live


class Planner:
    """Finds the sites of a jaxpr and of the bodies in it (once per body)."""

    def __init__(self) -> None:
        self.sites: list[tuple[Site, tuple[int, ...]]] = []
        self.notes: list[str] = []
        self._memo: dict[int, tuple[Any, Plan | None, list]] = {}

    def plan(
        self,
        jaxpr: Jaxpr,
        consts: Sequence[Any],
        where: str = "",
        path: tuple[int, ...] = (),
        source: str | None = None,
    ) -> Plan | None:
        jaxpr, consts = inline_calls(jaxpr, consts)
        g = Graph(jaxpr, consts)
        forward: dict[int, Forward] = {}
        bodies: dict[int, dict[str, Any]] = {}
        for i, eqn in enumerate(jaxpr.eqns):
            name = eqn.primitive.name
            if name == "mul":
                f = forward_site(g, i)
                if f is not None:
                    forward[i] = f
            elif name in _jp.BODY_PARAMS:
                sub = self._bodies(eqn, where, path, _jp.source_line(eqn) or source)
                if sub:
                    bodies[i] = sub
        backward: dict[int, Backward] = {}
        for f in forward.values():
            for b in backward_sites(g, f):
                if b.index not in forward and b.index not in backward:
                    backward[b.index] = b
        plan = Plan(jaxpr, consts, forward, backward, bodies, set(), path)
        for i, f in forward.items():
            bias = bias_of(g, f.a)
            if bias is not None:
                plan.fbias[i] = bias
        for i, b in backward.items():
            bias = bias_of(g, b.a)
            out = jaxpr.eqns[i].outvars[0]
            reduce = None if bias is None else bias_reduction(g, out, bias.b)
            if bias is not None and reduce is not None and _same_dtype(out, b.dy, bias.h, bias.b):
                plan.bbias[i] = (bias, reduce)
        plan.live = self._prune(jaxpr, plan, where)
        if not forward and not backward and not bodies:
            return None
        for i in sorted({*forward, *backward}):
            eqn = jaxpr.eqns[i]
            out = _aval(eqn.outvars[0])
            kind = "forward" if i in forward else "backward"
            s = Site(
                tuple(out.shape),
                np.dtype(out.dtype).name,
                _jp.source_line(eqn) or source,
                where,
                kind,
                bias=i in plan.fbias or i in plan.bbias,
            )
            self.sites.append((s, path))
        return plan

    def _prune(self, jaxpr: Jaxpr, plan: Plan, where: str) -> set[int]:
        """Drops the sites whose replaced computation is still needed, and the
        bias fusions whose add is, until none is; returns the live equations."""
        forward, backward = plan.forward, plan.backward
        while True:
            sites = {i: _inputs_of(plan, i) for i in (*forward, *backward)}
            produced = {r: i for i, (_, r) in plan.bbias.items()}
            live = _live(jaxpr, sites, produced)
            drop_f = [i for i, f in forward.items() if live & {f.tanh_index, *f.slice}]
            drop_b = [i for i, b in backward.items() if live & (set(b.own) - {i})]
            unfuse = [i for i, bias in plan.fbias.items() if bias.add in live]
            if not drop_f and not drop_b and not unfuse:
                return live
            widened = False
            for i in drop_b:
                wider = backward.pop(i).before_cast
                plan.bbias.pop(i, None)
                # The gradient before its cast, where the wider value is what
                # other code reads: the cast then reads the kernel's result.
                if wider is not None and wider.index not in forward and wider.index not in backward:
                    backward[wider.index] = wider
                    widened = True
            if widened:  # what is live is known again only with the wider site
                continue
            for i in unfuse:  # x + b is read elsewhere: it stays, and Mish reads it
                del plan.fbias[i]
            for i in drop_f:
                del forward[i]
                plan.fbias.pop(i, None)
                self.notes.append(
                    f"{where or 'top level'}: a Mish at "
                    f"{_jp.source_line(jaxpr.eqns[i]) or 'an unknown line'} left as written: its "
                    "tanh is read by other code (a backward pass not recognised as "
                    "MishGrad, or the user's own), which a kernel would not spare"
                )

    def _bodies(
        self, eqn: Any, where: str, path: tuple[int, ...], source: str | None
    ) -> dict[str, Any]:
        name = eqn.primitive.name
        keys = _jp.BODY_PARAMS[name]
        label = name if "name" not in eqn.params else f"{name}({eqn.params['name']})"
        inner = f"{where} > {label}" if where else label
        out: dict[str, Any] = {}
        for k, v in eqn.params.items():
            if keys is not None and k not in keys:
                continue
            if isinstance(v, (ClosedJaxpr, Jaxpr)):
                p = self.body(v, inner, path, source)
                if p is not None:
                    out[k] = p
            elif isinstance(v, tuple) and v and all(isinstance(b, (ClosedJaxpr, Jaxpr)) for b in v):
                ps = tuple(self.body(b, inner, path, source) for b in v)
                if any(p is not None for p in ps):
                    out[k] = ps
        return out

    def body(self, sub: Any, where: str, path: tuple[int, ...], source: str | None) -> Plan | None:
        """The plan of body ``sub``, made once: a body jax traced once and uses in
        several places (a jitted block called per layer) is planned once, and
        its sites are reported at each place."""
        key = id(sub)
        if key in self._memo and self._memo[key][0] is sub:
            _, plan, records = self._memo[key]
            for site, spath, rel in records:
                self.sites.append((dataclasses.replace(site, where=where + rel), spath))
            return plan
        jaxpr, consts = jaxpr_and_consts(sub)
        start = len(self.sites)
        plan = self.plan(jaxpr, consts, where, (*path, key), source)
        records = [(site, spath, site.where[len(where) :]) for site, spath in self.sites[start:]]
        self._memo[key] = (sub, plan, records)
        return plan


def _inputs_of(plan: Plan, i: int) -> tuple:
    if i in plan.fbias:
        return (plan.fbias[i].h, plan.fbias[i].b)
    if i in plan.forward:
        return (plan.forward[i].a,)
    if i in plan.bbias:
        bias = plan.bbias[i][0]
        return (plan.backward[i].dy, bias.h, bias.b)
    return (plan.backward[i].dy, plan.backward[i].a)


def _same_dtype(*vs: Any) -> bool:
    return len({np.dtype(_aval(v).dtype) for v in vs}) == 1


class Replayer:
    """Replays planned jaxprs; bodies are traced again on first use."""

    def __init__(self, impl: str):
        self.impl = impl
        self.failed: list[tuple[int, str]] = []  # (body id, why)
        self._traced: dict[int, Any] = {}

    def replay(self, plan: Plan, args: Sequence[Any]) -> list[Any]:
        """Evaluates the plan's jaxpr on ``args`` with its sites run by the kernels."""
        from jax_mish._core.api import mish, mish_grad
        from jax_mish._core.ops import MISH_BIAS_GRAD

        jaxpr = plan.jaxpr
        env: dict[Any, Any] = dict(zip(jaxpr.constvars, plan.consts))
        env.update(zip(jaxpr.invars, args))
        for i, eqn in enumerate(jaxpr.eqns):
            if i not in plan.live:
                continue
            if i in plan.forward or i in plan.backward:
                out = _aval(eqn.outvars[0])
                with _jp.source_context(eqn):  # the user's line and scope
                    if i in plan.fbias:
                        bias = plan.fbias[i]
                        y = mish(_read(env, bias.h), impl=self.impl, bias=_read(env, bias.b))
                    elif i in plan.forward:
                        y = mish(_read(env, plan.forward[i].a), impl=self.impl)
                    elif i in plan.bbias:
                        bias, r = plan.bbias[i]
                        dy = _read(env, plan.backward[i].dy)
                        h, b = _read(env, bias.h), _read(env, bias.b)
                        if np.shape(dy) != np.shape(h):
                            dy = lax.broadcast_in_dim(dy, np.shape(h), ())
                        y, db = MISH_BIAS_GRAD.bind(dy, h, b, impl=self.impl, inplace=False)
                        env[jaxpr.eqns[r].outvars[0]] = db
                    else:
                        b = plan.backward[i]
                        x = _read(env, b.a)
                        dy = _read(env, b.dy)
                        if np.shape(dy) != np.shape(x):
                            dy = lax.broadcast_in_dim(dy, np.shape(x), ())
                        y = mish_grad(dy, x, impl=self.impl)
                    if y.dtype != out.dtype or (
                        getattr(y, "weak_type", False) and not out.weak_type
                    ):
                        y = lax.convert_element_type(y, out.dtype)
                env[eqn.outvars[0]] = y
                continue
            params = eqn.params
            if i in plan.bodies:
                params = self._params(eqn, plan.bodies[i])
            with _jp.source_context(eqn), _jp.eqn_context(eqn):
                subfuns, bind_params = _jp.bind_params(eqn.primitive, params)
                outs = eqn.primitive.bind(
                    *subfuns, *[_read(env, v) for v in eqn.invars], **bind_params
                )
            outs = list(outs) if eqn.primitive.multiple_results else [outs]
            env.update(zip(eqn.outvars, outs))
        return [_read(env, v) for v in jaxpr.outvars]

    def _params(self, eqn: Any, bodies: dict[str, Any]) -> dict[str, Any]:
        new = dict(eqn.params)
        for k, plan in bodies.items():
            v = eqn.params[k]
            if isinstance(plan, tuple):
                new[k] = tuple(self._body(b, p, eqn) if p else b for b, p in zip(v, plan))
            else:
                new[k] = self._body(v, plan, eqn)
        return new

    def _body(self, sub: Any, plan: Plan, eqn: Any) -> Any:
        key = id(sub)
        if key in self._traced:
            return self._traced[key]
        jaxpr = plan.jaxpr  # the body's invars, its plain calls inlined
        fun = functools.partial(self.replay, plan)
        try:
            if eqn.primitive.name == _jp.SHARD_MAP:
                result = self._trace_manual(fun, jaxpr, eqn)
            else:
                closed = jax.make_jaxpr(lambda *args: fun(args))(*[v.aval for v in jaxpr.invars])
                if isinstance(sub, ClosedJaxpr):
                    result = closed
                elif closed.consts:
                    raise ValueError("the rewritten body needs constants, which it cannot take")
                else:
                    result = closed.jaxpr
        except Exception as err:  # leave the body as it was; say so
            self.failed.append((key, f"{type(err).__name__}: {err}"))
            result = sub
        self._traced[key] = result
        return result

    def _trace_manual(self, fun: Any, jaxpr: Jaxpr, eqn: Any) -> Any:
        """A shard_map body, traced inside a shard_map of the same mesh, so that
        its values (and the bodies nested in it) keep their varying axes."""
        p = eqn.params
        mapped = jax.shard_map(
            lambda *args: tuple(fun(args)),
            mesh=p["mesh"],
            in_specs=tuple(p["in_specs"]),
            out_specs=tuple(p["out_specs"]),
            check_vma=p.get("check_vma", True),
            axis_names=_jp.manual_axes(p),
        )
        outer = [
            jax.ShapeDtypeStruct(_global_shape(_aval(v).shape, spec, p["mesh"]), _aval(v).dtype)
            for v, spec in zip(jaxpr.invars, p["in_specs"])
        ]
        closed = jax.make_jaxpr(mapped)(*outer)
        (sm,) = [e for e in closed.jaxpr.eqns if e.primitive.name == _jp.SHARD_MAP]
        return sm.params["jaxpr"]


def _aval(v: Any) -> Any:
    """``v``'s abstract value (typed loosely: jax types it as ``AbstractValue``)."""
    return v.aval


def _read(env: dict, v: Any) -> Any:
    return v.val if isinstance(v, Literal) else env[v]


def _global_shape(shape: tuple[int, ...], spec: Any, mesh: Any) -> tuple[int, ...]:
    out = list(shape)
    for d, axes in enumerate(spec):
        if axes is None:
            continue
        for ax in axes if isinstance(axes, tuple) else (axes,):
            out[d] *= mesh.shape[ax]
    return tuple(out)
