"""Where a process's resident memory sits, for the soak's figures: glibc's heap, anonymous mappings (Python's
object arenas, large buffers, other threads' heaps), mapped code and data files; and how many of Python's
1 MB object arenas are held. Linux only (an empty answer elsewhere): it reads /proc/self/smaps."""

from __future__ import annotations

import os
import re
import sys
import tempfile


def resident_parts() -> dict[str, float]:
    """Resident MB by kind of mapping: "heap" (glibc's main heap), "anon" (anonymous mappings), "files"
    (shared libraries, fonts and other mapped files), "other" (stack, vdso …)."""
    parts: dict[str, float] = {}
    kind = "other"
    try:
        with open("/proc/self/smaps") as smaps:
            for line in smaps:
                fields = line.split()
                if fields and "-" in fields[0] and not fields[0].endswith(":"):  # a mapping's header
                    name = fields[5] if len(fields) > 5 else ""
                    kind = (
                        "heap"
                        if name == "[heap]"
                        else "anon"
                        if not name
                        else "files"
                        if name[0] == "/"
                        else "other"
                    )
                elif fields and fields[0] == "Rss:":
                    parts[kind] = parts.get(kind, 0.0) + int(fields[1]) / 1024
    except OSError:
        return {}
    return parts


def object_arenas() -> int | None:
    """Python's object arenas held now (sys._debugmallocstats; None where it says nothing of them)."""
    with tempfile.TemporaryFile("w+") as report:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(report.fileno(), 2)  # it writes to the C stderr only
        try:
            sys._debugmallocstats()
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
        report.seek(0)
        found = re.search(r"# arenas allocated current\s*=\s*([\d,]+)", report.read())
    return int(found.group(1).replace(",", "")) if found else None
