import type { Logger } from '../logger';
import type { SubmissionStore } from './submissionStore';

const dayMs = 24 * 60 * 60_000;
const purgeEveryMs = 60 * 60_000;

/**
 * Deletes settled submissions older than `retentionDays`, at start and then hourly. A submission
 * whose internal message has not gone out is never settled, so it is never deleted, however old.
 * Returns a function that stops the hourly purge.
 */
export function startRetention(store: Pick<SubmissionStore, 'purgeSettled'>, retentionDays: number, logger: Logger): () => void {
  const purge = () => {
    try {
      const deleted = store.purgeSettled(Date.now() - retentionDays * dayMs);
      if (deleted > 0) logger.info({ deleted, retentionDays }, 'Purged settled submissions');
    } catch (error) {
      logger.error({ err: error }, 'Purging settled submissions failed');
    }
  };
  purge();
  const timer = setInterval(purge, purgeEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
