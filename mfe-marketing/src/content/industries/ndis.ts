import hero from '../../assets/industries/ndis-hero.svg';
import type { IndustryPageContent } from '../types';

export const ndisIndustry: IndustryPageContent = {
  path: '/ndis-industry',
  meta: {
    title: 'Wattlecare for NDIS disability support providers',
    description:
      'Rostering, worker screening, participant plans, incidents and claims for SIL, SDA, community participation and support coordination providers.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Wattlecare helps NDIS providers run their services in one place. It covers rosters, staff checks, participant plans, incidents and claims. Everything is ready when the auditor comes.',
  hero: {
    title: 'NDIS providers',
    heading: 'Run your disability support services on one record, ready for audit',
    description:
      'Whether you support people in SIL homes or SDA, run community participation programs or coordinate supports, Wattlecare joins rostering, worker compliance, participant plans, incident reporting and funding in one platform built for the NDIS.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'Two shared homes with location pins, a support van on the road, a group of people beside a wattle tree, a funding pie chart and a compliance shield.',
    },
  },
  challenges: {
    heading: 'What NDIS providers juggle every week',
    intro: 'The work is with participants. The paperwork around it is what keeps coordinators late.',
    points: [
      {
        title: '24/7 rosters in SIL and SDA homes',
        description:
          'Active overnight and sleepover shifts, shared supports across housemates and continuity of workers for each resident, all costed correctly under the SCHADS Award.',
      },
      {
        title: 'Community participation and group programs',
        description:
          'Group shifts with staff ratios, transport between venues and kilometres to reimburse, all tied back to each participant’s plan.',
      },
      {
        title: 'NDIS Practice Standards audits',
        description:
          'Auditors ask for evidence: current worker screening, training records, signed service agreements, progress notes and a complete incident register.',
      },
      {
        title: 'Worker screening that never lapses',
        description: 'Every worker in a risk-assessed role needs a current NDIS Worker Screening Check before they meet a participant.',
      },
      {
        title: 'Three ways of managing funding',
        description:
          'Plan-managed, self-managed and agency-managed participants each need a different invoice or claim for the same support.',
      },
    ],
  },
  solutions: {
    heading: 'How Wattlecare fits NDIS services',
    intro: 'Use the modules you need now and add the rest as you grow.',
    items: [
      {
        title: 'Roster Management',
        description:
          'Roster SIL homes, day programs and in-home supports, including sleepovers with the $66.02 per night allowance and group shifts.',
        label: 'Roster Management',
      },
      {
        title: 'Participant Management',
        description:
          'Profiles, plans and funding, service agreements, documents with expiry, risk profiles, journals and feedback, with participants active, inactive or archived.',
        label: 'Participant Management',
      },
      {
        title: 'HR Operations',
        description: 'Worker screening, First Aid and training expiries on each staff record, flagged before a worker is rostered.',
        label: 'HR Operations',
      },
      {
        title: 'Incident Management',
        description:
          'Incidents reported from the app, investigated and locked once resolved or closed, ready for your reportable-incident process.',
        label: 'Incident Management',
      },
      {
        title: 'Accounting',
        description:
          'Invoices for plan managers and self-managed participants, claims for agency-managed supports, payroll and Single Touch Payroll from the same approved hours.',
        label: 'Accounting',
      },
      {
        title: 'Clock In & Clock Out',
        description: 'Geo-verified attendance at participants’ homes and community venues.',
        label: 'Clock In & Clock Out',
      },
    ],
  },
  proof: {
    heading: 'Built for the way NDIS providers work',
    points: [
      'Hosted in Australia and run with ISO 27001-aligned practices',
      'Staff see only their own schedules; participants see only their own records',
      'Sleepover allowance of $66.02 per night and vehicle reimbursement at $0.99 per km, electric or fuel',
      'A 7-day free trial with no credit card required',
    ],
  },
  faqSection: {
    title: 'NDIS provider questions',
    faqData: [
      {
        id: 'practice-standards-audit',
        question: 'How does Wattlecare help with an NDIS Practice Standards audit?',
        answer: 'The evidence auditors ask for already sits on the right record, so you pull it up instead of chasing it.',
        points: [
          'Worker screening, First Aid and training records with expiry dates on each staff profile',
          'Signed service agreements and participant documents on the participant’s file',
          'Progress notes against each shift and participant goal',
          'An incident register where resolved and closed incidents are locked',
        ],
      },
      {
        id: 'worker-screening',
        question: 'What happens when a worker’s NDIS Worker Screening Check is about to expire?',
        answer:
          'The expiry date is stored on the worker’s profile, HR sees it coming, and the worker is flagged on the roster if the check lapses, so they are not sent to a participant without a current check.',
      },
      {
        id: 'funding-types',
        question: 'Can we bill plan-managed, self-managed and agency-managed participants?',
        answer:
          'Yes. Each participant’s funding and service agreement are recorded on their profile, and delivered supports come from approved timesheets.',
        points: [
          'Plan-managed: invoices addressed to the participant’s plan manager',
          'Self-managed: invoices addressed to the participant or their nominee',
          'Agency-managed: claims prepared for your finance team to lodge with the NDIA',
        ],
      },
      {
        id: 'sil-rosters',
        question: 'Does it handle SIL rosters with sleepovers and active nights?',
        answer:
          'Yes. Roster sleepover, night and long-duration custom shifts across a home, record paid and unpaid breaks, and the sleepover allowance of $66.02 per night carries through to the timesheet and payroll.',
      },
    ],
  },
};
