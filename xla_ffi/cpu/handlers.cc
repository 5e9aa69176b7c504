// XLA FFI handlers for the CPU: decode buffers, dispatch on dtype, split the
// flat buffer into blocks and run them on XLA's intra-op thread pool.
#include "cpu/handlers.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <thread>
#include <utility>

#include "cpu/kernels.h"
#include "dtype_dispatch.h"
#include "ffi_checks.h"
#include "ieee_denormals.h"

namespace ffi = xla::ffi;

namespace jax_mish::cpu {
namespace {

// Defaults from lab/studies.py tiling (its results: docs/performance.md): the
// kernels are compute-bound, so two threads pay off on small inputs already,
// and inputs from 8 Ki elements on are split into at least one block per
// thread; block size matters little over a wide range, so blocks never exceed
// 32 Ki elements (128 KiB of float32 per stream, inside L2).
std::atomic<int64_t> g_block{32768};
std::atomic<int64_t> g_min_parallel{8192};

// Work shared between the calling thread and pool tasks. It lives on the heap
// and every task holds a reference, so a task that starts after the call has
// returned finds no block left and exits without touching the buffers.
template <typename Fn>
struct Shared {
  Shared(Fn f, int64_t n, int64_t block)
      : fn(std::move(f)),
        n(n),
        block(block),
        num_blocks((n + block - 1) / block) {}
  Fn fn;
  const int64_t n;
  const int64_t block;
  const int64_t num_blocks;
  std::atomic<int64_t> next{0};
  std::atomic<int64_t> done{0};

  // Claims and runs blocks until none is left.
  void drain() {
    IeeeDenormals mode;
    for (;;) {
      const int64_t b = next.fetch_add(1, std::memory_order_relaxed);
      if (b >= num_blocks) return;
      const int64_t begin = b * block;
      const int64_t end = begin + block < n ? begin + block : n;
      fn(begin, end - begin);
      done.fetch_add(1, std::memory_order_release);
    }
  }
};

// Runs fn(offset, count) over [0, n) in blocks. The caller works too and then
// waits only for blocks that some thread has already claimed (every block is
// claimed by the time the caller's own drain() returns), never for a task to
// start: the pool may be busy or have a single thread.
template <typename Fn>
void run_tiled(ffi::ThreadPool& pool, int64_t n, Fn fn) {
  if (n <= 0) return;
  const int64_t max_block = g_block.load(std::memory_order_relaxed);
  const int64_t min_parallel = g_min_parallel.load(std::memory_order_relaxed);
  const int64_t threads = pool.num_threads();
  // At least one block per thread, in whole 64-element (cache-line) units.
  const int64_t per_thread = threads > 1 ? (n + threads - 1) / threads : n;
  int64_t block =
      per_thread < max_block ? ((per_thread + 63) / 64) * 64 : max_block;
  if (block > max_block) block = max_block;
  if (n < min_parallel || n <= block || threads <= 1) {
    IeeeDenormals mode;
    fn(0, n);
    return;
  }
  auto shared = std::make_shared<Shared<Fn>>(std::move(fn), n, block);
  int64_t helpers = shared->num_blocks - 1;
  if (helpers > threads - 1) helpers = threads - 1;
  for (int64_t i = 0; i < helpers; ++i) {
    pool.Schedule([shared] { shared->drain(); });
  }
  shared->drain();
  while (shared->done.load(std::memory_order_acquire) < shared->num_blocks) {
    std::this_thread::yield();
  }
}

// Runs a unary loop `f(const E*, E*, n)` over the buffer, in blocks.
template <typename E, typename F>
void unary(ffi::ThreadPool& pool, F f, ffi::AnyBuffer x, ffi::AnyBuffer y) {
  const E* in = static_cast<const E*>(x.untyped_data());
  E* out = static_cast<E*>(y.untyped_data());
  run_tiled(pool, static_cast<int64_t>(x.element_count()),
            [=](int64_t off, int64_t cnt) { f(in + off, out + off, cnt); });
}

template <typename E, typename F>
void binary(ffi::ThreadPool& pool, F f, ffi::AnyBuffer dy, ffi::AnyBuffer x,
            ffi::AnyBuffer dx) {
  const E* g = static_cast<const E*>(dy.untyped_data());
  const E* in = static_cast<const E*>(x.untyped_data());
  E* out = static_cast<E*>(dx.untyped_data());
  run_tiled(
      pool, static_cast<int64_t>(x.element_count()),
      [=](int64_t off, int64_t cnt) { f(g + off, in + off, out + off, cnt); });
}

ffi::Error mish_fwd_impl(ffi::ThreadPool pool, ffi::AnyBuffer x,
                         ffi::Result<ffi::AnyBuffer> y) {
  if (ffi::Error e = check_same("mish", "input and output", x, *y);
      e.failure()) {
    return e;
  }
  const KernelTable& k = table_for(static_cast<int64_t>(x.element_count()));
  return dispatch_dtype("mish", x.element_type(), [&](auto dtype) {
    using D = decltype(dtype);
    unary<typename D::Storage>(pool, k.loops<D>().mish, x, *y);
    return ffi::Error::Success();
  });
}

ffi::Error mish_grad_impl(ffi::ThreadPool pool, ffi::AnyBuffer dy,
                          ffi::AnyBuffer x, ffi::Result<ffi::AnyBuffer> dx) {
  if (ffi::Error e = check_grad_args("mish_grad", dy, x, *dx); e.failure()) {
    return e;
  }
  const KernelTable& k = table_for(static_cast<int64_t>(x.element_count()));
  return dispatch_dtype("mish_grad", x.element_type(), [&](auto dtype) {
    using D = decltype(dtype);
    binary<typename D::Storage>(pool, k.loops<D>().grad, dy, x, *dx);
    return ffi::Error::Success();
  });
}

}  // namespace

Tiling get_tiling() {
  return {g_block.load(std::memory_order_relaxed),
          g_min_parallel.load(std::memory_order_relaxed)};
}

void set_tiling(Tiling t) {
  g_block.store(t.block < 1 ? 1 : t.block, std::memory_order_relaxed);
  g_min_parallel.store(t.min_parallel < 1 ? 1 : t.min_parallel,
                       std::memory_order_relaxed);
}

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishFwd, mish_fwd_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::ThreadPool>()
                                  .Arg<ffi::AnyBuffer>()    // x
                                  .Ret<ffi::AnyBuffer>());  // y

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishGrad, mish_grad_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::ThreadPool>()
                                  .Arg<ffi::AnyBuffer>()    // dy
                                  .Arg<ffi::AnyBuffer>()    // x
                                  .Ret<ffi::AnyBuffer>());  // dx

}  // namespace jax_mish::cpu
