import type { RequestHandler } from 'express';
import { siteConfig } from '@site/ui/config';
import type { ValidationErrorBody } from '../forms/fields';
import { parseTrialSubmission } from '../forms/trial';
import { trialMails, type TrialMailSettings } from '../mail/trialTemplates';
import { storeThenAnswer } from './accept';
import type { ApiDeps } from './api';

interface TrialSuccessBody {
  status: 'received';
}

export const trialForm = 'trial';

/**
 * POST /api/trial: the free-trial sign-up (nine fields, the dialog's schema). The sign-up goes to
 * IT support, who set up the account; the visitor gets a confirmation with support's contacts.
 */
export function trialHandler({ config, queue }: ApiDeps): RequestHandler {
  const settings: TrialMailSettings = {
    from: config.mailFrom,
    itSupportMailbox: config.itSupportMailbox,
    supportMailbox: siteConfig.mailboxes.support,
    supportHotline: siteConfig.contact.supportHotline.display,
    brandName: siteConfig.brand.name,
  };

  return async (req, res) => {
    const parsed = parseTrialSubmission(req.body);

    if (parsed.kind === 'honeypot') {
      // Looks accepted, so the bot learns nothing; nothing is stored and nothing it typed is logged.
      req.log.info({ form: trialForm }, 'Honeypot field filled, submission dropped');
      res.status(202).json({ status: 'received' } satisfies TrialSuccessBody);
      return;
    }
    if (parsed.kind === 'invalid') {
      res.status(422).json({ error: 'Validation failed', fields: parsed.fields } satisfies ValidationErrorBody);
      return;
    }

    const mails = trialMails({ submission: parsed.submission, receivedAt: new Date() }, settings);
    await storeThenAnswer(req, res, queue, trialForm, mails, { status: 'received' } satisfies TrialSuccessBody);
  };
}
