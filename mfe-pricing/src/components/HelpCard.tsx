import { ButtonLink, Icon, MailtoLink, targetClassNames } from '@site/ui';
import { siteConfig } from '@site/site-config';
import { pricingPage } from '../content/pricingPage';
import styles from './HelpCard.module.css';

const copy = pricingPage.help;
const { contact, mailboxes } = siteConfig;

/**
 * "Still have questions?": hotline (tap dials), support e-mail (opens the mail app with subject
 * "Inquiry"; if no mail app takes focus within a second, the address is shown in the page) and
 * Book a Demo. The phone and e-mail links are full 44 × 44 targets (a label and a link is no
 * running text).
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
            {copy.hotline}:{' '}
            <a href={`tel:${contact.supportHotline.tel}`} className={targetClassNames.inline}>
              {contact.supportHotline.display}
            </a>
          </span>
        </li>
        <li>
          <Icon name="mail" />
          <span>
            {copy.email}: <MailtoLink address={mailboxes.support} subject={copy.emailSubject} className={targetClassNames.inline} />
          </span>
        </li>
      </ul>
      <ButtonLink to="/requestDemo" variant="accent">
        {copy.bookDemo}
      </ButtonLink>
    </section>
  );
}
