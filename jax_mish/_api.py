"""Public functions: argument checks, dtype promotion, diagnostics."""

from __future__ import annotations

import os
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from jax_mish import _ext, _impl, _sharding, reference
from jax_mish._primitives import mish_grad_p, mish_p
from jax_mish._version import __version__

ArrayLike = jax.typing.ArrayLike

_SUPPORTED = tuple(jnp.dtype(d) for d in (jnp.float16, jnp.bfloat16, jnp.float32, jnp.float64))
_SUPPORTED_NAMES = "float16, bfloat16, float32 or float64"


def _as_float_array(v: Any, fn: str, arg: str) -> jax.Array:
    if isinstance(v, (str, bytes)) or v is None:
        raise TypeError(
            f"jax_mish.{fn}: {arg} must be an array of {_SUPPORTED_NAMES}, got {type(v).__name__}"
        )
    try:
        if isinstance(v, (list, tuple)):
            v = jnp.asarray(v)
        dtype = jnp.result_type(v)
    except (TypeError, ValueError) as err:
        raise TypeError(
            f"jax_mish.{fn}: {arg} must be an array of {_SUPPORTED_NAMES}, "
            f"got {type(v).__name__} ({err})"
        ) from err
    if jnp.dtype(dtype) not in _SUPPORTED:
        raise TypeError(
            f"jax_mish.{fn}: {arg} has dtype {jnp.dtype(dtype).name}; expected {_SUPPORTED_NAMES}"
        )
    return jnp.asarray(v)


_IMPL_DOC = """impl: ``"ffi"`` runs the XLA FFI kernel (a fusion barrier: XLA
        materialises its input and output), ``"xla"`` the same formula as
        plain HLO that XLA fuses with neighbouring elementwise ops,
        ``"auto"`` picks per platform when lowering (see
        :func:`get_default_impl`), ``None`` (default) uses the process
        default (:func:`set_default_impl`, else ``$JAX_MISH_IMPL``, else
        ``"auto"``)."""


def mish(x: ArrayLike, impl: str | None = None) -> jax.Array:
    """Mish activation, ``x * tanh(softplus(x))``, elementwise.

    With ``e = exp(x)`` and ``D = e^2 + 2e + 2``, ``tanh(softplus(x)) =
    1 - 2/D``: computed as ``x - 2x/D`` for ``x > 0`` and ``x e (e+2) / D``
    otherwise, one exp and one division per element, no tanh or log.
    float16 and bfloat16 are computed in float32 and rounded once.

    Accuracy: the kernels stay within :data:`jax_mish.testing.BOUNDS` (max
    error over all inputs, in ulps of the exact result with an absolute floor
    of half an ulp of 1.0: :func:`jax_mish.testing.ulp_error`).
    ``impl="xla"`` uses XLA's own ``exp`` and the sign-split form of
    :mod:`jax_mish.reference`, so its accuracy is the backend's. Measured worst
    cases: benchmarks/results/accuracy.md.
    ``mish(inf) = inf``, ``mish(-inf) = 0``; NaN propagates.

    Args:
      x: array of float16, bfloat16, float32 or float64, any shape.
      {impl}

    Returns:
      An array with the shape and dtype of ``x``.

    Raises:
      TypeError: if ``x`` is not a floating-point array of a supported dtype.
      ValueError: if ``impl`` (or ``$JAX_MISH_IMPL``) is not one of the
        values above, or is ``"ffi"`` on a platform without kernels (raised
        when the function is lowered).
    """
    impl = _impl.for_trace(impl, "jax_mish.mish")
    return mish_p.bind(_as_float_array(x, "mish", "x"), impl=impl)


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

    Args:
      dy: incoming cotangent; float16, bfloat16, float32 or float64.
      x: the input of the forward ``mish``; same shape as ``dy``.
      {impl}

    Returns:
      ``dy * mish'(x)`` with the shape of ``x`` and dtype
      ``jnp.promote_types(dy.dtype, x.dtype)``. Operands of equal dtype go to
      the fused kernel as they are; a mixed pair is first converted to the
      promoted dtype by XLA (whose CPU conversion flushes subnormal inputs to
      zero).

    Raises:
      TypeError: if either argument is not a floating-point array of a
        supported dtype.
      ValueError: if the shapes of ``dy`` and ``x`` differ, or for an
        invalid ``impl`` (as for :func:`mish`).
    """
    impl = _impl.for_trace(impl, "jax_mish.mish_grad")
    dy_a = _as_float_array(dy, "mish_grad", "dy")
    x_a = _as_float_array(x, "mish_grad", "x")
    if dy_a.shape != x_a.shape:
        raise ValueError(
            f"jax_mish.mish_grad: dy and x must have the same shape, got "
            f"dy.shape={dy_a.shape} and x.shape={x_a.shape}"
        )
    dtype = jnp.promote_types(dy_a.dtype, x_a.dtype)
    dy_a, x_a = _sharding.match_varying_axes(dy_a.astype(dtype), x_a.astype(dtype))
    return mish_grad_p.bind(dy_a, x_a, inplace=False, impl=impl)


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
      and in use, the CPU thread counts, the platforms that have kernels, the
      implementation calls without ``impl=`` run on the default backend, the
      CUDA architectures (when built with CUDA) and the self-check result.
    """
    cpu = _ext.cpu.build_info()
    info: dict[str, Any] = {
        "version": __version__,
        "jax": jax.__version__,
        "jaxlib": jax.lib.__version__ if hasattr(jax.lib, "__version__") else None,
        "ffi_api_built": cpu["ffi_api_version"],
        "isa_compiled": cpu["isa_compiled"].split(","),
        "isa_active": cpu["isa_active"],
        "arch": cpu["arch"],
        "compiler": cpu["compiler"],
        "cpu_threads": os.cpu_count(),
        "block_elements": cpu["block_elements"],
        "min_parallel_elements": cpu["min_parallel_elements"],
        "kernel_platforms": ["cpu"] + (["cuda"] if _ext.cuda is not None else []),
        "default_backend": jax.default_backend(),
    }
    try:
        info["default_impl"] = _impl.get_default_impl()
    except ValueError as err:  # e.g. a bad $JAX_MISH_IMPL: report it, don't fail
        info["default_impl"] = f"invalid: {err}"
    if _ext.cuda is not None:
        info["cuda"] = _ext.cuda.build_info()
    from jax_mish import ascend  # imported lazily: it probes JAX's plugins

    ascend_platforms = list(ascend.installed_platforms())
    if ascend_platforms:
        info["kernel_platforms"] += [f"{p} (CANN)" for p in ascend_platforms]
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
    ref = np.asarray(reference.mish(x)), np.asarray(reference.mish_grad(dy, x))
    for g, r in zip(got, ref):
        if not np.allclose(g, r, rtol=1e-5, atol=1e-6):
            return f"FAILED (max abs diff {np.max(np.abs(g - r)):.3g})"
    return "ok"
