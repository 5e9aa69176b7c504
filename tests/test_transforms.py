"""Every JAX transformation agrees with jax.nn.mish in float64.

First-order results to 1e-11 relative, second-order to 1e-9 (both sides
carry their own rounding; jax.nn.mish's gradient forms 1 - tanh^2). The
transformation tests run for both implementations (``impl="ffi"`` and
``impl="xla"``).
"""

from __future__ import annotations

import re
from functools import cache, partial

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jax_mish import formulas, mish, mish_grad

RTOL1, RTOL2 = 1e-11, 1e-9
ATOL1, ATOL2 = 1e-13, 1e-11


@pytest.fixture
def x():
    return jnp.asarray(np.linspace(-7.0, 7.0, 29) + 0.013, jnp.float64)


@pytest.fixture
def dy():
    return jnp.asarray(np.cos(np.arange(29.0)) * 1.7, jnp.float64)


@pytest.fixture(params=["ffi", "xla"])
def impl(request):
    return request.param


def fns(impl):
    """mish and mish_grad bound to one implementation."""
    return partial(mish, impl=impl), partial(mish_grad, impl=impl)


def close1(a, b):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=RTOL1, atol=ATOL1)


def close2(a, b):
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=RTOL2, atol=ATOL2)


def loss(f):
    return lambda v: jnp.sum(jnp.sin(f(v)) * v)


def test_eager_and_jit(x, impl):
    mish, _ = fns(impl)
    close1(mish(x), jax.nn.mish(x))
    close1(jax.jit(mish)(x), jax.nn.mish(x))
    with jax.disable_jit():
        close1(mish(x), jax.nn.mish(x))
        close1(jax.grad(loss(mish))(x), jax.grad(loss(jax.nn.mish))(x))


def test_mish_grad_matches_autodiff(x, dy, impl):
    _, mish_grad = fns(impl)
    want = jax.vjp(jax.nn.mish, x)[1](dy)[0]
    close1(mish_grad(dy, x), want)
    close1(jax.jit(mish_grad)(dy, x), want)


def test_grad_vjp_jvp(x, dy, impl):
    mish, _ = fns(impl)
    close1(jax.grad(loss(mish))(x), jax.grad(loss(jax.nn.mish))(x))
    close1(jax.vjp(mish, x)[1](dy)[0], jax.vjp(jax.nn.mish, x)[1](dy)[0])
    p1, t1 = jax.jvp(mish, (x,), (dy,))
    p2, t2 = jax.jvp(jax.nn.mish, (x,), (dy,))
    close1(p1, p2)
    close1(t1, t2)


def test_jacobians(x, impl):
    mish, _ = fns(impl)
    xs = x[:9]
    close1(jax.jacfwd(mish)(xs), jax.jacfwd(jax.nn.mish)(xs))
    close1(jax.jacrev(mish)(xs), jax.jacrev(jax.nn.mish)(xs))


def test_second_order(x, impl):
    mish, _ = fns(impl)
    xs = x[:9]
    close2(jax.hessian(loss(mish))(xs), jax.hessian(loss(jax.nn.mish))(xs))
    scalar = lambda f: lambda s: f(s)
    d2 = jax.vmap(jax.grad(jax.grad(scalar(mish))))(x)
    d2_ref = jax.vmap(jax.grad(jax.grad(scalar(jax.nn.mish))))(x)
    close2(d2, d2_ref)
    # Third order runs through the reference's mish'' and stays consistent.
    d3 = jax.vmap(jax.grad(jax.grad(jax.grad(scalar(mish)))))(x)
    d3_ref = jax.vmap(jax.grad(jax.grad(jax.grad(scalar(jax.nn.mish)))))(x)
    np.testing.assert_allclose(np.asarray(d3), np.asarray(d3_ref), rtol=1e-7, atol=1e-9)


def test_mish_grad_derivatives(x, dy, impl):
    _, mish_grad = fns(impl)
    # d/d(dy) and d/dx of mish_grad, forward and reverse.
    f = lambda a, b: jnp.sum(mish_grad(a, b) ** 2)
    g = lambda a, b: jnp.sum(jax.vjp(jax.nn.mish, b)[1](a)[0] ** 2)
    for argnums in (0, 1):
        close2(jax.grad(f, argnums)(dy, x), jax.grad(g, argnums)(dy, x))
    _, t = jax.jvp(mish_grad, (dy, x), (x, dy))
    _, t_ref = jax.jvp(lambda a, b: jax.vjp(jax.nn.mish, b)[1](a)[0], (dy, x), (x, dy))
    close2(t, t_ref)


def test_vmap(x, dy, impl):
    mish, mish_grad = fns(impl)
    xm = jnp.stack([x, 2 * x, -x])
    dym = jnp.stack([dy, dy * 0.5, -dy])
    close1(jax.vmap(mish)(xm), jax.nn.mish(xm))
    close1(jax.vmap(mish, in_axes=1, out_axes=1)(xm.T), jax.nn.mish(xm.T))
    ref = jax.vmap(lambda a, b: jax.vjp(jax.nn.mish, b)[1](a)[0])
    close1(jax.vmap(mish_grad)(dym, xm), ref(dym, xm))
    # One operand unbatched, in either position, and different batch axes.
    close1(jax.vmap(mish_grad, in_axes=(None, 0))(dy, xm), ref(jnp.stack([dy] * 3), xm))
    close1(jax.vmap(mish_grad, in_axes=(0, None))(dym, x), ref(dym, jnp.stack([x] * 3)))
    close1(jax.vmap(mish_grad, in_axes=(1, 0))(dym.T, xm), ref(dym, xm))
    close1(jax.vmap(jax.grad(loss(mish)))(xm), jax.vmap(jax.grad(loss(jax.nn.mish)))(xm))


def test_checkpoint_scan_map(x, impl):
    mish, _ = fns(impl)
    ck = jax.grad(lambda v: jnp.sum(jax.checkpoint(mish)(v) ** 2))(x)
    ck_ref = jax.grad(lambda v: jnp.sum(jax.nn.mish(v) ** 2))(x)
    close1(ck, ck_ref)

    def body(f):
        def step(c, v):
            c = f(c * 0.5 + v)
            return c, jnp.sum(c)

        return step

    xs = jnp.stack([x, x * 0.3, -x])
    run = lambda f: lambda c: jax.lax.scan(body(f), c, xs)[1].sum()
    close1(jax.grad(run(mish))(x), jax.grad(run(jax.nn.mish))(x))
    close1(jax.lax.map(mish, xs), jax.nn.mish(xs))


@pytest.mark.parametrize("rank", range(9))
def test_any_rank(rank):
    shape = tuple([2, 3, 1, 2, 3, 1, 2, 2][:rank])
    v = jnp.asarray(np.random.default_rng(rank).standard_normal(shape) * 3, jnp.float64)
    out = mish(v)
    assert out.shape == shape and out.dtype == jnp.float64
    close1(out, jax.nn.mish(v))
    close1(mish_grad(v, v), jax.vjp(jax.nn.mish, v)[1](v)[0])


@pytest.mark.parametrize("dtype", [jnp.float16, jnp.bfloat16, jnp.float32, jnp.float64])
def test_empty_and_dtypes(dtype):
    e = jnp.zeros((0, 3), dtype)
    assert mish(e).shape == (0, 3) and mish(e).dtype == dtype
    assert mish_grad(e, e).shape == (0, 3)
    v = jnp.linspace(-3, 3, 7, dtype=dtype)
    assert mish(v).dtype == dtype and jax.grad(lambda t: mish(t).sum())(v).dtype == dtype


def _hlo(f, *args) -> str:
    return jax.jit(f).lower(*args).compile().as_text()


def test_backward_runs_one_fused_kernel(x):
    hlo = _hlo(jax.grad(lambda v: mish(v).sum()), x)
    assert len(re.findall(r'custom_call_target="jax_mish_grad"', hlo)) == 1, hlo
    assert 'custom_call_target="jax_mish_fwd"' not in hlo
    for op in ("exponential", "tanh", "log", "log-plus-one"):
        assert not re.search(rf"\s{op}\(", hlo), (op, hlo)
    # When the forward value is used, reverse mode saves only x: one forward
    # and one fused backward kernel, still no transcendental ops.
    hlo2 = _hlo(jax.grad(lambda v: jnp.sum(mish(v) ** 2)), x)
    assert hlo2.count('custom_call_target="jax_mish_fwd"') == 1
    assert hlo2.count('custom_call_target="jax_mish_grad"') == 1
    assert not re.search(r"\s(exponential|tanh|log|log-plus-one)\(", hlo2)


def _grad_call_aliases(hlo: str) -> bool:
    line = next(ln for ln in hlo.splitlines() if 'custom_call_target="jax_mish_grad"' in ln)
    return "output_to_operand_aliasing" in line


def test_backward_kernel_writes_over_the_cotangent(x):
    """The transpose rule runs MishGrad in place on the (dead) cotangent; the
    public mish_grad never aliases its arguments."""
    assert _grad_call_aliases(_hlo(jax.grad(lambda v: jnp.sum(mish(v) ** 2)), x))
    assert not _grad_call_aliases(_hlo(mish_grad, x, x))

    # A cotangent that is still live afterwards stays intact (XLA copies it).
    def f(v):
        y, vjp = jax.vjp(mish, v)
        ct = jnp.sin(v)
        return vjp(ct)[0] + ct

    want = jax.vjp(jax.nn.mish, x)[1](jnp.sin(x))[0] + jnp.sin(x)
    close1(jax.jit(f)(x), want)


def test_fallback_lowering_for_platforms_without_kernel(x):
    """On a platform with no kernel the same formula lowers through pure JAX
    (impl "auto", which conftest.py's pin to "ffi" would otherwise replace)."""
    exp_tpu = jax.export.export(
        jax.jit(jax.grad(lambda v: mish(v, impl="auto").sum())), platforms=["tpu"]
    )(x)
    text = exp_tpu.mlir_module()
    assert "custom_call" not in text and "stablehlo.exponential" in text
    assert "stablehlo.tanh" not in text and "stablehlo.log" not in text
    exp_cpu = jax.export.export(
        jax.jit(mish),
        platforms=["cpu"],
        disabled_checks=[jax.export.DisabledSafetyCheck.custom_call("jax_mish_fwd")],
    )(x)
    assert "jax_mish_fwd" in exp_cpu.mlir_module()


def test_reference_matches_jax_nn(x, dy):

    close1(formulas.mish(x), jax.nn.mish(x))
    close1(formulas.mish_grad(dy, x), jax.vjp(jax.nn.mish, x)[1](dy)[0])
    close2(jax.vmap(jax.grad(jax.grad(jax.nn.mish)))(x), formulas.mish_second_derivative(x))


# --- Taylor mode (jax.experimental.jet) ----------------------------------------

JET_ORDER = 4


def _definition(v):
    """mish by its definition, in primitives jet has rules for."""
    return v * jnp.tanh(jnp.log1p(jnp.exp(v)))


def _jet_of_nn_mish_works() -> bool:
    # jax 0.10.2's jet loses a tracer inside jax.nn.softplus's custom_jvp
    # (UnexpectedTracerError); jax 0.12's cannot walk the jit that
    # jax.nn.mish is (AttributeError in its pjit rule). Where it works,
    # jax.nn.mish is compared too.
    from jax.experimental import jet

    try:
        jet.jet(jax.nn.mish, (jnp.ones(2),), ([jnp.ones(2)] * 2,))
    except (jax.errors.UnexpectedTracerError, AttributeError):
        return False
    return True


def _path_coefficients(f, primal_series):
    """Derivatives at t = 0 of ``f`` along ``p(t) = p0 + sum_k p_k t^k / k!`` per
    element, by nested autodiff of ``f`` in float64: what jet must return."""
    from math import factorial

    def along(*elems):
        def g(t):
            pts = [
                p0 + sum(pk * t ** (k + 1) / factorial(k + 1) for k, pk in enumerate(ps))
                for p0, ps in elems
            ]
            return f(*pts)

        out, h = [], g
        for _ in range(JET_ORDER):
            h = jax.grad(h)
            out.append(h(0.0))
        return jnp.stack(out)

    flat = [(p0, jnp.stack(ps, axis=-1)) for p0, ps in primal_series]
    per = jax.vmap(lambda *e: along(*[(p0, list(ps)) for p0, ps in e]))(*flat)
    return list(per.T)


@cache
def _jet_case():
    """The inputs of test_jet_to_order_4 and what jet must return for them, in
    float64: the same for every impl and dtype, so computed once (the nested
    autodiff runs op by op and costs more than the jets it checks)."""
    from jax.experimental import jet

    rng = np.random.default_rng(7)
    x64 = np.concatenate([np.linspace(-9.0, 9.0, 19), [0.0, -30.0, 25.0, 1e-3]])
    dy64 = np.cos(np.arange(x64.size) * 0.7) * 1.3
    xs64 = [rng.uniform(-1.0, 1.0, x64.size) for _ in range(JET_ORDER)]
    dys64 = [rng.uniform(-1.0, 1.0, x64.size) for _ in range(JET_ORDER)]
    w64 = lambda a: jnp.asarray(a, jnp.float64)
    x, dy, xs, dys = w64(x64), w64(dy64), list(map(w64, xs64)), list(map(w64, dys64))
    # The reference formulas, by nested autodiff along the path.
    wants = [(formulas.mish(x), _path_coefficients(formulas.mish, [(x, xs)]))]
    grad_wants = [
        (formulas.mish_grad(dy, x), _path_coefficients(formulas.mish_grad, [(dy, dys), (x, xs)]))
    ]
    # jet of mish by its definition (and of jax.nn.mish where jet takes it).
    vjp_of = lambda m: lambda a, b: jax.vjp(m, b)[1](a)[0]
    for m in [_definition] + ([jax.nn.mish] if _jet_of_nn_mish_works() else []):
        wants.append(jet.jet(m, (x,), (xs,)))
        grad_wants.append(jet.jet(vjp_of(m), (dy, x), (dys, xs)))
    return (x64, dy64, xs64, dys64), wants, grad_wants


@pytest.mark.parametrize("dtype", [jnp.float32, jnp.float64])
@pytest.mark.slow
def test_jet_to_order_4(impl, dtype):
    from jax.experimental import jet

    (x64, dy64, xs64, dys64), wants, grad_wants = _jet_case()
    cast = lambda a: jnp.asarray(a, dtype)
    x, dy, xs, dys = cast(x64), cast(dy64), list(map(cast, xs64)), list(map(cast, dys64))
    f, g = fns(impl)
    tol = 2e-4 if dtype == jnp.float32 else 1e-10

    def check(got, want):
        (p, s), (pw, sw) = got, want
        assert p.dtype == dtype and all(t.dtype == dtype for t in s)
        for a, b in zip([p, *s], [pw, *sw]):
            b = np.asarray(b, np.float64)
            np.testing.assert_allclose(
                np.asarray(a, np.float64), b, rtol=tol, atol=tol * (1 + np.abs(b)).max()
            )

    got = jet.jet(f, (x,), (xs,))
    got_grad = jet.jet(g, (dy, x), (dys, xs))
    for want in wants:
        check(got, want)
    for want in grad_wants:
        check(got_grad, want)
    # Under jit, the same.
    jitted = jax.jit(lambda v, vs: jet.jet(f, (v,), (vs,)))(x, xs)
    check(jitted, got)


def test_jet_sharded(impl):
    """Under jit on 8 devices: jet sees only mish_p / mish_grad_p (the kernel
    primitives exist only while lowering), and each shard runs its kernel."""
    from jax.experimental import jet
    from jax.sharding import AxisType, NamedSharding
    from jax.sharding import PartitionSpec as P
    from support import make_mesh

    f, _ = fns(impl)
    mesh = make_mesh(AxisType.Auto)
    s = NamedSharding(mesh, P("a", "b"))
    x = jnp.asarray(np.linspace(-6.0, 6.0, 16 * 24).reshape(16, 24))
    xs = [jnp.full_like(x, c) for c in (1.0, 0.5, -0.25, 0.125)]
    run = jax.jit(lambda v, vs: jet.jet(f, (v,), (vs,)))
    got = run(jax.device_put(x, s), [jax.device_put(t, s) for t in xs])
    want = jet.jet(_definition, (x,), (xs,))
    for a, b in zip([got[0], *got[1]], [want[0], *want[1]]):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-10, atol=1e-12)
