import type { RequestKind } from '@site/form-schemas';
import { Section } from '@site/ui';
import { siteConfig } from '@site/site-config';
import RequestFormIsland from '../islands/RequestForm';
import { ContactDetails } from './ContactDetails';

export interface RequestPageProps {
  readonly kind: RequestKind;
  readonly content: { readonly title: string; readonly description: string; readonly heading: string; readonly subtext: string };
}

/** Book a Demo and Talk to an expert share this page; the copy and the request kind differ. */
export function RequestPage({ kind, content }: RequestPageProps) {
  return (
    <>
      <title>{`${content.title} | ${siteConfig.brand.name}`}</title>
      <meta name="description" content={content.description} />
      <Section heading={content.heading} headingLevel="h1" intro={content.subtext}>
        <ContactDetails />
        <RequestFormIsland kind={kind} />
      </Section>
    </>
  );
}
