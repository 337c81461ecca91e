#!/usr/bin/env bash
# "The 50 newest messages with their authors" (issue 9 item 5): our GraphQL
# answer against PostGraphile 4's over the same PostgreSQL and the same
# board, measured by cmd/reqload at concurrency 1 and 8. Our request carries
# a member's token (authentication included); PostGraphile's is anonymous
# (no row-level security), which is the generic layer at its fastest.
#
#   scripts/compare-postgraphile.sh                 # 100,000 messages, 3 rounds of 8 s runs
#   MESSAGES=1000 DURATION=5s ROUNDS=1 scripts/compare-postgraphile.sh
#   PROFILE=/tmp/prof scripts/compare-postgraphile.sh   # also our CPU profile during the c=8 run
#
# Needs the machine's PostgreSQL on 127.0.0.1:5432 (trust) and npm (to fetch
# postgraphile@4.14.1 into a temporary directory).
set -euo pipefail
cd "$(dirname "$0")/.."
DB=j365_compare_$$
MESSAGES=${MESSAGES:-100000}
DURATION=${DURATION:-8s}
ROUNDS=${ROUNDS:-3}
PG="postgres://postgres@127.0.0.1:5432"

go build -o bin/journey365 ./cmd/journey365
go build -o bin/reqload ./cmd/reqload
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

work=$(mktemp -d /tmp/j365-compare-XXXXXX)
ours="" theirs=""
cleanup() {
  for p in $ours $theirs; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
  psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
psql "$PG/postgres" -qc "CREATE DATABASE $DB"

(cd "$work" && npm install --silent --no-audit --no-fund postgraphile@4.14.1 >/dev/null 2>&1) &
npm_job=$!

port=$(free_port)
dport=$(free_port)
DEBUG_ADDR=127.0.0.1:$dport ADDR=127.0.0.1:$port JWT_SECRET=$(head -c 48 /dev/urandom | base64 | tr -d '/+=\n') DATA_DIR=$work \
  DATABASE_URL="$PG/$DB?sslmode=disable" APP_ENV=production ./bin/journey365 serve >"$work/ours.log" 2>&1 &
ours=$!
for _ in $(seq 1 150); do curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.2; done

# The board: the current quarter's group, 100 authors, MESSAGES messages a second apart, and a reader.
psql "$PG/$DB" -q -v ON_ERROR_STOP=1 -v messages="$MESSAGES" <<'SQL'
WITH g AS (SELECT id FROM groups WHERE start_date <= current_date ORDER BY start_date DESC LIMIT 1),
authors AS (
  INSERT INTO users (name, email)
  SELECT 'Author ' || i, 'author' || i || '@example.com' FROM generate_series(1, 100) i RETURNING id),
reader AS (INSERT INTO users (name, email) VALUES ('Ama Mensah', 'ama@example.com') RETURNING id),
members AS (
  INSERT INTO group_members (group_id, user_id)
  SELECT g.id, u FROM g, (SELECT id AS u FROM authors UNION ALL SELECT id FROM reader) x RETURNING user_id),
author_ids AS (SELECT array_agg(id ORDER BY id) AS ids FROM authors)
INSERT INTO messages (group_id, source, author_id, author_name, content, message_type, created_at)
SELECT g.id, 'user', ids[1 + i % 100], 'Author ' || (1 + i % 100), 'Message number ' || i,
       (ARRAY['milestone', 'encouragement', 'prayer', 'testimony', 'question'])[1 + i % 5],
       now() - make_interval(secs => :messages - i)
FROM g, author_ids, generate_series(1, :messages) i;
VACUUM ANALYZE;
SQL
group=$(psql "$PG/$DB" -Atc "SELECT group_id FROM group_members m JOIN users u ON u.id = m.user_id WHERE u.email = 'ama@example.com'")
token=$(curl -fs -H 'Content-Type: application/json' -d '{"email":"ama@example.com","name":"Ama Mensah"}' \
  "http://127.0.0.1:$port/api/auth/login" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])')

wait $npm_job
pport=$(free_port)
(cd "$work" && exec node node_modules/.bin/postgraphile -c "$PG/$DB" -s public -n 127.0.0.1 -p "$pport" \
  --disable-query-log >"$work/theirs.log" 2>&1) &
theirs=$!
for _ in $(seq 1 150); do
  curl -fs -H 'Content-Type: application/json' -d '{"query":"{ __typename }"}' "http://127.0.0.1:$pport/graphql" >/dev/null 2>&1 && break
  sleep 0.2
done

our_query='{"query":"{ board(first: 50) { messages { id authorName content createdAt } } }"}'
their_query="{\"query\":\"{ allMessages(first: 50, orderBy: [CREATED_AT_DESC, ID_DESC], condition: {groupId: \\\"$group\\\"}) { nodes { id authorName content createdAt } } }\"}"
echo "50 newest messages with their authors, board of $MESSAGES messages, $DURATION per run"
ours_run() {
  ./bin/reqload -label "journey365 (member token)" -url "http://127.0.0.1:$port/graphql" -body "$our_query" \
    -header "Authorization: Bearer $token" -c "$1" -d "$DURATION" | tee -a "$work/ours-c$1.txt"
}
theirs_run() {
  ./bin/reqload -label "postgraphile 4.14.1 (anonymous)" -url "http://127.0.0.1:$pport/graphql" -body "$their_query" \
    -c "$1" -d "$DURATION" | tee -a "$work/theirs-c$1.txt"
}
# The median of each side's req/s over the rounds.
median() { grep -o 'req/s=[0-9.]*' "$1" | cut -d= -f2 | sort -n | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

# Rounds alternate which side goes first, so a machine that slows down or
# speeds up during the runs (a shared 2-core box does) favours neither.
for c in 1 8; do
  for round in $(seq 1 "$ROUNDS"); do
    if [ -n "${PROFILE:-}" ] && [ "$c" = 8 ] && [ "$round" = 1 ]; then
      mkdir -p "$PROFILE"
      secs=${DURATION%s}
      curl -fs "http://127.0.0.1:$dport/debug/pprof/profile?seconds=$((secs > 2 ? secs - 1 : 1))" -o "$PROFILE/ours-c8.pprof" &
      prof_job=$!
    fi
    if [ $((round % 2)) = 1 ]; then ours_run "$c"; theirs_run "$c"; else theirs_run "$c"; ours_run "$c"; fi
    if [ -n "${prof_job:-}" ]; then
      wait "$prof_job" && echo "our CPU profile at c=8: $PROFILE/ours-c8.pprof (go tool pprof -top bin/journey365 $PROFILE/ours-c8.pprof)"
      prof_job=""
    fi
  done
done
echo "median of $ROUNDS rounds:"
for c in 1 8; do
  o=$(median "$work/ours-c$c.txt") t=$(median "$work/theirs-c$c.txt")
  awk -v c="$c" -v o="$o" -v t="$t" 'BEGIN {printf "  c=%s  journey365 %.1f req/s, postgraphile %.1f req/s: %.2fx\n", c, o, t, o / t}'
done
