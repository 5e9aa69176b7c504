"""examples/multiprocess.py: 2 processes x 4 CPU devices agree with one process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support import child_env

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "multiprocess.py"
# The example kills its workers after WORKER_TIMEOUT; the test gives it some
# more time for its own single-process check before giving up on it.
WORKER_TIMEOUT = 240
TEST_TIMEOUT = WORKER_TIMEOUT + 120


@pytest.mark.slow
def test_two_processes_match_single_process():
    env = child_env()
    # The workers set their own device count; an inherited XLA flag forcing
    # another host device count would fight with it.
    env.pop("XLA_FLAGS", None)
    proc = subprocess.run(
        [sys.executable, str(EXAMPLE), "--timeout", str(WORKER_TIMEOUT)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TEST_TIMEOUT,
        check=False,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out
    assert "OK: multi-process result matches the single-process run" in out, out
    # Each device ran Mish on its own 8 x 8 block of the hidden layer.
    assert "Mish kernel blocks per device in the sharded step: [(8, 8)]" in out, out
