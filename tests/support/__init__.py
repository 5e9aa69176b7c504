"""Test plumbing shared by the test modules: child interpreters, the CPU
device, and the pure-JAX reference in float64 as an oracle (this module).
The rest of the tests' helpers and data sit beside it in this package (the
test modules import ``support`` as tests/ is on their path): ``ascend`` (the
CANN test double, built from ascend_double/), ``kernel_build`` and
``kernel_flags`` (the kernel loops compiled by hand, with native/'s drivers),
``dump_bits`` and ``gpu_graph_case`` (run as scripts in fresh processes) and
export_golden/ (the golden ``jax.export`` artefacts).

The numerics (metric, numpy and mpmath oracles, input sets, the documented
bounds) are in ``jax_mish.testing``; what is here is about how the tests run
JAX, and the tolerances of checks that only the tests make (``TEST_BOUNDS``).

The reference oracle (:func:`exact_mish`, :func:`exact_grad`) is
``jax_mish.formulas`` evaluated in float64 on inputs widened by numpy, so that
for float16, bfloat16 and float32 data it is exact to far below half an ulp of
the data type. Two XLA behaviours shape it:

- XLA's CPU code runs with flush-to-zero / denormals-are-zero, so the widening
  to float64 is done in numpy (XLA's float32 -> float64 convert flushes float32
  subnormals), :func:`exact_grad` multiplies by ``dy`` in numpy, and float64
  results cannot be judged below the float64 normal range by this oracle:
  :func:`reference_ulp_error` counts differences up to ``F64_ORACLE_ATOL`` as 0.
- ``jax_mish.mish_grad`` promotes mixed dtypes with an XLA convert before the
  kernel runs, so tests promote the same way (:func:`promote_like_api`) before
  widening in numpy.
"""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

import jax_mish
from jax_mish import formulas, testing
from jax_mish.testing import np_dtype, ulp_error

# The reference oracle runs under XLA's flush-to-zero: for float64 data it
# cannot tell apart results that differ by less than the smallest normal float64.
F64_ORACLE_ATOL = float(np.finfo(np.float64).smallest_normal)


# --- tolerances ------------------------------------------------------------------


@dataclass(frozen=True)
class Tolerance:
    """A bound for ``numpy.testing.assert_allclose``: ``|got - want| <= atol + rtol * |want|``."""

    rtol: float
    atol: float = 0.0


# The tests' tolerances besides jax_mish.testing.BOUNDS (the documented kernel
# bounds), keyed the same way: (check, op, dtype) -> ulps of
# jax_mish.testing.ulp_error, or a Tolerance.
TEST_BOUNDS: Mapping[tuple[str, str, str], float | Tolerance] = MappingProxyType(
    {
        # Subnormal float32 inputs and results of the CPU kernel.
        ("kernel_subnormal", "mish", "float32"): 1.0,
        # The kernels against the pure-JAX reference run in float64: for
        # float64 results the kernel bound plus 2 ulp for the reference's own
        # error (measured <= 1.5 against mpmath on 5500 points).
        ("kernel_vs_reference64", "any", "float16"): 1.0,
        ("kernel_vs_reference64", "any", "bfloat16"): 1.0,
        ("kernel_vs_reference64", "any", "float32"): 2.0,
        ("kernel_vs_reference64", "any", "float64"): 10.0,
        # impl="xla" on CPU: the reference as plain HLO on XLA's own exp, whose
        # accuracy is the backend's; measured maxima with a little headroom.
        ("xla", "any", "float16"): 0.51,
        ("xla", "any", "bfloat16"): 0.51,
        ("xla", "mish", "float32"): 1.3,
        ("xla", "mish_grad", "float32"): 2.5,
        ("xla", "mish", "float64"): 1.5,
        ("xla", "mish_grad", "float64"): 2.0,
        # The numpy float64 oracle itself, against mpmath.
        ("oracle64", "mish", "float64"): Tolerance(rtol=1e-14),
        ("oracle64", "mish_grad", "float64"): Tolerance(rtol=1e-13, atol=1e-16),
        # mish'(+-0) = 0.6, after rounding to the dtype.
        ("limits", "mish_grad", "any"): Tolerance(rtol=1e-2),
        # CUDA: transforms of jax_mish against the same transforms of the reference.
        ("cuda_transforms", "any", "float32"): Tolerance(rtol=2e-6, atol=2e-6),
        ("cuda_transforms", "any", "float64"): Tolerance(rtol=1e-13, atol=1e-13),
        # The Ascend route (CANN's aclnnMish / aclnnMishBackward) against the
        # reference in the same dtype: both round once from a wider type.
        ("ascend", "mish", "float32"): 2.0,
        ("ascend", "mish_grad", "float32"): 4.0,
        ("ascend", "any", "float16"): 1.0,
        ("ascend", "any", "bfloat16"): 1.0,
        # float64 is not CANN's: the reference runs, and jax.grad of mish is
        # held against formulas.mish_derivative.
        ("ascend", "any", "float64"): 4.0,
        # Gradients of a small model through the Ascend route against jax.nn.mish.
        ("ascend_model", "mish_grad", "float32"): Tolerance(rtol=2e-4, atol=1e-6),
        # float64 on an Ascend device (no CANN kernel): the reference itself.
        ("ascend_fallback", "any", "float64"): Tolerance(rtol=1e-15),
        # Training losses of small models whose jax.nn.mish is patched to
        # jax_mish (tests/test_swap.py), against the same runs unpatched: the
        # kernel bound, widened for jax.nn.mish's own error and a few steps of
        # training.
        ("patched_model", "any", "float32"): Tolerance(
            rtol=64 * testing.ulps("kernel", "any", "float32") * float(np.finfo(np.float32).eps)
        ),
    }
)
assert not set(TEST_BOUNDS) & set(testing.BOUNDS)
ALL_BOUNDS = MappingProxyType({**testing.BOUNDS, **TEST_BOUNDS})


def ulps(check: str, op: str, dtype: str) -> float:
    """The bound in ulps of ``check`` for ``op`` in ``dtype``, from
    ``jax_mish.testing.BOUNDS`` or ``TEST_BOUNDS`` (looked up as
    ``jax_mish.testing.lookup`` does); ``TypeError`` for a :class:`Tolerance`."""
    bound = testing.lookup(check, op, dtype, ALL_BOUNDS)
    if isinstance(bound, Tolerance):
        raise TypeError(f"the bound for {(check, op, dtype)!r} is a Tolerance, not ulps")
    return float(bound)


def tolerance(check: str, op: str, dtype: str) -> Tolerance:
    """The rtol/atol bound of ``check`` for ``op`` in ``dtype`` (as :func:`ulps`);
    ``TypeError`` where the entry is in ulps."""
    bound = testing.lookup(check, op, dtype, ALL_BOUNDS)
    if not isinstance(bound, Tolerance):
        raise TypeError(f"the bound for {(check, op, dtype)!r} is in ulps, not a Tolerance")
    return bound


# --- child interpreters ----------------------------------------------------------


def child_env(**extra: str) -> dict[str, str]:
    """os.environ with the parent directory of the imported jax_mish first on
    PYTHONPATH: the in-place build from a checkout, or the installed package."""
    pkg_parent = os.path.dirname(os.path.dirname(os.path.abspath(jax_mish.__file__)))
    env = dict(os.environ)
    rest = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join([pkg_parent] + rest)
    env.update(extra)
    return env


def neutral_cwd() -> str:
    """A directory with no jax_mish in it (`python -c`/`-m` put the cwd first on
    sys.path, and an unbuilt source checkout there would shadow the package)."""
    return tempfile.gettempdir()


def child_json(code: str, env: dict[str, str]) -> dict:
    """Runs ``code`` in a fresh interpreter with environment ``env`` (from a
    directory with no jax_mish in it) and returns the JSON of its last line of
    output; fails the test, with the child's stderr, if it exits non-zero."""
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=neutral_cwd(),
    )
    assert out.returncode == 0, out.stderr[-4000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def child_build_info(**env: str) -> dict:
    """``jax_mish.build_info(self_check=False)`` as a fresh interpreter sees it
    at load time, with ``env`` added to the environment (``$JAX_MISH_ISA``
    unset unless ``env`` names it)."""
    code = "import json, jax_mish; print(json.dumps(jax_mish.build_info(self_check=False)))"
    child = child_env(**env)
    if "JAX_MISH_ISA" not in env:
        child.pop("JAX_MISH_ISA", None)
    return child_json(code, child)


# --- devices and dtype conversion ------------------------------------------------


def cpu_device() -> jax.Device | None:
    """The first CPU device, or None when JAX runs without its CPU backend."""
    try:
        return jax.devices("cpu")[0]
    except RuntimeError:
        return None


@functools.cache
def _convert(dtype_name: str):
    return jax.jit(lambda a: a.astype(jnp.dtype(dtype_name)))


def promote_like_api(a: np.ndarray, dtype_name: str) -> np.ndarray:
    """``a`` converted to ``dtype_name`` as jax_mish.mish_grad does (XLA convert)."""
    a = np.asarray(a)
    if a.dtype == np_dtype(dtype_name):
        return a
    return np.asarray(_convert(dtype_name)(a))


# --- the reference in float64 as an oracle ----------------------------------------


def _on_oracle_device(*arrays: np.ndarray):
    # The oracle runs on the CPU whenever JAX has one, whatever the default
    # backend: its float64 behaviour is then the same in every test run.
    dev = cpu_device()
    return arrays if dev is None else tuple(jax.device_put(a, dev) for a in arrays)


@functools.cache
def _ref_fns():
    return jax.jit(formulas.mish), jax.jit(formulas.mish_derivative)


def _flat_padded(a: np.ndarray) -> np.ndarray:
    """float64, flattened and zero-padded to a power of two (few oracle compiles)."""
    flat = np.asarray(a).astype(np.float64).reshape(-1)
    size = max(8, 1 << max(flat.size - 1, 0).bit_length())
    return np.concatenate([flat, np.zeros(size - flat.size)])


def exact_mish(x: np.ndarray) -> np.ndarray:
    """mish(x) in float64 (the reference on numpy-widened inputs)."""
    x = np.asarray(x)
    out = np.asarray(_ref_fns()[0](*_on_oracle_device(_flat_padded(x))), np.float64)
    return out[: x.size].reshape(x.shape)


def exact_grad(dy: np.ndarray, x: np.ndarray) -> np.ndarray:
    """dy * mish'(x) in float64; dy and x already in the output dtype.

    The product is formed in numpy, as formulas.mish_grad forms it in float64
    (one multiply), so that a subnormal float64 ``dy`` is not flushed to zero
    by XLA's CPU code: the kernels take it as it is."""
    x = np.asarray(x)
    dy = np.broadcast_to(np.asarray(dy), x.shape).astype(np.float64)
    slope = np.asarray(_ref_fns()[1](*_on_oracle_device(_flat_padded(x))), np.float64)
    with np.errstate(invalid="ignore", over="ignore"):  # inf * 0 is NaN, as in XLA
        return dy * slope[: x.size].reshape(x.shape)


def reference_ulp_error(got, exact, dtype_name: str, scale=None) -> np.ndarray:
    """jax_mish.testing.ulp_error against :func:`exact_mish` / :func:`exact_grad`:
    for float64, differences up to F64_ORACLE_ATOL count as 0 (see above)."""
    atol = F64_ORACLE_ATOL if dtype_name == "float64" else 0.0
    return ulp_error(got, exact, dtype_name, scale, atol=atol)


# --- assertions ------------------------------------------------------------------


def bits(a) -> bytes:
    """The raw bytes of an array: bitwise comparisons that treat NaN as equal."""
    return np.ascontiguousarray(np.asarray(a)).tobytes()


def describe_worst(err: np.ndarray, *arrays: tuple[str, np.ndarray]) -> str:
    """A one-line account of the worst element, for assertion messages."""
    flat = np.asarray(err).reshape(-1)
    if flat.size == 0:
        return "empty"
    i = int(np.argmax(flat))
    parts = [f"max err {flat[i]:.3g} ulp at flat index {i}"]
    for name, arr in arrays:
        parts.append(f"{name}={np.asarray(arr).reshape(-1)[i]!r}")
    return ", ".join(parts)


# Sharding: what the compiled HLO of a sharded program holds, and meshes on
# the host CPU devices.

_COLLECTIVE = re.compile(
    r"\b(all-gather|all-reduce|all-to-all|collective-permute|reduce-scatter)"
    r"(-start)?\("
)


def collectives(hlo: str) -> list[str]:
    """The collective ops in compiled HLO text (started async ones included)."""
    return [m.group(1) for m in _COLLECTIVE.finditer(hlo)]


def kernel_shapes(hlo: str, target: str) -> list[tuple[int, ...]]:
    """Result shapes of the custom calls to ``target`` in compiled HLO text."""
    pat = re.compile(
        r"= \w+\[([\d,]*)\]\S* custom-call\([^\n]*custom_call_target=\"" + target + '"'
    )
    return [tuple(int(d) for d in m.group(1).split(",") if d) for m in pat.finditer(hlo)]


def local_shape(shape, mesh, spec) -> tuple[int, ...]:
    out = []
    for size, part in zip(shape, tuple(spec) + (None,) * (len(shape) - len(spec))):
        names = () if part is None else (part if isinstance(part, tuple) else (part,))
        out.append(size // int(np.prod([mesh.shape[n] for n in names], dtype=int)))
    return tuple(out)


def make_mesh(axis_type, shape=(2, 4), names=("a", "b")):
    # Host CPU devices even where a GPU is the default backend: the suite also
    # runs on GPU machines, which have fewer than 8 GPUs.
    devices = jax.devices("cpu")[: int(np.prod(shape))]
    return jax.make_mesh(shape, names, axis_types=(axis_type,) * len(names), devices=devices)


def remove_row(name: str, previous: Any = None) -> None:
    """Takes platform ``name`` out of jax_mish's table, or puts ``previous``
    (what ``install`` returned) back in its place: undoing a test's install.
    The package itself never removes a row, so this lives with the tests."""
    from jax_mish._core import platforms

    with platforms._lock:
        if previous is None:
            platforms._table.pop(name, None)
        else:
            platforms._table[name] = previous
