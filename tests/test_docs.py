"""The README, CONTRIBUTING.md, CHANGELOG.md and docs/*.md: every relative link
names a file that exists and, with a ``#fragment``, a heading of that file; every
path of the repository they quote (`jax_mish/...`, `tests/...`) exists. The
changelog has a heading for the current version; the docs name the issue tracker."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [
    ROOT / "README.md",
    ROOT / "CONTRIBUTING.md",
    ROOT / "CHANGELOG.md",
    *sorted((ROOT / "docs").glob("*.md")),
]
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
# A quoted path that starts at a top-level folder; patterns and placeholders
# (`*`, `<platform>`, `{wheel_tag}`) are left out.
_QUOTED_PATH = re.compile(
    r"`((?:jax_mish|xla_ffi|tests|benchmarks|scripts|examples|docs|\.ci)/[^`\s*<{]*)`"
)


def _anchors(path: Path) -> set[str]:
    """GitHub's anchors for the headings of a Markdown file."""
    text = re.sub(r"```.*?```", "", path.read_text(), flags=re.S)
    heads = re.findall(r"^#+\s+(.+?)\s*$", text, flags=re.M)
    return {re.sub(r"[^\w\- ]", "", h.lower()).replace(" ", "-") for h in heads}


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_resolve(doc):
    if not doc.exists():
        pytest.fail(f"{doc} is missing")
    text = re.sub(r"```.*?```", "", doc.read_text(), flags=re.S)
    broken = []
    for target in _LINK.findall(text):
        if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
            continue
        path, _, fragment = target.partition("#")
        dest = (doc.parent / path).resolve() if path else doc
        if not dest.exists():
            broken.append(f"{target}: no such file")
        elif fragment and dest.suffix == ".md" and fragment not in _anchors(dest):
            broken.append(f"{target}: no such heading")
    assert not broken, f"{doc.relative_to(ROOT)}: {broken}"


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_quoted_paths_exist(doc):
    missing = [p for p in _QUOTED_PATH.findall(doc.read_text()) if not (ROOT / p).exists()]
    assert not missing, f"{doc.relative_to(ROOT)} names paths that do not exist: {missing}"


# "checked with jax 0.8.1 to 0.12.0.1", "checked against jax 0.8.1 to ...",
# possibly across a line break inside a docstring or comment.
_CHECKED_RANGE = re.compile(
    r"checked\s+(?:with|against)\s+jax\s+(\d+(?:\.\d+)+)\s+to\s+(\d+(?:\.\d+)+)", re.I
)


def test_checked_jax_range_starts_at_the_floor():
    """_jax_private.CHECKED_JAX, the one list of checked jax versions, starts
    at the floor that pyproject.toml declares (the ``oldest`` CI leg's jax)."""
    import tomllib

    from jax_mish import _jax_private

    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    floors = [m.group(1) for d in deps if (m := re.fullmatch(r"jax>=(\S+)", d))]
    assert floors == [_jax_private.CHECKED_JAX[0]], (deps, _jax_private.CHECKED_JAX)


def test_stated_jax_ranges_match_checked_jax():
    """Every "checked with jax A to B" in jax_mish's sources states the ends of
    _jax_private.CHECKED_JAX, so that raising the floor or checking a newer jax
    cannot leave an old range behind."""
    from jax_mish import _jax_private

    want = (_jax_private.CHECKED_JAX[0], _jax_private.CHECKED_JAX[-1])
    stated = {
        f"{p.relative_to(ROOT)}: {m.group(1)} to {m.group(2)}"
        for p in sorted((ROOT / "jax_mish").glob("*.py"))
        for m in _CHECKED_RANGE.finditer(p.read_text())
        if (m.group(1), m.group(2)) != want
    }
    assert not stated, f"ranges other than {want[0]} to {want[1]}: {sorted(stated)}"


def test_checked_range_pattern_finds_a_stated_range():
    # Negative control for the test above: its pattern finds a range as the
    # docstrings write it, across a line break, and reads both ends.
    m = _CHECKED_RANGE.search("rules (checked with jax 0.8.1\n    to 0.12.0.1).")
    assert m and m.groups() == ("0.8.1", "0.12.0.1")


def test_design_doc_names_the_validated_platforms():
    """docs/design.md's account of ``impl="auto"`` names the built-in platforms
    whose row is validated (jax_mish._core.platforms.BUILTIN) as the ones that run
    the kernels, and every other built-in one among those that run xla, so that
    a row changing its validation cannot leave the doc saying the opposite."""
    from jax_mish._core import platforms as _platforms

    text = " ".join((ROOT / "docs" / "design.md").read_text().split())
    m = re.search(
        r"`\"auto\"` is resolved per platform when lowering: the kernels where the "
        r"platform's row is validated \(([^)]*)\), xla everywhere else, including ([^.]*?) until",
        text,
    )
    assert m, "docs/design.md: the account of impl='auto' is not where this test looks"
    named_ffi = {w.lower() for w in re.findall(r"\w+", m.group(1))}
    named_xla = {w.lower() for w in re.findall(r"\w+", m.group(2))} - {"and"}
    assert named_ffi == {p.kind for p in _platforms.BUILTIN if p.validated}, m.group(1)
    assert {p.kind for p in _platforms.BUILTIN if not p.validated} <= named_xla, m.group(2)
    assert not named_ffi & named_xla, m.group(0)


def _changelog_versions(text: str) -> list[tuple[str, str]]:
    """The ``## [VERSION] - DATE`` headings of a Keep-a-Changelog file, in
    order, as (version, date); "Unreleased" has no date."""
    return re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d\d-\d\d))?\s*$", text, flags=re.M)


def test_changelog_has_a_heading_for_the_current_version():
    """CHANGELOG.md opens with "Unreleased", then a dated heading of its own
    for the version in jax_mish/_version.py (its one place), then older
    versions, newest first: a release that bumps the version without its
    changelog entry fails here (an entry under "Unreleased" does not count)."""
    from jax_mish._version import __version__

    headings = _changelog_versions((ROOT / "CHANGELOG.md").read_text())
    assert headings and headings[0] == ("Unreleased", ""), headings[:1]
    released = headings[1:]
    assert all(date for _, date in released), f"undated versions: {released}"
    assert [v for v, _ in released[:1]] == [__version__], (
        f"CHANGELOG.md's newest version heading is {released[:1]}, not {__version__}"
    )
    keys = [tuple(int(p) for p in v.split(".")) for v, _ in released]
    assert keys == sorted(set(keys), reverse=True), f"not newest first: {released}"


def test_changelog_heading_pattern():
    # Negative control for the test above: a version named only in the text of
    # "Unreleased", or in a heading without its brackets, is not a heading.
    text = "## [Unreleased]\n- 0.3.0 adds x\n## 0.3.0\n## [0.2.0] - 2026-12-03\n"
    assert _changelog_versions(text) == [("Unreleased", ""), ("0.2.0", "2026-12-03")]


@pytest.mark.parametrize("doc", ["README.md", "CONTRIBUTING.md"])
def test_docs_say_where_to_report_a_bug(doc):
    """The README and CONTRIBUTING.md name the issue tracker of pyproject.toml's
    [project.urls], where that URL is written once."""
    import tomllib

    urls = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["urls"]
    assert urls["Issues"] in (ROOT / doc).read_text(), f"{doc} does not name {urls['Issues']}"
