// What the three nanobind extension modules (cpu/, cuda/, ascend/ module.cc)
// share: handler capsules for jax.ffi.register_ffi_target, and the XLA FFI API
// version they were built against.
#pragma once

#include <nanobind/nanobind.h>

#include <string>
#include <type_traits>

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

// {fwd_name: capsule, grad_name: capsule}: a module's forward and gradient
// handlers.
template <typename Fwd, typename Grad>
nanobind::dict handler_pair(const char* fwd_name, Fwd* fwd,
                            const char* grad_name, Grad* grad) {
  nanobind::dict d;
  d[fwd_name] = handler_capsule(fwd);
  d[grad_name] = handler_capsule(grad);
  return d;
}

// Defines module function `fn` returning handler_pair(...): how each
// extension module hands a pair of FFI handlers to Python.
template <typename Fwd, typename Grad>
void def_handler_pair(nanobind::module_& m, const char* fn, const char* doc,
                      const char* fwd_name, Fwd* fwd, const char* grad_name,
                      Grad* grad) {
  m.def(
      fn, [=] { return handler_pair(fwd_name, fwd, grad_name, grad); }, doc);
}

// "MAJOR.MINOR" of the XLA FFI C API in the headers this module was built
// with.
inline std::string ffi_api_version() {
  return std::to_string(XLA_FFI_API_MAJOR) + "." +
         std::to_string(XLA_FFI_API_MINOR);
}

// The two functions of a kernel module (cpu/, cuda/): registrations(), its
// jax_mish_fwd and jax_mish_grad handlers, and build_info(), the FFI API
// version plus what facts(dict&) adds.
template <typename Fwd, typename Grad, typename Facts>
void def_kernel_module(nanobind::module_& m, const char* registrations_doc,
                       Fwd* fwd, Grad* grad, Facts facts,
                       const char* facts_doc) {
  def_handler_pair(m, "registrations", registrations_doc, "jax_mish_fwd", fwd,
                   "jax_mish_grad", grad);
  m.def(
      "build_info",
      [facts] {
        nanobind::dict d;
        d["ffi_api_version"] = ffi_api_version();
        facts(d);
        return d;
      },
      facts_doc);
}

}  // namespace jax_mish
