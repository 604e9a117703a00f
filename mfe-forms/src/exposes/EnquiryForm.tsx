import { newTabLink } from '../forms/links';
import { RequestForm } from '../request/RequestForm';

/**
 * The talk-to-an-expert form for other remotes' pages (e.g. marketing's Contact Us): its privacy
 * links open in a new tab so nothing typed is lost.
 */
export function EnquiryForm() {
  return <RequestForm kind="expert" renderPrivacyLink={newTabLink} />;
}
