#!/usr/bin/env bash
# Board delivery load test: starts the real binary with its own private
# PostgreSQL on a free port, connects SUBSCRIBERS websocket subscribers to one
# group and posts MESSAGES messages (cmd/boardload), then stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
SUBSCRIBERS=${SUBSCRIBERS:-1000}
MESSAGES=${MESSAGES:-20}

go build -o bin/journey365 ./cmd/journey365
go build -o bin/boardload ./cmd/boardload
ulimit -n 65536 2>/dev/null || true

data=$(mktemp -d /tmp/j365-load-XXXXXX)
chmod 755 "$data"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
ADDR=127.0.0.1:$port DATA_DIR=$data DATABASE_URL= APP_ENV=production ./bin/journey365 serve >"$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 150); do
  curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  sleep 0.2
done
./bin/boardload -url "http://127.0.0.1:$port" -subscribers "$SUBSCRIBERS" -messages "$MESSAGES"
