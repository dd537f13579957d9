"""Epicycles: Fourier epicycles and rotary position embeddings, drawn and animated."""
