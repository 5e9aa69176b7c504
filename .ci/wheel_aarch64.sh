#!/usr/bin/env bash
# The aarch64 CPU wheel with real jax, under qemu-user (no binfmt_misc):
#   CI_PY=/path/to/python bash .ci/wheel_aarch64.sh WHEEL
# JM_WHEEL_CACHE (as scripts/build_wheels.sh): the Debian arm64 root and the
# aarch64 site directory stay there between runs.
#
# An arm64 Debian 12 (CPython 3.11) unpacked from its .debs without running
# anything of it (debootstrap --foreign, dpkg-deb -x); jaxlib's aarch64 wheel,
# at CI_PY's jax/jaxlib versions, and the test dependencies in a site
# directory that pip fills from the host; the wheel beside them. Then, under
# qemu-aarch64-static: `python -m jax_mish`, the accuracy tests and a
# selection of the API and transform tests (see below). qemu-user cannot start
# an aarch64 child process without binfmt_misc, which would change the whole
# machine, so the tests that start one are reported as skipped (a plugin
# turns Popen into a skip).
# Last line: "wheel-aarch64: N passed, N failed, N skipped".
set -euo pipefail
leg="wheel-aarch64"
# shellcheck source=.ci/leg.sh
source "$(dirname "$0")/leg.sh"
: "${CI_PY:?set CI_PY to the python of the CI environment}"
wheel=$(realpath "${1:?usage: $0 WHEEL}")
cd "$(dirname "$0")/.."
cache=${JM_WHEEL_CACHE:-$HOME/.cache/jax_mish-wheels}
mkdir -p "$cache"
work=$(mktemp -d)
t0=$SECONDS
step() { echo "[time] $1: $((SECONDS - t0)) s"; t0=$SECONDS; }

apt_install_missing qemu-aarch64-static qemu-user-static debootstrap debootstrap
arm=$cache/arm64-root
if [ ! -x "$arm/usr/bin/python3.11" ]; then
  rm -rf "$arm.tmp"
  debootstrap --foreign --arch=arm64 --variant=minbase --include=python3 \
    bookworm "$arm.tmp" http://deb.debian.org/debian >"$work/debootstrap.log" ||
    { tail -n 20 "$work/debootstrap.log"; exit 1; }
  for deb in "$arm.tmp"/var/cache/apt/archives/*.deb; do dpkg-deb -x "$deb" "$arm.tmp"; done
  rm -rf "$arm.tmp"/var/cache/apt/archives/*.deb
  mv "$arm.tmp" "$arm"
fi
step "arm64 root"

jax_v=$("$CI_PY" -c 'import jax; print(jax.__version__)')
site=$cache/arm64-site-$jax_v
# pip widens no manylinux_2_X tag to older ones: each tag the wheels use.
pip_arm=(--platform manylinux_2_27_aarch64 --platform manylinux2014_aarch64 --only-binary=:all: --python-version 3.11)
if [ ! -f "$site/ok" ]; then
  rm -rf "$site"
  PIP_REQUIRE_VIRTUALENV=0 "$CI_PY" -m pip install -q --target "$site" "${pip_arm[@]}" \
    "jax==$jax_v" "jaxlib==$jax_v" numpy pytest mpmath hypothesis
  touch "$site/ok"
fi
PIP_REQUIRE_VIRTUALENV=0 "$CI_PY" -m pip install -q --no-deps --target "$work/site" \
  "${pip_arm[@]}" "$wheel"
cat >"$work/site/jm_no_subprocess.py" <<'EOF'
import subprocess

import pytest


def _skip(*args, **kwargs):
    pytest.skip("starts a subprocess, which qemu-user cannot run without binfmt_misc")


def pytest_configure(config):
    subprocess.Popen.__init__ = _skip
EOF
step "aarch64 site"

src=$PWD
mkdir "$work/run" && cd "$work/run"  # not the source tree's jax_mish
arm_py=(env -u PYTHONHOME "PYTHONPATH=$work/site:$site" qemu-aarch64-static -L "$arm"
  "$arm/usr/bin/python3.11")
"${arm_py[@]}" -c 'import platform, jax, jaxlib, jax_mish
print("under qemu:", platform.machine(), "jax", jax.__version__, "jaxlib", jaxlib.__version__,
      "jax_mish from", jax_mish.__file__)'
"${arm_py[@]}" -m jax_mish | tee "$work/dash-m.txt" || true
check "aarch64: python -m jax_mish: CPU kernels loaded, self-check ok" \
  grep -q -E "^self_check +ok$" "$work/dash-m.txt"
check "aarch64: the kernel loops compiled by GCC (build_wheels.sh)" \
  grep -q -E "^kernel_compiler +[0-9]+\.[0-9]" "$work/dash-m.txt"
check "aarch64: the wheel's module is the one loaded" "${arm_py[@]}" -c '
import sys; from jax_mish._core import platforms as _platforms; sys.exit(not _platforms.module("cpu").__file__.startswith(sys.argv[1]))' \
  "$work/site/jax_mish/"
step "import"
# Bounded time: under qemu every XLA compile and every emulated loop is many
# times slower (the three files in full take over 30 minutes on 2 cores). So
# impl="ffi" alone (impl="xla" and XLA's jax.nn.mish do not touch the module),
# all the kernels' accuracy tests, and the API and transform tests that reach
# the module by another route: trace-time errors, eager, jit and disable_jit,
# grad/vjp/jvp, the backward kernel in place, empty arrays and every dtype.
# Batching rules and lowered HLO are the same Python on every CPU; the
# native legs test them. Two emulated pytest processes, one per core (xdist's
# workers are subprocesses, which qemu-user cannot start): the accuracy and
# API tests in one, the transform tests in the other (about half the time
# each; one after the other they took 7 minutes on 2 cores).
t=$src/tests
qemu_pytest() {  # qemu_pytest NAME TESTS...: one emulated pytest run, its JUnit report counted
  local name=$1
  shift
  timeout 1200 "${arm_py[@]}" -m pytest -q -p no:cacheprovider -p jm_no_subprocess -rs \
    -c "$src/pyproject.toml" --rootdir "$PWD" --junitxml="$work/$name.xml" --durations=5 \
    -k "not xla" "$@" >"$work/$name.log" 2>&1 || true
}
qemu_pytest accuracy "$t/test_accuracy.py" "$t/test_api.py::test_errors_happen_at_trace_time" \
  "$t/test_api.py::test_mismatched_shapes_raise_at_trace_time" &
qemu_pytest transforms "$t/test_transforms.py::test_eager_and_jit" \
  "$t/test_transforms.py::test_grad_vjp_jvp" "$t/test_transforms.py::test_empty_and_dtypes" \
  "$t/test_transforms.py::test_backward_kernel_writes_over_the_cotangent" &
wait
for name in accuracy transforms; do
  tail -n 15 "$work/$name.log"
  add_junit "$work/$name.xml"
done
step "tests under qemu"
