// Argument checks and messages shared by the CPU, CUDA and Ascend handlers.
#pragma once

#include <string>

#include "dtype_dispatch.h"
#include "xla/ffi/api/ffi.h"

namespace jax_mish {

// "jax_mish <op>: <text>", the form of every error a handler returns. `op`
// names the operation and, where it matters, the backend ("mish",
// "ascend mish_grad").
inline std::string op_message(const std::string& op, const std::string& text) {
  return "jax_mish " + op + ": " + text;
}

// Both buffers must have one dtype and one element count (the kernels are
// elementwise over flat buffers, so this is all that keeps them in bounds).
inline xla::ffi::Error check_same(const char* op, const char* what,
                                  xla::ffi::AnyBuffer a,
                                  xla::ffi::AnyBuffer b) {
  if (a.element_type() != b.element_type()) {
    return xla::ffi::Error::InvalidArgument(
        op_message(op, std::string(what) + " dtypes differ (" +
                           dtype_name(a.element_type()) + " vs " +
                           dtype_name(b.element_type()) + ")"));
  }
  if (a.element_count() != b.element_count()) {
    return xla::ffi::Error::InvalidArgument(
        op_message(op, std::string(what) + " element counts differ (" +
                           std::to_string(a.element_count()) + " vs " +
                           std::to_string(b.element_count()) + ")"));
  }
  return xla::ffi::Error::Success();
}

// MishGrad's three buffers: dy, x and dx agree in dtype and element count.
inline xla::ffi::Error check_grad_args(const char* op, xla::ffi::AnyBuffer dy,
                                       xla::ffi::AnyBuffer x,
                                       xla::ffi::AnyBuffer dx) {
  if (xla::ffi::Error e = check_same(op, "dy and x", dy, x); e.failure()) {
    return e;
  }
  return check_same(op, "x and dx", x, dx);
}

inline xla::ffi::Error unsupported_dtype(const char* op, xla::ffi::DataType t) {
  return xla::ffi::Error::InvalidArgument(
      op_message(op, "unsupported dtype " + dtype_name(t) + " (expected " +
                         supported_dtype_names() + ")"));
}

// The handlers' form of visit_float_dtype: the visitor returns an
// xla::ffi::Error, and any other element type is answered with the one
// "unsupported dtype" error for `op`.
template <typename Visit>
xla::ffi::Error dispatch_dtype(const char* op, xla::ffi::DataType t,
                               Visit&& visit) {
  return visit_float_dtype(t, visit, [&] { return unsupported_dtype(op, t); });
}

}  // namespace jax_mish
