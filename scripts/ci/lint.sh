#!/usr/bin/env bash
# Lint, format and type checks, each one a pass or a fail:
#   ruff check, ruff format --check (Python), mypy on jax_mish,
#   clang-format (scripts/check_format.sh), shellcheck on every shell script.
# CI_PY: a python whose environment has jax (mypy reads its types); ruff and
# mypy are installed there at the versions pinned below.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
py="${CI_PY:-python3}"
t0=$SECONDS

need_apt() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  if [ "${#missing[@]}" -ne 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}
need_apt clang-format shellcheck || { echo "lint: could not install clang-format/shellcheck"; exit 1; }
"$py" -m pip install -q "ruff==0.17.6" "mypy==2.4.1" || { echo "lint: could not install ruff/mypy"; exit 1; }

passed=0
failed=0
check() {
  local name=$1
  shift
  echo "== $name: $*"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAILED: $name"
  fi
}

mapfile -t shell_scripts < <(git ls-files '*.sh' .ci/run)
check "ruff check" "$py" -m ruff check .
check "ruff format" "$py" -m ruff format --check .
check "mypy" "$py" -m mypy jax_mish
check "clang-format" bash scripts/check_format.sh
check "shellcheck" shellcheck -x "${shell_scripts[@]}"

echo "lint: $((SECONDS - t0)) s"
echo "lint: $passed passed, $failed failed, 0 skipped"
[ "$failed" -eq 0 ]
