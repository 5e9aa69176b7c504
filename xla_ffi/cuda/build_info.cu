// Build facts of the CUDA module: architectures compiled in, and the CUDA
// toolkit, runtime and driver versions.
#include <cuda_runtime.h>

#include <algorithm>
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

std::string cuda_driver_version() {
  int v = 0;
  if (cudaDriverGetVersion(&v) != cudaSuccess || v == 0) {
    cudaGetLastError();  // clear, so no later launch check reports it
    return "none";
  }
  return version_string(v);
}

}  // namespace jax_mish::cuda
