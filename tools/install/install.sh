#!/usr/bin/env bash
# Installs the locked dependency tree on a fresh machine: `npm ci`, and when npm refuses the lock
# only because it lacks other platforms' optional native binaries (swc, nx, rspack, ... that the
# registry in use, a mirror, does not carry), `npm install` of the same tree. Anything else
# missing means the lock is stale: fail (run `npm install` and commit the lock).
# Used by .ci/run and by docs/operations.md's first step.
#
#   tools/install/install.sh
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# (the wasm32 bindings' own runtime packages, @emnapi/*, @napi-rs/wasm-runtime and @tybys/wasm-util,
# come along with them and are as absent)
PLATFORM_BINARY='-(darwin|win32|android|freebsd|openbsd|netbsd|openharmony|sunos|aix|wasm32|linux)-|^@emnapi/|^@napi-rs/wasm-runtime@|^@tybys/wasm-util@'
log=$(mktemp)
trap 'rm -f "$log"' EXIT
npm ci --no-audit --no-fund 2>&1 | tee "$log"
code=${PIPESTATUS[0]}
[[ $code -eq 0 ]] && exit 0
missing=$(grep -oE 'Missing: [^ ]+ from lock file' "$log" | sed -E 's/^Missing: //; s/ from lock file$//' | sort -u)
if [[ -n "$missing" ]] && ! grep -qvE -- "$PLATFORM_BINARY" <<<"$missing"; then
  echo "[install] npm ci: the lock lacks only other platforms' optional binaries ($(wc -l <<<"$missing") absent from this registry);"
  echo "[install] installing the locked tree with npm install instead"
  npm install --no-audit --no-fund
  exit $?
fi
[[ -n "$missing" ]] && echo "[install] package-lock.json is out of date (missing: $(grep -vE -- "$PLATFORM_BINARY" <<<"$missing" | tr '\n' ' ')); run npm install and commit the lock" >&2
exit "$code"
