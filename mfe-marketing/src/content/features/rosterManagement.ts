import details1 from '../../assets/features/roster-management-details-1.svg';
import block1 from '../../assets/features/roster-management-block-1.svg';
import block2 from '../../assets/features/roster-management-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const rosterManagement: FeaturePageContent = {
  path: '/roster-management',
  meta: {
    title: 'Roster Management for NDIS and aged-care providers',
    description:
      'Auto-schedule group, recurring, split, sleepover and expression-of-interest shifts against each support worker’s availability, qualifications and the participant’s plan.',
  },
  hero: {
    page: featureCards.rosterManagement.page,
    title: 'Roster Management',
    heading: 'Build a fortnight of shifts in minutes, not a Friday afternoon',
    description:
      'Wattlecare matches every shift to a support worker who is available, qualified and already known to the participant, then tells them on their phone. Coordinators stop juggling spreadsheets and start checking a roster that is right the first time.',
    descriptionPoints: [
      'Auto-scheduling that respects availability, leave, qualifications and travel time',
      'Group, recurring, split, sleepover, custom and expression-of-interest shifts',
      'Clash, fatigue and expired-check warnings before a shift is published',
    ],
    conclusion: 'Every published shift flows straight into timesheets and payroll, so what was rostered is what gets paid and claimed.',
    image: featureCards.rosterManagement.image,
  },
  selectedTool: {
    heading: 'The tools coordinators use every day',
    intro: 'Each one removes a job that used to take a phone call, a text message or a spreadsheet.',
    tools: [
      {
        title: 'Auto-scheduling',
        description: 'Fill open shifts in one pass.',
        pointsData: [
          'Ranks workers by availability, skills, participant preference and distance',
          'Keeps continuity of care by favouring workers the participant already knows',
          'Leaves a shift open and flags it when nobody suitable is free',
        ],
      },
      {
        title: 'Every shift type care actually needs',
        pointsData: [
          { title: 'Group shifts', description: 'One shift, several participants, ratios checked.' },
          { title: 'Recurring shifts', description: 'Daily, weekly, fortnightly or monthly with an end date.' },
          { title: 'Split shifts', description: 'A morning and an evening visit on one record.' },
          { title: 'Sleepovers', description: 'Overnight shifts with the sleepover allowance applied.' },
        ],
      },
      {
        title: 'Expression of interest',
        description: 'Offer a shift to a pool of qualified workers and let them put their hand up from the app.',
        conclusion: 'The coordinator picks from the workers who replied instead of ringing around.',
      },
      {
        title: 'Compliance before publishing',
        descriptionPoints: [
          'NDIS Worker Screening, First Aid and other checks must be current',
          'Fatigue rules and minimum breaks between shifts',
          'Participant-specific requirements such as manual-handling training',
        ],
      },
    ],
  },
  details: {
    title: 'One roster for the office and the road',
    description:
      'Coordinators plan on a drag-and-drop calendar; support workers see their own shifts, addresses and participant notes on the Wattlecare app, and accept changes with one tap.',
    images: [
      {
        src: details1,
        width: 480,
        height: 360,
        alt: 'A support worker’s phone listing their upcoming shifts with times, a confirmation that a shift was accepted and a map route to the next address.',
      },
    ],
    points: [
      'Changes notify the affected workers straight away',
      'Shift notes and participant goals travel with the shift',
      'Staff see only their own schedules',
    ],
  },
  section3: [
    {
      title: 'Sleepovers and allowances, paid correctly',
      description:
        'Mark a shift as a sleepover and Wattlecare applies the allowance per night, splits active hours from sleep time and carries both through to the timesheet.',
      points: ['Sleepover allowance per night', 'Active-night hours recorded separately', 'Paid and unpaid breaks'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A house under a night sky with a crescent moon, and a sleepover shift bar split into active and sleep time with the allowance applied.',
      },
    },
    {
      title: 'Cover a sick call before the participant notices',
      description:
        'When a worker calls in sick, Wattlecare lists who is free, qualified and nearby, and sends the shift to them as an expression of interest.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A worker calling in sick and their open shift offered to three other workers, one who has accepted and two still to reply.',
      },
    },
  ],
  faqSection: {
    title: 'Roster Management questions',
    faqData: [
      {
        id: 'shift-types',
        question: 'Which shift types can we roster?',
        answer: 'General, morning, afternoon, night, sleepover and custom shifts, including long-duration shifts.',
        points: ['Group, recurring and split shifts', 'Expression-of-interest shifts offered to a pool of workers'],
      },
      {
        id: 'recurrence',
        question: 'How do recurring shifts work?',
        answer:
          'Set a shift to repeat daily, weekly, fortnightly or monthly and give it an end date. Changing one occurrence leaves the rest alone.',
      },
      {
        id: 'worker-view',
        question: 'What do support workers see?',
        answer: 'Only their own shifts, with the address, participant notes and any tasks, on the Wattlecare app for iOS and Android.',
      },
    ],
  },
};
