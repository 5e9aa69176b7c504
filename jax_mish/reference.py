"""The former name of :mod:`jax_mish.formulas`, kept so that code importing it
keeps working: this module *is* that one."""

import sys

from jax_mish import formulas as _formulas

sys.modules[__name__] = _formulas
