"""Performance benchmarks: `python -m benchmarks.run` (make bench) prints one table per module.

Every benchmark process (and the children it starts, which inherit this) keeps its drawings and
preferences in a folder of its own, removed when it ends: a run must neither read the user's remembered
window, scale and language (the figures are for a first start) nor change them.
"""

import os
import tempfile

if "EPICYCLES_BENCH_HOME" not in os.environ:
    _HOME = tempfile.TemporaryDirectory(prefix="epicycles-bench-home-")
    os.environ["EPICYCLES_BENCH_HOME"] = _HOME.name
    os.environ["XDG_DATA_HOME"] = os.path.join(_HOME.name, "data")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME.name, "config")
