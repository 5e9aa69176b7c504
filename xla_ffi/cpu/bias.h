// Bias + Mish on the CPU: y = mish(x + b) and its backward, (dy, x, b) ->
// (dx = dy * mish'(x + b), db = the sum of dx's unrounded values over rows),
// with x viewed as a row-major [rows, cols] matrix and b as one row of cols
// elements added to every row (a Dense or Conv bias: b's dimensions are x's
// trailing ones). This header plans the calls of a table's bias loops
// (kernels.h's BiasLoopPair) in the order of bias_plan.h, which fixes how db
// is summed (and states its error bound); it needs no XLA header, so the
// native tests run exactly what the handlers run, with their own task
// runner.
//
// Tiling (not part of the order): tasks are ranges of whole chunks (groups of
// a power of two of them, aligned, so each group is a subtree of the tree of
// bias_plan.h's step 2 and its sum is one node of it) times ranges of slots.
// A task sums its chunks with PairwiseSum, the groups' sums are combined by
// PairwiseSum too, and then each column's slots.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "bias_plan.h"
#include "cpu/kernels.h"

namespace jax_mish::cpu {

// The widest slot range one task takes (its accumulators stay in L1/L2).
inline constexpr int64_t kBiasMaxSlotBlock = 4096;

// How one backward call is split into tasks: task t takes chunk group
// t / slot_blocks (chunks [g * group, (g + 1) * group)) and slot range
// t % slot_blocks (slots [k * slot_block, (k + 1) * slot_block)).
struct BiasTiles {
  int64_t group;  // chunks per task, a power of two
  int64_t groups;
  int64_t slot_block;
  int64_t slot_blocks;
  int64_t tasks() const { return groups * slot_blocks; }
};

// Tasks of about task_elems elements each.
inline BiasTiles bias_tiles(const BiasPlan& p, int64_t task_elems) {
  if (task_elems < 1) task_elems = 1;
  const int64_t q = std::min(kBiasChunkRows, p.super_rows);
  const int64_t want = (task_elems + q - 1) / q;
  int64_t sb = std::max<int64_t>(kBiasMaxStep, (want + 31) / 32 * 32);
  sb = std::min({sb, p.slots, kBiasMaxSlotBlock});
  int64_t g = 1;
  while (g < p.chunks && 2 * g * q * sb <= task_elems) g *= 2;
  BiasTiles t;
  t.group = g;
  t.groups = (p.chunks + g - 1) / g;
  t.slot_block = sb;
  t.slot_blocks = (p.slots + sb - 1) / sb;
  return t;
}

// n values of T from a 64-byte boundary: the loops' vector loads and stores
// of the slot sums and the bias pattern at multiples of 32 slots then never
// straddle a cache line (a read-modify-write that does stalls on store
// forwarding: the backward ran 1.4x slower than aligned).
template <typename T>
class CacheAligned {
 public:
  CacheAligned(size_t n, T fill) : store_(n + kPad) {
    const auto at = reinterpret_cast<uintptr_t>(store_.data());
    data_ = store_.data() + ((64 - at % 64) % 64) / sizeof(T);
    std::fill(data_, data_ + n, fill);
  }
  CacheAligned(const CacheAligned&) = delete;
  CacheAligned& operator=(const CacheAligned&) = delete;
  T* data() { return data_; }
  const T* data() const { return data_; }
  T& operator[](size_t i) { return data_[i]; }

 private:
  static constexpr size_t kPad = 64 / sizeof(T);
  std::vector<T> store_;
  T* data_;
};

// The pairwise tree of bias_plan.h's step 2 over rows of `width` sums, built as
// the rows arrive (a binary counter): a row that completes a pair of equal
// subtrees is added to its left neighbour at once, and finish() adds what is
// left from the right, so N rows are summed as sum(lo, hi) = sum(lo, lo + p) +
// sum(lo + p, hi), p the largest power of two below hi - lo. Each row has
// kBiasPad entries more, the loops' spill room (kernels.h), all +0.
template <typename A>
class PairwiseSum {
 public:
  PairwiseSum(int64_t width, int64_t max_rows)
      : width_(width),
        stride_((width + kBiasPad + kLine - 1) / kLine * kLine),
        buf_(static_cast<size_t>((levels(max_rows) + 1) * stride_), A(0)) {}
  // The next row to fill, all +0. (Entries from width on are +0 from the
  // start: the loops leave their spill room +0, and add() never writes it.)
  A* next_row() {
    A* r = row(depth_);
    std::fill(r, r + width_, A(0));
    return r;
  }
  // Takes the row next_row() gave as the next leaf.
  void push() {
    size_[depth_++] = 1;
    while (depth_ >= 2 && size_[depth_ - 1] == size_[depth_ - 2]) {
      add(row(depth_ - 2), row(depth_ - 1));
      size_[depth_ - 2] *= 2;
      --depth_;
    }
  }
  // out[0, width) = the sum of every row pushed (+0 for none).
  void finish(A* out) {
    if (depth_ == 0) {
      std::fill(out, out + width_, A(0));
      return;
    }
    for (int k = depth_ - 2; k >= 0; --k) add(row(k), row(k + 1));
    std::copy(row(0), row(0) + width_, out);
  }

 private:
  static constexpr int64_t kLine = 64 / sizeof(A);  // rows on cache lines
  static int levels(int64_t max_rows) {
    int levels = 1;
    while ((int64_t{1} << (levels - 1)) < max_rows) ++levels;
    return levels;
  }
  A* row(int k) { return buf_.data() + k * stride_; }
  // left += right: the left subtree's sum plus the right's (distinct rows).
  void add(A* __restrict__ left, const A* __restrict__ right) const {
    for (int64_t s = 0; s < width_; ++s) left[s] = left[s] + right[s];
  }
  const int64_t width_, stride_;
  CacheAligned<A> buf_;
  std::array<int64_t, 64> size_{};
  int depth_ = 0;
};

// The pattern the loops read: slot j holds b[j % cols], for j < l + kBiasPad.
template <typename D>
void fill_bias_pattern(CacheAligned<typename BiasPattern<D>::T>& out,
                       const typename D::Storage* b, const BiasPlan& p) {
  const int64_t total = p.slots + kBiasPad;
  int64_t j = std::min(p.cols, total);
  for (int64_t c = 0; c < j; ++c) out[c] = BiasPattern<D>::from(b[c]);
  for (; j < total; j += p.cols)  // repeats of the first row
    std::copy(out.data(), out.data() + std::min(p.cols, total - j),
              out.data() + j);
}

// y = mish(x + b) over n elements, cols = b's element count. tiled(n, fn)
// calls fn(offset, count) over blocks covering [0, n) (in any order, on any
// threads).
template <typename D, typename Tiled>
void bias_mish_run(const BiasLoopPair<D>& loops, const typename D::Storage* x,
                   typename D::Storage* y, const typename D::Storage* b,
                   int64_t n, int64_t cols, Tiled&& tiled) {
  if (n <= 0 || cols <= 0) return;
  const BiasPlan p = bias_plan(n, cols);
  CacheAligned<typename BiasPattern<D>::T> pattern(p.slots + kBiasPad, {});
  fill_bias_pattern<D>(pattern, b, p);
  const auto* pat = pattern.data();
  const auto fwd = loops.fwd;
  tiled(n, [=](int64_t off, int64_t cnt) {
    fwd(x + off, y + off, cnt, pat, off % p.slots, p.slots);
  });
}

// (dx, db) from (dy, x, b) over n elements, cols = b's element count; dx
// may be dy. run(tasks, fn) calls fn(t) once for each t in [0, tasks) (in
// any order, on any threads) and returns when all have returned. The
// combination of the tasks' sums runs on the calling thread.
template <typename D, typename Run>
void bias_grad_run(const BiasLoopPair<D>& loops, const typename D::Storage* dy,
                   const typename D::Storage* x, typename D::Storage* dx,
                   const typename D::Storage* b, typename D::Storage* db,
                   int64_t n, int64_t cols, int64_t task_elems, Run&& run) {
  using A = typename D::Compute;
  if (cols <= 0) return;
  if (n <= 0) {
    for (int64_t c = 0; c < cols; ++c) db[c] = D::narrow(A(0));
    return;
  }
  const BiasPlan p = bias_plan(n, cols);
  const BiasTiles tiles = bias_tiles(p, task_elems);
  CacheAligned<typename BiasPattern<D>::T> pattern(p.slots + kBiasPad, {});
  fill_bias_pattern<D>(pattern, b, p);
  // sums[g * l + j]: slot j's sum over chunk group g.
  std::vector<A> sums(static_cast<size_t>(tiles.groups * p.slots));
  const auto grad = loops.grad;
  run(tiles.tasks(), [&](int64_t t) {
    const int64_t g = t / tiles.slot_blocks;
    const int64_t s0 = (t % tiles.slot_blocks) * tiles.slot_block;
    const int64_t w = std::min(tiles.slot_block, p.slots - s0);
    const int64_t c0 = g * tiles.group;
    const int64_t c1 = std::min(c0 + tiles.group, p.chunks);
    PairwiseSum<A> tree(w, c1 - c0);
    for (int64_t c = c0; c < c1; ++c) {
      A* s = tree.next_row();
      const int64_t r0 = c * kBiasChunkRows;
      const int64_t r1 = std::min(r0 + kBiasChunkRows, p.super_rows);
      if (w == p.slots) {
        // Whole super-rows: one call over the chunk, wrapping at l. (Where l
        // is not a multiple of 32, the steps across the wrap straddle
        // unaligned slot sums: still faster than a call per super-row, with
        // its padded last step, up to the widest slot block; wider rows are
        // cut into slot blocks, one call per super-row, below.)
        const int64_t a = r0 * p.slots;
        const int64_t e = std::min(r1 * p.slots, p.n);
        grad(dy + a, x + a, dx + a, e - a, pattern.data(), s, 0, p.slots);
      } else {
        for (int64_t r = r0; r < r1; ++r) {
          const int64_t a = r * p.slots + s0;
          const int64_t e = std::min(a + w, p.n);
          if (e <= a) break;
          grad(dy + a, x + a, dx + a, e - a, pattern.data() + s0, s, 0, w);
        }
      }
      tree.push();
    }
    tree.finish(sums.data() + g * p.slots + s0);
  });
  std::vector<A> total(static_cast<size_t>(p.slots));
  if (tiles.groups == 1) {
    std::copy(sums.begin(), sums.end(), total.begin());
  } else {
    PairwiseSum<A> tree(p.slots, tiles.groups);
    for (int64_t g = 0; g < tiles.groups; ++g) {
      const A* from = sums.data() + g * p.slots;
      std::copy(from, from + p.slots, tree.next_row());
      tree.push();
    }
    tree.finish(total.data());
  }
  // Step 3: each column's m slots, a perfect pairwise tree.
  for (int64_t c = 0; c < cols; ++c) {
    std::array<A, kBiasInterleave> v;
    for (int64_t j = 0; j < p.m; ++j) v[j] = total[c + j * cols];
    for (int64_t h = p.m; h > 1; h /= 2)
      for (int64_t i = 0; i < h / 2; ++i) v[i] = v[2 * i] + v[2 * i + 1];
    db[c] = D::narrow(v[0]);
  }
}

}  // namespace jax_mish::cpu
