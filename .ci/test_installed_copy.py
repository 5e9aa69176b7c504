"""CI: the jax_mish under test is the installed wheel, not the source tree.

Run by .ci/run's matrix legs and .ci/wheel.sh from outside the tree,
with JM_EXPECT_CUDA=ON when the CUDA plugin wheel was installed beside it.
"""

import os
import sys
import sysconfig

import jax_mish
from jax_mish._core import platforms as _platforms


def test_jax_mish_is_the_installed_copy() -> None:
    site = os.path.realpath(sysconfig.get_paths()["platlib"])
    assert site.startswith(os.path.realpath(sys.prefix) + os.sep) and sys.prefix != sys.base_prefix
    loaded = [_platforms.load(row) for row in _platforms.BUILTIN]
    modules = (jax_mish.__file__, *(m.__file__ for m in loaded if m is not None))
    for f in modules:
        assert os.path.realpath(f).startswith(site + os.sep), f
    assert (_platforms.module("cuda") is not None) == (os.environ["JM_EXPECT_CUDA"] == "ON")
