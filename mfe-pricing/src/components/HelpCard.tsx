import { ButtonLink, Icon, MailtoLink, siteConfig } from '@site/ui';
import { pricingPage } from '../content/pricingPage';
import styles from './HelpCard.module.css';

const copy = pricingPage.help;
const { contact, mailboxes } = siteConfig;

/**
 * "Still have questions?": hotline (tap dials), support e-mail (opens the mail app with subject
 * "Inquiry"; if no mail app takes focus within a second, the address is shown in the page) and
 * Book a Demo.
 */
export function HelpCard() {
  return (
    <section className={styles.card} aria-labelledby="pricing-help-heading">
      <h2 id="pricing-help-heading">{copy.heading}</h2>
      <p>{copy.text}</p>
      <ul className={styles.ways}>
        <li>
          <Icon name="phone" />
          <span>
            {copy.hotline}: <a href={`tel:${contact.supportHotline.tel}`}>{contact.supportHotline.display}</a>
          </span>
        </li>
        <li>
          <Icon name="mail" />
          <span>
            {copy.email}: <MailtoLink address={mailboxes.support} subject={copy.emailSubject} />
          </span>
        </li>
      </ul>
      <ButtonLink to="/requestDemo" variant="accent">
        {copy.bookDemo}
      </ButtonLink>
    </section>
  );
}
