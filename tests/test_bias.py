"""``mish(x, bias=b)`` through the public API: ``mish(x + b)`` in one kernel,
``jax.grad`` with respect to ``x`` and ``b`` in one backward kernel.

Checked here (the kernels themselves, called through their handlers, are
tests/test_bias_kernels.py's):

- values: ``y`` has the bits of the plain kernel run on ``z = x + b`` rounded
  once in the compute dtype, and is within jax_mish.testing's kernel bounds of
  the exact ``mish(z)`` in every dtype; mixed dtypes promote as ``x + b``
  does; jit, eager and ``jax.disable_jit`` agree bit for bit; shapes that are
  not ``x``'s trailing axes are refused with a ValueError naming both shapes;
- reverse mode: the backward is one ``mish_bias_grad`` kernel and nothing
  else of jax_mish (jaxpr, lowered and compiled HLO); the residuals are ``x``
  and ``b`` only; ``db`` is within the bound xla_ffi/bias_plan.h derives (its
  constants and its worked example are read from the header and from
  docs/design.md, and recomputed here);
- transformations: jvp, vjp, vmap (x batched, b batched, both), the hessian
  in ``b``, grad of grad, ``jax.checkpoint``, ``lax.scan`` over layers,
  Taylor mode (``jet``), ``impl="xla"``, ``jax.disable_jit``;
- sharding on 8 host devices: ``db`` summed across the devices that split the
  batch (one all-reduce of ``b``'s local size, no gather of ``x``), no
  collective where only the features are split, ``shard_map``, explicit
  meshes;
- a Dense + Mish MLP's compiled gradient step has no bias add and no ``db``
  reduce of its own, where the same MLP written ``mish(x + b)`` has both.
"""

from __future__ import annotations

import contextlib
import io
import math
import re
from functools import partial
from pathlib import Path

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax.ad_checkpoint import print_saved_residuals
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P
from support import collectives, cpu_device, make_mesh, ulps
from support.bias import (
    BIAS_PLAN_H,
    PLAN,
    bias_plan,
    biased,
    db_bound,
    db_depth,
    db_off_and_bound,
    gamma,
    inputs,
    same_bits,
    widen,
)

import jax_mish
from jax_mish.testing import (
    DTYPES,
    finfo,
    mish64,
    mish_mp,
    mish_prime64,
    ulp_error,
    ulp_error_mp,
)

ROOT = Path(__file__).resolve().parents[1]
CPU = cpu_device()
pytestmark = pytest.mark.skipif(CPU is None, reason="JAX runs without its CPU backend")

# The primitives and kernels of jax_mish, by name (jaxpr, HLO).
PRIMITIVES = ("mish", "mish_grad", "mish_bias", "mish_bias_grad", "mish_bias_tangent")
TARGETS = ("jax_mish_fwd", "jax_mish_grad", "jax_mish_bias_fwd", "jax_mish_bias_grad")


@pytest.fixture(autouse=True)
def _on_cpu():
    with jax.default_device(CPU):
        yield


def mish_b(x, b, impl=None):
    return jax_mish.mish(x, impl, bias=b)


def ref_b(x, b):
    """The same function in jnp (float64 operands: its own rounding, of
    1 - tanh^2 in the derivative among others, is far below the tolerances)."""
    return jax.nn.mish(x + b)


SHAPES = [
    ((5,), (5,)),
    ((7, 3), (3,)),
    ((40, 65), (65,)),
    ((2, 3, 5, 7), (5, 7)),
    ((4, 6, 6, 8), (8,)),  # NHWC, a Conv's bias
]


def _id(shape) -> str:
    return f"{shape[0]}+{shape[1]}".replace(" ", "")


# --- values ------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", SHAPES, ids=_id)
@pytest.mark.parametrize("dtype", DTYPES)
def test_values_are_the_kernel_on_the_rounded_sum(dtype, shape):
    """y is mish of z = x + b formed in the compute dtype and rounded once
    there: the plain kernel's bits on z, and within the kernel bound of the
    exact mish(z)."""
    _, x, b = inputs(*shape, dtype, seed=len(shape[0]))
    y = np.asarray(jax.jit(mish_b)(x, b))
    assert y.shape == x.shape and y.dtype == x.dtype
    z = biased(x, b, dtype)
    plain = np.asarray(jax.jit(jax_mish.mish)(z)).astype(x.dtype)
    assert same_bits(y, plain), dtype
    if dtype == "float64":
        sample = np.arange(0, z.size, max(1, z.size // 150))
        err = ulp_error_mp(z.reshape(-1)[sample], y.reshape(-1)[sample], mish_mp)
    else:
        err = ulp_error(y, mish64(z.astype(np.float64)), dtype)
    assert err.max() <= ulps("kernel", "mish", dtype), (dtype, shape, err.max())


@pytest.mark.parametrize("dtype", DTYPES)
def test_jit_eager_and_disable_jit_agree(dtype):
    _, x, b = inputs((9, 65), (65,), dtype, seed=2, specials=True)
    jitted = np.asarray(jax.jit(mish_b)(x, b))
    eager = np.asarray(mish_b(x, b))
    with jax.disable_jit():
        unjitted = np.asarray(mish_b(x, b))
    assert same_bits(eager, jitted) and same_bits(unjitted, jitted)
    # Specials: NaN propagates, inf - inf is NaN, mish(inf) = inf.
    z = biased(x, b, dtype)
    assert np.array_equal(np.isnan(jitted), np.isnan(z))


def _weak(v):
    return jax.typeof(v).weak_type


MIXED = [
    (np.float16, np.float32),
    (np.float32, np.float16),
    (ml_dtypes.bfloat16, np.float16),
    (np.float16, ml_dtypes.bfloat16),
    (np.float32, np.float64),
    (np.int32, np.float32),
    (np.int8, ml_dtypes.bfloat16),
    (np.float16, "weak"),
    ("weak", np.float16),
    (np.int32, "weak"),
]


def _make(rng, shape, dt):
    if dt == "weak":  # a weakly typed float array, as from a Python scalar
        return jnp.broadcast_to(1.5, shape)
    return np.asarray(rng.uniform(-4, 4, shape)).astype(dt)


@pytest.mark.parametrize("xdt,bdt", MIXED, ids=lambda d: getattr(d, "__name__", str(d)))
def test_mixed_dtypes_promote_as_x_plus_b(xdt, bdt):
    """The result has the dtype and weak type of ``jax.nn.mish(x + b)``, and
    the values of the op on both operands promoted first (then summed in the
    compute dtype, as documented)."""
    rng = np.random.default_rng(3)
    x, b = _make(rng, (6, 4), xdt), _make(rng, (4,), bdt)
    want = jax.nn.mish(jnp.asarray(x) + jnp.asarray(b))
    for fn in (mish_b, jax.jit(mish_b)):
        y = fn(x, b)
        assert y.dtype == want.dtype and _weak(y) == _weak(want), (y.dtype, want.dtype)
    xp, bp = jnp.asarray(x).astype(want.dtype), jnp.asarray(b).astype(want.dtype)
    assert same_bits(mish_b(x, b), mish_b(xp, bp))
    dtype = want.dtype.name
    z = biased(np.asarray(xp), np.asarray(bp), dtype).astype(np.float64)
    err = ulp_error(np.asarray(mish_b(x, b)), mish64(z), dtype)
    assert err.max() <= ulps("kernel", "mish", dtype)


@pytest.mark.parametrize(
    "x,b",
    [
        (np.array([[True, False]]), np.array([True, True])),  # or, not 1 + 1
        (np.array([[100, -3]], np.int8), np.array([100, 1], np.int8)),  # wraps
        (np.array([[7, 3]], np.uint8), np.array([250, 1], np.uint8)),
    ],
    ids=["bool", "int8", "uint8"],
)
def test_integer_and_bool_operands_add_in_their_own_type(x, b):
    """Where x + b is an integer or bool sum, it is formed as jnp forms it,
    then Mish promotes it: ``mish(x, bias=b)`` is ``mish(x + b)``."""
    for fn in (mish_b, jax.jit(mish_b)):
        got = fn(x, b)
        want = jax_mish.mish(x + b)
        assert got.dtype == want.dtype and _weak(got) == _weak(want)
        assert same_bits(np.asarray(got), np.asarray(want))


def test_float8_and_complex_take_the_paths_mish_takes():
    """float8 is computed in float32 and rounded once; complex takes the
    defining formula, as jax.nn.mish computes it."""
    f8 = ml_dtypes.float8_e4m3fn
    x = np.linspace(-4, 4, 12).astype(f8).reshape(3, 4)
    b = np.array([0.5, -1, 2, 0.25], f8)
    y = mish_b(x, b)
    assert y.dtype == f8
    z = x.astype(np.float32) + b.astype(np.float32)
    assert same_bits(np.asarray(y), np.asarray(jax_mish.mish(z)).astype(f8))
    xc = (np.linspace(-2, 2, 12) + 0.5j).astype(np.complex64).reshape(3, 4)
    yc = mish_b(xc, b.astype(np.float32))
    np.testing.assert_allclose(yc, jax.nn.mish(xc + b.astype(np.float32)), rtol=1e-6)


BAD_SHAPES = [
    ((4, 3), (), "a scalar bias"),
    ((4, 3), (4,), "the leading axis"),
    ((4, 3), (1, 3), "a broadcastable (1, 3)"),
    ((3,), (2, 3), "bias rank above x's"),
    ((), (1,), "a scalar x"),
]


@pytest.mark.parametrize("xs,bs,what", BAD_SHAPES, ids=[w for *_, w in BAD_SHAPES])
def test_shapes_other_than_the_trailing_axes_are_refused(xs, bs, what):
    x, b = np.ones(xs, np.float32), np.ones(bs, np.float32)
    msg = re.escape(f"x.shape={xs} and bias.shape={bs}")
    for fn in (mish_b, jax.jit(mish_b)):
        with pytest.raises(ValueError, match=r"^jax_mish\.mish: bias must have the shape of x's"):
            fn(x, b)
        with pytest.raises(ValueError, match=msg):
            fn(x, b)
    with jax.disable_jit(), pytest.raises(ValueError, match=msg):
        mish_b(x, b)


def test_a_bias_that_is_no_array_is_a_type_error():
    with pytest.raises(TypeError, match=r"jax_mish\.mish: bias must be an array"):
        mish_b(np.ones((2, 3), np.float32), [1.0, 2.0, 3.0])


# --- reverse mode: one kernel, residuals x and b -------------------------------------------


def _sub_jaxprs(value):
    from jax.extend.core import ClosedJaxpr, Jaxpr

    if isinstance(value, ClosedJaxpr):
        yield value.jaxpr
    elif isinstance(value, Jaxpr):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from _sub_jaxprs(v)


def _eqn_names(jaxpr) -> list[str]:
    """Names of every primitive in a jaxpr, nested jaxprs included."""
    names = []
    for eqn in jaxpr.eqns:
        names.append(eqn.primitive.name)
        for value in eqn.params.values():
            for sub in _sub_jaxprs(value):
                names += _eqn_names(sub)
    return names


def _jax_mish_eqns(closed) -> list[str]:
    return [n for n in _eqn_names(closed.jaxpr) if n in PRIMITIVES]


def _custom_calls(text: str) -> list[str]:
    """The custom-call targets in StableHLO (``@name(``) or HLO text."""
    stable = re.findall(r"stablehlo\.custom_call @([\w.]+)\(", text)
    hlo = re.findall(r'custom_call_target="([\w.]+)"', text)
    return stable + hlo


@pytest.mark.parametrize("dtype", ["float32", "bfloat16"])
def test_the_backward_is_one_kernel(dtype):
    dy, x, b = inputs((32, 24), (24,), dtype, seed=4)
    _, vjp = jax.vjp(mish_b, x, b)
    backward = jax.make_jaxpr(vjp)(dy)
    assert _jax_mish_eqns(backward) == ["mish_bias_grad"]
    assert _custom_calls(jax.jit(vjp).lower(dy).as_text()) == ["jax_mish_bias_grad"]

    def loss(x, b):
        return jnp.sum(mish_b(x, b))

    grad = jax.grad(loss, argnums=(0, 1))
    assert sorted(_jax_mish_eqns(jax.make_jaxpr(grad)(x, b))) == ["mish_bias", "mish_bias_grad"]
    compiled = jax.jit(grad).lower(x, b).compile().as_text()
    # The forward kernel's result is unused (d sum / dy = 1): XLA drops it.
    assert _custom_calls(compiled) == ["jax_mish_bias_grad"]
    # db is the kernel's: nothing else reduces.
    assert not re.search(r"\breduce\(", compiled)


@pytest.mark.parametrize("wrt", [(0,), (1,), (0, 1)])
def test_grad_with_respect_to_either_operand_is_the_same_kernel(wrt):
    dy, x, b = inputs((16, 8), (8,), "float32", seed=5)
    want = jax.vjp(partial(ref_b), x.astype(np.float64), b.astype(np.float64))[1](
        dy.astype(np.float64)
    )

    def loss(x, b):
        return jnp.vdot(mish_b(x, b), dy)

    grad = jax.jit(jax.grad(loss, argnums=wrt))
    assert _custom_calls(grad.lower(x, b).compile().as_text()).count("jax_mish_bias_grad") == 1
    for i, got in zip(wrt, grad(x, b)):
        np.testing.assert_allclose(got, want[i], rtol=2e-5, atol=2e-5)


@pytest.mark.parametrize("dtype", DTYPES)
def test_residuals_are_x_and_b(dtype):
    """What reverse mode keeps from the forward pass: x and b, nothing
    computed (no z, no mish'(z)). Read two ways: the leaves of jax.vjp's
    closure and of jax.linearize's, and jax's own account of saved values."""
    _, x, b = inputs((12, 5), (5,), dtype, seed=6)
    x, b = jnp.asarray(x), jnp.asarray(b)
    for closure in (jax.vjp(mish_b, x, b)[1], jax.linearize(mish_b, x, b)[1]):
        leaves = jax.tree.leaves(closure)
        assert len(leaves) == 2, [(np.shape(v), v.dtype) for v in leaves]
        assert {np.shape(v) for v in leaves} == {x.shape, b.shape}
        for v in leaves:
            want = x if np.shape(v) == x.shape else b
            assert same_bits(np.asarray(v), np.asarray(want))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        print_saved_residuals(lambda a, c: jnp.sum(mish_b(a, c)), x, b)
    lines = out.getvalue().strip().splitlines()
    assert len(lines) == 2, lines
    assert all("from the argument" in line for line in lines), lines


# --- db accuracy --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "shape", [((7, 3), (3,)), ((300, 64), (64,)), ((2, 40, 33), (33,)), ((1300, 3), (3,))], ids=_id
)
@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32"])
def test_db_within_the_stated_bound(dtype, shape):
    """jax.vjp's (dx, db): dx within the kernel bound of dy * mish'(z), db
    within bias_plan.h's bound of the exact sum (math.fsum of float64 terms)."""
    dy, x, b = inputs(*shape, dtype, seed=8)
    dx, db = jax.jit(lambda d, a, c: jax.vjp(mish_b, a, c)[1](d))(dy, x, b)
    dx, db = np.asarray(dx), np.asarray(db)
    assert dx.dtype == x.dtype and db.dtype == b.dtype and db.shape == b.shape
    z = biased(x, b, dtype)
    exact = dy.astype(np.float64) * mish_prime64(z.astype(np.float64))
    err = ulp_error(dx, exact, dtype, scale=dy)
    assert err.max() <= ulps("kernel", "mish_grad", dtype), err.max()
    off, bound = db_off_and_bound(dy, x, b, db, dtype)
    assert np.all(off <= bound), (off.max(), bound[np.argmax(off - bound)])


def test_float64_db_against_mpmath():
    import mpmath

    from jax_mish.testing import mish_prime_mp

    dtype = "float64"
    dy, x, b = inputs((40, 3), (3,), dtype, seed=9)
    x, b = np.clip(x, -700, None), np.clip(b, -1, 1)
    _, db = jax.vjp(mish_b, x, b)[1](dy)
    db = np.asarray(db)
    z = x + b
    cols = b.size
    with mpmath.workdps(40):
        terms = [
            mpmath.mpf(float(d)) * mish_prime_mp(float(v), 40)
            for d, v in zip(dy.reshape(-1), z.reshape(-1))
        ]
        exact = np.array([float(t) for t in terms]).reshape(-1, cols)
        bound = db_bound(dy.reshape(-1, cols), z, exact, db, dtype)
        for c in range(cols):
            off = abs(mpmath.mpf(float(db[c])) - mpmath.fsum(terms[c::cols]))
            slack = 2.0**-52 * np.abs(exact[:, c]).sum()  # the float64 copies of the terms
            assert off <= bound[c] + slack, (c, float(off), bound[c])


def test_the_db_bound_is_read_from_one_place():
    """bias_plan.h holds the plan's constants (the tests read them from it)
    and derives the bound with a worked example; the helper here recomputes
    that example, and docs/design.md states the same bound and example."""
    assert PLAN == {
        "kBiasInterleave": PLAN["kBiasInterleave"],
        "kBiasMaxInterleavedSlots": PLAN["kBiasMaxInterleavedSlots"],
        "kBiasChunkRows": PLAN["kBiasChunkRows"],
    }, PLAN
    example = re.compile(
        r"k = (\d+) \+ (\d+) \+ (\d+) = (\d+) for cols = (\d+) \(m = (\d+): 2\^(\d+) chunks\)"
    )
    gamma_text = re.compile(r"gamma_(\d+) < (\d+(?:\.\d+)?e-\d+)")
    for path in (BIAS_PLAN_H, ROOT / "docs" / "design.md"):
        text = " ".join(path.read_text().replace("//", " ").split())
        rows = re.search(r"For 2\^(\d+) rows", text)
        assert rows, path
        found = example.findall(text)
        assert len(found) == 2, (path, found)
        n_rows = 2 ** int(rows.group(1))
        for run, tree, slots, k, cols, m, log_chunks in (map(int, f) for f in found):
            plan = bias_plan(n_rows * cols, cols)
            assert (plan["m"], plan["chunks"]) == (m, 2**log_chunks), (path, cols, plan)
            assert run + tree + slots == k == db_depth(n_rows * cols, cols), (path, cols)
        (k, g), *_ = gamma_text.findall(text)
        assert gamma(int(k), "float32") < float(g), (path, k, g)


# --- transformations ------------------------------------------------------------------------


def _f64(*arrays):
    return tuple(np.asarray(a, np.float64) for a in arrays)


@pytest.fixture(scope="module")
def data():
    rng = np.random.default_rng(10)
    x = rng.uniform(-6, 6, (6, 5))
    b = rng.uniform(-2, 2, (5,))
    return x, b, rng.standard_normal((6, 5)), rng.standard_normal((5,))


TIGHT = dict(rtol=1e-12, atol=1e-12)  # float64, the kernel against jax.nn.mish


def _loss(fn):
    return lambda x, b: jnp.sum(jnp.sin(fn(x, b)))


def _agree(transform, *args, rtol=TIGHT["rtol"], atol=TIGHT["atol"]):
    """``transform(mish_b)`` against ``transform(ref_b)``, both jitted, on ``args``."""
    got = jax.jit(transform(mish_b))(*args)
    want = jax.jit(transform(ref_b))(*args)
    assert jax.tree.structure(got) == jax.tree.structure(want)
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)


def test_jvp_and_vjp(data):
    x, b, tx, tb = data

    def transforms(f):
        def run(a, c, ta, tc):
            return (
                jax.jvp(f, (a, c), (ta, tc)),
                # one operand's tangent a symbolic zero
                jax.jvp(lambda v: f(a, v), (c,), (tc,)),
                jax.jvp(lambda v: f(v, c), (a,), (ta,)),
                jax.vjp(f, a, c)[1](jnp.cos(a)),
            )

        return run

    _agree(transforms, x, b, tx, tb)


@pytest.mark.parametrize("axes", [(0, None), (None, 0), (0, 0), (1, 0)], ids=str)
def test_vmap(axes, data):
    x, b, _, _ = data
    xs = np.stack([x, 2 * x, -x], axis=axes[0]) if axes[0] is not None else x
    bs = np.stack([b, -b, 0.5 * b]) if axes[1] is not None else b
    _agree(
        lambda f: (
            lambda a, c: (
                jax.vmap(f, axes)(a, c),
                jax.vmap(jax.grad(_loss(f), (0, 1)), axes)(a, c),
                jax.grad(_loss(jax.vmap(f, axes)), (0, 1))(a, c),
            )
        ),
        xs,
        bs,
    )


def test_vmap_over_x_alone_keeps_the_fused_kernels(data):
    """A batch of inputs with one bias folds into the kernels' leading axes:
    still one forward and, under grad, one backward kernel."""
    x, b, _, _ = data
    xs = np.stack([x, 2 * x])
    fwd = jax.jit(jax.vmap(mish_b, (0, None))).lower(xs, b).as_text()
    assert _custom_calls(fwd) == ["jax_mish_bias_fwd"]
    grad = jax.jit(jax.grad(lambda a, c: jnp.sum(jax.vmap(mish_b, (0, None))(a, c)), (0, 1)))
    assert _custom_calls(grad.lower(xs, b).compile().as_text()) == ["jax_mish_bias_grad"]


def test_hessian_in_b_and_grad_of_grad(data):
    x, b, _, _ = data
    _agree(lambda f: jax.hessian(lambda v: _loss(f)(x, v)), b, rtol=1e-10, atol=1e-11)

    def grad_of_grad(f):
        inner = jax.grad(_loss(f), (0, 1))

        def outer(a, c):
            ga, gc = inner(a, c)
            return jnp.sum(gc**2) + jnp.sum(jnp.cos(a) * ga)

        return jax.grad(outer, (0, 1))

    _agree(grad_of_grad, x, b, rtol=1e-10, atol=1e-11)


def test_checkpoint_and_scan_over_layers(data):
    x, b, _, _ = data
    _agree(lambda f: jax.grad(jax.checkpoint(_loss(f)), (0, 1)), x, b)

    def layers(f):
        def loss(x, biases):
            def body(h, bias):
                return f(h, bias) * 0.9, None

            h, _ = jax.lax.scan(body, x, biases)
            return jnp.sum(jnp.sin(h))

        return jax.grad(loss, (0, 1))

    biases = np.stack([b, -b, 0.5 * b, b + 1])
    _agree(layers, x, biases)
    text = jax.jit(layers(mish_b)).lower(x, biases).as_text()
    assert sorted(set(_custom_calls(text))) == ["jax_mish_bias_fwd", "jax_mish_bias_grad"]


def test_taylor_mode(data):
    """jax.experimental.jet of mish(x, bias=b) is that of mish(x + b) (whose
    rule is the plain op's), with series in x, in b and in both."""
    from jax.experimental import jet

    x, b, tx, tb = data
    xs, bs = (tx, np.sin(x), 0.3 * x), (tb, b * b, np.cos(b))

    def plain(a, c):
        return jax_mish.mish(a + c)

    got = jet.jet(mish_b, (x, b), (xs, bs))
    want = jet.jet(plain, (x, b), (xs, bs))
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        np.testing.assert_allclose(g, w, **TIGHT)
    got = jet.jet(lambda a: mish_b(a, b), (x,), (xs,))  # b a constant: no series
    want = jet.jet(lambda a: plain(a, b), (x,), (xs,))
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        np.testing.assert_allclose(g, w, **TIGHT)


def test_disable_jit(data):
    x, b, _, _ = data
    want = jax.grad(_loss(mish_b), (0, 1))(x, b)
    with jax.disable_jit():
        got = jax.grad(_loss(mish_b), (0, 1))(x, b)
        y = mish_b(x, b)
    np.testing.assert_array_equal(y, jax.jit(mish_b)(x, b))
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def _normal(a: np.ndarray, dtype: str) -> np.ndarray:
    """``a`` with subnormals flushed to zero, as XLA's CPU code flushes them."""
    tiny = float(finfo(dtype).smallest_normal)
    with np.errstate(invalid="ignore"):
        return np.where(np.abs(a.astype(np.float64)) < tiny, 0, a).astype(a.dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_impl_xla_agrees_with_ffi_within_the_bounds(dtype):
    """impl="xla" (the formulas as plain HLO, XLA's own reduce) and
    impl="ffi" (the kernels): each within its bound of the exact values (for
    float64: of each other). Subnormal operands are left out: XLA's CPU code
    flushes them."""
    dy, x, b = (_normal(a, dtype) for a in inputs((200, 17), (17,), dtype, seed=12))
    z = biased(x, b, dtype)
    cols, rows = b.size, x.shape[0]
    runs = {}
    for impl in ("xla", "ffi"):
        f = partial(mish_b, impl=impl)
        backward = jax.jit(lambda d, a, c, f=f: jax.vjp(f, a, c)[1](d))
        assert (_custom_calls(backward.lower(dy, x, b).as_text()) == []) == (impl == "xla")
        runs[impl] = np.asarray(jax.jit(f)(x, b)), *(np.asarray(v) for v in backward(dy, x, b))
    comp = widen(x, dtype).dtype.name
    if dtype == "float64":
        (y_x, dx_x, db_x), (y_f, dx_f, db_f) = runs["xla"], runs["ffi"]
        for op, got, want, scale in (("mish", y_f, y_x, None), ("mish_grad", dx_f, dx_x, dy)):
            limit = ulps("kernel", op, dtype) + ulps("xla", op, dtype)
            assert ulp_error(got, want, dtype, scale=scale).max() <= limit, op
        bound = db_bound(dy, z, dx_x, db_f, dtype, depth=rows - 1)
        assert np.all(np.abs(db_f - db_x) <= 2 * bound)
        return
    exact_y = mish64(z.astype(np.float64))
    exact_t = dy.astype(np.float64) * mish_prime64(z.astype(np.float64))
    s = np.array([math.fsum(c) for c in exact_t.reshape(-1, cols).T])
    for impl, check in (("ffi", "kernel"), ("xla", "xla")):
        y, dx, db = runs[impl]
        assert ulp_error(y, exact_y, dtype).max() <= ulps(check, "mish", dtype), impl
        err = ulp_error(dx, exact_t, dtype, scale=dy).max()
        assert err <= ulps(check, "mish_grad", dtype), (impl, err)
        # The kernel sums in bias_plan.h's order; XLA's reduce fixes none:
        # any tree over the rows (depth rows - 1), terms within XLA's bound.
        bound = db_bound(
            dy.reshape(-1, cols),
            z,
            exact_t.reshape(-1, cols),
            db,
            dtype,
            depth=None if impl == "ffi" else rows - 1,
            term_ulps=ulps(check, "mish_grad", comp),
        )
        assert np.all(np.abs(db.astype(np.float64) - s) <= bound), impl


# --- sharding -----------------------------------------------------------------------------

SHAPE, COLS = (16, 24), 24


@pytest.fixture(scope="module")
def sharded_data():
    rng = np.random.default_rng(13)
    x = rng.uniform(-5, 5, SHAPE).astype(np.float32)
    b = rng.uniform(-1, 1, (COLS,)).astype(np.float32)
    dy = rng.standard_normal(SHAPE).astype(np.float32)
    return dy, x, b


def _all_reduce_shapes(hlo: str) -> list[str]:
    """Result shapes of the all-reduces in compiled HLO (started async ones too)."""
    return re.findall(r"= (\w+\[[\d,]*\])\S* all-reduce(?:-start)?\(", hlo)


def _grad_fn(dy):
    return jax.jit(jax.grad(lambda a, c: jnp.sum(mish_b(a, c) * dy), (0, 1)))


def _check_grads(dx, db, dy, x, b):
    """dx within the kernel bound; db within the bound of a sum in any order
    (each device sums its rows in the plan's order, the all-reduce adds the
    devices' sums in its own): bias_plan.h's bound with depth rows - 1."""
    dx, db = np.asarray(dx), np.asarray(db)
    z = biased(x, b, "float32").astype(np.float64)
    exact = dy.astype(np.float64) * mish_prime64(z)
    err = ulp_error(dx, exact, "float32", scale=dy)
    assert err.max() <= ulps("kernel", "mish_grad", "float32"), err.max()
    s = np.array([math.fsum(c) for c in exact.T])
    bound = db_bound(dy, z, exact, db, "float32", depth=x.shape[0] - 1)
    off = np.abs(db.astype(np.float64) - s)
    assert np.all(off <= bound), (off.max(), bound.min())


# (x's spec, b's spec, mesh axes that split x's rows)
LAYOUTS = [
    (P("a", None), P(), ("a",)),
    (P(("a", "b"), None), P(), ("a", "b")),
    (P(None, "b"), P("b"), ()),
    (P("a", "b"), P("b"), ("a",)),
    (P("a", "b"), P(), ("a",)),
]


@pytest.mark.parametrize("xs,bs,split", LAYOUTS, ids=lambda v: str(v))
def test_sharded_grad_sums_db_across_the_batch_split_only(xs, bs, split, sharded_data):
    dy, x, b = sharded_data
    mesh = make_mesh(AxisType.Auto)
    X = jax.device_put(x, NamedSharding(mesh, xs))
    B = jax.device_put(b, NamedSharding(mesh, bs))
    fwd = jax.jit(mish_b).lower(X, B).compile()
    assert collectives(fwd.as_text()) == []
    y = fwd(X, B)
    assert y.sharding.spec == xs
    assert same_bits(np.asarray(y), np.asarray(jax.jit(mish_b)(x, b)))

    grad = _grad_fn(dy).lower(X, B).compile()
    hlo = grad.as_text()
    b_local = COLS // (mesh.shape["b"] if "b" in tuple(xs)[1:] else 1)
    if split:
        # one all-reduce, of the (local) bias's size; x is never gathered
        assert collectives(hlo) == ["all-reduce"], collectives(hlo)
        assert _all_reduce_shapes(hlo) == [f"f32[{b_local}]"]
    else:
        assert collectives(hlo) == []
    local_rows = SHAPE[0] // math.prod(mesh.shape[a] for a in split)
    assert f"f32[{local_rows},{b_local}]" in hlo  # the kernel ran on the local block
    dx, db = grad(X, B)
    assert dx.sharding.spec == xs
    _check_grads(dx, db, dy, x, b)


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_sharded_half_type_db_adds_a_rounding_per_device(dtype):
    """Each device's db leaves its kernel rounded to b's dtype before the
    all-reduce sums them: the bound of an unsplit sum plus half an ulp (of at
    most sum |t|) per device, as design.md says."""
    dy, x, b = inputs((64, 24), (24,), dtype, seed=15)
    mesh = make_mesh(AxisType.Auto, (4,), ("a",))
    X = jax.device_put(x, NamedSharding(mesh, P("a", None)))
    grad = jax.jit(jax.grad(lambda a, c: jnp.sum(mish_b(a, c) * dy), (0, 1)))
    # one all-reduce of the bias's size (XLA's CPU code may widen bfloat16's to float32)
    (shape,) = _all_reduce_shapes(grad.lower(X, b).compile().as_text())
    assert shape.endswith("[24]"), shape
    _, db = grad(X, b)
    z = biased(x, b, dtype).astype(np.float64)
    exact = dy.astype(np.float64) * mish_prime64(z)
    s = np.array([math.fsum(c) for c in exact.T])
    bound = db_bound(dy, z, exact, np.asarray(db), dtype, depth=x.shape[0] - 1)
    fs = finfo(dtype)
    _, ex = np.frexp(np.maximum(np.abs(exact).sum(0), float(fs.smallest_normal)))
    bound = bound + 4 * 0.5 * np.ldexp(1.0, ex - 1 - int(fs.nmant))
    off = np.abs(np.asarray(db).astype(np.float64) - s)
    assert np.all(off <= bound), (off.max(), bound.min())


@pytest.fixture
def gspmd_partitioner():
    """jax's older GSPMD propagation instead of Shardy, for one test."""
    before = jax.config.jax_use_shardy_partitioner
    try:
        jax.config.update("jax_use_shardy_partitioner", False)
    except (AttributeError, ValueError) as err:  # pragma: no cover
        pytest.skip(f"this jax has no GSPMD option: {err}")
    try:
        yield
    finally:
        jax.config.update("jax_use_shardy_partitioner", before)


def test_gspmd_propagation_also_splits_the_batch(gspmd_partitioner, sharded_data):
    """GSPMD asks the partitioning for the result's sharding from the
    operands' (its callbacks, not Shardy's rule): x's sharding, b's slice."""
    dy, x, b = sharded_data
    mesh = make_mesh(AxisType.Auto)
    for xs, bs, b_local in ((P("a", None), P(), COLS), (P("a", "b"), P("b"), COLS // 4)):
        X = jax.device_put(x, NamedSharding(mesh, xs))
        B = jax.device_put(b, NamedSharding(mesh, bs))
        y = jax.jit(mish_b)(X, B)
        assert _padded(y.sharding.spec, 2) == _padded(xs, 2)
        grad = _grad_fn(dy).lower(X, B).compile()
        assert collectives(grad.as_text()) == ["all-reduce"]
        assert _all_reduce_shapes(grad.as_text()) == [f"f32[{b_local}]"]
        dx, db = grad(X, B)
        assert _padded(dx.sharding.spec, 2) == _padded(xs, 2)
        _check_grads(dx, db, dy, x, b)


def test_grad_inside_and_around_shard_map(sharded_data):
    dy, x, b = sharded_data
    mesh = make_mesh(AxisType.Auto, (8,), ("i",))

    def inner(a, c):
        return mish_b(a, c)

    def outer_loss(a, c):
        mapped = jax.shard_map(inner, mesh=mesh, in_specs=(P("i"), P()), out_specs=P("i"))
        return jnp.vdot(mapped(a, c), dy)

    y = jax.jit(jax.shard_map(inner, mesh=mesh, in_specs=(P("i"), P()), out_specs=P("i")))(x, b)
    assert same_bits(np.asarray(y), np.asarray(jax.jit(mish_b)(x, b)))
    grad = jax.jit(jax.grad(outer_loss, (0, 1)))
    hlo = grad.lower(x, b).compile().as_text()
    assert _all_reduce_shapes(hlo) == [f"f32[{COLS}]"]
    _check_grads(*grad(x, b), dy, x, b)

    # jax.grad inside shard_map: the bias does not vary, so its gradient is
    # summed over the devices (jax's psum of an invariant operand's cotangent).
    def inner_grad(d, a, c):
        return jax.vjp(mish_b, a, c)[1](d)

    mapped = jax.jit(
        jax.shard_map(
            inner_grad, mesh=mesh, in_specs=(P("i"), P("i"), P()), out_specs=(P("i"), P())
        )
    )
    _check_grads(*mapped(dy, x, b), dy, x, b)
    assert _all_reduce_shapes(mapped.lower(dy, x, b).compile().as_text()) == [f"f32[{COLS}]"]


def _padded(spec, rank: int) -> tuple:
    return tuple(spec) + (None,) * (rank - len(tuple(spec)))


def test_explicit_mesh_keeps_shardings(sharded_data):
    dy, x, b = sharded_data
    mesh = make_mesh(AxisType.Explicit)
    with jax.sharding.use_mesh(mesh) if not hasattr(jax, "set_mesh") else jax.set_mesh(mesh):
        for xs, bs in ((P("a", None), P()), (P("a", "b"), P("b")), (P(None, "b"), P("b"))):
            X, B = jax.device_put(x, xs), jax.device_put(b, bs)
            y = jax.jit(mish_b)(X, B)
            assert _padded(jax.typeof(y).sharding.spec, 2) == _padded(xs, 2)
            assert _padded(y.sharding.spec, 2) == _padded(xs, 2)
            dx, db = _grad_fn(jax.device_put(dy, xs))(X, B)
            assert _padded(jax.typeof(dx).sharding.spec, 2) == _padded(xs, 2)
            assert _padded(jax.typeof(db).sharding.spec, 1) == _padded(bs, 1)
            _check_grads(dx, db, dy, x, b)


# --- a Dense + Mish MLP's compiled gradient step ------------------------------------------


def _mlp_step_hlo(fused: bool) -> tuple[str, list[str]]:
    rng = np.random.default_rng(14)
    sizes, batch = (16, 24, 24), 32
    params = [
        (
            rng.standard_normal((i, o)).astype(np.float32),
            rng.standard_normal((o,)).astype(np.float32),
        )
        for i, o in zip(sizes[:-1], sizes[1:])
    ]
    x = rng.standard_normal((batch, sizes[0])).astype(np.float32)

    def loss(params, x):
        h = x
        for w, b in params:
            h = h @ w
            h = mish_b(h, b) if fused else jax_mish.mish(h + b)
        return jnp.mean(h**2)

    hlo = jax.jit(jax.grad(loss)).lower(params, x).compile().as_text()
    return hlo, [f"f32[{o}]" for o in sizes[1:]]


def _computations(hlo: str) -> dict[str, str]:
    """Compiled HLO text split into its computations, by name (ENTRY: "ENTRY")."""
    out, name, body = {}, None, []
    for line in hlo.splitlines():
        m = re.match(r"^(ENTRY )?%?([\w.\-]+) .*\{$", line)
        if m and not line.startswith(" "):
            name, body = ("ENTRY" if m.group(1) else m.group(2)), []
        elif line.startswith("}") and name is not None:
            out[name] = "\n".join(body)
            name = None
        elif name is not None:
            body.append(line)
    return out


def _bias_users(hlo: str) -> list[str]:
    """The instructions of the entry computation that read a bias parameter
    (parameters 1 and 3: params[0][1], params[1][1])."""
    entry = _computations(hlo)["ENTRY"]
    names = re.findall(r"%?([\w.\-]+) = f32\[\d+\]\{0\} parameter\([13]\)", entry)
    assert len(names) == 2, entry
    users = []
    for line in entry.splitlines():
        if "parameter(" in line:
            continue
        operands = re.search(r"\w\((.*?)\)(?:, |$)", line)
        if operands and any(re.search(rf"%?{re.escape(n)}\b", operands.group(1)) for n in names):
            users.append(line.strip())
    return users


def _db_reduces(hlo: str, bias_shapes: list[str]) -> list[str]:
    """reduce instructions (anywhere) whose result has a bias's shape: a
    reduction of dx over the batch."""
    shapes = "|".join(re.escape(s) for s in bias_shapes)
    return re.findall(rf"= (?:{shapes})\S* reduce\(", hlo)


def test_mlp_gradient_step_has_no_bias_add_and_no_db_reduce():
    """Control first: written mish(x + b), XLA adds the bias in a loop fusion
    before each mish kernel and reduces dx over the batch for each db. With
    mish(x, bias=b) the biases are read by the kernels only, and nothing
    reduces to a bias's shape."""
    plain, shapes = _mlp_step_hlo(fused=False)
    users = _bias_users(plain)
    assert users and all("custom-call(" not in u for u in users), users
    assert len(_db_reduces(plain, shapes)) == 2, _db_reduces(plain, shapes)
    fused_fusions = _computations(plain)
    assert any(re.search(r"\badd\(", body) for body in fused_fusions.values())

    fused, shapes = _mlp_step_hlo(fused=True)
    users = _bias_users(fused)
    assert len(users) == 4, users  # two forward, two backward kernels
    assert all(re.search(r'custom_call_target="jax_mish_bias_(fwd|grad)"', u) for u in users)
    assert _db_reduces(fused, shapes) == []
    calls = _custom_calls(fused)
    assert sorted(calls) == ["jax_mish_bias_fwd"] * 2 + ["jax_mish_bias_grad"] * 2
