// XLA FFI handlers for NVIDIA GPUs (registered for FFI platform "CUDA") and
// the build facts the Python module reports. Only the .cu files include the
// CUDA headers, so module.cc compiles with the host compiler alone.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "xla/ffi/api/ffi.h"

namespace jax_mish::cuda {

// y = mish(x). y may be the same buffer as x (input_output_aliases).
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishFwdCuda);
// dx = dy * mish'(x). dx may be the same buffer as dy (input_output_aliases).
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishGradCuda);
// (x, b) -> y = mish(x + b), b of x's trailing dimensions (bias_plan.h); y
// may be x.
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishBiasFwdCuda);
// (dy, x, b) -> (dx = dy * mish'(x + b), db summed over x's leading
// dimensions in bias_plan.h's order); dx may be dy. Takes device scratch for
// the partial sums from XLA, so it is not command-buffer compatible.
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishBiasGradCuda);

// Grid size in waves of resident blocks (default 1: one full wave, each
// thread looping over its share; 0: one block per 256 vectors, no looping).
// A tuning knob for benchmarks; negative values are stored as 0.
int get_waves();
void set_waves(int waves);

// Code compiled in, as nvcc names it: "sm_NN" (machine code) and
// "compute_NN" (PTX, compiled by the driver for GPUs newer than every sm_NN).
std::vector<std::string> compiled_architectures();
// CUDA toolkit version the kernels were compiled with, e.g. "13.0".
std::string cuda_compiled_version();
// Version of the CUDA runtime in use: the toolkit's where it is linked in
// statically, else that of the libcudart.so.N loaded.
std::string cuda_runtime_version();
// Path of the file the CUDA runtime's code was loaded from: this module's
// own where the runtime is linked in statically, else the libcudart.so.N.
std::string cuda_runtime_library();
// Highest CUDA version the installed driver supports, or "none" when no
// driver is installed. Loads libcuda lazily; never fails.
std::string cuda_driver_version();

// Self-test of the head / vector body / tail split on the current GPU: runs
// one kernel (dtype: a row's name in dtypes.h, such as "float32"; mish_grad
// when grad) on n elements placed off_* elements (0..15) past a 16-byte
// boundary, each buffer between guard bytes (or, without guard, in an
// allocation that ends exactly at its last element, for compute-sanitizer),
// in place when in_place (output = dy, or x for mish). Returns "" when every
// output element equals the host evaluation of the same formula (bit for
// bit; NaN for NaN), no input and no guard byte changed; otherwise a
// description of the first difference.
std::string check_layout(const std::string& dtype, bool grad, int64_t n,
                         int off_dy, int off_x, int off_out, bool in_place,
                         bool guard);

// Self-test of the bias kernels on the current GPU (check_bias_kernels): runs
// mish_bias and mish_bias_grad (dtype as for check_layout) on x of [rows, cols]
// and b of cols elements, x, dy and the outputs placed off_* elements (0..15)
// past a 16-byte boundary, between guard bytes (or, without guard, each in an
// allocation that ends at its last element), dx written over dy when
// in_place. Returns "" when y, dx and db equal, bit for bit (NaN for NaN),
// the host evaluation of the same element formulas and of bias_plan.h's
// summation order, and no input and no guard byte changed; otherwise a
// description of the first difference.
std::string check_bias_kernels(const std::string& dtype, int64_t rows,
                               int64_t cols, int off_x, int off_out,
                               bool in_place, bool guard);

}  // namespace jax_mish::cuda
