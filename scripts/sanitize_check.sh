#!/usr/bin/env bash
# Builds the CPU extension with -fsanitize=address,undefined into a separate
# copy of the source tree and runs the test suite against it with the
# sanitizer runtime preloaded. The checkout's own jax_mish/*.so is not touched.
#
#   scripts/sanitize_check.sh                     # whole suite (not -m slow)
#   scripts/sanitize_check.sh tests/test_fuzz.py  # arguments go to pytest
#
# Environment:
#   JAX_MISH_SANITIZE_DIR  where the copy and its build live
#                          (default: build/sanitize under the checkout)
#   JAX_MISH_FUZZ_EXAMPLES passed through to tests/test_fuzz.py
#
# Why LD_PRELOAD: the python executable is not built with ASan, and the ASan
# runtime must be the first library loaded so that it can intercept malloc and
# friends for the whole process (an instrumented module loaded later by dlopen
# would see allocations it never saw being made). libstdc++ is preloaded right
# after it: the python executable does not link it, and ASan's __cxa_throw
# interceptor must find the real one when it starts, or the first C++
# exception thrown inside jaxlib aborts with "real___cxa_throw != 0".
# libubsan is a dependency of the instrumented module and needs no preloading.
#
# Why detect_leaks=0: CPython (and jaxlib) keep interned objects, module state
# and caches alive until exit by design, so LeakSanitizer reports thousands of
# "leaks" that are not ours. Heap overflows, use-after-free, double frees and
# stack/global overflows are still detected; leaks of our own are covered by
# the RSS test in tests/test_reliability.py (3000 calls).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work="${JAX_MISH_SANITIZE_DIR:-$root/build/sanitize}"
src="$work/src"

compiler="${CXX:-c++}"
libasan=$("$compiler" -print-file-name=libasan.so)
libstdcxx=$("$compiler" -print-file-name=libstdc++.so.6)
for lib in "$libasan" "$libstdcxx"; do
  if [[ "$lib" != /* || ! -e "$lib" ]]; then
    echo "sanitize_check: $compiler cannot locate a runtime library (got '$lib')" >&2
    exit 2
  fi
done

# A copy of the working tree (tracked files and untracked, not ignored ones):
# the instrumented .so lands in the copy's jax_mish/, never in the checkout's.
rm -rf "$src"
mkdir -p "$src"
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
   tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$src"
rm -f "$src"/jax_mish/_jax_mish_*.so

echo "== building the sanitizer variant in $work/build"
JAX_MISH_BUILD_DIR="$work/build" CXX="$compiler" \
  "$src/scripts/dev_build.sh" -DJAX_MISH_SANITIZE=ON -DJAX_MISH_CUDA=OFF

# Every extension module built (CPU, and the Ascend shim where it is built)
# must carry the instrumentation.
shopt -s nullglob
modules=("$src"/jax_mish/_jax_mish_*.so)
shopt -u nullglob
if [[ ${#modules[@]} -eq 0 ]]; then
  echo "sanitize_check: the build produced no extension module" >&2
  exit 2
fi
for so in "${modules[@]}"; do
  symbols=$(nm -D "$so")
  for sym in __asan_report __ubsan_handle; do
    if [[ "$symbols" != *"$sym"* ]]; then
      echo "sanitize_check: $so is not instrumented (no $sym* symbols)" >&2
      exit 2
    fi
  done
done

echo "== running the tests with $libasan preloaded"
cd "$src"
export LD_PRELOAD="$libasan:$libstdcxx${LD_PRELOAD:+:$LD_PRELOAD}"
# abort_on_error: a report ends the process with a non-zero status, so pytest
# cannot report success; the report itself goes to stderr.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:halt_on_error=1:detect_stack_use_after_return=0:strict_string_checks=0:check_initialization_order=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export PYTHONPATH="$src${PYTHONPATH:+:$PYTHONPATH}"
export JAX_PLATFORMS=cpu
# What the tests compile into the process themselves (the CANN double, the
# Ascend handlers with their test hooks) is instrumented the same way.
export JAX_MISH_TEST_DOUBLE_CFLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined${JAX_MISH_TEST_DOUBLE_CFLAGS:+ $JAX_MISH_TEST_DOUBLE_CFLAGS}"

# Prove that the tests import the instrumented build from the copy.
python3 - "$src" <<'EOF'
import os
import sys
import jax_mish._jax_mish_cpu as m
want = os.path.join(sys.argv[1], "jax_mish")
assert os.path.dirname(m.__file__) == want, (m.__file__, want)
print("instrumented module:", m.__file__)
EOF

# Negative control: the preloaded runtime must catch a deliberate heap
# overflow (libc's memset, intercepted by ASan, 8 bytes past a malloc'd block).
control=$(python3 - 2>&1 <<'EOF' || true
import ctypes
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
p = libc.malloc(16)
libc.memset(ctypes.c_void_p(p), 0, 24)
print("overflow not detected")
EOF
)
if [[ "$control" != *"heap-buffer-overflow"* ]]; then
  echo "sanitize_check: ASan is not active in python (control run said:" >&2
  echo "$control" | tail -5 >&2
  echo ")" >&2
  exit 2
fi
echo "negative control: deliberate heap overflow detected"

if [[ $# -eq 0 ]]; then
  set -- tests
fi
python3 -m pytest -q -p no:cacheprovider -m "not slow and not gpu" "$@"
