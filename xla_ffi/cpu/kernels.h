// Elementwise Mish loops over contiguous ranges, compiled once per instruction
// set (kernels.cc with JM_ISA_NS set) and chosen at load time (dispatch.cc).
#pragma once

#include <cstdint>

namespace jax_mish {
// The rows of dtype_dispatch.h's table (declared here so that the loops
// compile without the XLA headers).
struct DtypeF16;
struct DtypeBF16;
struct DtypeF32;
struct DtypeF64;
}  // namespace jax_mish

namespace jax_mish::cpu {

// One table of loops per ISA. Half types are passed as raw 16-bit storage.
// The grad loops may be called with dx == dy (in-place variant): each element
// is read before it is written, at the same index, in every implementation.
struct KernelTable {
  const char* isa;
  void (*mish_f32)(const float* x, float* y, int64_t n);
  void (*mish_f64)(const double* x, double* y, int64_t n);
  void (*mish_f16)(const uint16_t* x, uint16_t* y, int64_t n);
  void (*mish_bf16)(const uint16_t* x, uint16_t* y, int64_t n);
  void (*grad_f32)(const float* dy, const float* x, float* dx, int64_t n);
  void (*grad_f64)(const double* dy, const double* x, double* dx, int64_t n);
  void (*grad_f16)(const uint16_t* dy, const uint16_t* x, uint16_t* dx,
                   int64_t n);
  void (*grad_bf16)(const uint16_t* dy, const uint16_t* x, uint16_t* dx,
                    int64_t n);
  // __VERSION__ of the compiler of these loops, which in the release wheels
  // is not the one of the rest of the module (scripts/build_wheels.sh).
  const char* compiler;
};

// dtype -> its loops in a KernelTable, for every row of dtype_dispatch.h's
// table (a row left out here is a compile error in cpu/handlers.cc).
template <auto Mish, auto Grad>
struct LoopPair {
  static auto mish(const KernelTable& k) { return k.*Mish; }
  static auto grad(const KernelTable& k) { return k.*Grad; }
};
template <typename D>
struct Loops;
template <>
struct Loops<DtypeF16>
    : LoopPair<&KernelTable::mish_f16, &KernelTable::grad_f16> {};
template <>
struct Loops<DtypeBF16>
    : LoopPair<&KernelTable::mish_bf16, &KernelTable::grad_bf16> {};
template <>
struct Loops<DtypeF32>
    : LoopPair<&KernelTable::mish_f32, &KernelTable::grad_f32> {};
template <>
struct Loops<DtypeF64>
    : LoopPair<&KernelTable::mish_f64, &KernelTable::grad_f64> {};

#define JM_DECLARE_TABLE(ns)       \
  namespace ns {                   \
  extern const KernelTable kTable; \
  }

JM_DECLARE_TABLE(baseline)
#if defined(__x86_64__)
JM_DECLARE_TABLE(avx2)
JM_DECLARE_TABLE(avx512)
#endif
#undef JM_DECLARE_TABLE

// The table in use: the best one this CPU supports, unless JAX_MISH_ISA
// (baseline | avx2 | avx512) names another that it supports.
const KernelTable& active_table();
// Calls of fewer than this many elements run small_call_table()'s loops,
// which are active_table()'s except on Intel CPUs whose best table is AVX-512
// and none was asked for (dispatch.cc says why). Every table gives the same
// bits.
inline constexpr int64_t kSmallCallElements = 16384;
const KernelTable& small_call_table();
// The loops for a call of n elements.
inline const KernelTable& table_for(int64_t n) {
  return n < kSmallCallElements ? small_call_table() : active_table();
}
// Use `isa`'s loops at every size (tests compare ISAs), or "auto": the choice
// made at load time again; false if unsupported/unknown.
bool select_table(const char* isa);
// ISAs compiled into this build and supported by this CPU.
const char* compiled_isas();
bool cpu_supports(const char* isa);

}  // namespace jax_mish::cpu
