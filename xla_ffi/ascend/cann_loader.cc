#include "ascend/cann_loader.h"

#include <dlfcn.h>
#include <sys/stat.h>
#if defined(__linux__)
#include <link.h>  // dlinfo's struct link_map
#endif

#include <atomic>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace jax_mish::ascend {
namespace {

std::mutex g_mu;
std::atomic<const CannApi*> g_current{nullptr};
// Keyed by directory so that a process (or a test) that points the
// environment elsewhere gets that directory's libraries, while the tables
// already handed out stay valid.
std::map<std::string, std::unique_ptr<CannApi>>& loaded_tables() {
  static auto* loaded = new std::map<std::string, std::unique_ptr<CannApi>>();
  return *loaded;
}

std::string getenv_string(const char* name) {
  const char* v = std::getenv(name);
  return v == nullptr ? std::string() : std::string(v);
}

std::string dl_error() {
  const char* e = dlerror();
  return e == nullptr ? std::string("unknown dlopen error") : std::string(e);
}

// The file a loaded library was mapped from, or "" where the platform
// cannot say (dlinfo is glibc's; CANN is Linux only).
std::string loaded_path(void* handle) {
#if defined(__linux__)
  struct link_map* map = nullptr;
  if (dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map != nullptr &&
      map->l_name != nullptr) {
    return map->l_name;
  }
#else
  (void)handle;
#endif
  return "";
}

// Whether two paths name one file (symbolic links followed).
bool same_file(const std::string& a, const std::string& b) {
  struct stat sa, sb;
  return stat(a.c_str(), &sa) == 0 && stat(b.c_str(), &sb) == 0 &&
         sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

// The handle of a library already loaded under `soname` (or opened by that
// name), or nullptr; never loads anything. RTLD_LAZY leaves the flags of a
// library already loaded as they are (RTLD_NOW would promote its bindings).
void* already_loaded(const char* soname) {
  return dlopen(soname, RTLD_LAZY | RTLD_NOLOAD);
}

class Libraries {
 public:
  enum class Opened { kYes, kMissing, kConflict };

  ~Libraries() {
    // Only reached on a failed load: nothing from these handles is in use.
    for (const Lib& l : libs_) dlclose(l.handle);
  }
  // Takes the copy of `name` already in the process, else opens dir/name.
  // With `chosen` (the directory was demanded), a copy already loaded from
  // another file is a conflict. On failure sets *error.
  Opened open(const std::string& dir, const char* name, bool is_operator_lib,
              bool chosen, std::string* error) {
    const std::string path = dir + "/" + name;
    if (void* h = already_loaded(name)) {
      const std::string from = loaded_path(h);
      if (chosen && !from.empty() && !same_file(from, path)) {
        dlclose(h);
        *error = std::string(name) +
                 " is already loaded in this process from " + from +
                 ", another file than " + path +
                 "; a second copy would not share the first one's runtime "
                 "state (devices, contexts, streams), so it is not loaded";
        return Opened::kConflict;
      }
      libs_.push_back({name, h, is_operator_lib});
      return Opened::kYes;
    }
    // RTLD_LAZY as an ordinary link would; RTLD_LOCAL keeps CANN's symbols
    // out of the global namespace.
    void* h = dlopen(path.c_str(), RTLD_LAZY | RTLD_LOCAL);
    if (h == nullptr) {
      *error = "cannot load " + path + ": " + dl_error();
      return Opened::kMissing;
    }
    libs_.push_back({name, h, is_operator_lib});
    return Opened::kYes;
  }
  // Searches the opened libraries in load order. Runtime and tensor
  // functions are searched everywhere: CANN releases have moved them between
  // libnnopbase, libopapi and libopapi_nn.
  void* find(const char* symbol) const {
    for (const Lib& l : libs_) {
      if (void* p = dlsym(l.handle, symbol)) return p;
    }
    return nullptr;
  }
  // The first operator library that has both functions of an operator
  // (GetWorkspaceSize and the launch): the executor one makes is read by the
  // other, so they must not come from two libraries. Sets *from (if not
  // null) to the library's name.
  bool find_pair(const char* prepare, const char* launch, void** p_prepare,
                 void** p_launch, const char** from) const {
    for (const Lib& l : libs_) {
      if (!l.is_operator_lib) continue;
      void* a = dlsym(l.handle, prepare);
      void* b = a != nullptr ? dlsym(l.handle, launch) : nullptr;
      if (b != nullptr) {
        *p_prepare = a;
        *p_launch = b;
        if (from != nullptr) *from = l.name;
        return true;
      }
    }
    return false;
  }
  void release() { libs_.clear(); }

 private:
  struct Lib {
    const char* name;
    void* handle;
    bool is_operator_lib;
  };
  std::vector<Lib> libs_;
};

template <typename Fn>
bool resolve(const Libraries& libs, const char* symbol, Fn* out,
             std::string* missing) {
  void* p = libs.find(symbol);
  if (p == nullptr) {
    if (!missing->empty()) *missing += ", ";
    *missing += symbol;
    return false;
  }
  *out = reinterpret_cast<Fn>(p);
  return true;
}

template <typename Prepare, typename Launch>
bool resolve_operator(const Libraries& libs, const char* prepare,
                      const char* launch, Prepare* p_prepare, Launch* p_launch,
                      std::string* missing, const char** from) {
  void* a = nullptr;
  void* b = nullptr;
  if (!libs.find_pair(prepare, launch, &a, &b, from)) {
    if (!missing->empty()) *missing += ", ";
    *missing += std::string(prepare) + " with " + launch;
    return false;
  }
  *p_prepare = reinterpret_cast<Prepare>(a);
  *p_launch = reinterpret_cast<Launch>(b);
  return true;
}

}  // namespace

std::string CannApi::recent_error_message() const {
  const char* m = recent_error != nullptr ? recent_error() : nullptr;
  if (m == nullptr || *m == '\0') return "(CANN reported no error message)";
  return std::string(m);
}

LibLocation resolve_lib_dir() {
  if (std::string v = getenv_string(kLibDirEnv); !v.empty()) {
    return {v, std::string("$") + kLibDirEnv, true};
  }
  if (std::string v = getenv_string(kToolkitHomeEnv); !v.empty()) {
    return {v + "/lib64", std::string("$") + kToolkitHomeEnv + "/lib64"};
  }
  if (std::string v = getenv_string(kHomePathEnv); !v.empty()) {
    return {v + "/lib64", std::string("$") + kHomePathEnv + "/lib64"};
  }
  return {kDefaultLibDir, "the default CANN location"};
}

namespace {

// The runtime library, loaded first; where the plugin has loaded CANN,
// this one is among its libraries.
constexpr const char* kRuntimeLibrary = "libascendcl.so";

// Called with g_mu held.
const CannApi* load_locked(LibLocation loc, std::string* error) {
  // Where CANN is in the process already and no directory was demanded, the
  // libraries not loaded yet come from beside it: one CANN, not two halves.
  if (!loc.chosen) {
    if (void* h = already_loaded(kRuntimeLibrary)) {
      const std::string from = loaded_path(h);
      dlclose(h);
      const size_t slash = from.rfind('/');
      if (slash != std::string::npos && slash > 0) {
        loc = {from.substr(0, slash), std::string("the ") + kRuntimeLibrary +
                                          " already loaded in this process"};
      }
    }
  }
  auto& loaded = loaded_tables();
  if (auto it = loaded.find(loc.dir); it != loaded.end()) {
    return it->second.get();
  }
  const std::string where =
      " (CANN library directory " + loc.dir + ", from " + loc.source + ")";
  const std::string hint =
      ". Install the CANN toolkit and source its set_env.sh, or set " +
      std::string(kLibDirEnv) + " to the directory holding libascendcl.so";
  const std::string conflict_hint = ". Unset " + std::string(kLibDirEnv) +
                                    " to use the CANN already loaded, or "
                                    "point it at that copy's directory";
  Libraries libs;
  std::string why;
  // Dependency order, so that each library finds the ones it needs already
  // loaded.
  for (const char* name : {kRuntimeLibrary, "libnnopbase.so"}) {
    const Libraries::Opened got =
        libs.open(loc.dir, name, false, loc.chosen, &why);
    if (got != Libraries::Opened::kYes) {
      *error = "jax_mish ascend: " + why + where +
               (got == Libraries::Opened::kConflict ? conflict_hint : hint);
      return nullptr;
    }
  }
  std::string first_error, names;
  bool any_operator_lib = false;
  for (const char* name : kOperatorLibraries) {
    std::string e;
    const Libraries::Opened got =
        libs.open(loc.dir, name, true, loc.chosen, &e);
    if (got == Libraries::Opened::kConflict) {
      *error = "jax_mish ascend: " + e + where + conflict_hint;
      return nullptr;
    }
    if (got == Libraries::Opened::kYes) {
      any_operator_lib = true;
    } else if (first_error.empty()) {
      first_error = e;
    }
    names += names.empty() ? name : std::string(", ") + name;
  }
  if (!any_operator_lib) {
    *error = "jax_mish ascend: none of the operator libraries (" + names +
             ") could be loaded (" + first_error + ")" + where + hint;
    return nullptr;
  }
  auto api = std::make_unique<CannApi>();
  api->dir = loc.dir;
  api->source = loc.source;
  std::string missing;
  resolve(libs, "aclCreateTensor", &api->create_tensor, &missing);
  resolve(libs, "aclDestroyTensor", &api->destroy_tensor, &missing);
  const char* op_library = nullptr;
  resolve_operator(libs, "aclnnMishGetWorkspaceSize", "aclnnMish",
                   &api->mish_workspace, &api->mish, &missing, &op_library);
  resolve_operator(libs, "aclnnMishBackwardGetWorkspaceSize",
                   "aclnnMishBackward", &api->mish_backward_workspace,
                   &api->mish_backward, &missing, nullptr);
  resolve(libs, "aclrtMalloc", &api->malloc, &missing);
  resolve(libs, "aclrtFree", &api->free, &missing);
  resolve(libs, "aclrtSynchronizeStream", &api->synchronize_stream, &missing);
  resolve(libs, "aclrtGetDevice", &api->get_device, &missing);
  resolve(libs, "aclrtSetDevice", &api->set_device, &missing);
  if (!missing.empty()) {
    *error = "jax_mish ascend: the CANN libraries lack " + missing + where +
             " (operators searched in " + names +
             "); this CANN release does not provide the aclnn Mish operators";
    return nullptr;
  }
  api->op_library = op_library != nullptr ? op_library : "";
  std::string optional;
  resolve(libs, "aclGetRecentErrMsg", &api->recent_error, &optional);
  resolve(libs, "aclrtGetSocName", &api->soc_name, &optional);
  libs.release();  // keep the handles open for the life of the process
  const CannApi* result = api.get();
  loaded.emplace(loc.dir, std::move(api));
  return result;
}

}  // namespace

const CannApi* load_cann(std::string* error) {
  const LibLocation loc = resolve_lib_dir();
  std::lock_guard<std::mutex> lock(g_mu);
  const CannApi* api = load_locked(loc, error);
  g_current.store(api, std::memory_order_release);
  return api;
}

const CannApi* current_cann(std::string* error) {
  if (const CannApi* api = g_current.load(std::memory_order_acquire)) {
    return api;
  }
  return load_cann(error);
}

}  // namespace jax_mish::ascend
