"""``jax_mish.rewrite``: the public function.

``rewrite(fn)`` is a ``jax.jit`` of one function, ``staged``: it traces ``fn``
to a jaxpr (``jax.make_jaxpr``, inside jit's own trace, so in the caller's
context: an enclosing ``vmap``'s axes, the context mesh, the config), finds
the Mish sites in it (``_replay.Planner``) and evaluates it again in jit's
trace with the kernels there (``_replay.Replayer``). jax.jit decides when
``staged`` runs again, so ``fn`` is traced once per key jax keys a trace on,
whatever jax adds to that key; nothing here keeps a trace of its own.
``_lift.py`` says how arguments and results cross the jit.
"""

from __future__ import annotations

import functools
import logging
import sys
import warnings
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import jax
from jax.extend.core import Jaxpr, Literal

from jax_mish._core import impl as _impl
from jax_mish._rewrite import _lift
from jax_mish._rewrite._replay import Planner, Replayer, Site

__all__ = ["Rewritten", "rewrite"]

logger = logging.getLogger("jax_mish.rewrite")


def _positions(
    nums: int | Iterable[int] | None, names: str | Iterable[str] | None, what: str
) -> frozenset[int | str]:
    out: set[int | str] = set()
    for n in (nums,) if isinstance(nums, int) else nums or ():
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise TypeError(f"jax_mish.rewrite: {what}_argnums must be ints >= 0, got {n!r}")
        out.add(n)
    for s in (names,) if isinstance(names, str) else names or ():
        if not isinstance(s, str):
            raise TypeError(f"jax_mish.rewrite: {what}_argnames must be strings, got {s!r}")
        out.add(s)
    return frozenset(out)


class Rewritten:
    """``fn`` with its Mish run by jax_mish's kernels (see :func:`rewrite`).

    Calling it behaves as calling ``jax.jit(fn)``; ``sites()`` returns the
    sites replaced in the latest trace. It pickles as ``rewrite(fn, ...)``
    does (``fn`` must pickle), and binds as a method when used as a decorator
    in a class body.
    """

    def __init__(self, fn: Callable[..., Any], options: dict[str, Any]):
        functools.update_wrapper(self, fn, updated=())
        self._fn = fn
        self._options = options
        self._impl: str | None = options["impl"]
        self._report: bool = options["report"]
        self._static = _positions(options["static_argnums"], options["static_argnames"], "static")
        self._donate = _positions(options["donate_argnums"], options["donate_argnames"], "donate")
        self._last: tuple[Site, ...] = ()
        self._warned = False
        self._pending: list[str] = []  # warnings of a trace, given at the call that made it
        self._name = getattr(fn, "__qualname__", None) or type(fn).__name__

        def staged(donated: list, kept: list, spec: _lift.Spec, impl: str) -> Any:
            return self._staged(donated, kept, spec, impl)

        staged.__name__ = getattr(fn, "__name__", None) or type(fn).__name__
        staged.__qualname__ = self._name
        self._jit = jax.jit(staged, static_argnums=(2, 3), donate_argnums=(0,))
        outer = _lift.equinox_jit(fn)
        self._outer = None if outer is None else outer(self._call)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self._outer is not None:
            return self._outer(*args, **kwargs)
        return self._call(*args, **kwargs)

    def _call(self, *args: Any, **kwargs: Any) -> Any:
        __tracebackhide__ = True
        impl = _impl.choose(self._impl, "jax_mish.rewrite")
        call = _lift.Call(self, self._fn, args, kwargs, self._static, self._donate)
        try:
            with call.crossing() as (donated, kept, spec):
                arrays, out = self._jit(donated, kept, spec, impl)
                result = call.results(out, arrays)
        except Exception as err:
            _lift.note_error(err, self._name)
            raise
        finally:
            while self._pending:
                warnings.warn(self._pending.pop(0), stacklevel=3)
        return result

    def _staged(self, donated: list, kept: list, spec: _lift.Spec, impl: str) -> Any:
        """jit's body: ``fn`` traced, its Mish sites replaced, evaluated again."""
        it_d, it_k = iter(donated), iter(kept)
        leaves = [next(it_d) if give else next(it_k) for give in spec.donate]
        holder: list[_lift.Out] = []

        def traced(*leaves: Any) -> list[Any]:
            fn, args, kwargs = _lift.rebuild(self, spec, leaves)
            result = fn(*args, **kwargs)
            out, arrays = _lift.outputs(self, spec, (fn, args, kwargs), result)
            holder.append(out)
            return arrays

        closed = jax.make_jaxpr(traced)(*leaves)
        planner = Planner()
        plan = planner.plan(closed.jaxpr, closed.consts)
        notes = list(planner.notes)
        sites: list[Site] = []
        if plan is None:
            arrays = jax.core.eval_jaxpr(closed.jaxpr, closed.consts, *leaves)
        else:
            replayer = Replayer(impl)
            arrays = replayer.replay(plan, leaves)
            failed = {body for body, _ in replayer.failed}
            notes += [f"a body was left as written: {why}" for _, why in replayer.failed]
            sites = [site for site, path in planner.sites if not failed & set(path)]
        self._last = tuple(sites)
        self._tell(sites, notes, _undonated(closed.jaxpr, spec))
        return list(arrays), holder[0]

    def sites(self) -> tuple[Site, ...]:
        """The sites replaced in the latest trace of this function."""
        return self._last

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return functools.partial(self, obj)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return _rebuild, (self._fn, self._options)

    def __repr__(self) -> str:
        return f"jax_mish.rewrite({self._fn!r})"

    def _tell(self, sites: Sequence[Site], notes: list[str], undonated: int) -> None:
        name = self._name
        for msg in notes:
            logger.warning("jax_mish.rewrite(%s): %s", name, msg)
        for site in sites:
            logger.info("jax_mish.rewrite(%s): %s", name, site)
        if undonated:
            self._pending.append(
                f"jax_mish.rewrite({name}): {name} donates {undonated} input buffer(s) through "
                "its own jax.jit, which a jit nested in rewrite's cannot do; pass the same "
                "donate_argnums/donate_argnames to jax_mish.rewrite to keep its peak memory"
            )
        if not sites and not self._warned:
            self._warned = True
            left = sum("left as written" in n for n in notes)
            what = (
                f"found {left} Mish computation(s) in {name} but replaced none (the "
                "jax_mish.rewrite logger says why)"
                if left
                else f"no Mish found in {name}"
            )
            self._pending.append(f"jax_mish.rewrite: {what}; it runs as written")
        if self._report:
            fwd = [s for s in sites if s.kind == "forward"]
            bwd = [s for s in sites if s.kind == "backward"]
            lines = [
                f"jax_mish.rewrite({name}): {len(fwd)} Mish site(s) replaced by mish, "
                f"{len(bwd)} gradient site(s) by mish_grad"
            ]
            lines += [f"  {s}" for s in sites]
            lines += [f"  note: {n}" for n in notes]
            print("\n".join(lines), file=sys.stderr)


def _undonated(jaxpr: Jaxpr, spec: _lift.Spec) -> int:
    """How many inputs ``fn``'s own top-level ``jit`` calls donate that rewrite
    does not (a train step jitted with ``donate_argnums``, wrapped whole)."""
    position = {v: i for i, v in enumerate(jaxpr.invars)}
    donated: set[int] = set()
    for eqn in jaxpr.eqns:
        for v, d in zip(eqn.invars, eqn.params.get("donated_invars", ())):
            if d and not isinstance(v, Literal) and v in position:
                donated.add(position[v])
    return sum(not spec.donate[i] for i in donated)


def _rebuild(fn: Callable[..., Any], options: dict[str, Any]) -> Rewritten:
    return Rewritten(fn, options)


def rewrite(
    fn: Callable[..., Any],
    *,
    impl: str | None = None,
    report: bool = False,
    static_argnums: int | Sequence[int] | None = None,
    static_argnames: str | Sequence[str] | None = None,
    donate_argnums: int | Sequence[int] | None = None,
    donate_argnames: str | Sequence[str] | None = None,
) -> Rewritten:
    """``fn`` with every Mish it computes run by jax_mish's kernels.

    ``rewrite(fn)`` behaves as ``jax.jit(fn)`` does (the same results within
    the kernels' bounds, pytrees, effects in order, error types, shardings,
    and the same retracing: it is a ``jax.jit`` whose body traces ``fn``), and
    each Mish in ``fn``, however spelled, is replaced:

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

    Arguments cross as ``jax.jit`` and the frameworks' own jits carry them:
    arrays and Python numbers are traced; other leaves (functions, strings,
    an Equinox model's activation) are passed as they are and keyed by value,
    as ``eqx.filter_jit`` passes them; Flax NNX objects (Modules in graph or
    pytree mode, Variables, Optimizers), among the arguments or as ``fn``
    itself, cross as ``nnx.jit`` carries them, so ``BatchNorm`` statistics,
    ``sow`` and new attributes reach the caller's objects. Results that are
    not arrays come back as ``fn`` returned them. ``rewrite`` composes with
    ``nnx.jit``, ``nnx.grad``, ``eqx.filter_jit`` and ``jax`` transformations
    in either order; ``rewrite`` of an ``eqx.filter_jit`` function runs inside
    ``eqx.filter_jit``, as that function does.

    Args:
      fn: the function to rewrite: a function, a Flax NNX or Equinox Module, a
        bound method, or a function jitted by ``jax.jit``, ``nnx.jit`` or
        ``eqx.filter_jit``.
      impl: passed to :func:`jax_mish.mish` and :func:`jax_mish.mish_grad`
        (``None``: the process default, read at each call and part of jax's
        cache key).
      report: print the sites replaced to stderr each time ``fn`` is traced.
        They are also logged at INFO on the ``jax_mish.rewrite`` logger, and
        ``.sites()`` of the result returns those of the latest trace.
      static_argnums, static_argnames: arguments passed as they are and keyed
        by value (floats by their bits), as ``jax.jit``'s: a Python value
        ``fn`` branches on or uses as a shape must be one.
      donate_argnums, donate_argnames: arguments whose buffers the call may
        reuse, as ``jax.jit``'s (a donating ``fn`` nested in rewrite's jit
        cannot donate: a warning names the parameter).

    Returns:
      A :class:`Rewritten` function with ``fn``'s signature. Where nothing was
      found it warns once and runs ``fn``'s trace as is.

    Raises:
      TypeError: if ``fn`` is not callable, an argument number is not an int,
        or (at call time) a bound ``flax.linen`` Module is among the arguments
        (rewrite ``model.apply`` instead) or a leaf is neither an array nor
        hashable.
      ValueError: if ``impl`` (or, when it is None, the process default) is
        not a valid choice (see :func:`jax_mish.set_default_impl`).

    Errors raised while tracing ``fn`` propagate with their own type; where
    the cause is how ``rewrite`` traces (a Python ``if`` on a traced number, an
    NNX object closed over and updated), a note on the error says the way out.
    """
    if not callable(fn):
        raise TypeError(f"jax_mish.rewrite: fn must be callable, got {type(fn).__name__}")
    if impl is not None:
        _impl.choose(impl, "jax_mish.rewrite")  # a bad impl fails here, not at trace
    options = {
        "impl": impl,
        "report": report,
        "static_argnums": static_argnums,
        "static_argnames": static_argnames,
        "donate_argnums": donate_argnums,
        "donate_argnames": donate_argnames,
    }
    return Rewritten(fn, options)
