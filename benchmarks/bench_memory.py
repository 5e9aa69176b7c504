"""Memory of a training step's gradient with ``jax.nn.mish``, jax_mish
``impl="ffi"`` and ``impl="xla"``: the residuals the forward pass keeps for
the backward pass, and the temporaries XLA allocates for the compiled
gradient. Both are sizes fixed at trace and compile time, so every run on
every machine with the same jax gives the same numbers (no timing).

For each model of benchmarks/bench_e2e.py (CNN, MLP, Transformer block, at its
sizes) and ``mlp8`` (8 dense layers 1024 wide, each followed by the
activation, batch 2048, then a dense layer to 10 logits), with the same
softmax cross-entropy loss as bench_e2e.py, in float32 and bfloat16:

- residuals: the distinct array buffers among the leaves of the function
  ``jax.vjp(loss, params)`` returns (the loss as a function of the parameters,
  batch fixed), less those that are the parameters or the batch themselves,
  which the caller holds anyway;
- temporaries: ``memory_analysis().temp_size_in_bytes`` of
  ``jax.jit(jax.grad(loss)).lower(params, x, y).compile()``.

    python benchmarks/bench_memory.py                 # every model, both dtypes
    python benchmarks/bench_memory.py --quick         # small shapes (the test's)
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any

import bench_e2e
import harness
import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

BASE = bench_e2e.BASE
VARIANTS = (BASE, "ffi", "xla")
MODELS = (*bench_e2e.MODELS, "mlp8")
DTYPES = bench_e2e.DTYPES
MIB = 2**20

# mlp8's sizes: (default, --quick); the others are bench_e2e.py's.
MLP8_SIZES = ({"depth": 8, "width": 1024, "batch": 2048}, {"depth": 8, "width": 32, "batch": 8})


def size_of(kind: str, quick: bool) -> dict[str, int]:
    """The model's sizes, bench_e2e.py's for its models."""
    sizes = MLP8_SIZES if kind == "mlp8" else bench_e2e.SIZES[kind]
    return sizes[1 if quick else 0]


def model_and_batch(kind: str, name: str, size: dict[str, int], dtype: Any) -> tuple:
    """``(loss_fn, params, (x, y))``: the model with variant ``name``'s
    activation from seed 0, its loss ``loss_fn(params, x, y)`` and a batch."""
    if kind != "mlp8":
        graphdef, params = bench_e2e.make_model(kind, name, size, dtype)
        batch = bench_e2e.make_batch(kind, size, dtype)
        return bench_e2e.make_loss(graphdef), params, batch
    act, kw = bench_e2e.VARIANTS[name], {"dtype": dtype, "rngs": nnx.Rngs(0)}
    w = size["width"]
    layers: list[Callable] = []
    for _ in range(size["depth"]):
        layers += [nnx.Linear(w, w, **kw), act]
    graphdef, params = nnx.split(nnx.Sequential(*layers, nnx.Linear(w, 10, **kw)), nnx.Param)
    rng = np.random.default_rng(1)
    x = jnp.asarray(rng.standard_normal((size["batch"], w), dtype=np.float32), dtype)
    y = jnp.asarray(rng.integers(0, 10, size["batch"]), jnp.int32)
    return bench_e2e.make_loss(graphdef), params, (x, y)


def _buffer(a: jax.Array) -> int:
    return a.addressable_data(0).unsafe_buffer_pointer()


def residual_bytes(loss_fn: Callable, params: Any, batch: tuple) -> int:
    """Bytes of the residuals ``jax.vjp`` keeps for ``loss_fn``'s gradient in
    ``params``: distinct buffers among its leaves, less the inputs."""
    _, vjp_fn = jax.vjp(lambda p: loss_fn(p, *batch), params)
    held = {_buffer(a) for a in jax.tree_util.tree_leaves((params, batch))}
    seen: dict[int, int] = {}
    for leaf in jax.tree_util.tree_leaves(vjp_fn):
        if isinstance(leaf, jax.Array) and (ptr := _buffer(leaf)) not in held:
            seen[ptr] = leaf.nbytes
    return sum(seen.values())


def temp_bytes(loss_fn: Callable, params: Any, batch: tuple) -> int:
    """XLA's temporaries for the compiled gradient of ``loss_fn`` in ``params``."""
    compiled = jax.jit(jax.grad(loss_fn)).lower(params, *batch).compile()
    return int(compiled.memory_analysis().temp_size_in_bytes)


def measure(kind: str, dtype_name: str, quick: bool = False) -> dict[str, Any]:
    """One row: residual and temporary bytes of each variant."""
    size, dtype = size_of(kind, quick), jnp.dtype(dtype_name)
    row: dict[str, Any] = {"model": kind, "dtype": dtype_name, "size": size}
    row["residual_bytes"], row["temp_bytes"] = {}, {}
    for name in VARIANTS:
        loss_fn, params, batch = model_and_batch(kind, name, size, dtype)
        row["param_bytes"] = sum(a.nbytes for a in jax.tree_util.tree_leaves(params))
        row["residual_bytes"][name] = residual_bytes(loss_fn, params, batch)
        row["temp_bytes"][name] = temp_bytes(loss_fn, params, batch)
    return row


def _mib(n: int) -> str:
    return f"{n / MIB:.1f}" if n < 10 * MIB else f"{n / MIB:.0f}"


HEADER = ("model", "dtype", "params MiB")
HEADER += tuple(f"residuals {v}" for v in VARIANTS) + tuple(f"temps {v}" for v in VARIANTS)


def table(rows: Sequence[dict[str, Any]]) -> list[tuple[str, ...]]:
    """The table's body, sizes in MiB."""
    return [
        (
            r["model"],
            r["dtype"],
            _mib(r["param_bytes"]),
            *(_mib(r["residual_bytes"][v]) for v in VARIANTS),
            *(_mib(r["temp_bytes"][v]) for v in VARIANTS),
        )
        for r in rows
    ]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--models", default=",".join(MODELS), help="comma-separated")
    p.add_argument("--dtypes", default=",".join(DTYPES), help="comma-separated")
    p.add_argument("--quick", action="store_true", help="small shapes")
    p.add_argument("--out", default=str(harness.RESULTS))
    p.add_argument("--name", default="bench_memory")
    args = p.parse_args(argv)
    models, dtypes = args.models.split(","), args.dtypes.split(",")
    if bad := [m for m in models if m not in MODELS] + [d for d in dtypes if d not in DTYPES]:
        p.error(f"unknown model or dtype: {', '.join(bad)}")

    facts = harness.machine_facts()
    harness.start_report(facts)
    rows = [measure(m, d, args.quick) for m in models for d in dtypes]
    harness.note_load_end(facts)
    body = table(rows)
    print("MiB per gradient (residuals: kept by jax.vjp; temps: XLA's temporaries):")
    print(harness.text_table(HEADER, body))
    data = {"machine": facts, "settings": {"quick": args.quick}, "variants": list(VARIANTS)}
    data["rows"] = rows
    md = [
        "# Gradient memory: jax.nn.mish vs jax_mish ffi / xla",
        "",
        f"Machine: {harness.facts_line(facts)}.",
        "",
        "MiB per gradient of the training loss in the parameters. `residuals`: "
        "what `jax.vjp` keeps for the backward pass (distinct buffers, the "
        "parameters and the batch not counted); `temps`: "
        "`temp_size_in_bytes` of the compiled `jax.jit(jax.grad(loss))`. "
        "Both are fixed at compile time: the same on every run with this jax.",
        "",
        harness.md_table(HEADER, body),
        "",
    ]
    out = harness.write_results(args.out, args.name, data, md)
    print(f"wrote {out / args.name}.md, .json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
