#!/usr/bin/env bash
# The container image (Containerfile, docs/operations.md "The image"), built and run as production
# would: read-only root filesystem, a volume for PGlite, non-root. Loads a page, posts a form (a
# stored submission, sent twice with one idempotency key: one reference), runs the HEALTHCHECK, then
# stops it with SIGTERM and checks it exits 0 within 30 s. Prints the image size and timings.
# Needs podman, runc, debootstrap and /etc/containers/containers.conf (docs/operations.md; .ci/run
# installs them). `image.sh base` only makes the Debian base (cached as localhost/debian-base:bookworm).
set -euo pipefail
cd "$(dirname "$0")/../.."

base=localhost/debian-base:bookworm
image=localhost/konew-web:ci
if ! podman image exists "$base"; then
  mirror=$(grep -hoE '^URIs: +[^ ]+/debian$' /etc/apt/sources.list.d/debian.sources | awk '{print $2; exit}')
  rootfs=$(mktemp -d)
  debootstrap --variant=minbase bookworm "$rootfs" "${mirror:-http://deb.debian.org/debian}" >/dev/null
  tar -C "$rootfs" -c . | podman import -q - "$base" >/dev/null
  rm -rf "$rootfs"
  echo "image: made $base"
fi
[ "${1:-}" = base ] && exit 0

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

# The bare Debian base has no Node: the host's Node 24 (the `node` package) and npm are lent to the
# build, with the host's npm cache and its already installed development dependencies (an overlay:
# the build's writes stay out of them). A host CA bundle (a registry proxy's certificate) as well.
build_args=(--build-arg "BASE=$base"
  --volume "$PWD/node_modules/node/bin:/opt/host-node:ro"
  --volume "$(dirname "$(readlink -f "$(command -v npm)")")/..:/opt/host-npm:ro"
  --volume "$(npm config get cache):/root/.npm"
  --volume "$(readlink -f node_modules):/app/node_modules:O" --build-arg DEV_MODULES=mounted)
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  build_args+=(--volume /etc/ssl/certs/ca-certificates.crt:/opt/host-ca.crt:ro
    --build-arg NODE_EXTRA_CA_CERTS=/opt/host-ca.crt)
fi
started=$(now)
build_log=/tmp/konew-image-build.log # each line timed, for a slow or failed build
if ! podman build --layers=false --format docker --isolation=chroot --ulimit nofile=20000:20000 \
  "${build_args[@]}" -t "$image" . 2>&1 | while IFS= read -r line; do echo "$(date +%T) $line"; done >"$build_log"; then
  tail -40 "$build_log" >&2
  echo "image: build failed (log: $build_log)" >&2
  exit 1
fi
echo "image: built in $(since "$started") s"

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
name=konew-image-ci-$$
volume=$name-data
origin="http://localhost:$port"
cleanup() {
  podman rm -f -t 0 "$name" >/dev/null 2>&1 || true
  podman volume rm -f "$volume" >/dev/null 2>&1 || true
}
trap cleanup EXIT
podman volume create "$volume" >/dev/null
# No tmpfs at all (--read-only-tmpfs=false): nothing but the volume is writable.
started=$(now)
podman run -d --name "$name" --network host --read-only --read-only-tmpfs=false --health-interval=disable \
  --volume "$volume:/data" -e SITE_ORIGIN="$origin" -e PORT="$port" -e FORM_MIN_FILL_MS=1000 \
  "$image" 2> >(grep -v systemd >&2 || true) >/dev/null # no systemd here: no healthcheck timer
for _ in $(seq 1 600); do
  curl -sf "$origin/readyz" >/dev/null && break
  [ "$(podman inspect -f '{{.State.Running}}' "$name")" = true ] || break
  sleep 0.1
done
if ! curl -sf "$origin/readyz" >/dev/null; then
  podman logs "$name" | tail -20 >&2
  echo "image: not ready" >&2
  exit 1
fi
echo "image: ready in $(since "$started") s (start to /readyz 200)"

fail() {
  echo "image: $*" >&2
  exit 1
}
[ "$(podman exec "$name" id -u)" = 10001 ] || fail "runs as root"
podman healthcheck run "$name" >/dev/null || fail "HEALTHCHECK failed"
page=$(curl -sf -H 'Accept-Language: zh-HK' "$origin/sme-loan") || fail "/sme-loan failed"
token=$(printf '%s' "$page" | grep -oE 'name="form_token" value="[^"]+"' | sed 's/.*value="//;s/"$//')
[ -n "$token" ] || fail "no form token on /sme-loan"
sleep 1.1 # FORM_MIN_FILL_MS
body='{"name":"Chan Tai Man","mobile":"91234567","email":"image.ci@example.com","company_name":"Example Trading Limited","loan_amount":300000,"agree_tnc":true,"locale":"zh-HK","fill_ms":15000,"form_token":"'$token'"}'
key=$(node -e 'console.log(crypto.randomUUID())')
post() {
  curl -s -w '\n%{http_code}' -H 'Content-Type: application/json' -H "Origin: $origin" \
    -H 'Sec-Fetch-Site: same-origin' -H "Idempotency-Key: $key" --data "$body" \
    "$origin/api/v2/kcash_sme_loan_enquiry"
}
first=$(post)
[ "$(tail -n1 <<<"$first")" = 201 ] || fail "enquiry gave $(tail -n1 <<<"$first"): $(head -n1 <<<"$first")"
reference=$(head -n1 <<<"$first" | grep -oE '"reference":"[^"]+"') || fail "no reference"
again=$(post)
grep -qF "$reference" <<<"$again" || fail "the replay did not answer the stored reference"
echo "image: page 200, form stored ($reference, replayed once)"

started=$(now)
podman stop -t 30 "$name" 2> >(grep -v systemd >&2 || true) >/dev/null # SIGTERM (STOPSIGNAL), SIGKILL after 30 s
stopped=$(since "$started")
code=$(podman inspect -f '{{.State.ExitCode}}' "$name")
[ "$code" = 0 ] || fail "exit code $code after SIGTERM"
awk -v s="$stopped" 'BEGIN { exit !(s < 30) }' || fail "took $stopped s to stop"
echo "image: SIGTERM: exit 0 in $stopped s"
size=$(podman image inspect -f '{{.Size}}' "$image")
echo "image: $image is $((size / 1000000)) MB (base $base)"
