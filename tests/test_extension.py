"""The compiled modules against the Python side: one dtype table and one set of
limits per language, checked against each other here, and a public surface of
handlers by role and build facts, with every tuning and test hook underscored."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jax_mish import formulas
from jax_mish._core import platforms as _platforms

KERNEL_MODULES = [m for m in map(_platforms.load, _platforms.BUILTIN) if m is not None]


@pytest.mark.parametrize("module", KERNEL_MODULES, ids=lambda m: m.__name__)
def test_dtype_table_and_limits_match_the_compiled_ones(module):
    compiled = module.build_info()["dtypes"]
    assert list(compiled) == [d.name for d in formulas.COMPUTE_DTYPE]
    for dtype, compute in formulas.COMPUTE_DTYPE.items():
        facts = compiled[dtype.name]
        assert facts["compute"] == compute.name, dtype
        assert (
            formulas.Limits(facts["lo"], facts["hi"], facts["unscaled_min_x"])
            == (formulas.LIMITS[compute])
        ), dtype


def test_limits_are_where_the_formulas_say():
    # lo: mish and mish' round to -0 below it; hi: mish(x) = x above it. The
    # pure-JAX reference clamps to the same limits, so both sides hold there.
    for compute, limits in formulas.LIMITS.items():
        below = jnp.asarray([limits.lo, 2 * limits.lo], compute)
        above = jnp.asarray([limits.hi, 2 * limits.hi], compute)
        np.testing.assert_array_equal(np.asarray(formulas.mish(below)), 0.0)
        np.testing.assert_array_equal(np.asarray(formulas.mish_derivative(below)), 0.0)
        np.testing.assert_array_equal(np.asarray(formulas.mish(above)), np.asarray(above))
        np.testing.assert_array_equal(np.asarray(formulas.mish_derivative(above)), 1.0)
        assert limits.lo < limits.unscaled_min_x < 0 < limits.hi


def test_unsupported_dtype_message_names_the_table():
    *most, last = (d.name for d in formulas.COMPUTE_DTYPE)
    call = jax.ffi.ffi_call("jax_mish_fwd", jax.ShapeDtypeStruct((4,), jnp.int32))
    with pytest.raises(Exception, match=f"expected {', '.join(most)} or {last}"):
        call(jnp.arange(4, dtype=jnp.int32))


def _public(module) -> set[str]:
    return {n for n in dir(module) if not n.startswith("_")}


def test_kernel_modules_expose_handlers_and_build_facts_only():
    for module in KERNEL_MODULES:
        assert _public(module) == {"handlers", "build_info"}, module.__name__
    cpu, cuda = _platforms.module("cpu"), _platforms.module("cuda")
    assert {"_select_isa", "_set_tiling", "_get_tiling", "_cpu_supports"} <= set(dir(cpu))
    if cuda is not None:
        assert {"_check_layout", "_set_grid_waves", "_get_grid_waves"} <= set(dir(cuda))


def test_ascend_module_exposes_what_jax_mish_ascend_uses():
    # The route's functions and two diagnostics; no test hooks (the tests
    # build those themselves: xla_ffi/ascend/test_hooks.cc).
    import importlib

    from jax_mish.ascend import _route

    ext = importlib.import_module(f"jax_mish.{_route.MODULE}")
    assert _public(ext) == {"handlers", "load", "release_workspaces", "ffi_api_version", "soc_name"}
    assert {n for n in dir(ext) if n.startswith("_") and not n.startswith("__")} == {
        "_lib_dir",
        "_operator_library",
    }
