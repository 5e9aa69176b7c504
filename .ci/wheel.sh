#!/usr/bin/env bash
# CI leg "wheel": the release wheels of scripts/build_wheels.sh, as users get them.
#   CI_PY=/path/to/ci-venv/bin/python bash .ci/wheel.sh
# CI_PY: the CI venv's Python 3.11, with jax, the `test` extra and jax_mish
# built from source by GCC (the readme leg); the fresh venvs below get its jax
# and jaxlib versions. JM_WHEEL_CACHE: as for scripts/build_wheels.sh.
#  1. scripts/build_wheels.sh (or dist/ as it is, see JM_WHEEL_REUSE below).
#     Every module of every wheel: nothing but glibc (<= 2.27), libm and the
#     loader needed (and libcudart.so.NN of its CUDA version for a CUDA
#     plugin's, with a DT_RPATH into NVIDIA's runtime wheel); no
#     GLIBCXX/CXXABI version; PyInit_* the only symbols exported; no test
#     hooks in the Ascend module; `auditwheel show` of each CUDA plugin.
#  2. x86_64, CPython 3.11: the CPU wheel in a fresh venv where no compiler
#     can be found, then the CUDA 12 plugin wheel beside it, then the CUDA 13
#     one, with NVIDIA's runtime wheels from PyPI: `python -m jax_mish` after
#     each; the module imports with every symbol bound and no driver, and
#     reports the runtime it loaded from the runtime wheel; from outside the
#     source tree, the modules loaded are the installed ones and agree with
#     the Python side's tables.
#     (The not-slow suite runs on the abi3 wheel in .ci/run's matrix legs.)
#  3. The same venv's output bits against the GCC build's (tests/support/dump_bits.py).
#  4. aarch64: .ci/wheel_aarch64.sh (qemu-user, real jaxlib).
#  5. The sdist: built, its file list checked.
#  Also: a second checkout configures its own build trees beside this one's (one cache).
# Last line: "wheel: N passed, N failed, N skipped".
set -euo pipefail
leg=wheel
# shellcheck source=.ci/leg.sh
source "$(dirname "$0")/leg.sh"
: "${CI_PY:?set CI_PY to the python of the CI environment}"
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
t0=$SECONDS
step() { echo "[time] $1: $((SECONDS - t0)) s"; t0=$SECONDS; }
export PIP_REQUIRE_VIRTUALENV=1

version=$("$CI_PY" -c 'import sys; sys.path[0] = "jax_mish"; import _version; print(_version.__version__)')
# JM_WHEEL_REUSE=1 (.ci/run, whose matrix legs built them): dist/'s wheels as they are.
if [ "${JM_WHEEL_REUSE:-0}" != 1 ] || [ ! -f "$(echo dist/jax_mish-"$version"-cp311-*x86_64.whl)" ]; then
  apt_install_missing aarch64-linux-gnu-g++ g++-aarch64-linux-gnu  # the aarch64 kernel loops
  scripts/build_wheels.sh
fi
step "build wheels"
tools=${JM_WHEEL_CACHE:-$HOME/.cache/jax_mish-wheels}/tools
check "wheels: tags, needed libraries, symbol versions, exports" \
  "$tools/bin/python" - dist/jax_mish-"$version"-*.whl dist/jax_mish_cuda*-"$version"-*.whl <<'EOF'
import io, re, sys, zipfile
from elftools.elf.elffile import ELFFile
from elftools.elf.gnuversions import GNUVerNeedSection
problems, seen = [], set()
for path in (p for p in sys.argv[1:] if "*" not in p):
    name = path.rsplit("/", 1)[-1]
    py, abi, plats = name[:-4].split("-")[-3:]
    cuda = m[1] if (m := re.match(r"jax_mish_cuda(\d+)-", name)) else ""  # its CUDA major
    arch = "x86_64" if plats.endswith("x86_64") else "aarch64"
    seen.add((cuda, arch, abi))
    newest = max(int(m) for m in re.findall(r"manylinux_2_(\d+)_", plats))
    if newest > 27:
        problems.append(f"{name}: tag newer than manylinux_2_27")
    with zipfile.ZipFile(path) as zf:
        mods = [n for n in zf.namelist() if n.endswith(".so")]
        want = {f"jax_mish_cuda{cuda}/_jax_mish_cuda"} if cuda else {"jax_mish/_jax_mish_cpu", "jax_mish/_jax_mish_ascend"}
        if {m.split(".")[0] for m in mods} != want or any(".libs/" in m for m in mods):
            problems.append(f"{name}: modules {mods}")
        for mod in mods:
            data = zf.read(mod)
            elf = ELFFile(io.BytesIO(data))
            # The Ascend module ships no test hooks (the tests build their own).
            if "/_jax_mish_ascend." in f"/{mod}" and any(
                    h in data for h in (b"_test_handlers", b"_run_test_handler", b"jm_ascend_test")):
                problems.append(f"{mod} holds the Ascend test hooks")
            needed = [t.needed for t in elf.get_section_by_name(".dynamic").iter_tags() if t.entry.d_tag == "DT_NEEDED"]
            vers = {a.name for s in elf.iter_sections() if isinstance(s, GNUVerNeedSection) for _, auxs in s.iter_versions() for a in auxs}
            exported = [s.name for s in elf.get_section_by_name(".dynsym").iter_symbols()
                        if s["st_shndx"] != "SHN_UNDEF" and s["st_info"]["bind"] != "STB_LOCAL" and s.name]
            glibc = max((tuple(map(int, v[6:].split("."))) for v in vers if v.startswith("GLIBC_2")), default=(2, 0))
            print(f"{name}: {mod}: needs {', '.join(needed)}; newest GLIBC_{glibc[0]}.{glibc[1]}; exports {', '.join(exported)}")
            runtime = rf"|libcudart\.so\.{cuda}" if cuda else ""
            problems += [f"{mod} needs {n}" for n in needed if not re.fullmatch(r"lib(c|m|dl|rt|pthread)\.so\.\d|ld-linux[-\w.]*\.so\.\d|libgcc_s\.so\.1" + runtime, n)]
            problems += [f"{mod} needs {v}" for v in vers if v.startswith(("GLIBCXX", "CXXABI"))]
            problems += [f"{mod} exports {s}" for s in exported if not s.startswith("PyInit_")]
            if glibc > (2, 27):
                problems.append(f"{mod} needs GLIBC_{glibc}")
            # A CUDA plugin finds the runtime in NVIDIA's wheel through one
            # DT_RPATH entry (searched before LD_LIBRARY_PATH, as jax's
            # plugins' are); the modules of the CPU wheel have none.
            paths = {t.entry.d_tag: getattr(t, "rpath", getattr(t, "runpath", "")) for t in elf.get_section_by_name(".dynamic").iter_tags() if t.entry.d_tag in ("DT_RPATH", "DT_RUNPATH")}
            print(f"{name}: {mod}: {paths or 'no RPATH'}")
            rpath = paths.pop("DT_RPATH", "")
            if paths or (not re.fullmatch(r"\$ORIGIN/\.\./nvidia/\w+/lib", rpath) if cuda else rpath):
                problems.append(f"{mod}: RPATH {rpath!r}, {paths}")
want = {("", a, abi) for a in ("x86_64", "aarch64") for abi in ("cp311", "abi3")}
want |= {(c, "x86_64", abi) for c in ("12", "13") for abi in ("cp311", "abi3")}
problems += [f"no wheel for {w}" for w in sorted(want - seen)]
print(*(f"problem: {p}" for p in problems), sep="\n")
sys.exit(bool(problems))
EOF
# auditwheel's own verdict on each CUDA plugin: the symbol versions it needs
# allow manylinux_2_27 or older (libcudart, NVIDIA's wheel's, is outside
# every policy, so it calls the wheel as a whole linux_x86_64).
auditwheel_show() {
  local w tag rc=0
  for w in dist/jax_mish_cuda*-"$version"-*.whl; do
    tag=$("$tools/bin/auditwheel" show "$w" | tr '\n' ' ' |
      sed -n 's/.*constrains the platform tag to "manylinux_2_\([0-9]*\)_x86_64".*/\1/p')
    echo "auditwheel show: ${w##*/}: manylinux_2_${tag:-?}"
    [ -n "$tag" ] && [ "$tag" -le 27 ] || rc=1
  done
  return $rc
}
check "auditwheel show: the CUDA plugins' symbols allow manylinux_2_27 or older" auditwheel_show
step "check wheels"

# A second checkout sharing the cache (its tools and build environments)
# configures build trees of its own: CMake refuses a tree made from another
# source tree. The CUDA plugin's tree is configured by plain CMake, in either
# order (this checkout, the other, this one again).
two_checkouts() {
  git clone -q "$root" "$work/second" || return 1
  local i=0 dir trees=()
  for dir in "$root" "$work/second" "$root"; do
    i=$((i + 1))
    "$dir/scripts/build_wheels.sh" --configure-only >"$work/configure-$i.log" 2>&1 ||
      { tail -n 20 "$work/configure-$i.log"; return 1; }
    trees+=("$(sed -n 's/^\[time\] CUDA 13 plugin configured in \(.*\), CPython 3.12: .*/\1/p' "$work/configure-$i.log")")
  done
  echo "build trees: ${trees[*]}"
  [ -n "${trees[0]}" ] && [ "${trees[0]}" = "${trees[2]}" ] && [ "${trees[0]}" != "${trees[1]}" ]
}
if [ "$(uname -m)" = x86_64 ]; then
  check "two checkouts sharing the wheel cache configure the CUDA plugins, each its own tree" two_checkouts
else
  skipped=$((skipped + 1)) && echo "skip  two checkouts sharing the wheel cache (CUDA plugins: x86_64)"
fi
step "two checkouts, one cache"

cpu_whl=$(ls dist/jax_mish-"$version"-cp311-cp311-*x86_64.whl)
"$CI_PY" -c 'import jax, jaxlib; print(f"jax=={jax.__version__}\njaxlib=={jaxlib.__version__}")' >"$work/pins.txt"
venv=$work/venv
"$CI_PY" -m venv "$venv"
check_no_compiler "$venv"
# The wheel and pytest: the tests below need nothing of the `test` extra's
# training stack, which the matrix legs install.
no_compiler "$venv" python -m pip install -q --only-binary=:all: -c "$work/pins.txt" "$cpu_whl" pytest mpmath
mkdir "$work/run" && cd "$work/run"
kernels() {  # kernels PLATFORMS: python -m jax_mish loads those, self-check ok
  no_compiler "$venv" python -m jax_mish >"$work/dash-m.txt" || true
  grep -q -E "^kernel_platforms +$1\$" "$work/dash-m.txt" && grep -q -E "^self_check +ok\$" "$work/dash-m.txt"
}
check "CPU wheel: python -m jax_mish: cpu kernels, self-check ok" kernels cpu
# The module by zig's clang, the loops by GCC (build_wheels.sh), whose
# __VERSION__ is a bare version number.
compilers() { grep -q -i -E "^compiler +clang" "$1" && grep -q -E "^kernel_compiler +[0-9]" "$1"; }
check "CPU wheel: the module compiled by zig's clang, the kernel loops by GCC" compilers "$work/dash-m.txt"
# runtime MAJOR: the CUDA module imports with every symbol bound (LD_BIND_NOW)
# where no driver is (CI: build_info says none; no libcuda is loaded), and
# says it loaded libcudart.so.MAJOR from NVIDIA's runtime wheel in the venv.
runtime() {
  local site
  site=$(no_compiler "$venv" python -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')
  no_compiler "$venv" LD_BIND_NOW=1 python - "$1" "$site" <<'EOF'
import os, sys
import jax_mish
from jax_mish._core import platforms
major, site = sys.argv[1:]
cuda = jax_mish.build_info(self_check=False)["cuda"]
lib = cuda["cuda_runtime_library"]
print(f"{platforms.module('cuda').__name__}: runtime {cuda['cuda_runtime']} from {lib}; driver {cuda['cuda_driver']}")
maps = open("/proc/self/maps").read()
sys.exit(not (lib.startswith(os.path.realpath(site) + "/nvidia/")
              and os.path.basename(lib) == f"libcudart.so.{major}" and lib in maps
              and platforms.module("cuda").__name__ == f"jax_mish_cuda{major}._jax_mish_cuda"
              and (cuda["cuda_driver"] == "none") == ("libcuda.so" not in maps)))
EOF
}
# CUDA 12's plugin, then CUDA 13's beside it: with no jax CUDA plugin
# installed, the CUDA 13 module is loaded (jax_mish._core.platforms.packages).
# (The working directory is $work/run: the wheel's path is absolute, and a
# missing wheel stops the leg rather than leaving pip "$root/", the source tree.)
for m in 12 13; do
  plugin=$(ls "$root"/dist/jax_mish_cuda"$m"-"$version"-cp311-cp311-*x86_64.whl)
  no_compiler "$venv" python -m pip install -q --only-binary=:all: "$plugin"
  check "CUDA $m plugin wheel: python -m jax_mish: cpu and cuda kernels" kernels "cpu, cuda"
  check "CUDA $m plugin wheel: imports with no driver, the runtime from NVIDIA's wheel" runtime "$m"
done
expect_cuda=ON
# extras MAJOR: pip resolves jax_mish[cudaMAJOR] (a dry run: metadata only) to
# the plugin, jax's CUDA plugin of that major version and NVIDIA's runtime wheel.
extras() {
  no_compiler "$venv" python -m pip install -q --dry-run --ignore-installed --only-binary=:all: \
    --report "$work/extras-$1.json" --find-links "$root/dist" "jax_mish[cuda$1]==$version" &&
    "$CI_PY" - "$work/extras-$1.json" "$1" <<'EOF'
import json, sys
report, major = sys.argv[1:]
names = {i["metadata"]["name"].lower().replace("_", "-") for i in json.load(open(report))["install"]}
want = {f"jax-mish-cuda{major}", f"jax-cuda{major}-plugin",
        "nvidia-cuda-runtime-cu12" if major == "12" else "nvidia-cuda-runtime"}
print(f"jax_mish[cuda{major}]: {len(names)} packages; missing: {sorted(want - names) or 'none'}")
sys.exit(bool(want - names))
EOF
}
for m in 12 13; do
  check "jax_mish[cuda$m] resolves to its plugin, jax's CUDA $m plugin and NVIDIA's runtime" extras "$m"
done
# The full suite runs on the abi3 wheel (.ci/run's matrix legs); here the
# cp311 wheel's modules are checked to be the ones loaded and to match the
# Python side's tables.
no_compiler "$venv" JM_EXPECT_CUDA=$expect_cuda python -m pytest -q -p no:cacheprovider \
  -c "$root/pyproject.toml" --rootdir "$PWD" --junitxml="$work/wheel.xml" \
  "$root/.ci/test_installed_copy.py" "$root/tests/test_extension.py" | tail -n 5 || true
add_junit "$work/wheel.xml"
step "x86_64 cp311 wheel"

# Same bits as the GCC build, on every ISA this CPU runs.
no_compiler "$venv" python "$root/tests/support/dump_bits.py" dump "$work/zig.npz" --expect-compiler clang
"$CI_PY" -P "$root/tests/support/dump_bits.py" dump "$work/gcc.npz" --reject-compiler clang
"$CI_PY" -P "$root/tests/support/dump_bits.py" compare "$work/gcc.npz" "$work/zig.npz" --control |
  tee "$work/compare.log" | grep -v '^ok ' || true
read -r p f < <(sed -n 's/^compare: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$work/compare.log") ||
  { p=0 f=1; echo "FAIL  the bit comparison did not finish"; }
passed=$((passed + p)) failed=$((failed + f))
cd "$root"
step "same bits as GCC"

bash .ci/wheel_aarch64.sh dist/jax_mish-"$version"-cp311-cp311-*aarch64.whl | tee "$work/arm.log" || true
read -r p f s < <(sed -n 's/^wheel-aarch64: \([0-9]*\) passed, \([0-9]*\) failed, \([0-9]*\) skipped$/\1 \2 \3/p' "$work/arm.log") ||
  { p=0 f=1 s=0; }
passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
step "aarch64 wheel under qemu"

"$CI_PY" -m venv "$work/tools" && "$work/tools/bin/pip" install -q build
"$work/tools/bin/python" -m build --sdist -o "$work/sdist" . >"$work/sdist.log" 2>&1 ||
  { tail -n 30 "$work/sdist.log"; false; }
git ls-files >"$work/tracked.txt"
check "sdist: every file the build and tests need, nothing else" \
  "$CI_PY" - "$work"/sdist/jax_mish-*.tar.gz "$work/tracked.txt" <<'EOF'
import re, sys, tarfile
with tarfile.open(sys.argv[1]) as tf:
    files = {m.name.split("/", 1)[1] for m in tf.getmembers() if m.isfile()}
tracked = set(open(sys.argv[2]).read().split())
need = {f for f in tracked if f.startswith(("jax_mish/", "xla_ffi/", "tests/", "examples/"))}
need |= {f for f in tracked if re.fullmatch(r"benchmarks/[^/]+", f)}
need |= {"pyproject.toml", "README.md", "PKG-INFO"} | ({"LICENSE"} & tracked)
unwanted = re.compile(r"\.ci/|\.ci-|benchmarks/results/|\.gitignore$")
problems = [f"missing {f}" for f in sorted(need - files)]
problems += [f"not a tracked file: {f}" for f in sorted(files - tracked - {"PKG-INFO"})]
problems += [f"should not be there: {f}" for f in sorted(files) if unwanted.match(f)]
print(f"{len(files)} files; {len(need)} required", *problems, sep="\n")
sys.exit(bool(problems))
EOF
step "sdist"
