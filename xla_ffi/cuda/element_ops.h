// Per-dtype element operations of the CUDA kernels, host and device: the
// kernels run fwd / grad on every element, and the layout self-test
// (self_test.cu) runs the same functions on the host for its expected values
// and uses make / widen to convert test values. For .cu files only.
#pragma once

#include <cstdint>

#include "dtype_dispatch.h"
#include "mish_math.h"

namespace jax_mish::cuda {

// The operations of a row D of dtypes.h's table, on its storage type
// E: widened to D::Compute, computed there, narrowed (rounded once) on store.
template <typename D>
struct ElementOps {
  using E = typename D::Storage;
  using T = typename D::Compute;
  static __host__ __device__ __forceinline__ E make(float f) {
    return D::narrow(static_cast<T>(f));
  }
  static __host__ __device__ __forceinline__ double widen(E v) {
    return D::widen(v);
  }
  static __host__ __device__ __forceinline__ E fwd(E x) {
    return D::narrow(mish_value<T>(D::widen(x)));
  }
  static __host__ __device__ __forceinline__ E grad(E dy, E x) {
    return D::narrow(mish_grad_value<T>(D::widen(dy), D::widen(x)));
  }
};

// The element operations of each dtype the handlers dispatch to.
template <typename D>
struct OpOf {
  using type = ElementOps<D>;
};

}  // namespace jax_mish::cuda
