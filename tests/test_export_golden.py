"""Exported artefacts keep loading: golden artefacts replay, every released
custom-call target stays registered, every registered target has goldens.

The golden sets live in tests/support/export_golden/ (layout in golden.py, writer in
write.py); the table of released targets and the rule that governs it in
jax_mish/_targets.py.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import warnings
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import export
from support import remove_row
from support.export_golden import golden

import jax_mish
from jax_mish._core import install as _lowering
from jax_mish._core import platforms as _platforms
from jax_mish._core import targets as _targets
from jax_mish.ascend import _route as _ascend_route

_FOLDER = Path(__file__).resolve().parent / "support" / "export_golden"
# jax's platform name of the golden sets <-> the FFI platform of the handlers.
_FFI_PLATFORM = {r.name: r.ffi_name for r in _platforms.BUILTIN}


def _golden_sets() -> list[tuple[str, dict]]:
    sets = []
    for info in pkgutil.iter_modules([str(_FOLDER)]):
        if info.name.startswith("data_"):
            module = importlib.import_module(f"support.export_golden.{info.name}")
            sets += [
                (f"{info.name}.{k}", v) for k, v in vars(module).items() if k.startswith("golden_")
            ]
    return sets


SETS = _golden_sets()
ENTRIES = [(name, s, e) for name, s in SETS for e in s["entries"]]


def _version(v: str) -> tuple[int, ...]:
    return tuple(int(p) for p in re.findall(r"\d+", v))


JAX = _version(jax.__version__)


class PastJaxWindow(Exception):
    """The installed jax refuses the artefact as older than its own window."""


def _deserialize(blob: bytearray) -> export.Exported:
    """``export.deserialize``. An artefact past JAX's own 6-month window (see
    the README's Export section) is read with JAX's switch for expired versions
    on; PastJaxWindow where jax refuses it even so."""
    try:
        return export.deserialize(blob)
    except ValueError as err:
        if "compatibility window" not in str(err):
            raise
    flag = "jax_export_deserialize_expired_versions"
    before = getattr(jax.config, flag)
    jax.config.update(flag, True)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return export.deserialize(blob)
    except ValueError as err:
        if "compatibility window" not in str(err):
            raise
        raise PastJaxWindow(str(err)) from err
    finally:
        jax.config.update(flag, before)


def readable_sets(sets) -> list[tuple[str, dict]]:
    """The golden sets that the installed jax can read: written by this jax or
    an older one (JAX promises no more than 3 weeks forward), and not refused
    as past JAX's own window."""
    out = []
    for name, s in sets:
        if _version(s["jax"]) > JAX:
            continue
        try:
            for e in s["entries"]:
                _deserialize(golden.decode_artefact(e["artefact"]))
        except PastJaxWindow:
            continue
        out.append((name, s))
    return out


def _handler_sources() -> list[tuple[_platforms.Platform, dict]]:
    """Each platform row with the handlers its module hands out by role and
    version: the built-in rows whose modules are built, and the Ascend
    route's row (its module is always built, its row added only where a
    plugin is found)."""
    rows = list(_platforms.BUILTIN) + [
        _ascend_route._row("ascend", _ascend_route.DEFAULT_FFI_PLATFORM)
    ]
    return [(r, m.handlers()) for r in rows if (m := _platforms.load(r)) is not None]


def _registered() -> dict[str, set[str]]:
    """FFI platform -> the target names jax_mish registers there."""
    return {
        row.ffi_name: {t.name for t in _targets.registered(row.family)}
        for row, _ in _handler_sources()
    }


def _pending() -> set[str]:
    """FFI platforms whose goldens are not written yet (their rows say why)."""
    return {row.ffi_name for row, _ in _handler_sources() if row.goldens}


def missing_goldens(sets, registered) -> list[str]:
    """(target, FFI platform, dtype, form) combinations without a golden entry,
    for every registered target on a platform whose goldens are not pending."""
    released = {t.name: t for t in _targets.RELEASED}
    have = {
        (name, _FFI_PLATFORM.get(s["platform"], s["platform"]), e["dtype"], e["form"])
        for _, s in sets
        for e in s["entries"]
        for name in e["targets"]
    }
    missing = []
    for platform, names in sorted(registered.items()):
        if platform in _pending():
            continue
        for name in sorted(names):
            target = released[name]
            for dtype in target.dtypes:
                for form in golden.FORMS:
                    if (
                        target.computes in form.ops
                        and (name, platform, dtype, form.name) not in have
                    ):
                        missing.append(f"{name} on {platform}: {dtype} {form.name}")
    return missing


def test_golden_sets_are_there():
    assert SETS, f"no golden set under {_FOLDER}"
    assert any(s["platform"] == "cpu" for _, s in SETS)


@pytest.mark.parametrize(
    "set_name,gset,entry", ENTRIES, ids=[f"{n}-{golden.entry_name(e)}" for n, _, e in ENTRIES]
)
def test_golden_artefact_replays_within_bounds(set_name, gset, entry):
    """Deserialized with the installed jax and run with the installed jax_mish,
    an artefact gives results within the kernel bounds of the exact values."""
    check_replay(gset, entry)


def check_replay(gset: dict, entry: dict) -> None:
    """Replays one golden entry and checks it against its bounds (or skips)."""
    if gset["platform"] != "cpu":
        pytest.skip(f"{gset['platform']} artefacts replay on {gset['platform']} only")
    if _version(gset["jax"]) > JAX:
        pytest.skip(f"written by jax {gset['jax']}, newer than this jax {jax.__version__}")
    try:
        exp = _deserialize(golden.decode_artefact(entry["artefact"]))
    except PastJaxWindow as err:
        pytest.skip(f"jax {jax.__version__} refuses jax {gset['jax']}'s artefact: {err}")
    assert exp.platforms == ("cpu",)
    assert exp.nr_devices == entry["nr_devices"]
    # The artefact really calls the targets it is counted for.
    module = exp.mlir_module()
    assert golden.jax_mish_targets(module, _targets.names()) == tuple(entry["targets"])
    # jax.grad's kernels write dx over dy: the aliased calls stay covered.
    assert ("output_operand_aliases" in module) == golden.FORM[entry["form"]].aliases

    inputs = tuple(golden.decode_array(a) for a in entry["inputs"])
    expected = [golden.decode_array(a) for a in entry["expected_outputs"]]
    with jax.default_device(jax.devices("cpu")[0]):
        got = golden.call(exp, inputs)
    assert [(g.shape, g.dtype) for g in got] == [(w.shape, w.dtype) for w in expected]

    dtype, form = entry["dtype"], entry["form"]
    ops = golden.FORM[form].ops
    for op, err, err_written in zip(
        ops,
        golden.ulp_errors(form, inputs, got, dtype),
        golden.ulp_errors(form, inputs, expected, dtype),
    ):
        limit = golden.bound(op, dtype)
        assert np.max(err_written) <= limit, f"the stored {op} outputs are off: {err_written}"
        assert np.max(err) <= limit, f"{op}: {np.max(err)} ulp (bound {limit}); errors {err}"


def test_every_handler_is_a_released_target_and_back():
    """Each module hands out exactly the (role, version) pairs its family's
    registered targets name: no target without a handler, no handler
    without a name."""
    for row, handlers in _handler_sources():
        roles = {(t.computes, t.version) for t in _targets.registered(row.family)}
        assert set(handlers) == roles, (row.module, sorted(handlers), sorted(roles))
        assert all(type(c).__name__ == "PyCapsule" for c in handlers.values())


def test_every_released_target_is_registered_with_xla():
    """The lowering emits each current target of the CPU's family, and XLA
    finds a handler for it (an unregistered name fails to compile)."""
    cpu = _platforms.get("cpu")
    assert cpu is not None
    for target in _targets.registered(cpu.family):
        shape = jax.ShapeDtypeStruct((4,), jnp.float32)
        call = jax.ffi.ffi_call(target.name, shape)
        operands = [jnp.ones((4,), jnp.float32)] * len(target.operands)
        assert jax.jit(call).lower(*operands).compile() is not None


def test_every_registered_target_has_golden_artefacts():
    registered = _registered()
    assert "cpu" not in _pending()
    readable = readable_sets(SETS)
    assert readable, f"jax {jax.__version__} can read none of the golden sets"
    assert missing_goldens(readable, registered) == []


def test_every_registered_role_has_a_golden_form():
    """The coverage check asks for the forms whose ops name a target's role:
    a role no form names would pass it with no golden at all."""
    named = {op for form in golden.FORMS for op in form.ops}
    for row, _ in _handler_sources():
        for target in _targets.registered(row.family):
            assert target.computes in named, (target.name, target.computes)


def test_each_target_has_goldens_written_by_the_release_that_introduced_it():
    """``released_in`` is what the golden sets record as their jax_mish
    version for the entries that first used each target."""
    pending = _pending()
    for row, _ in _handler_sources():
        if row.ffi_name in pending:
            continue
        for target in _targets.registered(row.family):
            writers = {
                s["jax_mish"]
                for _, s in SETS
                if _FFI_PLATFORM.get(s["platform"]) == row.ffi_name
                and any(target.name in e["targets"] for e in s["entries"])
            }
            assert target.released_in in writers, (target.name, writers)


def test_the_coverage_check_finds_a_missing_entry():
    """Without one entry, the coverage check names exactly what is missing."""
    name, gset = next((n, s) for n, s in SETS if s["platform"] == "cpu")
    dropped = next(
        e for e in gset["entries"] if e["form"] == "sharded" and e["dtype"] == "bfloat16"
    )
    partial = dict(gset, entries=[e for e in gset["entries"] if e is not dropped])
    missing = missing_goldens([(name, partial)], {"cpu": {"jax_mish_fwd", "jax_mish_grad"}})
    assert sorted(missing) == [
        "jax_mish_fwd on cpu: bfloat16 sharded",
        "jax_mish_grad on cpu: bfloat16 sharded",
    ]


def _bias_vjp(d, v, c):
    return jax.vjp(lambda u, w: jax_mish.mish(u, impl="ffi", bias=w), v, c)[1](d)


def _current_calls():
    """(role, function, operands) of a call lowering to each current target."""
    x, b = jnp.ones((4, 3), jnp.float32), jnp.ones((3,), jnp.float32)
    return (
        ("mish", lambda v: jax_mish.mish(v, impl="ffi"), (x,)),
        ("mish_grad", lambda d, v: jax_mish.mish_grad(d, v, impl="ffi"), (x, x)),
        ("mish_bias", lambda v, c: jax_mish.mish(v, impl="ffi", bias=c), (x, b)),
        ("mish_bias_grad", _bias_vjp, (x, x, b)),
    )


def test_lowering_emits_the_current_targets():
    calls = _current_calls()
    assert {computes for computes, _, _ in calls} == {
        t.computes for t in _targets.registered("kernels")
    }
    for computes, fn, args in calls:
        text = jax.jit(fn).lower(*args).as_text()
        assert f"@{_targets.current(computes, 'kernels').name}(" in text, computes


def test_lowering_passes_the_operands_and_attributes_the_table_records():
    """Each current target's custom call has the operands and attributes of
    its row (none of the rows has attributes: an empty backend config)."""
    for computes, fn, args in _current_calls():
        target = _targets.current(computes, "kernels")
        text = jax.jit(fn).lower(*args).as_text()
        (call,) = [line for line in text.splitlines() if f"@{target.name}(" in line]
        operands = re.search(rf"@{target.name}\(([^)]*)\)", call).group(1)
        assert len([o for o in operands.split(",") if o.strip()]) == len(target.operands), call
        # The FFI attributes travel as the backend config's dictionary.
        assert "backend_config" not in call or "backend_config = {}" in call, call
        assert target.attributes == ()


def test_a_second_version_lowers_beside_the_first(monkeypatch):
    """The 12-month promise in code: a new row for a role (here the same
    handler under a second name) is registered beside the old one; new code
    lowers to the new name, while an artefact of the old one still replays."""
    old = _targets.current("mish", "kernels")
    new = _targets.Target(
        name="jax_mish_fwd_test_v2",
        family="kernels",
        computes="mish",
        version=old.version,
        operands=old.operands,
        results=old.results,
        attributes=old.attributes,
        dtypes=old.dtypes,
        released_in="99.0.0",
    )
    monkeypatch.setattr(_targets, "RELEASED", (*_targets.RELEASED, new))
    cpu = _platforms.get("cpu")
    previous = _lowering.install(cpu)  # registers the new name too
    try:
        jax.clear_caches()
        x = jnp.linspace(-3.0, 3.0, 8, dtype=jnp.float32)
        text = jax.jit(lambda v: jax_mish.mish(v, impl="ffi")).lower(x).as_text()
        assert f"@{new.name}(" in text and f"@{old.name}(" not in text
        got = jax.jit(lambda v: jax_mish.mish(v, impl="ffi"))(x)
        by_old_name = jax.jit(jax.ffi.ffi_call(old.name, jax.ShapeDtypeStruct(x.shape, x.dtype)))
        np.testing.assert_array_equal(np.asarray(got), np.asarray(by_old_name(x)))
        old_entries = [
            (s, e)
            for _, s in readable_sets(SETS)
            if s["platform"] == "cpu"
            for e in s["entries"]
            if old.name in e["targets"]
        ]
        assert old_entries, "no readable cpu golden entry of the old target"
        for gset, entry in old_entries[:3]:
            check_replay(gset, entry)
    finally:
        remove_row("cpu", previous)
        jax.clear_caches()


# --- the export helper -------------------------------------------------------------


def test_export_disabled_checks_names_every_target():
    checks = jax_mish.export_disabled_checks()
    assert all(isinstance(c, export.DisabledSafetyCheck) for c in checks)
    assert sorted(c.is_custom_call() for c in checks) == sorted(_targets.names())


def test_export_needs_the_helper_and_works_with_it():
    """jax.export refuses jax_mish's custom calls unless told to allow them;
    with export_disabled_checks() the artefact exports, reloads and runs."""
    f = jax.jit(jax.grad(lambda v: jnp.sum(jax_mish.mish(v, impl="ffi"))))
    x = np.linspace(-3, 3, 8, dtype=np.float32)
    with pytest.raises(ValueError, match="jax_mish_grad"):
        export.export(f)(x)
    exp = export.export(f, disabled_checks=jax_mish.export_disabled_checks())(x)
    got = export.deserialize(exp.serialize()).call(x)
    np.testing.assert_array_equal(np.asarray(got), np.asarray(f(x)))
