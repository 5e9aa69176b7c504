"""Whether an Ascend PJRT plugin is installed, found without importing it.

``import jax_mish`` asks this (:func:`wanted`) before anything heavy of the
Ascend route is imported: only when it answers yes is the route
(``jax_mish.ascend._route``, with jax, the platform table and the extension
module) imported and JAX's plugin discovery hooked. It reads what JAX's own
discovery reads (modules under the ``jax_plugins`` namespace package and
entry points of the ``jax_plugins`` group) without importing any of them,
creating a backend or reading anything but package metadata. It imports the
standard library only.
"""

from __future__ import annotations

import importlib.util
import os
import pkgutil
from collections.abc import Mapping
from importlib import metadata

__all__ = [
    "DEFAULT_PLATFORMS",
    "PLATFORM_ENV",
    "candidate_platforms",
    "installed_plugins",
    "wanted",
]

DEFAULT_PLATFORMS: tuple[str, ...] = ("ascend", "npu")
"""JAX platform names that mean an Ascend NPU, and the words an Ascend
plugin's module or entry-point name contains (the public plugin installs
``jax_plugins.xla_ascend<N>``)."""

PLATFORM_ENV = "JAX_MISH_ASCEND_PLATFORM"


def candidate_platforms(environ: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """JAX platform names that mean "an Ascend NPU".

    Args:
      environ: the environment to read (default ``os.environ``).

    Returns:
      ``("ascend", "npu")`` followed by the comma-separated names in
      ``$JAX_MISH_ASCEND_PLATFORM``, lower-cased, without duplicates.
    """
    env = os.environ if environ is None else environ
    names = list(DEFAULT_PLATFORMS)
    for name in env.get(PLATFORM_ENV, "").split(","):
        name = name.strip().lower()
        if name and name not in names:
            names.append(name)
    return tuple(names)


def _names_an_ascend_plugin(name: str, words: tuple[str, ...]) -> bool:
    lowered = name.lower()
    return any(w in lowered for w in words)


def installed_plugins(environ: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The installed JAX plugins that look like Ascend plugins.

    Returns:
      Module names under ``jax_plugins`` and ``jax_plugins`` entry points
      (``name = module``) whose name contains one of
      :func:`candidate_platforms`, in the order found; none is imported.
    """
    words = candidate_platforms(environ)
    found: list[str] = []
    try:
        spec = importlib.util.find_spec("jax_plugins")
    except (ImportError, ValueError):
        spec = None
    locations = list(spec.submodule_search_locations or ()) if spec is not None else []
    for info in pkgutil.iter_modules(locations, "jax_plugins."):
        if _names_an_ascend_plugin(info.name, words):
            found.append(info.name)
    points: list[metadata.EntryPoint] = []
    try:
        points.extend(metadata.entry_points(group="jax_plugins"))
    except Exception:  # broken metadata of some unrelated distribution
        pass
    for point in points:
        if _names_an_ascend_plugin(f"{point.name} {point.value}", words):
            label = f"{point.name} = {point.value}"
            if point.value not in found and label not in found:
                found.append(label)
    return tuple(found)


def wanted(environ: Mapping[str, str] | None = None) -> bool:
    """Whether ``import jax_mish`` loads the route: an Ascend plugin is
    installed (:func:`installed_plugins`) or ``$JAX_MISH_ASCEND_PLATFORM``
    names a platform."""
    env = os.environ if environ is None else environ
    return bool(env.get(PLATFORM_ENV)) or bool(installed_plugins(environ))
