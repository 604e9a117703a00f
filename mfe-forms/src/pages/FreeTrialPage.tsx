import { PageHead, Section } from '@site/ui';
import { freeTrial } from '../content/freeTrial';
import { freeTrialPage } from '../content/pages';
import TrialFormIsland from '../islands/TrialForm';
import { TrialIntro } from '../trial/TrialIntro';

/** The free-trial sign-up as a page: where Sign Up leads without script (with script it opens the dialog, widgets/FreeTrialDialog). */
export function FreeTrialPage() {
  return (
    <>
      <PageHead title={freeTrialPage.metaTitle} description={freeTrialPage.description} />
      <Section heading={freeTrial.heading} headingLevel="h1">
        <TrialIntro />
        <TrialFormIsland />
      </Section>
    </>
  );
}
