import type { RequestHandler } from 'express';
import { siteConfig } from '@site/ui/config';
import type { ValidationErrorBody } from '../forms/fields';
import { parseNewsletterSubmission } from '../forms/newsletter';
import type { ErrorBody } from '../httpErrors';
import { deliverInternalThenConfirmation, transportSender } from '../mail/deliver';
import { newsletterMails } from '../mail/newsletterTemplates';
import type { ApiDeps } from './api';

export interface NewsletterSuccessBody {
  status: 'subscribed';
}

/** POST /api/newsletter `{ "email": string }`: validate, build the two e-mails, deliver them. */
export function newsletterHandler({ config, mailer }: ApiDeps): RequestHandler {
  const send = transportSender(mailer);
  const settings = { from: config.mailFrom, enquiriesMailbox: config.enquiriesMailbox, brandName: siteConfig.brand.name };

  return async (req, res) => {
    const parsed = parseNewsletterSubmission(req.body);

    if (parsed.kind === 'honeypot') {
      // Looks accepted, so the bot learns nothing; nothing is sent and nothing it typed is logged.
      req.log.info({ form: 'newsletter' }, 'Honeypot field filled, submission dropped');
      res.status(202).json({ status: 'subscribed' } satisfies NewsletterSuccessBody);
      return;
    }
    if (parsed.kind === 'invalid') {
      res.status(422).json({ error: 'Validation failed', fields: parsed.fields } satisfies ValidationErrorBody);
      return;
    }

    const mails = newsletterMails({ email: parsed.submission.email, receivedAt: new Date() }, settings);
    const outcome = await deliverInternalThenConfirmation(mails, send, req.log, 'newsletter');
    if (outcome.internal === 'failed') {
      res.status(502).json({ error: 'Request failed' } satisfies ErrorBody);
      return;
    }
    res.status(200).json({ status: 'subscribed' } satisfies NewsletterSuccessBody);
  };
}
