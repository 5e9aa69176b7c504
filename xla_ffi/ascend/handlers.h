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

// The implementation behind both handlers: out = mish(x) (kMish, no dy) or
// out = dy * mish'(x) (kMishBackward) through CANN on `stream`, whose device
// is `device`. The handlers above decode their context and call it; so do
// the tests' CPU-platform twins (test_hooks.cc, which only the tests
// compile: the shipped module has no test hooks).
enum class Op { kMish, kMishBackward };
xla::ffi::Error run_op(Op kind, void* stream, int32_t device,
                       const xla::ffi::AnyBuffer* dy, xla::ffi::AnyBuffer x,
                       xla::ffi::AnyBuffer out);

// Synchronizes and frees the per-stream workspaces kept between calls.
// Returns an empty string on success, else CANN's error.
std::string release_workspaces();

}  // namespace jax_mish::ascend
