"""jax_mish.patch_jax_nn / patched_jax_nn: code that calls ``jax.nn.mish`` runs
jax_mish's kernels, and the original comes back.

jax_mish must never call ``jax.nn.mish`` itself (it would call itself once
patched); the oracle here is the original function, taken before any patch.
"""

from __future__ import annotations

import copy
import inspect
import pickle
import threading

import cloudpickle
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from flax import linen, nnx
from support import child_env, child_json, tolerance
from test_api import (
    _GRAD_KINDS,
    _NARROW,
    ARRAY_LIKE_FORMS,
    ARRAY_LIKES,
    KINDS,
    _close,
    _narrow_steps,
    _outcome,
    same_outcome_as,
)

import jax_mish
from jax_mish import testing

ORIGINAL = jax.nn.mish
assert ORIGINAL.__name__ == "mish" and "jax" in ORIGINAL.__module__, ORIGINAL


@pytest.fixture(autouse=True)
def _restored(request):
    """Every test leaves jax.nn.mish as it found it, unpatched (the tests that
    run under TestPatchedParity's patch, when that ends)."""
    if "patched" in request.fixturenames:
        yield
        return
    assert jax.nn.mish is ORIGINAL
    yield
    jax_mish.unpatch_jax_nn()
    assert jax.nn.mish is ORIGINAL


def _primitives(jaxpr) -> list[str]:
    """Names of every primitive in ``jaxpr`` and the jaxprs nested in it."""
    names = []
    stack = [jaxpr]
    while stack:
        j = stack.pop()
        j = getattr(j, "jaxpr", j)  # a ClosedJaxpr's Jaxpr
        for eqn in j.eqns:
            names.append(eqn.primitive.name)
            for value in eqn.params.values():
                for v in value if isinstance(value, (tuple, list)) else (value,):
                    if hasattr(v, "eqns") or hasattr(getattr(v, "jaxpr", None), "eqns"):
                        stack.append(v)
    return names


def _kernels(jaxpr) -> set[str]:
    return {p for p in _primitives(jaxpr) if p in ("mish", "mish_grad")}


# --- no call back into jax.nn.mish -------------------------------------------------


def _tangent(v):
    try:
        dt = jnp.result_type(v)
    except (TypeError, ValueError):
        return v  # not an array: refused by both, with the same exception type
    if jnp.issubdtype(dt, jnp.inexact):
        return jnp.ones_like(v)
    return np.zeros(np.shape(v), jax.dtypes.float0)


TRANSFORMS = {
    "call": lambda f, v: f(v),
    "jit": lambda f, v: jax.jit(f)(v),
    "grad": lambda f, v: jax.grad(lambda a: jnp.sum(f(a)).real)(v),
    "vmap": lambda f, v: jax.vmap(f)(v),
    "jvp": lambda f, v: jax.jvp(f, (v,), (_tangent(v),)),
}
# What each transform's result is, per element, for the exact oracle of the
# float8/float4 kinds (jvp: (mish, mish') with a tangent of ones).
_EXACT = {
    "call": (testing.mish64,),
    "jit": (testing.mish64,),
    "grad": (testing.mish_prime64,),
    "vmap": (testing.mish64,),
    "jvp": (testing.mish64, testing.mish_prime64),
}


def _by_attribute(v):
    # Looks jax.nn.mish up at call time, as model code does.
    return jax.nn.mish(v)


def _same_outcome(kind, value, transform):
    want, want_err = _outcome(TRANSFORMS[transform], ORIGINAL, value)
    got, got_err = _outcome(TRANSFORMS[transform], _by_attribute, value)
    where = (kind, transform)
    if want_err is not None:
        assert got_err is not None, (where, got)
        assert got is want, (where, got_err, want_err)  # the exception type
        return False
    assert got_err is None, (where, got_err)
    got_leaves, want_leaves = jax.tree.leaves(got), jax.tree.leaves(want)
    assert len(got_leaves) == len(want_leaves), where
    for i, (g, w) in enumerate(zip(got_leaves, want_leaves)):
        assert g.dtype == w.dtype, (where, g.dtype, w.dtype)
        assert jax.typeof(g).weak_type == jax.typeof(w).weak_type, where
        assert g.shape == w.shape, where
        if g.dtype == jax.dtypes.float0:
            continue
        if kind.startswith(_NARROW):
            # jax.nn.mish computes in the narrow type; jax_mish in float32,
            # rounded once: within one step of the exact value. NaN where the
            # original has NaN too: jax's own ops (float8_e8m0fnu has no zero,
            # and jnp.sum's transpose pads with it).
            exact = _EXACT[transform][i](np.asarray(value).astype(np.float64))
            both_nan = np.isnan(np.asarray(g, np.float64)) & np.isnan(np.asarray(w, np.float64))
            ok = (_narrow_steps(g, exact, g.dtype) <= 1) | both_nan
            assert ok.all(), (where, g, w, exact)
        else:
            _close(g, w, g.dtype)
    return True


@pytest.fixture(scope="class")
def patched():
    # One patch for TestPatchedParity: every kind is traced with it on
    # (clear_caches drops traces of jax_mish.mish made before, which would
    # hide a call back).
    with jax_mish.patched_jax_nn():
        yield
    assert jax.nn.mish is ORIGINAL


@pytest.mark.slow  # the whole drop-in table through five transforms: once per CI run, not per leg
class TestPatchedParity:
    """Every input kind of the drop-in table (tests/test_api.py), through
    each transform, x64 on as the suite runs: jax.nn.mish patched gives what
    the original gives. With x64 off the result types differ (ints promote to
    float32): test_result_types_match_with_x64_off checks those."""

    @pytest.mark.parametrize("kind,value", KINDS, ids=[k for k, _ in KINDS])
    def test_gives_what_the_original_gives(self, patched, kind, value):
        assert jax.nn.mish is not ORIGINAL
        ran = {t for t in TRANSFORMS if _same_outcome(kind, value, t)}
        if kind.startswith(("float", "bfloat", "py_float", "np_float", "jax_float", "complex")):
            # Real work was compared, not only refusals (vmap refuses scalars).
            assert ran == set(TRANSFORMS) - ({"vmap"} if np.ndim(value) == 0 else set()), kind


class TestPatchedArrayLikes:
    """The array-likes of tests/test_api.py (objects with ``__jax_array__``,
    as pytrees and not, NNX variables), in every form there: jax.nn.mish
    patched takes and refuses them as the original does."""

    @pytest.mark.parametrize("form", ARRAY_LIKE_FORMS)
    @pytest.mark.parametrize("kind,value", ARRAY_LIKES, ids=[k for k, _ in ARRAY_LIKES])
    @pytest.mark.slow
    def test_as_the_original(self, patched, kind, value, form):
        assert jax.nn.mish is not ORIGINAL
        same_outcome_as(ORIGINAL, _by_attribute, value, form, kind, prefix="jax_mish.mish:")

    def test_nnx_param_runs_the_kernels(self, patched):
        param = nnx.Param(X)
        assert _kernels(jax.make_jaxpr(lambda: jax.nn.mish(param))()) == {"mish"}
        np.testing.assert_array_equal(jax.nn.mish(param), jax_mish.mish(X))
        np.testing.assert_array_equal(nnx.jit(jax.nn.mish)(param), jax_mish.mish(X))


def test_result_types_match_with_x64_off():
    """The result dtype, weak type and refusals of every kind with x64 off,
    patched against the original (abstract evaluation only: cheap)."""
    previous = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", False)
    try:
        with jax_mish.patched_jax_nn():
            for kind, value in KINDS:
                want, want_err = _abstract_outcome(ORIGINAL, value)
                got, got_err = _abstract_outcome(jax.nn.mish, value)
                assert (got_err is None) == (want_err is None), (kind, got_err, want_err)
                if want_err is None:
                    assert (got.dtype, got.weak_type) == (want.dtype, want.weak_type), kind
                else:
                    assert type(got_err) is type(want_err), (kind, got_err, want_err)
    finally:
        jax.config.update("jax_enable_x64", previous)


def _abstract_outcome(fn, value):
    try:
        return jax.eval_shape(fn, value), None
    except Exception as err:  # noqa: BLE001 - the refusal itself is compared
        return None, err


@pytest.mark.parametrize("kind,dy,x", _GRAD_KINDS, ids=[k for k, *_ in _GRAD_KINDS])
def test_mish_grad_is_unchanged_by_the_patch(kind, dy, x):
    # Complex takes jax's reverse mode of the defining formula; with the
    # formula taken from jax.nn.mish, that called jax_mish again.
    for fn in (jax_mish.mish_grad, jax.jit(jax_mish.mish_grad)):
        want, want_err = _outcome(fn, dy, x)
        with jax_mish.patched_jax_nn():
            got, got_err = _outcome(fn, dy, x)
        if want_err is not None:
            assert got is want and got_err == want_err, (kind, got_err, want_err)
            continue
        assert got_err is None, (kind, got_err)
        assert got.dtype == want.dtype and got.shape == want.shape, kind
        assert jax.typeof(got).weak_type == jax.typeof(want).weak_type, kind
        np.testing.assert_array_equal(np.asarray(got), np.asarray(want), err_msg=kind)


def test_the_original_is_what_jax_mish_never_calls():
    # A jax.nn.mish that fails on every call: jax_mish.mish and mish_grad and
    # their transforms still run (no call back, at trace time or run time).
    def refuse(x):
        raise AssertionError("jax_mish called jax.nn.mish")

    jax.clear_caches()
    jax.nn.mish = refuse
    try:
        for x in (jnp.float32(0.5), jnp.asarray([0.5 - 1j], jnp.complex64), 2, True):
            jax_mish.mish(x)
            jax.jit(jax_mish.mish)(x)
            jax_mish.mish_grad(jnp.ones_like(x), x)
            if jnp.issubdtype(jnp.result_type(x), jnp.inexact):
                jax.grad(lambda v: jnp.sum(jax_mish.mish(v)).real)(x)
                jax.jvp(jax_mish.mish, (x,), (jnp.ones_like(x),))
    finally:
        jax.nn.mish = ORIGINAL
        jax.clear_caches()


# --- the patch itself --------------------------------------------------------------


def _f(x):
    return jnp.sum(jax.nn.mish(x))


X = jnp.linspace(-3.0, 3.0, 8, dtype=jnp.float32)


def test_context_patches_and_restores():
    assert _kernels(jax.make_jaxpr(jax.grad(_f))(X)) == set()
    with jax_mish.patched_jax_nn():
        assert jax.nn.mish is not ORIGINAL and jax.nn.mish.__name__ == "mish"
        assert _kernels(jax.make_jaxpr(jax.grad(_f))(X)) == {"mish", "mish_grad"}
        np.testing.assert_array_equal(jax.nn.mish(X), jax_mish.mish(X))
    assert jax.nn.mish is ORIGINAL
    assert _kernels(jax.make_jaxpr(jax.grad(_f))(X)) == set()


def test_restored_after_an_exception():
    with pytest.raises(KeyError):
        with jax_mish.patched_jax_nn():
            raise KeyError
    assert jax.nn.mish is ORIGINAL


def test_impl_is_passed_through():
    for impl in ("ffi", "xla", "auto"):
        with jax_mish.patched_jax_nn(impl=impl):
            jaxpr = jax.make_jaxpr(jax.grad(_f))(X)
        params = [
            e.params["impl"] for e in jaxpr.jaxpr.eqns if e.primitive.name in ("mish", "mish_grad")
        ]
        assert params == [impl, impl], (impl, jaxpr)
    with jax_mish.patched_jax_nn(impl="xla"):
        np.testing.assert_array_equal(jax.nn.mish(X), jax_mish.mish(X, impl="xla"))
    with pytest.raises(ValueError, match=r"jax_mish\.patched_jax_nn: impl must be one of"):
        with jax_mish.patched_jax_nn(impl="cuda"):
            pass
    with pytest.raises(ValueError, match=r"jax_mish\.patch_jax_nn: impl must be one of"):
        jax_mish.patch_jax_nn(impl="fast")
    assert jax.nn.mish is ORIGINAL


def test_nested_contexts_and_a_different_impl():
    with jax_mish.patched_jax_nn(impl="xla"):
        patched = jax.nn.mish
        with jax_mish.patched_jax_nn(impl="xla"):
            assert jax.nn.mish is patched
        assert jax.nn.mish is patched  # the outer context still holds it
        # One process-wide name: an inner context cannot run another impl.
        with pytest.raises(ValueError, match=r"already runs jax_mish with impl='xla'"):
            with jax_mish.patched_jax_nn(impl="ffi"):
                pass
        with pytest.raises(ValueError, match=r"already runs jax_mish with impl='xla'"):
            with jax_mish.patched_jax_nn():  # None (the process default) is a different ask
                pass
        assert jax.nn.mish is patched
        jaxpr = jax.make_jaxpr(_f)(X)
        assert [e.params["impl"] for e in jaxpr.jaxpr.eqns if e.primitive.name == "mish"] == ["xla"]
    assert jax.nn.mish is ORIGINAL


def test_patch_and_unpatch_are_idempotent_and_compose_with_contexts():
    jax_mish.unpatch_jax_nn()  # without a hold: nothing
    assert jax.nn.mish is ORIGINAL
    jax_mish.patch_jax_nn()
    patched = jax.nn.mish
    jax_mish.patch_jax_nn()
    assert jax.nn.mish is patched
    with pytest.raises(ValueError, match="already runs jax_mish"):
        jax_mish.patch_jax_nn(impl="xla")
    with jax_mish.patched_jax_nn():
        pass
    assert jax.nn.mish is patched  # patch_jax_nn's hold outlives the context
    jax_mish.unpatch_jax_nn()
    assert jax.nn.mish is ORIGINAL  # one unpatch undoes any number of patches
    jax_mish.unpatch_jax_nn()
    assert jax.nn.mish is ORIGINAL
    # A context open when unpatch_jax_nn is called keeps the patch until it closes.
    with jax_mish.patched_jax_nn():
        jax_mish.patch_jax_nn()
        jax_mish.unpatch_jax_nn()
        assert jax.nn.mish is patched
    assert jax.nn.mish is ORIGINAL


def test_a_reference_taken_under_the_patch_follows_it():
    with jax_mish.patched_jax_nn():
        act = jax.nn.mish  # as a model stores an activation it was given
        assert _kernels(jax.make_jaxpr(act)(X)) == {"mish"}
    assert _kernels(jax.make_jaxpr(act)(X)) == set()
    np.testing.assert_array_equal(act(X), ORIGINAL(X))
    with jax_mish.patched_jax_nn():
        assert jax.nn.mish is act  # the same function again
        assert _kernels(jax.make_jaxpr(act)(X)) == {"mish"}


def test_the_jitted_api_of_jax_nn_mish_is_kept():
    # jax.nn.mish is a jitted function; its API (lower, trace, eval_shape,
    # clear_cache in jax 0.10) stays, and answers for what a call would run.
    public = {name for name in dir(ORIGINAL) if not name.startswith("_")}
    assert {"lower", "trace", "eval_shape"} <= public, public
    with jax_mish.patched_jax_nn(impl="ffi"):
        act = jax.nn.mish
        assert public <= set(dir(act)), public - set(dir(act))
        assert "jax_mish_fwd" in act.lower(X).as_text()
        assert _kernels(act.trace(X).jaxpr) == {"mish"}
        for v in (X, 1.5, nnx.Param(X), jnp.arange(3)):
            assert act.eval_shape(v) == ORIGINAL.eval_shape(v), v
        act.clear_cache()
        np.testing.assert_array_equal(jax.jit(act)(X), jax_mish.mish(X))
        assert list(inspect.signature(act).parameters) == ["x"]
    with jax_mish.patched_jax_nn(impl="xla"):
        assert "jax_mish_fwd" not in act.lower(X).as_text()
        assert [e.params["impl"] for e in act.trace(X).jaxpr.eqns] == ["xla"]
    # Once the patch is off, the original's.
    assert act.lower(X).as_text() == ORIGINAL.lower(X).as_text()
    assert _kernels(act.trace(X).jaxpr) == set()
    with pytest.raises(AttributeError):
        act.no_such_attribute  # noqa: B018


def test_export_under_the_patch_needs_the_allowance():
    # What the README's swap section says: jax.export refuses jax_mish's
    # custom calls without export_disabled_checks(); impl="xla" has none.
    spec = jax.ShapeDtypeStruct((4,), jnp.float32)
    with jax_mish.patched_jax_nn(impl="ffi"):
        for fn in (jax.nn.mish, jax.jit(_f)):
            with pytest.raises(ValueError, match="custom calls"):
                jax.export.export(fn)(spec)
            checks = jax_mish.export_disabled_checks()
            assert (
                "jax_mish_fwd" in jax.export.export(fn, disabled_checks=checks)(spec).mlir_module()
            )
    with jax_mish.patched_jax_nn(impl="xla"):
        assert "custom_call" not in jax.export.export(jax.jit(_f))(spec).mlir_module()


def test_a_reference_pickles_by_name():
    with jax_mish.patched_jax_nn():
        act = jax.nn.mish
        blobs = [pickle.dumps(act), cloudpickle.dumps(act)]
    blobs += [pickle.dumps(act), cloudpickle.dumps(act)]
    for blob in blobs:
        # A name to look up where it is loaded, not a copy of the function
        # and of the patch's state.
        assert len(blob) < 100 and b"jax_mish.interop.swap" in blob, blob
        assert pickle.loads(blob) is act
    assert copy.copy(act) is act and copy.deepcopy(act) is act


# The child: loads each pickle of ``blobs`` (by key) from the file PICKLES and
# reports, for each, which jax_mish primitives its jaxpr holds and whether it
# gives the bits jax.nn.mish gives, before, inside and after a patch of its
# own; and whether loading imported jax_mish or changed jax.nn.mish.
_CHILD = """
import json, pickle, sys
import equinox as eqx
import jax, jax.numpy as jnp, numpy as np

ORIGINAL = jax.nn.mish
x = jnp.linspace(-3.0, 3.0, 8, dtype=jnp.float32)
{primitives}

def loaded():
    with open({path!r}, "rb") as f:
        return {{k: pickle.loads(v) for k, v in pickle.load(f).items()}}

def report(objs):
    out = {{}}
    for name, obj in objs.items():
        if isinstance(obj, eqx.nn.MLP):
            fn = obj
            ref = eqx.tree_at(
                lambda m: (m.activation, m.final_activation), obj, (ORIGINAL, ORIGINAL)
            )
            assert ref.activation is ref.final_activation is ORIGINAL
        else:
            fn, ref = obj, ORIGINAL
        kernels = sorted(set(_primitives(jax.make_jaxpr(fn)(x))) & {{"mish", "mish_grad"}})
        same = bool(np.array_equal(np.asarray(fn(x)), np.asarray(ref(x))))
        out[name] = [kernels, same]
    return out

result = {{"first": report(loaded())}}
result["jax_mish imported"] = "jax_mish" in sys.modules
result["jax.nn.mish untouched"] = jax.nn.mish is ORIGINAL
if {patch}:
    import jax_mish
    earlier = loaded()
    with jax_mish.patched_jax_nn():
        result["inside"] = report(loaded())
        result["earlier, inside"] = report(earlier)
    result["after"] = report(earlier)
print(json.dumps(result))
"""


def _mlp():
    # Both activations given: the default final one is a lambda, which plain
    # pickle cannot take.
    return eqx.nn.MLP(
        8, 1, 16, 1, activation=jax.nn.mish, final_activation=jax.nn.mish, key=jax.random.key(3)
    )


def _pickles(model, act):
    return {
        "cloudpickle, Equinox MLP": cloudpickle.dumps(model),
        "cloudpickle, reference": cloudpickle.dumps(act),
        "pickle, Equinox MLP": pickle.dumps(model),
        "pickle, reference": pickle.dumps(act),
    }


def _load_in_a_fresh_process(tmp_path, blobs, patch):
    path = tmp_path / "pickles.pkl"
    path.write_bytes(pickle.dumps(blobs))
    code = _CHILD.format(primitives=inspect.getsource(_primitives), path=str(path), patch=patch)
    return child_json(code, child_env())


ORIGINAL_RUN = [[], True]  # no jax_mish primitive, the original's bits


def _kernels_of(report):
    return {name: kernels for name, (kernels, _same) in report.items()}


@pytest.mark.slow
def test_pickled_under_the_patch_loads_as_the_original_where_nothing_patches(tmp_path):
    # A checkpoint, or a joblib or Ray task, made inside the README's loop.
    with jax_mish.patched_jax_nn():
        blobs = _pickles(_mlp(), jax.nn.mish)
    got = _load_in_a_fresh_process(tmp_path, blobs, patch=False)
    assert got["first"] == dict.fromkeys(blobs, ORIGINAL_RUN), got
    # Loading imports jax_mish (the name the pickle holds), which leaves
    # jax.nn.mish as it is.
    assert got["jax_mish imported"] and got["jax.nn.mish untouched"], got


@pytest.mark.slow
def test_pickled_after_the_patch_runs_jax_mish_inside_a_later_patch(tmp_path):
    # Built under the patch, pickled once it is off: loaded, it follows the
    # patch of the process that runs it, loaded before the patch or inside it.
    with jax_mish.patched_jax_nn():
        model, act = _mlp(), jax.nn.mish
    blobs = _pickles(model, act)
    got = _load_in_a_fresh_process(tmp_path, blobs, patch=True)
    assert got["first"] == dict.fromkeys(blobs, ORIGINAL_RUN), got
    assert _kernels_of(got["inside"]) == dict.fromkeys(blobs, ["mish"]), got
    assert _kernels_of(got["earlier, inside"]) == dict.fromkeys(blobs, ["mish"]), got
    assert got["after"] == dict.fromkeys(blobs, ORIGINAL_RUN), got


def test_what_the_patch_cannot_reach():
    from jax.nn import mish  # a name bound before the patch

    with jax_mish.patched_jax_nn():
        assert mish is ORIGINAL
        assert _kernels(jax.make_jaxpr(mish)(X)) == set()


def test_another_patch_on_top_is_left_in_place():
    def theirs(x):
        return 2 * x

    with jax_mish.patched_jax_nn():
        ours = jax.nn.mish
        jax.nn.mish = theirs
    assert jax.nn.mish is theirs  # not ours to take away
    jax.nn.mish = ours  # they restore what they found: ours, now the original
    np.testing.assert_array_equal(jax.nn.mish(X), ORIGINAL(X))
    with jax_mish.patched_jax_nn():
        assert jax.nn.mish is ours
    assert jax.nn.mish is ORIGINAL  # and what ours replaced comes back


def test_clear_caches_false_keeps_traced_functions():
    step = jax.jit(_f)
    step(X)
    with jax_mish.patched_jax_nn(clear_caches=False):
        # Traced before: still jax.nn.mish's own computation.
        assert _kernels(jax.make_jaxpr(step)(X)) == set()
    with jax_mish.patched_jax_nn():
        assert _kernels(jax.make_jaxpr(step)(X)) == {"mish"}
    assert _kernels(jax.make_jaxpr(step)(X)) == set()


def test_threads_enter_and_leave_at_once():
    n_threads, rounds = 8, 25
    barrier = threading.Barrier(n_threads)
    errors = []

    def worker(i):
        try:
            barrier.wait()
            for r in range(rounds):
                with jax_mish.patched_jax_nn(impl="xla"):
                    assert jax.nn.mish is not ORIGINAL
                    if (i + r) % 5 == 0:
                        assert _kernels(jax.make_jaxpr(_f)(X)) == {"mish"}
                    if (i + r) % 3 == 0:
                        with jax_mish.patched_jax_nn(impl="xla"):
                            assert jax.nn.mish is not ORIGINAL
        except Exception as err:  # reported in the main thread
            errors.append(err)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(n_threads)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    assert jax.nn.mish is ORIGINAL
    assert _kernels(jax.make_jaxpr(_f)(X)) == set()


def test_public_names():
    import inspect

    for name in ("patch_jax_nn", "unpatch_jax_nn", "patched_jax_nn"):
        fn = getattr(jax_mish, name)
        assert name in jax_mish.__all__
        assert fn.__doc__ and "jax.nn.mish" in fn.__doc__
        assert inspect.signature(fn).return_annotation is not inspect.Signature.empty


# --- unmodified model code, trained under the patch --------------------------------
# Each model calls jax.nn.mish as model code does; each train step is jitted at
# module level, so the runs without the patch, with it and after it share the
# jit caches, as in a program that turns the patch on after it has trained.

N_STEPS = 4
TX = optax.adam(1e-2)
DATA_X = jax.random.normal(jax.random.key(0), (64, 8), jnp.float32)
DATA_Y = jnp.sin(DATA_X.sum(axis=1, keepdims=True))


class LinenMLP(linen.Module):
    @linen.compact
    def __call__(self, x):
        x = linen.Dense(32)(x)
        x = jax.nn.mish(x)
        return linen.Dense(1)(x)


@jax.jit
def linen_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((LinenMLP().apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = TX.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def train_linen():
    params = LinenMLP().init(jax.random.key(1), DATA_X)
    opt_state = TX.init(params)
    losses = []
    for _ in range(N_STEPS):
        params, opt_state, loss = linen_step(params, opt_state, DATA_X, DATA_Y)
        losses.append(float(loss))
    params = LinenMLP().init(jax.random.key(1), DATA_X)
    jaxpr = jax.make_jaxpr(linen_step)(params, TX.init(params), DATA_X, DATA_Y)
    return losses, jaxpr


class NNXMLP(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(jax.nn.mish(self.l1(x)))


@nnx.jit
def nnx_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def train_nnx():
    model = NNXMLP(nnx.Rngs(1))
    optimizer = nnx.Optimizer(model, TX, wrt=nnx.Param)
    graphdef, state = nnx.split((model, optimizer))
    losses = [float(nnx_step(model, optimizer, DATA_X, DATA_Y)) for _ in range(N_STEPS)]

    def step_from_state(state):  # fresh objects: tracing must not touch the trained ones
        return nnx_step(*nnx.merge(graphdef, state), DATA_X, DATA_Y)

    return losses, jax.make_jaxpr(step_from_state)(state)


class EqxMLP(eqx.Module):
    l1: eqx.nn.Linear
    l2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(8, 32, key=k1, dtype=jnp.float32)
        self.l2 = eqx.nn.Linear(32, 1, key=k2, dtype=jnp.float32)

    def __call__(self, x):
        return self.l2(jax.nn.mish(self.l1(x)))


@eqx.filter_jit
def eqx_step(model, opt_state, x, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = TX.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def _train_eqx(make_model):
    model = make_model()
    opt_state = TX.init(eqx.filter(model, eqx.is_array))
    first = (model, opt_state)
    losses = []
    for _ in range(N_STEPS):
        model, opt_state, loss = eqx_step(model, opt_state, DATA_X, DATA_Y)
        losses.append(float(loss))
    return losses, eqx.filter_make_jaxpr(eqx_step)(*first, DATA_X, DATA_Y)[0]


def train_eqx():
    return _train_eqx(lambda: EqxMLP(jax.random.key(1)))


MODELS = {"flax_linen": train_linen, "flax_nnx": train_nnx, "equinox": train_eqx}


def _check_losses(got, want):
    # Same data, same initial weights: only the activation's rounding differs
    # (the kernels within jax_mish.testing.BOUNDS, jax.nn.mish within XLA's).
    tol = tolerance("patched_model", "any", "float32")
    np.testing.assert_allclose(got, want, rtol=tol.rtol, atol=tol.atol)
    assert want[-1] < want[0], want  # it trained


@pytest.mark.parametrize("train", MODELS.values(), ids=MODELS.keys())
@pytest.mark.slow
def test_models_train_under_the_patch(train):
    before, jaxpr = train()
    assert _kernels(jaxpr) == set()
    with jax_mish.patched_jax_nn():
        under, jaxpr = train()
        assert _kernels(jaxpr) == {"mish", "mish_grad"}, _primitives(jaxpr)
    _check_losses(under, before)
    after, jaxpr = train()
    assert _kernels(jaxpr) == set()
    assert after == before  # the original computation again, bit for bit


@pytest.mark.slow
def test_equinox_mlp_given_the_activation_under_the_patch():
    # eqx.nn.MLP(activation=jax.nn.mish) stores the function it is given.
    def make():
        return eqx.nn.MLP(
            8, 1, 32, 1, activation=jax.nn.mish, dtype=jnp.float32, key=jax.random.key(1)
        )

    before, jaxpr = _train_eqx(make)
    assert _kernels(jaxpr) == set()
    with jax_mish.patched_jax_nn():
        model = make()  # built under the patch: holds the patched function
        under, jaxpr = _train_eqx(lambda: model)
        assert _kernels(jaxpr) == {"mish", "mish_grad"}
    _check_losses(under, before)
    # The same model object, after the patch: jax.nn.mish's computation again.
    after, jaxpr = _train_eqx(lambda: model)
    assert _kernels(jaxpr) == set()
    assert after == before


def _keras():
    import os

    os.environ.setdefault("KERAS_BACKEND", "jax")
    keras = pytest.importorskip("keras")
    if keras.backend.backend() != "jax":
        pytest.skip(f"keras was imported with the {keras.backend.backend()} backend")
    return keras


@pytest.mark.slow
def test_keras_mish_is_not_reached_and_jax_mish_is_a_keras_activation():
    # What the documentation says of Keras: its "mish" composes tanh(softplus)
    # from Keras ops, so the patch cannot reach it; jax_mish.mish passed as the
    # activation runs the kernels, patch or not.
    keras = _keras()
    x = jnp.linspace(-3.0, 3.0, 12, dtype=jnp.float32).reshape(4, 3)
    for activation, want in (("mish", set()), (jax_mish.mish, {"mish", "mish_grad"})):
        layer = keras.layers.Dense(2, activation=activation)
        layer.build((None, 3))
        weights = [v.value for v in layer.trainable_variables]

        def loss(w, x, layer=layer):
            return jnp.sum(layer.stateless_call(w, [], x)[0])

        with jax_mish.patched_jax_nn():
            assert _kernels(jax.make_jaxpr(jax.grad(loss))(weights, x)) == want, activation
            np.testing.assert_allclose(keras.activations.mish(x), ORIGINAL(x), rtol=1e-6, atol=1e-7)
        assert _kernels(jax.make_jaxpr(jax.grad(loss))(weights, x)) == want, activation
