"""Pure math: Fourier series of curves and strokes, tours, RoPE scores. numpy and the stdlib only."""
