"""CANN as the Ascend route sees it: loaded once, when the route is installed.

:func:`settle` is the one place that loads CANN (through the extension
module's ``load()``, which dlopens the libraries, the plugin's own copy first)
and asks it for the SoC name (``aclrtGetSocName``, which asks the driver and
needs neither ``aclInit`` nor a current device: hicann/runtime's
``rtGetSocVersion`` enumerates the devices). The route calls it when it
installs a platform, before the platform's row is in the table; what it
found (:class:`Cann`) is what the lowering reads afterwards, so choosing
the kernels or the formula for a call loads nothing and calls nothing in
CANN. There is one CANN per process, and one state: the last install's.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import jax.numpy as jnp

from jax_mish.ascend._settings import CANN_DTYPE_NAMES, DTYPES_ENV, Settings

__all__ = ["CANN_DTYPES", "Cann", "settle", "settled"]

CANN_DTYPES: dict[str, Any] = {name: jnp.dtype(name) for name in CANN_DTYPE_NAMES}

# SoC name prefixes (aclrtGetSocName) of the Atlas A2 (910B), A3 (910_93)
# and later series, whose CANN Mish kernels take bfloat16; the Atlas training
# series (910A, 910ProA) and the 310 inference chips refuse it at run time.
BF16_SOCS = ("Ascend910B", "Ascend910_93", "Ascend910_95", "Ascend950")


@dataclass(frozen=True)
class Cann:
    """What installing the route found."""

    module: ModuleType
    """The extension module that loaded CANN (its handlers call that CANN)."""
    loaded: bool
    where: str
    """Where CANN was loaded from, or why it was not."""
    candidates: frozenset[Any]
    """The dtypes the route may send (``$JAX_MISH_ASCEND_DTYPES``, else all
    three); any other goes to the formula without a word."""
    dtypes: frozenset[Any]
    """The dtypes sent to CANN's kernels."""
    dtypes_why: str
    config_error: str | None
    """A bad ``$JAX_MISH_ASCEND_DTYPES``, raised by the first call that asks
    for the kernels."""


_lock = threading.Lock()
_state: Cann | None = None


def settle(module: ModuleType, settings: Settings, skip: str | None = None) -> Cann:
    """Loads CANN through ``module`` (unless ``skip`` says why not: the
    plugin refused the route's targets, so nothing could run them), chooses
    the dtypes, and keeps the result as the route's state.

    The dtypes: ``$JAX_MISH_ASCEND_DTYPES`` when it names some; else float32
    and float16, with bfloat16 where CANN names an Atlas A2 or later SoC. An
    SoC CANN cannot name (CANN not loaded, or the driver does not say) gets no
    bfloat16.
    """
    global _state
    if skip is not None:
        loaded, where = False, skip
    else:
        loaded, where = module.load()
    override = None
    if settings.dtypes is not None and settings.dtypes_error is None:
        override = frozenset(CANN_DTYPES[n] for n in settings.dtypes)
    base = frozenset((CANN_DTYPES["float32"], CANN_DTYPES["float16"]))
    if override is not None:
        dtypes, why = override, f"${DTYPES_ENV}"
    else:
        soc = module.soc_name() if loaded else ""
        if soc.startswith(BF16_SOCS):
            dtypes, why = base | {CANN_DTYPES["bfloat16"]}, f"SoC {soc}: Atlas A2 or later"
        elif not soc:
            dtypes, why = base, "CANN names no SoC (aclrtGetSocName): bfloat16 is not sent"
        else:
            dtypes, why = base, f"SoC {soc}: CANN's Mish kernels take no bfloat16 there"
    state = Cann(
        module=module,
        loaded=bool(loaded),
        where=str(where),
        candidates=override if override is not None else frozenset(CANN_DTYPES.values()),
        dtypes=dtypes,
        dtypes_why=why,
        config_error=settings.dtypes_error,
    )
    with _lock:
        _state = state
    return state


def settled() -> Cann | None:
    """The state the last install settled, or None before any."""
    return _state
