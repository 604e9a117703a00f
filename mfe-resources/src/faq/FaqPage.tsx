import { FaqAccordion, PageHead, Section, defineIsland } from '@site/ui';
import { useState } from 'react';
import { faqPage } from '../content/faqPage';

/** FAQ: General, Product-Wise and Timesheet. One answer is open at a time across the whole page. */
function FaqSections() {
  const [openId, setOpenId] = useState<string | null>(null);
  const accordion = { openId, onOpenChange: setOpenId };
  return (
    <>
      {faqPage.sections.map((section, index) => (
        <Section key={section.title} heading={section.title} tone={index % 2 === 0 ? 'alt' : 'plain'}>
          {section.faq && <FaqAccordion items={section.faq} {...accordion} />}
          {section.groups?.map((group) => (
            <div key={group.title}>
              <h3>{group.title}</h3>
              <FaqAccordion items={group.faq} headingLevel="h4" {...accordion} />
            </div>
          ))}
        </Section>
      ))}
    </>
  );
}

/** The sections share one open answer, so they are one island; live on the first interaction. */
export const FaqSectionsIsland = defineIsland({ owner: 'resources', name: 'FaqSections', hydrate: 'interaction' }, FaqSections);

export default function FaqPage() {
  return (
    <>
      <PageHead title={faqPage.meta.title} description={faqPage.meta.description} />
      <Section heading={faqPage.heading} headingLevel="h1" intro={faqPage.intro} />
      <FaqSectionsIsland />
    </>
  );
}
