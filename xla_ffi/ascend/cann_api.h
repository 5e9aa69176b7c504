// Our own declarations of the few CANN (Ascend Compute Architecture for Neural
// Networks) types and functions jax_mish calls. The handlers never include
// CANN's headers and never link against CANN: they dlopen the libraries at
// first use and look these functions up by name, so the signatures below must
// match CANN's C ABI exactly. Each comes from the CANN header named beside it
// (under include/ in the CANN toolkit) and the aclnn / AscendCL API reference
// pages of the CANN documentation.
#pragma once

#include <cstddef>
#include <cstdint>

namespace jax_mish::ascend::cann {

// acl/acl_base.h: status codes of the runtime (ACL_SUCCESS == 0).
using aclError = int;
// aclnn/aclnn_base.h: status codes of the aclnn operator API (0 == success).
using aclnnStatus = int32_t;
// acl/acl_base.h: an opaque runtime stream handle.
using aclrtStream = void*;

// aclnn/acl_meta.h: opaque tensor and executor objects.
struct aclTensor;
struct aclOpExecutor;

// acl/acl_base.h, enum aclDataType (only the codes used here).
enum aclDataType : int {
  ACL_FLOAT = 0,
  ACL_FLOAT16 = 1,
  ACL_DOUBLE = 11,
  ACL_BF16 = 27,
};

// acl/acl_base.h, enum aclFormat: ND is a plain row-major N-d array.
enum aclFormat : int {
  ACL_FORMAT_ND = 2,
};

// acl/acl_rt.h, enum aclrtMemMallocPolicy.
enum aclrtMemMallocPolicy : int {
  ACL_MEM_MALLOC_HUGE_FIRST = 0,
};

extern "C" {

// aclnn/acl_meta.h (library: libnnopbase).
using aclCreateTensorFn =
    aclTensor* (*)(const int64_t* viewDims, uint64_t viewDimsNum,
                   aclDataType dataType, const int64_t* stride, int64_t offset,
                   aclFormat format, const int64_t* storageDims,
                   uint64_t storageDimsNum, void* tensorData);
using aclDestroyTensorFn = aclnnStatus (*)(const aclTensor* tensor);

// aclnnop/aclnn_mish.h (library: libopapi, or libopapi_nn in newer CANN).
using aclnnMishGetWorkspaceSizeFn = aclnnStatus (*)(const aclTensor* self,
                                                    aclTensor* out,
                                                    uint64_t* workspaceSize,
                                                    aclOpExecutor** executor);
using aclnnMishFn = aclnnStatus (*)(void* workspace, uint64_t workspaceSize,
                                    aclOpExecutor* executor,
                                    aclrtStream stream);

// aclnnop/aclnn_mish_backward.h (same library as aclnnMish).
using aclnnMishBackwardGetWorkspaceSizeFn = aclnnStatus (*)(
    const aclTensor* gradOutput, const aclTensor* self, aclTensor* gradInput,
    uint64_t* workspaceSize, aclOpExecutor** executor);
using aclnnMishBackwardFn = aclnnStatus (*)(void* workspace,
                                            uint64_t workspaceSize,
                                            aclOpExecutor* executor,
                                            aclrtStream stream);

// acl/acl_rt.h (library: libascendcl).
using aclrtMallocFn = aclError (*)(void** devPtr, size_t size,
                                   aclrtMemMallocPolicy policy);
using aclrtFreeFn = aclError (*)(void* devPtr);
using aclrtSynchronizeStreamFn = aclError (*)(aclrtStream stream);
// The calling thread's current device, and making a device current for it
// (the runtime keeps one per thread; CANN's samples call aclrtSetDevice
// before allocating or launching on a device).
using aclrtGetDeviceFn = aclError (*)(int32_t* deviceId);
using aclrtSetDeviceFn = aclError (*)(int32_t deviceId);
// The SoC's name ("Ascend910B1", ...), or NULL before the runtime knows it.
using aclrtGetSocNameFn = const char* (*)();

// acl/acl.h (library: libascendcl): the most recent error text of the
// calling thread, or NULL.
using aclGetRecentErrMsgFn = const char* (*)();

}  // extern "C"

}  // namespace jax_mish::ascend::cann
