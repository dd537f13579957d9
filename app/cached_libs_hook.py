"""PyInstaller runtime hook (build.spec): runs in the packaged executable before main.py."""

from app.cached_libs import load_cached_libraries

load_cached_libraries()
