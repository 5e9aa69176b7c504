"""Checks that every `==` pin in pyproject.toml's build-system.requires has a
binary wheel for every Python version the project declares (its
"Programming Language :: Python :: 3.N" classifiers) on each platform that
wheels are built for, so that `pip install` of the sdist can set up its
isolated build environment there.

    python scripts/ci/build_pins.py

Asks the package index through pip's resolver (`--dry-run`, metadata only).
Prints one line per check and closes with "pins: N passed, N failed".
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# pip matches --platform tags exactly, so each platform lists the tags its wheels
# may carry (the manylinux tags jaxlib has used, macOS 11 to 15).
PLATFORMS = {
    "linux x86_64": [f"manylinux_2_{n}_x86_64" for n in (17, 27, 28)] + ["manylinux2014_x86_64"],
    "linux aarch64": [f"manylinux_2_{n}_aarch64" for n in (17, 27, 28)] + ["manylinux2014_aarch64"],
    "macOS arm64": [f"macosx_{v}_0_arm64" for v in (11, 12, 13, 14, 15)],
}


def declared_pythons(project: dict) -> list[str]:
    tags = (
        re.fullmatch(r"Programming Language :: Python :: (3\.\d+)", c)
        for c in project["classifiers"]
    )
    return [m.group(1) for m in tags if m]


def pinned(requires: list[str]) -> list[str]:
    return [r.replace(" ", "") for r in requires if "==" in r]


def wheel_for(pin: str, python: str, tags: list[str]) -> str | None:
    """The wheel pip would take for ``pin`` on that Python and platform, or None."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        cmd = [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet"]
        cmd += ["--ignore-installed", "--no-deps", "--only-binary=:all:"]
        cmd += ["--python-version", python, "--target", str(Path(tmp) / "t")]
        cmd += ["--report", str(report), pin]
        for tag in tags:
            cmd += ["--platform", tag]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        if proc.returncode != 0:
            return None
        (item,) = json.loads(report.read_text())["install"]
        return item["download_info"]["url"].rsplit("/", 1)[1]


def main() -> int:
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text())
    pythons = declared_pythons(conf["project"])
    pins = pinned(conf["build-system"]["requires"])
    assert pythons and pins, (pythons, pins)
    passed = failed = 0
    for pin in pins:
        for python in pythons:
            for platform, tags in PLATFORMS.items():
                wheel = wheel_for(pin, python, tags)
                print(f"{pin:16} Python {python:5} {platform:14} {wheel or 'NO WHEEL'}", flush=True)
                passed += wheel is not None
                failed += wheel is None
    print(f"pins: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
