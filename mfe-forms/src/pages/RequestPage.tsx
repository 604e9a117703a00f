import type { RequestKind } from '@site/form-schemas';
import { Section, siteConfig } from '@site/ui';
import { Link } from 'react-router-dom';
import type { RenderPrivacyLink } from '../forms/links';
import { RequestForm } from '../request/RequestForm';
import { ContactDetails } from './ContactDetails';

export interface RequestPageProps {
  readonly kind: RequestKind;
  readonly content: { readonly title: string; readonly description: string; readonly heading: string; readonly subtext: string };
}

/** Inside the shell's router: the privacy policy opens without a full page load. */
const routerLink: RenderPrivacyLink = ({ href, children }) => <Link to={href}>{children}</Link>;

/** Book a Demo and Talk to an expert share this page; the copy and the request kind differ. */
export function RequestPage({ kind, content }: RequestPageProps) {
  return (
    <>
      <title>{`${content.title} | ${siteConfig.brand.name}`}</title>
      <meta name="description" content={content.description} />
      <Section heading={content.heading} headingLevel="h1" intro={content.subtext}>
        <ContactDetails />
        <RequestForm kind={kind} renderPrivacyLink={routerLink} />
      </Section>
    </>
  );
}
