"""The command line: subcommands that print JSON or render a PNG, and the window's options."""
