"""Test counts of one CI leg, or the total of the legs' summary lines.

    python3 .ci/counts.py leg NAME LOG   ->  "N passed, N failed, N skipped"
    python3 .ci/counts.py total < lines  ->  the same, summed over the lines

A leg's count is its own closing line ("NAME: N passed, N failed, N skipped")
when it prints one, else the sum of the pytest summaries in its log.
"""

import re
import sys

KINDS = ("passed", "failed", "skipped")
PYTEST_SUMMARY = r"=*\s*\d+ (passed|failed|skipped|errors?|deselected)\b.* in [\d.]+s\b.*"


def tally(lines: list[str]) -> list[int]:
    t = [0, 0, 0]
    for line in lines:
        for num, kind in re.findall(r"(\d+) (passed|failed|skipped|errors?)\b", line):
            t[1 if kind.startswith("error") else KINDS.index(kind)] += int(num)
    return t


if sys.argv[1] == "leg":
    lines = [ln.strip() for ln in open(sys.argv[3], errors="replace") if ln.strip()]
    own = rf"{re.escape(sys.argv[2])}: \d+ passed, \d+ failed(, \d+ skipped)?"
    mine = [ln for ln in lines if re.fullmatch(own, ln)][-1:]
    counts = tally(mine or [ln for ln in lines if re.fullmatch(PYTEST_SUMMARY, ln)])
else:
    counts = tally([ln.split(" in ")[0] for ln in sys.stdin])
print(", ".join(f"{n} {k}" for n, k in zip(counts, KINDS)))
