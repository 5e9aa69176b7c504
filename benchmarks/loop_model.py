"""Static estimate of the CPU kernel loops' cost for an ISA this machine lacks.

    python benchmarks/loop_model.py --isa avx512 --base 6dc37ef [--base HEAD]

Builds xla_ffi/cpu/kernels.cc of the working tree and of each --base revision
with the working tree's CMake flags (scripts/kernel_flags.py), finds each
kernel's hot loop in the object code and asks llvm-mca for its steady-state
cycles on a model CPU (--mcpu; default skylake-avx512 for avx512, znver3 for
avx2). The hot loop is the block loop (the loop with the most divisions: one
per vector) or, in code without blocks, the smallest loop with a division;
elements per iteration are divisions x lanes.

This is a model, not a measurement: use benchmarks/kernel_ns.sh wherever the
CPU has the ISA. On Zen 3 (AVX2), where both exist, the model gave 1.13x to
1.42x for 6dc37ef -> the blocked loops and kernel_ns.sh measured 1.42x to
1.80x, kernel by kernel: the model understates that change.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import kernel_flags  # noqa: E402

KERNELS = [
    "mish_f32",
    "grad_f32",
    "mish_bf16",
    "grad_bf16",
    "mish_f16",
    "grad_f16",
    "mish_f64",
    "grad_f64",
]
LANES_F32 = {"avx512": 16, "avx2": 8}
MCPU = {"avx512": "skylake-avx512", "avx2": "znver3"}
Insn = tuple[int, str]


def build(tree: Path, isa: str, out: Path) -> Path:
    """Compiles tree/xla_ffi/cpu/kernels.cc for isa, as the CMake build does."""
    obj = out / f"kernels.{isa}.o"
    flags = kernel_flags.read().flags(isa, kernel_flags.X86_64)
    cmd = [
        "g++",
        *flags,
        "-fPIC",
        f"-DJM_ISA_NS={isa}",
        f"-I{tree / 'xla_ffi'}",
        "-c",
        str(tree / "xla_ffi" / "cpu" / "kernels.cc"),
        "-o",
        str(obj),
    ]
    subprocess.run(cmd, check=True)
    return obj


def functions(obj: Path) -> dict[str, list[Insn]]:
    """Instructions of each kernel entry point, by kernel name."""
    text = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", "-C", str(obj)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    out: dict[str, list[Insn]] = {}
    name = None
    for line in text.splitlines():
        head = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if head:
            m = re.search(r"\b(mish|grad)_(f16|bf16|f32|f64)\(", head.group(1))
            name = f"{m.group(1)}_{m.group(2)}" if m else None
            continue
        insn = re.match(r"^\s+([0-9a-f]+):\s+(.*)$", line)
        if name and insn:
            out.setdefault(name, []).append((int(insn.group(1), 16), insn.group(2)))
    return out


def hot_loop(insns: list[Insn]) -> tuple[int, list[Insn]]:
    """(divisions, body) of the block loop, else of the smallest loop with a division."""
    found = []
    for addr, text in insns:
        m = re.match(r"j\w+\s+([0-9a-f]+)", text)
        if m and int(m.group(1), 16) < addr:
            body = [i for i in insns if int(m.group(1), 16) <= i[0] <= addr]
            divs = sum("vdiv" in t for _, t in body)
            if divs:
                found.append((divs, body))
    if not found:
        raise SystemExit("no loop with a division found")
    most = max(d for d, _ in found)
    pool = [f for f in found if f[0] == most] if most >= 8 else found
    return min(pool, key=lambda f: len(f[1]))


def cycles(body: list[Insn], mcpu: str, iterations: int = 200) -> float:
    """llvm-mca's cycles per iteration of the loop body (branches left out)."""
    asm = "\n".join(re.sub(r"\s+<[^>]*>|#.*", "", t) for _, t in body if not re.match(r"j\w+\s", t))
    r = subprocess.run(
        ["llvm-mca", f"-mcpu={mcpu}", f"-iterations={iterations}"],
        input=asm + "\n",
        capture_output=True,
        text=True,
        check=True,
    )
    m = re.search(r"Total Cycles:\s+(\d+)", r.stdout)
    if not m:
        raise SystemExit(f"llvm-mca gave no cycle count:\n{r.stdout[:500]}{r.stderr[:500]}")
    return int(m.group(1)) / iterations


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--isa", choices=sorted(LANES_F32), default="avx512")
    p.add_argument(
        "--base", action="append", default=[], help="git revision to compare (repeatable)"
    )
    p.add_argument("--mcpu", help="llvm-mca CPU model")
    args = p.parse_args(argv)
    mcpu = args.mcpu or MCPU[args.isa]
    with tempfile.TemporaryDirectory() as tmp:
        trees: list[tuple[str, Path]] = []
        for rev in args.base:
            d = Path(tmp) / rev
            d.mkdir()
            archive = subprocess.run(
                ["git", "-C", str(ROOT), "archive", rev, "xla_ffi"], capture_output=True, check=True
            ).stdout
            subprocess.run(["tar", "x", "-C", str(d)], input=archive, check=True)
            trees.append((rev, d))
        trees.append(("working tree", ROOT))
        objs = []
        for i, (label, tree) in enumerate(trees):
            out = Path(tmp) / f"obj{i}"
            out.mkdir()
            objs.append((label, functions(build(tree, args.isa, out))))
        print(f"llvm-mca -mcpu={mcpu}, {args.isa} loops: model cycles per element of the hot loop")
        print(
            f"{'kernel':10s}"
            + "".join(f"{label[:14]:>16s}" for label, _ in objs)
            + ("   first/last" if len(objs) > 1 else "")
        )
        for k in KERNELS:
            lanes = LANES_F32[args.isa] // (2 if k.endswith("f64") else 1)
            per = []
            for _, fs in objs:
                divs, body = hot_loop(fs[k])
                per.append(cycles(body, mcpu) / (divs * lanes))
            ratio = f"   {per[0] / per[-1]:.2f}x" if len(per) > 1 else ""
            print(f"{k:10s}" + "".join(f"{c:16.3f}" for c in per) + ratio)
    return 0


if __name__ == "__main__":
    sys.exit(main())
