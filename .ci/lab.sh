#!/usr/bin/env bash
# CI leg "lab": the smoke tests of the kernel-tuning tools (benchmarks/lab/test_lab.py):
# kernel_ns.sh builds the working tree's and HEAD's loops and times them
# briefly, and the studies run at tiny sizes.
#   CI_PY=/path/to/venv/bin/python bash .ci/lab.sh
# CI_PY's environment has jax, the `test` extra and jax_mish installed; -P:
# the repository root must not shadow the installed jax_mish.
# Last line: "lab: N passed, N failed, N skipped".
set -euo pipefail

leg=lab
# shellcheck source=.ci/leg.sh
source "$(dirname "$0")/leg.sh"

: "${CI_PY:?set CI_PY to the python of the CI environment}"
work=$(mktemp -d)
"$CI_PY" -P -m pytest -q -p no:cacheprovider -rs --junitxml="$work/junit.xml" benchmarks/lab/ |
  tail -n 15 || true
add_junit "$work/junit.xml"
