// XLA FFI handlers for NVIDIA GPUs: check the buffers, dispatch on dtype and
// enqueue the kernels (kernels.cu) on XLA's stream: one for mish, mish_grad
// and mish_bias, three or more for mish_bias_grad.
#include <cuda_runtime.h>

#include <cstdint>
#include <optional>
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

// Buffers that must not share a byte, unless they are the same buffer.
ffi::Error check_apart(const char* op, const char* what, ffi::AnyBuffer a,
                       ffi::AnyBuffer b) {
  const auto pa = reinterpret_cast<uintptr_t>(a.untyped_data());
  const auto pb = reinterpret_cast<uintptr_t>(b.untyped_data());
  const auto na = static_cast<uintptr_t>(a.size_bytes());
  const auto nb = static_cast<uintptr_t>(b.size_bytes());
  if (na == 0 || nb == 0 || (pa == pb && na == nb)) {
    return ffi::Error::Success();
  }
  if (pa < pb + nb && pb < pa + na) {
    return ffi::Error::InvalidArgument(
        op_message(op, std::string(what) + " overlap"));
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

ffi::Error mish_bias_fwd_impl(cudaStream_t stream, ffi::AnyBuffer x,
                              ffi::AnyBuffer b, ffi::Result<ffi::AnyBuffer> y) {
  constexpr const char* kOp = "mish_bias";
  if (ffi::Error e = check_bias(kOp, x, b); e.failure()) return e;
  if (ffi::Error e = check_same_shape(kOp, "x and y", x, *y); e.failure()) {
    return e;
  }
  // y may be x (each element is read, then written, by one thread); b is
  // read by every thread, so y must not touch it.
  if (ffi::Error e = check_overlap(kOp, "x and y", x, *y); e.failure()) {
    return e;
  }
  if (ffi::Error e = check_apart(kOp, "b and y", b, *y); e.failure()) return e;
  const int64_t n = static_cast<int64_t>(x.element_count());
  const int64_t cols = static_cast<int64_t>(b.element_count());
  const void* in = x.untyped_data();
  const void* bias = b.untyped_data();
  void* out = y->untyped_data();
  return launch_for(kOp, x, [&](auto dtype) {
    return launch_bias_mish<decltype(dtype)>(stream, in, bias, out, n, cols);
  });
}

ffi::Error mish_bias_grad_impl(cudaStream_t stream,
                               ffi::ScratchAllocator scratch, ffi::AnyBuffer dy,
                               ffi::AnyBuffer x, ffi::AnyBuffer b,
                               ffi::Result<ffi::AnyBuffer> dx,
                               ffi::Result<ffi::AnyBuffer> db) {
  constexpr const char* kOp = "mish_bias_grad";
  if (ffi::Error e = check_same_shape(kOp, "dy and x", dy, x); e.failure()) {
    return e;
  }
  if (ffi::Error e = check_bias(kOp, x, b); e.failure()) return e;
  if (ffi::Error e = check_same_shape(kOp, "x and dx", x, *dx); e.failure()) {
    return e;
  }
  if (ffi::Error e = check_same_shape(kOp, "b and db", b, *db); e.failure()) {
    return e;
  }
  // dx may be dy or x (read, then written, at each element by one thread);
  // b is read by every thread of the first kernel, and db is written by the
  // last, after the others, so it must not touch dx (or the scratch).
  for (auto [what, in] :
       {std::pair{"dy and dx", dy}, std::pair{"x and dx", x}}) {
    if (ffi::Error e = check_overlap(kOp, what, in, *dx); e.failure()) {
      return e;
    }
  }
  if (ffi::Error e = check_apart(kOp, "b and dx", b, *dx); e.failure()) {
    return e;
  }
  if (ffi::Error e = check_apart(kOp, "dx and db", *dx, *db); e.failure()) {
    return e;
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  const int64_t cols = static_cast<int64_t>(b.element_count());
  return dispatch_dtype(kOp, x.element_type(), [&](auto dtype) -> ffi::Error {
    using D = decltype(dtype);
    const int64_t bytes = bias_grad_scratch_bytes<D>(n, cols);
    void* buf = nullptr;
    if (bytes > 0) {
      // Released when the handler returns, which XLA's GPU allocators order
      // after the work enqueued on this stream (the contract its own custom
      // calls rely on for their scratch), so the kernels may use it.
      std::optional<void*> got =
          scratch.Allocate(static_cast<size_t>(bytes), 256);
      if (!got.has_value()) {
        return ffi::Error(ffi::ErrorCode::kResourceExhausted,
                          op_message(kOp, "no " + std::to_string(bytes) +
                                              " bytes of device scratch"));
      }
      buf = *got;
    }
    return launch_bias_grad<D>(stream, dy.untyped_data(), x.untyped_data(),
                               b.untyped_data(), dx->untyped_data(),
                               db->untyped_data(), n, cols, buf);
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

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishBiasFwdCuda, mish_bias_fwd_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<cudaStream_t>>()
                                  .Arg<ffi::AnyBuffer>()   // x
                                  .Arg<ffi::AnyBuffer>()   // b
                                  .Ret<ffi::AnyBuffer>(),  // y
                              {ffi::Traits::kCmdBufferCompatible});

// Not kCmdBufferCompatible: it allocates device scratch for the partial sums.
XLA_FFI_DEFINE_HANDLER_SYMBOL(MishBiasGradCuda, mish_bias_grad_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<cudaStream_t>>()
                                  .Ctx<ffi::ScratchAllocator>()
                                  .Arg<ffi::AnyBuffer>()    // dy
                                  .Arg<ffi::AnyBuffer>()    // x
                                  .Arg<ffi::AnyBuffer>()    // b
                                  .Ret<ffi::AnyBuffer>()    // dx
                                  .Ret<ffi::AnyBuffer>());  // db

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishGradCuda, mish_grad_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<cudaStream_t>>()
                                  .Arg<ffi::AnyBuffer>()   // dy
                                  .Arg<ffi::AnyBuffer>()   // x
                                  .Ret<ffi::AnyBuffer>(),  // dx
                              {ffi::Traits::kCmdBufferCompatible});

}  // namespace jax_mish::cuda
