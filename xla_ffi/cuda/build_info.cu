// Build facts of the CUDA module: architectures compiled in, the CUDA
// toolkit, runtime and driver versions, and where the runtime was loaded from.
#include <cuda_runtime.h>
#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "cuda/handlers.h"

#ifndef JM_CUDA_ARCHS
#define JM_CUDA_ARCHS "unknown"
#endif

namespace jax_mish::cuda {
namespace {

std::string version_string(int v) {
  // CUDA encodes versions as 1000 * major + 10 * minor.
  return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

}  // namespace

std::vector<std::string> compiled_architectures() {
  // JM_CUDA_ARCHS is a comma-separated list written by CMake.
  std::vector<std::string> out;
  const std::string all = JM_CUDA_ARCHS;
  size_t start = 0;
  while (start <= all.size()) {
    const size_t end = std::min(all.find(',', start), all.size());
    if (end > start) out.push_back(all.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::string cuda_compiled_version() { return version_string(CUDART_VERSION); }

std::string cuda_runtime_version() {
  int v = 0;
  if (cudaRuntimeGetVersion(&v) != cudaSuccess) return "unknown";
  return version_string(v);
}

std::string cuda_runtime_library() {
  // The file holding cudaRuntimeGetVersion's code: this module when the
  // runtime is linked in, else the libcudart.so.N the dynamic loader chose
  // (the plugin wheels: NVIDIA's runtime wheel, through the module's RPATH,
  // unless the process had loaded one already, such as jax's).
  Dl_info info;
  if (dladdr(reinterpret_cast<void*>(&cudaRuntimeGetVersion), &info) == 0 ||
      info.dli_fname == nullptr) {
    return "unknown";
  }
  // Resolved as /proc/self/maps shows it (the RPATH's "$ORIGIN/.." gone).
  char* real = realpath(info.dli_fname, nullptr);
  const std::string path = real != nullptr ? real : info.dli_fname;
  free(real);
  return path;
}

std::string cuda_driver_version() {
  int v = 0;
  if (cudaDriverGetVersion(&v) != cudaSuccess || v == 0) {
    cudaGetLastError();  // clear, so no later launch check reports it
    return "none";
  }
  return version_string(v);
}

}  // namespace jax_mish::cuda
