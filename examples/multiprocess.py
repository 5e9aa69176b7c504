"""jax_mish across processes: a jitted, sharded gradient of a Mish MLP.

Run ``python examples/multiprocess.py``. It

1. starts 2 worker processes of this script on this machine, each with 4 CPU
   devices, joined by ``jax.distributed`` (coordinator on 127.0.0.1, a free
   port, gloo collectives on CPU);
2. in each worker, builds one global mesh over all 8 devices
   (``data`` = 4 x ``model`` = 2), shards a batch over ``data`` and the
   hidden layer over ``model``, and runs one jitted ``jax.value_and_grad``
   of a two-layer Mish MLP, plus ``mish`` on a sharded array;
3. compares what the workers computed with the same computation run here in
   a single process, and exits with status 0 only if they agree.

Options: ``--timeout SECONDS`` bounds the whole run (workers still alive then
are killed); ``--port N`` uses a given coordinator port instead of a free one.
"""

from __future__ import annotations

import argparse
import contextlib
import inspect
import os
import socket
import subprocess
import sys
import tempfile
import time
from typing import Any

NUM_PROCESSES = 2
LOCAL_DEVICES = 4
BATCH, D_IN, D_HIDDEN, D_OUT = 32, 8, 16, 4


# --- the model, shared by the workers and the single-process check ------------


def make_problem() -> dict[str, Any]:
    """Deterministic parameters and data (numpy, so every process agrees)."""
    import numpy as np

    rng = np.random.default_rng(0)
    return {
        "w1": (rng.standard_normal((D_IN, D_HIDDEN)) / np.sqrt(D_IN)).astype(np.float32),
        "b1": (0.1 * rng.standard_normal(D_HIDDEN)).astype(np.float32),
        "w2": (rng.standard_normal((D_HIDDEN, D_OUT)) / np.sqrt(D_HIDDEN)).astype(np.float32),
        "x": (2.0 * rng.standard_normal((BATCH, D_IN))).astype(np.float32),
        "y": rng.standard_normal((BATCH, D_OUT)).astype(np.float32),
    }


def loss_fn(params: dict[str, Any], x: Any, y: Any) -> Any:
    """Mean squared error of a two-layer MLP with a Mish hidden layer."""
    import jax.numpy as jnp

    from jax_mish import mish

    h = mish(x @ params["w1"] + params["b1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


def compute(problem: dict[str, Any], shardings: dict[str, Any] | None) -> dict[str, Any]:
    """Loss, parameter gradients and ``mish(x)``, sharded as ``shardings`` say.

    Returns numpy arrays of the global values (gathered from all processes).
    """
    import jax
    from jax.experimental import multihost_utils

    from jax_mish import mish

    def place(name):
        value = problem[name]
        if shardings is None:
            return jax.numpy.asarray(value)
        # Every process holds the same global data; each one supplies the
        # blocks its own devices own.
        return jax.make_array_from_callback(
            value.shape, shardings[name], lambda index: value[index]
        )

    params = {k: place(k) for k in ("w1", "b1", "w2")}
    x, y = place("x"), place("y")
    step = jax.jit(jax.value_and_grad(loss_fn))
    loss, grads = step(params, x, y)
    act = jax.jit(mish)(x)
    out = {"loss": loss, "act": act, **{"grad_" + k: v for k, v in grads.items()}}
    if shardings is not None:
        out["hlo"] = step.lower(params, x, y).compile().as_text()
        out["act_spec"] = str(act.sharding.spec)
        out = {
            k: v if isinstance(v, str) else multihost_utils.process_allgather(v, tiled=True)
            for k, v in out.items()
        }
    return {k: v if isinstance(v, str) else jax.device_get(v) for k, v in out.items()}


# --- worker --------------------------------------------------------------------


def worker(process_id: int, port: int, result_path: str) -> None:
    """One process of the distributed run; process 0 writes the results."""
    import jax

    jax.config.update("jax_platforms", "cpu")
    jax.config.update("jax_num_cpu_devices", LOCAL_DEVICES)
    jax.config.update("jax_cpu_collectives_implementation", "gloo")
    kwargs: dict[str, Any] = {
        "coordinator_address": f"127.0.0.1:{port}",
        "num_processes": NUM_PROCESSES,
        "process_id": process_id,
    }
    accepted = inspect.signature(jax.distributed.initialize).parameters
    if "coordinator_bind_address" in accepted:
        # Listen on loopback only, not on every interface.
        kwargs["coordinator_bind_address"] = f"127.0.0.1:{port}"
    if "cluster_detection_method" in accepted:
        # Ignore any cluster environment (SLURM, MPI, ...) around us.
        kwargs["cluster_detection_method"] = "deactivate"
    if "initialization_timeout" in accepted:
        kwargs["initialization_timeout"] = 120
    jax.distributed.initialize(**kwargs)

    import numpy as np
    from jax.sharding import AxisType, NamedSharding
    from jax.sharding import PartitionSpec as P

    assert jax.process_count() == NUM_PROCESSES, jax.process_count()
    assert jax.device_count() == NUM_PROCESSES * LOCAL_DEVICES, jax.devices()
    # Auto axes: XLA's partitioner places the collectives the matmuls need.
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Auto))
    spec = {
        "w1": P(None, "model"),
        "b1": P("model"),
        "w2": P("model", None),
        "x": P("data"),
        "y": P("data"),
    }
    shardings = {k: NamedSharding(mesh, s) for k, s in spec.items()}
    result = compute(make_problem(), shardings)
    if jax.process_index() == 0:
        hlo = result.pop("hlo")
        # The hidden activation is (BATCH, D_HIDDEN), split 4 x 2: each
        # device's Mish kernels see an 8 x 8 block.
        blocks = sorted(set(_kernel_shapes(hlo)))
        np.savez(result_path, blocks=np.array(blocks), **result)
    jax.distributed.shutdown()


def _kernel_shapes(hlo: str) -> list[tuple[int, ...]]:
    import re

    pat = re.compile(
        r"= \w+\[([\d,]*)\]\S* custom-call\([^\n]*"
        r"custom_call_target=\"jax_mish_(?:fwd|grad)\""
    )
    return [tuple(int(d) for d in m.group(1).split(",") if d) for m in pat.finditer(hlo)]


# --- launcher ------------------------------------------------------------------


def free_loopback_port() -> int:
    """A TCP port that nothing on 127.0.0.1 listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def launch(timeout: float, port: int | None = None) -> int:
    """Runs the workers and the single-process check; returns an exit status."""
    port = port or free_loopback_port()
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        result_path = os.path.join(tmp, "result.npz")
        env = dict(os.environ, JAX_PLATFORMS="cpu")
        logs = [
            stack.enter_context(open(os.path.join(tmp, f"worker{i}.log"), "w+"))
            for i in range(NUM_PROCESSES)
        ]
        procs = [
            subprocess.Popen(
                [
                    sys.executable,
                    os.path.abspath(__file__),
                    "--worker",
                    str(i),
                    "--port",
                    str(port),
                    "--result",
                    result_path,
                ],
                env=env,
                stdout=logs[i],
                stderr=subprocess.STDOUT,
            )
            for i in range(NUM_PROCESSES)
        ]
        try:
            failure = _wait(procs, time.monotonic() + timeout)
        finally:
            # Never leave a worker behind, whatever happened here.
            for proc in procs:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
        if failure:
            print(failure)
            for i, log in enumerate(logs):
                log.seek(0)
                print(f"--- worker {i} (exit {procs[i].returncode}) ---\n{log.read()[-4000:]}")
        return 1 if failure else check(result_path)


def _wait(procs: list[subprocess.Popen], deadline: float) -> str | None:
    """Waits for all workers; a failure message, or None if all exited with 0.

    One worker failing leaves the other waiting for it until jax's own
    timeouts, so the first failure ends the wait.
    """
    while True:
        codes = [p.poll() for p in procs]
        bad = [i for i, c in enumerate(codes) if c not in (None, 0)]
        if bad:
            return f"worker {bad[0]} failed with exit status {codes[bad[0]]}"
        if all(c == 0 for c in codes):
            return None
        if time.monotonic() > deadline:
            return "workers did not finish in time; killed"
        time.sleep(0.1)


def check(result_path: str) -> int:
    """Compares the distributed results with a single-process run."""
    import jax
    import numpy as np

    # The reference runs on the host CPU too, so both sides use the same
    # kernels and matmul precision.
    jax.config.update("jax_platforms", "cpu")
    got = dict(np.load(result_path))
    blocks = [tuple(int(d) for d in b) for b in got.pop("blocks")]
    act_spec = str(got.pop("act_spec"))
    want = compute(make_problem(), None)
    print(f"processes: {NUM_PROCESSES} x {LOCAL_DEVICES} CPU devices, mesh data=4 x model=2")
    print(f"Mish kernel blocks per device in the sharded step: {blocks}")
    print(f"mish(x) sharding: {act_spec}")
    worst = 0.0
    for name, ref in want.items():
        ref = np.asarray(ref, np.float64)
        val = np.asarray(got[name], np.float64)
        if val.shape != ref.shape:
            print(f"{name}: shape {val.shape} != {ref.shape}")
            return 1
        # Normwise: the sharded step sums the gradients in another order.
        err = float(np.max(np.abs(val - ref)) / max(float(np.max(np.abs(ref))), 1e-30))
        worst = max(worst, err)
        print(f"{name:8s} shape {ref.shape!s:10s} max |diff| / max |value| {err:.2e}")
    ok = worst <= 1e-5 and blocks == [(BATCH // 4, D_HIDDEN // 2)]
    print("OK: multi-process result matches the single-process run" if ok else "MISMATCH")
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--timeout",
        type=float,
        default=300.0,
        help="seconds before the workers are killed (default 300)",
    )
    parser.add_argument(
        "--port", type=int, default=None, help="coordinator port on 127.0.0.1 (default: a free one)"
    )
    parser.add_argument("--worker", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--result", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker is not None:
        worker(args.worker, args.port, args.result)
        return 0
    return launch(args.timeout, args.port)


if __name__ == "__main__":
    sys.exit(main())
