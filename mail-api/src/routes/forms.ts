import { localDateTimeToInstant, requestForms, visitorForms, type RequestKind } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import type { Config } from '../config';
import { newsletterMails } from '../mail/newsletterTemplates';
import { requestMails } from '../mail/requestTemplates';
import { trialMails } from '../mail/trialTemplates';
import { formEndpoint } from './formEndpoint';

/**
 * The four form endpoints: each form's declaration from @site/form-schemas (path, name, schema),
 * its 202 body and the two e-mails it sends. There is deliberately no endpoint where a request
 * names a recipient, subject or text.
 */

const received = { status: 'received' } as const;

function requestEndpoint(kind: RequestKind) {
  return formEndpoint({
    form: requestForms[kind],
    accepted: received,
    // Demo requests go to enquiries, talk-to-an-expert requests to sales.
    mails: (submission, { receivedAt, config }) =>
      requestMails(kind, { submission, receivedAt }, { ...mailSettings(config), salesMailbox: config.salesMailbox }),
    // The form sends a wall-clock time and the browser's offset; a CRM needs the instant.
    leadFields: ({ preferredTime, timeZoneOffsetMinutes }, fields) => ({
      ...fields,
      preferredTime: localDateTimeToInstant(preferredTime, timeZoneOffsetMinutes)?.toISOString() ?? preferredTime,
    }),
  });
}

/** What every form's e-mails take from the configuration and the site's brand. */
function mailSettings(config: Config) {
  return { from: config.mailFrom, enquiriesMailbox: config.enquiriesMailbox, brandName: siteConfig.brand.name };
}

export const formEndpoints = [
  formEndpoint({
    form: visitorForms.newsletter,
    accepted: { status: 'subscribed' },
    mails: ({ email, attribution, renderedForMs }, { receivedAt, config }) =>
      newsletterMails({ email, attribution, renderedForMs, receivedAt }, mailSettings(config)),
  }),
  requestEndpoint('demo'),
  requestEndpoint('expert'),
  // The sign-up goes to IT support, who set up the account; the visitor gets support's contacts.
  formEndpoint({
    form: visitorForms.trial,
    accepted: received,
    mails: (submission, { receivedAt, config }) =>
      trialMails(
        { submission, receivedAt },
        {
          from: config.mailFrom,
          itSupportMailbox: config.itSupportMailbox,
          supportMailbox: siteConfig.mailboxes.support,
          supportHotline: siteConfig.contact.supportHotline.display,
          brandName: siteConfig.brand.name,
        },
      ),
  }),
];
