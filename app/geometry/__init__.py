"""Where things go on screen: view transforms and layouts, from sizes and state alone. No pygame."""
