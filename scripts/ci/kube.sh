#!/usr/bin/env bash
# The Kubernetes manifests (deploy/k8s, docs/operations.md "Kubernetes") run by podman kube play:
# the migration Job's pod once (exit 0, its rows in drizzle.__drizzle_migrations), then the
# Deployment's two replicas on one PostgreSQL (the host's: scripts/ci/postgres.sh) with the host's
# nginx in front (deploy/nginx/render-config.ts), and scripts/ci/kube-check.ts: a form stored once
# across replicas, a publish on one shown by the other, and a rolling restart under a steady load with
# 0 failed requests. scripts/ci/kube-pods.ts says what podman 4.3 runs differently from a cluster.
# Needs the image scripts/ci/image.sh builds (localhost/konew-web:ci), nginx and PostgreSQL 15.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s.%N)
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }
fail() {
  echo "kube: $*" >&2
  exit 1
}
podman image exists localhost/konew-web:ci || fail "no localhost/konew-web:ci: run scripts/ci/image.sh first"

work=$(mktemp -d /tmp/konew-kube.XXXXXX)
pods="$work/pods"
cleanup() {
  for file in "$pods"/*.yaml; do # in parallel: each pod drains first (SIGTERM)
    [ -f "$file" ] && { podman kube down "$file" >/dev/null 2>&1 || true; } &
  done
  wait
  podman secret rm konew-web >/dev/null 2>&1 || true
  [ -n "${KONEW_PG_DIR:-}" ] &&
    "${konew_pg_run[@]}" /usr/lib/postgresql/15/bin/pg_ctl -D "$KONEW_PG_DIR/data" -m fast stop >/dev/null 2>&1
  rm -rf "$work"
  echo "kube: $(since "$started") s in all, teardown included"
}
trap cleanup EXIT

source scripts/ci/postgres.sh
psql() { /usr/lib/postgresql/15/bin/psql -X -qtA -v ON_ERROR_STOP=1 "$@"; }
psql "$TEST_DATABASE_URL" -c 'create database konew_kube' >/dev/null
database_url="${TEST_DATABASE_URL%/postgres}/konew_kube"

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
front_port=$(free_port)
ports="$(free_port),$(free_port)"
metrics_ports="$(free_port),$(free_port)"
origin="http://127.0.0.1:$front_port"
# The content store the replicas share (read-only for them; the test publishes into it).
cp -r content "$work/content"
chmod -R a+rX "$work"
npx tsx scripts/ci/kube-pods.ts "$pods" "$origin" "$ports" "$metrics_ports" "$work/content"

# The Secret `konew-web` (secretKeyRef). podman 4.3's kube play stores a Secret document as YAML but
# reads secretKeyRef values as a JSON map of base64 values: the secret is made in that form instead.
webhook_secret=kube-test-content-webhook-secret
b64() { printf '%s' "$1" | base64 -w0; }
printf '{"DATABASE_URL":"%s","FORM_TOKEN_SECRET":"%s","CONTENT_WEBHOOK_SECRET":"%s"}' \
  "$(b64 "$database_url")" "$(b64 kube-test-form-token-secret-0001)" "$(b64 "$webhook_secret")" |
  podman secret create konew-web - >/dev/null
play() { podman kube play --network host "$@" 2> >(grep -v systemd >&2 || true) >/dev/null; }

# The migration Job's pod, once, before any replica.
step=$(date +%s.%N)
play "$pods/migrate.yaml"
code=$(podman wait konew-web-migrate-migrate)
podman logs konew-web-migrate-migrate 2>&1 | tail -1
[ "$code" = 0 ] || fail "the migration Job's pod exited $code"
journal=$(node -e 'console.log(require("./drizzle/meta/_journal.json").entries.length)')
applied=$(psql "$database_url" -c 'select count(*) from drizzle.__drizzle_migrations')
[ "$applied" = "$journal" ] || fail "$applied migrations recorded, $journal in drizzle/"
echo "kube: migration Job: exit 0 in $(since "$step") s, drizzle.__drizzle_migrations has $applied rows ($journal migrations)"
podman kube down "$pods/migrate.yaml" >/dev/null

step=$(date +%s.%N)
for name in konew-web-1 konew-web-2; do play "$pods/$name.yaml"; done
IFS=, read -r -a port_list <<<"$ports"
for port in "${port_list[@]}"; do
  for _ in $(seq 1 300); do
    curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break
    sleep 0.2
  done
  curl -sf "http://127.0.0.1:$port/readyz" >/dev/null || {
    podman logs konew-web-1-pod-0-web 2>&1 | tail -5 >&2
    fail "the replica on $port is not ready"
  }
done
echo "kube: both replicas ready in $(since "$step") s"
migrations_after=$(psql "$database_url" -c 'select count(*) from drizzle.__drizzle_migrations')
[ "$migrations_after" = "$applied" ] || fail "the replicas applied migrations again"

KUBE_PODS="$pods" KUBE_FRONT_PORT="$front_port" KUBE_PORTS="$ports" KUBE_METRICS_PORTS="$metrics_ports" \
  KUBE_CONTENT="$work/content" \
  KUBE_WEBHOOK_SECRET="$webhook_secret" KUBE_DATABASE_URL="$database_url" \
  npx tsx scripts/ci/kube-check.ts
echo "kube: checks passed in $(since "$started") s"
