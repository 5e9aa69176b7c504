// Per-dtype element operations of the CUDA kernels (E is the storage type),
// host and device: the kernels run fwd / grad on every element, and the layout
// self-test (self_test.cu) runs the same functions on the host for its
// expected values and uses make / widen to convert test values. For .cu files
// only.
#pragma once

#include <cstdint>

#include "dtype_dispatch.h"
#include "mish_math.h"

namespace jax_mish::cuda {

// fwd / grad are the kernels' element functions; make / widen convert test
// values for the layout self-test, which runs the same functions on the host.

// float32 / float64: computed in their own type.
template <typename T>
struct OpNative {
  using E = T;
  static __host__ __device__ __forceinline__ E make(float f) { return f; }
  static __host__ __device__ __forceinline__ double widen(E v) { return v; }
  static __host__ __device__ __forceinline__ E fwd(E x) {
    return mish_value<T>(x);
  }
  static __host__ __device__ __forceinline__ E grad(E dy, E x) {
    return mish_grad_value<T>(dy, x);
  }
};

// float16 / bfloat16 travel as raw 16-bit storage: widened to float32,
// computed there, rounded to nearest even once on store.
struct ConvF16 {
  static __host__ __device__ __forceinline__ float load(uint16_t h) {
    return f16_to_f32(h);
  }
  static __host__ __device__ __forceinline__ uint16_t store(float f) {
    return f32_to_f16(f);
  }
};
struct ConvBF16 {
  static __host__ __device__ __forceinline__ float load(uint16_t h) {
    return bf16_to_f32(h);
  }
  static __host__ __device__ __forceinline__ uint16_t store(float f) {
    return f32_to_bf16(f);
  }
};

template <typename Conv>
struct OpHalf {
  using E = uint16_t;
  static __host__ __device__ __forceinline__ E make(float f) {
    return Conv::store(f);
  }
  static __host__ __device__ __forceinline__ double widen(E v) {
    return Conv::load(v);
  }
  static __host__ __device__ __forceinline__ E fwd(E x) {
    return Conv::store(mish_value<float>(Conv::load(x)));
  }
  static __host__ __device__ __forceinline__ E grad(E dy, E x) {
    return Conv::store(mish_grad_value<float>(Conv::load(dy), Conv::load(x)));
  }
};

// The element operations of each dtype the handlers dispatch to.
template <typename D>
struct OpOf;
template <>
struct OpOf<DtypeF16> {
  using type = OpHalf<ConvF16>;
};
template <>
struct OpOf<DtypeBF16> {
  using type = OpHalf<ConvBF16>;
};
template <>
struct OpOf<DtypeF32> {
  using type = OpNative<float>;
};
template <>
struct OpOf<DtypeF64> {
  using type = OpNative<double>;
};

}  // namespace jax_mish::cuda
