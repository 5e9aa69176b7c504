// Chooses the kernel table for this CPU once, at load time.
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <string>

#include "cpu/kernels.h"

#if defined(__x86_64__)
#include <cpuid.h>
#endif

namespace jax_mish::cpu {
namespace {

#if defined(__x86_64__)
// F16C (CPUID leaf 1, ECX bit 29) is read from cpuid itself: not every
// compiler's __builtin_cpu_supports knows the name (clang 14 rejects "f16c").
// The OS saving of the YMM state that its VEX encoding needs is part of the
// "avx2" check it is paired with.
bool cpu_has_f16c() {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  return __get_cpuid(1, &eax, &ebx, &ecx, &edx) != 0 && (ecx & bit_F16C) != 0;
}
#endif

const KernelTable* const kAll[] = {
#if defined(__x86_64__)
    &avx512::kTable,
    &avx2::kTable,
#endif
    &baseline::kTable,
};

const KernelTable* best_supported() {
  for (const KernelTable* t : kAll)
    if (cpu_supports(t->isa)) return t;
  return &baseline::kTable;
}

const KernelTable* initial_table() {
  const char* forced = std::getenv("JAX_MISH_ISA");
  if (forced != nullptr && *forced != '\0') {
    for (const KernelTable* t : kAll)
      if (std::strcmp(t->isa, forced) == 0 && cpu_supports(t->isa)) return t;
  }
  return best_supported();
}

std::atomic<const KernelTable*> g_active{initial_table()};

}  // namespace

bool cpu_supports(const char* isa) {
  if (std::strcmp(isa, "baseline") == 0) return true;
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (std::strcmp(isa, "avx2") == 0)
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
           cpu_has_f16c();
  if (std::strcmp(isa, "avx512") == 0)
    return __builtin_cpu_supports("avx512f") &&
           __builtin_cpu_supports("avx512vl") &&
           __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("fma");
#endif
  return false;
}

const KernelTable& active_table() {
  return *g_active.load(std::memory_order_acquire);
}

bool select_table(const char* isa) {
  for (const KernelTable* t : kAll) {
    if (std::strcmp(t->isa, isa) == 0 && cpu_supports(isa)) {
      g_active.store(t, std::memory_order_release);
      return true;
    }
  }
  return false;
}

const char* compiled_isas() {
  static const std::string names = [] {
    std::string s;
    for (const KernelTable* t : kAll) {
      if (!s.empty()) s += ",";
      s += t->isa;
    }
    return s;
  }();
  return names.c_str();
}

}  // namespace jax_mish::cpu
