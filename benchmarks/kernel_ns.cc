// Nanoseconds per element of each CPU kernel loop, one thread, no XLA: the
// compute cost that the tiled, threaded handler divides among the cores.
// Built and run by benchmarks/kernel_ns.sh for every x86-64 ISA.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "cpu/kernels.h"
#include "mish_math.h"

namespace jax_mish::cpu::JM_ISA_NS {
extern const KernelTable kTable;
}

namespace {

// Best of 7 samples, each repeating the loop over ~2^24 elements in total.
template <class F>
double ns_per_element(F run, int64_t n) {
  const int inner = static_cast<int>(std::max<int64_t>(1, (int64_t{1} << 24) / n));
  double best = 1e30;
  for (int r = 0; r < 7; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < inner; ++i) run();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    best = std::min(best, s);
  }
  return best / (static_cast<double>(inner) * n) * 1e9;
}

}  // namespace

int main(int argc, char** argv) {
  const jax_mish::cpu::KernelTable& k = jax_mish::cpu::JM_ISA_NS::kTable;
  const int64_t n = argc > 1 ? std::atoll(argv[1]) : 4096;
  std::mt19937 gen(1);
  std::normal_distribution<float> normal(0.0f, 3.0f);
  std::vector<float> x(n), dy(n), out(n);
  std::vector<uint16_t> xb(n), dyb(n), xh(n), dyh(n), outh(n);
  for (int64_t i = 0; i < n; ++i) {
    x[i] = normal(gen);
    dy[i] = normal(gen);
    xb[i] = jax_mish::f32_to_bf16(x[i]);
    dyb[i] = jax_mish::f32_to_bf16(dy[i]);
    xh[i] = jax_mish::f32_to_f16(x[i]);
    dyh[i] = jax_mish::f32_to_f16(dy[i]);
  }
  std::printf("%-9s n=%-9lld ns/element: mish f32 %.3f  grad f32 %.3f  "
              "mish bf16 %.3f  grad bf16 %.3f  mish f16 %.3f  grad f16 %.3f\n",
              k.isa, static_cast<long long>(n),
              ns_per_element([&] { k.mish_f32(x.data(), out.data(), n); }, n),
              ns_per_element([&] { k.grad_f32(dy.data(), x.data(), out.data(), n); }, n),
              ns_per_element([&] { k.mish_bf16(xb.data(), outh.data(), n); }, n),
              ns_per_element([&] { k.grad_bf16(dyb.data(), xb.data(), outh.data(), n); }, n),
              ns_per_element([&] { k.mish_f16(xh.data(), outh.data(), n); }, n),
              ns_per_element([&] { k.grad_f16(dyh.data(), xh.data(), outh.data(), n); }, n));
  return 0;
}
