"""What the golden export artefacts hold, shared by their writer (write.py) and
their replay test (tests/test_export_golden.py).

A golden set is a dict named ``golden_YYYY_MM_DD`` in a ``data_<platform>.py``
module of this folder: the jax_mish, jax and jaxlib versions that wrote it,
and one entry per dtype x form. An entry holds the ``jax.export`` artefact
(``Exported.serialize()``, base64), the jax_mish targets its module calls, its
inputs and the outputs it gave when written (floats as ``float.hex``, exact in
every dtype).

Forms: ``mish``; ``grad``, jax.grad of sum(mish(x)) (the transpose rule's
aliased mish_grad); ``mish_grad`` called directly; ``vmap`` of mish and
mish_grad with an unbatched dy; ``sharded``, a shard_map of both over two
devices. Inputs are ``(x,)`` or ``(dy, x)``.

Bias forms (jax_mish 0.2.0 on): ``bias``, ``mish(x, bias=b)``; ``bias_grad``,
jax.grad with respect to x and b of ``sum(dy * mish(x, bias=b))``; ``bias_vmap``,
a batch of x with one b, and the VJP of that; ``bias_sharded``, the forward and
its VJP in a shard_map over two devices splitting x's rows, db summed across
them (an all-reduce). Inputs are ``(x, b)`` or ``(dy, x, b)``. y and dx are
held to the kernel bounds of the exact values at ``z = x + b`` rounded once in
the compute dtype; db to the bound xla_ffi/bias_plan.h derives for a sum in any
order (tests/_bias_support.py's), its error given as a fraction of it.
"""

from __future__ import annotations

import base64
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from jax_mish import testing

if str(Path(__file__).resolve().parents[2]) not in sys.path:  # the writer's run
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from support.bias import db_bound  # noqa: E402

DTYPES = testing.DTYPES
"""Every dtype jax_mish takes (jax_mish.testing.DTYPES)."""
CHECK = "kernel"
"""The jax_mish.testing bound a replayed output must meet against the exact value."""


@dataclass(frozen=True)
class Form:
    name: str
    ops: tuple[str, ...]
    """What each output computes: "mish", "mish_grad", "mish_bias" (y),
    "mish_bias_grad" (its dx) or "mish_bias_db" (its db)."""
    nr_devices: int = 1
    aliases: bool = False
    """Whether its module writes dx over the cotangent (the transpose rule's
    ``inplace``: ``output_operand_aliases``)."""


_BIAS_BOTH = ("mish_bias", "mish_bias_grad", "mish_bias_db")
FORMS = (
    Form("mish", ("mish",)),
    Form("grad", ("mish_grad",), aliases=True),
    Form("mish_grad", ("mish_grad",)),
    Form("vmap", ("mish", "mish_grad")),
    Form("sharded", ("mish", "mish_grad"), nr_devices=2),
    Form("bias", ("mish_bias",)),
    Form("bias_grad", ("mish_bias_grad", "mish_bias_db"), aliases=True),
    Form("bias_vmap", _BIAS_BOTH, aliases=True),
    Form("bias_sharded", _BIAS_BOTH, nr_devices=2, aliases=True),
)
FORM = {f.name: f for f in FORMS}


def _extremes(dtype: str) -> tuple[float, float]:
    # A big value (half the largest finite) and the smallest subnormal, from
    # the format itself.
    fi = testing.finfo(dtype)
    return float(fi.max) / 2, float(fi.smallest_subnormal)


def x_values(dtype: str) -> np.ndarray:
    """16 inputs in ``dtype``: the special values (0, -0, +-inf, NaN, a big
    value and a subnormal of each sign) and a spread of ordinary ones: the root
    of mish' (-1.19...) and values where mish saturates or underflows."""
    big, sub = _extremes(dtype)
    vals = [0.0, -0.0, np.inf, -np.inf, np.nan, big, -big, sub, -sub]
    vals += [1.0, -1.1924, 2.5, -4.0, 15.0, -20.0, 0.3]
    return np.array(vals, np.float64).astype(testing.np_dtype(dtype))


def dy_values(dtype: str) -> np.ndarray:
    """16 cotangents in ``dtype`` for x_values (one of them 0)."""
    vals = [1.0, -2.0, 0.5, 3.0, -1.0, 0.25, 4.0, -0.75, 1.5, 2.0, -3.0, 0.125, 1.0, -1.0, 8.0, 0.0]
    return np.array(vals, np.float64).astype(testing.np_dtype(dtype))


def b_values(dtype: str) -> np.ndarray:
    """4 biases in ``dtype``, exact in every dtype."""
    return np.array([0.5, -0.25, 0.125, -1.0], np.float64).astype(testing.np_dtype(dtype))


def is_bias(form: str) -> bool:
    return form.startswith("bias")


def form_inputs(form: str, dtype: str) -> tuple[np.ndarray, ...]:
    """The inputs an artefact of ``form`` takes."""
    x, dy = x_values(dtype), dy_values(dtype)
    if is_bias(form):
        # rows of 4 features: x (4, 4), or a batch of 2 x (2, 4) for vmap
        shape = (2, 2, 4) if form == "bias_vmap" else (4, 4)
        x, dy, b = x.reshape(shape), dy.reshape(shape), b_values(dtype)
        return (x, b) if form == "bias" else (dy, x, b)
    if form in ("mish", "grad"):
        return (x,)
    if form == "vmap":  # x batched over 4 rows, dy shared by all of them
        return dy[:4], x.reshape(4, 4)
    return dy, x


# --- encoding --------------------------------------------------------------------


def encode_array(a: np.ndarray) -> tuple[str, tuple[int, ...], tuple[str, ...]]:
    """(dtype name, shape, float.hex of each element, four to a string): exact
    for all four dtypes."""
    flat = [float(v).hex() for v in np.asarray(a).astype(np.float64).reshape(-1)]
    rows = tuple(" ".join(flat[i : i + 4]) for i in range(0, len(flat), 4))
    return (np.asarray(a).dtype.name, tuple(a.shape), rows)


def decode_array(spec: tuple[str, tuple[int, ...], tuple[str, ...]]) -> np.ndarray:
    dtype, shape, rows = spec
    flat = np.array([float.fromhex(v) for v in " ".join(rows).split()], np.float64)
    return flat.astype(testing.np_dtype(dtype)).reshape(shape)


def encode_artefact(blob: bytes) -> tuple[str, ...]:
    text = base64.b64encode(bytes(blob)).decode("ascii")
    return tuple(text[i : i + 76] for i in range(0, len(text), 76))


def decode_artefact(lines: tuple[str, ...]) -> bytearray:
    return bytearray(base64.b64decode("".join(lines)))


def jax_mish_targets(module_text: str, known: tuple[str, ...]) -> tuple[str, ...]:
    """The names in ``known`` that ``module_text`` calls as custom calls."""
    called = set(re.findall(r"custom_call @([\w.]+)", module_text))
    called |= set(re.findall(r'call_target_name = "([\w.]+)"', module_text))
    return tuple(sorted(n for n in known if n in called))


def call(exp: Any, inputs: tuple[np.ndarray, ...]) -> list[np.ndarray]:
    """Runs a (deserialized) artefact on ``inputs``, placed on as many CPU devices
    as it was exported for."""
    import jax
    from jax.sharding import Mesh

    args: list[Any] = list(inputs)
    if exp.nr_devices > 1:
        devices = jax.devices("cpu")
        if len(devices) < exp.nr_devices:
            raise RuntimeError(f"needs {exp.nr_devices} CPU devices, jax has {len(devices)}")
        mesh = Mesh(np.array(devices[: exp.nr_devices]), ("a",))
        args = [jax.device_put(a, s) for a, s in zip(args, exp.in_shardings_jax(mesh))]
    return [np.asarray(o) for o in exp.call(*args)]


# --- exact values ------------------------------------------------------------------


def _special(op: str, x: np.ndarray) -> np.ndarray:
    # Limits at +-inf, NaN for NaN: mish(inf) = inf, mish(-inf) = 0,
    # mish'(inf) = 1, mish'(-inf) = 0.
    if op == "mish":
        return np.where(np.isposinf(x), np.inf, np.where(np.isneginf(x), 0.0, np.nan))
    return np.where(np.isposinf(x), 1.0, np.where(np.isneginf(x), 0.0, np.nan))


def exact(op: str, x: np.ndarray, dy: np.ndarray | None, dtype: str) -> np.ndarray:
    """``mish(x)`` or ``dy * mish'(x)``, exact for ``dtype`` results: numpy float64
    for 16- and 32-bit dtypes, mpmath (as long double) for float64."""
    xf = np.asarray(x, np.float64).reshape(-1)
    d = np.ones_like(xf) if dy is None else np.asarray(dy, np.float64).reshape(-1)
    finite = np.isfinite(xf)
    if dtype == "float64":
        import mpmath as mp  # the test extra's; only float64 needs it

        fn = testing.mish_mp if op == "mish" else testing.mish_prime_mp
        out = np.empty(xf.size, np.longdouble)
        for i in range(xf.size):
            if finite[i]:
                v = fn(float(xf[i])) * (1 if op == "mish" else mp.mpf(float(d[i])))
                if abs(v) < mp.mpf("1e-4900"):  # below long double's range: 0
                    v = mp.mpf(0)
                out[i] = np.longdouble(mp.nstr(v, 40, strip_zeros=False))
            else:
                out[i] = _special(op, xf[i : i + 1])[0] * (1.0 if op == "mish" else d[i])
        return out.reshape(np.shape(x))
    with np.errstate(invalid="ignore", over="ignore"):
        if op == "mish":
            core = testing.mish64(np.where(finite, xf, 0.0))
            out = np.where(finite, core, _special(op, xf))
        else:
            core = testing.mish_prime64(np.where(finite, xf, 0.0))
            out = d * np.where(finite, core, _special(op, xf))
    return out.reshape(np.shape(x))


def operands(form: str, inputs: tuple[np.ndarray, ...]) -> tuple[np.ndarray, np.ndarray | None]:
    """(x, dy) of the outputs of ``form``, broadcast to their shape (dy None: 1)."""
    if form in ("mish", "grad"):
        return inputs[0], None
    dy, x = inputs
    return x, np.broadcast_to(dy, x.shape)


def bias_operands(form: str, inputs) -> tuple[np.ndarray, np.ndarray | None]:
    """(z, dy) of a bias form: z = x + b formed in the compute dtype and
    rounded once there (as float64), dy None for the forward."""
    x, b = inputs[-2], inputs[-1]
    compute = testing.np_dtype("float64" if x.dtype.name == "float64" else "float32")
    with np.errstate(invalid="ignore", over="ignore"):
        z = (x.astype(compute) + b.astype(compute)).astype(np.float64)
    return z, (None if form == "bias" else inputs[0])


def _db_error(
    z: np.ndarray, dy: np.ndarray, db: np.ndarray, dtype: str, devices: int
) -> np.ndarray:
    """|db - S| / bound per column, S the exact sum of dy * mish'(z) over the
    leading axes, the bound bias_plan.h's for any summation tree over the rows
    (depth rows - 1) plus the oracle's own error; 0 where both are NaN.

    Split over ``devices``, each device's db is rounded to the storage type
    before they are summed (in it): for float16 and bfloat16 half an ulp of
    at most sum |t| more per device."""
    cols = z.shape[-1]
    terms = exact("mish_grad", z, dy, dtype).reshape(-1, cols)
    s = np.array([np.sum(np.sort(terms[:, c])) for c in range(cols)])  # long double for float64
    t64 = terms.astype(np.float64)
    limit = db_bound(dy.reshape(-1, cols), z, t64, db.reshape(-1), dtype, depth=t64.shape[0] - 1)
    limit = limit + 1e-13 * np.abs(t64).sum(0)  # the numpy float64 oracle, mpmath's far less
    fs = testing.finfo(dtype)
    if devices > 1 and int(fs.nmant) < 23:  # a storage type narrower than the compute type
        _, ex = np.frexp(np.maximum(np.abs(t64).sum(0), float(fs.smallest_normal)))
        limit = limit + devices * 0.5 * np.ldexp(1.0, ex - 1 - int(fs.nmant))
    got = db.reshape(-1).astype(np.float64)
    with np.errstate(invalid="ignore"):
        err = np.abs(got - s.astype(np.float64)) / limit
    both_nan = np.isnan(got) & np.isnan(s.astype(np.float64))
    err = np.where(both_nan, 0.0, err)
    return np.where(np.isnan(err), np.inf, err)


def ulp_errors(form: str, inputs, outputs, dtype: str) -> list[np.ndarray]:
    """Per output of ``form``, its error in ulps against the exact value (db:
    as a fraction of its bound)."""
    errs = []
    if is_bias(form):
        z, dy = bias_operands(form, inputs)
        for op, out in zip(FORM[form].ops, outputs):
            if op == "mish_bias":
                errs.append(testing.ulp_error(out, exact("mish", z, None, dtype), dtype))
            elif op == "mish_bias_grad":
                want = exact("mish_grad", z, dy, dtype)
                errs.append(testing.ulp_error(out, want, dtype, scale=dy))
            else:
                errs.append(_db_error(z, dy, out, dtype, FORM[form].nr_devices))
        return errs
    x, dy = operands(form, inputs)
    for op, out in zip(FORM[form].ops, outputs):
        scale = None if (op == "mish" or dy is None) else dy
        want = exact(op, x, None if op == "mish" else dy, dtype)
        errs.append(testing.ulp_error(out, want, dtype, scale=scale))
    return errs


def bound(op: str, dtype: str) -> float:
    """The largest error :func:`ulp_errors` accepts for ``op``'s outputs."""
    if op == "mish_bias_db":
        return 1.0
    return testing.ulps(CHECK, _BOUND_OF.get(op, op), dtype)


_BOUND_OF = {"mish_bias": "mish", "mish_bias_grad": "mish_grad"}


def entry_name(entry: dict[str, Any]) -> str:
    return f"{entry['form']}-{entry['dtype']}"
