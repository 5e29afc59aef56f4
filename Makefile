# The two commands of the README: `make start` and `make test`. Everything else is a helper target.
SHELL := /bin/bash
PORT ?= 3000
DATA_DIR ?= ./data
export PORT DATA_DIR

.PHONY: start test install build typecheck lint test-contract test-web test-server test-unit test-pg test-budget \
  test-e2e test-checks check-budget e2e-desktop e2e-mobile bench

## Installs dependencies when package-lock.json changed since the last install.
node_modules/.installed: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

install: node_modules/.installed

build: install
	npm -w apps/web run build

## Runs the app on http://localhost:$(PORT): embedded database (or DATABASE_URL) with the real catalogue.
start: build
	NODE_ENV=production npx tsx apps/server/src/server.ts

typecheck: install
	npx tsc -p packages/contract --noEmit
	npx tsc -p apps/server --noEmit
	npx tsc -p apps/web --noEmit
	npx tsc -p e2e --noEmit
	npx tsc -p bench --noEmit

lint: install
	npx eslint . --max-warnings=0

test-contract: install
	npx vitest run --root packages/contract --passWithNoTests

test-web: install
	npx vitest run --root apps/web

## The server's unit and API tests on embedded PGlite.
test-server: install
	npx vitest run --root apps/server

## Unit and API tests on embedded PGlite: the server's and the web app's suites side by side.
test-unit: test-contract
	bash scripts/parallel.sh "server=$(MAKE) --no-print-directory test-server" "web=$(MAKE) --no-print-directory test-web"

## The database tests again on a real PostgreSQL server, when one answers (TEST_DATABASE_URL or 127.0.0.1:5432).
test-pg: install
	@bash scripts/test-postgres.sh

## The JavaScript a guest's first visit loads stays within its budget (apps/web/build/check-first-load.ts).
test-budget: build check-budget

check-budget:
	npx tsx apps/web/build/check-first-load.ts

## End-to-end tests in Debian's Chromium against the production build: desktop and mobile side by side.
test-e2e: build
	bash scripts/e2e-parallel.sh

## One lane of the browser tests each (scripts/e2e-parallel.sh), on a build made beforehand.
e2e-desktop:
	bash scripts/e2e-parallel.sh desktop

e2e-mobile:
	bash scripts/e2e-parallel.sh mobile

## Everything but the browser, on both cores: types and the server's suites (PGlite, then PostgreSQL) in one
## lane; lint, the contract's and the web app's suites and the build with its first-load budget in the
## other.
test-checks: install
	bash scripts/parallel.sh "server=$(MAKE) --no-print-directory typecheck test-server test-pg" \
	  "checks=$(MAKE) --no-print-directory lint test-contract test-web test-budget"

## Everything: typecheck, lint, unit, API (PGlite and PostgreSQL), the first-load budget, end-to-end.
## The web app is built once, first; then two lanes share the two cores, each ending with one lane of the
## browser tests against its own server. The lanes take about the same time (docs/ARCHITECTURE.md, e2e).
## When a browser test fails, its message is repeated at the end, where a CI log's tail shows it.
test: build
	rm -f e2e/test-results/port-*.json
	bash scripts/parallel.sh \
	  "one=$(MAKE) --no-print-directory --keep-going typecheck test-server test-pg lint e2e-desktop" \
	  "two=$(MAKE) --no-print-directory --keep-going check-budget test-contract test-web e2e-mobile" \
	  || { echo "Failed browser tests:"; node scripts/e2e-failures.mjs e2e/test-results/port-*.json; exit 1; }

bench: install
	npx tsx bench/import.ts
