import { useLocation } from 'react-router-dom';
import { LabelLink } from '../navigation/labels';
import { Section } from '../primitives/Section';
import { buttonClassName } from '../primitives/Button';
import { siteConfig } from '../config/site';

/**
 * A route the shell sends to a remote whose page is not written yet: says so plainly and offers
 * the ways forward, rather than an empty slot.
 */
export function PageInPreparation() {
  const { pathname } = useLocation();
  return (
    <Section heading="We're still writing this page" headingLevel="h1">
      <title>{`In preparation | ${siteConfig.brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <p>
        The page at <code>{pathname}</code> is on its way. In the meantime our team can show you this part of {siteConfig.brand.name} in a
        short demo.
      </p>
      <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
    </Section>
  );
}
