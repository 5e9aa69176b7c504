// Operation bundles over x86 vector registers for the formulas in
// mish_math.h, one per instruction set (SSE2, AVX2+FMA+F16C, AVX-512). GCC's
// vector types give the arithmetic, comparisons and selects as operators; the
// bundles add what those lack: broadcast, fused multiply-add, min and max
// with x86's NaN rule, a test for any lane below a bound, int -> float where
// float16 is converted by bit manipulation (SSE2), and (struct Half)
// loads and stores of 16-bit storage as 32-bit lanes: bfloat16 two vectors at
// a time, float16 through F16C (AVX2, AVX-512) or, in the SSE2 bundle, as
// 16-bit integers for the bit conversions of mish_math.h.
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
#define JM_ALWAYS_INLINE inline __attribute__((always_inline))

namespace jax_mish::cpu::simd {

template <typename V, typename T>
JM_ALWAYS_INLINE V load(const T* p) {
  V v;
  std::memcpy(&v, p, sizeof(V));
  return v;
}

template <typename V, typename T>
JM_ALWAYS_INLINE void store(T* p, V v) {
  std::memcpy(p, &v, sizeof(V));
}

#if defined(__AVX512F__)

// 16 float lanes, 8 double lanes.
struct F32 {
  using V = __m512;
  using I = __v16si;
  using U = __v16su;
  static JM_ALWAYS_INLINE V splat(float c) { return _mm512_set1_ps(c); }
  static JM_ALWAYS_INLINE V madd(V a, V b, V c) {
    return _mm512_fmadd_ps(a, b, c);
  }
  template <typename M>
  static JM_ALWAYS_INLINE U mask(M m) {
    return (U)m;
  }
  // Bitwise a where m, else b (a ternary-logic instruction).
  static JM_ALWAYS_INLINE V select(U m, V a, V b) {
    return (V)_mm512_ternarylogic_epi32((__m512i)m, (__m512i)a, (__m512i)b,
                                        0xCA);
  }
  // min/max return the second operand when either is NaN.
  static JM_ALWAYS_INLINE V min(V a, V b) { return _mm512_min_ps(a, b); }
  static JM_ALWAYS_INLINE V max(V a, V b) { return _mm512_max_ps(a, b); }
  // Whether any lane is below c (NaN is not).
  static JM_ALWAYS_INLINE bool any_below(V x, float c) {
    return _mm512_cmp_ps_mask(x, splat(c), _CMP_LT_OQ) != 0;
  }
};

struct F64 {
  using V = __m512d;
  using I = __v8di;
  using U = __v8du;
  static JM_ALWAYS_INLINE V splat(double c) { return _mm512_set1_pd(c); }
  static JM_ALWAYS_INLINE bool any_below(V x, double c) {
    return _mm512_cmp_pd_mask(x, splat(c), _CMP_LT_OQ) != 0;
  }
  static JM_ALWAYS_INLINE V madd(V a, V b, V c) {
    return _mm512_fmadd_pd(a, b, c);
  }
  template <typename M>
  static JM_ALWAYS_INLINE U mask(M m) {
    return (U)m;
  }
  static JM_ALWAYS_INLINE V select(U m, V a, V b) {
    return (V)_mm512_ternarylogic_epi64((__m512i)m, (__m512i)a, (__m512i)b,
                                        0xCA);
  }
  static JM_ALWAYS_INLINE V min(V a, V b) { return _mm512_min_pd(a, b); }
  static JM_ALWAYS_INLINE V max(V a, V b) { return _mm512_max_pd(a, b); }
};

#elif defined(__AVX2__)

// 8 float lanes, 4 double lanes.
struct F32 {
  using V = __m256;
  using I = __v8si;
  using U = __v8su;
  static JM_ALWAYS_INLINE V splat(float c) { return _mm256_set1_ps(c); }
  static JM_ALWAYS_INLINE V madd(V a, V b, V c) {
    return _mm256_fmadd_ps(a, b, c);
  }
  template <typename M>
  static JM_ALWAYS_INLINE U mask(M m) {
    return (U)m;
  }
  static JM_ALWAYS_INLINE V select(U m, V a, V b) {
    return _mm256_blendv_ps(b, a, (V)m);
  }
  static JM_ALWAYS_INLINE V min(V a, V b) { return _mm256_min_ps(a, b); }
  static JM_ALWAYS_INLINE V max(V a, V b) { return _mm256_max_ps(a, b); }
  static JM_ALWAYS_INLINE bool any_below(V x, float c) {
    return _mm256_movemask_ps(_mm256_cmp_ps(x, splat(c), _CMP_LT_OQ)) != 0;
  }
};

struct F64 {
  using V = __m256d;
  using I = __v4di;
  using U = __v4du;
  static JM_ALWAYS_INLINE V splat(double c) { return _mm256_set1_pd(c); }
  static JM_ALWAYS_INLINE bool any_below(V x, double c) {
    return _mm256_movemask_pd(_mm256_cmp_pd(x, splat(c), _CMP_LT_OQ)) != 0;
  }
  static JM_ALWAYS_INLINE V madd(V a, V b, V c) {
    return _mm256_fmadd_pd(a, b, c);
  }
  template <typename M>
  static JM_ALWAYS_INLINE U mask(M m) {
    return (U)m;
  }
  static JM_ALWAYS_INLINE V select(U m, V a, V b) {
    return _mm256_blendv_pd(b, a, (V)m);
  }
  static JM_ALWAYS_INLINE V min(V a, V b) { return _mm256_min_pd(a, b); }
  static JM_ALWAYS_INLINE V max(V a, V b) { return _mm256_max_pd(a, b); }
};

#elif defined(__SSE2__)

// x86-64 baseline: 4 float lanes, 2 double lanes, no FMA.
struct F32 {
  using V = __m128;
  using I = __v4si;
  using U = __v4su;
  static JM_ALWAYS_INLINE V splat(float c) { return _mm_set1_ps(c); }
  static JM_ALWAYS_INLINE V madd(V a, V b, V c) { return a * b + c; }
  template <typename M>
  static JM_ALWAYS_INLINE U mask(M m) {
    return (U)m;
  }
  static JM_ALWAYS_INLINE V select(U m, V a, V b) {
    return (V)((m & (U)a) | (~m & (U)b));
  }
  static JM_ALWAYS_INLINE V min(V a, V b) { return _mm_min_ps(a, b); }
  static JM_ALWAYS_INLINE V max(V a, V b) { return _mm_max_ps(a, b); }
  static JM_ALWAYS_INLINE V to_float(I i) {
    return _mm_cvtepi32_ps((__m128i)i);
  }
  static JM_ALWAYS_INLINE bool any_below(V x, float c) {
    return _mm_movemask_ps(_mm_cmplt_ps(x, splat(c))) != 0;
  }
};

struct F64 {
  using V = __m128d;
  using I = __v2di;
  using U = __v2du;
  static JM_ALWAYS_INLINE V splat(double c) { return _mm_set1_pd(c); }
  static JM_ALWAYS_INLINE bool any_below(V x, double c) {
    return _mm_movemask_pd(_mm_cmplt_pd(x, splat(c))) != 0;
  }
  static JM_ALWAYS_INLINE V madd(V a, V b, V c) { return a * b + c; }
  template <typename M>
  static JM_ALWAYS_INLINE U mask(M m) {
    return (U)m;
  }
  static JM_ALWAYS_INLINE V select(U m, V a, V b) {
    return (V)((m & (U)a) | (~m & (U)b));
  }
  static JM_ALWAYS_INLINE V min(V a, V b) { return _mm_min_pd(a, b); }
  static JM_ALWAYS_INLINE V max(V a, V b) { return _mm_max_pd(a, b); }
};

#endif

#if defined(__SSE2__)  // every x86-64 ISA above
// Two float vectors that travel together (see Half::load_hi2).
struct F32x2 {
  F32::V a, b;
};
#endif

// 16-bit storage as float lanes, per ISA.
#if defined(__AVX512F__)

struct Half {
  static constexpr int kLanes = 16;
  // bfloat16 two vectors at a time: an in-lane unpack against zero puts each
  // value in the high half of a float lane, and the in-lane pack of two
  // results puts the lanes back in order, so neither side needs a widening
  // move, a shift or a cross-lane permute. (The same in each bundle.)
  static JM_ALWAYS_INLINE F32x2 load_hi2(const uint16_t* p) {
    const __m512i v = load<__m512i>(p), z = _mm512_setzero_si512();
    return {(F32::V)_mm512_unpacklo_epi16(z, v),
            (F32::V)_mm512_unpackhi_epi16(z, v)};
  }
  static JM_ALWAYS_INLINE void store_u16x2(uint16_t* p, F32::U a, F32::U b) {
    store(p, _mm512_packus_epi32((__m512i)a, (__m512i)b));
  }
  static JM_ALWAYS_INLINE F32::V f16_load(const uint16_t* p) {
    return _mm512_cvtph_ps(load<__m256i>(p));
  }
  static JM_ALWAYS_INLINE void f16_store(uint16_t* p, F32::V v) {
    store(p, _mm512_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
  }
  // 32 floats in memory order to and from load_hi2's lane order, for values
  // that travel beside bfloat16 data (the bias loops' sums): a holds 128-bit
  // quarters 0, 2, 4, 6 of the 32 elements, b quarters 1, 3, 5, 7.
  static JM_ALWAYS_INLINE F32x2 load_f32_as_hi2(const float* p) {
    const F32::V lo = load<F32::V>(p), hi = load<F32::V>(p + 16);
    return {_mm512_shuffle_f32x4(lo, hi, 0x88),
            _mm512_shuffle_f32x4(lo, hi, 0xDD)};
  }
  static JM_ALWAYS_INLINE void store_hi2_as_f32(float* p, F32x2 v) {
    const __m512i lo = _mm512_setr_epi32(0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7,
                                         20, 21, 22, 23);
    const __m512i hi = _mm512_setr_epi32(8, 9, 10, 11, 24, 25, 26, 27, 12, 13,
                                         14, 15, 28, 29, 30, 31);
    store(p, _mm512_permutex2var_ps(v.a, lo, v.b));
    store(p + 16, _mm512_permutex2var_ps(v.a, hi, v.b));
  }
};

#elif defined(__AVX2__)

struct Half {
  static constexpr int kLanes = 8;
  static JM_ALWAYS_INLINE F32x2 load_hi2(const uint16_t* p) {
    const __m256i v = load<__m256i>(p), z = _mm256_setzero_si256();
    return {(F32::V)_mm256_unpacklo_epi16(z, v),
            (F32::V)_mm256_unpackhi_epi16(z, v)};
  }
  static JM_ALWAYS_INLINE void store_u16x2(uint16_t* p, F32::U a, F32::U b) {
    store(p, _mm256_packus_epi32((__m256i)a, (__m256i)b));
  }
  static JM_ALWAYS_INLINE F32::V f16_load(const uint16_t* p) {
    return _mm256_cvtph_ps(load<__m128i>(p));
  }
  static JM_ALWAYS_INLINE void f16_store(uint16_t* p, F32::V v) {
    store(p, _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
  }
  // 16 floats: a holds elements 0-3 and 8-11, b 4-7 and 12-15.
  static JM_ALWAYS_INLINE F32x2 load_f32_as_hi2(const float* p) {
    const F32::V lo = load<F32::V>(p), hi = load<F32::V>(p + 8);
    return {_mm256_permute2f128_ps(lo, hi, 0x20),
            _mm256_permute2f128_ps(lo, hi, 0x31)};
  }
  static JM_ALWAYS_INLINE void store_hi2_as_f32(float* p, F32x2 v) {
    store(p, _mm256_permute2f128_ps(v.a, v.b, 0x20));
    store(p + 8, _mm256_permute2f128_ps(v.a, v.b, 0x31));
  }
};

#elif defined(__SSE2__)

struct Half {
  static constexpr int kLanes = 4;
  static JM_ALWAYS_INLINE F32::U load_u16(const uint16_t* p) {
    return (F32::U)_mm_unpacklo_epi16(_mm_loadl_epi64((const __m128i*)p),
                                      _mm_setzero_si128());
  }
  static JM_ALWAYS_INLINE void store_u16(uint16_t* p, F32::U v) {
    _mm_storel_epi64((__m128i*)p, pack(v, v));
  }
  static JM_ALWAYS_INLINE F32x2 load_hi2(const uint16_t* p) {
    const __m128i v = load<__m128i>(p), z = _mm_setzero_si128();
    return {(F32::V)_mm_unpacklo_epi16(z, v), (F32::V)_mm_unpackhi_epi16(z, v)};
  }
  static JM_ALWAYS_INLINE void store_u16x2(uint16_t* p, F32::U a, F32::U b) {
    store(p, pack(a, b));
  }
  // 8 floats: load_hi2's lanes are in memory order here.
  static JM_ALWAYS_INLINE F32x2 load_f32_as_hi2(const float* p) {
    return {load<F32::V>(p), load<F32::V>(p + 4)};
  }
  static JM_ALWAYS_INLINE void store_hi2_as_f32(float* p, F32x2 v) {
    store(p, v.a);
    store(p + 4, v.b);
  }

 private:
  // No packus_epi32 before SSE4.1: bias into the signed range, pack, unbias.
  static JM_ALWAYS_INLINE __m128i pack(F32::U a, F32::U b) {
    const __m128i bias = _mm_set1_epi32(32768);
    const __m128i sa = _mm_sub_epi32((__m128i)a, bias),
                  sb = _mm_sub_epi32((__m128i)b, bias);
    return _mm_xor_si128(_mm_packs_epi32(sa, sb), _mm_set1_epi16(-32768));
  }
};

#endif

}  // namespace jax_mish::cpu::simd
