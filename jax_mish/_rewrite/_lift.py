"""How a call of a rewritten function crosses its ``jax.jit`` boundary.

``rewrite(fn)`` is a ``jax.jit`` whose body traces ``fn`` (``_api.py``).
Everything of a call that is not an array has to cross that boundary the way
the user's framework carries it across its own:

* arrays and Python numbers are traced, as ``jax.jit`` traces them (numbers
  as weak-typed scalars); every other leaf (a function, a string, an
  Equinox module's activation, Flax's ``method=``) is passed as it is and is
  part of jax's cache key, as ``eqx.filter_jit`` passes non-array leaves; so
  are the arguments named by ``static_argnums``/``static_argnames``, whole;
* Flax NNX objects (graph-mode or pytree Modules, Variables, Optimizers,
  Rngs), among the arguments or as ``fn`` itself, cross with NNX's own lifting,
  ``nnx.to_tree``/``nnx.from_tree`` in an ``nnx.update_context``, as
  ``nnx.jit`` carries them: in-place updates, ``sow``, new attributes and
  shared Variables come back to the caller's objects after the call, and
  nothing of them is touched when the call fails;
* results that are not arrays (an Equinox model's non-array leaves, a string
  in ``aux``) come back as ``fn`` returned them, in the output's tree
  structure (as ``eqx.filter_jit`` returns them).

What no lifting carries, a bound ``flax.linen`` Module (the ``self`` of a
method called inside ``init``/``apply``), is refused before anything runs.

The framework names looked up here (``flax.nnx.graph.is_graph_node``,
``nnx.to_tree``, ``nnx.from_tree``, ``nnx.update_context``; ``eqx.filter_jit``
and the type of its wrapper) were checked with Flax 0.11.0 to 0.12.8 and
Equinox 0.13.8; neither framework is imported here, only read where the
caller has imported it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import jax
import numpy as np

__all__ = ["Call", "Out", "Static", "equinox_jit", "note_error"]

_NUMBERS = (bool, int, float, complex)


def _is_traced_input(x: Any, numbers: bool) -> bool:
    """What is traced: arrays, numpy scalars and objects that convert
    themselves (``__jax_array__``), as ``jax.jit`` traces them; Python
    numbers where ``numbers`` (jax.jit's rule), never a bool (a flag such as
    ``train``, which code branches on)."""
    return (
        isinstance(x, (jax.Array, np.ndarray, np.generic))
        or (numbers and type(x) in _NUMBERS and type(x) is not bool)
        or hasattr(type(x), "__jax_array__")
    )


def _is_traced_output(x: Any) -> bool:
    return isinstance(x, (jax.Array, np.ndarray, np.generic))


def static_key(x: Any) -> Any:
    """The value by which a static leaf is part of jax's cache key: its type
    and value (``1``, ``1.0`` and ``True`` are different arguments), floats
    by their bits (``0.0`` and ``-0.0`` differ, ``nan`` is itself).

    Raises:
      TypeError: if ``x`` cannot be hashed.
    """
    if type(x) in (float, complex):
        z = complex(x)
        return (type(x), z.real.hex(), z.imag.hex())
    try:
        hash(x)
    except TypeError:
        raise TypeError(
            f"jax_mish.rewrite: an argument leaf of type {type(x).__name__} is neither an "
            "array nor hashable; jax_mish.rewrite passes such leaves as they are and keys "
            "its trace on them, as jax.jit keys static arguments: make it hashable, or "
            "close over it instead of passing it"
        ) from None
    return (type(x), x)


@jax.tree_util.register_pytree_node_class
class Static:
    """A value carried in a pytree's structure rather than as a leaf: an
    argument named static, or a result that is not an array. Equal when
    their values are (:func:`static_key`)."""

    __slots__ = ("key", "value")

    def __init__(self, value: Any, key: Any = None):
        self.value = value
        self.key = static_key(value) if key is None else key

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Static) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def tree_flatten(self) -> tuple[tuple[()], Any]:
        return (), self

    @classmethod
    def tree_unflatten(cls, aux: Static, children: Sequence[Any]) -> Static:
        del children
        return aux


@jax.tree_util.register_pytree_node_class
class Out:
    """The structure of ``fn``'s results (with their non-array leaves), handed
    out of the jit as the structure of a leafless pytree, so that jax's cache
    keeps it with the trace. Compared by identity: results need not be
    hashable."""

    __slots__ = ("leaves", "tree")

    def __init__(self, tree: Any, leaves: tuple[Any, ...]):
        self.tree = tree
        self.leaves = leaves  # None where the result is an array

    def tree_flatten(self) -> tuple[tuple[()], Any]:
        return (), self

    @classmethod
    def tree_unflatten(cls, aux: Out, children: Sequence[Any]) -> Out:
        del children
        return aux

    def build(self, arrays: Sequence[Any]) -> Any:
        it = iter(arrays)
        return jax.tree.unflatten(self.tree, [next(it) if s is None else s for s in self.leaves])


# --- frameworks, where the caller has imported them --------------------------------


def _nnx() -> Any:
    """``flax.nnx`` if the program has imported it (its objects can only come
    from there), else None."""
    return sys.modules.get("flax.nnx")


def _nnx_node(nnx: Any) -> Callable[[Any], bool]:
    is_graph_node = nnx.graph.is_graph_node
    variable = nnx.Variable
    return lambda x: isinstance(x, variable) or is_graph_node(x)


def _linen_bound(x: Any) -> bool:
    linen = sys.modules.get("flax.linen")
    return (
        linen is not None and isinstance(x, linen.Module) and getattr(x, "scope", None) is not None
    )


def _equinox_module() -> Callable[[Any], bool]:
    eqx = sys.modules.get("equinox")
    if eqx is None:
        return lambda x: False
    module = eqx.Module
    return lambda x: isinstance(x, module)


def equinox_jit(fn: Any) -> Callable[..., Any] | None:
    """``eqx.filter_jit`` when ``fn`` is a function it wrapped, else None:
    ``rewrite`` of such a function runs inside ``eqx.filter_jit`` so that it
    behaves as that function does (its arguments partitioned the same way,
    ``eqx.error_if`` raising ``EquinoxRuntimeError``)."""
    eqx = sys.modules.get("equinox")
    if eqx is None:
        return None
    cls = type(fn)
    if cls.__name__ == "_JitWrapper" and cls.__module__.startswith("equinox"):
        return eqx.filter_jit
    return None


# --- one call ------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, eq=False)
class Spec:
    """What a call is besides its traced values: part of jax's cache key."""

    treedef: Any  # of (fn, args, kwargs) after NNX's to_tree, static args as Static
    statics: tuple[Any, ...]  # per leaf: None where traced, else a Static
    donate: tuple[bool, ...]  # per traced leaf
    nnx: bool  # whether NNX objects cross (to_tree/from_tree)

    def _key(self) -> tuple[Any, ...]:
        return (self.treedef, self.statics, self.donate, self.nnx)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Spec) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


class Call:
    """One call's arguments, split for the jit: ``donated`` and ``kept`` traced
    leaves, and the hashable :class:`Spec`."""

    def __init__(
        self,
        tag: Any,
        fn: Callable[..., Any],
        args: tuple,
        kwargs: dict,
        static: frozenset[int | str],
        donate: frozenset[int | str],
    ):
        self.tag = tag
        owner = getattr(fn, "__self__", None)
        if inspect.ismethod(fn) and not isinstance(owner, type):
            # A bound method: its object crosses as the first argument (an NNX
            # Module's method updates the Module). Positions keep the user's.
            fn, args = fn.__func__, (owner, *args)
            static = frozenset(p + 1 if isinstance(p, int) else p for p in static)
            donate = frozenset(p + 1 if isinstance(p, int) else p for p in donate)
        _refuse_linen(fn, args, kwargs)
        for p in static:
            if isinstance(p, int) and p >= len(args):
                raise ValueError(
                    f"jax_mish.rewrite: static_argnums names argument {p}, but the call "
                    f"has {len(args)} positional argument(s)"
                )
        args = tuple(Static(a) if i in static else a for i, a in enumerate(args))
        kwargs = {k: Static(v) if k in static else v for k, v in kwargs.items()}
        nnx = _nnx()
        node = _nnx_node(nnx) if nnx is not None else None
        self.nnx = node is not None and any(
            node(x) for x in jax.tree.leaves((fn, args, kwargs), is_leaf=node)
        )
        self._nnx_mod = nnx
        self._tree = (fn, args, kwargs)
        self._static = static
        self._donate = donate

    @contextlib.contextmanager
    def crossing(self) -> Iterator[tuple[list[Any], list[Any], Spec]]:
        """Inside it the call crosses: yields ``(donated, kept, spec)``; NNX
        objects are split first (and merged back by :meth:`results`)."""
        if not self.nnx:
            yield self._split(self._tree)
            return
        nnx = self._nnx_mod
        with nnx.update_context(self.tag):
            yield self._split(nnx.to_tree(self._tree, ctxtag=self.tag))

    def _split(self, tree: Any) -> tuple[list[Any], list[Any], Spec]:
        fn, args, kwargs = tree
        parts: list[tuple[int | str | None, Any]] = [(None, fn)]
        parts += [(i, a) for i, a in enumerate(args)]
        parts += [(k, kwargs[k]) for k in sorted(kwargs)]  # the order jax flattens dicts in
        donated: list[Any] = []
        kept: list[Any] = []
        statics: list[Any] = []
        mask: list[bool] = []
        eqx_module = _equinox_module()
        for where, part in parts:
            give = where is not None and where in self._donate
            for node in jax.tree.leaves(part, is_leaf=eqx_module):
                # Numbers held by an Equinox Module are static, as
                # eqx.filter_jit has them (a layer's size, a rate).
                inner = eqx_module(node)
                for x in jax.tree.leaves(node) if inner else (node,):
                    if _is_traced_input(x, numbers=not inner):
                        statics.append(None)
                        mask.append(give)
                        (donated if give else kept).append(x)
                    else:
                        statics.append(Static(x))
        treedef = jax.tree.structure(tree)
        return donated, kept, Spec(treedef, tuple(statics), tuple(mask), self.nnx)

    def results(self, out: Out, arrays: Sequence[Any]) -> Any:
        """``fn``'s results from the jit's, NNX objects merged back into the
        caller's (inside :meth:`crossing`)."""
        built = out.build(arrays)
        if not self.nnx:
            return built
        _, result = self._nnx_mod.from_tree(built, ctxtag=self.tag, is_inner=False)
        return result


def rebuild(tag: Any, spec: Spec, leaves: Sequence[Any]) -> tuple[Any, tuple, dict]:
    """Inside the trace: ``(fn, args, kwargs)`` from the traced leaves, NNX
    objects merged in the trace (as ``nnx.jit``'s inner function merges them)."""
    it = iter(leaves)
    full = [next(it) if s is None else s.value for s in spec.statics]
    tree = jax.tree.unflatten(spec.treedef, full)
    if spec.nnx:
        tree = _nnx().from_tree(tree, ctxtag=tag, is_inner=True)
    fn, args, kwargs = tree
    # Static arguments are whole arguments (in the tree's structure); nothing
    # else is rebuilt, so that merged NNX objects stay the ones NNX tracks.
    args = tuple(a.value if isinstance(a, Static) else a for a in args)
    kwargs = {k: v.value if isinstance(v, Static) else v for k, v in kwargs.items()}
    return fn, args, kwargs


def outputs(tag: Any, spec: Spec, call: tuple[Any, tuple, dict], out: Any) -> tuple[Out, list]:
    """Inside the trace: ``fn``'s results split into the arrays the jit returns
    and the :class:`Out` that carries the rest; with NNX, the arguments' NNX
    objects are returned too, as ``nnx.jit``'s inner function returns them."""
    if spec.nnx:
        nnx = _nnx()
        node = _nnx_node(nnx)
        objects = jax.tree.map(lambda x: x if node(x) else None, call, is_leaf=node)
        out = nnx.to_tree((objects, out), ctxtag=tag)
    leaves, tree = jax.tree.flatten(out)
    arrays = [x for x in leaves if _is_traced_output(x)]
    rest = tuple(None if _is_traced_output(x) else x for x in leaves)
    return Out(tree, rest), arrays


def _refuse_linen(fn: Any, args: tuple, kwargs: dict) -> None:
    for x in (fn, *args, *kwargs.values()):
        if _linen_bound(x):
            raise TypeError(
                "jax_mish.rewrite: a bound flax.linen Module (the self of a method called "
                f"inside init or apply: {type(x).__name__}) cannot cross a jit boundary; "
                "linen's own transforms (nn.jit) do that. Rewrite the pure function instead: "
                "jax_mish.rewrite(model.apply), or the train step that calls it"
            )


_CONCRETE = frozenset(
    {
        "ConcretizationTypeError",
        "TracerBoolConversionError",
        "TracerIntegerConversionError",
        "TracerArrayConversionError",
    }
)


def note_error(err: BaseException, name: str) -> None:
    """Adds to an error raised while tracing ``fn`` what ``rewrite`` did and
    the way out, keeping its type (``except`` clauses still match)."""
    notes = getattr(err, "__notes__", ())
    if any("jax_mish.rewrite" in n for n in notes):
        return
    kind = type(err).__name__
    if kind in _CONCRETE or (isinstance(err, TypeError) and "Tracer" in str(err)):
        err.add_note(
            f"jax_mish.rewrite traces {name} as jax.jit does, so a Python value it branches "
            "on or uses as a shape must be static: pass static_argnums=/static_argnames= to "
            "jax_mish.rewrite for that argument, or rewrite the functions inside it that "
            "compute Mish (the model's apply or the loss) and leave the rest as written"
        )
    elif kind == "TraceContextError":
        err.add_note(
            f"jax_mish.rewrite traces {name} as nnx.jit does: an NNX object it updates must "
            "be one of its arguments (or the rewritten Module itself), not closed over"
        )
