#!/usr/bin/env bash
# Fault drills against the real binary (make drill): it runs bin/journey365
# with APP_ENV=production, its own private PostgreSQL in a fresh DATA_DIR and a
# random loopback port, and checks what a user or operator would notice.
#
#  A. kill the database: members register and save progress in a loop while
#     the postmaster is killed with -9; every acknowledged write must be in
#     the database afterwards, and the server must come back by itself.
#  C. stop the database: every process of the cluster gets SIGSTOP (a stalled
#     disk, a partition that drops nothing); /readyz must answer 503 within
#     2 s, an API call its unavailable error within its 10 s budget, /healthz
#     503 once 30 s have passed; after SIGCONT everything answers again.
#  B. SIGTERM under load: requests are in flight (held in the database by a
#     lock) when SIGTERM arrives; every one must be answered with success,
#     its write present after a restart, and the drain must be bounded.
#
# Loopback only, bounded in time; it cleans up after itself and exits
# non-zero when a check fails. WRITERS (4), INFLIGHT (40) change the load.
set -euo pipefail

BIN=${BIN:-bin/journey365}
WRITERS=${WRITERS:-4}
INFLIGHT=${INFLIGHT:-40}
LOCK_HOLD=${LOCK_HOLD:-3}      # seconds the in-flight requests wait in the database
RECOVERY_LIMIT=${RECOVERY_LIMIT:-60}
DRAIN_LIMIT=20                 # the binary's drainTimeout

for tool in curl psql; do
	command -v "$tool" >/dev/null || { echo "drill: $tool is required" >&2; exit 2; }
done
[[ -x $BIN ]] || { echo "drill: $BIN not found: run make build first" >&2; exit 2; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")

WORK=$(mktemp -d "${TMPDIR:-/tmp}/journey365-drill.XXXXXX")
chmod 711 "$WORK" # as root the cluster runs as postgres, which must reach it
DATA="$WORK/data"
LOG="$WORK/server.log"
SERVER_PID=""
BG_PIDS=()
STOPPED_PIDS=()
FAILED=0

cleanup() {
	local pid
	for pid in "${STOPPED_PIDS[@]}"; do kill -CONT "$pid" 2>/dev/null || true; done
	for pid in "${BG_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
	if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
		kill -TERM "$SERVER_PID" 2>/dev/null || true
		for _ in $(seq 300); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
		kill -KILL "$SERVER_PID" 2>/dev/null || true
	fi
	if [[ ${KEEP:-} == 1 ]]; then echo "drill: kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
check() { # check "what" condition-exit-status
	if [[ $2 == 0 ]]; then echo "  ok    $1"; else echo "  FAIL  $1"; FAILED=1; fi
}

# A free loopback port: one nothing answers on.
PORT=""
for _ in $(seq 50); do
	p=$((20000 + RANDOM % 40000))
	if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then PORT=$p; break; fi
done
[[ -n $PORT ]] || { echo "drill: no free port" >&2; exit 2; }
BASE="http://127.0.0.1:$PORT"
PSQL=(psql -X -q -At "host=$DATA/run dbname=journey user=journey")

start_server() {
	DATA_DIR="$DATA" ADDR="127.0.0.1:$PORT" APP_ENV=production DATABASE_URL= \
		TRUSTED_PROXIES=127.0.0.1/32 ADMIN_PASSWORD=drill-admin-password \
		"$BIN" serve >>"$LOG" 2>&1 &
	SERVER_PID=$!
	for _ in $(seq 1200); do
		[[ $(status /readyz) == 200 ]] && return 0
		kill -0 "$SERVER_PID" 2>/dev/null || { echo "drill: the server exited at start; its log:"; tail -20 "$LOG"; exit 1; }
		sleep 0.1
	done
	echo "drill: the server did not become ready in 120 s; its log:"; tail -20 "$LOG"; exit 1
}

status() { curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$BASE$1" || true; }

# register NAME EMAIL IP → prints the token when acknowledged. X-Forwarded-For
# (believed from loopback via TRUSTED_PROXIES) gives each member its own
# address, as real sign-ups have, so the sign-up rate limit does not apply.
register() {
	local out
	out=$(curl -s --max-time 10 -H 'Content-Type: application/json' -H "X-Forwarded-For: $3" \
		-d "{\"name\":\"$1\",\"email\":\"$2\",\"city\":\"Drill City\",\"mailing_address\":\"1 Drill Lane\"}" \
		-w '\n%{http_code}' "$BASE/api/auth/register" 2>/dev/null) || return 1
	[[ ${out##*$'\n'} == 200 && $out == *'"success":true'* ]] || return 1
	out=${out%$'\n'*}
	out=${out#*\"token\":\"}
	printf '%s\n' "${out%%\"*}"
}

# save TOKEN MILESTONE DAYS: GraphQL setMissingDays; success only when the
# answer carries the milestone and no error.
save() {
	local out
	out=$(curl -s --max-time 30 -H 'Content-Type: application/json' -H "Authorization: Bearer $1" \
		-d "{\"query\":\"mutation(\$m:Int!,\$d:Int){setMissingDays(milestoneId:\$m,missingDays:\$d){id}}\",\"variables\":{\"m\":$2,\"d\":$3}}" \
		-w '\n%{http_code}' "$BASE/graphql" 2>/dev/null) || return 1
	[[ ${out##*$'\n'} == 200 && $out == *"\"setMissingDays\":{\"id\":$2}"* && $out != *'"errors"'* ]]
}

# writer N UNTIL_FILE: registers members and saves their progress until
# UNTIL_FILE exists; logs "time ok|fail kind key" lines.
writer() {
	local n=$1 stop=$2 i=0 token email
	while [[ ! -e $stop ]]; do
		i=$((i + 1))
		email="w$n-$i@drill.example"
		if token=$(register "Writer $n Member $i" "$email" "10.$n.$((i / 250)).$((i % 250 + 1))"); then
			echo "$(now) ok register $email"
			if save "$token" 1 $((i % 70)); then
				echo "$(now) ok save $email 1 $((i % 70))"
			else
				echo "$(now) fail save $email"
			fi
		else
			echo "$(now) fail register $email"
			sleep 0.05
		fi
	done
}

# probe UNTIL_FILE: /healthz and /readyz every 250 ms.
probe() {
	while [[ ! -e $1 ]]; do
		echo "$(now) $(status /healthz) $(status /readyz)"
		sleep 0.25
	done
}

echo "drill: $BIN on $BASE, DATA_DIR=$DATA"
start_server
# A group holds 50 members by default; the drills register a few hundred, and
# a member without a group has no progress to save.
"${PSQL[@]}" -c "UPDATE groups SET max_members = 100000"
# A milestone takes entries only once the member's group has reached its first
# day, and the drills save The Law and The Wisdom (day 153 on): registrations
# go to a group well under way, kept open for them (the earliest open group is
# the one a registration takes).
"${PSQL[@]}" -c "INSERT INTO groups (name, status, start_date, end_date, registration_deadline, max_members)
	SELECT 'Drill Group', 'active', d, d + 364, d + 364, 100000
	FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 152)::date AS d) s"

# --- A. kill the database ------------------------------------------------------
echo
echo "A. kill -9 the private PostgreSQL while $WRITERS writers register members and save progress"
STOP_A="$WORK/stop-a"
for n in $(seq "$WRITERS"); do
	writer "$n" "$STOP_A" >"$WORK/writer-$n.log" &
	BG_PIDS+=($!)
done
probe "$STOP_A" >"$WORK/probe.log" &
BG_PIDS+=($!)
sleep 3
PGPID=$(head -1 "$DATA/pg/postmaster.pid")
KILLED_AT=$(now)
kill -KILL "$PGPID"
echo "  killed postmaster $PGPID"

# Wait until a write succeeds through a new postmaster, then write 3 s more.
RECOVERED_AT=""
while [[ -z $RECOVERED_AT ]]; do
	awk -v e="$(elapsed "$KILLED_AT" "$(now)")" -v l="$RECOVERY_LIMIT" 'BEGIN { exit !(e > l) }' && break
	NEW=$(head -1 "$DATA/pg/postmaster.pid" 2>/dev/null || true)
	if [[ -n $NEW && $NEW != "$PGPID" ]] && "${PSQL[@]}" -c 'SELECT 1' >/dev/null 2>&1; then
		last_fail=$(cat "$WORK"/writer-*.log | awk '$2 == "fail" { print $1 }' | sort -n | tail -1)
		ok_after=$(cat "$WORK"/writer-*.log | awk -v f="${last_fail:-$KILLED_AT}" -v k="$KILLED_AT" '$2 == "ok" && $1 > f && $1 > k { print $1 }' | sort -n | head -1)
		[[ -n $ok_after ]] && RECOVERED_AT=$ok_after
	fi
	sleep 0.2
done
sleep 3
touch "$STOP_A"
wait "${BG_PIDS[@]}" 2>/dev/null || true
BG_PIDS=()

acked_registers=$(cat "$WORK"/writer-*.log | awk '$2 == "ok" && $3 == "register" { print $4 }' | sort)
acked_saves=$(cat "$WORK"/writer-*.log | awk '$2 == "ok" && $3 == "save" { print $4 " " $5 " " $6 }' | sort)
failed_total=$(cat "$WORK"/writer-*.log | awk '$2 == "fail"' | wc -l)
failed_after_kill=$(cat "$WORK"/writer-*.log | awk -v k="$KILLED_AT" '$2 == "fail" && $1 > k' | wc -l)
n_registers=$(grep -c . <<<"$acked_registers" || true)
n_saves=$(grep -c . <<<"$acked_saves" || true)
stored_users=$("${PSQL[@]}" -c "SELECT email FROM users WHERE email LIKE '%@drill.example' ORDER BY 1" | sort)
stored_saves=$("${PSQL[@]}" -c "SELECT u.email || ' ' || p.milestone_id || ' ' || p.missing_days FROM milestone_progress p JOIN users u ON u.id = p.user_id WHERE u.email LIKE '%@drill.example'" | sort)
lost_registers=$(comm -23 <(echo "$acked_registers") <(echo "$stored_users") | grep -c . || true)
lost_saves=$(comm -23 <(echo "$acked_saves") <(echo "$stored_saves") | grep -c . || true)

health_during=$(awk -v k="$KILLED_AT" -v r="${RECOVERED_AT:-9e18}" '$1 > k && $1 < r { print $2 }' "$WORK/probe.log" | sort | uniq -c | awk '{ printf "%s×%s ", $2, $1 }')
ready_during=$(awk -v k="$KILLED_AT" -v r="${RECOVERED_AT:-9e18}" '$1 > k && $1 < r { print $3 }' "$WORK/probe.log" | sort | uniq -c | awk '{ printf "%s×%s ", $2, $1 }')
health_after=$(status /healthz)
ready_after=$(status /readyz)

echo "  writes acknowledged: $n_registers registrations, $n_saves progress saves"
echo "  requests failed: $failed_total (after the kill: $failed_after_kill)"
if [[ -n $RECOVERED_AT ]]; then
	echo "  time to recovery (kill → first acknowledged write after the last failure): $(elapsed "$KILLED_AT" "$RECOVERED_AT") s"
else
	echo "  no recovery within $RECOVERY_LIMIT s"
fi
echo "  /healthz during the outage: ${health_during:-no samples}; after: $health_after"
echo "  /readyz  during the outage: ${ready_during:-no samples}; after: $ready_after"
echo "  acknowledged but missing: $lost_registers registrations, $lost_saves saves"
check "the server came back by itself" "$([[ -n $RECOVERED_AT ]]; echo $?)"
check "every acknowledged write is in the database" "$([[ $lost_registers == 0 && $lost_saves == 0 && $n_registers -gt 0 ]]; echo $?)"
check "/healthz and /readyz are 200 after recovery" "$([[ $health_after == 200 && $ready_after == 200 ]]; echo $?)"
check "the server process stayed up" "$(kill -0 "$SERVER_PID" 2>/dev/null; echo $?)"

# --- C. stop the database ------------------------------------------------------
echo
echo "C. SIGSTOP every process of the private PostgreSQL (a stalled disk or partition)"
C_TOKEN=$(register "Stall Member" "stall@drill.example" "10.250.0.1") || { echo "  registration failed"; exit 1; }
timed() { # timed PATH [curl args…] → "code seconds"
	local path=$1; shift
	curl -s -o /dev/null -w '%{http_code} %{time_total}\n' --max-time 60 "$@" "$BASE$path" || true
}
me() { timed /graphql -H 'Content-Type: application/json' -H "Authorization: Bearer $C_TOKEN" -d '{"query":"{ me { id } }"}'; }
PGPID=$(head -1 "$DATA/pg/postmaster.pid")
STOPPED_PIDS=("$PGPID" $(pgrep -P "$PGPID" || true))
kill -STOP "${STOPPED_PIDS[@]}"
STOP_AT=$(now)
echo "  stopped ${#STOPPED_PIDS[@]} processes (postmaster $PGPID and its children)"
# /healthz every second meanwhile, as an orchestrator would probe.
STOP_C="$WORK/stop-c"
( while [[ ! -e $STOP_C ]]; do echo "$(now) $(timed /healthz)"; sleep 1; done ) >"$WORK/probe-c.log" &
BG_PIDS+=($!)
read -r ready_code ready_took < <(timed /readyz)
read -r me_code me_took < <(me)
me_body=$(curl -s --max-time 60 -H 'Content-Type: application/json' -H "Authorization: Bearer $C_TOKEN" -d '{"query":"{ me { id } }"}' "$BASE/graphql" || true)
read -r login_code login_took < <(timed /api/auth/login -H 'Content-Type: application/json' -d '{"email":"stall@drill.example","name":"Stall Member"}')
echo "  /readyz: $ready_code in $ready_took s"
echo "  GraphQL me: $me_code in $me_took s ($(grep -o '"code":"[a-z_]*"' <<<"$me_body" | head -1)); REST login: $login_code in $login_took s"
UNHEALTHY_AT=""
while [[ -z $UNHEALTHY_AT ]]; do
	awk -v e="$(elapsed "$STOP_AT" "$(now)")" 'BEGIN { exit !(e > 90) }' && break
	UNHEALTHY_AT=$(awk '$2 == 503 { print $1; exit }' "$WORK/probe-c.log")
	sleep 0.5
done
touch "$STOP_C"
wait "${BG_PIDS[@]}" 2>/dev/null || true
BG_PIDS=()
health_c=$(awk '{ print $2 }' "$WORK/probe-c.log" | uniq -c | awk '{ printf "%s×%s ", $2, $1 }')
slowest_c=$(awk '{ print $3 }' "$WORK/probe-c.log" | sort -n | tail -1)
kill -CONT "${STOPPED_PIDS[@]}"
CONT_AT=$(now)
STOPPED_PIDS=()
BACK_AT=""
for _ in $(seq 600); do
	if [[ $(status /readyz) == 200 && $(status /healthz) == 200 ]]; then BACK_AT=$(now); break; fi
	sleep 0.1
done
read -r me2_code me2_took < <(me)
echo "  /healthz every second: ${health_c}(in order); 503 from $( [[ -n $UNHEALTHY_AT ]] && elapsed "$STOP_AT" "$UNHEALTHY_AT" || echo never) s after the stop; slowest answer $slowest_c s"
echo "  after SIGCONT: /readyz and /healthz 200 after $( [[ -n $BACK_AT ]] && elapsed "$CONT_AT" "$BACK_AT" || echo never) s; GraphQL me: $me2_code in $me2_took s"
lt() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'; }
check "/readyz answered 503 within 2 s" "$([[ $ready_code == 503 ]] && lt "$ready_took" 2; echo $?)"
check "/healthz answered within 2 s every time" "$(lt "$slowest_c" 2; echo $?)"
check "the API answered unavailable within its 10 s budget" "$([[ $me_code == 200 && $me_body == *'"unavailable"'* && $login_code == 503 ]] && lt "$me_took" 12 && lt "$login_took" 12; echo $?)"
check "/healthz 503 after 30 s without an answer (and before 35 s)" "$([[ -n $UNHEALTHY_AT ]] && ! lt "$(elapsed "$STOP_AT" "$UNHEALTHY_AT")" 30 && lt "$(elapsed "$STOP_AT" "$UNHEALTHY_AT")" 35; echo $?)"
check "everything answers again after SIGCONT" "$([[ -n $BACK_AT && $me2_code == 200 ]]; echo $?)"

# --- B. SIGTERM under load ---------------------------------------------------
echo
echo "B. SIGTERM with $INFLIGHT progress saves in flight (held ${LOCK_HOLD} s by a lock in the database)"
TOKENS=()
for i in $(seq "$INFLIGHT"); do
	t=$(register "Drain Member $i" "d-$i@drain.example" "10.200.$((i / 250)).$((i % 250 + 1))") || { echo "  registration $i failed"; exit 1; }
	TOKENS+=("$t")
done
"${PSQL[@]}" -c "BEGIN; LOCK TABLE milestone_progress IN EXCLUSIVE MODE; SELECT pg_sleep($LOCK_HOLD); COMMIT;" >/dev/null &
LOCKER=$!
BG_PIDS+=($LOCKER)
for _ in $(seq 100); do
	[[ $("${PSQL[@]}" -c "SELECT count(*) FROM pg_locks WHERE relation = 'milestone_progress'::regclass AND mode = 'ExclusiveLock' AND granted") == 1 ]] && break
	sleep 0.05
done
for i in $(seq "$INFLIGHT"); do
	( if save "${TOKENS[$((i - 1))]}" 3 "$i"; then echo "ok $i"; else echo "fail $i"; fi ) >"$WORK/inflight-$i.log" &
	BG_PIDS+=($!)
done
# The pool has 20 connections: the first requests wait on the lock, the
# others for a connection; all are in flight once their TCP connections are.
waiting=0 conns=0 want_lock=$((INFLIGHT < 15 ? INFLIGHT : 15))
for _ in $(seq 200); do
	waiting=$("${PSQL[@]}" -c "SELECT count(*) FROM pg_stat_activity WHERE datname = 'journey' AND wait_event_type = 'Lock'")
	conns=$(ss -Htn state established "( sport = :$PORT )" | wc -l)
	[[ $waiting -ge $want_lock && $conns -ge $INFLIGHT ]] && break
	sleep 0.05
done
echo "  in flight at SIGTERM: $conns connections, $waiting requests waiting on the lock in the database"
TERM_AT=$(now)
kill -TERM "$SERVER_PID"
sleep 0.3
refused=$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$BASE/healthz" || true)
EXIT=0
wait "$SERVER_PID" || EXIT=$?
STOPPED_AT=$(now)
SERVER_PID=""
wait "${BG_PIDS[@]}" 2>/dev/null || true
BG_PIDS=()
ok_inflight=$(cat "$WORK"/inflight-*.log | grep -c '^ok' || true)
drain=$(elapsed "$TERM_AT" "$STOPPED_AT")
echo "  answered with success: $ok_inflight of $INFLIGHT; exit status $EXIT; SIGTERM → exit: $drain s"
echo "  a new connection during the drain got: ${refused/000/refused}"

start_server
stored_drain=$("${PSQL[@]}" -c "SELECT count(*) FROM milestone_progress p JOIN users u ON u.id = p.user_id WHERE u.email LIKE 'd-%@drain.example' AND p.milestone_id = 3 AND p.missing_days = substring(u.email from 'd-([0-9]+)@')::int")
stored_a=$("${PSQL[@]}" -c "SELECT count(*) FROM users WHERE email LIKE '%@drill.example'")
echo "  after a restart: $stored_drain of $ok_inflight acknowledged saves present; $stored_a of $n_registers drill A members present"
check "every request in flight at SIGTERM succeeded" "$([[ $ok_inflight == "$INFLIGHT" ]]; echo $?)"
check "every acknowledged write survived the restart" "$([[ $stored_drain == "$ok_inflight" && $stored_a -ge $n_registers ]]; echo $?)"
check "the drain ended within ${DRAIN_LIMIT} s with exit status 0" "$([[ $EXIT == 0 ]] && awk -v d="$drain" -v l="$DRAIN_LIMIT" 'BEGIN { exit !(d < l) }'; echo $?)"
check "no new connection was accepted during the drain" "$([[ $refused == 000 ]]; echo $?)"

echo
if [[ $FAILED == 0 ]]; then echo "drill: all checks passed"; else echo "drill: FAILED (server log: KEEP=1 make drill keeps $WORK)"; fi
exit "$FAILED"
