"""Make code that calls ``jax.nn.mish`` run jax_mish, without editing it.

Flax, Equinox, Haiku and most model code call ``jax.nn.mish`` by attribute,
when their model is traced. While the patch is on, the attribute ``mish`` of
the module ``jax.nn`` is :data:`jax_nn_mish`, which calls
:func:`jax_mish.mish`; when the last holder lets go, the function that was
there before is put back.

Holders are counted under a lock: each open :func:`patched_jax_nn` context
is one, and :func:`patch_jax_nn` is one more until :func:`unpatch_jax_nn`.
:data:`jax_nn_mish` reads the state on every call, so a reference to it that
a model stored while the patch was on (``self.act = jax.nn.mish``) goes back
to the original function once the patch is off. It pickles as its name in
this module, so a pickled reference, loaded in another process, reads the
state of that process (and needs jax_mish installed there). The original is
a jitted function: :data:`jax_nn_mish` answers its API (``lower``, ``trace``,
``eval_shape``, ...) for what a call would run.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

import jax

from jax_mish._core import api as _api
from jax_mish._core import impl as _impl


class _State(NamedTuple):
    on: bool
    impl: str | None
    original: Callable[[_api.ArrayLike], jax.Array]  # what jax.nn.mish was before the patch


# Replaced as a whole, so that the patched function reads a consistent state
# without taking the lock (it runs on every traced or eager call).
_state = _State(False, None, jax.nn.mish)
_lock = threading.Lock()
_contexts = 0  # open patched_jax_nn contexts
_held = False  # patch_jax_nn's hold

# What jax.nn.mish's jitted API (lower, trace, ...) answers for while the
# patch is on: jax_mish.mish jitted as jax.nn.mish is, one per impl.
_jitted = {i: jax.jit(functools.partial(_api.mish, impl=i)) for i in _impl.CHOICES}


class _JaxNnMish:
    """``jax.nn.mish`` while jax_mish's patch is on: :func:`jax_mish.mish`.

    Once the patch is off, the function it replaced (kept for references to
    this object stored while it was on). Attributes of that jitted function
    (``lower``, ``trace``, ``eval_shape``, ``clear_cache``) answer for
    :func:`jax_mish.mish` while the patch is on, for the original after.
    """

    def __init__(self) -> None:
        # As jax.nn.mish's: jax names traced and lowered functions by them.
        self.__name__ = self.__qualname__ = "mish"

    def __call__(self, x: _api.ArrayLike) -> jax.Array:
        state = _state
        if state.on:
            return _api.mish(x, impl=state.impl)
        return state.original(x)

    def trace(self, *args: Any, **kwargs: Any) -> Any:
        """``jax.jit``'s ``trace`` of the function a call runs now."""
        return self._now().trace(*args, **kwargs)

    def lower(self, *args: Any, **kwargs: Any) -> Any:
        """``jax.jit``'s ``lower`` of the function a call runs now."""
        return self._now().lower(*args, **kwargs)

    # trace and lower are defined, not answered by __getattr__: on Python >=
    # 3.12 isinstance against a runtime protocol (jax.export's check for
    # jax.stages.Wrapped) looks attributes up statically.

    def _now(self) -> Any:
        state = _state
        if state.on:
            return _jitted[_impl.choose(state.impl, "jax.nn.mish")]
        return state.original

    def __getattr__(self, name: str) -> Any:
        # Only for names the object lacks: the public API of the function a
        # call runs now. Dunder and private names stay unanswered, so that
        # copy, pickle and inspect see this object, not the one it stands for.
        if name.startswith("_"):
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        return getattr(self._now(), name)

    def __dir__(self) -> list[str]:
        state = _state
        target = _jitted["auto"] if state.on else state.original
        public = (name for name in dir(target) if not name.startswith("_"))
        return sorted(set(super().__dir__()).union(public))

    def __reduce__(self) -> str:
        # Pickled as the module attribute that holds it, never by value: the
        # process that loads it reads its own patch state. (Keep the name and
        # this module's path: pickles hold both.) copy and deepcopy give this
        # object back.
        return "jax_nn_mish"

    def __repr__(self) -> str:
        now = "jax_mish.mish" if _state.on else "the original jax.nn.mish"
        return f"<jax.nn.mish as jax_mish patches it, running {now}>"


jax_nn_mish = _JaxNnMish()
"""The one object that is ``jax.nn.mish`` while the patch is on."""


def _acquire(impl: str | None, where: str, clear_caches: bool) -> None:
    """Takes one hold (the caller holds ``_lock``); turns the patch on if it was off."""
    global _state
    if impl is not None:
        impl = _impl.choose(impl, where)  # validates; None stays the per-call default
    if _state.on:
        if impl != _state.impl:
            raise ValueError(
                f"{where}: jax.nn.mish already runs jax_mish with impl={_state.impl!r}; "
                f"it is one name for the whole process, so every holder of the patch "
                f"(nested or in other threads) must ask for the same impl, got {impl!r}"
            )
        return
    current = jax.nn.mish
    # A function left in place by another patcher can be ours; what ours
    # replaced is then still the original.
    original = _state.original if current is jax_nn_mish else current
    _state = _State(True, impl, original)
    jax.nn.mish = jax_nn_mish
    if clear_caches:
        jax.clear_caches()


def _release(clear_caches: bool) -> None:
    """Turns the patch off (the caller holds ``_lock`` and has dropped the last hold)."""
    global _state
    _state = _state._replace(on=False, impl=None)
    # Someone who patched jax.nn.mish after us keeps their function; it may
    # call ours, which now calls the original.
    if jax.nn.mish is jax_nn_mish:
        jax.nn.mish = _state.original  # type: ignore[assignment]  # typed as jax's function
    if clear_caches:
        jax.clear_caches()


def patch_jax_nn(impl: str | None = None, *, clear_caches: bool = True) -> None:
    """Makes ``jax.nn.mish`` run :func:`jax_mish.mish` until :func:`unpatch_jax_nn`.

    What it reaches: every call that looks ``jax.nn.mish`` up when it runs or
    is traced (``jax.nn.mish(x)``, ``from jax import nn; nn.mish(x)``), as
    Flax (linen and NNX), Equinox and Haiku models written with
    ``jax.nn.mish`` do; and references to ``jax.nn.mish`` taken while the patch
    is on (``activation=jax.nn.mish`` given to ``eqx.nn.MLP``, say), which
    follow the patch: they run jax_mish while it is on and the original once it
    is off. What it cannot reach: a name bound before the patch
    (``from jax.nn import mish``, a default argument or a dataclass field
    evaluated before it), and other functions that compute Mish themselves:
    ``keras.activations.mish`` composes ``tanh(softplus(x))`` with Keras ops
    and never calls ``jax.nn.mish`` (on Keras's JAX backend, pass
    ``activation=jax_mish.mish`` to the layer instead).

    The patched ``jax.nn.mish`` takes what the original takes (NNX variables
    and other objects with ``__jax_array__`` included) and keeps its jitted
    API (``lower``, ``trace``, ``eval_shape``), which answers for jax_mish. A
    reference to it pickles (``pickle``, ``cloudpickle``) as the name
    ``jax_mish.interop.swap.jax_nn_mish``: loaded in another process, which needs
    jax_mish installed, it follows that process's patch. Code exported with
    ``jax.export`` under the patch holds jax_mish's custom calls where it runs
    the kernels: export it with :func:`jax_mish.export_disabled_checks` and
    import jax_mish where it is loaded.

    Idempotent: a second call with the same ``impl`` does nothing. The patch
    stays on while this call's hold or any :func:`patched_jax_nn` context
    holds it.

    Args:
      impl: passed to :func:`jax_mish.mish` on every call (``None``: the
        process default, looked up on every call). ``jax.nn.mish`` is one name for
        the whole process, so while the patch is on, every holder (nested
        contexts, other threads) must ask for the same ``impl``.
      clear_caches: when this call turns the patch on, call
        :func:`jax.clear_caches`: functions traced before (``jax.jit``'s cache,
        ``nnx.jit``'s, ``eqx.filter_jit``'s) are traced again on their next
        call and so run jax_mish; without it they keep ``jax.nn.mish``'s
        original computation. Every jitted function in the process is compiled
        again on its next call.

    Raises:
      ValueError: for an invalid ``impl``, or one that differs from the
        ``impl`` the patch is on with.
    """
    global _held
    with _lock:
        # Already held: the same impl joins (nothing changes), another raises.
        _acquire(impl, "jax_mish.patch_jax_nn", clear_caches)
        _held = True


def unpatch_jax_nn(*, clear_caches: bool = True) -> None:
    """Drops :func:`patch_jax_nn`'s hold; puts the original ``jax.nn.mish`` back
    unless a :func:`patched_jax_nn` context still holds the patch (then the
    last one to close does).

    Idempotent: without a hold it does nothing. If another library replaced
    ``jax.nn.mish`` after the patch, its function stays.

    Args:
      clear_caches: when this call turns the patch off, call
        :func:`jax.clear_caches`, so that functions traced with the patch on
        are traced again with the original ``jax.nn.mish``.
    """
    global _held
    with _lock:
        if not _held:
            return
        _held = False
        if _contexts == 0:
            _release(clear_caches)


@contextlib.contextmanager
def patched_jax_nn(impl: str | None = None, *, clear_caches: bool = True) -> Iterator[None]:
    """Within the ``with`` block, ``jax.nn.mish`` runs :func:`jax_mish.mish`.

    What it reaches and cannot reach: as for :func:`patch_jax_nn`.
    Contexts nest and may be open in several threads at once: the patch is on
    while any of them (or :func:`patch_jax_nn`) holds it, and the original
    ``jax.nn.mish`` comes back when the last one closes, exception or not.
    It is process-wide: other threads see it too while it is on.

    Functions traced inside the block keep what they were traced with: with
    ``clear_caches`` (the default) the caches are cleared when the patch turns
    on and when it turns off, so jitted functions are traced again on their
    next call and run whatever ``jax.nn.mish`` then is.

    Args:
      impl: as for :func:`patch_jax_nn`; a context asking for a different
        ``impl`` than the one the patch is on with raises ``ValueError`` on
        entry, and the patch stays as it was.
      clear_caches: as for :func:`patch_jax_nn`, on entering and on leaving
        (where this context turns the patch on or off).

    Yields:
      None.

    Raises:
      ValueError: as :func:`patch_jax_nn`, on entry.
    """
    global _contexts
    with _lock:
        _acquire(impl, "jax_mish.patched_jax_nn", clear_caches)
        _contexts += 1
    try:
        yield
    finally:
        with _lock:
            _contexts -= 1
            if _contexts == 0 and not _held:
                _release(clear_caches)
