"""An unbuilt source checkout in front of the installed jax_mish.

Run from a clone's root, ``python -m jax_mish``, ``python -c "import jax_mish"``
and scripts there import the folder ``jax_mish/`` of the clone (Python puts the
current directory, or the script's, first on sys.path), whose compiled extension
exists only once it was built in place (scripts/dev_build.sh); ``pip install .``
puts it in the installed copy only. So ``jax_mish/__init__.py`` asks
:func:`installed_instead` first: where this package has no extension and another
jax_mish that has one is on sys.path, the import runs that one, as it would from
any other directory (pytest, which puts ``tests/`` on sys.path rather than the
root, already does), and warns once that it did. Where PYTHONPATH names the
checkout its sources were asked for: nothing is swapped, and the import fails with
:func:`shadowing_message`.

Standard library only: it runs before the rest of the package is imported.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
import warnings

EXTENSION = "_jax_mish_cpu"
"""The compiled module every build has (``jax_mish._core.platforms``' required row)."""

HERE = os.path.dirname(os.path.abspath(__file__))
"""This package's folder."""


def has_extension(package_dir: str) -> bool:
    """Whether ``package_dir`` holds the compiled extension for this interpreter."""
    return any(
        os.path.isfile(os.path.join(package_dir, EXTENSION + suffix))
        for suffix in importlib.machinery.EXTENSION_SUFFIXES
    )


def _same(a: str, b: str) -> bool:
    return os.path.realpath(a or os.curdir) == os.path.realpath(b)


def elsewhere() -> importlib.machinery.ModuleSpec | None:
    """The first other jax_mish on sys.path after this package's folder is set
    aside, where it holds the extension; else None."""
    parent = os.path.dirname(HERE)
    others = [p for p in sys.path if isinstance(p, str) and not _same(p, parent)]
    spec = importlib.machinery.PathFinder.find_spec("jax_mish", others)
    if spec is None or not spec.submodule_search_locations:
        return None
    if not has_extension(spec.submodule_search_locations[0]):
        return None
    return spec


def on_pythonpath() -> bool:
    """Whether PYTHONPATH names the folder that holds this package."""
    parent = os.path.dirname(HERE)
    return any(_same(p, parent) for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p)


def installed_instead() -> importlib.machinery.ModuleSpec | None:
    """The installed jax_mish to run in place of this package: where this one is
    a source tree without the extension, not asked for through PYTHONPATH, and
    another on sys.path has it. None: import this one."""
    if has_extension(HERE) or on_pythonpath():
        return None
    return elsewhere()


def run_instead(spec: importlib.machinery.ModuleSpec) -> None:
    """Makes the jax_mish of ``spec`` the one ``import jax_mish`` returns (the
    import system hands back whatever sys.modules holds once ``__init__`` is
    done) and runs it; its submodules then come from its own folder."""
    assert spec.loader is not None and spec.submodule_search_locations
    sys.modules.pop(__name__, None)  # this module is the source tree's
    module = importlib.util.module_from_spec(spec)
    sys.modules["jax_mish"] = module
    spec.loader.exec_module(module)
    # stacklevel 3: the import statement's frame, past __init__ and importlib.
    warnings.warn(
        f"jax_mish: running the installed jax_mish {module.__version__} at "
        f"{spec.submodule_search_locations[0]}: the source tree {HERE} came first on "
        f"sys.path and has no compiled extension (scripts/dev_build.sh builds it in "
        f"place, to run these sources)",
        RuntimeWarning,
        stacklevel=3,
    )


def shadowing_message() -> str | None:
    """Where this package has no extension and another jax_mish with one is on
    sys.path (so PYTHONPATH named this one: :func:`installed_instead`), what
    happened and what to type; else None."""
    if has_extension(HERE):
        return None
    other = elsewhere()
    if other is None or not other.submodule_search_locations:
        return None
    return (
        f"the source tree {HERE} shadows the installed jax_mish at "
        f"{other.submodule_search_locations[0]}: PYTHONPATH names it, and it has no "
        f"compiled extension. Build it in place with `scripts/dev_build.sh`, or leave "
        f"it off PYTHONPATH to run the installed package."
    )
