"""Sphinx configuration of jax_mish's API reference (docs/reference/).

The pages are MyST Markdown holding autodoc directives: the reference text is
the docstrings of the jax_mish that imports, so the build needs an importable,
built jax_mish (installed, or the checkout after ``scripts/dev_build.sh`` with
``PYTHONPATH`` naming it). ``.ci/docs.sh`` builds it with warnings as errors;
the tool versions are pinned in requirements.txt beside this file.
"""

from __future__ import annotations

import re

from sphinx.ext.napoleon import Config, GoogleDocstring

import jax_mish

project = "jax_mish"
author = "the jax_mish authors"
copyright = "the jax_mish authors, Apache License 2.0"
release = jax_mish.__version__
version = release

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "requirements.txt"]

# Signatures show the annotations as written (``jax.Array``, ``str | None``);
# the names are not linked to other projects' documentation, which a build
# without network access could not reach.
autodoc_typehints = "signature"
autodoc_typehints_format = "short"
# jax_mish's modules annotate with the alias ``ArrayLike`` (``from __future__ import
# annotations``): shown as the alias, not its expansion into a dozen types.
autodoc_type_aliases = {"ArrayLike": "jax.typing.ArrayLike"}
autodoc_member_order = "bysource"
autodoc_preserve_defaults = True
# Classes without a constructor signature: users get a Rewritten from rewrite(), a
# Site from its sites(), a Limits from LIMITS; their fields are listed as attributes.
autodoc_class_signature = "separated"
autodoc_default_options = {"exclude-members": "__init__, __new__"}
# ``code`` in docstrings is Python; a bare `name` too.
default_role = "code"

html_theme = "alabaster"
html_title = f"jax_mish {release}"
html_theme_options = {
    "description": "Fast, exact Mish and its fused gradient for JAX",
    "github_user": "jax-mish",
    "github_repo": "jax_mish",
    "fixed_sidebar": True,
}


def _alias_in_union(app, what, name, obj, options, signature, return_annotation):
    """Sphinx 9.0 shows an alias of ``autodoc_type_aliases`` inside a union
    (``ArrayLike | None``) as ``TypeAliasForwardRef('jax.typing.ArrayLike')``:
    the alias name it means, instead."""
    fix = lambda s: s and re.sub(r"TypeAliasForwardRef\('([^']*)'\)", r"\1", s)
    return fix(signature), fix(return_annotation)


# The docstrings are in Google style (Args:, Returns:, Raises:). Napoleon's
# own hook is not used: it reads the first line of an attribute's or a
# constant's docstring as "type: description" wherever it has a colon, and
# jax_mish's prose docstrings often have one there (``Site.kind``, ``LIMITS``).
_GOOGLE = Config(napoleon_numpy_docstring=False, napoleon_use_rtype=False)


def _google_sections(app, what, name, obj, options, lines):
    """The sections of functions', classes' and modules' docstrings as fields;
    no text for a constant that has none of its own (autodoc shows its type's,
    ``str``'s, in its place)."""
    if what == "data" and type(obj).__doc__ and lines[:1] == type(obj).__doc__.splitlines()[:1]:
        lines[:] = []
    elif what not in ("attribute", "data", "property"):
        lines[:] = GoogleDocstring(lines, _GOOGLE, app, what, name, obj, options).lines()


def setup(app):
    app.connect("autodoc-process-signature", _alias_in_union)
    app.connect("autodoc-process-docstring", _google_sections)
