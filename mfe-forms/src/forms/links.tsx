import type { ReactNode } from 'react';
import { formParts } from '../content/forms';

interface PrivacyLinkProps {
  readonly href: string;
  readonly children: ReactNode;
}

/** How a form renders its privacy policy link (a plain one, or one that keeps what the visitor typed). */
export type RenderPrivacyLink = (props: PrivacyLinkProps) => ReactNode;

/** A plain link (a full page load), for hosts without a router of ours. */
export const plainLink: RenderPrivacyLink = ({ href, children }) => <a href={href}>{children}</a>;

/**
 * For forms mounted outside any router of ours (the enquiry form in other remotes' pages, the
 * free-trial dialog, the footer box): a same-tab link would reload the page and lose what the
 * visitor typed, so the policy opens in a new tab instead.
 */
export const newTabLink: RenderPrivacyLink = ({ href, children }) => (
  <a href={href} target="_blank" rel="noopener">
    {children}
    <span className="visually-hidden"> {formParts.opensInNewTab}</span>
  </a>
);
