// CUDA kernels for Mish and the fused MishGrad, and for bias + Mish and its
// backward (bias_plan.h), and their launches. The XLA FFI handlers are in
// handlers.cu, the layout self-tests in self_test.cu.
//
// Every element goes through the same scalar formula as the CPU loops
// (mish_math.h). The build keeps nvcc's IEEE defaults (correctly rounded
// division, no flush-to-zero) and adds --fmad=false, so the only fused
// multiply-adds are the ones mish_math.h asks for: the device computes exactly
// the operation sequence the host FMA builds (AVX2, AVX-512, aarch64) run, so
// the kernel bounds of jax_mish.testing.BOUNDS hold here too (tests/test_gpu.py
// checks them on the device).
//
// Memory access: a buffer is split into a scalar head (up to the first 16-byte
// boundary), a body read and written as 16-byte vectors, and a scalar tail,
// all walked by grid-stride loops with 64-bit indices. A thread reads its
// inputs at an index before writing the output at that same index, and no
// other thread touches that index, so the output may be the same buffer as
// the (first) input: XLA may run both kernels in place.
#include <cuda_runtime.h>

#include <atomic>
#include <cstdint>
#include <cstring>
#include <string>
#include <tuple>

#include "bias_plan.h"
#include "cuda/element_ops.h"
#include "cuda/handlers.h"
#include "cuda/kernels.h"
#include "dtype_dispatch.h"
#include "ffi_checks.h"

namespace ffi = xla::ffi;

namespace jax_mish::cuda {
namespace {

constexpr int kThreads = 256;
constexpr int64_t kVecBytes = 16;
constexpr int kMaxDevices = 64;

// Grid size, in waves of resident blocks: 1 launches exactly as many blocks
// as the GPU holds at once (each grid-stride loop then runs to the end with
// every SM full, and no partial last wave), k > 1 that many times more, and 0
// one block per 256 work items (no grid-stride repetition).
std::atomic<int> g_waves{1};

// --- head / body / tail split ------------------------------------------------

// Elements [0, head) and [body_end, n) are handled one at a time; the body
// [head, body_end) as nvec 16-byte vectors.
struct Layout {
  int64_t head;
  int64_t body_end;
  int64_t nvec;
  int64_t n;
};

template <typename E>
constexpr int64_t kLanes = kVecBytes / static_cast<int64_t>(sizeof(E));

// All buffers must share their offset from a 16-byte boundary for the body to
// be vectorised; XLA's buffers are aligned, so that always holds in practice,
// and otherwise every element takes the scalar path (correct, slower).
template <typename E>
Layout plan(int64_t n, const void* const* ptrs, int count) {
  const uintptr_t mis = reinterpret_cast<uintptr_t>(ptrs[0]) % kVecBytes;
  bool same = mis % sizeof(E) == 0;
  for (int i = 1; i < count; ++i) {
    same = same && reinterpret_cast<uintptr_t>(ptrs[i]) % kVecBytes == mis;
  }
  if (!same) return {n, n, 0, n};
  int64_t head = static_cast<int64_t>((kVecBytes - mis) % kVecBytes) /
                 static_cast<int64_t>(sizeof(E));
  if (head > n) head = n;
  const int64_t nvec = (n - head) / kLanes<E>;
  return {head, head + nvec * kLanes<E>, nvec, n};
}

template <typename E>
struct alignas(16) Vec {
  E v[kLanes<E>];
};

template <typename E>
__device__ __forceinline__ Vec<E> load_vec(const E* p) {
  const uint4 raw = *reinterpret_cast<const uint4*>(p);
  Vec<E> out;
  memcpy(&out, &raw, sizeof(out));
  return out;
}

template <typename E>
__device__ __forceinline__ void store_vec(E* p, const Vec<E>& v) {
  uint4 raw;
  memcpy(&raw, &v, sizeof(raw));
  *reinterpret_cast<uint4*>(p) = raw;
}

__device__ __forceinline__ int64_t global_thread() {
  return static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
}

__device__ __forceinline__ int64_t grid_threads() {
  return static_cast<int64_t>(gridDim.x) * blockDim.x;
}

// Index of the j-th scalar element (head first, then tail).
__device__ __forceinline__ int64_t scalar_index(const Layout& l, int64_t j) {
  return j < l.head ? j : l.body_end + (j - l.head);
}

// No __restrict__: y may be x.
template <typename Op>
__global__ void __launch_bounds__(kThreads)
    mish_kernel(const typename Op::E* x, typename Op::E* y, Layout l) {
  using E = typename Op::E;
  const int64_t stride = grid_threads();
  const int64_t first = global_thread();
  for (int64_t i = first; i < l.nvec; i += stride) {
    const int64_t at = l.head + i * kLanes<E>;
    Vec<E> v = load_vec(x + at);
#pragma unroll
    for (int k = 0; k < kLanes<E>; ++k) v.v[k] = Op::fwd(v.v[k]);
    store_vec(y + at, v);
  }
  const int64_t nscalar = l.head + (l.n - l.body_end);
  for (int64_t j = first; j < nscalar; j += stride) {
    const int64_t at = scalar_index(l, j);
    y[at] = Op::fwd(x[at]);
  }
}

// No __restrict__: dx may be dy.
template <typename Op>
__global__ void __launch_bounds__(kThreads)
    mish_grad_kernel(const typename Op::E* dy, const typename Op::E* x,
                     typename Op::E* dx, Layout l) {
  using E = typename Op::E;
  const int64_t stride = grid_threads();
  const int64_t first = global_thread();
  for (int64_t i = first; i < l.nvec; i += stride) {
    const int64_t at = l.head + i * kLanes<E>;
    const Vec<E> g = load_vec(dy + at);
    Vec<E> v = load_vec(x + at);
#pragma unroll
    for (int k = 0; k < kLanes<E>; ++k) v.v[k] = Op::grad(g.v[k], v.v[k]);
    store_vec(dx + at, v);
  }
  const int64_t nscalar = l.head + (l.n - l.body_end);
  for (int64_t j = first; j < nscalar; j += stride) {
    const int64_t at = scalar_index(l, j);
    dx[at] = Op::grad(dy[at], x[at]);
  }
}

// --- launching ---------------------------------------------------------------

ffi::Error cuda_error(const char* op, const char* what, cudaError_t err) {
  return ffi::Error::Internal(
      op_message(std::string(op) + " (CUDA)", std::string(what) + ": " +
                                                  cudaGetErrorName(err) + ": " +
                                                  cudaGetErrorString(err)));
}

// Blocks of `kernel` that one SM holds at once, cached per kernel and device
// (the answer depends only on those two). The kernel is a template argument,
// not its type: the float16 and bfloat16 kernels share a function type but
// not their register counts, so a cache keyed by type would give one of them
// the other's grid.
template <auto kernel>
ffi::Error resident_blocks(const char* op, int device, int* per_sm) {
  static std::atomic<int> cache[kMaxDevices];
  const bool cacheable = device >= 0 && device < kMaxDevices;
  if (cacheable) {
    *per_sm = cache[device].load(std::memory_order_relaxed);
    if (*per_sm > 0) return ffi::Error::Success();
  }
  if (cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(
          per_sm, kernel, kThreads, 0);
      e != cudaSuccess) {
    return cuda_error(op, "cudaOccupancyMaxActiveBlocksPerMultiprocessor", e);
  }
  if (*per_sm < 1) *per_sm = 1;
  if (cacheable) cache[device].store(*per_sm, std::memory_order_relaxed);
  return ffi::Error::Success();
}

// Blocks of `kernel` to launch for `work` grid-stride iterations on the
// current device.
template <auto kernel>
ffi::Error grid_size(const char* op, int64_t work, unsigned* blocks) {
  int64_t want = (work + kThreads - 1) / kThreads;
  const int waves = g_waves.load(std::memory_order_relaxed);
  if (waves > 0) {
    int device = 0;
    int sms = 0;
    int per_sm = 0;
    if (cudaError_t e = cudaGetDevice(&device); e != cudaSuccess) {
      return cuda_error(op, "cudaGetDevice", e);
    }
    if (cudaError_t e = cudaDeviceGetAttribute(
            &sms, cudaDevAttrMultiProcessorCount, device);
        e != cudaSuccess) {
      return cuda_error(op, "cudaDeviceGetAttribute", e);
    }
    if (ffi::Error e = resident_blocks<kernel>(op, device, &per_sm);
        e.failure()) {
      return e;
    }
    const int64_t cap =
        static_cast<int64_t>(sms > 0 ? sms : 1) * per_sm * waves;
    if (want > cap) want = cap;
  }
  // The grid-stride loops cover whatever the grid leaves over.
  constexpr int64_t kMaxBlocks = 0x7FFFFFFF;
  if (want > kMaxBlocks) want = kMaxBlocks;
  if (want < 1) want = 1;
  *blocks = static_cast<unsigned>(want);
  return ffi::Error::Success();
}

ffi::Error check_launch(const char* op) {
  if (cudaError_t e = cudaGetLastError(); e != cudaSuccess) {
    return cuda_error(op, "kernel launch failed", e);
  }
  return ffi::Error::Success();
}

int64_t work_items(const Layout& l) {
  const int64_t nscalar = l.head + (l.n - l.body_end);
  return l.nvec > nscalar ? l.nvec : nscalar;
}

// --- bias + Mish -------------------------------------------------------------

// y = mish(x + b): mish_kernel's walk, with the column of each element. A
// thread's vector index advances by the grid's width, so its first column
// is the one division, and each step adds that width modulo cols. No
// __restrict__: y may be x.
template <typename Op>
__global__ void __launch_bounds__(kThreads)
    bias_mish_kernel(const typename Op::E* x, const typename Op::E* b,
                     typename Op::E* y, Layout l, int64_t cols) {
  using E = typename Op::E;
  const int64_t stride = grid_threads();
  const int64_t first = global_thread();
  if (first < l.nvec) {
    const int64_t step = (stride * kLanes<E>) % cols;
    int64_t c = (l.head + first * kLanes<E>) % cols;
    for (int64_t i = first; i < l.nvec; i += stride) {
      const int64_t at = l.head + i * kLanes<E>;
      Vec<E> v = load_vec(x + at);
      int64_t cc = c;
#pragma unroll
      for (int k = 0; k < kLanes<E>; ++k) {
        v.v[k] = Op::fwd(v.v[k], b[cc]);
        cc = cc + 1 == cols ? 0 : cc + 1;
      }
      store_vec(y + at, v);
      c += step;
      if (c >= cols) c -= cols;
    }
  }
  const int64_t nscalar = l.head + (l.n - l.body_end);
  for (int64_t j = first; j < nscalar; j += stride) {
    const int64_t at = scalar_index(l, j);
    y[at] = Op::fwd(x[at], b[at % cols]);
  }
}

// The backward sums db in bias_plan.h's order in three kernels:
//  1. rows: one work item per (group of kGroup aligned chunks, slot): each
//     chunk's 32 super-rows summed in order from +0 (writing dx on the way),
//     the group's chunk sums combined by the pairwise tree (a subtree of the
//     tree over all chunks, the group being aligned and a power of two long);
//  2. tree: levels of kFan nodes at a time, again aligned subtrees, until one
//     node per slot is left;
//  3. fold: each column's m slots, a perfect pairwise tree, rounded once.
// Every work item is one thread, so the sums need no atomics and have the
// same bits on every run and every GPU (and as the CPU's: the element
// formulas and every addition are the same).
constexpr int64_t kFan = 32;
constexpr int64_t kMaxGroup = 32;
// Pass 1 groups chunks only while that leaves this many work items.
constexpr int64_t kMinRowItems = int64_t{1} << 20;

// The pairwise tree of bias_plan.h over up to 2^7 leaves pushed in order (a
// binary counter, as cpu/bias.h's PairwiseSum).
template <typename A>
struct TreeStack {
  A val[8];
  int64_t size[8];
  int depth = 0;
  __device__ __forceinline__ void push(A a) {
    val[depth] = a;
    size[depth] = 1;
    ++depth;
    while (depth >= 2 && size[depth - 1] == size[depth - 2]) {
      val[depth - 2] = val[depth - 2] + val[depth - 1];
      size[depth - 2] *= 2;
      --depth;
    }
  }
  // The sum of every leaf pushed (at least one).
  __device__ __forceinline__ A finish() const {
    A acc = val[depth - 1];
    for (int k = depth - 2; k >= 0; --k) acc = val[k] + acc;
    return acc;
  }
};

// Chunks per pass-1 work item for plan p (a power of two).
int64_t row_group(const BiasPlan& p) {
  int64_t g = 1;
  while (g < kMaxGroup && g < p.chunks &&
         (p.chunks + 2 * g - 1) / (2 * g) * p.slots >= kMinRowItems) {
    g *= 2;
  }
  return g;
}

// Pass 1. No __restrict__ on dy and dx: dx may be dy (each element is read
// before it is written, by the one thread that owns it).
template <typename Op>
__global__ void __launch_bounds__(kThreads)
    bias_grad_rows_kernel(const typename Op::E* dy, const typename Op::E* x,
                          const typename Op::E* b, typename Op::E* dx,
                          typename Op::T* sums, BiasPlan p, int64_t group,
                          int64_t items) {
  using T = typename Op::T;
  const int64_t stride = grid_threads();
  for (int64_t it = global_thread(); it < items; it += stride) {
    const int64_t u = it / p.slots;
    const int64_t s = it - u * p.slots;
    const typename Op::E bias = b[s % p.cols];
    TreeStack<T> tree;
    const int64_t c1 = min((u + 1) * group, p.chunks);
    for (int64_t c = u * group; c < c1; ++c) {
      T acc = T(0);
      const int64_t r1 = min((c + 1) * kBiasChunkRows, p.super_rows);
      for (int64_t r = c * kBiasChunkRows; r < r1; ++r) {
        const int64_t i = r * p.slots + s;
        if (i >= p.n) break;  // the last super-row may be short
        const T t = Op::grad_t(dy[i], x[i], bias);
        dx[i] = Op::narrow(t);
        acc = acc + t;
      }
      tree.push(acc);
    }
    sums[u * p.slots + s] = tree.finish();
  }
}

// Pass 2: out[u][s] = the tree over in[u * kFan ...][s] (count rows).
template <typename A>
__global__ void __launch_bounds__(kThreads)
    bias_tree_kernel(const A* __restrict__ in, A* __restrict__ out,
                     int64_t count, int64_t slots, int64_t items) {
  const int64_t stride = grid_threads();
  for (int64_t it = global_thread(); it < items; it += stride) {
    const int64_t u = it / slots;
    const int64_t s = it - u * slots;
    TreeStack<A> tree;
    const int64_t k1 = min((u + 1) * kFan, count);
    for (int64_t k = u * kFan; k < k1; ++k) tree.push(in[k * slots + s]);
    out[u * slots + s] = tree.finish();
  }
}

// Pass 3: db[c] = the perfect tree over total[c + j * cols], j < m.
template <typename Op>
__global__ void __launch_bounds__(kThreads)
    bias_fold_kernel(const typename Op::T* __restrict__ total,
                     typename Op::E* __restrict__ db, int64_t cols, int64_t m) {
  using T = typename Op::T;
  const int64_t stride = grid_threads();
  for (int64_t c = global_thread(); c < cols; c += stride) {
    T v[kBiasInterleave];
    for (int64_t j = 0; j < m; ++j) v[j] = total[c + j * cols];
    for (int64_t h = m; h > 1; h /= 2)
      for (int64_t i = 0; i < h / 2; ++i) v[i] = v[2 * i] + v[2 * i + 1];
    db[c] = Op::narrow(v[0]);
  }
}

constexpr int64_t kScratchAlign = 256;

int64_t align_up(int64_t bytes) {
  return (bytes + kScratchAlign - 1) / kScratchAlign * kScratchAlign;
}

// The scratch of plan p: pass 1's sums (rows1 rows of slots) and a second
// buffer for pass 2's levels (which alternate between the two).
struct GradScratch {
  int64_t rows1, first_bytes, second_bytes;
};

template <typename T>
GradScratch grad_scratch(const BiasPlan& p) {
  const int64_t g = row_group(p);
  const int64_t rows1 = (p.chunks + g - 1) / g;
  const int64_t rows2 = (rows1 + kFan - 1) / kFan;
  return {rows1, align_up(rows1 * p.slots * int64_t{sizeof(T)}),
          rows1 > 1 ? align_up(rows2 * p.slots * int64_t{sizeof(T)}) : 0};
}

}  // namespace

template <typename D>
ffi::Error launch_mish(cudaStream_t stream, const void* x, void* y, int64_t n) {
  using Op = typename OpOf<D>::type;
  using E = typename Op::E;
  const void* ptrs[] = {x, y};
  const Layout l = plan<E>(n, ptrs, 2);
  unsigned blocks = 0;
  if (ffi::Error e = grid_size<mish_kernel<Op>>("mish", work_items(l), &blocks);
      e.failure()) {
    return e;
  }
  mish_kernel<Op><<<blocks, kThreads, 0, stream>>>(static_cast<const E*>(x),
                                                   static_cast<E*>(y), l);
  return check_launch("mish");
}

template <typename D>
ffi::Error launch_grad(cudaStream_t stream, const void* dy, const void* x,
                       void* dx, int64_t n) {
  using Op = typename OpOf<D>::type;
  using E = typename Op::E;
  const void* ptrs[] = {dy, x, dx};
  const Layout l = plan<E>(n, ptrs, 3);
  unsigned blocks = 0;
  if (ffi::Error e =
          grid_size<mish_grad_kernel<Op>>("mish_grad", work_items(l), &blocks);
      e.failure()) {
    return e;
  }
  mish_grad_kernel<Op><<<blocks, kThreads, 0, stream>>>(
      static_cast<const E*>(dy), static_cast<const E*>(x), static_cast<E*>(dx),
      l);
  return check_launch("mish_grad");
}

template <typename D>
ffi::Error launch_bias_mish(cudaStream_t stream, const void* x, const void* b,
                            void* y, int64_t n, int64_t cols) {
  using Op = BiasElementOps<D>;
  using E = typename Op::E;
  if (n <= 0 || cols <= 0) return ffi::Error::Success();
  const void* ptrs[] = {x, y};
  const Layout l = plan<E>(n, ptrs, 2);
  unsigned blocks = 0;
  if (ffi::Error e =
          grid_size<bias_mish_kernel<Op>>("mish_bias", work_items(l), &blocks);
      e.failure()) {
    return e;
  }
  bias_mish_kernel<Op><<<blocks, kThreads, 0, stream>>>(
      static_cast<const E*>(x), static_cast<const E*>(b), static_cast<E*>(y), l,
      cols);
  return check_launch("mish_bias");
}

template <typename D>
int64_t bias_grad_scratch_bytes(int64_t n, int64_t cols) {
  if (n <= 0 || cols <= 0) return 0;
  const GradScratch g = grad_scratch<typename D::Compute>(bias_plan(n, cols));
  return g.first_bytes + g.second_bytes;
}

template <typename D>
ffi::Error launch_bias_grad(cudaStream_t stream, const void* dy, const void* x,
                            const void* b, void* dx, void* db, int64_t n,
                            int64_t cols, void* scratch) {
  using Op = BiasElementOps<D>;
  using E = typename Op::E;
  using T = typename Op::T;
  constexpr const char* kOp = "mish_bias_grad";
  if (cols <= 0) return ffi::Error::Success();
  if (n <= 0) {  // no rows: db = +0, all zero bits in every dtype
    if (cudaError_t e = cudaMemsetAsync(db, 0, cols * sizeof(E), stream);
        e != cudaSuccess) {
      return cuda_error(kOp, "cudaMemsetAsync", e);
    }
    return ffi::Error::Success();
  }
  const BiasPlan p = bias_plan(n, cols);
  const GradScratch g = grad_scratch<T>(p);
  T* first = static_cast<T*>(scratch);
  T* second = reinterpret_cast<T*>(static_cast<char*>(scratch) + g.first_bytes);
  const int64_t group = row_group(p);
  const int64_t items = g.rows1 * p.slots;
  unsigned blocks = 0;
  if (ffi::Error e = grid_size<bias_grad_rows_kernel<Op>>(kOp, items, &blocks);
      e.failure()) {
    return e;
  }
  bias_grad_rows_kernel<Op><<<blocks, kThreads, 0, stream>>>(
      static_cast<const E*>(dy), static_cast<const E*>(x),
      static_cast<const E*>(b), static_cast<E*>(dx), first, p, group, items);
  if (ffi::Error e = check_launch(kOp); e.failure()) return e;
  T* in = first;
  T* out = second;
  for (int64_t count = g.rows1; count > 1; count = (count + kFan - 1) / kFan) {
    const int64_t level_items = (count + kFan - 1) / kFan * p.slots;
    if (ffi::Error e =
            grid_size<bias_tree_kernel<T>>(kOp, level_items, &blocks);
        e.failure()) {
      return e;
    }
    bias_tree_kernel<T>
        <<<blocks, kThreads, 0, stream>>>(in, out, count, p.slots, level_items);
    if (ffi::Error e = check_launch(kOp); e.failure()) return e;
    T* const done = out;
    out = in;
    in = done;
  }
  if (ffi::Error e = grid_size<bias_fold_kernel<Op>>(kOp, cols, &blocks);
      e.failure()) {
    return e;
  }
  bias_fold_kernel<Op>
      <<<blocks, kThreads, 0, stream>>>(in, static_cast<E*>(db), cols, p.m);
  return check_launch(kOp);
}

// handlers.cu and self_test.cu call the launches of every row of dtypes.h's
// table, so this file must emit each one: taking their addresses in a
// function that is itself emitted (external linkage, never called) does that
// without naming the dtypes again.
template <typename... D>
auto launch_addresses(DtypeList<D...>) {
  return std::make_tuple(
      &launch_mish<D>..., &launch_grad<D>..., &launch_bias_mish<D>...,
      &bias_grad_scratch_bytes<D>..., &launch_bias_grad<D>...);
}
auto all_launches() { return launch_addresses(kDtypes); }

int get_waves() { return g_waves.load(std::memory_order_relaxed); }

void set_waves(int waves) {
  g_waves.store(waves < 0 ? 0 : waves, std::memory_order_relaxed);
}

}  // namespace jax_mish::cuda
