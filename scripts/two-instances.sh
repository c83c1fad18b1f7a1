#!/usr/bin/env bash
# Follows docs/deploying.md from scratch on this one machine, as an operator would on
# several: a PostgreSQL primary with the app's role, its database and a replication role
# (and only the pg_hba.conf lines the guide gives: any other TCP login is refused), a
# streaming replica made with pg_basebackup, a Redis and an S3-compatible bucket of their
# own, one settings key, and two app instances with the same environment. It leaves the two
# instances serving; tests/reliability/from-scratch.test.ts runs it.
#
# `usage` below says how to run it, the ports and what stop keeps; run it with no arguments
# to read it. As root, PostgreSQL runs as the postgres user (it refuses to run as root).
set -euo pipefail
cd "$(dirname "$0")/.."

PG_VERSION=${PG_VERSION:-15}
PRIMARY_PORT=${PRIMARY_PORT:-5481}
REPLICA_PORT=${REPLICA_PORT:-5482}
REDIS_PORT=${REDIS_PORT:-6381}
BUCKET_PORT=${BUCKET_PORT:-4581}
FIRST_APP_PORT=${FIRST_APP_PORT:-3461}
APP_PASSWORD=app-password-for-this-rehearsal
REPLICATOR_PASSWORD=replicator-password-for-this-rehearsal
# s3rver's own development keys.
BUCKET_URL="s3+http://S3RVER:S3RVER@127.0.0.1:${BUCKET_PORT}/pictures"

usage() {
  cat >&2 <<USAGE
usage: bash scripts/two-instances.sh start|stop FOLDER

  start FOLDER   sets everything up in FOLDER (new or empty) and leaves two instances serving
  stop FOLDER    stops what start left running and removes FOLDER, all but its logs
                 (FOLDER/*.log: the instances', the primary's, the replica's, Redis's)

Settings, each from the environment: PG_VERSION ($PG_VERSION: the PostgreSQL of
/usr/lib/postgresql/PG_VERSION/bin, the version the guide is written for), PRIMARY_PORT
($PRIMARY_PORT), REPLICA_PORT ($REPLICA_PORT), REDIS_PORT ($REDIS_PORT), BUCKET_PORT
($BUCKET_PORT), FIRST_APP_PORT ($FIRST_APP_PORT; the second instance gets the next port).
USAGE
  exit 2
}
[ $# -eq 2 ] || usage
action=$1
folder=$(realpath -m "$2")

pg_bin=/usr/lib/postgresql/$PG_VERSION/bin
if [ "$action" = start ] && [ ! -x "$pg_bin/initdb" ]; then
  found=$(ls /usr/lib/postgresql 2>/dev/null | tr '\n' ' ')
  echo "two-instances: PostgreSQL $PG_VERSION is not installed (found: ${found:-none}); install it, or set PG_VERSION" >&2
  exit 1
fi
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
# The superuser's own session, through the primary's socket in the folder (local trust).
primary_sql() {
  as_postgres "$pg_bin/psql" -X -q -v ON_ERROR_STOP=1 -h "$folder" -p "$PRIMARY_PORT" -U postgres -d postgres "$@"
}
pg_ctl() {
  local data=$1 port=$2
  shift 2
  as_postgres "$pg_bin/pg_ctl" -D "$data" -w -t 60 \
    -o "-p $port -k $folder -c listen_addresses=127.0.0.1" -l "$data.log" "$@"
}

wait_for() {
  local what=$1 check=$2
  for _ in $(seq 1 120); do
    if eval "$check" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "two-instances: $what did not come up within a minute" >&2
  return 1
}

start() {
  if [ -e "$folder" ] && [ -n "$(ls -A "$folder")" ]; then
    echo "two-instances: $folder is not empty: give a new folder, or stop the last run and remove its logs first" >&2
    exit 1
  fi
  mkdir -p "$folder"
  if [ "$(id -u)" = 0 ]; then chown postgres "$folder"; fi
  if ! as_postgres test -w "$folder"; then
    echo "two-instances: the postgres user cannot write in $folder (a folder above it is closed to it)" >&2
    exit 1
  fi

  echo "▶ The primary, its roles and database (docs/deploying.md, \"The database and its roles\")"
  as_postgres "$pg_bin/initdb" -D "$folder/primary" -U postgres -E UTF8 --no-sync \
    --auth-local=trust --auth-host=reject >/dev/null
  pg_ctl "$folder/primary" "$PRIMARY_PORT" start >/dev/null
  primary_sql <<SQL
CREATE ROLE directory LOGIN PASSWORD '$APP_PASSWORD';
CREATE DATABASE directory OWNER directory;
CREATE ROLE replicator LOGIN REPLICATION PASSWORD '$REPLICATOR_PASSWORD';
SQL
  # The guide's lines, placed before initdb's, which refuse every other TCP login.
  local hba="$folder/primary/pg_hba.conf"
  {
    echo 'host  directory    directory   127.0.0.1/32  scram-sha-256'
    echo 'host  replication  replicator  127.0.0.1/32  scram-sha-256'
    cat "$hba"
  } >"$hba.new"
  mv "$hba.new" "$hba"
  if [ "$(id -u)" = 0 ]; then chown postgres "$hba"; fi
  primary_sql -c 'SELECT pg_reload_conf()' >/dev/null

  echo "▶ A streaming replica (\"Read replicas\")"
  as_postgres env PGPASSWORD="$REPLICATOR_PASSWORD" \
    "$pg_bin/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U replicator \
    -D "$folder/replica" -R -X stream --checkpoint=fast --no-sync
  pg_ctl "$folder/replica" "$REPLICA_PORT" start >/dev/null

  echo "▶ Redis and the bucket"
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --daemonize yes --save '' \
    --appendonly no --dir "$folder" --pidfile "$folder/redis.pid" --logfile "$folder/redis.log"
  mkdir -p "$folder/bucket"
  nohup node_modules/.bin/s3rver -d "$folder/bucket" -a 127.0.0.1 -p "$BUCKET_PORT" \
    --configure-bucket pictures --silent >"$folder/bucket.log" 2>&1 &
  echo $! >"$folder/bucket.pid"
  wait_for 'Redis' "redis-cli -p $REDIS_PORT ping"
  wait_for 'the bucket' "node -e \"require('net').connect($BUCKET_PORT, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))\""

  echo "▶ The build, the settings (\"Settings\") and two instances"
  node scripts/build-if-needed.mjs
  local settings_key
  settings_key=$(openssl rand -hex 32)
  local database="postgres://directory:${APP_PASSWORD}@127.0.0.1:${PRIMARY_PORT}/directory"
  local replica="postgres://directory:${APP_PASSWORD}@127.0.0.1:${REPLICA_PORT}/directory"
  # Every instance gets the same environment; each its own port and DATA_DIR.
  cat >"$folder/instances.env" <<ENV
NODE_ENV=production
PUBLIC_URL=http://127.0.0.1:${FIRST_APP_PORT}
DATABASE_URL=${database}
DATABASE_READ_URL=${replica}
REDIS_URL=redis://127.0.0.1:${REDIS_PORT}
S3_URL=${BUCKET_URL}
SETTINGS_KEY=${settings_key}
HOST=127.0.0.1
ENV
  for place in 1 2; do
    local port=$((FIRST_APP_PORT + place - 1))
    (
      set -a
      # shellcheck disable=SC1091
      . "$folder/instances.env"
      PORT=$port DATA_DIR="$folder/instance-$place" \
        nohup node --max-old-space-size=192 --max-semi-space-size=32 dist/server/main.js >"$folder/instance-$place.log" 2>&1 &
      echo $! >"$folder/instance-$place.pid"
    )
  done
  for place in 1 2; do
    wait_for "instance $place" "grep -q 'is ready' '$folder/instance-$place.log'"
  done
  (
    set -a
    . "$folder/instances.env"
    printf '%s\n' 'Rehearsal-admin-2026!' |
      node dist/server/cli.js create-admin --email admin@example.com --username rehearsal-admin
  )
  echo "Two instances serve: http://127.0.0.1:${FIRST_APP_PORT} and http://127.0.0.1:$((FIRST_APP_PORT + 1))"
  echo "Stop them and everything else: bash scripts/two-instances.sh stop $folder"
}

stop() {
  [ -d "$folder" ] || return 0
  for pidfile in "$folder"/instance-*.pid "$folder/bucket.pid"; do
    [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
  done
  redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
  for cluster in replica primary; do
    [ -d "$folder/$cluster" ] && as_postgres "$pg_bin/pg_ctl" -D "$folder/$cluster" -m fast -w stop >/dev/null 2>&1 || true
  done
  find "$folder" -mindepth 1 -maxdepth 1 ! -name '*.log' -exec rm -rf {} +
  echo "Stopped. The logs are kept: $folder/*.log"
}

case $action in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
