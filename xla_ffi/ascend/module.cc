// The Ascend extension module: FFI handler capsules (for the Ascend plugin's
// custom-call platform, and CPU-platform twins for end-to-end tests against a
// CANN test double) plus the CANN loader's state. Importing it never touches
// CANN; the libraries are loaded on the first call that needs them.
#include <nanobind/nanobind.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>

#include <cstdint>
#include <string>
#include <tuple>
#include <type_traits>

#include "ascend/cann_loader.h"
#include "ascend/handlers.h"
#include "nb_capsule.h"
#include "xla/ffi/api/c_api.h"

namespace nb = nanobind;


NB_MODULE(_jax_mish_ascend, m) {
  using namespace jax_mish::ascend;
  m.def("registrations", [] {
    nb::dict d;
    d["jax_mish_ascend_fwd"] = jax_mish::handler_capsule(MishFwd);
    d["jax_mish_ascend_grad"] = jax_mish::handler_capsule(MishGrad);
    return d;
  }, "FFI target name -> handler capsule, for the Ascend custom-call platform.");
  m.def("test_registrations", [] {
    nb::dict d;
    d["jax_mish_ascend_test_fwd"] = jax_mish::handler_capsule(MishFwdTest);
    d["jax_mish_ascend_test_grad"] = jax_mish::handler_capsule(MishGradTest);
    return d;
  }, "The same handlers for the CPU platform, passing test_stream() as the "
     "stream (for tests against a CANN test double).");
  m.def("test_stream", [] {
    return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(kTestStream));
  }, "The stream value the CPU-platform test handlers pass to CANN.");
  m.def("lib_dir", [] {
    LibLocation loc = ResolveLibDir();
    return std::make_tuple(loc.dir, loc.source);
  }, "(directory, which variable named it) for the CANN libraries, as the "
     "environment says now.");
  m.def("load", [] {
    std::string error;
    const CannApi* api = LoadCann(&error);
    return std::make_tuple(api != nullptr, api != nullptr ? api->dir : error);
  }, "Loads CANN now: (True, directory) or (False, the reason it failed).");
  m.def("release_workspaces", [] { return ReleaseWorkspaces(); },
        "Synchronizes the streams and frees the CANN workspaces kept between "
        "calls; returns '' or the CANN errors met.");
  m.def("ffi_api_version", [] {
    return std::to_string(XLA_FFI_API_MAJOR) + "." +
           std::to_string(XLA_FFI_API_MINOR);
  });
}
