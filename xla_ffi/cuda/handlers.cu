// XLA FFI handlers for NVIDIA GPUs: check the buffers, dispatch on dtype and
// enqueue one kernel (kernels.cu) on XLA's stream.
#include <cuda_runtime.h>

#include <cstdint>
#include <string>

#include "cuda/handlers.h"
#include "cuda/kernels.h"
#include "dtype_dispatch.h"
#include "ffi_checks.h"

namespace ffi = xla::ffi;

namespace jax_mish::cuda {
namespace {

// In place is fine (same start); a partial overlap would race.
ffi::Error check_overlap(const char* op, const char* what, ffi::AnyBuffer in,
                         ffi::AnyBuffer out) {
  const auto a = reinterpret_cast<uintptr_t>(in.untyped_data());
  const auto b = reinterpret_cast<uintptr_t>(out.untyped_data());
  const uintptr_t bytes = static_cast<uintptr_t>(in.size_bytes());
  if (a != b && a < b + bytes && b < a + bytes) {
    return ffi::Error::InvalidArgument(
        op_message(op, std::string(what) + " overlap partially"));
  }
  return ffi::Error::Success();
}

ffi::Error mish_fwd_impl(cudaStream_t stream, ffi::AnyBuffer x,
                         ffi::Result<ffi::AnyBuffer> y) {
  if (ffi::Error e = check_same("mish", "input and output", x, *y);
      e.failure()) {
    return e;
  }
  if (ffi::Error e = check_overlap("mish", "input and output", x, *y);
      e.failure()) {
    return e;
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  if (n == 0) return ffi::Error::Success();
  const void* in = x.untyped_data();
  void* out = y->untyped_data();
  return dispatch_dtype("mish", x.element_type(), [&](auto dtype) {
    return launch_mish<decltype(dtype)>(stream, in, out, n);
  });
}

ffi::Error mish_grad_impl(cudaStream_t stream, ffi::AnyBuffer dy,
                          ffi::AnyBuffer x, ffi::Result<ffi::AnyBuffer> dx) {
  if (ffi::Error e = check_grad_args("mish_grad", dy, x, *dx); e.failure()) {
    return e;
  }
  if (ffi::Error e = check_overlap("mish_grad", "dy and dx", dy, *dx);
      e.failure()) {
    return e;
  }
  if (ffi::Error e = check_overlap("mish_grad", "x and dx", x, *dx);
      e.failure()) {
    return e;
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  if (n == 0) return ffi::Error::Success();
  const void* g = dy.untyped_data();
  const void* in = x.untyped_data();
  void* out = dx->untyped_data();
  return dispatch_dtype("mish_grad", x.element_type(), [&](auto dtype) {
    return launch_grad<decltype(dtype)>(stream, g, in, out, n);
  });
}

}  // namespace

// kCmdBufferCompatible: the handlers only enqueue a kernel on XLA's stream
// (no synchronisation, allocation or host reads of device data), so XLA may
// record them into CUDA graphs.
XLA_FFI_DEFINE_HANDLER_SYMBOL(MishFwdCuda, mish_fwd_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<cudaStream_t>>()
                                  .Arg<ffi::AnyBuffer>()   // x
                                  .Ret<ffi::AnyBuffer>(),  // y
                              {ffi::Traits::kCmdBufferCompatible});

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishGradCuda, mish_grad_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<cudaStream_t>>()
                                  .Arg<ffi::AnyBuffer>()   // dy
                                  .Arg<ffi::AnyBuffer>()   // x
                                  .Ret<ffi::AnyBuffer>(),  // dx
                              {ffi::Traits::kCmdBufferCompatible});

}  // namespace jax_mish::cuda
