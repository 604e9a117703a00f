import { createParcel } from '@site/ui';
import { RequestForm, type PrivacyLinkProps } from '../request/RequestForm';

/**
 * Mounted outside any router of ours, a same-tab link would reload the page and lose what the
 * visitor typed, so the policy opens in a new tab instead.
 */
const newTabLink = ({ href, children }: PrivacyLinkProps) => (
  <a href={href} target="_blank" rel="noopener">
    {children}
    <span className="visually-hidden"> (opens in a new tab)</span>
  </a>
);

/**
 * The talk-to-an-expert form for other remotes' pages (e.g. marketing's Contact Us). It is its own
 * React root inside another remote's page, so it uses no react-router.
 */
export function EnquiryForm() {
  return <RequestForm kind="expert" renderPrivacyLink={newTabLink} />;
}

export default createParcel(EnquiryForm);
