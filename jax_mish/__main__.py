"""``python -m jax_mish``: print what this installation runs and self-check."""

from __future__ import annotations

import sys

from jax_mish import build_info


def main() -> int:
    info = build_info(self_check=True)
    width = max(len(k) for k in info)
    for key, value in info.items():
        if isinstance(value, (list, tuple)):
            value = ", ".join(str(v) for v in value)
        print(f"{key:<{width}}  {value}")
    return 0 if info["self_check"] == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
