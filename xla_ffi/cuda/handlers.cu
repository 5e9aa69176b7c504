// XLA FFI handlers for NVIDIA GPUs: check the buffers, dispatch on dtype and
// enqueue one kernel (kernels.cu) on XLA's stream.
#include <cuda_runtime.h>

#include <cstdint>
#include <string>
#include <utility>

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

// The output check of every handler: out has in's dtype and shape, and does
// not partly overlap it.
ffi::Error check_output(const char* op, const char* what, ffi::AnyBuffer in,
                        ffi::AnyBuffer out) {
  if (ffi::Error e = check_same(op, what, in, out); e.failure()) return e;
  return check_overlap(op, what, in, out);
}

// Enqueues launch(dtype tag) for x's dtype; nothing for an empty x, whose
// dtype is still checked (an empty int32 buffer is an error like any other).
template <typename Launch>
ffi::Error launch_for(const char* op, ffi::AnyBuffer x, Launch launch) {
  const bool empty = x.element_count() == 0;
  return dispatch_dtype(op, x.element_type(), [&](auto dtype) {
    return empty ? ffi::Error::Success() : launch(dtype);
  });
}

ffi::Error mish_fwd_impl(cudaStream_t stream, ffi::AnyBuffer x,
                         ffi::Result<ffi::AnyBuffer> y) {
  if (ffi::Error e = check_output("mish", "input and output", x, *y);
      e.failure()) {
    return e;
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  const void* in = x.untyped_data();
  void* out = y->untyped_data();
  return launch_for("mish", x, [&](auto dtype) {
    return launch_mish<decltype(dtype)>(stream, in, out, n);
  });
}

ffi::Error mish_grad_impl(cudaStream_t stream, ffi::AnyBuffer dy,
                          ffi::AnyBuffer x, ffi::Result<ffi::AnyBuffer> dx) {
  // dy and x are only read, so they may overlap each other.
  if (ffi::Error e = check_same("mish_grad", "dy and x", dy, x); e.failure()) {
    return e;
  }
  for (auto [what, in] :
       {std::pair{"dy and dx", dy}, std::pair{"x and dx", x}}) {
    if (ffi::Error e = check_output("mish_grad", what, in, *dx); e.failure()) {
      return e;
    }
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  const void* g = dy.untyped_data();
  const void* in = x.untyped_data();
  void* out = dx->untyped_data();
  return launch_for("mish_grad", x, [&](auto dtype) {
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
