import { siteConfig } from '@site/ui';
import details1 from '../../assets/features/admin-console-details-1.svg';
import block1 from '../../assets/features/admin-console-block-1.svg';
import block2 from '../../assets/features/admin-console-block-2.svg';
import block3 from '../../assets/features/admin-console-block-3.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const adminConsole: FeaturePageContent = {
  path: '/admin-console',
  meta: {
    title: 'Admin Console: organisation settings in one place',
    description:
      'Set up facilities, staff, participants, shift types, breaks, allowances and reminders for your NDIS or aged-care organisation from one administrator console.',
  },
  hero: {
    page: featureCards.adminConsole.page,
    title: 'Admin Console',
    heading: 'The control room for how your organisation runs Wattlecare',
    description:
      'Administrators set the organisation up once: facilities, staff and participants, shift types, break rules, allowances and app reminders. Every other module reads from these settings, so coordinators and support workers work inside rules you have already agreed.',
    points: [
      {
        title: 'Facilities',
        description: 'Add SIL houses, respite homes and day programs, and toggle each one on or off.',
      },
      {
        title: 'People',
        description: 'Create staff and participant records and give each person the right role.',
      },
      {
        title: 'Rules',
        description: 'Shift types, paid or unpaid breaks, allowances and reminders before each shift.',
      },
    ],
    conclusion: 'Administrators have full access to users, settings and every module; everyone else sees only what their role allows.',
    image: featureCards.adminConsole.image,
  },
  selectedTool: {
    heading: 'Settings administrators reach for first',
    intro: 'Each one sets a default that rostering, timesheets and payroll then follow.',
    tools: [
      {
        title: 'Facility management',
        description: 'Keep a record for every site you deliver supports from.',
        pointsData: [
          'Address, contacts and the participants who live at or attend each site',
          'Toggle a facility off when a house closes or a program pauses',
          'Toggle it back on when services resume',
        ],
      },
      {
        title: 'Shift types and recurrence',
        pointsData: [
          {
            title: 'Shift types',
            description: 'General, morning, afternoon, night, sleepover and custom, including long-duration shifts.',
          },
          { title: 'Recurrence', description: 'Daily, weekly, fortnightly or monthly, with an end date.' },
        ],
      },
      {
        title: 'Pay-related defaults',
        descriptionPoints: [
          'Sleepover allowance of $66.02 per night',
          'Vehicle reimbursement of $0.99 per km, with vehicles recorded as Electric or Fuel',
          'Breaks set as paid or unpaid',
        ],
      },
      {
        title: 'App reminders',
        description: 'Support workers get a mobile alert 15 minutes before their scheduled login and logout.',
        conclusion: 'Fewer missed clock-ins means fewer manual sign-in requests for your team to review.',
      },
      {
        title: 'Users, roles and types',
        description:
          'Add new starters, close the accounts of leavers and link each person to the role that matches their job: Administrator, Roster Manager, HR Manager, Accountant, NDIS Staff or Participant.',
        conclusion: 'Some settings, such as user roles and types, are changed with the Wattlecare support team rather than in the console.',
      },
    ],
  },
  details: {
    title: 'One console, every site',
    description:
      'Providers running several SIL houses, a day program and community outreach manage them all from the same console. See which sites are active, who is linked to each one, and switch a facility off the day it stops operating.',
    images: [
      {
        src: details1,
        width: 480,
        height: 360,
        alt: 'A map with four facility pins, three active in teal and one switched off in grey, beside a matching list of sites.',
      },
    ],
    points: [
      'Facilities toggled on or off as services open and close',
      'Staff and participants linked to each facility',
      'One set of organisation settings shared by every module',
    ],
  },
  section3: [
    {
      title: 'Set up a new site in an afternoon',
      description:
        'Create the facility, link its participants and staff, and it is ready for the roster, timesheets and dashboards. When the house is ready to open its doors, toggle it on.',
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A house with an on toggle beside a setup checklist with three of four steps ticked.',
      },
    },
    {
      title: 'Rules set once, followed everywhere',
      description:
        'The shift types, break rules and allowances you set here are the ones the roster uses when shifts are built and the ones timesheets use when hours are added up. Nobody re-enters them shift by shift.',
      points: ['Paid and unpaid breaks', 'Sleepover allowance per night', 'Vehicle reimbursement per km'],
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A settings panel of sliders and toggles connected to a roster calendar and a timesheet.',
      },
    },
    {
      title: 'Support when a change is bigger than a setting',
      description: `Some changes, such as user roles and types, go through the Wattlecare support team. Email ${siteConfig.mailboxes.support} or call ${siteConfig.contact.supportHotline.display} and the team will make the change with you.`,
      image: {
        src: block3,
        width: 480,
        height: 360,
        alt: 'A conversation between an administrator and a support team member, ending with a confirmed change.',
      },
    },
  ],
  faqSection: {
    title: 'Admin Console questions',
    faqData: [
      {
        id: 'who-can-use-it',
        question: 'Who can open the Admin Console?',
        answer:
          'Administrators, who have full access to users, settings and every module. Other roles see only the modules and records their role allows.',
      },
      {
        id: 'facility-toggle',
        question: 'What does toggling a facility off do?',
        answer:
          'It takes the facility out of day-to-day use, for example when a house closes or a program pauses. Toggle it back on when services resume.',
      },
      {
        id: 'roles-and-types',
        question: 'Can we change user roles and types ourselves?',
        answer: 'Some settings, such as user roles and types, are changed with the Wattlecare support team rather than in the console.',
        conclusion: `Email ${siteConfig.mailboxes.support} or call the support hotline on ${siteConfig.contact.supportHotline.display}.`,
      },
      {
        id: 'shift-reminders',
        question: 'When do support workers get reminders?',
        answer: 'The app sends a mobile alert 15 minutes before the scheduled login and again 15 minutes before the scheduled logout.',
      },
      {
        id: 'allowance-rates',
        question: 'Which allowance rates are set up?',
        answer:
          'The sleepover allowance is $66.02 per night and vehicle reimbursement is $0.99 per km, with vehicles recorded as Electric or Fuel.',
      },
    ],
  },
};
