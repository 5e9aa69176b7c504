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


# Every ```python block of these documents runs as a program of its own: a
# fresh interpreter, started from an empty directory with 8 CPU devices (what
# a reader's copy of a sharding example needs), so that a block copied alone
# works. A block that needs what a test machine lacks (a GPU, an Ascend
# plugin) is marked on the line right before its fence, with the reason:
#     <!-- docs-test: skip: needs an NVIDIA GPU -->
# and is reported as skipped with that reason; no other block is skipped.
_SKIP_MARK = re.compile(r"<!-- docs-test: skip: (\S.*?) -->")
_PYTHON_BLOCK = re.compile(r"^```python\n(.*?)^```$", flags=re.M | re.S)


def _python_blocks(doc: Path) -> list[tuple[int, str, str | None]]:
    """(line, code, skip reason or None) of each ```python block of ``doc``."""
    text = doc.read_text()
    blocks = []
    for m in _PYTHON_BLOCK.finditer(text):
        before = text[: m.start()][:-1].rpartition("\n")[2]  # the line right above
        skip = _SKIP_MARK.fullmatch(before.strip())
        blocks.append((text.count("\n", 0, m.start()) + 1, m.group(1), skip and skip.group(1)))
    return blocks


def _block_params() -> list:
    return [
        pytest.param(
            code,
            id=f"{doc.relative_to(ROOT)}:{line}",
            marks=[pytest.mark.skip(reason=f"marked in the doc: {why}")] if why else [],
        )
        for doc in DOCS
        for line, code, why in _python_blocks(doc)
    ]


@pytest.mark.parametrize("code", _block_params())
def test_python_block_runs(code):
    import subprocess
    import sys

    from support import child_env, neutral_cwd

    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=300,
        env=child_env(JAX_NUM_CPU_DEVICES="8", JAX_PLATFORMS="cpu"),
        cwd=neutral_cwd(),
    )
    assert out.returncode == 0, f"the block failed:\n{code}\n{out.stderr[-4000:]}"


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_skip_marks_stand_before_python_blocks(doc):
    """A skip mark names its reason and stands right before a ```python fence
    (a mark left behind by a moved or deleted block fails here); one quoted in
    a fenced block is text."""
    lines = doc.read_text().splitlines()
    bad, fenced = [], False
    for i, line in enumerate(lines):
        if line.startswith("```"):
            fenced = not fenced
        elif "docs-test" in line and not fenced:
            if not (_SKIP_MARK.fullmatch(line.strip()) and lines[i + 1 : i + 2] == ["```python"]):
                bad.append(f"line {i + 1}: {line.strip()}")
    assert not bad, f"{doc.relative_to(ROOT)}: misplaced or malformed marks: {bad}"


def test_python_blocks_and_marks_are_found(tmp_path):
    # Negative control for the two tests above: a marked block carries its
    # reason, an unmarked one none; a mark away from a fence is caught.
    doc = tmp_path / "doc.md"
    doc.write_text(
        "Text\n\n```python\nprint(1)\n```\n\n<!-- docs-test: skip: needs an NVIDIA GPU -->\n"
        "```python\nimport cupy\n```\n\n```bash\nls\n```\n"
    )
    assert _python_blocks(doc) == [
        (3, "print(1)\n", None),
        (8, "import cupy\n", "needs an NVIDIA GPU"),
    ]
    doc.write_text("<!-- docs-test: skip: a reason -->\n\n```python\nx = 1\n```\n")
    assert _python_blocks(doc) == [(3, "x = 1\n", None)]


# The API reference (docs/reference/*.md, built by .ci/docs.sh) documents
# every public name: what jax_mish exports, each public module (the
# non-underscored ones of the package, through their aliases), the CLI, and
# the classes rewrite hands back.
REFERENCE = ROOT / "docs" / "reference"
_DIRECTIVE = re.compile(r"^\.\. (\w+):: (\S+)\n((?:[ \t]+:.*\n)*)", flags=re.M)


def _reference_entries() -> tuple[set[str], set[str], dict[str, str]]:
    """(modules documented with their members, modules documented at all,
    every other documented object by full name -> directive) in docs/reference."""
    with_members: set[str] = set()
    described: set[str] = set()
    objects: dict[str, str] = {}
    for page in sorted(REFERENCE.glob("*.md")):
        current = ""
        for kind, name, options in _DIRECTIVE.findall(page.read_text()):
            if kind == "currentmodule":
                current = name
            elif kind == "automodule":
                described.add(name)
                members = re.search(r":members:(.*)", options)
                if members and members.group(1).strip():
                    objects.update(
                        (f"{name}.{n.strip()}", kind) for n in members.group(1).split(",")
                    )
                elif members:
                    with_members.add(name)
            elif kind.startswith("auto"):
                objects[name if "." in name else f"{current}.{name}"] = kind
    return with_members, described, objects


def _resolve(name: str):
    import importlib

    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for part in parts[i:]:
            obj = getattr(obj, part)
        return obj
    raise ImportError(name)


def _public_modules() -> dict[str, object]:
    """jax_mish's public modules by their real name (``jax_mish.onnx`` is
    ``jax_mish.interop.onnx``), and the package itself."""
    import importlib
    import pkgutil

    import jax_mish

    mods = {"jax_mish": jax_mish}
    for info in pkgutil.iter_modules(jax_mish.__path__):
        if not info.name.startswith("_"):
            mod = importlib.import_module(f"jax_mish.{info.name}")
            mods[mod.__name__] = mod
    return mods


def _assigned_names(module) -> set[str]:
    """Names a module assigns at its top level (autodoc documents a constant
    among a module's members only where the module's own source assigns it)."""
    import ast
    import inspect

    names = set()
    for node in ast.parse(inspect.getsource(module)).body:
        targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def test_reference_documents_every_public_name():
    import inspect
    import typing

    import jax_mish

    with_members, described, objects = _reference_entries()
    documented = {id(_resolve(name)) for name in objects}
    missing = []
    for name, mod in _public_modules().items():
        if name not in described:
            missing.append(f"module {name}")
        for member in getattr(mod, "__all__", ()):
            obj = getattr(mod, member)
            by_module = name in with_members and (
                inspect.isroutine(obj) or inspect.isclass(obj) or member in _assigned_names(mod)
            )
            if member != "__version__" and not by_module and id(obj) not in documented:
                missing.append(f"{name}.{member}")
    if "jax_mish.__main__" not in described:
        missing.append("python -m jax_mish (module jax_mish.__main__)")
    rewritten = typing.get_type_hints(jax_mish.rewrite)["return"]
    (site,) = {a for a in typing.get_args(typing.get_type_hints(rewritten.sites)["return"])} - {
        Ellipsis
    }
    missing += [c.__qualname__ for c in (rewritten, site) if id(c) not in documented]
    assert not missing, f"docs/reference/ does not document: {missing}"


def test_public_functions_have_docstrings_and_type_hints():
    """Every public function and class (of jax_mish and its public modules)
    has a docstring; every public function annotates its parameters and result."""
    import inspect

    bad = []
    for name, mod in _public_modules().items():
        for member in getattr(mod, "__all__", ()):
            obj = getattr(mod, member)
            if not (inspect.isroutine(obj) or inspect.isclass(obj)):
                continue
            if not inspect.getdoc(obj):
                bad.append(f"{name}.{member}: no docstring")
            if inspect.isroutine(obj):
                sig = inspect.signature(obj)
                unannotated = [p for p, v in sig.parameters.items() if v.annotation is v.empty]
                if unannotated or sig.return_annotation is sig.empty:
                    bad.append(f"{name}.{member}: no type hint for {unannotated or 'the result'}")
    assert not bad, bad


def test_package_docstring_describes_the_public_api():
    """``help(jax_mish)`` names every function jax_mish exports and the bias."""
    import jax_mish

    doc = jax_mish.__doc__
    missing = [n for n in jax_mish.__all__ if n != "__version__" and n not in doc]
    missing += [w for w in ("bias=", "python -m jax_mish") if w not in doc]
    assert not missing, f"jax_mish's docstring does not mention {missing}"
