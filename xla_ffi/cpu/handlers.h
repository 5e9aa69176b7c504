#pragma once

#include "xla/ffi/api/ffi.h"

namespace jax_mish::cpu {

XLA_FFI_DECLARE_HANDLER_SYMBOL(MishFwd);
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishGrad);
// (x, b) -> y = mish(x + b), b of x's trailing dimensions (cpu/bias.h).
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishBiasFwd);
// (dy, x, b) -> (dx = dy * mish'(x + b), db = dx's unrounded values summed
// over x's leading dimensions); dx may be dy.
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishBiasGrad);

// Tiling knobs (elements per block; inputs below min_parallel run inline on
// the calling thread). Exposed for tests and tuning; values are clamped >= 1.
struct Tiling {
  int64_t block;
  int64_t min_parallel;
};
Tiling get_tiling();
void set_tiling(Tiling t);

}  // namespace jax_mish::cpu
