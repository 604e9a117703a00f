import { MailtoLink } from '@site/ui';
import { siteConfig } from '@site/site-config';

/** Phone, e-mail and office, from the site config. */
export function ContactDetails() {
  const { contact, mailboxes } = siteConfig;
  return (
    <address>
      <p>
        Sales: <a href={`tel:${contact.salesPhone.tel}`}>{contact.salesPhone.display}</a> ({contact.salesHours})
        <br />
        E-mail: <MailtoLink address={mailboxes.sales} />
        <br />
        {contact.headOffice.lines.join(', ')}
      </p>
    </address>
  );
}
