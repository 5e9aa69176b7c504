"""Public API: argument checking, dtype rules, diagnostics."""

from __future__ import annotations

import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from subproc import child_env

import jax_mish
from jax_mish import mish, mish_grad


@pytest.mark.parametrize(
    "dtype",
    [
        jnp.int8,
        jnp.int32,
        jnp.int64,
        jnp.uint8,
        jnp.bool_,
        jnp.complex64,
        jnp.complex128,
        jnp.float8_e4m3fn,
    ],
)
def test_bad_dtype_is_a_type_error_naming_it(dtype):
    v = jnp.zeros((3,), dtype)
    name = jnp.dtype(dtype).name
    with pytest.raises(TypeError, match=name):
        mish(v)
    with pytest.raises(TypeError, match=name):
        jax.jit(mish)(v)
    with pytest.raises(TypeError, match=name):
        mish_grad(v, jnp.zeros((3,), jnp.float32))
    with pytest.raises(TypeError, match=name):
        mish_grad(jnp.zeros((3,), jnp.float32), v)


@pytest.mark.parametrize("bad", ["text", None, b"bytes", object(), [1.0, "a"]])
def test_non_arrays_are_type_errors(bad):
    with pytest.raises(TypeError, match="jax_mish.mish"):
        mish(bad)
    with pytest.raises(TypeError, match="jax_mish.mish_grad"):
        mish_grad(bad, jnp.ones(3))


def test_python_scalars_and_lists_work():
    assert float(mish(1.0)) == pytest.approx(0.8650983882673103, rel=1e-6)
    np.testing.assert_allclose(np.asarray(mish([0.0, 1.0])), [0.0, 0.8650984], rtol=1e-6)


def test_shape_mismatch_names_both_shapes():
    with pytest.raises(ValueError, match=r"\(2, 3\).*\(3, 2\)"):
        mish_grad(jnp.ones((2, 3)), jnp.ones((3, 2)))
    with pytest.raises(ValueError, match=r"\(3,\).*\(1, 3\)"):
        jax.jit(mish_grad)(jnp.ones((3,)), jnp.ones((1, 3)))


def test_errors_happen_at_trace_time():
    traced = []

    def f(v):
        traced.append(True)
        return mish(v)

    with pytest.raises(TypeError):
        jax.jit(f).trace(jax.ShapeDtypeStruct((4,), jnp.int32))
    assert traced


def test_build_info():
    info = jax_mish.build_info()
    assert info["version"] == jax_mish.__version__
    assert info["self_check"] == "ok"
    assert "cpu" in info["kernel_platforms"]
    assert info["isa_active"] in info["isa_compiled"]
    assert info["ffi_api_built"].count(".") == 1
    assert info["cpu_threads"] >= 1


def test_python_dash_m(tmp_path):
    # Run from an empty directory: from a source checkout, `-m` would put the
    # (possibly unbuilt) source tree first on sys.path.
    out = subprocess.run(
        [sys.executable, "-m", "jax_mish"],
        capture_output=True,
        text=True,
        timeout=300,
        env=child_env(),
        cwd=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    for key in (
        "version",
        "jaxlib",
        "ffi_api_built",
        "isa_active",
        "kernel_platforms",
        "self_check",
    ):
        assert key in out.stdout
    assert "self_check" in out.stdout and out.stdout.rstrip().endswith("ok")


def test_forced_isa_env(tmp_path):
    code = "import jax_mish; print(jax_mish.build_info(self_check=False)['isa_active'])"
    env = dict(child_env(), JAX_MISH_ISA="baseline")
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "baseline"


def test_public_surface_has_docstrings_and_hints():
    import inspect

    for fn in (
        jax_mish.mish,
        jax_mish.mish_grad,
        jax_mish.build_info,
        jax_mish.set_default_impl,
        jax_mish.get_default_impl,
    ):
        assert fn.__doc__ and len(fn.__doc__) > 100
        assert inspect.signature(fn).return_annotation is not inspect.Signature.empty
