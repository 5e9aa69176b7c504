// The element types the CPU and CUDA kernels take: the one C++ table of them,
// kDtypes below, one row per type. Everything per dtype follows the rows: the
// handlers' dispatch and messages (dtype_dispatch.h), the CPU loop tables
// (cpu/kernels.h), the CUDA element operations and launches, build_info(),
// and the native tests and lab tools, which iterate over the rows.
//
// No XLA header here: the CPU loops are compiled without them (the tests and
// the lab build cpu/kernels.cc by hand). The Python twin of the table is
// jax_mish/reference.py's COMPUTE_DTYPE; tests/test_extension.py checks that
// the two agree, in order.
#pragma once

#include <cstdint>

#include "mish_math.h"

namespace jax_mish {

// One row per supported element type: its name (as numpy spells it), the C++
// type its elements are stored as and the type the formulas run in, with the
// conversions between the two (rounding once, to nearest even), and its XLA
// FFI element type as kFfiType<xla::ffi::DataType> (a template, so that this
// header needs no XLA header; dtype_dispatch.h reads it). float16 and bfloat16
// travel as raw 16-bit words.
template <typename S, typename C>
struct DtypeRow {
  using Storage = S;
  using Compute = C;
};
struct DtypeF16 : DtypeRow<uint16_t, float> {
  static constexpr const char* kName = "float16";
  template <typename DataType>
  static constexpr DataType kFfiType = DataType::F16;
  JM_HOST_DEVICE static float widen(uint16_t v) { return f16_to_f32(v); }
  JM_HOST_DEVICE static uint16_t narrow(float v) { return f32_to_f16(v); }
};
struct DtypeBF16 : DtypeRow<uint16_t, float> {
  static constexpr const char* kName = "bfloat16";
  template <typename DataType>
  static constexpr DataType kFfiType = DataType::BF16;
  JM_HOST_DEVICE static float widen(uint16_t v) { return bf16_to_f32(v); }
  JM_HOST_DEVICE static uint16_t narrow(float v) { return f32_to_bf16(v); }
};
// float32 and float64 are computed in their own type.
template <typename T>
struct NativeDtype : DtypeRow<T, T> {
  JM_HOST_DEVICE static T widen(T v) { return v; }
  JM_HOST_DEVICE static T narrow(T v) { return v; }
};
struct DtypeF32 : NativeDtype<float> {
  static constexpr const char* kName = "float32";
  template <typename DataType>
  static constexpr DataType kFfiType = DataType::F32;
};
struct DtypeF64 : NativeDtype<double> {
  static constexpr const char* kName = "float64";
  template <typename DataType>
  static constexpr DataType kFfiType = DataType::F64;
};

template <typename... D>
struct DtypeList {
  static constexpr int kSize = sizeof...(D);
};

// The table: every dtype the kernels take, in the order error messages,
// build_info() and the loop tables list them.
using Dtypes = DtypeList<DtypeF16, DtypeBF16, DtypeF32, DtypeF64>;
inline constexpr Dtypes kDtypes{};

// Calls each(Dtype{}) for every row of kDtypes, in order.
template <typename Each, typename... D>
void for_each_dtype_in(DtypeList<D...>, Each&& each) {
  (each(D{}), ...);
}
template <typename Each>
void for_each_dtype(Each&& each) {
  for_each_dtype_in(kDtypes, each);
}

}  // namespace jax_mish
