import { siteConfig } from '@site/ui';
import hero from '../../assets/industries/ict-hero.svg';
import type { IndustryPageContent } from '../types';

export const ictIndustry: IndustryPageContent = {
  path: '/ict-industry',
  meta: {
    title: 'Wattlecare for ICT services firms',
    description:
      'Roster field technicians and on-call teams, verify attendance at client sites, turn timesheets into invoices and onboard contractors.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Wattlecare rosters technicians and on-call teams across client sites. It confirms they were on site. Their approved hours become pay and client invoices.',
  hero: {
    title: 'ICT services',
    heading: 'Put the right technician on site, and bill for every hour they worked',
    description:
      'Managed service providers and ICT support firms run field technicians, after-hours on-call rosters and contractors across many client sites. Wattlecare rosters them, confirms they were on site and turns approved hours into payroll and client invoices.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'A map with technician pins joined by a route, a list of jobs, a laptop, a phone taking an on-call call and an invoice.',
    },
  },
  challenges: {
    heading: 'Where ICT services firms lose time and revenue',
    points: [
      {
        title: 'Field technicians across many client sites',
        description: 'Dispatchers need to know who is qualified, available and close to the job, and whether they actually arrived.',
      },
      {
        title: 'Fair on-call rosters',
        description:
          'After-hours and weekend on-call rotations are kept in spreadsheets, and the same people end up covering every long weekend.',
      },
      {
        title: 'Hours that never reach an invoice',
        description:
          'Time worked on site is written on paper or in a separate tool and re-keyed into billing, and unbilled hours slip through.',
      },
      {
        title: 'Contractors onboarded in a hurry',
        description:
          'Contractors start on a client site before agreements are signed, inductions are done or access is limited to what they need.',
      },
    ],
  },
  solutions: {
    heading: 'How Wattlecare fits ICT services',
    items: [
      {
        title: 'Roster Management',
        description:
          'Recurring on-call rotations, custom and long-duration shifts, and expression-of-interest shifts offered to qualified technicians.',
        label: 'Roster Management',
      },
      {
        title: 'Clock In & Clock Out',
        description: 'Geo-verified clock-ins at client sites, with reminders 15 minutes before a scheduled login or logout.',
        label: 'Clock In & Clock Out',
      },
      {
        title: 'Timesheet',
        description: 'Timesheets generated from shift activity and approved per person, per shift or in bulk.',
        label: 'Timesheet',
      },
      {
        title: 'Accounting',
        description: 'Client invoices from approved hours, payroll with Single Touch Payroll, bank file export and wage reports to Excel.',
        label: 'Accounting',
      },
      {
        title: 'HR Operations',
        description: 'Onboard employees and contractors with their documents and expiry dates on one record.',
        label: 'HR Operations',
      },
      {
        title: 'T-sign',
        description: 'Contractor agreements and policy acknowledgements signed electronically before the first job.',
        label: 'T-sign',
      },
    ],
  },
  proof: {
    heading: 'Why ICT firms choose a platform built for field work',
    points: [
      'Hosted in Australia and run with ISO 27001-aligned practices',
      'Role-based access, so contractors see only their own jobs and schedules',
      'Vehicle reimbursement at $0.99 per km for electric or fuel vehicles',
      'A 7-day free trial with no credit card required',
    ],
  },
  faqSection: {
    title: 'ICT services questions',
    faqData: [
      {
        id: 'on-call-rosters',
        question: 'Can we run an on-call roster alongside normal shifts?',
        answer:
          'Yes. Set up on-call periods as custom or long-duration shifts, repeat them weekly or fortnightly with an end date, and rotate them across the team on the same roster as day shifts.',
      },
      {
        id: 'timesheets-to-invoices',
        question: 'How do technicians’ hours become client invoices?',
        answer:
          'Clock-ins on site generate the timesheet. Once it is approved, the hours feed both payroll and the client invoice, which moves from draft to issued to received.',
      },
      {
        id: 'contractor-onboarding',
        question: 'Can we onboard contractors as well as employees?',
        answer:
          'Yes. Contractors get a record in HR Operations, sign their agreement through T-sign, complete inductions in T Learning Hub and get access limited to what their role needs.',
      },
      {
        id: 'ict-pricing',
        question: 'How is pricing worked out for an ICT business?',
        answer: `The plan cards on our pricing page are set for NDIS providers. For ICT businesses, call our sales team on ${siteConfig.contact.salesPhone.display} (${siteConfig.contact.salesHours}) or email ${siteConfig.mailboxes.sales}, or book a demo and we will scope it with you.`,
      },
    ],
  },
};
