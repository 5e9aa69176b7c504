"""What ``jax.export`` needs to serialize code that contains jax_mish."""

from __future__ import annotations

from jax import export

from jax_mish._core import targets as _targets


def export_disabled_checks() -> list[export.DisabledSafetyCheck]:
    """The safety checks ``jax.export`` must skip for jax_mish's custom calls.

    ``jax.export`` refuses custom calls that are not on JAX's own list of
    targets with a compatibility guarantee. jax_mish's targets carry jax_mish's
    guarantee instead (see the README's Export section): pass this list as
    ``disabled_checks`` to export code that uses :func:`jax_mish.mish` or
    :func:`jax_mish.mish_grad`::

        exp = jax.export.export(jax.jit(f), disabled_checks=jax_mish.export_disabled_checks())(x)

    The process that runs the deserialized artefact must ``import jax_mish``
    first, which registers the handlers.

    Returns:
      One ``DisabledSafetyCheck.custom_call`` per target that this jax_mish
      registers, old ones included, so artefacts of every release re-export.
      Other checks (e.g. of the platform) are left on.
    """
    return [export.DisabledSafetyCheck.custom_call(name) for name in _targets.names()]
