// Runs both kernel loops of every row of dtypes.h's table twice over the same
// inputs: once from kernels.cc compiled with JM_SCALAR_LOOPS (the scalar loops
// that aarch64 builds use) and once from the x86 SIMD loops, both with the
// same -march, and reports the first element where the results differ (NaN
// matches any NaN). Built and run by tests/test_scalar_path.py.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
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

int failures = 0;

// NaN in row D's format (NaN matches any NaN).
template <typename D>
bool is_nan(typename D::Storage v) {
  const auto w = D::widen(v);
  return w != w;
}

template <typename D, typename E = typename D::Storage>
void compare(const std::string& what, const std::vector<E>& a,
             const std::vector<E>& b, const std::vector<E>& x) {
  for (size_t i = 0; i < a.size(); ++i) {
    if (std::memcmp(&a[i], &b[i], sizeof(E)) == 0) continue;
    if (is_nan<D>(a[i]) && is_nan<D>(b[i])) continue;
    uint64_t ua = 0, ub = 0, ux = 0;
    std::memcpy(&ua, &a[i], sizeof(E));
    std::memcpy(&ub, &b[i], sizeof(E));
    std::memcpy(&ux, &x[i], sizeof(E));
    std::printf("MISMATCH %s at %zu: x bits %llx scalar %llx simd %llx\n",
                what.c_str(), i, static_cast<unsigned long long>(ux),
                static_cast<unsigned long long>(ua),
                static_cast<unsigned long long>(ub));
    ++failures;
    return;
  }
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

// Row D's two kernels, run from both tables on the same data.
template <typename D, typename E = typename D::Storage>
void check_row(const std::vector<E>& dy, const std::vector<E>& x) {
  const auto& s = scalar_table().loops<D>();
  const auto& v = simd_table().loops<D>();
  const int64_t n = static_cast<int64_t>(x.size());
  std::vector<E> a(x.size()), b(x.size());
  s.mish(x.data(), a.data(), n);
  v.mish(x.data(), b.data(), n);
  compare<D>(std::string("mish ") + D::kName, a, b, x);
  s.grad(dy.data(), x.data(), a.data(), n);
  v.grad(dy.data(), x.data(), b.data(), n);
  compare<D>(std::string("grad ") + D::kName, a, b, x);
}

// Each row's inputs, by the width of its storage type: 16-bit types every x
// against several dy patterns; float32 and float64 random bit patterns and
// dense ranges. Odd lengths exercise the tails.
template <typename D>
void check(std::mt19937_64& gen) {
  using E = typename D::Storage;
  const std::vector<double> ranges = {-130.0, 30.0,   400001, -2.0,  2.0,
                                      200001, -800.0, 50.0,   100001};
  if constexpr (sizeof(E) == 2) {
    const uint16_t dys[] = {0x3C00, 0xBC00, 0x7BFF, 0x0001, 0x3F80,
                            0xBF80, 0x7F7F, 0x0080, 0x4000};
    std::vector<E> x(65536 * 9 + 5), dy(x.size());
    for (size_t i = 0; i < x.size(); ++i) {
      x[i] = static_cast<uint16_t>(i);
      dy[i] = dys[(i >> 16) % 9];
    }
    check_row<D>(dy, x);
  } else if constexpr (sizeof(E) == 4) {
    const std::vector<E> x = inputs<E, uint32_t>(gen, 1000003, ranges);
    std::vector<E> dy = inputs<E, uint32_t>(gen, x.size() - 700003, ranges);
    dy.resize(x.size(), E(1.5));
    check_row<D>(dy, x);
  } else {
    static_assert(sizeof(E) == 8, "no inputs for this storage width");
    const std::vector<E> x = inputs<E, uint64_t>(gen, 500001, ranges);
    std::vector<E> dy(x.size());
    for (size_t i = 0; i < dy.size(); ++i)
      dy[i] = std::ldexp(1.0 + (i % 97) / 97.0, static_cast<int>(i % 41) - 20);
    check_row<D>(dy, x);
  }
}

}  // namespace

int main() {
  std::mt19937_64 gen(7);
  jax_mish::for_each_dtype([&](auto row) { check<decltype(row)>(gen); });
  std::printf(failures ? "FAILED %d kernels\n" : "OK\n", failures);
  return failures ? 1 : 0;
}
