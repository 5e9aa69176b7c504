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
#define JM_LAMBDA __attribute__((always_inline))

// Runs `body(i)` on every full vector of N elements and `tail(i, count)` on
// the rest. `tail` goes through zero-padded buffers, so nothing reads or
// writes past n.
template <int N, typename Body, typename Tail>
JM_SIMD void for_vectors(int64_t n, Body body, Tail tail) {
  int64_t i = 0;
  for (; i + N <= n; i += N) body(i);
  if (i < n) tail(i, n - i);
}

// Unary and binary loops over storage type E, N elements per vector, with
// the element math `f` applied to whole vectors (Load/Store convert between
// E and the vector type f works on).
template <int N, typename E, typename Load, typename Store, typename F>
JM_SIMD void unary_loop(const E* x, E* y, int64_t n, Load ld, Store st, F f) {
  for_vectors<N>(
      n, [&](int64_t i) JM_LAMBDA { st(y + i, f(ld(x + i))); },
      [&](int64_t i, int64_t cnt) JM_LAMBDA {
        E in[N] = {};
        E out[N];
        std::memcpy(in, x + i, cnt * sizeof(E));
        st(out, f(ld(in)));
        std::memcpy(y + i, out, cnt * sizeof(E));
      });
}

template <int N, typename E, typename Load, typename Store, typename F>
JM_SIMD void binary_loop(const E* dy, const E* x, E* dx, int64_t n, Load ld,
                        Store st, F f) {
  for_vectors<N>(
      n, [&](int64_t i) JM_LAMBDA { st(dx + i, f(ld(dy + i), ld(x + i))); },
      [&](int64_t i, int64_t cnt) JM_LAMBDA {
        E g[N] = {};
        E in[N] = {};
        E out[N];
        std::memcpy(g, dy + i, cnt * sizeof(E));
        std::memcpy(in, x + i, cnt * sizeof(E));
        st(out, f(ld(g), ld(in)));
        std::memcpy(dx + i, out, cnt * sizeof(E));
      });
}

constexpr int kLanes32 = Half::kLanes;  // float lanes per vector
constexpr int kLanes64 = kLanes32 / 2;  // double lanes per vector

template <typename E>
JM_SIMD auto load_lanes(const E* p) {
  if constexpr (sizeof(E) == 4) {
    return simd::load<F32::V>(p);
  } else {
    return simd::load<F64::V>(p);
  }
}
const auto kLoad = [](const auto* p) JM_LAMBDA { return load_lanes(p); };
const auto kStore = [](auto* p, auto v) JM_LAMBDA { simd::store(p, v); };

// bfloat16 runs two vectors per step (Half::load_hi2). The rounding is
// bf16_round_bits without f32_to_bf16_v's NaN check, which costs a compare
// and a blend per vector: every NaN that reaches a store here has a zero low half (a
// bfloat16 input, passed on or quieted by x86 arithmetic, or the default NaN
// 0xFFC00000), and adding at most 0x8000 to a zero low half cannot carry into
// the exponent, so a NaN stays a NaN. Exhaustive and random-bit tests compare
// these loops with the scalar ones, NaN for NaN.
using Vec2 = simd::F32x2;
const auto kLoadBf16x2 = [](const uint16_t* p) JM_LAMBDA { return Half::load_hi2(p); };
const auto kStoreBf16x2 = [](uint16_t* p, Vec2 v) JM_LAMBDA {
  Half::store_u16x2(p, bf16_round_bits(bit_cast<F32::U>(v.a)),
                    bf16_round_bits(bit_cast<F32::U>(v.b)));
};
// f applied to each vector of the pair(s).
template <typename F>
JM_SIMD auto each(F f) {
  return [f](auto... v) JM_LAMBDA { return Vec2{f(v.a...), f(v.b...)}; };
}

// float16 through F16C, which the AVX2 and AVX-512 builds always have; the
// SSE2 baseline converts the bits with mish_math.h's templates.
#if defined(__F16C__)
const auto kLoadF16 = [](const uint16_t* p) JM_LAMBDA { return Half::f16_load(p); };
const auto kStoreF16 = [](uint16_t* p, F32::V v) JM_LAMBDA { Half::f16_store(p, v); };
#else
const auto kLoadF16 = [](const uint16_t* p) JM_LAMBDA {
  return f16_to_f32_v<F32>(Half::load_u16(p));
};
const auto kStoreF16 = [](uint16_t* p, F32::V v) JM_LAMBDA {
  Half::store_u16(p, f32_to_f16_v<F32>(v));
};
#endif

// The exp's tiny-result handling runs only for vectors with a lane below
// kTinyX (far outside what activations see); the others take the same formula
// without it, which gives the same bits.
template <typename T, typename O>
JM_SIMD typename O::V mish_vec(typename O::V v) {
  return O::any_below(v, MathTraits<T>::kTinyX) ? mish_v<T, O, true>(v)
                                                : mish_v<T, O, false>(v);
}

template <typename T, typename O>
JM_SIMD typename O::V grad_vec(typename O::V g, typename O::V v) {
  return O::any_below(v, MathTraits<T>::kTinyX) ? mish_grad_v<T, O, true>(g, v)
                                                : mish_grad_v<T, O, false>(g, v);
}

void mish_f32(const float* x, float* y, int64_t n) {
  unary_loop<kLanes32>(x, y, n, kLoad, kStore, mish_vec<float, F32>);
}
void grad_f32(const float* dy, const float* x, float* dx, int64_t n) {
  binary_loop<kLanes32>(dy, x, dx, n, kLoad, kStore, grad_vec<float, F32>);
}
void mish_f64(const double* x, double* y, int64_t n) {
  unary_loop<kLanes64>(x, y, n, kLoad, kStore, mish_vec<double, F64>);
}
void grad_f64(const double* dy, const double* x, double* dx, int64_t n) {
  binary_loop<kLanes64>(dy, x, dx, n, kLoad, kStore, grad_vec<double, F64>);
}

// Half types: load, compute in float32, round to nearest even once on store.
void mish_f16(const uint16_t* x, uint16_t* y, int64_t n) {
  unary_loop<kLanes32>(x, y, n, kLoadF16, kStoreF16, mish_vec<float, F32>);
}
void mish_bf16(const uint16_t* x, uint16_t* y, int64_t n) {
  unary_loop<2 * kLanes32>(x, y, n, kLoadBf16x2, kStoreBf16x2, each(mish_vec<float, F32>));
}
void grad_f16(const uint16_t* dy, const uint16_t* x, uint16_t* dx, int64_t n) {
  binary_loop<kLanes32>(dy, x, dx, n, kLoadF16, kStoreF16, grad_vec<float, F32>);
}
void grad_bf16(const uint16_t* dy, const uint16_t* x, uint16_t* dx, int64_t n) {
  binary_loop<2 * kLanes32>(dy, x, dx, n, kLoadBf16x2, kStoreBf16x2,
                            each(grad_vec<float, F32>));
}

#else  // scalar loops, vectorised by the compiler

void mish_f32(const float* x, float* y, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i) y[i] = mish_value<float>(x[i]);
}

void grad_f32(const float* dy, const float* x, float* dx, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i)
    dx[i] = mish_grad_value<float>(dy[i], x[i]);
}

void mish_f64(const double* x, double* y, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i) y[i] = mish_value<double>(x[i]);
}

void grad_f64(const double* dy, const double* x, double* dx, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i)
    dx[i] = mish_grad_value<double>(dy[i], x[i]);
}

template <float (*Load)(uint16_t), uint16_t (*Store)(float)>
void mish_half_scalar(const uint16_t* x, uint16_t* y, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i) y[i] = Store(mish_value<float>(Load(x[i])));
}

template <float (*Load)(uint16_t), uint16_t (*Store)(float)>
void grad_half_scalar(const uint16_t* dy, const uint16_t* x, uint16_t* dx,
                      int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i)
    dx[i] = Store(mish_grad_value<float>(Load(dy[i]), Load(x[i])));
}

constexpr auto mish_f16 = mish_half_scalar<f16_to_f32, f32_to_f16>;
constexpr auto mish_bf16 = mish_half_scalar<bf16_to_f32, f32_to_bf16>;
constexpr auto grad_f16 = grad_half_scalar<f16_to_f32, f32_to_f16>;
constexpr auto grad_bf16 = grad_half_scalar<bf16_to_f32, f32_to_bf16>;

#endif

}  // namespace

extern const KernelTable kTable = {
    JM_STR(JM_ISA_NS),
    mish_f32,
    mish_f64,
    mish_f16,
    mish_bf16,
    grad_f32,
    grad_f64,
    grad_f16,
    grad_bf16,
};

}  // namespace jax_mish::cpu::JM_ISA_NS
