// The element types the CPU and CUDA kernels take (the one C++ table of them,
// kDtypes below), and the switch from an XLA FFI element type to them, shared
// by every handler that dispatches on dtype.
//
// A handler receives buffers of a single dtype: dy, x and the output of
// mish_grad are checked to agree (ffi_checks.h). Mixed dy/x dtypes never reach
// the FFI: the Python API promotes both operands to
// jnp.promote_types(dy.dtype, x.dtype) before binding the primitive, and a
// dtype outside the table is rejected at trace time or goes through the
// pure-JAX path. The Python twin of the table is jax_mish/reference.py's
// COMPUTE_DTYPE; tests/test_extension.py checks that the two agree.
#pragma once

#include <cstdint>
#include <string>

#include "mish_math.h"
#include "xla/ffi/api/ffi.h"

namespace jax_mish {

// One row per supported element type: its XLA FFI code, its name (as numpy
// spells it), the C++ type its elements are stored as and the type the
// formulas run in, with the conversions between the two (rounding once, to
// nearest even). float16 and bfloat16 travel as raw 16-bit words.
template <xla::ffi::DataType D, typename S, typename C>
struct DtypeRow {
  static constexpr xla::ffi::DataType kType = D;
  using Storage = S;
  using Compute = C;
};
struct DtypeF16 : DtypeRow<xla::ffi::DataType::F16, uint16_t, float> {
  static constexpr const char* kName = "float16";
  JM_HOST_DEVICE static float widen(uint16_t v) { return f16_to_f32(v); }
  JM_HOST_DEVICE static uint16_t narrow(float v) { return f32_to_f16(v); }
};
struct DtypeBF16 : DtypeRow<xla::ffi::DataType::BF16, uint16_t, float> {
  static constexpr const char* kName = "bfloat16";
  JM_HOST_DEVICE static float widen(uint16_t v) { return bf16_to_f32(v); }
  JM_HOST_DEVICE static uint16_t narrow(float v) { return f32_to_bf16(v); }
};
// float32 and float64 are computed in their own type.
template <xla::ffi::DataType D, typename T>
struct NativeDtype : DtypeRow<D, T, T> {
  JM_HOST_DEVICE static T widen(T v) { return v; }
  JM_HOST_DEVICE static T narrow(T v) { return v; }
};
struct DtypeF32 : NativeDtype<xla::ffi::DataType::F32, float> {
  static constexpr const char* kName = "float32";
};
struct DtypeF64 : NativeDtype<xla::ffi::DataType::F64, double> {
  static constexpr const char* kName = "float64";
};

template <typename... D>
struct DtypeList {};

// The table: every dtype the kernels take, in the order error messages and
// build_info() list them.
constexpr DtypeList<DtypeF16, DtypeBF16, DtypeF32, DtypeF64> kDtypes;

// Calls visit(Dtype{}) with the row of kDtypes whose kType is `t` and returns
// its result, or returns unsupported() when `t` is none of them. Every visitor
// call must return the same type as unsupported().
template <typename Visit, typename Unsupported>
auto visit_dtype_in(DtypeList<>, xla::ffi::DataType, Visit&&,
                    Unsupported&& unsupported) {
  return unsupported();
}
template <typename D, typename... Rest, typename Visit, typename Unsupported>
auto visit_dtype_in(DtypeList<D, Rest...>, xla::ffi::DataType t, Visit&& visit,
                    Unsupported&& unsupported) {
  if (t == D::kType) return visit(D{});
  return visit_dtype_in(DtypeList<Rest...>{}, t, visit, unsupported);
}
template <typename Visit, typename Unsupported>
auto visit_float_dtype(xla::ffi::DataType t, Visit&& visit,
                       Unsupported&& unsupported) {
  return visit_dtype_in(kDtypes, t, visit, unsupported);
}

inline std::string dtype_name(xla::ffi::DataType t) {
  return visit_float_dtype(
      t, [](auto d) { return std::string(decltype(d)::kName); },
      [t] {
        return "XLA element type " + std::to_string(static_cast<int>(t));
      });
}

// Calls each(Dtype{}) for every row of kDtypes, in order.
template <typename Each, typename... D>
void for_each_dtype_in(DtypeList<D...>, Each&& each) {
  (each(D{}), ...);
}
template <typename Each>
void for_each_dtype(Each&& each) {
  for_each_dtype_in(kDtypes, each);
}

// "float16, bfloat16, float32 or float64": the table, for messages.
inline std::string supported_dtype_names() {
  std::string out, last;
  for_each_dtype([&](auto d) {
    if (!last.empty()) out += out.empty() ? last : ", " + last;
    last = decltype(d)::kName;
  });
  return out.empty() ? last : out + " or " + last;
}

// The row named as dtype_name() names it ("float32", ...); calls
// visit(Dtype{}) with it, or returns unsupported() for any other name. For
// entry points that take the dtype as a string (the CUDA self-test).
template <typename Visit, typename Unsupported>
auto visit_float_dtype_named(const std::string& name, Visit&& visit,
                             Unsupported&& unsupported) {
  xla::ffi::DataType found = xla::ffi::DataType::INVALID;
  for_each_dtype([&](auto d) {
    if (name == decltype(d)::kName) found = decltype(d)::kType;
  });
  return visit_float_dtype(found, visit, unsupported);
}

}  // namespace jax_mish
