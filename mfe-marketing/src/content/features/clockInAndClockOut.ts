import details1 from '../../assets/features/clock-in-and-clock-out-details-1.svg';
import details2 from '../../assets/features/clock-in-and-clock-out-details-2.svg';
import details3 from '../../assets/features/clock-in-and-clock-out-details-3.svg';
import block1 from '../../assets/features/clock-in-and-clock-out-block-1.svg';
import block2 from '../../assets/features/clock-in-and-clock-out-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const clockInAndClockOut: FeaturePageContent = {
  path: '/clock-in-and-clock-out',
  meta: {
    title: 'Clock In & Clock Out with geo-verified attendance',
    description:
      'Support workers clock in and out on their phone at the shift location, with geo-verification, reminders 15 minutes before login and logout, and breaks recorded.',
  },
  hero: {
    page: featureCards.clockInAndClockOut.page,
    title: 'Clock In & Clock Out',
    heading: 'Know your team arrived at the right place, at the right time',
    description:
      'Support workers clock in and out on the Wattlecare app when they reach the participant’s home, the facility or the community venue. Each clock-in and clock-out is geo-verified against the shift location, and the times flow straight into the timesheet.',
    descriptionPoints: [
      'Geo-verified clock-in and clock-out on iOS and Android',
      'Reminders 15 minutes before the scheduled login and logout',
      'Manual sign-in requests reviewed by a team member',
    ],
    conclusion: 'Coordinators can see who is on shift right now without making a single phone call.',
    image: featureCards.clockInAndClockOut.image,
  },
  selectedTool: {
    heading: 'Attendance records that hold up',
    intro: 'Every clock-in answers three questions: who, where and when.',
    tools: [
      {
        title: 'Geo-verification',
        description:
          'When a worker clocks in or out, the app checks their location against the shift location, so attendance is recorded where the support was delivered.',
      },
      {
        title: 'Reminders before every shift',
        descriptionPoints: [
          'A mobile alert 15 minutes before the scheduled login',
          'A mobile alert 15 minutes before the scheduled logout',
        ],
      },
      {
        title: 'Manual sign-in requests',
        description: 'Phone flat, no signal or simply forgot? The worker lodges a manual sign-in request instead.',
        pointsData: ['A team member reviews the request before the time counts', 'The reason stays with the shift record'],
      },
      {
        title: 'Breaks',
        description: 'Workers start and end breaks from the same screen.',
        pointsData: [
          { title: 'Paid breaks', description: 'Counted in the hours payable.' },
          { title: 'Unpaid breaks', description: 'Taken out of the hours payable.' },
        ],
      },
      {
        title: 'Supervisor sign-off',
        description: 'A shift submission is final only once a supervisor signs it off, so a corrected time never slips through unreviewed.',
      },
    ],
  },
  details: {
    title: 'From the front door to the timesheet',
    description:
      'The reminder, the clock-in, breaks, shift notes, kilometres travelled and the clock-out are all recorded on the worker’s phone. Once the supervisor signs the shift off, the times become a timesheet line with nothing retyped.',
    images: [
      {
        src: details1,
        width: 320,
        height: 240,
        alt: 'A phone showing a shift reminder, with a timer marking 15 minutes to go.',
      },
      {
        src: details2,
        width: 320,
        height: 240,
        alt: 'A map with a dashed boundary around the shift address and the worker’s location pin inside it.',
      },
      {
        src: details3,
        width: 320,
        height: 240,
        alt: 'A clock and a cup of tea beside a shift bar split into working time, a paid break and an unpaid break.',
      },
    ],
    points: [
      'Clock-in and clock-out verified against the shift location',
      'Kilometres logged for vehicle reimbursement at $0.99 per km',
      'Times passed to the timesheet without retyping',
    ],
  },
  section3: [
    {
      title: 'Built for in-home and community supports',
      description:
        'In a participant’s home or out in the community there is no front desk to sign in at. Geo-verified clock-in gives you a record that the support was delivered where and when it was rostered, which backs up your records when you claim against a participant’s plan.',
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A route across a suburb linking three participant homes, each marked as visited with a tick.',
      },
    },
    {
      title: 'A live view of who is on shift',
      description:
        'Coordinators see upcoming, ongoing and finished shifts on their dashboard. A shift that should have started but has no clock-in stands out, so cover can be arranged before a participant is left waiting.',
      points: [
        'Upcoming, ongoing and finished shifts',
        'Missing clock-ins visible at a glance',
        'Manual sign-in requests waiting for review',
      ],
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A dashboard with three columns of shift cards, upcoming, ongoing and finished, with one upcoming shift flagged amber.',
      },
    },
  ],
  faqSection: {
    title: 'Clock In & Clock Out questions',
    faqData: [
      {
        id: 'geo-verification',
        question: 'What does geo-verified mean?',
        answer:
          'When a worker clocks in or out, the app records their location and checks it against the shift location, so you know they were where the support was rostered.',
      },
      {
        id: 'shift-reminders',
        question: 'Are workers reminded to clock in and out?',
        answer: 'Yes. The app sends a mobile alert 15 minutes before the scheduled login and 15 minutes before the scheduled logout.',
      },
      {
        id: 'cannot-clock-in',
        question: 'What if a worker cannot clock in on the app?',
        answer:
          'They submit a manual sign-in request with a reason. A team member reviews it before the time counts towards the timesheet.',
      },
      {
        id: 'breaks',
        question: 'How are breaks recorded?',
        answer: 'Workers start and end breaks in the app, and each break is marked paid or unpaid so the timesheet counts the right hours.',
      },
      {
        id: 'final-submission',
        question: 'When is a shift submission final?',
        answer:
          'Once a supervisor signs it off. Until then the shift can be checked and corrected, and after sign-off the times feed the timesheet.',
      },
    ],
  },
};
