import { GlossaryText, LabelLink, MailtoLink, PageHead, PointList, Section, formatLongDate } from '@site/ui';
import type { AccessibilityStatementContent } from '../../content/types';
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

/** The accessibility statement: the standard met, how it is tested, known limitations and how to report a barrier. */
export function AccessibilityStatementPage({ content }: { readonly content: AccessibilityStatementContent }) {
  const { standard, testing, limitations, reporting } = content;
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
            <PointList points={standard.beyondAa} />
            <p>{text(standard.note)}</p>
          </section>
          <section aria-labelledby="testing">
            <h2 id="testing">{testing.heading}</h2>
            <p>{text(testing.intro)}</p>
            <h3>{testing.automatedHeading}</h3>
            <TextList items={testing.automated} />
            <h3>{testing.manualHeading}</h3>
            <TextList items={testing.manual} />
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
                {reporting.channelLeads.form} <LabelLink label={reporting.formLabel}>{reporting.formLinkText}</LabelLink>
              </li>
              <li>
                {reporting.channelLeads.email} <MailtoLink address={reporting.email} subject={content.meta.title} />
              </li>
              <li>
                {reporting.channelLeads.phone} <a href={`tel:${reporting.phone.tel}`}>{reporting.phone.display}</a>
              </li>
            </ul>
            <p>{reporting.includeIntro}</p>
            <TextList items={reporting.include} />
            <p data-response-time="">
              <strong>{reporting.responseTime}</strong>
            </p>
            <h3>{reporting.escalationHeading}</h3>
            <TextList items={reporting.escalation} ordered />
          </section>
          <p>
            {content.preparedLead} <time dateTime={content.preparedDate}>{formatLongDate(content.preparedDate)}</time>.
          </p>
        </div>
      </Section>
    </>
  );
}
