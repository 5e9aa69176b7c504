#!/usr/bin/env bash
# Checks that the C, C++ and CUDA sources follow .clang-format (clang-format 14,
# the version the style was written with; CLANG_FORMAT names another binary):
#   scripts/check_format.sh          # lists the files that differ, exits 1
#   scripts/check_format.sh --fix    # rewrites them in place
# Files: xla_ffi/ (.h .cc .cu), tests/native/, lab/*.cc.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

cf="${CLANG_FORMAT:-}"
if [ -z "$cf" ]; then
  for c in clang-format-14 clang-format; do
    if command -v "$c" >/dev/null; then cf=$c; break; fi
  done
fi
if [ -z "$cf" ]; then
  echo "check_format: clang-format not found (install clang-format 14)" >&2
  exit 2
fi
version=$("$cf" --version)
case "$version" in
  *" 14."*) ;;
  *) echo "check_format: warning: $version; the style was checked with 14" >&2 ;;
esac

mapfile -t files < <(git ls-files 'xla_ffi/*.h' 'xla_ffi/*.cc' 'xla_ffi/*.cu' \
           'tests/native/*.h' 'tests/native/*.cc' 'lab/*.cc')

if [ "${1:-}" = "--fix" ]; then
  "$cf" -i --style=file "${files[@]}"
  echo "check_format: formatted ${#files[@]} files"
  exit 0
fi
if "$cf" --dry-run --Werror --style=file "${files[@]}"; then
  echo "check_format: ${#files[@]} files OK"
else
  echo "check_format: run scripts/check_format.sh --fix" >&2
  exit 1
fi
