// What the three nanobind extension modules (cpu/, cuda/, ascend/ module.cc)
// share: the registrations() dict of handler capsules for
// jax.ffi.register_ffi_target, and the build facts every module reports.
//
// Each module's public names are what jax_mish needs: registrations() and
// build_info() (the Ascend module: registrations(), load(),
// release_workspaces() and ffi_api_version()). Tuning and test hooks carry a
// leading underscore: they are private to the tests and benchmarks, and may
// change without notice.
#pragma once

#include <nanobind/nanobind.h>

#include <string>
#include <type_traits>

#include "dtype_dispatch.h"
#include "mish_math.h"
#include "xla/ffi/api/c_api.h"

namespace jax_mish {

// Wraps an XLA FFI handler symbol in a capsule, checking at compile time that
// it is one.
template <typename Fn>
nanobind::capsule handler_capsule(Fn* fn) {
  static_assert(std::is_invocable_r_v<XLA_FFI_Error*, Fn, XLA_FFI_CallFrame*>,
                "not an XLA FFI handler");
  return nanobind::capsule(reinterpret_cast<void*>(fn));
}

// Defines module function `fn` returning {fwd_name: capsule, grad_name:
// capsule}: how each extension module hands its pair of FFI handlers to
// Python.
template <typename Fwd, typename Grad>
void def_registrations(nanobind::module_& m, const char* fn, const char* doc,
                       const char* fwd_name, Fwd* fwd, const char* grad_name,
                       Grad* grad) {
  m.def(
      fn,
      [=] {
        nanobind::dict d;
        d[fwd_name] = handler_capsule(fwd);
        d[grad_name] = handler_capsule(grad);
        return d;
      },
      doc);
}

// "MAJOR.MINOR" of the XLA FFI C API in the headers this module was built
// with.
inline std::string ffi_api_version() {
  return std::to_string(XLA_FFI_API_MAJOR) + "." +
         std::to_string(XLA_FFI_API_MINOR);
}

// The build facts the CPU and CUDA modules share: the FFI API version, and
// for each dtype of dtype_dispatch.h's table the type it is computed in and
// that type's limits as compiled into mish_math.h (clamp bounds lo / hi and
// unscaled_min_x, the cut-over of the tiny-result path), which
// tests/test_extension.py checks against jax_mish/reference.py.
inline nanobind::dict common_build_facts() {
  nanobind::dict d, dtypes;
  d["ffi_api_version"] = ffi_api_version();
  for_each_dtype([&](auto row) {
    using M = MathTraits<typename decltype(row)::Compute>;
    nanobind::dict facts;
    facts["compute"] = M::kName;
    facts["lo"] = static_cast<double>(M::kLo);
    facts["hi"] = static_cast<double>(M::kHi);
    facts["unscaled_min_x"] = static_cast<double>(M::kUnscaledMinX);
    dtypes[decltype(row)::kName] = facts;
  });
  d["dtypes"] = dtypes;
  return d;
}

}  // namespace jax_mish
