"""``jax_mish.rewrite``: find Mish in a traced function and run jax_mish's kernels there.

Three parts, by what they do (docs/design.md, "Rewriting user code", says why
and what stays out of reach):

* :mod:`._recognise`: which subgraphs of a jaxpr compute Mish (forward sites)
  or its gradient (backward sites), judged on probe points;
* :mod:`._replay`: which of them to replace in a jaxpr and its bodies, and the
  jaxpr evaluated again with the kernels there;
* :mod:`._api`: the public function: tracing ``fn`` once per signature, its
  cache, NNX variables updated in place, and the report.
"""

from jax_mish._rewrite._api import _CACHE_SIZE, rewrite
from jax_mish._rewrite._recognise import (
    derivative_bound,
    judging_dtype,
    probe_points,
    softplus_bound,
)
from jax_mish._rewrite._replay import Site

__all__ = [
    "Site",
    "derivative_bound",
    "judging_dtype",
    "probe_points",
    "rewrite",
    "softplus_bound",
]
del _CACHE_SIZE
