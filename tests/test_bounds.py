"""jax_mish.testing itself: its bounds table against docs/design.md, the
metric on hand-computed cases, the lookups, and how it is imported."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from _support import child_env, neutral_cwd

from jax_mish import testing
from jax_mish.testing import BOUNDS, Tolerance, ulp_error, ulps

DESIGN = Path(__file__).resolve().parents[1] / "docs" / "design.md"

F16, BF16, F32, F64 = "float16", "bfloat16", "float32", "float64"

# Each row of docs/design.md's bound table that BOUNDS backs: the start of its
# first cell and its dtype cell, a pattern its whole bound cell must match, and
# for each number the pattern captures the BOUNDS entries (key, field) that
# must equal it ("ulps" for a float entry, "rtol" / "atol" for a Tolerance).
DOC_ROWS: list[tuple[str, str, str, list[list[tuple[tuple[str, str, str], str]]]]] = [
    (
        "`mish`, `mish'` (dy = 1), `dy * mish'`",
        F32,
        r"(\S+) ulp",
        [[(("kernel", "any", F32), "ulps")]],
    ),
    (
        "`mish`, `mish'`",
        "float16, bfloat16",
        r"(\S+) ulp",
        [[(("kernel", "any", F16), "ulps"), (("kernel", "any", BF16), "ulps")]],
    ),
    ("`mish`, `mish'`", F64, r"(\S+) ulp", [[(("kernel", "any", F64), "ulps")]]),
    (
        '`impl="xla"`',
        "float32 / float16, bfloat16 / float64",
        r"(\S+) / (\S+) ulp; (\S+); (\S+) / (\S+) ulp \(measured on CPU: .*\)",
        [
            [(("xla", "mish", F32), "ulps")],
            [(("xla", "mish_grad", F32), "ulps")],
            [(("xla", "any", F16), "ulps"), (("xla", "any", BF16), "ulps")],
            [(("xla", "mish", F64), "ulps")],
            [(("xla", "mish_grad", F64), "ulps")],
        ],
    ),
    (
        "subnormal inputs and results",
        F32,
        r"(\S+) ulp",
        [[(("kernel_subnormal", "mish", F32), "ulps")]],
    ),
    (
        "mixed `dy` bfloat16",
        F32,
        r"(\S+) ulp \(floor scaled by `\\\|dy\\\|`\)",
        [[(("kernel", "any", F32), "ulps")]],
    ),
    (
        "numpy float64 oracle against mpmath",
        F64,
        r"`mish` rtol (\S+), `mish'` rtol (\S+) / atol (\S+)",
        [
            [(("oracle64", "mish", F64), "rtol")],
            [(("oracle64", "mish_grad", F64), "rtol")],
            [(("oracle64", "mish_grad", F64), "atol")],
        ],
    ),
    (
        "limits:",
        "all four",
        r"exact values; `mish'\(±0\)` within rtol (\S+) of 0\.6",
        [[(("limits", "mish_grad", "any"), "rtol")]],
    ),
    (
        "`mish`, `mish_grad`, `grad(sum(mish))` under threads",
        "float16, bfloat16, float32",
        r"(\S+), (\S+), (\S+) ulp",
        [
            [(("kernel_vs_reference64", "any", F16), "ulps")],
            [(("kernel_vs_reference64", "any", BF16), "ulps")],
            [(("kernel_vs_reference64", "any", F32), "ulps")],
        ],
    ),
    (
        "the same",
        F64,
        r"(\S+) ulp \(the (\S+)-ulp kernel bound plus 2 for the float64 reference's own "
        r"error, measured <= 1\.5 against mpmath on 5500 points\)",
        [
            [(("kernel_vs_reference64", "any", F64), "ulps")],
            [(("kernel", "any", F64), "ulps")],
        ],
    ),
    (
        "property-based:",
        "all four, and every mixed pair for `mish_grad`",
        r"float16, bfloat16, float32, float64: (\S+), (\S+), (\S+), (\S+) ulp; "
        r"for `dy = ±inf` only a non-finite result is required",
        [[(("kernel_vs_reference64", "any", dt), "ulps")] for dt in (F16, BF16, F32, F64)],
    ),
    (
        "2^31 + 4099 elements:",
        BF16,
        r"(\S+) ulp",
        [[(("kernel_vs_reference64", "any", BF16), "ulps")]],
    ),
    (
        "subnormal `x`, `dy` and results",
        "float16, bfloat16, float32 / float64",
        r"(\S+), (\S+), (\S+) / (\S+) ulp on the subnormal grid; .*",
        [[(("kernel", "any", dt), "ulps")] for dt in (F16, BF16, F32, F64)],
    ),
    (
        "CUDA: `mish`, `mish'`, `dy * mish'`",
        "float32 / float16, bfloat16 / float64",
        r"(\S+) / (\S+) / (\S+) ulp",
        [
            [(("kernel", "any", F32), "ulps")],
            [(("kernel", "any", F16), "ulps"), (("kernel", "any", BF16), "ulps")],
            [(("kernel", "any", F64), "ulps")],
        ],
    ),
    (
        "CUDA: 2^31 + 4099 elements",
        BF16,
        r"(\S+) ulp",
        [[(("kernel", "any", BF16), "ulps")]],
    ),
    (
        "CUDA: transforms against the reference",
        "float32 / float64",
        r"rtol = atol = (\S+) / (\S+)",
        [
            [(("cuda_transforms", "any", F32), "rtol"), (("cuda_transforms", "any", F32), "atol")],
            [(("cuda_transforms", "any", F64), "rtol"), (("cuda_transforms", "any", F64), "atol")],
        ],
    ),
    (
        "Ascend route (CANN test double)",
        "float32 / float16, bfloat16 / float64 (not CANN's: the reference runs)",
        r"`mish` (\S+) ulp, `mish_grad` (\S+) ulp / (\S+) ulp / (\S+) ulp "
        r"\(same metric and floor\)",
        [
            [(("ascend", "mish", F32), "ulps")],
            [(("ascend", "mish_grad", F32), "ulps")],
            [(("ascend", "any", F16), "ulps"), (("ascend", "any", BF16), "ulps")],
            [(("ascend", "any", F64), "ulps")],
        ],
    ),
    (
        "Ascend route, gradients of a small model",
        F32,
        r"rtol (\S+), atol (\S+)",
        [
            [(("ascend_model", "mish_grad", F32), "rtol")],
            [(("ascend_model", "mish_grad", F32), "atol")],
        ],
    ),
    (
        "Ascend fallback (float64, no CANN)",
        F64,
        r"rtol (\S+), atol (\S+)",
        [
            [(("ascend_fallback", "any", F64), "rtol")],
            [(("ascend_fallback", "any", F64), "atol")],
        ],
    ),
]


def _bound_table_rows() -> list[list[str]]:
    """The cells of each row of the table under "Bounds the tests enforce"."""
    text = DESIGN.read_text()
    start = text.index("**Bounds the tests enforce**")
    rows = []
    for line in text[start:].splitlines()[1:]:
        if rows and not line.startswith("|"):
            break
        if line.startswith("|") and not line.startswith("|---"):
            # Cells are split on unescaped pipes (`\|dy\|` is inside a cell).
            rows.append([c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]])
    return rows[1:]  # without the header


def _entry(key: tuple[str, str, str], field: str) -> float:
    bound = BOUNDS[key]
    if field == "ulps":
        assert not isinstance(bound, Tolerance), (key, bound)
        return bound
    assert isinstance(bound, Tolerance), (key, bound)
    return float(getattr(bound, field))


def test_bounds_table_matches_design_doc():
    rows = _bound_table_rows()
    assert len(rows) > 20 and all(len(r) == 5 for r in rows), rows[:3]
    named: set[tuple[tuple[str, str, str], str]] = set()
    for what, dtype, pattern, groups in DOC_ROWS:
        matches = [r for r in rows if r[0].startswith(what) and r[1] == dtype]
        assert len(matches) == 1, (what, dtype, len(matches))
        cell = matches[0][2]
        m = re.fullmatch(pattern, cell)
        assert m is not None, f"docs/design.md row {what!r}: bound cell {cell!r}"
        assert len(m.groups()) == len(groups), (what, m.groups())
        for number, entries in zip(m.groups(), groups):
            for key, field in entries:
                assert _entry(key, field) == float(number), (what, key, field, number)
                named.add((key, field))
    # Every entry of BOUNDS is in the doc, and no Tolerance has an atol the doc omits.
    keys = {key for key, _ in named}
    assert keys == set(BOUNDS), sorted(set(BOUNDS) ^ keys)
    for key, bound in BOUNDS.items():
        if isinstance(bound, Tolerance) and (key, "atol") not in named:
            assert bound.atol == 0.0, key


def test_lookups():
    assert ulps("kernel", "mish", "float32") == ulps("kernel", "mish_grad", "float32") == 2.0
    assert ulps("xla", "mish_grad", "float32") > ulps("xla", "mish", "float32")
    assert testing.tolerance("limits", "mish_grad", "bfloat16").rtol == 1e-2
    with pytest.raises(KeyError, match="no bound"):
        ulps("kernel", "mish", "int8")
    with pytest.raises(TypeError, match="Tolerance"):
        ulps("oracle64", "mish", "float64")
    with pytest.raises(TypeError, match="ulps"):
        testing.tolerance("kernel", "mish", "float32")


def test_ulp_error_on_hand_computed_cases():
    one = np.float32(1.0)
    up = np.nextafter(one, np.float32(2))
    assert ulp_error([up], [1.0], "float32")[0] == 1.0
    # Below 1.0 the spacing halves: one float32 step down from 1 is 1 ulp of 0.99...
    assert ulp_error([np.nextafter(one, np.float32(0))], [1.0], "float32")[0] == 0.5
    # The floor: an exact 0 with an error of 2^-25 is 2^-25 / 2^-24 = 0.5, and
    # with dy = 4 the floor is 4 times larger.
    assert ulp_error([2.0**-25], [0.0], "float32")[0] == 0.5
    assert ulp_error([2.0**-25], [0.0], "float32", scale=[4.0])[0] == 0.125
    # Without the floor, on the subnormal grid: one subnormal step is 1 ulp.
    sub = float(np.finfo(np.float32).smallest_subnormal)
    assert ulp_error([2 * sub], [sub], "float32", floor=False)[0] == 1.0
    # NaN against NaN is 0, against a number infinite; inf where the exact
    # value overflows is exact; atol hides differences up to it.
    assert list(ulp_error([np.nan, np.nan, 1.0], [np.nan, 1.0, np.nan], "float64")) == [
        0.0,
        np.inf,
        np.inf,
    ]
    assert ulp_error([np.inf], [1e39], "float32")[0] == 0.0
    assert ulp_error([1e-300], [0.0], "float64", floor=False, atol=1e-300)[0] == 0.0
    assert testing.ulp_error_allowing_overflow([np.inf], [3.0e38], "float32")[0] == np.inf
    assert testing.ulp_error_allowing_overflow([np.inf], [4.0e38], "float32")[0] == 0.0


def test_every_value_and_sweeps():
    # Without the 2 * 2^10 patterns with all exponent bits set (inf, NaN).
    assert testing.every_value("float16").size == 2**16 - 2 * 2**10
    assert testing.every_value("bfloat16", finite=False).size == 2**16
    with pytest.raises(ValueError, match="float16 or bfloat16"):
        testing.every_value("float32")
    sweep = testing.f32_sweep()
    assert sweep is testing.f32_sweep() and not sweep.flags.writeable
    assert sweep.size >= 1_000_000 and np.all(np.isfinite(sweep))
    assert np.array_equal(testing.f64_points(600), testing.f64_points(600))


def test_mpmath_missing_names_the_test_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "mpmath", None)  # import mpmath now fails
    with pytest.raises(ImportError, match=r"jax_mish\[test\]"):
        testing.mish_mp(1.0)


def test_import_jax_mish_does_not_load_testing():
    code = "import sys, jax_mish; print('jax_mish.testing' in sys.modules, 'mpmath' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=300,
        env=child_env(JAX_PLATFORMS="cpu"),
        cwd=neutral_cwd(),
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["False", "False"]
