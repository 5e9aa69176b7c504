#!/usr/bin/env bash
# GPU check, for a machine with an NVIDIA GPU, nvcc and no network:
#   1. build and install jax_mish with the CUDA kernels (required here) against
#      the jax/jaxlib already installed;
#   2. run the whole test suite, tests marked slow included, on the GPU
#      (JAX_PLATFORMS=cuda; GPU tests fail instead of skipping:
#      JAX_MISH_REQUIRE_GPU=1);
#   3. run benchmarks/bench_gpu.py (device-side loop timing, 2^27 elements).
# Every stage runs even if an earlier test stage fails; the exit status is
# non-zero if any stage failed. Logs and results go to $OUT when it is set,
# else to out/gpu_check/. Stage time limits (seconds) keep the whole run under
# 8 minutes: GPU_CHECK_BUILD_S (default 150), GPU_CHECK_TEST_S (210),
# GPU_CHECK_BENCH_S (120).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="${OUT:-$root/out/gpu_check}"
mkdir -p "$out"
work=$(mktemp -d)  # tests and benchmark run from here, so that the
trap 'rm -rf "$work"' EXIT  # installed package is imported, not the source tree
status=0
start=$(date +%s)

stage() { echo "== $* ($(( $(date +%s) - start )) s)" | tee -a "$out/summary.txt"; }

if ! command -v nvcc >/dev/null && [ -z "${CUDACXX:-}" ] && [ -x /usr/local/cuda/bin/nvcc ]; then
  export PATH="/usr/local/cuda/bin:$PATH"
fi

stage "machine"
{
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem \
    --format=csv 2>&1 || echo "nvidia-smi failed"
  (command -v nvcc && nvcc --version) 2>&1 || echo "nvcc not found"
  python3 -c "import jax, jaxlib; print('jax', jax.__version__, 'jaxlib', jaxlib.__version__)" 2>&1
  python3 -m pip list 2>/dev/null | grep -iE "^(jax|jaxlib|jax-cuda|nvidia-|numpy|pytest)" || true
  nproc
} > "$out/machine.txt" 2>&1
cat "$out/machine.txt"

stage "build and install (JAX_MISH_CUDA=ON)"
export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc)}"
if (cd "$root" && timeout "${GPU_CHECK_BUILD_S:-150}" python3 -m pip install \
      --no-build-isolation --no-deps --no-index --force-reinstall -v \
      -C cmake.define.JAX_MISH_CUDA=ON .) > "$out/build.log" 2>&1; then
  grep -E "jax_mish:|Successfully installed" "$out/build.log" | tee -a "$out/summary.txt"
else
  # Still test the kernels if only packaging failed (e.g. scikit-build-core
  # missing): build in place and import from the source tree.
  status=1
  tail -40 "$out/build.log"
  stage "pip install FAILED (log: $out/build.log); trying scripts/dev_build.sh"
  if ! timeout "${GPU_CHECK_BUILD_S:-150}" "$root/scripts/dev_build.sh" \
         -DJAX_MISH_CUDA=ON > "$out/dev_build.log" 2>&1; then
    tail -40 "$out/dev_build.log"
    stage "dev build FAILED too (log: $out/dev_build.log)"
    exit 1
  fi
  export PYTHONPATH="$root${PYTHONPATH:+:$PYTHONPATH}"
fi

stage "installed package"
if ! (cd "$work" && JAX_PLATFORMS=cuda python3 -m jax_mish) > "$out/build_info.txt" 2>&1; then
  status=1
fi
cat "$out/build_info.txt"
(cd "$work" && python3 -c "import jax_mish, sys; print(jax_mish.__file__)
from jax_mish import _ext; sys.exit(0 if _ext.HAS_CUDA_KERNELS else 1)") \
  || { echo "the installed jax_mish has no CUDA kernels"; status=1; }

stage "test suite on the GPU"
(cd "$work" && JAX_PLATFORMS=cuda JAX_MISH_REQUIRE_GPU=1 \
   timeout "${GPU_CHECK_TEST_S:-210}" python3 -m pytest -c "$root/pyproject.toml" \
   --rootdir "$root" -p no:cacheprovider -q -ra --durations=15 -m "slow or not slow" \
   --junitxml="$out/pytest.xml" "$root/tests") > "$out/pytest.log" 2>&1
rc=$?
tail -60 "$out/pytest.log"
[ $rc -eq 0 ] || { status=1; stage "tests FAILED (rc $rc, log: $out/pytest.log)"; }

stage "compute-sanitizer memcheck over the GPU tests"
if command -v compute-sanitizer >/dev/null 2>&1; then
  # Individual allocations (no preallocated pool) so memcheck sees each buffer.
  (cd "$work" && JAX_PLATFORMS=cuda JAX_MISH_REQUIRE_GPU=1 XLA_PYTHON_CLIENT_PREALLOCATE=false \
     timeout "${GPU_CHECK_SANITIZER_S:-120}" compute-sanitizer --tool memcheck \
     --error-exitcode 86 python3 -m pytest -c "$root/pyproject.toml" --rootdir "$root" \
     -p no:cacheprovider -q -x "$root/tests/test_gpu.py") > "$out/memcheck.log" 2>&1
  rc=$?
  tail -20 "$out/memcheck.log"
  [ $rc -eq 0 ] || { status=1; stage "memcheck FAILED (rc $rc, log: $out/memcheck.log)"; }
else
  echo "compute-sanitizer not found; memcheck skipped"
fi

stage "benchmark"
(cd "$work" && JAX_PLATFORMS=cuda timeout "${GPU_CHECK_BENCH_S:-120}" \
   python3 "$root/benchmarks/bench_gpu.py" --out "$out/bench_gpu.json") \
   > "$out/bench_gpu.log" 2>&1
rc=$?
cat "$out/bench_gpu.log"
[ $rc -eq 0 ] || { status=1; stage "benchmark FAILED (rc $rc)"; }

stage "done, status $status; logs in $out"
exit $status
