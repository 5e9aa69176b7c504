#include "ascend/cann_loader.h"

#include <dlfcn.h>

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

class Libraries {
 public:
  ~Libraries() {
    // Only reached on a failed load: nothing from these handles is in use.
    for (void* h : handles_) dlclose(h);
  }
  // Opens dir/name; `required` failures are reported through *error.
  bool open(const std::string& dir, const char* name, bool required,
            std::string* error) {
    const std::string path = dir + "/" + name;
    // RTLD_LAZY as an ordinary link would; RTLD_LOCAL keeps CANN's symbols
    // out of the global namespace.
    void* h = dlopen(path.c_str(), RTLD_LAZY | RTLD_LOCAL);
    if (h == nullptr) {
      const std::string why = dl_error();
      if (required) *error = "cannot load " + path + ": " + why;
      return false;
    }
    handles_.push_back(h);
    return true;
  }
  // Searches every opened library in load order: CANN releases have moved
  // functions between libnnopbase, libopapi and libopapi_nn.
  void* find(const char* symbol) const {
    for (void* h : handles_) {
      if (void* p = dlsym(h, symbol)) return p;
    }
    return nullptr;
  }
  void release() { handles_.clear(); }

 private:
  std::vector<void*> handles_;
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

}  // namespace

std::string CannApi::recent_error_message() const {
  const char* m = recent_error != nullptr ? recent_error() : nullptr;
  if (m == nullptr || *m == '\0') return "(CANN reported no error message)";
  return std::string(m);
}

LibLocation resolve_lib_dir() {
  if (std::string v = getenv_string(kLibDirEnv); !v.empty()) {
    return {v, std::string("$") + kLibDirEnv};
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

// Called with g_mu held.
const CannApi* load_locked(const LibLocation& loc, std::string* error) {
  auto& loaded = loaded_tables();
  if (auto it = loaded.find(loc.dir); it != loaded.end()) {
    return it->second.get();
  }
  const std::string where =
      " (CANN library directory " + loc.dir + ", from " + loc.source + ")";
  const std::string hint =
      ". Install the CANN toolkit and source its set_env.sh, or set " +
      std::string(kLibDirEnv) + " to the directory holding libascendcl.so";
  Libraries libs;
  std::string why;
  // Dependency order, so that each library finds the ones it needs already
  // loaded.
  if (!libs.open(loc.dir, "libascendcl.so", true, &why) ||
      !libs.open(loc.dir, "libnnopbase.so", true, &why)) {
    *error = "jax_mish ascend: " + why + where + hint;
    return nullptr;
  }
  std::string opapi_error;
  const bool has_opapi = libs.open(loc.dir, "libopapi.so", true, &opapi_error);
  const bool has_opapi_nn = libs.open(loc.dir, "libopapi_nn.so", false, &why);
  if (!has_opapi && !has_opapi_nn) {
    *error =
        "jax_mish ascend: neither libopapi.so nor libopapi_nn.so could be "
        "loaded (" +
        opapi_error + ")" + where + hint;
    return nullptr;
  }
  auto api = std::make_unique<CannApi>();
  api->dir = loc.dir;
  std::string missing;
  resolve(libs, "aclCreateTensor", &api->create_tensor, &missing);
  resolve(libs, "aclDestroyTensor", &api->destroy_tensor, &missing);
  resolve(libs, "aclnnMishGetWorkspaceSize", &api->mish_workspace, &missing);
  resolve(libs, "aclnnMish", &api->mish, &missing);
  resolve(libs, "aclnnMishBackwardGetWorkspaceSize",
          &api->mish_backward_workspace, &missing);
  resolve(libs, "aclnnMishBackward", &api->mish_backward, &missing);
  resolve(libs, "aclrtMalloc", &api->malloc, &missing);
  resolve(libs, "aclrtFree", &api->free, &missing);
  resolve(libs, "aclrtSynchronizeStream", &api->synchronize_stream, &missing);
  if (!missing.empty()) {
    *error = "jax_mish ascend: the CANN libraries lack " + missing + where +
             "; this CANN release does not provide the aclnn Mish operators";
    return nullptr;
  }
  std::string optional;
  resolve(libs, "aclGetRecentErrMsg", &api->recent_error, &optional);
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
