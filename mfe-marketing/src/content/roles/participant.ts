import hero from '../../assets/roles/participant-hero.svg';
import type { RolePageContent } from '../types';

export const participant: RolePageContent = {
  path: '/participant',
  meta: {
    title: 'Wattlecare for NDIS participants',
    description:
      'Participants see their own plan, schedules and messages and can give feedback on their supports. Only their own records, never anyone else’s.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'NDIS participants can see their plan and the supports coming up. They can see who is coming and send feedback. They only ever see their own records.',
  hero: {
    title: 'Participant',
    heading: 'Your plan, your supports, your say',
    description:
      'Participants and, where they choose, their families or nominees can see the supports coming up, who is coming, how their plan goals are tracking, and tell the provider what is working and what is not.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'A person at the centre of three progress rings for plan goals, with a feedback bubble showing a heart and stars and a calendar of upcoming supports.',
    },
  },
  details: {
    heading: 'What participants see in Wattlecare',
    points: [
      {
        title: 'Your plan',
        description: 'The goals in your plan and the supports your provider has agreed to deliver under your service agreement.',
      },
      {
        title: 'Your schedule',
        description: 'Upcoming supports with the date, time and the worker who is coming, updated when the roster changes.',
      },
      {
        title: 'Messages',
        description: 'Secure messages with your provider instead of phone tag.',
      },
      {
        title: 'Feedback',
        description:
          'Tell your provider what went well or what needs to change. Feedback is recorded on your file so it can be followed up.',
      },
    ],
  },
  access: {
    heading: 'What a participant can and cannot reach',
    can: [
      'Their own plan and service agreement',
      'Their own schedule of upcoming supports',
      'Messages with their provider',
      'Feedback on the supports they receive',
    ],
    cannot: [
      'See any other participant’s records',
      'See staff rosters, timesheets or personnel records',
      'Reach financial modules, settings or other staff tools',
    ],
  },
  modules: ['Role Based Dashboard', 'Chat', 'Forms'],
};
