import type { RequestHandler } from 'express';
import type { MailTransport } from '../transport';

export interface HealthBody {
  status: 'ok';
  /** Human-readable mail destination, credentials already redacted by the transport. */
  mail: string;
}

export function healthHandler(mailer: Pick<MailTransport, 'describe'>): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', mail: mailer.describe() } satisfies HealthBody);
  };
}
