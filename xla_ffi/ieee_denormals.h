// Turns off flush-to-zero and denormals-are-zero on the calling host thread
// for the guard's lifetime, then restores the caller's mode.
//
// XLA runs its CPU threads with both set; the CPU kernels promise IEEE results
// for subnormal inputs and outputs, and the CUDA self-test's host reference
// must not flush subnormals either (the device does not). Host code only: in
// nvcc's device pass the guard does nothing.
#pragma once

#include <cstdint>

#if defined(__x86_64__) && !defined(__CUDA_ARCH__)
#include <xmmintrin.h>
#endif

namespace jax_mish {

class IeeeDenormals {
 public:
  IeeeDenormals() {
#if defined(__x86_64__) && !defined(__CUDA_ARCH__)
    saved_ = _mm_getcsr();
    _mm_setcsr(static_cast<unsigned>(saved_) & ~(kMxcsrFtz | kMxcsrDaz));
#elif defined(__aarch64__) && !defined(__CUDA_ARCH__)
    __asm__ volatile("mrs %0, fpcr" : "=r"(saved_));
    const uint64_t v = saved_ & ~kFpcrFz;
    __asm__ volatile("msr fpcr, %0" : : "r"(v));
#endif
  }
  ~IeeeDenormals() {
#if defined(__x86_64__) && !defined(__CUDA_ARCH__)
    _mm_setcsr(static_cast<unsigned>(saved_));
#elif defined(__aarch64__) && !defined(__CUDA_ARCH__)
    __asm__ volatile("msr fpcr, %0" : : "r"(saved_));
#endif
  }
  IeeeDenormals(const IeeeDenormals&) = delete;
  IeeeDenormals& operator=(const IeeeDenormals&) = delete;

 private:
  static constexpr unsigned kMxcsrFtz = 0x8000u;  // x86 MXCSR flush-to-zero
  static constexpr unsigned kMxcsrDaz = 0x0040u;  // denormals-are-zero
  static constexpr uint64_t kFpcrFz = uint64_t{1} << 24;  // aarch64 FPCR.FZ
  uint64_t saved_ = 0;
};

}  // namespace jax_mish
