// The layout self-test (check_layout, see handlers.h): runs one kernel on
// buffers placed at chosen offsets from a 16-byte boundary, between guard
// bytes (or with none, the allocation ending at the data), and compares every
// byte with the host evaluation of the same element operations.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "cuda/element_ops.h"
#include "cuda/handlers.h"
#include "cuda/kernels.h"
#include "dtype_dispatch.h"
#include "ieee_denormals.h"

namespace ffi = xla::ffi;

namespace jax_mish::cuda {
namespace {

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

template <typename D>
std::string check_layout_impl(bool grad, int64_t n, const int* off,
                              bool in_place, bool guard) {
  using Op = typename OpOf<D>::type;
  using E = typename Op::E;
  IeeeDenormals ieee;  // the device does not flush subnormals either
  const size_t sz = sizeof(E);
  // Buffers: 0 dy, 1 x, 2 the output; mish has no dy. Without guard bytes
  // each allocation ends exactly where its data ends, so that an access past
  // the end leaves the allocation, where compute-sanitizer's memcheck sees
  // it (guard bytes inside the same cudaMalloc block hide reads from it).
  const int first = grad ? 0 : 1;
  const size_t lead = guard ? kGuardBytes : 0;
  const size_t trail = guard ? kGuardBytes : 0;
  std::vector<unsigned char> image[3];
  size_t start[3];
  size_t span[3];
  for (int b = 0; b < 3; ++b) {
    start[b] = lead + static_cast<size_t>(off[b]) * sz;
    span[b] = start[b] + static_cast<size_t>(n) * sz + trail;
    image[b].assign(span[b], kGuardByte);
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
  if (cudaError_t e =
          cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking);
      e != cudaSuccess) {
    return cuda_step("cudaStreamCreate", e);
  }
  for (int b = first; b < 3; ++b) {
    if (b == 2 && in_place) break;
    if (span[b] == 0) continue;  // n = 0 at offset 0 with no guard
    if (cudaError_t e = cudaMalloc(&s.buf[b], span[b]); e != cudaSuccess) {
      return cuda_step("cudaMalloc", e);
    }
    if (cudaError_t e = cudaMemcpy(s.buf[b], image[b].data(), span[b],
                                   cudaMemcpyHostToDevice);
        e != cudaSuccess) {
      return cuda_step("cudaMemcpy to device", e);
    }
  }
  auto at = [&](int b) { return static_cast<char*>(s.buf[b]) + start[b]; };
  ffi::Error launched = grad
                            ? launch_grad<D>(s.stream, at(0), at(1), at(out), n)
                            : launch_mish<D>(s.stream, at(1), at(out), n);
  if (launched.failure()) return "launch: " + launched.message();
  if (cudaError_t e = cudaStreamSynchronize(s.stream); e != cudaSuccess) {
    return cuda_step("kernel", e);
  }
  // Expected contents of every buffer afterwards: inputs unchanged (except
  // the one written in place), guard bytes untouched, output = want.
  for (int64_t i = 0; i < n; ++i) {
    std::memcpy(&image[out][start[out] + i * sz], &want[i], sz);
  }
  std::vector<unsigned char> got;
  for (int b = first; b < 3; ++b) {
    if (s.buf[b] == nullptr) continue;
    got.resize(span[b]);
    if (cudaError_t e =
            cudaMemcpy(got.data(), s.buf[b], span[b], cudaMemcpyDeviceToHost);
        e != cudaSuccess) {
      return cuda_step("cudaMemcpy to host", e);
    }
    for (size_t k = 0; k < span[b]; ++k) {
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
                         int off_dy, int off_x, int off_out, bool in_place,
                         bool guard) {
  const int off[3] = {off_dy, off_x, off_out};
  for (int o : off) {
    if (o < 0 || o > 15) return "offsets must be in [0, 15] elements";
  }
  if (n < 0) return "n must be >= 0";
  return visit_float_dtype_named(
      dtype,
      [&](auto d) {
        return check_layout_impl<decltype(d)>(grad, n, off, in_place, guard);
      },
      [&] { return "unknown dtype " + dtype; });
}

}  // namespace jax_mish::cuda
