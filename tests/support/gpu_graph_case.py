"""The first jax_mish call of a process, made inside a CUDA graph.

XLA records FFI calls whose handlers are command-buffer compatible (as
jax_mish's CUDA handlers are) into CUDA graphs; with
``XLA_FLAGS=--xla_gpu_graph_min_graph_size=1`` even a short program is
recorded. Everything the handlers do on their first call (the occupancy
query, the device attributes, loading the kernels' module) then happens while
XLA captures the graph, where CUDA forbids some operations. This program
makes its first jax_mish call there: one jitted step of the two kernels,
which XLA must turn into a command buffer, run three times, each result equal
to the first and within the kernels' accuracy bounds of a float64 evaluation.

Run it in a fresh process (scripts/gpu_check.sh, tests/test_gpu.py):
    XLA_FLAGS=--xla_gpu_graph_min_graph_size=1 python tests/support/gpu_graph_case.py
``--allow-cpu`` runs the same steps on the CPU backend (no command buffer
there), to try the program without a GPU.
"""

from __future__ import annotations

import argparse
import atexit
import glob
import os
import re
import shutil
import sys
import tempfile

FLAG = "--xla_gpu_graph_min_graph_size=1"
# XLA shows the command buffers it formed in a dump (read before the backend
# starts, so set here, before jax is imported).
DUMP = tempfile.mkdtemp(prefix="jax_mish_graph_")
atexit.register(shutil.rmtree, DUMP, True)
os.environ["XLA_FLAGS"] = (
    f"{os.environ.get('XLA_FLAGS', '')} --xla_dump_to={DUMP} --xla_dump_hlo_module_re=jit_step"
).strip()

import jax  # noqa: E402
import numpy as np  # noqa: E402

import jax_mish  # noqa: E402
from jax_mish.testing import mish64, mish_prime64, ulp_error, ulps  # noqa: E402


def command_buffers(hlo: str) -> list[str]:
    """Evidence of the command buffers XLA formed, [] for none: command_buffer
    computations in the optimised HLO (XLA's HLO pass), or the lines about
    them in the thunk sequence it dumps after its thunk passes (the thunk
    pass, the default in newer XLA)."""
    found = []
    for block in re.split(r"\n(?=\S)", hlo):
        if re.match(r"(ENTRY\s+)?%?\S*command_buffer", block):
            targets = re.findall(r'custom_call_target="(jax_mish_\w+)"', block)
            found.append(f"HLO command buffer with {targets}")
    for path in glob.glob(os.path.join(DUMP, "*thunk_sequence_after_thunk_passes*.txt")):
        with open(path) as f:
            lines = f.read().splitlines()
        found += [line.strip() for line in lines if re.search(r"command.?buffer", line, re.I)]
        found += [line.strip() for line in lines if re.search(r"custom|mish", line, re.I)]
    return found


def step(x: jax.Array) -> tuple[jax.Array, jax.Array]:
    y = jax_mish.mish(x, impl="ffi")
    return y, jax_mish.mish_grad(y, x, impl="ffi")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--allow-cpu", action="store_true", help="run on the CPU backend")
    args = parser.parse_args()
    backend = jax.default_backend()
    if backend != "gpu" and not args.allow_cpu:
        print(f"gpu_graph_case: the default backend is {backend!r}, not a GPU", file=sys.stderr)
        return 2
    if backend == "gpu" and FLAG not in os.environ.get("XLA_FLAGS", ""):
        print(f"gpu_graph_case: run with XLA_FLAGS={FLAG}", file=sys.stderr)
        return 2
    x_np = np.linspace(-9.0, 9.0, 4099, dtype=np.float32)
    compiled = jax.jit(step).lower(x_np).compile()
    if backend == "gpu":
        # The program is the two custom calls: a command buffer holds them.
        evidence = command_buffers(compiled.as_text())
        print("command buffers:", *evidence, sep="\n  ")
        if not evidence:
            print(
                "gpu_graph_case: XLA formed no command buffer, so the graph path is not "
                f"exercised; it dumped {sorted(os.listdir(DUMP))}",
                file=sys.stderr,
            )
            return 1
    x = jax.device_put(x_np)
    first = [np.asarray(a) for a in compiled(x)]
    for _ in range(2):
        again = [np.asarray(a) for a in compiled(x)]
        for a, b in zip(first, again):
            np.testing.assert_array_equal(a, b)
    x64 = x_np.astype(np.float64)
    y64 = first[0].astype(np.float64)
    err_y = ulp_error(first[0], mish64(x64), "float32").max()
    err_g = ulp_error(first[1], y64 * mish_prime64(x64), "float32", scale=y64).max()
    print(f"backend {backend}; max error: mish {err_y:.2f} ulp, mish_grad {err_g:.2f} ulp")
    if err_y > ulps("kernel", "mish", "float32") or err_g > ulps("kernel", "mish_grad", "float32"):
        print("gpu_graph_case: results outside the kernels' bounds", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
