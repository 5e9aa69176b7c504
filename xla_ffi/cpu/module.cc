// The CPU extension module: hands XLA FFI handler capsules to Python (which
// registers them in one loop) and reports build facts. The underscored
// functions are private hooks for the tests and benchmarks (nb_module.h).
#include <nanobind/nanobind.h>
#include <nanobind/stl/string.h>

#include <string>
#include <thread>

#include "cpu/handlers.h"
#include "cpu/kernels.h"
#include "nb_module.h"

namespace nb = nanobind;

NB_MODULE(_jax_mish_cpu, m) {
  using namespace jax_mish::cpu;
  jax_mish::def_kernel_module(
      m, "(role, version) -> handler capsule, for the CPU platform.", MishFwd,
      MishGrad, MishBiasFwd, MishBiasGrad,
      [](nb::dict& d) {
        d["isa_compiled"] = std::string(compiled_isas());
        d["isa_active"] = std::string(active_table().isa);
        d["isa_small_calls"] = std::string(small_call_table().isa);
        d["small_call_elements"] = kSmallCallElements;
        d["compiler"] = std::string(__VERSION__);
        d["kernel_compiler"] = std::string(active_table().compiler);
#if defined(__x86_64__)
        d["arch"] = "x86_64";
#elif defined(__aarch64__)
        d["arch"] = "aarch64";
#else
        d["arch"] = "other";
#endif
        Tiling t = get_tiling();
        d["block_elements"] = t.block;
        d["min_parallel_elements"] = t.min_parallel;
        d["hardware_threads"] =
            static_cast<int>(std::thread::hardware_concurrency());
      },
      "Facts about this build and the kernels in use.");
  m.def(
      "_cpu_supports",
      [](const std::string& isa) { return cpu_supports(isa.c_str()); },
      nb::arg("isa"),
      "Private: whether this CPU runs the loops compiled for `isa`.");
  m.def(
      "_select_isa",
      [](const std::string& isa) { return select_table(isa.c_str()); },
      nb::arg("isa"),
      "Private, process-wide (tests, benchmarks): use the loops compiled for "
      "`isa` at every size, or \"auto\" for the load-time choice; False if "
      "this CPU lacks it.");
  m.def(
      "_set_tiling",
      [](int64_t block, int64_t min_parallel) {
        set_tiling({block, min_parallel});
      },
      nb::arg("block"), nb::arg("min_parallel"),
      "Private, process-wide (tests, benchmarks): the block size and the "
      "smallest input split across threads, in elements.");
  m.def(
      "_get_tiling",
      [] {
        Tiling t = get_tiling();
        return nb::make_tuple(t.block, t.min_parallel);
      },
      "Private: (block, min_parallel) as _set_tiling takes them.");
}
