"""``import jax_mish.onnx``: the ONNX lowerings of :mod:`jax_mish.interop.onnx`,
under the name they were first published as (this module *is* that one)."""

import sys

from jax_mish.interop import onnx as _onnx

sys.modules[__name__] = _onnx
