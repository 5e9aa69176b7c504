"""A test double of the public Ascend JAX plugin, as JAX and jax_mish see it.

Written from the sources of the only public Ascend plugin (github
dayanhn/jax at 246f545c9: jax_plugins/ascend/__init__.py, jaxlib/ascend/
ascend_plugin_extension.cc; github dayanhn/xla at fd2bea06e1: xla/pjrt/npu/
se_ascend_pjrt_client.cc), not copied from them. What it reproduces:

* ``initialize()``, called by JAX's plugin discovery (the module also
  initializes itself when imported, as that plugin does, and a second call
  does nothing): loads CANN's libraries by path from
  ``$ASCEND_TOOLKIT_HOME/lib64`` where that is set (``libascendcl.so``,
  ``libnnopbase.so``, ``libopapi_nn.so``, ``libhccl.so``, ``libhcomm.so``,
  ``libopapi_math.so``, with ctypes, stopping with a warning at the first
  that fails), then registers the PJRT plugin through JAX's own
  ``xla_bridge.register_plugin`` under the name ``"ascend"``, priority 500,
  with options from ``$ASCEND_VISIBLE_DEVICES``.
* The backend: its PJRT client reports the platform as ``"ASCEND"``.
* Custom calls: a handler registered for ``"ASCEND"`` with
  ``xla_client.register_custom_call_handler`` as
  ``partial(extension.register_custom_call_target, c_api)``, where that
  extension function takes ``c_api`` only (a stub): jaxlib calls a handler
  with ``(name, fn, platform, api_version, traits)``, so every registration
  raises ``TypeError``. The plugin catches and logs errors of its own
  registrations.

Variants, chosen by ``$ASCEND_PLUGIN_DOUBLE``:

* ``public`` (default): as above.
* ``deferring``: no custom-call handler is ever registered (the public
  plugin when its extension module cannot be imported).
* ``forwarding``: a plugin whose backend reports ``"ascend"`` and whose
  handler takes jaxlib's calling convention and forwards each registration
  to the device runtime, as jaxlib's CUDA plugin does through its PJRT
  extension. Here the runtime is :data:`REGISTERED`, which records them.
* ``fixed``: the public plugin with that stub implemented: reports
  ``"ASCEND"`` and forwards as ``forwarding`` does.

Stand-ins, because no Ascend PJRT library exists here: loading the library
(``xla_client.load_pjrt_plugin_dynamically`` and the profiler's
registration) returns a ``pjrt_c_api`` capsule of a ``PJRT_Api`` with no
extensions and no functions (JAX's own discovery callbacks look for
extensions in it and find none), and the client is a CPU client that
reports the plugin's platform name. Only ``register_plugin`` itself is
JAX's. Nothing here can compile or run a program for the Ascend platform.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import logging
import os
from typing import Any

import jax._src.xla_bridge as xb
from jax._src.lib import xla_client

logger = logging.getLogger(__name__)

VARIANT = os.environ.get("ASCEND_PLUGIN_DOUBLE", "public")
if VARIANT not in ("public", "deferring", "forwarding", "fixed"):
    raise ValueError(f"$ASCEND_PLUGIN_DOUBLE: unknown variant {VARIANT!r}")

REPORTED_PLATFORM = "ascend" if VARIANT == "forwarding" else "ASCEND"
"""The platform name the PJRT client reports."""

CUSTOM_CALL_PLATFORM = "ASCEND"
"""The platform the custom-call handler is registered for."""

REGISTERED: list[tuple[str, str, int]] = []
"""(target name, platform, api_version) of each registration forwarded."""

_initialized = False


# A PJRT_Api whose fields are all zero but its size: extension_start is NULL
# and no function is set. Kept alive for the process, as a loaded library is.
_API = ctypes.create_string_buffer(4096)
ctypes.c_size_t.from_buffer(_API).value = len(_API)
_CAPSULE_NAME = b"pjrt_c_api"


def c_api_stand_in() -> Any:
    """A ``pjrt_c_api`` capsule over the empty ``PJRT_Api``."""
    new = ctypes.pythonapi.PyCapsule_New
    new.restype = ctypes.py_object
    new.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
    return new(ctypes.addressof(_API), _CAPSULE_NAME, None)


class ReportingClient:
    """A CPU client that reports the plugin's platform name, as the
    plugin's PJRT client reports ``pjrt_platform_name``."""

    def __init__(self, inner: Any, platform: str):
        self._inner = inner
        self._platform = platform

    @property
    def platform(self) -> str:
        return self._platform

    @property
    def platform_version(self) -> str:
        return "ascend"  # what the plugin's client returns

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


class StubExtension:
    """The plugin extension's functions as its sources define them today."""

    @staticmethod
    def initialize_ascend() -> str:
        return "OK"

    @staticmethod
    def register_custom_type(c_api: Any) -> None:
        del c_api  # a stub in the plugin

    @staticmethod
    def register_custom_call_target(c_api: Any) -> None:
        del c_api  # a stub in the plugin: takes c_api only


def _forward(c_api: Any, name: str, fn: Any, platform: str, api_version: int, traits: Any) -> None:
    """jaxlib's calling convention with the plugin's ``c_api`` bound first,
    as jaxlib's CUDA plugin registers its handler."""
    del c_api, fn, traits
    REGISTERED.append((name, platform, api_version))


@contextlib.contextmanager
def _library_stand_ins():
    """While JAX registers the plugin: no library to load; the client a CPU
    client reporting the plugin's platform."""
    saved = (
        xla_client.load_pjrt_plugin_dynamically,
        xb._profiler.register_plugin_profiler,
        xb.make_pjrt_c_api_client,
    )

    def make_client(plugin_name: str, options: Any = None) -> ReportingClient:
        del plugin_name, options
        return ReportingClient(xb.make_cpu_client(), REPORTED_PLATFORM)

    xla_client.load_pjrt_plugin_dynamically = lambda name, path: c_api_stand_in()
    xb._profiler.register_plugin_profiler = lambda c_api: None
    xb.make_pjrt_c_api_client = make_client  # bound into the factory by register_plugin
    try:
        yield
    finally:
        (
            xla_client.load_pjrt_plugin_dynamically,
            xb._profiler.register_plugin_profiler,
            xb.make_pjrt_c_api_client,
        ) = saved


PRELOADED = ("libascendcl.so", "libnnopbase.so", "libopapi_nn.so", "libhccl.so", "libhcomm.so")
PRELOADED += ("libopapi_math.so",)
"""The CANN libraries the plugin loads itself, in its order."""


def _load_cann() -> None:
    """The plugin's own CANN, loaded by path as its initialize() does."""
    home = os.environ.get("ASCEND_TOOLKIT_HOME")
    if not home:
        return
    lib64 = os.path.join(home, "lib64")
    try:
        for name in PRELOADED:
            ctypes.cdll.LoadLibrary(os.path.join(lib64, name))
    except OSError as err:
        logger.warning("Failed to preload libascendcl.so: %s", err)


def initialize(options: dict[str, Any] | None = None) -> None:
    """Registers the plugin with JAX (once)."""
    global _initialized
    if _initialized:
        return
    _load_cann()
    options = dict(options or {})
    visible = os.environ.get("ASCEND_VISIBLE_DEVICES")
    if visible is not None and visible != "all":
        options["visible_devices"] = [int(v) for v in visible.split(",")]
    with _library_stand_ins():
        c_api = xb.register_plugin(
            "ascend",
            priority=500,
            library_path=os.path.join(os.path.dirname(__file__), "xla_ascend_plugin.so"),
            options=options,
        )
    _initialized = True
    if VARIANT == "deferring":
        return
    handler = (
        functools.partial(_forward, c_api)
        if VARIANT in ("forwarding", "fixed")
        else functools.partial(StubExtension.register_custom_call_target, c_api)
    )
    try:
        xla_client.register_custom_call_handler(CUSTOM_CALL_PLATFORM, handler)
    except Exception as err:  # the plugin logs failures of its registrations
        logger.warning("Failed to register custom call handler: %s", err)


try:
    initialize()
except Exception as err:  # the plugin only logs a failed self-initialization
    logger.warning("Ascend plugin double initialization failed: %s", err)
