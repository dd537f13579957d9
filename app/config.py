"""Constants of the app in one place: sizes, defaults, timings and the colour theme."""

from __future__ import annotations

# Window
WINDOW_TITLE = "Epicycles"
# SDL video drivers that draw into memory only: taken when no display was found, they show no window.
UNSEEN_DRIVERS = ("offscreen", "dummy")
WINDOW_SIZE = (1280, 800)
MIN_WINDOW_SIZE = (960, 600)
FIRST_WINDOW_ROOM = 0.88  # of the screen's height, at most, for the first window (its frame and panels)
MAX_WINDOW_SIZE = (8192, 8192)  # larger resize requests are refused (unless a display is larger)
FRAME_TOP = 40  # room kept above a window for its title bar where SDL reports no frame (openbox: 20 px)
FPS = 60
TRIM_EVERY_FRAMES = 600  # give freed memory back to the system every 10 s of frames
MAX_ERRORS_KEPT = 20  # what the error boundary caught, kept for tests and reports (the first say most)
REST_WAIT_MS = 1000  # with nothing moving, the loop sleeps until an event or this long
REST_LOOK_MS = 15  # ... looking for events this often (a frame at 60 Hz is 16.7 ms)
# Numbers that run by themselves while an animation plays (the read-outs, Δ's field) change at most this
# often: digits that change every frame cannot be read, and each change is new text to draw. Paused, or
# on any other change, they show the state at once.
READOUT_EVERY_S = 0.1
WIDGETS_SETTLE_S = 2.0  # after input, pygame_gui is updated (hover, tooltips) and frames drawn whole
PANEL_SHARE = 0.38  # the RoPE panel's share of the window width (right side)
STATUS_HEIGHT = 28
CONTROL_ROW = 34  # height of one row of widgets
PAD = 8

# Curves
DEFAULT_SAMPLES = 512
# The window's Samples choices (powers of two): 4096 follow a word's letters within 1/200 of their height.
SAMPLE_CHOICES = (512, 1024, 2048, 4096, 8192, 16384)
MAX_SAMPLES = 1 << 17
MAX_DRAWN_ARROWS = 200  # a new drawing starts with this many arrows (or all, if fewer)
FEW_SAMPLES = 64  # curves with at most this many samples show them as dots

# Limits: what a file, a name or a command line may ask for. Each keeps one request within about a
# second or two and well under 1 GB of memory on a small machine; beyond it comes one clear message.
MAX_FILE_BYTES = 50_000_000  # a curve file
MAX_SVG_BYTES = 10_000_000  # an SVG file (parsing costs far more per byte than JSON)
MAX_SVG_SHAPES = 20_000  # elements of an SVG, <use> copies counted
# What svgelements' time and memory grow with, counted by app/io/svg_scan.py before it parses, every
# <use> copy counted (chosen by measurement: the worst file within them all parses in about 2 s, 300 MB).
MAX_SVG_PATH_CHARS = 1_000_000  # path data: the d of paths, the points of polylines and polygons
MAX_SVG_SEGMENTS = 20_000  # path segments (commands and their implicit repeats), polyline points
MAX_SVG_SUBPATHS = 5_000  # subpaths (each M or m) and shapes
MAX_SVG_ATTRIBUTE_CHARS = 10_000  # any other attribute (style, transform, ...)
MAX_SVG_STYLE_CHARS = 5_000  # the text of <style> elements (split by a regex quadratic in it)
MAX_SVG_FONT_CHARS = 100  # a font shorthand (attribute, style or <style>): svgelements' regex backtracks
MAX_SVG_FONT_DIGITS = 10  # digits in a row in a font shorthand
MAX_SVG_DEPTH = 100  # elements nested in elements
MAX_SVG_TRANSFORMS = 50_000  # transform operations parsed, once per element for each one above it
# The parse itself, in a child process where the platform allows (app/io/bounded.py): its deadline and
# the memory it may take beyond what the process holds.
MAX_SVG_SECONDS = 4
MAX_SVG_MEMORY = 400_000_000
MAX_STROKES = 1000  # strokes in one drawing or curve file
MAX_IMAGE_PIXELS = 40_000_000  # a picture to trace: W × H, checked before it is decoded (8000 × 5000)
MAX_WORD_CHARS = 40  # characters of a text drawn as outlines (`--text`, the Text… window)
# Its outlines are read in a child process too (a Korean word parses all of Noto Sans KR: ~0.3 s, 60 MB).
MAX_TEXT_SECONDS = 5
MAX_TEXT_MEMORY = 300_000_000
MAX_POINTS = 2_000_000  # points in a curve file
MAX_PATH_CHARS = 4096  # a path given to open; one part of it may have at most MAX_NAME_CHARS
MAX_NAME_CHARS = 255
MAX_TEXT_CHARS = 160  # a title, caption or unit from a file, and any other line of outside text
# What a text field takes (pygame_gui lays out a field's whole text again for each key, so typing into
# an unbounded field costs more with every character); typing or a paste beyond it is cut, with a line.
MAX_NUMBER_CHARS = 30  # the RoPE panel's fields: a base, a seed, Δ, a window's bound, a factor
MAX_VECTOR_CHARS = 60  # the inspector's vector ("2, 1")
MAX_SHORT_CHARS = 12  # the Export dialog's seconds, frame rate and Δ range
MAX_UNIT_CHARS = 16  # a length unit ("m") is shown after every distance
MAX_RENDER_FRAMES = 3600  # `render --frames`: one minute at FPS
MAX_RENDER_PIXELS = 3840 * 2160  # `render --size`: W × H
MAX_PATH_WORK = 20_000_000  # `path`: times × arrows
MAX_ROPE_CLI_ARROWS = 4096  # `rope --arrows`, `--omega`
MAX_ROPE_DELTAS = 1_000_000  # `rope --delta` values
MAX_ROPE_DELTA_WORK = 50_000_000  # `rope`: Δ values × arrows
MAX_ROPE_WINDOW = 10_000_000  # `rope --window`: offsets
MAX_ROPE_WINDOW_WORK = 1_000_000_000  # `rope`: window offsets × arrows
MAX_EXPORT_FRAMES = 3600  # `export --frames`, the Export dialog: two minutes at 30 frames a second
MAX_EXPORT_PIXELS = 3840 * 2160  # an exported frame: W × H
MAX_GIF_WORK = 400_000_000  # a GIF: frames × W × H (its frames are held until the end, a byte a pixel)
MAX_EXPORT_FPS = 60
MAX_EXPORT_SECONDS = 120  # the Export dialog's "N seconds"
MAX_EXACT_INTEGER = 2**53  # whole numbers beyond this are not exact as floats, so Δ bounds stop here
# A real model (app/llm, `heads`): a sentence, and what one request may ask of it.
MAX_MODEL_TOKENS = 512  # tokens of a sentence: the pass's attention is tokens² per head and layer
MAX_MODEL_TEXT_CHARS = 8192  # characters typed or given before tokenizing
QUOTED_CHARS = (
    24  # of a value left unread, quoted in a status line's short form (a long sentence hid the rest)
)
MAX_HEADS_DELTAS = 100_000  # `heads --delta` values

# Export: sizes by name (16:9; "window" is the exported part's own size), and defaults
EXPORT_SIZES = {"480p": (854, 480), "720p": (1280, 720), "1080p": (1920, 1080)}
EXPORT_FPS = {"gif": 15, "mp4": 30}  # one period (SECONDS_PER_PERIOD) is then 120 or 240 frames
# An MP4's quality: x264's preset and crf, chosen for speed at a quality. Measured on the heart (200 arrows,
# 240 frames of 1080p as exported), PSNR against a lossless encode of the same frames, in one run on a busy
# machine: veryfast/18 (the old default) 53.7 dB, 700 kB, 5.2 s of CPU, the export 32 frames a second;
# ultrafast/26 55.2 dB, 1.4 MB, 2.9 s, the export 56 a second: as sharp for a little over half the CPU, the
# file twice as large (about 180 kB a second of film). At 640×360 too: 48.6 dB against 48.1. ultrafast/28
# is a little smaller (46.9 dB at 640×360; /30 fell under 45); veryfast/12 the smallest for its quality and
# the slowest. Over 45 dB differences do not show.
MP4_QUALITY = {"draft": ("ultrafast", 28), "good": ("ultrafast", 26), "best": ("veryfast", 12)}
EXPORT_QUALITY = "good"
EXPORT_SLICE_SECONDS = 0.008  # the live window renders export frames for at most about this long per turn
EXPORT_MARGIN_SECONDS = 0.002  # of a frame left free of them (the clock's sleep wakes a little late)

# Animation: t runs over [0, 2π) once per period.
SECONDS_PER_PERIOD = 8.0  # wall-clock seconds per period at speed 1
SPEED_RANGE = (-4.0, 4.0)
STEP_FRACTION = 1 / 64  # step buttons and ←/→ move t by this share of a period
TRAIL_STEPS = 1024  # trail points per period, at fixed steps of t
TRAIL_BANDS = 12  # fade steps from the pen backwards
FIT_MARGIN = 0.08  # share of the canvas kept free round a fitted curve
CANVAS_HEADER = 58  # pixels of caption and read-out at the top of the canvas
CANVAS_FOOTER = 30  # the hint at the bottom
UNDO_LIMIT = 200  # undo steps kept
MAX_RECENT = 10  # files Open… lists under Recent (and the preferences remember)
# What Open… lists and reads (any case): curve files, SVG drawings and pictures to trace.
PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".bmp", ".gif")
OPEN_SUFFIXES = (".json", ".svg", *PICTURE_SUFFIXES)
UNDO_MAX_BYTES = (
    64 << 20
)  # or fewer, while the curves and sentence passes they hold (each once) would take more

# Drawing limits that keep 10,000-arrow chains fast without visible loss
MIN_CIRCLE_PX = 2.0  # smaller circles are invisible
MAX_CIRCLES = 400
MIN_HEAD_PX = 7.0  # arrows shorter than this get no head
MAX_HEADS = 60
MAX_POLYLINE_POINTS = 4096  # longer target curves and trails are drawn decimated

# Colours (a calm dark theme)
BG = (18, 20, 28)
CANVAS_BG = (14, 16, 22)
GRID = (32, 36, 48)
TARGET = (70, 78, 100)
SAMPLE_DOT = (150, 160, 190)
CIRCLE = (52, 62, 88)
ARROW = (225, 230, 240)
ARROW_HEAD = (225, 230, 240)
TRAIL = (255, 196, 84)
PEN = (255, 222, 140)
CENTRE = (120, 200, 255)
STROKE = (120, 220, 170)
TEXT = (200, 206, 220)
TEXT_DIM = (120, 128, 150)
ERROR_TEXT = (255, 140, 120)

# RoPE panel
ROPE_PANEL_MAX_ARROWS = 128  # the panel's chain (Gemma's d = 256 at most); the CLI allows more
ROPE_ROW = 28  # height of one row of panel widgets
ROPE_GAP = 6  # between widgets in a row
ROPE_CONTROL_ROWS = 7
ROPE_CHAIN_SHARE = 0.48  # share of the drawing height given to the chain (the plot gets the rest)
ROPE_PICTURE_SEEN = 1 / 3  # of the chain, or the plot's curve, above a box over the panel (else none)
ROPE_AXIS_MARGIN = 44  # kept free left and right of the score axis for Δ tick labels and the Δ marker
ROPE_PANEL_BG = (18, 20, 28)
ROPE_AREA_BG = (14, 16, 22)
ROPE_AREA_BORDER = (38, 43, 58)
ROPE_AXIS = (62, 70, 92)
ROPE_GRID = (30, 34, 46)
ROPE_CURVE = (255, 196, 84)
ROPE_GUIDE = (120, 200, 255)
ROPE_MARKER = (255, 222, 140)
ROPE_BEST = (120, 220, 170)
ROPE_ORIGIN = (120, 200, 255)
ROPE_CIRCLE = (44, 52, 74)
ROPE_FAST = (255, 150, 90)  # arrow colours run from fast (pair 0) ...
ROPE_SLOW = (110, 160, 255)  # ... to slow (the last pair)
ROPE_ROPE_SCORE = (120, 220, 170)
ROPE_ADDITIVE_SCORE = (255, 140, 120)
