// XLA FFI handlers for the CPU: decode buffers, dispatch on dtype, split the
// flat buffer into blocks (the bias backward: into tasks, cpu/bias.h) and run
// them on XLA's intra-op thread pool.
#include "cpu/handlers.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <thread>
#include <utility>

#include "cpu/bias.h"
#include "cpu/kernels.h"
#include "dtype_dispatch.h"
#include "ffi_checks.h"
#include "ieee_denormals.h"

namespace ffi = xla::ffi;

namespace jax_mish::cpu {
namespace {

// Defaults from benchmarks/lab/studies.py tiling (its results:
// docs/performance.md): the kernels are compute-bound, so two threads pay off
// on small inputs already, and inputs from 8 Ki elements on are split into at
// least one block per thread; block size matters little over a wide range, so
// blocks never exceed 32 Ki elements (128 KiB of float32 per stream, inside
// L2).
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

// How a call of n elements is split: blocks of `block` elements, or all of
// it on the calling thread (`inline_run`).
struct Split {
  int64_t block;
  bool inline_run;
};

Split split_for(ffi::ThreadPool& pool, int64_t n) {
  const int64_t max_block = g_block.load(std::memory_order_relaxed);
  const int64_t min_parallel = g_min_parallel.load(std::memory_order_relaxed);
  const int64_t threads = pool.num_threads();
  // At least one block per thread, in whole 64-element (cache-line) units.
  const int64_t per_thread = threads > 1 ? (n + threads - 1) / threads : n;
  int64_t block =
      per_thread < max_block ? ((per_thread + 63) / 64) * 64 : max_block;
  if (block > max_block) block = max_block;
  return {block, n < min_parallel || n <= block || threads <= 1};
}

// Runs fn(0, n), ..., fn(num_blocks - 1, ...) (fn(begin, count) over [0, n)
// in blocks of `block`) on the calling thread and up to threads - 1 pool
// tasks. The caller works too and then waits only for blocks that some
// thread has already claimed (every block is claimed by the time the
// caller's own drain() returns), never for a task to start: the pool may be
// busy or have a single thread.
template <typename Fn>
void run_shared(ffi::ThreadPool& pool, int64_t n, int64_t block, Fn fn) {
  auto shared = std::make_shared<Shared<Fn>>(std::move(fn), n, block);
  int64_t helpers = shared->num_blocks - 1;
  const int64_t threads = pool.num_threads();
  if (helpers > threads - 1) helpers = threads - 1;
  for (int64_t i = 0; i < helpers; ++i) {
    pool.Schedule([shared] { shared->drain(); });
  }
  shared->drain();
  while (shared->done.load(std::memory_order_acquire) < shared->num_blocks) {
    std::this_thread::yield();
  }
}

// Runs fn(offset, count) over [0, n) in blocks.
template <typename Fn>
void run_tiled(ffi::ThreadPool& pool, int64_t n, Fn fn) {
  if (n <= 0) return;
  const Split split = split_for(pool, n);
  if (split.inline_run) {
    IeeeDenormals mode;
    fn(0, n);
    return;
  }
  run_shared(pool, n, split.block, std::move(fn));
}

// Runs fn(t) for each t in [0, tasks): on the calling thread when `inline_run`
// or there is one task, else on it and the pool, one task per claim.
template <typename Fn>
void run_tasks(ffi::ThreadPool& pool, int64_t tasks, bool inline_run, Fn fn) {
  if (tasks <= 0) return;
  if (inline_run || tasks == 1) {
    IeeeDenormals mode;
    for (int64_t t = 0; t < tasks; ++t) fn(t);
    return;
  }
  run_shared(pool, tasks, 1, [fn](int64_t first, int64_t count) {
    for (int64_t t = first; t < first + count; ++t) fn(t);
  });
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

template <typename E>
const E* in_data(ffi::AnyBuffer b) {
  return static_cast<const E*>(b.untyped_data());
}
template <typename E>
E* out_data(ffi::AnyBuffer b) {
  return static_cast<E*>(b.untyped_data());
}

ffi::Error mish_bias_fwd_impl(ffi::ThreadPool pool, ffi::AnyBuffer x,
                              ffi::AnyBuffer b, ffi::Result<ffi::AnyBuffer> y) {
  constexpr const char* kOp = "mish_bias";
  if (ffi::Error e = check_bias(kOp, x, b); e.failure()) return e;
  if (ffi::Error e = check_same_shape(kOp, "x and y", x, *y); e.failure()) {
    return e;
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  const int64_t cols = static_cast<int64_t>(b.element_count());
  const KernelTable& k = table_for(n);
  return dispatch_dtype(kOp, x.element_type(), [&](auto dtype) {
    using D = decltype(dtype);
    using E = typename D::Storage;
    bias_mish_run<D>(k.bias_loops<D>(), in_data<E>(x), out_data<E>(*y),
                     in_data<E>(b), n, cols, [&](int64_t total, auto fn) {
                       run_tiled(pool, total, std::move(fn));
                     });
    return ffi::Error::Success();
  });
}

ffi::Error mish_bias_grad_impl(ffi::ThreadPool pool, ffi::AnyBuffer dy,
                               ffi::AnyBuffer x, ffi::AnyBuffer b,
                               ffi::Result<ffi::AnyBuffer> dx,
                               ffi::Result<ffi::AnyBuffer> db) {
  constexpr const char* kOp = "mish_bias_grad";
  if (ffi::Error e = check_same_shape(kOp, "dy and x", dy, x); e.failure()) {
    return e;
  }
  if (ffi::Error e = check_bias(kOp, x, b); e.failure()) return e;
  if (ffi::Error e = check_same_shape(kOp, "x and dx", x, *dx); e.failure()) {
    return e;
  }
  if (ffi::Error e = check_same_shape(kOp, "b and db", b, *db); e.failure()) {
    return e;
  }
  const int64_t n = static_cast<int64_t>(x.element_count());
  const int64_t cols = static_cast<int64_t>(b.element_count());
  const KernelTable& k = table_for(n);
  // The tasks' sums are combined on this thread, in IEEE arithmetic too.
  IeeeDenormals mode;
  const Split split = split_for(pool, n);
  const int64_t task_elems = split.inline_run ? n : split.block;
  return dispatch_dtype(kOp, x.element_type(), [&](auto dtype) {
    using D = decltype(dtype);
    using E = typename D::Storage;
    bias_grad_run<D>(k.bias_loops<D>(), in_data<E>(dy), in_data<E>(x),
                     out_data<E>(*dx), in_data<E>(b), out_data<E>(*db), n, cols,
                     task_elems, [&](int64_t tasks, auto fn) {
                       run_tasks(pool, tasks, split.inline_run, std::move(fn));
                     });
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

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishBiasFwd, mish_bias_fwd_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::ThreadPool>()
                                  .Arg<ffi::AnyBuffer>()    // x
                                  .Arg<ffi::AnyBuffer>()    // b
                                  .Ret<ffi::AnyBuffer>());  // y

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishBiasGrad, mish_bias_grad_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::ThreadPool>()
                                  .Arg<ffi::AnyBuffer>()    // dy
                                  .Arg<ffi::AnyBuffer>()    // x
                                  .Arg<ffi::AnyBuffer>()    // b
                                  .Ret<ffi::AnyBuffer>()    // dx
                                  .Ret<ffi::AnyBuffer>());  // db

XLA_FFI_DEFINE_HANDLER_SYMBOL(MishGrad, mish_grad_impl,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::ThreadPool>()
                                  .Arg<ffi::AnyBuffer>()    // dy
                                  .Arg<ffi::AnyBuffer>()    // x
                                  .Ret<ffi::AnyBuffer>());  // dx

}  // namespace jax_mish::cpu
