#!/usr/bin/env bash
# Single-thread cost of each CPU kernel loop, per ISA this CPU supports:
#   benchmarks/kernel_ns.sh [n]      (default n = 4096: data in L1)
# Compiles xla_ffi/cpu/kernels.cc with the same flags as the CMake build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n="${1:-4096}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags=(-O3 -std=c++17 -fno-math-errno -fno-trapping-math -ffp-contract=off -I"$root/xla_ffi")
declare -A march=([baseline]="-march=x86-64 -mtune=generic" [avx2]="-march=haswell -mtune=haswell"
                  [avx512]="-march=skylake-avx512 -mtune=skylake-avx512 -mprefer-vector-width=512")
declare -A cpuflag=([baseline]=sse2 [avx2]=avx2 [avx512]=avx512f)
for isa in avx512 avx2 baseline; do
  grep -qw "${cpuflag[$isa]}" /proc/cpuinfo || { echo "$isa: not supported by this CPU"; continue; }
  # shellcheck disable=SC2086
  g++ "${flags[@]}" ${march[$isa]} -DJM_ISA_NS="$isa" -c "$root/xla_ffi/cpu/kernels.cc" -o "$tmp/k_$isa.o"
  g++ "${flags[@]}" -DJM_ISA_NS="$isa" "$root/benchmarks/kernel_ns.cc" "$tmp/k_$isa.o" -o "$tmp/ns_$isa"
  "$tmp/ns_$isa" "$n"
done
