// The order in which the bias + Mish backward sums db, shared by the CPU
// (cpu/bias.h) and CUDA (cuda/kernels.cu) kernels: (dy, x, b) -> (dx =
// dy * mish'(x + b), db = the sum of dx's unrounded values over rows), with
// x viewed as a row-major [rows, cols] matrix and b as one row of cols
// elements (b's dimensions are x's trailing ones).
//
// The summation order of db is a function of (rows, cols) alone: not of the
// ISA, the thread count, the block size or how the work is split into tasks,
// so db has the same bits whatever runs it (the scalar loops, any SIMD loops,
// any tiling of cpu/bias.h; the CUDA kernels, whose element formulas are the
// same, sum in this order too).
//
// Slots. With g = gcd(cols, 32), m = 32 / g if m * cols <= 8192, else 1,
// and then at most the smallest power of two >= rows, the flat buffer is cut
// into "super-rows" of l = m * cols elements (m rows). Element i belongs to
// slot i mod l, column (i mod l) mod cols; each column has m slots, holding
// its rows r with r mod m = 0, 1, ..., m - 1. Either l is a multiple of 32,
// or m = 1 and l = cols > 256, or there is one super-row (rows <= m): so
// whole SIMD steps (at most 32 elements) from a multiple of 32 add into
// distinct, aligned slots, and with m = 1 each slot is a column. (The cap
// keeps the slot sums and the bias pattern small; the rows bound, the work of
// few rows.)
//
// The sum (every addition one IEEE addition in the compute type: float32
// for float16, bfloat16 and float32, float64 for float64; t_i = dy_i *
// mish'(z_i) as the element loops compute it, before dx is rounded):
//  1. chunks: kBiasChunkRows = 32 consecutive super-rows (the last chunk may
//     have fewer, and its last super-row fewer elements). In a chunk each slot
//     is summed sequentially, in row order, from +0: s = ((0 + t_a) + t_b)...
//  2. the chunks' sums (one row of l per chunk) are combined per slot by the
//     pairwise tree over chunk indices [0, chunks) that splits a range of N > 1
//     at its largest power of two p < N: sum(lo, hi) = sum(lo, lo + p) +
//     sum(lo + p, hi) (PairwiseSum builds this tree as leaves arrive);
//  3. each column's m slot sums are combined by the perfect pairwise tree
//     over j = 0..m-1 (((s_0 + s_1) + (s_2 + s_3)) + ...), and the result is
//     rounded once to the storage type.
// Starting from +0, a column whose terms are all -0 sums to +0, as
// jnp.sum does, and no rows at all give db = +0.
//
// Error bound. Let k = (q - 1) + ceil(log2(chunks)) + log2(m), with q =
// min(32, super-rows) the longest sequential run: every term passes through
// at most k roundings (the first addition to +0 is exact). With u the unit
// roundoff of the compute type (2^-24 float32, 2^-53 float64) and gamma_k =
// k u / (1 - k u), the standard bound for any summation tree of depth k
// (Higham, Accuracy and Stability, section 4.2) gives, for the sum S' the
// compute type forms from the terms t'_i it computed,
//   |S' - sum t'_i| <= gamma_k * sum |t'_i|,
// and each t'_i is within the kernel bound of the exact dy_i * mish'(z_i)
// (jax_mish.testing.BOUNDS at the compute type: 2 ulp of float32, 8 ulp of
// float64, with the metric's floor of |dy_i| ulp(1)/2), so against the exact
// S = sum dy_i mish'(z_i), z_i = the rounded x_i + b_i,
//   |db - S| <= ulp_s(db) / 2 + sum e_i + gamma_k * sum (|t_i| + e_i),
//   e_i = B * max(ulp_c(t_i), |dy_i| ulp_c(1) / 2),
// with ulp_s of the storage type (the last rounding; 0 for float32 and
// float64), ulp_c of the compute type and B the compute type's kernel bound.
// For 2^20 rows, k = 31 + 15 + 0 = 46 for cols = 64 (m = 1: 2^15 chunks)
// and k = 31 + 10 + 5 = 46 for cols = 1 (m = 32: 2^10 chunks); in float32
// gamma_46 < 2.8e-6.
//
#pragma once

#include <cstdint>

#include "mish_math.h"

namespace jax_mish {

inline constexpr int64_t kBiasInterleave = 32;
inline constexpr int64_t kBiasMaxInterleavedSlots = 8192;
inline constexpr int64_t kBiasChunkRows = 32;

// What the summation order depends on: the shape alone.
struct BiasPlan {
  int64_t n;           // elements of x (a multiple of cols)
  int64_t cols;        // elements of b, >= 1
  int64_t m;           // rows per super-row: 1, 2, 4, 8, 16 or 32
  int64_t slots;       // l = m * cols
  int64_t super_rows;  // ceil(n / l)
  int64_t chunks;      // ceil(super_rows / kBiasChunkRows)
};

JM_HOST_DEVICE BiasPlan bias_plan(int64_t n, int64_t cols) {
  int64_t a = cols, b = kBiasInterleave;
  while (b != 0) {
    const int64_t r = a % b;
    a = b;
    b = r;
  }
  int64_t m = kBiasInterleave / a;
  if (cols > kBiasMaxInterleavedSlots / m) m = 1;
  const int64_t rows = n / cols;
  while (m > 1 && m / 2 >= rows) m /= 2;
  BiasPlan p;
  p.n = n;
  p.cols = cols;
  p.m = m;
  p.slots = m * cols;
  p.super_rows = (n + p.slots - 1) / p.slots;
  p.chunks = (p.super_rows + kBiasChunkRows - 1) / kBiasChunkRows;
  return p;
}

}  // namespace jax_mish
