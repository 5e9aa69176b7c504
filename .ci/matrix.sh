#!/usr/bin/env bash
# CI leg "oldest": the not-slow suite with one jax/jaxlib against the release
# wheels, installed as a user installs them.
#   CI_PY=... bash .ci/matrix.sh LEG PYTHON PIP_ARGS...
# PYTHON (3.12 or newer) gets a fresh venv with PIP_ARGS (the jax spec), the
# x86_64 cp312-abi3 CPU wheel and the CUDA 12 plugin wheel when one was built
# (with NVIDIA's runtime wheel from PyPI; the newest leg takes CUDA 13's),
# binaries only. The suite runs from outside the source tree with no
# compiler reachable, one pytest worker per core; then the tests that build
# loops or a test double themselves (marked `compiler`) run with the host's
# tools.
set -euo pipefail
leg=$1 py=$2
shift 2
# shellcheck source=.ci/leg.sh
source "$(dirname "$0")/leg.sh"
cd "$(dirname "$0")/.."
root=$PWD

whl=("$root"/dist/jax_mish-*-cp312-abi3-*_"$(uname -m)".whl)
if [ ! -f "${whl[0]}" ]; then
  apt_install_missing aarch64-linux-gnu-g++ g++-aarch64-linux-gnu  # the aarch64 kernel loops
  scripts/build_wheels.sh
fi
whl=("$root"/dist/jax_mish-*-cp312-abi3-*_"$(uname -m)".whl)
plugin=("$root"/dist/jax_mish_cuda12-*-cp312-abi3-*.whl)
expect_cuda=ON
[ -f "${plugin[0]}" ] || { plugin=() expect_cuda=OFF; }
work=$(mktemp -d)
venv=$work/venv
"$py" -m venv "$venv"
"$venv/bin/python" -m pip install -q --upgrade pip
check_no_compiler "$venv"
no_compiler "$venv" python -m pip install -q --only-binary=:all: "$@" \
  "jax_mish[test] @ file://${whl[0]}" "${plugin[@]}"
no_compiler "$venv" python -c 'import jax, jaxlib, sys
print("python", sys.version.split()[0], "jax", jax.__version__, "jaxlib", jaxlib.__version__)'

mkdir "$work/run" && cd "$work/run"
pytest=(python -m pytest -p no:cacheprovider -c "$root/pyproject.toml" --rootdir "$PWD")
no_compiler "$venv" JM_EXPECT_CUDA=$expect_cuda "${pytest[@]}" --junitxml="$work/suite.xml" \
  -n auto --durations=15 -m "not slow and not compiler" \
  "$root/.ci/test_installed_copy.py" "$root/tests" | tail -n 45 || true
add_junit "$work/suite.xml"
# --dist loadfile: each module on one worker, so its module-scoped builds run once.
env -u PYTHONPATH "PATH=$venv/bin:$PATH" "${pytest[@]}" --junitxml="$work/compiling.xml" \
  -n auto --dist loadfile -m "compiler and not slow" "$root/tests" | tail -n 5 || true
add_junit "$work/compiling.xml"
