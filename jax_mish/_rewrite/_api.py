"""``jax_mish.rewrite``: the public function, its cache, state and report."""

from __future__ import annotations

import collections
import dataclasses
import functools
import logging
import sys
import threading
import warnings
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import jax
import numpy as np
from jax.extend.core import ClosedJaxpr, Jaxpr, Literal

from jax_mish._core import impl as _impl
from jax_mish._rewrite._replay import Planner, Replayer, Site

__all__ = ["rewrite"]

logger = logging.getLogger("jax_mish.rewrite")

_CACHE_SIZE = 64  # traced signatures kept per rewritten function, least recently used dropped

# Settings that change what tracing the same function gives (jax.jit keys its
# cache by them too).
_TRACE_CONFIG = (
    "jax_enable_x64",
    "jax_default_matmul_precision",
    "jax_numpy_dtype_promotion",
    "jax_numpy_rank_promotion",
    "jax_default_prng_impl",
)
_NUMBERS = (bool, int, float, complex)


def _trace_config() -> tuple[Any, ...]:
    return tuple(getattr(jax.config, name, None) for name in _TRACE_CONFIG)


def _is_array(x: Any) -> bool:
    return isinstance(x, (jax.Array, np.ndarray, np.generic))


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


# --- in-place state: Flax NNX variables ------------------------------------------


def _variable_type() -> type | None:
    """``flax.nnx.Variable`` where Flax NNX is loaded (its variables are the one
    kind of argument a function may update in place), else None."""
    nnx = sys.modules.get("flax.nnx")
    return getattr(nnx, "Variable", None)


def _get_value(v: Any) -> Any:
    get = getattr(v, "get_raw_value", None)
    return get() if get is not None else v.value


def _set_value(v: Any, value: Any) -> None:
    put = getattr(v, "set_raw_value", None)
    if put is not None:
        put(value)
    else:
        v.value = value


@dataclasses.dataclass
class _Args:
    """The arguments of one call, split into what is traced and what is not.

    Leaves are found with ``flax.nnx.Variable`` objects kept whole. A variable
    is rebuilt inside the trace from its own leaves (so NNX lets the function
    update it), once however often it appears, and the function's updates to
    it are outputs, written back into the caller's variable after the call,
    as ``nnx.jit`` does."""

    outer: list[Any]  # the leaves, variables whole
    treedef: Any
    dyn: list[Any]  # the traced values: arrays, numbers, variables' leaves
    slots: list[tuple[str, Any]]  # per outer leaf: ("dyn", i) | ("static", x) | ("var", j)
    variables: list[tuple[Any, Any, list[int]]]  # (variable, its treedef, its dyn indices)
    key: tuple[Any, ...]


def _split(args: tuple, kwargs: dict, static: set[tuple[str, Any]], numbers_static: bool) -> _Args:
    var_type = _variable_type()
    is_var = (lambda x: isinstance(x, var_type)) if var_type is not None else None
    outer, treedef = jax.tree.flatten((args, kwargs), is_leaf=is_var)
    static_leaves = _static_positions((args, kwargs), static, is_var)
    dyn: list[Any] = []
    slots: list[tuple[str, Any]] = []
    variables: list[tuple[Any, Any, list[int]]] = []
    seen: dict[int, int] = {}
    key: list[Any] = []
    for pos, x in enumerate(outer):
        if pos in static_leaves:
            slots.append(("static", x))
            key.append(_static_key(x))
        elif var_type is not None and isinstance(x, var_type):
            if id(x) not in seen:
                leaves, vtree = jax.tree.flatten(x)
                idx = list(range(len(dyn), len(dyn) + len(leaves)))
                dyn.extend(leaves)
                seen[id(x)] = len(variables)
                variables.append((x, vtree, idx))
            j = seen[id(x)]
            slots.append(("var", j))
            key.append(("var", j, variables[j][1]))
        elif _is_array(x) or (isinstance(x, _NUMBERS) and not numbers_static):
            slots.append(("dyn", len(dyn)))
            dyn.append(x)
            key.append(None)
        else:
            slots.append(("static", x))
            key.append(_static_key(x))
    for x in dyn:
        if not (_is_array(x) or isinstance(x, _NUMBERS)):
            raise TypeError(f"jax_mish.rewrite: a variable holds {type(x).__name__}, not an array")
    sig = tuple(jax.typeof(x) for x in dyn)
    return _Args(outer, treedef, dyn, slots, variables, (treedef, tuple(key), sig))


def _static_positions(tree: Any, static: set[tuple[str, Any]], is_leaf: Any) -> set[int]:
    """Leaf positions under the arguments marked static (``static_argnums``,
    ``static_argnames``)."""
    if not static:
        return set()
    args, kwargs = tree
    out: set[int] = set()
    pos = 0
    for i, a in enumerate(args):
        n = len(jax.tree.leaves(a, is_leaf=is_leaf))
        if ("num", i) in static:
            out.update(range(pos, pos + n))
        pos += n
    for name in sorted(kwargs):  # jax.tree flattens dicts by sorted key
        n = len(jax.tree.leaves(kwargs[name], is_leaf=is_leaf))
        if ("name", name) in static:
            out.update(range(pos, pos + n))
        pos += n
    return out


@dataclasses.dataclass
class _Traced:
    closed: ClosedJaxpr  # the program to run: rewritten, or fn's own trace
    out_tree: Any
    n_out: int  # results of fn; the rest are the variables' new leaves
    updated: list[int]  # variables (indices) whose leaves fn changed
    sites: tuple[Site, ...]
    donate: tuple[int, ...]
    keep: tuple[Any, ...]  # the static leaves, so that keys by id stay valid
    compiled: Any = None  # under jax.jit, for calls outside any trace


def _trace(fn: Callable[..., Any], a: _Args, impl: str) -> tuple[_Traced, list[str]]:
    out_tree: list[Any] = []
    n_dyn = len(a.dyn)

    def flat(*dyn: Any) -> list[Any]:
        rebuilt = [jax.tree.unflatten(vt, [dyn[k] for k in idx]) for _, vt, idx in a.variables]
        full = []
        for kind, x in a.slots:
            full.append(dyn[x] if kind == "dyn" else rebuilt[x] if kind == "var" else x)
        args, kwargs = jax.tree.unflatten(a.treedef, full)
        out, tree = jax.tree.flatten(fn(*args, **kwargs))
        out_tree.append(tree)
        after = [leaf for v in rebuilt for leaf in jax.tree.leaves(v)]
        return [*out, *after]

    closed = jax.make_jaxpr(flat)(*a.dyn)
    n_after = sum(len(idx) for _, _, idx in a.variables)
    n_out = len(closed.jaxpr.outvars) - n_after
    updated = []
    for j, (_, _, idx) in enumerate(a.variables):
        outs = closed.jaxpr.outvars[n_out:]
        base = sum(len(i) for _, _, i in a.variables[:j])
        if any(outs[base + k] is not closed.jaxpr.invars[idx[k]] for k in range(len(idx))):
            updated.append(j)
    planner = Planner()
    plan = planner.plan(closed.jaxpr, closed.consts)
    notes = list(planner.notes)
    sites: list[Site] = []
    final = closed
    if plan is not None:
        replayer = Replayer(impl)
        final = jax.make_jaxpr(
            lambda *args: replayer.replay(closed.jaxpr, closed.consts, plan, args)
        )(*[v.aval for v in closed.jaxpr.invars])
        failed = {body for body, _ in replayer.failed}
        notes += [f"a body was left as written: {why}" for _, why in replayer.failed]
        sites = [site for site, path in planner.sites if not failed & set(path)]
    del n_dyn
    keep = tuple(x for kind, x in a.slots if kind == "static")
    traced = _Traced(final, out_tree[0], n_out, updated, tuple(sites), _donated(closed.jaxpr), keep)
    return traced, notes


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


def _normalise_static(
    fn: Callable[..., Any],
    argnums: int | Iterable[int] | None,
    argnames: str | Iterable[str] | None,
) -> set[tuple[str, Any]]:
    out: set[tuple[str, Any]] = set()
    for n in (argnums,) if isinstance(argnums, int) else argnums or ():
        if not isinstance(n, int):
            raise TypeError(f"jax_mish.rewrite: static_argnums must be ints, got {n!r}")
        out.add(("num", n))
    for s in (argnames,) if isinstance(argnames, str) else argnames or ():
        out.add(("name", s))
    return out


def rewrite(
    fn: Callable[..., Any],
    *,
    impl: str | None = None,
    report: bool = False,
    static_argnums: int | Sequence[int] | None = None,
    static_argnames: str | Sequence[str] | None = None,
) -> Callable[..., Any]:
    """``fn`` with every Mish it computes run by jax_mish's kernels.

    ``fn`` is traced once per input signature, like a ``jax.jit`` function,
    and each Mish in it, however spelled, is replaced:

    * a product ``a * tanh(s)`` whose ``s`` is softplus of ``a``
      (``jax.nn.softplus``, ``log(1 + exp(a))``, ``logaddexp(a, 0)``, a
      thresholded or guarded ``log1p(exp(a))``, ``relu(a) + log1p(exp(-|a|))``,
      a jitted or custom_jvp softplus) by :func:`jax_mish.mish`, so that
      ``jax.grad`` of the result runs the fused MishGrad;
    * where ``fn`` differentiates itself (a whole train step), the gradient
      that Mish hands back to its input, ``dy * mish'(a)`` however the
      backward pass forms it, by :func:`jax_mish.mish_grad`.

    Recognition is by what a subgraph computes, not by its spelling: it is
    evaluated at probe points covering every regime of the dtype and must
    match softplus (and Mish's derivative) within the bounds of docs/design.md,
    "Rewriting user code"; float16 and bfloat16 subgraphs are judged in
    float32. Everything else runs as written, including what cannot be shown
    to be Mish. Mish is found inside the bodies of ``jit``, ``scan``,
    ``cond``, ``while``, ``checkpoint``, ``shard_map`` and the primal of
    ``custom_jvp`` functions; never inside a custom derivative rule.

    The result is the same program as ``fn`` apart from the kernels: the same
    outputs (within the kernels' bounds) and pytrees, the same side effects
    (``jax.debug.print``, callbacks) in the same order, the same shardings,
    and the same in-place updates of Flax NNX variables passed as arguments
    (``BatchNorm`` statistics, ``Dropout``'s RNG counter), written back as
    ``nnx.jit`` writes them.

    Args:
      fn: the function to rewrite. Its arguments may be any pytrees. Arrays,
        NNX variables and Python numbers are traced, numbers as weak-typed
        scalars, as ``jax.jit`` traces them; if tracing ``fn`` with its numbers
        traced fails (a number used as a shape or in an ``if``), numbers are
        passed as they are and keyed by value, for that signature. Other
        leaves (callables, strings, None) are passed as they are and are part
        of the signature: hashable ones by equality (floats by their bits),
        others by identity.
      impl: passed to :func:`jax_mish.mish` and :func:`jax_mish.mish_grad`
        (``None``: the process default, read once each time ``fn`` is traced,
        and part of the signature).
      report: print the sites replaced to stderr each time ``fn`` is traced
        for a new signature. They are also logged at INFO on the
        ``jax_mish.rewrite`` logger, and ``.sites()`` of the result returns
        those of the latest trace.
      static_argnums, static_argnames: arguments passed as they are (and keyed
        by value), as for ``jax.jit``.

    Returns:
      A function with ``fn``'s signature computing the same values. It
      composes with ``jit``, ``grad``, ``vmap``, ``jvp``, ``checkpoint`` and
      ``jax.export``. Where nothing was found it warns once and runs ``fn``'s
      trace as is.

    Raises:
      TypeError: if ``fn`` is not callable, or a static argument number is
        not an int.
      ValueError: if ``impl`` (or, when it is None, the process default) is
        not a valid choice (see :func:`jax_mish.set_default_impl`).
    """
    if not callable(fn):
        raise TypeError(f"jax_mish.rewrite: fn must be callable, got {type(fn).__name__}")
    if impl is not None:
        _impl.choose(impl, "jax_mish.rewrite")  # a bad impl fails here, not at trace
    static = _normalise_static(fn, static_argnums, static_argnames)
    cache: collections.OrderedDict[Any, _Traced] = collections.OrderedDict()
    numbers_fixed: set[Any] = set()  # signatures whose numbers must stay static
    lock = threading.Lock()
    state: dict[str, Any] = {"warned": False, "last": ()}

    def lookup(args: tuple, kwargs: dict) -> tuple[_Traced, _Args]:
        chosen = _impl.choose(impl, "jax_mish.rewrite")
        settings = (chosen, _trace_config())
        a = _split(args, kwargs, static, numbers_static=False)
        numbers = any(isinstance(x, _NUMBERS) for x in a.dyn)
        if numbers and (a.key, settings) in numbers_fixed:
            a = _split(args, kwargs, static, numbers_static=True)
        key = (a.key, settings)
        with lock:
            hit = cache.get(key)
            if hit is not None:
                cache.move_to_end(key)  # least recently used goes first
        if hit is not None:
            return hit, a
        try:
            traced, notes = _trace(fn, a, chosen)
        except Exception:
            if not numbers or (a.key, settings) in numbers_fixed:
                raise
            # A number fn needs concrete: keep numbers static for this signature.
            with lock:
                numbers_fixed.add((a.key, settings))
            a = _split(args, kwargs, static, numbers_static=True)
            key = (a.key, settings)
            traced, notes = _trace(fn, a, chosen)
        _tell(fn, traced, notes, report, state)
        # Constants that are tracers belong to an outer trace of this call only.
        if not any(isinstance(c, jax.core.Tracer) for c in traced.closed.consts):
            with lock:
                if len(cache) >= _CACHE_SIZE:  # a loop over static values must not grow it
                    cache.popitem(last=False)
                cache[key] = traced
        return traced, a

    @functools.wraps(fn)
    def rewritten(*args: Any, **kwargs: Any) -> Any:
        traced, a = lookup(args, kwargs)
        state["last"] = traced.sites
        closed = traced.closed
        if not traced.sites or any(isinstance(x, jax.core.Tracer) for x in a.dyn):
            # Under a trace, or with nothing replaced: fn's own equations, bound
            # as fn binds them (eagerly, where fn is called eagerly).
            outs = jax.core.eval_jaxpr(closed.jaxpr, closed.consts, *a.dyn)
        else:
            # Outside any trace, op-by-op dispatch would be slow: compiled once,
            # it costs what the jitted original costs.
            if traced.compiled is None:
                run = functools.partial(jax.core.eval_jaxpr, closed.jaxpr, closed.consts)
                traced.compiled = jax.jit(run, donate_argnums=traced.donate)
            outs = traced.compiled(*a.dyn)
        outs = list(outs)
        after = outs[traced.n_out :]
        for j in traced.updated:
            var, vtree, idx = a.variables[j]
            base = sum(len(i) for _, _, i in a.variables[:j])
            new = jax.tree.unflatten(vtree, after[base : base + len(idx)])
            _set_value(var, _get_value(new))
        return jax.tree.unflatten(traced.out_tree, outs[: traced.n_out])

    def sites() -> tuple[Site, ...]:
        """The sites replaced in the trace the latest call ran (from any
        thread: calls from several threads at once leave one of theirs)."""
        return state["last"]

    rewritten.sites = sites  # type: ignore[attr-defined]
    return rewritten


def _tell(fn: Any, traced: _Traced, notes: list[str], report: bool, state: dict) -> None:
    name = getattr(fn, "__qualname__", None) or type(fn).__name__
    for msg in notes:
        logger.warning("jax_mish.rewrite(%s): %s", name, msg)
    for site in traced.sites:
        logger.info("jax_mish.rewrite(%s): %s", name, site)
    if not traced.sites and not state["warned"]:
        state["warned"] = True
        warnings.warn(
            f"jax_mish.rewrite: no Mish found in {name}; it runs as written",
            stacklevel=4,
        )
    if report:
        fwd = [s for s in traced.sites if s.kind == "forward"]
        bwd = [s for s in traced.sites if s.kind == "backward"]
        lines = [
            f"jax_mish.rewrite({name}): {len(fwd)} Mish site(s) replaced by mish, "
            f"{len(bwd)} gradient site(s) by mish_grad"
        ]
        lines += [f"  {s}" for s in traced.sites]
        lines += [f"  note: {n}" for n in notes]
        print("\n".join(lines), file=sys.stderr)
