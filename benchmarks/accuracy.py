"""Measured accuracy of jax_mish and of jax.nn.mish (XLA), side by side.

    python benchmarks/accuracy.py            # prints a Markdown table

The sweeps, oracles and metric of the accuracy tests (jax_mish.testing):
float32 over >= 10^6 bit patterns (whole range, both signs, plus dense
regions), every float16 and bfloat16 value, float64 against mpmath on 6000
random bit patterns and 3000 points in [-60, 60]. Errors are in ulps of the
exact result with an absolute floor of half an ulp of 1.0.
"""

from __future__ import annotations

import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

import jax_mish  # noqa: E402
from jax_mish import _ext  # noqa: E402
from jax_mish.testing import (  # noqa: E402
    every_value,
    f32_sweep,
    f64_points,
    mish64,
    mish_mp,
    mish_prime64,
    mish_prime_mp,
    ulp_error,
    ulp_error_mp,
)


def impls():
    ours = (jax.jit(jax_mish.mish), jax.jit(lambda x: jax_mish.mish_grad(jnp.ones_like(x), x)))
    xla = (jax.jit(jax.nn.mish), jax.jit(lambda x: jax.vjp(jax.nn.mish, x)[1](jnp.ones_like(x))[0]))
    return {"jax_mish": ours, "jax.nn.mish": xla}


def inputs():
    half = {name: every_value(name) for name in ("float16", "bfloat16")}
    x32 = f32_sweep()
    x64 = f64_points(6000)
    exact64 = (
        np.array([float(mish_mp(v)) for v in x64]),
        np.array([float(mish_prime_mp(v)) for v in x64]),
    )
    out = {"float32": (x32, (mish64(x32), mish_prime64(x32)))}
    for name, x in half.items():
        xd = x.astype(np.float64)
        out[name] = (x, (mish64(xd), mish_prime64(xd)))
    out["float64"] = (x64, exact64)
    return out


def main() -> None:
    rows = []
    data = inputs()
    isas = [i for i in ("avx512", "avx2", "baseline") if _ext.cpu._cpu_supports(i)]
    for dtype, (x, (em, eg)) in data.items():
        for impl, (f, g) in impls().items():
            variants = isas if impl == "jax_mish" else ["-"]
            for isa in variants:
                if isa != "-":
                    _ext.cpu._select_isa(isa)
                gm = np.asarray(f(x)).astype(np.float64)
                gg = np.asarray(g(x)).astype(np.float64)
                with np.errstate(all="ignore"):
                    fin = np.isfinite(em) & (np.abs(em) <= float(jnp.finfo(x.dtype).max))
                    if dtype == "float64":  # measured in mpmath, not against a rounded value
                        e1 = ulp_error_mp(x, gm, mish_mp)[fin]
                        e2 = ulp_error_mp(x, gg, mish_prime_mp)[fin]
                    else:
                        e1 = ulp_error(gm, em, dtype)[fin]
                        e2 = ulp_error(gg, eg, dtype)[fin]
                rows.append(
                    (
                        dtype,
                        impl,
                        isa,
                        x.size,
                        np.nanmax(e1),
                        np.nanmax(e2),
                        float(x[fin][np.nanargmax(e2)]),
                    )
                )
    _ext.cpu._select_isa(isas[0])
    print(
        f"machine: {jax_mish.build_info(self_check=False)['isa_compiled']}, jax {jax.__version__}"
    )
    print(
        "| dtype | implementation | ISA | inputs | mish max ulp | mish' max ulp "
        "| worst x for mish' |"
    )
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:,} | {r[4]:.3f} | {r[5]:.3f} | {r[6]:.7g} |")


if __name__ == "__main__":
    main()
