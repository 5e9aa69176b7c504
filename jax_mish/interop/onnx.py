"""ONNX export of jax_mish's primitives through jax2onnx.

Importing this module registers two lowerings with jax2onnx's plugin registry:

* ``mish`` becomes the ONNX ``Mish`` operator (opset 18 and later). With an
  older opset it becomes ``x * Tanh(Softplus(x))``, which every runtime has.
* ``mish_grad`` (what ``jax.grad`` of :func:`jax_mish.mish` runs) has no ONNX
  operator; it becomes a handful of elementwise ops. With ``e = exp(clip(x))``
  and ``n = e (e + 2)``, ``mish'(x) = n/(n+2) + x * 4(n+1)/(n+2)^2 * e/(e+1)``:
  ``sech^2`` is formed as the kernels form it, never as ``1 - tanh^2``.

float16 and bfloat16 are computed in float32 and cast back once, as the kernels
do. One difference remains in the runtime, not the graph: ONNX Runtime's
``Mish`` gives NaN for ``-inf`` (the limit, and jax_mish's result, is 0);
finite inputs, ``+inf`` and NaN agree.

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

from jax_mish._core.ops import mish_grad_p, mish_p
from jax_mish.formulas import COMPUTE_DTYPE, LIMITS

__all__ = ["NATIVE_MISH_OPSET"]

NATIVE_MISH_OPSET: int = 18
"""First ONNX opset with the ``Mish`` operator."""


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

    def op(self, name: str, *inputs: Any, dtype: np.dtype | None = None, **attrs: Any) -> Any:
        out = getattr(self.ctx.builder, name)(
            *inputs, _outputs=[self.ctx.fresh_name(f"{self.hint}_{name.lower()}")], **attrs
        )
        out.type = ir.TensorType(ir.DataType.from_numpy(dtype or self.compute))
        if self.shape is not None:
            out.shape = self.shape
        return out

    def to_compute(self, v: Any) -> Any:
        if self.io_dtype == self.compute:
            return v
        return self.op("Cast", v, to=int(ir.DataType.from_numpy(self.compute)))

    def finish(self, v: Any) -> None:
        """Casts back to the output dtype (when computed wider) and binds."""
        if self.io_dtype != self.compute:
            v = self.op(
                "Cast", v, dtype=self.io_dtype, to=int(ir.DataType.from_numpy(self.io_dtype))
            )
        self.ctx.bind_value_for_var(self.out_var, v)


class _MishPlugin(PrimitiveLeafPlugin):
    """``mish`` -> ONNX ``Mish`` (opset >= 18) or ``x * Tanh(Softplus(x))``."""

    # The primitive's abstract eval is jax_mish's own: never rebind it.
    _ABSTRACT_EVAL_BOUND = True

    def lower(self, ctx: Any, eqn: Any) -> None:
        em = _Emitter(ctx, eqn, "mish")
        x = em.to_compute(em.value(eqn.invars[0]))
        if int(ctx.builder.opset) >= NATIVE_MISH_OPSET:
            y = em.op("Mish", x)
        else:
            y = em.op("Mul", x, em.op("Tanh", em.op("Softplus", x)))
        em.finish(y)


class _MishGradPlugin(PrimitiveLeafPlugin):
    """``mish_grad(dy, x)`` -> ``dy * mish'(x)`` from elementwise ONNX ops."""

    _ABSTRACT_EVAL_BOUND = True

    def lower(self, ctx: Any, eqn: Any) -> None:
        em = _Emitter(ctx, eqn, "mish_grad")
        dy = em.to_compute(em.value(eqn.invars[0]))
        x = em.to_compute(em.value(eqn.invars[1]))
        # Inputs are clamped before the exp for the derivative term only, to
        # formulas.LIMITS: past them the exp term no longer changes the
        # rounded result, and inside them nothing overflows ((n+2)^2 < max).
        limits = LIMITS[em.compute]
        one, two = em.const(1.0), em.const(2.0)
        xc = em.op("Clip", x, em.const(limits.lo), em.const(limits.hi))
        e = em.op("Exp", xc)
        n = em.op("Mul", e, em.op("Add", e, two))
        n2 = em.op("Add", n, two)
        t = em.op("Div", n, n2)
        # sech^2(softplus x) = 4(n+1)/(n+2)^2, not 1 - t^2, which cancels.
        sech2 = em.op(
            "Div", em.op("Mul", em.const(4.0), em.op("Add", n, one)), em.op("Mul", n2, n2)
        )
        sig = em.op("Div", e, em.op("Add", e, one))
        deriv = em.op("Add", t, em.op("Mul", xc, em.op("Mul", sech2, sig)))
        # The ONNX spec leaves Clip of NaN open; NaN in must give NaN out.
        deriv = em.op("Where", em.op("IsNaN", x, dtype=np.dtype(bool)), x, deriv)
        em.finish(em.op("Mul", dy, deriv))


def _register() -> None:
    common = {"since": "jax_mish 0.1.0", "context": "primitives.jax_mish", "testcases": []}
    register_primitive(
        jaxpr_primitive=mish_p.name,
        component="mish",
        onnx=[{"component": "Mish", "doc": "https://onnx.ai/onnx/operators/onnx__Mish.html"}],
        **common,
    )(_MishPlugin)
    register_primitive(
        jaxpr_primitive=mish_grad_p.name,
        component="mish_grad",
        onnx=[
            {"component": name} for name in ("Clip", "Exp", "Add", "Mul", "Div", "IsNaN", "Where")
        ],
        **common,
    )(_MishGradPlugin)


_register()
