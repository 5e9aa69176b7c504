#pragma once

#include "xla/ffi/api/ffi.h"

namespace jax_mish::cpu {

XLA_FFI_DECLARE_HANDLER_SYMBOL(MishFwd);
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishGrad);

// Tiling knobs (elements per block; inputs below min_parallel run inline on
// the calling thread). Exposed for tests and tuning; values are clamped >= 1.
struct Tiling {
  int64_t block;
  int64_t min_parallel;
};
Tiling get_tiling();
void set_tiling(Tiling t);

}  // namespace jax_mish::cpu
