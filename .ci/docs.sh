#!/usr/bin/env bash
# CI leg "docs": the API reference (docs/reference/: Sphinx, autodoc, MyST)
# built from the docstrings of the jax_mish installed in CI_PY's environment,
# with warnings as errors, into build/docs/html.
#   CI_PY=/path/to/venv/bin/python bash .ci/docs.sh
# The doc tools go into a venv of their own (.ci-venv-docs) at the versions of
# docs/reference/requirements.txt. It reads jax_mish, jax and the rest from
# CI_PY's environment through a .pth file, which Python puts after the venv's
# own packages: neither environment changes the versions of the other. Last
# line: "docs: N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

leg=docs
# shellcheck source=.ci/leg.sh
source .ci/leg.sh

: "${CI_PY:?set CI_PY to the python of the CI environment}"
venv="$PWD/.ci-venv-docs"
site_packages() { "$1" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])'; }

rm -rf "$venv" build/docs
"$CI_PY" -m venv "$venv" || { failed=1; echo "could not create $venv"; exit 1; }
site_packages "$CI_PY" >"$(site_packages "$venv/bin/python")/ci_env.pth"
"$venv/bin/python" -m pip install -q -r docs/reference/requirements.txt ||
  { failed=1; echo "could not install the doc tools"; exit 1; }

# -P: the working directory (the repository root, whose jax_mish/ has no
# compiled extension in CI) is not put first on sys.path, where it would
# shadow the installed package.
check "sphinx-build -W (docs/reference -> build/docs/html)" \
  "$venv/bin/python" -P -m sphinx -W --keep-going -q -b html docs/reference build/docs/html
