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

// y = mish(x + b) over n elements, b of cols elements added to each row of
// x viewed as [n / cols, cols]; y may be x.
template <typename D>
xla::ffi::Error launch_bias_mish(cudaStream_t stream, const void* x,
                                 const void* b, void* y, int64_t n,
                                 int64_t cols);

// The device scratch launch_bias_grad needs for row D and this shape, in
// bytes (0: none).
template <typename D>
int64_t bias_grad_scratch_bytes(int64_t n, int64_t cols);

// dx = dy * mish'(x + b), db = dx's unrounded values summed over rows in the
// order of bias_plan.h; dx may be dy. scratch: bias_grad_scratch_bytes()
// bytes of device memory, 256-byte aligned, that the kernels may use until
// they finish (they are all enqueued on `stream`).
template <typename D>
xla::ffi::Error launch_bias_grad(cudaStream_t stream, const void* dy,
                                 const void* x, const void* b, void* dx,
                                 void* db, int64_t n, int64_t cols,
                                 void* scratch);

}  // namespace jax_mish::cuda
