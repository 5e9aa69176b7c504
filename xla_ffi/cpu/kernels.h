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

// --- bias + Mish -----------------------------------------------------------
//
// x viewed as a row-major [rows, cols] matrix and a bias b of cols elements
// added to every row (cpu/bias.h plans the calls). The loops see the bias as
// a pattern p over "slots": slot j holds b[j % cols], for j < l + kBiasPad,
// where l (a multiple of cols) is the slot count of the call; element i of a
// loop call has slot (j0 + i) wrapped to [0, l). The pattern's element type
// (BiasPattern<D>::T) is the compute type, except for bfloat16, whose raw
// 16-bit words the SIMD loops load exactly as they load x.

// Pattern and accumulator entries past the last slot: a SIMD step (at most
// kBiasMaxStep elements) that starts on a slot below l reads the pattern up to
// l + kBiasMaxStep, and the backward's steps that wrap past l spill into the
// accumulators above l (see BiasLoopPair).
inline constexpr int64_t kBiasMaxStep = 32;
inline constexpr int64_t kBiasPad = 64;

template <typename D>
struct BiasPattern {
  using T = typename D::Compute;
  static T from(typename D::Storage b) { return D::widen(b); }
  JM_HOST_DEVICE static T value(T p) { return p; }
};
template <>
struct BiasPattern<DtypeBF16> {
  using T = uint16_t;
  static uint16_t from(uint16_t b) { return b; }
  JM_HOST_DEVICE static float value(uint16_t p) { return DtypeBF16::widen(p); }
};

// The two bias loops of row D. For element i of a call, with j its slot and
// z = widen(x[i]) + value(p[j]) rounded once to the compute type (float32 for
// float16 and bfloat16, float64 for float64):
//   fwd:  y[i] = mish(z), the bits of the plain mish loop run on z;
//   grad: t = dy[i] * mish'(z), unrounded; dx[i] = t rounded to storage
//         (the plain grad loop's bits on (dy, z)), and s[j] += t, one IEEE
//         addition in the compute type per element, in the order of i.
// dx may be dy (each element is read before it is written, at its index).
// A call may run past slot l - 1 (wrap to slot 0) only if l >= kBiasMaxStep;
// s then needs l + kBiasPad entries, those from l on +0 on entry (and left
// +0). A call whose elements all have slots below l touches no accumulator
// at or above l. s[j] is never -0 when it starts at +0 (a sum of two numbers
// is -0 only when both are), so adding +0 to it is exact: the loops may add
// +0 to accumulators whose slots a step does not reach.
template <typename D>
struct BiasLoopPair {
  using E = typename D::Storage;
  using P = typename BiasPattern<D>::T;
  using A = typename D::Compute;
  void (*fwd)(const E* x, E* y, int64_t n, const P* p, int64_t j0, int64_t l);
  void (*grad)(const E* dy, const E* x, E* dx, int64_t n, const P* p, A* s,
               int64_t j0, int64_t l);
};

template <typename List>
struct BiasRows;
template <typename... D>
struct BiasRows<DtypeList<D...>> : BiasLoopPair<D>... {};

// One table of loops per ISA: a pair per row of kDtypes and a bias pair per
// row, generated from the rows (cpu/kernels.cc), so a new row needs no change
// here.
struct KernelTable {
  const char* isa;
  LoopRows<Dtypes> rows;
  BiasRows<Dtypes> bias;
  // __VERSION__ of the compiler of these loops, which in the release wheels
  // is not the one of the rest of the module (scripts/build_wheels.sh).
  const char* compiler;

  // The loops of row D.
  template <typename D>
  const LoopPair<D>& loops() const {
    return rows;
  }
  // The bias loops of row D.
  template <typename D>
  const BiasLoopPair<D>& bias_loops() const {
    return bias;
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
