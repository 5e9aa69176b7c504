/* A test double of the NVIDIA driver (libcuda.so.1) for the configure-time
 * GPU probe of JAX_MISH_CUDA=AUTO (xla_ffi/cmake/gpu_probe.cc), which calls
 * only these three functions. What it reports comes from the environment, so
 * one build serves every case:
 *   JM_DOUBLE_CUINIT  cuInit's result (default 0, CUDA_SUCCESS; 100 is
 *                     CUDA_ERROR_NO_DEVICE)
 *   JM_DOUBLE_GPUS    the device count (default 1)
 *   JM_DOUBLE_DRIVER  cuDriverGetVersion's value, 1000 * major + 10 * minor
 *                     (default 13000)
 */
#include <stdlib.h>

static int env_int(const char *name, int fallback) {
  const char *v = getenv(name);
  return v != NULL && *v != '\0' ? atoi(v) : fallback;
}

int cuInit(unsigned flags) {
  (void)flags;
  return env_int("JM_DOUBLE_CUINIT", 0);
}

int cuDeviceGetCount(int *count) {
  *count = env_int("JM_DOUBLE_GPUS", 1);
  return 0;
}

int cuDriverGetVersion(int *version) {
  *version = env_int("JM_DOUBLE_DRIVER", 13000);
  return 0;
}
