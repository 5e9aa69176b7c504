"""The ``mish`` and ``mish_grad`` primitives: abstract evaluation, autodiff,
batching and lowering.

Reverse mode of ``mish`` saves only ``x`` and runs one fused ``mish_grad``
kernel: the JVP of ``mish`` is ``mish_grad(t, x)``, linear in ``t``, and the
transpose of ``mish_grad`` in ``dy`` is ``mish_grad`` again (the Jacobian is
diagonal). ``mish_grad``'s JVP in ``x`` uses ``mish''`` from the reference, so
``jvp``, ``jacfwd``, ``hessian`` and higher orders all work.

``mish_grad_p`` has one parameter, ``inplace``: when true its kernel writes
``dx`` over ``dy`` (``input_output_aliases={0: 0}``). Only the transpose rule
sets it: a cotangent is normally dead once the backward pass has consumed it,
so XLA can reuse its buffer instead of allocating (and page-faulting) a fresh
one; where it is still live XLA inserts a copy, which is correct, only slower.
The public ``mish_grad`` never aliases.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from jax_mish import _ext, _sharding, reference

mish_p = Primitive("mish")
mish_grad_p = Primitive("mish_grad")


# --- abstract evaluation ---------------------------------------------------
# The output aval is the input's own, so an explicit-mesh sharding (and
# shard_map's varying-axes set) carries through unchanged; mish_grad merges
# its operands' shardings and varying axes the way jax's binary ops do.


def _mish_abstract(x):
    return x


def _mish_grad_abstract(dy, x, *, inplace=False):
    del inplace  # aliasing does not change the result's type
    return _sharding.binary_elementwise_aval("mish_grad", dy, x)


mish_p.def_abstract_eval(_mish_abstract)
mish_grad_p.def_abstract_eval(_mish_grad_abstract)
# Eager calls (outside jit, or under jax.disable_jit) compile once per shape
# and dtype and run the same kernels; jit is re-enabled for that one call, as
# a primitive has no other way to run than through a compiled computation.
_mish_jit = jax.jit(lambda x: mish_p.bind(x))
_mish_grad_jit = jax.jit(lambda dy, x: mish_grad_p.bind(dy, x, inplace=False))


def _mish_impl(x):
    with jax.disable_jit(False):
        return _mish_jit(x)


def _mish_grad_impl(dy, x, *, inplace=False):
    del inplace  # eager operands are live Python arrays: never alias them
    with jax.disable_jit(False):
        return _mish_grad_jit(dy, x)


mish_p.def_impl(_mish_impl)
mish_grad_p.def_impl(_mish_grad_impl)


# --- autodiff ----------------------------------------------------------------


def _mish_jvp(t, x):
    return mish_grad_p.bind(t, x, inplace=False)


def _mish_grad_jvp_x(t, dy, x, *, inplace=False):
    cdt = jnp.promote_types(x.dtype, jnp.float32)
    second = reference.mish_second_derivative(x.astype(cdt))
    return (dy.astype(cdt) * second * t.astype(cdt)).astype(x.dtype)


def _mish_grad_jvp_dy(t, dy, x, *, inplace=False):
    return mish_grad_p.bind(t, x, inplace=False)


def _mish_grad_transpose(ct, dy, x, *, inplace=False):
    if ad.is_undefined_primal(x):
        raise NotImplementedError(
            "mish_grad is not linear in x; it cannot be transposed in x")
    if type(ct) is ad.Zero:
        return [ad.Zero(dy.aval), None]
    return [mish_grad_p.bind(ct, x, inplace=True), None]


ad.defjvp(mish_p, _mish_jvp)
ad.defjvp(mish_grad_p, _mish_grad_jvp_dy, _mish_grad_jvp_x)
ad.primitive_transposes[mish_grad_p] = _mish_grad_transpose


# --- batching ----------------------------------------------------------------


def _mish_batch(args, dims):
    (x,), (d,) = args, dims
    return mish_p.bind(x), d


def _mish_grad_batch(args, dims, *, inplace=False):
    dy, x = args
    ddy, dx = dims  # None: not batched
    if ddy == dx:
        return mish_grad_p.bind(dy, x, inplace=inplace), dx
    # Put the batch axis first on the batched operand(s) and broadcast an
    # unbatched one to match: the kernel needs equal shapes.
    size = dy.shape[ddy] if ddy is not None else x.shape[dx]

    def front(v, d):
        if d is None:
            return jnp.broadcast_to(v, (size,) + v.shape)
        return jnp.moveaxis(v, d, 0)

    # A broadcast dy is a fresh buffer, so aliasing it stays correct.
    return mish_grad_p.bind(front(dy, ddy), front(x, dx), inplace=inplace), 0


batching.primitive_batchers[mish_p] = _mish_batch
batching.primitive_batchers[mish_grad_p] = _mish_grad_batch


# --- lowering ----------------------------------------------------------------
# The kernels are lowerings of two kernel-level primitives, registered per
# platform. mish_p and mish_grad_p lower, on every platform, through SPMD
# partitioning rules (jax_mish._sharding) that run the platform's kernel
# primitive on each shard, so a sharded operand is never gathered. A kernel for
# a new platform is registered on mish_kernel_p / mish_grad_kernel_p, never on
# mish_p / mish_grad_p: a platform-specific rule there would take precedence
# over the partitioning rule and bring the gathers back.

mish_kernel_p = Primitive("mish_kernel")
mish_grad_kernel_p = Primitive("mish_grad_kernel")
mish_kernel_p.def_abstract_eval(_mish_abstract)
mish_grad_kernel_p.def_abstract_eval(_mish_grad_abstract)

_sharding.register_partitioned_lowering(mish_p, mish_kernel_p, 1)
_sharding.register_partitioned_lowering(mish_grad_p, mish_grad_kernel_p, 2)

# Default (any platform without a kernel: TPU, ROCm, unknown plugins): the
# pure-JAX reference of the same formula.
mlir.register_lowering(
    mish_kernel_p, mlir.lower_fun(reference.mish, multiple_results=False))
mlir.register_lowering(
    mish_grad_kernel_p,
    mlir.lower_fun(lambda dy, x, *, inplace=False: reference.mish_grad(dy, x),
                   multiple_results=False))


def _grad_ffi_lowering(target: str):
    """FFI lowering of MishGrad, aliasing dx onto dy when ``inplace``."""
    plain = jax.ffi.ffi_lowering(target)
    aliased = jax.ffi.ffi_lowering(target, operand_output_aliases={0: 0})

    def rule(ctx, dy, x, *, inplace=False):
        return (aliased if inplace else plain)(ctx, dy, x)

    return rule



mlir.register_lowering(
    mish_kernel_p, jax.ffi.ffi_lowering("jax_mish_fwd"), platform="cpu")
mlir.register_lowering(
    mish_grad_kernel_p, _grad_ffi_lowering("jax_mish_grad"), platform="cpu")

if _ext.HAS_CUDA_KERNELS:
    mlir.register_lowering(
        mish_kernel_p, jax.ffi.ffi_lowering("jax_mish_fwd"), platform="cuda")
    mlir.register_lowering(
        mish_grad_kernel_p, _grad_ffi_lowering("jax_mish_grad"),
        platform="cuda")
