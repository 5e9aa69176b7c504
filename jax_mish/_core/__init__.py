"""The ops and what runs them: the room every platform shares.

From ``jax_mish.mish(x)`` to a kernel, in order:

* ``api.py``: the public functions: argument checks, promotion, ``impl =
  impl.choose(...)`` (trace time), then ``ops.MISH.bind(x, impl=impl)``;
* ``ops.py``: each op declared once (``op.Op``), with its autodiff, batching
  and Taylor rules;
* ``op.py``: what follows from a declaration: the primitive's abstract
  evaluation, eager rule and one lowering rule, which decides once per
  platform (``impl.resolve(impl, platform, dtype, role)``) and lowers the op's
  fallback, or its per-shard primitive through ``sharding.py``'s
  custom_partitioning rule;
* ``install.py``: per platform row of ``platforms.py``, the handlers
  registered under the released targets of ``targets.py`` and each op's
  per-shard rule (the custom call of the family's current target for the op's
  role), once, at install;
* the handlers (``xla_ffi/``).

Importing this package declares the ops and installs the built-in rows.
"""

from jax_mish._core import ops  # noqa: F401  (declares the ops before any row is installed)
from jax_mish._core.install import install as _install
from jax_mish._core.platforms import BUILTIN as _BUILTIN

for _row in _BUILTIN:
    _install(_row)
