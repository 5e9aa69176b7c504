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

// The bias + Mish element operations of row D (bias_plan.h): z = x + b,
// widened and added in D::Compute (one rounding), then the formulas above;
// grad_t returns t = dy * mish'(z) unrounded, for dx (rounded) and db.
template <typename D>
struct BiasElementOps {
  using E = typename D::Storage;
  using T = typename D::Compute;
  static __host__ __device__ __forceinline__ T z(E x, E b) {
    return D::widen(x) + D::widen(b);
  }
  static __host__ __device__ __forceinline__ E fwd(E x, E b) {
    return D::narrow(mish_value<T>(z(x, b)));
  }
  static __host__ __device__ __forceinline__ T grad_t(E dy, E x, E b) {
    return mish_grad_value<T>(D::widen(dy), z(x, b));
  }
  static __host__ __device__ __forceinline__ E narrow(T t) {
    return D::narrow(t);
  }
};

}  // namespace jax_mish::cuda
