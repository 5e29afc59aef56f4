import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './container';
import { AUTO_JOB_INTERVAL_MS, createDueTournaments } from './league-auto';
import { removeExpiredMessages } from './messages';
import { liftExpiredBans } from './bans';
import { recomputeMemberGrades } from './member-grades';
import { removeOldVisits, rollUpVisits } from './visit-rollup';
import { exportCardsIfDue } from '../public-api/bulk-export';
import { foldDailySums } from '../repositories/trade-price-daily';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The upkeep the site needs once a day: each job is safe to run again and in several processes at once. */
const DAILY_JOBS: Array<{ name: string; run: (services: Services) => Promise<number> }> = [
  { name: 'expired messages removed', run: (services) => removeExpiredMessages(services) },
  { name: 'member grades recomputed', run: (services) => recomputeMemberGrades(services.db) },
  // The rollup first: the removal keeps every day the rollup has not written yet.
  { name: 'visit days rolled up', run: (services) => rollUpVisits(services) },
  { name: 'old visits removed', run: (services) => removeOldVisits(services) },
  // The public API's bulk file; at start-up only when today's is missing (bulk-export.ts).
  {
    name: 'cards exported for the public API',
    run: (services) =>
      exportCardsIfDue({
        db: services.db,
        dataDir: services.env.dataDir,
        siteUrl: services.env.SITE_URL.replace(/\/+$/, ''),
      }),
  },
];

/** Jobs that cannot wait a day: the league's weekly rules open registration at their own hour. */
const HOURLY_JOBS: typeof DAILY_JOBS = [
  { name: 'league tournaments created', run: (services) => createDueTournaments(services) },
  { name: 'expired bans lifted', run: (services) => liftExpiredBans(services.db) },
  // Keeps the deck and collection values' windows at about one row a day (repositories/trade-price-daily.ts).
  { name: 'daily price sums folded', run: (services) => foldDailySums(services.db) },
];

/**
 * Runs the daily jobs at start-up and then every 24 hours, and the hourly ones every hour; answers a stop
 * function. A failed job is logged and tried again at its next run; it never stops the server.
 */
export function startDailyJobs(services: Services, log: FastifyBaseLogger): () => void {
  const stopDaily = startJobs(DAILY_JOBS, DAY_MS, services, log);
  const stopHourly = startJobs(HOURLY_JOBS, AUTO_JOB_INTERVAL_MS, services, log);
  return () => {
    stopDaily();
    stopHourly();
  };
}

function startJobs(
  jobs: typeof DAILY_JOBS,
  intervalMs: number,
  services: Services,
  log: FastifyBaseLogger,
): () => void {
  const runAll = async () => {
    for (const job of jobs) {
      try {
        const count = await job.run(services);
        if (count > 0) log.info(`${job.name}: ${count}`);
      } catch (err) {
        log.error({ err }, `scheduled job failed: ${job.name}`);
      }
    }
  };
  void runAll();
  const timer = setInterval(() => void runAll(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
