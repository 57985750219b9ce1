#!/usr/bin/env bash
# Runs the README's "Production profile" commands as written, on this machine's own nginx (a stock
# Debian install: /etc/nginx, port 80), with a throwaway PostgreSQL, then asks pages, the locale rule
# and a probe through port 80. Only the placeholders change: the origin (http://localhost), the
# database URL and the form-token key. The build line is skipped: `npm test` built dist/ already.
# For CI machines (.ci/run): it rewrites /etc/nginx and takes port 80.
set -euo pipefail
cd "$(dirname "$0")/../.."

source scripts/ci/postgres.sh
psql_url="$TEST_DATABASE_URL"
node -e "const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.query('create database konew_readme')).then(()=>c.end())" "$psql_url"
database_url="${psql_url%/postgres}/konew_readme"
export FORM_TOKEN_SECRET=readme-production-form-token-secret

block=$(awk '/^## Production profile/{p=1} p&&/^```bash/{f=1;next} f&&/^```/{exit} f' README.md)
commands=$(printf '%s\n' "$block" | grep -v '^npm install' |
  sed -e "s#https://www.example.com#http://localhost#g" -e "s#postgres://\.\.\.#$database_url#g")
echo "readme-production: running"
printf '%s\n' "$commands" | sed 's/^/  /'
# A process group of its own: the instances it starts in the background are stopped with it.
setsid bash -c "$commands" &
runner=$!

stop_instances() {
  kill -TERM -- "-$runner" 2>/dev/null || true
  nginx -s stop 2>/dev/null || true
}
trap 'stop_instances; "${konew_pg_run[@]}" /usr/lib/postgresql/15/bin/pg_ctl -D "$KONEW_PG_DIR/data" -m fast stop >/dev/null 2>&1 || true' EXIT

for port in 3001 3002; do
  for _ in $(seq 1 240); do
    curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break
    sleep 0.5
  done
  curl -sf "http://127.0.0.1:$port/readyz" >/dev/null || { echo "instance on $port not ready" >&2; exit 1; }
done
wait "$runner"

check() { # expected-status url [curl args...]
  local expected=$1 url=$2
  shift 2
  local status
  status=$(curl -s -o /dev/null -w '%{http_code}' -H 'Host: localhost' "$@" "$url")
  [ "$status" = "$expected" ] || { echo "readme-production: $url gave $status, expected $expected" >&2; exit 1; }
  echo "readme-production: $url $status"
}
check 200 http://127.0.0.1/ -H 'Accept-Language: zh-HK'
check 200 http://127.0.0.1/en-US/sme-loan
check 307 http://127.0.0.1/ -H 'Accept-Language: en-US,en;q=0.9'
check 301 http://127.0.0.1/tc/company-information/about-us.php
check 200 http://127.0.0.1/readyz
echo "readme-production: the README's production profile serves through a stock nginx"
