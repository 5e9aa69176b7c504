"""What tracing through ``jax_mish.rewrite`` costs, by site size: seconds and
peak memory of ``jax.eval_shape(rewrite(f), x)`` for a Mish site of 2^10 to
2^28 float32 elements (4 KiB to 1 GiB), for three spellings, each case in a
fresh process (so that peak memory is the case's own).

The probes that recognise Mish evaluate a fixed set of points on the host, so
both columns should stay flat as the site grows (docs/design.md, "Rewriting
user code"); ``eval_shape`` allocates nothing of the site itself.

    python benchmarks/bench_rewrite_trace.py
    python benchmarks/bench_rewrite_trace.py --log2-sizes 10,28 --name trace_quick
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Sequence

import harness

SPELLINGS = {
    "log": "x * jnp.tanh(jnp.log(1 + jnp.exp(x)))",
    "softplus": "x * jnp.tanh(jax.nn.softplus(x))",
    "logaddexp": "x * jnp.tanh(jnp.logaddexp(x, 0.0))",
}

_CHILD = """
import json, resource, time, jax, jax.numpy as jnp, jax_mish
def f(x):
    return {expr}
warm = jax_mish.rewrite(f)
jax.eval_shape(warm, jax.ShapeDtypeStruct((8,), jnp.float32))  # jax's own first-use costs
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
times = []
for _ in range({repeats}):
    g = jax_mish.rewrite(f)  # a fresh function: nothing cached
    t0 = time.perf_counter()
    jax.eval_shape(g, jax.ShapeDtypeStruct(({n},), jnp.float32))
    times.append(time.perf_counter() - t0)
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({{"s": min(times), "rss_kib": after - before, "sites": len(g.sites())}}))
"""


def _size(nbytes: int) -> str:
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if nbytes >= scale:
            return f"{nbytes / scale:g} {unit}"
    return f"{nbytes} B"


def run_case(expr: str, log2n: int, repeats: int) -> dict[str, float]:
    code = _CHILD.format(expr=expr, n=1 << log2n, repeats=repeats)
    env = {k: v for k, v in os.environ.items() if k != "JAX_MISH_IMPL"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=900, env=env
    )
    if out.returncode != 0:
        raise SystemExit(out.stderr[-3000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--log2-sizes", default="10,16,20,24,28", help="comma-separated")
    p.add_argument("--repeats", type=int, default=3, help="traces per case (best kept)")
    p.add_argument("--out", default=str(harness.RESULTS))
    p.add_argument("--name", default="bench_rewrite_trace")
    args = p.parse_args(argv)
    sizes = [int(v) for v in args.log2_sizes.split(",")]
    facts = harness.machine_facts()
    harness.start_report(facts)
    rows = []
    for name, expr in SPELLINGS.items():
        for k in sizes:
            got = run_case(expr, k, args.repeats)
            if got["sites"] != 1:
                raise SystemExit(f"{name} at 2^{k}: {got['sites']} sites found, not 1")
            rows.append({"spelling": name, "log2_elements": k, **got})
            print(f"  {name} 2^{k}: {got['s'] * 1e3:.1f} ms, +{got['rss_kib'] / 1024:.1f} MiB")
    harness.note_load_end(facts)
    header = ("spelling", "float32 elements", "site size", "trace ms", "peak memory growth MiB")
    body = [
        (
            r["spelling"],
            f"2^{r['log2_elements']}",
            _size(4 << r["log2_elements"]),
            f"{r['s'] * 1e3:.1f}",
            f"{r['rss_kib'] / 1024:.1f}",
        )
        for r in rows
    ]
    print(harness.text_table(header, body))
    md = [
        "# Tracing through jax_mish.rewrite, by site size",
        "",
        f"Machine: {harness.facts_line(facts)}.",
        "",
        "`jax.eval_shape(jax_mish.rewrite(f), x)` for one Mish site of the given "
        f"size, best of {args.repeats} fresh rewrites, in a fresh process per row "
        "(after one warm-up trace at 8 elements); peak memory growth is the "
        "process's maximum resident set after the traces minus before them.",
        "",
        harness.md_table(header, body),
        "",
    ]
    data = {"machine": facts, "settings": vars(args), "rows": rows}
    out = harness.write_results(args.out, args.name, data, md)
    print(f"wrote {out / args.name}.md, .json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
