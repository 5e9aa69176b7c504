// The Ascend extension module: FFI handler capsules (for the Ascend plugin's
// custom-call platform, and CPU-platform twins for end-to-end tests against a
// CANN test double) plus the CANN loader's state. Importing it never touches
// CANN; the libraries are loaded on the first call that needs them. The
// underscored functions are private hooks for the tests (nb_module.h).
#include <nanobind/nanobind.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>

#include <cstdint>
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
      "_test_handlers",
      [] { return jax_mish::handler_capsules(MishFwdTest, MishGradTest); },
      "Private: the same handlers for the CPU platform, passing "
      "_test_stream() as the stream (for tests against a CANN test double).");
  m.def(
      "_test_stream",
      [] {
        return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(kTestStream));
      },
      "Private: the stream value the CPU-platform test handlers pass to CANN.");
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
      "release_workspaces", [] { return release_workspaces(); },
      "Synchronizes the streams and frees the CANN workspaces kept between "
      "calls; returns '' or the CANN errors met.");
  m.def("ffi_api_version", &jax_mish::ffi_api_version);
}
