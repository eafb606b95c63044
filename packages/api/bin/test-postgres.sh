#!/usr/bin/env bash
# Runs the API test suite against a throwaway PostgreSQL server.
#
#   bash packages/api/bin/test-postgres.sh [jest args...]
#
# Starts PostgreSQL (initdb + postgres from /usr/lib/postgresql/*/bin, or PG_BIN) on a
# random loopback port with its data in a temporary folder, runs jest with
# TEST_DATABASE_URL pointing at it (every test file creates and drops its own database),
# then stops the server and removes the folder. As root, the server runs as the
# `postgres` user (PostgreSQL refuses to run as root). With TEST_DATABASE_URL already set,
# it uses that server instead and starts nothing.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
cd "$ROOT"

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  exec npx jest -c packages/api/jest.config.cjs "$@"
fi

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"
if [[ -z "$PG_BIN" || ! -x "$PG_BIN/initdb" ]]; then
  # CI always has PostgreSQL (.ci/run installs it); on a developer's machine without it,
  # say loudly that this part did not run rather than fail the whole npm test.
  if [[ "${CI:-}" == "true" ]]; then
    echo "PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)" >&2
    exit 1
  fi
  echo "NOT RUN: the API suite against PostgreSQL (no server binaries; apt-get install postgresql)" >&2
  exit 0
fi

DIR="$(mktemp -d /tmp/hourspace-pg.XXXXXX)"
PORT="${PG_PORT:-$(( 20000 + RANDOM % 20000 ))}"
AS=()
if [[ "$(id -u)" == "0" ]]; then
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
fi

cleanup() {
  "${AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U hourspace --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://hourspace@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
npx jest -c packages/api/jest.config.cjs "$@"
