// XLA FFI handlers that run Mish and MishGrad through CANN's aclnn operators
// (aclnnMish, aclnnMishBackward) on the stream XLA gives them.
#pragma once

#include <cstdint>
#include <string>

#include "xla/ffi/api/ffi.h"

namespace jax_mish::ascend {

// For the custom-call platform of an Ascend PJRT plugin: the aclrtStream
// comes from ffi::PlatformStream, its device from ffi::DeviceOrdinal.
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishFwd);
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishGrad);

// The same implementation, registrable on the CPU platform so that the whole
// route (lowering, XLA, handler, CANN calls) runs end to end against a test
// double of CANN. The CPU platform has no stream; these pass
// test_stream(device), one made-up stream per device.
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishFwdTest);
XLA_FFI_DECLARE_HANDLER_SYMBOL(MishGradTest);
inline void* test_stream(int32_t device) {
  return reinterpret_cast<void*>(uintptr_t{0x5eed0a00} +
                                 static_cast<uintptr_t>(device) * 0x100);
}

// Runs the handlers' implementation on raw buffers of `n` elements (dy only
// for `grad`), on test_stream(device), as XLA never would with a misaligned
// address: for the tests. Returns "" or the handler's error message.
std::string run_for_test(bool grad, int32_t device, uintptr_t dy, uintptr_t x,
                         uintptr_t out, int64_t n, const std::string& dtype);

// Synchronizes and frees the per-stream workspaces kept between calls.
// Returns an empty string on success, else CANN's error.
std::string release_workspaces();

}  // namespace jax_mish::ascend
