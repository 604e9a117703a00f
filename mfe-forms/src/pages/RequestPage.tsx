import { Section, siteConfig } from '@site/ui';
import { ContactDetails } from './ContactDetails';

export interface RequestPageProps {
  readonly content: { readonly title: string; readonly description: string; readonly heading: string; readonly subtext: string };
}

/** Book a Demo and Talk to an expert share this page; only the copy (and later the subject) differ. */
export function RequestPage({ content }: RequestPageProps) {
  return (
    <>
      <title>{`${content.title} | ${siteConfig.brand.name}`}</title>
      <meta name="description" content={content.description} />
      <Section heading={content.heading} headingLevel="h1" intro={content.subtext}>
        <ContactDetails />
      </Section>
    </>
  );
}
