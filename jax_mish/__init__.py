"""jax_mish: the Mish activation and its fused gradient as XLA FFI kernels.

``mish(x) = x * tanh(softplus(x))`` and ``mish_grad(dy, x) = dy * mish'(x)`` are
JAX primitives: they work under ``jit``, ``grad``, ``vjp``, ``jvp``, ``vmap``,
``hessian``, ``jax.experimental.jet``, ``checkpoint`` and ``scan``, and lower to
SIMD C++ kernels on CPU, CUDA kernels on NVIDIA GPUs (when built; run with
``impl="ffi"`` until validated on a GPU), and a pure-JAX version of the same
formula everywhere else. ``impl="xla"`` (per call, or process-wide through
:func:`set_default_impl` or ``$JAX_MISH_IMPL``) lowers that pure-JAX version on
every platform, as plain HLO that XLA fuses with neighbouring ops.
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
