// Elementwise Mish loops over contiguous ranges, compiled once per instruction
// set (kernels.cc with JM_ISA_NS set) and chosen at load time (dispatch.cc).
#pragma once

#include <cstdint>

#include "dtypes.h"

namespace jax_mish::cpu {

// The two loops of row D of dtypes.h's table, on its storage type (float16
// and bfloat16 as raw 16-bit words). The grad loop may be called with
// dx == dy (in-place variant): each element is read before it is written, at
// the same index, in every implementation.
template <typename D>
struct LoopPair {
  using E = typename D::Storage;
  void (*mish)(const E* x, E* y, int64_t n);
  void (*grad)(const E* dy, const E* x, E* dx, int64_t n);
};

// One LoopPair per row of a DtypeList, laid out in the list's order.
template <typename List>
struct LoopRows;
template <typename... D>
struct LoopRows<DtypeList<D...>> : LoopPair<D>... {};

// One table of loops per ISA: a pair per row of kDtypes, generated from the
// rows (cpu/kernels.cc), so a new row needs no change here.
struct KernelTable {
  const char* isa;
  LoopRows<Dtypes> rows;
  // __VERSION__ of the compiler of these loops, which in the release wheels
  // is not the one of the rest of the module (scripts/build_wheels.sh).
  const char* compiler;

  // The loops of row D.
  template <typename D>
  const LoopPair<D>& loops() const {
    return rows;
  }
};

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
