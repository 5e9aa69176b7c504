#include "ascend/handlers.h"

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include "ascend/cann_api.h"
#include "ascend/cann_loader.h"
#include "ffi_checks.h"

namespace ffi = xla::ffi;

namespace jax_mish::ascend {
namespace {

using cann::aclDataType;

// CANN's Mish operators take float32 and float16 everywhere and bfloat16 on
// Atlas A2 (910B) and later; the Python lowering sends nothing else here.
bool to_acl(ffi::DataType t, aclDataType* out) {
  switch (t) {
    case ffi::DataType::F32: *out = cann::ACL_FLOAT; return true;
    case ffi::DataType::F16: *out = cann::ACL_FLOAT16; return true;
    case ffi::DataType::BF16: *out = cann::ACL_BF16; return true;
    default: return false;
  }
}

// `what` says how the call failed ("failed with CANN status 161002",
// "returned NULL"); CANN's own message follows it.
ffi::Error cann_error(const CannApi& api, const std::string& op, const char* fn,
                      const std::string& what,
                      ffi::ErrorCode code = ffi::ErrorCode::kInternal) {
  return ffi::Error(code, op_message(op, std::string(fn) + " " + what + ": " +
                                             api.recent_error_message()));
}

ffi::Error cann_failure(const CannApi& api, const std::string& op,
                        const char* fn, long long status,
                        ffi::ErrorCode code = ffi::ErrorCode::kInternal) {
  return cann_error(api, op, fn,
                    "failed with CANN status " + std::to_string(status), code);
}

// CANN keeps a current device per host thread, and aclrtMalloc allocates on
// it. XLA names the device whose stream it hands the handler; making that
// device current (as CANN's samples do before allocating or launching)
// keeps the workspace on the stream's device whichever thread runs the
// handler. On the plugin's own threads the device is already current and
// only aclrtGetDevice is called. The thread is left on that device: the
// plugin sets its own context before its next call.
ffi::Error use_device(const CannApi& api, const std::string& op,
                      int32_t device) {
  int32_t current = -1;
  const cann::aclError got = api.get_device(&current);
  if (got == 0 && current == device) return ffi::Error::Success();
  // No device yet on this thread is not an error here, but CANN has recorded
  // a message for it; read it now, or a later failure would report it.
  if (got != 0) api.recent_error_message();
  if (cann::aclError s = api.set_device(device); s != 0) {
    return cann_failure(api, op, "aclrtSetDevice", s);
  }
  return ffi::Error::Success();
}

// Tensor descriptors of one call; destroyed on every path. Destroying them
// right after the launch call is fine: the executor has taken what it needs.
class Tensors {
 public:
  explicit Tensors(const CannApi& api) : api_(api) {}
  ~Tensors() {
    // Error paths only: the primary error is already being returned.
    for (int i = 0; i < count_; ++i) api_.destroy_tensor(t_[i]);
  }
  Tensors(const Tensors&) = delete;
  Tensors& operator=(const Tensors&) = delete;

  // A 1-D contiguous ND tensor over `n` elements at `data`. The operation is
  // elementwise over dense buffers, so the flat view is exact and avoids
  // aclnn's rank limit of 8 and its handling of rank 0.
  cann::aclTensor* add(const CannApi& api, int64_t n, aclDataType dtype,
                       void* data) {
    const int64_t dims[1] = {n};
    const int64_t strides[1] = {1};
    cann::aclTensor* t = api.create_tensor(dims, 1, dtype, strides, 0,
                                           cann::ACL_FORMAT_ND, dims, 1, data);
    if (t != nullptr) t_[count_++] = t;
    return t;
  }

  // Destroys all; returns the first failing status (0 when all succeed).
  cann::aclnnStatus release() {
    cann::aclnnStatus first = 0;
    for (int i = 0; i < count_; ++i) {
      const cann::aclnnStatus s = api_.destroy_tensor(t_[i]);
      if (s != 0 && first == 0) first = s;
    }
    count_ = 0;
    return first;
  }

 private:
  const CannApi& api_;
  cann::aclTensor* t_[3] = {nullptr, nullptr, nullptr};
  int count_ = 0;
};

// One device workspace per stream and device, kept between calls. Kernels on
// a stream run in order, so the next launch on the same stream may reuse the
// memory without waiting; only replacing it (a larger size was asked for)
// has to synchronize the stream before aclrtFree. Each entry has its own
// lock, held from choosing the workspace until the launch is queued, so a
// replacement on another thread cannot free memory a queued kernel will
// still use. The table's lock is held only to find an entry, never across a
// CANN call: a handler waiting on one device's stream does not hold up the
// handlers of other devices (whose work that stream may be waiting for).
class Workspaces {
 public:
  template <typename Launch>
  ffi::Error run(const CannApi& api, const std::string& op, void* stream,
                 int32_t device, uint64_t size, Launch launch) {
    if (size == 0) return launch(nullptr);
    for (;;) {
      std::shared_ptr<Entry> entry = find(stream, device);
      std::lock_guard<std::mutex> lock(entry->mu);
      if (entry->retired) continue;  // release_all took it out meanwhile
      if (entry->ptr != nullptr && (entry->size < size || entry->api != &api)) {
        if (ffi::Error e = drop(op, stream, device, *entry); e.failure()) {
          return e;
        }
      }
      if (entry->ptr == nullptr) {
        void* ptr = nullptr;
        const cann::aclError s = api.malloc(&ptr, static_cast<size_t>(size),
                                            cann::ACL_MEM_MALLOC_HUGE_FIRST);
        if (s != 0) {
          return cann_failure(api, op, "aclrtMalloc", s,
                              ffi::ErrorCode::kResourceExhausted);
        }
        if (ptr == nullptr) {
          return cann_error(api, op, "aclrtMalloc", "returned no memory",
                            ffi::ErrorCode::kResourceExhausted);
        }
        entry->api = &api;
        entry->ptr = ptr;
        entry->size = size;
      }
      return launch(entry->ptr);
    }
  }

  std::string release_all() {
    std::map<Key, std::shared_ptr<Entry>> entries;
    {
      std::lock_guard<std::mutex> lock(mu_);
      entries.swap(entries_);
    }
    std::string errors;
    for (auto& [key, entry] : entries) {
      std::lock_guard<std::mutex> lock(entry->mu);
      entry->retired = true;
      if (entry->ptr == nullptr) continue;
      if (ffi::Error e =
              drop("ascend release_workspaces", key.first, key.second, *entry);
          e.failure()) {
        errors += e.message() + "\n";
      }
    }
    return errors;
  }

 private:
  using Key = std::pair<void*, int32_t>;  // (stream, its device)

  struct Entry {
    const CannApi* api = nullptr;
    void* ptr = nullptr;  // on the key's device; nullptr: none held
    uint64_t size = 0;
    std::mutex mu;
    bool retired = false;  // out of the table; the next caller finds anew
  };

  std::shared_ptr<Entry> find(void* stream, int32_t device) {
    std::lock_guard<std::mutex> lock(mu_);
    std::shared_ptr<Entry>& e = entries_[Key(stream, device)];
    if (e == nullptr) e = std::make_shared<Entry>();
    return e;
  }

  // Frees the entry's block once its stream has finished with it. On a
  // failure the block is kept (a kernel may still use it).
  static ffi::Error drop(const std::string& op, void* stream, int32_t device,
                         Entry& e) {
    if (ffi::Error err = use_device(*e.api, op, device); err.failure()) {
      return err;
    }
    if (cann::aclError s = e.api->synchronize_stream(stream); s != 0) {
      return cann_failure(*e.api, op, "aclrtSynchronizeStream", s);
    }
    if (cann::aclError s = e.api->free(e.ptr); s != 0) {
      return cann_failure(*e.api, op, "aclrtFree", s);
    }
    e.ptr = nullptr;
    e.size = 0;
    return ffi::Error::Success();
  }

  std::mutex mu_;  // guards entries_ only
  std::map<Key, std::shared_ptr<Entry>> entries_;
};

Workspaces& global_workspaces() {
  // Never destroyed: handlers may run while the process is exiting.
  static auto* w = new Workspaces();
  return *w;
}

// CANN asks for tensorData aligned to 32 bytes. XLA's device allocations are
// aligned far beyond that; a buffer that is not is refused rather than
// handed to a kernel that may misread it.
constexpr uintptr_t kCannAlignment = 32;

ffi::Error check_aligned(const char* op, const char* name, const void* p) {
  const uintptr_t a = reinterpret_cast<uintptr_t>(p);
  if (a % kCannAlignment == 0) return ffi::Error::Success();
  char where[32];
  std::snprintf(where, sizeof where, "0x%" PRIxPTR, a);
  return ffi::Error::InvalidArgument(op_message(
      op, std::string(name) + " is at " + where +
              ", which is not 32-byte aligned; CANN requires tensor data "
              "aligned to 32 bytes"));
}

}  // namespace

// out = mish(x)                  for Op::kMish (dy unused)
// out = dy * mish'(x)            for Op::kMishBackward
ffi::Error run_op(Op kind, void* stream, int32_t device,
                  const ffi::AnyBuffer* dy, ffi::AnyBuffer x,
                  ffi::AnyBuffer out) {
  const char* op = kind == Op::kMish ? "ascend mish" : "ascend mish_grad";
  if (ffi::Error e = dy != nullptr ? check_grad_args(op, *dy, x, out)
                                   : check_same(op, "input and output", x, out);
      e.failure()) {
    return e;
  }
  aclDataType dtype;
  if (!to_acl(x.element_type(), &dtype)) {
    return ffi::Error::InvalidArgument(op_message(
        op, "CANN has no kernel for " + dtype_name(x.element_type()) +
                " (float32, float16, bfloat16 only); the jax_mish lowering "
                "sends other dtypes through the pure-JAX path"));
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  // Nothing to compute; aclnn's handling of empty tensors differs between
  // CANN releases, so it is not asked.
  if (n == 0) return ffi::Error::Success();
  if (dy != nullptr) {
    if (ffi::Error e = check_aligned(op, "dy", dy->untyped_data());
        e.failure()) {
      return e;
    }
  }
  if (ffi::Error e = check_aligned(op, "x", x.untyped_data()); e.failure()) {
    return e;
  }
  if (ffi::Error e = check_aligned(op, "the output", out.untyped_data());
      e.failure()) {
    return e;
  }

  std::string load_error;
  const CannApi* api = current_cann(&load_error);
  if (api == nullptr) {
    return ffi::Error(ffi::ErrorCode::kFailedPrecondition, load_error);
  }
  if (ffi::Error e = use_device(*api, op, device); e.failure()) return e;

  Tensors tensors(*api);
  auto no_tensor = [&] {
    return cann_error(*api, op, "aclCreateTensor", "returned NULL");
  };
  cann::aclTensor* t_dy = nullptr;
  if (dy != nullptr) {
    t_dy = tensors.add(*api, n, dtype, dy->untyped_data());
    if (t_dy == nullptr) return no_tensor();
  }
  cann::aclTensor* t_x = tensors.add(*api, n, dtype, x.untyped_data());
  if (t_x == nullptr) return no_tensor();
  cann::aclTensor* t_out = tensors.add(*api, n, dtype, out.untyped_data());
  if (t_out == nullptr) return no_tensor();

  uint64_t ws_size = 0;
  cann::aclOpExecutor* executor = nullptr;
  const char* prepare_name = kind == Op::kMish
                                 ? "aclnnMishGetWorkspaceSize"
                                 : "aclnnMishBackwardGetWorkspaceSize";
  const cann::aclnnStatus prepared =
      kind == Op::kMish
          ? api->mish_workspace(t_x, t_out, &ws_size, &executor)
          : api->mish_backward_workspace(t_dy, t_x, t_out, &ws_size, &executor);
  if (prepared != 0) return cann_failure(*api, op, prepare_name, prepared);
  if (executor == nullptr) {
    return ffi::Error(
        ffi::ErrorCode::kInternal,
        op_message(op, std::string(prepare_name) +
                           " succeeded but returned no executor"));
  }

  // If the workspace cannot be had, the executor is never launched and stays
  // with CANN: aclDestroyAclOpExecutor is documented only for executors made
  // repeatable, and a one-shot executor is released by its launch.
  ffi::Error launched = global_workspaces().run(
      *api, op, stream, device, ws_size, [&](void* workspace) -> ffi::Error {
        const cann::aclnnStatus s =
            kind == Op::kMish
                ? api->mish(workspace, ws_size, executor, stream)
                : api->mish_backward(workspace, ws_size, executor, stream);
        if (s != 0) {
          return cann_failure(
              *api, op, kind == Op::kMish ? "aclnnMish" : "aclnnMishBackward",
              s);
        }
        return ffi::Error::Success();
      });
  if (launched.failure()) return launched;
  if (cann::aclnnStatus s = tensors.release(); s != 0) {
    return cann_failure(*api, op, "aclDestroyTensor", s);
  }
  return ffi::Error::Success();
}

namespace {

ffi::Error mish_fwd_impl(void* stream, int32_t device, ffi::AnyBuffer x,
                         ffi::Result<ffi::AnyBuffer> y) {
  return run_op(Op::kMish, stream, device, nullptr, x, *y);
}

ffi::Error mish_grad_impl(void* stream, int32_t device, ffi::AnyBuffer dy,
                          ffi::AnyBuffer x, ffi::Result<ffi::AnyBuffer> dx) {
  return run_op(Op::kMishBackward, stream, device, &dy, x, *dx);
}

}  // namespace

std::string release_workspaces() { return global_workspaces().release_all(); }

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishFwd, mish_fwd_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<void*>>()  // stream
                                  .Ctx<ffi::DeviceOrdinal>()  // its device
                                  .Arg<ffi::AnyBuffer>()      // x
                                  .Ret<ffi::AnyBuffer>());    // y

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishGrad, mish_grad_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<void*>>()  // stream
                                  .Ctx<ffi::DeviceOrdinal>()  // its device
                                  .Arg<ffi::AnyBuffer>()      // dy
                                  .Arg<ffi::AnyBuffer>()      // x
                                  .Ret<ffi::AnyBuffer>());    // dx

}  // namespace jax_mish::ascend
