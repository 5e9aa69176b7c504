#!/usr/bin/env bash
# CI leg "aarch64": the CPU kernels as an aarch64 build compiles them.
#   CI_PY=/path/to/venv/bin/python bash .ci/aarch64.sh
# CI_PY's environment has jax, the `test` extra and jax_mish installed. This
# script makes sure the cross compiler and qemu-user are there (apt-get, as
# root) and runs tests/test_aarch64.py with them required: xla_ffi/cpu/
# kernels.cc cross-compiled with aarch64-linux-gnu-g++ and the CMake build's
# flags, run under qemu-aarch64 on every float16/bfloat16 bit pattern, the
# float32 sweep and float64 points, compared bit for bit with the same loops
# built for x86-64, checked against the accuracy bounds, and checked to be
# vectorised for NEON. Last line: "aarch64: N passed, N failed, N skipped".
set -euo pipefail

leg=aarch64
# shellcheck source=.ci/leg.sh
source "$(dirname "$0")/leg.sh"

: "${CI_PY:?set CI_PY to the python of the CI environment}"
[ -f tests/test_aarch64.py ] || { echo "run from the repository root"; exit 2; }
work=$(mktemp -d)

apt_install_missing aarch64-linux-gnu-g++ g++-aarch64-linux-gnu \
  qemu-aarch64 qemu-user g++ g++
echo "== $(aarch64-linux-gnu-g++ --version | head -n 1)"
echo "== $(qemu-aarch64 --version | head -n 1)"
echo "== x86-64 reference: $(g++ --version | head -n 1)"

# JAX_MISH_REQUIRE_AARCH64: a missing tool fails the tests instead of
# skipping them. -P: the repository root must not shadow the installed
# jax_mish (tests/ is on the path through pytest).
echo "== tests/test_aarch64.py"
JAX_MISH_REQUIRE_AARCH64=1 "$CI_PY" -P -m pytest -q -p no:cacheprovider -rs \
  --junitxml="$work/junit.xml" tests/test_aarch64.py | tail -n 25 || true
add_junit "$work/junit.xml"
