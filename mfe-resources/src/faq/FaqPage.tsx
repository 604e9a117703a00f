import { FaqAccordion, PageHead, Section } from '@site/ui';
import { useId } from 'react';
import { faqPage } from '../content/faqPage';

/** FAQ: General, Product-Wise and Timesheet. One answer is open at a time across the whole page. */
function FaqSections() {
  const accordion = { group: useId() };
  return (
    <>
      {faqPage.sections.map((section, index) => (
        <Section key={section.title} heading={section.title} tone={index % 2 === 0 ? 'alt' : 'plain'}>
          {section.questions && <FaqAccordion items={section.questions} {...accordion} />}
          {section.groups?.map((group) => (
            <div key={group.title}>
              <h3>{group.title}</h3>
              <FaqAccordion items={group.questions} headingLevel="h4" {...accordion} />
            </div>
          ))}
        </Section>
      ))}
    </>
  );
}

export default function FaqPage() {
  return (
    <>
      <PageHead title={faqPage.meta.title} description={faqPage.meta.description} />
      <Section heading={faqPage.heading} headingLevel="h1" intro={faqPage.intro} />
      <FaqSections />
    </>
  );
}
