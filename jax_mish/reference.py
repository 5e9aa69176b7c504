"""The former name of :mod:`jax_mish.formulas`, kept so that code importing it
keeps working: every public name of that module, unchanged."""

from jax_mish.formulas import (
    COMPUTE_DTYPE,
    LIMITS,
    Limits,
    mish,
    mish_derivative,
    mish_grad,
    mish_second_derivative,
)

__all__ = [
    "COMPUTE_DTYPE",
    "LIMITS",
    "Limits",
    "mish",
    "mish_derivative",
    "mish_grad",
    "mish_second_derivative",
]
