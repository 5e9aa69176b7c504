"""jax_mish.rewrite in its calling context: it behaves as jax.jit(fn) does, and
as nnx.jit or eqx.filter_jit do where fn needs them (docs/design.md,
"Rewriting user code", the contract).

Each test is a case in which a rewrite that kept a trace of its own (its own
cache key, its own NNX write-back, its own output flattening) gave a wrong
result, lost state, damaged the caller's model or crashed where the original
runs. The reference is always the original under the transformation the user
would otherwise use (jax.jit, nnx.jit, eqx.filter_jit), run beside it.
"""

from __future__ import annotations

import pickle
import warnings

import cloudpickle
import equinox as eqx
import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from flax import nnx
from jax import lax
from jax.sharding import AxisType, NamedSharding, PartitionSpec

import jax_mish


def softplus_mish(x):
    return x * jnp.tanh(jax.nn.softplus(x))


def _kernels(fn, *args) -> str:
    text = str(jax.make_jaxpr(fn)(*args))
    return f"mish:{text.count(' mish[') + text.count(' mish_bias[')} " + (
        f"grad:{text.count(' mish_grad[') + text.count(' mish_bias_grad[')}"
    )


def _quiet(fn, *args, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn(*args, **kwargs)


def _close(a, b, rtol=2e-5, atol=2e-6):
    la, lb = jax.tree.leaves(a), jax.tree.leaves(b)
    assert len(la) == len(lb)
    for x, y in zip(la, lb):
        np.testing.assert_allclose(np.asarray(x), np.asarray(y), rtol=rtol, atol=atol)


# --- an NNX model as users write them: graph nodes, BatchNorm, an optimizer, metrics -----


def _unet(pytree: bool):
    class Block(nnx.Module, pytree=pytree):
        def __init__(self, c_in, c_out, rngs):
            self.conv = nnx.Conv(c_in, c_out, (3, 3), rngs=rngs)
            self.bn = nnx.BatchNorm(c_out, rngs=rngs)

        def __call__(self, x):
            return jax.nn.mish(self.bn(self.conv(x)))

    class UNet(nnx.Module, pytree=pytree):
        def __init__(self, rngs):
            # Layers in plain lists: what graph-mode Modules take as they are
            # (a pytree Module needs them marked as data).
            layers = list if not pytree else nnx.List
            self.down = layers([Block(2, 4, rngs), Block(4, 8, rngs)])
            self.up = layers([Block(8, 4, rngs), Block(8, 4, rngs)])
            self.head = nnx.Conv(4, 1, (1, 1), rngs=rngs)

        def __call__(self, x):
            h1 = self.down[0](x)
            h2 = self.down[1](nnx.avg_pool(h1, (2, 2), (2, 2)))
            u = jax.image.resize(self.up[0](h2), h1.shape, "nearest")
            return self.head(self.up[1](jnp.concatenate([u, h1], axis=-1)))

    return UNet


def _nnx_setup(pytree: bool):
    model = _unet(pytree)(nnx.Rngs(0))
    # SGD, not Adam: a convolution's bias before BatchNorm has no gradient,
    # and Adam would turn rounding noise in it into full-size steps.
    opt = nnx.Optimizer(model, optax.sgd(1e-2, momentum=0.9), wrt=nnx.Param)
    metrics = nnx.MultiMetric(loss=nnx.metrics.Average("loss"))
    return model, opt, metrics


def _nnx_loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


def _nnx_step(model, opt, metrics, x, y):
    loss, grads = nnx.value_and_grad(_nnx_loss)(model, x, y)
    opt.update(model, grads)
    metrics.update(loss=loss)
    return loss


def _nnx_data():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.standard_normal((4, 8, 8, 2)), jnp.float32)
    return x, jnp.tanh(x[..., :1])


def _rewritten_loss_step(model, opt, metrics, x, y):
    loss, grads = nnx.value_and_grad(jax_mish.rewrite(_nnx_loss))(model, x, y)
    opt.update(model, grads)
    metrics.update(loss=loss)
    return loss


WAYS = {
    "rewrite(nnx.jit(step))": lambda: jax_mish.rewrite(nnx.jit(_nnx_step)),
    "nnx.jit(rewrite(step))": lambda: nnx.jit(jax_mish.rewrite(_nnx_step)),
    "nnx.value_and_grad(rewrite(loss))": lambda: nnx.jit(_rewritten_loss_step),
}


@pytest.mark.parametrize("pytree", [False, True], ids=["graph", "pytree"])
@pytest.mark.parametrize("way", list(WAYS))
def test_nnx_model_trains_the_same_under_every_way_of_wrapping(way, pytree):
    x, y = _nnx_data()
    ref = _nnx_setup(pytree)
    got = _nnx_setup(pytree)
    step_ref, step = nnx.jit(_nnx_step), WAYS[way]()
    for _ in range(3):
        l0 = step_ref(*ref, x, y)
        l1 = step(*got, x, y)
        np.testing.assert_allclose(l1, l0, rtol=2e-5)
    for part in (nnx.Param, nnx.BatchStat, nnx.OptState):
        _close(nnx.state(got[0] if part is not nnx.OptState else got[1], part),
               nnx.state(ref[0] if part is not nnx.OptState else ref[1], part),
               rtol=2e-4, atol=2e-6)  # fmt: skip
    np.testing.assert_allclose(got[2].compute()["loss"], ref[2].compute()["loss"], rtol=2e-5)
    assert int(got[1].step[...]) == 3


@pytest.mark.parametrize("pytree", [False, True], ids=["graph", "pytree"])
def test_jax_nn_mish_in_a_whole_nnx_step_is_replaced_forward_and_backward(pytree):
    x, y = _nnx_data()
    model, opt, metrics = _nnx_setup(pytree)
    step = jax_mish.rewrite(nnx.jit(_nnx_step))
    step(model, opt, metrics, x, y)
    kinds = [s.kind for s in step.sites()]
    # four blocks, each one jax.nn.mish after BatchNorm
    assert kinds.count("forward") == 4 and kinds.count("backward") == 4


def test_a_failing_step_leaves_the_model_as_it_was():
    x, y = _nnx_data()
    model, opt, metrics = _nnx_setup(pytree=False)
    before = jax.tree.map(np.asarray, nnx.state((model, opt, metrics)))

    def step(model, opt, metrics, x, y):
        _nnx_step(model, opt, metrics, x, y)  # BatchNorm, the optimizer and metrics move
        raise RuntimeError("the user's own error")

    with pytest.raises(RuntimeError, match="the user's own error"):
        jax_mish.rewrite(step)(model, opt, metrics, x, y)
    after = jax.tree.map(np.asarray, nnx.state((model, opt, metrics)))
    assert jax.tree.structure(after) == jax.tree.structure(before)
    for a, b in zip(jax.tree.leaves(after), jax.tree.leaves(before)):
        np.testing.assert_array_equal(a, b)
    # and the model still trains, once per call
    loss = jax_mish.rewrite(nnx.jit(_nnx_step))(model, opt, metrics, x, y)
    assert np.isfinite(loss) and int(opt.step[...]) == 1


def test_rewrite_of_an_nnx_module_called_directly_updates_its_batchnorm():
    model, twin = _unet(False)(nnx.Rngs(0)), _unet(False)(nnx.Rngs(0))
    x, _ = _nnx_data()
    fn = jax_mish.rewrite(model)
    for _ in range(2):
        _close(fn(x), twin(x), rtol=1e-4, atol=1e-5)
    _close(nnx.state(model, nnx.BatchStat), nnx.state(twin, nnx.BatchStat), rtol=1e-5)
    assert fn.sites()


def test_sow_and_new_attributes_reach_the_caller_as_under_nnx_jit():
    class Net(nnx.Module):
        def __init__(self, rngs):
            self.lin = nnx.Linear(3, 3, rngs=rngs)

        def __call__(self, x):
            h = softplus_mish(self.lin(x))
            self.sow(nnx.Intermediate, "act", h)
            self.calls = nnx.BatchStat(jnp.ones(()))  # a Variable made during the call
            return h.sum()

    x = jnp.ones((2, 3), jnp.float32)
    a, b = Net(nnx.Rngs(0)), Net(nnx.Rngs(0))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # sow outside nnx.capture
        nnx.jit(lambda m, v: m(v))(a, x)
        jax_mish.rewrite(lambda m, v: m(v))(b, x)
    assert jax.tree.structure(nnx.state(b)) == jax.tree.structure(nnx.state(a))
    _close(nnx.state(b, nnx.Intermediate), nnx.state(a, nnx.Intermediate), rtol=1e-6)
    assert float(b.calls[...]) == 1.0


def test_an_nnx_module_closed_over_and_updated_says_how_to_pass_it():
    model = _unet(False)(nnx.Rngs(0))
    x, _ = _nnx_data()
    before = jax.tree.map(np.asarray, nnx.state(model))
    with pytest.raises(Exception) as info:
        jax_mish.rewrite(lambda v: model(v))(x)  # BatchNorm updates a closed-over model
    assert any("argument" in n for n in getattr(info.value, "__notes__", ()))
    for a, b in zip(jax.tree.leaves(nnx.state(model)), jax.tree.leaves(before)):
        np.testing.assert_array_equal(np.asarray(a), b)


# --- what jax.jit keys a trace on, rewrite keys on ---------------------------------------


def test_vmap_axis_of_a_partial_last_batch_traces_again():
    def f(x):
        return softplus_mish(x) * lax.psum(1, "batch") - lax.pmean(x, "batch")

    g = jax_mish.rewrite(f)
    for n in (8, 4, 8):
        x = jnp.linspace(-2.0, 2.0, n, dtype=jnp.float32)
        _close(jax.vmap(g, axis_name="batch")(x), jax.vmap(jax.jit(f), axis_name="batch")(x))
    assert g.sites()


def test_equinox_batchnorm_over_a_vmap_axis_with_a_partial_batch():
    model, state = eqx.nn.make_with_state(eqx.nn.BatchNorm)(4, "batch", dtype=jnp.float32)

    def per_example(model, x, state):
        y, state = model(x, state)
        return softplus_mish(y), state

    def batched(fn):
        return jax.vmap(fn, axis_name="batch", in_axes=(None, 0, None), out_axes=(0, None))

    g, ref = batched(jax_mish.rewrite(per_example)), batched(eqx.filter_jit(per_example))
    s_ref = s_got = state
    for n in (8, 4):  # the per-example shapes are the same; the axis is not
        x = jnp.linspace(-1.0, 3.0, 4 * n, dtype=jnp.float32).reshape(n, 4)
        (y0, s_ref), (y1, s_got) = ref(model, x, s_ref), g(model, x, s_got)
        _close(y1, y0, rtol=1e-5, atol=1e-6)
        _close(s_got, s_ref, rtol=1e-6)


def test_a_trace_affecting_config_change_traces_again():
    def f(key):
        return softplus_mish(jax.random.normal(key, (6,)))

    g = jax_mish.rewrite(f)
    key = jax.random.key(3)
    old = jax.config.jax_threefry_partitionable
    try:
        for flag in (False, True, False):
            jax.config.update("jax_threefry_partitionable", flag)
            _close(g(key), jax.jit(f)(key), rtol=1e-5, atol=1e-6)
    finally:
        jax.config.update("jax_threefry_partitionable", old)


def test_another_context_mesh_traces_again():
    def f(x):
        return softplus_mish(jax.sharding.reshard(x, PartitionSpec("d")))

    g = jax_mish.rewrite(f)
    x = jnp.linspace(-3.0, 3.0, 16, dtype=jnp.float32)
    for n in (4, 2):
        mesh = jax.make_mesh((n,), ("d",), axis_types=(AxisType.Explicit,))
        with jax.set_mesh(mesh):
            out = g(x)
            assert out.sharding.spec == PartitionSpec("d") and len(out.sharding.device_set) == n
            _close(out, jax.nn.mish(x), rtol=1e-6, atol=1e-7)


def test_a_python_flag_branched_on_must_be_static_as_under_jit():
    traces = []

    def step(w, lr, wd):
        traces.append(1)
        g = jax.grad(lambda w: softplus_mish(w).sum())(w)
        if wd > 0:  # a Python hyper-parameter
            g = g + wd * w
        return w - lr * g

    w = jnp.linspace(-1.0, 1.0, 8, dtype=jnp.float32)
    with pytest.raises(jax.errors.TracerBoolConversionError) as info:
        jax_mish.rewrite(step)(w, 0.1, 0.01)
    assert any("static_argnames" in n for n in info.value.__notes__)
    with pytest.raises(jax.errors.TracerBoolConversionError):
        jax.jit(step)(w, 0.1, 0.01)  # the same error, as jax.jit gives it
    traces.clear()
    g = jax_mish.rewrite(step, static_argnames="wd")
    for t in range(5):  # a new learning rate each step: one trace
        w = g(w, 0.1 / (t + 1), wd=0.01)
    assert len(traces) == 1 and g.sites()


def test_a_value_dependent_branch_in_an_eager_function_says_the_way_out():
    def f(x):
        y = softplus_mish(x)
        if y.max() > 10:
            return y / 10
        return y

    x = jnp.ones(3, jnp.float32)
    f(x)  # runs eagerly
    with pytest.raises(jax.errors.TracerBoolConversionError) as info:
        jax_mish.rewrite(f)(x)
    assert any("jax_mish.rewrite traces" in n for n in info.value.__notes__)


# --- Python-level outputs, arguments and errors -------------------------------------------


def test_equinox_step_returning_the_model_with_its_activation():
    class MLP(eqx.Module):
        l1: eqx.nn.Linear
        l2: eqx.nn.Linear
        act: object  # a function: a non-array leaf

        def __init__(self, key):
            k1, k2 = jax.random.split(key)
            self.l1 = eqx.nn.Linear(4, 16, key=k1)
            self.l2 = eqx.nn.Linear(16, 1, key=k2)
            self.act = softplus_mish

        def __call__(self, x):
            return self.l2(self.act(self.l1(x)))

    opt = optax.adam(1e-2)

    @eqx.filter_jit
    def make_step(model, opt_state, x, y):
        def loss(m):
            return jnp.mean((jax.vmap(m)(x) - y) ** 2)

        value, grads = eqx.filter_value_and_grad(loss)(model)
        updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, value

    x = jnp.asarray(np.random.default_rng(0).standard_normal((32, 4)), jnp.float32)
    y = jnp.sin(x[:, :1])
    m0 = m1 = MLP(jax.random.key(0))
    s0 = s1 = opt.init(eqx.filter(m0, eqx.is_array))
    step = jax_mish.rewrite(make_step)
    for _ in range(3):
        m0, s0, l0 = make_step(m0, s0, x, y)
        m1, s1, l1 = step(m1, s1, x, y)
        np.testing.assert_allclose(l1, l0, rtol=1e-5)
    assert m1.act is softplus_mish
    _close(eqx.filter(m1, eqx.is_array), eqx.filter(m0, eqx.is_array), rtol=1e-4, atol=1e-6)
    assert [s.kind for s in step.sites()].count("backward") == 1


def test_an_error_in_the_users_code_comes_out_as_raised():
    def f(x):
        return softplus_mish(x) + {"a": 1}["b"]

    with pytest.raises(KeyError) as info:
        jax_mish.rewrite(f)(jnp.ones(3))
    frames = [fr.name for fr in info.traceback]
    assert "f" in frames


def test_aux_of_any_type_comes_back_as_returned():
    def loss(w):
        return softplus_mish(w).sum(), {"name": "run-1", "n": 3, "lr": 0.5, "w": w}

    w = jnp.ones(3, jnp.float32)
    (value, aux), grad = jax.value_and_grad(jax_mish.rewrite(loss), has_aux=True)(w)
    assert aux["name"] == "run-1"
    assert type(aux["n"]) is int and aux["n"] == 3
    assert type(aux["lr"]) is float and aux["lr"] == 0.5
    _close(aux["w"], w)
    _close(grad, jax.grad(lambda v: jax.nn.mish(v).sum())(w), rtol=1e-6)


def test_a_typed_key_closed_over():
    key = jax.random.key(0)

    def f(x):
        return softplus_mish(x + jax.random.normal(key, x.shape))

    g = jax_mish.rewrite(f)
    x = jnp.ones(4, jnp.float32)
    _close(g(x), jax.jit(f)(x), rtol=1e-6)
    assert g.sites()


def test_a_linen_method_decorated_with_rewrite_is_refused_naming_apply():
    class Net(nn.Module):
        @jax_mish.rewrite
        @nn.compact
        def __call__(self, x):
            return softplus_mish(nn.Dense(3)(x))

    with pytest.raises(TypeError, match=r"rewrite\(model.apply\)"):
        Net().init(jax.random.key(0), jnp.ones((2, 3)))


def test_eqx_error_if_raises_equinox_runtime_error_in_either_order():
    @eqx.filter_jit
    def checked(x):
        y = softplus_mish(x)
        return eqx.error_if(y, y.sum() > 0, "positive")

    x = jnp.ones(3, jnp.float32)
    for fn in (jax_mish.rewrite(checked), eqx.filter_jit(jax_mish.rewrite(checked.__wrapped__))):
        with pytest.raises(eqx.EquinoxRuntimeError, match="positive"):
            fn(x)


def test_a_raising_callback_gives_what_jax_jit_gives():
    def cb(v):
        raise ValueError("from the callback")

    def f(x):
        jax.debug.callback(cb, x)
        return softplus_mish(x)

    x = jnp.ones(3, jnp.float32)
    with pytest.raises(Exception) as under_jit:
        jax.jit(f)(x)
    with pytest.raises(Exception) as under_rewrite:
        jax_mish.rewrite(f)(x)
    assert type(under_rewrite.value) is type(under_jit.value)
    assert "from the callback" in str(under_rewrite.value)


def _module_level_step(w, x):
    return w - 0.1 * jax.grad(lambda w: softplus_mish(x @ w).sum())(w)


module_step = jax_mish.rewrite(_module_level_step)


def test_a_rewritten_function_pickles_as_jax_jit_does():
    w, x = jnp.ones((3, 3), jnp.float32), jnp.ones((2, 3), jnp.float32)
    ref = module_step(w, x)
    _close(pickle.loads(pickle.dumps(module_step))(w, x), ref, rtol=1e-6)
    scale = 2.0
    closure = jax_mish.rewrite(lambda v: scale * softplus_mish(v), static_argnums=())
    _close(cloudpickle.loads(cloudpickle.dumps(closure))(x), closure(x), rtol=1e-6)


# --- where Mish is found ---------------------------------------------------------------


@pytest.mark.parametrize("spelling", ["jax.nn.mish", "softplus", "log1p"])
def test_common_spellings_are_found_in_shard_map_and_on_explicit_meshes(spelling):
    fn = {
        "jax.nn.mish": jax.nn.mish,
        "softplus": softplus_mish,
        "log1p": lambda x: x * jnp.tanh(jnp.log1p(jnp.exp(x))),
    }[spelling]
    x = jnp.linspace(-3.0, 3.0, 16, dtype=jnp.float32)
    auto = jax.make_mesh((4,), ("i",), axis_types=(AxisType.Auto,))
    mapped = jax_mish.rewrite(
        jax.shard_map(fn, mesh=auto, in_specs=PartitionSpec("i"), out_specs=PartitionSpec("i"))
    )
    _close(mapped(x), jax.nn.mish(x), rtol=1e-6, atol=1e-7)
    assert len(mapped.sites()) == 1
    mesh = jax.make_mesh((4,), ("i",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        xs = jax.device_put(x, NamedSharding(mesh, PartitionSpec("i")))
        step = jax_mish.rewrite(jax.grad(lambda v: fn(v).sum()))
        _close(step(xs), jax.grad(lambda v: jax.nn.mish(v).sum())(x), rtol=1e-5, atol=1e-6)
        assert sorted(s.kind for s in step.sites()) == ["backward", "forward"]
        assert step(xs).sharding.spec == PartitionSpec("i")


def test_vmap_of_a_scalar_mish_is_replaced():
    g = jax_mish.rewrite(softplus_mish)
    x = jnp.linspace(-3.0, 3.0, 7, dtype=jnp.float32)
    _close(jax.vmap(g)(x), jax.nn.mish(x), rtol=1e-6, atol=1e-7)
    assert _kernels(jax.vmap(g), x) == "mish:1 grad:0"
    assert g.sites()[0].shape == ()


def test_per_example_gradients_inside_a_step_are_replaced():
    def step(w, x):
        per_example = jax.vmap(
            jax.grad(lambda w, xi: (softplus_mish(xi @ w) ** 2).sum()), in_axes=(None, 0)
        )(w, x)
        return w - 0.1 * per_example.mean(0)

    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.standard_normal((8, 8)) * 0.3, jnp.float32)
    x = jnp.asarray(rng.standard_normal((4, 8)), jnp.float32)
    g = jax_mish.rewrite(step)
    _close(g(w, x), jax.jit(step)(w, x), rtol=1e-5, atol=1e-6)
    assert sorted(s.kind for s in g.sites()) == ["backward", "forward"]
