// Launches of the CUDA kernels (kernels.cu), for the handlers and the layout
// self-test. D is a row of dtypes.h's table; kernels.cu emits both launches
// for every row. Each only enqueues one kernel on `stream`: no
// synchronisation, allocation or host access to device data. For .cu files
// only.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "xla/ffi/api/ffi.h"

namespace jax_mish::cuda {

// y = mish(x) over n elements; y may be x.
template <typename D>
xla::ffi::Error launch_mish(cudaStream_t stream, const void* x, void* y,
                            int64_t n);

// dx = dy * mish'(x) over n elements; dx may be dy.
template <typename D>
xla::ffi::Error launch_grad(cudaStream_t stream, const void* dy, const void* x,
                            void* dx, int64_t n);

}  // namespace jax_mish::cuda
