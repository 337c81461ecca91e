#!/usr/bin/env bash
# The cluster's budgets (issue 32), through HAProxy on `seed scale` data
# (make cluster-budgets):
#
#  1. the read mix (scripts/mixes/read.json: home, dashboard, board page,
#     badge, awards) at RATE (500) requests/s for DURATION (60s): p95 under
#     50 ms, p99 under 150 ms, no failure;
#  2. SUBSCRIBERS (10,000) live board subscribers spread over the three
#     instances with 1 post/s: delivery p95 under 500 ms, and each instance's
#     heap and RSS per subscriber;
#  3. the admin lists (scripts/mixes/admin.json: users, progress, messages;
#     first page each) at ADMIN_RATE (5) requests/s: p95 under 100 ms.
#
# It starts the cluster in CLUSTER_DIR (default ./.data/cluster-budgets) with
# scripts/cluster.sh, fills its primary once with `journey365 seed scale`
# (50,000 members, 1,000,000 messages; about ten minutes the first time,
# skipped when the database already holds them), runs the three and prints
# what they measured. The cluster is stopped at the end; its data is kept for
# the next run (rm -rf the directory to start again). BUDGETS="read admin"
# runs some of them; PROFILE_DIR saves instance 1's CPU profile during the
# read mix. After each of the first two it prints where the machine's CPU
# went (instances, PostgreSQL, HAProxy, the load generator).
set -euo pipefail
cd "$(dirname "$0")/.."
export CLUSTER_DIR=${CLUSTER_DIR:-./.data/cluster-budgets}
BUDGETS=${BUDGETS-"read subscribers admin"}
RATE=${RATE:-500}
DURATION=${DURATION:-60s}
SUBSCRIBERS=${SUBSCRIBERS:-10000}
ADMIN_RATE=${ADMIN_RATE:-5}

go build -o bin/mixload ./cmd/mixload
go build -o bin/boardload ./cmd/boardload
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"

scripts/cluster.sh start
trap 'scripts/cluster.sh stop' EXIT
eval "$(scripts/cluster.sh env)"
export JWT_SECRET

members=$(psql "$PRIMARY_URL" -Atc "SELECT count(*) FROM users")
if (( members < 50000 )); then
	echo "==> Filling the cluster's primary with seed scale (about ten minutes)"
	DATABASE_URL=$PRIMARY_URL bin/journey365 seed scale --force
	PGOPTIONS="-c client_min_messages=error" psql "$PRIMARY_URL" -qc "ANALYZE"
fi
psql "$PRIMARY_URL" -Atc "SELECT 'data: ' || (SELECT count(*) FROM users) || ' users, ' || (SELECT count(*) FROM messages) || ' messages, ' || (SELECT count(*) FROM groups) || ' groups'"

ops=$(mktemp /tmp/j365-ops-XXXXXX.json)
trap 'rm -f "$ops"; scripts/cluster.sh stop' EXIT
(cd client && node scripts/operations.mjs) > "$ops"

# Where the two cores went during a budget: CPU seconds of the instances,
# each PostgreSQL server (postmaster and backends), HAProxy, and the rest of
# the machine (the load generator), from /proc.
ticks() {
	local t=0 pid
	for pid in "$@"; do
		[[ -r /proc/$pid/stat ]] && t=$((t + $(awk '{ print $14 + $15 }' "/proc/$pid/stat")))
	done
	echo "$t"
}
pg_pids() {
	local pm
	pm=$(head -1 "$CLUSTER_DIR/pg/$1/postmaster.pid" 2>/dev/null) || return 0
	echo "$pm" $(pgrep -P "$pm")
}
cpu_snapshot() {
	echo "$(ticks "$APP_PID_1" "$APP_PID_2" "$APP_PID_3") $(ticks $(pg_pids primary)) $(ticks $(pg_pids standby))" \
		"$(ticks $(cat "$CLUSTER_DIR/haproxy.pid") ${haproxy2:-}) $(awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat)"
}
cpu_report() { # cpu_report BEFORE AFTER SECONDS
	local hz
	hz=$(getconf CLK_TCK)
	read -r a1 p1 s1 h1 m1 <<<"$1"
	read -r a2 p2 s2 h2 m2 <<<"$2"
	awk -v hz="$hz" -v secs="$3" -v cores="$(nproc)" -v a=$((a2 - a1)) -v p=$((p2 - p1)) -v s=$((s2 - s1)) -v h=$((h2 - h1)) -v m=$((m2 - m1)) 'BEGIN {
		printf "  CPU over %ds: instances %.1fs, primary %.1fs, standby %.1fs, HAProxy %.1fs, the rest (load generator) %.1fs; busy %.1fs of %ds (%d cores)\n",
			secs, a / hz, p / hz, s / hz, h / hz, (m - a - p - s - h) / hz, m / hz, secs * cores, cores }'
}

failed=0
for budget in $BUDGETS; do
	case $budget in
	read)
		echo "==> Read mix through HAProxy: $RATE requests/s for $DURATION (budget p95 50 ms, p99 150 ms, no failure)"
		if [[ -n ${PROFILE_DIR:-} ]]; then # instance 1's CPU profile over 20 s of the mix
			mkdir -p "$PROFILE_DIR"
			(sleep 10 && curl -fsS -o "$PROFILE_DIR/read-app1-cpu.pprof" "http://$DEBUG_ADDR_1/debug/pprof/profile?seconds=20") &
		fi
		before=$(cpu_snapshot)
		began=$(date +%s)
		bin/mixload -url "$HAPROXY_URL" -db "$PRIMARY_URL" -ops "$ops" -mix scripts/mixes/read.json \
			-rate "$RATE" -d "$DURATION" -p95 50ms -p99 150ms -label "read mix" || failed=1
		cpu_report "$before" "$(cpu_snapshot)" $(($(date +%s) - began))
		;;
	admin)
		echo "==> Admin lists through HAProxy: $ADMIN_RATE requests/s for 30s (budget p95 100 ms)"
		bin/mixload -url "$HAPROXY_URL" -db "$PRIMARY_URL" -ops "$ops" -mix scripts/mixes/admin.json \
			-rate "$ADMIN_RATE" -d 30s -warmup 3s -p95 100ms -label "admin lists" || failed=1
		;;
	subscribers)
		# HAProxy holds two descriptors per websocket (client and instance): where one process
		# may open at most 20,000 (this machine's hard limit), 10,000 subscribers need two
		# HAProxy processes, as two balancer hosts would be; each gets half.
		second=$((${HAPROXY_URL##*:} + 100))
		(
			set -a; source "$CLUSTER_DIR/haproxy.env"; set +a
			HAPROXY_BIND=127.0.0.1:$second HAPROXY_STATS_SOCKET=$CLUSTER_DIR/haproxy-2.sock \
				exec haproxy -db -f deploy/haproxy.cfg >"$CLUSTER_DIR/haproxy-2.log" 2>&1
		) &
		haproxy2=$!
		for _ in $(seq 50); do curl -fsS "http://127.0.0.1:$second/readyz" >/dev/null 2>&1 && break; sleep 0.2; done
		echo "==> $SUBSCRIBERS board subscribers through two HAProxy processes, 1 post/s for 30 s (budget delivery p95 500 ms; heap < 40 KB, RSS < 60 KB per subscriber, summed over the three instances)"
		before=$(cpu_snapshot)
		began=$(date +%s)
		bin/boardload -name "cluster" -url "$HAPROXY_URL,http://127.0.0.1:$second" -db "$PRIMARY_URL" \
			-subscribers "$SUBSCRIBERS" -rate 1 -duration 30s -dialers 32 \
			-pid "$APP_PID_1,$APP_PID_2,$APP_PID_3" -debug "$DEBUG_ADDR_1,$DEBUG_ADDR_2,$DEBUG_ADDR_3" || failed=1
		cpu_report "$before" "$(cpu_snapshot)" $(($(date +%s) - began))
		kill "$haproxy2" 2>/dev/null || true
		wait "$haproxy2" 2>/dev/null || true
		;;
	*) echo "cluster-budgets: unknown budget $budget (read, subscribers, admin)" >&2; exit 2 ;;
	esac
done
exit $failed
