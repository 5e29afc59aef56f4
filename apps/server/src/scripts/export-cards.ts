import { loadEnv } from '../env';
import { openConfiguredDatabase } from '../db/open-configured';
import { writeCardExport } from '../public-api/bulk-export';

/**
 * Writes the public API's bulk file now, as the daily job does, replacing today's if there is one:
 *   npm -w apps/server run export:cards
 * A running server serves the new file at its next request of /v1/bulk.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openConfiguredDatabase(env);
  try {
    const info = await writeCardExport({
      db: database.db,
      dataDir: env.dataDir,
      siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    });
    console.log(
      `exported ${info.card_count} cards (${info.bytes} bytes, sha256 ${info.sha256}) for ${info.date}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
