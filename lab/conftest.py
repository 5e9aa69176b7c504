"""The lab's tests import the benchmark harness (benchmarks/) and the lab's
scripts as plain modules, as those scripts do when they run."""

from __future__ import annotations

import sys
from pathlib import Path

_ROOT = Path(__file__).resolve().parents[1]
for _folder in ("benchmarks", "lab"):
    if str(_ROOT / _folder) not in sys.path:
        sys.path.append(str(_ROOT / _folder))
