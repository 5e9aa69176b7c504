#!/usr/bin/env bash
# CI leg "clang": the CPU extension built with clang++ (-Wall -Wextra: a warning
# in xla_ffi/ fails) and staged with jax_mish/; JAX_MISH_ISA must select every
# ISA this CPU runs, the kernel-level tests run against it, and its output bits
# on every ISA must equal the GCC build's (tests/support/dump_bits.py). Missing tools
# come from apt-get (as root). Last line: "clang: N passed, N failed, N skipped".
#   CI_PY=/path/to/venv/bin/python bash .ci/clang.sh
# CI_PY's environment has jax, the `test` extra and jax_mish (the GCC build).
set -euo pipefail

leg=clang
# shellcheck source=.ci/leg.sh
source "$(dirname "$0")/leg.sh"

: "${CI_PY:?set CI_PY to the python of the CI environment}"
root=$(pwd)
[ -f "$root/xla_ffi/CMakeLists.txt" ] || { echo "run from the repository root"; exit 2; }
work=$(mktemp -d)
build="$root/build/ci-clang"

apt_install_missing clang++ clang cmake cmake make make
echo "== $(clang++ --version | head -n 1), $(cmake --version | head -n 1)"

# CMake finds nanobind through the build python; CI_PY has only the runtime
# packages, so nanobind goes into a private directory when it is missing.
pypath=""
if ! "$CI_PY" -c "import nanobind" 2>/dev/null; then
  "$CI_PY" -m pip install -q --target "$work/pydeps" "nanobind>=2.2"
  pypath="$work/pydeps"
fi

echo "== build with clang++ (log: $build/build.log)"
# From scratch: the warning check reads every compile's output, and a cache
# left by another python or nanobind location would be stale.
rm -rf "$build"
mkdir -p "$build"
build_ok() {
  if PYTHONPATH="$pypath" cmake -S "$root/xla_ffi" -B "$build" -DCMAKE_BUILD_TYPE=Release \
       -DCMAKE_CXX_COMPILER=clang++ -DJAX_MISH_CUDA=OFF -DPython_EXECUTABLE="$CI_PY" \
       "-DCMAKE_CXX_FLAGS=-Wall -Wextra" >"$build/build.log" 2>&1 &&
     cmake --build "$build" -j "$(nproc)" >>"$build/build.log" 2>&1; then
    return 0
  fi
  tail -n 40 "$build/build.log"
  return 1
}
check "clang++ builds the CPU extension" build_ok
[ "$failed" -eq 0 ] || exit 1
# Warnings from the XLA FFI and nanobind headers are theirs.
own_warnings() { ! grep -E "/xla_ffi/[^ :]+:[0-9]+:[0-9]+: warning:" "$build/build.log"; }
check "no clang warnings (-Wall -Wextra) in xla_ffi/ sources" own_warnings

stage="$work/stage"
mkdir -p "$stage"
cp -r "$root/jax_mish" "$stage/"
rm -rf "$stage/jax_mish/__pycache__" "$stage"/jax_mish/_jax_mish_*.so
cp "$build"/_jax_mish_*.so "$stage/jax_mish/"
# -P: the repository root (the current directory) must not shadow the stage.
staged_py() { PYTHONPATH="$stage" "$CI_PY" -P "$@"; }

isas=$(staged_py -c '
from jax_mish._core import platforms as _platforms
print(" ".join(i for i in ("baseline", "avx2", "avx512") if _platforms.module("cpu")._cpu_supports(i)))')
echo "== ISAs this CPU runs: $isas"
dispatch_honours() {
  JAX_MISH_ISA=$1 staged_py -c 'import os, sys, jax_mish
info = jax_mish._core.platforms.module("cpu").build_info()
compiler, active = info["compiler"], info["isa_active"]
print(f"   {jax_mish.__file__}: {compiler}, isa_active {active}")
sys.exit(active != os.environ["JAX_MISH_ISA"] or "clang" not in compiler.lower()
         or not jax_mish.__file__.startswith(sys.argv[1]))' "$stage/jax_mish/"
}
for isa in $isas; do
  check "clang build loads from the stage and JAX_MISH_ISA=$isa selects $isa" \
    dispatch_honours "$isa"
done

echo "== kernel-level tests against the clang build"
JM_WHICH="$work/which" staged_py -c 'import os, sys, pytest
pytest.main(sys.argv[1:])
open(os.environ["JM_WHICH"], "w").write(sys.modules["jax_mish"].__file__)' \
  -q -p no:cacheprovider --junitxml="$work/junit.xml" \
  tests/test_accuracy.py tests/test_api.py tests/test_transforms.py | tail -n 15 || true
add_junit "$work/junit.xml"
echo "   the tests imported $(cat "$work/which" 2>/dev/null)"
check "the tests ran the clang build" grep -q "^$stage/jax_mish/" "$work/which"

echo "== output bits: GCC build (installed) against clang build, every ISA"
site=$("$CI_PY" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')
check "dump the GCC build's outputs" \
  "$CI_PY" -P tests/support/dump_bits.py dump "$work/gcc.npz" --reject-compiler clang --expect-from "$site"
check "dump the clang build's outputs" \
  staged_py tests/support/dump_bits.py dump "$work/clang.npz" --expect-compiler clang --expect-from "$stage"
if [ -f "$work/gcc.npz" ] && [ -f "$work/clang.npz" ]; then
  "$CI_PY" -P tests/support/dump_bits.py compare "$work/gcc.npz" "$work/clang.npz" --control \
    | tee "$work/compare.log" | grep -v '^ok    [a-z0-9_/]*$' || true
  # Each array compared counts as a check; no summary line counts as a failure.
  read -r p f < <(sed -n 's/^compare: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' \
    "$work/compare.log") || { p=0 f=1; echo "FAIL  the comparison did not finish"; }
  passed=$((passed + p)) failed=$((failed + f))
fi

# The kernel flags against a CMake configure skip where nanobind is missing,
# so other legs may skip them; here nanobind is present, and a skip fails.
echo "== kernel flags against a CMake configure"
PYTHONPATH="$pypath" "$CI_PY" -P -m pytest -q -rs -p no:cacheprovider \
  --junitxml="$work/junit_tools.xml" tests/test_kernel_flags.py | tail -n 5 || true
skipped_before=$skipped
add_junit "$work/junit_tools.xml"
check "none of them skipped" [ "$skipped" -eq "$skipped_before" ]
