"""Files an export writes: tables (CSV, JSON, text) and images (PNG, GIF, MP4), each whole or not at all."""
