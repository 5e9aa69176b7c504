"""``python -m jax_mish``: print what this installation runs, what
``impl="auto"`` picks on each platform and why, and self-check. Where the
Ascend route is installed, also the platform name each Ascend backend
reports (creating it), the names the rules are registered under and whether
the plugin took the custom-call targets."""

from __future__ import annotations

import sys

from jax_mish import build_info
from jax_mish._core import impl as _impl


def main() -> int:
    """Prints ``build_info(self_check=True)``, what ``impl="auto"`` picks per
    platform and why, and the Ascend route's state where it is installed.

    Returns:
      The exit status: 0 when the self-check passed, 1 otherwise.
    """
    info = build_info(self_check=True)
    width = max(len(k) for k in info)
    for key, value in info.items():
        if isinstance(value, (list, tuple)):
            value = ", ".join(str(v) for v in value)
        print(f"{key:<{width}}  {value}")
    print('\nimpl="auto" picks, per platform:')
    choices = _impl.auto_choices()
    pwidth = max(len(p) for p in choices)
    for platform, (impl, why) in choices.items():
        print(f"  {platform:<{pwidth}}  {impl}  ({why})")
    ascend = sys.modules.get("jax_mish.ascend._route")  # loaded only where a plugin is
    if ascend is not None and ascend.installed_platforms():
        print("\nAscend route:")
        for platform, reported in ascend.backend_platforms().items():
            print(f"  {platform}  backend reports {reported!r}")
        for platform, text in ascend.route_status().items():
            print(f"  {platform}  {text}")
    return 0 if info["self_check"] == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
