"""Frames into ffmpeg's stdin. On Linux the pipe is widened to 1 MB and, for frames at least that large, a
frame's pages are handed to the pipe with vmsplice instead of being copied into it (a 1080p frame is 8 MB:
the copy cost a third of a second of kernel CPU per 240 frames, and the same again in cache misses for
the drawing). Elsewhere, or where either is refused, frames are written as usual.

A spliced page stays the pipe's until ffmpeg has read it, after the write returned; since the pipe holds
at most its size, a frame is wholly read once the whole of the next frame is in the pipe: so `held` tells
the writer how many frames after this one must be written before the frame's memory may change.
No pygame.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import sys
from typing import BinaryIO

import numpy as np

PIPE_BYTES = 1 << 20


class _IoVec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("length", ctypes.c_size_t)]


def _vmsplice():
    """libc's vmsplice, or None where there is none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        call = ctypes.CDLL(None, use_errno=True).vmsplice
    except (AttributeError, OSError):
        return None
    call.argtypes = [ctypes.c_int, ctypes.POINTER(_IoVec), ctypes.c_ulong, ctypes.c_uint]
    call.restype = ctypes.c_ssize_t
    return call


VMSPLICE = _vmsplice()


class PipeFeed:
    """Writes whole frames of frame_bytes into `stream` (a pipe's writing end)."""

    def __init__(self, stream: BinaryIO, frame_bytes: int) -> None:
        self.stream = stream
        self.fd = stream.fileno()
        self.splice = VMSPLICE is not None and frame_bytes >= widen(self.fd) > 0
        # Frames after one that must be wholly written before its memory may change: the next one too
        # when its pages may still lie in the pipe.
        self.held_after = 1 if self.splice else 0

    def write(self, frame: np.ndarray) -> None:
        """All of frame's bytes (C-contiguous), or OSError (EPIPE once ffmpeg is gone)."""
        if not self.splice:
            self.stream.write(memoryview(frame).cast("B"))
            return
        address, left = frame.ctypes.data, frame.nbytes
        while left:
            vector = _IoVec(address, left)
            done = VMSPLICE(self.fd, ctypes.byref(vector), 1, 0)  # (ctypes lets go of the GIL meanwhile)
            if done < 0:
                code = ctypes.get_errno()
                if code == errno.EINTR:
                    continue
                raise OSError(code, os.strerror(code))
            address, left = address + done, left - done


def widen(fd: int) -> int:
    """Ask for a PIPE_BYTES pipe (Linux gives 64 kB: a 1080p frame would cross in 127 writes and as many
    wake-ups of ffmpeg); the pipe's size in bytes after, 0 where that cannot be told."""
    with contextlib.suppress(AttributeError, ImportError, OSError):
        import fcntl

        with contextlib.suppress(OSError):
            fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE_BYTES)
        return fcntl.fcntl(fd, fcntl.F_GETPIPE_SZ)
    return 0
