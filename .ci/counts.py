"""Test counts of one CI leg, or the total of the legs' summary lines.

    python3 .ci/counts.py leg NAME LOG   ->  "N passed, N failed, N skipped"
    python3 .ci/counts.py total < lines  ->  the same, summed over the lines

A leg's count is its own closing line ("NAME: N passed, N failed, N skipped")
when it prints one, else the sum of the pytest summaries in its log.
"""

from __future__ import annotations

import re
import sys

KINDS = ("passed", "failed", "skipped")
PYTEST_SUMMARY = re.compile(
    r"=*\s*\d+ (passed|failed|skipped|errors?|deselected)\b.* in [\d.]+s\b.*"
)


def tally(lines: list[str]) -> list[int]:
    t = [0, 0, 0]
    for line in lines:
        for num, kind in re.findall(r"(\d+) (passed|failed|skipped|errors?)\b", line):
            t[1 if kind.startswith("error") else KINDS.index(kind)] += int(num)
    return t


def leg(name: str, log: str) -> list[int]:
    lines = [ln.strip() for ln in open(log, errors="replace").read().splitlines() if ln.strip()]
    own = re.compile(rf"{re.escape(name)}: \d+ passed, \d+ failed(, \d+ skipped)?")
    mine = [ln for ln in lines if own.fullmatch(ln)]
    return tally(mine[-1:] or [ln for ln in lines if PYTEST_SUMMARY.fullmatch(ln)])


def main() -> None:
    if sys.argv[1] == "leg":
        t = leg(sys.argv[2], sys.argv[3])
    else:
        t = tally([ln.split(" in ")[0] for ln in sys.stdin])
    print(", ".join(f"{n} {k}" for n, k in zip(t, KINDS)))


if __name__ == "__main__":
    main()
