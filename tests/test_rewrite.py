"""jax_mish.rewrite: user-written Mish is found and replaced, look-alikes are not.

Replaced spellings must give Mish and its gradient within the kernels'
accuracy contract (jax_mish.testing.BOUNDS) against float64; look-alikes must
run bit for bit as written; models that define their own mish must train to
the same losses with the kernels in their jaxpr.
"""

from __future__ import annotations

import gc
import warnings
import weakref
from pathlib import Path

import equinox as eqx
import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from flax import nnx
from flax.training import train_state
from jax import lax
from jax.sharding import Mesh, PartitionSpec

import jax_mish
from jax_mish import testing
from jax_mish._rewrite import derivative_bound, probe_points, softplus_bound

# --- spellings -------------------------------------------------------------------


def naive_log(x):
    return x * jnp.tanh(jnp.log(1 + jnp.exp(x)))


@jax.jit
def jitted_softplus(x):
    return x * jnp.tanh(jax.nn.softplus(x))


def flax_softplus(x):
    return x * jnp.tanh(nn.softplus(x))


def logaddexp(x):
    return x * jnp.tanh(jnp.logaddexp(x, 0))


def torch_threshold(x):
    return x * jnp.tanh(jnp.where(x > 20, x, jnp.log1p(jnp.exp(x))))


def tanh_first(x):
    return jnp.tanh(jnp.log1p(jnp.exp(x))) * x


class LinenMish(nn.Module):
    @nn.compact
    def __call__(self, x):
        return x * jnp.tanh(nn.softplus(x))


def linen_method(x):
    return LinenMish().apply({}, x)


def cast_to_f32(x):
    """A bfloat16 (or float16) activation computed in float32."""
    y = x.astype(jnp.float32)
    return (y * jnp.tanh(jax.nn.softplus(y))).astype(x.dtype)


def two_casts(x):
    return (x.astype(jnp.float32) * jnp.tanh(jax.nn.softplus(x.astype(jnp.float32)))).astype(
        x.dtype
    )


@jax.custom_jvp
def custom_jvp_mish(x):
    return x * jnp.tanh(jax.nn.softplus(x))


custom_jvp_mish.defjvp(
    lambda p, t: (custom_jvp_mish(p[0]), t[0] * jax.grad(lambda v: jax.nn.mish(v).sum())(p[0]))
)


@jax.custom_jvp
def softplus_flat_rule(x):
    """softplus whose user rule says its slope is zero (a straight-through trick)."""
    return jnp.logaddexp(x, 0.0)


softplus_flat_rule.defjvp(lambda p, t: (softplus_flat_rule(p[0]), jnp.zeros_like(t[0])))


@jax.custom_jvp
def softplus_own_rule(x):
    """softplus with a hand-written rule that is its true derivative."""
    return jnp.logaddexp(x, 0.0)


softplus_own_rule.defjvp(lambda p, t: (softplus_own_rule(p[0]), t[0] * jax.nn.sigmoid(p[0])))


def own_rule_softplus(x):
    return x * jnp.tanh(softplus_own_rule(x))


SPELLINGS = {
    "log(1+exp)": naive_log,
    "jit softplus": jitted_softplus,
    "flax softplus": flax_softplus,
    "jax.nn.mish": jax.nn.mish,
    "logaddexp": logaddexp,
    "torch threshold": torch_threshold,
    "tanh first": tanh_first,
    "linen method": linen_method,
    "cast to f32": cast_to_f32,
    "two casts": two_casts,
    "custom_jvp softplus": own_rule_softplus,
}


def _kernel_in(jaxpr) -> bool:
    return " mish[" in str(jaxpr)


def _sweep(dtype):
    """Points across every regime of ``dtype``, exactly representable in it."""
    hi = {"float16": 60.0, "bfloat16": 120.0, "float32": 120.0}[dtype]
    x = np.concatenate([np.linspace(-hi, hi, 481), [-1.19, 88.0, 89.0, 100.0, 11.5, 12.0]])
    x = np.unique(np.clip(x, -hi, hi).astype(testing.np_dtype(dtype)))
    return jnp.asarray(x)


@pytest.mark.parametrize("dtype", ["float32", "bfloat16", "float16"])
@pytest.mark.parametrize("name", list(SPELLINGS))
def test_spelling_is_replaced_within_the_contract(name, dtype):
    fn = jax_mish.rewrite(SPELLINGS[name])
    x = _sweep(dtype)
    # value and gradient in one jitted program: one compilation per case
    both = jax.jit(lambda v: (fn(v), jax.grad(lambda u: fn(u).astype(jnp.float32).sum())(v)))
    text = str(jax.make_jaxpr(both)(x))
    assert fn.sites(), "no site found"
    assert all(s.shape == x.shape for s in fn.sites())
    assert " mish[" in text and " mish_grad[" in text  # the kernel and the fused MishGrad
    y, g = both(x)
    bound = testing.ulps("kernel", "mish", dtype)
    xs = np.asarray(x.astype(jnp.float32), np.float64)
    assert y.dtype == x.dtype
    assert testing.ulp_error(y, testing.mish64(xs), dtype).max() <= bound
    assert np.all(np.isfinite(np.asarray(g, np.float64)))
    assert testing.ulp_error(g, testing.mish_prime64(xs), dtype).max() <= bound


def test_float32_log_exp_gradient_nan_is_gone():
    x = jnp.asarray([88.0, 89.0, 100.0, 500.0], jnp.float32)
    raw = jax.grad(lambda v: naive_log(v).sum())(x)
    assert np.isnan(np.asarray(raw)[1:]).all()  # what the user's spelling gives
    fixed = jax.grad(lambda v: jax_mish.rewrite(naive_log)(v).sum())(x)
    np.testing.assert_array_equal(np.asarray(fixed), [1.0, 1.0, 1.0, 1.0])


def test_bfloat16_error_of_the_spelling_is_gone():
    x = _sweep("bfloat16")
    exact = testing.mish64(np.asarray(x.astype(jnp.float32), np.float64))
    raw = testing.ulp_error(naive_log(x), exact, "bfloat16").max()
    new = testing.ulp_error(jax_mish.rewrite(naive_log)(x), exact, "bfloat16").max()
    assert raw > 1.0 >= new


def test_float64_spelling():
    x = jnp.linspace(-800.0, 800.0, 321, dtype=jnp.float64)
    fn = jax_mish.rewrite(naive_log)
    y = fn(x)
    assert fn.sites() and y.dtype == jnp.float64
    err = testing.ulp_error_mp(np.asarray(x), np.asarray(y), testing.mish_mp)
    assert err.max() <= testing.ulps("kernel", "mish", "float64")


def test_custom_jvp_primal_is_replaced_and_its_rule_kept():
    fn = jax_mish.rewrite(custom_jvp_mish)
    x = jnp.linspace(-5.0, 5.0, 11, dtype=jnp.float32)
    assert _kernel_in(jax.make_jaxpr(fn)(x))
    assert [s.where for s in fn.sites()] == ["custom_jvp_call"]
    np.testing.assert_allclose(fn(x), jax.nn.mish(x), rtol=1e-6, atol=1e-7)
    # the user's rule (here: jax.nn.mish's derivative) still runs
    np.testing.assert_allclose(
        jax.grad(lambda v: fn(v).sum())(x), jax.grad(lambda v: jax.nn.mish(v).sum())(x), rtol=1e-6
    )


# --- look-alikes -----------------------------------------------------------------


LOOK_ALIKES = {
    "x tanh(exp x)": lambda x, y: x * jnp.tanh(jnp.exp(x)),
    "x tanh(softplus 2x)": lambda x, y: x * jnp.tanh(jax.nn.softplus(2 * x)),
    "swish": lambda x, y: x * jax.nn.sigmoid(x),
    "(x+1) tanh(softplus x)": lambda x, y: (x + 1) * jnp.tanh(jax.nn.softplus(x)),
    "x tanh(log(2+exp x))": lambda x, y: x * jnp.tanh(jnp.log(2 + jnp.exp(x))),
    "y tanh(softplus x)": lambda x, y: y * jnp.tanh(jax.nn.softplus(x)),
    "x tanh(1.001 softplus x)": lambda x, y: x * jnp.tanh(1.001 * jax.nn.softplus(x)),
    "x tanh(softplus(mean x))": lambda x, y: x * jnp.tanh(jax.nn.softplus(x.mean())),
    "x tanh(relu x)": lambda x, y: x * jnp.tanh(jax.nn.relu(x)),
    "x tanh(softplus of bf16(x))": lambda x, y: (
        x * jnp.tanh(jax.nn.softplus(x.astype(jnp.bfloat16)))
    ),
    # Softplus in value, not in derivative: MishGrad would replace the user's.
    "x tanh(stop_gradient(softplus x))": lambda x, y: (
        x * jnp.tanh(lax.stop_gradient(jax.nn.softplus(x)))
    ),
    "x tanh(softplus with a zero rule)": lambda x, y: x * jnp.tanh(softplus_flat_rule(x)),
}


@pytest.mark.parametrize("name", list(LOOK_ALIKES))
def test_look_alike_is_left_bit_for_bit(name):
    f = LOOK_ALIKES[name]
    x = jnp.linspace(-30.0, 30.0, 61, dtype=jnp.float32)
    y = x[::-1] * 0.5
    with pytest.warns(UserWarning, match="no Mish found"):
        g = jax_mish.rewrite(f)
        out = g(x, y)
    assert g.sites() == ()
    assert not _kernel_in(jax.make_jaxpr(g)(x, y))
    # rewrite(f) is jax.jit(f) where nothing is Mish: the same bits.
    jf = jax.jit(f)
    np.testing.assert_array_equal(np.asarray(out), np.asarray(jf(x, y)))
    grad_f = jax.grad(lambda a, b: jf(a, b).sum(), argnums=(0, 1))(x, y)
    grad_g = jax.grad(lambda a, b: g(a, b).sum(), argnums=(0, 1))(x, y)
    for a, b in zip(grad_f, grad_g):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(b))


def test_look_alike_next_to_mish_keeps_its_bits():
    def f(x):
        return naive_log(x), x * jnp.tanh(jnp.log(2 + jnp.exp(x)))

    g = jax_mish.rewrite(f)
    x = jnp.linspace(-3.0, 3.0, 13, dtype=jnp.float32)
    assert len(g.sites()) == 0  # before the first call
    (mish_g, other_g), (mish_f, other_f) = g(x), f(x)
    assert len(g.sites()) == 1
    np.testing.assert_allclose(mish_g, mish_f, rtol=1e-6, atol=1e-7)
    np.testing.assert_array_equal(np.asarray(other_g), np.asarray(other_f))


def test_probe_points_cover_every_regime():
    for dtype, overflow in (("float32", 88.8), ("float16", 11.1), ("bfloat16", 88.8)):
        p = probe_points(testing.np_dtype(dtype))
        assert p.min() < -overflow and p.max() > overflow  # past exp's overflow both ways
        assert np.any(np.abs(p) < 1e-3) and np.any((p > 1) & (p < 20))
        assert np.array_equal(p, p.astype(testing.np_dtype(dtype)).astype(np.float64))


def test_design_doc_states_the_bound():
    eps = float(np.finfo(np.float32).eps)
    rel, ab = softplus_bound(np.float32)
    text = (Path(__file__).resolve().parents[1] / "docs" / "design.md").read_text()
    assert (
        f"|tanh(s) - tanh(softplus(a))| <= {rel / eps:g} eps tanh(softplus(a)) + {ab / eps:g} eps"
        in text
    )
    drel, dab = derivative_bound(np.float32)
    assert f"<= {drel / eps:g} eps |mish'(a)| + 2 eps log(1/eps)" in text
    assert dab == pytest.approx(2 * eps * np.log(1 / eps))
    for dtype in (np.float16, np.float64):  # the same multiples of each dtype's eps
        e = float(np.finfo(dtype).eps)
        assert softplus_bound(dtype) == pytest.approx((rel / eps * e, ab / eps * e))


# --- where Mish sits ---------------------------------------------------------------


def _structured(x):
    _, a = lax.scan(lambda c, v: (c, naive_log(v)), 0.0, x)
    b = lax.cond(x[0] < 100, flax_softplus, lambda v: v, x)
    _, c = lax.while_loop(lambda s: s[0] < 1, lambda s: (s[0] + 1, logaddexp(s[1])), (0, x))
    d = jax.checkpoint(torch_threshold)(x)
    e = jax.jit(lambda v: jax.jit(tanh_first)(v) * 2)(x)
    return a + b + c + d + e


def test_inside_scan_cond_while_checkpoint_and_jit():
    fn = jax_mish.rewrite(_structured)
    x = jnp.linspace(-4.0, 4.0, 9, dtype=jnp.float32)
    np.testing.assert_allclose(fn(x), _structured(x), rtol=2e-6, atol=1e-6)
    where = sorted(s.where.split(" > ")[0] for s in fn.sites())
    assert len(where) == 5
    assert {"scan", "cond", "while"} <= set(where)
    assert any(w.startswith(("remat", "checkpoint")) for w in where)
    assert all(s.source and "test_rewrite.py" in s.source for s in fn.sites())
    # the kernel inside every body; the while loop is not reverse-differentiable
    text = str(jax.make_jaxpr(fn)(x))
    assert text.count(" mish[") == 5
    np.testing.assert_allclose(
        jax.jvp(fn, (x,), (jnp.ones_like(x),))[1],
        jax.jvp(_structured, (x,), (jnp.ones_like(x),))[1],
        rtol=1e-5,
        atol=1e-6,
    )


def test_transformations_compose():
    fn = jax_mish.rewrite(naive_log)
    x = jnp.linspace(-4.0, 4.0, 16, dtype=jnp.float32).reshape(4, 4)
    want = jax.nn.mish(x)
    dwant = jax.grad(lambda v: jax.nn.mish(v).sum())(x)
    tol = {"rtol": 2e-6, "atol": 1e-6}
    np.testing.assert_allclose(jax.jit(fn)(x), want, **tol)
    np.testing.assert_allclose(jax.vmap(fn)(x), want, **tol)
    np.testing.assert_allclose(jax.jit(jax.grad(lambda v: fn(v).sum()))(x), dwant, **tol)
    v, g = jax.value_and_grad(lambda v: jax.checkpoint(fn)(v).sum())(x)
    np.testing.assert_allclose(g, dwant, **tol)
    np.testing.assert_allclose(jax.jvp(fn, (x,), (x,))[1], dwant * x, **tol)
    mesh = Mesh(np.array(jax.devices()[:2]), ("i",))
    xs = jax.device_put(x, jax.sharding.NamedSharding(mesh, PartitionSpec("i")))
    np.testing.assert_allclose(jax.jit(fn)(xs), want, **tol)


def test_inside_shard_map():
    mesh = Mesh(np.array(jax.devices()[:2]), ("i",))
    f = jax.shard_map(
        naive_log, mesh=mesh, in_specs=PartitionSpec("i"), out_specs=PartitionSpec("i")
    )
    fn = jax_mish.rewrite(f)
    x = jnp.linspace(-4.0, 4.0, 8, dtype=jnp.float32)
    np.testing.assert_allclose(jax.jit(fn)(x), jax.nn.mish(x), rtol=2e-6, atol=1e-6)
    assert [s.where for s in fn.sites()] == ["shard_map"]
    assert _kernel_in(jax.make_jaxpr(fn)(x))
    np.testing.assert_allclose(
        jax.grad(lambda v: fn(v).sum())(x), jax.grad(lambda v: jax.nn.mish(v).sum())(x), rtol=1e-5
    )


def test_shard_map_body_with_a_nested_body():
    # The nested jit is inlined into the shard_map body, which is traced again
    # inside a shard_map of the same mesh: both Mish are replaced.
    mesh = Mesh(np.array(jax.devices()[:2]), ("i",))
    f = jax.shard_map(
        lambda x: jax.jit(naive_log)(x) + naive_log(x),
        mesh=mesh,
        in_specs=PartitionSpec("i"),
        out_specs=PartitionSpec("i"),
    )
    fn = jax_mish.rewrite(f)
    x = jnp.linspace(-4.0, 4.0, 8, dtype=jnp.float32)
    np.testing.assert_allclose(fn(x), 2 * jax.nn.mish(x), rtol=2e-6, atol=1e-6)
    assert [s.where for s in fn.sites()] == ["shard_map", "shard_map"]
    assert str(jax.make_jaxpr(fn)(x)).count(" mish[") == 2


def test_custom_vjp_is_left_alone():
    @jax.custom_vjp
    def f(x):
        return naive_log(x)

    f.defvjp(lambda x: (naive_log(x), x), lambda x, g: (g * 2.0,))
    x = jnp.linspace(-2.0, 2.0, 5, dtype=jnp.float32)
    with pytest.warns(UserWarning, match="no Mish found"):
        g = jax_mish.rewrite(f)
        np.testing.assert_array_equal(g(x), jax.jit(f)(x))
    np.testing.assert_array_equal(jax.grad(lambda v: g(v).sum())(x), 2.0 * np.ones(5))


def test_train_step_with_grad_inside_has_forward_and_backward_rewritten():
    def step(w, x):
        loss = lambda w: naive_log(x @ w).sum()  # noqa: E731
        return jax.value_and_grad(loss)(w)

    fn = jax_mish.rewrite(step)
    w = jnp.eye(3, dtype=jnp.float32) * 0.5
    x = jnp.arange(6.0, dtype=jnp.float32).reshape(2, 3)
    (l1, g1), (l2, g2) = fn(w, x), step(w, x)
    assert sorted(s.kind for s in fn.sites()) == ["backward", "forward"]
    text = str(jax.make_jaxpr(fn)(w, x))
    assert " mish[" in text and " mish_grad[" in text and " tanh[" not in text
    np.testing.assert_allclose(l1, l2, rtol=1e-6)
    np.testing.assert_allclose(g1, g2, rtol=1e-6)


def test_traces_once_per_signature_and_passes_static_leaves():
    calls = []

    def f(tree, act, scale, name):
        calls.append(name)
        return {"y": act(tree["x"]) * scale, "n": tree["n"]}

    fn = jax_mish.rewrite(f)
    tree = {"x": jnp.ones(4, jnp.float32), "n": jnp.arange(3)}
    for scale in (2.0, 3.0, 2.0):  # a Python number is traced, as by jax.jit
        out = fn(tree, naive_log, scale, name="a")
    assert calls == ["a"]
    np.testing.assert_allclose(out["y"], 2 * jax.nn.mish(tree["x"]), rtol=1e-6)
    fn(tree, naive_log, 3.0, name="b")  # another static value: traced again
    fn({"x": jnp.ones(5, jnp.float32), "n": tree["n"]}, naive_log, 2.0, name="a")
    assert len(calls) == 3
    # under jit, with abstract arrays of the same signature: not traced again
    np.testing.assert_allclose(
        jax.jit(lambda t: fn(t, naive_log, 2.0, name="a"))(tree)["y"], out["y"]
    )
    assert len(calls) == 3
    # eval_shape, grad and vmap of the same signature reuse jax's trace too
    jax.eval_shape(lambda t: fn(t, naive_log, 1.0, name="a"), tree)
    assert len(calls) == 3


def test_the_cache_keeps_no_arrays_and_follows_settings():
    calls = []

    def f(x, scale):
        calls.append(scale)
        return naive_log(x) * scale, jnp.arange(3, dtype=float)

    fn = jax_mish.rewrite(f)
    x = jnp.ones(3, jnp.float32)
    with jax.enable_x64(False):
        assert fn(x, 1.0)[1].dtype == jnp.float32
    assert fn(x, 1.0)[1].dtype == jnp.float64  # x64 on (conftest): traced again
    assert len(calls) == 2
    # A static number is keyed by its bits: 0.0 and -0.0 are equal but not
    # the same argument; nan is itself.
    st = jax_mish.rewrite(f, static_argnums=1)
    assert np.signbit(st(x, -0.0)[0][0]) and not np.signbit(st(x, 0.0)[0][0])
    st(x, float("nan"))
    st(x, float("nan"))
    assert len(calls) == 5
    # The traced arguments are not kept: a freed input is gone.
    big = jnp.ones(1 << 16, jnp.float32)
    fn(big, 2.0)
    ref = weakref.ref(big)
    del big
    gc.collect()
    assert ref() is None


def test_default_impl_is_read_once_per_trace():
    fn = jax_mish.rewrite(lambda x: jax.jit(naive_log)(x) + naive_log(x))
    previous = jax_mish.set_default_impl("xla")
    try:
        text = str(jax.make_jaxpr(fn)(jnp.ones(3)))
    finally:
        jax_mish.set_default_impl(previous)
    assert text.count("impl=xla") == 2 and "impl=auto" not in text
    # The choice is part of rewrite's signature (a new outer trace sees it).
    assert "impl=xla" not in str(jax.make_jaxpr(lambda v: fn(v))(jnp.ones(3)))


def test_replay_keeps_named_scopes_and_source_lines():
    def f(x):
        with jax.named_scope("my_block"):
            return naive_log(x) + jnp.sin(x)

    fn = jax_mish.rewrite(f)
    text = jax.jit(fn).lower(jnp.ones(3, jnp.float32)).as_text(debug_info=True)
    # The replayed sin and the kernel that replaced the product keep the scope.
    assert "my_block/sin" in text and "my_block/mish" in text
    assert "test_rewrite.py" in text


def test_donation_is_jax_jits_and_a_donating_step_says_how_to_keep_it():
    step = jax.jit(lambda w: w - 0.1 * naive_log(w), donate_argnums=0)
    # A jit nested in rewrite's cannot donate (nor can one nested in jax.jit):
    # the warning names the parameter that keeps the step's peak memory.
    fn = jax_mish.rewrite(step)
    w = jnp.ones(64, jnp.float32)
    with pytest.warns(UserWarning, match="donate_argnums"):
        out = fn(w)
    assert not w.is_deleted() and fn.sites()
    np.testing.assert_allclose(out, 1 - 0.1 * jax.nn.mish(1.0), rtol=1e-6)
    donating = jax_mish.rewrite(step, donate_argnums=0)
    w = jnp.ones(64, jnp.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        np.testing.assert_allclose(donating(w), out)
    assert w.is_deleted()
    # by name, and only the argument named
    named = jax_mish.rewrite(lambda w, v: w - 0.1 * naive_log(v), donate_argnames="w")
    w, v = jnp.ones(64, jnp.float32), jnp.ones(64, jnp.float32)
    named(w=w, v=v)
    assert w.is_deleted() and not v.is_deleted()


def test_probes_ignore_the_users_debug_infs():
    fn = jax_mish.rewrite(naive_log)
    with jax.debug_infs(True):
        fn(jnp.ones(3, jnp.float32))
    assert len(fn.sites()) == 1


def test_nothing_found_warns_once_and_report_prints(capsys):
    g = jax_mish.rewrite(lambda x: x * 2)
    with pytest.warns(UserWarning, match="no Mish found"):
        g(jnp.ones(3))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        g(jnp.ones(4))
    fn = jax_mish.rewrite(naive_log, report=True)
    fn(jnp.ones((2, 3), jnp.bfloat16))
    err = capsys.readouterr().err
    assert "1 Mish site(s) replaced" in err and "bfloat16[2, 3]" in err
    assert "test_rewrite.py" in err


def test_bad_arguments_fail_clearly():
    with pytest.raises(TypeError, match="callable"):
        jax_mish.rewrite(3)
    with pytest.raises(ValueError):
        jax_mish.rewrite(naive_log, impl="nope")


def test_impl_is_passed_on():
    fn = jax_mish.rewrite(naive_log, impl="xla")
    assert "impl=xla" in str(jax.make_jaxpr(fn)(jnp.ones(3)))


# --- models that define their own mish ---------------------------------------------


def _train(loss, params, batches, steps=4):
    tx = optax.adam(1e-2)
    opt = tx.init(params)

    @jax.jit
    def step(p, o, x, y):
        value, grads = jax.value_and_grad(loss)(p, x, y)
        updates, o = tx.update(grads, o, p)
        return optax.apply_updates(p, updates), o, value

    out = []
    for _ in range(steps):
        params, opt, value = step(params, opt, *batches)
        out.append(float(value))
    return out, step


def _batch(n=8, d=6):
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.standard_normal((n, d)), jnp.float32)
    return x, jnp.asarray(rng.standard_normal((n, 1)), jnp.float32)


class LinenNet(nn.Module):
    """Dense layers under nn.scan and nn.remat, each with a home-made mish."""

    @nn.compact
    def __call__(self, x):
        class Block(nn.Module):
            @nn.compact
            def __call__(self, h, _):
                h = nn.Dense(h.shape[-1])(h)
                return h * jnp.tanh(jnp.log(1 + jnp.exp(h))), None

        h, _ = nn.scan(
            nn.remat(Block), variable_axes={"params": 0}, split_rngs={"params": True}, length=2
        )()(x, None)
        return nn.Dense(1)(LinenMish()(h))


@pytest.mark.slow
def test_linen_model_with_scan_and_remat_trains_the_same():
    x, y = _batch()
    model = LinenNet()
    params = model.init(jax.random.key(0), x)

    def make_loss(apply):
        return lambda p, a, b: jnp.mean((apply(p, a) - b) ** 2)

    want, _ = _train(make_loss(model.apply), params, (x, y))
    state = train_state.TrainState.create(
        apply_fn=jax_mish.rewrite(model.apply), params=params, tx=optax.adam(1e-2)
    )
    got, step = _train(make_loss(state.apply_fn), params, (x, y))
    np.testing.assert_allclose(got, want, rtol=1e-5)
    assert len(state.apply_fn.sites()) == 2  # one in the scanned, remat'd block, one at the top
    assert _kernel_in(jax.make_jaxpr(step)(params, optax.adam(1e-2).init(params), x, y))


def test_nnx_model_trains_the_same():
    class Net(nnx.Module):
        def __init__(self, rngs):
            self.l1, self.l2 = nnx.Linear(6, 16, rngs=rngs), nnx.Linear(16, 1, rngs=rngs)

        def __call__(self, x):
            h = self.l1(x)
            return self.l2(h * jnp.tanh(jax.nn.softplus(h)))

    x, y = _batch()

    def loss_fn(model, x, y):
        return jnp.mean((model(x) - y) ** 2)

    def run(loss):
        model = Net(nnx.Rngs(0))
        opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

        @nnx.jit
        def step(model, opt, x, y):
            value, grads = nnx.value_and_grad(loss)(model, x, y)
            opt.update(model, grads)
            return value

        return [float(step(model, opt, x, y)) for _ in range(4)]

    wrapped = jax_mish.rewrite(loss_fn)
    np.testing.assert_allclose(run(wrapped), run(loss_fn), rtol=1e-5)
    assert len(wrapped.sites()) == 1


@pytest.mark.slow
def test_equinox_model_trains_the_same():
    class Net(eqx.Module):
        l1: eqx.nn.Linear
        l2: eqx.nn.Linear

        def __init__(self, key):
            k1, k2 = jax.random.split(key)
            self.l1, self.l2 = eqx.nn.Linear(6, 16, key=k1), eqx.nn.Linear(16, 1, key=k2)

        def __call__(self, x):
            h = self.l1(x)
            return self.l2(h * jnp.tanh(jnp.logaddexp(h, 0.0)))

    x, y = _batch()

    def loss(model, x, y):
        return jnp.mean((jax.vmap(model)(x) - y) ** 2)

    def run(loss):
        model = Net(jax.random.key(0))
        tx = optax.adam(1e-2)
        opt = tx.init(eqx.filter(model, eqx.is_array))

        @eqx.filter_jit
        def step(model, opt, x, y):
            value, grads = eqx.filter_value_and_grad(loss)(model, x, y)
            updates, opt = tx.update(grads, opt, model)
            return eqx.apply_updates(model, updates), opt, value

        out = []
        for _ in range(4):
            model, opt, value = step(model, opt, x, y)
            out.append(float(value))
        return out

    wrapped = jax_mish.rewrite(loss)
    np.testing.assert_allclose(run(wrapped), run(loss), rtol=1e-5)
    assert len(wrapped.sites()) == 1
    assert wrapped.sites()[0].shape == (8, 16)


def test_flax_apply_arguments_pass_through():
    class Drop(nn.Module):
        @nn.compact
        def __call__(self, x, train: bool):
            x = nn.BatchNorm(use_running_average=not train)(x)
            x = nn.Dropout(0.5, deterministic=not train)(x)
            return x * jnp.tanh(nn.softplus(x))

        def half(self, x):
            return 0.5 * self(x, train=False)

    m = Drop()
    x = jnp.linspace(-3.0, 3.0, 12, dtype=jnp.float32).reshape(3, 4)
    v = m.init(jax.random.key(0), x, train=False)
    apply = jax_mish.rewrite(m.apply)
    kw = {"mutable": ["batch_stats"], "rngs": {"dropout": jax.random.key(1)}}
    (y1, s1), (y2, s2) = apply(v, x, True, **kw), m.apply(v, x, True, **kw)
    np.testing.assert_allclose(y1, y2, rtol=1e-6, atol=1e-7)
    mean = lambda s: s["batch_stats"]["BatchNorm_0"]["mean"]  # noqa: E731
    np.testing.assert_allclose(mean(s1), mean(s2), rtol=1e-6)
    np.testing.assert_allclose(
        apply(v, x, method=Drop.half), m.apply(v, x, method=Drop.half), rtol=1e-6, atol=1e-7
    )
    assert apply.sites()
