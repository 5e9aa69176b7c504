"""The lab's tests import the benchmark harness (benchmarks/) and the lab's
scripts (benchmarks/lab/) as plain modules, as those scripts do when they run."""

from __future__ import annotations

import sys
from pathlib import Path

_LAB = Path(__file__).resolve().parent
for _folder in (_LAB.parent, _LAB):
    if str(_folder) not in sys.path:
        sys.path.append(str(_folder))
