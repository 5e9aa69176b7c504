// The Ascend extension module: FFI handler capsules for the Ascend plugin's
// custom-call platform, plus the CANN loader's state. Importing it never
// touches CANN; the route loads the libraries when it is installed
// (load()). The underscored functions are private diagnostics
// (nb_module.h). It holds no test hooks: the tests' CPU-platform twins of the
// handlers are in test_hooks.cc, which only the tests compile.
#include <nanobind/nanobind.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>

#include <string>
#include <tuple>

#include "ascend/cann_loader.h"
#include "ascend/handlers.h"
#include "nb_module.h"

namespace nb = nanobind;

NB_MODULE(_jax_mish_ascend, m) {
  using namespace jax_mish::ascend;
  m.def(
      "handlers", [] { return jax_mish::handler_capsules(MishFwd, MishGrad); },
      "(role, version) -> handler capsule, for the Ascend custom-call "
      "platform.");
  m.def(
      "_lib_dir",
      [] {
        LibLocation loc = resolve_lib_dir();
        return std::make_tuple(loc.dir, loc.source);
      },
      "Private: (directory, which variable named it) for the CANN libraries, "
      "as the "
      "environment says now.");
  m.def(
      "load",
      [] {
        std::string error;
        const CannApi* api = load_cann(&error);
        return std::make_tuple(api != nullptr,
                               api != nullptr ? api->dir : error);
      },
      "Loads CANN now: (True, directory) or (False, the reason it failed).");
  m.def(
      "soc_name",
      [] {
        std::string error;
        const CannApi* api = load_cann(&error);
        const char* name = api != nullptr && api->soc_name != nullptr
                               ? api->soc_name()
                               : nullptr;
        return std::string(name != nullptr ? name : "");
      },
      "The SoC name CANN reports (aclrtGetSocName), or '' when CANN cannot "
      "be loaded, lacks the function or does not know it yet.");
  m.def(
      "_operator_library",
      [] {
        std::string error;
        const CannApi* api = load_cann(&error);
        return api != nullptr ? api->op_library : std::string();
      },
      "Private: the library the aclnn Mish operators were found in.");
  m.def(
      "release_workspaces", [] { return release_workspaces(); },
      // It waits on streams, which may need the GIL (host callbacks) to drain.
      nb::call_guard<nb::gil_scoped_release>(),
      "Synchronizes the streams and frees the CANN workspaces kept between "
      "calls; returns '' or the CANN errors met.");
  m.def("ffi_api_version", &jax_mish::ffi_api_version);
}
