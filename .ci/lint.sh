#!/usr/bin/env bash
# CI leg "lint": lint, format and type checks, each one a pass or a fail:
#   ruff check, ruff format --check (Python), mypy on jax_mish,
#   clang-format (scripts/check_format.sh), shellcheck on every shell script.
#   CI_PY=/path/to/venv/bin/python bash .ci/lint.sh
# CI_PY's environment has jax (mypy reads its types); ruff and mypy are
# installed there at the versions pinned below. Last line: "lint: N passed,
# N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

leg=lint
# shellcheck source=.ci/leg.sh
source .ci/leg.sh

: "${CI_PY:?set CI_PY to the python of the CI environment}"
apt_install_missing clang-format clang-format shellcheck shellcheck ||
  { failed=1; echo "could not install clang-format/shellcheck"; exit 1; }
"$CI_PY" -m pip install -q "ruff==0.17.6" "mypy==2.4.1" ||
  { failed=1; echo "could not install ruff/mypy"; exit 1; }

mapfile -t shell_scripts < <(git ls-files '*.sh' .ci/run)
check "ruff check" "$CI_PY" -m ruff check .
check "ruff format" "$CI_PY" -m ruff format --check .
check "mypy" "$CI_PY" -m mypy jax_mish
check "clang-format" bash scripts/check_format.sh
check "shellcheck" shellcheck -x "${shell_scripts[@]}"
