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
// Read from cpuid and xgetbv themselves, not __builtin_cpu_supports: the
// compiler runtime that fills that table differs by toolchain (zig's, which
// builds the release wheels, reports no feature at all) and clang 14 knows no
// "f16c". xgetbv says whether the OS saves the YMM (and ZMM) state that the
// VEX (EVEX) encodings need.
struct X86Isas {
  bool avx2 = false;
  bool avx512 = false;
  bool intel = false;
};

X86Isas read_x86_isas() {
  unsigned a = 0, b = 0, c = 0, d = 0;
  X86Isas r;
  if (__get_cpuid(0, &a, &b, &c, &d) == 0) return r;
  r.intel =
      b == 0x756e6547 && d == 0x49656e69 && c == 0x6c65746e;  // GenuineIntel
  if (__get_cpuid(1, &a, &b, &c, &d) == 0) return r;
  const bool fma = (c & bit_FMA) != 0, f16c = (c & bit_F16C) != 0;
  if ((c & bit_OSXSAVE) == 0 || (c & bit_AVX) == 0) return r;
  unsigned xcr0 = 0, xcr0_hi = 0;
  __asm__ volatile("xgetbv" : "=a"(xcr0), "=d"(xcr0_hi) : "c"(0));
  const bool ymm = (xcr0 & 0x6) == 0x6, zmm = (xcr0 & 0xe6) == 0xe6;
  if (__get_cpuid_count(7, 0, &a, &b, &c, &d) == 0) return r;
  r.avx2 = ymm && fma && f16c && (b & bit_AVX2) != 0;
  const unsigned avx512 =
      bit_AVX512F | bit_AVX512VL | bit_AVX512BW | bit_AVX512DQ;
  r.avx512 = zmm && fma && (b & avx512) == avx512;
  return r;
}

const X86Isas& x86_isas() {
  static const X86Isas isas = read_x86_isas();
  return isas;
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

// JAX_MISH_ISA's table, if it names one this CPU supports.
const KernelTable* forced_table() {
  const char* forced = std::getenv("JAX_MISH_ISA");
  if (forced != nullptr && *forced != '\0') {
    for (const KernelTable* t : kAll)
      if (std::strcmp(t->isa, forced) == 0 && cpu_supports(t->isa)) return t;
  }
  return nullptr;
}

// The tables chosen at load time: for calls of at least kSmallCallElements
// elements (active) and for smaller ones (small). On Intel CPUs, 512-bit
// arithmetic lowers the core's clock for a while after it runs (the AVX-512
// frequency licence), which slows whatever the process does next: for small
// calls that costs more than the wider loops save, so they run the AVX2
// loops (where the two cross, as benchmarks/lab/studies.py isa measured it on a
// Xeon: docs/performance.md). Same bits either way. AMD's AVX-512 keeps its
// clock, and an ISA asked for (JAX_MISH_ISA, the test hook) runs at every size.
struct Tables {
  const KernelTable* active;
  const KernelTable* small;
};

Tables load_time_tables() {
  if (const KernelTable* forced = forced_table()) return {forced, forced};
  const KernelTable* best = best_supported();
#if defined(__x86_64__)
  if (best == &avx512::kTable && x86_isas().intel && x86_isas().avx2) {
    return {best, &avx2::kTable};
  }
#endif
  return {best, best};
}

const Tables kLoadTime = load_time_tables();
std::atomic<const KernelTable*> g_active{kLoadTime.active};
std::atomic<const KernelTable*> g_small{kLoadTime.small};

}  // namespace

bool cpu_supports(const char* isa) {
  if (std::strcmp(isa, "baseline") == 0) return true;
#if defined(__x86_64__)
  if (std::strcmp(isa, "avx2") == 0) return x86_isas().avx2;
  if (std::strcmp(isa, "avx512") == 0) return x86_isas().avx512;
#endif
  return false;
}

const KernelTable& active_table() {
  return *g_active.load(std::memory_order_acquire);
}

const KernelTable& small_call_table() {
  return *g_small.load(std::memory_order_acquire);
}

bool select_table(const char* isa) {
  if (std::strcmp(isa, "auto") == 0) {
    g_small.store(kLoadTime.small, std::memory_order_release);
    g_active.store(kLoadTime.active, std::memory_order_release);
    return true;
  }
  for (const KernelTable* t : kAll) {
    if (std::strcmp(t->isa, isa) == 0 && cpu_supports(isa)) {
      g_small.store(t, std::memory_order_release);
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
