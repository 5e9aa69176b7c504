"""Public API: argument checking, dtype rules, diagnostics.

Bad input (a dtype other than float16, bfloat16, float32 or float64, operands
of different shapes, something that is not an array) is refused at trace time
with a message that starts ``jax_mish.<fn>:``; the FFI handlers' own refusals,
past these checks, are in test_reliability.py.
"""

from __future__ import annotations

import re
import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from support import child_build_info, child_env

import jax_mish
from jax_mish import formulas, mish, testing


def test_python_scalars_work_and_lists_are_refused():
    assert float(mish(1.0)) == pytest.approx(0.8650983882673103, rel=1e-6)
    # As jax.nn.mish and jnp functions: a list is not an array.
    with pytest.raises(TypeError, match=r"jax_mish\.mish: x must be an array or a scalar"):
        mish([0.0, 1.0])
    np.testing.assert_allclose(np.asarray(mish(jnp.asarray([0.0, 1.0]))), [0.0, 0.8650984])


def test_build_info():
    info = jax_mish.build_info()
    assert info["version"] == jax_mish.__version__
    assert info["self_check"] == "ok"
    assert "cpu" in info["kernel_platforms"]
    assert info["isa_active"] in info["isa_compiled"]
    assert info["ffi_api_built"].count(".") == 1
    assert info["cpu_threads"] >= 1
    # Both compilers are named (the release wheels mix two, build_wheels.sh).
    assert info["compiler"] and info["kernel_compiler"]


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
    assert re.search(r"^self_check +ok$", out.stdout, re.M), out.stdout
    # What "auto" picks on each platform, and why.
    auto = out.stdout[out.stdout.index('impl="auto" picks') :]
    assert re.search(r"^  cpu +ffi +\(cpu kernels validated by ", auto, re.M), auto
    assert re.search(r"^  cuda +xla +\(", auto, re.M), auto
    assert re.search(r"^  tpu +xla +\(no FFI kernels for this platform\)$", auto, re.M), auto


def test_forced_isa_env():
    assert child_build_info(JAX_MISH_ISA="baseline")["isa_active"] == "baseline"


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


# --- drop-in parity with jax.nn.mish -----------------------------------------
# Every input kind jax.nn.mish takes gives the same dtype and weak type, and
# every one it refuses is refused with the same exception type (our messages
# start with "jax_mish.<fn>:"). mish_grad(dy, x) follows ``dy * jax.nn.mish(x)``.

_ALL_DTYPES = [
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
        "float16",
        "bfloat16",
        "float32",
        "float64",
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
    if hasattr(jnp, name) and jnp.dtype(getattr(jnp, name)) not in formulas.COMPUTE_DTYPE
]
_VALUES = np.array([-3.0, -0.5, 0.0, 0.75, 2.0, 6.0])


def _kinds():
    """(id, value) for every input kind: Python and numpy scalars, arrays of
    every dtype jnp has, and things that are not arrays."""
    kinds = [
        ("py_int", 3),
        ("py_float", 1.5),
        ("py_bool", True),
        ("py_complex", 1.0 + 2.0j),
        ("np_float32", np.float32(1.5)),
        ("np_int32", np.int32(-2)),
        ("jax_float32_scalar", jnp.float32(0.25)),
    ]
    for name in _ALL_DTYPES:
        dt = jnp.dtype(getattr(jnp, name))
        if jnp.issubdtype(dt, jnp.integer):  # small enough for int2 and uint2
            signed = jnp.issubdtype(dt, jnp.signedinteger)
            values = np.array([-2, -1, 0, 1, 1, 0] if signed else [0, 1, 2, 3, 1, 0])
        elif name == "float8_e8m0fnu":
            values = np.abs(_VALUES) + 1  # no negatives or zero in this one
        else:
            values = _VALUES
        kinds.append((name, np.asarray(values).astype(dt)))
    kinds += [
        ("list", [1.0, 2.0]),
        ("tuple", (1.0, 2.0)),
        ("nested_list", [[1.0], [2.0]]),
        ("None", None),
        ("str", "abc"),
        ("bytes", b"abc"),
        ("dict", {"a": 1.0}),
        ("object", object()),
        ("function", len),
        ("str_array", np.array(["a"])),
        ("object_array", np.array([1.0], dtype=object)),
    ]
    return kinds


KINDS = _kinds()


def _outcome(fn, *args):
    try:
        out = fn(*args)
    except Exception as err:  # the type is what is compared
        return type(err), str(err)
    return out, None


_NARROW = ("float8", "float4")


def _close(got, want, dtype):
    """Values computed differently (kernel vs jnp): within the dtype's precision."""
    g = np.asarray(got).astype(np.complex128 if np.iscomplexobj(got) else np.float64)
    w = np.asarray(want).astype(g.dtype)
    eps = float(jnp.finfo(dtype).eps)
    np.testing.assert_allclose(g, w, rtol=4 * eps, atol=4 * eps)


def _narrow_steps(got, exact, dtype):
    """How many representable values of ``dtype`` lie between ``got`` and the
    correctly rounded ``exact``: 0 or 1 (computed in float32, rounded once)."""
    dt = jnp.dtype(dtype)
    codes = np.arange(2 ** (8 * dt.itemsize), dtype=np.uint8 if dt.itemsize == 1 else np.uint16)
    table = np.unique(codes.view(dt).astype(np.float64))
    table = table[np.isfinite(table)]
    pos = lambda v: np.searchsorted(table, np.asarray(v).astype(np.float64))
    return np.abs(pos(got) - pos(np.asarray(exact).astype(dt)))


@pytest.mark.parametrize("kind,value", KINDS, ids=[k for k, _ in KINDS])
def test_mish_accepts_and_refuses_as_jax_nn_mish(kind, value):
    want, want_err = _outcome(jax.nn.mish, value)
    for fn in (mish, jax.jit(mish)) if want_err is None and not isinstance(value, str) else (mish,):
        got, got_err = _outcome(fn, value)
        if want_err is not None:
            assert got_err is not None, (kind, got)
            assert got is want, (kind, got_err, want_err)  # the exception type
            assert got_err.startswith("jax_mish.mish:"), got_err
            continue
        assert got_err is None, (kind, got_err)
        assert got.dtype == want.dtype, (kind, got.dtype, want.dtype)
        assert jax.typeof(got).weak_type == jax.typeof(want).weak_type, kind
        assert got.shape == want.shape
        if kind.startswith(_NARROW):
            # jax.nn.mish computes in the narrow type itself; jax_mish in
            # float32, rounded once: checked against the exact value instead.
            exact = formulas.mish(np.asarray(value).astype(np.float64))
            assert _narrow_steps(got, exact, got.dtype).max() <= 1, (kind, got, exact)
        else:
            _close(got, want, got.dtype)


_GRAD_KINDS = [
    ("f32,f32", np.float32(0.5) * _VALUES.astype(np.float32), _VALUES.astype(np.float32)),
    ("f16,f32", _VALUES.astype(np.float16), _VALUES.astype(np.float32)),
    ("int32,f64", np.arange(6, dtype=np.int32), _VALUES),
    ("bool,f32", np.ones(6, bool), _VALUES.astype(np.float32)),
    ("f32,int8", _VALUES.astype(np.float32), _VALUES.astype(np.int8)),
    ("py_float,py_int", 1.5, 2),
    ("py_int,f16", 2, np.float16(0.75)),
    ("f32,py_float", np.float32(2.0), -0.5),
    ("c64,f32", (_VALUES + 1j).astype(np.complex64), _VALUES.astype(np.float32)),
    ("f64,c128", _VALUES, (_VALUES - 0.5j).astype(np.complex128)),
    ("e5m2,e5m2", _VALUES.astype(jnp.float8_e5m2), _VALUES.astype(jnp.float8_e5m2)),
    # Refused, as jnp refuses to promote a float8 with another float.
    ("bf16,e4m3fn", _VALUES.astype(jnp.bfloat16), _VALUES.astype(jnp.float8_e4m3fn)),
    ("int4,f32", _VALUES.astype(np.int8).clip(-2, 2).astype(jnp.int4), _VALUES),
]


def _grad_rule(dy, x):
    """mish_grad's documented result type: that of ``dy * jax.nn.mish(x)``."""
    return jnp.asarray(dy) * jax.nn.mish(x)


@pytest.mark.parametrize("kind,dy,x", _GRAD_KINDS, ids=[k for k, *_ in _GRAD_KINDS])
def test_mish_grad_promotes_as_dy_times_jax_nn_mish(kind, dy, x):
    want, want_err = _outcome(_grad_rule, dy, x)
    for fn in (jax_mish.mish_grad, jax.jit(jax_mish.mish_grad)):
        if want_err is not None:
            with pytest.raises(want, match=r"^jax_mish\.mish_grad: "):
                fn(dy, x)
            continue
        got = fn(dy, x)
        assert got.dtype == want.dtype, (kind, got.dtype, want.dtype)
        assert jax.typeof(got).weak_type == jax.typeof(want).weak_type, kind
        # dy * mish'(x), from jax's own reverse mode of jax.nn.mish in the
        # widest type, rounded to the result's.
        wide = np.complex128 if jnp.issubdtype(want.dtype, jnp.complexfloating) else np.float64
        xw = jnp.asarray(np.asarray(x).astype(wide))
        exact = jax.vjp(jax.nn.mish, xw)[1](jnp.asarray(np.asarray(dy).astype(wide)))[0]
        if want.dtype.name.startswith(_NARROW):
            assert _narrow_steps(got, exact, got.dtype).max() <= 1, (kind, got, exact)
        else:
            _close(got, np.asarray(exact).astype(want.dtype), want.dtype)


def test_complex_takes_the_defining_formula_under_every_transformation():
    z = jnp.asarray([0.3 + 0.2j, -1.0 + 0.5j, 2.0 - 1.0j], jnp.complex128)
    for impl in ("ffi", "xla", "auto"):
        np.testing.assert_allclose(mish(z, impl=impl), jax.nn.mish(z), rtol=1e-14)
        g = jax.grad(lambda v, impl=impl: jnp.sum(mish(v, impl=impl)).real)
        g_ref = jax.grad(lambda v: jnp.sum(jax.nn.mish(v)).real)
        np.testing.assert_allclose(g(z), g_ref(z), rtol=1e-13)


REFUSED_DTYPES = [k for k, v in KINDS if k in _ALL_DTYPES and _outcome(jax.nn.mish, v)[1]]


def test_the_refused_dtypes_are_the_sub_byte_integers():
    # What jax.nn.mish refuses (no promotion path to a float); if a jax
    # release changes this, the parity test above follows it.
    assert set(REFUSED_DTYPES) <= {"int2", "int4", "uint2", "uint4"}, REFUSED_DTYPES
    assert REFUSED_DTYPES, "expected jnp.int4 to be refused"


@pytest.mark.parametrize("dtype", REFUSED_DTYPES)
def test_refused_dtypes_raise_at_trace_time(dtype):
    dt = jnp.dtype(getattr(jnp, dtype))
    bad, good = _abstract((3,), dt), _abstract((3,), jnp.float32)
    want_type = _outcome(jax.nn.mish, np.zeros(3, dt))[0]
    pattern = rf"jax_mish\.{{fn}}: .*{dt.name}"
    # eval_shape only traces: the error comes before anything is compiled or run.
    with pytest.raises(want_type, match=pattern.format(fn="mish")):
        jax.eval_shape(jax_mish.mish, bad)
    with pytest.raises(want_type, match=pattern.format(fn="mish_grad")):
        jax.eval_shape(jax_mish.mish_grad, bad, good)
    with pytest.raises(want_type, match=pattern.format(fn="mish_grad")):
        jax.eval_shape(jax_mish.mish_grad, good, bad)
    concrete = jnp.zeros((3,), dt)
    with pytest.raises(want_type, match=pattern.format(fn="mish")):
        jax.jit(jax_mish.mish)(concrete)


def _abstract(shape, dtype):
    return jax.ShapeDtypeStruct(shape, jnp.dtype(dtype))


def test_errors_happen_at_trace_time():
    traced = []

    def f(v):
        traced.append(True)
        return jax_mish.mish(v)

    with pytest.raises(TypeError):
        jax.jit(f).trace(jax.ShapeDtypeStruct((4,), jnp.dtype("U1")))
    with pytest.raises(ValueError):
        jax.jit(lambda a, b: jax_mish.mish_grad(a, b)).trace(
            _abstract((3,), jnp.float32), _abstract((4,), jnp.float32)
        )


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


NON_ARRAYS = [v for k, v in KINDS if _outcome(jax.nn.mish, v)[1] and k not in _ALL_DTYPES]


@pytest.mark.parametrize("value", NON_ARRAYS, ids=lambda v: type(v).__name__)
def test_non_array_arguments_raise(value):
    pattern = r"jax_mish\.{fn}: {arg} must be an array or a scalar, as for jax.nn.mish, got "
    with pytest.raises(TypeError, match=pattern.format(fn="mish", arg="x")):
        jax_mish.mish(value)
    with pytest.raises(TypeError, match=pattern.format(fn="mish_grad", arg="dy")):
        jax_mish.mish_grad(value, np.zeros(2, np.float32))
    with pytest.raises(TypeError, match=pattern.format(fn="mish_grad", arg="x")):
        jax_mish.mish_grad(np.zeros(2, np.float32), value)
    with jax.disable_jit():
        with pytest.raises(TypeError, match=pattern.format(fn="mish", arg="x")):
            jax_mish.mish(value)


# --- array-likes: what jax.nn.mish takes besides arrays and scalars ----------
# jax's own rule (jax.numpy's check_arraylike): an object with ``__jax_array__``
# is an array. jax.nn.mish is jitted, so an argument reaches it through jit:
# a pytree (an NNX variable) is taken apart into its leaves and built again
# around tracers, which its ``__jax_array__`` then gives; an object that is no
# pytree is refused by jit itself (a ValueError in jax 0.10), except under
# jax.disable_jit. jax_mish.mish and mish_grad, jitted too, must do the same.

try:
    from flax import nnx
except ImportError:  # flax is a test dependency, but the qemu legs run without it
    nnx = None


class JaxArrayProtocol:
    """An object that is an array only through ``__jax_array__``."""

    def __init__(self, value):
        self.value = value

    def __jax_array__(self):
        return jnp.asarray(self.value)


@jax.tree_util.register_pytree_node_class
class ArrayLikeTree(JaxArrayProtocol):
    """The same, registered as a pytree, as NNX variables are."""

    def tree_flatten(self):
        return (self.value,), None

    @classmethod
    def tree_unflatten(cls, _aux, children):
        return cls(*children)


def _array_like_kinds():
    f32 = _VALUES.astype(np.float32)
    kinds = [
        ("protocol_f32", JaxArrayProtocol(f32)),
        ("protocol_py_float", JaxArrayProtocol(1.5)),
        ("tree_f32", ArrayLikeTree(f32)),
        ("tree_bf16", ArrayLikeTree(jnp.asarray(f32, jnp.bfloat16))),
        ("tree_f64", ArrayLikeTree(jnp.asarray(_VALUES))),
        ("tree_py_float", ArrayLikeTree(1.5)),
        ("tree_np_int8", ArrayLikeTree(np.int8([-2, 0, 3]))),
        ("tree_complex64", ArrayLikeTree(jnp.asarray(_VALUES + 0.5j, jnp.complex64))),
        ("tree_float8_e4m3fn", ArrayLikeTree(jnp.asarray(_VALUES, jnp.float8_e4m3fn))),
        ("tree_int4", ArrayLikeTree(jnp.asarray([1, -2], jnp.int4))),
        ("tree_list", ArrayLikeTree([1.0, 2.0])),
        ("tree_str", ArrayLikeTree("abc")),
    ]
    if nnx is not None:
        kinds += [
            ("nnx_param_f32", nnx.Param(jnp.asarray(f32))),
            ("nnx_param_f16", nnx.Param(jnp.asarray(f32, jnp.float16))),
            ("nnx_param_py_float", nnx.Param(1.5)),
            ("nnx_param_int32", nnx.Param(jnp.arange(-2, 3, dtype=jnp.int32))),
            ("nnx_variable_f64", nnx.Variable(jnp.asarray(_VALUES))),
            ("nnx_batch_stat_f32", nnx.BatchStat(jnp.asarray(f32))),
            ("nnx_param_list", nnx.Param([1.0, 2.0])),
        ]
    return kinds


ARRAY_LIKES = _array_like_kinds()


def _nnx_jit(f, v):
    return nnx.jit(f)(v)


def _under_disable_jit(f, v):
    with jax.disable_jit():
        return f(v)


# How an array-like reaches the function: as an argument of an eager call, of
# jax.jit, of nnx.jit (NNX variables are graph nodes there, not pytrees), under
# jax.disable_jit, and as the argument of jax.grad.
ARRAY_LIKE_FORMS = {
    "call": lambda f, v: f(v),
    "jit": lambda f, v: jax.jit(f)(v),
    "disable_jit": _under_disable_jit,
    "grad": lambda f, v: jax.grad(lambda a: jnp.sum(f(a)).real)(v),
}
if nnx is not None:
    ARRAY_LIKE_FORMS["nnx.jit"] = _nnx_jit


def same_outcome_as(want_fn, got_fn, value, form, kind, prefix=None):
    """``got_fn`` and ``want_fn`` given ``value`` in ``form``: the same result
    (tree, dtypes, weak types, shapes, values within the dtype's precision; the
    narrow floats within one step of the exact value) or the same exception
    type; a refusal by ``got_fn`` called directly starts with ``prefix``.
    Returns whether both computed."""
    want, want_err = _outcome(ARRAY_LIKE_FORMS[form], want_fn, value)
    got, got_err = _outcome(ARRAY_LIKE_FORMS[form], got_fn, value)
    where = (kind, form)
    if want_err is not None:
        assert got_err is not None, (where, got, want_err)
        assert got is want, (where, got_err, want_err)  # the exception type
        if prefix is not None and form in ("call", "disable_jit"):
            assert got_err.startswith(prefix), (where, got_err)
        return False
    assert got_err is None, (where, got_err)
    assert jax.tree.structure(got) == jax.tree.structure(want), where
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        assert (g.dtype, g.shape) == (w.dtype, w.shape), (where, g, w)
        assert jax.typeof(g).weak_type == jax.typeof(w).weak_type, where
        if g.dtype.name.startswith(_NARROW):
            # jax.nn.mish computes in the narrow type itself; jax_mish in
            # float32, rounded once (as in the table above).
            exact_of = testing.mish_prime64 if form == "grad" else testing.mish64
            exact = exact_of(np.asarray(jnp.asarray(value)).astype(np.float64))
            assert _narrow_steps(g, exact, g.dtype).max() <= 1, (where, g, exact)
        else:
            _close(g, w, g.dtype)
    return True


@pytest.mark.parametrize("form", ARRAY_LIKE_FORMS)
@pytest.mark.parametrize("kind,value", ARRAY_LIKES, ids=[k for k, _ in ARRAY_LIKES])
@pytest.mark.slow
def test_mish_takes_array_likes_as_jax_nn_mish(kind, value, form):
    same_outcome_as(jax.nn.mish, mish, value, form, kind, prefix="jax_mish.mish:")


@pytest.mark.slow
def test_array_likes_are_taken_where_jax_nn_mish_takes_them():
    # The table above is not all refusals: the pytrees and NNX variables of
    # floats compute in every form, the bare protocol object under disable_jit.
    for kind, value in ARRAY_LIKES:
        computed = {
            form
            for form in ARRAY_LIKE_FORMS
            if same_outcome_as(jax.nn.mish, mish, value, form, kind)
        }
        if kind.startswith(("tree_f", "tree_bf", "tree_py_float", "nnx_param_f", "nnx_var")):
            assert computed == set(ARRAY_LIKE_FORMS), (kind, computed)
        if kind.startswith("protocol"):
            assert "disable_jit" in computed, kind


_GRAD_WRAPPERS = {"tree": ArrayLikeTree}
if nnx is not None:
    _GRAD_WRAPPERS["nnx_param"] = nnx.Param


@pytest.mark.parametrize("jitted", [False, True], ids=["call", "jit"])
@pytest.mark.parametrize("where", ["dy", "x", "both"])
@pytest.mark.parametrize("wrapper", _GRAD_WRAPPERS)
@pytest.mark.slow
def test_mish_grad_takes_array_likes_as_dy_times_jax_nn_mish(wrapper, where, jitted):
    wrap = _GRAD_WRAPPERS[wrapper]
    refused = [("str,f32", "abc", _VALUES.astype(np.float32))]  # refused wrapped or not
    for kind, dy, x in _GRAD_KINDS + refused:
        args = (wrap(dy) if where in ("dy", "both") else dy, wrap(x) if where != "dy" else x)
        got_fn, want_fn = jax_mish.mish_grad, _array_like_grad_rule
        if jitted:
            got_fn, want_fn = jax.jit(got_fn), jax.jit(want_fn)
        got, got_err = _outcome(got_fn, *args)
        want, want_err = _outcome(want_fn, *args)
        if want_err is not None:
            assert got is want, (kind, got_err, want_err)
            if not jitted:
                assert got_err.startswith("jax_mish.mish_grad:"), got_err
            continue
        assert got_err is None, (kind, got_err)
        assert (got.dtype, got.shape) == (want.dtype, want.shape), kind
        assert jax.typeof(got).weak_type == jax.typeof(want).weak_type, kind
        # The same computation as on the arrays themselves.
        np.testing.assert_array_equal(np.asarray(got), np.asarray(got_fn(dy, x)), err_msg=kind)


def _array_like_grad_rule(dy, x):
    # mish_grad's result type: that of dy * jax.nn.mish(x). jnp.multiply,
    # not jnp.asarray(dy): asarray drops the weak type of what an array-like
    # gives (nnx.Param(1.5)), which jnp's binary ops and jax.nn.mish keep.
    return jnp.multiply(dy, jax.nn.mish(x))


def test_objects_that_are_no_pytree_in_mish_grad():
    # jit refuses an array-like that is no pytree (jax 0.10), as it refuses it
    # as jax.nn.mish's argument: jax_mish.mish_grad, jitted, refuses it alike,
    # under its own name, and takes it under disable_jit.
    dy, x = np.float32([0.5, 2.0]), np.float32([-1.0, 3.0])
    for args in ((JaxArrayProtocol(dy), x), (dy, JaxArrayProtocol(x))):
        want, want_err = _outcome(jax.jit(_array_like_grad_rule), *args)
        got, got_err = _outcome(jax_mish.mish_grad, *args)
        if want_err is not None:
            assert got is want, (got_err, want_err)
            assert got_err.startswith("jax_mish.mish_grad:"), got_err
        else:
            assert got_err is None, got_err
        with jax.disable_jit():
            got = jax_mish.mish_grad(*args)
        np.testing.assert_allclose(got, jax_mish.mish_grad(dy, x), rtol=1e-6)
