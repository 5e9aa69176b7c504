"""An op is declared once (jax_mish/_core/ops.py): everything else follows from
the declaration, and CONTRIBUTING.md's "Add an op" names every Python file a new
op touches. Held two ways: a toy op declared here runs under every
transformation, sharded, eagerly, through a kernel and through its fallback,
with nothing but its declaration; and no module outside that list names an op."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.interpreters import ad
from jax.sharding import Mesh, NamedSharding, PartitionSpec

from jax_mish import formulas
from jax_mish._core import install, op, ops, platforms, sharding, targets

ROOT = Path(__file__).resolve().parents[1]


def _listed_files() -> set[str]:
    text = (ROOT / "CONTRIBUTING.md").read_text()
    section = text[text.index("## Add an op") :]
    section = section[: section.index("\n## ", 5)]
    return set(re.findall(r"`(jax_mish/[\w/]+\.py)`", section))


def _names_an_op(path: Path, names: set[str], objects: set[str]) -> list[str]:
    """Where module ``path`` spells an op: a string that is an op's name or
    role, or a reference to one of the ops' objects."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Constant) and node.value in names:
            found.append(f"{node.lineno}: {node.value!r}")
        elif isinstance(node, ast.Name) and node.id in objects:
            found.append(f"{node.lineno}: {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr in objects:
            found.append(f"{node.lineno}: .{node.attr}")
    return found


def test_only_the_listed_files_name_an_op():
    listed = _listed_files()
    assert "jax_mish/_core/ops.py" in listed and "jax_mish/_core/targets.py" in listed
    # "mish" is also the package's own name in messages; the longer names are
    # the ops' and appear nowhere else by accident.
    names = {d.op.name for d in op.DECLARED} | {d.op.role for d in op.DECLARED}
    names.discard("mish")
    objects = {"MISH", "MISH_GRAD", "mish_p", "mish_grad_p"}
    objects |= {n for n in dir(ops) if n.isupper() and isinstance(getattr(ops, n), op.Declared)}
    stray = {}
    for path in sorted((ROOT / "jax_mish").rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        if rel in listed:
            continue
        found = _names_an_op(path, names, objects)
        if found:
            stray[rel] = found
    assert not stray, f"modules outside CONTRIBUTING's 'Add an op' list name an op: {stray}"


# --- a toy op, declared here -----------------------------------------------------------


def _toy_fallback(x, *, impl="auto", scale):
    del impl
    return formulas.mish(x) * scale


@pytest.fixture
def toy(monkeypatch):
    """``toy(x; scale=1.0) = mish(x) * scale``: a fallback, an abstract
    evaluation, a JVP. With scale 1 the CPU's mish handler computes it, under
    a target of its own registered for the test."""
    declared = op.declare(
        op.Op(
            name="toy_mish",
            role="toy_mish",
            operands=("x",),
            results=("y",),
            abstract=lambda x, *, scale: x,
            fallback=_toy_fallback,
            partitioning=sharding.ELEMENTWISE,
            params={"scale": 1.0},
        )
    )
    ad.defjvp(
        declared.p,
        lambda t, x, *, impl, scale: t * formulas.mish_derivative(x).astype(x.dtype) * scale,
    )
    target = targets.Target(
        name="jax_mish_toy_test",
        family="kernels",
        computes="toy_mish",  # type: ignore[arg-type]
        version=1,
        operands=("x",),
        results=("y",),
        attributes=(),
        dtypes=("float32",),
        released_in="test",
    )
    cpu = platforms.get("cpu")
    handler = platforms.load(cpu).handlers()[("mish", 1)]
    jax.ffi.register_ffi_target(target.name, handler, platform=cpu.ffi_name)
    monkeypatch.setattr(targets, "RELEASED", (*targets.RELEASED, target))
    install.install(cpu, targets=False)  # its per-shard rule, from the declaration
    jax.clear_caches()
    try:
        yield declared
    finally:
        op.DECLARED.remove(declared)
        monkeypatch.undo()
        install.install(cpu, targets=False)
        jax.clear_caches()


def test_a_declared_op_runs_everywhere(toy):
    x = jnp.linspace(-4.0, 4.0, 64, dtype=jnp.float32).reshape(8, 8)
    want = formulas.mish(x)

    def f(v, impl="ffi"):
        return toy.bind(v, impl=impl)

    lowered = jax.jit(f).lower(x).as_text()
    assert "custom_call @jax_mish_toy_test(" in lowered  # the kernel, through its target
    assert "custom_call" not in jax.jit(lambda v: f(v, "xla")).lower(x).as_text()
    np.testing.assert_allclose(jax.jit(f)(x), want, rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(f(x), want, rtol=1e-6, atol=1e-7)  # eager
    with jax.disable_jit():
        np.testing.assert_allclose(f(x), want, rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(jax.vmap(f)(x), want, rtol=1e-6, atol=1e-7)
    g = jax.grad(lambda v: f(v, "xla").sum())(x)
    np.testing.assert_allclose(g, formulas.mish_derivative(x), rtol=1e-5, atol=1e-6)
    # Sharded over 8 devices: each runs the kernel on its block, no collective.
    mesh = Mesh(np.array(jax.devices()[:8]), ("i",))
    xs = jax.device_put(x, NamedSharding(mesh, PartitionSpec("i")))
    compiled = jax.jit(f).lower(xs).compile()
    text = compiled.as_text()
    assert "jax_mish_toy_test" in text and "all-gather" not in text
    out = compiled(xs)
    assert out.sharding.spec == PartitionSpec("i")
    np.testing.assert_allclose(out, want, rtol=1e-6, atol=1e-7)
    # A parameter the kernel does not take: the per-shard rule's fallback runs
    # where the family lacks the role (here: scale is ignored by the handler,
    # so the test compares the impl="xla" path only).
    np.testing.assert_allclose(
        jax.jit(lambda v: toy.bind(v, impl="xla", scale=2.0))(x), 2 * want, rtol=1e-6
    )


def test_an_op_a_family_lacks_falls_back():
    """The CPU family has no target for a role: the op's fallback runs, and
    impl="ffi" does not fail."""
    declared = op.declare(
        dataclasses.replace(
            ops.MISH.op,
            name="toy_no_kernel",
            role="toy_no_kernel",
        )
    )
    try:
        install.install(platforms.get("cpu"), targets=False)
        x = jnp.linspace(-3.0, 3.0, 7, dtype=jnp.float32)
        text = jax.jit(lambda v: declared.bind(v, impl="ffi")).lower(x).as_text()
        assert "custom_call" not in text
        np.testing.assert_allclose(
            jax.jit(lambda v: declared.bind(v, impl="ffi"))(x), formulas.mish(x), rtol=1e-6
        )
    finally:
        op.DECLARED.remove(declared)
        install.install(platforms.get("cpu"), targets=False)
