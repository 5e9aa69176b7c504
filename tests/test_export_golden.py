"""Exported artefacts keep loading: golden artefacts replay, every released
custom-call target stays registered, every registered target has goldens.

The golden sets live in tests/export_golden/ (layout in golden.py, writer in
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
from export_golden import golden
from jax import export

import jax_mish
from jax_mish import _ext, _targets

_FOLDER = Path(__file__).resolve().parent / "export_golden"
# jax's platform name of the golden sets <-> the FFI platform of the handlers.
_FFI_PLATFORM = {"cpu": "cpu", "cuda": "CUDA"}


def _golden_sets() -> list[tuple[str, dict]]:
    sets = []
    for info in pkgutil.iter_modules([str(_FOLDER)]):
        if info.name.startswith("data_"):
            module = importlib.import_module(f"export_golden.{info.name}")
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


def _registered() -> dict[str, set[str]]:
    """FFI platform -> the target names the loaded extensions register there."""
    out = {p: set(m.registrations()) for p, m in _ext._PLATFORMS.items() if m is not None}
    # Imported only when an Ascend platform is found; always built.
    ascend = importlib.import_module("jax_mish._jax_mish_ascend")
    out.setdefault("ASCEND", set()).update(ascend.registrations())
    return out


def missing_goldens(sets, registered) -> list[str]:
    """(target, FFI platform, dtype, form) combinations without a golden entry,
    for every registered target on a platform not in GOLDENS_PENDING."""
    released = {t.name: t for t in _targets.RELEASED}
    have = {
        (name, _FFI_PLATFORM.get(s["platform"], s["platform"]), e["dtype"], e["form"])
        for _, s in sets
        for e in s["entries"]
        for name in e["targets"]
    }
    missing = []
    for platform, names in sorted(registered.items()):
        if platform in _targets.GOLDENS_PENDING:
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
    # jax.grad's mish_grad writes dx over dy: the aliased call stays covered.
    assert ("output_operand_aliases" in module) == (entry["form"] == "grad")

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


def test_every_released_target_is_registered():
    registered = _registered()
    for target in _targets.RELEASED:
        if target.retired_in is not None:
            continue
        for platform in target.platforms:
            if platform in registered:
                assert target.name in registered[platform], (target.name, platform)
    names = {t.name for t in _targets.RELEASED}
    for platform, regs in registered.items():
        unknown = regs - names
        assert not unknown, f"{platform} registers {unknown}, which jax_mish/_targets.py lacks"


def test_every_registered_target_has_golden_artefacts():
    registered = _registered()
    assert "cpu" not in _targets.GOLDENS_PENDING
    readable = readable_sets(SETS)
    assert readable, f"jax {jax.__version__} can read none of the golden sets"
    assert missing_goldens(readable, registered) == []


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


def test_lowering_emits_the_current_targets():
    x = jnp.ones((4,), jnp.float32)
    fwd = jax.jit(lambda v: jax_mish.mish(v, impl="ffi")).lower(x).as_text()
    grad = jax.jit(lambda d, v: jax_mish.mish_grad(d, v, impl="ffi")).lower(x, x).as_text()
    assert f"@{_targets.current('mish', 'cpu').name}(" in fwd
    assert f"@{_targets.current('mish_grad', 'cpu').name}(" in grad


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
