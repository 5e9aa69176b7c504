// CUDA kernels for Mish and the fused MishGrad, and their launches. The XLA
// FFI handlers are in handlers.cu, the layout self-test in self_test.cu.
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

// handlers.cu and self_test.cu call both launches of every row of
// dtypes.h's table, so this file must emit each one: taking their
// addresses in a function that is itself emitted (external linkage, never
// called) does that without naming the dtypes again.
template <typename... D>
auto launch_addresses(DtypeList<D...>) {
  return std::make_tuple(&launch_mish<D>..., &launch_grad<D>...);
}
auto all_launches() { return launch_addresses(kDtypes); }

int get_waves() { return g_waves.load(std::memory_order_relaxed); }

void set_waves(int waves) {
  g_waves.store(waves < 0 ? 0 : waves, std::memory_order_relaxed);
}

}  // namespace jax_mish::cuda
