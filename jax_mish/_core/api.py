"""Public functions: argument checks, dtype promotion, diagnostics."""

from __future__ import annotations

import functools
import os
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from jax_mish import formulas
from jax_mish._core import avals as _avals
from jax_mish._core import impl as _impl
from jax_mish._core import platforms as _platforms
from jax_mish._core.ops import MISH, MISH_BIAS, MISH_GRAD
from jax_mish._version import __version__

ArrayLike = jax.typing.ArrayLike

_KERNEL_DTYPES = tuple(formulas.COMPUTE_DTYPE)

# Input kinds jnp functions take (jax.nn.mish among them): arrays and scalars,
# not lists or tuples. dtype kinds: bool, ints, floats, complex, and "V" for
# ml_dtypes' bfloat16/float8/float4.
_ARRAY_TYPES = (jax.Array, np.ndarray, np.generic, bool, int, float, complex)
_ARRAY_DTYPE_KINDS = frozenset("biufcV")


def _is_array(v: Any) -> bool:
    return isinstance(v, _ARRAY_TYPES) and (
        not hasattr(v, "dtype") or np.dtype(v.dtype).kind in _ARRAY_DTYPE_KINDS
    )


def _is_array_like(v: Any) -> bool:
    # jax's own test (jax.numpy's check_arraylike): an object with
    # __jax_array__, such as an NNX variable, is an array.
    return _is_array(v) or getattr(v, "__jax_array__", None) is not None


def _refuse(v: Any, fn: str, arg: str) -> TypeError:
    """The ``TypeError`` jnp functions raise for a non-array, with our name."""
    what = type(v).__name__
    if hasattr(v, "dtype"):
        what += f" of dtype {v.dtype}"
    hint = "; convert it with jnp.asarray first" if isinstance(v, (list, tuple)) else ""
    return TypeError(
        f"jax_mish.{fn}: {arg} must be an array or a scalar, as for jax.nn.mish, got {what}{hint}"
    )


def _check_array_like(v: Any, fn: str, arg: str) -> None:
    """Raises the ``TypeError`` jnp functions raise for what is neither an
    array nor an array-like, with our name."""
    if not _is_array_like(v):
        raise _refuse(v, fn, arg)


def _as_array(v: Any, fn: str, arg: str) -> Any:
    """``v`` checked, with an array-like replaced by the array its
    ``__jax_array__`` gives (at trace time: eager calls pass an NNX variable
    through jit, which rebuilds it around a tracer)."""
    _check_array_like(v, fn, arg)
    if _is_array(v):
        return v
    a = v.__jax_array__()
    if not _is_array(a):
        raise _refuse(a, fn, arg)
    return a


def _named(err: Exception, fn: str) -> Exception:
    """``err``, jit's refusal of an argument, under our name; other errors as they are."""
    if type(err) not in (TypeError, ValueError) or str(err).startswith("jax_mish."):
        return err
    return type(err)(f"jax_mish.{fn}: {err}")


def _abstract(v: Any) -> jax.ShapeDtypeStruct:
    # Scalar stand-in with v's dtype and weak type: the result type does not
    # depend on shape or sharding.
    return jax.ShapeDtypeStruct((), jnp.result_type(v), weak_type=jax.typeof(v).weak_type)


def _defining_formula(x: jax.Array) -> jax.Array:
    """``x * tanh(softplus(x))`` with the jnp ops jax.nn.mish is made of.

    Its promotion (ints, bools, x64 mode, weak types) and refusals are
    jax.nn.mish's, from jax's own rules, and it computes complex input as
    jax.nn.mish does; tests/test_api.py's parity table catches any drift.
    Written out rather than calling jax.nn.mish, which a user may have
    replaced with jax_mish.mish (see jax_mish.interop.swap).
    """
    return x * jnp.tanh(jnp.logaddexp(x, 0))


def _result_type(fn: str, f: Any, *args: Any) -> jax.ShapeDtypeStruct:
    """The result dtype and weak type of ``f`` (built from _defining_formula) on ``args``."""
    try:
        return jax.eval_shape(f, *map(_abstract, args))
    except (TypeError, ValueError) as err:
        raise type(err)(f"jax_mish.{fn}: {err}") from err


def _promote(v: jax.Array, like: jax.ShapeDtypeStruct) -> jax.Array:
    """``v`` with the dtype and weak type of ``like``."""
    if like.weak_type:
        # A weak result comes only from Python scalars and bool arrays; the
        # product with a weak 1.0 has exactly that type and value.
        return _cast(v * 1.0, like.dtype)
    return v.astype(like.dtype) if v.dtype != like.dtype or jax.typeof(v).weak_type else v


def _cast(v: jax.Array, dtype: Any) -> jax.Array:
    # astype to the same dtype would drop a weak type.
    return v if v.dtype == dtype else v.astype(dtype)


def _in_kernel_dtype(dtype: Any) -> Any:
    """The dtype the kernels compute a result of ``dtype`` in, or None (complex)."""
    dtype = jnp.dtype(dtype)
    if dtype in _KERNEL_DTYPES:
        return dtype
    if jnp.issubdtype(dtype, jnp.complexfloating):
        return None
    return jnp.dtype(jnp.float32)  # float8, float4: computed in float32, rounded once


def _mish_traced(x: Any, impl: str) -> jax.Array:
    x = _as_array(x, "mish", "x")
    want = _result_type("mish", _defining_formula, x)
    x = _promote(jnp.asarray(x), want)
    cdt = _in_kernel_dtype(want.dtype)
    if cdt is None:
        # No kernel takes complex: the defining formula, as jax.nn.mish computes it.
        return _defining_formula(x)
    return _cast(MISH.bind(_cast(x, cdt), impl=impl), x.dtype)


def _mish_bias_traced(x: Any, b: Any, impl: str) -> jax.Array:
    x = _as_array(x, "mish", "x")
    b = _as_array(b, "mish", "bias")
    xs, bs = np.shape(x), np.shape(b)
    if len(bs) < 1 or len(bs) > len(xs) or tuple(xs[len(xs) - len(bs) :]) != tuple(bs):
        raise ValueError(
            f"jax_mish.mish: bias must have the shape of x's trailing axes, as a Dense or "
            f"Conv layer's bias is added (the feature axis last), got x.shape={xs} and "
            f"bias.shape={bs}; use mish(x + bias) for any other broadcast"
        )
    if not jnp.issubdtype(jnp.result_type(x, b), jnp.inexact):
        # Integers and bools: jnp forms x + b in their own type (wrapping
        # integers, or-ing bools) before Mish promotes the sum; so does this.
        return _mish_traced(jnp.add(x, b), impl)
    want = _result_type("mish", lambda a, c: _defining_formula(a + c), x, b)
    x_a = _promote(jnp.asarray(x), want)
    b_a = _promote(jnp.asarray(b), want)
    cdt = _in_kernel_dtype(want.dtype)
    if cdt is None:
        return _defining_formula(x_a + b_a)
    x_a, b_a = _avals.match_varying_axes(_cast(x_a, cdt), _cast(b_a, cdt))
    return _cast(MISH_BIAS.bind(x_a, b_a, impl=impl), want.dtype)


def _mish_grad_traced(dy: Any, x: Any, impl: str) -> jax.Array:
    dy = _as_array(dy, "mish_grad", "dy")
    x = _as_array(x, "mish_grad", "x")
    if np.shape(dy) != np.shape(x):
        raise ValueError(
            f"jax_mish.mish_grad: dy and x must have the same shape, got "
            f"dy.shape={np.shape(dy)} and x.shape={np.shape(x)}"
        )
    want = _result_type("mish_grad", lambda a, b: a * _defining_formula(b), dy, x)
    dy_a = _cast(jnp.asarray(dy), want.dtype)
    x_a = _promote(jnp.asarray(x), want)  # the result takes x's weak type
    cdt = _in_kernel_dtype(want.dtype)
    if cdt is None:
        # jax's reverse mode of a holomorphic function is dy * f'(x), unconjugated.
        return jax.vjp(_defining_formula, x_a)[1](dy_a)[0]
    dy_a, x_a = _avals.match_varying_axes(_cast(dy_a, cdt), _cast(x_a, cdt))
    return _cast(MISH_GRAD.bind(dy_a, x_a, inplace=False, impl=impl), want.dtype)


# Eager calls (concrete operands) run through these, jitted like jax.nn.mish,
# so that they take jax's C++ dispatch path; traced calls bind the primitive
# in the caller's trace (see mish). One jitted function per `impl`, chosen by
# the caller, rather than a static argument, whose hashing would cost a tenth
# of a small eager call (docs/performance.md, "Eager calls").
_eager_mish = {
    i: jax.jit(functools.partial(_mish_traced, impl=i), inline=True) for i in _impl.CHOICES
}
_eager_mish_grad = {
    i: jax.jit(functools.partial(_mish_grad_traced, impl=i), inline=True) for i in _impl.CHOICES
}
_eager_mish_bias = {
    i: jax.jit(functools.partial(_mish_bias_traced, impl=i), inline=True) for i in _impl.CHOICES
}


_IMPL_DOC = """impl: ``"ffi"`` runs the XLA FFI kernel (a fusion barrier: XLA
        materialises its input and output), ``"xla"`` the same formula as
        plain HLO that XLA fuses with neighbouring elementwise ops,
        ``"auto"`` picks per platform when lowering: the kernels only where
        they have passed there (CPU; ``python -m jax_mish`` says why), plain
        HLO elsewhere. On CUDA ``"auto"`` runs ``"xla"`` until
        ``scripts/gpu_check.sh`` has passed on a GPU; ``"ffi"`` runs the CUDA
        kernels on request. ``None`` (default) uses the process default
        (:func:`set_default_impl`, else ``$JAX_MISH_IMPL`` as it was when
        jax_mish was imported, else ``"auto"``), looked up on every call."""


def mish(x: ArrayLike, impl: str | None = None, *, bias: ArrayLike | None = None) -> jax.Array:
    """Mish activation, ``x * tanh(softplus(x))``, elementwise; with ``bias``,
    ``mish(x + bias)`` in one kernel.

    With ``e = exp(x)`` and ``D = e^2 + 2e + 2``, ``tanh(softplus(x)) =
    1 - 2/D``: computed as ``x - 2x/D`` for ``x > 0`` and ``x e (e+2) / D``
    otherwise, one exp and one division per element, no tanh or log.
    float16 and bfloat16 are computed in float32 and rounded once.

    Accuracy: the kernels stay within :data:`jax_mish.testing.BOUNDS` (max
    error over all inputs, in ulps of the exact result with an absolute floor
    of half an ulp of 1.0: :func:`jax_mish.testing.ulp_error`).
    ``impl="xla"`` uses XLA's own ``exp`` and the sign-split form of
    :mod:`jax_mish.formulas`, so its accuracy is the backend's. Measured worst
    cases: benchmarks/results/accuracy.md.
    ``mish(inf) = inf``, ``mish(-inf) = 0``; NaN propagates.

    A drop-in for ``jax.nn.mish``: it takes the same inputs (arrays and
    scalars, not lists; objects with ``__jax_array__``, such as NNX variables,
    where ``jax.nn.mish`` takes them: a pytree everywhere, another only under
    ``jax.disable_jit`` in jax 0.10) and gives the same result dtype and weak
    type. Ints and bools are promoted as jnp promotes them; complex input
    takes the defining formula (as ``jax.nn.mish`` computes it) on every
    platform; float8 and float4 are computed in float32 and rounded once
    (``jax.nn.mish`` computes in the narrow type itself, so its values can
    differ). Jitted, so eager calls cost what those of ``jax.nn.mish`` cost.

    With ``bias`` (a Dense or Conv layer's bias: ``bias.shape ==
    x.shape[-bias.ndim:]``, the feature axis last), ``mish(x + bias)``: the
    sum is formed in the compute dtype and rounded once there, and Mish of it
    rounded once, in one pass over ``x``. ``jax.grad`` with respect to ``x``
    and ``bias`` runs one fused kernel that writes ``dx`` and sums ``dbias``
    over ``x``'s leading axes (accumulated in float32, float64 for float64,
    and rounded once; its bits do not depend on the thread count), saving
    ``x`` and ``bias`` only. Sharded, ``x``'s rows split over devices and the
    bias replicated, ``dbias`` is summed across them in the partitioning (one
    all-reduce of the bias's size).

    Args:
      x: array, scalar or array-like (``__jax_array__``), any shape: float16,
        bfloat16, float32 and float64 run the kernels.
      {impl}
      bias: None, or an array whose shape is that of ``x``'s trailing axes
        (one or more), added before Mish; promoted with ``x`` as ``x + bias``
        would be.

    Returns:
      An array with the shape of ``x`` and the dtype and weak type
      ``jax.nn.mish(x)`` has.

    Raises:
      TypeError: if ``x`` is not an array, a scalar or an array-like (a list,
        a string), as ``jax.nn.mish`` raises.
      ValueError: ``jax.dtypes.TypePromotionError``, as ``jax.nn.mish``, for
        a dtype with no promotion to a float (int4); jit's refusal of an
        array-like that is no pytree (jax 0.10), as for ``jax.nn.mish``; a
        ``bias`` whose shape is not that of ``x``'s trailing axes; or if
        ``impl`` (or ``$JAX_MISH_IMPL``) is not one of the values above, or is
        ``"ffi"`` on a platform without kernels (raised when the function is
        lowered).
    """
    impl = _impl.choose(impl, "jax_mish.mish")
    if bias is not None:
        if isinstance(x, jax.core.Tracer) or isinstance(bias, jax.core.Tracer):
            return _mish_bias_traced(x, bias, impl)
        try:
            return _eager_mish_bias[impl](x, bias)
        except (TypeError, ValueError) as err:
            _check_array_like(x, "mish", "x")
            _check_array_like(bias, "mish", "bias")
            raise _named(err, "mish") from err
    if isinstance(x, jax.core.Tracer):
        # Under a transformation: bind the primitive in the caller's trace, so
        # that its jaxpr holds `mish` itself (newer jax keeps a nested jit
        # even with inline=True, which jet and exporters then have to walk).
        return _mish_traced(x, impl)
    try:
        return _eager_mish[impl](x)
    except (TypeError, ValueError) as err:
        # jit's own refusal of, e.g., a str or (jax 0.10) an array-like that is
        # no pytree, as it refuses it as jax.nn.mish's argument: under our name.
        _check_array_like(x, "mish", "x")
        named = err if _is_array(x) else _named(err, "mish")
        if named is err:
            raise
        raise named from err


def mish_grad(dy: ArrayLike, x: ArrayLike, impl: str | None = None) -> jax.Array:
    """Fused Mish gradient, ``dy * mish'(x)``, elementwise (one pass, one exp).

    ``mish'(x) = tanh(sp) + x * sech^2(sp) * sigmoid(x)`` with
    ``sp = softplus(x)``. With ``e = exp(x)`` it is computed as ``M + z``,
    where ``M = min(e/2, 1)`` is exact and ``dy * M`` is formed inside the final
    fused multiply-add, so the roundings land only in the small remainder ``z``
    (no float64 step, no branch). Argument order follows ``torch.ops.aten.mish_backward(grad_output,
    self)`` and CANN's ``MishGrad(grad, x)``. This is what ``jax.grad`` of
    :func:`mish` runs.

    Accuracy: as for :func:`mish` (:data:`jax_mish.testing.BOUNDS`; with the
    floor of the metric scaled by ``|dy|``).
    ``mish'(inf) = 1``, ``mish'(-inf) = 0``.

    Accepts what :func:`mish` accepts, in both arguments; the result has the
    dtype and weak type of ``dy * jax.nn.mish(x)`` (so float16 ``dy`` with
    float32 ``x`` gives float32, and ints and bools promote as in jnp).
    Complex results take jax's reverse mode of ``jax.nn.mish``
    (``dy * mish'(x)``, unconjugated); float8 and float4 are computed in
    float32 and rounded once.

    Args:
      dy: incoming cotangent: array, scalar or array-like.
      x: the input of the forward ``mish``; same shape as ``dy`` (no
        broadcasting: the kernel is elementwise).
      {impl}

    Returns:
      ``dy * mish'(x)`` with the shape of ``x``. Operands of the result's
      dtype go to the fused kernel as they are; others are first converted by
      XLA (whose CPU conversion flushes subnormal inputs to zero).

    Raises:
      TypeError: if either argument is not an array or a scalar.
      ValueError: if the shapes of ``dy`` and ``x`` differ; as jnp, a
        ``jax.dtypes.TypePromotionError`` when the dtypes have no promotion
        (int4, a float8 with another float); or for an invalid ``impl`` (as
        for :func:`mish`).
    """
    impl = _impl.choose(impl, "jax_mish.mish_grad")
    if isinstance(dy, jax.core.Tracer) or isinstance(x, jax.core.Tracer):
        return _mish_grad_traced(dy, x, impl)  # as in mish
    try:
        return _eager_mish_grad[impl](dy, x)
    except (TypeError, ValueError) as err:
        _check_array_like(dy, "mish_grad", "dy")  # as in mish
        _check_array_like(x, "mish_grad", "x")
        named = err if _is_array(dy) and _is_array(x) else _named(err, "mish_grad")
        if named is err:
            raise
        raise named from err


# Docstrings are None under `python -OO`.
for _fn in (mish, mish_grad):
    if _fn.__doc__:
        _fn.__doc__ = _fn.__doc__.replace("{impl}", _IMPL_DOC)
set_default_impl = _impl.set_default_impl
get_default_impl = _impl.get_default_impl


def build_info(self_check: bool = True) -> dict[str, Any]:
    """What this installation runs: versions, ISAs, threads, platforms.

    Args:
      self_check: also run ``mish`` and ``mish_grad`` on a few values through
        the default backend and compare them with the pure-JAX reference.

    Returns:
      A dict with the package, jax and jaxlib versions, the XLA FFI API version
      the extension was compiled against, the CPU instruction sets compiled in
      and in use (for small calls too), the compilers of the module and of its CPU loops, the CPU
      thread counts, the platforms that have kernels, the implementation calls
      without ``impl=`` run on the default backend, the CUDA architectures
      (when built with CUDA) and the self-check result.
    """
    cpu_module = _platforms.module("cpu")
    assert cpu_module is not None  # a required module: importing jax_mish checked it
    cpu = cpu_module.build_info()
    info: dict[str, Any] = {
        "version": __version__,
        "jax": jax.__version__,
        "jaxlib": jax.lib.__version__ if hasattr(jax.lib, "__version__") else None,
        "ffi_api_built": cpu["ffi_api_version"],
        "isa_compiled": cpu["isa_compiled"].split(","),
        "isa_active": cpu["isa_active"],
        "isa_small_calls": cpu["isa_small_calls"],
        "small_call_elements": cpu["small_call_elements"],
        "arch": cpu["arch"],
        "compiler": cpu["compiler"],
        "kernel_compiler": cpu["kernel_compiler"],
        "cpu_threads": os.cpu_count(),
        "block_elements": cpu["block_elements"],
        "min_parallel_elements": cpu["min_parallel_elements"],
        "kernel_platforms": [
            row.name if row.kind == row.name else f"{row.name} ({row.kind})"
            for row in _platforms.loaded()
        ],
        "default_backend": jax.default_backend(),
    }
    try:
        info["default_impl"] = _impl.get_default_impl()
    except ValueError as err:  # e.g. a bad $JAX_MISH_IMPL: report it, don't fail
        info["default_impl"] = f"invalid: {err}"
    for row in _platforms.loaded():
        if row.name != "cpu":
            module = _platforms.load(row)
            if module is not None and hasattr(module, "build_info"):
                info[row.name] = module.build_info()
    if self_check:
        info["self_check"] = _self_check()
    return info


def _self_check() -> str:
    x = jnp.asarray(np.linspace(-30.0, 30.0, 257), jnp.float32)
    dy = jnp.asarray(np.linspace(-2.0, 2.0, 257), jnp.float32)
    try:
        got = np.asarray(jax.jit(mish)(x)), np.asarray(jax.jit(mish_grad)(dy, x))
    except ValueError as err:
        return f"FAILED ({err})"
    ref = np.asarray(formulas.mish(x)), np.asarray(formulas.mish_grad(dy, x))
    for g, r in zip(got, ref):
        if not np.allclose(g, r, rtol=1e-5, atol=1e-6):
            return f"FAILED (max abs diff {np.max(np.abs(g - r)):.3g})"
    return "ok"
