import { GlossaryText, LabelLink, MailtoLink, PageHead, PointList, Section, formatLongDate } from '@site/ui';
import { siteConfig } from '@site/site-config';
import type { LegalPageContent, WithLayout } from '../../content/types';
import styles from '../ContentPage.module.css';

/** A list of plain texts, the glossary's terms marked up. */
function TextList({ items, ordered = false }: { readonly items: readonly string[]; readonly ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <GlossaryText>{item}</GlossaryText>
        </li>
      ))}
    </List>
  );
}

/** The accessibility statement: the standard met, how it is tested, known limitations and how to report a barrier (to the site's support mailbox and hotline). */
export function AccessibilityStatementPage({ content }: { readonly content: WithLayout<LegalPageContent, 'accessibility-statement'> }) {
  const { standard, testing, limitations, reporting } = content;
  const { channels } = reporting;
  const { supportHotline } = siteConfig.contact;
  const text = (value: string) => <GlossaryText>{value}</GlossaryText>;
  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} />
      <Section heading={content.heading} headingLevel="h1">
        <div className={styles.prose}>
          <p className={styles.lead} data-summary="">
            {text(content.summary)}
          </p>
          <section aria-labelledby="standard">
            <h2 id="standard">{standard.heading}</h2>
            <p>{text(standard.intro)}</p>
            <PointList points={standard.criteria} />
            <p>{text(standard.note)}</p>
          </section>
          <section aria-labelledby="testing">
            <h2 id="testing">{testing.heading}</h2>
            <p>{text(testing.intro)}</p>
            <h3>{testing.automated.heading}</h3>
            <TextList items={testing.automated.bullets} />
            <h3>{testing.manual.heading}</h3>
            <TextList items={testing.manual.bullets} />
          </section>
          <section aria-labelledby="limitations">
            <h2 id="limitations">{limitations.heading}</h2>
            <p>{text(limitations.intro)}</p>
            <PointList points={limitations.items} />
          </section>
          <section aria-labelledby="reporting">
            <h2 id="reporting">{reporting.heading}</h2>
            <p>{text(reporting.intro)}</p>
            <ul>
              <li>
                {channels.form.lead} <LabelLink label={channels.form.label}>{channels.form.linkText}</LabelLink>
              </li>
              <li>
                {channels.email.lead} <MailtoLink address={siteConfig.mailboxes.support} subject={content.meta.title} />
              </li>
              <li>
                {channels.phone.lead} <a href={`tel:${supportHotline.tel}`}>{supportHotline.display}</a>
              </li>
            </ul>
            <p>{reporting.include.intro}</p>
            <TextList items={reporting.include.bullets} />
            <p data-response-time="">
              <strong>{reporting.responseTime}</strong>
            </p>
            <h3>{reporting.escalation.heading}</h3>
            <TextList items={reporting.escalation.steps} ordered />
          </section>
          <p>
            {content.prepared.lead} <time dateTime={content.prepared.date}>{formatLongDate(content.prepared.date)}</time>.
          </p>
        </div>
      </Section>
    </>
  );
}
