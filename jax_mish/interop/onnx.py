"""ONNX export of jax_mish's primitives through jax2onnx.

Importing this module registers lowerings of jax_mish's ops with jax2onnx's
plugin registry:

* ``mish`` becomes the ONNX ``Mish`` operator (opset 18 and later). With an
  older opset it becomes ``x * Tanh(Softplus(x))``, which every runtime has.
* ``mish_grad`` (what ``jax.grad`` of :func:`jax_mish.mish` runs) has no ONNX
  operator; it becomes a handful of elementwise ops. With ``e = exp(clip(x))``
  and ``n = e (e + 2)``, ``mish'(x) = n/(n+2) + x * 4(n+1)/(n+2)^2 * e/(e+1)``:
  ``sech^2`` is formed as the kernels form it, never as ``1 - tanh^2``.
* ``mish_bias`` (``mish(x, bias=b)``) becomes ``Add`` then the lowering of
  ``mish``; ``mish_bias_grad`` (what ``jax.grad`` of it runs) the ``Add``,
  ``mish_grad``'s elementwise ops, and a ``ReduceSum`` of the unrounded terms
  over ``x``'s leading axes for ``db``; ``mish_bias_tangent`` (forward mode)
  ``mish'(x + b) * (tx + tb)`` with the same ops.

float16 and bfloat16 are computed in float32 and cast back once, as the kernels
do (``x + b`` too is formed in float32, as the fused kernels form it, and ``db``
summed there). One difference remains in the runtime, not the graph: ONNX
Runtime's ``Mish`` gives NaN for ``-inf`` (the limit, and jax_mish's result, is
0); finite inputs, ``+inf`` and NaN agree.

jax2onnx is an optional dependency: ``import jax_mish`` never needs it, only
this module does. Usage::

    import jax_mish.onnx  # noqa: F401  (registers the lowerings)
    from jax2onnx import to_onnx

    proto = to_onnx(jax.jit(model), [(8, 64)], opset=18)

Checked with jax2onnx 0.17.1, onnx 1.23 and onnxruntime 1.32 (jax 0.10.2). The
lowerings use jax2onnx's plugin interface (``PrimitiveLeafPlugin``,
``register_primitive`` and the ``ctx.builder`` op constructors).
"""

from __future__ import annotations

from typing import Any

import numpy as np

try:
    import onnx_ir as ir
    from jax2onnx.plugins.plugin_system import PrimitiveLeafPlugin, register_primitive
except ImportError as err:  # pragma: no cover - exercised only without jax2onnx
    raise ImportError(
        "jax_mish.onnx needs jax2onnx (and onnxruntime to run the result): "
        "pip install 'jax2onnx>=0.17' onnxruntime, or install jax_mish with the "
        f"[examples] extra. Import failed with: {err}"
    ) from err

from jax_mish._core.ops import MISH_BIAS, MISH_BIAS_GRAD, MISH_BIAS_TANGENT, mish_grad_p, mish_p
from jax_mish.formulas import COMPUTE_DTYPE, LIMITS, bias_sum_axes

__all__ = ["NATIVE_MISH_OPSET"]

NATIVE_MISH_OPSET: int = 18
"""First ONNX opset with the ``Mish`` operator."""

_REDUCE_AXES_INPUT_OPSET = 13  # ReduceSum takes its axes as an input from opset 13 on


class _Emitter:
    """Adds elementwise nodes that all share one dtype and shape."""

    def __init__(self, ctx: Any, eqn: Any, hint: str) -> None:
        self.ctx = ctx
        self.hint = hint
        out_var = eqn.outvars[0]
        self.out_var = out_var
        self.out_spec = ctx.get_value_for_var(out_var, name_hint=ctx.fresh_name(f"{hint}_out"))
        self.shape = getattr(self.out_spec, "shape", None)
        io_dtype = np.dtype(out_var.aval.dtype)
        # float16, bfloat16: computed in float32 and rounded once at the end.
        self.compute = COMPUTE_DTYPE[io_dtype]
        self.io_dtype = io_dtype

    def value(self, var: Any) -> Any:
        return self.ctx.get_value_for_var(var, name_hint=self.ctx.fresh_name(f"{self.hint}_in"))

    def const(self, v: float) -> Any:
        return self.ctx.builder.add_initializer_from_array(
            name=self.ctx.fresh_name(f"{self.hint}_c"), array=np.asarray(v, dtype=self.compute)
        )

    def op(
        self,
        name: str,
        *inputs: Any,
        dtype: np.dtype | None = None,
        shape: Any = None,
        **attrs: Any,
    ) -> Any:
        out = getattr(self.ctx.builder, name)(
            *inputs, _outputs=[self.ctx.fresh_name(f"{self.hint}_{name.lower()}")], **attrs
        )
        out.type = ir.TensorType(ir.DataType.from_numpy(dtype or self.compute))
        shape = self.shape if shape is None else shape
        if shape is not None:
            out.shape = shape
        return out

    def to_compute(self, v: Any) -> Any:
        if self.io_dtype == self.compute:
            return v
        return self.op("Cast", v, to=int(ir.DataType.from_numpy(self.compute)))

    def finish(self, v: Any, out_var: Any = None, shape: Any = None) -> None:
        """Casts back to the output dtype (when computed wider) and binds it to
        ``out_var`` (the first output unless given)."""
        if self.io_dtype != self.compute:
            v = self.op(
                "Cast",
                v,
                dtype=self.io_dtype,
                shape=shape,
                to=int(ir.DataType.from_numpy(self.io_dtype)),
            )
        self.ctx.bind_value_for_var(self.out_var if out_var is None else out_var, v)

    def biased(self, eqn: Any, x_index: int) -> Any:
        """``z = x + b`` in the compute dtype, ``b`` (the last operand)
        broadcast along ``x``'s leading axes as ONNX broadcasts: from the right."""
        x = self.to_compute(self.value(eqn.invars[x_index]))
        b = self.to_compute(self.value(eqn.invars[-1]))
        return self.op("Add", x, b)

    def mish(self, x: Any) -> Any:
        if int(self.ctx.builder.opset) >= NATIVE_MISH_OPSET:
            return self.op("Mish", x)
        return self.op("Mul", x, self.op("Tanh", self.op("Softplus", x)))

    def mish_prime(self, x: Any) -> Any:
        """``mish'(x)`` from elementwise ops (``x`` in the compute dtype).

        Inputs are clamped before the exp for the derivative term only, to
        formulas.LIMITS: past them the exp term no longer changes the rounded
        result, and inside them nothing overflows ((n+2)^2 < max)."""
        limits = LIMITS[self.compute]
        one, two = self.const(1.0), self.const(2.0)
        xc = self.op("Clip", x, self.const(limits.lo), self.const(limits.hi))
        e = self.op("Exp", xc)
        n = self.op("Mul", e, self.op("Add", e, two))
        n2 = self.op("Add", n, two)
        t = self.op("Div", n, n2)
        # sech^2(softplus x) = 4(n+1)/(n+2)^2, not 1 - t^2, which cancels.
        sech2 = self.op(
            "Div", self.op("Mul", self.const(4.0), self.op("Add", n, one)), self.op("Mul", n2, n2)
        )
        sig = self.op("Div", e, self.op("Add", e, one))
        deriv = self.op("Add", t, self.op("Mul", xc, self.op("Mul", sech2, sig)))
        # The ONNX spec leaves Clip of NaN open; NaN in must give NaN out.
        return self.op("Where", self.op("IsNaN", x, dtype=np.dtype(bool)), x, deriv)


class _MishPlugin(PrimitiveLeafPlugin):
    """``mish`` -> ONNX ``Mish`` (opset >= 18) or ``x * Tanh(Softplus(x))``."""

    # The primitive's abstract eval is jax_mish's own: never rebind it.
    _ABSTRACT_EVAL_BOUND = True

    def lower(self, ctx: Any, eqn: Any) -> None:
        em = _Emitter(ctx, eqn, "mish")
        em.finish(em.mish(em.to_compute(em.value(eqn.invars[0]))))


class _MishGradPlugin(PrimitiveLeafPlugin):
    """``mish_grad(dy, x)`` -> ``dy * mish'(x)`` from elementwise ONNX ops."""

    _ABSTRACT_EVAL_BOUND = True

    def lower(self, ctx: Any, eqn: Any) -> None:
        em = _Emitter(ctx, eqn, "mish_grad")
        dy = em.to_compute(em.value(eqn.invars[0]))
        x = em.to_compute(em.value(eqn.invars[1]))
        em.finish(em.op("Mul", dy, em.mish_prime(x)))


class _MishBiasPlugin(PrimitiveLeafPlugin):
    """``mish_bias(x, b)`` -> ``Add`` then ``mish``'s lowering."""

    _ABSTRACT_EVAL_BOUND = True

    def lower(self, ctx: Any, eqn: Any) -> None:
        em = _Emitter(ctx, eqn, "mish_bias")
        em.finish(em.mish(em.biased(eqn, 0)))


class _MishBiasTangentPlugin(PrimitiveLeafPlugin):
    """``mish_bias_tangent(tx, tb, x, b)`` -> ``mish'(x + b) * (tx + tb)``."""

    _ABSTRACT_EVAL_BOUND = True

    def lower(self, ctx: Any, eqn: Any) -> None:
        em = _Emitter(ctx, eqn, "mish_bias_tangent")
        tx = em.to_compute(em.value(eqn.invars[0]))
        tb = em.to_compute(em.value(eqn.invars[1]))
        em.finish(em.op("Mul", em.op("Add", tx, tb), em.mish_prime(em.biased(eqn, 2))))


class _MishBiasGradPlugin(PrimitiveLeafPlugin):
    """``mish_bias_grad(dy, x, b)`` -> ``dx = dy * mish'(x + b)`` and ``db``, a
    ``ReduceSum`` of the unrounded terms over ``x``'s leading axes."""

    _ABSTRACT_EVAL_BOUND = True

    def lower(self, ctx: Any, eqn: Any) -> None:
        em = _Emitter(ctx, eqn, "mish_bias_grad")
        dy = em.to_compute(em.value(eqn.invars[0]))
        terms = em.op("Mul", dy, em.mish_prime(em.biased(eqn, 1)))
        em.finish(terms)
        db_var = eqn.outvars[1]
        db_shape = getattr(
            ctx.get_value_for_var(db_var, name_hint=ctx.fresh_name("mish_bias_grad_db")),
            "shape",
            None,
        )
        axes = bias_sum_axes(len(eqn.invars[1].aval.shape), len(eqn.invars[2].aval.shape))
        if not axes:  # b has x's shape: db is dx, unrounded
            db = terms
        elif int(ctx.builder.opset) >= _REDUCE_AXES_INPUT_OPSET:
            axes_input = ctx.builder.add_initializer_from_array(
                name=ctx.fresh_name("mish_bias_grad_axes"), array=np.asarray(axes, np.int64)
            )
            db = em.op("ReduceSum", terms, axes_input, shape=db_shape, keepdims=0)
        else:
            db = em.op("ReduceSum", terms, shape=db_shape, axes=list(axes), keepdims=0)
        em.finish(db, out_var=db_var, shape=db_shape)


def _register() -> None:
    common = {"since": "jax_mish 0.1.0", "context": "primitives.jax_mish", "testcases": []}
    elementwise = ("Clip", "Exp", "Add", "Mul", "Div", "IsNaN", "Where")
    register_primitive(
        jaxpr_primitive=mish_p.name,
        component="mish",
        onnx=[{"component": "Mish", "doc": "https://onnx.ai/onnx/operators/onnx__Mish.html"}],
        **common,
    )(_MishPlugin)
    register_primitive(
        jaxpr_primitive=mish_grad_p.name,
        component="mish_grad",
        onnx=[{"component": name} for name in elementwise],
        **common,
    )(_MishGradPlugin)
    bias = {**common, "since": "jax_mish 0.2.0"}
    register_primitive(
        jaxpr_primitive=MISH_BIAS.p.name,
        component="mish_bias",
        onnx=[{"component": "Add"}, {"component": "Mish"}],
        **bias,
    )(_MishBiasPlugin)
    register_primitive(
        jaxpr_primitive=MISH_BIAS_TANGENT.p.name,
        component="mish_bias_tangent",
        onnx=[{"component": name} for name in elementwise],
        **bias,
    )(_MishBiasTangentPlugin)
    register_primitive(
        jaxpr_primitive=MISH_BIAS_GRAD.p.name,
        component="mish_bias_grad",
        onnx=[{"component": name} for name in (*elementwise, "ReduceSum")],
        **bias,
    )(_MishBiasGradPlugin)


_register()
