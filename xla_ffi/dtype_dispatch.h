// The switch from an XLA FFI element type to a row of dtypes.h's table
// (kDtypes), shared by every handler that dispatches on dtype, and the
// table's names for messages.
//
// A handler receives buffers of a single dtype: dy, x and the output of
// mish_grad are checked to agree (ffi_checks.h). Mixed dy/x dtypes never reach
// the FFI: the Python API promotes both operands to
// jnp.promote_types(dy.dtype, x.dtype) before binding the primitive, and a
// dtype outside the table is rejected at trace time or goes through the
// pure-JAX path.
#pragma once

#include <cstdint>
#include <string>

#include "dtypes.h"
#include "xla/ffi/api/ffi.h"

namespace jax_mish {

// The XLA FFI element type of row D.
template <typename D>
inline constexpr xla::ffi::DataType ffi_type_of =
    D::template kFfiType<xla::ffi::DataType>;

// Calls visit(Dtype{}) with the row of kDtypes whose XLA FFI type is `t` and
// returns its result, or returns unsupported() when `t` is none of them. Every
// visitor call must return the same type as unsupported().
template <typename Visit, typename Unsupported>
auto visit_dtype_in(DtypeList<>, xla::ffi::DataType, Visit&&,
                    Unsupported&& unsupported) {
  return unsupported();
}
template <typename D, typename... Rest, typename Visit, typename Unsupported>
auto visit_dtype_in(DtypeList<D, Rest...>, xla::ffi::DataType t, Visit&& visit,
                    Unsupported&& unsupported) {
  if (t == ffi_type_of<D>) return visit(D{});
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
    if (name == decltype(d)::kName) found = ffi_type_of<decltype(d)>;
  });
  return visit_float_dtype(found, visit, unsupported);
}

}  // namespace jax_mish
