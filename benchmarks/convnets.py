"""ResNet-50 and CSPDarknet-53 in Flax NNX, with Mish as the activation,
written from their papers' layer tables, for benchmarks/bench_convnets.py.

Every convolution is followed by BatchNorm and then the activation (Conv ->
BatchNorm -> Mish), and each of the three runs under a name scope of its own
("conv", "batchnorm", "activation"), which XLA keeps in the metadata of the
ops they become, forward and backward: bench_convnets.py's breakdown
attributes a profile's time by it.

ResNet-50 (He et al. 2015, "Deep Residual Learning for Image Recognition",
Table 1, the 50-layer column): conv1 7x7/2 64; 3x3/2 max pool; conv2_x to
conv5_x of 3, 4, 6 and 3 bottleneck blocks [1x1 w, 3x3 w, 1x1 4w] with w =
64, 128, 256, 512; global average pool; a 1000-way fully connected layer.
Projection shortcuts (1x1 convolution and BatchNorm, the paper's option B)
where a block changes width or stride; conv3_1, conv4_1 and conv5_1
downsample with stride 2, on their 3x3 convolution (where torchvision and
the MLPerf reference put it, "ResNet-50 v1.5"). Mish replaces ReLU
everywhere, after the addition too: y = mish(bn3(conv3(.)) + shortcut).
25,557,032 parameters, as torchvision's ResNet-50.

CSPDarknet-53 (the backbone of YOLOv4: Bochkovskiy et al. 2020, section
3.4, after Wang et al. 2019, "CSPNet", section 3.1 and Figure 3(b), applied
to Darknet-53 of Redmon and Farhadi 2018, "YOLOv3", Table 1): a 3x3 32
convolution, then five stages of 1, 2, 8, 8 and 4 residual blocks at 64,
128, 256, 512 and 1024 channels. Each stage: a 3x3/2 downsampling
convolution to c channels; two 1x1 convolutions split it into a part that
bypasses the blocks and a part that runs through them (c/2 channels each;
c in the first stage, whose blocks are Darknet-53's [1x1 c/2, 3x3 c]);
the blocks ([1x1 c/2, 3x3 c/2] plus identity in the later stages); a 1x1
transition of the block part; the two parts concatenated and a 1x1
transition to c. Mish after every BatchNorm (YOLOv4 uses it in the whole
backbone); global average pool and a 1000-way fully connected layer (the
classifier the CSPNet paper trains on ImageNet). 27,642,184 parameters,
the 27.6 M of YOLOv4's Table 1.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
from flax import nnx

Act = Callable[[jax.Array], jax.Array]

# Scope names the breakdown looks for in XLA's op metadata.
SCOPES = ("conv", "batchnorm", "activation")

RESNET50_STAGES = ((64, 3), (128, 4), (256, 6), (512, 3))  # (width w, blocks)
CSPDARKNET53_STAGES = ((64, 1), (128, 2), (256, 8), (512, 8), (1024, 4))  # (channels c, blocks)


class ConvBN(nnx.Module):
    """A bias-free k x k convolution (symmetric padding k // 2), BatchNorm,
    and ``act`` unless it is None (a block's last convolution, whose
    activation follows the residual addition)."""

    def __init__(
        self, cin: int, cout: int, k: int, stride: int, act: Act | None, dtype: Any, rngs: nnx.Rngs
    ):
        self.conv = nnx.Conv(
            cin,
            cout,
            (k, k),
            strides=stride,
            padding=[(k // 2, k // 2)] * 2,
            use_bias=False,
            dtype=dtype,
            param_dtype=jnp.float32,
            kernel_init=nnx.initializers.he_normal(),
            rngs=rngs,
        )
        # Statistics in float32 whatever dtype is (flax computes them so),
        # the normalized output in dtype.
        self.bn = nnx.BatchNorm(
            cout, momentum=0.9, epsilon=1e-5, dtype=dtype, param_dtype=jnp.float32, rngs=rngs
        )
        self.act = act

    def __call__(self, x: jax.Array) -> jax.Array:
        with jax.named_scope("conv"):
            x = self.conv(x)
        with jax.named_scope("batchnorm"):
            x = self.bn(x)
        return x if self.act is None else activate(self.act, x)


def activate(act: Act, x: jax.Array) -> jax.Array:
    with jax.named_scope("activation"):
        return act(x)


class Bottleneck(nnx.Module):
    """ResNet's [1x1 w, 3x3 w (stride), 1x1 4w] block with its shortcut."""

    def __init__(self, cin: int, w: int, stride: int, act: Act, dtype: Any, rngs: nnx.Rngs):
        self.c1 = ConvBN(cin, w, 1, 1, act, dtype, rngs)
        self.c2 = ConvBN(w, w, 3, stride, act, dtype, rngs)
        self.c3 = ConvBN(w, 4 * w, 1, 1, None, dtype, rngs)
        project = stride != 1 or cin != 4 * w
        self.proj = ConvBN(cin, 4 * w, 1, stride, None, dtype, rngs) if project else None
        self.act = act

    def __call__(self, x: jax.Array) -> jax.Array:
        short = x if self.proj is None else self.proj(x)
        return activate(self.act, self.c3(self.c2(self.c1(x))) + short)


class Classifier(nnx.Module):
    """Global average pool and a fully connected layer to the logits."""

    def __init__(self, cin: int, classes: int, dtype: Any, rngs: nnx.Rngs):
        self.fc = nnx.Linear(cin, classes, dtype=dtype, param_dtype=jnp.float32, rngs=rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        return self.fc(x.mean(axis=(1, 2)))


class ResNet50(nnx.Module):
    def __init__(
        self,
        act: Act,
        *,
        dtype: Any = jnp.float32,
        classes: int = 1000,
        stages: tuple[tuple[int, int], ...] = RESNET50_STAGES,
        rngs: nnx.Rngs,
    ):
        self.stem = ConvBN(3, stages[0][0], 7, 2, act, dtype, rngs)
        blocks, cin = [], stages[0][0]
        for i, (w, n) in enumerate(stages):
            for j in range(n):
                stride = 2 if i > 0 and j == 0 else 1
                blocks.append(Bottleneck(cin, w, stride, act, dtype, rngs))
                cin = 4 * w
        self.blocks = nnx.List(blocks)
        self.head = Classifier(cin, classes, dtype, rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        x = self.stem(x)
        x = nnx.max_pool(x, (3, 3), strides=(2, 2), padding=((1, 1), (1, 1)))
        for block in self.blocks:
            x = block(x)
        return self.head(x)


class DarkResidual(nnx.Module):
    """Darknet's residual block: x + conv3x3(conv1x1(x))."""

    def __init__(self, c: int, hidden: int, act: Act, dtype: Any, rngs: nnx.Rngs):
        self.c1 = ConvBN(c, hidden, 1, 1, act, dtype, rngs)
        self.c2 = ConvBN(hidden, c, 3, 1, act, dtype, rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        return x + self.c2(self.c1(x))


class CSPStage(nnx.Module):
    """Downsample to c, split into a bypass and a block part, n residual
    blocks on the block part, transition, concatenate, transition to c."""

    def __init__(self, cin: int, c: int, n: int, first: bool, act: Act, dtype, rngs):
        part = c if first else c // 2  # the first stage keeps both parts c wide
        self.down = ConvBN(cin, c, 3, 2, act, dtype, rngs)
        self.bypass = ConvBN(c, part, 1, 1, act, dtype, rngs)
        self.split = ConvBN(c, part, 1, 1, act, dtype, rngs)
        hidden = c // 2 if first else part
        self.blocks = nnx.List([DarkResidual(part, hidden, act, dtype, rngs) for _ in range(n)])
        self.transition_b = ConvBN(part, part, 1, 1, act, dtype, rngs)
        self.transition = ConvBN(2 * part, c, 1, 1, act, dtype, rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        x = self.down(x)
        h = self.split(x)
        for block in self.blocks:
            h = block(h)
        h = self.transition_b(h)
        return self.transition(jnp.concatenate([h, self.bypass(x)], axis=-1))


class CSPDarknet53(nnx.Module):
    def __init__(
        self,
        act: Act,
        *,
        dtype: Any = jnp.float32,
        classes: int = 1000,
        stem: int = 32,
        stages: tuple[tuple[int, int], ...] = CSPDARKNET53_STAGES,
        rngs: nnx.Rngs,
    ):
        self.stem = ConvBN(3, stem, 3, 1, act, dtype, rngs)
        cin, out = stem, []
        for i, (c, n) in enumerate(stages):
            out.append(CSPStage(cin, c, n, i == 0, act, dtype, rngs))
            cin = c
        self.stages = nnx.List(out)
        self.head = Classifier(cin, classes, dtype, rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        x = self.stem(x)
        for stage in self.stages:
            x = stage(x)
        return self.head(x)


MODELS = {"resnet50": ResNet50, "cspdarknet53": CSPDarknet53}


def build(
    name: str, act: Act, dtype: Any, *, tiny: bool = False, seed: int = 0, classes: int = 1000
) -> nnx.Module:
    """Model ``name`` with activation ``act``, computing in ``dtype`` with
    float32 parameters and BatchNorm statistics. ``tiny``: the same layer
    structure at a sixteenth of the width and one block per stage (tests)."""
    kw: dict[str, Any] = {"dtype": dtype, "classes": classes, "rngs": nnx.Rngs(seed)}
    if tiny:
        base = RESNET50_STAGES if name == "resnet50" else CSPDARKNET53_STAGES
        kw["stages"] = tuple((max(4, c // 16), 1) for c, _ in base)
        if name == "cspdarknet53":
            kw["stem"] = 4
    return MODELS[name](act, **kw)


def param_count(model: nnx.Module) -> int:
    return sum(int(p.size) for p in jax.tree.leaves(nnx.state(model, nnx.Param)))
