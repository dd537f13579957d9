"""Disk and file formats: curve files, SVG drawings, saved drawings, bounded reads. No pygame."""
