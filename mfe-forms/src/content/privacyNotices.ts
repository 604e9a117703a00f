import { siteConfig } from '@site/site-config';

/**
 * The collection notices (Australian Privacy Principle 5) shown by each form: who collects, why,
 * where it goes and for how long, with the privacy policy link. Each reads as
 * `{text} {linkLead} <a>{linkText}</a>.`
 */
export interface CollectionNotice {
  readonly text: string;
  readonly linkLead: string;
  readonly linkText: string;
  readonly href: string;
}

const { name } = siteConfig.brand;

/** Issue 21: what the form sends besides the fields, said once for every form. */
const attribution =
  'We also note the page you send this from and the site or campaign that brought you here, kept in this browser tab only, with no cookie or third party.';
const policy = {
  linkLead: 'How we handle personal information is set out in our',
  linkText: 'Privacy Policy',
  href: '/privacy-policy',
} as const;

export const collectionNotices = {
  /** Book a Demo, Talk to an expert and the enquiry form on Contact Us. */
  request: {
    text: `${name} collects these details to answer your request. They go by e-mail to our sales team and are kept only as long as we need them to help you. ${attribution}`,
    ...policy,
  },
  trial: {
    text: `${name} collects these details to set up your free trial. They go by e-mail to our support team and are kept only as long as we need them for your trial and account. ${attribution}`,
    ...policy,
  },
  newsletter: {
    text: `${name} collects your e-mail address to send you our newsletter. It goes by e-mail to our team and is kept only until you unsubscribe. ${attribution}`,
    ...policy,
  },
} as const satisfies Record<string, CollectionNotice>;
