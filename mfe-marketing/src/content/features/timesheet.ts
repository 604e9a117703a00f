import details1 from '../../assets/features/timesheet-details-1.svg';
import details2 from '../../assets/features/timesheet-details-2.svg';
import details3 from '../../assets/features/timesheet-details-3.svg';
import block1 from '../../assets/features/timesheet-block-1.svg';
import block2 from '../../assets/features/timesheet-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const timesheet: FeaturePageContent = {
  path: '/timesheet',
  meta: {
    title: 'Timesheets built from the shifts your team worked',
    description:
      'Timesheets generated from shift activity, with breaks, sleepovers and travel included, then approved per person, per shift or in bulk before payroll runs.',
  },
  hero: {
    page: featureCards.timesheet.page,
    title: 'Timesheet',
    heading: 'Timesheets that fill themselves in from the shifts your team worked',
    description:
      'Every clock-in, clock-out, break and kilometre recorded against a shift becomes a timesheet line. Coordinators review the exceptions instead of keying hours from paper forms, and payroll starts from figures that match the roster.',
    descriptionPoints: [
      'Generated from shift activity, not retyped from paper or text messages',
      'Approved manually or automatically: per person, per shift or in bulk',
      'Paid and unpaid breaks, sleepovers and travel on the same line as the hours',
    ],
    conclusion: 'Approved hours carry the detail payroll needs to apply SCHADS Award conditions, so what was worked is what gets paid.',
    image: featureCards.timesheet.image,
  },
  selectedTool: {
    heading: 'What the Timesheet module takes off your desk',
    intro:
      'Built for care rosters, where one support worker’s fortnight can include split shifts, a sleepover and travel between participants.',
    tools: [
      {
        title: 'Generated from shift activity',
        description: 'Nobody fills in a timesheet from memory on a Sunday night.',
        pointsData: [
          'Start and finish times come from the geo-verified clock-in and clock-out',
          'Rostered times sit beside actual times, so variances stand out',
          'Shift notes and the participant supported stay attached to each line',
        ],
      },
      {
        title: 'Approval that suits your team',
        description: 'Approve manually or let matching lines approve automatically, at the level you choose.',
        pointsData: [
          { title: 'Per person', description: 'Review one support worker’s pay period before it goes to payroll.' },
          { title: 'Per shift', description: 'Check a single shift with a late finish or a manual sign-in.' },
          { title: 'In bulk', description: 'Approve every selected line that matches the roster in one action.' },
        ],
      },
      {
        title: 'Paid and unpaid breaks',
        description:
          'Each break is recorded against the shift and marked paid or unpaid, so the hours payable are right before anyone opens a spreadsheet.',
      },
      {
        title: 'Allowances and travel',
        descriptionPoints: [
          'Sleepover allowance of $66.02 per night on sleepover shifts',
          'Vehicle reimbursement at $0.99 per km for kilometres logged on a shift',
          'Vehicle type recorded as Electric or Fuel',
        ],
      },
      {
        title: 'Supervisor sign-off',
        description: 'A shift submission is not final until a supervisor signs it off.',
        conclusion: 'Corrections happen before the pay run, not as back pay in the next one.',
      },
    ],
  },
  details: {
    title: 'From clock-in to pay run, one record',
    description:
      'The support worker clocks in on the Wattlecare app, delivers the support, clocks out, and the line appears on their timesheet with the break, kilometres and any allowance already attached. Coordinators see the same line beside what was rostered.',
    images: [
      {
        src: details1,
        width: 320,
        height: 240,
        alt: 'A phone showing a completed shift: clocked in, a break, and clocked out.',
      },
      {
        src: details2,
        width: 320,
        height: 240,
        alt: 'A weekly bar chart comparing rostered and actual hours, with one day flagged for a variance.',
      },
      {
        src: details3,
        width: 320,
        height: 240,
        alt: 'A timesheet signed off by a supervisor, marked with a large tick.',
      },
    ],
    points: [
      'Manual sign-in requests are reviewed by a team member before the hours count',
      'Variances between rostered and actual times are highlighted',
      'Support workers see only their own schedules and timesheet lines',
    ],
    conclusion:
      'Approved hours flow on to payroll in the Accounting module, where wage reports export to Excel and pay runs report through Single Touch Payroll.',
  },
  section3: [
    {
      title: 'Bulk approval at the end of the fortnight',
      description:
        'Filter by pay period, team or facility, select every line that matches the roster and approve them together. Lines with a late finish, a missing break or a manual sign-in stay behind for a closer look.',
      points: ['Filter by pay period, team or facility', 'Exceptions held back for review', 'Approved lines ready for payroll'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A list of timesheet lines, most ticked for approval and one flagged amber for review, beside an approve button.',
      },
    },
    {
      title: 'Travel and sleepovers without the paper trail',
      description:
        'Workers log kilometres against the shift and record the vehicle as Electric or Fuel, and Wattlecare calculates the reimbursement at $0.99 per km. Sleepover shifts carry the $66.02 per night allowance without anyone adding it by hand.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A map route between two participant homes with a kilometre count, an electric or fuel vehicle switch and a moon for a sleepover.',
      },
    },
  ],
  faqSection: {
    title: 'Timesheet questions',
    faqData: [
      {
        id: 'how-timesheets-are-created',
        question: 'Do support workers have to fill in timesheets?',
        answer:
          'No. Timesheets are generated from shift activity: the clock-in and clock-out on the app, the breaks taken and any kilometres logged. Workers can check their own lines; coordinators approve them.',
      },
      {
        id: 'approval-options',
        question: 'How are timesheets approved?',
        answer: 'Manually or automatically, at the level that suits your team:',
        points: ['Per person, for one worker’s pay period', 'Per shift, for a single line', 'In bulk, for every line you select'],
        conclusion: 'A supervisor still signs off each shift submission before it is final.',
      },
      {
        id: 'missed-clock-in',
        question: 'What happens if a worker forgets to clock in?',
        answer:
          'They lodge a manual sign-in request from the app, and a team member reviews it before the hours reach the timesheet. To keep these rare, the app reminds workers 15 minutes before their scheduled login and logout.',
      },
      {
        id: 'paid-and-unpaid-breaks',
        question: 'Can breaks be paid or unpaid?',
        answer: 'Yes. Each break is marked paid or unpaid, and unpaid breaks are taken out of the hours payable for that shift.',
      },
      {
        id: 'allowances-and-reimbursements',
        question: 'Which allowances and reimbursements are included?',
        answer:
          'The sleepover allowance of $66.02 per night and vehicle reimbursement of $0.99 per km, with the vehicle type recorded as Electric or Fuel.',
      },
    ],
  },
};
