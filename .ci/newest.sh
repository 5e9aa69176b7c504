#!/usr/bin/env bash
# CI leg "newest": the not-slow suite on the newest CPython (3.14) with the
# newest jax/jaxlib pip resolves, against the release wheels (x86_64
# cp312-abi3, and the CUDA 13 plugin when one was built, with NVIDIA's
# runtime wheel; the oldest leg takes CUDA 12's), installed as a user
# installs them, binaries only, where no compiler can be found; then, with
# Debian's gcc and g++ installed, the tests that compile code of their own
# (marked `compiler`).
#   CI_PY=... bash .ci/newest.sh
# CPython 3.14 is Debian's (unstable), in a minimal Debian root made by
# debootstrap and entered with chroot: no container runtime, no compiler in
# it until the second run, and nothing kernel-wide changed (/proc and /dev
# are mounted into the root for the run and unmounted on exit). The root,
# with pip's download cache inside it, is kept in JM_WHEEL_CACHE (as for
# scripts/build_wheels.sh) and made afresh when missing; a fresh venv is made
# in it on every run (the compilers, once installed, stay in a kept root).
# The wheels: dist/ as the oldest leg left it (JM_WHEEL_REUSE=1, .ci/run),
# else scripts/build_wheels.sh builds them. The root has no aarch64 cross
# compiler or qemu: the aarch64 tests skip here (the oldest leg and the
# aarch64 leg run them).
# Last line: "newest: N passed, N failed, N skipped".
set -euo pipefail
leg=newest
# shellcheck source=.ci/leg.sh
source "$(dirname "$0")/leg.sh"
: "${CI_PY:?set CI_PY to the python of the CI environment}"
cd "$(dirname "$0")/.."
root=$PWD
t0=$SECONDS
step() { echo "[time] $1: $((SECONDS - t0)) s"; t0=$SECONDS; }

whl=("$root"/dist/jax_mish-*-cp312-abi3-*_x86_64.whl)
if [ "${JM_WHEEL_REUSE:-0}" != 1 ] || [ ! -f "${whl[0]}" ]; then
  apt_install_missing aarch64-linux-gnu-g++ g++-aarch64-linux-gnu  # the aarch64 kernel loops
  scripts/build_wheels.sh
  whl=("$root"/dist/jax_mish-*-cp312-abi3-*_x86_64.whl)
fi
plugin=("$root"/dist/jax_mish_cuda13-*-cp312-abi3-*.whl)
expect_cuda=ON
[ -f "${plugin[0]}" ] || { plugin=() expect_cuda=OFF; }
step "wheels"

cache=${JM_WHEEL_CACHE:-$HOME/.cache/jax_mish-wheels}
sysroot=$cache/py314-root
mounted=()
unmount() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -R "${mounted[i]}" || true; done
  mounted=()
}
# Unmounted before leg.sh's finish (which keeps the exit status) removes anything.
trap 'rc=$?; unmount; (exit $rc); finish' EXIT
for m in proc dev; do
  if mountpoint -q "$sysroot/$m"; then
    echo "$sysroot/$m is mounted already (another run, or one killed before it could unmount)" >&2
    exit 1
  fi
done
if [ ! -f "$sysroot/.complete" ]; then
  apt_install_missing debootstrap debootstrap
  rm -rf --one-file-system "$sysroot"
  mkdir -p "$cache"
  debootstrap --variant=minbase --include=python3.14,python3.14-venv sid "$sysroot" \
    http://deb.debian.org/debian >"$cache/py314-debootstrap.log" 2>&1 ||
    { tail -n 30 "$cache/py314-debootstrap.log"; exit 1; }
  touch "$sysroot/.complete"
fi
step "Debian root with python3.14"
mount -t proc proc "$sysroot/proc" && mounted+=("$sysroot/proc")
# rslave: unmounting the root's /dev never reaches the host's.
mount --rbind /dev "$sysroot/dev" && mounted+=("$sysroot/dev") && mount --make-rslave "$sysroot/dev"
# pip's certificate bundle (the host's, which pip's `cert` setting names) and
# the resolver configuration, for pip inside the root.
ca=${PIP_CERT:-$("$CI_PY" -m pip config get global.cert 2>/dev/null || true)}
[ -f "$ca" ] || ca=/etc/ssl/certs/ca-certificates.crt
# The host's name too: jax's multi-process CPU collectives look it up.
cp /etc/resolv.conf /etc/hosts "$sysroot/etc/"

# The run's files: the wheels and the checkout (tests, benchmarks, examples,
# docs: what the tests read), in /ci of the root.
work=$sysroot/ci
rm -rf "$work" && mkdir -p "$work/src" "$work/run"
cp "${whl[@]}" "${plugin[@]}" "$work/"
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work/src"
cp "$ca" "$work/ca.pem"
in_root() {  # in_root COMMAND...: COMMAND in the root, with a clean environment
  chroot "$sysroot" env -i PATH=/ci/venv/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 \
    SSL_CERT_FILE=/ci/ca.pem PIP_CERT=/ci/ca.pem PIP_DISABLE_PIP_VERSION_CHECK=1 \
    ${HTTPS_PROXY:+HTTPS_PROXY=$HTTPS_PROXY} ${https_proxy:+https_proxy=$https_proxy} \
    ${HTTP_PROXY:+HTTP_PROXY=$HTTP_PROXY} ${http_proxy:+http_proxy=$http_proxy} \
    ${NO_PROXY:+NO_PROXY=$NO_PROXY} ${no_proxy:+no_proxy=$no_proxy} "$@"
}
# A kept root may hold the compilers of an earlier run's second part.
compilers=(gcc g++ cpp binutils)
in_root /bin/sh -c 'command -v gcc >/dev/null || exit 0
  DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq --auto-remove "$@" >/dev/null' sh "${compilers[@]}"
in_root python3.14 -m venv /ci/venv
# shellcheck disable=SC2016 # the inner shell expands $t
check "no compiler reachable in the Python 3.14 root" in_root /bin/sh -c '
  for t in gcc g++ cc c++ clang clang++ nvcc cmake ninja ld make zig; do
    if command -v "$t"; then exit 1; fi
  done'
wheels=("/ci/$(basename "${whl[0]}")")
[ ${#plugin[@]} -eq 0 ] || wheels+=("/ci/$(basename "${plugin[0]}")")
in_root python -m pip install -q --only-binary=:all: --upgrade jax jaxlib \
  "jax_mish[test] @ file://${wheels[0]}" "${wheels[@]:1}"
in_root python -c 'import jax, jaxlib, sys
print("python", sys.version.split()[0], "jax", jax.__version__, "jaxlib", jaxlib.__version__)'
step "venv and wheels installed"

# From /ci/run: the installed jax_mish is imported, never the checkout's sources.
suite() {  # suite NAME PYTEST_ARGS...: a pytest run in the root, its JUnit report counted
  local name=$1
  shift
  in_root /bin/sh -c 'cd /ci/run && exec "$@"' sh env JM_EXPECT_CUDA=$expect_cuda \
    python -m pytest -p no:cacheprovider -c /ci/src/pyproject.toml --rootdir /ci/run \
    --junitxml="/ci/$name.xml" "$@" | tail -n 40 || true
  add_junit "$work/$name.xml"
}
suite suite -n auto --durations=10 -m "not slow and not compiler" \
  /ci/src/.ci/test_installed_copy.py /ci/src/tests
step "suite"

# The compiler tests: Debian's gcc and g++ in the root (apt-get, as a user
# of this Python would install them), from the mirror state debootstrap
# used: a kept root's Release file may be past its Valid-Until date.
in_root /bin/sh -c 'apt-get update -qq -o Acquire::Check-Valid-Until=false &&
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null' sh "${compilers[@]:0:2}"
# --dist loadfile: each module on one worker, so its module-scoped builds run once.
suite compiling -n auto --dist loadfile -m "compiler and not slow" /ci/src/tests
step "compiler tests"
