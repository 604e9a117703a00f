import { createParcel } from '@site/ui';
import { newTabLink } from '../forms/links';
import { RequestForm } from '../request/RequestForm';

/**
 * The talk-to-an-expert form for other remotes' pages (e.g. marketing's Contact Us). It is its own
 * React root inside another remote's page, so it uses no react-router; its privacy links open in
 * a new tab so nothing typed is lost.
 */
export function EnquiryForm() {
  return <RequestForm kind="expert" renderPrivacyLink={newTabLink} />;
}

export default createParcel(EnquiryForm);
