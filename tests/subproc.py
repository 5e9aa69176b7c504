"""Child interpreters that import the same jax_mish as the test process."""

from __future__ import annotations

import os
import tempfile

import jax_mish


def child_env(**extra: str) -> dict[str, str]:
    """os.environ with the parent directory of the imported jax_mish first on
    PYTHONPATH: the in-place build from a checkout, or the installed package."""
    pkg_parent = os.path.dirname(os.path.dirname(os.path.abspath(jax_mish.__file__)))
    env = dict(os.environ)
    rest = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join([pkg_parent] + rest)
    env.update(extra)
    return env


def neutral_cwd() -> str:
    """A directory with no jax_mish in it (`python -c`/`-m` put the cwd first on
    sys.path, and an unbuilt source checkout there would shadow the package)."""
    return tempfile.gettempdir()
