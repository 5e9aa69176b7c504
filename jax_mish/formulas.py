"""Pure-JAX Mish: what ``impl="xla"`` lowers, and the fallback lowering on
platforms without a kernel. The tests also compare the kernels with these
formulas in float64 (their exact oracles are in :mod:`jax_mish.testing`).

Its formulation is its own: one exponential, ``w = exp(-|x|)``, with the
formulas split on the sign of ``x`` so that nothing overflows or cancels,
written with ``jnp`` so that it runs on any backend and is differentiable to
any order (the sign split keeps autodiff right at ``x = 0``). The C++/CUDA
kernels (``xla_ffi/mish_math.h``) form ``e = exp(x)`` of the clamped input
instead, with no sign split, and the ONNX lowering of ``mish_grad``
(``jax_mish/onnx.py``) a third form built from ONNX operators. What the three
share: the clamp limits (:data:`LIMITS`), a single exp, no ``1 - tanh^2``, and
float16 and bfloat16 computed in float32 and rounded once. As an oracle a
different formulation is the point: a rounding weakness of one is not repeated
in the other.
"""

from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

__all__ = [
    "COMPUTE_DTYPE",
    "LIMITS",
    "Limits",
    "bias_sum_axes",
    "mish",
    "mish_bias",
    "mish_bias_grad",
    "mish_grad",
    "mish_derivative",
    "mish_second_derivative",
]

COMPUTE_DTYPE: dict[np.dtype, np.dtype] = {
    np.dtype(jnp.float16): np.dtype(jnp.float32),
    np.dtype(jnp.bfloat16): np.dtype(jnp.float32),
    np.dtype(jnp.float32): np.dtype(jnp.float32),
    np.dtype(jnp.float64): np.dtype(jnp.float64),
}
"""The dtypes jax_mish takes, each with the dtype it is computed in: the one
Python table of them (the C++ one is ``xla_ffi/dtypes.h``; the
extension's ``build_info()["dtypes"]`` reports it and the tests check that the
two agree)."""


class Limits(NamedTuple):
    """Where the formulas of a compute dtype change regime (derived in
    ``xla_ffi/mish_math.h``, whose ``MathTraits`` hold the compiled copy that
    the tests compare with these through ``build_info()["dtypes"]``)."""

    lo: float
    """Below it, mish and mish' round to zero: inputs are clamped to it."""
    hi: float
    """Above it, the exp term no longer changes the rounded result (mish(x) =
    x, mish'(x) = 1): inputs are clamped to it, so that nothing overflows."""
    unscaled_min_x: float
    """The kernels' cut-over: from it up, exp(x) is formed without the scaling
    that keeps tiny results in range (the pure-JAX formulas need none)."""


LIMITS: dict[np.dtype, Limits] = {
    np.dtype(jnp.float32): Limits(lo=-120.0, hi=20.0, unscaled_min_x=-79.0),
    np.dtype(jnp.float64): Limits(lo=-760.0, hi=40.0, unscaled_min_x=-692.0),
}
"""Per compute dtype (the values of :data:`COMPUTE_DTYPE`)."""


def _compute_dtype(dtype) -> np.dtype:
    # A dtype outside the table (an integer, say, in a direct call) is computed
    # in itself, as jnp would.
    return COMPUTE_DTYPE.get(np.dtype(dtype), np.dtype(dtype))


def _limits(dtype) -> tuple[float, float]:
    # Anything not computed in float64 takes float32's bounds, as the kernels'
    # half types do.
    limits = LIMITS.get(_compute_dtype(dtype), LIMITS[np.dtype(jnp.float32)])
    return limits.lo, limits.hi


def _parts(x: jax.Array):
    """w = exp(-|x|), w^2 and the denominators of both sign branches.

    ``w * w`` is never written as such: XLA's simplifier turns
    ``exp(a) * exp(a)`` into ``exp(2a)``, a second exp per element. ``w^2`` is
    ``((2w) w) / 2`` instead, the same value (scaling by 2 is exact).
    """
    lo, hi = _limits(x.dtype)
    xc = jnp.clip(x, lo, hi)  # NaN stays NaN
    pos = xc > 0
    # exp(-|x|), written per branch so that autodiff of it (third and higher
    # derivatives of mish, jet) is right at x = 0 too, where d|x|/dx is 0.
    w = jnp.exp(jnp.where(pos, -xc, xc))
    two_w = 2 * w
    two_w2 = two_w * w
    w2 = 0.5 * two_w2
    q = 1 + two_w + two_w2  # x > 0:  tanh(softplus(x)) = (1+2w)/q
    d = w2 + two_w + 2  #      x <= 0: tanh(softplus(x)) = w(w+2)/d
    return xc, pos, w, w2, q, d


def mish(x: jax.Array) -> jax.Array:
    """``x * tanh(softplus(x))`` in pure JAX (one exp, no tanh or log)."""
    x = jnp.asarray(x)
    out_dtype = x.dtype
    x = x.astype(_compute_dtype(out_dtype))
    xc, pos, w, w2, q, d = _parts(x)
    neg = xc * (w * (w + 2)) / d
    # x > 0: x - x*(1-t) with 1-t = 2w^2/q, so nothing cancels.
    posv = x - xc * (2 * w2) / q
    return jnp.where(pos, posv, neg).astype(out_dtype)


def mish_derivative(x: jax.Array) -> jax.Array:
    """``mish'(x) = tanh(sp) + x * sech^2(sp) * sigmoid(x)``, without ``1 - t^2``."""
    x = jnp.asarray(x)
    xc, pos, w, w2, q, d = _parts(x)
    c = 4 * xc * (1 + w)
    posv = 1 + w2 * (c - 2 * q) / (q * q)
    neg = w * ((w + 2) * d + c) / (d * d)
    return jnp.where(pos, posv, neg)


def mish_grad(dy: jax.Array, x: jax.Array) -> jax.Array:
    """``dy * mish'(x)`` in pure JAX; same dtype rules as :func:`jax_mish.mish_grad`."""
    dy = jnp.asarray(dy)
    x = jnp.asarray(x)
    out_dtype = jnp.promote_types(dy.dtype, x.dtype)
    cdt = _compute_dtype(out_dtype)
    if x.dtype != cdt:
        # Left alike, XLA computes this exp(-|x|) and the forward pass's once and
        # keeps it from the forward to the backward pass: for float16 and
        # bfloat16 a float32 array twice the size of the residual x. Behind the
        # barrier (the identity) the two differ to XLA, and the backward pass
        # recomputes its exp from x; float32 and float64 keep the shared exp.
        x = jax.lax.optimization_barrier(x)
    return (dy.astype(cdt) * mish_derivative(x.astype(cdt))).astype(out_dtype)


def mish_second_derivative(x: jax.Array) -> jax.Array:
    """``mish''(x) = sech^2(sp) * sigmoid(x) * (2 + x*(1 - sigmoid(x) - 2*tanh(sp)*sigmoid(x)))``.

    Written with ``w = exp(-|x|)`` per sign so that nothing overflows; used by
    the JVP of ``mish_grad`` in ``x`` (second and higher derivatives).
    """
    x = jnp.asarray(x)
    xc, pos, w, _, q, d = _parts(x)
    onew = 1 + w
    # x > 0: e = 1/w.  sech^2 = 4 (1+w)^2 w^2 / q^2, sigmoid = 1/(1+w),
    #        1 - sigmoid = w/(1+w), tanh = (1+2w)/q.
    s2_pos = 4 * onew * onew * w * w / (q * q)
    sig_pos = 1 / onew
    one_minus_sig_pos = w / onew
    t_pos = (1 + 2 * w) / q
    # x <= 0: e = w.  sech^2 = 4 (1+w)^2 / d^2, sigmoid = w/(1+w),
    #         1 - sigmoid = 1/(1+w), tanh = w(w+2)/d.
    s2_neg = 4 * onew * onew / (d * d)
    sig_neg = w / onew
    one_minus_sig_neg = 1 / onew
    t_neg = w * (w + 2) / d
    s2 = jnp.where(pos, s2_pos, s2_neg)
    sig = jnp.where(pos, sig_pos, sig_neg)
    one_minus_sig = jnp.where(pos, one_minus_sig_pos, one_minus_sig_neg)
    t = jnp.where(pos, t_pos, t_neg)
    return s2 * sig * (2 + xc * (one_minus_sig - 2 * t * sig))


def bias_sum_axes(x_ndim: int, b_ndim: int) -> tuple[int, ...]:
    """The axes of ``x`` a bias of rank ``b_ndim`` is broadcast along (and its
    gradient summed over): the leading ``x_ndim - b_ndim``."""
    return tuple(range(x_ndim - b_ndim))


def _biased(x: jax.Array, b: jax.Array) -> jax.Array:
    """``z = x + b`` in the compute dtype of ``x``'s, rounded once there."""
    cdt = _compute_dtype(x.dtype)
    return x.astype(cdt) + b.astype(cdt)


def mish_bias(x: jax.Array, b: jax.Array) -> jax.Array:
    """``mish(x + b)`` in pure JAX, ``b`` broadcast along ``x``'s leading axes
    (``b.shape == x.shape[-b.ndim:]``): the sum is formed in the compute dtype
    (float32 for float16 and bfloat16) and Mish of it rounded once to ``x``'s
    dtype, as the fused kernels do."""
    x, b = jnp.asarray(x), jnp.asarray(b)
    return mish(_biased(x, b)).astype(x.dtype)


def mish_bias_grad(dy: jax.Array, x: jax.Array, b: jax.Array) -> tuple[jax.Array, jax.Array]:
    """``(dx, db)`` of ``mish(x + b)``: ``dx = dy * mish'(x + b)`` and ``db``, the
    sum of ``dx`` over the axes ``b`` is broadcast along, accumulated in the
    compute dtype from the unrounded terms and rounded once to ``b``'s dtype."""
    dy, x, b = jnp.asarray(dy), jnp.asarray(x), jnp.asarray(b)
    z = _biased(x, b)
    g = dy.astype(z.dtype) * mish_derivative(z)
    return g.astype(x.dtype), g.sum(axis=bias_sum_axes(x.ndim, b.ndim)).astype(b.dtype)
