// Configure-time probe of JAX_MISH_CUDA=AUTO (cuda_auto.cmake): can this
// machine run CUDA kernels? It asks the driver as the CUDA runtime does, by
// loading libcuda.so.1 (the toolkit's headers are not needed, nor is nvcc),
// and prints one line, read by jm_cuda_machine():
//   "gpus N driver MAJOR.MINOR"   the driver initialised and counts N devices
//   "none: REASON"                no usable driver or device
// It exits 0 either way: the line is the answer.
#include <dlfcn.h>

#include <cstdio>

int main() {
  void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (lib == nullptr) {
    std::printf("none: no NVIDIA driver (libcuda.so.1 cannot be loaded)\n");
    return 0;
  }
  // CUresult is an int-sized enum; 0 is CUDA_SUCCESS.
  using Init = int (*)(unsigned);
  using GetInt = int (*)(int*);
  auto init = reinterpret_cast<Init>(dlsym(lib, "cuInit"));
  auto count = reinterpret_cast<GetInt>(dlsym(lib, "cuDeviceGetCount"));
  auto version = reinterpret_cast<GetInt>(dlsym(lib, "cuDriverGetVersion"));
  if (init == nullptr || count == nullptr || version == nullptr) {
    std::printf(
        "none: libcuda.so.1 lacks cuInit, cuDeviceGetCount or "
        "cuDriverGetVersion\n");
    return 0;
  }
  // cuInit fails with CUDA_ERROR_NO_DEVICE (100) where the driver is
  // installed but no GPU is visible (none present, CUDA_VISIBLE_DEVICES="").
  int rc = init(0);
  if (rc != 0) {
    std::printf(
        "none: the NVIDIA driver sees no usable GPU (cuInit returned %d)\n",
        rc);
    return 0;
  }
  int n = 0;
  int v = 0;
  if (count(&n) != 0 || n == 0) {
    std::printf("none: the NVIDIA driver sees no GPU\n");
    return 0;
  }
  if (version(&v) != 0) {
    std::printf(
        "none: the NVIDIA driver does not say which CUDA version it "
        "supports\n");
    return 0;
  }
  std::printf("gpus %d driver %d.%d\n", n, v / 1000, (v % 1000) / 10);
  return 0;
}
