"""A learning-rate x seed sweep as one jitted, vmapped training run.

Every (learning rate, seed) pair trains its own Mish MLP (Flax NNX + Optax) on
scikit-learn's digits; ``jax.vmap`` turns the whole training loop, init
included, into one batched program and ``jax.jit`` compiles it once. The
script prints a table of final loss and test accuracy per run, the mean
accuracy per learning rate, and checks the first run against the same run
trained alone (unbatched).

    python examples/vmap_sweep.py
    python examples/vmap_sweep.py --lrs 1e-3,3e-3 --seeds 4 --epochs 30
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split

import jax_mish


class MLP(nnx.Module):
    """64 -> 128 -> 64 -> 10 with Mish between the layers."""

    def __init__(self, *, rngs: nnx.Rngs) -> None:
        self.fc1 = nnx.Linear(64, 128, rngs=rngs)
        self.fc2 = nnx.Linear(128, 64, rngs=rngs)
        self.out = nnx.Linear(64, 10, rngs=rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        x = jax_mish.mish(self.fc1(x))
        x = jax_mish.mish(self.fc2(x))
        return self.out(x)


def make_train(
    x_train: jax.Array,
    y_train: jax.Array,
    x_test: jax.Array,
    y_test: jax.Array,
    epochs: int,
    batch: int,
):
    """Returns ``train(key, lr) -> (per-step losses, test accuracy)``: a pure
    function of a PRNG key and a learning rate, so it can be vmapped."""
    n = x_train.shape[0]
    steps = n // batch
    if steps == 0:
        raise ValueError(f"batch size {batch} exceeds the {n} training examples")

    def loss_fn(model: MLP, x: jax.Array, y: jax.Array) -> jax.Array:
        return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()

    def train(key: jax.Array, lr: jax.Array) -> tuple[jax.Array, jax.Array]:
        init_key, order_key = jax.random.split(key)
        model = MLP(rngs=nnx.Rngs(init_key))
        optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
        graphdef, state = nnx.split((model, optimizer))
        # One shuffle per epoch, drawn from this run's key.
        perms = jax.vmap(lambda k: jax.random.permutation(k, n)[: steps * batch])(
            jax.random.split(order_key, epochs)
        )
        batches = perms.reshape(epochs * steps, batch)

        def step(state, idx):
            model, optimizer = nnx.merge(graphdef, state)
            loss, grads = nnx.value_and_grad(loss_fn)(model, x_train[idx], y_train[idx])
            optimizer.update(model, grads)
            return nnx.state((model, optimizer)), loss

        state, losses = jax.lax.scan(step, state, batches)
        model, _ = nnx.merge(graphdef, state)
        acc = jnp.mean(jnp.argmax(model(x_test), axis=-1) == y_test)
        return losses, acc

    return train, steps


def parse_lrs(text: str) -> list[float]:
    try:
        lrs = [float(v) for v in text.split(",") if v.strip()]
    except ValueError as err:
        raise argparse.ArgumentTypeError(f"--lrs: {err}") from err
    if not lrs or any(not np.isfinite(v) or v <= 0 for v in lrs):
        raise argparse.ArgumentTypeError("--lrs needs positive numbers, e.g. 1e-3,3e-3")
    return lrs


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument(
        "--lrs",
        type=parse_lrs,
        default=parse_lrs("1e-4,3e-4,1e-3,3e-3,1e-2,3e-2"),
        help="comma-separated Adam learning rates",
    )
    p.add_argument("--seeds", type=int, default=2, help="seeds per learning rate")
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--seed", type=int, default=0, help="base seed (split and keys)")
    p.add_argument(
        "--quick", action="store_true", help="3 learning rates x 2 seeds, 2 epochs: a smoke test"
    )
    args = p.parse_args(argv)
    if args.quick:
        args.lrs, args.seeds, args.epochs = [1e-3, 3e-3, 1e-2], 2, 2
    for name in ("seeds", "epochs", "batch_size"):
        if getattr(args, name) < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    digits = load_digits()
    x = (digits.data / 16.0).astype(np.float32)
    y = digits.target.astype(np.int32)
    x_tr, x_te, y_tr, y_te = train_test_split(
        x, y, test_size=0.2, random_state=args.seed, stratify=y
    )
    train, steps = make_train(
        jnp.asarray(x_tr),
        jnp.asarray(y_tr),
        jnp.asarray(x_te),
        jnp.asarray(y_te),
        args.epochs,
        args.batch_size,
    )

    # The grid, flattened: run i has learning rate lrs[i] and seed seeds[i].
    lr_grid, seed_grid = np.meshgrid(
        np.asarray(args.lrs, np.float32), np.arange(args.seeds), indexing="ij"
    )
    lrs, seeds = lr_grid.ravel(), seed_grid.ravel()
    base = jax.random.key(args.seed)
    keys = jax.vmap(lambda s: jax.random.fold_in(base, s))(jnp.asarray(seeds))
    print(
        f"{lrs.size} runs ({len(args.lrs)} learning rates x {args.seeds} seeds), "
        f"{args.epochs} epochs x {steps} steps each, one jitted vmap "
        f"on {jax.default_backend()}"
    )

    sweep = jax.jit(jax.vmap(train))
    t0 = time.perf_counter()
    compiled = sweep.lower(keys, jnp.asarray(lrs)).compile()
    t1 = time.perf_counter()
    losses, accs = jax.block_until_ready(compiled(keys, jnp.asarray(lrs)))
    t2 = time.perf_counter()
    losses, accs = np.asarray(losses), np.asarray(accs)
    print(
        f"compile {t1 - t0:.1f} s, run {t2 - t1:.2f} s "
        f"({1e3 * (t2 - t1) / (args.epochs * steps):.2f} ms per batched step)"
    )

    final = losses[:, -steps:].mean(axis=1)  # mean loss over the last epoch
    print(f"\n{'lr':>8} {'seed':>5} {'last-epoch loss':>16} {'test acc':>9}")
    for lr, seed, fl, acc in zip(lrs, seeds, final, accs, strict=True):
        print(f"{lr:>8.0e} {seed:>5d} {fl:>16.5f} {acc:>9.4f}")
    print(f"\n{'lr':>8} {'mean test acc':>14}")
    per_lr = accs.reshape(len(args.lrs), args.seeds).mean(axis=1)
    for lr, acc in zip(args.lrs, per_lr, strict=True):
        print(f"{lr:>8.0e} {acc:>14.4f}")
    best = int(np.argmax(per_lr))
    print(f"best learning rate: {args.lrs[best]:g} (mean test accuracy {per_lr[best]:.4f})")

    # Batching must not change the arithmetic beyond rounding: the first run
    # of the sweep, trained alone, follows the same loss curve.
    alone, _ = jax.jit(train)(keys[0], jnp.asarray(lrs[0]))
    diff = float(np.max(np.abs(np.asarray(alone) - losses[0])))
    print(f"run 0 vmapped vs alone: max loss difference {diff:.3e}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
