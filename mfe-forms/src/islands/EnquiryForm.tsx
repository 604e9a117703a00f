import { defineIsland } from '@site/ui';
import { newTabLink } from '../forms/links';
import { RequestForm } from '../request/RequestForm';

/**
 * The talk-to-an-expert form for other deployables' pages (marketing's Contact Us), published as
 * HTML: its privacy links open in a new tab so nothing typed is lost.
 */
function EnquiryForm() {
  return <RequestForm kind="expert" renderPrivacyLink={newTabLink} />;
}

export default defineIsland({ owner: 'forms', name: 'EnquiryForm', hydrate: 'intent' }, EnquiryForm);
