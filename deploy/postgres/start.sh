#!/bin/sh
# First start: a cluster with the stack's role and database; then PostgreSQL in the foreground.
set -e
BIN=/usr/lib/postgresql/15/bin
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  "$BIN/initdb" -D "$PGDATA" --auth=trust --username=postgres >/dev/null
  "$BIN/pg_ctl" -D "$PGDATA" -o "-p $PGPORT -c listen_addresses=127.0.0.1" -w start >/dev/null
  psql -p "$PGPORT" -h 127.0.0.1 -U postgres -c "CREATE ROLE storefront LOGIN PASSWORD 'storefront'" \
    -c "CREATE DATABASE storefront OWNER storefront" >/dev/null
  "$BIN/pg_ctl" -D "$PGDATA" -w stop >/dev/null
fi
exec "$BIN/postgres" -D "$PGDATA" -p "$PGPORT" -c listen_addresses=127.0.0.1
