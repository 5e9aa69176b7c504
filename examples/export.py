"""Export a Mish CNN that uses jax_mish: ``jax.export`` round trip and ONNX.

1. ``jax.export``: the jitted forward pass (weights as an argument, symbolic
   batch size) is exported, serialized to a file, read back, deserialized and
   run again; its outputs must equal the original's. The gradient with respect
   to the input goes through the same file (``vjp_order=1``).

   jax_mish lowers to XLA custom calls (``jax_mish_fwd``, ``jax_mish_grad``).
   ``jax.export`` refuses custom calls that are not on its list of targets
   with a stability guarantee, so the export must allow jax_mish's, which
   carry jax_mish's own guarantee (README, Export)::

       exp = export.export(jax.jit(f), disabled_checks=jax_mish.export_disabled_checks())(*args)

   The process that runs the artefact must ``import jax_mish`` first (that
   registers the handlers). Exports for platforms without jax_mish kernels
   (e.g. TPU) contain no custom call and need no waiver.

2. ONNX: ``import jax_mish.onnx`` maps ``mish`` to the ONNX ``Mish`` operator
   (opset 18+) and ``mish_grad`` to elementwise ops; jax2onnx converts the
   model (and the gradient of its dense head), onnxruntime runs both and the
   script prints the largest difference to JAX. Skipped, with the reason, when
   jax2onnx or onnxruntime is missing.

    python examples/export.py
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
from collections.abc import Callable, Sequence

import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx
from jax import export

# The example model and data live beside this file.
from train_flax import CNN, load_data

import jax_mish

EXPORT_FILE = "mish_cnn.jax_export"
ONNX_FILE = "mish_cnn.onnx"
ONNX_OPSET = 18


def build(seed: int) -> tuple[Callable, dict, Callable]:
    """The CNN as a pure function of (weights, images), its weights as a plain
    dict (built-in pytrees serialize; nnx.State would need registering), and
    the bound model for ONNX, where the weights become initializers."""
    model = CNN(jax_mish.mish, rngs=nnx.Rngs(seed))
    graphdef, state = nnx.split(model)
    weights = nnx.to_pure_dict(state)

    def predict(weights: dict, images: jax.Array) -> jax.Array:
        s = nnx.clone(state)
        nnx.replace_by_pure_dict(s, weights)
        return nnx.merge(graphdef, s)(images)

    def bound(images: jax.Array) -> jax.Array:
        return predict(weights, images)

    return predict, weights, bound


def saliency_of(predict: Callable) -> Callable:
    """Gradient of the top logit with respect to the input images."""

    def saliency(weights: dict, images: jax.Array) -> jax.Array:
        def top_logit(x):
            logits = predict(weights, x)
            return jnp.sum(jnp.max(logits, axis=-1))

        return jax.grad(top_logit)(images)

    return saliency


def jax_export_round_trip(predict: Callable, weights: dict, images: np.ndarray) -> None:
    print("== jax.export ==")
    batch = export.symbolic_shape("batch")[0]
    spec = (
        jax.tree.map(lambda w: jax.ShapeDtypeStruct(w.shape, w.dtype), weights),
        jax.ShapeDtypeStruct((batch, *images.shape[1:]), images.dtype),
    )
    try:
        export.export(jax.jit(predict))(*spec)
    except ValueError as err:
        reason = str(err).split(". See")[0]
        print(f"without DisabledSafetyCheck.custom_call, export refuses: {reason}")
    else:  # pragma: no cover - would mean jax changed its safety policy
        print("note: this jax exported jax_mish's custom calls without a waiver")

    checks = jax_mish.export_disabled_checks()
    exp = export.export(jax.jit(predict), disabled_checks=checks)(*spec)
    targets = [c.is_custom_call() for c in checks]
    with open(EXPORT_FILE, "wb") as f:
        f.write(exp.serialize(vjp_order=1))
    with open(EXPORT_FILE, "rb") as f:
        restored = export.deserialize(bytearray(f.read()))
    calls = [t for t in targets if f"@{t}(" in exp.mlir_module()]
    vjp_calls = [t for t in targets if f"@{t}(" in exp.vjp().mlir_module()]
    print(
        f"custom calls: forward {', '.join(calls) or 'none'}; VJP {', '.join(vjp_calls) or 'none'}"
    )
    print(
        f"exported for {', '.join(exp.platforms)}; serialized to {EXPORT_FILE} "
        f"({os.path.getsize(EXPORT_FILE)} bytes); "
        f"input shape {restored.in_avals[-1].str_short()}"
    )

    jw = jax.tree.map(jnp.asarray, weights)
    for n in (images.shape[0], 3):  # the batch size is symbolic: any works
        x = jnp.asarray(images[:n])
        want = np.asarray(jax.jit(predict)(jw, x))
        got = np.asarray(restored.call(jw, x))
        if np.array_equal(got, want):
            print(f"round trip, batch {n}: outputs equal")
            continue
        # Same program, but a GPU may autotune another convolution algorithm
        # for the second compilation: equal up to float32 rounding there.
        print(f"round trip, batch {n}: max |diff| {np.max(np.abs(got - want)):.3e}")
        if jax.default_backend() == "cpu" or not np.allclose(got, want, rtol=1e-5, atol=1e-6):
            raise SystemExit(f"jax.export round trip differs (batch {n})")

    x = jnp.asarray(images)
    want_g = np.asarray(jax.jit(saliency_of(predict))(jw, x))
    got_g = np.asarray(jax.jit(saliency_of(restored.call))(jw, x))
    gdiff = float(np.max(np.abs(got_g - want_g)))
    print(f"round trip, input gradient: max |diff| {gdiff:.3e}")
    if not np.allclose(got_g, want_g, rtol=1e-5, atol=1e-6):
        raise SystemExit("gradient through the deserialized export differs")


def missing_onnx_deps() -> list[str]:
    """The ONNX tools that cannot be imported (absent or broken)."""
    missing = []
    for name in ("jax2onnx", "onnxruntime"):
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    return missing


def head_saliency(weights: dict, features: jax.Array) -> jax.Array:
    """Gradient of the top logit with respect to the CNN's flattened conv
    features, through its dense head ``fc2(mish(fc1(f)))`` written with jnp.

    jax2onnx (0.17) lowers ``nnx.Conv`` and ``nnx.Linear`` to primitives of
    its own that have no differentiation rule, so a gradient through the
    layers themselves cannot be converted; with the same weights in plain jnp
    it can, and it exercises the ``mish_grad`` mapping."""
    fc1, fc2 = weights["fc1"], weights["fc2"]

    def top_logit(f):
        h = jax_mish.mish(f @ fc1["kernel"] + fc1["bias"])
        return jnp.sum(jnp.max(h @ fc2["kernel"] + fc2["bias"], axis=-1))

    return jax.grad(top_logit)(features)


def onnx_export(predict: Callable, weights: dict, bound: Callable, images: np.ndarray) -> None:
    print("== ONNX ==")
    missing = missing_onnx_deps()
    if missing:
        print(
            f"ONNX export skipped: {', '.join(missing)} not importable "
            "(pip install jax2onnx onnxruntime)"
        )
        return
    import onnx
    import onnxruntime as ort
    from jax2onnx import to_onnx

    import jax_mish.onnx  # noqa: F401  (registers mish/mish_grad with jax2onnx)

    # jax2onnx's own reshape lowering leaves some shape constants untyped and
    # onnx_ir logs a warning for each; the model is unaffected.
    logging.getLogger("onnx_ir.serde").setLevel(logging.ERROR)

    jw = jax.tree.map(jnp.asarray, weights)
    rng = np.random.default_rng(0)
    features = rng.standard_normal((images.shape[0], 4 * 4 * 32)).astype(np.float32)
    cases = [
        ("forward", bound, images, ONNX_FILE, lambda x: predict(jw, x)),
        (
            "head gradient",
            lambda f: head_saliency(weights, f),
            features,
            ONNX_FILE.replace(".onnx", "_head_grad.onnx"),
            lambda f: head_saliency(jw, f),
        ),
    ]
    for name, fn, data, path, reference in cases:
        to_onnx(
            fn,
            [("B", *data.shape[1:])],
            opset=ONNX_OPSET,
            model_name=f"mish_cnn_{name.replace(' ', '_')}",
            return_mode="file",
            output_path=path,
        )
        ops = [node.op_type for node in onnx.load(path).graph.node]
        sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
        (got,) = sess.run(None, {sess.get_inputs()[0].name: data})
        want = np.asarray(jax.jit(reference)(jnp.asarray(data)))
        diff = float(np.max(np.abs(got - want)))
        print(
            f"{name}: {path}, opset {ONNX_OPSET}, {len(ops)} nodes, "
            f"{ops.count('Mish')} Mish; onnxruntime vs JAX max |diff| {diff:.3e}"
        )
        if not np.allclose(got, want, rtol=1e-4, atol=1e-5):
            raise SystemExit(f"ONNX {name} disagrees with JAX beyond float32 rounding")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--batch", type=int, default=32, help="test images run through each exported model"
    )
    p.add_argument("--quick", action="store_true", help="8 images (for tests)")
    args = p.parse_args(argv)
    if args.quick:
        args.batch = 8
    if args.batch < 3:
        p.error("--batch must be at least 3")
    images = load_data(args.seed).x_test[: args.batch]
    predict, weights, bound = build(args.seed)
    jax_export_round_trip(predict, weights, images)
    onnx_export(predict, weights, bound, images)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
