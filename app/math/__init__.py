"""Pure math: Fourier series of curves, RoPE scores, curves from presets, files and strokes. numpy only."""
