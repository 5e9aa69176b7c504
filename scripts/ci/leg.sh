# Shared by the CI leg scripts (sourced, after they set `leg`): the counters,
# the closing lines "<leg>: wall time ..." and "<leg>: N passed, N failed,
# N skipped" printed on exit, `check`, JUnit counts and apt-get installs.
# A script that sets `work` to a temporary directory has it removed on exit.
# shellcheck shell=bash
# shellcheck disable=SC2034  # work: set by the sourcing script
: "${leg:?set leg before sourcing leg.sh}"
start=$SECONDS
passed=0
failed=0
skipped=0
work=""

finish() {
  local rc=$?
  if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then
    failed=1
    echo "$leg: stopped by an error (exit status $rc)"
  fi
  [ -z "$work" ] || rm -rf "$work"
  echo "$leg: wall time $((SECONDS - start)) s"
  echo "$leg: $passed passed, $failed failed, $skipped skipped"
  [ "$failed" -eq 0 ] || exit 1
}
trap finish EXIT

# check NAME COMMAND...: runs one check, counts it, keeps going on failure.
check() {
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "ok    $name"
  else
    failed=$((failed + 1))
    echo "FAIL  $name"
  fi
}

# Adds the counts of a pytest JUnit XML report to the totals.
add_junit() {
  local counts
  counts=$("$CI_PY" - "$1" <<'EOF'
import sys
import xml.etree.ElementTree as ET
t = f = s = 0
for suite in ET.parse(sys.argv[1]).getroot().iter("testsuite"):
    n, bad = int(suite.get("tests")), int(suite.get("failures")) + int(suite.get("errors"))
    skip = int(suite.get("skipped"))
    t, f, s = t + n - bad - skip, f + bad, s + skip
print(t, f, s)
EOF
)
  read -r p f s <<<"$counts"
  passed=$((passed + p))
  failed=$((failed + f))
  skipped=$((skipped + s))
}

apt_install_missing() {  # pairs of "command package"
  local missing=()
  while [ $# -gt 0 ]; do
    command -v "$1" >/dev/null 2>&1 || missing+=("$2")
    shift 2
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "== apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

