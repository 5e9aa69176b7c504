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

__all__ = ["MISH", "MISH_GRAD"]


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
