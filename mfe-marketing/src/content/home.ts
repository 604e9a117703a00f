import type { FaqItem, PageMeta, Picture } from './types';
import { clientLogos, heroImage, stepImages, testimonialAvatars } from './homeImages';

/** How-it-works step (spec: id, title, description, image). */
export interface HowItWorksStep {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly image: Picture;
}

/** A results claim card. */
export interface ResultClaim {
  readonly figure: string;
  readonly label: string;
  readonly detail: string;
}

/** A testimonial (spec: id, rating 1–5, testimonial, testimonialPoints, author, authorTitle, authorImage). */
export interface Testimonial {
  readonly id: number;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly testimonial: string;
  readonly testimonialPoints?: readonly string[];
  readonly author: string;
  readonly authorTitle: string;
  readonly authorImage: Picture;
}

/** The picture at `index`; a missing one fails loudly at build time rather than rendering a hole. */
function nth(pictures: readonly Picture[], index: number): Picture {
  const picture = pictures[index];
  if (!picture) throw new Error(`No picture at index ${index}`);
  return picture;
}

export const home = {
  path: '/',
  meta: {
    title: 'Workforce, participant and compliance management for NDIS and aged care',
    description:
      'Wattlecare is the Australian-hosted platform NDIS and aged-care providers use to roster support workers, keep participant records audit-ready and pay staff correctly.',
  } satisfies PageMeta,
  hero: {
    headline: 'Rosters, participants and compliance, finally in one place',
    subText:
      'Wattlecare helps Australian NDIS and aged-care providers roster the right support worker, keep participant records audit-ready and pay every shift correctly, from the office or on the road.',
    trialNote: '7-day free trial. No credit card needed.',
    appsHeading: 'Get the support worker app',
    socialHeading: 'Follow us',
    image: heroImage,
  },
  features: {
    id: 'features',
    heading: 'Everything your care team runs on',
    intro: 'One record of every participant, worker and shift, shared by every module. Choose a module to see how it works.',
  },
  howItWorks: {
    heading: 'How it works',
    intro: 'Most providers are rostering in Wattlecare within two weeks. Here is the path from sign-up to your first audit.',
    steps: [
      {
        id: 1,
        title: 'Set up your organisation',
        description:
          'Import staff, participants, facilities and funding from spreadsheets. We map your award rates, shift types and pay items with you.',
        image: nth(stepImages, 0),
      },
      {
        id: 2,
        title: 'Build the roster',
        description:
          'Auto-schedule shifts against availability, qualifications and participant preferences, then publish to workers’ phones.',
        image: nth(stepImages, 1),
      },
      {
        id: 3,
        title: 'Workers clock in on site',
        description: 'Geo-verified clock in and out from the app, with progress notes and incident reports written at the shift.',
        image: nth(stepImages, 2),
      },
      {
        id: 4,
        title: 'Timesheets build themselves',
        description:
          'Shift activity becomes the timesheet. Approve per person, per shift or in bulk, or let clean shifts approve automatically.',
        image: nth(stepImages, 3),
      },
      {
        id: 5,
        title: 'Pay, invoice and claim',
        description: 'Approved hours flow to payroll with Single Touch Payroll, to participant invoices and to your NDIS claim file.',
        image: nth(stepImages, 4),
      },
      {
        id: 6,
        title: 'Report and stay audit-ready',
        description: 'Dashboards, incident registers and document expiry tracking keep the evidence an NDIS audit asks for in one place.',
        image: nth(stepImages, 5),
      },
    ] satisfies HowItWorksStep[],
  },
  blog: {
    heading: 'From the blog',
    intro: 'Practical reading for coordinators, rostering teams and finance staff in the care sector.',
  },
  results: {
    heading: 'Results providers see',
    intro: 'What teams tell us after their first year on Wattlecare.',
    claims: [
      {
        figure: 'Top',
        label: 'client happiness',
        detail: 'Providers rate our onboarding and support team at the top of their software suppliers.',
      },
      {
        figure: '98%',
        label: 'positive feedback',
        detail: 'of support tickets are closed with positive feedback from the person who raised them.',
      },
      { figure: '1,000+', label: 'users', detail: 'coordinators, support workers and finance staff sign in to Wattlecare every week.' },
      {
        figure: '40%',
        label: 'faster incident resolution',
        detail: 'once incidents are reported from the shift and routed to the right manager straight away.',
      },
      { figure: '99.9%', label: 'uptime guarantee', detail: 'is the availability we aim for and report against every month.' },
    ] satisfies ResultClaim[],
  },
  testimonials: {
    heading: 'What providers say',
    items: [
      {
        id: 1,
        rating: 5,
        testimonial:
          'We used to rebuild the SIL roster every Friday afternoon. Now the fortnight is filled by Tuesday and workers confirm their shifts from the app.',
        testimonialPoints: ['Roster built in an hour instead of a day', 'No more texting shift changes'],
        author: 'Aroha Wilson',
        authorTitle: 'Rostering Coordinator, Banksia Community Care',
        authorImage: nth(testimonialAvatars, 0),
      },
      {
        id: 2,
        rating: 5,
        testimonial:
          'Our last NDIS audit was the calmest we have had. Incident records, worker screening and participant documents were all in one place with their dates.',
        author: 'Daniel O’Connor',
        authorTitle: 'Quality and Compliance Manager, Riverbend Support Services',
        authorImage: nth(testimonialAvatars, 1),
      },
      {
        id: 3,
        rating: 4,
        testimonial:
          'Payroll now matches the roster because both come from the same shifts. We would like even more report templates, and the team keeps adding them.',
        testimonialPoints: ['Sleepover allowances calculated for us', 'Single Touch Payroll from the same screen'],
        author: 'Mei Lin Zhou',
        authorTitle: 'Finance Lead, Saltbush Supported Living',
        authorImage: nth(testimonialAvatars, 2),
      },
    ] satisfies Testimonial[],
  },
  faq: {
    heading: 'Frequently asked questions',
    items: [
      {
        id: 'who-is-it-for',
        question: 'Who is Wattlecare for?',
        answer:
          'Providers of disability support under the NDIS, aged care, home and community care, allied health and childcare, and other shift-based businesses such as ICT services.',
      },
      {
        id: 'trial',
        question: 'Can we try it before we buy?',
        answer: 'Yes. The free trial runs for 7 days and needs no credit card. You can also book a demo and we will walk you through it.',
      },
      {
        id: 'pricing',
        question: 'How is Wattlecare priced?',
        answer: 'Per user per month, with a minimum of 5 users on every plan.',
        points: [
          'Essential at $9.99 suits a single module',
          'Professional at $19.99 suits two or more modules',
          'Premium + AI (beta) at $39.99 includes all modules and 24/7 dedicated support',
        ],
        conclusion: 'The LMS is an optional add-on on every plan.',
      },
      {
        id: 'data',
        question: 'Where is our data kept, and how is it protected?',
        answer:
          'Wattlecare is hosted in Australia and built on an established customer-relationship cloud platform. We follow ISO 27001-aligned practices, and access to every record is controlled by role.',
      },
      {
        id: 'app',
        question: 'Is there an app for support workers?',
        answer:
          'Yes, for iOS and Android. Workers see only their own shifts, clock in and out with location checks, write notes and receive reminders 15 minutes before a scheduled sign-in or sign-out.',
      },
    ] satisfies FaqItem[],
  },
  clients: {
    heading: 'Our Most Trusted Clients',
    logos: clientLogos,
  },
} as const;
