#!/usr/bin/env bash
# CI leg "aarch64": the CPU kernels as an aarch64 build compiles them.
#   CI_PY=/path/to/venv/bin/python bash scripts/ci/aarch64.sh
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
start=$SECONDS
passed=0
failed=0
skipped=0
work=""

finish() {
  local rc=$?
  if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then
    failed=1
    echo "$leg: stopped by an error (exit status $rc)"
  fi
  [ -z "$work" ] || rm -rf "$work"
  echo "$leg: wall time $((SECONDS - start)) s"
  echo "$leg: $passed passed, $failed failed, $skipped skipped"
  [ "$failed" -eq 0 ] || exit 1
}
trap finish EXIT

# Adds the counts of a pytest JUnit XML report to the totals.
add_junit() {
  local counts
  counts=$("$CI_PY" - "$1" <<'EOF'
import sys
import xml.etree.ElementTree as ET
t = f = s = 0
for suite in ET.parse(sys.argv[1]).getroot().iter("testsuite"):
    n, bad = int(suite.get("tests")), int(suite.get("failures")) + int(suite.get("errors"))
    skip = int(suite.get("skipped"))
    t, f, s = t + n - bad - skip, f + bad, s + skip
print(t, f, s)
EOF
)
  read -r p f s <<<"$counts"
  passed=$((passed + p))
  failed=$((failed + f))
  skipped=$((skipped + s))
}

apt_install_missing() {  # pairs of "command package"
  local missing=()
  while [ $# -gt 0 ]; do
    command -v "$1" >/dev/null 2>&1 || missing+=("$2")
    shift 2
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "== apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

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
