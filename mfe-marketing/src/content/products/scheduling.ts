import hero from '../../assets/products/scheduling-hero.svg';
import flow from '../../assets/products/scheduling-section3.svg';
import type { ProductOverviewContent } from '../types';

export const schedulingOverview: ProductOverviewContent = {
  path: '/scheduling',
  meta: {
    title: 'Scheduling for NDIS and aged-care providers',
    description:
      'Roster every shift type, confirm attendance with geo-verified clock-ins and turn shift activity into approved timesheets, on one record.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Wattlecare builds your roster and tracks who turned up. Workers clock in on their phone at the shift. Their hours become a timesheet you can approve.',
  section1: {
    eyebrow: 'Scheduling',
    heading: 'From the roster to the timesheet without a single re-key',
    description:
      'Build the fortnight’s roster against each support worker’s availability, leave and checks, let workers clock in on site from their phone, and approve timesheets that were generated from what actually happened on shift. Rostering, attendance and hours finally agree with each other.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'A weekly roster with recurring, split and overnight sleepover shifts, next to a phone showing a shift offer with accept and decline buttons.',
    },
  },
  section2: {
    heading: 'What changes for your rostering team',
    points: [
      {
        title: 'Every shift type in one calendar',
        description:
          'General, morning, afternoon, night, sleepover and custom shifts, including long-duration shifts, plus group, split and expression-of-interest shifts.',
      },
      {
        title: 'Recurring supports set once',
        description:
          'Repeat a participant’s regular supports daily, weekly, fortnightly or monthly with an end date, and change one occurrence without touching the rest.',
      },
      {
        title: 'Checks before the shift is published',
        description:
          'Workers with an expired NDIS Worker Screening Check or missing training are flagged, so a non-compliant roster never reaches a participant’s door.',
      },
      {
        title: 'Fewer phone calls on a Sunday night',
        description: 'Shift offers, changes and reminders go to workers’ phones, and staff see only their own schedules.',
      },
    ],
  },
  section3: {
    heading: 'One chain from shift to pay',
    description:
      'A published shift becomes a geo-verified clock-in, the clock-in becomes a timesheet, and the approved timesheet feeds payroll and invoicing. Each step carries the same shift, participant and worker, so finance is paying and billing what was actually delivered.',
    points: [
      'Reminders 15 minutes before a scheduled login or logout',
      'Manual sign-in requests reviewed by a team member',
      'Sleepover allowance of $66.02 per night and paid or unpaid breaks carried onto the timesheet',
      'Timesheets approved per person, per shift or in bulk, manually or automatically',
    ],
    image: {
      src: flow,
      width: 480,
      height: 360,
      alt: 'A flow from a roster calendar to a location check, a clock, an approved timesheet, a report and a payment.',
    },
  },
  products: {
    heading: 'The modules behind scheduling',
    items: [
      {
        title: 'Roster Management',
        description:
          'Auto-schedule shifts against availability, qualifications, participant preferences and travel, with clash and fatigue warnings.',
        label: 'Roster Management',
      },
      {
        title: 'Clock In & Clock Out',
        description:
          'Workers clock in and out from the Wattlecare app at the participant’s address; the location is verified against the shift.',
        label: 'Clock In & Clock Out',
      },
      {
        title: 'Timesheet',
        description: 'Timesheets built from shift activity, with breaks, allowances and reimbursements, ready for approval and payroll.',
        label: 'Timesheet',
      },
    ],
  },
};
