#!/bin/sh
# Restores a dump made by backup.sh into the database PG* names (README: "Backups and restore").
# The app must be stopped first (`docker compose stop app`); the database's objects are replaced
# by the dump's, in one transaction: a failed restore leaves the database as it was.
set -eu
dump="${1:?usage: restore.sh <file.dump>}"
: "${PGHOST:?}" "${PGUSER:?}" "${PGDATABASE:?}"
pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error \
  --dbname="$PGDATABASE" "$dump"
echo "restore: $PGDATABASE now holds $dump"
