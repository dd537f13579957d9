"""A real language model read from a GGUF file: its heads as RoPE chains (issue 23). numpy, no pygame."""
