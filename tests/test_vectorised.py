"""The CPU loops must stay vectorised: an edit can make the kernels several
times slower while every value stays right, so no accuracy test would notice.

On x86-64 the loops are written on vector registers (xla_ffi/cpu/simd.h): each
kernel must then be one function with no calls left in it (a helper that is
not inlined costs a call per vector) and must use the ISA's full-width
registers. Elsewhere (aarch64) they are scalar loops over mish_math.h that the
compiler vectorises; that path is compiled here for x86 with JM_SCALAR_LOOPS
and every loop must be reported vectorised.
"""

from __future__ import annotations

import re

import pytest
from support.kernel_build import (
    KERNELS_CC,
    MARCH,
    NEEDS_X86_GXX,
    gxx,
    scalar_loop_lines,
    table_loops,
    unvectorised_loops,
)

pytestmark = [*NEEDS_X86_GXX, pytest.mark.compiler]


def _compile(args, tmp_path, *extra):
    return gxx([*args, "-DJM_ISA_NS=check", "-c", str(KERNELS_CC), *extra], cwd=tmp_path)


def _functions(asm: str) -> dict[str, str]:
    """Assembly text of each function, keyed by mangled name."""
    bodies: dict[str, str] = {}
    for m in re.finditer(r"^(\S+):\n(.*?)^\s*\.size\s+\1,", asm, re.S | re.M):
        bodies[m.group(1)] = m.group(2)
    return bodies


@pytest.mark.parametrize(
    "isa,reg", [(MARCH["baseline"], "xmm"), (MARCH["avx2"], "ymm"), (MARCH["avx512"], "zmm")]
)
@pytest.mark.slow
def test_simd_kernels_are_inlined_and_full_width(isa, reg, tmp_path):
    _compile(isa, tmp_path, "-S", "-o", "k.s")
    asm = (tmp_path / "k.s").read_text()
    funcs = _functions(asm)
    for name, symbol in table_loops(asm).items():
        assert symbol in funcs, (name, symbol, sorted(funcs))
        body = funcs[symbol]
        calls = re.findall(r"^\s*(?:call|jmp)\s+([A-Za-z_]\S*)", body, re.M)
        # memcpy of the padded tail may stay a call; nothing else may.
        assert all("memcpy" in c or c.startswith(".L") for c in calls), (name, calls)
        packed = re.findall(rf"\bv?(?:mul|add|fmadd\d*)p[sd]\b[^\n]*%{reg}", body)
        if reg == "xmm":
            packed = re.findall(r"\b(?:mul|add)p[sd]\b", body)
        assert len(packed) >= 4, (name, reg)


@pytest.mark.parametrize("isa", [MARCH["avx2"], MARCH["avx512"]])
def test_scalar_loops_are_vectorised(isa, tmp_path):
    out = _compile([*isa, "-DJM_SCALAR_LOOPS"], tmp_path, "-o", "k.o", "-fopt-info-vec-all")
    # Four loop sites, forward and gradient of mish and of bias + mish, each a
    # template over the dtype rows.
    assert len(scalar_loop_lines()) == 4, scalar_loop_lines()
    missing = unvectorised_loops(out.stderr)
    assert not missing, f"not vectorised for every dtype: {missing}\n{out.stderr[-3000:]}"
