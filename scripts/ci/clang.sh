#!/usr/bin/env bash
# CI leg "clang": the CPU extension built with clang++ instead of GCC.
#   CI_PY=/path/to/venv/bin/python bash scripts/ci/clang.sh
# CI_PY's environment has jax, the `test` extra and jax_mish (the GCC build)
# installed. This script builds xla_ffi/ with clang++ and CMake (CPU only,
# -Wall -Wextra: a warning in the project's own sources fails the leg), stages
# jax_mish/ with the clang modules in a temporary directory, checks that the
# load-time dispatch honours JAX_MISH_ISA for every ISA this CPU runs, runs
# the kernel-level tests against that build, and compares its output bits on
# every ISA with the GCC build's (tests/dump_bits.py). Missing tools come from
# apt-get (as root). Last line: "clang: N passed, N failed, N skipped".
set -euo pipefail

leg=clang
# shellcheck source=scripts/ci/leg.sh
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
# From scratch: the warning check below reads every compile's output, and a
# cache left by another python or nanobind location would be stale.
rm -rf "$build"
mkdir -p "$build"
build_ok() {
  if ! PYTHONPATH="$pypath" cmake -S "$root/xla_ffi" -B "$build" -DCMAKE_BUILD_TYPE=Release \
       -DCMAKE_CXX_COMPILER=clang++ -DJAX_MISH_CUDA=OFF -DPython_EXECUTABLE="$CI_PY" \
       "-DCMAKE_CXX_FLAGS=-Wall -Wextra" >"$build/configure.log" 2>&1; then
    tail -n 40 "$build/configure.log"
    return 1
  fi
  if ! cmake --build "$build" -j "$(nproc)" >"$build/build.log" 2>&1; then
    tail -n 40 "$build/build.log"
    return 1
  fi
}
check "clang++ builds the CPU extension" build_ok
[ "$failed" -eq 0 ] || exit 1

# Warnings from the XLA FFI and nanobind headers are theirs; the project's
# own files (under xla_ffi/) must compile without any.
own_warnings() {
  ! grep -E "/xla_ffi/[^ :]+:[0-9]+:[0-9]+: warning:" "$build/build.log"
}
check "no clang warnings (-Wall -Wextra) in xla_ffi/ sources" own_warnings

stage="$work/stage"
mkdir -p "$stage"
cp -r "$root/jax_mish" "$stage/"
rm -rf "$stage/jax_mish/__pycache__" "$stage"/jax_mish/_jax_mish_*.so
cp "$build"/_jax_mish_*.so "$stage/jax_mish/"

# -P: the repository root (the current directory) must not shadow the stage.
staged_py() { PYTHONPATH="$stage" "$CI_PY" -P "$@"; }

isas=$(staged_py -c '
from jax_mish import _ext
print(" ".join(i for i in ("baseline", "avx2", "avx512") if _ext.cpu._cpu_supports(i)))')
echo "== ISAs this CPU runs: $isas"
dispatch_honours() {
  JAX_MISH_ISA=$1 staged_py -c '
import os, sys
import jax_mish
from jax_mish import _ext
info = _ext.cpu.build_info()
compiler, active = info["compiler"], info["isa_active"]
ok = (active == os.environ["JAX_MISH_ISA"] and "clang" in compiler.lower()
      and jax_mish.__file__.startswith(sys.argv[1]))
print(f"   {jax_mish.__file__}: {compiler}, isa_active {active}")
sys.exit(0 if ok else 1)' "$stage/jax_mish/"
}
for isa in $isas; do
  check "clang build loads from the stage and JAX_MISH_ISA=$isa selects $isa" \
    dispatch_honours "$isa"
done

echo "== kernel-level tests against the clang build"
# A plugin notes which jax_mish the test session imported.
mkdir -p "$work/plugin"
cat >"$work/plugin/which_jax_mish.py" <<'PLUGIN'
import os
import sys


def pytest_sessionfinish(session):
    mod = sys.modules.get("jax_mish")
    with open(os.environ["JM_WHICH_OUT"], "w") as f:
        f.write(getattr(mod, "__file__", "not imported"))
PLUGIN
JM_WHICH_OUT="$work/which" PYTHONPATH="$stage:$work/plugin" "$CI_PY" -P -m pytest -q \
  -p no:cacheprovider -p which_jax_mish --junitxml="$work/junit.xml" \
  tests/test_accuracy.py tests/test_api.py tests/test_transforms.py | tail -n 15 || true
add_junit "$work/junit.xml"
tests_used_stage() {
  echo "   the tests imported $(cat "$work/which")"
  case $(cat "$work/which") in "$stage"/jax_mish/*) return 0 ;; *) return 1 ;; esac
}
check "the tests ran the clang build" tests_used_stage

echo "== output bits: GCC build (installed) against clang build, every ISA"
site=$("$CI_PY" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')
check "dump the GCC build's outputs" \
  "$CI_PY" -P tests/dump_bits.py dump "$work/gcc.npz" --reject-compiler clang --expect-from "$site"
check "dump the clang build's outputs" \
  staged_py tests/dump_bits.py dump "$work/clang.npz" --expect-compiler clang --expect-from "$stage"
if [ -f "$work/gcc.npz" ] && [ -f "$work/clang.npz" ]; then
  "$CI_PY" -P tests/dump_bits.py compare "$work/gcc.npz" "$work/clang.npz" --control \
    | tee "$work/compare.log" | grep -v '^ok    [a-z0-9_/]*$' || true
  counts=$(sed -n 's/^compare: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$work/compare.log")
  if [ -n "$counts" ]; then
    read -r p f <<<"$counts"
    passed=$((passed + p))
    failed=$((failed + f))
  else
    failed=$((failed + 1))
    echo "FAIL  the comparison did not finish"
  fi
fi

# The kernel flags against a CMake configure skip where nanobind is missing,
# so every other leg may skip them; here nanobind is present, and a skip
# fails the leg.
echo "== kernel flags against a CMake configure"
PYTHONPATH="$pypath" "$CI_PY" -P -m pytest -q -rs -p no:cacheprovider \
  --junitxml="$work/junit_tools.xml" tests/test_kernel_flags.py | tail -n 5 || true
add_junit "$work/junit_tools.xml"
none_skipped() { [ -f "$work/junit_tools.xml" ] && ! grep -q "<skipped" "$work/junit_tools.xml"; }
check "none of them skipped" none_skipped
