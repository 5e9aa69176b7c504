// Wraps an XLA FFI handler symbol in a capsule for jax.ffi.register_ffi_target,
// checking at compile time that it is one.
#pragma once

#include <nanobind/nanobind.h>

#include <type_traits>

#include "xla/ffi/api/c_api.h"

namespace jax_mish {

template <typename Fn>
nanobind::capsule handler_capsule(Fn* fn) {
  static_assert(std::is_invocable_r_v<XLA_FFI_Error*, Fn, XLA_FFI_CallFrame*>,
                "not an XLA FFI handler");
  return nanobind::capsule(reinterpret_cast<void*>(fn));
}

}  // namespace jax_mish
