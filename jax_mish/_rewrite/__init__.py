"""``jax_mish.rewrite``: find Mish in a traced function and run jax_mish's kernels there.

The parts, by what they do (docs/design.md, "Rewriting user code", says why
and what stays out of reach):

* :mod:`._graph`: a jaxpr indexed for recognition, its plain calls inlined;
* :mod:`._probe`: evaluating a candidate at probe points, and the bounds;
* :mod:`._recognise`: which subgraphs of a jaxpr compute Mish (forward sites)
  or its gradient (backward sites), judged on probe points;
* :mod:`._bias`: a bias added before a site, and its gradient's sum;
* :mod:`._replay`: which of them to replace in a jaxpr and its bodies, and the
  jaxpr evaluated again with the kernels there;
* :mod:`._api`: the public function: a ``jax.jit`` whose body traces ``fn``,
  finds its sites and evaluates it again with the kernels, and the report;
* :mod:`._lift`: how a call's arguments and results cross that jit (NNX
  objects through NNX's own lifting, non-array leaves as static).
"""

from jax_mish._rewrite._api import Rewritten, rewrite
from jax_mish._rewrite._probe import (
    derivative_bound,
    judging_dtype,
    probe_points,
    softplus_bound,
)
from jax_mish._rewrite._replay import Site

__all__ = [
    "Rewritten",
    "Site",
    "derivative_bound",
    "judging_dtype",
    "probe_points",
    "rewrite",
    "softplus_bound",
]
