// The element types the CPU and CUDA kernels take, and the one switch from an
// XLA FFI element type to them, shared by every handler that dispatches on
// dtype.
//
// A handler receives buffers of a single dtype: dy, x and the output of
// mish_grad are checked to agree (ffi_checks.h). Mixed dy/x dtypes never reach
// the FFI: the Python API promotes both operands to
// jnp.promote_types(dy.dtype, x.dtype) before binding the primitive, and a
// dtype outside the four below is rejected at trace time or goes through the
// pure-JAX path.
#pragma once

#include <cstdint>
#include <string>

#include "ffi_checks.h"
#include "xla/ffi/api/ffi.h"

namespace jax_mish {

// One supported element type: its XLA FFI code and the C++ type its elements
// are stored as. float16 and bfloat16 travel as raw 16-bit words; the kernels
// widen them to float32, compute there and round once on store.
template <xla::ffi::DataType D, typename S>
struct FloatDtype {
  static constexpr xla::ffi::DataType kType = D;
  using Storage = S;
};

using DtypeF16 = FloatDtype<xla::ffi::DataType::F16, uint16_t>;
using DtypeBF16 = FloatDtype<xla::ffi::DataType::BF16, uint16_t>;
using DtypeF32 = FloatDtype<xla::ffi::DataType::F32, float>;
using DtypeF64 = FloatDtype<xla::ffi::DataType::F64, double>;

// Calls visit(Dtype{}) with the FloatDtype whose kType is `t` and returns its
// result, or returns unsupported() when `t` is none of them. Every visitor
// call must return the same type as unsupported().
template <typename Visit, typename Unsupported>
auto visit_float_dtype(xla::ffi::DataType t, Visit&& visit,
                       Unsupported&& unsupported) {
  switch (t) {
    case DtypeF16::kType: return visit(DtypeF16{});
    case DtypeBF16::kType: return visit(DtypeBF16{});
    case DtypeF32::kType: return visit(DtypeF32{});
    case DtypeF64::kType: return visit(DtypeF64{});
    default: return unsupported();
  }
}

// The handlers' form: the visitor returns an xla::ffi::Error, and any other
// element type is answered with the one "unsupported dtype" error for `op`.
template <typename Visit>
xla::ffi::Error dispatch_dtype(const char* op, xla::ffi::DataType t,
                               Visit&& visit) {
  return visit_float_dtype(t, visit, [&] { return unsupported_dtype(op, t); });
}

// The FloatDtype named as dtype_name() names it ("float32", ...); calls
// visit(Dtype{}) with it, or returns unsupported() for any other name. For
// entry points that take the dtype as a string (the CUDA self-test).
template <typename Visit, typename Unsupported>
auto visit_float_dtype_named(const std::string& name, Visit&& visit,
                             Unsupported&& unsupported) {
  for (xla::ffi::DataType t :
       {DtypeF16::kType, DtypeBF16::kType, DtypeF32::kType, DtypeF64::kType}) {
    if (dtype_name(t) == name) {
      return visit_float_dtype(t, visit, unsupported);
    }
  }
  return unsupported();
}

}  // namespace jax_mish
