"""A clone's unbuilt ``jax_mish/`` in front of the installed package
(jax_mish/_source_tree.py): run from the clone's root, ``import jax_mish`` and
``python -m jax_mish`` run the installed copy and say so; where PYTHONPATH names the
clone, the import fails with a first line saying what shadows what, and what to type.

The "installed package" here is the jax_mish these tests import (a wheel's, or the
in-place build of ``PYTHONPATH=$PWD pytest``); the clone is a copy of its Python files
without the compiled modules, as a fresh ``git clone`` has them."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from support import child_env, neutral_cwd

import jax_mish

INSTALLED = Path(jax_mish.__file__).resolve().parent


@pytest.fixture(scope="module")
def clone(tmp_path_factory) -> Path:
    """A folder whose ``jax_mish/`` holds the package's sources and no compiled module."""
    root = tmp_path_factory.mktemp("clone")
    shutil.copytree(
        INSTALLED, root / "jax_mish", ignore=shutil.ignore_patterns("_jax_mish_*", "__pycache__")
    )
    return root


def _run(args: list[str], cwd: Path | str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=300, cwd=cwd, env=env
    )


IMPORT = "import json, jax_mish; print(json.dumps([jax_mish.__file__, float(jax_mish.mish(1.0))]))"


def test_the_installed_package_runs_from_the_clones_root(clone):
    env = child_env()  # the installed package's folder on PYTHONPATH, not the clone
    out = _run(["-c", IMPORT], clone, env)
    assert out.returncode == 0, out.stderr[-3000:]
    path, y = json.loads(out.stdout.strip().splitlines()[-1])
    assert Path(path).resolve() == INSTALLED / "__init__.py"
    assert y == pytest.approx(0.8650984, rel=1e-6)
    warning = f"running the installed jax_mish {jax_mish.__version__} at {INSTALLED}"
    assert warning in out.stderr and str(clone / "jax_mish") in out.stderr, out.stderr

    main = _run(["-m", "jax_mish"], clone, env)
    assert main.returncode == 0, main.stderr[-3000:]
    assert main.stdout.splitlines()[0].split() == ["version", jax_mish.__version__]
    assert "self_check" in main.stdout and warning in main.stderr

    # Where nothing shadows it, the package imports without that warning.
    quiet = _run(["-W", "error::RuntimeWarning", "-c", IMPORT], neutral_cwd(), env)
    assert quiet.returncode == 0, quiet.stderr[-3000:]


def test_a_clone_on_pythonpath_fails_saying_what_shadows_what(clone):
    env = child_env()
    env["PYTHONPATH"] = os.pathsep.join([str(clone), env["PYTHONPATH"]])
    out = _run(["-c", "import jax_mish"], neutral_cwd(), env)
    assert out.returncode != 0
    (line,) = [ln for ln in out.stderr.splitlines() if ln.startswith("ImportError: ")]
    assert line == (
        f"ImportError: the source tree {clone / 'jax_mish'} shadows the installed jax_mish at "
        f"{INSTALLED}: PYTHONPATH names it, and it has no compiled extension. Build it in "
        f"place with `scripts/dev_build.sh`, or leave it off PYTHONPATH to run the installed "
        f"package."
    )
