// Nanoseconds per element of each CPU kernel loop, one thread, no XLA: the
// compute cost that the tiled, threaded handler divides among the cores.
// Built and run by benchmarks/lab/kernel_ns.sh, one build per x86-64 ISA.
//
// This file has two roles. Compiled with -DJM_KERNEL_NS_SHIM (and with the
// kernels.h of the revision under test) it is a shim that goes into a shared
// library with that revision's kernels.cc and exports its loops by name, so
// that two revisions can be loaded into one process side by side:
// RTLD_LOCAL and hidden visibility keep each library's copies of the inline
// functions of mish_math.h to itself, however the two revisions differ.
// Otherwise it is the driver:
//   kernel_ns <repeats> <n> <label>=<lib.so> [<label>=<lib.so>]
// which times every kernel of every library once per repeat (the bias loops
// with a bias of $JM_KERNEL_NS_COLS elements, default 64), the libraries
// taking turns within each repeat (their order alternating between repeats),
// so that a noisy machine slows all of them alike; it prints the min and the
// median over the repeats, and with two libraries the ratio first/second.
#if defined(JM_KERNEL_NS_SHIM)

#include <cstring>
#include <string>

#include "cpu/kernels.h"

namespace jax_mish::cpu::JM_ISA_NS {
extern const KernelTable kTable;
}

// The loop named mish_<dtype> or grad_<dtype> (mish_float32, grad_bfloat16),
// or, in revisions with bias_plan.h, bias_mish_<dtype> or bias_grad_<dtype>;
// or null.
extern "C" __attribute__((visibility("default"))) const void* jm_kernel_ns_loop(
    const char* name) {
  const jax_mish::cpu::KernelTable& t = jax_mish::cpu::JM_ISA_NS::kTable;
#if __has_include("dtypes.h")
  const void* found = nullptr;
  jax_mish::for_each_dtype([&](auto row) {
    using D = decltype(row);
    const auto& loops = t.loops<D>();
    if (std::string("mish_") + D::kName == name)
      found = reinterpret_cast<const void*>(loops.mish);
    if (std::string("grad_") + D::kName == name)
      found = reinterpret_cast<const void*>(loops.grad);
#if __has_include("bias_plan.h")
    const auto& bias = t.bias_loops<D>();
    if (std::string("bias_mish_") + D::kName == name)
      found = reinterpret_cast<const void*>(bias.fwd);
    if (std::string("bias_grad_") + D::kName == name)
      found = reinterpret_cast<const void*>(bias.grad);
#endif
  });
  return found;
#else
  // Revisions from before dtypes.h, whose KernelTable named each loop, so
  // that --base reaches back to them: their four dtypes, fixed.
#define JM_LOOP(dtype, f)                             \
  if (std::strcmp(name, "mish_" dtype) == 0)          \
    return reinterpret_cast<const void*>(t.mish_##f); \
  if (std::strcmp(name, "grad_" dtype) == 0)          \
    return reinterpret_cast<const void*>(t.grad_##f);
  JM_LOOP("float16", f16)
  JM_LOOP("bfloat16", bf16)
  JM_LOOP("float32", f32)
  JM_LOOP("float64", f64)
#undef JM_LOOP
  return nullptr;
#endif
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
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "bias_plan.h"
#include "cpu/bias.h"
#include "cpu/kernels.h"
#include "dtypes.h"

namespace {

// One loop of the working tree's dtype table: its name and, given the
// address of that loop in some library, one call of it over this row's data.
struct Loop {
  std::string name;
  std::function<std::function<void()>(const void*)> bind;
};

// The inputs and output of one row's loops, in its storage type; for the
// bias loops, a bias of `cols` elements as its pattern over the slots of
// bias_plan.h, and the slots' sums, both on cache lines as the handlers
// keep them (cpu/bias.h).
template <typename D>
struct RowData {
  using E = typename D::Storage;
  using P = typename jax_mish::cpu::BiasPattern<D>::T;
  std::vector<E> x, dy, out;
  int64_t slots;
  jax_mish::cpu::CacheAligned<P> pattern;
  jax_mish::cpu::CacheAligned<typename D::Compute> sums;
  RowData(int64_t n, int64_t cols)
      : x(n),
        dy(n),
        out(n),
        slots(jax_mish::bias_plan(n, cols).slots),
        pattern(slots + jax_mish::cpu::kBiasPad, P{}),
        sums(slots + jax_mish::cpu::kBiasPad, 0) {
    // Activations-like inputs: nothing reaches the kernels' rare-lane paths.
    // The same values for every row, rounded to its type.
    std::mt19937 gen(1);
    std::normal_distribution<float> normal(0.0f, 3.0f);
    for (int64_t i = 0; i < n; ++i) {
      x[i] = D::narrow(static_cast<typename D::Compute>(normal(gen)));
      dy[i] = D::narrow(static_cast<typename D::Compute>(normal(gen)));
    }
    std::vector<E> b(cols);
    for (auto& v : b)
      v = D::narrow(static_cast<typename D::Compute>(normal(gen)));
    for (int64_t j = 0; j < slots + jax_mish::cpu::kBiasPad; ++j)
      pattern[j] = jax_mish::cpu::BiasPattern<D>::from(b[j % cols]);
  }
};

// Both loops of every row, in the table's order, then both bias loops of
// every row (one call over all n elements, as a bias of cols elements; the
// handlers cut the backward into chunks of 32 rows' worth of slots).
std::vector<Loop> table_loops(int64_t n, int64_t cols) {
  std::vector<Loop> out, bias;
  jax_mish::for_each_dtype([&](auto row) {
    using D = decltype(row);
    using E = typename D::Storage;
    using P = typename RowData<D>::P;
    using T = typename D::Compute;
    using Unary = void (*)(const E*, E*, int64_t);
    using Binary = void (*)(const E*, const E*, E*, int64_t);
    using BiasFwd = void (*)(const E*, E*, int64_t, const P*, int64_t, int64_t);
    using BiasGrad = void (*)(const E*, const E*, E*, int64_t, const P*, T*,
                              int64_t, int64_t);
    auto d = std::make_shared<RowData<D>>(n, cols);
    bias.push_back(
        {std::string("bias_mish_") + D::kName,
         [d, n](const void* f) -> std::function<void()> {
           const auto fn = reinterpret_cast<BiasFwd>(const_cast<void*>(f));
           return [d, n, fn] {
             fn(d->x.data(), d->out.data(), n, d->pattern.data(), 0, d->slots);
           };
         }});
    bias.push_back({std::string("bias_grad_") + D::kName,
                    [d, n](const void* f) -> std::function<void()> {
                      const auto fn =
                          reinterpret_cast<BiasGrad>(const_cast<void*>(f));
                      return [d, n, fn] {
                        fn(d->dy.data(), d->x.data(), d->out.data(), n,
                           d->pattern.data(), d->sums.data(), 0, d->slots);
                      };
                    }});
    out.push_back({std::string("mish_") + D::kName,
                   [d, n](const void* f) -> std::function<void()> {
                     const auto fn =
                         reinterpret_cast<Unary>(const_cast<void*>(f));
                     return [d, n, fn] { fn(d->x.data(), d->out.data(), n); };
                   }});
    out.push_back({std::string("grad_") + D::kName,
                   [d, n](const void* f) -> std::function<void()> {
                     const auto fn =
                         reinterpret_cast<Binary>(const_cast<void*>(f));
                     return [d, n, fn] {
                       fn(d->dy.data(), d->x.data(), d->out.data(), n);
                     };
                   }});
  });
  out.insert(out.end(), bias.begin(), bias.end());
  return out;
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
  // The bias loops' bias length (the last axis of x), from the environment.
  const char* cols_env = std::getenv("JM_KERNEL_NS_COLS");
  const int64_t cols = cols_env != nullptr ? std::atoll(cols_env) : 64;
  if (repeats < 1 || n < 1 || cols < 1 || n % cols != 0) {
    std::fprintf(stderr,
                 "repeats, n and JM_KERNEL_NS_COLS must be positive, and n a "
                 "multiple of JM_KERNEL_NS_COLS\n");
    return 2;
  }
  std::vector<Loop> loops = table_loops(n, cols);
  struct Lib {
    std::string label;
    void* handle;
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
    libs.push_back(
        {std::string(argv[a], static_cast<size_t>(eq - argv[a])), h});
  }
  // addr[lib][loop]; a loop that some library lacks (a dtype newer than a
  // --base revision) is left out.
  std::vector<std::vector<const void*>> addr(libs.size());
  std::vector<Loop> kept;
  for (const Loop& loop : loops) {
    std::vector<const void*> found;
    for (const Lib& lib : libs) {
      auto get = reinterpret_cast<const void* (*)(const char*)>(
          dlsym(lib.handle, "jm_kernel_ns_loop"));
      found.push_back(get(loop.name.c_str()));
    }
    if (std::count(found.begin(), found.end(), nullptr) > 0) {
      std::fprintf(stderr, "%s: not in every library, left out\n",
                   loop.name.c_str());
      continue;
    }
    for (size_t l = 0; l < libs.size(); ++l) addr[l].push_back(found[l]);
    kept.push_back(loop);
  }
  loops = kept;
  const int num_loops = static_cast<int>(loops.size());
  // times[lib][loop][repeat]
  std::vector<std::vector<std::vector<double>>> times(
      libs.size(), std::vector<std::vector<double>>(num_loops));
  for (int r = 0; r < repeats; ++r) {
    for (int k = 0; k < num_loops; ++k) {
      for (size_t j = 0; j < libs.size(); ++j) {
        const size_t l = (r % 2 == 0) ? j : libs.size() - 1 - j;
        times[l][k].push_back(sample(loops[k].bind(addr[l][k]), n));
      }
    }
  }
  const bool pair = libs.size() == 2;
  std::printf("%-18s", "ns/elem");
  for (const Lib& lib : libs)
    std::printf(" %9s %9s", (lib.label + ":min").c_str(),
                (lib.label + ":med").c_str());
  if (pair) std::printf(" %9s %9s", "ratio:min", "ratio:med");
  std::printf("\n");
  for (int k = 0; k < num_loops; ++k) {
    std::printf("%-18s", loops[k].name.c_str());
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
