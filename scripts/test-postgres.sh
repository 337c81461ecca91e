#!/usr/bin/env bash
# Runs a command (make test-go: go test) with TEST_DATABASE_URL pointing at a throwaway
# PostgreSQL 15 server of its own, started in a temporary directory and removed when the
# command ends, whatever its result.
#
#   scripts/test-postgres.sh go test -race ./...
#
# The server keeps nothing past a machine's crash: it runs in /dev/shm (memory) when there is
# one, with fsync, synchronous_commit and full_page_writes off. Every test database is a copy
# of a template, dropped at the test's end, and hundreds are made in a run: a copy takes about
# 40 ms there, against about 400 ms with the machine's PostgreSQL on this disk. The server
# listens on a socket in its directory only, so it takes no port. With TEST_DATABASE_URL
# already set, the command runs against that server.
# Settings: PG_BIN (/usr/lib/postgresql/15/bin).
set -euo pipefail

[[ $# -gt 0 ]] || { echo "usage: $0 command [args...]" >&2; exit 2; }
if [[ -n ${TEST_DATABASE_URL:-} ]]; then exec "$@"; fi

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
die() { echo "test-postgres: $*" >&2; exit 1; }

if [[ ! -x $PG_BIN/initdb ]]; then
	[[ $(id -u) == 0 ]] || die "PostgreSQL 15 is not in $PG_BIN: apt-get install postgresql-15 (or set PG_BIN)"
	echo "test-postgres: installing Debian's postgresql-15 for the tests..."
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null
fi

# PostgreSQL refuses to run as root: as root, its commands run as postgres.
as_pg() {
	if [[ $(id -u) == 0 ]]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

# In memory where there is a tmpfs: on this machine's disk a copy still took 100-300 ms.
PARENT=${TMPDIR:-/tmp}
[[ -d /dev/shm && -w /dev/shm ]] && PARENT=/dev/shm
DIR=$(mktemp -d "$PARENT/j365-testpg.XXXXXX")
chmod 755 "$DIR"
[[ $(id -u) == 0 ]] && chown postgres "$DIR"
stop() {
	as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
	rm -rf "$DIR"
}
trap stop EXIT
trap 'exit 130' INT TERM

as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 ||
	{ cat "$DIR/initdb.log" >&2; die "initdb failed"; }
# max_connections: two test binaries at a time, each with pools over several databases.
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/postgres.log" -w -t 60 start -o \
	"-k $DIR -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" >/dev/null ||
	{ cat "$DIR/postgres.log" >&2; die "the test server did not start"; }

TEST_DATABASE_URL="postgres://postgres@/postgres?host=$DIR&sslmode=disable" "$@"
