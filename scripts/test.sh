#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and database tests (PGlite and a real PostgreSQL) with coverage floors, container tests, browser tests.
# Starts a throwaway PostgreSQL 15 (scripts/ci/postgres.sh) unless TEST_DATABASE_URL is already set.
set -euo pipefail
cd "$(dirname "$0")/.."

# The suite proves the project's runtime: npm puts node_modules/.bin (the `node` package) first on PATH.
echo "npm test on node $(node -v)"
node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' ||
  { echo "npm test needs Node 24 or later: run it through npm after npm install" >&2; exit 1; }

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  source scripts/ci/postgres.sh
  trap '${konew_pg_run[@]+"${konew_pg_run[@]}"} /usr/lib/postgresql/15/bin/pg_ctl -D "$KONEW_PG_DIR/data" -m fast stop >/dev/null 2>&1 || true' EXIT
fi

step() { echo "npm test: $1 done at $((SECONDS / 60)) min $((SECONDS % 60)) s"; }

# Type check and lint side by side (each mostly one core; about 30 s saved on 2 cores).
npm run typecheck &
typecheck=$!
npm run lint
wait "$typecheck"
step "typecheck and lint"
npm run test:coverage
step "unit and database tests"
# Pages rendered by Astro's Container API (which islands, which directive): vitest.astro.config.ts.
npm run test:container
step "container tests"
npm run test:e2e
step "browser tests"
