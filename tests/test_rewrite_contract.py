"""jax_mish.rewrite's contract: the user's program in every respect but the kernels.

docs/design.md, "Rewriting user code", states the contract: the same outputs
and gradients (within the kernels' bounds), pytrees, side effects in order,
state updates, shardings, tracing behaviour and exportability; tracing costs
nothing in proportion to the data; whatever cannot be shown to be Mish runs
as written, in every dtype. Each test here holds one clause against a case
that broke it.
"""

from __future__ import annotations

import json
import warnings

import equinox as eqx
import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from flax import nnx
from jax import export, lax
from jax.ad_checkpoint import checkpoint_name
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec
from support import child_env, child_json

import jax_mish
from jax_mish import _jax_private
from jax_mish._rewrite import _probe


def naive_log(x):
    return x * jnp.tanh(jnp.log(1 + jnp.exp(x)))


def softplus_mish(x):
    return x * jnp.tanh(jax.nn.softplus(x))


def _count(jaxpr, name: str) -> int:
    return str(jaxpr).count(f" {name}[")


def _quiet(fn, *args, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*args, **kwargs)


# --- 1. state updated in place (NNX), and returned state (linen, Equinox) ------------


class _NnxNet(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(4, 8, rngs=rngs)
        self.bn = nnx.BatchNorm(8, rngs=rngs)
        self.drop = nnx.Dropout(0.5, rngs=rngs)
        self.l2 = nnx.Linear(8, 1, rngs=rngs)

    def __call__(self, x):
        h = self.l1(x)
        h = self.bn(h * jnp.tanh(jax.nn.softplus(h)))
        return self.l2(self.drop(h))


def _nnx_loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


@pytest.mark.parametrize("jit", [False, True], ids=["eager", "nnx.jit"])
@pytest.mark.slow
def test_nnx_batchnorm_and_dropout_state_is_kept(jit):
    x = jnp.asarray(np.random.default_rng(0).standard_normal((16, 4)), jnp.float32)
    y = jnp.ones((16, 1), jnp.float32)

    def run(loss):
        model = _NnxNet(nnx.Rngs(0))
        opt = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)

        def step(model, opt, x, y):
            value, grads = nnx.value_and_grad(loss)(model, x, y)
            opt.update(model, grads)
            return value

        step = nnx.jit(step) if jit else step
        losses = [float(step(model, opt, x, y)) for _ in range(3)]
        return losses, model

    want, m0 = run(_nnx_loss)
    wrapped = jax_mish.rewrite(_nnx_loss)
    got, m1 = run(wrapped)
    assert [s.kind for s in wrapped.sites()] == ["forward"]
    np.testing.assert_allclose(got, want, rtol=1e-5)
    np.testing.assert_allclose(m1.bn.mean[...], m0.bn.mean[...], rtol=1e-5, atol=1e-7)
    assert np.abs(np.asarray(m1.bn.mean[...])).sum() > 0  # the statistics moved
    assert int(m1.drop.rngs.count[...]) == int(m0.drop.rngs.count[...]) == 3


def test_nnx_module_called_directly_updates_it():
    model = _NnxNet(nnx.Rngs(0))
    twin = _NnxNet(nnx.Rngs(0))
    x = jnp.linspace(-2.0, 2.0, 32, dtype=jnp.float32).reshape(8, 4)
    fn = jax_mish.rewrite(lambda m, v: m(v))
    for _ in range(2):
        np.testing.assert_allclose(fn(model, x), twin(x), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(model.bn.mean[...], twin.bn.mean[...], rtol=1e-6)
    assert int(model.drop.rngs.count[...]) == 2


def test_a_variable_shared_by_two_modules_is_one_variable():
    class Tied(nnx.Module):
        def __init__(self, rngs):
            self.a = nnx.Linear(3, 3, rngs=rngs)
            self.b = nnx.Linear(3, 3, rngs=rngs)
            self.b.kernel = self.a.kernel  # one weight, two layers
            self.steps = nnx.BatchStat(jnp.zeros(()))

        def __call__(self, x):
            self.steps[...] += 1
            self.a.kernel[...] = self.a.kernel[...] * 0.5
            return softplus_mish(self.b(x))

    m = Tied(nnx.Rngs(0))
    k0 = np.asarray(m.a.kernel[...])
    fn = jax_mish.rewrite(lambda m, v: m(v))
    fn(m, jnp.ones((2, 3), jnp.float32))
    assert m.a.kernel is m.b.kernel
    np.testing.assert_allclose(m.b.kernel[...], k0 * 0.5)
    assert float(m.steps[...]) == 1.0


def test_equinox_state_is_returned_as_the_original_returns_it():
    model, state = eqx.nn.make_with_state(eqx.nn.BatchNorm)(4, "batch", dtype=jnp.float32)

    def f(model, state, x):
        y, state = jax.vmap(model, axis_name="batch", in_axes=(0, None), out_axes=(0, None))(
            x, state
        )
        return softplus_mish(y).sum(), state

    x = jnp.linspace(-1.0, 3.0, 24, dtype=jnp.float32).reshape(6, 4)
    (v0, s0), (v1, s1) = f(model, state, x), jax_mish.rewrite(f)(model, state, x)
    np.testing.assert_allclose(v1, v0, rtol=1e-6)
    for a, b in zip(jax.tree.leaves(s0), jax.tree.leaves(s1)):
        np.testing.assert_allclose(a, b, rtol=1e-6)


def test_linen_mutable_collections_come_back():
    class Net(nn.Module):
        @nn.compact
        def __call__(self, x):
            return softplus_mish(nn.BatchNorm(use_running_average=False)(x))

    x = jnp.linspace(-3.0, 3.0, 12, dtype=jnp.float32).reshape(3, 4)
    v = Net().init(jax.random.key(0), x)
    (y0, s0), (y1, s1) = (
        Net().apply(v, x, mutable=["batch_stats"]),
        jax_mish.rewrite(Net().apply)(v, x, mutable=["batch_stats"]),
    )
    np.testing.assert_allclose(y1, y0, rtol=1e-6, atol=1e-7)
    for a, b in zip(jax.tree.leaves(s0), jax.tree.leaves(s1)):
        np.testing.assert_allclose(a, b, rtol=1e-6)


# --- 2. side effects ------------------------------------------------------------------


def _effects(log):
    def f(x):
        jax.debug.callback(lambda v: log.append(("in", float(v))), x.sum())
        y = naive_log(x)
        jax.debug.callback(lambda v: log.append(("mish", float(v))), y.sum(), ordered=True)
        z = jnp.sin(y)
        jax.debug.callback(lambda v: log.append(("out", float(v))), z.sum(), ordered=True)
        return z

    return f


@pytest.mark.parametrize("how", ["eager", "jit", "grad"])
def test_effects_run_in_the_same_order(how):
    x = jnp.linspace(-2.0, 2.0, 8, dtype=jnp.float32)
    logs: dict[str, list] = {"f": [], "g": []}
    f, g = _effects(logs["f"]), jax_mish.rewrite(_effects(logs["g"]))
    for fn in (f, g):
        if how == "jit":
            fn = jax.jit(fn)
        elif how == "grad":
            fn = jax.grad(lambda v, fn=fn: fn(v).sum())
        jax.block_until_ready(fn(x))
        jax.effects_barrier()
    assert [t for t, _ in logs["g"]] == [t for t, _ in logs["f"]] and logs["f"]
    np.testing.assert_allclose([v for _, v in logs["g"]], [v for _, v in logs["f"]], rtol=1e-5)
    assert g.sites()


def test_effects_without_mish_do_not_crash():
    def f(x):
        jax.debug.print("x = {}", x.sum())
        return x * 2

    with pytest.warns(UserWarning, match="no Mish found"):
        out = jax_mish.rewrite(f)(jnp.ones(3))
    np.testing.assert_array_equal(out, 2 * np.ones(3))
    jax.jit(jax_mish.rewrite(f))(jnp.ones(3))
    jax.grad(lambda v: jax_mish.rewrite(f)(v).sum())(jnp.ones(3))


# --- 3. tracing costs nothing in proportion to the data -----------------------------


def test_tracing_a_large_custom_jvp_site_allocates_nothing_of_its_size():
    """A 256 MiB float32 site traced under jax.eval_shape: the derivative probe
    of the custom_jvp softplus once filled arrays of the site's shape (and
    float64 copies); its peak memory must now not grow with the site."""
    code = """
import json, resource, jax, jax.numpy as jnp, jax_mish
def f(x):
    return x * jnp.tanh(jax.nn.softplus(x))
small = jax.ShapeDtypeStruct((1 << 10,), jnp.float32)
big = jax.ShapeDtypeStruct((1 << 26,), jnp.float32)
jax.eval_shape(jax_mish.rewrite(f), small)  # warm: jax's own first-use costs
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
g = jax_mish.rewrite(f)
jax.eval_shape(g, big)
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"grew_kib": after - before, "sites": len(g.sites())}))
"""
    got = child_json(code, child_env())
    assert got["sites"] == 1
    assert got["grew_kib"] < 64 * 1024, got  # 256 MiB of input; the old probe took > 1 GiB


def test_probe_points_are_evaluated_on_the_host_at_a_fixed_size(monkeypatch):
    sizes = []
    real = _probe.Evaluator.array

    def spy(self, values, dtype):
        out = real(self, values, dtype)
        sizes.append((out.size, [d.platform for d in out.devices()]))
        return out

    monkeypatch.setattr(_probe.Evaluator, "array", spy)
    for n in (3, 1 << 20):
        jax.eval_shape(jax_mish.rewrite(softplus_mish), jax.ShapeDtypeStruct((n,), jnp.float32))
    assert sizes and all(size <= 512 and platforms == ["cpu"] for size, platforms in sizes)


# --- 4. shardings are kept --------------------------------------------------------------


def _explicit_mesh():
    return jax.make_mesh((8,), ("i",), axis_types=(AxisType.Explicit,), devices=jax.devices()[:8])


@pytest.mark.parametrize("wrap", ["jit", "checkpoint", "scan"])
def test_explicit_sharding_is_kept_in_nested_bodies(wrap):
    inner = {
        "jit": jax.jit(naive_log),
        "checkpoint": jax.checkpoint(naive_log),
        "scan": lambda x: lax.scan(lambda c, v: (c, naive_log(v)), 0.0, x[None])[1][0],
    }[wrap]

    def f(x):
        return inner(x) + 1.0

    mesh = _explicit_mesh()
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((8, 8), jnp.float32), NamedSharding(mesh, PartitionSpec("i")))
        g = jax_mish.rewrite(f)
        want, got = jax.typeof(jax.jit(f)(x)), jax.typeof(jax.jit(g)(x))
        assert got.sharding.spec == want.sharding.spec == PartitionSpec("i", None)
        text = jax.jit(g).lower(x).compile().as_text()
        assert g.sites() and "all-gather" not in text


# --- 5. export with symbolic shapes ------------------------------------------------------


@pytest.mark.parametrize("spelling", [softplus_mish, naive_log], ids=["custom_jvp", "log"])
def test_export_with_a_symbolic_batch(spelling):
    g = jax_mish.rewrite(spelling)
    (b,) = export.symbolic_shape("b")
    spec = jax.ShapeDtypeStruct((b, 8), jnp.float32)
    exp = export.export(jax.jit(g), disabled_checks=jax_mish.export_disabled_checks())(spec)
    assert "jax_mish" in exp.mlir_module()
    x = jnp.linspace(-4.0, 4.0, 24, dtype=jnp.float32).reshape(3, 8)
    np.testing.assert_allclose(exp.call(x), spelling(x), rtol=1e-5, atol=1e-6)


# --- 6. half-precision look-alikes stay as written -----------------------------------


HALF_LOOK_ALIKES = {
    "tanh(1.02 softplus)": lambda x: x * jnp.tanh(1.02 * jax.nn.softplus(x)),
    "tanh(softplus + 0.005)": lambda x: x * jnp.tanh(jax.nn.softplus(x) + 0.005),
    "tanh(softplus) * 1.01": lambda x: x * (jnp.tanh(jax.nn.softplus(x)) * 1.01),
    "tanh(0.99 log1p(exp))": lambda x: x * jnp.tanh(0.99 * jnp.log1p(jnp.exp(x))),
}


@pytest.mark.parametrize("dtype", ["bfloat16", "float16"])
@pytest.mark.parametrize("name", list(HALF_LOOK_ALIKES))
def test_half_precision_look_alike_is_left_bit_for_bit(name, dtype):
    f = HALF_LOOK_ALIKES[name]
    x = jnp.linspace(-8.0, 8.0, 65).astype(dtype)
    g = jax_mish.rewrite(f)
    out = _quiet(g, x)
    assert g.sites() == ()
    np.testing.assert_array_equal(np.asarray(out, np.float32), np.asarray(f(x), np.float32))


# --- 7. Python numbers are traced, as jax.jit traces them ---------------------------------


def test_a_python_number_is_traced_not_a_new_signature():
    traces = []

    def step(x, lr, t):
        return x - lr * naive_log(x) / (t + 1)

    def traced_step(x, lr, t):
        traces.append(1)
        return step(x, lr, t)

    g = jax_mish.rewrite(traced_step)
    x = jnp.linspace(-1.0, 1.0, 5, dtype=jnp.float32)
    for t in range(4):
        lr = 0.1 / (t + 1)
        np.testing.assert_allclose(g(x, lr, t), step(x, lr, t), rtol=1e-6, atol=1e-7)
    assert len(traces) == 1  # one signature: weak-typed float and int scalars


def test_a_number_used_as_a_shape_says_to_make_it_static():
    """As under jax.jit: a traced number cannot be a shape. The error keeps
    jax's type and says the way out; nothing runs twice."""
    calls = []

    def f(x, n):
        calls.append(n)
        return naive_log(x) + jnp.zeros(n, x.dtype)

    x = jnp.ones(3, jnp.float32)
    with pytest.raises(TypeError) as info:  # jax's own error, as jax.jit(f) raises it
        jax_mish.rewrite(f)(x, 3)
    assert any("static_argnums" in n for n in info.value.__notes__)
    assert len(calls) == 1
    with pytest.raises(TypeError):
        jax.jit(f)(x, 3)
    g = jax_mish.rewrite(f, static_argnums=1)
    np.testing.assert_allclose(g(x, 3), f(x, 3), rtol=1e-6)
    with pytest.raises(TypeError):
        g(x, 4)  # the shape mismatch of f itself


def test_static_argnames():
    traces = []

    def f(x, scale):
        traces.append(scale)
        return naive_log(x) * scale

    g = jax_mish.rewrite(f, static_argnames="scale")
    for s in (1.0, 2.0, 1.0):
        g(jnp.ones(3, jnp.float32), scale=s)
    assert traces == [1.0, 2.0]


# --- 8. collectives are never taken for identities ------------------------------------------


def test_pbroadcast_is_a_collective_not_an_identity():
    mesh = Mesh(np.array(jax.devices()[:2]), ("i",))

    def body(x):
        return x * jnp.tanh(jnp.log1p(jnp.exp(lax.pbroadcast(x, "i", 0))))

    f = jax.shard_map(body, mesh=mesh, in_specs=PartitionSpec("i"), out_specs=PartitionSpec("i"))
    x = jnp.linspace(-3.0, 3.0, 8, dtype=jnp.float32)
    g = jax_mish.rewrite(f)
    # XLA's CPU backend cannot run pbroadcast: the program is compared as traced.
    jaxpr = _quiet(jax.make_jaxpr(g), x)
    assert g.sites() == ()
    assert " pbroadcast[" in str(jaxpr) and " mish[" not in str(jaxpr)


def _identity_producers():
    """For each primitive the recogniser takes as a value identity: a function
    of a per-device block whose jaxpr holds it, or None where this jax cannot
    make it."""
    mesh = jax.make_mesh((2,), ("i",), axis_types=(AxisType.Explicit,), devices=jax.devices()[:2])
    made = {
        "pvary": lambda x: x + lax.pvary(jnp.float32(0.5), ("i",)) - 0.5,
        "name": lambda x: checkpoint_name(x, "kept"),
        "copy": lambda x: lax.copy_p.bind(x),
        "reshard": None,
        "sharding_constraint": None,
        "mesh_cast": None,
    }
    if not hasattr(lax, "pvary"):
        made["pvary"] = lambda x: x + lax.pcast(jnp.float32(0.5), ("i",), to="varying") - 0.5
    return made, mesh


@pytest.mark.parametrize(
    "name", sorted(_jax_private.VALUE_IDENTITIES | _jax_private.LAYOUT_IDENTITIES)
)
def test_every_identity_preserves_values_on_every_device(name):
    made, _ = _identity_producers()
    x = jnp.arange(16.0, dtype=jnp.float32).reshape(8, 2) * 0.25 - 1.0
    if name in ("reshard", "sharding_constraint", "mesh_cast"):
        mesh = _explicit_mesh()
        spec = NamedSharding(mesh, PartitionSpec("i"))
        fn = {
            "reshard": lambda v: jax.sharding.reshard(v, PartitionSpec(None, None)),
            "sharding_constraint": lambda v: lax.with_sharding_constraint(v, spec),
            "mesh_cast": getattr(jax.sharding, "mesh_cast", None),
        }[name]
        if fn is None:
            pytest.skip(f"this jax has no public way to make {name}")
        if name == "mesh_cast":
            fn = lambda v: jax.sharding.mesh_cast(v, spec)  # noqa: E731
        with jax.set_mesh(mesh):
            xs = jax.device_put(x, spec)
            jaxpr = jax.make_jaxpr(fn)(xs)
            out = jax.jit(fn)(xs)
    else:
        mesh = Mesh(np.array(jax.devices()[:2]), ("i",))
        fn = jax.shard_map(
            made[name], mesh=mesh, in_specs=PartitionSpec("i"), out_specs=PartitionSpec("i")
        )
        jaxpr = jax.make_jaxpr(fn)(x)
        out = jax.jit(fn)(x)
    if f" {name}[" not in str(jaxpr) and f" {name} " not in str(jaxpr):
        pytest.skip(f"this jax does not bind {name} here")
    np.testing.assert_array_equal(np.asarray(out), np.asarray(x))


# --- 9. real spellings ---------------------------------------------------------------------


def _stable(x):
    return x * jnp.tanh(jax.nn.relu(x) + jnp.log1p(jnp.exp(-jnp.abs(x))))


def _neg_log_sigmoid(x):
    return x * jnp.tanh(-jnp.log(jax.nn.sigmoid(-x)))


def _named(x):
    return x * jnp.tanh(checkpoint_name(jnp.log1p(jnp.exp(x)), "softplus"))


def _guarded(x):
    return x * jnp.tanh(jnp.where(x < -20, 0.0, jnp.log1p(jnp.exp(x))))


def _guarded_zeros_like(x):
    return x * jnp.tanh(jnp.where(x < -20, jnp.zeros_like(x), jnp.log1p(jnp.exp(x))))


MORE_SPELLINGS = {
    "relu + log1p(exp(-|x|))": _stable,
    "-log(sigmoid(-x))": _neg_log_sigmoid,
    "checkpoint_name inside": _named,
    "where(x < -20, 0, ...)": _guarded,
    "where(..., zeros_like)": _guarded_zeros_like,
}


@pytest.mark.parametrize("name", list(MORE_SPELLINGS))
def test_more_spellings_are_found(name):
    f = MORE_SPELLINGS[name]
    g = jax_mish.rewrite(f)
    x = jnp.linspace(-30.0, 30.0, 121, dtype=jnp.float32)
    both = jax.jit(lambda v: (g(v), jax.grad(lambda u: g(u).sum())(v)))
    text = jax.make_jaxpr(both)(x)  # the value's mish, and grad's forward and backward
    assert (_count(text, "mish"), _count(text, "mish_grad")) == (2, 1), name
    y, dx = both(x)
    np.testing.assert_allclose(y, jax.nn.mish(x), rtol=2e-6, atol=2e-6)
    np.testing.assert_allclose(
        dx, jax.grad(lambda u: jax.nn.mish(u).sum())(x), rtol=1e-5, atol=1e-6
    )


def test_softplus_of_an_integer_input():
    def f(n):
        return n * jnp.tanh(jax.nn.softplus(n))

    g = jax_mish.rewrite(f)
    n = jnp.arange(-20, 21, dtype=jnp.int32)
    out = g(n)
    assert g.sites() and out.dtype == f(n).dtype
    np.testing.assert_allclose(out, f(n), rtol=1e-6, atol=1e-6)


# --- a whole train step ----------------------------------------------------------------


STEP_SPELLINGS = {
    "log(1+exp)": naive_log,
    "jax.nn.softplus": softplus_mish,
    "logaddexp": lambda x: x * jnp.tanh(jnp.logaddexp(x, 0.0)),
    "relu + log1p(exp(-|x|))": _stable,
    "flax softplus": lambda x: x * jnp.tanh(nn.softplus(x)),
}


@pytest.mark.parametrize("dtype", ["float32", "bfloat16"])
@pytest.mark.parametrize("name", list(STEP_SPELLINGS))
def test_whole_step_gets_the_fused_backward(name, dtype):
    act = STEP_SPELLINGS[name]

    def loss(w, x):
        h = (x @ w).astype(dtype)
        return act(act(h) @ w.astype(dtype)).astype(jnp.float32).sum()

    step = jax.jit(jax.value_and_grad(loss))
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.standard_normal((6, 6)), jnp.float32)
    x = jnp.asarray(rng.standard_normal((16, 6)) * 3, jnp.float32)
    g = jax_mish.rewrite(step)
    (l1, g1), (l0, g0) = g(w, x), step(w, x)
    kinds = sorted(s.kind for s in g.sites())
    assert kinds == ["backward", "backward", "forward", "forward"], g.sites()
    text = jax.make_jaxpr(g)(w, x)
    assert _count(text, "mish") == 2 and _count(text, "mish_grad") == 2
    assert _count(text, "tanh") == 0  # the user's spelling is gone, backward included
    # the same program as value_and_grad of the rewritten loss
    other = jax.make_jaxpr(jax.jit(jax.value_and_grad(jax_mish.rewrite(loss))))(w, x)
    assert _count(other, "mish") == 2 and _count(other, "mish_grad") == 2
    tol = {"float32": 2e-5, "bfloat16": 3e-2}[dtype]
    np.testing.assert_allclose(l1, l0, rtol=tol)
    np.testing.assert_allclose(g1, g0, rtol=tol, atol=tol * float(jnp.abs(g0).max()))


@pytest.mark.slow
def test_whole_step_of_a_linen_model_with_optax():
    class Net(nn.Module):
        @nn.compact
        def __call__(self, x):
            for width in (16, 16):
                h = nn.Dense(width)(x)
                x = h * jnp.tanh(nn.softplus(h))
            return nn.Dense(1)(x)

    rng = np.random.default_rng(1)
    x = jnp.asarray(rng.standard_normal((32, 8)), jnp.float32)
    y = jnp.asarray(rng.standard_normal((32, 1)), jnp.float32)
    model, tx = Net(), optax.adam(1e-2)
    params = model.init(jax.random.key(0), x)

    @jax.jit
    def step(params, opt, x, y):
        loss = lambda p: jnp.mean((model.apply(p, x) - y) ** 2)  # noqa: E731
        value, grads = jax.value_and_grad(loss)(params)
        updates, opt = tx.update(grads, opt, params)
        return optax.apply_updates(params, updates), opt, value

    def train(step):
        p, o, out = params, tx.init(params), []
        for _ in range(5):
            p, o, v = step(p, o, x, y)
            out.append(float(v))
        return out

    g = jax_mish.rewrite(step)
    np.testing.assert_allclose(train(g), train(step), rtol=1e-5)
    kinds = sorted(s.kind for s in g.sites())
    assert kinds == ["backward"] * 2 + ["forward"] * 2


def test_report_lists_forward_and_backward_apart(capsys):
    def step(w, x):
        return jax.grad(lambda w: naive_log(x @ w).sum())(w)

    g = jax_mish.rewrite(step, report=True)
    g(jnp.eye(3, dtype=jnp.float32), jnp.ones((2, 3), jnp.float32))
    err = capsys.readouterr().err
    assert "1 Mish site(s) replaced by mish, 1 gradient site(s) by mish_grad" in err
    assert "mish_grad float32[2, 3]" in err


def test_a_jitted_mish_differentiated_inside_gets_both_kernels():
    """A jitted Mish differentiated inside the function: its forward and its
    backward run in bodies of their own (jit calls), which are inlined, so
    both are found, each at its caller's line."""
    mish_jit = jax.jit(naive_log)

    def step(x):
        return jax.grad(lambda v: mish_jit(v).sum() + mish_jit(2 * v).sum())(x)

    g = jax_mish.rewrite(step)
    x = jnp.linspace(-3.0, 3.0, 7, dtype=jnp.float32)
    np.testing.assert_allclose(g(x), step(x), rtol=2e-6, atol=1e-6)
    assert sorted(s.kind for s in g.sites()) == ["backward"] * 2 + ["forward"] * 2
    text = str(jax.make_jaxpr(g)(x))  # the forward values are unused: only the backward runs
    assert text.count(" mish_grad[") == 2 and " tanh[" not in text


def test_jax_nn_mish_in_a_whole_step_is_found_at_each_line():
    """jax.nn.mish is a jax.jit function: each call is a body of its own, its
    backward another, and jax traces its body once for every caller."""

    def loss(w, x):
        h = jax.nn.mish(x @ w)  # line A
        return (jax.nn.mish(h @ w) ** 2).sum()  # line B

    def step(w, x):
        value, grad = jax.value_and_grad(loss)(w, x)
        return w - 0.1 * grad, value

    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.standard_normal((8, 8)) * 0.3, jnp.float32)
    x = jnp.asarray(rng.standard_normal((4, 8)), jnp.float32)
    jax.jit(loss)(w, 2 * x)  # jax caches mish's body with this line
    g = jax_mish.rewrite(step)
    (w1, l1), (w2, l2) = g(w, x), jax.jit(step)(w, x)
    np.testing.assert_allclose(w1, w2, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(l1, l2, rtol=1e-6)
    lines = sorted({(s.kind, s.source.split(":")[1]) for s in g.sites()})
    import inspect

    first = inspect.getsourcelines(loss)[1]
    assert lines == sorted(
        (kind, str(first + k)) for kind in ("backward", "forward") for k in (1, 2)
    )


@pytest.mark.slow
def test_child_process_sees_the_same_contract():
    """The rewrite of a whole step, in a fresh process with the suite's
    settings off (no x64), gives the original's values."""
    code = """
import json, jax, jax.numpy as jnp, jax_mish
def naive(x): return x * jnp.tanh(jnp.log(1 + jnp.exp(x)))
step = jax.jit(jax.value_and_grad(lambda w, x: naive(x @ w).sum()))
w = jnp.eye(4) * 0.3; x = jnp.arange(12.0).reshape(3, 4) / 4
g = jax_mish.rewrite(step)
(a, da), (b, db) = g(w, x), step(w, x)
print(json.dumps({"loss": [float(a), float(b)], "dw": float(jnp.abs(da - db).max()),
                  "kinds": sorted(s.kind for s in g.sites())}))
"""
    got = child_json(code, child_env())
    assert got["kinds"] == ["backward", "forward"]
    assert abs(got["loss"][0] - got["loss"][1]) <= 1e-5 * abs(got["loss"][1])
    assert got["dw"] < 1e-5
    json.dumps(got)


# --- the README's examples -----------------------------------------------------------------


def _readme_block() -> list[str]:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    section = text[text.index("### Models that write their own Mish") :]
    block = section[section.index("```python") + len("```python") : section.index("```\n", 10)]
    return [line for line in block.strip().splitlines() if line.strip()]


@pytest.mark.slow
def test_readme_rewrite_examples_run_as_written():
    """Each line of the README's rewrite block, run as it stands, on a model of
    its framework with its own Mish: each finds its site(s), and the whole
    step its gradient too."""
    from flax.training.train_state import TrainState

    rng = np.random.default_rng(3)
    x = jnp.asarray(rng.standard_normal((8, 6)), jnp.float32)
    y = jnp.asarray(rng.standard_normal((8, 1)), jnp.float32)
    tx = optax.adam(1e-2)

    class Linen(nn.Module):
        @nn.compact
        def __call__(self, v):
            h = nn.Dense(8)(v)
            return nn.Dense(1)(h * jnp.tanh(jnp.log1p(jnp.exp(h))))

    class Nnx(nnx.Module):
        def __init__(self, rngs):
            self.l1, self.l2 = nnx.Linear(6, 8, rngs=rngs), nnx.Linear(8, 1, rngs=rngs)

        def __call__(self, v):
            return self.l2(softplus_mish(self.l1(v)))

    class Eqx(eqx.Module):
        l1: eqx.nn.Linear
        l2: eqx.nn.Linear

        def __init__(self, key):
            k1, k2 = jax.random.split(key)
            self.l1, self.l2 = eqx.nn.Linear(6, 8, key=k1), eqx.nn.Linear(8, 1, key=k2)

        def __call__(self, v):
            return self.l2(naive_log(self.l1(v)))

    linen = Linen()
    params = linen.init(jax.random.key(0), x)

    @jax.jit
    def train_step(params, opt_state, x, y):
        loss = lambda p: jnp.mean((linen.apply(p, x) - y) ** 2)  # noqa: E731
        value, grads = jax.value_and_grad(loss)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, value

    namespaces = {
        "TrainState": {"model": linen, "params": params, "TrainState": TrainState},
        "nnx.": {
            "model": Nnx(nnx.Rngs(0)),
            "loss_fn": lambda m, a, b: jnp.mean((m(a) - b) ** 2),
            "nnx": nnx,
        },
        "eqx.": {
            "model": Eqx(jax.random.key(0)),
            "loss": lambda m, a, b: jnp.mean((jax.vmap(m)(a) - b) ** 2),
            "eqx": eqx,
        },
        "train_step": {"train_step": train_step, "params": params, "opt_state": tx.init(params)},
    }
    lines = _readme_block()
    assert len(lines) == len(namespaces)
    for line in lines:
        (key,) = [k for k in namespaces if k in line]
        ns = {"jax_mish": jax_mish, "jax": jax, "x": x, "y": y, "tx": tx, **namespaces[key]}
        exec(line, ns)  # noqa: S102 - the README's own line
        if key == "TrainState":
            out = ns["state"].apply_fn(params, x)
            assert ns["state"].apply_fn.sites() and out.shape == (8, 1)
        else:
            assert np.isfinite(float(ns["loss"]))


def test_a_body_used_twice_is_reported_at_each_place():
    """Found by the fuzzer (seed 85): jax traces one checkpointed function once
    and uses its body in both places; both are replaced and both reported."""
    block = jax.checkpoint(lambda v: v * jnp.tanh(jnp.where(v > 20, v, jnp.log1p(jnp.exp(v)))))

    def f(x):
        return jnp.sin(block(block(x)))

    g = jax_mish.rewrite(f)
    x = jnp.linspace(-3.0, 3.0, 16, dtype=jnp.float32)
    np.testing.assert_allclose(g(x), f(x), rtol=1e-6, atol=1e-6)
    assert len(g.sites()) == 2 and all(s.kind == "forward" for s in g.sites())
    text = str(jax.make_jaxpr(g)(x))  # one body, printed once, in both places
    assert " mish[" in text and " tanh[" not in text and " log1p[" not in text


# --- a layer's bias, fused into the site -------------------------------------------------


def _frameworks():
    """A layer with a bias, then the user's own Mish, as each framework adds it."""
    x2 = jnp.linspace(-3.0, 3.0, 48, dtype=jnp.float32).reshape(8, 6)
    x4 = jnp.linspace(-2.0, 2.0, 2 * 5 * 5 * 3, dtype=jnp.float32).reshape(2, 5, 5, 3)

    class LinenDense(nn.Module):
        @nn.compact
        def __call__(self, x):
            return naive_log(nn.Dense(4)(x)).sum()

    class LinenConv(nn.Module):
        @nn.compact
        def __call__(self, x):
            return softplus_mish(nn.Conv(4, (3, 3))(x)).sum()

    def linen(model, x):
        params = model.init(jax.random.key(0), x)
        return lambda p, v: model.apply(p, v), params

    nnx_lin = nnx.Linear(6, 4, rngs=nnx.Rngs(0))
    nnx_conv = nnx.Conv(3, 4, (3, 3), rngs=nnx.Rngs(0))
    eqx_lin = eqx.nn.Linear(6, 4, key=jax.random.key(0))
    w = jnp.linspace(-1.0, 1.0, 24, dtype=jnp.float32).reshape(6, 4)
    b = jnp.linspace(-0.5, 0.5, 4, dtype=jnp.float32)

    def haiku_style(params, x):  # hk.Linear: broadcast_to(b, out.shape), then add
        out = jnp.dot(x, params["w"])
        return naive_log(out + jnp.broadcast_to(params["b"], out.shape)).sum()

    def nnx_loss(model):
        return lambda m, v: softplus_mish(m(v)).sum()

    return {
        "linen Dense": (*linen(LinenDense(), x2), x2),
        "linen Conv": (*linen(LinenConv(), x4), x4),
        "nnx Linear": (nnx_loss(nnx_lin), nnx_lin, x2),
        "nnx Conv": (nnx_loss(nnx_conv), nnx_conv, x4),
        "equinox Linear": (lambda m, v: naive_log(jax.vmap(m)(v)).sum(), eqx_lin, x2),
        "haiku-style Linear": (haiku_style, {"w": w, "b": b}, x2),
    }


@pytest.mark.parametrize("name", list(_frameworks()))
def test_a_layers_bias_is_fused_into_the_site(name):
    loss, params, x = _frameworks()[name]
    g = jax_mish.rewrite(loss)
    grad_of = eqx.filter_value_and_grad if "equinox" in name else None
    if "nnx" in name:
        want_v, want_g = nnx.value_and_grad(loss)(params, x)
        got_v, got_g = nnx.value_and_grad(g)(params, x)
    elif grad_of is not None:
        want_v, want_g = grad_of(loss)(params, x)
        got_v, got_g = grad_of(g)(params, x)
    else:
        want_v, want_g = jax.value_and_grad(loss)(params, x)
        got_v, got_g = jax.value_and_grad(g)(params, x)
    assert [(s.kind, s.bias) for s in g.sites()] == [("forward", True)], g.sites()
    np.testing.assert_allclose(got_v, want_v, rtol=1e-5)
    for a, c in zip(jax.tree.leaves(got_g), jax.tree.leaves(want_g)):
        np.testing.assert_allclose(a, c, rtol=1e-4, atol=1e-5)


def test_a_bias_add_read_elsewhere_is_not_fused():
    def f(w, b, x):
        h = x @ w + b
        return naive_log(h) + h  # h feeds the sum too: the add stays, Mish reads it

    w = jnp.eye(4, dtype=jnp.float32)
    b = jnp.arange(4.0, dtype=jnp.float32)
    x = jnp.linspace(-2.0, 2.0, 12, dtype=jnp.float32).reshape(3, 4)
    g = jax_mish.rewrite(f)
    np.testing.assert_allclose(g(w, b, x), f(w, b, x), rtol=1e-6, atol=1e-6)
    assert [(s.kind, s.bias) for s in g.sites()] == [("forward", False)]


def test_whole_step_fuses_the_bias_and_its_gradient(capsys):
    class Net(nn.Module):
        @nn.compact
        def __call__(self, x):
            h = nn.Dense(8)(x)
            return nn.Dense(1)(h * jnp.tanh(jax.nn.softplus(h)))

    x = jnp.linspace(-2.0, 2.0, 48, dtype=jnp.float32).reshape(16, 3)
    model = Net()
    params = model.init(jax.random.key(0), x)
    step = jax.jit(jax.value_and_grad(lambda p, v: (model.apply(p, v) ** 2).sum()))
    g = jax_mish.rewrite(step, report=True)
    (l1, g1), (l0, g0) = g(params, x), step(params, x)
    assert "mish with its bias" in capsys.readouterr().err
    text = str(jax.make_jaxpr(g)(params, x))
    assert _count(text, "mish_bias") == 1 and _count(text, "mish_bias_grad") == 1
    assert _count(text, "tanh") == 0
    np.testing.assert_allclose(l1, l0, rtol=1e-5)
    for a, c in zip(jax.tree.leaves(g1), jax.tree.leaves(g0)):
        np.testing.assert_allclose(a, c, rtol=1e-4, atol=1e-5)


# --- reach: what a whole step finds, and what it leaves as written ----------------------


def _reach_case(name):
    def sp(x):
        return x * jnp.tanh(jax.nn.softplus(x))

    def scan(w, x):
        h, _ = lax.scan(lambda h, _: (sp(h @ w), None), x, None, length=3)
        return (h**2).sum()

    def saved(w, x):
        f = jax.checkpoint(
            lambda w, x: (sp(x @ w) ** 2).sum(), policy=jax.checkpoint_policies.everything_saveable
        )
        return f(w, x)

    def recomputed(w, x):
        return jax.checkpoint(lambda w, x: (sp(x @ w) ** 2).sum())(w, x)

    def named(w, x):
        def f(w, x):
            return (sp(checkpoint_name(x @ w, "pre")) ** 2).sum()

        policy = jax.checkpoint_policies.save_only_these_names("pre")
        return jax.checkpoint(f, policy=policy)(w, x)

    def twice(w, x):
        h = x @ w
        return (sp(h) * 2 + sp(h)).sum()

    def reshaped_view(w, x):
        h = x @ w
        return ((h.reshape(-1) * jnp.tanh(jax.nn.softplus(h).reshape(-1))) ** 2).sum()

    def reshaped_site(w, x):
        return (sp((x @ w).reshape(-1)) ** 2).sum()

    def per_example(w, x):
        return jax.vmap(lambda xi: (sp(xi @ w) ** 2).sum())(x).sum()

    return {
        "scan": scan,
        "checkpoint everything_saveable": saved,
        "checkpoint": recomputed,
        "save_only_these_names": named,
        "same Mish twice": twice,
        "softplus of a reshaped view": reshaped_view,
        "reshape around the site": reshaped_site,
        "vmap": per_example,
    }[name]


def _jax_at_least(major: int, minor: int) -> bool:
    return tuple(int(v) for v in jax.__version__.split(".")[:2]) >= (major, minor)


# name -> (forward sites, backward sites) found in jax.grad of the loss, wrapped whole
REACH = {
    "checkpoint": (2, 1),  # the forward, and its recomputation in the backward
    # jax 0.8 recomputes the tanh in the backward's body but not the product,
    # which anchors a backward site: there the backward runs as written.
    "save_only_these_names": (2, 1) if _jax_at_least(0, 10) else (1, 0),
    "reshape around the site": (1, 1),
    "vmap": (1, 1),
    "same Mish twice": (1, 1),  # one of two: see design.md, "What it cannot reach"
    "scan": (0, 0),
    "checkpoint everything_saveable": (0, 0),
    "softplus of a reshaped view": (0, 0),
}


@pytest.mark.parametrize("name", list(REACH))
def test_what_a_whole_step_reaches(name, caplog):
    """The cases docs/design.md lists as out of reach run as written (the
    values of jax.jit) and say why on the logger; the others are found."""
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.standard_normal((8, 8)) * 0.3, jnp.float32)
    x = jnp.asarray(rng.standard_normal((4, 8)), jnp.float32)
    step = jax.grad(_reach_case(name))
    g = jax_mish.rewrite(step)
    with caplog.at_level("WARNING", logger="jax_mish.rewrite"):
        got = _quiet(g, w, x)
    np.testing.assert_allclose(got, jax.jit(step)(w, x), rtol=2e-5, atol=2e-6)
    kinds = [s.kind for s in g.sites()]
    assert (kinds.count("forward"), kinds.count("backward")) == REACH[name]
    if name in ("scan", "checkpoint everything_saveable", "same Mish twice"):
        assert "left as written" in caplog.text


def test_a_residual_blocks_mixed_precision_gradient_read_twice_is_replaced():
    """Under mixed precision a residual block's Mish gradient is formed in float32
    and cast to bfloat16 for the layer before it, while the float32 value also
    runs down the shortcut: the site is the float32 value (ResNet-50 in
    bfloat16 lost the Mish after every residual addition to this)."""
    bf = jnp.bfloat16

    def block(w, h):  # normalised in float32 and cast back, as BatchNorm does
        y = (h @ w.astype(bf)).astype(jnp.float32)
        return softplus_mish((y - y.mean(0)).astype(bf) + h)

    def loss(ws, x):
        h = x.astype(bf)
        for w in ws:
            h = block(w, h)
        return h.astype(jnp.float32).sum()

    rng = np.random.default_rng(0)
    ws = [jnp.asarray(rng.standard_normal((8, 8)) * 0.3, jnp.float32) for _ in range(2)]
    x = jnp.asarray(rng.standard_normal((4, 8)), jnp.float32)
    g = jax_mish.rewrite(jax.grad(loss))
    got, want = _quiet(g, ws, x), jax.jit(jax.grad(loss))(ws, x)
    for a, b in zip(got, want):
        scale = float(np.abs(np.asarray(b, np.float64)).max())
        np.testing.assert_allclose(np.asarray(a, np.float64), np.asarray(b, np.float64),
                                   atol=6e-2 * scale)  # fmt: skip
    assert sorted(s.kind for s in g.sites()) == ["backward"] * 2 + ["forward"] * 2
