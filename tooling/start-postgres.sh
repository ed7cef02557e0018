#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster (installed by .ci/run or `apt-get install -y postgresql`) and
# exports DATABASE_URL for the API tests. Sourced by .ci/run; safe to source or run again: it only
# starts what is stopped and sets the password each time.
pg_version="$(pg_lsclusters --no-header 2>/dev/null | awk 'NR==1 {print $1}')"
pg_cluster="$(pg_lsclusters --no-header 2>/dev/null | awk 'NR==1 {print $2}')"
if [ -z "${pg_version}" ]; then
  pg_version="$(ls /usr/lib/postgresql | sort -n | tail -1)"
  pg_cluster=main
  pg_createcluster "${pg_version}" "${pg_cluster}" >/dev/null
fi
if ! pg_lsclusters --no-header | awk -v v="${pg_version}" -v c="${pg_cluster}" '$1==v && $2==c {print $4}' | grep -q online; then
  pg_ctlcluster "${pg_version}" "${pg_cluster}" start
fi
pg_port="$(pg_lsclusters --no-header | awk -v v="${pg_version}" -v c="${pg_cluster}" '$1==v && $2==c {print $3}')"
# Password login over TCP: what node-postgres speaks everywhere, and what CI's pg_hba allows.
runuser -u postgres -- psql -q -p "${pg_port}" -c "alter user postgres password 'postgres'" >/dev/null
export DATABASE_URL="postgresql://postgres:postgres@127.0.0.1:${pg_port}/postgres"
echo "start-postgres: PostgreSQL ${pg_version}/${pg_cluster} on port ${pg_port}"
