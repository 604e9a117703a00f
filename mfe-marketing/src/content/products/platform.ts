import hero from '../../assets/products/platform-hero.svg';
import security from '../../assets/products/platform-section3.svg';
import type { ProductOverviewContent } from '../types';

export const platformOverview: ProductOverviewContent = {
  path: '/product',
  meta: {
    title: 'The Wattlecare platform for NDIS and aged-care providers',
    description:
      'Sixteen modules on one record: rostering, time and attendance, HR, participants, incidents, forms, accounting, training and secure chat, hosted in Australia.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Wattlecare is one system for NDIS and aged-care providers. Rosters, staff, participants and pay all live in one place. Each person sees only the part they need.',
  section1: {
    eyebrow: 'Platform overview',
    heading: 'One platform for rosters, people, participants and pay',
    description:
      'Wattlecare brings the work of a care provider into one system: the shift that was rostered is the shift the support worker clocks into, the progress note they write, the timesheet that gets approved and the line that gets paid and claimed. Coordinators, HR, finance and frontline staff each see the part they need, and nobody re-keys the same hours three times.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'Sixteen module tiles arranged in a ring around a central Wattlecare hub, with a separate tile for the AI beta.',
    },
  },
  section2: {
    heading: 'Why providers run their operations on one platform',
    description:
      'Most providers we speak to run rostering, payroll, incident registers and participant files in separate tools. Joining them up is where the time goes.',
    points: [
      {
        title: 'One record from roster to claim',
        description:
          'Shifts flow into geo-verified clock-ins, timesheets, payroll and invoices, so what was delivered is what is paid to staff and billed against the participant’s plan.',
      },
      {
        title: 'Compliance built into the daily work',
        description:
          'Expired NDIS Worker Screening or training checks are flagged before a shift is published, incidents lock once they are resolved, and signed documents stay with the staff or participant record, ready for a Practice Standards audit.',
      },
      {
        title: 'Everyone sees their own part',
        description:
          'Role-based access gives administrators the whole organisation, managers their team and support workers only their own schedules, while participants see only their own records.',
      },
      {
        title: 'Pick the modules you need',
        description:
          'Start with one module on Essential, run two or more on Professional, or switch everything on with Premium + AI (beta). Every plan is priced per user per month with a minimum of 5 users.',
      },
    ],
  },
  section3: {
    heading: 'Hosted in Australia, run with ISO 27001-aligned practices',
    description:
      'Participant files, incident reports and staff records are sensitive. Wattlecare is built on a CRM cloud platform, hosts its data in Australia and follows ISO 27001-aligned practices.',
    points: [
      'Data hosted in Australia',
      'Role-based permissions on every module, with personal data limited to the people who need it',
      'Signed documents viewable only by authorised users such as administrators or HR',
      'Administrators can review detailed chat message logs',
    ],
    image: {
      src: security,
      width: 480,
      height: 360,
      alt: 'A map of Australia with a location pin, linked to a cloud server and a shield with a padlock.',
    },
  },
  products: {
    heading: 'All sixteen modules',
    intro: 'Each module works on its own and shares the same staff, participant and shift records with the rest.',
    items: [
      {
        title: 'Roster Management',
        description:
          'Auto-schedule group, recurring, split, sleepover, custom and expression-of-interest shifts against availability and qualifications.',
        label: 'Roster Management',
      },
      {
        title: 'Timesheet',
        description: 'Timesheets generated from shift activity, approved per person, per shift or in bulk, manually or automatically.',
        label: 'Timesheet',
      },
      {
        title: 'Admin Console',
        description: 'Set up users, facilities and organisation settings in one place, and switch facilities on or off as services change.',
        label: 'Admin Console',
      },
      {
        title: 'Access Control Panel',
        description: 'Decide which roles and people can see and change each module, record and document.',
        label: 'Access Control Panel',
      },
      {
        title: 'HR Operations',
        description: 'Recruitment, onboarding, leave requests, performance reviews and personnel records with expiry tracking.',
        label: 'HR Operations',
      },
      {
        title: 'T-sign',
        description: 'Send employment contracts, service agreements and policies for e-signature and keep the signed copy on file.',
        label: 'T-sign',
      },
      {
        title: 'Clock In & Clock Out',
        description: 'Geo-verified clock-ins from the mobile app, with reminders 15 minutes before a scheduled login or logout.',
        label: 'Clock In & Clock Out',
      },
      {
        title: 'Participant Management',
        description:
          'Participant profiles, journals, funding, service agreements, documents with expiry dates, risk profiles and feedback.',
        label: 'Participant Management',
      },
      {
        title: 'Incident Management',
        description: 'Record, investigate and close incidents; records stay editable while open and lock once resolved.',
        label: 'Incident Management',
      },
      {
        title: 'Repository',
        description: 'A shared document library with access granted to roles or individuals and controlled deletion.',
      },
      {
        title: 'Role Based Dashboard',
        description: 'Upcoming, ongoing and finished shifts and the figures each role needs, scoped to what they may see.',
        label: 'Role Based Dashboard',
      },
      {
        title: 'My Profile',
        description: 'Each worker’s own details, documents, leave, performance goals and awards and recognition.',
        label: 'My Profile',
      },
      {
        title: 'Forms',
        description: 'Build forms with text fields, dropdowns, checkboxes, radio buttons, file uploads and digital signatures.',
        label: 'Forms',
      },
      {
        title: 'Accounting',
        description: 'Payroll, invoicing, ledger, Single Touch Payroll, bank feed, bank file export and wage reports to Excel.',
        label: 'Accounting',
      },
      {
        title: 'T Learning Hub',
        description: 'Assign training and induction courses by role and track completion alongside each worker’s record.',
        label: 'T Learning Hub',
      },
      {
        title: 'Chat',
        description: 'Secure internal messaging between the office and staff in the field, instead of personal text messages.',
        label: 'Chat',
      },
      {
        title: 'AI assistant (beta)',
        description: 'An AI feature is in beta and marked coming soon on every plan. It is not part of any plan’s live features yet.',
      },
    ],
  },
};
