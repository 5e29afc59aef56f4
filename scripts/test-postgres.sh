#!/usr/bin/env bash
# Runs the server's database tests on a real PostgreSQL server. Each test file creates and drops its own
# throwaway database, so any server the user can create databases on will do. Test files given as arguments
# (paths under apps/server, e.g. test/api/messages.test.ts) run alone.
set -euo pipefail
url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! node -e "
  const { Client } = require('pg');
  const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
  c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));
" "$url" 2>/dev/null; then
  echo "PostgreSQL does not answer at ${url}; skipping the PostgreSQL run of the database tests."
  exit 0
fi
echo "Running the database tests on PostgreSQL (${url%%\?*})"
TEST_DATABASE_URL="$url" npx vitest run --root apps/server "$@"
