import { defineIsland } from '@site/ui';
import { EnquiryForm } from '../exposes/EnquiryForm';

/** The talk-to-an-expert form in other deployables' pages (marketing's Contact Us), published as HTML. */
export default defineIsland({ owner: 'forms', name: 'EnquiryForm', hydrate: 'interaction' }, EnquiryForm);
