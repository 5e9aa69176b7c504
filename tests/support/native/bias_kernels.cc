// The bias + Mish loops of kernels.cc run through cpu/bias.h, as the
// handlers run them, on many shapes (cols 1 to 4097, rows 0 to thousands),
// every dtype of dtypes.h's table, and inputs with NaN, infinities, signed
// zeros, subnormals and values in the tiny-result range. Built and run by
// tests/test_bias_kernels.py.
//
//   bias_kernels check
//     Links two builds of kernels.cc, scalar_loops (JM_SCALAR_LOOPS) and
//     simd_loops (the x86 loops), with the same -march. For each table:
//     - y has the bits of the same table's plain mish loop of the compute
//       type run on z = x + b (rounded to the compute type), rounded once
//       to storage; dx those of its plain grad loop on (dy, z);
//     - db has the bits of an independent, plainly written evaluation of the
//       order of cpu/bias.h over those plain loops' unrounded t;
//     - y, dx and db are the same for every block size and task size, with
//       the tasks run in either order, and with dx written over dy;
//     and the two tables give the same bits (NaN matches any NaN).
//   bias_kernels dump FILE
//     Links scalar_loops only; writes y, dx and db of fixed shapes and inputs
//     (no NaN or infinity: targets differ in their default NaN) to FILE, so
//     that builds for different targets can be compared byte for byte
//     (tests/test_aarch64.py).
// Exit status 0 when everything matched (check) or was written (dump).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "cpu/bias.h"
#include "cpu/kernels.h"

namespace jax_mish::cpu {
namespace scalar_loops {
extern const KernelTable kTable;
}
#if !defined(JM_BIAS_DUMP_ONLY)
namespace simd_loops {
extern const KernelTable kTable;
}
#endif
}  // namespace jax_mish::cpu

namespace {

using jax_mish::cpu::KernelTable;
namespace cpu = jax_mish::cpu;

int failures = 0;

// The row of dtypes.h's table that computes in T (float32 or float64).
template <typename T>
using ComputeRow = std::conditional_t<std::is_same_v<T, float>,
                                      jax_mish::DtypeF32, jax_mish::DtypeF64>;

template <typename D>
bool same(typename D::Storage a, typename D::Storage b) {
  if (std::memcmp(&a, &b, sizeof(a)) == 0) return true;
  const auto wa = D::widen(a), wb = D::widen(b);
  return wa != wa && wb != wb;
}

template <typename D, typename E = typename D::Storage>
bool compare(const std::string& what, const std::vector<E>& want,
             const std::vector<E>& got) {
  for (size_t i = 0; i < want.size(); ++i) {
    if (same<D>(want[i], got[i])) continue;
    std::printf("MISMATCH %s at %zu: want %.9g got %.9g\n", what.c_str(), i,
                static_cast<double>(D::widen(want[i])),
                static_cast<double>(D::widen(got[i])));
    ++failures;
    return false;
  }
  return true;
}

// Values of every kind the loops branch on, in storage type D.
template <typename D>
std::vector<typename D::Storage> values(std::mt19937_64& gen, int64_t n,
                                        double scale, bool specials) {
  using T = typename D::Compute;
  std::uniform_real_distribution<double> uni(-1.0, 1.0);
  std::normal_distribution<double> normal(0.0, 1.0);
  std::uniform_int_distribution<int> pick(0, 99);
  std::vector<typename D::Storage> v(static_cast<size_t>(n));
  for (auto& e : v) {
    const int k = pick(gen);
    double f;
    if (k < 45) {
      f = 30.0 * uni(gen);
    } else if (k < 85) {
      f = 3.0 * normal(gen);
    } else if (k < 90) {
      f = -80.0 - 45.0 * std::fabs(uni(gen));  // tiny results
    } else if (k < 93) {
      f = std::ldexp(uni(gen), -130);  // subnormal (float32) or tiny
    } else if (k < 95) {
      f = k == 93 ? 0.0 : -0.0;
    } else if (specials && k == 95) {
      f = NAN;
    } else if (specials && k == 96) {
      f = INFINITY;
    } else if (specials && k == 97) {
      f = -INFINITY;
    } else {
      f = 1000.0 * uni(gen);
    }
    e = D::narrow(static_cast<T>(f * scale));
  }
  return v;
}

// cols = b's elements; rows; the inputs.
template <typename D>
struct Case {
  using E = typename D::Storage;
  int64_t rows, cols;
  std::vector<E> x, b, dy;
  int64_t n() const { return rows * cols; }
};

template <typename D>
Case<D> make_case(std::mt19937_64& gen, int64_t rows, int64_t cols,
                  bool specials) {
  Case<D> c{rows, cols, {}, {}, {}};
  c.x = values<D>(gen, rows * cols, 1.0, specials);
  c.b = values<D>(gen, cols, 0.25, specials);
  c.dy = values<D>(gen, rows * cols, 0.5, specials);
  return c;
}

// Outputs of one run.
template <typename D>
struct Out {
  std::vector<typename D::Storage> y, dx, db;
};

// Runs fn(offset, count) over [0, n) in blocks of `block`.
std::function<void(int64_t, std::function<void(int64_t, int64_t)>)> blocks_of(
    int64_t block) {
  return [block](int64_t n, std::function<void(int64_t, int64_t)> fn) {
    for (int64_t off = 0; off < n; off += block)
      fn(off, std::min(block, n - off));
  };
}

template <typename D>
Out<D> run(const KernelTable& t, const Case<D>& c, int64_t block,
           int64_t task_elems, bool reverse, bool in_place) {
  Out<D> o;
  const int64_t n = c.n();
  o.y.assign(static_cast<size_t>(n), typename D::Storage{});
  o.db.assign(static_cast<size_t>(c.cols), typename D::Storage{});
  cpu::bias_mish_run<D>(t.bias_loops<D>(), c.x.data(), o.y.data(), c.b.data(),
                        n, c.cols, blocks_of(block));
  std::vector<typename D::Storage> dy = c.dy;
  o.dx.assign(static_cast<size_t>(n), typename D::Storage{});
  typename D::Storage* dx = in_place ? dy.data() : o.dx.data();
  cpu::bias_grad_run<D>(t.bias_loops<D>(), dy.data(), c.x.data(), dx,
                        c.b.data(), o.db.data(), n, c.cols, task_elems,
                        [reverse](int64_t tasks, auto fn) {
                          for (int64_t k = 0; k < tasks; ++k)
                            fn(reverse ? tasks - 1 - k : k);
                        });
  if (in_place) o.dx = dy;
  return o;
}

// --- the reference: plain loops on z, and the order of cpu/bias.h written
// out as recursion ---

template <typename T>
std::vector<T> tree_sum(const std::vector<std::vector<T>>& rows, int64_t lo,
                        int64_t hi) {
  if (hi - lo == 1) return rows[lo];
  int64_t p = 1;
  while (2 * p < hi - lo) p *= 2;
  std::vector<T> a = tree_sum(rows, lo, lo + p);
  const std::vector<T> b = tree_sum(rows, lo + p, hi);
  for (size_t j = 0; j < a.size(); ++j) a[j] = a[j] + b[j];
  return a;
}

template <typename D>
Out<D> reference(const KernelTable& t, const Case<D>& c) {
  using T = typename D::Compute;
  using R = ComputeRow<T>;
  const int64_t n = c.n(), cols = c.cols;
  std::vector<T> z(static_cast<size_t>(n)), g(z.size()), yz(z.size()),
      tz(z.size());
  for (int64_t i = 0; i < n; ++i) {
    z[i] = D::widen(c.x[i]) + D::widen(c.b[i % cols]);
    g[i] = D::widen(c.dy[i]);
  }
  t.loops<R>().mish(z.data(), yz.data(), n);
  t.loops<R>().grad(g.data(), z.data(), tz.data(), n);
  Out<D> o;
  for (int64_t i = 0; i < n; ++i) {
    o.y.push_back(D::narrow(yz[i]));
    o.dx.push_back(D::narrow(tz[i]));
  }
  if (n == 0) {
    o.db.assign(static_cast<size_t>(cols), D::narrow(T(0)));
    return o;
  }
  int64_t m = 32;
  for (int64_t k = cols; k % 2 == 0 && m > 1; k /= 2) m /= 2;
  if (m * cols > 8192) m = 1;
  while (m > 1 && m / 2 >= c.rows) m /= 2;
  const int64_t l = m * cols, super_rows = (n + l - 1) / l;
  std::vector<std::vector<T>> chunks;
  for (int64_t r0 = 0; r0 < super_rows; r0 += 32) {
    std::vector<T> s(static_cast<size_t>(l), T(0));
    for (int64_t r = r0; r < std::min(r0 + 32, super_rows); ++r)
      for (int64_t j = 0; j < l && r * l + j < n; ++j)
        s[j] = s[j] + tz[r * l + j];
    chunks.push_back(s);
  }
  const std::vector<T> total =
      tree_sum(chunks, 0, static_cast<int64_t>(chunks.size()));
  for (int64_t col = 0; col < cols; ++col) {
    std::vector<std::vector<T>> parts;
    for (int64_t j = 0; j < m; ++j) parts.push_back({total[col + j * cols]});
    o.db.push_back(D::narrow(tree_sum(parts, 0, m)[0]));
  }
  return o;
}

// --- check -------------------------------------------------------------------

const std::vector<std::pair<int64_t, int64_t>>& shapes() {
  static const std::vector<std::pair<int64_t, int64_t>> s = {
      {0, 5},    {1, 1},    {1, 3},     {2, 1},    {1, 64}, {3, 7},   {5, 1},
      {7, 3},    {33, 1},   {31, 2},    {17, 5},   {9, 16}, {40, 24}, {64, 33},
      {3, 65},   {70, 65},  {100, 64},  {37, 100}, {5, 96}, {7, 127}, {5, 1000},
      {66, 999}, {3, 4097}, {40, 4097}, {2, 9001}};
  return s;
}

// Shapes with many chunks (the tree's odd sizes) for the block and task
// sizes: checked on fewer of them, they are slower.
const std::vector<std::pair<int64_t, int64_t>>& long_shapes() {
  static const std::vector<std::pair<int64_t, int64_t>> s = {
      {5000, 1}, {3333, 3}, {1100, 7}, {700, 64}, {300, 65}, {97, 1000}};
  return s;
}

template <typename D>
void check_table(const char* name, const KernelTable& t, const Case<D>& c,
                 const Out<D>& first) {
  const std::string at = std::string(name) + " " + D::kName + " [" +
                         std::to_string(c.rows) + ", " +
                         std::to_string(c.cols) + "] ";
  const Out<D> ref = reference<D>(t, c);
  const Out<D> base = run<D>(t, c, 1 << 30, 1 << 30, false, false);
  compare<D>(at + "y vs plain mish on z", ref.y, base.y);
  compare<D>(at + "dx vs plain grad on z", ref.dx, base.dx);
  compare<D>(at + "db vs the written-out order", ref.db, base.db);
  compare<D>(at + "y vs the scalar loops", first.y, base.y);
  compare<D>(at + "dx vs the scalar loops", first.dx, base.dx);
  compare<D>(at + "db vs the scalar loops", first.db, base.db);
  const int64_t sizes[] = {1, 5, 64, 333, 4096, 65536};
  for (const int64_t block : sizes) {
    for (const bool reverse : {false, true}) {
      const bool in_place = block % 2 == 1;
      const Out<D> o = run<D>(t, c, block, block, reverse, in_place);
      const std::string how = at + "block/task " + std::to_string(block) +
                              (reverse ? " reversed" : "") +
                              (in_place ? " in place" : "") + ": ";
      compare<D>(how + "y", base.y, o.y);
      compare<D>(how + "dx", base.dx, o.dx);
      compare<D>(how + "db", base.db, o.db);
    }
  }
}

template <typename D>
void check_dtype(std::mt19937_64& gen) {
  std::vector<std::pair<int64_t, int64_t>> all = shapes();
  all.insert(all.end(), long_shapes().begin(), long_shapes().end());
  for (const auto& [rows, cols] : all) {
    for (const bool specials : {false, true}) {
      const Case<D> c = make_case<D>(gen, rows, cols, specials);
      const Out<D> first =
          run<D>(cpu::scalar_loops::kTable, c, 1 << 30, 1 << 30, false, false);
#if !defined(JM_BIAS_DUMP_ONLY)
      check_table<D>("scalar", cpu::scalar_loops::kTable, c, first);
      check_table<D>("simd", cpu::simd_loops::kTable, c, first);
#endif
    }
  }
}

// --- dump --------------------------------------------------------------------

template <typename D>
bool dump_dtype(FILE* f, std::mt19937_64& gen) {
  bool ok = true;
  for (const auto& [rows, cols] : shapes()) {
    const Case<D> c = make_case<D>(gen, rows, cols, false);
    const Out<D> o =
        run<D>(cpu::scalar_loops::kTable, c, 1 << 30, 1 << 30, false, false);
    for (const auto* v : {&o.y, &o.dx, &o.db}) {
      ok = std::fwrite(v->data(), sizeof(typename D::Storage), v->size(), f) ==
               v->size() &&
           ok;
    }
  }
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  std::mt19937_64 gen(20240607);
  if (mode == "dump" && argc == 3) {
    FILE* f = std::fopen(argv[2], "wb");
    if (f == nullptr) return 2;
    bool ok = true;
    jax_mish::for_each_dtype(
        [&](auto row) { ok = dump_dtype<decltype(row)>(f, gen) && ok; });
    ok = std::fclose(f) == 0 && ok;
    std::printf(ok ? "OK\n" : "FAILED to write\n");
    return ok ? 0 : 1;
  }
#if !defined(JM_BIAS_DUMP_ONLY)
  if (mode == "check") {
    jax_mish::for_each_dtype(
        [&](auto row) { check_dtype<decltype(row)>(gen); });
    std::printf(failures ? "FAILED %d checks\n" : "OK\n", failures);
    return failures ? 1 : 0;
  }
#endif
  std::fprintf(stderr, "usage: %s check | dump FILE\n", argv[0]);
  return 2;
}
