# Journey 365. `make run` serves the app on :8080; `make test` is what CI runs.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
GO ?= go
BIN := bin/journey365
CLIENT_SRC := $(shell find client/src client/public client/index.html client/vite.config.ts client/tsconfig*.json -type f 2>/dev/null | grep -v '^client/src/gql/')

.PHONY: run demo seed-scale build client deps generate check-generated vet lint fmt-check test test-go test-client test-e2e chromium bench-board bench-board-page bench-admin bench-progress bench-reminders bench-awards bench-ratelimit bench-import compare-postgraphile compare-dashboard drill cluster cluster-stop cluster-drill cluster-budgets test-cluster lighthouse size-check clean

## run: install client dependencies, build everything, serve on :8080 (embedded PostgreSQL unless DATABASE_URL is set)
run: build
	./$(BIN) serve

## demo: build, fill a database with the demo programme (journey365 seed demo), serve on :8080. Without DATABASE_URL the
## demo has its own private PostgreSQL under ./.data/demo (DEMO_DATA_DIR), apart from make run's; a database that already
## has members or groups is served as it is (seed demo exits 3 and changes nothing). rm -rf .data/demo starts again.
DEMO_DATA_DIR ?= ./.data/demo
demo: build
	export DATA_DIR="$${DATA_DIR:-$(DEMO_DATA_DIR)}"; \
	./$(BIN) seed demo || { status=$$?; [ $$status -eq 3 ] || exit $$status; echo "Serving the database as it is."; }; \
	exec ./$(BIN) serve

## seed-scale: build, fill DATABASE_URL (or a private PostgreSQL under ./.data/scale, SCALE_DATA_DIR) with a large programme
## for benchmarks and sizing: 50,000 members in 200 groups, their reports and check-ins, 1,000,000 messages, 20,000
## donations (journey365 seed scale; SCALE_FLAGS="--members N --groups N --messages N --donations N --force"); prints
## the time of each part. Exits 3, changing nothing, on a database that already has members or groups.
SCALE_DATA_DIR ?= ./.data/scale
seed-scale: build
	DATA_DIR="$${DATA_DIR:-$(SCALE_DATA_DIR)}" ./$(BIN) seed scale $(SCALE_FLAGS)

## build: the single binary at bin/journey365 with the client embedded (-tags embedclient; without it a placeholder page stands in, so go build ./... needs no Node)
build: client
	@echo "==> Building the binary ($(BIN))"
	$(GO) build -tags embedclient -o $(BIN) ./cmd/journey365

client/node_modules/.installed: client/package.json client/package-lock.json
	@echo "==> Installing the client's dependencies (npm ci, about half a minute the first time)"
	cd client && npm ci --no-audit --no-fund --loglevel=error
	touch $@

deps: client/node_modules/.installed

client/dist/index.html: client/node_modules/.installed $(CLIENT_SRC) $(wildcard client/src/gql/*)
	@echo "==> Building the client (vite build, route pages, compressed copies)"
	cd client && npm run --silent build

client: client/dist/index.html

## generate: regenerate gqlgen (graph/, resolvers/) and graphql-codegen (client/src/gql) output
generate: deps
	$(GO) tool gqlgen generate
	cd client && npm run codegen

## check-generated: fail when generated files are stale (it regenerates them, so commit the result)
check-generated: deps
	scripts/check-generated.sh

vet: client
	$(GO) vet ./...
	$(GO) vet -tags embedclient ./client/

## lint: staticcheck and deadcode (both pinned in go.mod's tool block) on every package; deadcode counts the tests as callers
lint: deps
	$(GO) tool staticcheck ./...
	cd client && node scripts/lint-i18n.mjs
	@dead=$$($(GO) tool deadcode -test ./...); \
	if [ -n "$$dead" ]; then echo "deadcode: unreachable functions (delete them):"; echo "$$dead"; exit 1; fi

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v '^graph/generated.go$$')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

## test: everything CI checks: generated code, vet, format, Go tests on real PostgreSQL, client tests, browser tests
test: check-generated fmt-check vet lint test-go test-cluster test-client size-check test-e2e

## (the authorisation matrix runs every case in a fresh world: the app package takes minutes, past go test's default 10 m on a busy machine)
## (on a throwaway PostgreSQL of their own without fsync, scripts/test-postgres.sh; TEST_DATABASE_URL picks another server)
test-go: client
	scripts/test-postgres.sh $(GO) test -race -count=1 -timeout 30m ./...
	$(GO) test -count=1 -tags embedclient ./client/

test-client: deps
	cd client && npm run typecheck && npm test

## chromium: Debian's Chromium for the browser tests (never a downloaded browser)
chromium:
	@command -v chromium >/dev/null || { \
	  echo "Installing Debian's chromium for the browser tests..."; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null; }

test-e2e: build chromium
	cd client && npm run e2e

## bench-board: the board load scenarios A/B/C (SCENARIOS, RUNS): deliveries, ended, lost, duplicates, latency, server memory
bench-board: client
	scripts/board-load.sh

## compare-postgraphile: the 50 newest messages with their authors, ours against PostGraphile 4 and 5 over the same database, servers pinned to one CPU: req/s, p50/p95/p99, CPU per request at c=1, 8, 16 (MESSAGES, DURATION, ROUNDS, CONCURRENCY, BEFORE)
compare-postgraphile:
	scripts/compare-postgraphile.sh

## compare-dashboard: the member dashboard through the real handler against a plain net/http handler running the same statements, c=16: req/s and CPU per request, ratios; target ≥ 0.9× the req/s, ≤ 1.5× the CPU
compare-dashboard:
	go test ./app/ -run '^$$' -bench CompareDashboard -benchtime 3000x

## bench-board-page: board page, badge and dashboard over 1,000 vs 100,000 messages through the real handler: p50 (c=1), req/s and CPU per request (c=8)
bench-board-page:
	go test ./app/ -run '^$$' -bench BoardPages -benchtime 200x

## bench-admin: the admin users page of 50 (no filter, searches, filters) and a group's members over 50,000 users in 200 groups through the real handler: p50/p95 (c=1), req/s (c=1, c=8); target p95 ≤ 50 ms
bench-admin:
	go test ./app/ -run '^$$' -bench AdminLists -benchtime 200x

## bench-reminders: 50,000 members whose reminder falls in the same minute, queued and rendered by one pass (budget 2 min,
## heap bounded), and reminders delivered through a real SMTP server on loopback by one sender (budget 100 mails/s)
bench-reminders:
	go test ./reminders/ -run '^$$' -bench 'CrowdedMinute|Delivery' -benchtime 1x

## bench-progress: the admin Progress tab's page of 50 (no filter, a group, request status, at risk, searches, each order, a second page) over 50,000 members (55,000 memberships, ~280,000 saved milestones) through the real handler: p50/p95 (c=1); target p95 ≤ 150 ms
bench-progress:
	go test ./app/ -run '^$$' -bench ProgressPage -benchtime 200x

## bench-awards: the Awards page's public reads over 50,000 approved members through the real handler, anonymously (tier counts, a tier's pages, the first load, the public REST list): p50/p95 (c=1), req/s (c=8); target a few ms
bench-awards:
	go test ./app/ -run '^$$' -bench AwardsPage -benchtime 300x

## bench-ratelimit: what the shared rate limit (one bucket row in PostgreSQL for every instance) adds to a limited call, one at a time over the pool: p50/p95 in µs, beside the in-memory bucket; target p50 under 200 µs
bench-ratelimit:
	go test ./ratelimit/ -run '^$$' -bench SharedAllow -benchtime 20000x

## bench-import: the member import of a 5,000-row file (every problem kind among them) through the real handler over 50,000 users in 200 groups: the preview's p50/p95 through the handler and in the service alone (target under 3 s, aimed well under 100 ms), and the import of ~4,600 valid rows (users, memberships, welcome mails, audit) p50/p95
bench-import:
	go test ./app/ -run '^$$' -bench 'Preview5000' -benchtime 30x
	go test ./app/ -run '^$$' -bench 'Import5000' -benchtime 3x

## drill: fault drills against the real binary: kill -9 its PostgreSQL under writes, SIGSTOP it, SIGTERM with requests in flight (takes ~2 min; not part of test)
drill: build
	scripts/drill.sh

## cluster: build, then start on this machine a PostgreSQL 15 primary and a streaming standby, three instances and HAProxy
## in front (deploy/haproxy.cfg; installs Debian's haproxy when missing); prints the URL. State in CLUSTER_DIR (./.data/cluster)
cluster: build
	scripts/cluster.sh start

## cluster-stop: stop everything make cluster started (the data stays in CLUSTER_DIR)
cluster-stop:
	scripts/cluster.sh stop

## cluster-drill: fault drills through HAProxy on a cluster of its own (scripts/cluster-drill.sh: kill -9 of an instance, rolling restarts, the primary and the standby restarted; SHORT=1 for a minute-long form)
cluster-drill: build
	scripts/cluster-drill.sh

## cluster-budgets: the cluster's budgets through HAProxy on seed scale data (scripts/cluster-budgets.sh; the data is made once, ~10 min, in ./.data/cluster-budgets): the read mix at 500 requests/s for 60 s (p95 < 50 ms, p99 < 150 ms), 10,000 board subscribers at 1 post/s (delivery p95 < 500 ms, memory per subscriber), the admin lists' first pages (p95 < 100 ms); BUDGETS="read admin" for some
cluster-budgets: build
	scripts/cluster-budgets.sh

## test-cluster: the short cluster drills for make test (90 subscribers, a kill -9 and a rolling restart, about a minute)
test-cluster: build
	SHORT=1 scripts/cluster-drill.sh

## size-check: fail when / loads more than 120 kB of gzipped JavaScript (the built index.html and its static imports)
size-check: client
	cd client && node scripts/size-check.mjs

## lighthouse: Lighthouse (mobile) on /, /login, /register and the signed-in /dashboard against the real binary; fails below accessibility 100 or performance 90 (/dashboard: a floor of 50, see the script); reports best practices and the installable-app audits Lighthouse 12 keeps (not part of test)
lighthouse: build chromium
	cd client && node scripts/lighthouse.mjs

clean:
	rm -rf bin client/dist
