"""Everything that touches pygame: the window, its loop, widgets and views."""
