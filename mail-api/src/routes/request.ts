import type { RequestHandler } from 'express';
import type { RequestKind } from '@site/form-schemas';
import { siteConfig } from '@site/ui/config';
import type { ValidationErrorBody } from '../forms/fields';
import { parseRequestSubmission } from '../forms/request';
import { requestMails } from '../mail/requestTemplates';
import { storeThenAnswer } from './accept';
import type { ApiDeps } from './api';

interface RequestSuccessBody {
  status: 'received';
}

export const requestForm = (kind: RequestKind) => `request-${kind}`;

/**
 * POST /api/requests/demo and /api/requests/expert: validate with the shared schema, build the
 * two e-mails (recipients, subjects and texts are the server's), store them, answer 202.
 */
export function requestHandler(kind: RequestKind, { config, queue }: ApiDeps): RequestHandler {
  const form = requestForm(kind);
  const settings = {
    from: config.mailFrom,
    enquiriesMailbox: config.enquiriesMailbox,
    salesMailbox: config.salesMailbox,
    brandName: siteConfig.brand.name,
  };

  return async (req, res) => {
    const receivedAt = new Date();
    const parsed = parseRequestSubmission(kind, req.body, receivedAt);

    if (parsed.kind === 'honeypot') {
      // Looks accepted, so the bot learns nothing; nothing is stored and nothing it typed is logged.
      req.log.info({ form }, 'Honeypot field filled, submission dropped');
      res.status(202).json({ status: 'received' } satisfies RequestSuccessBody);
      return;
    }
    if (parsed.kind === 'invalid') {
      res.status(422).json({ error: 'Validation failed', fields: parsed.fields } satisfies ValidationErrorBody);
      return;
    }

    const mails = requestMails(kind, { submission: parsed.submission, receivedAt }, settings);
    await storeThenAnswer(req, res, queue, form, mails, { status: 'received' } satisfies RequestSuccessBody);
  };
}
