// Compiled once per ISA with -DJM_ISA_NS=<name> and that ISA's -m flags; the
// loops are plain C++ over the shared scalar formula, which GCC and Clang
// vectorise (every branch in mish_math.h is a select).
#include "cpu/kernels.h"

#include "mish_math.h"

#ifndef JM_ISA_NS
#error "JM_ISA_NS must name the instruction-set namespace"
#endif
#define JM_STR2(x) #x
#define JM_STR(x) JM_STR2(x)

namespace jax_mish::cpu::JM_ISA_NS {
namespace {

// float32 data: exp in float, final combination of the gradient in double
// (the 2-ulp bound needs it; see mish_math.h).
void mish_f32(const float* x, float* y, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i) y[i] = mish_value<float>(x[i]);
}

void grad_f32(const float* dy, const float* x, float* dx, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i)
    dx[i] = static_cast<float>(
        mish_grad_value<float, double>(static_cast<double>(dy[i]), x[i]));
}

void mish_f64(const double* x, double* y, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i) y[i] = mish_value<double>(x[i]);
}

void grad_f64(const double* dy, const double* x, double* dx, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i)
    dx[i] = mish_grad_value<double, double>(dy[i], x[i]);
}

// Half types: load, compute in float32, round to nearest even once on store.
template <float (*Load)(uint16_t), uint16_t (*Store)(float)>
void mish_half(const uint16_t* x, uint16_t* y, int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i) y[i] = Store(mish_value<float>(Load(x[i])));
}

template <float (*Load)(uint16_t), uint16_t (*Store)(float)>
void grad_half(const uint16_t* dy, const uint16_t* x, uint16_t* dx,
               int64_t n) {
#pragma GCC ivdep
  for (int64_t i = 0; i < n; ++i)
    dx[i] = Store(mish_grad_value<float, float>(Load(dy[i]), Load(x[i])));
}

}  // namespace

extern const KernelTable kTable = {
    JM_STR(JM_ISA_NS),
    mish_f32,
    mish_f64,
    mish_half<f16_to_f32, f32_to_f16>,
    mish_half<bf16_to_f32, f32_to_bf16>,
    grad_f32,
    grad_f64,
    grad_half<f16_to_f32, f32_to_f16>,
    grad_half<bf16_to_f32, f32_to_bf16>,
};

}  // namespace jax_mish::cpu::JM_ISA_NS
