# Shared by the CI leg scripts (sourced, after they set `leg`): counters,
# `check`, JUnit counts, apt-get installs, and on exit the removal of `work`
# (when set) and the closing lines "<leg>: wall time ..." and
# "<leg>: N passed, N failed, N skipped".
# shellcheck shell=bash
# shellcheck disable=SC2034  # work: set by the sourcing script
: "${leg:?set leg before sourcing leg.sh}"
start=$SECONDS
passed=0 failed=0 skipped=0 work=""

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
    passed=$((passed + 1)) && echo "ok    $name"
  else
    failed=$((failed + 1)) && echo "FAIL  $name"
  fi
}

# add_junit FILE: adds the counts of a pytest JUnit XML report to the totals.
add_junit() {
  local p f s
  read -r p f s < <("$CI_PY" -c 'import sys, xml.etree.ElementTree as ET
n = [sum(int(t.get(k)) for t in ET.parse(sys.argv[1]).iter("testsuite"))
     for k in ("tests", "failures", "errors", "skipped")]
print(n[0] - n[1] - n[2] - n[3], n[1] + n[2], n[3])' "$1")
  passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
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

# no_compiler VENV COMMAND...: COMMAND with VENV's bin/ alone on PATH and every
# compiler variable failing, as on a user's machine without a toolchain.
no_compiler() {
  local venv=$1
  shift
  env -u PYTHONPATH -u PYTHONHOME -u CUDACXX -u CUDA_HOME -u CUDA_PATH -u CMAKE_ARGS \
    -u SKBUILD_CMAKE_DEFINE "PATH=$venv/bin" CC=/bin/false CXX=/bin/false CUDAHOSTCXX=/bin/false "$@"
}

# check_no_compiler VENV: one check, that no_compiler VENV reaches no compiler or build tool.
check_no_compiler() {
  # shellcheck disable=SC2016 # the inner shell expands $t
  check "no compiler reachable from the wheel venv" no_compiler "$1" /bin/bash -c '
    for t in gcc g++ cc c++ clang clang++ nvcc cmake ninja ld make zig; do
      if command -v "$t"; then exit 1; fi
    done'
}
