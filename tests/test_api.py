"""Public API: argument checking, dtype rules, diagnostics.

Bad input (a dtype other than float16, bfloat16, float32 or float64, operands
of different shapes, something that is not an array) is refused at trace time
with a message that starts ``jax_mish.<fn>:``; the FFI handlers' own refusals,
past these checks, are in test_reliability.py.
"""

from __future__ import annotations

import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from _support import child_env

import jax_mish
from jax_mish import mish, reference


def test_python_scalars_and_lists_work():
    assert float(mish(1.0)) == pytest.approx(0.8650983882673103, rel=1e-6)
    np.testing.assert_allclose(np.asarray(mish([0.0, 1.0])), [0.0, 0.8650984], rtol=1e-6)


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


# --- bad input -------------------------------------------------------------------

INVALID_DTYPES = [
    name
    for name in (
        "bool_",
        "int2",
        "int4",
        "int8",
        "int16",
        "int32",
        "int64",
        "uint2",
        "uint4",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
        "complex64",
        "complex128",
        "float8_e3m4",
        "float8_e4m3",
        "float8_e4m3b11fnuz",
        "float8_e4m3fn",
        "float8_e4m3fnuz",
        "float8_e5m2",
        "float8_e5m2fnuz",
        "float8_e8m0fnu",
        "float4_e2m1fn",
    )
    if hasattr(jnp, name) and jnp.dtype(getattr(jnp, name)) not in reference.COMPUTE_DTYPE
]


def _abstract(shape, dtype):
    return jax.ShapeDtypeStruct(shape, jnp.dtype(dtype))


@pytest.mark.parametrize("dtype", INVALID_DTYPES)
def test_invalid_dtypes_raise_at_trace_time(dtype):
    dt = jnp.dtype(getattr(jnp, dtype))
    bad, good = _abstract((3,), dt), _abstract((3,), jnp.float32)
    pattern = (
        rf"jax_mish\.{{fn}}: {{arg}} has dtype {dt.name}; "
        "expected float16, bfloat16, float32 or float64"
    )
    # eval_shape only traces: the error comes before anything is compiled or run.
    with pytest.raises(TypeError, match=pattern.format(fn="mish", arg="x")):
        jax.eval_shape(jax_mish.mish, bad)
    with pytest.raises(TypeError, match=pattern.format(fn="mish_grad", arg="dy")):
        jax.eval_shape(jax_mish.mish_grad, bad, good)
    with pytest.raises(TypeError, match=pattern.format(fn="mish_grad", arg="x")):
        jax.eval_shape(jax_mish.mish_grad, good, bad)
    # Concrete arrays, eagerly and under jit.
    concrete, fine = jnp.zeros((3,), dt), jnp.zeros((3,), jnp.float32)
    with pytest.raises(TypeError, match=pattern.format(fn="mish", arg="x")):
        jax_mish.mish(concrete)
    with pytest.raises(TypeError, match=pattern.format(fn="mish", arg="x")):
        jax.jit(jax_mish.mish)(concrete)
    with pytest.raises(TypeError, match=pattern.format(fn="mish_grad", arg="dy")):
        jax_mish.mish_grad(concrete, fine)
    with pytest.raises(TypeError, match=pattern.format(fn="mish_grad", arg="x")):
        jax_mish.mish_grad(fine, concrete)


def test_errors_happen_at_trace_time():
    traced = []

    def f(v):
        traced.append(True)
        return jax_mish.mish(v)

    with pytest.raises(TypeError):
        jax.jit(f).trace(jax.ShapeDtypeStruct((4,), jnp.int32))
    assert traced


BAD_SHAPE_PAIRS = [
    ((3,), (4,)),
    ((3,), (1, 3)),  # broadcastable, still rejected: the kernel is elementwise
    ((2, 3), (3,)),
    ((2, 3), (3, 2)),
    ((), (1,)),
    ((0,), (1,)),
    ((2, 0), (0, 2)),
    ((1, 1, 1, 1, 1, 1, 1, 2), (1, 1, 1, 1, 1, 1, 2, 1)),
]


@pytest.mark.parametrize("dy_shape,x_shape", BAD_SHAPE_PAIRS, ids=str)
def test_mismatched_shapes_raise_at_trace_time(dy_shape, x_shape):
    msg = (
        (
            r"jax_mish\.mish_grad: dy and x must have the same shape, got "
            rf"dy\.shape={dy_shape!s} and x\.shape={x_shape!s}"
        )
        .replace("(", r"\(")
        .replace(")", r"\)")
    )
    with pytest.raises(ValueError, match=msg):
        jax.eval_shape(
            jax_mish.mish_grad, _abstract(dy_shape, jnp.float32), _abstract(x_shape, jnp.float32)
        )
    dy, x = jnp.zeros(dy_shape, jnp.float32), jnp.zeros(x_shape, jnp.float32)
    with pytest.raises(ValueError, match=msg):
        jax_mish.mish_grad(dy, x)
    with pytest.raises(ValueError, match=msg):
        jax.jit(jax_mish.mish_grad)(dy, x)


# Lists and tuples of numbers are array-likes (jnp.asarray); these are not.
NON_ARRAYS = [
    None,
    "abc",
    b"abc",
    object(),
    {"a": 1.0},
    ["a"],
    [1.0, "a"],
    ("a", 1.0),
    [None],
    [[1.0], [1.0, 2.0]],
    np.array(["a"]),
    np.array([1.0], dtype=object),
    len,
]


@pytest.mark.parametrize("value", NON_ARRAYS, ids=lambda v: type(v).__name__)
def test_non_array_arguments_raise(value):
    pattern = (
        r"jax_mish\.{fn}: {arg} must be an array of float16, bfloat16, float32 or float64, got "
    )
    with pytest.raises(TypeError, match=pattern.format(fn="mish", arg="x")):
        jax_mish.mish(value)
    with pytest.raises(TypeError, match=pattern.format(fn="mish_grad", arg="dy")):
        jax_mish.mish_grad(value, np.zeros(2, np.float32))
    with pytest.raises(TypeError, match=pattern.format(fn="mish_grad", arg="x")):
        jax_mish.mish_grad(np.zeros(2, np.float32), value)


def test_python_integers_and_bools_are_rejected():
    with pytest.raises(TypeError, match=r"jax_mish\.mish: x has dtype int"):
        jax_mish.mish(3)
    with pytest.raises(TypeError, match=r"jax_mish\.mish: x has dtype bool"):
        jax_mish.mish(True)
