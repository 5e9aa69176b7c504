#!/usr/bin/env bash
# Builds the extension(s) in place (into jax_mish/) against the jax/jaxlib
# already installed, for working from a source checkout:
#   scripts/dev_build.sh && PYTHONPATH=$PWD pytest
# Extra arguments go to CMake (e.g. -DJAX_MISH_SANITIZE=ON -DJAX_MISH_CUDA=OFF).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${JAX_MISH_BUILD_DIR:-$root/build/dev}"
cmake -S "$root/xla_ffi" -B "$build" -DCMAKE_BUILD_TYPE=Release \
  -DPython_EXECUTABLE="$(command -v python3)" "$@" >/dev/null
cmake --build "$build" -j "$(nproc)"
find "$build" -maxdepth 2 -name '_jax_mish_*.so' -exec cp {} "$root/jax_mish/" \;
ls "$root"/jax_mish/_jax_mish_*.so
