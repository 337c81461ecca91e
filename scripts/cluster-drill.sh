#!/usr/bin/env bash
# The cluster's fault drills (make cluster-drill; SHORT=1 for make test): builds bin/clusterdrill,
# starts a cluster of its own with scripts/cluster.sh in a fresh temporary CLUSTER_DIR on free
# ports (so it never meets a developer's make cluster), runs the drills against it and always
# stops it. cmd/clusterdrill says what each drill does and checks; it exits 1 on any loss.
#
#   full (default): 3,000 board subscribers, 20 posts/s, 10 writes/s; kill, rolling, primary, standby
#   SHORT=1:        90 subscribers, 5 posts/s, 3 writes/s; kill and rolling only (about a minute);
#                   the 5 s reconnect budget is the full form's, the short one allows 8 s on a busy machine
#
# DRILL_FLAGS adds flags to clusterdrill (e.g. DRILL_FLAGS="-drills kill"); a failed run keeps the
# logs, KEEP=1 the whole cluster directory. Needs bin/journey365 (make build).
set -euo pipefail
cd "$(dirname "$0")/.."

[[ -x bin/journey365 ]] || { echo "cluster-drill: bin/journey365 not found: run make build first" >&2; exit 2; }
echo "==> Building bin/clusterdrill"
go build -o bin/clusterdrill ./cmd/clusterdrill

if [[ ${SHORT:-} == 1 ]]; then
	FLAGS=(-subscribers 90 -post-rate 5 -write-rate 3 -read-rate 4 -drills kill,rolling -before 3s -after 4s -settle 15s -reconnect 8s)
else
	FLAGS=(-subscribers 3000 -post-rate 20 -write-rate 10 -read-rate 10 -drills kill,rolling,primary,standby -before 5s -after 10s -settle 30s)
fi
read -r -a EXTRA <<<"${DRILL_FLAGS:-}"

# Each websocket is a descriptor here, two in HAProxy and one in an instance.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

# free PORT: nothing answers on it.
free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# Below the ephemeral range: thousands of websockets take local ports from it, and an instance
# restarted by a drill must find its own ports unused.
read -r EPHEMERAL _ </proc/sys/net/ipv4/ip_local_port_range
BASE=""
for _ in $(seq 50); do
	b=$((10000 + RANDOM % (EPHEMERAL - 10010)))
	ok=1
	for p in $(seq "$b" $((b + 9))); do free "$p" || { ok=0; break; }; done
	if [[ $ok == 1 ]]; then BASE=$b; break; fi
done
[[ -n $BASE ]] || { echo "cluster-drill: no 10 free ports in a row" >&2; exit 2; }
export HAPROXY_PORT=$BASE PRIMARY_PORT=$((BASE + 1)) STANDBY_PORT=$((BASE + 2))
export APP_PORTS="$((BASE + 3)) $((BASE + 4)) $((BASE + 5))" DEBUG_PORT_BASE=$((BASE + 5)) # debug: BASE+6..8

CLUSTER_DIR=$(mktemp -d "${TMPDIR:-/tmp}/journey365-cluster-drill.XXXXXX")
chmod 711 "$CLUSTER_DIR" # as root PostgreSQL runs as postgres, which must reach it
export CLUSTER_DIR

cleanup() {
	local status=$?
	scripts/cluster.sh stop >/dev/null 2>&1 || scripts/cluster.sh stop || true
	if [[ ${KEEP:-} == 1 ]]; then
		echo "cluster-drill: kept $CLUSTER_DIR"
	elif [[ $status != 0 ]]; then
		# The logs say what went wrong; the databases are only weight.
		rm -rf "$CLUSTER_DIR"/pg/primary "$CLUSTER_DIR"/pg/standby "$CLUSTER_DIR"/app-*/
		echo "cluster-drill: the logs are in $CLUSTER_DIR (app-*.log, haproxy.log, pg/*.log; KEEP=1 keeps everything)"
	else
		rm -rf "$CLUSTER_DIR"
	fi
	exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "==> Starting a cluster in $CLUSTER_DIR (HAProxy on 127.0.0.1:$HAPROXY_PORT)"
scripts/cluster.sh start >"$CLUSTER_DIR/start.log" 2>&1 || { cat "$CLUSTER_DIR/start.log" >&2; exit 1; }
echo "==> The drills"
bin/clusterdrill -cluster scripts/cluster.sh "${FLAGS[@]}" "${EXTRA[@]}"
