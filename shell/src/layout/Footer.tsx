import { columnsClassName, Icon, LabelLink, MailtoLink, RemoteIsland, targetClassNames } from '@site/ui';
import { siteConfig } from '@site/site-config';
import { footerColumns, socialLabels } from '../../shared/navigation/menus';
import { FOOTER_ELEMENT_ID } from '../../shared/contract';
import styles from './Footer.module.css';

/** The footer: static HTML, with two islands (the e-mail link's fallback hint, mfe-forms' newsletter box). */
export function Footer() {
  const { brand, contact, mailboxes } = siteConfig;
  return (
    <footer id={FOOTER_ELEMENT_ID} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div>
            <p className={styles.brand}>{brand.name}</p>
            <p>
              {brand.name} brings rostering, timesheets, participant records, incidents, HR and payroll into one secure, Australian-hosted
              platform, so NDIS and aged-care providers spend less time on admin and more time on care.
            </p>
            <div className={styles.contact}>
              <a href={`tel:${contact.salesPhone.tel}`} className={targetClassNames.inline}>
                <Icon name="phone" /> {contact.salesPhone.display}
              </a>
              <span>
                <Icon name="mail" /> <MailtoLink address={mailboxes.enquiries} className={targetClassNames.inline} />
              </span>
            </div>
            <ul className={styles.social} aria-label="Social media">
              {socialLabels.map((network) => (
                <li key={network}>
                  <LabelLink label={network}>
                    <Icon name={network} size={22} title={`${brand.name} on ${network[0]?.toUpperCase()}${network.slice(1)}`} />
                  </LabelLink>
                </li>
              ))}
            </ul>
          </div>
          <section className={styles.newsletter} aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter">Stay in the loop</h2>
            <p>NDIS pricing updates, compliance reminders and product news, about once a month.</p>
            <div className={styles.newsletterSlot}>
              {/* mfe-forms' box, as HTML its live release published (the shell's server puts it in). */}
              <RemoteIsland owner="forms" name="Newsletter" />
            </div>
          </section>
        </div>

        <nav className={`${columnsClassName} ${styles.columns}`} aria-label="Footer">
          {footerColumns.map((column) => (
            <div key={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.labels.map((label) => (
                  <li key={label}>
                    <LabelLink label={label} className={`${styles.link} ${targetClassNames.block}`} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className={styles.acknowledgement}>
          <p>
            {brand.name} acknowledges the Traditional Custodians of Country throughout Australia and their continuing connection to land,
            waters and community. We pay our respects to Elders past and present.
          </p>
          <p className={styles.copyright}>
            © {/* The frame is prerendered at build time: the server writes the current year in. */}
            <span data-current-year="">{new Date().getFullYear()}</span> {brand.legalName} (ABN {brand.abn}). All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
