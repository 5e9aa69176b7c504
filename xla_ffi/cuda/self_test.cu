// The layout self-tests (check_layout and check_bias_kernels, see
// handlers.h): run kernels on buffers placed at chosen offsets from a 16-byte
// boundary, between guard bytes (or with none, the allocation ending at the
// data), and compare every byte with the host evaluation of the same element
// operations (and, for the bias backward's db, of bias_plan.h's summation
// order).
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "bias_plan.h"
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

// --- bias + Mish -------------------------------------------------------------

// The tree of bias_plan.h over rows [lo, hi) of `rows` (each of l sums),
// written as the recursion that defines it.
template <typename T>
std::vector<T> host_tree(const std::vector<std::vector<T>>& rows, int64_t lo,
                         int64_t hi) {
  if (hi - lo == 1) return rows[lo];
  int64_t p = 1;
  while (2 * p < hi - lo) p *= 2;
  std::vector<T> a = host_tree(rows, lo, lo + p);
  const std::vector<T> b = host_tree(rows, lo + p, hi);
  for (size_t j = 0; j < a.size(); ++j) a[j] = a[j] + b[j];
  return a;
}

// db as bias_plan.h sums it, from the unrounded t of every element.
template <typename T>
std::vector<T> host_db(const std::vector<T>& t, int64_t n, int64_t cols) {
  if (n == 0) return std::vector<T>(static_cast<size_t>(cols), T(0));
  const BiasPlan p = bias_plan(n, cols);
  std::vector<std::vector<T>> chunks;
  for (int64_t c = 0; c < p.chunks; ++c) {
    std::vector<T> s(static_cast<size_t>(p.slots), T(0));
    const int64_t r1 = std::min((c + 1) * kBiasChunkRows, p.super_rows);
    for (int64_t r = c * kBiasChunkRows; r < r1; ++r)
      for (int64_t j = 0; j < p.slots && r * p.slots + j < n; ++j)
        s[j] = s[j] + t[r * p.slots + j];
    chunks.push_back(s);
  }
  const std::vector<T> total = host_tree(chunks, 0, p.chunks);
  std::vector<T> out;
  for (int64_t c = 0; c < cols; ++c) {
    std::vector<std::vector<T>> slots;
    for (int64_t j = 0; j < p.m; ++j) slots.push_back({total[c + j * cols]});
    out.push_back(host_tree(slots, 0, p.m)[0]);
  }
  return out;
}

// Device buffers of one bias self-test: dy, x, b, y, dx, db, scratch.
struct BiasScratch {
  void* buf[7] = {};
  cudaStream_t stream = nullptr;
  ~BiasScratch() {
    for (void* b : buf) {
      if (b != nullptr) cudaFree(b);
    }
    if (stream != nullptr) cudaStreamDestroy(stream);
  }
};

template <typename D>
std::string check_bias_impl(int64_t rows, int64_t cols, int off_x, int off_out,
                            bool in_place, bool guard) {
  using Op = BiasElementOps<D>;
  using E = typename Op::E;
  using T = typename Op::T;
  using El = ElementOps<D>;
  IeeeDenormals ieee;  // the device does not flush subnormals either
  const size_t sz = sizeof(E);
  const int64_t n = rows * cols;
  enum { kDy, kX, kB, kY, kDx, kDb };
  const int64_t count[6] = {n, n, cols, n, n, cols};
  const int off[6] = {off_out, off_x, 0, off_out, off_out, 0};
  const size_t lead = guard ? kGuardBytes : 0;
  const size_t trail = guard ? kGuardBytes : 0;
  std::vector<unsigned char> image[6];
  size_t start[6], span[6];
  for (int k = 0; k < 6; ++k) {
    start[k] = lead + static_cast<size_t>(off[k]) * sz;
    span[k] = start[k] + static_cast<size_t>(count[k]) * sz + trail;
    image[k].assign(span[k], kGuardByte);
  }
  std::vector<E> x(n), dy(n), b(cols), y(n), dx(n);
  std::vector<T> t(n);
  for (int64_t c = 0; c < cols; ++c) b[c] = El::make(test_value(c, 3) / 8.0f);
  for (int64_t i = 0; i < n; ++i) {
    x[i] = El::make(test_value(i, 1));
    dy[i] = El::make(test_value(i, 2) * (1.0f / 64.0f));
    y[i] = Op::fwd(x[i], b[i % cols]);
    t[i] = Op::grad_t(dy[i], x[i], b[i % cols]);
    dx[i] = Op::narrow(t[i]);
  }
  std::vector<E> db;
  for (const T v : host_db(t, n, cols)) db.push_back(Op::narrow(v));
  const std::vector<E>* inputs[3] = {&dy, &x, &b};
  for (int k = 0; k < 3; ++k) {
    if (count[k] > 0)
      std::memcpy(&image[k][start[k]], inputs[k]->data(), count[k] * sz);
  }
  // dx over dy: the output image starts as dy's.
  const int out_dx = in_place ? kDy : kDx;

  BiasScratch s;
  if (cudaError_t e =
          cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking);
      e != cudaSuccess) {
    return cuda_step("cudaStreamCreate", e);
  }
  for (int k = 0; k < 6; ++k) {
    if ((k == kDx && in_place) || span[k] == 0) continue;
    if (cudaError_t e = cudaMalloc(&s.buf[k], span[k]); e != cudaSuccess) {
      return cuda_step("cudaMalloc", e);
    }
    if (cudaError_t e = cudaMemcpy(s.buf[k], image[k].data(), span[k],
                                   cudaMemcpyHostToDevice);
        e != cudaSuccess) {
      return cuda_step("cudaMemcpy to device", e);
    }
  }
  const int64_t scratch = bias_grad_scratch_bytes<D>(n, cols);
  if (scratch > 0) {
    if (cudaError_t e = cudaMalloc(&s.buf[6], scratch); e != cudaSuccess) {
      return cuda_step("cudaMalloc", e);
    }
  }
  auto at = [&](int k) {
    return s.buf[k] == nullptr ? nullptr
                               : static_cast<char*>(s.buf[k]) + start[k];
  };
  ffi::Error launched =
      launch_bias_mish<D>(s.stream, at(kX), at(kB), at(kY), n, cols);
  if (launched.failure()) return "mish_bias launch: " + launched.message();
  launched = launch_bias_grad<D>(s.stream, at(kDy), at(kX), at(kB), at(out_dx),
                                 at(kDb), n, cols, s.buf[6]);
  if (launched.failure()) return "mish_bias_grad launch: " + launched.message();
  if (cudaError_t e = cudaStreamSynchronize(s.stream); e != cudaSuccess) {
    return cuda_step("kernels", e);
  }
  const std::vector<E>* want[6] = {&dy, &x, &b, &y, &dx, &db};
  if (in_place) want[kDy] = &dx;
  for (int k = 0; k < 6; ++k) {
    if (count[k] > 0 && !(k == kDx && in_place))
      std::memcpy(&image[k][start[k]], want[k]->data(), count[k] * sz);
  }
  const char* names[6] = {"dy", "x", "b", "y", "dx", "db"};
  std::vector<unsigned char> got;
  for (int k = 0; k < 6; ++k) {
    if (s.buf[k] == nullptr) continue;
    got.resize(span[k]);
    if (cudaError_t e =
            cudaMemcpy(got.data(), s.buf[k], span[k], cudaMemcpyDeviceToHost);
        e != cudaSuccess) {
      return cuda_step("cudaMemcpy to host", e);
    }
    for (size_t q = 0; q < span[k]; ++q) {
      if (got[q] == image[k][q]) continue;
      const bool data = q >= start[k] && q < start[k] + count[k] * sz;
      if (!data) {
        return std::string(names[k]) + ": byte " + std::to_string(q) +
               " outside the data was written";
      }
      const int64_t i = static_cast<int64_t>((q - start[k]) / sz);
      E g, w;
      std::memcpy(&g, &got[start[k] + i * sz], sz);
      std::memcpy(&w, &image[k][start[k] + i * sz], sz);
      if (El::widen(g) != El::widen(g) && El::widen(w) != El::widen(w)) {
        q = start[k] + (i + 1) * sz - 1;  // both NaN: payloads may differ
        continue;
      }
      return std::string(names[k]) + ": element " + std::to_string(i) + " is " +
             std::to_string(El::widen(g)) + ", expected " +
             std::to_string(El::widen(w));
    }
  }
  return "";
}

}  // namespace

std::string check_bias_kernels(const std::string& dtype, int64_t rows,
                               int64_t cols, int off_x, int off_out,
                               bool in_place, bool guard) {
  for (int o : {off_x, off_out}) {
    if (o < 0 || o > 15) return "offsets must be in [0, 15] elements";
  }
  if (rows < 0 || cols < 1) return "rows must be >= 0 and cols >= 1";
  return visit_float_dtype_named(
      dtype,
      [&](auto d) {
        return check_bias_impl<decltype(d)>(rows, cols, off_x, off_out,
                                            in_place, guard);
      },
      [&] { return "unknown dtype " + dtype; });
}

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
