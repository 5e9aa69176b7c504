"""Output bits of jax_mish.mish and mish_grad on fixed input sets, for proving
that two builds of the extension (e.g. GCC and clang) compute the same bits.

    python tests/support/dump_bits.py dump OUT.npz      # the jax_mish that `import` finds
    python tests/support/dump_bits.py compare A.npz B.npz [--control]

``dump`` runs every input set on every instruction set this CPU supports
(``_select_isa``, checked through ``build_info``) and stores the inputs, the
outputs as raw unsigned integers and the build facts. ``compare`` checks that
both files hold the same inputs and, array by array, the same output bits,
NaN payloads included, with one exemption that IEEE 754 makes: where both
inputs of mish_grad are NaN, either payload may win, so each build must give
one of the two (see first_difference). ``--control`` first checks that the
comparison notices one flipped bit (CONTROLS: in a finite value, in a NaN's
payload, in a NaN from two NaN inputs). Its last line is
``compare: N passed, N failed``.

The sets are those of the accuracy tests, from jax_mish.testing (every bit
pattern of each 16-bit dtype of DTYPES, the float32 sweep, the float64
points), with several dy for the gradient, random bit patterns (NaN, inf and
subnormal inputs included), and mixed-dtype gradients (promoted by XLA before
the kernel runs). The bit patterns of each format (NAN_BITS, half_dy) are
derived from its finfo.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator

import jax

jax.config.update("jax_enable_x64", True)

import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

from jax_mish.testing import (  # noqa: E402
    DTYPES,
    every_value,
    f32_sweep,
    f64_points,
    finfo,
    np_dtype,
)

ISAS = ("baseline", "avx2", "avx512")


def uint_dtype(itemsize: int) -> np.dtype:
    """The unsigned integer type of ``itemsize`` bytes (a format's raw bits)."""
    return np.dtype(f"uint{8 * itemsize}")


def _nan_bits(dtype: str) -> tuple[int, int, int]:
    fi, dt = finfo(dtype), np_dtype(dtype)
    nexp, nmant = int(fi.nexp), int(fi.nmant)
    exp, mant, quiet = ((1 << nexp) - 1) << nmant, (1 << nmant) - 1, 1 << (nmant - 1)
    # An IEEE 754 binary format: sign, exponent and mantissa fill the bits,
    # an all-ones exponent is inf with an empty mantissa and NaN otherwise.
    inf, nan = np.array([exp, exp | quiet], uint_dtype(dt.itemsize)).view(dt).astype(np.float64)
    assert 1 + nexp + nmant == 8 * dt.itemsize and np.isposinf(inf) and np.isnan(nan), dtype
    return exp, mant, quiet


# (exponent mask, mantissa mask, quiet bit) of each format's bits.
NAN_BITS = {d: _nan_bits(d) for d in DTYPES}

# The 16-bit dtypes, whose every value is an input set.
HALF_DTYPES = tuple(d for d in DTYPES if np_dtype(d).itemsize == 2)

# Payloads of the NaN dy of half_dy (below the quiet bit of every format).
DY_NAN_PAYLOADS = (0x15, 0x05)


def half_dy(dtype: str) -> np.ndarray:
    """dy values for the gradients of a 16-bit dtype: +-1, 2, the largest
    finite value, the smallest subnormal, a value with a full mantissa (1/3),
    +inf (inf - inf inside the gradient makes new NaNs for x in about
    [-80, 0.8]) and quiet NaNs with payloads (which NaN wins)."""
    dt, fi = np_dtype(dtype), finfo(dtype)
    exp, _, quiet = NAN_BITS[dtype]
    assert all(0 < p < quiet for p in DY_NAN_PAYLOADS), dtype
    values = [1.0, -1.0, 2.0, float(fi.max), float(fi.smallest_subnormal), 1 / 3, np.inf]
    nans = np.array([exp | quiet | p for p in DY_NAN_PAYLOADS], uint_dtype(dt.itemsize))
    return np.concatenate([np.array(values).astype(dt), nans.view(dt)])


def _random_bits(rng: np.random.Generator, n: int, dtype: str) -> np.ndarray:
    dt = np_dtype(dtype)
    u = uint_dtype(dt.itemsize)
    return rng.integers(0, np.iinfo(u).max, n, dtype=u, endpoint=True).view(dt)


def input_sets() -> dict[str, tuple[str, np.ndarray | None, np.ndarray]]:
    """name -> ("mish" | "grad", dy or None, x); the same arrays on every call."""
    rng = np.random.default_rng(20240611)
    sets: dict[str, tuple[str, np.ndarray | None, np.ndarray]] = {}
    for name in HALF_DTYPES:
        every = every_value(name, finite=False)
        sets[f"{name}/mish"] = ("mish", None, every)
        dy_values = half_dy(name)
        x = np.tile(every, dy_values.size)
        dy = np.repeat(dy_values, every.size)
        sets[f"{name}/grad"] = ("grad", dy, x)
        sets[f"{name}/grad_random_bits"] = (
            "grad",
            _random_bits(rng, 300_001, name),
            _random_bits(rng, 300_001, name),
        )

    x32 = f32_sweep()
    sets["float32/mish"] = ("mish", None, x32)
    sets["float32/grad_ones"] = ("grad", np.ones_like(x32), x32)
    xr = x32[::4]
    dyr = (rng.standard_normal(xr.size) * 10.0 ** rng.uniform(-3, 3, xr.size)).astype(np.float32)
    sets["float32/grad_random_dy"] = ("grad", dyr, xr)
    sets["float32/mish_random_bits"] = ("mish", None, _random_bits(rng, 1_000_003, "float32"))
    sets["float32/grad_random_bits"] = (
        "grad",
        _random_bits(rng, 500_001, "float32"),
        _random_bits(rng, 500_001, "float32"),
    )

    x64 = np.concatenate([f64_points(6000), rng.uniform(-800, 50, 200_001)])
    sets["float64/mish"] = ("mish", None, x64)
    sets["float64/grad_ones"] = ("grad", np.ones_like(x64), x64)
    sets["float64/grad_random_dy"] = ("grad", rng.standard_normal(x64.size), x64)
    sets["float64/mish_random_bits"] = ("mish", None, _random_bits(rng, 200_001, "float64"))
    sets["float64/grad_random_bits"] = (
        "grad",
        _random_bits(rng, 200_001, "float64"),
        _random_bits(rng, 200_001, "float64"),
    )

    # Mixed dtypes: mish_grad promotes with an XLA convert, then a kernel runs.
    xm = np.linspace(-30, 30, 100_003, dtype=np.float32)
    sets["mixed/grad_bf16_dy_f32_x"] = (
        "grad",
        rng.standard_normal(xm.size).astype(ml_dtypes.bfloat16),
        xm,
    )
    sets["mixed/grad_f16_dy_bf16_x"] = (
        "grad",
        rng.standard_normal(xm.size).astype(np.float16),
        xm.astype(ml_dtypes.bfloat16),
    )
    sets["mixed/grad_f32_dy_f64_x"] = (
        "grad",
        rng.standard_normal(xm.size).astype(np.float32),
        xm.astype(np.float64),
    )

    # A dtype with no set above: random bit patterns.
    for name in DTYPES:
        if not any(key.startswith(f"{name}/") for key in sets):
            sets[f"{name}/mish_random_bits"] = ("mish", None, _random_bits(rng, 200_001, name))
            sets[f"{name}/grad_random_bits"] = (
                "grad",
                _random_bits(rng, 200_001, name),
                _random_bits(rng, 200_001, name),
            )
    return sets


def as_bits(a: np.ndarray) -> np.ndarray:
    """The array's raw bits as unsigned integers of the same width."""
    a = np.ascontiguousarray(a)
    return a.view(uint_dtype(a.dtype.itemsize))


def dtype_name(a: np.ndarray) -> str:
    """The name in DTYPES of the array's dtype."""
    return next((d for d in DTYPES if np_dtype(d) == a.dtype), a.dtype.name)


def dump(path: str) -> dict:
    """Write every input set and its outputs on every supported ISA to ``path``."""
    import jax_mish
    from jax_mish._core import platforms as _platforms

    cpu = _platforms.module("cpu")
    assert cpu is not None

    info = dict(cpu.build_info())
    isas = [i for i in ISAS if cpu._cpu_supports(i)]
    fns: dict[str, Callable] = {"mish": jax.jit(jax_mish.mish), "grad": jax.jit(jax_mish.mish_grad)}
    arrays: dict[str, np.ndarray] = {}
    dtypes: dict[str, str] = {}

    def put(key: str, a: np.ndarray) -> None:
        arrays[key] = as_bits(a)
        dtypes[key] = dtype_name(a)

    sets = input_sets()
    for name, (_, dy, x) in sets.items():
        put(f"input/{name}/x", x)
        if dy is not None:
            put(f"input/{name}/dy", dy)
    try:
        for isa in isas:
            if not cpu._select_isa(isa) or cpu.build_info()["isa_active"] != isa:
                raise RuntimeError(f"could not switch the CPU kernels to {isa}")
            for name, (kind, dy, x) in sets.items():
                put(f"{isa}/{name}", np.asarray(fns[kind](x) if dy is None else fns[kind](dy, x)))
    finally:
        cpu._select_isa("auto")
    meta = {
        "jax_mish": jax_mish.__file__,
        "jax": jax.__version__,
        "isas": isas,
        "build_info": info,
        "dtypes": dtypes,
    }
    arrays["meta"] = np.frombuffer(json.dumps(meta).encode(), np.uint8)
    np.savez(path, **arrays)
    return meta


def read_meta(npz) -> dict:
    return json.loads(bytes(npz["meta"]).decode())


def is_nan_bits(u: np.ndarray, dtype: str) -> np.ndarray:
    exp, mant, _ = NAN_BITS[dtype]
    u = u.astype(np.uint64)
    return ((u & np.uint64(exp)) == np.uint64(exp)) & ((u & np.uint64(mant)) != 0)


def default_nan(dtype: str, negative: bool) -> int:
    """The quiet NaN with an empty payload that hardware makes for 0 * inf and
    the like: negative on x86-64, positive on aarch64."""
    exp, _, quiet = NAN_BITS[dtype]
    sign = 1 << (8 * np_dtype(dtype).itemsize - 1)
    return exp | quiet | (sign if negative else 0)


def first_difference(
    a: np.ndarray,
    b: np.ndarray,
    dtype: str,
    inputs: tuple[tuple[np.ndarray, str], ...] = (),
    new_nan: tuple[int, int] | None = None,
) -> tuple[str | None, int]:
    """Whether outputs ``a`` and ``b`` (raw bits of ``dtype``) are equal
    bit for bit: (None, exempt) if they are, else (a description, exempt).

    IEEE 754 leaves two NaN results open, and only these are exempt (counted
    in ``exempt``): where two inputs (raw bits and dtype) are NaN, the result
    may carry either one's payload (a compiler may swap the operands of a
    commutative operation), so each side must be one of the quieted input
    NaNs; with ``new_nan`` = (bits on a's target, bits on b's), where no input
    is NaN, a NaN made by the arithmetic must be each target's default NaN.
    Every other NaN is compared bit for bit.
    """
    if a.dtype != b.dtype or a.shape != b.shape:
        return f"dtype/shape {a.dtype}{a.shape} vs {b.dtype}{b.shape}", 0
    ua, ub = as_bits(a), as_bits(b)
    diff = ua != ub
    exempt = np.zeros(diff.shape, bool)
    same_format = [bits for bits, dt in inputs if dt == dtype and bits.shape == ua.shape]
    if len(same_format) == len(inputs) == 2 and diff.any():
        quiet = np.uint64(NAN_BITS[dtype][2])
        both = is_nan_bits(same_format[0], dtype) & is_nan_bits(same_format[1], dtype)
        choices = [bits.astype(np.uint64) | quiet for bits in same_format]

        def one_of(u: np.ndarray) -> np.ndarray:
            u = u.astype(np.uint64)
            return (u == choices[0]) | (u == choices[1])

        exempt |= diff & both & one_of(ua) & one_of(ub)
    if new_nan is not None and diff.any():
        no_nan_in = np.ones(diff.shape, bool)
        for bits, dt in inputs:
            no_nan_in &= ~is_nan_bits(bits, dt)
        exempt |= diff & no_nan_in & (ua == new_nan[0]) & (ub == new_nan[1])
    bad = np.flatnonzero(diff & ~exempt)
    n_exempt = int(exempt.sum())
    if bad.size == 0:
        return None, n_exempt
    i = int(bad[0])
    width = 2 * ua.dtype.itemsize
    ins = ", ".join(
        f"input {int(bits[i]):0{width}x}" for bits, _ in inputs if bits.shape == ua.shape
    )
    return (
        f"{bad.size} of {ua.size} differ, first at {i}: "
        f"{int(ua[i]):0{width}x} vs {int(ub[i]):0{width}x} ({ins})"
    ), n_exempt


def compare_files(path_a: str, path_b: str) -> Iterator[tuple[str, str | None, int]]:
    """(check, None if it passed else why not, NaNs exempt) for every array."""
    with np.load(path_a) as fa, np.load(path_b) as fb:
        ma, mb = read_meta(fa), read_meta(fb)
        yield "same ISAs", None if ma["isas"] == mb["isas"] else f"{ma['isas']} vs {mb['isas']}", 0
        keys_a, keys_b = set(fa.files) - {"meta"}, set(fb.files) - {"meta"}
        for key in sorted(keys_a | keys_b):
            if key not in keys_a or key not in keys_b:
                yield key, f"only in {path_a if key in keys_a else path_b}", 0
                continue
            dt = ma["dtypes"][key]
            if dt != mb["dtypes"][key]:
                yield key, f"dtype {dt} vs {mb['dtypes'][key]}", 0
                continue
            name = key.split("/", 1)[1]
            inputs = tuple(
                (fa[f"input/{name}/{v}"], ma["dtypes"][f"input/{name}/{v}"])
                for v in ("dy", "x")
                if f"input/{name}/{v}" in keys_a and not key.startswith("input/")
            )
            why, exempt = first_difference(fa[key], fb[key], dt, inputs)
            yield key, why, exempt


CONTROLS = {
    "mantissa": "the last mantissa bit of a finite float32 mish value",
    "nan": "a payload bit of a float16 mish NaN",
    "two_nans": "a payload bit of a float16 mish_grad NaN from two NaN inputs",
}


def _flip_one_bit(src: str, dst: str, control: str) -> str:
    """Copy ``src`` to ``dst`` with one output bit flipped (see CONTROLS)."""
    with np.load(src) as f:
        arrays = {k: f[k] for k in f.files}
        isa = read_meta(f)["isas"][0]
    name = {"mantissa": "float32/mish", "nan": "float16/mish", "two_nans": "float16/grad"}[control]
    key = f"{isa}/{name}"
    out = arrays[key].copy()
    if control == "mantissa":
        i = out.size // 2
    elif control == "nan":
        i = int(np.flatnonzero(is_nan_bits(out, "float16"))[0])
    else:
        dy, x = arrays[f"input/{name}/dy"], arrays[f"input/{name}/x"]
        quiet = np.uint16(NAN_BITS["float16"][2])
        # An element whose flipped result is neither input NaN, quieted.
        flipped = out ^ np.uint16(1)
        i = int(
            np.flatnonzero(
                is_nan_bits(dy, "float16")
                & is_nan_bits(x, "float16")
                & (flipped != (dy | quiet))
                & (flipped != (x | quiet))
            )[0]
        )
    out[i] ^= out.dtype.type(1)
    arrays[key] = out
    np.savez(dst, **arrays)
    return key


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out")
    d.add_argument(
        "--expect-compiler",
        metavar="TEXT",
        help="fail unless build_info()['compiler'] contains TEXT (any case)",
    )
    d.add_argument(
        "--reject-compiler",
        metavar="TEXT",
        help="fail if build_info()['compiler'] contains TEXT (any case)",
    )
    d.add_argument(
        "--expect-from", metavar="DIR", help="fail unless jax_mish is imported from DIR/jax_mish"
    )
    c = sub.add_parser("compare")
    c.add_argument("a")
    c.add_argument("b")
    c.add_argument(
        "--control", action="store_true", help="first check that one flipped bit in A is reported"
    )
    args = ap.parse_args(argv)

    if args.cmd == "dump":
        meta = dump(args.out)
        where, compiler = os.path.dirname(meta["jax_mish"]), meta["build_info"]["compiler"]
        print(
            f"dumped {args.out}: jax_mish from {where}, compiler {compiler}, "
            f"ISAs {','.join(meta['isas'])}"
        )
        if args.expect_compiler and args.expect_compiler.lower() not in compiler.lower():
            print(f"FAIL  expected a {args.expect_compiler} build, got {compiler}")
            return 1
        if args.reject_compiler and args.reject_compiler.lower() in compiler.lower():
            print(f"FAIL  expected a build by another compiler than {compiler}")
            return 1
        if args.expect_from and os.path.realpath(where) != os.path.realpath(
            os.path.join(args.expect_from, "jax_mish")
        ):
            print(f"FAIL  expected jax_mish from {args.expect_from}, got {where}")
            return 1
        return 0

    passed = failed = 0

    def record(name: str, why: str | None) -> None:
        nonlocal passed, failed
        if why is None:
            passed += 1
            print(f"ok    {name}")
        else:
            failed += 1
            print(f"FAIL  {name}: {why}")

    if args.control:
        import tempfile

        for control, what in CONTROLS.items():
            with tempfile.TemporaryDirectory() as tmp:
                flipped = os.path.join(tmp, "flipped.npz")
                key = _flip_one_bit(args.a, flipped, control)
                bad = [(k, why) for k, why, _ in compare_files(args.a, flipped) if why is not None]
                ok = len(bad) == 1 and bad[0][0] == key and bad[0][1].startswith("1 of ")
                record(
                    f"control: flipping {what} ({key}) is reported",
                    None if ok else f"comparison reported {bad}",
                )
    with np.load(args.a) as fa, np.load(args.b) as fb:
        for name, f in (("A", fa), ("B", fb)):
            meta = read_meta(f)
            print(
                f"{name}: {meta['build_info']['compiler']} build from "
                f"{os.path.dirname(meta['jax_mish'])}, ISAs {','.join(meta['isas'])}"
            )
    for name, why, exempt in compare_files(args.a, args.b):
        record(
            name
            + (
                f" ({exempt} results of two NaN inputs carry the other one's payload)"
                if exempt
                else ""
            ),
            why,
        )
    print(f"compare: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
