// Runs every kernel loop twice over the same inputs: once from kernels.cc
// compiled with JM_SCALAR_LOOPS (the scalar loops that aarch64 builds use) and
// once from the x86 SIMD loops, both with the same -march, and reports the
// first element where the results differ (NaN matches any NaN). Built and run
// by tests/test_scalar_path.py.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "cpu/kernels.h"

namespace jax_mish::cpu {
namespace scalar_loops {
extern const KernelTable kTable;
}
namespace simd_loops {
extern const KernelTable kTable;
}
}  // namespace jax_mish::cpu

namespace {

using jax_mish::cpu::KernelTable;

template <typename E>
bool is_nan(E v) {
  if constexpr (sizeof(E) == 2) {
    return false;  // decided by the caller, which knows the 16-bit format
  } else {
    return std::isnan(v);
  }
}

int failures = 0;

template <typename E>
void compare(const char* what, const std::vector<E>& a, const std::vector<E>& b,
             const std::vector<E>& x, bool (*nan16)(uint16_t) = nullptr) {
  for (size_t i = 0; i < a.size(); ++i) {
    if (std::memcmp(&a[i], &b[i], sizeof(E)) == 0) continue;
    bool both_nan;
    if constexpr (sizeof(E) == 2) {
      both_nan = nan16(a[i]) && nan16(b[i]);
    } else {
      both_nan = is_nan(a[i]) && is_nan(b[i]);
    }
    if (both_nan) continue;
    uint64_t ua = 0, ub = 0, ux = 0;
    std::memcpy(&ua, &a[i], sizeof(E));
    std::memcpy(&ub, &b[i], sizeof(E));
    std::memcpy(&ux, &x[i], sizeof(E));
    std::printf("MISMATCH %s at %zu: x bits %llx scalar %llx simd %llx\n", what,
                i, static_cast<unsigned long long>(ux),
                static_cast<unsigned long long>(ua),
                static_cast<unsigned long long>(ub));
    ++failures;
    return;
  }
}

bool nan_f16(uint16_t h) {
  return (h & 0x7C00u) == 0x7C00u && (h & 0x3FFu) != 0;
}
bool nan_bf16(uint16_t h) {
  return (h & 0x7F80u) == 0x7F80u && (h & 0x7Fu) != 0;
}

template <typename E, typename Bits>
std::vector<E> inputs(std::mt19937_64& gen, size_t n_random,
                      const std::vector<double>& ranges) {
  std::vector<E> v;
  std::uniform_int_distribution<uint64_t> bits;
  for (size_t i = 0; i < n_random; ++i) {
    const Bits b = static_cast<Bits>(bits(gen));
    E e;
    std::memcpy(&e, &b, sizeof(E));
    v.push_back(e);
  }
  // Dense values over [lo, hi] pairs.
  for (size_t r = 0; r + 2 < ranges.size() + 1; r += 3) {
    const double lo = ranges[r], hi = ranges[r + 1];
    const int steps = static_cast<int>(ranges[r + 2]);
    for (int i = 0; i <= steps; ++i)
      v.push_back(static_cast<E>(lo + (hi - lo) * i / steps));
  }
  return v;
}

const KernelTable& scalar_table() {
  return jax_mish::cpu::scalar_loops::kTable;
}
const KernelTable& simd_table() { return jax_mish::cpu::simd_loops::kTable; }

// One kernel (a field of KernelTable) run from both tables on the same data.
template <typename E, typename Fn>
void check_unary(const char* what, Fn KernelTable::*fn, const std::vector<E>& x,
                 bool (*nan16)(uint16_t) = nullptr) {
  std::vector<E> a(x.size()), b(x.size());
  (scalar_table().*fn)(x.data(), a.data(), static_cast<int64_t>(x.size()));
  (simd_table().*fn)(x.data(), b.data(), static_cast<int64_t>(x.size()));
  compare(what, a, b, x, nan16);
}

template <typename E, typename Fn>
void check_binary(const char* what, Fn KernelTable::*fn,
                  const std::vector<E>& dy, const std::vector<E>& x,
                  bool (*nan16)(uint16_t) = nullptr) {
  std::vector<E> a(x.size()), b(x.size());
  (scalar_table().*fn)(dy.data(), x.data(), a.data(),
                       static_cast<int64_t>(x.size()));
  (simd_table().*fn)(dy.data(), x.data(), b.data(),
                     static_cast<int64_t>(x.size()));
  compare(what, a, b, x, nan16);
}

}  // namespace

int main() {
  std::mt19937_64 gen(7);
  const std::vector<double> ranges = {-130.0, 30.0,   400001, -2.0,  2.0,
                                      200001, -800.0, 50.0,   100001};
  {  // float32; an odd length exercises the tails
    const std::vector<float> x = inputs<float, uint32_t>(gen, 1000003, ranges);
    std::vector<float> dy =
        inputs<float, uint32_t>(gen, x.size() - 700003, ranges);
    dy.resize(x.size(), 1.5f);
    check_unary("mish f32", &KernelTable::mish_f32, x);
    check_binary("grad f32", &KernelTable::grad_f32, dy, x);
  }
  {  // float64
    const std::vector<double> x = inputs<double, uint64_t>(gen, 500001, ranges);
    std::vector<double> dy(x.size());
    for (size_t i = 0; i < dy.size(); ++i)
      dy[i] = std::ldexp(1.0 + (i % 97) / 97.0, static_cast<int>(i % 41) - 20);
    check_unary("mish f64", &KernelTable::mish_f64, x);
    check_binary("grad f64", &KernelTable::grad_f64, dy, x);
  }
  {  // 16-bit types: every x, against several dy patterns
    const uint16_t dys[] = {0x3C00, 0xBC00, 0x7BFF, 0x0001, 0x3F80,
                            0xBF80, 0x7F7F, 0x0080, 0x4000};
    std::vector<uint16_t> x(65536 * 9 + 5), dy(x.size());
    for (size_t i = 0; i < x.size(); ++i) {
      x[i] = static_cast<uint16_t>(i);
      dy[i] = dys[(i >> 16) % 9];
    }
    check_unary("mish f16", &KernelTable::mish_f16, x, nan_f16);
    check_unary("mish bf16", &KernelTable::mish_bf16, x, nan_bf16);
    check_binary("grad f16", &KernelTable::grad_f16, dy, x, nan_f16);
    check_binary("grad bf16", &KernelTable::grad_bf16, dy, x, nan_bf16);
  }
  std::printf(failures ? "FAILED %d kernels\n" : "OK\n", failures);
  return failures ? 1 : 0;
}
