import type { RequestHandler } from 'express';
import { siteConfig } from '@site/ui/config';
import type { ValidationErrorBody } from '../forms/fields';
import { parseNewsletterSubmission } from '../forms/newsletter';
import { newsletterMails } from '../mail/newsletterTemplates';
import { storeThenAnswer } from './accept';
import type { ApiDeps } from './api';

interface NewsletterSuccessBody {
  status: 'subscribed';
}

export const newsletterForm = 'newsletter';

/** POST /api/newsletter `{ "email": string }`: validate, build the two e-mails, store them, answer 202. */
export function newsletterHandler({ config, queue }: ApiDeps): RequestHandler {
  const settings = { from: config.mailFrom, enquiriesMailbox: config.enquiriesMailbox, brandName: siteConfig.brand.name };

  return async (req, res) => {
    const parsed = parseNewsletterSubmission(req.body);

    if (parsed.kind === 'honeypot') {
      // Looks accepted, so the bot learns nothing; nothing is stored and nothing it typed is logged.
      req.log.info({ form: newsletterForm }, 'Honeypot field filled, submission dropped');
      res.status(202).json({ status: 'subscribed' } satisfies NewsletterSuccessBody);
      return;
    }
    if (parsed.kind === 'invalid') {
      res.status(422).json({ error: 'Validation failed', fields: parsed.fields } satisfies ValidationErrorBody);
      return;
    }

    const mails = newsletterMails({ email: parsed.submission.email, receivedAt: new Date() }, settings);
    await storeThenAnswer(req, res, queue, newsletterForm, mails, { status: 'subscribed' } satisfies NewsletterSuccessBody);
  };
}
