#!/usr/bin/env bash
# Checks that xla_ffi/ (.h .cc .cu), tests/support/native/ and benchmarks/lab/*.cc follow
# .clang-format, with clang-format 14 (the style's version; CLANG_FORMAT
# names another binary): lists the files that differ and exits 1.
#   scripts/check_format.sh [--fix]    # --fix rewrites them in place
set -euo pipefail
cd "$(dirname "$0")/.."
cf=${CLANG_FORMAT:-$(command -v clang-format-14 || command -v clang-format || true)}
[ -n "$cf" ] || { echo "check_format: clang-format not found (install clang-format 14)" >&2; exit 2; }
"$cf" --version | grep -q " 14\." ||
  echo "check_format: warning: $("$cf" --version); the style was checked with 14" >&2
mapfile -t files < <(git ls-files 'xla_ffi/*.h' 'xla_ffi/*.cc' 'xla_ffi/*.cu' \
  'tests/support/native/*.h' 'tests/support/native/*.cc' 'benchmarks/lab/*.cc')
if [ "${1:-}" = "--fix" ]; then
  "$cf" -i --style=file "${files[@]}" && echo "check_format: formatted ${#files[@]} files"
elif "$cf" --dry-run --Werror --style=file "${files[@]}"; then
  echo "check_format: ${#files[@]} files OK"
else
  echo "check_format: run scripts/check_format.sh --fix" >&2
  exit 1
fi
