/**
 * Facts the site's config holds that content files write as `{{name}}` (collection.yml's
 * `variables`), so a brand, a mailbox or a number is changed in one place.
 */
import { siteConfig } from '@site/site-config';

const { brand, contact, mailboxes } = siteConfig;

export const siteFacts = {
  brandName: brand.name,
  legalName: brand.legalName,
  abn: brand.abn,
  officeAddress: contact.headOffice.lines.join(', '),
  enquiriesEmail: mailboxes.enquiries,
  salesEmail: mailboxes.sales,
  salesPhone: contact.salesPhone.display,
  salesHours: contact.salesHours,
};
