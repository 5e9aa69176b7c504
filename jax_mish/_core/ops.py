"""The ops: each declared once (:mod:`.op`), with its autodiff, batching and
Taylor rules beside it.

* ``mish(x)``: ``y = x * tanh(softplus(x))``.
* ``mish_grad(dy, x)``: ``dx = dy * mish'(x)``, the fused MishGrad. It has one
  parameter of its own, ``inplace``: when true its kernel writes ``dx`` over
  ``dy`` (``input_output_aliases={0: 0}``). Only the transpose rule sets it: a
  cotangent is normally dead once the backward pass has consumed it, so XLA
  can reuse its buffer instead of allocating (and page-faulting) a fresh one;
  where it is still live XLA inserts a copy, which is correct, only slower. The
  public ``mish_grad`` never aliases.

Reverse mode of ``mish`` saves only ``x`` and runs one fused ``mish_grad``
kernel: the JVP of ``mish`` is ``mish_grad(t, x)``, linear in ``t``, and the
transpose of ``mish_grad`` in ``dy`` is ``mish_grad`` again (the Jacobian is
diagonal). ``mish_grad``'s JVP in ``x`` uses ``mish''`` from the formulas, so
``jvp``, ``jacfwd``, ``hessian`` and higher orders all work, and Taylor mode
(``jax.experimental.jet``) builds its coefficients from those derivatives.

Every primitive has the parameter ``impl`` (``"auto"``, ``"ffi"`` or
``"xla"``, see :mod:`.impl`): every rule below passes it on, so ``jax.grad`` of
``mish`` with one implementation runs ``mish_grad`` with the same one; the
lowering rules (:mod:`.op`) resolve it per platform.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
from jax.experimental import jet
from jax.interpreters import ad

from jax_mish import formulas
from jax_mish._core import avals, sharding
from jax_mish._core.op import Op, declare

__all__ = ["MISH", "MISH_BIAS", "MISH_BIAS_GRAD", "MISH_BIAS_TANGENT", "MISH_GRAD"]


def _formula(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` as a fallback: the pure-JAX formula, whatever ``impl`` and the
    op's own parameters say."""

    def fallback(*operands: Any, impl: str = "auto", **params: Any) -> Any:
        del impl, params
        return fn(*operands)

    return fallback


MISH = declare(
    Op(
        name="mish",
        role="mish",
        operands=("x",),
        results=("y",),
        abstract=lambda x: x,  # an explicit sharding or varying axes carry through
        fallback=_formula(formulas.mish),
        partitioning=sharding.ELEMENTWISE,
    )
)

MISH_GRAD = declare(
    Op(
        name="mish_grad",
        role="mish_grad",
        operands=("dy", "x"),
        results=("dx",),
        abstract=lambda dy, x, *, inplace: avals.binary_elementwise_aval("mish_grad", dy, x),
        fallback=_formula(formulas.mish_grad),
        partitioning=sharding.ELEMENTWISE,
        params={"inplace": False},
        eager_params={"inplace": False},
        aliases=lambda params: {0: 0} if params["inplace"] else None,
    )
)

mish_p = MISH.p
mish_grad_p = MISH_GRAD.p


# --- autodiff ----------------------------------------------------------------


def _mish_jvp(t, x, *, impl="auto"):
    return mish_grad_p.bind(t, x, inplace=False, impl=impl)


def _mish_grad_jvp_x(t, dy, x, *, inplace=False, impl="auto"):
    cdt = jnp.promote_types(x.dtype, jnp.float32)
    second = formulas.mish_second_derivative(x.astype(cdt))
    return (dy.astype(cdt) * second * t.astype(cdt)).astype(x.dtype)


def _mish_grad_jvp_dy(t, dy, x, *, inplace=False, impl="auto"):
    return mish_grad_p.bind(t, x, inplace=False, impl=impl)


def _mish_grad_transpose(ct, dy, x, *, inplace=False, impl="auto"):
    if ad.is_undefined_primal(x):
        raise NotImplementedError("mish_grad is not linear in x; it cannot be transposed in x")
    if type(ct) is ad.Zero:
        return [ad.Zero(dy.aval), None]
    return [mish_grad_p.bind(ct, x, inplace=True, impl=impl), None]


ad.defjvp(mish_p, _mish_jvp)
ad.defjvp(mish_grad_p, _mish_grad_jvp_dy, _mish_grad_jvp_x)
ad.primitive_transposes[mish_grad_p] = _mish_grad_transpose


# --- Taylor mode (jax.experimental.jet) ---------------------------------------
# An elementwise f composed with a series x(t) = x0 + sum_k a_k t^k has
# coefficients sum_j f^(j)(x0)/j! [t^k] (x(t) - x0)^j. The derivatives
# f^(j)(x0) come from nested jvp of the primitives themselves, i.e. from the
# autodiff rules above (mish' is the fused mish_grad, mish'' the formulas',
# higher orders autodiff of that), so every order works with either impl. The
# primal is the primitive's own result. Rules exchange jet's internal
# coefficients, which are the plain Taylor coefficients a_k (jax >= 0.7; the
# public jet scales them by k! at its boundary).
# The per-shard primitives (.op) appear only while lowering,
# after every transformation, so they need no rule.


def _derivatives(f: Callable[[Any], Any], x: Any, order: int) -> tuple[Any, ...]:
    """``(f(x), f'(x), ..., f^(order)(x))`` of an elementwise ``f``, by nested jvp."""

    def up_to(k: int) -> Callable[[Any], tuple[Any, ...]]:
        if k == 0:
            return lambda v: (f(v),)
        lower = up_to(k - 1)

        def with_next(v):
            primal, tangent = jax.jvp(lower, (v,), (jnp.ones_like(v),))
            return (*primal, tangent[-1])

        return with_next

    return up_to(order)(x)


def _compose(derivs: tuple[Any, ...], terms: list[Any]) -> list[Any]:
    """Taylor coefficients 1..K of ``f(x(t))`` from ``f``'s derivatives at
    ``x0`` and the coefficients 1..K of ``x(t)`` (``terms``)."""
    order = len(terms)
    delta = [None, *terms]  # delta[k]: coefficient of t^k of x(t) - x0
    power = list(delta)  # (x(t) - x0)^j, coefficients j..K
    out = [jnp.zeros_like(terms[0]) for _ in range(order)]
    factorial = 1
    for j in range(1, order + 1):
        factorial *= j
        c = derivs[j] / factorial
        for k in range(j, order + 1):
            out[k - 1] = out[k - 1] + c * power[k]
        power = [None] * (j + 1) + [
            sum(power[i] * delta[k - i] for i in range(j, k)) for k in range(j + 1, order + 1)
        ]
    return out


def _mish_jet(primals_in: Any, series_in: Any, **params: Any) -> Any:
    impl = params.get("impl", "auto")
    (x,), (terms,) = primals_in, series_in
    derivs = _derivatives(lambda v: mish_p.bind(v, impl=impl), x, len(terms))
    return derivs[0], _compose(derivs, terms)


def _mish_grad_jet(primals_in: Any, series_in: Any, **params: Any) -> Any:
    impl = params.get("impl", "auto")  # `inplace` dropped: a jet caller's operands stay live
    (dy, x), (dy_terms, x_terms) = primals_in, series_in
    slope = lambda v: mish_grad_p.bind(jnp.ones_like(v), v, inplace=False, impl=impl)
    derivs = _derivatives(slope, x, len(x_terms))
    # dy(t) * mish'(x(t)): the Cauchy product of the two series.
    g = [derivs[0], *_compose(derivs, x_terms)]
    d = [dy, *dy_terms]
    out = [sum(d[i] * g[k - i] for i in range(k + 1)) for k in range(1, len(g))]
    return mish_grad_p.bind(dy, x, inplace=False, impl=impl), out


jet.jet_rules[mish_p] = _mish_jet
jet.jet_rules[mish_grad_p] = _mish_grad_jet


# --- bias + Mish ---------------------------------------------------------------------
# mish_bias(x, b) = mish(x + b), b broadcast along x's leading axes, and
# mish_bias_grad(dy, x, b) = (dx, db), the fused backward that writes dx and
# sums db in one pass. z = x + b is formed in the compute dtype (float32 for
# half types) and rounded once there, as the kernels form it; where no kernel of
# these ops runs, they fall back on mish and mish_grad of that z, which keep
# their own kernels (CANN's on Ascend). Reverse mode reaches the fused backward
# through a linear primitive, mish_bias_tangent(tx, tb, x, b) = mish'(z) * (tx
# + tb), whose transpose is mish_bias_grad: jax.grad with respect to x and b runs
# one kernel, saving x and b only. Taylor mode of mish_bias is mish's at z.


def _z(x: Any, b: Any) -> Any:
    cdt = formulas.COMPUTE_DTYPE.get(jnp.dtype(x.dtype), jnp.dtype(x.dtype))
    return x.astype(cdt) + b.astype(cdt)


def _lead(x: Any, b: Any) -> tuple[int, ...]:
    return formulas.bias_sum_axes(len(x.shape), len(b.shape))


def _check_bias(name: str, x: Any, b: Any) -> None:
    if len(b.shape) < 1 or tuple(x.shape[len(x.shape) - len(b.shape) :]) != tuple(b.shape):
        raise ValueError(
            f"jax_mish.{name}: the bias must have the shape of x's trailing axes "
            f"(a Dense or Conv bias: the feature axis last), got x{tuple(x.shape)} and "
            f"bias{tuple(b.shape)}"
        )


def _mish_bias_abstract(x: Any, b: Any) -> Any:
    _check_bias("mish", x, b)
    return avals.with_varying_axes(x, b)


def _mish_bias_grad_abstract(dy: Any, x: Any, b: Any, *, inplace: bool) -> Any:
    _check_bias("mish", x, b)
    dx = avals.with_varying_axes(avals.binary_elementwise_aval("mish", dy, x), b)
    return dx, avals.with_varying_axes(b, dy, x)


def _mish_bias_fallback(x: Any, b: Any, *, impl: str = "auto") -> Any:
    return MISH.bind(_z(x, b), impl=impl).astype(x.dtype)


def _mish_bias_grad_fallback(
    dy: Any, x: Any, b: Any, *, impl: str = "auto", inplace: bool = False
) -> Any:
    z = _z(x, b)
    g = MISH_GRAD.bind(dy.astype(z.dtype), z, inplace=False, impl=impl)
    return g.astype(x.dtype), g.sum(axis=_lead(x, b)).astype(b.dtype)


def _mish_bias_tangent_fallback(tx: Any, tb: Any, x: Any, b: Any, *, impl: str = "auto") -> Any:
    z = _z(x, b)
    t = tx.astype(z.dtype) + tb.astype(z.dtype)
    return MISH_GRAD.bind(t, z, inplace=False, impl=impl).astype(x.dtype)


def _vmap_fallback(fallback: Callable[..., Any]) -> Callable[..., Any]:
    """Batching by the fallback, mapped: used where a batch axis cannot be
    folded into the kernels' leading axes (a batched bias)."""

    def rule(args: Any, dims: Any, **params: Any) -> Any:
        fn = lambda *a: fallback(*a, **params)  # noqa: E731
        out = jax.vmap(fn, in_axes=tuple(dims))(*args)
        return out, (0, 0) if isinstance(out, tuple) else 0

    return rule


def _mish_bias_batch(args: Any, dims: Any, *, impl: str) -> Any:
    (x, b), (dx, db) = args, dims
    if db is None and dx is not None:  # a batch of inputs, one bias: still one kernel
        return MISH_BIAS.bind(jnp.moveaxis(x, dx, 0), b, impl=impl), 0
    return _vmap_fallback(_mish_bias_fallback)(args, dims, impl=impl)


MISH_BIAS = declare(
    Op(
        name="mish_bias",
        role="mish_bias",
        operands=("x", "b"),
        results=("y",),
        abstract=_mish_bias_abstract,
        fallback=_mish_bias_fallback,
        partitioning=sharding.BIAS,
        batching=_mish_bias_batch,
    )
)

MISH_BIAS_GRAD = declare(
    Op(
        name="mish_bias_grad",
        role="mish_bias_grad",
        operands=("dy", "x", "b"),
        results=("dx", "db"),
        abstract=_mish_bias_grad_abstract,
        fallback=_mish_bias_grad_fallback,
        partitioning=sharding.BIAS_GRAD,
        params={"inplace": False},
        eager_params={"inplace": False},
        aliases=lambda params: {0: 0} if params["inplace"] else None,
        batching=_vmap_fallback(_mish_bias_grad_fallback),
    )
)

# Never partitioned: no platform has a kernel of this role, so it always falls
# back (its transpose is where the kernel runs).
MISH_BIAS_TANGENT = declare(
    Op(
        name="mish_bias_tangent",
        role="mish_bias_tangent",
        operands=("tx", "tb", "x", "b"),
        results=("ty",),
        abstract=lambda tx, tb, x, b: avals.with_varying_axes(x, tx, tb, b),
        fallback=_mish_bias_tangent_fallback,
        partitioning=sharding.ELEMENTWISE,
        batching=_vmap_fallback(_mish_bias_tangent_fallback),
    )
)


def _instantiate(t: Any, like: Any) -> Any:
    return ad.instantiate_zeros(t) if type(t) is ad.Zero else t


def _mish_bias_jvp(primals: Any, tangents: Any, *, impl: str) -> Any:
    x, b = primals
    tx, tb = (_instantiate(t, p) for t, p in zip(tangents, primals))
    y = MISH_BIAS.bind(x, b, impl=impl)
    return y, MISH_BIAS_TANGENT.bind(tx, tb, x, b, impl=impl)


def _mish_bias_tangent_transpose(ct: Any, tx: Any, tb: Any, x: Any, b: Any, *, impl: str) -> Any:
    if ad.is_undefined_primal(x) or ad.is_undefined_primal(b):
        raise NotImplementedError("mish_bias_tangent is linear in its tangents only")
    if type(ct) is ad.Zero:
        return [
            ad.Zero(tx.aval) if ad.is_undefined_primal(tx) else None,
            ad.Zero(tb.aval) if ad.is_undefined_primal(tb) else None,
            None,
            None,
        ]
    dx, db = MISH_BIAS_GRAD.bind(ct, x, b, impl=impl, inplace=True)
    return [
        dx if ad.is_undefined_primal(tx) else None,
        db if ad.is_undefined_primal(tb) else None,
        None,
        None,
    ]


def _jvp_of_fallback(declared: Any, fallback: Callable[..., Any]) -> Callable[..., Any]:
    """A JVP rule from the fallback's own derivative (forward mode and second
    order of the bias ops); the primal output is the op's own."""

    def rule(primals: Any, tangents: Any, **params: Any) -> Any:
        out = declared.bind(*primals, **params)
        tangents = [_instantiate(t, p) for t, p in zip(tangents, primals)]
        params.pop("inplace", None)
        _, tan = jax.jvp(lambda *a: fallback(*a, **params), tuple(primals), tuple(tangents))
        return out, tan

    return rule


def _mish_bias_grad_transpose(ct: Any, dy: Any, x: Any, b: Any, *, impl: str, inplace: bool) -> Any:
    """Linear in dy: ``ct_dy = mish'(z) * (ct_dx + ct_db)``."""
    if ad.is_undefined_primal(x) or ad.is_undefined_primal(b):
        raise NotImplementedError("mish_bias_grad is not linear in x or b")
    ct_dx, ct_db = (ad.instantiate_zeros(c) if type(c) is ad.Zero else c for c in ct)
    z = _z(x, b)
    t = ct_dx.astype(z.dtype) + ct_db.astype(z.dtype)
    return [MISH_GRAD.bind(t, z, inplace=False, impl=impl).astype(dy.aval.dtype), None, None]


ad.primitive_jvps[MISH_BIAS.p] = _mish_bias_jvp
ad.primitive_transposes[MISH_BIAS_TANGENT.p] = _mish_bias_tangent_transpose
ad.primitive_jvps[MISH_BIAS_TANGENT.p] = _jvp_of_fallback(
    MISH_BIAS_TANGENT, _mish_bias_tangent_fallback
)
ad.primitive_jvps[MISH_BIAS_GRAD.p] = _jvp_of_fallback(MISH_BIAS_GRAD, _mish_bias_grad_fallback)
ad.primitive_transposes[MISH_BIAS_GRAD.p] = _mish_bias_grad_transpose


def _mish_bias_jet(primals_in: Any, series_in: Any, **params: Any) -> Any:
    """Taylor mode of ``mish(x + b)``: mish's, at ``z = x + b`` (in the compute
    dtype), of the series ``z(t) = x(t) + b(t)``."""
    impl = params.get("impl", "auto")
    (x, b), (x_terms, b_terms) = primals_in, series_in
    z = _z(x, b)
    terms = [tx.astype(z.dtype) + tb.astype(z.dtype) for tx, tb in zip(x_terms, b_terms)]
    derivs = _derivatives(lambda v: mish_p.bind(v, impl=impl), z, len(terms))
    out = [c.astype(x.dtype) for c in _compose(derivs, terms)]
    return MISH_BIAS.bind(x, b, impl=impl), out


jet.jet_rules[MISH_BIAS.p] = _mish_bias_jet
