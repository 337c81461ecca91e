#!/usr/bin/env bash
# Board delivery load test (issue 8): for each scenario, starts the real
# binary with its own private PostgreSQL and profiling endpoint on free
# loopback ports, lets cmd/boardload create the members in its database,
# connect the subscribers and post at a steady rate, prints what they saw and
# the server's memory, then stops everything. Each run is bounded in time.
#
#   scripts/board-load.sh                  # scenarios A B C once each
#   SCENARIOS="A" RUNS=2 scripts/board-load.sh
#   SCENARIOS=custom SUBSCRIBERS=500 RATE=50 DURATION=10s scripts/board-load.sh
#   PROFILE_DIR=/tmp/prof scripts/board-load.sh   # also the server's heap and CPU profiles per run
#
# Scenarios (targets from the issue):
#   A  200 subscribers x 100 posts/s for 30 s: 0 ended, 0 lost, p99 <= 250 ms
#   B  1,000 subscribers x 20 posts/s for 20 s: 0 ended, 0 lost, p99 <= 250 ms
#   C  5,000 subscribers x 1 post/s for 20 s: p95 <= 500 ms, memory per subscriber
set -euo pipefail
cd "$(dirname "$0")/.."
SCENARIOS=${SCENARIOS:-"A B C"}
RUNS=${RUNS:-1}
PER_MEMBER=${PER_MEMBER:-4}

go build -tags embedclient -o bin/journey365 ./cmd/journey365
go build -o bin/boardload ./cmd/boardload
# 5,000 websockets need 5,000 descriptors on each side.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt 12000 ]; then
  echo "board-load: ulimit -n is $(ulimit -n); scenario C needs about 12,000" >&2
fi

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

scenario() {
  case $1 in
    A) echo "200 100 30s" ;;
    B) echo "1000 20 20s" ;;
    C) echo "5000 1 20s" ;;
    custom) echo "${SUBSCRIBERS:-200} ${RATE:-10} ${DURATION:-10s}" ;;
    *) echo "board-load: unknown scenario $1 (A, B, C or custom)" >&2; exit 2 ;;
  esac
}

summary=$(mktemp /tmp/j365-load-summary-XXXXXX)
server=""
data=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  if [ -n "$data" ]; then rm -rf "$data"; fi
}
trap 'cleanup; rm -f "$summary"' EXIT

run_one() {
  local name=$1 subs rate dur port dport secret status=0
  read -r subs rate dur <<<"$(scenario "$name")"
  data=$(mktemp -d /tmp/j365-load-XXXXXX)
  chmod 755 "$data"
  port=$(free_port)
  dport=$(free_port)
  secret=$(head -c 48 /dev/urandom | base64 | tr -d '/+=\n')
  ADDR=127.0.0.1:$port DEBUG_ADDR=127.0.0.1:$dport JWT_SECRET=$secret DATA_DIR=$data DATABASE_URL= APP_ENV=production \
    ./bin/journey365 serve >"$data/server.log" 2>&1 &
  server=$!
  for _ in $(seq 1 300); do
    curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
    sleep 0.2
  done
  JWT_SECRET=$secret timeout 10m ./bin/boardload -name "$name" -url "http://127.0.0.1:$port" \
    -db "postgres:///journey?host=$data/run&user=journey&sslmode=disable" \
    -subscribers "$subs" -rate "$rate" -duration "$dur" -per-member "$PER_MEMBER" \
    -pid "$server" -debug "127.0.0.1:$dport" ${PROFILE_DIR:+-profiles "$PROFILE_DIR/$name-$run-"} | tee -a "$summary" || status=$?
  if [ "$status" != 0 ]; then
    echo "board-load: scenario $name failed ($status); the server's log ends:" >&2
    tail -n 20 "$data/server.log" >&2
  fi
  if grep -q '"level":"ERROR"\|level=ERROR' "$data/server.log"; then
    echo "board-load: the server logged errors:" >&2
    grep '"level":"ERROR"\|level=ERROR' "$data/server.log" | sort | uniq -c | sort -rn | head -n 5 >&2
  fi
  cleanup
  server=""
  data=""
}

for run in $(seq 1 "$RUNS"); do
  for name in $SCENARIOS; do
    echo "== scenario $name, run $run of $RUNS"
    run_one "$name"
  done
done
echo "== summary"
grep '^RESULT' "$summary" | sed 's/^RESULT //'
