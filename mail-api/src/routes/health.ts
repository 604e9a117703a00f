import type { RequestHandler } from 'express';
import type { ErrorBody } from '../httpErrors';
import type { MailTransport } from '../transport';
import type { QueueDepths } from './apiDeps';

/**
 * Answered to anyone (through the shell too), so it says only what a probe needs (issue 57): how
 * mail leaves, never where to (no SMTP URL, host, user or folder; the operator's log says that at start).
 */
interface HealthBody {
  status: 'ok';
  /** `smtp`: an SMTP server (SMTP_URL); `local`: .eml files in the outbox folder. */
  mail: 'smtp' | 'local';
  /**
   * Submissions whose e-mails are not all settled (a growing number means mail is not getting out), and
   * those whose CRM webhook is not (a growing number means the CRM is not taking leads).
   */
  queue: { pending: number; webhookPending: number };
}

export function healthHandler({ mailer, queues }: { mailer: Pick<MailTransport, 'kind'>; queues: QueueDepths }): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    let pending: number;
    let webhookPending: number;
    try {
      [pending, webhookPending] = await Promise.all([queues.mailQueue.pendingCount(), queues.webhookQueue.pendingCount()]);
    } catch (error) {
      // The store cannot be read (database down): not healthy, as the load balancer should know.
      req.log.error({ err: error }, 'Reading the submission queue failed');
      res.status(503).json({ error: 'Submission store unavailable' } satisfies ErrorBody);
      return;
    }
    const body: HealthBody = { status: 'ok', mail: mailer.kind === 'smtp' ? 'smtp' : 'local', queue: { pending, webhookPending } };
    res.json(body);
  };
}
