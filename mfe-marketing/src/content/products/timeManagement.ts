import hero from '../../assets/products/time-management-hero.svg';
import dashboard from '../../assets/products/time-management-section3.svg';
import type { ProductOverviewContent } from '../types';

export const timeManagementOverview: ProductOverviewContent = {
  path: '/time-management',
  meta: {
    title: 'Time and attendance for care providers',
    description:
      'Geo-verified clock-ins, timesheets generated from shift activity and role-based dashboards that show upcoming, ongoing and finished shifts.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Workers clock in and out on their phone. Wattlecare checks they are at the right place. You see every shift on one screen as it happens.',
  section1: {
    eyebrow: 'Time management',
    heading: 'Know who is on shift, where, and for how long',
    description:
      'Support workers clock in and out from their phone at the participant’s home or the day program, and Wattlecare checks the location against the rostered shift. The hours land on a timesheet straight away, and coordinators watch the day unfold on a dashboard instead of ringing around.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'A clock beside a street map where a worker’s location sits inside the dashed boundary around a participant’s home, with a verified badge and a reminder bell.',
    },
  },
  section2: {
    heading: 'Accurate hours without the chasing',
    points: [
      {
        title: 'Attendance you can stand behind',
        description:
          'Geo-verified clock-ins show a worker was at the right address at the right time, which matters when a participant or the NDIS asks about a support that was claimed.',
      },
      {
        title: 'Reminders before anyone is late',
        description:
          'The app reminds workers 15 minutes before a scheduled login or logout, so shifts start and finish on time and on record.',
      },
      {
        title: 'Exceptions handled, not ignored',
        description:
          'When a worker cannot clock in on site, a manual sign-in request goes to a team member to review, and supervisor sign-off is needed before the shift submission is final.',
      },
    ],
  },
  section3: {
    heading: 'A dashboard for each role',
    description:
      'The Role Based Dashboard shows shifts as upcoming, ongoing or finished, alongside hours and attendance figures. What each person sees depends on their role: administrators see everything, managers see their team, and workers see their own or assigned data.',
    points: [
      'Spot a shift that has not started before the participant calls',
      'Compare rostered and worked hours across a team',
      'Watch the day’s shifts move from upcoming to ongoing to finished',
    ],
    image: {
      src: dashboard,
      width: 480,
      height: 360,
      alt: 'A dashboard with three shift status cards for upcoming, ongoing and finished shifts, a bar chart of hours and a donut chart.',
    },
  },
  products: {
    heading: 'The modules behind time management',
    items: [
      {
        title: 'Clock In & Clock Out',
        description: 'Geo-verified clock-ins and clock-outs from the mobile app, with reminders and reviewed manual sign-in requests.',
        label: 'Clock In & Clock Out',
      },
      {
        title: 'Timesheet',
        description: 'Generated from shift activity and approved manually or automatically, per person, per shift or in bulk.',
        label: 'Timesheet',
      },
      {
        title: 'Role Based Dashboard',
        description: 'Upcoming, ongoing and finished shifts and the figures each role needs, limited to what that role may see.',
        label: 'Role Based Dashboard',
      },
    ],
  },
};
