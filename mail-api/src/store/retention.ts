import type { Logger } from '../logger';
import type { SubmissionRetention } from './submissionStore';

const dayMs = 24 * 60 * 60_000;
const purgeEveryMs = 60 * 60_000;

/** The oldest moment (epoch ms) still kept at `now`: settled submissions received before it are deleted. */
export function retentionCutoff(now: number, retentionDays: number): number {
  return now - retentionDays * dayMs;
}

/**
 * What an export from `since` should say about retention at `now`: a note when it reaches back past
 * what the store still keeps, otherwise undefined.
 */
export function retentionNote(since: number, now: number, retentionDays: number): string | undefined {
  return since < retentionCutoff(now, retentionDays)
    ? `settled submissions are deleted after ${retentionDays} days (RETENTION_DAYS): older ones are no longer stored`
    : undefined;
}

/**
 * Deletes settled submissions older than `retentionDays`, at start and then hourly (with a shared
 * PostgreSQL store, one instance at a time: the others skip that round). A submission
 * whose internal message has not gone out is never settled, so it is never deleted, however old.
 * Returns a function that stops the hourly purge.
 */
export function startRetention(
  retention: SubmissionRetention,
  retentionDays: number,
  logger: Logger,
  now: () => number = Date.now,
): () => void {
  const purge = async () => {
    try {
      const deleted = await retention.purgeSettled(retentionCutoff(now(), retentionDays));
      // undefined: another instance sharing the store is purging right now.
      if (deleted !== undefined && deleted > 0) logger.info({ deleted, retentionDays }, 'Purged settled submissions');
    } catch (error) {
      logger.error({ err: error }, 'Purging settled submissions failed');
    }
  };
  void purge();
  const timer = setInterval(() => void purge(), purgeEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
