#!/usr/bin/env bash
# "The 50 newest messages with their authors" (issue 9 item 5): our GraphQL
# answer against PostGraphile 4's and PostGraphile 5's (Grafast) over the
# same PostgreSQL and the same board, measured by cmd/reqload at concurrency
# 1, 8 and 16: requests a second, p50/p95/p99 latency, the server's CPU time
# per request, and how many PostgreSQL sessions the servers opened meanwhile.
# Our request carries a member's token (authentication included);
# PostGraphile's is anonymous (no row-level security), which is the generic
# layer at its fastest.
#
# Every server runs pinned to one CPU (SERVER_CPU, default 0) and the load
# generator to another (LOAD_CPU, default 1), so the servers are compared at
# the same compute and the load generator does not take theirs.
#
#   scripts/compare-postgraphile.sh                 # 100,000 messages, 3 rounds of 8 s runs at c=1, 8, 16
#   MESSAGES=1000 DURATION=5s ROUNDS=1 CONCURRENCY="16" scripts/compare-postgraphile.sh
#   BEFORE=/tmp/journey365-main scripts/compare-postgraphile.sh   # also another build of ours, interleaved
#   PROFILE=/tmp/prof scripts/compare-postgraphile.sh   # also our CPU profile during the first c=16 run
#
# Needs the machine's PostgreSQL on 127.0.0.1:5432 (trust) and npm (to fetch
# postgraphile@4.14.1 and postgraphile@5.1.5 into a temporary directory).
set -euo pipefail
cd "$(dirname "$0")/.."
DB=j365_compare_$$
MESSAGES=${MESSAGES:-100000}
DURATION=${DURATION:-8s}
ROUNDS=${ROUNDS:-3}
CONCURRENCY=${CONCURRENCY:-1 8 16}
SERVER_CPU=${SERVER_CPU:-0}
LOAD_CPU=${LOAD_CPU:-1}
BEFORE=${BEFORE:-}
PG="postgres://postgres@127.0.0.1:5432"

go build -o bin/journey365 ./cmd/journey365
go build -o bin/reqload ./cmd/reqload
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wait_for() { # url [body]
  for _ in $(seq 1 300); do
    if [ -n "${2:-}" ]; then curl -fs -H 'Content-Type: application/json' -d "$2" "$1" >/dev/null 2>&1 && return 0
    else curl -fs "$1" >/dev/null 2>&1 && return 0; fi
    sleep 0.2
  done
  echo "no answer from $1" >&2
  return 1
}

work=$(mktemp -d /tmp/j365-compare-XXXXXX)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
  psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB" >/dev/null 2>&1 || true
  [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
psql "$PG/postgres" -qc "CREATE DATABASE $DB"

(cd "$work" && mkdir pg4 pg5 &&
  (cd pg4 && npm install --silent --no-audit --no-fund postgraphile@4.14.1 >/dev/null 2>&1) &&
  (cd pg5 && npm install --silent --no-audit --no-fund postgraphile@5.1.5 @envelop/core@5 node@22 >/dev/null 2>&1)) &
npm_job=$!

secret=$(head -c 48 /dev/urandom | base64 | tr -d '/+=\n')
start_ours() { # binary data-dir → sets port, dport, pid
  mkdir -p "$2"
  port=$(free_port) dport=$(free_port)
  DEBUG_ADDR=127.0.0.1:$dport ADDR=127.0.0.1:$port JWT_SECRET=$secret DATA_DIR=$2 \
    DATABASE_URL="$PG/$DB?sslmode=disable" APP_ENV=production taskset -c "$SERVER_CPU" "$1" serve >"$2/log" 2>&1 &
  pid=$!
  pids+=("$pid")
  wait_for "http://127.0.0.1:$port/readyz"
}
start_ours bin/journey365 "$work/ours"
ours_port=$port ours_dport=$dport ours_pid=$pid
labels=("journey365") ports=("$ours_port") server_pids=("$ours_pid")
if [ -n "$BEFORE" ]; then
  start_ours "$BEFORE" "$work/before"
  labels+=("journey365 before ($(basename "$BEFORE"))") ports+=("$port") server_pids+=("$pid")
fi

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
  "http://127.0.0.1:$ours_port/api/auth/login" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])')

wait $npm_job
# PostGraphile 5 needs Node 22 (Promise.withResolvers): both run on the node
# package's Node 22. In 5 the column id is rowId (id is the global node id).
node=$work/pg5/node_modules/.bin/node
pg4_query="{\"query\":\"{ allMessages(first: 50, orderBy: [CREATED_AT_DESC, ID_DESC], condition: {groupId: \\\"$group\\\"}) { nodes { id authorName content createdAt } } }\"}"
pg5_query="{\"query\":\"{ allMessages(first: 50, orderBy: [CREATED_AT_DESC, ROW_ID_DESC], condition: {groupId: \\\"$group\\\"}) { nodes { rowId authorName content createdAt } } }\"}"
pport=$(free_port)
(cd "$work/pg4" && exec taskset -c "$SERVER_CPU" "$node" node_modules/.bin/postgraphile -c "$PG/$DB" -s public -n 127.0.0.1 \
  -p "$pport" --disable-query-log >"$work/pg4.log" 2>&1) &
pids+=("$!")
labels+=("postgraphile 4.14.1 (anonymous)") ports+=("$pport") server_pids+=("$!") queries=("$pg4_query")
p5port=$(free_port)
(cd "$work/pg5" && exec taskset -c "$SERVER_CPU" env NODE_ENV=production GRAPHILE_ENV=production \
  "$node" node_modules/.bin/postgraphile -P postgraphile/presets/amber -c "$PG/$DB" -s public -n 127.0.0.1 -p "$p5port" \
  >"$work/pg5.log" 2>&1) &
pids+=("$!")
labels+=("postgraphile 5.1.5 (anonymous)") ports+=("$p5port") server_pids+=("$!") queries+=("$pg5_query")
wait_for "http://127.0.0.1:$pport/graphql" "$pg4_query"
wait_for "http://127.0.0.1:$p5port/graphql" "$pg5_query"

our_query='{"query":"{ board(first: 50) { messages { id authorName content createdAt } } }"}'
sessions() { psql "$PG/postgres" -Atc "SELECT sessions FROM pg_stat_database WHERE datname = '$DB'"; }
echo "50 newest messages with their authors, board of $MESSAGES messages, $DURATION per run, servers on CPU $SERVER_CPU, load on CPU $LOAD_CPU"
run() { # contender-index concurrency
  local i=$1 c=$2 args=()
  if [ "$i" -lt $(( ${#labels[@]} - 2 )) ]; then
    args=(-body "$our_query" -header "Authorization: Bearer $token")
  else
    args=(-body "${queries[$((i - n + 2))]}")
  fi
  local before after
  before=$(sessions)
  taskset -c "$LOAD_CPU" ./bin/reqload -label "${labels[$i]}" -url "http://127.0.0.1:${ports[$i]}/graphql" "${args[@]}" \
    -pid "${server_pids[$i]}" -c "$c" -d "$DURATION" | tr -d '\n' | tee -a "$work/$i-c$c.txt"
  sleep 1.1 # PostgreSQL reports its session counts at most once a second
  after=$(sessions)
  # Each sessions() call is a session of its own: the reading before this
  # one. PostgreSQL counts a session when it reports, so a count may come a
  # run late: read the figure as about, never below 0.
  local opened=$((after - before - 1))
  echo " new-pg-sessions=$((opened < 0 ? 0 : opened))" | tee -a "$work/$i-c$c.txt"
}

# Rounds rotate which contender goes first, so a machine that slows down or
# speeds up during the runs (a shared 2-core box does) favours none.
n=${#labels[@]}
for c in $CONCURRENCY; do
  for round in $(seq 1 "$ROUNDS"); do
    if [ -n "${PROFILE:-}" ] && [ "$c" = 16 ] && [ "$round" = 1 ]; then
      mkdir -p "$PROFILE"
      secs=${DURATION%s}
      curl -fs "http://127.0.0.1:$ours_dport/debug/pprof/profile?seconds=$((secs > 2 ? secs - 1 : 1))" -o "$PROFILE/ours-c16.pprof" &
      prof_job=$!
    fi
    for k in $(seq 0 $((n - 1))); do run $(( (k + round - 1) % n )) "$c"; done
    if [ -n "${prof_job:-}" ]; then
      wait "$prof_job" && echo "our CPU profile at c=16: $PROFILE/ours-c16.pprof (go tool pprof -top bin/journey365 $PROFILE/ours-c16.pprof)"
      prof_job=""
    fi
  done
done

# The median of each figure over the rounds.
median() { # file field
  grep -o " $2=[0-9.-]*" "$1" | cut -d= -f2 | sort -n |
    awk '{v[NR]=$1} END {if (NR == 0) print 0; else print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'
}
echo
echo "median of $ROUNDS rounds (ratios: ours / PostGraphile 4 and ours / PostGraphile 5):"
printf "  %-3s %-40s %9s %9s %9s %9s %11s %9s\n" c server req/s p50-ms p95-ms p99-ms cpu-ms/req pg-conns
for c in $CONCURRENCY; do
  for i in $(seq 0 $((n - 1))); do
    f="$work/$i-c$c.txt"
    printf "  %-3s %-40s %9.1f %9.2f %9.2f %9.2f %11.3f %9s\n" "$c" "${labels[$i]}" "$(median "$f" req/s)" \
      "$(median "$f" p50)" "$(median "$f" p95)" "$(median "$f" p99)" "$(median "$f" cpu)" "$(median "$f" new-pg-sessions)"
  done
  for t in $((n - 2)) $((n - 1)); do
    f="$work/$t-c$c.txt" o="$work/0-c$c.txt"
    awk -v c="$c" -v who="${labels[$t]%% (*}" -v our_rps="$(median "$o" req/s)" -v their_rps="$(median "$f" req/s)" \
      -v our_p99="$(median "$o" p99)" -v their_p99="$(median "$f" p99)" \
      'BEGIN {printf "  c=%s  journey365 against %s: %.2fx the req/s, %.2fx the p99\n", c, who, our_rps / their_rps, our_p99 / their_p99}'
  done
done
