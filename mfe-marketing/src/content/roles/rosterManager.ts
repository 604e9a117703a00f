import hero from '../../assets/roles/roster-manager-hero.svg';
import type { RolePageContent } from '../types';

export const rosterManager: RolePageContent = {
  path: '/roster-manager',
  meta: {
    title: 'Wattlecare for roster managers and coordinators',
    description:
      'Scheduling and staffing, availability and compliance: fill every shift with an available, qualified worker the participant knows.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Wattlecare shows who is free, who is on leave and whose checks are current. It can fill the fortnight’s roster for you. You only deal with the exceptions.',
  hero: {
    title: 'Roster Manager',
    heading: 'Fill every shift with the right worker, before the participant has to ask',
    description:
      'Roster managers and service coordinators live in the roster. Wattlecare shows who is available, who is on leave and whose checks are current, then auto-schedules the fortnight so you spend your time on the exceptions.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'An availability grid of five workers across seven days with one shift confirmed, a compliance shield with a tick and a worker card marked as assigned.',
    },
  },
  details: {
    heading: 'What roster managers do in Wattlecare',
    points: [
      {
        title: 'Build and publish the roster',
        description:
          'Auto-schedule general, morning, afternoon, night, sleepover and custom shifts, plus group, split and recurring shifts with an end date.',
      },
      {
        title: 'Match availability and continuity',
        description:
          'See each worker’s availability and approved leave next to the participant’s preferred workers, and keep the same faces on the same supports.',
      },
      {
        title: 'Cover gaps fast',
        description:
          'Send an open shift to a pool of qualified workers as an expression of interest and pick from those who reply in the app.',
      },
      {
        title: 'Roster only compliant workers',
        description:
          'Expired NDIS Worker Screening Checks, First Aid or participant-specific training are flagged before a shift is published.',
      },
      {
        title: 'Watch the day run',
        description:
          'Follow upcoming, ongoing and finished shifts for your team and review manual sign-in requests when a worker cannot clock in on site.',
      },
    ],
  },
  access: {
    heading: 'What a roster manager can and cannot reach',
    can: [
      'Create, change and publish shifts for the teams and facilities they manage',
      'See staff availability, leave and the checks that decide who can be rostered',
      'Review manual sign-in requests and follow shift attendance for their team',
      'Message workers about shifts through Chat',
      'See team data on the Role Based Dashboard',
    ],
    cannot: [
      'Reach the finance modules: payroll, invoicing, claims and the ledger sit with the Accountant',
      'Change organisation settings or users’ access rights',
      'Edit personnel records such as contracts and performance reviews',
      'See data outside the teams and facilities they are given',
    ],
  },
  modules: ['Roster Management', 'Clock In & Clock Out', 'Timesheet', 'Role Based Dashboard', 'Chat'],
};
