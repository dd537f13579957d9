"""Performance benchmarks: `python -m benchmarks.run` (make bench) prints one table per module."""
