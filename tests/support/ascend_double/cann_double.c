/* A test double of the CANN functions jax_mish's Ascend handlers call.
 *
 * It implements aclCreateTensor/aclDestroyTensor, aclnnMish* and
 * aclnnMishBackward*, aclrtMalloc/aclrtFree/aclrtSynchronizeStream,
 * aclrtGetDevice/aclrtSetDevice, aclrtGetSocName and aclGetRecentErrMsg on
 * host memory, computing Mish and its gradient in double
 * precision (the same sign-split, single-exp formulas as jax_mish.formulas)
 * and rounding to float32, then (for float16 and bfloat16) to the tensor's
 * dtype. It checks every argument it is
 * given against what CANN documents (dims, strides, offset, format, storage
 * shape, dtype codes, 32-byte aligned tensor data, live tensors and
 * executors, workspace size and pointer, stream) and keeps CANN's device
 * rules: each host thread has a current device (none at first), set by
 * aclrtSetDevice; a block lives on the device current when it was
 * allocated; each stream belongs to one device, and a launch must come from
 * a thread on the stream's device with a workspace on it. It counts every
 * call, and can be told to fail a named function once
 * with a given status and message. An argument that breaks a rule is a
 * "violation": the call fails with CANN's parameter-error status and the
 * first such message is kept for the test to read.
 *
 * Built by tests/test_ascend.py with the system C compiler; never shipped.
 * Control functions are prefixed cannd_.
 */
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

/* Codes from CANN's acl_base.h / aclnn_base.h. */
enum { ACL_FLOAT = 0, ACL_FLOAT16 = 1, ACL_DOUBLE = 11, ACL_BF16 = 27 };
enum { ACL_FORMAT_ND = 2 };
enum { ACL_SUCCESS = 0, ACL_ERROR_INVALID_PARAM = 100000,
       ACL_ERROR_RT_INVALID_DEVICEID = 107001,
       ACL_ERROR_RT_CONTEXT_NULL = 107002 };
enum { ACLNN_SUCCESS = 0, ACLNN_ERR_PARAM_NULLPTR = 161001,
       ACLNN_ERR_PARAM_INVALID = 161002 };
enum { MAX_DIMS = 8, MAX_LIVE = 4096, MAX_STREAMS = 64, TENSOR_ALIGN = 32 };

typedef struct aclTensor {
  int64_t dims[MAX_DIMS];
  uint64_t ndim;
  int dtype;
  void *data;
  int64_t numel;
} aclTensor;

typedef struct aclOpExecutor {
  int backward;
  int dtype;
  int64_t numel;
  const aclTensor *dy, *x, *out;
  uint64_t workspace_size;
} aclOpExecutor;

typedef struct {
  void *ptr;
  size_t size;
  int device;
} Allocation;

typedef struct {
  void *stream;
  int device;
} StreamOnDevice;

static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER;
static aclTensor *g_tensors[MAX_LIVE];
static int g_num_tensors;
static aclOpExecutor *g_executors[MAX_LIVE];
static int g_num_executors;
static Allocation g_allocs[MAX_LIVE];
static int g_num_allocs;
static StreamOnDevice g_streams[MAX_STREAMS];
static int g_num_streams;
static int g_num_devices = 8;
static uint64_t g_workspace_size;
static int g_bf16_supported = 1;
static char g_soc_name[64] = "Ascend910B1";

/* The calling thread's current device, as CANN keeps one per thread. */
static __thread int t_device = -1;

static char g_fail_fn[128];
static int g_fail_status;
static char g_fail_msg[512];

static int g_violations;
static char g_first_violation[512];
static int g_last_dtype = -1;
static int64_t g_last_numel = -1;

static __thread char t_err[512];
static __thread char t_err_read[512];

#define NUM_FNS 14
static const char *const kFns[NUM_FNS] = {
    "aclCreateTensor", "aclDestroyTensor", "aclnnMishGetWorkspaceSize",
    "aclnnMish", "aclnnMishBackwardGetWorkspaceSize", "aclnnMishBackward",
    "aclrtMalloc", "aclrtFree", "aclrtSynchronizeStream",
    "aclGetRecentErrMsg", "aclrtGetDevice", "aclrtSetDevice",
    "aclrtGetSocName", "compute"};
static int g_calls[NUM_FNS];

static void count_call(const char *fn) {
  for (int i = 0; i < NUM_FNS; ++i) {
    if (strcmp(kFns[i], fn) == 0) { g_calls[i]++; return; }
  }
}

static void set_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(t_err, sizeof t_err, fmt, ap);
  va_end(ap);
}

/* Records a broken rule; returns `status` so callers can `return violation()`. */
static int violation(int status, const char *fn, const char *fmt, ...) {
  char msg[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (g_violations++ == 0) {
    snprintf(g_first_violation, sizeof g_first_violation, "%s: %s", fn, msg);
  }
  set_error("cann double: %s: invalid argument: %s", fn, msg);
  return status;
}

/* One-shot injected failure for `fn`: returns its status (0 if none is
 * armed for `fn`; an armed failure with status 0 is reported through
 * *fired, for functions that fail by returning NULL). */
static int injected_ex(const char *fn, int *fired) {
  *fired = 0;
  if (g_fail_fn[0] == '\0' || strcmp(g_fail_fn, fn) != 0) return 0;
  g_fail_fn[0] = '\0';
  set_error("%s", g_fail_msg);
  *fired = 1;
  return g_fail_status;
}

static int injected(const char *fn) {
  int fired;
  return injected_ex(fn, &fired);
}

static int find_ptr(void *const *table, int n, const void *p) {
  for (int i = 0; i < n; ++i) if (table[i] == p) return i;
  return -1;
}

static int find_alloc(const void *p) {
  for (int i = 0; i < g_num_allocs; ++i) if (g_allocs[i].ptr == p) return i;
  return -1;
}

/* The device `stream` belongs to, or -1 for a stream the double was not
 * told of. */
static int stream_device(const void *stream) {
  for (int i = 0; i < g_num_streams; ++i) {
    if (g_streams[i].stream == stream) return g_streams[i].device;
  }
  return -1;
}

static int elem_size(int dtype) {
  switch (dtype) {
    case ACL_FLOAT: return 4;
    case ACL_FLOAT16: case ACL_BF16: return 2;
    case ACL_DOUBLE: return 8;
    default: return 0;
  }
}

/* ---- numerics ------------------------------------------------------------ */

static double f16_to_double(uint16_t h) {
  const int e = (h >> 10) & 0x1f, m = h & 0x3ff;
  double v;
  if (e == 0) v = ldexp((double)m, -24);
  else if (e == 31) v = m ? NAN : INFINITY;
  else v = ldexp((double)(m | 0x400), e - 25);
  return (h & 0x8000) ? -v : v;
}

/* float -> binary16, round to nearest even. */
static uint16_t float_to_f16(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  const uint32_t sign = (x >> 16) & 0x8000u, a = x & 0x7fffffffu;
  if (a >= 0x7f800000u) return (uint16_t)(sign | (a > 0x7f800000u ? 0x7e00u : 0x7c00u));
  if (a >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u); /* >= 65520 */
  if (a < 0x38800000u) { /* below 2^-14: subnormal result */
    float v;
    memcpy(&v, &a, 4);
    return (uint16_t)(sign | (uint32_t)nearbyintf(v * 16777216.0f));
  }
  const uint32_t r = a - (112u << 23);
  return (uint16_t)(sign | ((r + 0xfffu + ((r >> 13) & 1u)) >> 13));
}

static double bf16_to_double(uint16_t h) {
  const uint32_t x = (uint32_t)h << 16;
  float f;
  memcpy(&f, &x, 4);
  return f;
}

static uint16_t float_to_bf16(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((x >> 16) | 0x40u);
  return (uint16_t)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
}

static double load(const void *p, int dtype, int64_t i) {
  switch (dtype) {
    case ACL_FLOAT: return ((const float *)p)[i];
    case ACL_FLOAT16: return f16_to_double(((const uint16_t *)p)[i]);
    default: return bf16_to_double(((const uint16_t *)p)[i]);
  }
}

static void store(void *p, int dtype, int64_t i, double v) {
  switch (dtype) {
    case ACL_FLOAT: ((float *)p)[i] = (float)v; break;
    case ACL_FLOAT16: ((uint16_t *)p)[i] = float_to_f16((float)v); break;
    default: ((uint16_t *)p)[i] = float_to_bf16((float)v); break;
  }
}

/* tanh(softplus(x)) and sech^2(softplus(x)) * sigmoid(x) with one exp of a
 * non-positive number, so nothing overflows. */
static void parts(double x, double *t, double *s2sig) {
  if (x > 0) {
    const double w = exp(-x), q = 1 + 2 * w + 2 * w * w;
    *t = (1 + 2 * w) / q;
    *s2sig = 4 * (1 + w) * w * w / (q * q);
  } else {
    const double e = exp(x), n = e * (e + 2);
    *t = n / (n + 2);
    *s2sig = 4 * (n + 1) / ((n + 2) * (n + 2)) * e / (e + 1);
  }
}

static double mish(double x) {
  if (isnan(x)) return x;
  double t, s;
  parts(x, &t, &s);
  if (isinf(x)) return x > 0 ? x : -0.0;
  return x * t;
}

static double mish_derivative(double x) {
  if (isnan(x)) return x;
  if (isinf(x)) return x > 0 ? 1.0 : 0.0;
  double t, s;
  parts(x, &t, &s);
  return t + x * s;
}

/* ---- CANN functions ------------------------------------------------------ */

EXPORT aclTensor *aclCreateTensor(const int64_t *viewDims, uint64_t viewDimsNum,
                                  int dataType, const int64_t *stride,
                                  int64_t offset, int format,
                                  const int64_t *storageDims,
                                  uint64_t storageDimsNum, void *tensorData) {
  static const char *fn = "aclCreateTensor";
  pthread_mutex_lock(&g_mu);
  count_call(fn);
  aclTensor *t = NULL;
  int fired;
  injected_ex(fn, &fired);
  if (fired) goto out;
  if (viewDimsNum > MAX_DIMS) { violation(0, fn, "viewDimsNum %llu > 8", (unsigned long long)viewDimsNum); goto out; }
  if (viewDimsNum > 0 && (viewDims == NULL || stride == NULL)) { violation(0, fn, "NULL viewDims or stride"); goto out; }
  if (elem_size(dataType) == 0) { violation(0, fn, "unknown dataType %d", dataType); goto out; }
  if (format != ACL_FORMAT_ND) { violation(0, fn, "format %d is not ACL_FORMAT_ND", format); goto out; }
  if (offset != 0) { violation(0, fn, "offset %lld != 0", (long long)offset); goto out; }
  if (storageDimsNum != viewDimsNum || (viewDimsNum > 0 && storageDims == NULL)) {
    violation(0, fn, "storage rank %llu differs from view rank %llu", (unsigned long long)storageDimsNum, (unsigned long long)viewDimsNum);
    goto out;
  }
  int64_t numel = 1, expect_stride = 1;
  for (int64_t i = (int64_t)viewDimsNum - 1; i >= 0; --i) {
    if (viewDims[i] < 0) { violation(0, fn, "negative dim %lld", (long long)viewDims[i]); goto out; }
    if (storageDims[i] != viewDims[i]) { violation(0, fn, "storage dim %lld != view dim %lld", (long long)storageDims[i], (long long)viewDims[i]); goto out; }
    if (stride[i] != expect_stride) { violation(0, fn, "stride[%lld] = %lld, contiguous needs %lld", (long long)i, (long long)stride[i], (long long)expect_stride); goto out; }
    numel *= viewDims[i];
    expect_stride *= viewDims[i] > 0 ? viewDims[i] : 1;
  }
  if (numel > 0 && tensorData == NULL) { violation(0, fn, "NULL tensorData for %lld elements", (long long)numel); goto out; }
  if (numel > 0 && ((uintptr_t)tensorData) % TENSOR_ALIGN != 0) { violation(0, fn, "tensorData %p is not 32-byte aligned", tensorData); goto out; }
  if (g_num_tensors == MAX_LIVE) { violation(0, fn, "more than %d live tensors (leak?)", MAX_LIVE); goto out; }
  t = calloc(1, sizeof *t);
  if (viewDimsNum > 0) memcpy(t->dims, viewDims, viewDimsNum * sizeof(int64_t));
  t->ndim = viewDimsNum;
  t->dtype = dataType;
  t->data = tensorData;
  t->numel = numel;
  g_tensors[g_num_tensors++] = t;
out:
  pthread_mutex_unlock(&g_mu);
  return t;
}

EXPORT int aclDestroyTensor(const aclTensor *tensor) {
  static const char *fn = "aclDestroyTensor";
  pthread_mutex_lock(&g_mu);
  count_call(fn);
  int status = injected(fn);
  if (!status) {
    const int i = find_ptr((void *const *)g_tensors, g_num_tensors, tensor);
    if (i < 0) {
      status = violation(ACLNN_ERR_PARAM_INVALID, fn, "%p is not a live tensor", (const void *)tensor);
    } else {
      free(g_tensors[i]);
      g_tensors[i] = g_tensors[--g_num_tensors];
    }
  }
  pthread_mutex_unlock(&g_mu);
  return status;
}

static int check_tensor(const char *fn, const char *name, const aclTensor *t,
                        const aclTensor *like) {
  if (t == NULL) return violation(ACLNN_ERR_PARAM_NULLPTR, fn, "%s is NULL", name);
  if (find_ptr((void *const *)g_tensors, g_num_tensors, t) < 0) {
    return violation(ACLNN_ERR_PARAM_INVALID, fn, "%s (%p) is not a live tensor", name, (const void *)t);
  }
  if (t->dtype != ACL_FLOAT && t->dtype != ACL_FLOAT16 && t->dtype != ACL_BF16) {
    return violation(ACLNN_ERR_PARAM_INVALID, fn, "%s has dtype %d; Mish takes FLOAT, FLOAT16, BF16", name, t->dtype);
  }
  if (like != NULL) {
    if (t->dtype != like->dtype) return violation(ACLNN_ERR_PARAM_INVALID, fn, "%s dtype %d != %d", name, t->dtype, like->dtype);
    if (t->ndim != like->ndim || memcmp(t->dims, like->dims, t->ndim * sizeof(int64_t)) != 0) {
      return violation(ACLNN_ERR_PARAM_INVALID, fn, "%s shape differs", name);
    }
  }
  return 0;
}

static int prepare(const char *fn, int backward, const aclTensor *dy,
                   const aclTensor *x, aclTensor *out, uint64_t *workspaceSize,
                   aclOpExecutor **executor) {
  pthread_mutex_lock(&g_mu);
  count_call(fn);
  int status = injected(fn);
  if (status) goto out;
  if (workspaceSize == NULL || executor == NULL) {
    status = violation(ACLNN_ERR_PARAM_NULLPTR, fn, "NULL workspaceSize or executor");
    goto out;
  }
  if ((status = check_tensor(fn, "self", x, NULL))) goto out;
  if (backward && (status = check_tensor(fn, "gradOutput", dy, x))) goto out;
  if ((status = check_tensor(fn, backward ? "gradInput" : "out", out, x))) goto out;
  if (x->dtype == ACL_BF16 && !g_bf16_supported) {
    status = ACLNN_ERR_PARAM_INVALID;
    set_error("EZ1001: %s: BF16 is not supported on this SoC", fn);
    goto out;
  }
  if (g_num_executors == MAX_LIVE) {
    status = violation(ACLNN_ERR_PARAM_INVALID, fn, "more than %d pending executors (leak?)", MAX_LIVE);
    goto out;
  }
  aclOpExecutor *e = calloc(1, sizeof *e);
  e->backward = backward;
  e->dtype = x->dtype;
  e->numel = x->numel;
  e->dy = dy;
  e->x = x;
  e->out = out;
  e->workspace_size = g_workspace_size;
  g_executors[g_num_executors++] = e;
  *workspaceSize = g_workspace_size;
  *executor = e;
  g_last_dtype = x->dtype;
  g_last_numel = x->numel;
out:
  pthread_mutex_unlock(&g_mu);
  return status;
}

static int launch(const char *fn, int backward, void *workspace,
                  uint64_t workspaceSize, aclOpExecutor *executor, void *stream) {
  pthread_mutex_lock(&g_mu);
  count_call(fn);
  const int i = find_ptr((void *const *)g_executors, g_num_executors, executor);
  int status = 0;
  if (i < 0) {
    status = violation(ACLNN_ERR_PARAM_INVALID, fn, "executor %p is not pending (used twice?)", (void *)executor);
    goto out;
  }
  /* A one-shot executor is spent by its launch, whatever the outcome. */
  g_executors[i] = g_executors[--g_num_executors];
  if ((status = injected(fn))) goto done;
  if (executor->backward != backward) {
    status = violation(ACLNN_ERR_PARAM_INVALID, fn, "executor was made by the other operator");
    goto done;
  }
  const int sdev = stream_device(stream);
  if (sdev < 0) {
    status = violation(ACLNN_ERR_PARAM_INVALID, fn, "stream %p is not a stream of any device", stream);
    goto done;
  }
  if (t_device != sdev) {
    status = violation(ACLNN_ERR_PARAM_INVALID, fn, "launch on device %d's stream %p from a thread whose current device is %d", sdev, stream, t_device);
    goto done;
  }
  if (workspaceSize != executor->workspace_size) {
    status = violation(ACLNN_ERR_PARAM_INVALID, fn, "workspaceSize %llu, GetWorkspaceSize gave %llu",
                       (unsigned long long)workspaceSize, (unsigned long long)executor->workspace_size);
    goto done;
  }
  if (workspaceSize == 0 && workspace != NULL) {
    status = violation(ACLNN_ERR_PARAM_INVALID, fn, "workspace %p given for size 0", workspace);
    goto done;
  }
  if (workspaceSize > 0) {
    const int a = find_alloc(workspace);
    if (a < 0 || g_allocs[a].size < workspaceSize) {
      status = violation(ACLNN_ERR_PARAM_INVALID, fn, "workspace %p is not an aclrtMalloc block of >= %llu bytes",
                         workspace, (unsigned long long)workspaceSize);
      goto done;
    }
    if (g_allocs[a].device != sdev) {
      status = violation(ACLNN_ERR_PARAM_INVALID, fn, "workspace %p is on device %d, the stream on device %d",
                         workspace, g_allocs[a].device, sdev);
      goto done;
    }
  }
  const aclTensor *ts[3] = {executor->dy, executor->x, executor->out};
  for (int k = backward ? 0 : 1; k < 3; ++k) {
    if (find_ptr((void *const *)g_tensors, g_num_tensors, ts[k]) < 0) {
      status = violation(ACLNN_ERR_PARAM_INVALID, fn, "a tensor was destroyed before the launch");
      goto done;
    }
  }
  count_call("compute");
  const int dt = executor->dtype;
  for (int64_t j = 0; j < executor->numel; ++j) {
    const double x = load(executor->x->data, dt, j);
    const double v = backward ? load(executor->dy->data, dt, j) * mish_derivative(x) : mish(x);
    store(executor->out->data, dt, j, v);
  }
done:
  free(executor);
out:
  pthread_mutex_unlock(&g_mu);
  return status;
}

EXPORT int aclnnMishGetWorkspaceSize(const aclTensor *self, aclTensor *out,
                                     uint64_t *workspaceSize, aclOpExecutor **executor) {
  return prepare("aclnnMishGetWorkspaceSize", 0, NULL, self, out, workspaceSize, executor);
}

EXPORT int aclnnMish(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, void *stream) {
  return launch("aclnnMish", 0, workspace, workspaceSize, executor, stream);
}

EXPORT int aclnnMishBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                             aclTensor *gradInput, uint64_t *workspaceSize,
                                             aclOpExecutor **executor) {
  return prepare("aclnnMishBackwardGetWorkspaceSize", 1, gradOutput, self, gradInput, workspaceSize, executor);
}

EXPORT int aclnnMishBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, void *stream) {
  return launch("aclnnMishBackward", 1, workspace, workspaceSize, executor, stream);
}

EXPORT int aclrtMalloc(void **devPtr, size_t size, int policy) {
  static const char *fn = "aclrtMalloc";
  pthread_mutex_lock(&g_mu);
  count_call(fn);
  int status = injected(fn);
  if (status) goto out;
  if (devPtr == NULL) { status = violation(ACL_ERROR_INVALID_PARAM, fn, "devPtr is NULL"); goto out; }
  if (size == 0) { status = violation(ACL_ERROR_INVALID_PARAM, fn, "size is 0"); goto out; }
  if (policy < 0 || policy > 2) { status = violation(ACL_ERROR_INVALID_PARAM, fn, "policy %d", policy); goto out; }
  if (g_num_allocs == MAX_LIVE) { status = violation(ACL_ERROR_INVALID_PARAM, fn, "too many live blocks (leak?)"); goto out; }
  if (t_device < 0) { status = violation(ACL_ERROR_RT_CONTEXT_NULL, fn, "no current device on this thread (aclrtSetDevice first)"); goto out; }
  void *p = NULL;
  if (posix_memalign(&p, 512, size) != 0) { status = 207001; set_error("out of memory"); goto out; }
  g_allocs[g_num_allocs].ptr = p;
  g_allocs[g_num_allocs].size = size;
  g_allocs[g_num_allocs].device = t_device;
  g_num_allocs++;
  *devPtr = p;
out:
  pthread_mutex_unlock(&g_mu);
  return status;
}

EXPORT int aclrtFree(void *devPtr) {
  static const char *fn = "aclrtFree";
  pthread_mutex_lock(&g_mu);
  count_call(fn);
  int status = injected(fn);
  if (!status) {
    const int a = find_alloc(devPtr);
    if (a < 0) {
      status = violation(ACL_ERROR_INVALID_PARAM, fn, "%p is not a live block", devPtr);
    } else if (g_allocs[a].device != t_device) {
      status = violation(ACL_ERROR_INVALID_PARAM, fn, "block %p is on device %d, the thread on device %d",
                         devPtr, g_allocs[a].device, t_device);
    } else {
      free(g_allocs[a].ptr);
      g_allocs[a] = g_allocs[--g_num_allocs];
    }
  }
  pthread_mutex_unlock(&g_mu);
  return status;
}

EXPORT int aclrtSynchronizeStream(void *stream) {
  static const char *fn = "aclrtSynchronizeStream";
  pthread_mutex_lock(&g_mu);
  count_call(fn);
  int status = injected(fn);
  if (!status && stream_device(stream) < 0) {
    status = violation(ACL_ERROR_INVALID_PARAM, fn, "stream %p is not a stream of any device", stream);
  }
  pthread_mutex_unlock(&g_mu);
  return status;
}

EXPORT int aclrtGetDevice(int32_t *deviceId) {
  static const char *fn = "aclrtGetDevice";
  pthread_mutex_lock(&g_mu);
  count_call(fn);
  int status = injected(fn);
  if (!status && deviceId == NULL) status = violation(ACL_ERROR_INVALID_PARAM, fn, "deviceId is NULL");
  if (!status && t_device < 0) {
    /* Not a violation: a fresh thread has no device, as in CANN. */
    status = ACL_ERROR_RT_CONTEXT_NULL;
    set_error("EE1001: no current device on this thread");
  }
  if (!status) *deviceId = t_device;
  pthread_mutex_unlock(&g_mu);
  return status;
}

EXPORT int aclrtSetDevice(int32_t deviceId) {
  static const char *fn = "aclrtSetDevice";
  pthread_mutex_lock(&g_mu);
  count_call(fn);
  int status = injected(fn);
  if (!status && (deviceId < 0 || deviceId >= g_num_devices)) {
    status = violation(ACL_ERROR_RT_INVALID_DEVICEID, fn, "device %d of %d", deviceId, g_num_devices);
  }
  if (!status) t_device = deviceId;
  pthread_mutex_unlock(&g_mu);
  return status;
}

EXPORT const char *aclrtGetSocName(void) {
  pthread_mutex_lock(&g_mu);
  count_call("aclrtGetSocName");
  const char *name = g_soc_name[0] != '\0' ? g_soc_name : NULL;
  pthread_mutex_unlock(&g_mu);
  return name;
}

/* Like CANN: the message is handed out once, then cleared. */
EXPORT const char *aclGetRecentErrMsg(void) {
  pthread_mutex_lock(&g_mu);
  count_call("aclGetRecentErrMsg");
  pthread_mutex_unlock(&g_mu);
  if (t_err[0] == '\0') return NULL;
  memcpy(t_err_read, t_err, sizeof t_err);
  t_err[0] = '\0';
  return t_err_read;
}

/* ---- control ------------------------------------------------------------- */

EXPORT void cannd_reset(void) {
  pthread_mutex_lock(&g_mu);
  for (int i = 0; i < g_num_tensors; ++i) free(g_tensors[i]);
  for (int i = 0; i < g_num_executors; ++i) free(g_executors[i]);
  for (int i = 0; i < g_num_allocs; ++i) free(g_allocs[i].ptr);
  g_num_tensors = g_num_executors = g_num_allocs = 0;
  memset(g_calls, 0, sizeof g_calls);
  g_fail_fn[0] = '\0';
  g_violations = 0;
  g_first_violation[0] = '\0';
  g_workspace_size = 0;
  g_bf16_supported = 1;
  g_num_streams = 0;
  g_num_devices = 8;
  snprintf(g_soc_name, sizeof g_soc_name, "%s", "Ascend910B1");
  g_last_dtype = -1;
  g_last_numel = -1;
  pthread_mutex_unlock(&g_mu);
}

/* `stream` is a stream of `device` (its only one, if it was another's). */
EXPORT void cannd_add_stream(void *stream, int device) {
  pthread_mutex_lock(&g_mu);
  int i = 0;
  while (i < g_num_streams && g_streams[i].stream != stream) ++i;
  if (i < MAX_STREAMS) {
    g_streams[i].stream = stream;
    g_streams[i].device = device;
    if (i == g_num_streams) g_num_streams++;
  }
  pthread_mutex_unlock(&g_mu);
}

/* `stream` is the only stream, on device 0. */
EXPORT void cannd_expect_stream(void *stream) {
  pthread_mutex_lock(&g_mu);
  g_num_streams = 0;
  pthread_mutex_unlock(&g_mu);
  cannd_add_stream(stream, 0);
}

/* The calling thread's current device (-1: none), for the tests. */
EXPORT int cannd_thread_device(void) { return t_device; }
EXPORT void cannd_set_thread_device(int device) { t_device = device; }

/* What aclrtGetSocName reports ("" makes it return NULL). */
EXPORT void cannd_set_soc_name(const char *name) {
  pthread_mutex_lock(&g_mu);
  snprintf(g_soc_name, sizeof g_soc_name, "%s", name);
  pthread_mutex_unlock(&g_mu);
}

EXPORT void cannd_set_workspace_size(uint64_t size) {
  pthread_mutex_lock(&g_mu);
  g_workspace_size = size;
  pthread_mutex_unlock(&g_mu);
}

EXPORT void cannd_set_bf16_supported(int yes) {
  pthread_mutex_lock(&g_mu);
  g_bf16_supported = yes;
  pthread_mutex_unlock(&g_mu);
}

/* The next call of `fn` fails with `status` and CANN message `message`. */
EXPORT void cannd_fail(const char *fn, int status, const char *message) {
  pthread_mutex_lock(&g_mu);
  snprintf(g_fail_fn, sizeof g_fail_fn, "%s", fn);
  g_fail_status = status;
  snprintf(g_fail_msg, sizeof g_fail_msg, "%s", message);
  pthread_mutex_unlock(&g_mu);
}

/* Calls of `fn` since the last reset; -1 for a name the double lacks. */
EXPORT int cannd_calls(const char *fn) {
  pthread_mutex_lock(&g_mu);
  int n = -1;
  for (int i = 0; i < NUM_FNS; ++i) if (strcmp(kFns[i], fn) == 0) n = g_calls[i];
  pthread_mutex_unlock(&g_mu);
  return n;
}

/* Readers of the books, under the lock like every writer. */
#define GETTER(type, name, expr) \
  EXPORT type name(void) {       \
    pthread_mutex_lock(&g_mu);   \
    const type v = (expr);       \
    pthread_mutex_unlock(&g_mu); \
    return v;                    \
  }

GETTER(int, cannd_violations, g_violations)
GETTER(const char *, cannd_first_violation, g_first_violation)
GETTER(int, cannd_live_tensors, g_num_tensors)
GETTER(int, cannd_pending_executors, g_num_executors)
GETTER(int, cannd_live_blocks, g_num_allocs)
GETTER(int, cannd_last_dtype, g_last_dtype)
GETTER(int64_t, cannd_last_numel, g_last_numel)
