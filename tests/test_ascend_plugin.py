"""The Ascend route with a test double of the public Ascend JAX plugin.

tests/support/ascend_double/plugin/jax_plugins/xla_ascend_double/ stands for the
plugin's Python side (its docstring says what it is written from): JAX
discovers it as it would the real one, it registers through JAX's own
``register_plugin``, its backend reports ``"ASCEND"`` (or ``"ascend"``) and
its custom-call handler follows the plugin's convention (a stub taking
``c_api`` only), never comes (``deferring``), or takes jaxlib's convention
(``forwarding``; ``fixed`` is the public plugin with that stub implemented).
Each test runs a fresh interpreter with the double on ``sys.path`` and
``JAX_PLATFORMS=cpu,ascend``, so JAX creates the double's backend; the CANN
double (tests/support/ascend_double/cann_double.c) is the CANN installation.

What each checks: that JAX keeps working (devices, jit and grad of Mish on
CPU), which lowering Mish gets for the platform names the backend reports
(CANN's custom calls or the formula), what was registered with the plugin,
whether CANN was loaded and asked for the SoC, and the warnings. Nothing can
run for the Ascend platform here: whether the kernels then run on an NPU is
not shown (docs/design.md, "Ascend route").
"""

from __future__ import annotations

import os
import textwrap

import pytest
from support import child_env, child_json
from support.ascend import PLUGIN_DOUBLE_PATH, cann_lib_dir

from jax_mish import ascend

pytestmark = pytest.mark.compiler

FWD, GRAD = "jax_mish_ascend_fwd", "jax_mish_ascend_grad"
CANN_DTYPES = ("float32", "bfloat16")  # float16 takes float32's path in the lowering

CHILD = textwrap.dedent(
    """
    import ctypes, json, os, sys, warnings

    out = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        if os.environ["ORDER"] == "jax_mish_first":
            import jax_mish
            from jax._src import xla_bridge as xb

            out["backends_after_import"] = xb.backends_are_initialized()
            out["route_imported"] = "jax_mish.ascend._route" in sys.modules
            import jax
        else:
            import jax

            jax.devices()
            import jax_mish
        import jax.extend.backend
        import jax.numpy as jnp
        import numpy as np
        from jax import export

        from jax_mish import ascend, formulas
        from jax_mish._core import install as _lowering

        # JAX keeps working: devices, jit and grad on the default (CPU) backend.
        out["devices"] = sorted({d.platform for d in jax.devices()})
        x = jnp.linspace(-5.0, 5.0, 64, dtype=jnp.float32)
        g = jax.jit(jax.grad(lambda v: jnp.sum(jax_mish.mish(v))))(x)
        out["cpu_ok"] = bool(np.allclose(g, formulas.mish_derivative(x), rtol=1e-5, atol=1e-6))
        out["reported"] = jax.extend.backend.get_backend("ascend").platform
        out["installed"] = list(ascend.installed_platforms())

        checks = [export.DisabledSafetyCheck.custom_call(t)
                  for t in ("jax_mish_ascend_fwd", "jax_mish_ascend_grad")]
        fwd = lambda v: jax_mish.mish(v, impl="ffi")
        grad = jax.grad(lambda v: jax_mish.mish(v, impl="ffi").sum())
        lowered = {}
        for platform in sorted({out["reported"], "ascend"}):
            for dt in ("float32", "bfloat16", "float64"):
                spec = jax.ShapeDtypeStruct((8,), jnp.dtype(dt))
                row = []
                for f, target in ((fwd, "jax_mish_ascend_fwd"), (grad, "jax_mish_ascend_grad")):
                    try:
                        exp = export.export(jax.jit(f), platforms=[platform],
                                            disabled_checks=checks)(spec)
                        row.append(f"custom_call @{target}" in exp.mlir_module())
                    except Exception as err:
                        row.append(f"{type(err).__name__}: {err}")
                lowered[f"{platform}/{dt}"] = row
        out["lowered"] = lowered
        spec = jax.ShapeDtypeStruct((8,), jnp.float32)
        try:
            auto = export.export(jax.jit(jax_mish.mish), platforms=[out["reported"]],
                                 disabled_checks=checks)(spec)
            out["auto_custom_calls"] = auto.mlir_module().count("custom_call")
        except Exception as err:
            out["auto_custom_calls"] = f"{type(err).__name__}: {err}"
        out["rules"] = list(_lowering.rule_platforms("ascend"))
        out["status"] = ascend.route_status()
        plugin = sys.modules["jax_plugins.xla_ascend_double"]
        out["forwarded"] = [list(r) for r in plugin.REGISTERED]
        cann = ctypes.CDLL(os.path.join(os.environ["CANN_COUNTS"], "libascendcl.so"))
        out["cann_calls"] = {fn: cann.cannd_calls(fn.encode())
                             for fn in ("aclrtGetSocName", "aclnnMishGetWorkspaceSize")}
        if os.environ.get("MAIN"):  # what python -m jax_mish prints, in this process
            import contextlib, io
            from jax_mish import __main__ as cli

            text = io.StringIO()
            with contextlib.redirect_stdout(text):
                out["main_rc"] = cli.main()
            out["main"] = text.getvalue()
    out["warnings"] = [f"{w.category.__name__}: {w.message}" for w in caught
                       if "jax_mish" in str(w.message)]
    print(json.dumps(out))
    """
)


@pytest.fixture(scope="module")
def cann_dir(tmp_path_factory):
    return cann_lib_dir(tmp_path_factory.mktemp("cann"))


def _env(cann_dir, variant: str, **extra: str) -> dict[str, str]:
    """The child's environment; ``cann_dir``: $JAX_MISH_CANN_LIB_DIR, where
    the CANN double's calls are also counted (``CANN_COUNTS`` otherwise)."""
    env = child_env(JAX_PLATFORMS="cpu,ascend", JAX_ENABLE_X64="1", ASCEND_PLUGIN_DOUBLE=variant)
    for var in (ascend.PLATFORM_ENV, ascend.REQUIRE_ENV, ascend.DTYPES_ENV, "JAX_MISH_IMPL"):
        env.pop(var, None)
    for var in ("JAX_MISH_CANN_LIB_DIR", "ASCEND_TOOLKIT_HOME", "ASCEND_HOME_PATH"):
        env.pop(var, None)
    if cann_dir is not None:
        env["JAX_MISH_CANN_LIB_DIR"] = env["CANN_COUNTS"] = str(cann_dir)
    env.update(extra)
    env["PYTHONPATH"] = os.pathsep.join([env["PYTHONPATH"], str(PLUGIN_DOUBLE_PATH)])
    return env


def _run(cann_dir, variant: str, order: str = "jax_mish_first", **extra: str) -> dict:
    return child_json(CHILD, _env(cann_dir, variant, ORDER=order, **extra))


def _assert_jax_works(out: dict) -> None:
    assert out["devices"] == ["cpu"]
    assert out["cpu_ok"] is True
    assert out["installed"] == ["ascend"]


def _assert_formula_everywhere(out: dict) -> None:
    assert out["lowered"], out
    for key, row in out["lowered"].items():
        assert row == [False, False], key
    assert out["auto_custom_calls"] == 0
    # The targets never reached the plugin: install did not even load CANN.
    assert out["cann_calls"] == {"aclrtGetSocName": 0, "aclnnMishGetWorkspaceSize": 0}
    assert "; CANN was not loaded: " in out["status"]["ascend"]


def test_public_plugin_refuses_the_targets_and_jax_keeps_working(cann_dir):
    out = _run(cann_dir, "public")
    assert out["backends_after_import"] is False  # importing jax_mish created none
    assert out["route_imported"] is True
    assert out["reported"] == "ASCEND"
    _assert_jax_works(out)
    _assert_formula_everywhere(out)
    assert out["forwarded"] == []
    assert "refused jax_mish's targets (TypeError" in out["status"]["ascend"]
    assert "CANN was not loaded: the Ascend plugin's custom-call handler" in out["status"]["ascend"]
    # Warned once, with the reason and what runs instead.
    assert len(out["warnings"]) == 1, out["warnings"]
    warning = out["warnings"][0]
    assert warning.startswith("RuntimeWarning: jax_mish: the Ascend plugin's custom-call handler")
    assert "FFI platform 'ASCEND' refused jax_mish's targets (TypeError:" in warning
    assert "runs through the pure-JAX path" in warning


def test_public_plugin_with_require_cann_fails_at_the_first_mish_call(cann_dir):
    # JAX discovers the plugin before jax_mish is imported; with the
    # requirement set, nothing fails until Mish asks for the kernels there.
    out = _run(cann_dir, "public", order="jax_first", JAX_MISH_ASCEND_REQUIRE_CANN="1")
    _assert_jax_works(out)
    assert out["warnings"] == []
    for platform in ("ASCEND", "ascend"):
        for dt in CANN_DTYPES:
            for got in out["lowered"][f"{platform}/{dt}"]:
                assert got.startswith("RuntimeError: jax_mish: the Ascend route for platform"), got
                assert "JAX_MISH_ASCEND_REQUIRE_CANN is set" in got
                assert "refused jax_mish's targets (TypeError" in got
        assert out["lowered"][f"{platform}/float64"] == [False, False]
    # The requirement makes "auto" ask for the kernels too.
    assert out["auto_custom_calls"].startswith("RuntimeError: jax_mish: the Ascend route")


def test_plugin_that_never_registers_a_handler(cann_dir):
    out = _run(cann_dir, "deferring")
    assert out["reported"] == "ASCEND"
    _assert_jax_works(out)
    _assert_formula_everywhere(out)
    assert len(out["warnings"]) == 1, out["warnings"]
    assert "no custom-call handler is registered for FFI platform 'ASCEND'" in out["warnings"][0]
    assert f"({FWD}, {GRAD}) have not reached the Ascend plugin" in out["warnings"][0]


def _assert_kernels_for(out: dict, platform: str) -> None:
    for dt in CANN_DTYPES:
        assert out["lowered"][f"{platform}/{dt}"] == [True, True], dt
    assert out["lowered"][f"{platform}/float64"] == [False, False]


def _assert_forwarded_and_cann_asked(out: dict) -> None:
    assert out["forwarded"] == [[FWD, "ASCEND", 1], [GRAD, "ASCEND", 1]]
    assert out["auto_custom_calls"] == 0  # not validated on an NPU: "auto" is the formula
    assert out["warnings"] == []
    # Install loaded CANN and asked for the SoC (the double's: bfloat16 is
    # in); no operator runs before the program does.
    assert out["cann_calls"]["aclrtGetSocName"] >= 1
    assert out["cann_calls"]["aclnnMishGetWorkspaceSize"] == 0


def test_plugin_reporting_ascend_that_forwards_like_jaxlib_s_cuda_plugin(cann_dir):
    out = _run(cann_dir, "forwarding")
    assert out["reported"] == "ascend"
    _assert_jax_works(out)
    _assert_kernels_for(out, "ascend")
    _assert_forwarded_and_cann_asked(out)
    # Both spellings have rules from install on, whichever the backend reports.
    assert out["rules"] == ["ASCEND", "ascend"]


def test_plugin_reporting_upper_case_lowers_to_the_kernels(cann_dir):
    # The public plugin with its stub implemented: registered as "ascend",
    # its backend reports "ASCEND", which is what JAX lowers for; python -m
    # jax_mish shows both names.
    out = _run(cann_dir, "fixed", MAIN="1")
    assert out["reported"] == "ASCEND"
    _assert_jax_works(out)
    _assert_kernels_for(out, "ASCEND")
    _assert_kernels_for(out, "ascend")
    _assert_forwarded_and_cann_asked(out)
    assert out["rules"] == ["ASCEND", "ascend"]
    assert out["status"]["ascend"].startswith(
        "lowers for 'ASCEND', 'ascend'; custom calls on FFI platform 'ASCEND': registered"
    )
    assert out["main_rc"] == 0, out["main"]
    assert "Ascend route:\n  ascend  backend reports 'ASCEND'\n" in out["main"]
    assert "  ascend  lowers for 'ASCEND', 'ascend'" in out["main"]


@pytest.fixture(scope="module")
def plugin_and_other_cann(tmp_path_factory):
    """The plugin's CANN (loaded by the plugin itself from
    $ASCEND_TOOLKIT_HOME/lib64) and another installation; both carry CANN's
    soname, as the real libraries do."""
    plugin = cann_lib_dir(tmp_path_factory.mktemp("plugin_cann"), soname=True)
    other = cann_lib_dir(tmp_path_factory.mktemp("other_cann"), soname=True)
    return plugin, other


def test_the_plugin_s_own_cann_is_the_one_used(plugin_and_other_cann):
    # The plugin loads CANN by path as it initializes; the route finds that
    # copy by soname and loads nothing beside it.
    plugin, _ = plugin_and_other_cann
    out = _run(None, "fixed", ASCEND_TOOLKIT_HOME=str(plugin.parent), CANN_COUNTS=str(plugin))
    _assert_jax_works(out)
    _assert_kernels_for(out, "ASCEND")
    _assert_forwarded_and_cann_asked(out)
    assert out["status"]["ascend"].endswith(f"; CANN from {plugin}")


def test_a_demanded_second_cann_is_refused(plugin_and_other_cann):
    # $JAX_MISH_CANN_LIB_DIR names another installation than the one the
    # plugin loaded: jax_mish loads neither copy twice nor the second one;
    # Mish there takes the formula, with the reason.
    plugin, other = plugin_and_other_cann
    out = _run(
        None,
        "fixed",
        ASCEND_TOOLKIT_HOME=str(plugin.parent),
        JAX_MISH_CANN_LIB_DIR=str(other),
        CANN_COUNTS=str(plugin),
    )
    _assert_jax_works(out)
    assert out["forwarded"] == [[FWD, "ASCEND", 1], [GRAD, "ASCEND", 1]]
    for key, row in out["lowered"].items():
        assert row == [False, False], key
    assert len(out["warnings"]) == 1, out["warnings"]
    assert f"libascendcl.so is already loaded in this process from {plugin}" in out["warnings"][0]
    assert f"is not loaded (CANN library directory {other}" in out["warnings"][0]
