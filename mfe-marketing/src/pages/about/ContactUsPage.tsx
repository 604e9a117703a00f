import { GlossaryText, Icon, MailtoLink, PageHead, RemoteIsland, Section, targetClassNames } from '@site/ui';
import { siteConfig } from '@site/site-config';
import type { AboutPageContent, WithLayout } from '../../content/types';
import styles from './ContactUsPage.module.css';

const { contact, mailboxes } = siteConfig;

/**
 * Contact Us: where to find us, and the enquiry form. The form belongs to mfe-forms (one form,
 * one set of rules and e-mails), so this page mounts it through the shell rather than copying it.
 */
export function ContactUsPage({ content: contactUs }: { readonly content: WithLayout<AboutPageContent, 'contact'> }) {
  const phones = [
    { label: contactUs.phone.labels.salesPhone, phone: contact.salesPhone },
    { label: contactUs.phone.labels.supportHotline, phone: contact.supportHotline },
    { label: contactUs.phone.labels.mobile, phone: contact.mobile },
  ];
  const emails = [
    { label: contactUs.email.labels.enquiries, address: mailboxes.enquiries },
    { label: contactUs.email.labels.sales, address: mailboxes.sales },
    { label: contactUs.email.labels.support, address: mailboxes.support },
  ];
  return (
    <>
      <PageHead title={contactUs.meta.title} description={contactUs.meta.description} />
      <Section heading={contactUs.heading} headingLevel="h1" intro={<GlossaryText>{contactUs.intro}</GlossaryText>}>
        <div className={styles.layout}>
          <div className={styles.details}>
            <section aria-labelledby="contact-office">
              <h2 id="contact-office">{contactUs.office.heading}</h2>
              <p>
                <GlossaryText>{contactUs.office.text}</GlossaryText>
              </p>
              <address>
                {contact.headOffice.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </section>
            <section aria-labelledby="contact-phone">
              <h2 id="contact-phone">
                <Icon name="phone" /> {contactUs.phone.heading}
              </h2>
              <p>
                <GlossaryText>{contactUs.phone.text}</GlossaryText>
              </p>
              <dl>
                {phones.map(({ label, phone }) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>
                      <a href={`tel:${phone.tel}`} className={targetClassNames.inline}>
                        {phone.display}
                      </a>
                    </dd>
                  </div>
                ))}
                <div>
                  <dt>{contactUs.phone.labels.salesHours}</dt>
                  <dd>{contact.salesHours}</dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="contact-email">
              <h2 id="contact-email">
                <Icon name="mail" /> {contactUs.email.heading}
              </h2>
              <p>
                <GlossaryText>{contactUs.email.text}</GlossaryText>
              </p>
              <dl>
                {emails.map(({ label, address }) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>
                      <MailtoLink address={address} className={targetClassNames.inline} />
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={styles.promise}>
                <GlossaryText>{contactUs.responsePromise}</GlossaryText>
              </p>
            </section>
          </div>
          <section className={styles.form} aria-labelledby="contact-form">
            <h2 id="contact-form">{contactUs.form.heading}</h2>
            <p>
              <GlossaryText>{contactUs.form.intro}</GlossaryText>
            </p>
            <RemoteIsland owner="forms" name="EnquiryForm" placeholder={<div className={styles.formPlaceholder} />} />
          </section>
        </div>
      </Section>
    </>
  );
}
