"""The compiler flags of the CPU kernel loops, from xla_ffi/kernel_flags.json,
the file the CMake build reads them from. What compiles the loops by hand
(tests/support/kernel_build.py, benchmarks/lab/kernel_ns.sh) takes them from here.

Usage (standard library only, so any python3 runs it)::

    python tests/support/kernel_flags.py avx2             # flags of the avx2 loops
    python tests/support/kernel_flags.py --arch aarch64 baseline
    python tests/support/kernel_flags.py --list           # the instruction sets
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path

JSON = Path(__file__).resolve().parents[2] / "xla_ffi" / "kernel_flags.json"
# The keys of "isa": x86-64 machines (the names CMake's test matches), and all others.
X86_64, OTHER = "x86_64", "other"
X86_NAMES = ("x86_64", "amd64", "AMD64")


def arch_key(arch: str | None = None) -> str:
    """``X86_64`` or ``OTHER`` for a machine name (default ``platform.machine()``)."""
    return X86_64 if (arch or platform.machine()) in X86_NAMES else OTHER


def read(path: Path = JSON) -> dict:
    """The parsed xla_ffi/kernel_flags.json (or ``path``)."""
    return json.loads(Path(path).read_text(encoding="utf-8"))


def common() -> list[str]:
    """Every kernel compile's flags: the C++ standard (CMake's default
    extensions: gnu++NN), the optimisation level and the math flags."""
    d = read()
    return [f"-std=gnu++{d['cxx_standard']}", *d["kernel"], *d["math"]]


def isas(arch: str | None = None) -> dict[str, list[str]]:
    """The instruction sets of ``arch`` and the flags each adds, in build order."""
    return read()["isa"][arch_key(arch)]


def flags(name: str, arch: str | None = None) -> list[str]:
    """All flags of the ``name`` loops on ``arch`` (default: this machine)."""
    sets = isas(arch)
    if name not in sets:
        raise KeyError(f"no instruction set {name!r} for {arch_key(arch)} (have {list(sets)})")
    return [*common(), *sets[name]]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("isa", nargs="?", help="instruction set, e.g. baseline, avx2, avx512")
    p.add_argument("--arch", default=None, help="machine (default: this one), e.g. aarch64")
    p.add_argument("--list", action="store_true", help="print the instruction sets of --arch")
    args = p.parse_args(argv)
    if args.list:
        print(" ".join(isas(args.arch)))
    elif args.isa is None:
        p.error("name an instruction set (or --list)")
    else:
        try:
            print(" ".join(flags(args.isa, args.arch)))
        except KeyError as err:
            print(f"kernel_flags: {err.args[0]}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
