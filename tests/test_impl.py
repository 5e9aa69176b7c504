"""Two implementations behind the same primitives: ``impl="ffi"`` (the FFI
kernels) and ``impl="xla"`` (the reference formulas as plain HLO).

How the implementation is chosen (argument, process default, environment,
per platform), what each compiles to (a custom call; one fusion with its
neighbours), and that export, sharding and ONNX work for both. The
transformations themselves run for both in test_transforms.py, the accuracy of
the xla path is in test_accuracy.py.
"""

from __future__ import annotations

import re
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P
from support import (
    child_env,
    child_json,
    collectives,
    kernel_shapes,
    local_shape,
    make_mesh,
    remove_row,
)

import jax_mish
from jax_mish import mish, mish_grad
from jax_mish._core import impl as _impl
from jax_mish._core import platforms as _platforms

IMPLS = ("ffi", "xla")
RTOL, ATOL = 1e-11, 1e-13
_CUSTOM_CALL = re.compile(r"custom[-_]call")


@pytest.fixture(autouse=True)
def _no_process_choice(monkeypatch):
    """Each test starts from the library's own default (conftest.py pins ffi)."""
    monkeypatch.delenv(_impl.ENV_VAR, raising=False)
    previous = jax_mish.set_default_impl(None)
    yield
    monkeypatch.undo()  # the environment back before it is read again
    jax_mish.set_default_impl(None)
    jax_mish.set_default_impl(previous)


@pytest.fixture
def x():
    return jnp.asarray(np.linspace(-9.0, 9.0, 16 * 24).reshape(16, 24) + 0.0123)


def nn_grad(dy, x):
    return jax.vjp(jax.nn.mish, x)[1](dy)[0]


def compiled(f, *args) -> str:
    return jax.jit(f).lower(*args).compile().as_text()


def entry_ops(hlo: str) -> list[str]:
    """The op names of the entry computation of compiled HLO text."""
    return re.findall(r"= \S+ ([\w-]+)\(", hlo[hlo.index("ENTRY") :])


def primitive_params(jaxpr, name: str) -> list[dict]:
    return [dict(e.params) for e in jaxpr.jaxpr.eqns if e.primitive.name == name]


# --- choosing the implementation ---------------------------------------------


@pytest.mark.parametrize("bad", ["FFI", "cuda", "", 3, ("xla",)])
def test_invalid_impl_is_a_value_error(bad, x):
    with pytest.raises(
        ValueError, match=r"jax_mish.mish: impl must be one of 'auto', 'ffi', 'xla'"
    ):
        mish(x, impl=bad)
    with pytest.raises(ValueError, match=r"jax_mish.mish_grad: impl must be one of"):
        mish_grad(x, x, impl=bad)
    with pytest.raises(ValueError, match=r"jax_mish.set_default_impl: impl must be one of"):
        jax_mish.set_default_impl(bad)
    assert jax_mish.get_default_impl("cpu") == "ffi"  # nothing was set


def test_invalid_environment_variable_is_a_value_error(monkeypatch, x):
    monkeypatch.setenv("JAX_MISH_IMPL", "fast")
    jax_mish.set_default_impl(None)  # read it again (it is read at import)
    with pytest.raises(
        ValueError,
        match=r"\$JAX_MISH_IMPL must be one of 'auto', 'ffi', 'xla' \(or unset\), got 'fast'",
    ):
        mish(x)
    with pytest.raises(ValueError, match=r"\$JAX_MISH_IMPL"):
        jax_mish.get_default_impl()
    # The diagnostics report it instead of failing.
    info = jax_mish.build_info(self_check=False)
    assert info["default_impl"].startswith("invalid: jax_mish: $JAX_MISH_IMPL"), info
    # An explicit argument does not read the variable.
    np.testing.assert_allclose(mish(x, impl="xla"), jax.nn.mish(x), rtol=RTOL, atol=ATOL)


def _builtin(name: str) -> _platforms.Platform:
    (row,) = [r for r in _platforms.BUILTIN if r.name == name]
    return row


def test_default_is_chosen_per_platform():
    assert jax_mish.get_default_impl("cpu") == ("ffi" if _builtin("cpu").validated else "xla")
    # Kernels that have not passed on their platform are not the default:
    # CUDA runs the plain-HLO formula until scripts/gpu_check.sh has passed.
    assert jax_mish.get_default_impl("cuda") == "xla"
    for platform in ("tpu", "rocm", "some_plugin"):
        assert jax_mish.get_default_impl(platform) == "xla"
    assert jax_mish.get_default_impl() in IMPLS
    assert jax_mish.build_info(self_check=False)["default_impl"] == jax_mish.get_default_impl()


def test_validated_platforms_and_their_evidence():
    """One record says where the kernels have passed; "auto" follows it, and
    every committed file its evidence names exists."""
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[1]
    validated = {r.kind: r.evidence for r in _platforms.BUILTIN if r.validated}
    assert set(validated) == {"cpu"}  # CUDA (and Ascend, added at run time): not yet
    for kind, evidence in validated.items():
        paths = re.findall(r"[\w./-]+\.(?:md|sh|py)\b|[\w-]+/[\w/-]+/", evidence)
        assert paths, (kind, evidence)
        for path in paths:
            assert (root / path).exists(), (kind, path)
        # A section named in a document ("README.md, 'Tested configurations'") is a heading there.
        for doc, heading in re.findall(r"([\w./-]+\.md), '([^']+)'", evidence):
            assert re.search(rf"^#+ {re.escape(heading)}$", (root / doc).read_text(), re.M), (
                doc,
                heading,
            )
    choices = _impl.auto_choices()
    assert choices["cpu"][0] == "ffi"
    assert "validated by" in choices["cpu"][1]
    assert choices["cuda"][0] == "xla"
    assert ("gpu_check.sh" in choices["cuda"][1]) == (_platforms.module("cuda") is not None)
    assert choices["tpu"] == ("xla", "no FFI kernels for this platform")


def test_unvalidated_kernels_run_on_request(monkeypatch):
    """A platform with kernels that are not validated (here a registered
    Ascend-like platform): "auto" lowers to plain HLO, "ffi" to the kernels."""
    row = _platforms.Platform(
        name="mynpu",
        ffi_name="MYNPU",
        module="_jax_mish_cpu",
        family="kernels",
        kind="mynpu",
        validated=False,
        evidence="never run on one",
    )
    previous = _platforms.add(row)  # the table alone: nothing is lowered here
    try:
        assert {"cpu", "mynpu"} <= {r.name for r in _platforms.loaded()}
        assert _impl.resolve("auto", "mynpu") == "xla"
        assert _impl.resolve("ffi", "mynpu") == "ffi"
        impl, why = _impl.auto_choice("mynpu")
        assert impl == "xla" and "never run on one" in why and "impl='ffi'" in why
        assert "mynpu" in _impl.auto_choices()
    finally:
        remove_row("mynpu", previous)
    assert _platforms.get("mynpu") is None


def test_eager_calls_follow_the_process_default(monkeypatch, x):
    """Eager calls are cached per implementation: a later change of the
    process default (or of the environment, read again) applies to the next call."""
    calls = []
    real = _impl.resolve

    def spy(impl, platform, dtype=None, role=None):
        calls.append(impl)
        return real(impl, platform, dtype, role)

    monkeypatch.setattr(_impl, "resolve", spy)
    cases = (("set", "xla"), ("env", "ffi"), ("set", "ffi"), ("env", "xla"))
    for i, (how, impl) in enumerate(cases):
        # Nothing compiled before: the first eager call compiles, and lowering
        # resolves the implementation that call was given.
        jax.clear_caches()
        y = jnp.asarray(np.linspace(-3.0, 3.0, 101 + i) + 0.5)
        jax_mish.set_default_impl(None)
        monkeypatch.delenv(_impl.ENV_VAR, raising=False)
        if how == "set":
            jax_mish.set_default_impl(impl)
        else:
            monkeypatch.setenv(_impl.ENV_VAR, impl)
            jax_mish.set_default_impl(None)  # read it again (it is read at import)
        calls.clear()
        np.testing.assert_allclose(mish(y), jax.nn.mish(y), rtol=RTOL, atol=ATOL)
        np.testing.assert_allclose(mish_grad(y, y), nn_grad(y, y), rtol=RTOL, atol=ATOL)
        assert set(calls) == {impl}, calls
    # impl= in an eager call, on either side of the process default.
    for impl in IMPLS:
        np.testing.assert_allclose(mish(y, impl=impl), jax.nn.mish(y), rtol=RTOL, atol=ATOL)
        np.testing.assert_allclose(mish_grad(y, y, impl=impl), nn_grad(y, y), rtol=RTOL, atol=ATOL)
    with pytest.raises(ValueError, match="impl must be one of"):
        mish(y, impl="fast")


def test_auto_on_cpu_follows_the_table(x):
    hlo = compiled(mish, x)
    assert ("jax_mish_fwd" in hlo) == _builtin("cpu").validated, hlo


@pytest.mark.parametrize("how", ["set_default_impl", "environment"])
@pytest.mark.parametrize("impl", IMPLS)
def test_process_default(how, impl, monkeypatch, x):
    if how == "environment":
        monkeypatch.setenv("JAX_MISH_IMPL", f" {impl.upper()} ")  # case and blanks ignored
        jax_mish.set_default_impl(None)  # read it again (it is read at import)
    else:
        assert jax_mish.set_default_impl(impl) is None  # the previous setting
    assert jax_mish.get_default_impl("cpu") == impl
    jaxpr = jax.make_jaxpr(jax.grad(lambda v: mish(v).sum()))(x)
    assert [p["impl"] for p in primitive_params(jaxpr, "mish_grad")] == [impl]
    hlo = compiled(lambda v: mish(v) + mish_grad(v, v), x)
    assert bool(_CUSTOM_CALL.search(hlo)) == (impl == "ffi"), hlo
    # The per-call argument wins over the process default.
    other = "xla" if impl == "ffi" else "ffi"
    hlo = compiled(partial(mish, impl=other), x)
    assert bool(_CUSTOM_CALL.search(hlo)) == (other == "ffi"), hlo


def test_environment_is_read_at_import_and_by_set_default_impl_none():
    code = """if True:
        import json, os, jax, jax.numpy as jnp, jax_mish
        def impls():
            text = str(jax.make_jaxpr(lambda v: jax_mish.mish(v))(jnp.ones(3)))
            return text.split("impl=")[1].split("]")[0]
        first = impls()
        os.environ["JAX_MISH_IMPL"] = "ffi"  # after import: not seen yet
        second = impls()
        jax_mish.set_default_impl(None)  # read again
        print(json.dumps([first, second, impls()]))
    """
    got = child_json(code, child_env(JAX_MISH_IMPL=" XLA "))
    assert got == ["xla", "xla", "ffi"]


def test_set_default_impl_wins_over_environment_and_none_restores_it(monkeypatch, x):
    monkeypatch.setenv("JAX_MISH_IMPL", "xla")
    jax_mish.set_default_impl(None)  # read it again (it is read at import)
    assert jax_mish.set_default_impl("ffi") is None
    assert jax_mish.get_default_impl("cpu") == "ffi"
    assert jax_mish.set_default_impl("auto") == "ffi"
    assert jax_mish.get_default_impl("cpu") == "ffi"
    assert jax_mish.get_default_impl("tpu") == "xla"
    assert jax_mish.set_default_impl(None) == "auto"
    assert jax_mish.get_default_impl("cpu") == "xla"  # the environment again


def test_a_traced_function_keeps_its_implementation(x):
    f = jax.jit(lambda v: mish(v))
    jax_mish.set_default_impl("xla")
    text = f.lower(x).as_text()
    jax_mish.set_default_impl("ffi")
    assert f.lower(x).as_text() == text  # traced once, with the default of then
    assert "custom_call" not in text
    assert "jax_mish_fwd" in jax.jit(lambda v: mish(v)).lower(x).as_text()


def test_ffi_on_a_platform_without_kernels_is_an_error_when_lowering(x):
    f = jax.jit(partial(mish, impl="ffi"))
    with pytest.raises(ValueError, match=r"impl='ffi' .* platform 'tpu' has none"):
        jax.export.export(f, platforms=["tpu"])(x)
    # "auto" and "xla" lower to the reference there.
    for impl in ("auto", "xla"):
        exp = jax.export.export(jax.jit(partial(mish, impl=impl)), platforms=["tpu"])(x)
        assert "custom_call" not in exp.mlir_module()


@pytest.mark.parametrize("impl", IMPLS)
def test_every_derivative_keeps_the_implementation(impl, x):
    """jax.grad of mish with one impl runs mish_grad with the same impl, and
    so do forward mode, vmap and the second derivative."""
    m = partial(mish, impl=impl)
    for f in (
        jax.grad(lambda v: jnp.sum(m(v) ** 2)),
        lambda v: jax.jvp(m, (v,), (v,))[1],
        jax.vmap(jax.grad(lambda s: m(s).sum())),
        jax.grad(lambda v: jax.grad(lambda u: m(u).sum())(v).sum()),
    ):
        text = str(jax.make_jaxpr(f)(x))
        found = re.findall(r"\bmish(?:_grad)?\[([^\]]*)\]", text)
        assert found and all(f"impl={impl}" in p for p in found), text
        assert "mish_grad[" in text, text


# --- what each compiles to ---------------------------------------------------


def test_xla_fuses_with_its_neighbours(x):
    """Bias add, Mish and a scale are one loop; forward and backward share one exp."""
    b = jnp.linspace(-1.0, 1.0, x.shape[1])
    hlo = compiled(lambda v, c: 0.5 * mish(v + c, impl="xla"), x, b)
    assert not _CUSTOM_CALL.search(hlo), hlo
    assert entry_ops(hlo) == ["parameter", "parameter", "fusion"], hlo
    assert hlo.count(" exponential(") == 1, hlo  # one exp per element
    fused = [c for c in hlo.split("\n\n") if " exponential(" in c]
    assert len(fused) == 1 and " add(" in fused[0] and "broadcast(" in fused[0]
    grad = compiled(jax.grad(lambda v, c: jnp.sum(mish(v + c, impl="xla") ** 2), (0, 1)), x, b)
    assert not _CUSTOM_CALL.search(grad), grad
    assert grad.count(" exponential(") == 1, grad


def test_ffi_is_a_custom_call_apart_from_its_neighbours(x):
    b = jnp.linspace(-1.0, 1.0, x.shape[1])
    hlo = compiled(lambda v, c: 0.5 * mish(v + c, impl="ffi"), x, b)
    ops = entry_ops(hlo)
    assert ops.count("custom-call") == 1 and ops.count("fusion") == 2, hlo
    assert " exponential(" not in hlo
    grad = compiled(jax.grad(lambda v, c: jnp.sum(mish(v + c, impl="ffi") ** 2), (0, 1)), x, b)
    assert grad.count('custom_call_target="jax_mish_fwd"') == 1
    assert grad.count('custom_call_target="jax_mish_grad"') == 1
    assert " exponential(" not in grad


# --- export ------------------------------------------------------------------


@pytest.mark.parametrize("impl", IMPLS)
def test_export_round_trip(impl, x):
    f = jax.jit(jax.grad(lambda v: jnp.sum(jnp.sin(v) * mish(v, impl=impl))))
    checks = (
        [jax.export.DisabledSafetyCheck.custom_call(t) for t in ("jax_mish_fwd", "jax_mish_grad")]
        if impl == "ffi"
        else []
    )
    exp = jax.export.deserialize(jax.export.export(f, disabled_checks=checks)(x).serialize())
    assert ("jax_mish_grad" in exp.mlir_module()) == (impl == "ffi")
    np.testing.assert_allclose(
        exp.call(x),
        jax.grad(lambda v: jnp.sum(jnp.sin(v) * jax.nn.mish(v)))(x),
        rtol=RTOL,
        atol=ATOL,
    )
    if impl == "ffi":  # the kernels' custom calls are not stable across versions
        with pytest.raises(ValueError, match="custom calls whose targets have no compatibility"):
            jax.export.export(f)(x)


def test_xla_exports_for_every_platform_and_under_sharding(x):
    """Plain HLO needs no disabled check, lowers for any platform and, with no
    partitioning callback, serializes even when sharded."""
    f = jax.jit(jax.grad(lambda v: jnp.sum(mish(v, impl="xla") ** 2)))
    exp = jax.export.export(f, platforms=["cpu", "cuda", "rocm", "tpu"])(x)
    assert "custom_call" not in exp.mlir_module()
    mesh = make_mesh(AxisType.Auto)
    s = NamedSharding(mesh, P("a", "b"))
    xs = jax.device_put(x, s)
    sf = jax.jit(f, in_shardings=s, out_shardings=s)
    exp = jax.export.deserialize(jax.export.export(sf)(xs).serialize())
    out = exp.call(xs)
    assert out.sharding.spec == P("a", "b")
    np.testing.assert_allclose(
        out, jax.grad(lambda v: jnp.sum(jax.nn.mish(v) ** 2))(x), rtol=RTOL, atol=ATOL
    )


# --- sharding ----------------------------------------------------------------


@pytest.mark.parametrize("axis_type", [AxisType.Auto, AxisType.Explicit], ids=str)
@pytest.mark.parametrize("impl", IMPLS)
def test_sharded_without_collectives(impl, axis_type, x):
    mesh = make_mesh(axis_type)
    spec = P("a", "b")
    s = NamedSharding(mesh, spec)
    dy = jnp.cos(x)
    cases = [
        (partial(mish, impl=impl), (x,), jax.nn.mish(x), "jax_mish_fwd"),
        (partial(mish_grad, impl=impl), (dy, x), nn_grad(dy, x), "jax_mish_grad"),
        (
            jax.grad(lambda v: mish(v, impl=impl).sum()),
            (x,),
            nn_grad(jnp.ones_like(x), x),
            "jax_mish_grad",
        ),
    ]
    with jax.set_mesh(mesh):
        for fn, args, want, target in cases:
            args = [jax.device_put(a, s) for a in args]
            hlo = compiled(fn, *args)
            assert collectives(hlo) == [], hlo
            if impl == "ffi":
                assert kernel_shapes(hlo, target) == [local_shape(x.shape, mesh, spec)], hlo
            else:
                assert not _CUSTOM_CALL.search(hlo), hlo
                # XLA partitioned the plain ops: they work on local blocks.
                assert "f64[8,6]" in hlo and "f64[16,24]" not in hlo, hlo
            out = jax.jit(fn)(*args)
            assert out.sharding.spec == spec
            np.testing.assert_allclose(out, want, rtol=RTOL, atol=ATOL)


@pytest.mark.parametrize("impl", IMPLS)
def test_shard_map(impl, x):
    mesh = make_mesh(AxisType.Auto)
    spec = P("a", "b")
    f = jax.jit(
        jax.shard_map(
            jax.grad(lambda v: mish(v, impl=impl).sum()), mesh=mesh, in_specs=spec, out_specs=spec
        )
    )
    xs = jax.device_put(x, NamedSharding(mesh, spec))
    assert collectives(compiled(f, xs)) == []
    np.testing.assert_allclose(f(xs), nn_grad(jnp.ones_like(x), x), rtol=RTOL, atol=ATOL)


# --- ONNX --------------------------------------------------------------------


@pytest.mark.parametrize("impl", IMPLS)
@pytest.mark.slow
def test_onnx(impl):
    """Both implementations bind the same primitives, so both map to ONNX's
    Mish and the mish_grad ops."""
    for name in ("jax2onnx", "onnx", "onnxruntime"):
        pytest.importorskip(name, reason=f"{name} is needed for the ONNX export")
    import onnx
    import onnxruntime as ort
    from jax2onnx import to_onnx

    import jax_mish.onnx  # noqa: F401

    def f(v):
        return jax.grad(lambda u: jnp.sum(jnp.sin(u) * mish(u, impl=impl)))(v)

    v = np.linspace(-20.0, 20.0, 401).astype(np.float32)
    proto = to_onnx(f, [jax.ShapeDtypeStruct(v.shape, v.dtype)], opset=18)
    onnx.checker.check_model(proto)
    ops = [n.op_type for n in proto.graph.node]
    assert ops.count("Mish") == 1 and "Exp" in ops, ops
    sess = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"])
    got = sess.run(None, {sess.get_inputs()[0].name: v})[0]
    np.testing.assert_allclose(got, np.asarray(jax.jit(f)(v)), rtol=1e-5, atol=1e-5)
