// The CUDA extension module: hands the CUDA handler capsules to Python (which
// registers them for FFI platform "CUDA") and reports build facts. Importing
// it needs neither a GPU nor a driver: the CUDA runtime is linked statically
// and loads the driver only when a kernel is first launched. The underscored
// functions are private hooks for the tests and benchmarks (nb_module.h).
#include <nanobind/nanobind.h>
#include <nanobind/stl/string.h>

#include "cuda/handlers.h"
#include "nb_module.h"

namespace nb = nanobind;

NB_MODULE(_jax_mish_cuda, m) {
  using namespace jax_mish::cuda;
  jax_mish::def_kernel_module(
      m, "(role, version) -> handler capsule, for the CUDA platform.",
      MishFwdCuda, MishGradCuda, MishBiasFwdCuda, MishBiasGradCuda,
      [](nb::dict& d) {
        nb::list archs;
        for (const std::string& a : compiled_architectures()) archs.append(a);
        d["architectures"] = archs;
        d["cuda_compiled"] = cuda_compiled_version();
        d["cuda_runtime"] = cuda_runtime_version();
        d["cuda_runtime_library"] = cuda_runtime_library();
        d["cuda_driver"] = cuda_driver_version();
        d["grid_waves"] = get_waves();
      },
      "Facts about this build: CUDA architectures compiled in (sm_NN: "
      "machine code, compute_NN: PTX that the driver compiles for newer "
      "GPUs), the CUDA toolkit and runtime versions, the file the runtime "
      "was loaded from (this module where it is linked in), and the "
      "driver's CUDA version or 'none'.");
  m.def("_set_grid_waves", &set_waves, nb::arg("waves"),
        "Private, process-wide (tests, benchmarks): grid size in waves of "
        "resident blocks: 1 (default) fills the GPU once and each thread "
        "loops; 0 launches one block per 256 vectors.");
  m.def("_get_grid_waves", &get_waves,
        "Private: the grid size _set_grid_waves sets.");
  m.def("_check_layout", &check_layout, nb::arg("dtype"), nb::arg("grad"),
        nb::arg("n"), nb::arg("off_dy"), nb::arg("off_x"), nb::arg("off_out"),
        nb::arg("in_place"), nb::arg("guard") = true,
        "Private test hook (needs a GPU): runs one kernel on buffers at the "
        "given element offsets from a 16-byte boundary, between guard bytes, "
        "and "
        "returns '' if the results match the host formula bit for bit and "
        "nothing outside the output was written, else the first problem. "
        "guard=False: each allocation ends exactly at its data.");
  m.def("_check_bias", &check_bias_kernels, nb::arg("dtype"), nb::arg("rows"),
        nb::arg("cols"), nb::arg("off_x") = 0, nb::arg("off_out") = 0,
        nb::arg("in_place") = false, nb::arg("guard") = true,
        "Private test hook (needs a GPU): runs mish_bias and mish_bias_grad on "
        "x of [rows, cols] and b of cols elements at the given element offsets "
        "from a 16-byte boundary and returns '' if y, dx and db match the host "
        "formulas and summation order bit for bit and nothing else was "
        "written, else the first problem.");
}
