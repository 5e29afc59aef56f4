import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './container';
import { removeExpiredMessages } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The upkeep the site needs once a day: each job is safe to run again and in several processes at once. */
const DAILY_JOBS: Array<{ name: string; run: (services: Services) => Promise<number> }> = [
  { name: 'expired messages removed', run: (services) => removeExpiredMessages(services) },
];

/**
 * Runs the daily jobs at start-up and then every 24 hours; answers a stop function. A failed job is logged
 * and tried again the next day; it never stops the server.
 */
export function startDailyJobs(services: Services, log: FastifyBaseLogger): () => void {
  const runAll = async () => {
    for (const job of DAILY_JOBS) {
      try {
        const count = await job.run(services);
        if (count > 0) log.info(`${job.name}: ${count}`);
      } catch (err) {
        log.error({ err }, `daily job failed: ${job.name}`);
      }
    }
  };
  void runAll();
  const timer = setInterval(() => void runAll(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
