import { loadEnv } from '../env';
import { openConfiguredDatabase } from '../db/open-configured';
import { deleteIpBan } from '../repositories/ip-bans';
import { normalizeIp } from '../services/ip-bans';

/**
 * Lifts an IP ban from the command line, for when no 관리자 can reach the site to do it:
 *   npm run ip:unban -- 1.2.3.4
 * A running server notices within its ban-list reload interval (services/ip-bans.ts).
 */
async function main(): Promise<void> {
  const [ip, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!ip || rest.length > 0) {
    console.error('usage: npm run ip:unban -- <ip address>');
    process.exitCode = 1;
    return;
  }

  const env = loadEnv();
  const database = await openConfiguredDatabase(env);
  try {
    const deleted = await deleteIpBan(database.db, normalizeIp(ip.trim()));
    if (deleted === 0) {
      console.error(`'${ip}' is not banned`);
      process.exitCode = 1;
      return;
    }
    console.log(`lifted the ban on '${ip}'`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
