"""A differential fuzzer for jax_mish.rewrite: generated programs against themselves.

Each program is drawn from a seed: a chain of layers (a matrix product, then
a Mish spelling, a look-alike or another op), some inside ``jit``,
``checkpoint``, ``cond`` or ``scan``, with debug callbacks, a running state,
a dtype (bfloat16, float16, float32, float64), a sharding of the batch over
two devices, and either the loss itself or a whole train step that
differentiates itself. ``rewrite(f)`` is run beside ``f`` and must give the
same outputs and gradients (within the kernels' bounds and the spelling's
own rounding), the same callbacks in the same order, the same state, and
replace exactly the Mish spellings and nothing else.

Each program is also drawn a calling context (``CONTEXTS``), in which ``f``
and ``rewrite(f)`` run beside each other: under ``jax.jit``, called eagerly
(with Python-level results: a string and a count in its aux), inside ``vmap``
with an axis name the program uses and a batch size that changes between two
calls, inside a ``shard_map`` (``rewrite`` inside it or around it), under two
context meshes in turn (the program reshards onto the mesh), with a
trace-affecting config value flipped between two calls (the program draws
random numbers from a typed key it closes over), as a Flax NNX Module under
``nnx.jit`` (graph or pytree mode, state updated in place, ``sow`` and a
Variable made during the call; ``rewrite`` inside or around ``nnx.jit``) and
as an Equinox Module under ``eqx.filter_jit`` (a non-array leaf passed in and
returned; either order).

The default run draws three programs (a fixed budget for the README's test
command); ``pytest -m slow`` draws 97 more (CI's budget: about three minutes
on two cores); ``JM_REWRITE_FUZZ=N pytest -m slow tests/test_rewrite_fuzz.py``
draws programs 3 to N-1 instead. A failing seed prints its program; a case it
finds becomes a test of its own in test_rewrite_contract.py.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec

import jax_mish

# --- building blocks --------------------------------------------------------------


def _sp_log(x):
    return jnp.log(1 + jnp.exp(x))


MISH = {
    "log(1+exp)": lambda x: x * jnp.tanh(_sp_log(x)),
    "softplus": lambda x: x * jnp.tanh(jax.nn.softplus(x)),
    "logaddexp": lambda x: x * jnp.tanh(jnp.logaddexp(x, 0.0)),
    "threshold": lambda x: x * jnp.tanh(jnp.where(x > 20, x, jnp.log1p(jnp.exp(x)))),
    "stable": lambda x: x * jnp.tanh(jax.nn.relu(x) + jnp.log1p(jnp.exp(-jnp.abs(x)))),
    "tanh first": lambda x: jnp.tanh(jnp.log1p(jnp.exp(x))) * x,
    "in float32": lambda x: (
        x.astype(jnp.float32) * jnp.tanh(jax.nn.softplus(x.astype(jnp.float32)))
    ).astype(x.dtype),
}


@jax.custom_jvp
def _flat_rule_softplus(x):
    return jnp.logaddexp(x, 0.0)


_flat_rule_softplus.defjvp(lambda p, t: (_flat_rule_softplus(p[0]), jnp.zeros_like(t[0])))

LOOK_ALIKES = {
    "1.02 softplus": lambda x: x * jnp.tanh(1.02 * jax.nn.softplus(x)),
    "softplus + 0.005": lambda x: x * jnp.tanh(jax.nn.softplus(x) + 0.005),
    "log(2+exp)": lambda x: x * jnp.tanh(jnp.log(2 + jnp.exp(x))),
    "swish": lambda x: x * jax.nn.sigmoid(x),
    "tanh(relu)": lambda x: x * jnp.tanh(jax.nn.relu(x)),
    "stop_gradient": lambda x: x * jnp.tanh(lax.stop_gradient(jax.nn.softplus(x))),
    "zero rule": lambda x: x * jnp.tanh(_flat_rule_softplus(x)),
    "softplus(2x)": lambda x: x * jnp.tanh(jax.nn.softplus(2 * x)),
}

OTHER = {
    "sin": jnp.sin,
    "half": lambda x: 0.5 * x,
    "tanh": jnp.tanh,
}

WRAPS = ("plain", "jit", "checkpoint", "cond", "scan")
DTYPES = ("float32", "bfloat16", "float16", "float64")
CONTEXTS = ("jit", "eager", "vmap", "shard_map", "meshes", "config", "nnx.jit", "eqx.filter_jit")


@dataclasses.dataclass
class Layer:
    kind: str  # "mish", "look-alike", "other"
    name: str
    wrap: str
    callback: bool
    ordered: bool


@dataclasses.dataclass
class Program:
    seed: int
    dtype: str
    layers: list[Layer]
    whole_step: bool
    sharded: bool
    state: bool
    context: str = "jit"
    inside: bool = False  # the framework's transformation around rewrite (else inside it)
    pytree: bool = False  # nnx.jit: a pytree Module (else a graph node)

    def mish_layers(self) -> int:
        return sum(layer.kind == "mish" for layer in self.layers)

    def wide(self) -> str:
        """The dtype of parameters, state and loss: float64 programs stay in
        float64 to the end (a float32 loss would be a float32 reduction whose
        order XLA picks per compiled program, one ulp apart, seen, and would
        hide a site computed in float32); the others end in float32."""
        return "float64" if self.dtype == "float64" else "float32"

    def precision(self) -> str:
        """The narrowest dtype the program computes in (a spelling in float32
        rounds a float64 program's values there)."""
        if self.dtype == "float64" and any(x.name == "in float32" for x in self.layers):
            return "float32"
        return self.dtype


def draw(seed: int) -> Program:
    rng = np.random.default_rng(seed)
    layers = []
    for _ in range(int(rng.integers(1, 5))):
        kind = str(rng.choice(["mish", "mish", "look-alike", "other"]))
        table = {"mish": MISH, "look-alike": LOOK_ALIKES, "other": OTHER}[kind]
        layers.append(
            Layer(
                kind,
                str(rng.choice(sorted(table))),
                str(rng.choice(WRAPS)),
                bool(rng.random() < 0.3),
                bool(rng.random() < 0.5),
            )
        )
    sharded = bool(rng.random() < 0.3)
    context = str(rng.choice(CONTEXTS))
    if context in ("shard_map", "meshes", "vmap"):
        sharded = False  # the context lays the batch out itself
    if context == "meshes":  # a scan over the rows needs them on one device
        for layer in layers:
            layer.wrap = "jit" if layer.wrap == "scan" else layer.wrap
    if sharded or context in ("shard_map", "meshes"):  # jax orders callbacks on one device only
        for layer in layers:
            layer.ordered = False
    return Program(
        seed,
        str(rng.choice(DTYPES)),
        layers,
        whole_step=bool(rng.random() < 0.5),
        sharded=sharded,
        state=bool(rng.random() < 0.4),
        context=context,
        inside=bool(rng.random() < 0.5),
        pytree=bool(rng.random() < 0.5),
    )


def _wrap(fn, how: str):
    if how == "jit":
        return jax.jit(fn)
    if how == "checkpoint":
        return jax.checkpoint(fn)
    if how == "cond":
        return lambda h: lax.cond(h.sum() > -1e30, fn, lambda v: v * 1.0, h)
    if how == "scan":
        return lambda h: lax.scan(lambda c, row: (c, fn(row)), 0.0, h)[1]
    return fn


def build(p: Program, log: list):
    """The program as ``loss(params, x, state) -> (value, (out, state))`` or, for a
    whole step, ``step(params, x, state) -> ((value, (out, state)), grads)``."""
    acts = []
    for k, layer in enumerate(p.layers):
        table = {"mish": MISH, "look-alike": LOOK_ALIKES, "other": OTHER}[layer.kind]
        acts.append((k, layer, _wrap(table[layer.name], layer.wrap)))

    key = jax.random.key(p.seed)  # a typed key the program closes over

    def loss(params, x, state):
        if p.context == "meshes":  # onto the context mesh's axis, whichever mesh that is
            x = jax.sharding.reshard(x, PartitionSpec("d"))
        if p.context == "config":  # random numbers: jax_threefry_partitionable changes them
            x = x + jax.random.normal(key, x.shape, x.dtype)
        h = x.astype(p.dtype)
        for (k, layer, act), w in zip(acts, params):
            h = act(h @ w.astype(p.dtype))
            if layer.callback:
                wide = h.astype(jnp.float32)
                jax.debug.callback(
                    lambda v, m, k=k: log.append((k, float(v), float(m))),
                    wide.sum(),
                    jnp.abs(wide).sum(),
                    ordered=layer.ordered,
                )
        out = h.astype(p.wide())
        value = (out**2).mean()
        mean = out.mean(0)
        if p.context in ("vmap", "shard_map"):  # the axis in use
            axis = "batch" if p.context == "vmap" else "b"
            value = lax.pmean(value, axis)
            mean = lax.pmean(mean, axis)
        if p.state:
            state = {"n": state["n"] + 1, "mean": 0.9 * state["mean"] + 0.1 * mean}
        if p.context == "eager":  # Python-level results, returned as they are
            return value, (out, state, {"tag": f"seed {p.seed}", "layers": len(acts)})
        return value, (out, state)

    if p.whole_step:
        return jax.value_and_grad(loss, has_aux=True)
    return loss


def inputs(p: Program):
    rng = np.random.default_rng(p.seed + 1)
    width = 8
    params = [
        jnp.asarray(rng.standard_normal((width, width)) / np.sqrt(width), p.wide())
        for _ in p.layers
    ]
    x = jnp.asarray(rng.standard_normal((8, width)) * 2, jnp.float32)
    if p.sharded:
        mesh = Mesh(np.array(jax.devices()[:2]), ("b",))
        x = jax.device_put(x, NamedSharding(mesh, PartitionSpec("b")))
    state = {"n": jnp.zeros((), jnp.int32), "mean": jnp.zeros((width,), p.wide())}
    return params, x, state


# --- the comparison ---------------------------------------------------------------------


_TOL = {"float64": 1e-12, "float32": 2e-5, "float16": 2e-2, "bfloat16": 6e-2}


def _close(a, b, dtype: str, what: str, p: Program) -> None:
    a = np.asarray(a, np.float64)
    b = np.asarray(b, np.float64)
    assert a.shape == b.shape, (what, p)
    finite = np.isfinite(b)
    assert np.array_equal(np.isfinite(a) | ~finite, np.ones_like(finite)), (what, p)
    scale = max(float(np.abs(b[finite]).max(initial=0.0)), 1e-30)
    err = float(np.abs(a - b)[finite].max(initial=0.0)) / scale
    assert err <= _TOL[dtype], (what, err, p)


def _eq(a, b, p: Program, what: str) -> None:
    """Results of rewrite(f) against f's: the same tree, integers and Python
    values equal, floats within the program's tolerance."""
    got_leaves, got_tree = jax.tree.flatten(a)
    want_leaves, want_tree = jax.tree.flatten(b)
    assert got_tree == want_tree, (what, p)
    for x, y in zip(got_leaves, want_leaves):
        if not isinstance(y, (jax.Array, np.ndarray)):
            assert type(x) is type(y) and x == y, (what, x, y, p)
        elif jnp.issubdtype(y.dtype, jnp.integer):
            np.testing.assert_array_equal(x, y)
        else:
            _close(x, y, p.precision(), what, p)


def _two_meshes():
    devices = jax.devices()
    return [Mesh(np.array(devices[:n]), ("d",), axis_types=(AxisType.Explicit,)) for n in (4, 2)]


def _shard_map(p: Program, fn):
    mesh = Mesh(np.array(jax.devices()[:2]), ("b",))
    rep = PartitionSpec()
    out = (rep, (PartitionSpec("b"), rep))
    specs = (out, rep) if p.whole_step else out
    return jax.shard_map(fn, mesh=mesh, in_specs=(rep, PartitionSpec("b"), rep), out_specs=specs)


def _nnx_model(p: Program, fn, params, state):
    """The program as an NNX Module: parameters and state in Variables, the
    state updated in place, the output sown, a Variable made during the call."""
    from flax import nnx

    layers = nnx.List if p.pytree else list

    class Model(nnx.Module, pytree=p.pytree):
        def __init__(self):
            self.ws = layers([nnx.Param(w) for w in params])
            self.n = nnx.BatchStat(state["n"])
            self.mean = nnx.BatchStat(state["mean"])

        def __call__(self, x):
            ws = [w[...] for w in self.ws]
            st = {"n": self.n[...], "mean": self.mean[...]}
            if p.whole_step:
                (value, (out, st)), grads = fn(ws, x, st)
                for w, g in zip(self.ws, grads):
                    w[...] = w[...] - 0.1 * g
            else:
                value, (out, st) = fn(ws, x, st)
            self.n[...], self.mean[...] = st["n"], st["mean"]
            self.sow(nnx.Intermediate, "out", out)
            self.last = nnx.BatchStat(value)
            return value, out

    return Model()


@functools.cache
def _eqx_class():
    import equinox as eqx

    class Model(eqx.Module):
        params: list
        dtype: str  # a non-array leaf, passed in and returned

    return Model


def _eqx_model(p: Program, params):
    return _eqx_class()(params, p.dtype)


def _framework_step(jit, call, rewritten: bool, inside: bool):
    """``call`` under a framework's jit (nnx.jit, eqx.filter_jit), rewritten
    inside it or around it: the step and the Rewritten function (or None)."""
    if not rewritten:
        return jit(call), None
    if inside:
        r = jax_mish.rewrite(call)
        return jit(r), r
    r = jax_mish.rewrite(jit(call))
    return r, r


def run(p: Program, fn, rewritten: bool) -> tuple[list, object]:
    """``fn`` called as the program's context calls it: its results, call
    after call, and the Rewritten function whose sites were found."""
    params, x, state = inputs(p)
    r = jax_mish.rewrite(fn) if rewritten else None
    g = r if rewritten else fn
    staged = g if rewritten else jax.jit(fn)  # rewrite(f) is a jax.jit: compared with jax.jit(f)
    ctx = p.context
    results = []
    if ctx == "jit":
        results.append(jax.jit(g)(params, x, state))
    elif ctx == "eager":
        results.append(g(params, x, state))
    elif ctx == "vmap":
        vm = jax.vmap(staged, axis_name="batch", in_axes=(None, 0, None))
        for n in (4, 2):  # the per-example shape stays; the axis does not
            results.append(vm(params, jnp.stack([x * (k + 1) for k in range(n)]), state))
    elif ctx == "shard_map":
        if rewritten and p.inside:
            r = jax_mish.rewrite(_shard_map(p, fn))
            results.append(r(params, x, state))
        else:
            results.append(jax.jit(_shard_map(p, g))(params, x, state))
    elif ctx == "meshes":
        for mesh in _two_meshes():
            with jax.set_mesh(mesh):
                results.append(staged(params, x, state))
    elif ctx == "config":
        old = jax.config.jax_threefry_partitionable
        try:
            for flag in (not old, old):
                jax.config.update("jax_threefry_partitionable", flag)
                results.append(staged(params, x, state))
        finally:
            jax.config.update("jax_threefry_partitionable", old)
    elif ctx == "nnx.jit":
        from flax import nnx

        model = _nnx_model(p, fn, params, state)

        def call(m, v):
            return m(v)

        step, r = _framework_step(nnx.jit, call, rewritten, p.inside)
        for _ in range(2):
            results.append(step(model, x))
        results.append(jax.tree.map(np.asarray, nnx.state(model)))
    elif ctx == "eqx.filter_jit":
        import equinox as eqx

        model = _eqx_model(p, params)

        def call(m, v, st):
            return fn(m.params, v, st), m

        step, r = _framework_step(eqx.filter_jit, call, rewritten, p.inside)
        results.append(step(model, x, state))
    else:
        raise AssertionError(ctx)
    return results, r


def check(p: Program) -> None:
    logs: dict[str, list] = {"f": [], "g": []}
    f = build(p, logs["f"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want, _ = run(p, f, rewritten=False)
        jax.block_until_ready(want)
        got, g = run(p, build(p, logs["g"]), rewritten=True)
        jax.block_until_ready(got)
    jax.effects_barrier()
    _eq(got, want, p, "results")

    # Callbacks: the ordered ones in the same order, the others as multisets
    # (another program may schedule them otherwise; in a shard_map each device
    # calls its own), with the same values. Their values are float32 sums,
    # judged against the sum of the magnitudes: a sum that cancels carries the
    # rounding of every element it adds (a bfloat16 ulp each).
    def arranged(log: list) -> list:
        ordered = [e for e in log if p.layers[e[0]].ordered and p.context != "shard_map"]
        return ordered + sorted(e for e in log if e not in ordered)

    logs = {k: arranged(v) for k, v in logs.items()}
    assert [e[0] for e in logs["g"]] == [e[0] for e in logs["f"]], p
    judged = "float32" if p.precision() == "float64" else p.precision()
    for (_, a, _), (_, b, size) in zip(logs["g"], logs["f"]):
        err = abs(a - b) / max(size, 1e-30)
        assert err <= _TOL[judged], ("callback", a, b, size, p)
    sites = g.sites()
    forward = sum(s.kind == "forward" for s in sites)
    backward = sum(s.kind == "backward" for s in sites)
    if not p.mish_layers():
        assert sites == (), (sites, p)
        if p.context != "eager":  # nothing replaced: jax.jit's bits
            for a, b in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
                np.testing.assert_array_equal(np.asarray(a), np.asarray(b))
        return
    if p.whole_step:
        # A site inside scan keeps its backward in another body: left as written.
        assert forward <= p.mish_layers() and backward <= forward, (sites, p)
        reachable = sum(layer.kind == "mish" and layer.wrap == "plain" for layer in p.layers)
        assert backward >= reachable, (sites, p)
    else:
        assert forward == p.mish_layers() and backward == 0, (sites, p)
        if p.context != "jit":
            return
        params, x, state = inputs(p)

        # An outer grad runs the kernels' gradient.
        def value(fn):
            return lambda prm: fn(prm, x, state)[0]

        gf = jax.jit(jax.grad(value(f)))(params)
        gg = jax.jit(jax.grad(value(g)))(params)
        for a, b in zip(gg, gf):
            _close(a, b, p.precision(), "gradient", p)


SEEDS = list(range(3))


@pytest.mark.parametrize("seed", SEEDS)
def test_fuzz(seed):
    check(draw(seed))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, int(os.environ.get("JM_REWRITE_FUZZ", "100"))))
def test_fuzz_more(seed):
    check(draw(seed))
