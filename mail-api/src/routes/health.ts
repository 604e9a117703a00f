import type { RequestHandler } from 'express';
import type { ErrorBody } from '../httpErrors';
import type { MailTransport } from '../transport';
import type { QueueDepths } from './apiDeps';

interface HealthBody {
  status: 'ok';
  /** Human-readable mail destination, credentials already redacted by the transport. */
  mail: string;
  /**
   * Submissions whose e-mails are not all settled (a growing number means mail is not getting out), and
   * those whose CRM webhook is not (a growing number means the CRM is not taking leads).
   */
  queue: { pending: number; webhookPending: number };
}

export function healthHandler({ mailer, queues }: { mailer: Pick<MailTransport, 'describe'>; queues: QueueDepths }): RequestHandler {
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
    const body: HealthBody = { status: 'ok', mail: mailer.describe(), queue: { pending, webhookPending } };
    res.json(body);
  };
}
