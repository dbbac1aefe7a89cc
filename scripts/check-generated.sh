#!/usr/bin/env bash
# Fails when a generated file that is committed no longer matches what its source produces:
# migrations vs prisma/schema.prisma, schema.graphql and the error catalogues vs the server code, client/src/gql
# vs schema.graphql.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run db:check -w server
npm run schema
stale=$(git status --porcelain -- schema.graphql client/src/gql 'client/src/locales/*/lazy/errors.json')
if [ -n "$stale" ]; then
  echo "Generated files are stale; run 'npm run schema' and commit:" >&2
  echo "$stale" >&2
  git --no-pager diff --stat -- schema.graphql client/src/gql 'client/src/locales/*/lazy/errors.json' >&2
  exit 1
fi
echo "Generated files are current."
