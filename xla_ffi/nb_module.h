// What the three nanobind extension modules (cpu/, cuda/, ascend/ module.cc)
// share: the handlers() dict of handler capsules by role and version, and the
// build facts every module reports. Target names are not written here:
// jax_mish/_targets.py names each (role, version) and registers it.
//
// Each module's public names are what jax_mish needs: handlers() and
// build_info() (the Ascend module: handlers(), load(), soc_name(),
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

// {("mish", 1): capsule, ("mish_grad", 1): capsule}: how each extension
// module hands its FFI handlers to Python, by role and version, checking at
// compile time that both are XLA FFI handlers. A changed handler is added
// beside the old one under the next version; the old one stays.
template <typename H>
void add_handler(nanobind::dict& d, const char* role, H* handler) {
  static_assert(std::is_invocable_r_v<XLA_FFI_Error*, H, XLA_FFI_CallFrame*>,
                "not an XLA FFI handler");
  d[nanobind::make_tuple(role, 1)] =
      nanobind::capsule(reinterpret_cast<void*>(handler));
}

template <typename Fwd, typename Grad>
nanobind::dict handler_capsules(Fwd* fwd, Grad* grad) {
  nanobind::dict d;
  add_handler(d, "mish", fwd);
  add_handler(d, "mish_grad", grad);
  return d;
}

// The kernel modules' (cpu/, cuda/) roles: those above, and the fused bias
// ops, ("mish_bias", 1): (x, b) -> y = mish(x + b), and ("mish_bias_grad",
// 1): (dy, x, b) -> (dx, db) (cpu/bias.h).
template <typename Fwd, typename Grad, typename BiasFwd, typename BiasGrad>
nanobind::dict handler_capsules(Fwd* fwd, Grad* grad, BiasFwd* bias_fwd,
                                BiasGrad* bias_grad) {
  nanobind::dict d = handler_capsules(fwd, grad);
  add_handler(d, "mish_bias", bias_fwd);
  add_handler(d, "mish_bias_grad", bias_grad);
  return d;
}

// "MAJOR.MINOR" of the XLA FFI C API in the headers this module was built
// with.
inline std::string ffi_api_version() {
  return std::to_string(XLA_FFI_API_MAJOR) + "." +
         std::to_string(XLA_FFI_API_MINOR);
}

// The public functions of a kernel module (cpu/, cuda/): handlers(), its
// mish, mish_grad, mish_bias and mish_bias_grad handlers, and build_info():
// the FFI API version; for each dtype of dtypes.h's table, the type it is
// computed in and that type's limits as compiled into mish_math.h (clamp
// bounds lo / hi and unscaled_min_x, the cut-over of the tiny-result path),
// which tests/test_extension.py checks against jax_mish/formulas.py; and
// what facts(dict&) adds.
template <typename Fwd, typename Grad, typename BiasFwd, typename BiasGrad,
          typename Facts>
void def_kernel_module(nanobind::module_& m, const char* handlers_doc, Fwd* fwd,
                       Grad* grad, BiasFwd* bias_fwd, BiasGrad* bias_grad,
                       Facts facts, const char* facts_doc) {
  m.def(
      "handlers",
      [=] { return handler_capsules(fwd, grad, bias_fwd, bias_grad); },
      handlers_doc);
  m.def(
      "build_info",
      [facts] {
        nanobind::dict d, dtypes;
        d["ffi_api_version"] = ffi_api_version();
        for_each_dtype([&](auto row) {
          using M = MathTraits<typename decltype(row)::Compute>;
          nanobind::dict limits;
          limits["compute"] = M::kName;
          limits["lo"] = static_cast<double>(M::kLo);
          limits["hi"] = static_cast<double>(M::kHi);
          limits["unscaled_min_x"] = static_cast<double>(M::kUnscaledMinX);
          dtypes[decltype(row)::kName] = limits;
        });
        d["dtypes"] = dtypes;
        facts(d);
        return d;
      },
      facts_doc);
}

}  // namespace jax_mish
