#!/usr/bin/env bash
# Sourced by .ci/run: starts a throwaway PostgreSQL 15 on 127.0.0.1 (free port, temp folder) and
# exports TEST_DATABASE_URL for the database suite. Also runnable by hand: `source scripts/ci/postgres.sh`.
# The server is left running: CI machines are fresh, and `pg_ctl -D "$KONEW_PG_DIR/data" stop` ends it by hand.

konew_pg_bin=/usr/lib/postgresql/15/bin
if [ ! -x "$konew_pg_bin/initdb" ]; then
  echo "postgres.sh: installing PostgreSQL 15 (Debian package)" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi

KONEW_PG_DIR=$(mktemp -d /tmp/konew-pg.XXXXXX)
konew_pg_port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
konew_pg_run=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  chown postgres "$KONEW_PG_DIR"
  konew_pg_run=(runuser -u postgres --)
fi

"${konew_pg_run[@]}" "$konew_pg_bin/initdb" -D "$KONEW_PG_DIR/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
"${konew_pg_run[@]}" "$konew_pg_bin/pg_ctl" -D "$KONEW_PG_DIR/data" -l "$KONEW_PG_DIR/server.log" -w \
  -o "-h 127.0.0.1 -p $konew_pg_port -k $KONEW_PG_DIR -c fsync=off -c max_connections=200" start >/dev/null

export KONEW_PG_DIR
export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$konew_pg_port/postgres"
echo "postgres.sh: PostgreSQL 15 on 127.0.0.1:$konew_pg_port (TEST_DATABASE_URL set)" >&2
