"""``python -m jax_mish``: print what this installation runs, what
``impl="auto"`` picks on each platform and why, and self-check."""

from __future__ import annotations

import sys

from jax_mish import _impl, build_info


def main() -> int:
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
    return 0 if info["self_check"] == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
