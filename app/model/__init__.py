"""What the window shows and how it changes: state, intents, apply, history, clock. No pygame."""
