"""Train a small Mish CNN (Flax NNX + Optax) on scikit-learn's digits.

With ``--impl both`` (the default) the same network, from the same initial
weights and with the same batch order, is trained once with ``jax_mish.mish``
and once with ``jax.nn.mish``; the script then prints the largest per-step
loss difference between the two runs and the median step time of each, and
writes the loss curves to ``train_flax_loss.png`` in the working directory.

The digits (1797 8x8 grey-scale images, 10 classes) ship with scikit-learn, so
nothing is downloaded. The default run takes about a minute on a 2-core CPU.

    python examples/train_flax.py                    # both implementations
    python examples/train_flax.py --impl jax_mish --epochs 30 --seed 1
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split
from tqdm import tqdm

import jax_mish

Activation = Callable[[jax.Array], jax.Array]
ACTIVATIONS: dict[str, Activation] = {
    "jax_mish": jax_mish.mish,
    "jax.nn.mish": jax.nn.mish,
}
PLOT_FILE = "train_flax_loss.png"


class CNN(nnx.Module):
    """Two 3x3 convolutions, 2x2 average pooling and two dense layers, all
    followed by Mish except the logits. Input: (batch, 8, 8, 1)."""

    def __init__(self, act: Activation, *, rngs: nnx.Rngs) -> None:
        self.act = act
        self.conv1 = nnx.Conv(1, 16, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 32, kernel_size=(3, 3), rngs=rngs)
        self.fc1 = nnx.Linear(4 * 4 * 32, 64, rngs=rngs)
        self.fc2 = nnx.Linear(64, 10, rngs=rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        x = self.act(self.conv1(x))
        x = self.act(self.conv2(x))
        x = nnx.avg_pool(x, window_shape=(2, 2), strides=(2, 2))
        x = x.reshape(x.shape[0], -1)
        return self.fc2(self.act(self.fc1(x)))


@dataclass
class Data:
    x_train: np.ndarray
    y_train: np.ndarray
    x_test: np.ndarray
    y_test: np.ndarray


def load_data(seed: int) -> Data:
    """Digits scaled to [0, 1] as NHWC float32, stratified 80/20 split."""
    digits = load_digits()
    x = (digits.images / 16.0).astype(np.float32)[..., None]
    y = digits.target.astype(np.int32)
    x_tr, x_te, y_tr, y_te = train_test_split(x, y, test_size=0.2, random_state=seed, stratify=y)
    return Data(x_tr, y_tr, x_te, y_te)


def batch_order(n: int, batch: int, epochs: int, seed: int) -> np.ndarray:
    """Index array (epochs, steps, batch): one shuffle per epoch, the same for
    every implementation so that the runs differ only in the activation."""
    rng = np.random.default_rng(seed)
    steps = n // batch  # drop the ragged tail: one compiled shape
    if steps == 0:
        raise ValueError(f"batch size {batch} exceeds the {n} training examples")
    return np.stack(
        [rng.permutation(n)[: steps * batch].reshape(steps, batch) for _ in range(epochs)]
    )


def cross_entropy(model: CNN, x: jax.Array, y: jax.Array) -> jax.Array:
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@dataclass
class RunResult:
    impl: str
    step_losses: np.ndarray  # (epochs * steps,)
    epoch_losses: list[float]
    step_times: list[float]  # seconds, first (compiling) step excluded
    test_accuracy: float


def train(
    impl: str, init_params: nnx.State, data: Data, order: np.ndarray, lr: float, seed: int
) -> RunResult:
    """Trains one CNN with the given activation from ``init_params``."""
    model = CNN(ACTIVATIONS[impl], rngs=nnx.Rngs(seed))
    nnx.update(model, init_params)
    optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
    # Split once and jit a pure function of the state: no per-step graph walk
    # in Python, so the step time is the compiled step plus dispatch.
    graphdef, state = nnx.split((model, optimizer))

    @jax.jit
    def step(state, x, y):
        model, optimizer = nnx.merge(graphdef, state)
        loss, grads = nnx.value_and_grad(cross_entropy)(model, x, y)
        optimizer.update(model, grads)
        return nnx.state((model, optimizer)), loss

    @jax.jit
    def accuracy(state, x, y):
        model, _ = nnx.merge(graphdef, state)
        return jnp.mean(jnp.argmax(model(x), axis=-1) == y)

    x_train = jnp.asarray(data.x_train)
    y_train = jnp.asarray(data.y_train)
    epochs, steps, _ = order.shape
    losses = np.empty(epochs * steps)
    epoch_losses: list[float] = []
    times: list[float] = []
    bar = tqdm(total=epochs * steps, desc=f"{impl:>11}", unit="step", mininterval=0.5)
    for epoch in range(epochs):
        for s in range(steps):
            idx = order[epoch, s]
            xb, yb = x_train[idx], y_train[idx]
            t0 = time.perf_counter()
            state, loss = step(state, xb, yb)
            loss = float(loss)  # waits for the step to finish
            times.append(time.perf_counter() - t0)
            losses[epoch * steps + s] = loss
            bar.update()
        epoch_losses.append(float(losses[epoch * steps : (epoch + 1) * steps].mean()))
        bar.set_postfix(loss=f"{epoch_losses[-1]:.4f}")
        tqdm.write(f"[{impl}] epoch {epoch + 1}/{epochs}  loss {epoch_losses[-1]:.5f}")
    bar.close()
    acc = float(accuracy(state, jnp.asarray(data.x_test), jnp.asarray(data.y_test)))
    return RunResult(impl, losses, epoch_losses, times[1:] or times, acc)


def plot(results: Sequence[RunResult], steps_per_epoch: int, path: str) -> None:
    """Loss curves; with two runs, also their absolute difference per step
    (the curves themselves lie on top of each other)."""
    import matplotlib

    matplotlib.use("Agg")  # files only: no display needed
    import matplotlib.pyplot as plt

    both = len(results) == 2
    fig, axes = plt.subplots(
        2 if both else 1, 1, figsize=(7, 6 if both else 4), sharex=True, squeeze=False
    )
    epochs_axis = np.arange(1, results[0].step_losses.size + 1) / steps_per_epoch
    ax = axes[0, 0]
    for r in results:
        ax.plot(
            epochs_axis,
            r.step_losses,
            label=r.impl,
            linewidth=1,
            linestyle="-" if r.impl == "jax_mish" else "--",
        )
    ax.set_yscale("log")
    ax.set_ylabel("training loss (per step)")
    ax.set_title("Mish CNN on scikit-learn digits")
    ax.legend()
    if both:
        diff = np.abs(results[0].step_losses - results[1].step_losses)
        axes[1, 0].plot(epochs_axis, diff, linewidth=1, color="black")
        axes[1, 0].set_ylabel(f"|{results[0].impl} - {results[1].impl}|")
    axes[-1, 0].set_xlabel("epoch")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--epochs", type=int, default=20, help="training epochs (default 20)")
    p.add_argument(
        "--impl",
        choices=["jax_mish", "jax.nn.mish", "both"],
        default="both",
        help="Mish implementation (default both)",
    )
    p.add_argument(
        "--seed", type=int, default=0, help="seed for the split, the init and the batch order"
    )
    p.add_argument("--lr", type=float, default=2e-3, help="Adam learning rate")
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument(
        "--quick", action="store_true", help="2 epochs: a smoke test, not a trained model"
    )
    args = p.parse_args(argv)
    if args.quick:
        args.epochs = 2
    if args.epochs < 1:
        p.error("--epochs must be at least 1")
    if args.batch_size < 1:
        p.error("--batch-size must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    data = load_data(args.seed)
    impls = list(ACTIVATIONS) if args.impl == "both" else [args.impl]
    print(
        f"digits: {len(data.y_train)} train / {len(data.y_test)} test, "
        f"{args.epochs} epochs, seed {args.seed}, backend {jax.default_backend()}"
    )
    # One set of initial weights for every run.
    init_params = nnx.state(CNN(ACTIVATIONS[impls[0]], rngs=nnx.Rngs(args.seed)), nnx.Param)
    order = batch_order(len(data.y_train), args.batch_size, args.epochs, args.seed)

    results = [train(impl, init_params, data, order, args.lr, args.seed) for impl in impls]
    for r in results:
        print(f"test accuracy: {r.test_accuracy:.4f}  [{r.impl}]")
    if len(results) == 2:
        diff = np.abs(results[0].step_losses - results[1].step_losses)
        worst = int(np.argmax(diff))
        print(
            f"largest loss difference between the runs: {diff[worst]:.3e} "
            f"(step {worst + 1} of {diff.size})"
        )
    for r in results:
        print(f"median step time: {1e3 * statistics.median(r.step_times):.3f} ms  [{r.impl}]")
    plot(results, order.shape[1], PLOT_FILE)
    print(f"loss curves written to {PLOT_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
