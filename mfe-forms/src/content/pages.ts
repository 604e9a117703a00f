import { formAlerts } from './alerts';
import { freeTrial } from './freeTrial';
import { pagePaths } from './pagePaths';

/** Copy of this remote's pages; the forms' own copy is in requestForm.ts, freeTrial.ts and newsletter.ts. */
export const demoPage = {
  path: pagePaths.demo,
  title: 'Book a Demo',
  description: 'Book a personalised Wattlecare demo for your NDIS or aged-care organisation. Our team replies within one business day.',
  heading: 'Book a Demo',
  subtext: 'Tell us a little about your organisation and our team will reply within one business day to find a time that suits you.',
} as const;

export const expertPage = {
  path: pagePaths.expert,
  title: 'Talk to an expert',
  description: 'Talk to a Wattlecare product expert about plans, migration and the modules your organisation needs.',
  heading: 'Talk to an expert',
  subtext: 'Not sure which plan or modules fit? A product expert will reply within one business day.',
} as const;

/**
 * The free-trial sign-up as a page of its own (issue 46): where Sign Up leads when no script
 * opens the dialog. `title` is its name as a link says it; the tab and search show `metaTitle`.
 */
export const freeTrialPage = {
  path: pagePaths.freeTrial,
  title: 'Free Trial',
  metaTitle: freeTrial.heading,
  description:
    'Start a 7-day Wattlecare free trial for your NDIS or aged-care organisation, with no credit card. Our IT support team sets it up and e-mails your login details.',
} as const;

/** A page a plain-HTML post that succeeds is redirected to (post, redirect, get): the spec's success alert as a page. */
export interface SentPageContent {
  readonly path: string;
  /** Its name in the route table (distinct for each: a link label finds a page by it). */
  readonly title: string;
  /** The browser tab's title (the brand is appended). */
  readonly metaTitle: string;
  readonly description: string;
  readonly heading: string;
  readonly text: string;
}

/** The demo and talk-to-an-expert forms (on their pages and on Contact Us). */
export const requestSentPage = {
  path: pagePaths.requestSent,
  title: 'Request Submitted',
  metaTitle: 'Request submitted',
  description: 'Your request has reached our team. We will be in touch soon.',
  heading: formAlerts.requestSubmitted.heading,
  text: formAlerts.requestSubmitted.text,
} as const satisfies SentPageContent;

export const trialSentPage = {
  path: pagePaths.trialSent,
  title: 'Free Trial Requested',
  metaTitle: 'Free trial requested',
  description: 'Your free-trial sign-up has reached our IT support team. Your login details will come by e-mail.',
  heading: formAlerts.trialSubmitted.heading,
  text: formAlerts.trialSubmitted.text,
} as const satisfies SentPageContent;

export const newsletterSentPage = {
  path: pagePaths.newsletterSent,
  title: 'Subscribed',
  metaTitle: 'Subscribed to our newsletter',
  description: 'You are subscribed to our newsletter.',
  heading: formAlerts.newsletterSubscribed.heading,
  text: formAlerts.newsletterSubscribed.text,
} as const satisfies SentPageContent;

/** Ways on from a success page: each a label the site's map resolves, and what the link says. */
export const sentPageLinks = [
  { label: 'Home', text: 'Go to the home page' },
  { label: 'Blog', text: 'Read our blog' },
  { label: 'Pricing', text: 'Compare plans and pricing' },
] as const;
