#!/usr/bin/env bash
# Single-thread cost of each CPU kernel loop (ns/element), per ISA this CPU
# supports, with the CMake build's compiler flags (tests/support/kernel_flags.py):
#   benchmarks/lab/kernel_ns.sh [--repeats R] [--isa NAME] [--cols C] [n]
#   benchmarks/lab/kernel_ns.sh --base REV [--repeats R] [--isa NAME] [--cols C] [n]
# n is the elements per call (default 4096: data in L1); R the timed samples
# per kernel (default 31), min and median reported; C the bias length of the
# bias + Mish loops (bias_mish_*, bias_grad_*; default 64; n a multiple of
# it), which revisions before them lack.
# With --base, xla_ffi/ of git revision REV (e.g. main, HEAD~1, 6dc37ef) is
# built too and the two run side by side in one process, taking turns sample
# by sample, so that load from elsewhere on the machine hits both alike:
# columns old (REV), new (the working tree), and ratio old/new (above 1: the
# working tree is faster).
# ISAs this CPU lacks are still compiled (so the script checks that they
# build) but not run.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
base="" repeats=31 n=4096 only="" cols=64
while (($#)); do
  case "$1" in
    --base) base="$2"; shift 2 ;;
    --repeats) repeats="$2"; shift 2 ;;
    --isa) only="$2"; shift 2 ;;
    --cols) cols="$2"; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) n="$1"; shift ;;
  esac
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cxx="${CXX:-g++}"
# The kernels' flags per ISA are the CMake build's (the working tree's
# xla_ffi/kernel_flags.json, also for --base); -fPIC for the shared
# libraries, hidden visibility so that two revisions' loops stay apart.
extra=(-fPIC -fvisibility=hidden -fvisibility-inlines-hidden)
declare -A cpuflag=([baseline]=sse2 [avx2]=avx2 [avx512]=avx512f)
declare -A flags
for isa in "${!cpuflag[@]}"; do
  flags[$isa]=$("${PYTHON:-python3}" "$root/tests/support/kernel_flags.py" --arch x86_64 "$isa")
done

srcs=("new=$root/xla_ffi")
if [[ -n "$base" ]]; then
  rev=$(git -C "$root" rev-parse --short "$base^{commit}")
  mkdir -p "$tmp/base"
  git -C "$root" archive "$rev" xla_ffi | tar -x -C "$tmp/base"
  srcs=("old=$tmp/base/xla_ffi" "new=$root/xla_ffi")
  echo "old: $base ($rev)   new: working tree of $(git -C "$root" rev-parse --short HEAD)"
fi

# The driver includes only dtypes.h, bias_plan.h and cpu/ kernels.h and bias.h
# (the loops to time, by dtype row, the input conversions, the bias pattern
# and the slot sums as the handlers lay them out): the working tree's,
# whichever revisions are compared; each library answers for its loops by
# name (kernel_ns.cc).
"$cxx" -O2 -std=c++17 -I"$root/xla_ffi" "$root/benchmarks/lab/kernel_ns.cc" -ldl -o "$tmp/kernel_ns"
echo "n=$n, $repeats samples per kernel of ~2^20 elements each, one thread, CPU time; bias of $cols"
export JM_KERNEL_NS_COLS=$cols
for isa in avx512 avx2 baseline; do
  [[ -n "$only" && "$isa" != "$only" ]] && continue
  libs=()
  for s in "${srcs[@]}"; do
    label=${s%%=*} dir=${s#*=}
    # shellcheck disable=SC2086
    "$cxx" ${flags[$isa]} "${extra[@]}" -I"$dir" -DJM_ISA_NS="$isa" \
      -c "$dir/cpu/kernels.cc" -o "$tmp/k_${label}_$isa.o"
    # shellcheck disable=SC2086
    "$cxx" ${flags[$isa]} "${extra[@]}" -I"$dir" -DJM_ISA_NS="$isa" -DJM_KERNEL_NS_SHIM \
      -shared "$root/benchmarks/lab/kernel_ns.cc" "$tmp/k_${label}_$isa.o" -o "$tmp/${label}_$isa.so"
    libs+=("$label=$tmp/${label}_$isa.so")
  done
  if ! grep -qw "${cpuflag[$isa]}" /proc/cpuinfo; then
    echo "$isa: compiled; not run (this CPU lacks ${cpuflag[$isa]})"
    continue
  fi
  echo "$isa:"
  "$tmp/kernel_ns" "$repeats" "$n" "${libs[@]}"
done
