"""The ``mish`` and ``mish_grad`` primitives: abstract evaluation, autodiff,
batching and lowering.

Reverse mode of ``mish`` saves only ``x`` and runs one fused ``mish_grad``
kernel: the JVP of ``mish`` is ``mish_grad(t, x)``, linear in ``t``, and the
transpose of ``mish_grad`` in ``dy`` is ``mish_grad`` again (the Jacobian is
diagonal). ``mish_grad``'s JVP in ``x`` uses ``mish''`` from the reference, so
``jvp``, ``jacfwd``, ``hessian`` and higher orders all work.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from jax_mish import _ext, reference

mish_p = Primitive("mish")
mish_grad_p = Primitive("mish_grad")


# --- abstract evaluation ---------------------------------------------------
# The output aval is the input's own, so an explicit-mesh sharding (and
# shard_map's varying-axes set) carries through unchanged.


def _mish_abstract(x):
    return x


def _mish_grad_abstract(dy, x):
    vma_dy = getattr(dy, "vma", None)
    vma_x = getattr(x, "vma", None)
    if vma_dy is not None and vma_x is not None and vma_dy != vma_x:
        return x.update(vma=frozenset(vma_dy) | frozenset(vma_x))
    return x


mish_p.def_abstract_eval(_mish_abstract)
mish_grad_p.def_abstract_eval(_mish_grad_abstract)
# Eager calls (outside jit, or under jax.disable_jit) compile once per shape
# and dtype and run the same kernels; jit is re-enabled for that one call, as
# a primitive has no other way to run than through a compiled computation.
_mish_jit = jax.jit(lambda x: mish_p.bind(x))
_mish_grad_jit = jax.jit(lambda dy, x: mish_grad_p.bind(dy, x))


def _mish_impl(x):
    with jax.disable_jit(False):
        return _mish_jit(x)


def _mish_grad_impl(dy, x):
    with jax.disable_jit(False):
        return _mish_grad_jit(dy, x)


mish_p.def_impl(_mish_impl)
mish_grad_p.def_impl(_mish_grad_impl)


# --- autodiff ----------------------------------------------------------------


def _mish_jvp(t, x):
    return mish_grad_p.bind(t, x)


def _mish_grad_jvp_x(t, dy, x):
    cdt = jnp.promote_types(x.dtype, jnp.float32)
    second = reference.mish_second_derivative(x.astype(cdt))
    return (dy.astype(cdt) * second * t.astype(cdt)).astype(x.dtype)


def _mish_grad_jvp_dy(t, dy, x):
    return mish_grad_p.bind(t, x)


def _mish_grad_transpose(ct, dy, x):
    if ad.is_undefined_primal(x):
        raise NotImplementedError(
            "mish_grad is not linear in x; it cannot be transposed in x")
    if type(ct) is ad.Zero:
        return [ad.Zero(dy.aval), None]
    return [mish_grad_p.bind(ct, x), None]


ad.defjvp(mish_p, _mish_jvp)
ad.defjvp(mish_grad_p, _mish_grad_jvp_dy, _mish_grad_jvp_x)
ad.primitive_transposes[mish_grad_p] = _mish_grad_transpose


# --- batching ----------------------------------------------------------------


def _mish_batch(args, dims):
    (x,), (d,) = args, dims
    return mish_p.bind(x), d


def _mish_grad_batch(args, dims):
    dy, x = args
    ddy, dx = dims  # None: not batched
    if ddy == dx:
        return mish_grad_p.bind(dy, x), dx
    # Put the batch axis first on the batched operand(s) and broadcast an
    # unbatched one to match: the kernel needs equal shapes.
    size = dy.shape[ddy] if ddy is not None else x.shape[dx]

    def front(v, d):
        if d is None:
            return jnp.broadcast_to(v, (size,) + v.shape)
        return jnp.moveaxis(v, d, 0)

    return mish_grad_p.bind(front(dy, ddy), front(x, dx)), 0


batching.primitive_batchers[mish_p] = _mish_batch
batching.primitive_batchers[mish_grad_p] = _mish_grad_batch


# --- lowering ----------------------------------------------------------------
# Default (any platform without a kernel: TPU, ROCm, unknown plugins): the
# pure-JAX reference of the same formula.
mlir.register_lowering(mish_p, mlir.lower_fun(reference.mish, multiple_results=False))
mlir.register_lowering(
    mish_grad_p, mlir.lower_fun(reference.mish_grad, multiple_results=False))

mlir.register_lowering(mish_p, jax.ffi.ffi_lowering("jax_mish_fwd"), platform="cpu")
mlir.register_lowering(
    mish_grad_p, jax.ffi.ffi_lowering("jax_mish_grad"), platform="cpu")

if _ext.HAS_CUDA_KERNELS:
    mlir.register_lowering(
        mish_p, jax.ffi.ffi_lowering("jax_mish_fwd"), platform="cuda")
    mlir.register_lowering(
        mish_grad_p, jax.ffi.ffi_lowering("jax_mish_grad"), platform="cuda")
