// Argument checks and messages shared by the CPU, CUDA and Ascend handlers.
#pragma once

#include <algorithm>
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

// Dimensions as Python writes a shape tuple: "()", "(3,)", "(2, 3)".
inline std::string shape_string(xla::ffi::AnyBuffer::Dimensions dims) {
  std::string out = "(";
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i > 0) out += ", ";
    out += std::to_string(dims[i]);
  }
  return out + (dims.size() == 1 ? ",)" : ")");
}

inline xla::ffi::Error check_dtypes(const char* op, const char* what,
                                    xla::ffi::AnyBuffer a,
                                    xla::ffi::AnyBuffer b) {
  if (a.element_type() != b.element_type()) {
    return xla::ffi::Error::InvalidArgument(
        op_message(op, std::string(what) + " dtypes differ (" +
                           dtype_name(a.element_type()) + " vs " +
                           dtype_name(b.element_type()) + ")"));
  }
  return xla::ffi::Error::Success();
}

// One dtype and the same dimensions (the bias ops read x as [rows, cols], so
// the shapes, not only the element counts, must agree).
inline xla::ffi::Error check_same_shape(const char* op, const char* what,
                                        xla::ffi::AnyBuffer a,
                                        xla::ffi::AnyBuffer b) {
  if (xla::ffi::Error e = check_dtypes(op, what, a, b); e.failure()) return e;
  const auto da = a.dimensions(), db = b.dimensions();
  if (da.size() != db.size() || !std::equal(da.begin(), da.end(), db.begin())) {
    return xla::ffi::Error::InvalidArgument(
        op_message(op, std::string(what) + " shapes differ (" +
                           shape_string(da) + " vs " + shape_string(db) + ")"));
  }
  return xla::ffi::Error::Success();
}

// The bias b of the bias ops: x's dtype, and x's trailing dimensions (it is
// added along x's last b.rank axes, broadcast over the leading ones).
inline xla::ffi::Error check_bias(const char* op, xla::ffi::AnyBuffer x,
                                  xla::ffi::AnyBuffer b) {
  if (xla::ffi::Error e = check_dtypes(op, "x and b", x, b); e.failure()) {
    return e;
  }
  const auto dx = x.dimensions(), dbias = b.dimensions();
  if (dbias.size() > dx.size() ||
      !std::equal(dbias.begin(), dbias.end(),
                  dx.begin() + (dx.size() - dbias.size()))) {
    return xla::ffi::Error::InvalidArgument(
        op_message(op, "b's shape " + shape_string(dbias) +
                           " is not the trailing dimensions of x's shape " +
                           shape_string(dx)));
  }
  return xla::ffi::Error::Success();
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
