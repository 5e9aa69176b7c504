// CUDA kernels for Mish and the fused MishGrad, and their XLA FFI handlers.
//
// Every element goes through the same scalar formula as the CPU loops
// (mish_math.h). The build keeps nvcc's IEEE defaults (correctly rounded
// division, no flush-to-zero) and adds --fmad=false, so the only fused
// multiply-adds are the ones mish_math.h asks for: the device computes exactly
// the operation sequence whose error the bounds below describe (the same one
// the host FMA builds - AVX2, AVX-512, aarch64 - run). Accuracy, max over all
// inputs in ulps of the exact result with an absolute floor of 1/2 ulp(1.0)
// (tests/test_gpu.py checks it on the device):
//   float32 <= 2 ulp, float64 <= 8 ulp, float16 / bfloat16 <= 1 ulp.
//
// Memory access: a buffer is split into a scalar head (up to the first 16-byte
// boundary), a body read and written as 16-byte vectors, and a scalar tail,
// all walked by grid-stride loops with 64-bit indices. A thread reads its
// inputs at an index before writing the output at that same index, and no
// other thread touches that index, so the output may be the same buffer as
// the (first) input: XLA may run both kernels in place.
#include <cuda_runtime.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "cuda/handlers.h"
#include "dtype_dispatch.h"
#include "ffi_checks.h"
#include "ieee_denormals.h"
#include "mish_math.h"

#ifndef JM_CUDA_ARCHS
#define JM_CUDA_ARCHS "unknown"
#endif

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

// --- per-dtype element operations (E is the storage type) -------------------
// fwd / grad are the kernels' element functions; make / widen convert test
// values for the layout self-test, which runs the same functions on the host.

struct OpF32 {
  using E = float;
  static __host__ __device__ __forceinline__ E make(float f) { return f; }
  static __host__ __device__ __forceinline__ double widen(E v) { return v; }
  static __host__ __device__ __forceinline__ E fwd(E x) { return mish_value<float>(x); }
  static __host__ __device__ __forceinline__ E grad(E dy, E x) {
    return mish_grad_value<float>(dy, x);
  }
};

struct OpF64 {
  using E = double;
  static __host__ __device__ __forceinline__ E make(float f) { return f; }
  static __host__ __device__ __forceinline__ double widen(E v) { return v; }
  static __host__ __device__ __forceinline__ E fwd(E x) { return mish_value<double>(x); }
  static __host__ __device__ __forceinline__ E grad(E dy, E x) {
    return mish_grad_value<double>(dy, x);
  }
};

// float16 / bfloat16 travel as raw 16-bit storage: widened to float32,
// computed there, rounded to nearest even once on store.
struct ConvF16 {
  static __host__ __device__ __forceinline__ float load(uint16_t h) { return f16_to_f32(h); }
  static __host__ __device__ __forceinline__ uint16_t store(float f) { return f32_to_f16(f); }
};
struct ConvBF16 {
  static __host__ __device__ __forceinline__ float load(uint16_t h) { return bf16_to_f32(h); }
  static __host__ __device__ __forceinline__ uint16_t store(float f) { return f32_to_bf16(f); }
};

template <typename Conv>
struct OpHalf {
  using E = uint16_t;
  static __host__ __device__ __forceinline__ E make(float f) { return Conv::store(f); }
  static __host__ __device__ __forceinline__ double widen(E v) { return Conv::load(v); }
  static __host__ __device__ __forceinline__ E fwd(E x) {
    return Conv::store(mish_value<float>(Conv::load(x)));
  }
  static __host__ __device__ __forceinline__ E grad(E dy, E x) {
    return Conv::store(
        mish_grad_value<float>(Conv::load(dy), Conv::load(x)));
  }
};

// The element operations of each dtype the handlers dispatch to.
template <typename D>
struct OpOf;
template <>
struct OpOf<DtypeF16> {
  using type = OpHalf<ConvF16>;
};
template <>
struct OpOf<DtypeBF16> {
  using type = OpHalf<ConvBF16>;
};
template <>
struct OpOf<DtypeF32> {
  using type = OpF32;
};
template <>
struct OpOf<DtypeF64> {
  using type = OpF64;
};

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

// Blocks of `kernel` that one SM holds at once, cached per device (the
// answer depends only on the kernel and the device).
template <typename Kernel>
ffi::Error resident_blocks(const char* op, Kernel kernel, int device,
                           int* per_sm) {
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

// Blocks to launch for `work` grid-stride iterations on the current device.
template <typename Kernel>
ffi::Error grid_size(const char* op, Kernel kernel, int64_t work,
                     unsigned* blocks) {
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
    if (ffi::Error e = resident_blocks(op, kernel, device, &per_sm);
        e.failure()) {
      return e;
    }
    const int64_t cap = static_cast<int64_t>(sms > 0 ? sms : 1) * per_sm * waves;
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

template <typename Op>
ffi::Error launch_mish(cudaStream_t stream, const void* x, void* y, int64_t n) {
  using E = typename Op::E;
  const void* ptrs[] = {x, y};
  const Layout l = plan<E>(n, ptrs, 2);
  unsigned blocks = 0;
  if (ffi::Error e = grid_size("mish", mish_kernel<Op>, work_items(l), &blocks);
      e.failure()) {
    return e;
  }
  mish_kernel<Op><<<blocks, kThreads, 0, stream>>>(
      static_cast<const E*>(x), static_cast<E*>(y), l);
  return check_launch("mish");
}

template <typename Op>
ffi::Error launch_grad(cudaStream_t stream, const void* dy, const void* x,
                       void* dx, int64_t n) {
  using E = typename Op::E;
  const void* ptrs[] = {dy, x, dx};
  const Layout l = plan<E>(n, ptrs, 3);
  unsigned blocks = 0;
  if (ffi::Error e = grid_size("mish_grad", mish_grad_kernel<Op>,
                               work_items(l), &blocks);
      e.failure()) {
    return e;
  }
  mish_grad_kernel<Op><<<blocks, kThreads, 0, stream>>>(
      static_cast<const E*>(dy), static_cast<const E*>(x), static_cast<E*>(dx),
      l);
  return check_launch("mish_grad");
}

// --- argument checks -----------------------------------------------------------

// In place is fine (same start); a partial overlap would race.
ffi::Error check_overlap(const char* op, const char* what, ffi::AnyBuffer in,
                         ffi::AnyBuffer out) {
  const auto a = reinterpret_cast<uintptr_t>(in.untyped_data());
  const auto b = reinterpret_cast<uintptr_t>(out.untyped_data());
  const uintptr_t bytes = static_cast<uintptr_t>(in.size_bytes());
  if (a != b && a < b + bytes && b < a + bytes) {
    return ffi::Error::InvalidArgument(
        op_message(op, std::string(what) + " overlap partially"));
  }
  return ffi::Error::Success();
}


// --- handlers ------------------------------------------------------------------

ffi::Error MishFwdImpl(cudaStream_t stream, ffi::AnyBuffer x,
                       ffi::Result<ffi::AnyBuffer> y) {
  if (ffi::Error e = check_same("mish", "input and output", x, *y);
      e.failure()) {
    return e;
  }
  if (ffi::Error e = check_overlap("mish", "input and output", x, *y);
      e.failure()) {
    return e;
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  if (n == 0) return ffi::Error::Success();
  const void* in = x.untyped_data();
  void* out = y->untyped_data();
  return dispatch_dtype("mish", x.element_type(), [&](auto dtype) {
    using Op = typename OpOf<decltype(dtype)>::type;
    return launch_mish<Op>(stream, in, out, n);
  });
}

ffi::Error MishGradImpl(cudaStream_t stream, ffi::AnyBuffer dy,
                        ffi::AnyBuffer x, ffi::Result<ffi::AnyBuffer> dx) {
  if (ffi::Error e = check_grad_args("mish_grad", dy, x, *dx); e.failure()) {
    return e;
  }
  if (ffi::Error e = check_overlap("mish_grad", "dy and dx", dy, *dx);
      e.failure()) {
    return e;
  }
  if (ffi::Error e = check_overlap("mish_grad", "x and dx", x, *dx);
      e.failure()) {
    return e;
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  if (n == 0) return ffi::Error::Success();
  const void* g = dy.untyped_data();
  const void* in = x.untyped_data();
  void* out = dx->untyped_data();
  return dispatch_dtype("mish_grad", x.element_type(), [&](auto dtype) {
    using Op = typename OpOf<decltype(dtype)>::type;
    return launch_grad<Op>(stream, g, in, out, n);
  });
}

// --- layout self-test ----------------------------------------------------------

// Owns the device allocations and the stream of one self-test run.
struct Scratch {
  void* buf[3] = {nullptr, nullptr, nullptr};
  cudaStream_t stream = nullptr;
  ~Scratch() {
    for (void* b : buf) {
      if (b != nullptr) cudaFree(b);
    }
    if (stream != nullptr) cudaStreamDestroy(stream);
  }
};

constexpr size_t kGuardBytes = 256;
constexpr unsigned char kGuardByte = 0xA5;

// Inputs that cover both signs, the cut-overs and the special values.
float test_value(int64_t i, uint64_t salt) {
  if (i % 97 == 13) return __builtin_nanf("");
  if (i % 89 == 7) return __builtin_inff();
  if (i % 83 == 5) return -__builtin_inff();
  if (i % 79 == 3) return -0.0f;
  uint64_t z = static_cast<uint64_t>(i) * 0x9E3779B97F4A7C15ull + salt;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  const float u = static_cast<float>(z >> 40) * (1.0f / 16777216.0f);
  return -130.0f + 160.0f * u;
}

std::string cuda_step(const char* what, cudaError_t e) {
  return std::string(what) + ": " + cudaGetErrorName(e) + ": " +
         cudaGetErrorString(e);
}

template <typename Op>
std::string check_layout_impl(bool grad, int64_t n, const int* off,
                              bool in_place) {
  using E = typename Op::E;
  IeeeDenormals ieee;  // the device does not flush subnormals either
  const size_t sz = sizeof(E);
  const size_t span = 2 * kGuardBytes + (static_cast<size_t>(n) + 16) * sz;
  // Buffers: 0 dy, 1 x, 2 the output; mish has no dy.
  const int first = grad ? 0 : 1;
  std::vector<unsigned char> image[3];
  size_t start[3];
  for (int b = 0; b < 3; ++b) {
    start[b] = kGuardBytes + static_cast<size_t>(off[b]) * sz;
    image[b].assign(span, kGuardByte);
  }
  std::vector<E> want(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    const E x = Op::make(test_value(i, 1));
    const E dy = Op::make(test_value(i, 2) * (1.0f / 64.0f));
    want[i] = grad ? Op::grad(dy, x) : Op::fwd(x);
    std::memcpy(&image[0][start[0] + i * sz], &dy, sz);
    std::memcpy(&image[1][start[1] + i * sz], &x, sz);
  }
  // In place, the output is the first input (dy, or x for mish).
  const int out = in_place ? first : 2;

  Scratch s;
  if (cudaError_t e = cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking);
      e != cudaSuccess) {
    return cuda_step("cudaStreamCreate", e);
  }
  for (int b = first; b < 3; ++b) {
    if (b == 2 && in_place) break;
    if (cudaError_t e = cudaMalloc(&s.buf[b], span); e != cudaSuccess) {
      return cuda_step("cudaMalloc", e);
    }
    if (cudaError_t e = cudaMemcpy(s.buf[b], image[b].data(), span,
                                   cudaMemcpyHostToDevice);
        e != cudaSuccess) {
      return cuda_step("cudaMemcpy to device", e);
    }
  }
  auto at = [&](int b) { return static_cast<char*>(s.buf[b]) + start[b]; };
  ffi::Error launched =
      grad ? launch_grad<Op>(s.stream, at(0), at(1), at(out), n)
           : launch_mish<Op>(s.stream, at(1), at(out), n);
  if (launched.failure()) return "launch: " + launched.message();
  if (cudaError_t e = cudaStreamSynchronize(s.stream); e != cudaSuccess) {
    return cuda_step("kernel", e);
  }
  // Expected contents of every buffer afterwards: inputs unchanged (except
  // the one written in place), guard bytes untouched, output = want.
  for (int64_t i = 0; i < n; ++i) {
    std::memcpy(&image[out][start[out] + i * sz], &want[i], sz);
  }
  std::vector<unsigned char> got(span);
  for (int b = first; b < 3; ++b) {
    if (s.buf[b] == nullptr) continue;
    if (cudaError_t e = cudaMemcpy(got.data(), s.buf[b], span,
                                   cudaMemcpyDeviceToHost);
        e != cudaSuccess) {
      return cuda_step("cudaMemcpy to host", e);
    }
    for (size_t k = 0; k < span; ++k) {
      if (got[k] == image[b][k]) continue;
      const bool data = k >= start[b] && k < start[b] + n * sz;
      if (!data) {
        return "buffer " + std::to_string(b) + ": byte " + std::to_string(k) +
               " outside the data was written";
      }
      const int64_t i = static_cast<int64_t>((k - start[b]) / sz);
      E g, w;
      std::memcpy(&g, &got[start[b] + i * sz], sz);
      std::memcpy(&w, &image[b][start[b] + i * sz], sz);
      if (Op::widen(g) != Op::widen(g) && Op::widen(w) != Op::widen(w)) {
        k = start[b] + (i + 1) * sz - 1;  // both NaN: payloads may differ
        continue;
      }
      return "buffer " + std::to_string(b) + ": element " + std::to_string(i) +
             " is " + std::to_string(Op::widen(g)) + ", expected " +
             std::to_string(Op::widen(w));
    }
  }
  return "";
}

}  // namespace

std::string check_layout(const std::string& dtype, bool grad, int64_t n,
                         int off_dy, int off_x, int off_out, bool in_place) {
  const int off[3] = {off_dy, off_x, off_out};
  for (int o : off) {
    if (o < 0 || o > 15) return "offsets must be in [0, 15] elements";
  }
  if (n < 0) return "n must be >= 0";
  return visit_float_dtype_named(
      dtype,
      [&](auto d) {
        using Op = typename OpOf<decltype(d)>::type;
        return check_layout_impl<Op>(grad, n, off, in_place);
      },
      [&] { return "unknown dtype " + dtype; });
}

namespace {

std::string version_string(int v) {
  // CUDA encodes versions as 1000 * major + 10 * minor.
  return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

}  // namespace

int get_waves() { return g_waves.load(std::memory_order_relaxed); }

void set_waves(int waves) {
  g_waves.store(waves < 0 ? 0 : waves, std::memory_order_relaxed);
}

std::vector<std::string> compiled_architectures() {
  // JM_CUDA_ARCHS is a comma-separated list written by CMake.
  std::vector<std::string> out;
  const std::string all = JM_CUDA_ARCHS;
  size_t start = 0;
  while (start <= all.size()) {
    const size_t end = std::min(all.find(',', start), all.size());
    if (end > start) out.push_back(all.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::string cuda_compiled_version() { return version_string(CUDART_VERSION); }

std::string cuda_runtime_version() {
  int v = 0;
  if (cudaRuntimeGetVersion(&v) != cudaSuccess) return "unknown";
  return version_string(v);
}

std::string cuda_driver_version() {
  int v = 0;
  if (cudaDriverGetVersion(&v) != cudaSuccess || v == 0) {
    cudaGetLastError();  // clear, so no later launch check reports it
    return "none";
  }
  return version_string(v);
}

// kCmdBufferCompatible: the handlers only enqueue a kernel on XLA's stream
// (no synchronisation, allocation or host reads of device data), so XLA may
// record them into CUDA graphs.
XLA_FFI_DEFINE_HANDLER_SYMBOL(MishFwdCuda, MishFwdImpl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<cudaStream_t>>()
                                  .Arg<ffi::AnyBuffer>()   // x
                                  .Ret<ffi::AnyBuffer>(),  // y
                              {ffi::Traits::kCmdBufferCompatible});

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishGradCuda, MishGradImpl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<cudaStream_t>>()
                                  .Arg<ffi::AnyBuffer>()   // dy
                                  .Arg<ffi::AnyBuffer>()   // x
                                  .Ret<ffi::AnyBuffer>(),  // dx
                              {ffi::Traits::kCmdBufferCompatible});

}  // namespace jax_mish::cuda
