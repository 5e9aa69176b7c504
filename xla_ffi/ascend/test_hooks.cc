// Test hooks of the Ascend handlers, for the tests against the CANN test
// double (tests/ascend_double/cann_double.c). Never part of the shipped
// module: xla_ffi/CMakeLists.txt does not compile this file.
// tests/_ascend_support.py compiles it with handlers.cc and cann_loader.cc
// into a plain shared library (no Python module, so a C++ compiler and the
// XLA FFI headers of the jaxlib installed are all it needs) and loads it
// with ctypes, as the module `jax_mish._jax_mish_ascend_hooks`.
//
// What it adds to the handlers: CPU-platform twins of them, which XLA's CPU
// runtime can call (the CPU platform has no stream: they pass
// jm_ascend_test_stream(device), one made-up stream per device, which the
// double knows), the handlers' implementation on raw addresses (to reach the
// alignment checks XLA's buffers never trip), and the loader's functions
// the shipped module exposes, over this library's own loader state (its
// copy of cann_loader.cc), so that the route loads CANN where the twins
// will look for it.
#include <cstdint>
#include <string>

#include "ascend/cann_loader.h"
#include "ascend/handlers.h"
#include "xla/ffi/api/c_api.h"
#include "xla/ffi/api/ffi.h"

namespace ffi = xla::ffi;

namespace jax_mish::ascend {
namespace {

void* test_stream(int32_t device) {
  return reinterpret_cast<void*>(uintptr_t{0x5eed0a00} +
                                 static_cast<uintptr_t>(device) * 0x100);
}

ffi::Error fwd_twin(int32_t device, ffi::AnyBuffer x,
                    ffi::Result<ffi::AnyBuffer> y) {
  return run_op(Op::kMish, test_stream(device), device, nullptr, x, *y);
}

ffi::Error grad_twin(int32_t device, ffi::AnyBuffer dy, ffi::AnyBuffer x,
                     ffi::Result<ffi::AnyBuffer> dx) {
  return run_op(Op::kMishBackward, test_stream(device), device, &dy, x, *dx);
}

// Strings handed to ctypes (c_char_p copies them at once).
const char* out(std::string s) {
  thread_local std::string held;
  held = std::move(s);
  return held.c_str();
}

}  // namespace
}  // namespace jax_mish::ascend

using jax_mish::ascend::CannApi;

XLA_FFI_DEFINE_HANDLER_SYMBOL(jm_ascend_test_mish, jax_mish::ascend::fwd_twin,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::DeviceOrdinal>()
                                  .Arg<ffi::AnyBuffer>()    // x
                                  .Ret<ffi::AnyBuffer>());  // y

XLA_FFI_DEFINE_HANDLER_SYMBOL(jm_ascend_test_mish_grad,
                              jax_mish::ascend::grad_twin,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::DeviceOrdinal>()
                                  .Arg<ffi::AnyBuffer>()    // dy
                                  .Arg<ffi::AnyBuffer>()    // x
                                  .Ret<ffi::AnyBuffer>());  // dx

extern "C" {

// The stream the twins pass to CANN for a device.
uint64_t jm_ascend_test_stream(int32_t device) {
  return static_cast<uint64_t>(
      reinterpret_cast<uintptr_t>(jax_mish::ascend::test_stream(device)));
}

// The implementation on raw buffers of `n` elements (dy only for `grad`),
// at any alignment, on jm_ascend_test_stream(device): "" or its error.
const char* jm_ascend_run_handler(int grad, int32_t device, uintptr_t dy,
                                  uintptr_t x, uintptr_t result, int64_t n,
                                  const char* dtype_name) {
  using jax_mish::ascend::out;
  const std::string dtype(dtype_name);
  XLA_FFI_DataType type;
  if (dtype == "float32") {
    type = XLA_FFI_DataType_F32;
  } else if (dtype == "float16") {
    type = XLA_FFI_DataType_F16;
  } else if (dtype == "bfloat16") {
    type = XLA_FFI_DataType_BF16;
  } else {
    return out("jm_ascend_run_handler: unknown dtype " + dtype);
  }
  int64_t dims[1] = {n};
  auto buffer = [&](uintptr_t data) {
    return XLA_FFI_Buffer{XLA_FFI_Buffer_STRUCT_SIZE,    nullptr, type,
                          reinterpret_cast<void*>(data), 1,       dims};
  };
  XLA_FFI_Buffer b_dy = buffer(dy), b_x = buffer(x), b_out = buffer(result);
  ffi::AnyBuffer a_dy(&b_dy);
  ffi::Error e = jax_mish::ascend::run_op(
      grad ? jax_mish::ascend::Op::kMishBackward : jax_mish::ascend::Op::kMish,
      jax_mish::ascend::test_stream(device), device, grad ? &a_dy : nullptr,
      ffi::AnyBuffer(&b_x), ffi::AnyBuffer(&b_out));
  return out(e.failure() ? e.message() : std::string());
}

// The shipped module's load(): 1 and the directory, or 0 and the reason.
int jm_ascend_load(const char** where) {
  std::string error;
  const CannApi* api = jax_mish::ascend::load_cann(&error);
  *where = jax_mish::ascend::out(api != nullptr ? api->dir : error);
  return api != nullptr ? 1 : 0;
}

// The shipped module's soc_name().
const char* jm_ascend_soc_name() {
  std::string error;
  const CannApi* api = jax_mish::ascend::load_cann(&error);
  const char* name =
      api != nullptr && api->soc_name != nullptr ? api->soc_name() : nullptr;
  return jax_mish::ascend::out(name != nullptr ? name : "");
}

// The shipped module's _operator_library().
const char* jm_ascend_operator_library() {
  std::string error;
  const CannApi* api = jax_mish::ascend::load_cann(&error);
  return jax_mish::ascend::out(api != nullptr ? api->op_library : "");
}

// The shipped module's _lib_dir(): the directory, and the source in *source.
const char* jm_ascend_lib_dir(const char** source) {
  static thread_local std::string held_source;
  jax_mish::ascend::LibLocation loc = jax_mish::ascend::resolve_lib_dir();
  held_source = loc.source;
  *source = held_source.c_str();
  return jax_mish::ascend::out(loc.dir);
}

// The shipped module's release_workspaces(): "" or the CANN errors met.
const char* jm_ascend_release_workspaces() {
  return jax_mish::ascend::out(jax_mish::ascend::release_workspaces());
}

}  // extern "C"
