# Aplauso: the two commands are `make run` and `make test`. Everything else is a building block.
SHELL := /bin/bash
.DEFAULT_GOAL := help
PORT ?= 8080
DATA_DIR ?= ./data

.PHONY: help run test lint format bootstrap bootstrap-run server server-ci web web-current web-verify \
        test-server test-server-run test-web test-web-static test-web-eslint test-web-checks test-web-unit test-e2e check-format check-shape check-bundles bench clean

help:
	@echo "make run    build everything and start Aplauso on http://localhost:$(PORT) (demo organisation)"
	@echo "make test   install what is missing and run every test (C++ on SQLite and PostgreSQL, web, browser)"
	@echo "make lint   make test's checks plus clang-tidy"
	@echo "make bench  build and run the benchmarks in bench/"

## The two commands

# The web app is built only when stale, into a new folder swapped in at once (a server already
# running from this checkout keeps serving the old build meanwhile).
run: bootstrap-run web-current server
	DATA_DIR=$(DATA_DIR) PORT=$(PORT) STATIC_DIR=web/dist ./server/build/release/aplauso serve --seed-demo

# Each stage prints its time; the slowest are the C++ build and the browser tests. The server
# tests, eslint and the other web checks run at the same time (scripts/together). eslint is one
# thread and the longest of the three: it keeps the normal priority and the other two yield to
# it (nice), so it has a core of its own from the start instead of a third of one (2026-12-02:
# server tests 547 s, web checks 668 s, eslint 962 s at equal priority, against about 310 s
# alone). The unit tests, which use every core, come after.
test: bootstrap
	@start=$$(date +%s); \
	scripts/stage "checks (format, module shape, bundles)" $(MAKE) -s --no-print-directory check-format check-shape check-bundles && \
	scripts/stage "server build" $(MAKE) -s --no-print-directory server-ci && \
	scripts/together \
		"server tests (SQLite and PostgreSQL)" "nice -n 10 $(MAKE) -s --no-print-directory test-server-run" \
		"web lint (eslint)" "$(MAKE) -s --no-print-directory test-web-eslint" \
		"web checks (prettier, types, contract, i18n, bundle)" "nice -n 10 $(MAKE) -s --no-print-directory test-web-checks" && \
	scripts/stage "web unit tests" $(MAKE) -s --no-print-directory test-web-unit && \
	scripts/stage "browser tests" $(MAKE) -s --no-print-directory test-e2e && \
	echo "make test: all green in $$(( $$(date +%s) - start )) s"

## Building blocks

bootstrap:
	@scripts/bootstrap

bootstrap-run:
	@scripts/bootstrap run

server:
	@cd server && { [ -f build/release/build.ninja ] || cmake --preset release >/dev/null; } && cmake --build --preset release

server-ci:
	@cd server && { [ -f build/ci/build.ninja ] || cmake --preset ci >/dev/null; } && cmake --build --preset ci

# Type-checks, then builds the bundle even when it is current (replacing dist/ in one step).
web:
	@cd web && npm run build --silent

# The bundle only when dist/ is older than its sources or its VITE_* variables changed (make run
# and make test build it once); web/scripts/build-if-stale.mjs.
web-current:
	@cd web && node scripts/build-if-stale.mjs

check-format:
	@scripts/check-format

check-shape:
	@scripts/check-shape

# The contract (api/openapi.yaml) and the served glossary are bundles of the modules' parts: the
# server reads both (the contract test, the embedded catalogs), so a stale one fails here, before
# the build.
check-bundles:
	@cd web && node scripts/bundle-api.mjs --check && node scripts/gen-glossary.mjs --check

test-server:
	@scripts/test-server

# The server's tests without building it first (make test builds it as a stage of its own).
test-server-run:
	@scripts/test-server --no-build

test-web:
	@cd web && npm run verify --silent

test-web-static:
	@cd web && npm run verify:static --silent

# The two halves of test-web-static, which make test runs beside the server tests: eslint and tsc
# each keep one core busy, and one after the other they left a core idle once the server tests
# ended (the README has the stage's time).
test-web-eslint:
	@cd web && npm run lint:eslint --silent

test-web-checks:
	@cd web && npm run verify:checks --silent

test-web-unit:
	@cd web && npm run verify:unit --silent

# Every browser test on SQLite, then the account flows (activation, code, recovery, photo) again
# on PostgreSQL, on two workers (one alone left a core idle: a browser, a server and a database
# do not fill two cores).
test-e2e: server-ci web-current
	@cd web && npm run e2e --silent
	@cd web && E2E_DATABASE=postgres E2E_WORKERS=2 E2E_PORT=8281 npm run e2e --silent -- \
		e2e/activation.spec.ts e2e/login-code.spec.ts e2e/password-recovery.spec.ts \
		e2e/profile-photo.spec.ts

# clang-tidy needs each file's own compile command: a configure without the unity batches.
# Clang does not know GCC's -Wno-restrict (server/CMakeLists.txt): not an error here.
lint: test
	@cd server && cmake --preset ci -B build/lint -DCMAKE_UNITY_BUILD=OFF >/dev/null && \
		clang-tidy -p build/lint --quiet --extra-arg=-Wno-unknown-warning-option \
		$$(git ls-files 'src/*.cpp')

format:
	@clang-format -i $$(git ls-files 'server/*.cpp' 'server/*.h' 'bench/*.cpp' 'bench/*.h')
	@cd web && npx prettier --write . --log-level warn

bench:
	@scripts/bench

clean:
	rm -rf server/build web/dist web/dist-builds
