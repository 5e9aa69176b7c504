"""Every private jax API jax_mish uses, in one place.

Checked against the jax versions of :data:`CHECKED_JAX` (the one place of
that range: the messages here read it, and tests/test_docs.py checks that it
starts at pyproject.toml's jax floor and that every "checked with jax A to B"
in jax_mish's docstrings states its ends).
Each entry is looked up defensively: when a jax release moves or drops one,
the feature that needs it degrades (as its caller documents) instead of
breaking ``import jax_mish``.

* ``prim_requires_devices_during_lowering`` (``jax._src.dispatch``): a set of
  primitives for which jax passes the physical devices to lowering.
  ``custom_partitioning`` needs them, so the Mish primitives that lower
  through it are added (``_core/op.py``). No public API exposes this.
* ``known_platforms`` and ``register_plugin_callbacks``
  (``jax._src.xla_bridge``): which PJRT platforms are registered, and a hook
  run when plugins are discovered. The Ascend route (``ascend/_route.py``) uses them
  to notice an Ascend plugin without creating a backend; plugin discovery has
  no public hook.
* ``summarize``, ``user_context`` and ``current_name_stack``
  (``jax._src.source_info_util``): the user's source line of a jaxpr
  equation, which ``jax_mish.rewrite`` names in its report, and the context
  in which its replay binds an equation again, so that the new equation keeps
  the user's source line and ``jax.named_scope`` (as ``jax.core.eval_jaxpr``
  does). The equation's ``source_info`` has no public reader.
* ``_platform_specific_lowerings`` and ``LoweringRuleEntry``
  (``jax._src.interpreters.mlir``): the table of lowering rules by platform.
  ``mlir.register_lowering`` refuses a platform name that is not a backend
  factory's key, but JAX lowers for the name a backend reports, which a
  plugin may spell differently (the public Ascend plugin registers
  ``"ascend"`` and reports ``"ASCEND"``); rules for such a name go in here.
* ``_custom_callback_handler`` and ``_custom_callback`` (``jaxlib.xla_client``,
  through ``jax._src.lib``): the custom-call handler each plugin registered,
  by FFI platform, and the registrations still waiting for one. The Ascend
  route reads them to tell whether its targets reached the plugin.
* ``DropVar`` (``jax._src.core`` in jax 0.8; ``jax.extend.core`` from 0.10):
  a jaxpr's dropped outputs, which ``rewrite``'s inliner copies.
* ``SourceInfo.replace``, its ``name_stack`` (``extend``, ``+``) and
  ``traceback``, and a jaxpr's ``debug_info.func_src_info``: where an
  equation inlined by ``rewrite`` is reported (:func:`inlined_source_info`).
* The aval's varying manual axes (``vma`` in jax 0.8, ``mat.varying`` from
  0.10) and a ``custom_jvp_call``'s rule (``jvp_jaxpr_fun``, or
  ``jvp_jaxpr_thunk``) and its ``debug_info``: whether a value lives in a
  ``shard_map`` and whether a rule is jax's own (:func:`varying_axes`,
  :func:`rule_is_jaxs_own`).

The jaxpr vocabulary ``jax_mish.rewrite`` reads is here too, though it is no
private module: the names of primitives and of the parameters that hold their
bodies are not a public API, and jax has renamed them before (``pjit`` is
``jit`` now). :data:`CALL_PRIMITIVES`,
:data:`BODY_PARAMS`, :data:`VALUE_IDENTITIES`, :data:`LAYOUT_IDENTITIES`,
:func:`bind_params`, :func:`plain_call_body` (the parameters of a ``jit``
equation that make it more than a call) and :func:`manual_axes` are
checked against every version of :data:`CHECKED_JAX` by tests/test_rewrite.py
(the identities by running each one in a ``shard_map`` on values that differ
per device).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from types import ModuleType
from typing import Any

CHECKED_JAX = ("0.8.1", "0.10.2", "0.12.0.1")
"""The jax versions the lookups below were checked against: the floor (the
``oldest`` leg of .ci/run), the development pin and the newest checked."""

_dispatch: ModuleType | None
_xla_bridge: ModuleType | None
_source_info: ModuleType | None
_mlir: ModuleType | None
_xla_client: ModuleType | None
try:
    from jax._src import source_info_util as _source_info
except ImportError:  # pragma: no cover - depends on the jax version
    _source_info = None

try:
    from jax._src import dispatch as _dispatch
except ImportError:  # pragma: no cover - depends on the jax version
    _dispatch = None

try:
    from jax._src import xla_bridge as _xla_bridge
except ImportError:  # pragma: no cover - depends on the jax version
    _xla_bridge = None

try:
    from jax._src.interpreters import mlir as _mlir
except ImportError:  # pragma: no cover - depends on the jax version
    _mlir = None

try:
    from jax._src.lib import xla_client as _xla_client
except ImportError:  # pragma: no cover - depends on the jax version
    _xla_client = None


# --- the jaxpr vocabulary of jax_mish.rewrite --------------------------------

CALL_PRIMITIVES: frozenset[str] = frozenset({"pjit", "jit", "closed_call", "core_call", "call"})
"""Call primitives: their one body (parameter ``jaxpr`` or ``call_jaxpr``) takes
the equation's operands and gives its results, so evaluating it in line is
evaluating the call (older jax named ``jit`` ``pjit``)."""

CUSTOM_JVP_CALL = "custom_jvp_call"
"""A ``jax.custom_jvp`` function: its primal body is ``call_jaxpr``; its rule
(``jvp_jaxpr_fun``, ``jvp_jaxpr_thunk`` in older jax) is applied by binding it."""

BODY_PARAMS: dict[str, tuple[str, ...] | None] = {
    "pjit": None,
    "jit": None,
    "closed_call": None,
    "core_call": None,
    "call": None,
    "scan": None,
    "cond": None,
    "while": None,
    "remat": None,
    "remat2": None,
    "checkpoint": None,
    CUSTOM_JVP_CALL: ("call_jaxpr",),
    "shard_map": ("jaxpr",),
}
"""Higher-order primitives whose bodies ``rewrite`` rewrites, with the
parameters that hold them (None: every jaxpr-valued parameter). A custom_jvp's
rule and everything of ``custom_vjp_call`` are left out on purpose: they are
the user's own derivative."""

SHARD_MAP = "shard_map"

VALUE_IDENTITIES: frozenset[str] = frozenset({"pvary", "copy", "name"})
"""Primitives whose every result equals its operand, element for element, on
every device: ``pvary`` (``lax.pvary``/``lax.pcast(..., to="varying")``: a
type change inside ``shard_map``), ``copy`` and ``name``
(``jax.ad_checkpoint.checkpoint_name``). Not ``pbroadcast``: in every jax of
:data:`CHECKED_JAX` that is the collective ``lax.pbroadcast(x, axis, source)``,
which gives every device the source device's values."""

LAYOUT_IDENTITIES: frozenset[str] = frozenset({"reshard", "sharding_constraint", "mesh_cast"})
"""Primitives that change only how a value is laid out on devices
(``jax.sharding.reshard``, ``lax.with_sharding_constraint``): the global
value is the operand's, element for element."""


def drop_var_type() -> type:
    """The type of a jaxpr's dropped outputs (``_`` in a printed jaxpr):
    ``jax.extend.core.DropVar`` from jax 0.10, ``jax._src.core.DropVar`` in jax 0.8,
    which exports none."""
    import jax.extend.core

    found = getattr(jax.extend.core, "DropVar", None)
    if found is None:
        from jax._src import core

        found = core.DropVar
    return found


def plain_call_body(eqn: Any) -> Any:
    """The body of a call equation that does nothing but call it, or None.

    ``jit`` (``pjit``) equations qualify when they pin no sharding, donate
    nothing, fix no layout and pass no compiler options; ``closed_call`` and
    ``core_call`` always. Inlining such a body (``_rewrite._graph.inline_calls``)
    leaves the program as XLA compiles it. An effect tied to an input position
    (a state reference) keeps the call a call.
    """
    name = eqn.primitive.name
    if name not in CALL_PRIMITIVES:
        return None
    if any(hasattr(effect, "input_index") for effect in eqn.effects):
        return None
    params = eqn.params
    if name in ("pjit", "jit"):
        from jax.sharding import Sharding

        shardings = (*params.get("in_shardings", ()), *params.get("out_shardings", ()))
        if any(isinstance(s, Sharding) for s in shardings):
            return None
        if any(params.get("donated_invars", ())):
            return None
        layouts = (*params.get("in_layouts", ()), *params.get("out_layouts", ()))
        if any(layout is not None for layout in layouts) or params.get("compiler_options_kvs"):
            return None
    return params.get("jaxpr", params.get("call_jaxpr"))


def inlined_source_info(call: Any, eqn: Any, body: Any) -> Any:
    """The source information of ``eqn`` of ``body`` once inlined at equation
    ``call``: its name stack under the call's (and the call's name), and, where
    its source line is not in the body's own file (``jax.nn.mish``'s equations
    carry the line of whichever caller jax traced its cached body for), the
    call's traceback, so that it is reported where it runs."""
    info = getattr(eqn, "source_info", None)
    outer = getattr(call, "source_info", None)
    if info is None or outer is None:
        return info
    try:
        stack = outer.name_stack
        name = call.params.get("name")
        if name:
            stack = stack.extend(name)
        new = info.replace(name_stack=stack + info.name_stack)
        fun = getattr(getattr(body, "debug_info", None), "func_src_info", None) or ""
        line = source_line(eqn) or ""
        home = fun.rsplit(" at ", 1)[-1].rsplit(":", 1)[0] if " at " in fun else None
        if home is None or not line.startswith(home + ":"):
            new = new.replace(traceback=outer.traceback)
        return new
    except Exception:  # a moved internal must not break a rewrite; lines are for the report
        return info


def bind_params(prim: Any, params: dict[str, Any]) -> tuple[list[Any], dict[str, Any]]:
    """What ``prim.bind`` takes for an equation's ``params``, as
    ``jax.core.eval_jaxpr`` computes it: ``(subfuns, params)``. jax 0.8 returns
    that pair from ``Primitive.get_bind_params``, later releases the params
    alone (and no subfuns) for most primitives."""
    got = prim.get_bind_params(params)
    if isinstance(got, tuple) and len(got) == 2 and isinstance(got[1], dict):
        return list(got[0]), got[1]
    return [], got


def rule_is_jaxs_own(eqn: Any) -> bool:
    """Whether a ``custom_jvp_call`` equation's rule is defined in jax itself
    (``jnp.logaddexp``'s and so ``jax.nn.softplus``'s): read from the rule's
    debug information (``jvp_jaxpr_fun``, ``jvp_jaxpr_thunk`` in older jax)."""
    rule = eqn.params.get("jvp_jaxpr_fun", eqn.params.get("jvp_jaxpr_thunk"))
    info = getattr(rule, "debug_info", None)
    where = getattr(info, "func_src_info", None) or ""
    return "/jax/_src/" in where.replace("\\", "/")


def manual_axes(params: dict[str, Any]) -> set[str]:
    """The mesh axes a ``shard_map`` equation (its ``params``) makes manual:
    ``axis_names`` of ``jax.shard_map``, stored as ``manual_axes`` (or
    ``newly_manual_axes``) by the jax versions of :data:`CHECKED_JAX`."""
    axes = params.get("newly_manual_axes", params.get("manual_axes", params["mesh"].axis_names))
    return set(axes)


def varying_axes(aval: Any) -> frozenset[str]:
    """The manual mesh axes a value inside a ``shard_map`` varies over: the
    aval's ``vma`` in jax 0.8 (``mat.varying``, its ManualAxisType, in
    0.10 and later); empty outside a ``shard_map`` or with ``check_vma=False``."""
    vma = getattr(aval, "vma", None)
    if vma is None:
        vma = getattr(getattr(aval, "mat", None), "varying", None)
    return frozenset(vma or ())


def no_context_mesh() -> contextlib.AbstractContextManager[Any]:
    """A context with no abstract mesh (``jax.sharding.use_abstract_mesh`` of
    an empty one), in which ``rewrite``'s probes trace and evaluate plain host
    arrays even when the user's code runs under ``jax.set_mesh`` (which may
    not be changed inside ``jax.jit``); a null context where this jax has no
    such API."""
    import jax

    use = getattr(jax.sharding, "use_abstract_mesh", None)
    abstract = getattr(jax.sharding, "AbstractMesh", None)
    if use is None or abstract is None:
        return contextlib.nullcontext()
    try:
        return use(abstract((), ()))
    except Exception:  # another signature: the probes keep the context mesh
        return contextlib.nullcontext()


def eqn_context(eqn: Any) -> contextlib.AbstractContextManager[Any]:
    """The context an equation was traced in (``compute_on``, ``xla_metadata``,
    the mesh), which ``jax.core.eval_jaxpr`` enters to bind it again."""
    ctx = getattr(eqn, "ctx", None)
    manager = getattr(ctx, "manager", None)
    return manager if manager is not None else contextlib.nullcontext()


def require_devices_during_lowering(prim: Any) -> None:
    """Ask jax to give `prim`'s lowering the concrete devices (see module doc)."""
    registry = getattr(_dispatch, "prim_requires_devices_during_lowering", None)
    if registry is None:
        raise RuntimeError(
            "this jax version has no jax._src.dispatch."
            "prim_requires_devices_during_lowering; jax_mish's sharding rules "
            f"were checked with jax {CHECKED_JAX[0]} to {CHECKED_JAX[-1]}"
        )
    registry.add(prim)


def known_platforms() -> frozenset[str] | None:
    """Registered PJRT platform names, or None if this jax cannot say."""
    fn = getattr(_xla_bridge, "known_platforms", None)
    return None if fn is None else frozenset(fn())


def register_plugin_callback(callback: Callable[..., Any]) -> bool:
    """Run `callback` when jax discovers plugins; False if jax has no such hook."""
    fn = getattr(_xla_bridge, "register_plugin_callbacks", None)
    if fn is None:
        return False
    fn(callback)
    return True


def source_line(eqn: Any) -> str | None:
    """``file:line (function)`` of the user code that made jaxpr equation
    `eqn`, or None where this jax cannot say (see module doc)."""
    fn = getattr(_source_info, "summarize", None)
    info = getattr(eqn, "source_info", None)
    if fn is None or info is None:
        return None
    try:
        return str(fn(info))
    except Exception:  # a moved internal must not break a rewrite; the line is optional
        return None


def source_context(eqn: Any) -> contextlib.AbstractContextManager[Any]:
    """The context in which to bind `eqn` again so that the new equation
    carries its source line and name stack; a null context where this jax
    cannot give it (the replay then works, with the replay's own lines)."""
    user_context = getattr(_source_info, "user_context", None)
    current = getattr(_source_info, "current_name_stack", None)
    info = getattr(eqn, "source_info", None)
    if user_context is None or current is None or info is None:
        return contextlib.nullcontext()
    try:
        return user_context(info.traceback, name_stack=current() + info.name_stack)
    except Exception:  # a moved internal must not break a rewrite
        return contextlib.nullcontext()


def register_lowering_for_any_name(prim: Any, rule: Callable[..., Any], platform: str) -> None:
    """Register `rule` for `prim` on platform name `platform` even where JAX
    has no backend factory of that exact spelling (see module doc)."""
    table = getattr(_mlir, "_platform_specific_lowerings", None)
    entry = getattr(_mlir, "LoweringRuleEntry", None)
    if table is None or entry is None:
        raise RuntimeError(
            "this jax version has no jax._src.interpreters.mlir._platform_specific_lowerings; "
            f"jax_mish cannot lower for platform {platform!r} (checked with jax "
            f"{CHECKED_JAX[0]} to {CHECKED_JAX[-1]})"
        )
    table[platform][prim] = entry(rule, True)


def custom_call_state(ffi_platform: str) -> tuple[bool, frozenset[str]] | None:
    """For FFI platform `ffi_platform`: whether a custom-call handler is
    registered, and the target names still waiting for one; None if this
    jaxlib cannot say."""
    handlers = getattr(_xla_client, "_custom_callback_handler", None)
    pending = getattr(_xla_client, "_custom_callback", None)
    if not isinstance(handlers, dict) or not isinstance(pending, dict):
        return None
    key = getattr(_xla_client, "xla_platform_names", {}).get(ffi_platform, ffi_platform)
    waiting = frozenset(entry[0] for entry in pending.get(key, ()))
    return key in handlers, waiting


def custom_call_handler_platforms() -> tuple[str, ...]:
    """The FFI platforms a custom-call handler is registered for (a plugin
    registers one for its own); empty if this jaxlib cannot say."""
    handlers = getattr(_xla_client, "_custom_callback_handler", None)
    return tuple(handlers) if isinstance(handlers, dict) else ()
