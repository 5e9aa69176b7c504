"""The platform table (jax_mish/_platforms.py) is the one place a platform is
added: a new row is registered, lowered, listed and resolved as its
validation says, with nothing else edited (CONTRIBUTING.md, "Add a platform")."""

from __future__ import annotations

import dataclasses
from functools import partial

import jax
import jax.numpy as jnp
import pytest
from support import remove_row

import jax_mish
from jax_mish._core import impl as _impl

# The CPU module's handlers, served under a platform JAX can lower for
from jax_mish._core import install as _lowering

# The CPU module's handlers, served under a platform JAX can lower for
from jax_mish._core import platforms as _platforms

# The CPU module's handlers, served under a platform JAX can lower for
from jax_mish._core import targets as _targets

# The CPU module's handlers, served under a platform JAX can lower for
# without such a device: what a new kernel module would be, minus the kernels.
ROW = _platforms.Platform(
    name="tpu",
    ffi_name="TPU",
    module="_jax_mish_cpu",
    family="kernels",
    kind="test kernels",
    validated=False,
    evidence="a test row: the CPU handlers under another platform name",
)


def _lowered(fn, *args) -> str:
    return jax.jit(fn).trace(*args).lower(lowering_platforms=(ROW.name,)).as_text()


@pytest.fixture(params=[False, True], ids=["not-validated", "validated"])
def row(request):
    added = dataclasses.replace(ROW, validated=request.param)
    assert _platforms.get(added.name) is None
    assert _lowering.install(added) is None
    jax.clear_caches()
    try:
        yield added
    finally:
        remove_row(added.name)
        jax.clear_caches()


def test_a_new_row_is_registered_lowered_listed_and_resolved(row):
    x = jnp.linspace(-4.0, 4.0, 16, dtype=jnp.float32)
    fwd, grad = (_targets.current(c, row.family).name for c in ("mish", "mish_grad"))
    # Lowered: "ffi" emits the family's current targets; "auto" follows the
    # validation; "xla" never calls a kernel.
    text = _lowered(partial(jax_mish.mish, impl="ffi"), x)
    assert f"@{fwd}(" in text
    text = _lowered(jax.grad(lambda v: jax_mish.mish(v, impl="ffi").sum()), x)
    assert f"@{grad}(" in text
    auto = _lowered(partial(jax_mish.mish, impl="auto"), x)
    assert (f"@{fwd}(" in auto) == row.validated
    assert "custom_call" not in _lowered(partial(jax_mish.mish, impl="xla"), x)
    # Resolved and listed.
    want = "ffi" if row.validated else "xla"
    assert _impl.resolve("auto", row.name) == want
    assert _impl.auto_choices()[row.name] == _impl.auto_choice(row.name)
    assert _impl.auto_choice(row.name)[0] == want
    assert row.evidence in _impl.auto_choice(row.name)[1]
    listed = jax_mish.build_info(self_check=False)["kernel_platforms"]
    assert f"{row.name} ({row.kind})" in listed
    # Registered with XLA under the row's FFI platform: registering a name
    # twice for one platform is refused by XLA, so a second install of the
    # same row must not try again.
    assert _lowering.install(row) == row


def test_a_removed_row_lowers_the_formula_again():
    x = jnp.linspace(-4.0, 4.0, 16, dtype=jnp.float32)
    with pytest.raises(ValueError, match="impl='ffi'.*platform 'tpu' has none"):
        _lowered(partial(jax_mish.mish, impl="ffi"), x)
    assert "custom_call" not in _lowered(partial(jax_mish.mish, impl="auto"), x)
    assert "tpu" not in jax_mish.build_info(self_check=False)["kernel_platforms"]


def test_a_row_that_takes_only_some_dtypes_lowers_the_rest_to_the_formula():
    only32 = dataclasses.replace(ROW, takes=lambda dtype: jnp.dtype(dtype) == jnp.float32)
    _lowering.install(only32)
    try:
        for dtype, kernel in ((jnp.float32, True), (jnp.bfloat16, False)):
            x = jnp.ones((8,), dtype)
            text = _lowered(partial(jax_mish.mish, impl="ffi"), x)
            assert ("custom_call @jax_mish_fwd(" in text) == kernel, dtype
    finally:
        remove_row(ROW.name)


def test_every_builtin_row_is_complete_and_only_cpu_is_required():
    names = [r.name for r in _platforms.BUILTIN]
    assert len(names) == len(set(names))
    for r in _platforms.BUILTIN:
        assert r.name == r.name.lower() and r.ffi_name and r.module.startswith("_jax_mish_")
        assert r.family in {t.family for t in _targets.RELEASED}, r
        assert r.evidence, r
        assert r.required == (r.name == "cpu"), r
    assert [r.name for r in _platforms.loaded()][0] == "cpu"


def test_the_cuda_plugin_of_jax_s_cuda_major_version_is_tried_first(monkeypatch):
    # A build from source first; then, with both plugin wheels installed, the
    # one whose runtime major version jax's own CUDA plugin loads.
    import importlib.util

    (row,) = [r for r in _platforms.BUILTIN if r.name == "cuda"]
    real = importlib.util.find_spec

    def jax_plugins(*installed):
        def find_spec(name, *args):
            if name.startswith("jax_cuda"):
                return real("jax") if name in installed else None
            return real(name, *args)

        monkeypatch.setattr(importlib.util, "find_spec", find_spec)
        return _platforms.packages(row)

    assert jax_plugins() == ("jax_mish", "jax_mish_cuda13", "jax_mish_cuda12")
    assert jax_plugins("jax_cuda13_plugin") == ("jax_mish", "jax_mish_cuda13", "jax_mish_cuda12")
    assert jax_plugins("jax_cuda12_plugin") == ("jax_mish", "jax_mish_cuda12", "jax_mish_cuda13")
