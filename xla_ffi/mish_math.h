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
// Tiny results (x < -kTiny) would need exp(x) below the normal range; there the
// exp is computed scaled by 2^kScale and the final product is scaled back once,
// so subnormal results are rounded once (absolute error <= 1/2 ulp of the
// smallest subnormal plus a few relative ulps).
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
  static constexpr int kMantBits = 23;
  static constexpr int kBias = 127;
  // Largest |x| fed to the exp. mish'(x) - 1 ~ (4x-2) e^(-2x): at x = 20 that is
  // 3e-16 < 2^-25, so the result rounds to exactly 1 (and mish(x) to x) for all
  // clamped inputs; the true cut-over is near x = 10.2.
  static constexpr float kHi = 20.0f;
  // Below -120, mish and mish' round to -0 in float32 (|x| e^x < 2^-150).
  static constexpr float kLo = -120.0f;
  // Below -kTiny, w < 2^-28: (w+2)/D and (w+2)D/D^2 equal 1 in float32, so
  // only the scaled product x*w or (1+x)*w is needed.
  static constexpr float kTiny = 20.0f;
  static constexpr int kScale = 64;          // exp scaled by 2^64 when tiny
  static constexpr float kUnscale = 5.42101086242752217e-20f;  // 2^-64
  static constexpr float kLog2e = 1.44269504088896341f;
  // Cody-Waite split: kLn2Hi has 12 trailing zero bits, so k*kLn2Hi is exact.
  static constexpr float kLn2Hi = 0.693145751953125f;
  static constexpr float kLn2Lo = 1.42860676533018704e-06f;
  static constexpr float kRound = 12582912.0f;  // 1.5 * 2^23
};

template <>
struct MathTraits<double> {
  using Bits = uint64_t;
  static constexpr int kMantBits = 52;
  static constexpr int kBias = 1023;
  // (4x-2) e^(-2x) < 2^-54 needs x > 20.5; clamp well above it.
  static constexpr double kHi = 40.0;
  // |x| e^x < 2^-1075 below about -751.
  static constexpr double kLo = -760.0;
  // w < 2^-57 below -40.
  static constexpr double kTiny = 40.0;
  static constexpr int kScale = 128;
  static constexpr double kUnscale = 2.93873587705571877e-39;  // 2^-128
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

// exp(r) for r in [-ln2/2, ln2/2] (slightly wider is fine): Taylor series,
// truncation error < 5e-9 (float, degree 7) and < 5e-18 (double, degree 13).
JM_HD float exp_poly(float f) {
  float p = 1.0f / 5040.0f;
  p = madd(p, f, 1.0f / 720.0f);
  p = madd(p, f, 1.0f / 120.0f);
  p = madd(p, f, 1.0f / 24.0f);
  p = madd(p, f, 1.0f / 6.0f);
  p = madd(p, f, 0.5f);
  return madd(p * f, f, f) + 1.0f;
}

JM_HD double exp_poly(double f) {
  double p = 1.0 / 6227020800.0;
  p = madd(p, f, 1.0 / 479001600.0);
  p = madd(p, f, 1.0 / 39916800.0);
  p = madd(p, f, 1.0 / 3628800.0);
  p = madd(p, f, 1.0 / 362880.0);
  p = madd(p, f, 1.0 / 40320.0);
  p = madd(p, f, 1.0 / 5040.0);
  p = madd(p, f, 1.0 / 720.0);
  p = madd(p, f, 1.0 / 120.0);
  p = madd(p, f, 1.0 / 24.0);
  p = madd(p, f, 1.0 / 6.0);
  p = madd(p, f, 0.5);
  return madd(p * f, f, f) + 1.0;
}

// exp(a) * 2^extra for a in [kLo, 0] (or NaN, which propagates). extra is 0
// or kScale; the result's exponent always stays in the normal range.
template <typename T>
JM_HD T exp_scaled(T a, int extra) {
  using M = MathTraits<T>;
  using Bits = typename M::Bits;
  const T t = madd(a, M::kLog2e, M::kRound);  // round(a*log2e) in low bits
  const T k = t - M::kRound;
  T f = madd(k, -M::kLn2Hi, a);
  f = madd(k, -M::kLn2Lo, f);
  const T p = exp_poly(f);
  // Integer k from the rounding constant's low mantissa bits (two's complement).
  const Bits ki = bit_cast<Bits>(t) - bit_cast<Bits>(M::kRound);
  const Bits scale_bits =
      (ki + static_cast<Bits>(M::kBias + extra)) << M::kMantBits;
  return p * bit_cast<T>(scale_bits);
}

// Selects that keep NaN in x (a comparison with NaN is false).
template <typename T>
JM_HD T clamp_keep_nan(T x) {
  using M = MathTraits<T>;
  T y = x < M::kLo ? M::kLo : x;
  return y > M::kHi ? M::kHi : y;
}

// mish(x), computed in T.
template <typename T>
JM_HD T mish_value(T x) {
  using M = MathTraits<T>;
  const T xc = clamp_keep_nan(x);
  const bool pos = xc > T(0);
  const bool tiny = xc < -M::kTiny;
  const T a = pos ? -xc : xc;
  const T ws = exp_scaled(a, tiny ? M::kScale : 0);
  const T w = tiny ? ws * M::kUnscale : ws;
  const T w2 = w * w;
  const T two_w = w + w;
  const T q_pos = madd(T(2), w2, T(1) + two_w);  // Q = 1 + 2w + 2w^2
  const T d_neg = madd(w, w, two_w + T(2));      // D = w^2 + 2w + 2
  const T num = pos ? (w2 + w2) : ws * (w + T(2));
  const T den = pos ? q_pos : d_neg;
  const T q = xc * num / den;
  const T out_neg = tiny ? q * M::kUnscale : q;
  return pos ? x - q : out_neg;
}

// 1/d for d in [1, 30]. When W is wider than T the quotient is seeded in T
// and refined by one Newton step in W (relative error ~2^-46 for float ->
// double), which is several times cheaper than a double division in SIMD.
template <typename T, typename W>
JM_HD W reciprocal(W d) {
  if constexpr (sizeof(W) > sizeof(T)) {
    const W y0 = static_cast<W>(T(1) / static_cast<T>(d));
    const W e = madd(-d, y0, W(1));
    return madd(y0, e, y0);
  } else {
    return W(1) / d;
  }
}

// dy * mish'(x): the exp in T, the combination in W (double for float32
// data: the eight roundings of the rational part would otherwise cost up to
// 2.7 ulp near x = 0; float for float16/bfloat16, whose 1-ulp bound is loose),
// with one final rounding of the product.
template <typename T, typename W = T>
JM_HD W mish_grad_value(W dy_w, T x) {
  using M = MathTraits<T>;
  const T xc = clamp_keep_nan(x);
  const bool pos = xc > T(0);
  const bool tiny = xc < -M::kTiny;
  const T a = pos ? -xc : xc;
  const W ws = static_cast<W>(exp_scaled(a, tiny ? M::kScale : 0));
  const W w = tiny ? ws * static_cast<W>(M::kUnscale) : ws;
  const W xw = static_cast<W>(xc);
  const W w2 = w * w;
  const W two_w = w + w;
  const W q_pos = madd(W(2), w2, W(1) + two_w);  // Q = 1 + 2w + 2w^2
  const W d_neg = madd(w, w, two_w + W(2));      // D = w^2 + 2w + 2
  const W c = W(4) * xw * (W(1) + w);
  const W den = pos ? q_pos : d_neg;
  const W b = pos ? W(-2) * q_pos : (w + W(2)) * d_neg;
  const W lead = pos ? w2 : ws;
  const W r = lead * (b + c) * reciprocal<T, W>(den * den);
  // x > 0: dy + dy*r in one rounding; x <= 0: dy*r. When tiny, r carries a
  // 2^kScale factor: take it out of dy first if |dy| > 1 (else dy*r could
  // overflow), otherwise out of the product (so a subnormal result is rounded
  // once); either way each step below the last is exact or cannot underflow.
  // Written as nested selects on one mask width each (no boolean algebra on
  // masks), which the vectoriser handles.
  const W unscale = static_cast<W>(M::kUnscale);
  const W abs_dy = dy_w < W(0) ? -dy_w : dy_w;
  const W pre = abs_dy > W(1) ? unscale : W(1);   // scale taken out of dy
  const W post = abs_dy > W(1) ? W(1) : unscale;  // or out of the product
  const W dy_s = tiny ? dy_w * pre : dy_w;
  const W base = pos ? dy_s : W(0);
  const W g = madd(dy_s, r, base);
  return tiny ? g * post : g;
}

// --- storage conversions: float16 / bfloat16 <-> float32 -------------------
// Branch-free bit manipulation so the loops vectorise; round to nearest even.

JM_HD float bf16_to_f32(uint16_t h) {
  return bit_cast<float>(static_cast<uint32_t>(h) << 16);
}

JM_HD uint16_t f32_to_bf16(float f) {
  const uint32_t u = bit_cast<uint32_t>(f);
  const uint32_t rounded = (u + 0x7FFFu + ((u >> 16) & 1u)) >> 16;
  // NaN: keep it quiet and NaN (rounding could carry it into infinity).
  const bool is_nan = (u & 0x7FFFFFFFu) > 0x7F800000u;
  return static_cast<uint16_t>(is_nan ? ((u >> 16) | 0x0040u) : rounded);
}

JM_HD float f16_to_f32(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t em = h & 0x7FFFu;
  // Normal: rebias the exponent by 127 - 15. Subnormal: an exact int -> float
  // conversion times 2^-24 (no float subnormal arithmetic, so flush-to-zero
  // modes cannot touch it). Inf/NaN keep their payload.
  const uint32_t normal = (em << 13) + ((127u - 15u) << 23);
  const float subf = static_cast<float>(static_cast<int32_t>(em)) * 5.9604644775390625e-08f;
  const uint32_t special = 0x7F800000u | ((em & 0x3FFu) << 13);
  uint32_t mag = em < 0x400u ? bit_cast<uint32_t>(subf) : normal;
  mag = em >= 0x7C00u ? special : mag;
  return bit_cast<float>(sign | mag);
}

JM_HD uint16_t f32_to_f16(float f) {
  const uint32_t u = bit_cast<uint32_t>(f);
  const uint32_t sign = (u >> 16) & 0x8000u;
  const uint32_t au = u & 0x7FFFFFFFu;
  const float af = bit_cast<float>(au);
  // Subnormal (|f| < 2^-14): adding 0.5 lets the float adder round to the
  // 2^-24 grid with ties to even; the low mantissa bits are the result.
  const uint32_t sub = bit_cast<uint32_t>(af + 0.5f) - 0x3F000000u;
  // Normal: rebias the exponent and round the 13 dropped bits to nearest even.
  const uint32_t odd = (au >> 13) & 1u;
  const uint32_t nrm = (au - ((127u - 15u) << 23) + 0xFFFu + odd) >> 13;
  uint32_t out = au < 0x38800000u ? sub : nrm;
  out = au >= 0x477FF000u ? 0x7C00u : out;                 // overflow -> inf
  out = au > 0x7F800000u ? (0x7E00u | ((au >> 13) & 0x1FFu)) : out;  // NaN
  return static_cast<uint16_t>(sign | out);
}

}  // namespace jax_mish
