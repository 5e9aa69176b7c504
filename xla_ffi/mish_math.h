// One formulation of Mish and its derivative, shared by every kernel (CPU
// SIMD loops, CUDA, tests), written as templates over an operations bundle so
// that scalar code and SIMD lanes run the same steps. Branch-free: every
// choice is a select or a min, so SIMD lanes and GPU threads do the same work.
// One exp per element, the only transcendental.
//
// With e = exp(x) (x clamped to [kLo, kHi]) and D = e^2 + 2e + 2:
//   tanh(softplus(x)) = e(e+2)/D = 1 - 2/D
//   mish(x)  = x - x*2/D (x >= 0),  x*e(e+2)/D (x < 0)   -- see mish_from_exp
//   mish'(x) = M + z with the exact part M = min(e/2, 1)  -- see
//   mish_grad_from_exp
// 1 - t is never formed by subtraction, and e^4 at the clamp (5.5e34) fits.
//
// Tiny results need exp(x) below the normal range: there e is formed scaled
// by a power of two and the result unscaled last, so subnormal results are
// rounded once.
//
// float16/bfloat16 are computed in float32 and rounded once. Accuracy bounds:
// jax_mish.testing.BOUNDS (checked by tests/test_accuracy.py); measured worst
// cases: benchmarks/results/accuracy.md.
#pragma once

#include <cstdint>
#include <cstring>

// Every formula below is forced inline and, under nvcc, callable from host
// and device code.
#if defined(__CUDACC__)
#define JM_HOST_DEVICE __host__ __device__ __forceinline__
#else
#define JM_HOST_DEVICE inline __attribute__((always_inline))
#endif

// Use a fused multiply-add only where the target has one in hardware: a libm
// fma call would stop the vectoriser and be slow.
#if defined(__CUDACC__) || defined(__FMA__) || defined(__aarch64__)
#define JM_HAVE_FMA 1
#else
#define JM_HAVE_FMA 0
#endif

namespace jax_mish {

template <typename T>
struct MathTraits;

template <>
struct MathTraits<float> {
  static constexpr const char* kName = "float32";
  using Bits = uint32_t;
  using SBits = int32_t;
  static constexpr int kMantBits = 23;
  static constexpr int kBias = 127;
  // Largest |x| fed to the exp. mish'(x) - 1 ~ (4x-2) e^(-2x): at x = 20 that
  // is 3e-16 < 2^-25, so the result rounds to exactly 1 (and mish(x) to x) for
  // all clamped inputs; the true cut-over is near x = 10.2.
  static constexpr float kHi = 20.0f;
  // Below -120, mish and mish' round to -0 in float32 (|x| e^x < 2^-150).
  static constexpr float kLo = -120.0f;
  // e = exp(x) = (1 + r) 2^k is formed scaled by 2^kTinyScale where
  // k < kScaleBelowK (x below about -79.7): e^x < 2^-115 is far below float's
  // ulp relative to 1, and the scaled exponent stays >= -110, normal.
  static constexpr int32_t kScaleBelowK = -115;
  static constexpr int32_t kTinyScale = 64;
  // The least x that never needs the scaling (x >= -79 gives k >= -114): the
  // CPU loops run blocks with no lane below it without the tiny path.
  static constexpr float kUnscaledMinX = -79.0f;
  static constexpr float kLog2e = 1.44269504088896341f;
  // Cody-Waite split: kLn2Hi has 12 trailing zero bits, so k*kLn2Hi is exact.
  static constexpr float kLn2Hi = 0.693145751953125f;
  static constexpr float kLn2Lo = 1.42860676533018704e-06f;
  // 1.5 * 2^23 + kBias: adding it rounds to an integer k and leaves k + kBias
  // in the low mantissa bits, so that shifting those bits into the exponent
  // field gives 2^k (see exp_split).
  static constexpr float kRound = 12583039.0f;
};

template <>
struct MathTraits<double> {
  static constexpr const char* kName = "float64";
  using Bits = uint64_t;
  using SBits = int64_t;
  static constexpr int kMantBits = 52;
  static constexpr int kBias = 1023;
  // (4x-2) e^(-2x) < 2^-54 needs x > 20.5; clamp well above it.
  static constexpr double kHi = 40.0;
  // |x| e^x < 2^-1075 below about -751.
  static constexpr double kLo = -760.0;
  // As for float: x below about -693; scaled exponents stay >= -969.
  static constexpr int64_t kScaleBelowK = -1000;
  static constexpr int64_t kTinyScale = 128;
  static constexpr double kUnscaledMinX = -692.0;  // gives k >= -998
  static constexpr double kLog2e = 1.4426950408889634074;
  // fdlibm's split: kLn2Hi has 21 trailing zero bits.
  static constexpr double kLn2Hi = 6.93147180369123816490e-01;
  static constexpr double kLn2Lo = 1.90821492927058770002e-10;
  static constexpr double kRound = 6755399441056767.0;  // 1.5 * 2^52 + kBias
};

template <typename T>
JM_HOST_DEVICE T madd(T a, T b, T c) {
#if JM_HAVE_FMA
  return __builtin_fma(a, b, c);
#else
  return a * b + c;
#endif
}

template <>
JM_HOST_DEVICE float madd<float>(float a, float b, float c) {
#if JM_HAVE_FMA
  return __builtin_fmaf(a, b, c);
#else
  return a * b + c;
#endif
}

template <typename To, typename From>
JM_HOST_DEVICE To bit_cast(From v) {
  static_assert(sizeof(To) == sizeof(From), "size mismatch");
  To out;
  std::memcpy(&out, &v, sizeof(To));
  return out;
}

// --- lane operations
// ---------------------------------------------------------- The formulas below
// are templates over an operations bundle Ops, so that one source serves the
// scalar code (CUDA, the scalar loops aarch64 builds) and the x86 CPU's SIMD
// loops (cpu/simd.h supplies bundles over GCC vector types). Ops provides:
//   V, I, U     values of T, and signed and unsigned integers of T's width,
//               one per lane
//   splat(c)    c in every lane
//   madd(a,b,c) a*b+c, fused where the target has FMA
//   min(a,b), max(a,b)  the lesser / greater, b if either is NaN (x86's
//               minps/maxps)
//   mask(c)     a comparison's result as U: all ones where true, else 0
//   select(m,a,b)  a where the mask m is set, else b
// and, for the float16 conversions, to_float(i): integer lanes converted to
// T. Arithmetic, comparisons and selects (m ? a : b) are the operators, which
// GCC's vector types share with scalars.

template <typename T>
struct ScalarOps {
  using V = T;
  using I = typename MathTraits<T>::SBits;
  using U = typename MathTraits<T>::Bits;
  JM_HOST_DEVICE static V splat(T c) { return c; }
  JM_HOST_DEVICE static V to_float(I i) { return static_cast<V>(i); }
  JM_HOST_DEVICE static V madd(V a, V b, V c) {
    return jax_mish::madd(a, b, c);
  }
  JM_HOST_DEVICE static U mask(bool c) { return c ? ~U(0) : U(0); }
  JM_HOST_DEVICE static V select(U m, V a, V b) { return m ? a : b; }
  // Comparisons with NaN are false, so NaN falls through to b.
  JM_HOST_DEVICE static V min(V a, V b) { return a < b ? a : b; }
  JM_HOST_DEVICE static V max(V a, V b) { return a > b ? a : b; }
};

// x clamped to [kLo, kHi], NaN kept. kLow = false leaves out the lower bound,
// for callers that know no lane is below it.
template <typename T, typename Ops, bool kLow = true>
JM_HOST_DEVICE typename Ops::V clamp(typename Ops::V x) {
  using M = MathTraits<T>;
  const typename Ops::V y = Ops::min(Ops::splat(M::kHi), x);
  if constexpr (!kLow) return y;
  return Ops::max(Ops::splat(M::kLo), y);
}

// exp(f) - 1 for f in [-ln2/2, ln2/2] (slightly wider is fine), as
// f + f^2 q(f) so that 1 + that is rounded once where the caller adds the 1.
//
// float: degree 6, q(f) = c2 + c3 f + c4 f^2 + c5 f^3 + c6 f^4, a minimax fit
// of the relative error of exp on |f| <= 0.3465756 (ln2/2 plus 2e-6): linear
// programming over 40000 Chebyshev-spaced points with c0 = c1 = 1 fixed, the
// coefficients rounded to float one at a time from c6 down, each rounding
// followed by a refit of the rest, and a search of +-2 ulps around the result.
// Degree 6 because degree 5 is too coarse for the float32 bounds, and the fit
// is closer than the Taylor series of degree 7 (their errors:
// docs/performance.md). Evaluated in Estrin's form, which keeps the dependency
// chain at four fused steps after f^2.
template <typename Ops>
JM_HOST_DEVICE typename Ops::V expm1_poly(float, typename Ops::V f) {
  using V = typename Ops::V;
  const V f2 = f * f;
  const V lo =
      Ops::madd(Ops::splat(0x1.555492p-3f), f, Ops::splat(0x1.fffffcp-2f));
  const V hi =
      Ops::madd(Ops::splat(0x1.1239d8p-7f), f, Ops::splat(0x1.5558eep-5f));
  const V hi2 = Ops::madd(Ops::splat(0x1.6a2448p-10f), f2, hi);
  const V q = Ops::madd(hi2, f2, lo);
  return Ops::madd(q, f2, f);
}

// double: Taylor series to degree 13, truncation error < 5e-18.
template <typename Ops>
JM_HOST_DEVICE typename Ops::V expm1_poly(double, typename Ops::V f) {
  using V = typename Ops::V;
  V p = Ops::splat(1.0 / 6227020800.0);
  p = Ops::madd(p, f, Ops::splat(1.0 / 479001600.0));
  p = Ops::madd(p, f, Ops::splat(1.0 / 39916800.0));
  p = Ops::madd(p, f, Ops::splat(1.0 / 3628800.0));
  p = Ops::madd(p, f, Ops::splat(1.0 / 362880.0));
  p = Ops::madd(p, f, Ops::splat(1.0 / 40320.0));
  p = Ops::madd(p, f, Ops::splat(1.0 / 5040.0));
  p = Ops::madd(p, f, Ops::splat(1.0 / 720.0));
  p = Ops::madd(p, f, Ops::splat(1.0 / 120.0));
  p = Ops::madd(p, f, Ops::splat(1.0 / 24.0));
  p = Ops::madd(p, f, Ops::splat(1.0 / 6.0));
  p = Ops::madd(p, f, Ops::splat(0.5));
  return Ops::madd(p * f, f, f);
}

// exp(a) = (1 + r) * 2^k for a in [kLo, kHi] (or NaN, which propagates): k is
// the integer round(a / ln 2) and r = exp(a - k ln 2) - 1 in [-0.3, 0.42].
// Kept apart so that callers apply 2^k where it cannot underflow, and add the
// 1 in the same rounding as the scaling (exp_normal). t holds the bits of
// kRound + k, whose low mantissa bits are k + kBias.
template <typename Ops>
struct ExpSplit {
  typename Ops::V r;
  typename Ops::U t;
};

template <typename T, typename Ops>
JM_HOST_DEVICE ExpSplit<Ops> exp_split(typename Ops::V a) {
  using M = MathTraits<T>;
  using V = typename Ops::V;
  const V round = Ops::splat(M::kRound);
  const V t =
      Ops::madd(a, Ops::splat(M::kLog2e), round);  // round(a*log2e) in low bits
  const V k = t - round;
  V f = Ops::madd(k, Ops::splat(-M::kLn2Hi), a);
  f = Ops::madd(k, Ops::splat(-M::kLn2Lo), f);
  return {expm1_poly<Ops>(T(), f), bit_cast<typename Ops::U>(t)};
}

// k itself (two's complement; subtracted as unsigned, which cannot overflow,
// even for NaN).
template <typename T, typename Ops>
JM_HOST_DEVICE typename Ops::I exp_k(const ExpSplit<Ops>& ex) {
  using U = typename Ops::U;
  return bit_cast<typename Ops::I>(
      ex.t - bit_cast<U>(Ops::splat(MathTraits<T>::kRound)));
}

// 2^k for k in T's normal exponent range. Shifted as unsigned: for a NaN
// input k is meaningless (the NaN in r carries through) and a signed shift
// of it would be undefined behaviour.
template <typename T, typename Ops>
JM_HOST_DEVICE typename Ops::V pow2(typename Ops::I k) {
  using M = MathTraits<T>;
  using U = typename Ops::U;
  return bit_cast<typename Ops::V>(bit_cast<U>(k + M::kBias) << M::kMantBits);
}

// exp(xc) = (1 + r) 2^k as r*s + s with s = 2^k: 1 + r rounded once and
// scaled exactly. For xc in [kUnscaledMinX, kHi], where 2^k is normal (the
// first half of mish_v and mish_grad_v for such lanes, which the CPU loops run
// apart from the second half; see cpu/kernels.cc).
template <typename T, typename Ops>
JM_HOST_DEVICE typename Ops::V exp_normal(typename Ops::V xc) {
  const ExpSplit<Ops> ex = exp_split<T, Ops>(xc);
  // 2^k: k + kBias shifted into the exponent field; the rest of t's bits
  // (kRound's sign, exponent and leading mantissa bits) shift out.
  const typename Ops::V s =
      bit_cast<typename Ops::V>(ex.t << MathTraits<T>::kMantBits);
  return Ops::madd(ex.r, s, s);
}

// Both functions below form e = exp(x) scaled by 2^kTinyScale in the lanes
// where k < kScaleBelowK ("tiny"): there e^x would leave T's normal range, and
// each result is linear in e to T's precision, so scaling e scales the result
// exactly and unscaling last rounds a subnormal result once. (Written out in
// each function: a helper returning the mask in a struct stops GCC from
// vectorising the scalar loops.) With kTiny = false that handling, and the
// lower clamp, are left out: callers may do so only when no lane has
// x < kUnscaledMinX (every such lane then has k >= kScaleBelowK and x > kLo),
// and get the same bits for those lanes. Past e, each is a function of (x or
// dy, xc, e) alone: mish_from_exp, mish_grad_from_exp.

// mish(x), computed in T. With e = exp(x), D = e^2 + 2e + 2:
//   x >= 0: mish = x - x * 2/D            (1 - tanh(softplus) = 2/D, never
//                                          formed by subtraction)
//   x < 0:  mish = x * e(e+2)/D
// One division serves both signs; selects pick its numerator, and the final
// fma's operands: -|x| * q + x for x >= 0, x * q + 0 otherwise. D <= 2.4e17
// at the clamp x = 20, so nothing overflows.
template <typename T, typename Ops>
JM_HOST_DEVICE typename Ops::V mish_from_exp(typename Ops::V x,
                                             typename Ops::V xc,
                                             typename Ops::V e) {
  using V = typename Ops::V;
  using U = typename Ops::U;
  const V two = Ops::splat(T(2));
  const V e2 = e + two;
  const V d = Ops::madd(e, e2, two);
  // x >= 0 takes the first form: at x = +-0 it gives x - x*(2/5) = x, the
  // sign kept.
  // The other numerator, e(e+2), as e*e + 2e rounded once.
  const U pos = Ops::mask(xc >= Ops::splat(T(0)));
  const V q = Ops::select(pos, two, Ops::madd(e, e, e + e)) / d;
  // -xc where x >= 0, xc itself elsewhere (= -|xc| for numbers). xc, not x,
  // multiplies q: equal below the clamp, and x = +inf stays inf. The addend
  // is x or 0. The sign flip is masked rather than OR-ed in so that a NaN x
  // reaches the fma with its own sign: every NaN operand then carries x's
  // sign and payload, and targets that pick different NaN operands of an fma
  // (x86-64, aarch64) return the same bits.
  const V nx =
      bit_cast<V>(bit_cast<U>(xc) ^ (bit_cast<U>(Ops::splat(T(-0.0))) & pos));
  return Ops::madd(nx, q, bit_cast<V>(bit_cast<U>(x) & pos));
}

template <typename T, typename Ops, bool kTiny = true>
JM_HOST_DEVICE typename Ops::V mish_v(typename Ops::V x) {
  using M = MathTraits<T>;
  using V = typename Ops::V;
  using I = typename Ops::I;
  const V xc = clamp<T, Ops, kTiny>(x);
  if constexpr (!kTiny)
    return mish_from_exp<T, Ops>(x, xc, exp_normal<T, Ops>(xc));
  const ExpSplit<Ops> ex = exp_split<T, Ops>(xc);
  const I k = exp_k<T, Ops>(ex);
  const auto tiny = k < I{} + M::kScaleBelowK;
  const V s = pow2<T, Ops>(tiny ? k + M::kTinyScale : k);
  const V y = mish_from_exp<T, Ops>(x, xc, Ops::madd(ex.r, s, s));
  return tiny ? y * pow2<T, Ops>(I{} - M::kTinyScale) : y;
}

// dy * mish'(x), computed in T (float for float32, float16 and bfloat16 data;
// double for float64). With e = exp(x), D = e^2 + 2e + 2 and j = 2/D:
//   tanh(softplus(x)) = 1 - j,   x sech^2(softplus(x)) sigmoid(x) = x e(1+e)
//   j^2
// and with M = min(e/2, 1), an exact part split off the result:
//   mish'(x) = M + z,   z = (poly + x e(1+e) j) j,
//   poly = M (1 - 2M^2)   (= e/2 - e^3/4 for x <= ln 2, and -1 above),
// which holds for every x with no select: the min places the split at
// x = ln 2. dy*M is formed exactly inside the final fma, so the roundings all
// land in z, which is small where mish' is not (near x = 0, mish' = 0.6 and
// z = 0.1). dy * z is formed as ((poly + x e(1+e) j) j) dy: z is complete
// before it meets dy, so the product rounds once even where it is subnormal.
// (Forming j dy first would round that on the subnormal grid, and the factor
// poly + x e(1+e) j, near 2x, would then scale the rounding, for results near
// the smallest normal: docs/performance.md.) Every term is finite for clamped
// x (D <= 2.4e17 at x = 20).
template <typename T, typename Ops>
JM_HOST_DEVICE typename Ops::V mish_grad_from_exp(typename Ops::V dy,
                                                  typename Ops::V xc,
                                                  typename Ops::V e) {
  using V = typename Ops::V;
  const V one = Ops::splat(T(1));
  const V two = Ops::splat(T(2));
  const V d = Ops::madd(e, e + two, two);   // D = e^2 + 2e + 2
  const V j = two / d;                      // 1 - tanh(softplus(x))
  const V a = xc * Ops::madd(e, e, e);      // x e (1 + e)
  const V v = Ops::min(e, two);             // NaN in e reaches g via d
  const V half_v = Ops::splat(T(0.5)) * v;  // M = min(e/2, 1), exact
  const V poly = half_v * Ops::madd(-half_v, v, one);
  return Ops::madd(dy, half_v, (Ops::madd(a, j, poly) * j) * dy);
}

// Tiny e (x < kUnscaledMinX): the exp would leave the normal range, so e is
// formed scaled by 2^kTinyScale; there mish'(x) = e (1 + x) to T's precision
// (the other terms are below its ulp), which the scaled lanes compute directly,
// unscaling last so that a subnormal result is rounded once.
template <typename T, typename Ops, bool kTiny = true>
JM_HOST_DEVICE typename Ops::V mish_grad_v(typename Ops::V dy,
                                           typename Ops::V x) {
  using M = MathTraits<T>;
  using V = typename Ops::V;
  using I = typename Ops::I;
  const V xc = clamp<T, Ops, kTiny>(x);
  if constexpr (!kTiny)
    return mish_grad_from_exp<T, Ops>(dy, xc, exp_normal<T, Ops>(xc));
  const ExpSplit<Ops> ex = exp_split<T, Ops>(xc);
  const I k = exp_k<T, Ops>(ex);
  const auto tiny = k < I{} + M::kScaleBelowK;
  const V s = pow2<T, Ops>(tiny ? k + M::kTinyScale : k);
  const V e = Ops::madd(ex.r, s, s);
  const V g = mish_grad_from_exp<T, Ops>(dy, xc, e);
  // Tiny path: e is scaled here, dy * e (1 + x) with 1 + x exact.
  const V g_tiny =
      dy * (e * (Ops::splat(T(1)) + xc)) * pow2<T, Ops>(I{} - M::kTinyScale);
  return tiny ? g_tiny : g;
}

// Scalar entry points (CUDA kernels, tests, the scalar loops).
template <typename T>
JM_HOST_DEVICE T mish_value(T x) {
  return mish_v<T, ScalarOps<T>>(x);
}

template <typename T>
JM_HOST_DEVICE T mish_grad_value(T dy, T x) {
  return mish_grad_v<T, ScalarOps<T>>(dy, x);
}

// --- storage conversions: float16 / bfloat16 <-> float32 -------------------
// Branch-free bit manipulation over 32-bit lanes (Ops::U unsigned, Ops::V
// float; Ops::to_float converts signed integer lanes), round to nearest even.
// The scalar wrappers below are what CUDA and the tests use; the CPU loops use
// the same templates on vectors, or F16C where the CPU has it.

template <typename U>
JM_HOST_DEVICE U usplat(uint32_t c) {
  return U{} + c;
}

template <typename Ops>
JM_HOST_DEVICE typename Ops::V bf16_to_f32_v(typename Ops::U h) {
  return bit_cast<typename Ops::V>(h << 16);
}

// float32 bits u rounded to nearest even at bit 16: the bfloat16 bits. A NaN
// whose low half is 0x8000 or more would carry into infinity, so callers that
// can meet one check for it (f32_to_bf16_v).
template <typename U>
JM_HOST_DEVICE U bf16_round_bits(U u) {
  return (u + usplat<U>(0x7FFFu) + ((u >> 16) & usplat<U>(1u))) >> 16;
}

template <typename Ops>
JM_HOST_DEVICE typename Ops::U f32_to_bf16_v(typename Ops::V f) {
  using U = typename Ops::U;
  const U u = bit_cast<U>(f);
  // NaN: keep it quiet and NaN. The float comparison is one instruction where
  // an unsigned one is three.
  return f != f ? ((u >> 16) | usplat<U>(0x0040u)) : bf16_round_bits(u);
}

template <typename Ops>
JM_HOST_DEVICE typename Ops::V f16_to_f32_v(typename Ops::U h) {
  using U = typename Ops::U;
  using I = typename Ops::I;
  const U sign = (h & usplat<U>(0x8000u)) << 16;
  const U em = h & usplat<U>(0x7FFFu);
  // Normal: rebias the exponent by 127 - 15. Subnormal: an exact int -> float
  // conversion times 2^-24 (no float subnormal arithmetic, so flush-to-zero
  // modes cannot touch it). Inf/NaN keep their payload.
  const U normal = (em << 13) + usplat<U>((127u - 15u) << 23);
  const typename Ops::V subf =
      Ops::to_float(bit_cast<I>(em)) * Ops::splat(5.9604644775390625e-08f);
  const U special = usplat<U>(0x7F800000u) | ((em & usplat<U>(0x3FFu)) << 13);
  U mag = em < usplat<U>(0x400u) ? bit_cast<U>(subf) : normal;
  mag = em >= usplat<U>(0x7C00u) ? special : mag;
  return bit_cast<typename Ops::V>(sign | mag);
}

template <typename Ops>
JM_HOST_DEVICE typename Ops::U f32_to_f16_v(typename Ops::V f) {
  using U = typename Ops::U;
  const U u = bit_cast<U>(f);
  const U sign = (u >> 16) & usplat<U>(0x8000u);
  const U au = u & usplat<U>(0x7FFFFFFFu);
  const typename Ops::V af = bit_cast<typename Ops::V>(au);
  // Subnormal (|f| < 2^-14): adding 0.5 lets the float adder round to the
  // 2^-24 grid with ties to even; the low mantissa bits are the result.
  const U sub = bit_cast<U>(af + Ops::splat(0.5f)) - usplat<U>(0x3F000000u);
  // Normal: rebias the exponent and round the 13 dropped bits to nearest even.
  const U odd = (au >> 13) & usplat<U>(1u);
  const U nrm =
      (au - usplat<U>((127u - 15u) << 23) + usplat<U>(0xFFFu) + odd) >> 13;
  U out = au < usplat<U>(0x38800000u) ? sub : nrm;
  out = au >= usplat<U>(0x477FF000u) ? usplat<U>(0x7C00u)
                                     : out;  // overflow -> inf
  out = au > usplat<U>(0x7F800000u)
            ? (usplat<U>(0x7E00u) | ((au >> 13) & usplat<U>(0x1FFu)))
            : out;  // NaN
  return sign | out;
}

JM_HOST_DEVICE float bf16_to_f32(uint16_t h) {
  return bf16_to_f32_v<ScalarOps<float>>(h);
}
JM_HOST_DEVICE uint16_t f32_to_bf16(float f) {
  return static_cast<uint16_t>(f32_to_bf16_v<ScalarOps<float>>(f));
}
JM_HOST_DEVICE float f16_to_f32(uint16_t h) {
  return f16_to_f32_v<ScalarOps<float>>(h);
}
JM_HOST_DEVICE uint16_t f32_to_f16(float f) {
  return static_cast<uint16_t>(f32_to_f16_v<ScalarOps<float>>(f));
}

}  // namespace jax_mish
