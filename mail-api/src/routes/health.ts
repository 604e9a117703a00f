import type { RequestHandler } from 'express';
import type { MailTransport } from '../transport';
import type { SubmissionQueue } from './apiDeps';

interface HealthBody {
  status: 'ok';
  /** Human-readable mail destination, credentials already redacted by the transport. */
  mail: string;
  /** Submissions whose e-mails are not all settled: a growing number means mail is not getting out. */
  queue: { pending: number };
}

export function healthHandler({
  mailer,
  queue,
}: {
  mailer: Pick<MailTransport, 'describe'>;
  queue: Pick<SubmissionQueue, 'pendingCount'>;
}): RequestHandler {
  return (_req, res) => {
    const body: HealthBody = { status: 'ok', mail: mailer.describe(), queue: { pending: queue.pendingCount() } };
    res.set('Cache-Control', 'no-store').json(body);
  };
}
