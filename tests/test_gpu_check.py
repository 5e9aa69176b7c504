"""scripts/gpu_check.sh --rehearse: every stage of the GPU check runs its logic
on the CPU, so that the script works the first time a GPU is there.

One rehearsal covers the preflight's "no GPU" report, the stage order, a
stage that runs out of time (e2e, with a 1 s limit), a sanitizer that passes
its run through (memcheck) and one that refuses the device (racecheck, as
compute-sanitizer does on one of the runtimes the check meets), the result
files and the summary.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from _support import child_env

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "gpu_check.sh"
STAGES = "preflight build test_gpu memcheck racecheck graph rest bench e2e".split()
EXPECTED = dict.fromkeys(STAGES, "passed") | {"racecheck": "not supported", "e2e": "timed out"}

# Stands in for compute-sanitizer: reports its tool and allocator, refuses the
# device for racecheck as the real one does where it cannot run, and runs the
# program (the words after "--error-exitcode N") for memcheck.
FAKE_SANITIZER = """\
import os, sys
args = sys.argv[1:]
tool = args[args.index("--tool") + 1]
print(f"fake sanitizer: {tool}, allocator {os.environ.get('XLA_PYTHON_CLIENT_ALLOCATOR')}")
if tool == "racecheck":
    print("========= Error: Device not supported")
    sys.exit(1)
program = args[args.index("--error-exitcode") + 2 :]
os.execvp(program[0], program)
"""


def read_result(path: Path) -> dict[str, str]:
    return dict(line.split("=", 1) for line in path.read_text().splitlines())


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_rehearsal(tmp_path):
    fake = tmp_path / "compute-sanitizer"
    fake.write_text(f"#!{sys.executable}\n{FAKE_SANITIZER}")
    fake.chmod(0o755)
    out = tmp_path / "out"
    env = child_env(
        OUT=str(out),
        GPU_CHECK_SANITIZER=str(fake),
        GPU_CHECK_NVIDIA_SMI="nvidia-smi-absent",
        GPU_CHECK_E2E_S="1",
        # The script runs `python3`: this test's interpreter, whose environment
        # has jax and this jax_mish (CI's matrix legs run pytest unactivated).
        PATH=os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")]),
    )
    env.pop("JAX_MISH_REQUIRE_GPU", None)
    proc = subprocess.run(
        ["bash", str(SCRIPT), "--rehearse"],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    log = proc.stdout[-4000:] + proc.stderr[-2000:]
    assert proc.returncode == 1, log  # e2e timed out

    # The summary: one line per stage, in order, with its outcome and time.
    lines = (out / "summary.txt").read_text().splitlines()
    rows = [line for line in lines if line[:2].isdigit()]
    assert [row.split()[0] for row in rows] == [f"{i:02d}_{s}" for i, s in enumerate(STAGES, 1)]
    for row, stage in zip(rows, STAGES):
        assert f" {EXPECTED[stage]} " in row, (row, log)
    assert lines[-1].startswith("total "), lines

    # A result file per stage, the timed-out one included.
    for i, stage in enumerate(STAGES, 1):
        result = read_result(out / f"{i:02d}_{stage}.result")
        assert result["stage"] == stage
        assert result["outcome"] == EXPECTED[stage], (stage, result)
        assert int(result["seconds"]) >= 0
    e2e = read_result(out / "09_e2e.result")
    assert e2e["limit_s"] == "1" and e2e["rc"] in ("124", "137"), e2e

    preflight = (out / "01_preflight.log").read_text()
    assert "no GPU: nvidia-smi-absent not found" in preflight, preflight
    memcheck = (out / "04_memcheck.log").read_text()
    assert "fake sanitizer: memcheck, allocator platform" in memcheck, memcheck
    assert "test_gpu_layouts_without_guard" in memcheck, memcheck  # the subset
    assert "Device not supported" in (out / "05_racecheck.log").read_text()
    graph = (out / "06_graph.log").read_text()
    assert "backend cpu; max error" in graph, graph
    assert (out / "bench_gpu.json").is_file()
    assert os.path.getsize(out / "test_gpu.xml") > 0 and os.path.getsize(out / "rest.xml") > 0


def test_design_doc_lists_the_stages():
    # docs/design.md's table of stages follows the script's order.
    section = (ROOT / "docs" / "design.md").read_text().split("### GPU check", 1)[1]
    section = section.split("\n#", 1)[0]
    cells = re.findall(r"^\| ([a-z_0-9]+(?:, [a-z_0-9]+)*) \|", section, flags=re.M)
    assert ", ".join(cells[1:]).split(", ") == STAGES, cells  # [0]: the header
