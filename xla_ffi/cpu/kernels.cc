// Compiled once per ISA with -DJM_ISA_NS=<name> and that ISA's -m flags. On
// x86-64 the loops run the formulas of mish_math.h on whole vector registers
// (cpu/simd.h), with the last partial vector padded through a small buffer;
// elsewhere (aarch64, or x86 with -DJM_SCALAR_LOOPS, which the tests use to
// check this path) they are plain loops over the scalar formulas, which the
// compiler vectorises (every branch there is a select).
#include "cpu/kernels.h"

#include <cstring>

#include "cpu/simd.h"
#include "mish_math.h"

#ifndef JM_ISA_NS
#error "JM_ISA_NS must name the instruction-set namespace"
#endif
#define JM_STR2(x) #x
#define JM_STR(x) JM_STR2(x)

namespace jax_mish::cpu::JM_ISA_NS {
namespace {

#if defined(__x86_64__) && !defined(JM_SCALAR_LOOPS)
using simd::F32;
using simd::F64;
using simd::Half;
// Forces a lambda inline, as JM_ALWAYS_INLINE does a function: every helper
// here must melt into the loop.
#define JM_INLINE_LAMBDA __attribute__((always_inline))

// K vectors of bundle Ops that one load or store moves together (bfloat16:
// two).
template <typename Ops, int K>
struct Vecs {
  typename Ops::V v[K];
};

// Elementwise loops over storage type E. A step is one load: K vectors of
// Ops::V, kStep elements. Load/Store convert between E and Vecs<Ops, K>.
//
// Whole blocks of kBlockVecs vectors run in two passes: the first (exp_pass)
// forms e = exp(x) for every vector of the block (mish_math.h's exp_normal)
// into a buffer on the stack, the second (formula_pass) the rest of the formula
// from x and e. Run whole, each vector's work is one dependency chain of some
// 60 cycles through the exp, the division and the fma after it, and the
// out-of-order window, not the arithmetic units, sets the pace; each pass's
// chain is half as long, so more of them overlap. 8 vectors per block was the
// fastest size timed with benchmarks/lab/kernel_ns.sh (the gains, and the sizes
// tried: docs/performance.md). The exp's tiny-result handling (x <
// kUnscaledMinX, far outside what activations see) is left out of both passes,
// and a block with such a lane runs whole vectors through the full formula
// instead; either way the bits are those of the scalar formula.
//
// Steps after the last whole block run one at a time, the same choice made
// per step, and the last partial step goes through zero-padded buffers, so
// nothing reads or writes past n.
constexpr int kBlockVecs = 8;

// The lowest lane of v's vectors, or 0; NaN lanes are passed over (min(a, b)
// gives b when either is NaN).
template <typename Ops, int K>
JM_ALWAYS_INLINE typename Ops::V lowest(const Vecs<Ops, K>& v,
                                        typename Ops::V low = Ops::splat(0)) {
  for (int k = 0; k < K; ++k) low = Ops::min(v.v[k], low);
  return low;
}

// The inputs of a loop at some element offset: x alone (mish) or dy and x
// (mish_grad); x is the last.
template <typename E, int N>
struct Inputs {
  const E* p[N];
  JM_ALWAYS_INLINE Inputs at(int64_t i) const {
    Inputs r;
    for (int j = 0; j < N; ++j) r.p[j] = p[j] + i;
    return r;
  }
  JM_ALWAYS_INLINE const E* x() const { return p[N - 1]; }
};

// The loop both kernels share, over n elements. step(in, out) runs the whole
// formula on one step; in a block's second pass formula_pass(in, out, kept,
// es) completes one step from what exp_pass(x, kept, e) stored for its K
// vectors in the first pass: e = exp(x), and what else of x the op needs.
template <typename T, typename Ops, int K, typename E, int N, typename Load,
          typename Step, typename ExpPass, typename FormulaPass>
JM_ALWAYS_INLINE void block_loop(Inputs<E, N> in, E* out, int64_t n, Load ld,
                                 Step step, ExpPass exp_pass,
                                 FormulaPass formula_pass) {
  using V = typename Ops::V;
  constexpr int64_t kStep = K * int64_t{sizeof(V) / sizeof(T)};
  constexpr int kSteps = kBlockVecs / K;
  int64_t i = 0;
  for (; i + kSteps * kStep <= n; i += kSteps * kStep) {
    V kept[kBlockVecs], es[kBlockVecs];
    V low = Ops::splat(T(0));
    for (int s = 0; s < kSteps; ++s) {
      const Vecs<Ops, K> v = ld(in.x() + i + s * kStep);
      low = lowest<Ops>(v, low);
      for (int k = 0; k < K; ++k)
        exp_pass(v.v[k], kept[s * K + k], es[s * K + k]);
    }
    if (Ops::any_below(low, MathTraits<T>::kUnscaledMinX)) {
      for (int s = 0; s < kSteps; ++s)
        step(in.at(i + s * kStep), out + i + s * kStep);
      continue;
    }
    for (int s = 0; s < kSteps; ++s)
      formula_pass(in.at(i + s * kStep), out + i + s * kStep, kept + s * K,
                   es + s * K);
  }
  for (; i + kStep <= n; i += kStep) step(in.at(i), out + i);
  if (i < n) {
    E pad[N][kStep] = {};
    E res[kStep];
    Inputs<E, N> tail;
    for (int j = 0; j < N; ++j) {
      std::memcpy(pad[j], in.p[j] + i, (n - i) * sizeof(E));
      tail.p[j] = pad[j];
    }
    step(tail, res);
    std::memcpy(out + i, res, (n - i) * sizeof(E));
  }
}

template <typename T, typename Ops, int K, typename E, typename Load,
          typename Store>
JM_ALWAYS_INLINE void mish_loop(const E* x, E* y, int64_t n, Load ld,
                                Store st) {
  using V = typename Ops::V;
  const auto step = [&](Inputs<E, 1> in, E* out) JM_INLINE_LAMBDA {
    Vecs<Ops, K> v = ld(in.x());
    const bool tiny =
        Ops::any_below(lowest<Ops>(v), MathTraits<T>::kUnscaledMinX);
    for (int k = 0; k < K; ++k)
      v.v[k] =
          tiny ? mish_v<T, Ops, true>(v.v[k]) : mish_v<T, Ops, false>(v.v[k]);
    st(out, v);
  };
  const auto exp_pass = [](V x, V& xs, V& e) JM_INLINE_LAMBDA {
    xs = x;
    e = exp_normal<T, Ops>(clamp<T, Ops, false>(x));
  };
  const auto formula_pass = [&](Inputs<E, 1>, E* out, const V* xs,
                                const V* es) JM_INLINE_LAMBDA {
    Vecs<Ops, K> r;
    for (int k = 0; k < K; ++k)
      r.v[k] = mish_from_exp<T, Ops>(xs[k], clamp<T, Ops, false>(xs[k]), es[k]);
    st(out, r);
  };
  block_loop<T, Ops, K>(Inputs<E, 1>{{x}}, y, n, ld, step, exp_pass,
                        formula_pass);
}

// dx may be dy: each step reads its dy before it writes its dx.
template <typename T, typename Ops, int K, typename E, typename Load,
          typename Store>
JM_ALWAYS_INLINE void grad_loop(const E* dy, const E* x, E* dx, int64_t n,
                                Load ld, Store st) {
  using V = typename Ops::V;
  const auto step = [&](Inputs<E, 2> in, E* out) JM_INLINE_LAMBDA {
    const Vecs<Ops, K> v = ld(in.x());
    Vecs<Ops, K> w = ld(in.p[0]);
    const bool tiny =
        Ops::any_below(lowest<Ops>(v), MathTraits<T>::kUnscaledMinX);
    for (int k = 0; k < K; ++k)
      w.v[k] = tiny ? mish_grad_v<T, Ops, true>(w.v[k], v.v[k])
                    : mish_grad_v<T, Ops, false>(w.v[k], v.v[k]);
    st(out, w);
  };
  const auto exp_pass = [](V x, V& xc, V& e) JM_INLINE_LAMBDA {
    xc = clamp<T, Ops, false>(x);
    e = exp_normal<T, Ops>(xc);
  };
  const auto formula_pass = [&](Inputs<E, 2> in, E* out, const V* xcs,
                                const V* es) JM_INLINE_LAMBDA {
    Vecs<Ops, K> w = ld(in.p[0]);
    for (int k = 0; k < K; ++k)
      w.v[k] = mish_grad_from_exp<T, Ops>(w.v[k], xcs[k], es[k]);
    st(out, w);
  };
  block_loop<T, Ops, K>(Inputs<E, 2>{{dy, x}}, dx, n, ld, step, exp_pass,
                        formula_pass);
}

template <typename Ops>
JM_ALWAYS_INLINE Vecs<Ops, 1> one(typename Ops::V v) {
  return {{v}};
}
constexpr auto kLoadF32 = [](const float* p) JM_INLINE_LAMBDA {
  return one<F32>(simd::load<F32::V>(p));
};
constexpr auto kStoreF32 = [](float* p, Vecs<F32, 1> v)
                               JM_INLINE_LAMBDA { simd::store(p, v.v[0]); };
constexpr auto kLoadF64 = [](const double* p) JM_INLINE_LAMBDA {
  return one<F64>(simd::load<F64::V>(p));
};
constexpr auto kStoreF64 = [](double* p, Vecs<F64, 1> v)
                               JM_INLINE_LAMBDA { simd::store(p, v.v[0]); };
// float32 lanes in memory order (float16's and float32's sums and bias).
constexpr auto kStoreF32Lanes = kStoreF32;
constexpr auto kLoadF32Lanes = kLoadF32;

// bfloat16 runs two vectors per step (Half::load_hi2). The rounding is
// bf16_round_bits without f32_to_bf16_v's NaN check, which costs a compare
// and a blend per vector: every NaN that reaches a store here has a zero low
// half (a bfloat16 input, passed on or quieted by x86 arithmetic, or the
// default NaN 0xFFC00000), and adding at most 0x8000 to a zero low half cannot
// carry into the exponent, so a NaN stays a NaN. Exhaustive and random-bit
// tests compare these loops with the scalar ones, NaN for NaN.
constexpr auto kLoadBf16 = [](const uint16_t* p) JM_INLINE_LAMBDA {
  const simd::F32x2 v = Half::load_hi2(p);
  return Vecs<F32, 2>{{v.a, v.b}};
};
constexpr auto kStoreBf16 = [](uint16_t* p, Vecs<F32, 2> v) JM_INLINE_LAMBDA {
  Half::store_u16x2(p, bf16_round_bits(bit_cast<F32::U>(v.v[0])),
                    bf16_round_bits(bit_cast<F32::U>(v.v[1])));
};
// float32 values that belong to bfloat16 elements (the bias loops' sums), in
// memory, as kLoadBf16 orders the lanes of the elements.
constexpr auto kLoadF32AsBf16 = [](const float* p) JM_INLINE_LAMBDA {
  const simd::F32x2 v = Half::load_f32_as_hi2(p);
  return Vecs<F32, 2>{{v.a, v.b}};
};
constexpr auto kStoreF32AsBf16 = [](float* p, Vecs<F32, 2> v) JM_INLINE_LAMBDA {
  Half::store_hi2_as_f32(p, simd::F32x2{v.v[0], v.v[1]});
};

// float16 through F16C, which the AVX2 and AVX-512 builds always have; the
// SSE2 baseline converts the bits with mish_math.h's templates.
#if defined(__F16C__)
constexpr auto kLoadF16 = [](const uint16_t* p) JM_INLINE_LAMBDA {
  return one<F32>(Half::f16_load(p));
};
constexpr auto kStoreF16 = [](uint16_t* p, Vecs<F32, 1> v)
                               JM_INLINE_LAMBDA { Half::f16_store(p, v.v[0]); };
#else
constexpr auto kLoadF16 = [](const uint16_t* p) JM_INLINE_LAMBDA {
  return one<F32>(f16_to_f32_v<F32>(Half::load_u16(p)));
};
constexpr auto kStoreF16 = [](uint16_t* p, Vecs<F32, 1> v) JM_INLINE_LAMBDA {
  Half::store_u16(p, f32_to_f16_v<F32>(v.v[0]));
};
#endif

// How each row of dtypes.h's table moves between memory and vectors: the
// vector operations (Ops) of its compute type, the vectors per load (K) and
// the load and store; for the bias loops, the load of the bias pattern
// (kernels.h's BiasPattern) and the load and store of compute-type sums in
// the lane order of `load`. A new row needs one of these.
template <typename D>
struct RowIo;
template <>
struct RowIo<DtypeF32> {
  using Ops = F32;
  static constexpr int K = 1;
  static constexpr auto load = kLoadF32;
  static constexpr auto store = kStoreF32;
  static constexpr auto load_bias = kLoadF32;
  static constexpr auto load_sums = kLoadF32;
  static constexpr auto store_sums = kStoreF32;
};
template <>
struct RowIo<DtypeF64> {
  using Ops = F64;
  static constexpr int K = 1;
  static constexpr auto load = kLoadF64;
  static constexpr auto store = kStoreF64;
  static constexpr auto load_bias = kLoadF64;
  static constexpr auto load_sums = kLoadF64;
  static constexpr auto store_sums = kStoreF64;
};
// Half types: load, compute in float32, round to nearest even once on store.
template <>
struct RowIo<DtypeF16> {
  using Ops = F32;
  static constexpr int K = 1;
  static constexpr auto load = kLoadF16;
  static constexpr auto store = kStoreF16;
  static constexpr auto load_bias = kLoadF32Lanes;  // widened once, per call
  static constexpr auto load_sums = kLoadF32Lanes;
  static constexpr auto store_sums = kStoreF32Lanes;
};
template <>
struct RowIo<DtypeBF16> {
  using Ops = F32;
  static constexpr int K = 2;
  static constexpr auto load = kLoadBf16;
  static constexpr auto store = kStoreBf16;
  static constexpr auto load_bias = kLoadBf16;  // raw words, like x
  static constexpr auto load_sums = kLoadF32AsBf16;
  static constexpr auto store_sums = kStoreF32AsBf16;
};

// --- bias + Mish (kernels.h's BiasLoopPair) --------------------------------
//
// The loops above with z = x + b in place of x. Element i's bias is the
// pattern at its slot j, which advances by one element per element and wraps
// at l; a step (K vectors) reads the pattern at j as one load, which the
// pattern's kBiasPad entries past l keep in bounds and right when the step
// crosses l. The blocks run in the same two passes; a step's slot is kept
// beside its vectors for the second. In the backward, each step's t is added
// to the accumulators at its slot as vectors, in memory order, so the sums
// are those of the scalar loops. A step that crosses l spills its last lanes
// into the accumulators above l (which are +0), and those are then added to
// slots 0.. at once and reset to +0: each such slot gets the one term of that
// step, as the scalar loops add it, and a slot is touched again only a whole
// row of slots later. The last partial step is padded with zeros (dy = 0
// there, so the padded lanes' t is 0, or NaN from a NaN bias) and only its
// n - i real lanes are added, one at a time.

// The slot after a step at j (l >= kStep wherever a step runs: see kernels.h).
template <int64_t kStep>
JM_ALWAYS_INLINE int64_t next_slot(int64_t j, int64_t l) {
  j += kStep;
  return j >= l ? j - l : j;
}

// z = x + b for the step at x with slot j: K vectors.
template <typename Io, typename E, typename P>
JM_ALWAYS_INLINE auto biased(const E* x, const P* p, int64_t j) {
  auto v = Io::load(x);
  const auto b = Io::load_bias(p + j);
  for (int k = 0; k < Io::K; ++k) v.v[k] = v.v[k] + b.v[k];
  return v;
}

// s[j..j + kStep) += the step's t; a step across l folds its spill (above).
template <typename Io, typename T, int64_t kStep, typename W>
JM_ALWAYS_INLINE void add_step(T* s, int64_t j, int64_t l, const W& t) {
  auto sum = Io::load_sums(s + j);
  for (int k = 0; k < Io::K; ++k) sum.v[k] = sum.v[k] + t.v[k];
  Io::store_sums(s + j, sum);
  if (j + kStep > l) {
    for (int64_t r = 0; r < kStep; ++r) {
      s[r] = s[r] + s[l + r];
      s[l + r] = T(0);
    }
  }
}

// The forward: y[i] = mish(x[i] + p[slot]).
template <typename D, typename E = typename D::Storage,
          typename P = typename BiasPattern<D>::T>
void bias_mish_kernel(const E* x, E* y, int64_t n, const P* p, int64_t j0,
                      int64_t l) {
  using Io = RowIo<D>;
  using T = typename D::Compute;
  using Ops = typename Io::Ops;
  using V = typename Ops::V;
  constexpr int K = Io::K;
  constexpr int64_t kStep = K * int64_t{sizeof(V) / sizeof(T)};
  constexpr int kSteps = kBlockVecs / K;
  const auto step = [&](const E* in, E* out, int64_t j) JM_INLINE_LAMBDA {
    Vecs<Ops, K> z = biased<Io>(in, p, j);
    const bool tiny =
        Ops::any_below(lowest<Ops>(z), MathTraits<T>::kUnscaledMinX);
    for (int k = 0; k < K; ++k)
      z.v[k] =
          tiny ? mish_v<T, Ops, true>(z.v[k]) : mish_v<T, Ops, false>(z.v[k]);
    Io::store(out, z);
  };
  int64_t i = 0, j = j0;
  for (; i + kSteps * kStep <= n; i += kSteps * kStep) {
    V zs[kBlockVecs], es[kBlockVecs];
    int64_t js[kSteps];
    V low = Ops::splat(T(0));
    for (int st = 0; st < kSteps; ++st) {
      js[st] = j;
      const Vecs<Ops, K> z = biased<Io>(x + i + st * kStep, p, j);
      low = lowest<Ops>(z, low);
      for (int k = 0; k < K; ++k) {
        zs[st * K + k] = z.v[k];
        es[st * K + k] = exp_normal<T, Ops>(clamp<T, Ops, false>(z.v[k]));
      }
      j = next_slot<kStep>(j, l);
    }
    if (Ops::any_below(low, MathTraits<T>::kUnscaledMinX)) {
      for (int st = 0; st < kSteps; ++st)
        step(x + i + st * kStep, y + i + st * kStep, js[st]);
      continue;
    }
    for (int st = 0; st < kSteps; ++st) {
      Vecs<Ops, K> r;
      for (int k = 0; k < K; ++k) {
        const V z = zs[st * K + k];
        r.v[k] =
            mish_from_exp<T, Ops>(z, clamp<T, Ops, false>(z), es[st * K + k]);
      }
      Io::store(y + i + st * kStep, r);
    }
  }
  for (; i + kStep <= n; i += kStep) {
    step(x + i, y + i, j);
    j = next_slot<kStep>(j, l);
  }
  if (i < n) {
    E pad[kStep] = {};
    E res[kStep];
    std::memcpy(pad, x + i, (n - i) * sizeof(E));
    step(pad, res, j);
    std::memcpy(y + i, res, (n - i) * sizeof(E));
  }
}

// The backward: dx[i] = dy[i] * mish'(x[i] + p[slot]), s[slot] += that,
// unrounded. dx may be dy: every step loads dy before it stores dx.
template <typename D, typename E = typename D::Storage,
          typename P = typename BiasPattern<D>::T,
          typename T = typename D::Compute>
void bias_grad_kernel(const E* dy, const E* x, E* dx, int64_t n, const P* p,
                      T* s, int64_t j0, int64_t l) {
  using Io = RowIo<D>;
  using Ops = typename Io::Ops;
  using V = typename Ops::V;
  constexpr int K = Io::K;
  constexpr int64_t kStep = K * int64_t{sizeof(V) / sizeof(T)};
  constexpr int kSteps = kBlockVecs / K;
  // The whole formula on one step, with the tiny-result path where a lane
  // needs it; returns t.
  const auto step = [&](const E* g, const E* in, E* out,
                        int64_t j) JM_INLINE_LAMBDA {
    const Vecs<Ops, K> z = biased<Io>(in, p, j);
    Vecs<Ops, K> w = Io::load(g);
    const bool tiny =
        Ops::any_below(lowest<Ops>(z), MathTraits<T>::kUnscaledMinX);
    for (int k = 0; k < K; ++k)
      w.v[k] = tiny ? mish_grad_v<T, Ops, true>(w.v[k], z.v[k])
                    : mish_grad_v<T, Ops, false>(w.v[k], z.v[k]);
    Io::store(out, w);
    return w;
  };
  int64_t i = 0, j = j0;
  for (; i + kSteps * kStep <= n; i += kSteps * kStep) {
    V xcs[kBlockVecs], es[kBlockVecs];
    int64_t js[kSteps];
    V low = Ops::splat(T(0));
    for (int st = 0; st < kSteps; ++st) {
      js[st] = j;
      const Vecs<Ops, K> z = biased<Io>(x + i + st * kStep, p, j);
      low = lowest<Ops>(z, low);
      for (int k = 0; k < K; ++k) {
        xcs[st * K + k] = clamp<T, Ops, false>(z.v[k]);
        es[st * K + k] = exp_normal<T, Ops>(xcs[st * K + k]);
      }
      j = next_slot<kStep>(j, l);
    }
    if (Ops::any_below(low, MathTraits<T>::kUnscaledMinX)) {
      for (int st = 0; st < kSteps; ++st) {
        const int64_t at = i + st * kStep;
        add_step<Io, T, kStep>(s, js[st], l,
                               step(dy + at, x + at, dx + at, js[st]));
      }
      continue;
    }
    for (int st = 0; st < kSteps; ++st) {
      const int64_t at = i + st * kStep;
      Vecs<Ops, K> w = Io::load(dy + at);
      for (int k = 0; k < K; ++k)
        w.v[k] =
            mish_grad_from_exp<T, Ops>(w.v[k], xcs[st * K + k], es[st * K + k]);
      Io::store(dx + at, w);
      add_step<Io, T, kStep>(s, js[st], l, w);
    }
  }
  for (; i + kStep <= n; i += kStep) {
    add_step<Io, T, kStep>(s, j, l, step(dy + i, x + i, dx + i, j));
    j = next_slot<kStep>(j, l);
  }
  if (i < n) {
    E pad_dy[kStep] = {}, pad_x[kStep] = {};
    E res[kStep];
    T t[kStep];
    std::memcpy(pad_dy, dy + i, (n - i) * sizeof(E));
    std::memcpy(pad_x, x + i, (n - i) * sizeof(E));
    Io::store_sums(t, step(pad_dy, pad_x, res, j));
    std::memcpy(dx + i, res, (n - i) * sizeof(E));
    for (int64_t r = 0; r < n - i; ++r) {
      int64_t at = j + r;
      if (at >= l) at -= l;
      s[at] = s[at] + t[r];
    }
  }
}

template <typename D, typename E = typename D::Storage>
void mish_kernel(const E* x, E* y, int64_t n) {
  using Io = RowIo<D>;
  mish_loop<typename D::Compute, typename Io::Ops, Io::K>(x, y, n, Io::load,
                                                          Io::store);
}
template <typename D, typename E = typename D::Storage>
void grad_kernel(const E* dy, const E* x, E* dx, int64_t n) {
  using Io = RowIo<D>;
  grad_loop<typename D::Compute, typename Io::Ops, Io::K>(dy, x, dx, n,
                                                          Io::load, Io::store);
}

#else  // scalar loops, vectorised by the compiler

// One loop per direction for every row: widen to the compute type, compute,
// narrow (rounding once).
template <typename D, typename E = typename D::Storage>
void mish_kernel(const E* x, E* y, int64_t n) {
  using T = typename D::Compute;
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i)
    y[i] = D::narrow(mish_value<T>(D::widen(x[i])));
}

template <typename D, typename E = typename D::Storage>
void grad_kernel(const E* dy, const E* x, E* dx, int64_t n) {
  using T = typename D::Compute;
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i)
    dx[i] = D::narrow(mish_grad_value<T>(D::widen(dy[i]), D::widen(x[i])));
}

// The bias loops (kernels.h's BiasLoopPair): each call is cut where the slot
// wraps, into runs over consecutive slots, so each run is one plain loop.
template <typename D, typename E = typename D::Storage,
          typename P = typename BiasPattern<D>::T>
JM_HOST_DEVICE void bias_mish_run(const E* x, E* y, int64_t n, const P* p) {
  using T = typename D::Compute;
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i) {
    const T z = D::widen(x[i]) + BiasPattern<D>::value(p[i]);
    y[i] = D::narrow(mish_value<T>(z));
  }
}

template <typename D, typename E = typename D::Storage,
          typename P = typename BiasPattern<D>::T,
          typename T = typename D::Compute>
JM_HOST_DEVICE void bias_grad_run(const E* dy, const E* x, E* dx, int64_t n,
                                  const P* p, T* s) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i) {
    const T z = D::widen(x[i]) + BiasPattern<D>::value(p[i]);
    const T t = mish_grad_value<T>(D::widen(dy[i]), z);
    dx[i] = D::narrow(t);
    s[i] = s[i] + t;
  }
}

template <typename D, typename E = typename D::Storage,
          typename P = typename BiasPattern<D>::T>
void bias_mish_kernel(const E* x, E* y, int64_t n, const P* p, int64_t j0,
                      int64_t l) {
  while (n > 0) {
    const int64_t run = n < l - j0 ? n : l - j0;
    bias_mish_run<D>(x, y, run, p + j0);
    x += run, y += run, n -= run, j0 = 0;
  }
}

template <typename D, typename E = typename D::Storage,
          typename P = typename BiasPattern<D>::T,
          typename T = typename D::Compute>
void bias_grad_kernel(const E* dy, const E* x, E* dx, int64_t n, const P* p,
                      T* s, int64_t j0, int64_t l) {
  while (n > 0) {
    const int64_t run = n < l - j0 ? n : l - j0;
    bias_grad_run<D>(dy, x, dx, run, p + j0, s + j0);
    dy += run, x += run, dx += run, n -= run, j0 = 0;
  }
}

#endif

// Both kernels of every row, and both bias kernels, in the table's order;
// constexpr, so that the table is constant-initialised and dispatch.cc may read
// it during static initialisation.
template <typename... D>
constexpr LoopRows<DtypeList<D...>> loop_rows(DtypeList<D...>) {
  return {LoopPair<D>{mish_kernel<D>, grad_kernel<D>}...};
}
template <typename... D>
constexpr BiasRows<DtypeList<D...>> bias_rows(DtypeList<D...>) {
  return {BiasLoopPair<D>{bias_mish_kernel<D>, bias_grad_kernel<D>}...};
}
constexpr KernelTable kInit = {JM_STR(JM_ISA_NS), loop_rows(kDtypes),
                               bias_rows(kDtypes), __VERSION__};

}  // namespace

extern const KernelTable kTable = kInit;

}  // namespace jax_mish::cpu::JM_ISA_NS
