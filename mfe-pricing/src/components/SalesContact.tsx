import type { ReactNode } from 'react';
import { ButtonLink, columnsClassName, MailtoLink } from '@site/ui';
import { siteConfig } from '@site/site-config';
import { pricingPage } from '../content/pricingPage';
import type { IndustryOption } from '../content/types';
import styles from './SalesContact.module.css';

const copy = pricingPage.contact;
const { contact, mailboxes } = siteConfig;

const phoneLink = ({ display, tel }: { readonly display: string; readonly tel: string }) => <a href={`tel:${tel}`}>{display}</a>;

const details: readonly { readonly term: string; readonly value: ReactNode }[] = [
  { term: copy.salesPhone, value: phoneLink(contact.salesPhone) },
  { term: copy.salesHours, value: contact.salesHours },
  { term: copy.salesEmail, value: <MailtoLink address={mailboxes.sales} /> },
  { term: copy.headOffice, value: <address>{contact.headOffice.lines.join(', ')}</address> },
  { term: copy.supportHotline, value: phoneLink(contact.supportHotline) },
  { term: copy.mobile, value: phoneLink(contact.mobile) },
  { term: copy.enquiriesEmail, value: <MailtoLink address={mailboxes.enquiries} /> },
];

/** For industries without plan cards: how to reach sales for a quote. */
export function SalesContact({ industry }: { readonly industry: IndustryOption }) {
  return (
    <section className={styles.block} aria-labelledby="sales-contact-heading" data-testid="sales-contact">
      <h2 id="sales-contact-heading">
        {copy.heading}: {industry.label}
      </h2>
      {industry.contactIntro && <p className={styles.intro}>{industry.contactIntro}</p>}
      <dl className={`${columnsClassName} ${styles.details}`}>
        {details.map(({ term, value }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to="/requestDemo">{copy.bookDemo}</ButtonLink>
    </section>
  );
}
