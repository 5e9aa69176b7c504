"""The platforms that have FFI kernels: one table, read by everything else.

Each row says, for one JAX platform: the name JAX lowers for, the platform
string XLA's FFI registry takes, the extension module holding the handlers,
which family of released targets those handlers serve (``jax_mish._core.targets``),
and whether ``impl="auto"`` runs the kernels there, with the evidence (or why
not yet). Registration (``jax_mish._core.install``), ``impl`` resolution
(``jax_mish._core.impl``), :func:`jax_mish.build_info`, ``python -m jax_mish`` and
the tests all read this table.

The built-in rows are :data:`BUILTIN`. A row added at run time (the Ascend
route, :mod:`jax_mish.ascend`) goes in through :func:`jax_mish._core.install.install`,
which registers its handlers and lowering rules and then calls :func:`add`.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
import threading
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from jax_mish import _source_tree

__all__ = ["BUILTIN", "JAX_OWN", "Platform", "add", "get", "loaded", "module", "packages"]


@dataclass(frozen=True)
class Platform:
    """One platform with FFI kernels."""

    name: str
    """The JAX platform name lowering rules are registered for (``"cpu"``)."""
    ffi_name: str
    """The platform string of ``jax.ffi.register_ffi_target`` (``"CUDA"``)."""
    module: str
    """The extension module whose ``handlers()`` serve it: in this package
    (a build from source), else in a plugin wheel's package (``plugins``)."""
    family: str
    """The family of released targets its handlers implement
    (``jax_mish._core.targets.Target.family``)."""
    kind: str
    """What kind of kernels, for people: ``"cpu"``, ``"cuda"``, ``"ascend"``."""
    validated: bool
    """Whether ``impl="auto"`` runs the kernels here."""
    evidence: str
    """Where validated: what they passed. Elsewhere: why not yet."""
    handlers: str = "handlers"
    """The module function that returns its handlers by role and version."""
    required: bool = False
    """A build always has this module (its absence is a broken install)."""
    goldens: str = ""
    """Empty where golden export artefacts for this platform are committed
    (tests/support/export_golden/); else why not yet."""
    plugins: tuple[str, ...] = ()
    """Packages of plugin wheels that may hold ``module`` (:func:`packages`
    says in which order they are tried)."""
    spellings: tuple[str, ...] = ()
    """Other names JAX may lower for on this platform (a plugin backend may
    report ``"ASCEND"`` for ``"ascend"``): rules are registered under each."""
    takes: Callable[[Any], bool] | None = field(default=None, compare=False)
    """``takes(dtype)``: whether the kernels run for this dtype now; None: every
    dtype of ``jax_mish.formulas.COMPUTE_DTYPE``. Called while lowering: a
    predicate over what the row's install settled, which loads nothing. It may
    warn or raise where the kernels were asked for and cannot run (the Ascend
    route: CANN not loaded, or targets the plugin did not take)."""


BUILTIN: tuple[Platform, ...] = (
    Platform(
        name="cpu",
        ffi_name="cpu",
        module="_jax_mish_cpu",
        family="kernels",
        kind="cpu",
        validated=True,
        evidence="the test suite in every CI leg (README.md, 'Tested configurations'), "
        "the suite under scripts/sanitize_check.sh (docs/design.md, 'What the tests check') "
        "and the committed results in benchmarks/results/",
        required=True,
    ),
    Platform(
        name="cuda",
        ffi_name="CUDA",
        module="_jax_mish_cuda",
        family="kernels",
        kind="cuda",
        # scripts/build_wheels.sh: one plugin wheel per CUDA major version,
        # newest first, as jax tries its own (jax_plugins/xla_cuda12).
        plugins=("jax_mish_cuda13", "jax_mish_cuda12"),
        validated=False,
        evidence="the CUDA kernels are compiled and lowered in CI, but scripts/gpu_check.sh "
        "has not yet passed on a GPU",
        goldens="the CUDA kernels have not run on a GPU yet; goldens are written on one",
    ),
)
"""The platforms every build knows; a row whose optional module is absent
(a build without nvcc) is left out of the live table."""

JAX_OWN: tuple[str, ...] = ("cpu", "cuda", "rocm", "tpu", "gpu")
"""The platform names of jaxlib's own backends, whether or not this build has
kernels for them (``"gpu"``: JAX's alias for whichever of CUDA and ROCm is
present). A plugin's platform is never one of them (the Ascend route refuses
them)."""

_BUILD_HINT = (
    "jax_mish's C++ extension ({name}) could not be loaded: {err}.\n"
    "Build and install it from the source tree with\n"
    "    pip install .\n"
    "(needs a C++17 compiler and CMake; scikit-build-core, nanobind and the\n"
    "build-time jaxlib come from pyproject.toml), or in place, against the\n"
    "jaxlib already installed, with\n"
    "    scripts/dev_build.sh\n"
    "and re-run it after changing files under xla_ffi/.\n"
    "(jax_mish was imported from {where}.)"
)

_lock = threading.Lock()
_modules: dict[str, ModuleType | None] = {}
_table: dict[str, Platform] = {}


def packages(row: Platform) -> tuple[str, ...]:
    """Where :func:`load` looks for ``row.module``, in order: this package (a
    build from source), then ``row.plugins``, those of a CUDA major version
    whose jax plugin (``jax_cudaNN_plugin``) is installed first: with both
    CUDA plugin wheels installed, the module then links the runtime major
    version that jax loads (both may import; the other may need a newer
    driver than jax's)."""

    def with_jax(pkg: str) -> bool:
        m = re.fullmatch(r"jax_mish_cuda(\d+)", pkg)
        return m is not None and importlib.util.find_spec(f"jax_cuda{m[1]}_plugin") is not None

    return ("jax_mish", *sorted(row.plugins, key=lambda pkg: not with_jax(pkg)))


def load(row: Platform) -> ModuleType | None:
    """The extension module of ``row``, imported once from the first of
    :func:`packages` that has it; None where an optional module is in none of
    them (a module there that cannot be loaded warns)."""
    if row.module in _modules:
        return _modules[row.module]
    mod: ModuleType | None = None
    broken = []
    for pkg in packages(row):
        try:
            mod = importlib.import_module(f"{pkg}.{row.module}")
            break
        except ImportError as err:
            if row.required:
                where = _source_tree.HERE
                shadowing = _source_tree.shadowing_message()
                if shadowing is not None:  # building it elsewhere would not help
                    raise ImportError(f"{shadowing}\n({err})") from err
                raise ImportError(
                    _BUILD_HINT.format(name=row.module, err=err, where=where)
                ) from err
            if not isinstance(err, ModuleNotFoundError):  # there, but not loadable
                broken.append(f"{pkg}.{row.module} ({err})")
    if broken:
        warnings.warn(
            f"jax_mish: installed but cannot be loaded: {'; '.join(broken)}; "
            + (
                f"using {mod.__name__}"
                if mod is not None
                else f"{row.kind} platforms will use the pure-JAX formulas"
            ),
            RuntimeWarning,
            stacklevel=2,
        )
    _modules[row.module] = mod
    return mod


def module(name: str) -> ModuleType | None:
    """The extension module serving JAX platform ``name``, or None."""
    row = get(name)
    return None if row is None else load(row)


def get(name: str) -> Platform | None:
    """The row of JAX platform ``name`` (any case), or None: no kernels there."""
    return _table.get(name.lower())


def loaded() -> tuple[Platform, ...]:
    """Every platform with kernels in this process, in the order added."""
    with _lock:
        return tuple(_table.values())


def add(row: Platform) -> Platform | None:
    """Puts ``row`` in the table (its handlers must be registered already:
    :func:`jax_mish._core.install.install` does both); returns the row it
    replaces. Nothing in the package takes a row out; the tests undo their
    installs (tests/support: ``remove_row``)."""
    with _lock:
        previous = _table.get(row.name)
        _table[row.name] = row
    return previous
