#!/usr/bin/env bash
# The GPU check: one run on a machine with an NVIDIA GPU, nvcc and no network
# gives a verdict on the CUDA kernels in stages, each with its own time limit,
# log ($OUT/NN_stage.log) and result file ($OUT/NN_stage.result), then one
# summary ($OUT/summary.txt). The stages are STAGE_TABLE below, the one list
# of them: `scripts/gpu_check.sh --stages` prints it as docs/design.md's table.
# Outcomes: passed, failed, timed out, not supported (compute-sanitizer
# refuses the device), skipped (the build failed). Exit status 0 when all
# passed, 3 when the only others are "not supported", else 1.
#
#   scripts/gpu_check.sh              # on the GPU machine, from anywhere
#   scripts/gpu_check.sh --rehearse   # without a GPU: CPU stand-ins
#   scripts/gpu_check.sh --stages     # the stages, as a Markdown table
#
# --rehearse runs every stage's logic on the CPU: no nvidia-smi is the
# preflight's "no GPU" report, the build is only reported (the installed or
# in-place jax_mish is used), pytest stages collect without running,
# the sanitizer stages use $GPU_CHECK_SANITIZER if set (else none) and no
# planted-error control, and the benchmarks run tiny sizes.
# Environment: OUT (default out/gpu_check), GPU_CHECK_<STAGE>_S (a stage's
# limit in seconds), GPU_CHECK_TOTAL_S (560: the whole run), GPU_CHECK_ARCHS
# (CUDA architectures to build, default: the build's own list),
# GPU_CHECK_SANITIZER (and _FILTER, its kernel filter), GPU_CHECK_NVIDIA_SMI, GPU_CHECK_ONLY
# (stages to run, e.g. "graph bench" for a second try on a warm machine).
# The stage functions are called by name ("stage_$2"):
# shellcheck disable=SC2317
set -uo pipefail
self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
root=$(cd "$(dirname "$0")/.." && pwd)
# The stages, in order, one line each: name | limit (the most it may take, s) |
# floor (what is kept free for it while earlier stages run, so that the whole
# run ends within GPU_CHECK_TOTAL_S, s) | what passing proves | expected time
# on an H200 (estimates until a GPU runs it).
STAGE_TABLE=$(cat <<'TABLE'
preflight|30|20|a GPU; driver's CUDA >= the toolkit's; compute-sanitizer; build prerequisites|5 s
build|180|120|`pip install --no-build-isolation --no-deps .` with CUDA; `python -m jax_mish` self-check on the GPU|60 s
test_gpu|120|60|`tests/test_gpu.py` alone, slow tests included (2^31 + 4099 bfloat16 elements); the bias kernels' y, dx and db bit-identical to the host formulas and order, to the CPU handlers and across runs|60 s
memcheck|90|45|a planted overrun is reported; then a subset of `tests/test_gpu.py`, every XLA buffer its own `cudaMalloc` (the platform allocator) and layouts whose allocation ends at the data, is clean|40 s
racecheck|60|30|a planted race is reported; then the same subset is clean|30 s
graph|45|20|`tests/support/gpu_graph_case.py`: the first jax_mish call of a fresh process runs inside a CUDA graph|15 s
rest|240|30|the rest of the suite, `JAX_PLATFORMS=cuda,cpu`|the time left
bench|150|60|`benchmarks/bench_gpu.py` at 2^24 elements: bandwidth against the same-traffic op (floor ratios), the fused bias + Mish also against the unfused pair|70 s
e2e|150|60|`benchmarks/bench_e2e.py`: training steps with ffi, ffi+bias, xla, `jax.nn.mish`, identity (each finished row kept if the limit stops it)|60 s
convnets|240|90|`benchmarks/bench_convnets.py` at 224x224, batch 128: ResNet-50 (then CSPDarknet-53) training throughput (images/s) with `jax.nn.mish`, the swap and no activation, and where the step goes (each finished row kept)|80 s a row
TABLE
)
STAGES=()
declare -A LIMIT FLOOR
while IFS='|' read -r name limit floor _; do
  STAGES+=("$name") LIMIT[$name]=$limit FLOOR[$name]=$floor
done <<< "$STAGE_TABLE"
# STAGE_TABLE as Markdown: docs/design.md holds this output between its
# markers, and tests/test_gpu_check.py compares the two.
stages_markdown() {
  local name limit floor proves expected
  echo "| stage | passing proves | limit | expected |"
  echo "|---|---|---:|---:|"
  while IFS='|' read -r name limit floor proves expected; do
    echo "| $name | $proves | $limit s | $expected |"
  done <<< "$STAGE_TABLE"
}
SANITIZER_SUBSET="without_guard or in_place_variants or special_values"
# Check only kernels whose names contain "mish" (ours and the planted ones).
read -ra FILTER <<< "${GPU_CHECK_SANITIZER_FILTER---kernel-name kns=mish}"
NOT_SUPPORTED=77  # an exit status neither pytest nor python uses

py() { python3 "$@"; }
wrap=()  # a command that runs pytest (the sanitizer), or none
pytest_run() {  # pytest from a folder without jax_mish, so the installed one is used
  local args=(-c "$root/pyproject.toml" --rootdir "$root" -p no:cacheprovider -q -ra)
  [[ -n ${GPU_CHECK_REHEARSE:-} ]] && args+=(--collect-only)
  (cd "$GPU_CHECK_WORK" && "${wrap[@]}" python3 -m pytest "${args[@]}" "$@")
}
# A command with the GPU's environment (no preallocation: tests start more
# processes that use the GPU), or the CPU's when rehearsing.
on_gpu() {
  if [[ -n ${GPU_CHECK_REHEARSE:-} ]]; then JAX_PLATFORMS=cpu "$@"
  else JAX_PLATFORMS=cuda,cpu JAX_MISH_REQUIRE_GPU=1 XLA_PYTHON_CLIENT_PREALLOCATE=false "$@"; fi
}
find_sanitizer() {
  local nvcc_dir c
  nvcc_dir=$(dirname "$(readlink -f "$(command -v nvcc 2>/dev/null || echo /none)")")
  for c in "${GPU_CHECK_SANITIZER:-}" "$(command -v compute-sanitizer)" \
      "$nvcc_dir/compute-sanitizer" "${CUDA_HOME:-/none}/bin/compute-sanitizer" \
      /usr/local/cuda/bin/compute-sanitizer /usr/local/cuda-*/bin/compute-sanitizer; do
    [[ -n $c && -x $c ]] && { echo "$c"; return 0; }
  done
  return 1
}
refused() { grep -qiE "device not supported|not supported on this device" "$@"; }

stage_preflight() {
  local ok=0 smi=${GPU_CHECK_NVIDIA_SMI:-nvidia-smi} driver toolkit san
  if command -v "$smi" >/dev/null 2>&1; then
    "$smi" --query-gpu=name,compute_cap,driver_version,memory.total --format=csv || ok=1
    driver=$("$smi" | grep -oE "CUDA Version: [0-9.]+" | grep -oE "[0-9.]+$")
  else
    echo "no GPU: $smi not found"
    [[ -n ${GPU_CHECK_REHEARSE:-} ]] || ok=1
  fi
  toolkit=$(nvcc --version 2>/dev/null | grep -oE "release [0-9.]+" | grep -oE "[0-9.]+$")
  echo "driver's CUDA version: ${driver:-none}; toolkit (nvcc): ${toolkit:-none}"
  if [[ -z ${toolkit:-} ]]; then
    echo "nvcc not found"
    [[ -n ${GPU_CHECK_REHEARSE:-} ]] || ok=1
  elif [[ -n ${driver:-} ]] && ! printf '%s\n' "$toolkit" "$driver" | sort -CV; then
    echo "the driver's CUDA $driver is older than the toolkit's $toolkit:" \
      "kernels built with it cannot run"; ok=1
  fi
  if san=$(find_sanitizer); then echo "compute-sanitizer: $san"
  else echo "compute-sanitizer: not found (memcheck and racecheck will fail)"; fi
  # Rehearsing builds nothing: missing build prerequisites are reported only.
  py - <<'EOF' || [[ -n ${GPU_CHECK_REHEARSE:-} ]] || ok=1
import importlib, shutil
missing = []
for name in ("scikit_build_core", "nanobind", "pytest", "jax", "jaxlib", "numpy"):
    try:
        m = importlib.import_module(name)
        print(f"{name} {getattr(m, '__version__', '')}")
    except ImportError:
        missing.append(name)
if shutil.which("cmake"):
    print("cmake:", shutil.which("cmake"))
else:
    missing.append("cmake")
if missing:
    raise SystemExit(f"missing build prerequisites: {', '.join(missing)}")
EOF
  nproc
  return "$ok"
}

stage_build() {
  local cmd=(python3 -m pip install --no-build-isolation --no-deps --no-index --force-reinstall
    -v -C cmake.define.JAX_MISH_CUDA=ON)
  [[ -n ${GPU_CHECK_ARCHS:-} ]] && cmd+=(-C "cmake.define.JAX_MISH_CUDA_ARCHITECTURES=$GPU_CHECK_ARCHS")
  if [[ -n ${GPU_CHECK_REHEARSE:-} ]]; then
    echo "rehearsal, not run: (cd $root && ${cmd[*]} .)"
  else
    (cd "$root" && CMAKE_BUILD_PARALLEL_LEVEL=$(nproc) "${cmd[@]}" .) || return 1
  fi
  # What python -m jax_mish prints, with its self-check, from the installed
  # package (in a rehearsal from whichever jax_mish imports).
  (cd "$GPU_CHECK_WORK" && on_gpu py -c "import sys, jax_mish
from jax_mish import __main__ as main
from jax_mish._core import platforms as _platforms
print('jax_mish from', jax_mish.__file__)
if not ((_platforms.module('cuda') is not None) or sys.argv[1]):
    sys.exit('this jax_mish has no CUDA kernels')
sys.exit(main.main())" "${GPU_CHECK_REHEARSE:-}")
}

stage_test_gpu() {  # every test must run here: a skip is a check not made
  local log=$GPU_CHECK_WORK/test_gpu.out
  on_gpu pytest_run -m "slow or not slow" -k "not cuda_graph" --durations=10 \
    --junitxml="$OUT/test_gpu.xml" "$root/tests/test_gpu.py" | tee "$log" || return 1
  ! grep -q "^SKIPPED" "$log" || { echo "test_gpu.py skipped tests"; return 1; }
}

# A kernel that writes past its allocation, or races on shared memory: the
# sanitizer must report it before its silence over jax_mish means anything.
control() {  # tool sanitizer
  local bin=$GPU_CHECK_WORK/control log=$GPU_CHECK_WORK/control_$1.log
  if [[ ! -x $bin ]]; then
    cat > "$bin.cu" <<'EOF'
#include <cstdio>
#include <cstring>
__global__ void mish_control_oob(int* p, int n) { p[n] = 1; }
__global__ void mish_control_race(int* p) {
  volatile __shared__ int s;  // every thread writes, then reads: a race
  s = threadIdx.x;
  p[threadIdx.x] = s;
}
int main(int argc, char** argv) {
  int* p = nullptr;
  if (cudaError_t e = cudaMalloc(&p, 64 * sizeof(int)); e != cudaSuccess) {
    std::printf("cudaMalloc: %s\n", cudaGetErrorString(e));
    return 2;
  }
  if (argc > 1 && std::strcmp(argv[1], "racecheck") == 0) mish_control_race<<<1, 64>>>(p);
  else mish_control_oob<<<1, 1>>>(p, 64);
  std::printf("control: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
EOF
    nvcc -arch=native -o "$bin" "$bin.cu" || return 1
  fi
  "$2" --tool "$1" "${FILTER[@]}" --error-exitcode 86 "$bin" "$1" > "$log" 2>&1
  local rc=$?
  cat "$log"
  refused "$log" && return "$NOT_SUPPORTED"
  if grep -qiE "invalid __global__ write|race reported|hazard detected|[1-9][0-9]* hazards? displayed" \
      "$log"; then
    echo "control: the planted error was reported (rc $rc)"; return 0
  fi
  echo "control: $1 did not report the planted error (rc $rc)"; return 1
}

sanitized() {  # tool
  local san rc log=$GPU_CHECK_WORK/$1.log
  if san=$(find_sanitizer); then
    wrap=("$san" --tool "$1" "${FILTER[@]}" --error-exitcode 86)
  elif [[ -n ${GPU_CHECK_REHEARSE:-} ]]; then
    echo "rehearsal: no compute-sanitizer, the subset runs alone"
  else
    echo "compute-sanitizer not found"; return 1
  fi
  if [[ -z ${GPU_CHECK_REHEARSE:-} ]]; then control "$1" "$san" || return $?; fi
  # Each XLA buffer its own cudaMalloc, so that memcheck sees its bounds.
  XLA_PYTHON_CLIENT_ALLOCATOR=platform on_gpu pytest_run -k "$SANITIZER_SUBSET" \
    "$root/tests/test_gpu.py" > "$log" 2>&1
  rc=$?
  cat "$log"
  refused "$log" && return "$NOT_SUPPORTED"
  return "$rc"
}
stage_memcheck() { sanitized memcheck; }
stage_racecheck() { sanitized racecheck; }

stage_graph() {  # a fresh process: no jax_mish call before the graph's
  (cd "$GPU_CHECK_WORK" && if [[ -n ${GPU_CHECK_REHEARSE:-} ]]; then
     on_gpu py "$root/tests/support/gpu_graph_case.py" --allow-cpu
   else
     XLA_FLAGS="${XLA_FLAGS:+$XLA_FLAGS }--xla_gpu_graph_min_graph_size=1" \
       on_gpu py "$root/tests/support/gpu_graph_case.py"
   fi)
}

stage_rest() {
  on_gpu pytest_run --continue-on-collection-errors --durations=15 \
    --ignore="$root/tests/test_gpu.py" --ignore="$root/tests/test_gpu_check.py" \
    --junitxml="$OUT/rest.xml" "$root/tests"
}

stage_bench() {
  local args=(--log2n 24 --out "$OUT/bench_gpu.json")
  [[ -n ${GPU_CHECK_REHEARSE:-} ]] &&
    args=(--allow-cpu --log2n 8 --dtypes float32 --k1 1 --k2 2 --repeats 1 --bias-cols 64
      --out "$OUT/bench_gpu.json")
  (cd "$GPU_CHECK_WORK" && on_gpu py "$root/benchmarks/bench_gpu.py" "${args[@]}")
}

stage_e2e() {
  # The MLP first, the plainest Dense + Mish step: if the limit stops the
  # run, its rows are the ones kept.
  local args=(--rounds 10 --min-sample-ms 20 --bootstrap 1000 --models "mlp,transformer,cnn")
  [[ -n ${GPU_CHECK_REHEARSE:-} ]] && args=(--quick --models mlp --dtypes float32)
  (cd "$GPU_CHECK_WORK" &&
     on_gpu py "$root/benchmarks/bench_e2e.py" "${args[@]}" --out "$OUT" --name bench_e2e_gpu)
}

stage_convnets() {
  # float32 first: its jax.nn.mish step is the bfloat16 row's reference, and
  # ResNet-50 (the published table's model) before CSPDarknet-53. Three
  # variants, three compiles a row (the first also times the convolutions'
  # algorithms); rewrite(step) and xla run without the check's time limit:
  # python benchmarks/bench_convnets.py --resolution 224 --batches 128.
  local args=(--resolution 224 --batches 128 --dtypes "float32,bfloat16" --rounds 10
    --min-sample-ms 200 --bootstrap 1000)
  [[ -n ${GPU_CHECK_REHEARSE:-} ]] &&
    args=(--quick --models resnet50 --dtypes float32 --rounds 2 --bootstrap 100)
  (cd "$GPU_CHECK_WORK" &&
     on_gpu py "$root/benchmarks/bench_convnets.py" "${args[@]}" \
       --variants "jax.nn.mish,patch,identity" --out "$OUT" --name bench_convnets_gpu)
}

if [[ ${1:-} == --run-stage ]]; then "stage_$2"; exit $?; fi

case ${1:-} in
  --rehearse) export GPU_CHECK_REHEARSE=1 ;;
  --stages) stages_markdown; exit 0 ;;
  "") export GPU_CHECK_REHEARSE="" ;;
  *) echo "usage: $0 [--rehearse | --stages]" >&2; exit 2 ;;
esac
export OUT=${OUT:-$root/out/gpu_check}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
GPU_CHECK_WORK=$(mktemp -d)
export GPU_CHECK_WORK
trap 'rm -rf "$GPU_CHECK_WORK"' EXIT
if ! command -v nvcc >/dev/null && [[ -x /usr/local/cuda/bin/nvcc ]]; then
  export PATH="/usr/local/cuda/bin:$PATH"
fi
start=$(date +%s)
deadline=$((start + ${GPU_CHECK_TOTAL_S:-560}))
summary=$OUT/summary.txt
: > "$summary"
worst=0
for i in "${!STAGES[@]}"; do
  s=${STAGES[$i]}
  [[ " ${GPU_CHECK_ONLY:-${STAGES[*]}} " == *" $s "* ]] || continue
  tag=$(printf '%02d_%s' $((i + 1)) "$s")
  var=GPU_CHECK_${s^^}_S
  limit=${!var:-${LIMIT[$s]}}
  later=0
  for t in "${STAGES[@]:i+1}"; do later=$((later + ${FLOOR[$t]})); done
  left=$((deadline - $(date +%s) - later))
  ((left < limit)) && limit=$((left > 1 ? left : 1))
  printf 'stage=%s\noutcome=running\nlimit_s=%s\n' "$s" "$limit" > "$OUT/$tag.result"
  echo "== $tag (limit ${limit} s, $(($(date +%s) - start)) s into the run)"
  t0=$(date +%s)
  if [[ $s != preflight && $s != build && ${build_failed:-} ]]; then
    rc=skip; echo "skipped: the build failed" > "$OUT/$tag.log"
  else
    # SIGINT first: pytest then still reports what ran; KILL 10 s later.
    timeout -s INT -k 10 "$limit" "$self" --run-stage "$s" > "$OUT/$tag.log" 2>&1
    rc=$?
  fi
  case $rc in
    0) outcome=passed ;;
    124 | 137) outcome="timed out" ;;
    "$NOT_SUPPORTED") outcome="not supported" ;;
    skip) outcome=skipped ;;
    *) outcome=failed ;;
  esac
  [[ $s == build && $outcome != passed ]] && build_failed=1
  secs=$(($(date +%s) - t0))
  printf 'stage=%s\noutcome=%s\nseconds=%s\nlimit_s=%s\nrc=%s\n' \
    "$s" "$outcome" "$secs" "$limit" "$rc" > "$OUT/$tag.result"
  printf '%-13s %-14s %4s s (limit %s s)\n' "$tag" "$outcome" "$secs" "$limit" | tee -a "$summary"
  [[ $outcome == passed ]] || tail -15 "$OUT/$tag.log"
  if [[ $outcome == "not supported" ]]; then ((worst < 3)) && worst=3
  elif [[ $outcome != passed ]]; then worst=1; fi
done
# The numbers the benchmarks were run for; the training-step rows that had
# finished where the e2e stage was stopped before its table.
for f in "$OUT"/08_bench.log "$OUT"/09_e2e.log; do
  [[ -f $f ]] && sed -n '/^targets/,/^results/p; /^wall time per step/,/^process CPU/p' "$f" |
    grep -v "^process CPU" | tee -a "$summary"
done
e2e=$OUT/09_e2e.log
if [[ -f $e2e ]] && ! grep -q "^wall time per step" "$e2e"; then
  sed -n '/^row [0-9]*\/[0-9]*, wall time:$/,+2p' "$e2e" | tee -a "$summary"
fi
convnets=$OUT/10_convnets.log
if [[ -f $convnets ]] && grep -q "^images/s and step-time ratios" "$convnets"; then
  sed -n '/^images\/s and step-time ratios/,/^wrote /p' "$convnets" | tee -a "$summary"
elif [[ -f $convnets ]]; then
  sed -n '/^row [0-9]*\/[0-9]* ([0-9]* s), wall time:$/,+2p' "$convnets" | tee -a "$summary"
fi
echo "total $(($(date +%s) - start)) s; logs and results in $OUT" | tee -a "$summary"
[[ $worst -eq 1 ]] && exit 1
exit $worst
