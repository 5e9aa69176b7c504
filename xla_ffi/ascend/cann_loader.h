// Finds and dlopens the CANN libraries at first use and resolves the few
// functions jax_mish calls. Nothing here links against CANN.
#pragma once

#include <string>

#include "ascend/cann_api.h"

namespace jax_mish::ascend {

// The CANN entry points, resolved from one library directory. Loaded tables
// live until the process exits: kernels may still be queued on a device
// stream when Python lets go of everything else.
struct CannApi {
  std::string dir;         // where the libraries were found
  std::string source;      // what chose that directory (for messages)
  std::string op_library;  // the operator library that provided aclnnMish
  cann::aclCreateTensorFn create_tensor = nullptr;
  cann::aclDestroyTensorFn destroy_tensor = nullptr;
  cann::aclnnMishGetWorkspaceSizeFn mish_workspace = nullptr;
  cann::aclnnMishFn mish = nullptr;
  cann::aclnnMishBackwardGetWorkspaceSizeFn mish_backward_workspace = nullptr;
  cann::aclnnMishBackwardFn mish_backward = nullptr;
  cann::aclrtMallocFn malloc = nullptr;
  cann::aclrtFreeFn free = nullptr;
  cann::aclrtSynchronizeStreamFn synchronize_stream = nullptr;
  cann::aclrtGetDeviceFn get_device = nullptr;
  cann::aclrtSetDeviceFn set_device = nullptr;
  cann::aclGetRecentErrMsgFn recent_error = nullptr;  // optional
  cann::aclrtGetSocNameFn soc_name = nullptr;         // optional

  // CANN's text for the last failure on this thread, or a note that there is
  // none (never NULL).
  std::string recent_error_message() const;
};

// The libraries that may hold the aclnn operators, searched in this order
// for each operator, whose two functions are taken from one library: the
// main operator library (op-plugin's first choice), the split one of newer
// CANN releases, then the per-domain libraries of older releases (op-plugin's
// fallbacks). Each is optional; at least one must load. Vendors' custom
// operator packages (libcust_opapi) are not searched: a custom Mish there
// would replace CANN's own.
inline constexpr const char* kOperatorLibraries[] = {
    "libopapi.so",           "libopapi_nn.so",   "libaclnn_ops_infer.so",
    "libaclnn_ops_train.so", "libaclnn_math.so",
};

// Environment variables that say where the libraries are, in order of
// precedence. The first one that is set (and not empty) is used alone.
inline constexpr const char* kLibDirEnv = "JAX_MISH_CANN_LIB_DIR";
inline constexpr const char* kToolkitHomeEnv =
    "ASCEND_TOOLKIT_HOME";                                       // + /lib64
inline constexpr const char* kHomePathEnv = "ASCEND_HOME_PATH";  // + /lib64
// CANN's default install location, used when none of the above is set.
inline constexpr const char* kDefaultLibDir =
    "/usr/local/Ascend/ascend-toolkit/latest/lib64";

// The library directory the environment names now, and which variable (or
// default) named it.
struct LibLocation {
  std::string dir;
  std::string source;
  bool chosen = false;  // named by $JAX_MISH_CANN_LIB_DIR, jax_mish's own
};
LibLocation resolve_lib_dir();

// Loads (once per directory) and returns the CANN functions, and makes them
// the current ones. Each library is looked for by its soname among those
// already loaded in the process first (dlopen with RTLD_NOLOAD, which never
// loads anything): the Ascend plugin's own CANN, whose runtime it has
// initialised, is the one to call. Only a library not loaded yet is
// dlopened by path, from
// * the directory of the libascendcl.so already loaded, where there is one
//   and $JAX_MISH_CANN_LIB_DIR is not set (the toolkit variables name where
//   CANN usually is; the plugin's copy is where it is in this process);
// * else the directory the environment names now (resolve_lib_dir).
// $JAX_MISH_CANN_LIB_DIR is a demand: where a library is already loaded from
// another file than the one in that directory, the load fails rather than
// put a second, uninitialised copy beside it.
// On failure returns nullptr, clears the current ones and sets *error to a
// message naming the directory, its source, the library or symbol that is
// missing and the loader's own error. Failures are not cached, so fixing the
// environment and retrying works. Thread-safe.
const CannApi* load_cann(std::string* error);

// The functions the last load_cann found, or load_cann's result if there are
// none yet. Handlers call this: the environment is read when Python lowers a
// function (which calls load_cann) or on the first run, not on every run, so
// a run never races with a change to the environment.
const CannApi* current_cann(std::string* error);

}  // namespace jax_mish::ascend
