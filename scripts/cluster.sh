#!/usr/bin/env bash
# A Journey 365 cluster on this machine (make cluster, make cluster-stop): a PostgreSQL 15
# primary and a streaming standby (pg_basebackup, a replication slot), N instances of
# bin/journey365 against them, and HAProxy in front with deploy/haproxy.cfg. Everything it
# keeps is under CLUSTER_DIR: both data directories, sockets, logs, pids and the generated
# secrets (mode 600).
#
#   scripts/cluster.sh start | stop | status | env
#   scripts/cluster.sh kill-instance I | stop-instance I | start-instance I | restart-instance I
#   scripts/cluster.sh restart-primary | stop-standby | start-standby
#
# I counts from 1. env prints shell-sourceable variables (HAPROXY_URL, PRIMARY_URL,
# STANDBY_URL, APP_URL_I, APP_PID_I, DEBUG_ADDR_I, JWT_SECRET, CLUSTER_DIR). Every wait is
# bounded; a step that fails says what and exits non-zero.
#
# Settings: CLUSTER_DIR (./.data/cluster), PRIMARY_PORT (25432), STANDBY_PORT (25433),
# APP_PORTS ("18081 18082 18083": one instance each), DEBUG_PORT_BASE (18090: instance I
# serves pprof on DEBUG_PORT_BASE+I), HAPROXY_PORT (18080), DATABASE_POOL_SIZE (20),
# SHUTDOWN_DELAY (3s), BIN (bin/journey365), PG_BIN (/usr/lib/postgresql/15/bin).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CLUSTER_DIR=${CLUSTER_DIR:-./.data/cluster}
PRIMARY_PORT=${PRIMARY_PORT:-25432}
STANDBY_PORT=${STANDBY_PORT:-25433}
read -r -a PORTS <<<"${APP_PORTS:-18081 18082 18083}"
DEBUG_PORT_BASE=${DEBUG_PORT_BASE:-18090}
HAPROXY_PORT=${HAPROXY_PORT:-18080}
POOL_SIZE=${DATABASE_POOL_SIZE:-20}
SHUTDOWN_DELAY=${SHUTDOWN_DELAY:-3s}
BIN=${BIN:-bin/journey365}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
HAPROXY_CFG=$ROOT/deploy/haproxy.cfg

# max_connections of both servers. The budget (README, "Operations: several instances"):
# each instance opens up to DATABASE_POOL_SIZE (20) for requests, 3 for River and 1 for the
# board listener: 3 × 24 = 72, plus 3 reserved for superusers, within 100.
MAX_CONNECTIONS=100
APP_STOP_LIMIT=40  # seconds: SHUTDOWN_DELAY + the 20 s drain + 5 s for websockets, and margin
READY_LIMIT=120    # seconds for an instance to answer /readyz (the first one migrates)
UP_LIMIT=15        # seconds for HAProxy to see an instance UP
SLOT=journey365_standby

die() { echo "cluster: $*" >&2; exit 1; }

mkdir -p "$CLUSTER_DIR"
CLUSTER_DIR=$(cd "$CLUSTER_DIR" && pwd)
PG_DIR=$CLUSTER_DIR/pg           # owned by the user PostgreSQL runs as
PRIMARY_DATA=$PG_DIR/primary
STANDBY_DATA=$PG_DIR/standby
SOCKETS=$PG_DIR/run
HAPROXY_SOCKET=$CLUSTER_DIR/haproxy.sock
N=${#PORTS[@]}
[[ $N -ge 1 ]] || die "APP_PORTS names no port"
[[ $BIN == /* ]] || BIN=$ROOT/$BIN

# PostgreSQL refuses to run as root: as root, its commands run as postgres.
as_pg() {
	if [[ $(id -u) == 0 ]]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}
pg() { as_pg "$PG_BIN/$1" "${@:2}"; }
psql_primary() { as_pg psql -X -q -At -v ON_ERROR_STOP=1 -h "$SOCKETS" -p "$PRIMARY_PORT" -U postgres -d postgres "$@"; }

# secret NAME: a random secret generated once into CLUSTER_DIR/NAME (mode 600).
secret() {
	local f=$CLUSTER_DIR/$1
	if [[ ! -s $f ]]; then
		(umask 077 && head -c 48 /dev/urandom | base64 | tr -d '/+=\n' | head -c 40 >"$f")
	fi
	chmod 600 "$f"
	cat "$f"
}

DB_PASSWORD=$(secret db-password)
REPLICATION_PASSWORD=$(secret replication-password)
JWT_SECRET=$(secret jwt-secret)
ADMIN_EMAIL=${ADMIN_EMAIL:-admin@journey365.local}
ADMIN_PASSWORD=$(secret admin-password)
PRIMARY_URL="postgres://journey365:$DB_PASSWORD@127.0.0.1:$PRIMARY_PORT/journey365?sslmode=disable"
STANDBY_URL="postgres://journey365:$DB_PASSWORD@127.0.0.1:$STANDBY_PORT/journey365?sslmode=disable"
HAPROXY_URL="http://127.0.0.1:$HAPROXY_PORT"

instance_index() { # the 0-based index of instance $1, or die
	[[ $1 =~ ^[0-9]+$ && $1 -ge 1 && $1 -le $N ]] || die "no instance '$1': they are 1 to $N"
	echo $(($1 - 1))
}
app_pidfile() { echo "$CLUSTER_DIR/app-$1.pid"; }

# running PIDFILE WORD: the pid in PIDFILE when that process runs and its command line has WORD.
running() {
	local pid
	[[ -s $1 ]] || return 1
	pid=$(<"$1")
	[[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$2" || return 1
	echo "$pid"
}
app_pid() { running "$(app_pidfile "$1")" journey365; }
haproxy_pid() { running "$CLUSTER_DIR/haproxy.pid" haproxy; }

# detach PIDFILE LOG COMMAND…: runs COMMAND in its own session, output appended to LOG, its pid in PIDFILE.
detach() {
	local pidfile=$1 log=$2
	shift 2
	setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@" >>"$log" 2>&1 </dev/null &
	for _ in $(seq 50); do [[ -s $pidfile ]] && return 0; sleep 0.1; done
	die "$* did not start"
}

http_status() { curl -s -o /dev/null -m 3 -w '%{http_code}' "$1" 2>/dev/null || true; }

ensure_tools() {
	local missing=()
	command -v haproxy >/dev/null || missing+=(haproxy)
	command -v socat >/dev/null || missing+=(socat)
	if [[ ${#missing[@]} -gt 0 ]]; then
		[[ $(id -u) == 0 ]] || die "${missing[*]} missing: apt-get install ${missing[*]} (as root)"
		echo "==> Installing Debian's ${missing[*]}"
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
	fi
	[[ -x $PG_BIN/postgres ]] || die "PostgreSQL 15 is not in $PG_BIN: apt-get install postgresql-15 (or set PG_BIN)"
	command -v psql >/dev/null || die "psql missing: apt-get install postgresql-client-15"
	[[ -x $BIN ]] || die "$BIN not found: run make build first"
}

prepare_dirs() {
	chmod 711 "$CLUSTER_DIR" # PostgreSQL's user must reach pg/; nothing else here is readable
	mkdir -p "$PG_DIR" "$SOCKETS"
	if [[ $(id -u) == 0 ]]; then
		chown postgres:postgres "$PG_DIR" "$SOCKETS"
		as_pg test -x "$PG_DIR" || die "user postgres cannot reach $PG_DIR: make its parent directories traversable (chmod o+x) or set CLUSTER_DIR elsewhere"
	fi
	chmod 700 "$PG_DIR" "$SOCKETS"
}

init_primary() {
	[[ -s $PRIMARY_DATA/PG_VERSION ]] && return 0
	echo "==> Creating the primary in $PRIMARY_DATA"
	local pwfile=$PG_DIR/initdb-pw
	(umask 077 && secret db-password >"$pwfile")
	[[ $(id -u) == 0 ]] && chown postgres:postgres "$pwfile"
	pg initdb -D "$PRIMARY_DATA" -U postgres --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
		-E UTF8 --locale=C.UTF-8 >"$PG_DIR/initdb.log" 2>&1 || { cat "$PG_DIR/initdb.log" >&2; die "initdb failed"; }
	rm -f "$pwfile"
	as_pg tee -a "$PRIMARY_DATA/postgresql.conf" >/dev/null <<-EOF

		# scripts/cluster.sh
		listen_addresses = '127.0.0.1'
		port = $PRIMARY_PORT
		unix_socket_directories = '$SOCKETS'
		unix_socket_permissions = 0700
		max_connections = $MAX_CONNECTIONS
		superuser_reserved_connections = 3
		wal_level = replica
		max_wal_senders = 5
		max_replication_slots = 5
		hot_standby = on
		hot_standby_feedback = on
		log_line_prefix = '%m [%p] %q%u@%d '
	EOF
	# Sockets only for postgres (the socket directory is private); over TCP a password.
	as_pg tee "$PRIMARY_DATA/pg_hba.conf" >/dev/null <<-EOF
		# scripts/cluster.sh
		local all         postgres                 trust
		host  replication replicator 127.0.0.1/32  scram-sha-256
		host  journey365  journey365 127.0.0.1/32  scram-sha-256
	EOF
}

start_primary() {
	if pg pg_ctl -D "$PRIMARY_DATA" status >/dev/null 2>&1; then return 0; fi
	echo "==> Starting the primary on 127.0.0.1:$PRIMARY_PORT"
	pg pg_ctl -D "$PRIMARY_DATA" -l "$PG_DIR/primary.log" -w -t 60 start >/dev/null ||
		{ tail -20 "$PG_DIR/primary.log" >&2; die "the primary did not start"; }
}

# Roles and the database; passwords are set again each time, so they follow the files.
setup_primary() {
	psql_primary <<-EOF
		SELECT 'CREATE ROLE journey365 LOGIN' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'journey365') \gexec
		SELECT 'CREATE ROLE replicator LOGIN REPLICATION' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'replicator') \gexec
		ALTER ROLE journey365 PASSWORD '$DB_PASSWORD';
		ALTER ROLE replicator PASSWORD '$REPLICATION_PASSWORD';
		SELECT 'CREATE DATABASE journey365 OWNER journey365' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'journey365') \gexec
	EOF
}

init_standby() {
	[[ -s $STANDBY_DATA/PG_VERSION ]] && return 0
	echo "==> Copying the primary into the standby (pg_basebackup, slot $SLOT)"
	psql_primary -c "SELECT pg_drop_replication_slot('$SLOT') FROM pg_replication_slots WHERE slot_name = '$SLOT' AND NOT active" >/dev/null
	rm -rf "$STANDBY_DATA"
	PGPASSWORD=$REPLICATION_PASSWORD pg pg_basebackup -h 127.0.0.1 -p "$PRIMARY_PORT" -U replicator -D "$STANDBY_DATA" \
		-R -X stream -C -S "$SLOT" -c fast || die "pg_basebackup failed"
	as_pg tee -a "$STANDBY_DATA/postgresql.conf" >/dev/null <<-EOF

		# scripts/cluster.sh: the standby
		port = $STANDBY_PORT
	EOF
}

standby_running() { pg pg_ctl -D "$STANDBY_DATA" status >/dev/null 2>&1; }

start_standby() {
	if standby_running; then return 0; fi
	echo "==> Starting the standby on 127.0.0.1:$STANDBY_PORT"
	pg pg_ctl -D "$STANDBY_DATA" -l "$PG_DIR/standby.log" -w -t 60 start >/dev/null ||
		{ tail -20 "$PG_DIR/standby.log" >&2; die "the standby did not start"; }
	wait_streaming
}

# wait_streaming: until the standby streams from the primary (it retries every 5 s after losing it).
wait_streaming() {
	for _ in $(seq 100); do
		[[ $(psql_primary -c "SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'" 2>/dev/null) -ge 1 ]] && return 0
		sleep 0.2
	done
	die "the standby does not stream from the primary (see $PG_DIR/standby.log)"
}

stop_standby() {
	standby_running || return 0
	echo "==> Stopping the standby"
	pg pg_ctl -D "$STANDBY_DATA" -m fast -w -t 60 stop >/dev/null
}

# launch_instance I: starts instance I (1-based) unless it runs.
launch_instance() {
	local i=$1 idx port
	idx=$(instance_index "$i")
	port=${PORTS[$idx]}
	app_pid "$i" >/dev/null && return 0
	mkdir -p "$CLUSTER_DIR/app-$i"
	chmod 700 "$CLUSTER_DIR/app-$i"
	rm -f "$(app_pidfile "$i")"
	echo "==> Starting instance $i on 127.0.0.1:$port"
	detach "$(app_pidfile "$i")" "$CLUSTER_DIR/app-$i.log" env \
		ADDR="127.0.0.1:$port" \
		DATABASE_URL="$PRIMARY_URL" \
		DATABASE_REPLICA_URL="$STANDBY_URL" \
		DATABASE_POOL_SIZE="$POOL_SIZE" \
		DATA_DIR="$CLUSTER_DIR/app-$i" \
		JWT_SECRET="$JWT_SECRET" \
		DEBUG_ADDR="127.0.0.1:$((DEBUG_PORT_BASE + i))" \
		TRUSTED_PROXIES=127.0.0.1/32 \
		BASE_URL="$HAPROXY_URL" \
		APP_ENV=production \
		ADMIN_EMAIL="$ADMIN_EMAIL" \
		ADMIN_PASSWORD="$ADMIN_PASSWORD" \
		SHUTDOWN_DELAY="$SHUTDOWN_DELAY" \
		"$BIN" serve
}

wait_ready() {
	local i=$1 port pid
	port=${PORTS[$(instance_index "$i")]}
	for _ in $(seq $((READY_LIMIT * 5))); do
		[[ $(http_status "http://127.0.0.1:$port/readyz") == 200 ]] && return 0
		pid=$(app_pid "$i") || { tail -20 "$CLUSTER_DIR/app-$i.log" >&2; die "instance $i exited while starting (log: $CLUSTER_DIR/app-$i.log)"; }
		sleep 0.2
	done
	die "instance $i did not answer /readyz within ${READY_LIMIT}s (log: $CLUSTER_DIR/app-$i.log)"
}

haproxy_cmd() { echo "$1" | socat -t 2 stdio "unix-connect:$HAPROXY_SOCKET"; }

# haproxy_status I: HAProxy's view of instance I (UP, DOWN, "UP 1/3", MAINT…), or nothing.
haproxy_status() {
	haproxy_pid >/dev/null || return 0
	haproxy_cmd "show stat" 2>/dev/null | awk -F, -v s="app$1" '$1 == "journey365" && $2 == s { print $18 }'
}

wait_up() {
	haproxy_pid >/dev/null || return 0
	for _ in $(seq $((UP_LIMIT * 10))); do
		[[ $(haproxy_status "$1") == UP ]] && return 0
		sleep 0.1
	done
	die "HAProxy does not see instance $1 UP after ${UP_LIMIT}s: $(haproxy_status "$1")"
}

start_instance() {
	launch_instance "$1"
	wait_ready "$1"
	wait_up "$1"
}

# stop_instance I [SIGNAL]: SIGTERM (the drain) or SIGKILL, and wait until it exited.
stop_instance() {
	local i=$1 sig=${2:-TERM} pid
	instance_index "$i" >/dev/null
	pid=$(app_pid "$i") || return 0
	kill -"$sig" "$pid"
	for _ in $(seq $((APP_STOP_LIMIT * 10))); do
		kill -0 "$pid" 2>/dev/null || { rm -f "$(app_pidfile "$i")"; return 0; }
		sleep 0.1
	done
	echo "cluster: instance $i still runs ${APP_STOP_LIMIT}s after SIG$sig: killing it" >&2
	kill -KILL "$pid" 2>/dev/null || true
	rm -f "$(app_pidfile "$i")"
	return 1
}

haproxy_env() {
	export HAPROXY_BIND="127.0.0.1:$HAPROXY_PORT" HAPROXY_STATS_SOCKET="$HAPROXY_SOCKET"
	# deploy/haproxy.cfg's 20,000 connections need about 40,100 descriptors; where the hard
	# limit is lower (containers), as many connections as it allows.
	local hard fit
	hard=$(ulimit -Hn)
	if [[ $hard != unlimited ]] && ((hard < 40100)); then
		fit=$(((hard - 100) / 2))
		export HAPROXY_MAXCONN=$fit
		echo "cluster: the open-files limit is $hard: HAProxy takes $fit connections (raise the hard limit for more)" >&2
	fi
	local i
	for i in 1 2 3; do
		export "JOURNEY365_APP_$i=127.0.0.1:${PORTS[$((i - 1))]:-${PORTS[0]}}"
	done
}

start_haproxy() {
	haproxy_pid >/dev/null && return 0
	[[ $N == 3 ]] || die "deploy/haproxy.cfg names three instances; APP_PORTS has $N"
	haproxy_env
	env | grep -E '^(HAPROXY_BIND|HAPROXY_STATS_SOCKET|HAPROXY_MAXCONN|JOURNEY365_APP_[0-9])=' | sort >"$CLUSTER_DIR/haproxy.env"
	haproxy -c -q -f "$HAPROXY_CFG" || die "$HAPROXY_CFG does not parse"
	echo "==> Starting HAProxy on $HAPROXY_URL"
	rm -f "$CLUSTER_DIR/haproxy.pid"
	detach "$CLUSTER_DIR/haproxy.pid" "$CLUSTER_DIR/haproxy.log" haproxy -db -f "$HAPROXY_CFG"
	for _ in $(seq 50); do [[ -S $HAPROXY_SOCKET ]] && return 0; sleep 0.1; done
	die "HAProxy did not open its socket (log: $CLUSTER_DIR/haproxy.log)"
}

stop_haproxy() {
	local pid
	pid=$(haproxy_pid) || return 0
	echo "==> Stopping HAProxy"
	kill -TERM "$pid"
	for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	kill -KILL "$pid" 2>/dev/null || true
	rm -f "$CLUSTER_DIR/haproxy.pid" "$HAPROXY_SOCKET"
}

cmd_start() {
	ensure_tools
	# Each websocket is a descriptor in an instance and two in HAProxy.
	ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
	prepare_dirs
	init_primary
	start_primary
	setup_primary
	init_standby
	start_standby
	# The first instance applies the migrations and creates the admin alone; the others follow.
	launch_instance 1
	wait_ready 1
	local i
	for ((i = 2; i <= N; i++)); do launch_instance "$i"; done
	for ((i = 2; i <= N; i++)); do wait_ready "$i"; done
	start_haproxy
	for ((i = 1; i <= N; i++)); do wait_up "$i"; done
	[[ $(http_status "$HAPROXY_URL/readyz") == 200 ]] || die "$HAPROXY_URL/readyz does not answer 200"
	cat <<-EOF

		Journey 365 is running at $HAPROXY_URL ($N instances behind HAProxy; scripts/cluster.sh status)
		Admin: $ADMIN_EMAIL, password in $CLUSTER_DIR/admin-password
		Logs: $CLUSTER_DIR/app-*.log, haproxy.log, pg/primary.log, pg/standby.log
		Stop everything: make cluster-stop

	EOF
}

cmd_stop() {
	stop_haproxy
	local i failed=0 stopping=()
	for ((i = 1; i <= N; i++)); do
		if app_pid "$i" >/dev/null; then
			echo "==> Stopping instance $i"
			stop_instance "$i" TERM &
			stopping+=($!)
		fi
	done
	for i in "${stopping[@]}"; do wait "$i" || failed=1; done
	stop_standby
	if [[ -s $PRIMARY_DATA/PG_VERSION ]] && pg pg_ctl -D "$PRIMARY_DATA" status >/dev/null 2>&1; then
		echo "==> Stopping the primary"
		pg pg_ctl -D "$PRIMARY_DATA" -m fast -w -t 60 stop >/dev/null
	fi
	echo "Stopped. The data stays in $CLUSTER_DIR (rm -rf it to start afresh)."
	return $failed
}

cmd_status() {
	local i pid
	if [[ -s $PRIMARY_DATA/PG_VERSION ]] && pg pg_ctl -D "$PRIMARY_DATA" status >/dev/null 2>&1; then
		echo "primary   running  127.0.0.1:$PRIMARY_PORT"
	else echo "primary   stopped"; fi
	if [[ -s $STANDBY_DATA/PG_VERSION ]] && standby_running; then
		echo "standby   running  127.0.0.1:$STANDBY_PORT  $(psql_primary -c "SELECT state || ', replay lag ' || coalesce(replay_lag::text, '0') FROM pg_stat_replication" 2>/dev/null)"
	else echo "standby   stopped"; fi
	for ((i = 1; i <= N; i++)); do
		if pid=$(app_pid "$i"); then
			printf 'app %-5s running  127.0.0.1:%s  pid %s  /readyz %s  haproxy %s\n' "$i" "${PORTS[$((i - 1))]}" "$pid" \
				"$(http_status "http://127.0.0.1:${PORTS[$((i - 1))]}/readyz")" "$(haproxy_status "$i")"
		else
			printf 'app %-5s stopped  haproxy %s\n' "$i" "$(haproxy_status "$i")"
		fi
	done
	if pid=$(haproxy_pid); then echo "haproxy   running  $HAPROXY_URL  pid $pid"; else echo "haproxy   stopped"; fi
}

cmd_env() {
	local i pid
	printf 'CLUSTER_DIR=%q\n' "$CLUSTER_DIR"
	printf 'HAPROXY_URL=%q\n' "$HAPROXY_URL"
	printf 'PRIMARY_URL=%q\n' "$PRIMARY_URL"
	printf 'STANDBY_URL=%q\n' "$STANDBY_URL"
	printf 'JWT_SECRET=%q\n' "$JWT_SECRET"
	for ((i = 1; i <= N; i++)); do
		pid=$(app_pid "$i") || pid=
		printf 'APP_URL_%d=%q\n' "$i" "http://127.0.0.1:${PORTS[$((i - 1))]}"
		printf 'APP_PID_%d=%q\n' "$i" "$pid"
		printf 'DEBUG_ADDR_%d=%q\n' "$i" "127.0.0.1:$((DEBUG_PORT_BASE + i))"
	done
}

need_instance() { [[ -n ${1:-} ]] || die "which instance? (1 to $N)"; instance_index "$1" >/dev/null; }

case ${1:-} in
start) cmd_start ;;
stop) cmd_stop ;;
status) cmd_status ;;
env) cmd_env ;;
kill-instance) need_instance "${2:-}"; stop_instance "$2" KILL ;;
stop-instance) need_instance "${2:-}"; stop_instance "$2" TERM ;;
start-instance) need_instance "${2:-}"; ulimit -n "$(ulimit -Hn)" 2>/dev/null || true; start_instance "$2" ;;
restart-instance) need_instance "${2:-}"; stop_instance "$2" TERM; ulimit -n "$(ulimit -Hn)" 2>/dev/null || true; start_instance "$2" ;;
restart-primary)
	echo "==> Restarting the primary (fast)"
	pg pg_ctl -D "$PRIMARY_DATA" -l "$PG_DIR/primary.log" -m fast -w -t 60 restart >/dev/null
	if standby_running; then wait_streaming; fi ;;
stop-standby) stop_standby ;;
start-standby) start_standby ;;
*)
	sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
	exit 2 ;;
esac
