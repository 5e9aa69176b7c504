"""Checks that every `==` pin in pyproject.toml's build-system.requires has a
binary wheel for each declared Python ("Programming Language :: Python :: 3.N")
on each platform wheels are built for, so that `pip install` of the sdist can
set up its isolated build environment there; asks pip's resolver (`--dry-run`).

    python .ci/build_pins.py     # last line: "pins: N passed, N failed"
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# pip matches --platform tags exactly, so each platform lists the tags its wheels
# may carry (the manylinux tags jaxlib has used, macOS 11 to 15).
PLATFORMS = {
    "linux x86_64": [f"manylinux_2_{n}_x86_64" for n in (17, 27, 28)] + ["manylinux2014_x86_64"],
    "linux aarch64": [f"manylinux_2_{n}_aarch64" for n in (17, 27, 28)] + ["manylinux2014_aarch64"],
    "macOS arm64": [f"macosx_{v}_0_arm64" for v in (11, 12, 13, 14, 15)],
}


def wheel_for(pin: str, python: str, tags: list[str]) -> str | None:
    """The wheel pip would take for ``pin`` on that Python and platform, or None."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--no-deps"]
        cmd += ["--ignore-installed", "--only-binary=:all:", "--python-version", python]
        cmd += ["--target", f"{tmp}/t", "--report", f"{tmp}/report.json", pin]
        cmd += [arg for tag in tags for arg in ("--platform", tag)]
        if subprocess.run(cmd, capture_output=True, timeout=300).returncode != 0:
            return None
        (item,) = json.loads(Path(tmp, "report.json").read_text())["install"]
        return item["download_info"]["url"].rsplit("/", 1)[1]


def main() -> int:
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text())
    classifiers = "\n".join(conf["project"]["classifiers"])
    pythons = re.findall(r"^Programming Language :: Python :: (3\.\d+)$", classifiers, re.M)
    pins = [r.replace(" ", "") for r in conf["build-system"]["requires"] if "==" in r]
    assert pythons and pins, (pythons, pins)
    failed = 0
    for pin, python, (platform, tags) in itertools.product(pins, pythons, PLATFORMS.items()):
        wheel = wheel_for(pin, python, tags)
        print(f"{pin:16} Python {python:5} {platform:14} {wheel or 'NO WHEEL'}", flush=True)
        failed += wheel is None
    print(f"pins: {len(pins) * len(pythons) * len(PLATFORMS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
