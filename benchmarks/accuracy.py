"""Measured accuracy of jax_mish (every ISA this CPU runs) and of jax.nn.mish
(XLA), as a Markdown table, with the sweeps, oracles and metric of the
accuracy tests (jax_mish.testing), for every dtype of jax_mish.testing.DTYPES:
every value of a 16-bit (or narrower) type, float32 over >= 10^6 bit patterns,
float64 against mpmath. Errors are in ulps of the
exact result with an absolute floor of half an ulp of 1.0.

    python benchmarks/accuracy.py
"""

from __future__ import annotations

import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

import jax_mish  # noqa: E402
from jax_mish import testing as t  # noqa: E402
from jax_mish._core import platforms as _platforms  # noqa: E402


def impls():
    ours = (jax.jit(jax_mish.mish), jax.jit(lambda x: jax_mish.mish_grad(jnp.ones_like(x), x)))
    xla = (jax.jit(jax.nn.mish), jax.jit(lambda x: jax.vjp(jax.nn.mish, x)[1](jnp.ones_like(x))[0]))
    return {"jax_mish": ours, "jax.nn.mish": xla}


def errors(x: np.ndarray, exact: np.ndarray, f, g) -> tuple[float, float, float]:
    """The largest ulp errors of mish and mish' where the exact mish is finite
    in x's dtype, and the x of the second."""
    ym, yg = (np.asarray(h(x)).astype(np.float64) for h in (f, g))
    dtype = x.dtype.name
    with np.errstate(all="ignore"):
        if dtype == "float64":  # measured in mpmath, not against a rounded value
            e1, e2 = t.ulp_error_mp(x, ym, t.mish_mp), t.ulp_error_mp(x, yg, t.mish_prime_mp)
        else:
            e1, e2 = t.ulp_error(ym, exact, dtype), t.ulp_error(yg, t.mish_prime64(x), dtype)
        fin = np.isfinite(exact) & (np.abs(exact) <= float(jnp.finfo(x.dtype).max))
    return np.nanmax(e1[fin]), np.nanmax(e2[fin]), float(x[fin][np.nanargmax(e2[fin])])


def sweep(dtype: str) -> np.ndarray:
    """The inputs the accuracy tests judge ``dtype`` on."""
    if t.np_dtype(dtype).itemsize <= 2:
        return t.every_value(dtype)
    if dtype == "float32":
        return t.f32_sweep()
    if dtype == "float64":
        return t.f64_points(6000)
    raise ValueError(f"no accuracy sweep for {dtype}: add one here")


def main() -> None:
    xs = [sweep(d) for d in t.DTYPES]
    isas = [i for i in ("avx512", "avx2", "baseline") if _platforms.module("cpu")._cpu_supports(i)]
    rows = ["| dtype | implementation | ISA | inputs | mish max ulp | mish' max ulp |"]
    rows[0] += " worst x for mish' |\n|---|---|---|---|---|---|---|"
    for x in xs:
        f64 = x.dtype == np.float64
        exact = np.array([float(t.mish_mp(v)) for v in x]) if f64 else t.mish64(x)
        for impl, (f, g) in impls().items():
            for isa in isas if impl == "jax_mish" else ["-"]:
                if isa != "-":
                    _platforms.module("cpu")._select_isa(isa)
                e1, e2, worst = errors(x, exact, f, g)
                cells = (x.dtype.name, impl, isa, f"{x.size:,}", f"{e1:.3f}", f"{e2:.3f}")
                rows.append("| " + " | ".join(cells) + f" | {worst:.7g} |")
    _platforms.module("cpu")._select_isa("auto")
    info = jax_mish.build_info(self_check=False)
    print(f"machine: {info['isa_compiled']}, jax {jax.__version__}")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
