"""jax_mish: the Mish activation and its fused gradient as XLA FFI kernels.

``mish(x) = x * tanh(softplus(x))`` and ``mish_grad(dy, x) = dy * mish'(x)``
are JAX primitives. They lower to SIMD C++ kernels on CPU, CUDA kernels on
NVIDIA GPUs (where built), CANN's kernels on Ascend NPUs, and a pure-JAX
version of the same formula elsewhere, and work under ``jit``, ``grad``,
``vjp``, ``jvp``, ``vmap``, ``hessian``, ``jax.experimental.jet``,
``checkpoint``, ``scan`` and sharding (``NamedSharding``, ``shard_map``,
``pmap``).

* :func:`mish` ``(x, impl=None, *, bias=None)``: a drop-in for
  ``jax.nn.mish``; ``jax.grad`` of it runs one fused kernel and saves only
  ``x``. With ``bias=b`` (a Dense or Conv layer's bias, laid along ``x``'s
  trailing axes) it computes ``mish(x + b)`` in one kernel, and its gradient
  writes ``dx`` and sums ``db`` in one pass.
* :func:`mish_grad` ``(dy, x, impl=None)``: ``dy * mish'(x)``, fused.
* ``impl``: ``"ffi"`` runs the kernels, ``"xla"`` plain HLO that XLA fuses
  with neighbouring ops, ``"auto"`` the kernels only on platforms where they
  have passed; process-wide through :func:`set_default_impl` (read back with
  :func:`get_default_impl`) or ``$JAX_MISH_IMPL``.
* :func:`rewrite` ``(fn)``: ``fn`` (a loss, an apply function, a whole train
  step) with every Mish it computes, however spelled, run by the kernels, and
  their gradients by :func:`mish_grad`; in every other respect
  ``jax.jit(fn)``.
* :func:`patch_jax_nn`, :func:`unpatch_jax_nn` and the context manager
  :func:`patched_jax_nn`: the swap, which makes code that calls
  ``jax.nn.mish`` (Flax, Equinox and Haiku models) run :func:`mish` without
  editing it.
* :func:`export_disabled_checks`: what ``jax.export`` needs to take
  jax_mish's custom calls.
* :func:`build_info` and ``python -m jax_mish``: what this installation runs,
  and a self-check.
* Modules: :mod:`jax_mish.formulas` (the pure-JAX formulas),
  :mod:`jax_mish.testing` (the error metric, oracles and bounds),
  :mod:`jax_mish.onnx` (ONNX export through jax2onnx), :mod:`jax_mish.ascend`
  (the Ascend route).

The README is the user guide; docs/reference/ builds the API reference from
these docstrings.
"""

from __future__ import annotations

from jax_mish import _source_tree

# Run from a clone's root after `pip install .`, ``jax_mish/`` there is a
# source tree without the compiled extension: the installed copy runs instead
# (jax_mish/_source_tree.py says when, and why).
_installed = _source_tree.installed_instead()
if _installed is not None:
    _source_tree.run_instead(_installed)
else:
    import importlib

    from jax_mish._core.api import (
        build_info,
        get_default_impl,
        mish,
        mish_grad,
        set_default_impl,
    )
    from jax_mish._rewrite import rewrite
    from jax_mish._version import __version__
    from jax_mish.ascend import _probe as _ascend_probe
    from jax_mish.interop.export import export_disabled_checks
    from jax_mish.interop.swap import patch_jax_nn, patched_jax_nn, unpatch_jax_nn

    # The Ascend route (jax_mish.ascend._route) loads and hooks JAX's plugin
    # discovery only where an Ascend plugin is installed or named; elsewhere only
    # the light jax_mish.ascend package and its probe are imported.
    if _ascend_probe.wanted():
        importlib.import_module("jax_mish.ascend._route").activate()


__all__ = [
    "__version__",
    "build_info",
    "export_disabled_checks",
    "get_default_impl",
    "mish",
    "mish_grad",
    "patch_jax_nn",
    "patched_jax_nn",
    "rewrite",
    "set_default_impl",
    "unpatch_jax_nn",
]
