// One scalar formulation of Mish and its derivative, shared by every kernel
// (CPU SIMD loops, CUDA, tests). Branch-free: every choice is a select, so the
// CPU loops vectorise and the GPU code does not diverge.
//
// With w = exp(-|x|) (the only transcendental per element):
//   x > 0:  tanh(softplus(x)) = (1+2w)/Q,  Q = 1 + 2w + 2w^2
//           mish(x)   = x - x*2w^2/Q
//           mish'(x)  = 1 + w^2 * (4x(1+w) - 2Q) / Q^2
//   x <= 0: tanh(softplus(x)) = w(w+2)/D,  D = w^2 + 2w + 2
//           mish(x)   = x * w(w+2)/D
//           mish'(x)  = w * ((w+2)D + 4x(1+w)) / D^2
// Both follow from n = e(e+2), t = n/(n+2), sech^2 = 4(n+1)/(n+2)^2 and
// sigmoid = e/(e+1) with e = exp(x); the x > 0 forms divide through by e^2 so
// that nothing overflows and 1 - t is never formed by subtraction.
//
// Tiny results need exp(x) below the normal range: the exp is kept as p * 2^k
// and the power of two is applied to the finished product (in a wider type, or
// in two normal halves), so subnormal results are rounded about once
// (absolute error <= 1 ulp of the smallest subnormal plus a few relative ulps).
// Every path is straight-line arithmetic and selects; no lane-dependent scaling
// branch remains, so each SIMD lane does the same work.
//
// Accuracy (max over all finite inputs, ulps of the exact result with an
// absolute floor of 1/2 ulp(1.0); checked by tests/test_accuracy.py):
//   float32: mish <= 2 ulp, mish' <= 2 ulp; float64: <= 8 ulp.
//   float16/bfloat16 (computed in float32, rounded once): <= 1 ulp.
#pragma once

#include <cstdint>
#include <cstring>

#if defined(__CUDACC__)
#define JM_HD __host__ __device__ __forceinline__
#else
#define JM_HD inline __attribute__((always_inline))
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
  using Bits = uint32_t;
  using SBits = int32_t;
  static constexpr int kMantBits = 23;
  static constexpr int kBias = 127;
  // Largest |x| fed to the exp. mish'(x) - 1 ~ (4x-2) e^(-2x): at x = 20 that is
  // 3e-16 < 2^-25, so the result rounds to exactly 1 (and mish(x) to x) for all
  // clamped inputs; the true cut-over is near x = 10.2.
  static constexpr float kHi = 20.0f;
  // Below -120, mish and mish' round to -0 in float32 (|x| e^x < 2^-150).
  static constexpr float kLo = -120.0f;
  // Smallest exponent used to form w itself (w_of); below it w < 2^-99 and
  // w+2, D, 1+w round exactly as for the true w.
  static constexpr int32_t kMinK = -100;
  static constexpr float kLog2e = 1.44269504088896341f;
  // Cody-Waite split: kLn2Hi has 12 trailing zero bits, so k*kLn2Hi is exact.
  static constexpr float kLn2Hi = 0.693145751953125f;
  static constexpr float kLn2Lo = 1.42860676533018704e-06f;
  static constexpr float kRound = 12582912.0f;  // 1.5 * 2^23
};

template <>
struct MathTraits<double> {
  using Bits = uint64_t;
  using SBits = int64_t;
  static constexpr int kMantBits = 52;
  static constexpr int kBias = 1023;
  // (4x-2) e^(-2x) < 2^-54 needs x > 20.5; clamp well above it.
  static constexpr double kHi = 40.0;
  // |x| e^x < 2^-1075 below about -751.
  static constexpr double kLo = -760.0;
  static constexpr int64_t kMinK = -1000;  // w < 2^-999: as kMinK above
  static constexpr double kLog2e = 1.4426950408889634074;
  // fdlibm's split: kLn2Hi has 21 trailing zero bits.
  static constexpr double kLn2Hi = 6.93147180369123816490e-01;
  static constexpr double kLn2Lo = 1.90821492927058770002e-10;
  static constexpr double kRound = 6755399441055744.0;  // 1.5 * 2^52
};

template <typename T>
JM_HD T madd(T a, T b, T c) {
#if JM_HAVE_FMA
  return __builtin_fma(a, b, c);
#else
  return a * b + c;
#endif
}

template <>
JM_HD float madd<float>(float a, float b, float c) {
#if JM_HAVE_FMA
  return __builtin_fmaf(a, b, c);
#else
  return a * b + c;
#endif
}

template <typename To, typename From>
JM_HD To bit_cast(From v) {
  static_assert(sizeof(To) == sizeof(From), "size mismatch");
  To out;
  std::memcpy(&out, &v, sizeof(To));
  return out;
}

// --- lane operations ----------------------------------------------------------
// The formulas below are templates over an operations bundle O, so that one
// source serves the scalar code (CUDA, tails, the reference build) and the
// CPU's SIMD loops (cpu/simd.h supplies bundles over GCC vector types). O
// provides:
//   V, I, U     values of T, and signed and unsigned integers of T's width,
//               one per lane
//   to_float(i) integer lanes converted to T
//   splat(c)    c in every lane
//   madd(a,b,c) a*b+c, fused where the target has FMA
//   clamp(x)    x clamped to [kLo, kHi], NaN kept
//   recip(d)    1/d for d in [1, 6e34] to at least 2^-35 relative (only the
//               double bundles used by the float32 gradient need it)
// Arithmetic, comparisons and selects (m ? a : b) are the operators, which
// GCC's vector types share with scalars.

template <typename T>
struct ScalarOps {
  using V = T;
  using I = typename MathTraits<T>::SBits;
  using U = typename MathTraits<T>::Bits;
  JM_HD static V splat(T c) { return c; }
  JM_HD static V to_float(I i) { return static_cast<V>(i); }
  JM_HD static V madd(V a, V b, V c) { return jax_mish::madd(a, b, c); }
  // Comparisons with NaN are false, so NaN falls through to x.
  JM_HD static V clamp(V x) {
    using M = MathTraits<T>;
    const V y = M::kHi < x ? M::kHi : x;
    return M::kLo > y ? M::kLo : y;
  }
  // Seeded in float, refined by one Newton step (relative error ~2^-46):
  // several times cheaper than a double division on most hardware. d may
  // reach 5.5e34, inside float's range.
  JM_HD static V recip(V d) {
    const V y0 = static_cast<V>(1.0f / static_cast<float>(d));
    const V e = madd(-d, y0, V(1));
    return madd(y0, e, y0);
  }
};

// exp(r) for r in [-ln2/2, ln2/2] (slightly wider is fine): Taylor series,
// truncation error < 5e-9 (float, degree 7) and < 5e-18 (double, degree 13).
template <typename O>
JM_HD typename O::V exp_poly(float, typename O::V f) {
  using V = typename O::V;
  V p = O::splat(1.0f / 5040.0f);
  p = O::madd(p, f, O::splat(1.0f / 720.0f));
  p = O::madd(p, f, O::splat(1.0f / 120.0f));
  p = O::madd(p, f, O::splat(1.0f / 24.0f));
  p = O::madd(p, f, O::splat(1.0f / 6.0f));
  p = O::madd(p, f, O::splat(0.5f));
  return O::madd(p * f, f, f) + O::splat(1.0f);
}

template <typename O>
JM_HD typename O::V exp_poly(double, typename O::V f) {
  using V = typename O::V;
  V p = O::splat(1.0 / 6227020800.0);
  p = O::madd(p, f, O::splat(1.0 / 479001600.0));
  p = O::madd(p, f, O::splat(1.0 / 39916800.0));
  p = O::madd(p, f, O::splat(1.0 / 3628800.0));
  p = O::madd(p, f, O::splat(1.0 / 362880.0));
  p = O::madd(p, f, O::splat(1.0 / 40320.0));
  p = O::madd(p, f, O::splat(1.0 / 5040.0));
  p = O::madd(p, f, O::splat(1.0 / 720.0));
  p = O::madd(p, f, O::splat(1.0 / 120.0));
  p = O::madd(p, f, O::splat(1.0 / 24.0));
  p = O::madd(p, f, O::splat(1.0 / 6.0));
  p = O::madd(p, f, O::splat(0.5));
  return O::madd(p * f, f, f) + O::splat(1.0);
}

// exp(a) = p * 2^k for a in [kLo, 0] (or NaN, which propagates): k is the
// integer round(a / ln 2) and p = exp(a - k ln 2) in [0.7, 1.42]. Kept apart
// so that callers apply 2^k where it cannot underflow.
template <typename O>
struct ExpSplit {
  typename O::V p;
  typename O::I k;
};

template <typename T, typename O>
JM_HD ExpSplit<O> exp_split(typename O::V a) {
  using M = MathTraits<T>;
  using V = typename O::V;
  using I = typename O::I;
  const V round = O::splat(M::kRound);
  const V t = O::madd(a, O::splat(M::kLog2e), round);  // round(a*log2e) in low bits
  const V k = t - round;
  V f = O::madd(k, O::splat(-M::kLn2Hi), a);
  f = O::madd(k, O::splat(-M::kLn2Lo), f);
  // Integer k from the rounding constant's low mantissa bits (two's complement).
  const I ki = bit_cast<I>(t) - bit_cast<I>(round);
  return {exp_poly<O>(T(), f), ki};
}

// 2^k for k in T's normal exponent range.
template <typename T, typename O>
JM_HD typename O::V pow2(typename O::I k) {
  using M = MathTraits<T>;
  return bit_cast<typename O::V>((k + M::kBias) << M::kMantBits);
}

// w = exp(-|x|) for the rational parts. Where 2^k would leave the normal
// range, w is below 2^(kMinK+1) and any value that small gives the same
// rounded results (w+2, D, 1+w are exact then), so k is clamped.
template <typename T, typename O>
JM_HD typename O::V w_of(const ExpSplit<O>& e) {
  using M = MathTraits<T>;
  using I = typename O::I;
  const I lo = I{} + M::kMinK;
  return e.p * pow2<T, O>(e.k < lo ? lo : e.k);
}

// mish(x), computed in T.
//   x > 0:  mish = x - x * 2w^2/Q,          Q = 2w^2 + 2w + 1
//   x <= 0: mish = (x * p(w+2)/D) * 2^k,    D = w^2 + 2w + 2
// with the power of two applied last in two halves, so that a subnormal
// result is rounded once and nothing underflows before it. The two signs
// share every operation; the selects only pick operands (w, p or a constant),
// so a SIMD loop computes each step once, not once per sign.
template <typename T, typename O>
JM_HD typename O::V mish_v(typename O::V x) {
  using V = typename O::V;
  using I = typename O::I;
  const V zero = O::splat(T(0));
  const V xc = O::clamp(x);
  const auto pos = xc > zero;
  const V a = pos ? -xc : xc;
  const ExpSplit<O> e = exp_split<T, O>(a);
  const V w = w_of<T, O>(e);
  const V two_w = w + w;
  // den = Q or D with one rounding: fma(2w, w, 2w + 1) or fma(w, w, 2w + 2).
  const V den = O::madd(pos ? two_w : w, w,
                        two_w + (pos ? O::splat(T(1)) : O::splat(T(2))));
  // num = 2w^2 = w * (w + w) or p * (w + 2).
  const V num = (pos ? w : e.p) * (w + (pos ? w : O::splat(T(2))));
  const I kn = pos ? I{} : e.k;
  const I k_lo = kn >> 1;  // floor(kn/2): both halves stay normal
  const V q = xc * num / den * pow2<T, O>(k_lo) * pow2<T, O>(kn - k_lo);
  return pos ? x - q : q;
}

// float32 gradient, step 1 (in float lanes): clamp and split e = exp(x).
// No sign split here: step 2 works in double, where e^4 (up to 5.5e34 at the
// clamp x = 20) fits and 1 - t is never formed.
template <typename O>
struct GradFront {
  typename O::V xc;
  ExpSplit<O> e;
};

template <typename O>
JM_HD GradFront<O> grad_f32_front(typename O::V x) {
  const typename O::V xc = O::clamp(x);
  return {xc, exp_split<float, O>(xc)};
}

// float32 gradient, step 2 (in double lanes, OD): with e = exp(x) = p * 2^k
// (exact in double for every clamped x, so tiny results need no scaling),
//   D = e^2 + 2e + 2,  mish'(x) = e ((e+2) D + 4x(e+1)) / D^2
// for every x: the terms are positive for x > 0 (no cancellation), and near
// the root of mish' (x = -1.19) the error is absolute, about 2^-50. Each of
// the ~10 double roundings is far below float's half ulp, so the result is
// the float exp's error plus the caller's one rounding to float. The float
// sign-split forms would cost up to 2.7 ulp near x = 0.
template <typename OD>
JM_HD typename OD::V grad_f32_back(typename OD::V dy, typename OD::V xw,
                                   typename OD::V p, typename OD::I k) {
  using V = typename OD::V;
  const V e = p * bit_cast<V>((k + 1023) << 52);
  const V e2 = e + OD::splat(2.0);
  const V d = OD::madd(e, e2, OD::splat(2.0));
  const V n = OD::madd(e2, d, OD::splat(4.0) * xw * (e + OD::splat(1.0)));
  return dy * (e * n) * OD::recip(d * d);
}

// dy * mish'(x) computed in T throughout (float for float16/bfloat16, whose
// 1-ulp bound is loose; double). For x <= 0 the product is formed from p and
// 2^k is applied in two halves, the first one to dy when |dy| > 1 (else
// dy * m could overflow), otherwise after the product (so a subnormal result
// is rounded about once).
template <typename T, typename O>
JM_HD typename O::V mish_grad_v(typename O::V dy, typename O::V x) {
  using V = typename O::V;
  using I = typename O::I;
  const V zero = O::splat(T(0));
  const V one = O::splat(T(1));
  const V xc = O::clamp(x);
  const auto pos = xc > zero;
  const V a = pos ? -xc : xc;
  const ExpSplit<O> e = exp_split<T, O>(a);
  const V w = w_of<T, O>(e);
  const V two_w = w + w;
  const V den = O::madd(pos ? two_w : w, w, two_w + (pos ? one : O::splat(T(2))));
  const V c = O::splat(T(4)) * xc * (one + w);
  const V b = (pos ? O::splat(T(-2)) : w + O::splat(T(2))) * den;
  const V l = (pos ? w : e.p) * (pos ? w : one);
  const V m = l * (b + c) / (den * den);
  const I kn = pos ? I{} : e.k;
  const I k_lo = kn >> 1;
  const V s_lo = pow2<T, O>(k_lo);
  const V s_hi = pow2<T, O>(kn - k_lo);
  const auto big = (dy < zero ? -dy : dy) > one;
  const V g = O::madd(dy * (big ? s_lo : one), m, pos ? dy : zero);
  return g * (big ? one : s_lo) * s_hi;
}

// Scalar entry points (CUDA kernels, tests, the scalar reference build).
template <typename T>
JM_HD T mish_value(T x) {
  return mish_v<T, ScalarOps<T>>(x);
}

// dy * mish'(x): the exp in T, the rest in W (double for float32 data, then
// rounded once by the caller's conversion; T itself otherwise).
template <typename T, typename W = T>
JM_HD W mish_grad_value(W dy, T x) {
  if constexpr (sizeof(W) > sizeof(T)) {
    static_assert(sizeof(T) == 4 && sizeof(W) == 8, "float -> double only");
    const GradFront<ScalarOps<float>> f = grad_f32_front<ScalarOps<float>>(x);
    return grad_f32_back<ScalarOps<double>>(
        dy, static_cast<double>(f.xc), static_cast<double>(f.e.p),
        static_cast<int64_t>(f.e.k));
  } else {
    return mish_grad_v<T, ScalarOps<T>>(dy, x);
  }
}

// --- storage conversions: float16 / bfloat16 <-> float32 -------------------
// Branch-free bit manipulation over 32-bit lanes (O::U unsigned, O::V float;
// O::to_float converts signed integer lanes), round to nearest even. The
// scalar wrappers below are what CUDA and the tests use; the CPU loops use
// the same templates on vectors, or F16C where the CPU has it.

template <typename U>
JM_HD U usplat(uint32_t c) {
  return U{} + c;
}

template <typename O>
JM_HD typename O::V bf16_to_f32_v(typename O::U h) {
  return bit_cast<typename O::V>(h << 16);
}

template <typename O>
JM_HD typename O::U f32_to_bf16_v(typename O::V f) {
  using U = typename O::U;
  const U u = bit_cast<U>(f);
  const U rounded = (u + usplat<U>(0x7FFFu) + ((u >> 16) & usplat<U>(1u))) >> 16;
  // NaN: keep it quiet and NaN (rounding could carry it into infinity).
  const auto is_nan = (u & usplat<U>(0x7FFFFFFFu)) > usplat<U>(0x7F800000u);
  return is_nan ? ((u >> 16) | usplat<U>(0x0040u)) : rounded;
}

template <typename O>
JM_HD typename O::V f16_to_f32_v(typename O::U h) {
  using U = typename O::U;
  using I = typename O::I;
  const U sign = (h & usplat<U>(0x8000u)) << 16;
  const U em = h & usplat<U>(0x7FFFu);
  // Normal: rebias the exponent by 127 - 15. Subnormal: an exact int -> float
  // conversion times 2^-24 (no float subnormal arithmetic, so flush-to-zero
  // modes cannot touch it). Inf/NaN keep their payload.
  const U normal = (em << 13) + usplat<U>((127u - 15u) << 23);
  const typename O::V subf =
      O::to_float(bit_cast<I>(em)) * O::splat(5.9604644775390625e-08f);
  const U special = usplat<U>(0x7F800000u) | ((em & usplat<U>(0x3FFu)) << 13);
  U mag = em < usplat<U>(0x400u) ? bit_cast<U>(subf) : normal;
  mag = em >= usplat<U>(0x7C00u) ? special : mag;
  return bit_cast<typename O::V>(sign | mag);
}

template <typename O>
JM_HD typename O::U f32_to_f16_v(typename O::V f) {
  using U = typename O::U;
  const U u = bit_cast<U>(f);
  const U sign = (u >> 16) & usplat<U>(0x8000u);
  const U au = u & usplat<U>(0x7FFFFFFFu);
  const typename O::V af = bit_cast<typename O::V>(au);
  // Subnormal (|f| < 2^-14): adding 0.5 lets the float adder round to the
  // 2^-24 grid with ties to even; the low mantissa bits are the result.
  const U sub = bit_cast<U>(af + O::splat(0.5f)) - usplat<U>(0x3F000000u);
  // Normal: rebias the exponent and round the 13 dropped bits to nearest even.
  const U odd = (au >> 13) & usplat<U>(1u);
  const U nrm = (au - usplat<U>((127u - 15u) << 23) + usplat<U>(0xFFFu) + odd) >> 13;
  U out = au < usplat<U>(0x38800000u) ? sub : nrm;
  out = au >= usplat<U>(0x477FF000u) ? usplat<U>(0x7C00u) : out;  // overflow -> inf
  out = au > usplat<U>(0x7F800000u)
            ? (usplat<U>(0x7E00u) | ((au >> 13) & usplat<U>(0x1FFu)))
            : out;  // NaN
  return sign | out;
}

JM_HD float bf16_to_f32(uint16_t h) {
  return bf16_to_f32_v<ScalarOps<float>>(h);
}
JM_HD uint16_t f32_to_bf16(float f) {
  return static_cast<uint16_t>(f32_to_bf16_v<ScalarOps<float>>(f));
}
JM_HD float f16_to_f32(uint16_t h) {
  return f16_to_f32_v<ScalarOps<float>>(h);
}
JM_HD uint16_t f32_to_f16(float f) {
  return static_cast<uint16_t>(f32_to_f16_v<ScalarOps<float>>(f));
}

}  // namespace jax_mish
