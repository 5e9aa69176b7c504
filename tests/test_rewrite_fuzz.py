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

The default run draws three programs (a fixed budget for the README's test
command); ``pytest -m slow`` draws 97 more (CI's budget: about three minutes
on two cores); ``JM_REWRITE_FUZZ=N pytest -m slow tests/test_rewrite_fuzz.py``
draws programs 3 to N-1 instead. A failing seed prints its program; a case it
finds becomes a test of its own in test_rewrite_contract.py.
"""

from __future__ import annotations

import dataclasses
import os
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec

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
    if sharded:  # jax orders callbacks on one device only
        for layer in layers:
            layer.ordered = False
    return Program(
        seed,
        str(rng.choice(DTYPES)),
        layers,
        whole_step=bool(rng.random() < 0.5),
        sharded=sharded,
        state=bool(rng.random() < 0.4),
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

    def loss(params, x, state):
        h = x.astype(p.dtype)
        for (k, layer, act), w in zip(acts, params):
            h = act(h @ w.astype(p.dtype))
            if layer.callback:
                jax.debug.callback(
                    lambda v, k=k: log.append((k, float(v))),
                    h.astype(jnp.float32).sum(),
                    ordered=layer.ordered,
                )
        out = h.astype(p.wide())
        if p.state:
            state = {"n": state["n"] + 1, "mean": 0.9 * state["mean"] + 0.1 * out.mean(0)}
        return (out**2).mean(), (out, state)

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


def check(p: Program) -> None:
    logs: dict[str, list] = {"f": [], "g": []}
    f = build(p, logs["f"])
    g = jax_mish.rewrite(build(p, logs["g"]))
    params, x, state = inputs(p)
    run_f, run_g = jax.jit(f), jax.jit(g)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want = jax.block_until_ready(run_f(params, x, state))
        got = jax.block_until_ready(run_g(params, x, state))
    jax.effects_barrier()
    want_leaves, want_tree = jax.tree.flatten(want)
    got_leaves, got_tree = jax.tree.flatten(got)
    assert got_tree == want_tree, p
    for a, b in zip(got_leaves, want_leaves):
        if jnp.issubdtype(b.dtype, jnp.integer):
            np.testing.assert_array_equal(a, b)
        else:
            _close(a, b, p.precision(), "result", p)
    # Callbacks: the same ones in the same order, with the same values.
    assert [k for k, _ in logs["g"]] == [k for k, _ in logs["f"]], p
    for (_, a), (_, b) in zip(logs["g"], logs["f"]):
        _close([a], [b], p.precision(), "callback", p)
    sites = g.sites()
    forward = sum(s.kind == "forward" for s in sites)
    backward = sum(s.kind == "backward" for s in sites)
    if not p.mish_layers():
        assert sites == (), (sites, p)
        for a, b in zip(got_leaves, want_leaves):  # nothing replaced: bit for bit
            np.testing.assert_array_equal(np.asarray(a), np.asarray(b))
        return
    if p.whole_step:
        # A site inside scan keeps its backward in another body: left as written.
        assert forward <= p.mish_layers() and backward <= forward, (sites, p)
        reachable = sum(layer.kind == "mish" and layer.wrap == "plain" for layer in p.layers)
        assert backward >= reachable, (sites, p)
    else:
        assert forward == p.mish_layers() and backward == 0, (sites, p)

        # An outer grad runs the kernels' gradient.
        def value(f):
            return lambda prm: f(prm, x, state)[0]

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
