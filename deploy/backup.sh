#!/bin/sh
# The backup service (docker-compose.yml): a pg_dump of the database every BACKUP_INTERVAL_HOURS
# into /backups, custom format (compressed, restorable table by table), keeping
# BACKUP_KEEP_DAYS days of them. Run once with `backup.sh once` (tests, before an upgrade).
set -eu
: "${PGHOST:?}" "${PGUSER:?}" "${PGDATABASE:?}"
dir="${BACKUP_DIR:-/backups}"
keep_days="${BACKUP_KEEP_DAYS:-14}"
interval_hours="${BACKUP_INTERVAL_HOURS:-24}"

backup() {
  file="$dir/${PGDATABASE}-$(date -u +%Y%m%dT%H%M%SZ).dump"
  # Written under a temporary name: a dump cut short never looks like a good one.
  pg_dump --format=custom --no-owner --file="$file.partial"
  mv "$file.partial" "$file"
  find "$dir" -name "${PGDATABASE}-*.dump" -mtime "+$keep_days" -delete
  echo "backup: $file ($(du -h "$file" | cut -f1))"
}

mkdir -p "$dir"
if [ "${1:-}" = once ]; then
  backup
  exit 0
fi
while true; do
  backup || echo "backup: failed; trying again at the next interval" >&2
  sleep $((interval_hours * 3600))
done
