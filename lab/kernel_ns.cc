// Nanoseconds per element of each CPU kernel loop, one thread, no XLA: the
// compute cost that the tiled, threaded handler divides among the cores.
// Built and run by lab/kernel_ns.sh, one build per x86-64 ISA.
//
// This file has two roles. Compiled with -DJM_KERNEL_NS_SHIM (and with the
// kernels.h of the revision under test) it is a shim that goes into a shared
// library with that revision's kernels.cc and exports its loops by name, so
// that two revisions can be loaded into one process side by side:
// RTLD_LOCAL and hidden visibility keep each library's copies of the inline
// functions of mish_math.h to itself, however the two revisions differ.
// Otherwise it is the driver:
//   kernel_ns <repeats> <n> <label>=<lib.so> [<label>=<lib.so>]
// which times every kernel of every library once per repeat, the libraries
// taking turns within each repeat (their order alternating between repeats),
// so that a noisy machine slows all of them alike; it prints the min and the
// median over the repeats, and with two libraries the ratio first/second.
#if defined(JM_KERNEL_NS_SHIM)

#include <cstring>

#include "cpu/kernels.h"

namespace jax_mish::cpu::JM_ISA_NS {
extern const KernelTable kTable;
}

extern "C" __attribute__((visibility("default"))) const void* jm_kernel_ns_loop(
    const char* name) {
  const jax_mish::cpu::KernelTable& t = jax_mish::cpu::JM_ISA_NS::kTable;
#define JM_LOOP(f) \
  if (std::strcmp(name, #f) == 0) return reinterpret_cast<const void*>(t.f);
  JM_LOOP(mish_f32)
  JM_LOOP(grad_f32)
  JM_LOOP(mish_bf16)
  JM_LOOP(grad_bf16)
  JM_LOOP(mish_f16)
  JM_LOOP(grad_f16)
  JM_LOOP(mish_f64)
  JM_LOOP(grad_f64)
#undef JM_LOOP
  return nullptr;
}

#else  // driver

#include <dlfcn.h>
#include <time.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "mish_math.h"

namespace {

using Unary32 = void (*)(const float*, float*, int64_t);
using Binary32 = void (*)(const float*, const float*, float*, int64_t);
using Unary16 = void (*)(const uint16_t*, uint16_t*, int64_t);
using Binary16 = void (*)(const uint16_t*, const uint16_t*, uint16_t*, int64_t);
using Unary64 = void (*)(const double*, double*, int64_t);
using Binary64 = void (*)(const double*, const double*, double*, int64_t);

const char* const kLoops[] = {"mish_f32", "grad_f32", "mish_bf16", "grad_bf16",
                              "mish_f16", "grad_f16", "mish_f64",  "grad_f64"};
constexpr int kNumLoops = sizeof(kLoops) / sizeof(kLoops[0]);

struct Data {
  std::vector<float> x, dy, out;
  std::vector<double> xd, dyd, outd;
  std::vector<uint16_t> xb, dyb, xh, dyh, outh;
  explicit Data(int64_t n)
      : x(n),
        dy(n),
        out(n),
        xd(n),
        dyd(n),
        outd(n),
        xb(n),
        dyb(n),
        xh(n),
        dyh(n),
        outh(n) {
    // Activations-like inputs: nothing reaches the kernels' rare-lane paths.
    std::mt19937 gen(1);
    std::normal_distribution<float> normal(0.0f, 3.0f);
    for (int64_t i = 0; i < n; ++i) {
      x[i] = normal(gen);
      dy[i] = normal(gen);
      xd[i] = x[i];
      dyd[i] = dy[i];
      xb[i] = jax_mish::f32_to_bf16(x[i]);
      dyb[i] = jax_mish::f32_to_bf16(dy[i]);
      xh[i] = jax_mish::f32_to_f16(x[i]);
      dyh[i] = jax_mish::f32_to_f16(dy[i]);
    }
  }
};

// One call of loop `which` (an index into kLoops) from function pointer f.
std::function<void()> bind(int which, const void* f, Data& d, int64_t n) {
  switch (which) {
    case 0:
      return [=, &d] {
        reinterpret_cast<Unary32>(f)(d.x.data(), d.out.data(), n);
      };
    case 1:
      return [=, &d] {
        reinterpret_cast<Binary32>(f)(d.dy.data(), d.x.data(), d.out.data(), n);
      };
    case 2:
      return [=, &d] {
        reinterpret_cast<Unary16>(f)(d.xb.data(), d.outh.data(), n);
      };
    case 3:
      return [=, &d] {
        reinterpret_cast<Binary16>(f)(d.dyb.data(), d.xb.data(), d.outh.data(),
                                      n);
      };
    case 4:
      return [=, &d] {
        reinterpret_cast<Unary16>(f)(d.xh.data(), d.outh.data(), n);
      };
    case 5:
      return [=, &d] {
        reinterpret_cast<Binary16>(f)(d.dyh.data(), d.xh.data(), d.outh.data(),
                                      n);
      };
    case 6:
      return [=, &d] {
        reinterpret_cast<Unary64>(f)(d.xd.data(), d.outd.data(), n);
      };
    default:
      return [=, &d] {
        reinterpret_cast<Binary64>(f)(d.dyd.data(), d.xd.data(), d.outd.data(),
                                      n);
      };
  }
}

double thread_seconds() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) +
         1e-9 * static_cast<double>(ts.tv_nsec);
}

// One sample: the loop run over about 2^20 elements in total (about a
// millisecond), in ns/element of this thread's CPU time, so that the time the
// thread spends descheduled on a shared machine does not count.
double sample(const std::function<void()>& run, int64_t n) {
  const int64_t inner = std::max<int64_t>(1, (int64_t{1} << 20) / n);
  run();  // warm the caches and the branch predictors
  const double t0 = thread_seconds();
  for (int64_t i = 0; i < inner; ++i) run();
  return (thread_seconds() - t0) / (static_cast<double>(inner) * n) * 1e9;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4 || argc > 5) {
    std::fprintf(
        stderr, "usage: %s <repeats> <n> <label>=<lib.so> [<label>=<lib.so>]\n",
        argv[0]);
    return 2;
  }
  const int repeats = std::atoi(argv[1]);
  const int64_t n = std::atoll(argv[2]);
  if (repeats < 1 || n < 1) {
    std::fprintf(stderr, "repeats and n must be positive\n");
    return 2;
  }
  struct Lib {
    std::string label;
    const void* loop[kNumLoops];
  };
  std::vector<Lib> libs;
  for (int a = 3; a < argc; ++a) {
    const char* eq = std::strchr(argv[a], '=');
    if (eq == nullptr) {
      std::fprintf(stderr, "expected <label>=<lib.so>, got %s\n", argv[a]);
      return 2;
    }
    void* h = dlopen(eq + 1, RTLD_NOW | RTLD_LOCAL);
    if (h == nullptr) {
      std::fprintf(stderr, "dlopen: %s\n", dlerror());
      return 2;
    }
    auto get = reinterpret_cast<const void* (*)(const char*)>(
        dlsym(h, "jm_kernel_ns_loop"));
    if (get == nullptr) {
      std::fprintf(stderr, "%s: no jm_kernel_ns_loop\n", eq + 1);
      return 2;
    }
    Lib lib{std::string(argv[a], static_cast<size_t>(eq - argv[a])), {}};
    for (int k = 0; k < kNumLoops; ++k) {
      lib.loop[k] = get(kLoops[k]);
      if (lib.loop[k] == nullptr) {
        std::fprintf(stderr, "%s: no loop %s\n", eq + 1, kLoops[k]);
        return 2;
      }
    }
    libs.push_back(lib);
  }
  Data data(n);
  // times[lib][loop][repeat]
  std::vector<std::vector<std::vector<double>>> times(
      libs.size(), std::vector<std::vector<double>>(kNumLoops));
  for (int r = 0; r < repeats; ++r) {
    for (int k = 0; k < kNumLoops; ++k) {
      for (size_t j = 0; j < libs.size(); ++j) {
        const size_t l = (r % 2 == 0) ? j : libs.size() - 1 - j;
        times[l][k].push_back(sample(bind(k, libs[l].loop[k], data, n), n));
      }
    }
  }
  const bool pair = libs.size() == 2;
  std::printf("%-10s", "ns/elem");
  for (const Lib& lib : libs)
    std::printf(" %9s %9s", (lib.label + ":min").c_str(),
                (lib.label + ":med").c_str());
  if (pair) std::printf(" %9s %9s", "ratio:min", "ratio:med");
  std::printf("\n");
  for (int k = 0; k < kNumLoops; ++k) {
    std::printf("%-10s", kLoops[k]);
    double mins[2] = {0, 0}, meds[2] = {0, 0};
    for (size_t l = 0; l < libs.size(); ++l) {
      const double lo =
          *std::min_element(times[l][k].begin(), times[l][k].end());
      const double md = median(times[l][k]);
      if (l < 2) mins[l] = lo, meds[l] = md;
      std::printf(" %9.3f %9.3f", lo, md);
    }
    if (pair)
      std::printf(" %8.2fx %8.2fx", mins[0] / mins[1], meds[0] / meds[1]);
    std::printf("\n");
  }
  return 0;
}

#endif
