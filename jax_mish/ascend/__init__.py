"""Ascend NPUs: run ``mish`` and ``mish_grad`` through CANN's own kernels.

When a JAX PJRT plugin for Ascend is installed, the route registers
lowerings of both primitives for its JAX platform: float32, float16 and
(where the SoC has it) bfloat16 go to XLA FFI handlers (``xla_ffi/ascend/``)
that call CANN's ``aclnnMish`` and ``aclnnMishBackward`` on the stream the
plugin gives them; float64 (which CANN lacks), and every call made while the
plugin or CANN cannot serve them, go through the pure-JAX formula instead.
Whether that formula, or anything else than a custom call, can run on a
given plugin is the plugin's affair: the public one can run neither yet
(docs/design.md, "Ascend route").

How the route is chosen:

* Plugin: ``import jax_mish`` imports the route (``jax_mish.ascend._route``)
  only when an Ascend plugin is installed (a ``jax_plugins`` module or entry
  point whose name says ``ascend`` or ``npu``) or ``$JAX_MISH_ASCEND_PLATFORM``
  is set (``jax_mish.ascend._probe``, which imports nothing heavy); the first
  use of one of this package's functions does the same. This package itself
  is light: importing it loads neither jax nor the extension module.
* Platform: a JAX platform named ``ascend`` or ``npu``, or one of the
  comma-separated names in ``$JAX_MISH_ASCEND_PLATFORM``. It is looked for on
  import and again right after JAX discovers its PJRT plugins (which happens
  when the first backend is created), so the import order does not matter.
  :func:`enable` installs the route for any other platform name by hand.
  JAX lowers for the name the plugin's backend reports, which may be spelled
  otherwise (the public plugin registers ``ascend`` and reports ``ASCEND``);
  the rules are registered under both spellings at install, and under any
  other reported one by :func:`backend_platforms` (:func:`route_status` and
  ``python -m jax_mish`` list them).
* FFI platform: custom calls are registered with the plugin's custom-call
  handler for ``ASCEND`` (or the spelling of the platform name a handler is
  registered under, or ``$JAX_MISH_ASCEND_FFI_PLATFORM``).
* CANN libraries: ``libascendcl.so``, ``libnnopbase.so`` and the operator
  libraries (``libopapi.so``, ``libopapi_nn.so``, then ``libaclnn_ops_infer.so``,
  ``libaclnn_ops_train.so``, ``libaclnn_math.so``). Each is taken from the
  copy already loaded in the process (the plugin's, found by soname without
  loading anything), else loaded with ``dlopen`` from the directory of the
  ``libascendcl.so`` already loaded, else from ``$JAX_MISH_CANN_LIB_DIR``,
  ``$ASCEND_TOOLKIT_HOME/lib64``, ``$ASCEND_HOME_PATH/lib64`` or
  ``/usr/local/Ascend/ascend-toolkit/latest/lib64``, in that order.
  ``$JAX_MISH_CANN_LIB_DIR`` is a demand: where it names another copy than
  the one loaded, CANN is not loaded at all rather than twice. CANN is loaded
  once, when the route is installed for a platform; nothing links against it.
* Dtypes sent to CANN (:func:`cann_dtypes`): float32 and float16, and
  bfloat16 where ``aclrtGetSocName`` names an Atlas A2 (910B) or later SoC;
  ``$JAX_MISH_ASCEND_DTYPES`` (e.g. ``float32,float16``) overrides that.
* ``impl="ffi"`` (see :func:`jax_mish.set_default_impl`) takes CANN's
  kernels; ``"xla"`` takes the pure-JAX path, and so does ``"auto"`` until the
  route has run on an NPU (its row in ``jax_mish._core.platforms``).
* If the plugin refuses or never takes the custom-call targets, or CANN
  could not be loaded, a ``RuntimeWarning`` (once per reason) says why (a
  refusal when it happens, targets never taken once plugin discovery is over,
  the rest when a function asking for the kernels is lowered), and the
  pure-JAX path is used; JAX itself keeps working. With ``JAX_MISH_ASCEND_REQUIRE_CANN=1``
  ``"auto"`` asks for the kernels too, and the first Mish call on that
  platform that is not ``impl="xla"`` raises ``RuntimeError`` instead.

The route's variables (``JAX_MISH_ASCEND_REQUIRE_CANN``,
``JAX_MISH_ASCEND_DTYPES``, ``JAX_MISH_ASCEND_FFI_PLATFORM``) are read once,
when the route is imported; CANN's directory when CANN is loaded, at
install. The choice for a call is made when a function is lowered, from what
install found: a function already compiled keeps the route it was compiled
with.

Private JAX API (through ``jax_mish._jax_private``): plugin discovery has no
public hook, so the route uses ``jax._src.xla_bridge.known_platforms`` and
``register_plugin_callbacks``, and reads jaxlib's table of custom-call
handlers to tell whether its targets reached the plugin. Where they are
missing, detection falls back to :func:`enable`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from jax_mish.ascend._probe import DEFAULT_PLATFORMS, PLATFORM_ENV, candidate_platforms
from jax_mish.ascend._settings import DTYPES_ENV, FFI_PLATFORM_ENV, REQUIRE_ENV

if TYPE_CHECKING:
    from jax_mish.ascend._route import (
        activate,
        backend_platforms,
        cann_dtypes,
        cann_status,
        detect,
        enable,
        installed_platforms,
        release_workspaces,
        route_status,
    )

__all__ = [
    "DEFAULT_PLATFORMS",
    "DTYPES_ENV",
    "FFI_PLATFORM_ENV",
    "PLATFORM_ENV",
    "REQUIRE_ENV",
    "activate",
    "backend_platforms",
    "candidate_platforms",
    "cann_dtypes",
    "cann_status",
    "detect",
    "enable",
    "installed_platforms",
    "release_workspaces",
    "route_status",
]

_ROUTE_FUNCTIONS = frozenset(__all__) - frozenset(globals())


def __getattr__(name: str) -> Any:
    # The route's functions, importing the route on first use.
    if name in _ROUTE_FUNCTIONS:
        return getattr(importlib.import_module("jax_mish.ascend._route"), name)
    raise AttributeError(f"module 'jax_mish.ascend' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
