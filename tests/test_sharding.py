"""mish and mish_grad under SPMD sharding: no gathers, shardings kept, values right.

All on the 8 host CPU devices that conftest.py sets up. A program passes when
its compiled HLO has no collective, the kernel custom call runs on the local
block shape (so the kernel really ran per shard), the output has the input's
sharding, and the values match jax.nn.mish and the unsharded program.
"""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P
from support import child_env, collectives, kernel_shapes, local_shape, make_mesh, neutral_cwd

import jax_mish
from jax_mish import formulas, mish, mish_grad
from jax_mish._core import impl as _impl
from jax_mish._core import platforms as _platforms

SPECS = [P("a", "b"), P("a", None), P(None, "b"), P(("a", "b"), None)]
AXIS_TYPES = [AxisType.Auto, AxisType.Explicit]
SHAPE = (16, 24)  # divisible by every mesh axis product used here

_TARGET = {"mish": "jax_mish_fwd", "mish_grad": "jax_mish_grad"}

# Float64 values against jax.nn.mish: both sides carry their own rounding
# (jax.nn.mish's gradient forms 1 - tanh^2).
RTOL, ATOL = 1e-11, 1e-13


@pytest.fixture(autouse=True)
def _unsharded_work_on_cpu():
    """Unsharded references run on the same backend as the sharded programs."""
    with jax.default_device(jax.devices("cpu")[0]):
        yield


@pytest.fixture(scope="module")
def x_np():
    return np.linspace(-9.0, 9.0, np.prod(SHAPE)).reshape(SHAPE) + 0.0123


@pytest.fixture(scope="module")
def dy_np():
    return np.cos(np.arange(np.prod(SHAPE), dtype=np.float64)).reshape(SHAPE) * 1.3


def nn_mish_grad(dy, x):
    return jax.vjp(jax.nn.mish, jnp.asarray(x))[1](jnp.asarray(dy))[0]


def _vjp_of_mish(x, dy):
    return jax.vjp(mish, x)[1](dy)[0]


CASES = {
    # name: (function, operands from (x, dy), kernel target, expected from (x, dy))
    "mish": (mish, lambda x, dy: (x,), "mish", lambda x, dy: jax.nn.mish(x)),
    "mish_grad": (mish_grad, lambda x, dy: (dy, x), "mish_grad", lambda x, dy: nn_mish_grad(dy, x)),
    "vjp": (_vjp_of_mish, lambda x, dy: (x, dy), "mish_grad", lambda x, dy: nn_mish_grad(dy, x)),
}


def test_collective_check_detects_an_unpartitioned_custom_call(x_np):
    """Control: the same kernel called without partitioning rules is gathered."""
    mesh = make_mesh(AxisType.Auto)
    x = jax.device_put(x_np, NamedSharding(mesh, P("a", "b")))

    def raw(v):
        return jax.ffi.ffi_call("jax_mish_fwd", jax.ShapeDtypeStruct(v.shape, v.dtype))(v)

    hlo = jax.jit(raw).lower(x).compile().as_text()
    assert "all-gather" in collectives(hlo)
    assert kernel_shapes(hlo, "jax_mish_fwd") == [SHAPE]


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("spec", SPECS, ids=str)
@pytest.mark.parametrize("axis_type", AXIS_TYPES, ids=str)
def test_jit_runs_per_shard_without_collectives(axis_type, spec, case, x_np, dy_np):
    fn, operands, kernel, expected = CASES[case]
    mesh = make_mesh(axis_type)
    sharding = NamedSharding(mesh, spec)
    with jax.set_mesh(mesh):
        args = [jax.device_put(a, sharding) for a in operands(x_np, dy_np)]
        jitted = jax.jit(fn)
        hlo = jitted.lower(*args).compile().as_text()
        out = jitted(*args)
    assert collectives(hlo) == [], hlo
    assert kernel_shapes(hlo, _TARGET[kernel]) == [local_shape(SHAPE, mesh, spec)], hlo
    assert out.sharding.mesh == mesh
    assert out.sharding.spec == spec
    np.testing.assert_allclose(
        np.asarray(out), np.asarray(expected(x_np, dy_np)), rtol=RTOL, atol=ATOL
    )
    # Same kernel, same elements: the sharded result equals the unsharded one.
    unsharded = jax.jit(fn)(*operands(x_np, dy_np))
    np.testing.assert_allclose(np.asarray(out), np.asarray(unsharded), rtol=1e-15, atol=0)


@pytest.mark.parametrize(
    "dtype", [jnp.float32, jnp.bfloat16, jnp.float16], ids=lambda d: jnp.dtype(d).name
)
def test_low_precision_sharded_matches_unsharded(dtype, x_np, dy_np):
    mesh = make_mesh(AxisType.Auto)
    sharding = NamedSharding(mesh, P("a", "b"))
    x = jnp.asarray(x_np, dtype)
    dy = jnp.asarray(dy_np, dtype)
    xs, dys = jax.device_put(x, sharding), jax.device_put(dy, sharding)
    eps = float(jnp.finfo(dtype).eps)
    for fn, args, sargs in ((mish, (x,), (xs,)), (mish_grad, (dy, x), (dys, xs))):
        got = jax.jit(fn)(*sargs)
        assert got.dtype == dtype and got.sharding.spec == P("a", "b")
        np.testing.assert_allclose(
            np.asarray(got, np.float64),
            np.asarray(jax.jit(fn)(*args), np.float64),
            rtol=2 * eps,
            atol=eps,
        )


def test_grad_of_sharded_loss_is_one_fused_kernel_per_shard(x_np):
    mesh = make_mesh(AxisType.Auto)
    spec = P("a", "b")
    x = jax.device_put(x_np, NamedSharding(mesh, spec))
    g = jax.jit(jax.grad(lambda v: mish(v).sum()))
    hlo = g.lower(x).compile().as_text()
    assert collectives(hlo) == [], hlo
    assert kernel_shapes(hlo, "jax_mish_grad") == [local_shape(SHAPE, mesh, spec)]
    assert kernel_shapes(hlo, "jax_mish_fwd") == []
    assert not re.search(r"\s(exponential|tanh|log|log-plus-one)\(", hlo)
    out = g(x)
    assert out.sharding.spec == spec
    np.testing.assert_allclose(
        np.asarray(out),
        np.asarray(jax.vmap(jax.grad(jax.nn.mish))(jnp.asarray(x_np).ravel())).reshape(SHAPE),
        rtol=RTOL,
        atol=ATOL,
    )


@pytest.mark.parametrize("impl", ["ffi", "xla"])
def test_transforms_inside_a_sharded_jit(impl, x_np, dy_np):
    """scan, checkpoint and vmap around Mish keep it partitioned."""
    mish = partial(jax_mish.mish, impl=impl)
    mish_grad = partial(jax_mish.mish_grad, impl=impl)
    mesh = make_mesh(AxisType.Auto)
    s = NamedSharding(mesh, P("a", "b"))
    x = jax.device_put(x_np, s)

    def body(c, _):
        return jax.checkpoint(mish)(c) * 0.9 + 0.1, None

    def loss(v):
        return jax.lax.scan(body, v, None, length=3)[0].sum()

    g = jax.jit(jax.value_and_grad(loss))
    hlo = g.lower(x).compile().as_text()
    # The only collectives are the all-reduces of the scalar loss.
    assert set(collectives(hlo)) == {"all-reduce"}, collectives(hlo)
    assert len(re.findall(r"= f64\[\]\S* all-reduce(-start)?\(", hlo)) == len(collectives(hlo))
    val, grad = g(x)
    want_val, want_grad = jax.value_and_grad(
        lambda v: jax.lax.scan(lambda c, _: (jax.nn.mish(c) * 0.9 + 0.1, None), v, None, length=3)[
            0
        ].sum()
    )(jnp.asarray(x_np))
    np.testing.assert_allclose(float(val), float(want_val), rtol=1e-12)
    np.testing.assert_allclose(np.asarray(grad), np.asarray(want_grad), rtol=1e-10, atol=1e-12)
    assert grad.sharding.spec == P("a", "b")

    dys = jax.device_put(np.stack([dy_np, 2 * dy_np]), NamedSharding(mesh, P(None, "a", "b")))
    fv = jax.jit(jax.vmap(mish_grad, in_axes=(0, None)))
    assert collectives(fv.lower(dys, x).compile().as_text()) == []
    out = fv(dys, x)
    assert out.sharding.spec == P(None, "a", "b")
    np.testing.assert_allclose(
        np.asarray(out[1]), np.asarray(nn_mish_grad(2 * dy_np, x_np)), rtol=RTOL, atol=ATOL
    )


@pytest.mark.parametrize("platform", ["cpu", "cuda", "rocm", "tpu"])
def test_every_platform_lowers_through_the_partitioning_rule(platform, x_np):
    """A kernel registered on mish_p itself for some platform would bypass the
    partitioning rule there and bring the gathers back; kernels belong on
    the per-shard primitives of jax_mish._core.install. Where the platform runs the xla
    implementation, Mish is plain HLO (XLA partitions that by itself) and no
    partitioning callback is needed. Lowering needs no device of that kind."""
    mesh = make_mesh(AxisType.Auto)
    x = jax.device_put(x_np, NamedSharding(mesh, P("a", "b")))
    has_kernel = _platforms.get(platform) is not None
    impls = ["auto", "xla"] + (["ffi"] if has_kernel else [])
    for impl in impls:
        for fn in (
            partial(mish, impl=impl),
            jax.grad(lambda v, impl=impl: mish(v, impl=impl).sum()),
        ):
            text = jax.jit(fn).trace(x).lower(lowering_platforms=(platform,)).as_text()
            # jax's custom call that hands the op to the partitioning callback.
            want = int(_impl.resolve(impl, platform) == "ffi")
            assert text.count("@CustomSPMDPartitioning") == want, (impl, text)
            if not want:
                assert "custom_call" not in text, (impl, text)
    if not has_kernel:
        with pytest.raises(ValueError, match=f"impl='ffi'.*platform '{platform}' has none"):
            jax.jit(partial(mish, impl="ffi")).trace(x).lower(lowering_platforms=(platform,))


def test_eager_call_on_sharded_array_keeps_sharding(x_np):
    mesh = make_mesh(AxisType.Auto)
    x = jax.device_put(x_np, NamedSharding(mesh, P(None, "b")))
    out = mish(x)
    assert out.sharding.spec == P(None, "b")
    np.testing.assert_allclose(np.asarray(out), np.asarray(jax.nn.mish(x_np)), rtol=RTOL, atol=ATOL)


def test_uneven_shards_run_on_padded_blocks():
    """10 x 6 over a 2 x 4 mesh: XLA pads the blocks to 5 x 2 and Mish runs there."""
    mesh = make_mesh(AxisType.Auto)
    s = NamedSharding(mesh, P("a", "b"))
    x = np.linspace(-6.0, 6.0, 60).reshape(10, 6)

    def program(act):
        return jax.jit(
            lambda v: jax.lax.with_sharding_constraint(
                act(jax.lax.with_sharding_constraint(v * 2.0, s)), s
            )
        )

    jitted = program(mish)
    try:
        hlo = jitted.lower(x).compile().as_text()
    except Exception as err:  # noqa: BLE001 - compared with plain jnp below
        # Uneven blocks are jax's to support: only our failure if the same
        # program with jax.nn.mish compiles.
        try:
            program(jax.nn.mish).lower(x).compile()
        except Exception as jnp_err:  # noqa: BLE001
            pytest.skip(
                f"jax {jax.__version__} cannot compile uneven shards for plain jnp ops "
                f"either ({type(jnp_err).__name__}: {str(jnp_err)[:120]})"
            )
        raise AssertionError("uneven shards compile with jax.nn.mish but not jax_mish") from err
    assert kernel_shapes(hlo, "jax_mish_fwd") == [(5, 2)]
    np.testing.assert_allclose(
        np.asarray(jitted(x)), np.asarray(jax.nn.mish(2.0 * x)), rtol=RTOL, atol=ATOL
    )


@pytest.mark.parametrize("replicated", ["dy", "x"])
def test_mish_grad_with_one_replicated_operand_stays_sharded(replicated, x_np, dy_np):
    mesh = make_mesh(AxisType.Auto)
    split, whole = NamedSharding(mesh, P("a", "b")), NamedSharding(mesh, P())
    dy = jax.device_put(dy_np, whole if replicated == "dy" else split)
    x = jax.device_put(x_np, whole if replicated == "x" else split)
    jitted = jax.jit(mish_grad)
    hlo = jitted.lower(dy, x).compile().as_text()
    assert collectives(hlo) == [], hlo
    assert kernel_shapes(hlo, "jax_mish_grad") == [local_shape(SHAPE, mesh, P("a", "b"))]
    out = jitted(dy, x)
    assert out.sharding.spec == P("a", "b")
    np.testing.assert_allclose(
        np.asarray(out), np.asarray(nn_mish_grad(dy_np, x_np)), rtol=RTOL, atol=ATOL
    )


def test_scalars_and_replicated_operands_on_a_mesh():
    mesh = make_mesh(AxisType.Auto)
    rep = NamedSharding(mesh, P())
    v = jax.device_put(jnp.float64(0.75), rep)
    np.testing.assert_allclose(jax.jit(mish)(v), jax.nn.mish(0.75), rtol=RTOL)
    np.testing.assert_allclose(jax.jit(jax.grad(mish))(v), jax.grad(jax.nn.mish)(0.75), rtol=RTOL)


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


def test_gspmd_propagation_also_keeps_shards(gspmd_partitioner, x_np, dy_np):
    mesh = make_mesh(AxisType.Auto)
    x = jax.device_put(x_np, NamedSharding(mesh, P("a", "b")))
    dy = jax.device_put(dy_np, NamedSharding(mesh, P()))  # replicated operand
    for fn, args in ((mish, (x,)), (mish_grad, (dy, x)), (_vjp_of_mish, (x, dy))):
        jitted = jax.jit(fn)
        hlo = jitted.lower(*args).compile().as_text()
        assert collectives(hlo) == [], (fn, hlo)
        out = jitted(*args)
        assert out.sharding.spec == P("a", "b")
    np.testing.assert_allclose(
        np.asarray(out), np.asarray(nn_mish_grad(dy_np, x_np)), rtol=RTOL, atol=ATOL
    )


# --- explicit meshes: the abstract eval carries and merges shardings ---------


def test_explicit_sharding_is_part_of_the_type(x_np, dy_np):
    mesh = make_mesh(AxisType.Explicit)
    with jax.set_mesh(mesh):
        x = jax.device_put(x_np, P("a", None))
        dy = jax.device_put(dy_np, P(None, "b"))
        assert jax.typeof(mish(x)).sharding.spec == P("a", None)
        # One operand sharded along a dimension, the other not: the result
        # keeps the sharding, as jax's own binary ops do.
        merged = jax.jit(mish_grad)(dy, x)
        assert jax.typeof(merged).sharding.spec == P("a", "b")
        assert merged.sharding.spec == P("a", "b")
        np.testing.assert_allclose(
            np.asarray(merged), np.asarray(nn_mish_grad(dy_np, x_np)), rtol=RTOL, atol=ATOL
        )
        g = jax.jit(jax.grad(lambda v: mish(v).sum()))(x)
        assert g.sharding.spec == P("a", None)


def test_explicit_conflicting_shardings_are_a_trace_time_error(x_np, dy_np):
    mesh = make_mesh(AxisType.Explicit)
    with jax.set_mesh(mesh):
        x = jax.device_put(x_np, P("a", None))
        dy = jax.device_put(dy_np, P("b", None))
        with pytest.raises(TypeError, match="sharded differently along dimension 0"):
            jax.jit(mish_grad).trace(dy, x)


# --- shard_map and pmap ------------------------------------------------------


def _grad_mish(v):
    return jax.grad(lambda u: mish(u).sum())(v)


SMAP_CASES = {
    "mish": (mish, 1, lambda x, dy: jax.nn.mish(x)),
    "grad": (_grad_mish, 1, lambda x, dy: nn_mish_grad(np.ones_like(x), x)),
    "mish_grad": (mish_grad, 2, lambda x, dy: nn_mish_grad(dy, x)),
}


@pytest.mark.parametrize("case", list(SMAP_CASES))
@pytest.mark.parametrize("axis_type", AXIS_TYPES, ids=str)
def test_shard_map_fully_manual(axis_type, case, x_np, dy_np):
    fn, nargs, expected = SMAP_CASES[case]
    mesh = make_mesh(axis_type)
    spec = P("a", "b")
    args = [x_np] if nargs == 1 else [dy_np, x_np]
    with jax.set_mesh(mesh):
        args = [jax.device_put(a, NamedSharding(mesh, spec)) for a in args]
        f = jax.jit(jax.shard_map(fn, in_specs=(spec,) * nargs, out_specs=spec))
        hlo = f.lower(*args).compile().as_text()
        out = f(*args)
    assert collectives(hlo) == []
    assert len(kernel_shapes(hlo, "jax_mish_fwd") + kernel_shapes(hlo, "jax_mish_grad")) == 1
    np.testing.assert_allclose(
        np.asarray(out), np.asarray(expected(x_np, dy_np)), rtol=RTOL, atol=ATOL
    )


@pytest.mark.parametrize("case", list(SMAP_CASES))
def test_shard_map_partially_manual(case, x_np, dy_np):
    """Manual over 'a', automatic over 'b': Mish is partitioned inside the body."""
    fn, nargs, expected = SMAP_CASES[case]
    mesh = make_mesh(AxisType.Auto)
    args = [x_np] if nargs == 1 else [dy_np, x_np]
    with jax.set_mesh(mesh):
        args = [jax.device_put(a, NamedSharding(mesh, P("a", "b"))) for a in args]
        f = jax.jit(
            jax.shard_map(fn, in_specs=(P("a"),) * nargs, out_specs=P("a"), axis_names={"a"})
        )
        hlo = f.lower(*args).compile().as_text()
        out = f(*args)
    assert collectives(hlo) == []
    target = "jax_mish_fwd" if case == "mish" else "jax_mish_grad"
    assert kernel_shapes(hlo, target) == [local_shape(SHAPE, mesh, P("a", "b"))]
    assert out.sharding.spec == P("a", "b")
    np.testing.assert_allclose(
        np.asarray(out), np.asarray(expected(x_np, dy_np)), rtol=RTOL, atol=ATOL
    )


def test_shard_map_mish_grad_varies_where_either_operand_varies(x_np, dy_np):
    """dy varies over 'a', x is the same on every device: the result varies."""
    mesh = make_mesh(AxisType.Auto)
    x_half = x_np[: SHAPE[0] // 2]
    f = jax.jit(jax.shard_map(mish_grad, mesh=mesh, in_specs=(P("a"), P()), out_specs=P("a")))
    out = f(dy_np, x_half)
    want = nn_mish_grad(dy_np, np.concatenate([x_half, x_half]))
    np.testing.assert_allclose(np.asarray(out), np.asarray(want), rtol=RTOL, atol=ATOL)
    # Typed as varying, so claiming it is replicated over 'a' is refused.
    g = jax.jit(jax.shard_map(mish_grad, mesh=mesh, in_specs=(P("a"), P()), out_specs=P()))
    with pytest.raises(ValueError, match="out_specs"):
        g.trace(dy_np, x_half)


def test_shard_map_gradient_wrt_an_operand_that_does_not_vary(x_np, dy_np):
    """d/d(dy) of sum(mish_grad(dy, x)) with dy replicated, x split over 'a':
    the cotangent of dy is summed over 'a' (as for jax's own binary ops)."""
    mesh = make_mesh(AxisType.Auto)
    dy_half = dy_np[: SHAPE[0] // 2]

    def f(dy, x):
        return jax.grad(lambda d: mish_grad(d, x).sum())(dy)

    g = jax.jit(jax.shard_map(f, mesh=mesh, in_specs=(P(), P("a")), out_specs=P()))
    top, bottom = x_np[: SHAPE[0] // 2], x_np[SHAPE[0] // 2 :]
    want = formulas.mish_derivative(top) + formulas.mish_derivative(bottom)
    np.testing.assert_allclose(np.asarray(g(dy_half, x_np)), np.asarray(want), rtol=RTOL, atol=ATOL)


@pytest.mark.parametrize("case", list(SMAP_CASES))
def test_pmap(case, x_np, dy_np):
    fn, nargs, expected = SMAP_CASES[case]
    args = [x_np] if nargs == 1 else [dy_np, x_np]
    devices = jax.devices("cpu")
    n = len(devices)
    out = jax.pmap(fn, devices=devices)(*[a.reshape(n, -1, SHAPE[1]) for a in args])
    np.testing.assert_allclose(
        np.asarray(out).reshape(SHAPE), np.asarray(expected(x_np, dy_np)), rtol=RTOL, atol=ATOL
    )


# --- a sharded training step equals the unsharded one ------------------------


def _init_params(key, sizes=(16, 32, 32, 4)):
    params = []
    for k, (m, n) in zip(jax.random.split(key, len(sizes) - 1), itertools.pairwise(sizes)):
        params.append(
            {
                "w": jax.random.normal(k, (m, n), jnp.float32) / np.sqrt(m),
                "b": jnp.zeros((n,), jnp.float32),
            }
        )
    return params


def _loss(params, x, y):
    h = x
    for layer in params[:-1]:
        h = mish(h @ layer["w"] + layer["b"])
    out = h @ params[-1]["w"] + params[-1]["b"]
    return jnp.mean((out - y) ** 2)


_OPT = optax.adam(1e-2)


def _step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(_loss)(params, x, y)
    updates, opt_state = _OPT.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def _run(step, params, opt_state, batches):
    losses = []
    for x, y in batches:
        params, opt_state, loss = step(params, opt_state, x, y)
        losses.append(float(loss))
    return params, losses


def _batches(n=3, batch=64):
    key = jax.random.key(1)
    out = []
    for k in jax.random.split(key, n):
        kx, ky = jax.random.split(k)
        out.append(
            (
                jax.random.normal(kx, (batch, 16), jnp.float32),
                jax.random.normal(ky, (batch, 4), jnp.float32),
            )
        )
    return out


@pytest.mark.parametrize("layout", ["data_parallel", "data_and_model"])
@pytest.mark.slow
def test_sharded_training_step_matches_unsharded(layout):
    params = _init_params(jax.random.key(0))
    batches = _batches()
    ref_params, ref_losses = _run(jax.jit(_step), params, _OPT.init(params), batches)

    if layout == "data_parallel":
        mesh = make_mesh(AxisType.Auto, (8,), ("data",))

        def pspec(leaf_path):
            return P()

        hidden_local = (64 // 8, 32)
    else:
        mesh = make_mesh(AxisType.Auto, (4, 2), ("data", "model"))

        def pspec(leaf_path):
            # Megatron-style: first layers split their outputs over 'model',
            # the next their inputs; the last layer is replicated.
            i, name = leaf_path
            if i == 2:
                return P()
            if name == "b":
                return P("model")
            return P(None, "model") if i % 2 == 0 else P("model", None)

        hidden_local = (64 // 4, 32 // 2)

    def shard_params(tree):
        return [
            {k: jax.device_put(v, NamedSharding(mesh, pspec((i, k)))) for k, v in layer.items()}
            for i, layer in enumerate(tree)
        ]

    data_sharding = NamedSharding(mesh, P("data"))
    sparams = shard_params(params)
    sbatches = [
        (jax.device_put(x, data_sharding), jax.device_put(y, data_sharding)) for x, y in batches
    ]
    step = jax.jit(_step)
    hlo = step.lower(sparams, _OPT.init(sparams), *sbatches[0]).compile().as_text()
    # Mish and its fused gradient run on local blocks of the hidden
    # activations: the batch is never gathered for them. (Whether XLA
    # reduce-scatters the second layer's output over 'model' or all-reduces
    # it is XLA's choice, so only the first layer's block is pinned down.)
    shapes = kernel_shapes(hlo, "jax_mish_fwd") + kernel_shapes(hlo, "jax_mish_grad")
    assert len(shapes) == 4, shapes
    assert all(s[0] == hidden_local[0] for s in shapes), (shapes, hidden_local)
    assert shapes.count(hidden_local) >= 2, (shapes, hidden_local)

    got_params, got_losses = _run(step, sparams, _OPT.init(sparams), sbatches)
    np.testing.assert_allclose(got_losses, ref_losses, rtol=1e-5)
    for a, b in zip(jax.tree.leaves(got_params), jax.tree.leaves(ref_params)):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-4, atol=1e-5)
    assert got_params[0]["w"].sharding.spec == pspec((0, "w"))


# --- serialization: jax.export and the persistent compilation cache ----------


@pytest.mark.parametrize("impl", ["ffi", "xla"])
def test_export_of_a_shard_map_program_round_trips(impl, x_np):
    """custom_partitioning's callback cannot be serialized, but inside a fully
    manual shard_map Mish is the plain kernel call and exports."""
    mesh = make_mesh(AxisType.Auto)
    s = NamedSharding(mesh, P("a", "b"))
    x = jax.device_put(x_np, s)
    f = jax.jit(
        jax.shard_map(
            partial(mish, impl=impl), mesh=mesh, in_specs=P("a", "b"), out_specs=P("a", "b")
        ),
        in_shardings=s,
        out_shardings=s,
    )
    exp = jax.export.export(
        f, disabled_checks=[jax.export.DisabledSafetyCheck.custom_call("jax_mish_fwd")]
    )(x)
    exp = jax.export.deserialize(exp.serialize())
    out = exp.call(x)
    assert out.sharding.spec == P("a", "b")
    np.testing.assert_allclose(np.asarray(out), np.asarray(jax.nn.mish(x_np)), rtol=RTOL, atol=ATOL)


_CACHE_SCRIPT = r"""
import sys
import jax
jax.config.update("jax_num_cpu_devices", 8)
jax.config.update("jax_compilation_cache_dir", sys.argv[1])
jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
jax.config.update("jax_persistent_cache_min_entry_size_bytes", -1)
jax.config.update("jax_remove_custom_partitioning_ptr_from_cache_key", True)
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
from jax_mish import mish
mesh = jax.make_mesh((2, 4), ("a", "b"), axis_types=(AxisType.Auto,) * 2)
x = np.linspace(-5.0, 5.0, 64, dtype=np.float32).reshape(8, 8)
y = jax.jit(mish)(jax.device_put(x, NamedSharding(mesh, P("a", "b"))))
assert y.sharding.spec == P("a", "b")
np.testing.assert_allclose(np.asarray(y), np.asarray(jax.nn.mish(x)), rtol=1e-6, atol=1e-7)
"""


@pytest.mark.slow
def test_persistent_cache_is_reused_across_processes_with_the_documented_flag(tmp_path):
    """With jax_remove_custom_partitioning_ptr_from_cache_key a second process
    loads the sharded program from the cache instead of compiling a new one."""
    env = child_env()
    env.pop("XLA_FLAGS", None)
    env["JAX_PLATFORMS"] = "cpu"
    cache = tmp_path / "cache"
    entries = []
    for _ in range(2):
        proc = subprocess.run(
            [sys.executable, "-c", _CACHE_SCRIPT, str(cache)],
            env=env,
            cwd=neutral_cwd(),
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
        entries.append(sorted(p.name for p in cache.iterdir() if p.name.startswith("jit_mish")))
    assert entries[0], "nothing was written to the cache"
    assert entries[1] == entries[0]
