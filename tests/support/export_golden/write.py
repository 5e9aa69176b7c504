"""Writes golden ``jax.export`` artefacts of this jax_mish and prints them as a
golden set ready to append to ``tests/support/export_golden/data_<platform>.py``.

    PYTHONPATH=$PWD python tests/support/export_golden/write.py \
        >> tests/support/export_golden/data_cpu.py
    ruff format tests/support/export_golden/data_cpu.py

Run it with the oldest jax/jaxlib that jax_mish supports (pyproject.toml's
floor), and again with the newest (``--any-jax``): an artefact loads in the
jax that wrote it and in later ones within JAX's own 6-month window, never
reliably in earlier ones, so each jax the suite runs with replays the sets it
can read, and the coverage test needs, for that jax, a readable set for every
target.

When to write one: whenever a release introduces a target (a changed handler
gets a new name, see jax_mish/_core/targets.py). Old golden sets stay: they are
what proves that artefacts of old releases still load. A set holds every form
of golden.py in every dtype, the old targets' forms included.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import pprint
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import jax

jax.config.update("jax_enable_x64", True)  # float64 entries
jax.config.update("jax_num_cpu_devices", 2)  # the sharded form

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import export  # noqa: E402
from jax.sharding import Mesh, NamedSharding  # noqa: E402
from jax.sharding import PartitionSpec as P  # noqa: E402

import jax_mish  # noqa: E402
from jax_mish._core import targets as _targets  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import golden  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]


def floor_jax() -> str:
    """The oldest jax jax_mish supports, as pyproject.toml states it."""
    text = (ROOT / "pyproject.toml").read_text()
    m = re.search(r'"jax>=([\w.]+)"', text)
    if m is None:
        raise SystemExit('pyproject.toml states no jax floor ("jax>=...")')
    return m.group(1)


def function(form: str):
    """The jitted function an artefact of ``form`` exports (impl="ffi": the kernels)."""
    mish = functools.partial(jax_mish.mish, impl="ffi")
    mish_grad = functools.partial(jax_mish.mish_grad, impl="ffi")

    def both(dy, x):
        return mish(x), mish_grad(dy, x)

    if form == "mish":
        return jax.jit(lambda x: (mish(x),))
    if form == "grad":
        return jax.jit(lambda x: (jax.grad(lambda v: jnp.sum(mish(v)))(x),))
    if form == "mish_grad":
        return jax.jit(lambda dy, x: (mish_grad(dy, x),))
    if form == "vmap":
        return jax.jit(jax.vmap(both, in_axes=(None, 0)))
    if form == "sharded":
        n = golden.FORM[form].nr_devices
        mesh = Mesh(np.array(jax.devices("cpu")[:n]), ("a",))
        s = NamedSharding(mesh, P("a"))
        mapped = jax.shard_map(both, mesh=mesh, in_specs=(P("a"), P("a")), out_specs=(P("a"),) * 2)
        return jax.jit(mapped, in_shardings=(s, s), out_shardings=(s, s))
    return bias_function(form)


def bias_function(form: str):
    """The jitted function of a bias form (golden.py's docstring)."""

    def mish_b(x, b):
        return jax_mish.mish(x, impl="ffi", bias=b)

    def fwd_and_vjp(dy, x, b):
        y, vjp = jax.vjp(mish_b, x, b)
        return (y, *vjp(dy))

    if form == "bias":
        return jax.jit(lambda x, b: (mish_b(x, b),))
    if form == "bias_grad":
        return jax.jit(
            lambda dy, x, b: jax.grad(lambda u, c: jnp.sum(dy * mish_b(u, c)), (0, 1))(x, b)
        )
    if form == "bias_vmap":  # the batch of x folds into the kernels' rows

        def batched(dy, x, b):
            y, vjp = jax.vjp(jax.vmap(mish_b, in_axes=(0, None)), x, b)
            return (y, *vjp(dy))

        return jax.jit(batched)
    if form == "bias_sharded":  # each device its rows, b replicated, db summed across
        n = golden.FORM[form].nr_devices
        mesh = Mesh(np.array(jax.devices("cpu")[:n]), ("a",))
        rows, rep = NamedSharding(mesh, P("a")), NamedSharding(mesh, P())
        mapped = jax.shard_map(
            fwd_and_vjp,
            mesh=mesh,
            in_specs=(P("a"), P("a"), P()),
            out_specs=(P("a"), P("a"), P()),
        )
        return jax.jit(mapped, in_shardings=(rows, rows, rep), out_shardings=(rows, rows, rep))
    raise ValueError(form)


def entry(form: str, dtype: str) -> dict:
    inputs = golden.form_inputs(form, dtype)
    exp = export.export(function(form), disabled_checks=jax_mish.export_disabled_checks())(*inputs)
    blob = exp.serialize()
    # What a user's process would do: deserialize, then run.
    outputs = golden.call(export.deserialize(blob), inputs)
    for op, err in zip(golden.FORM[form].ops, golden.ulp_errors(form, inputs, outputs, dtype)):
        if np.max(err) > golden.bound(op, dtype):
            raise SystemExit(f"{form}/{dtype}: {op} is {np.max(err)} ulp off, over the bound")
    targets = golden.jax_mish_targets(exp.mlir_module(), _targets.names())
    if not targets:
        raise SystemExit(f"{form}/{dtype}: the exported module calls no jax_mish target")
    return dict(
        form=form,
        dtype=dtype,
        targets=targets,
        nr_devices=exp.nr_devices,
        inputs=tuple(golden.encode_array(a) for a in inputs),
        expected_outputs=tuple(golden.encode_array(o) for o in outputs),
        artefact=golden.encode_artefact(blob),
    )


def commit() -> str:
    try:
        out = subprocess.run(
            ["git", "-C", str(ROOT), "describe", "--always", "--dirty"],
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return out.stdout.strip()


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--any-jax", action="store_true", help="write with a jax above the floor")
    args = p.parse_args()
    floor = floor_jax()
    if jax.__version__ != floor and not args.any_jax:
        raise SystemExit(
            f"jax {jax.__version__} is not the floor ({floor}): older jax may not "
            "load what it writes. Write golden sets with the floor jax (or --any-jax)."
        )
    platform = jax.default_backend()
    today = datetime.date.today()
    entries = [entry(form.name, dtype) for dtype in golden.DTYPES for form in golden.FORMS]
    data = dict(
        platform=platform,
        date=today.isoformat(),
        jax_mish=jax_mish.__version__,
        jax=jax.__version__,
        jaxlib=metadata.version("jaxlib"),
        commit=commit(),
        calling_convention_version=export.export(jax.jit(jnp.sin))(1.0).calling_convention_version,
        entries=entries,
    )
    name = f"golden_{today:%Y_%m_%d}_jax_{jax.__version__.replace('.', '_')}"
    print(f"\n# Written by tests/support/export_golden/write.py on {platform}.")
    print(f"{name} = " + pprint.pformat(data, width=100, sort_dicts=False))
    print(f"{len(entries)} entries for {platform}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
