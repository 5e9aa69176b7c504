// Operation bundles over x86 vector registers for the formulas in
// mish_math.h, one per instruction set (SSE2, AVX2+FMA+F16C, AVX-512). GCC's
// vector types give the arithmetic, comparisons and selects as operators; the
// bundles add what those lack: broadcast, fused multiply-add, a NaN-keeping
// clamp, a reciprocal, int -> float, and the conversions between float and
// double lanes and to and from 16-bit storage.
//
// Each kernels.cc object is compiled for one ISA, so only that ISA's bundle is
// defined there (selected by the compiler's own target macros).
#pragma once

#include <cstdint>
#include <cstring>

#include "mish_math.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

// Everything here is forced inline: a call per vector would cost more than
// the arithmetic.
#define JM_SIMD inline __attribute__((always_inline))

namespace jax_mish::cpu::simd {

template <typename V, typename T>
JM_SIMD V load(const T* p) {
  V v;
  std::memcpy(&v, p, sizeof(V));
  return v;
}

template <typename V, typename T>
JM_SIMD void store(T* p, V v) {
  std::memcpy(p, &v, sizeof(V));
}

// Double-lane reciprocal helper: seed s (>= 12 correct bits), then
// y = s (1 + e + e^2) with e = 1 - d s, which triples the correct bits
// (>= 36, far below the float32 result's half ulp).
template <typename O>
JM_SIMD typename O::V refine_recip(typename O::V d, typename O::V s) {
  const typename O::V one = O::splat(1.0);
  const typename O::V e = O::madd(-d, s, one);
  return O::madd(s, O::madd(e, e, e), s);
}

#if defined(__AVX512F__)

// 16 float lanes; double work in two halves of 8.
struct F32 {
  using V = __m512;
  using I = __v16si;
  using U = __v16su;
  static JM_SIMD V splat(float c) { return _mm512_set1_ps(c); }
  static JM_SIMD V madd(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
  // min/max return the second operand when either is NaN.
  static JM_SIMD V clamp(V x) {
    return _mm512_max_ps(splat(MathTraits<float>::kLo),
                         _mm512_min_ps(splat(MathTraits<float>::kHi), x));
  }
  static JM_SIMD V to_float(I i) { return _mm512_cvtepi32_ps((__m512i)i); }
};

struct F64 {
  using V = __m512d;
  using I = __v8di;
  using U = __v8du;
  static JM_SIMD V splat(double c) { return _mm512_set1_pd(c); }
  static JM_SIMD V madd(V a, V b, V c) { return _mm512_fmadd_pd(a, b, c); }
  static JM_SIMD V clamp(V x) {
    return _mm512_max_pd(splat(MathTraits<double>::kLo),
                         _mm512_min_pd(splat(MathTraits<double>::kHi), x));
  }
  static JM_SIMD V recip(V d) { return refine_recip<F64>(d, _mm512_rcp14_pd(d)); }
};

struct Widen {
  static constexpr int kLanes = 16;
  static JM_SIMD F64::V lo(F32::V v) { return _mm512_cvtps_pd(_mm512_castps512_ps256(v)); }
  static JM_SIMD F64::V hi(F32::V v) {
    return _mm512_cvtps_pd(_mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1)));
  }
  static JM_SIMD F64::I lo(F32::I v) {
    return (F64::I)_mm512_cvtepi32_epi64(_mm512_castsi512_si256((__m512i)v));
  }
  static JM_SIMD F64::I hi(F32::I v) {
    return (F64::I)_mm512_cvtepi32_epi64(_mm512_extracti64x4_epi64((__m512i)v, 1));
  }
  static JM_SIMD F32::V narrow(F64::V lo, F64::V hi) {
    return _mm512_castpd_ps(_mm512_insertf64x4(
        _mm512_castps_pd(_mm512_castps256_ps512(_mm512_cvtpd_ps(lo))),
        _mm256_castps_pd(_mm512_cvtpd_ps(hi)), 1));
  }
  // 16-bit storage <-> 32-bit lanes.
  static JM_SIMD F32::U load_u16(const uint16_t* p) {
    return (F32::U)_mm512_cvtepu16_epi32(load<__m256i>(p));
  }
  static JM_SIMD void store_u16(uint16_t* p, F32::U v) {
    store(p, _mm512_cvtepi32_epi16((__m512i)v));
  }
  static JM_SIMD F32::V f16_load(const uint16_t* p) { return _mm512_cvtph_ps(load<__m256i>(p)); }
  static JM_SIMD void f16_store(uint16_t* p, F32::V v) {
    store(p, _mm512_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
  }
};

#elif defined(__AVX2__)

// 8 float lanes; double work in two halves of 4.
struct F32 {
  using V = __m256;
  using I = __v8si;
  using U = __v8su;
  static JM_SIMD V splat(float c) { return _mm256_set1_ps(c); }
  static JM_SIMD V madd(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
  static JM_SIMD V clamp(V x) {
    return _mm256_max_ps(splat(MathTraits<float>::kLo),
                         _mm256_min_ps(splat(MathTraits<float>::kHi), x));
  }
  static JM_SIMD V to_float(I i) { return _mm256_cvtepi32_ps((__m256i)i); }
};

struct F64 {
  using V = __m256d;
  using I = __v4di;
  using U = __v4du;
  static JM_SIMD V splat(double c) { return _mm256_set1_pd(c); }
  static JM_SIMD V madd(V a, V b, V c) { return _mm256_fmadd_pd(a, b, c); }
  static JM_SIMD V clamp(V x) {
    return _mm256_max_pd(splat(MathTraits<double>::kLo),
                         _mm256_min_pd(splat(MathTraits<double>::kHi), x));
  }
  static JM_SIMD V recip(V d) {
    return refine_recip<F64>(d, _mm256_cvtps_pd(_mm_rcp_ps(_mm256_cvtpd_ps(d))));
  }
};

struct Widen {
  static constexpr int kLanes = 8;
  static JM_SIMD F64::V lo(F32::V v) { return _mm256_cvtps_pd(_mm256_castps256_ps128(v)); }
  static JM_SIMD F64::V hi(F32::V v) { return _mm256_cvtps_pd(_mm256_extractf128_ps(v, 1)); }
  static JM_SIMD F64::I lo(F32::I v) {
    return (F64::I)_mm256_cvtepi32_epi64(_mm256_castsi256_si128((__m256i)v));
  }
  static JM_SIMD F64::I hi(F32::I v) {
    return (F64::I)_mm256_cvtepi32_epi64(_mm256_extracti128_si256((__m256i)v, 1));
  }
  static JM_SIMD F32::V narrow(F64::V lo, F64::V hi) {
    return _mm256_set_m128(_mm256_cvtpd_ps(hi), _mm256_cvtpd_ps(lo));
  }
  static JM_SIMD F32::U load_u16(const uint16_t* p) {
    return (F32::U)_mm256_cvtepu16_epi32(load<__m128i>(p));
  }
  static JM_SIMD void store_u16(uint16_t* p, F32::U v) {
    // Lanes hold 0..65535, so unsigned saturation is exact; packus works per
    // 128-bit half, hence the permute.
    const __m256i packed = _mm256_packus_epi32((__m256i)v, (__m256i)v);
    store(p, _mm256_castsi256_si128(_mm256_permute4x64_epi64(packed, 0x08)));
  }
  static JM_SIMD F32::V f16_load(const uint16_t* p) { return _mm256_cvtph_ps(load<__m128i>(p)); }
  static JM_SIMD void f16_store(uint16_t* p, F32::V v) {
    store(p, _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
  }
};

#elif defined(__SSE2__)

// x86-64 baseline: 4 float lanes; double work in two halves of 2; no FMA.
struct F32 {
  using V = __m128;
  using I = __v4si;
  using U = __v4su;
  static JM_SIMD V splat(float c) { return _mm_set1_ps(c); }
  static JM_SIMD V madd(V a, V b, V c) { return a * b + c; }
  static JM_SIMD V clamp(V x) {
    return _mm_max_ps(splat(MathTraits<float>::kLo),
                      _mm_min_ps(splat(MathTraits<float>::kHi), x));
  }
  static JM_SIMD V to_float(I i) { return _mm_cvtepi32_ps((__m128i)i); }
};

struct F64 {
  using V = __m128d;
  using I = __v2di;
  using U = __v2du;
  static JM_SIMD V splat(double c) { return _mm_set1_pd(c); }
  static JM_SIMD V madd(V a, V b, V c) { return a * b + c; }
  static JM_SIMD V clamp(V x) {
    return _mm_max_pd(splat(MathTraits<double>::kLo),
                      _mm_min_pd(splat(MathTraits<double>::kHi), x));
  }
  static JM_SIMD V recip(V d) {
    return refine_recip<F64>(d, _mm_cvtps_pd(_mm_rcp_ps(_mm_cvtpd_ps(d))));
  }
};

struct Widen {
  static constexpr int kLanes = 4;
  static JM_SIMD F64::V lo(F32::V v) { return _mm_cvtps_pd(v); }
  static JM_SIMD F64::V hi(F32::V v) { return _mm_cvtps_pd(_mm_movehl_ps(v, v)); }
  // Sign extension without SSE4.1: interleave with the sign mask.
  static JM_SIMD F64::I lo(F32::I v) {
    return (F64::I)_mm_unpacklo_epi32((__m128i)v, _mm_srai_epi32((__m128i)v, 31));
  }
  static JM_SIMD F64::I hi(F32::I v) {
    return (F64::I)_mm_unpackhi_epi32((__m128i)v, _mm_srai_epi32((__m128i)v, 31));
  }
  static JM_SIMD F32::V narrow(F64::V lo, F64::V hi) {
    return _mm_movelh_ps(_mm_cvtpd_ps(lo), _mm_cvtpd_ps(hi));
  }
  static JM_SIMD F32::U load_u16(const uint16_t* p) {
    return (F32::U)_mm_unpacklo_epi16(_mm_loadl_epi64((const __m128i*)p),
                                      _mm_setzero_si128());
  }
  static JM_SIMD void store_u16(uint16_t* p, F32::U v) {
    // No packus_epi32 before SSE4.1: bias into the signed range, pack, unbias.
    const __m128i bias = _mm_set1_epi32(32768);
    const __m128i s = _mm_sub_epi32((__m128i)v, bias);
    const __m128i packed = _mm_xor_si128(_mm_packs_epi32(s, s), _mm_set1_epi16(-32768));
    _mm_storel_epi64((__m128i*)p, packed);
  }
};

#endif

}  // namespace jax_mish::cpu::simd
