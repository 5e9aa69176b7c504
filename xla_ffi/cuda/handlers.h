// XLA FFI handlers for NVIDIA GPUs (registered for FFI platform "CUDA") and
// the build facts the Python module reports. Only kernels.cu includes the
// CUDA headers, so module.cc compiles with the host compiler alone.
#pragma once

#include <string>
#include <vector>

#include "xla/ffi/api/ffi.h"

namespace jax_mish::cuda {

// y = mish(x). y may be the same buffer as x (input_output_aliases).
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishFwdCuda);
// dx = dy * mish'(x). dx may be the same buffer as dy (input_output_aliases).
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishGradCuda);

// Code compiled in, as nvcc names it: "sm_NN" (machine code) and
// "compute_NN" (PTX, compiled by the driver for GPUs newer than every sm_NN).
std::vector<std::string> compiled_architectures();
// CUDA toolkit version the kernels were compiled with, e.g. "13.0".
std::string cuda_compiled_version();
// Version of the CUDA runtime linked in (static, so equal to the toolkit's).
std::string cuda_runtime_version();
// Highest CUDA version the installed driver supports, or "none" when no
// driver is installed. Loads libcuda lazily; never fails.
std::string cuda_driver_version();

}  // namespace jax_mish::cuda
