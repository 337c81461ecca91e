#!/usr/bin/env bash
# Regenerates gqlgen and graphql-codegen output and fails when that changed
# anything: generated files must be committed in step with the schema.
set -euo pipefail
cd "$(dirname "$0")/.."

snapshot() {
  find graph resolvers client/src/gql -type f \( -name '*.go' -o -name '*.ts' \) 2>/dev/null | sort | xargs sha256sum
}
before=$(snapshot)
go tool gqlgen generate
(cd client && npm run --silent codegen >/dev/null)
after=$(snapshot)
if [ "$before" != "$after" ]; then
  echo "Generated code was stale; it has been regenerated. Commit these changes:"
  diff <(echo "$before") <(echo "$after") || true
  exit 1
fi
echo "generated code is up to date"
