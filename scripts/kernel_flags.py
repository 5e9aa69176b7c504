"""The compiler flags of the CPU kernel loops, read from xla_ffi/CMakeLists.txt.

The CMake build compiles xla_ffi/cpu/kernels.cc once per instruction set,
``jm_kernel_isa(NAME FLAGS...)``, with the options that function passes
(``-O3`` and ``JM_MATH_FLAGS``) and the C++ standard of the project. What
compiles those loops by hand (tests/kernel_build.py, benchmarks/kernel_ns.sh)
takes the flags from here, so that it cannot drift from the build.

Usage::

    python scripts/kernel_flags.py avx2                  # flags of the avx2 loops
    python scripts/kernel_flags.py --arch aarch64 baseline
    python scripts/kernel_flags.py --list                # the instruction sets

Only the standard library is used (the shell scripts run it with any python3).
"""

from __future__ import annotations

import argparse
import dataclasses
import platform
import re
import sys
from pathlib import Path

CMAKELISTS = Path(__file__).resolve().parents[1] / "xla_ffi" / "CMakeLists.txt"

# The branch of `if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|...")` holds the
# x86-64 loops; its else() branch those of every other architecture.
X86_64, OTHER = "x86_64", "other"
X86_NAMES = ("x86_64", "amd64", "AMD64")


@dataclasses.dataclass(frozen=True)
class KernelFlags:
    """``common`` goes to every kernel compile; ``isa[arch][name]`` adds the
    flags of one instruction set (arch: ``X86_64`` or ``OTHER``)."""

    common: tuple[str, ...]
    isa: dict[str, dict[str, tuple[str, ...]]]

    def flags(self, name: str, arch: str | None = None) -> list[str]:
        """All flags of the ``name`` loops on ``arch`` (default: this machine)."""
        sets = self.isa[arch_key(arch)]
        if name not in sets:
            raise KeyError(f"no instruction set {name!r} for {arch_key(arch)} (have {list(sets)})")
        return [*self.common, *sets[name]]


def arch_key(arch: str | None = None) -> str:
    """``X86_64`` or ``OTHER`` for a machine name (``platform.machine()``)."""
    machine = platform.machine() if arch is None else arch
    return X86_64 if machine in X86_NAMES else OTHER


def _commands(text: str) -> list[tuple[str, list[str]]]:
    """The command invocations of CMake code, in order: (name, arguments),
    comments removed, quotes stripped from quoted arguments."""
    kept, quoted, i = [], False, 0
    while i < len(text):  # drop comments: "#" outside quotes, to the end of the line
        c = text[i]
        if c == "#" and not quoted:
            i = text.find("\n", i)
            i = len(text) if i < 0 else i
            continue
        quoted ^= c == '"'
        kept.append(c)
        i += 1
    text = "".join(kept)
    out = []
    for m in re.finditer(r"^[ \t]*(\w+)[ \t]*\(", text, flags=re.M):
        depth, i, quoted = 1, m.end(), False
        while depth:
            c = text[i]
            if c == '"':
                quoted = not quoted
            elif not quoted and c in "()":
                depth += 1 if c == "(" else -1
            i += 1
        args = re.findall(r'"[^"]*"|[^\s"]+', text[m.end() : i - 1])
        out.append((m.group(1).lower(), [a.strip('"') for a in args]))
    return out


def parse(text: str) -> KernelFlags:
    """The kernel flags of a CMakeLists.txt. Raises ValueError when its shape
    is not the one this reads (then this reader needs updating)."""
    top: dict[str, list[str]] = {}  # variables set outside any if()
    options: list[str] | None = None  # jm_kernel_isa's target_compile_options
    isa: dict[str, dict[str, tuple[str, ...]]] = {X86_64: {}, OTHER: {}}
    stack: list[str | None] = []  # enclosing if()s: branch label or None
    in_function = False
    for name, args in _commands(text):
        if name == "function" and args[:1] == ["jm_kernel_isa"]:
            in_function = True
        elif name == "endfunction":
            in_function = False
        elif in_function:
            if name == "target_compile_options":
                options = args[2:]  # after the target and PRIVATE
        elif name == "if":
            is_arch = args[:2] == ["CMAKE_SYSTEM_PROCESSOR", "MATCHES"]
            stack.append(X86_64 if is_arch and "x86_64" in args[2] else None)
        elif name == "else" and stack:
            stack[-1] = OTHER if stack[-1] == X86_64 else stack[-1]
        elif name == "endif":
            stack.pop()
        elif name == "set" and not stack and args:
            top[args[0]] = [a for a in args[1:] if a]
        elif name == "jm_kernel_isa":
            arch = next((b for b in reversed(stack) if b is not None), None)
            if arch is None:
                raise ValueError(
                    f"jm_kernel_isa({args[0]}) outside the CMAKE_SYSTEM_PROCESSOR test"
                )
            isa[arch][args[0]] = tuple(args[1:])
    if options is None:
        raise ValueError("no target_compile_options in function(jm_kernel_isa)")
    if not isa[X86_64] or not isa[OTHER]:
        raise ValueError("no jm_kernel_isa() calls in one of the processor branches")
    common: list[str] = []
    for opt in options:
        var = re.fullmatch(r"\$\{(\w+)\}", opt)
        if var is None and "$" not in opt:
            common.append(opt)
        elif var is not None and var.group(1) == "ARGN":
            continue  # the per-ISA flags
        elif var is not None and var.group(1) in top:
            common += top[var.group(1)]  # JM_SAN_FLAGS: "" unless sanitizing
        else:
            raise ValueError(f"cannot expand {opt!r} in jm_kernel_isa's options")
    if "CMAKE_CXX_STANDARD" not in top:
        raise ValueError("no set(CMAKE_CXX_STANDARD ...)")
    # CMake's default CMAKE_CXX_EXTENSIONS is ON: -std=gnu++NN.
    ext = top.get("CMAKE_CXX_EXTENSIONS", ["ON"])[0].upper() not in ("OFF", "0", "FALSE", "NO")
    std = f"-std={'gnu' if ext else 'c'}++{top['CMAKE_CXX_STANDARD'][0]}"
    return KernelFlags(common=(std, *common), isa=isa)


def read(path: Path = CMAKELISTS) -> KernelFlags:
    """``parse`` of xla_ffi/CMakeLists.txt (or ``path``)."""
    return parse(Path(path).read_text(encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("isa", nargs="?", help="instruction set, e.g. baseline, avx2, avx512")
    p.add_argument("--arch", default=None, help="machine (default: this one), e.g. aarch64")
    p.add_argument("--cmakelists", type=Path, default=CMAKELISTS)
    p.add_argument("--list", action="store_true", help="print the instruction sets of --arch")
    args = p.parse_args(argv)
    try:
        kf = read(args.cmakelists)
        if args.list:
            print(" ".join(kf.isa[arch_key(args.arch)]))
        elif args.isa is None:
            p.error("name an instruction set (or --list)")
        else:
            print(" ".join(kf.flags(args.isa, args.arch)))
    except (OSError, ValueError, KeyError) as err:
        print(f"kernel_flags: {err.args[0] if isinstance(err, KeyError) else err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
