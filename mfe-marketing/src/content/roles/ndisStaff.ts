import hero from '../../assets/roles/ndis-staff-hero.svg';
import type { RolePageContent } from '../types';

export const ndisStaff: RolePageContent = {
  path: '/ndis-staff',
  meta: {
    title: 'Wattlecare for NDIS support workers',
    description:
      'Your shifts, the participant’s plan, progress notes and incident reporting on your phone. Staff see only their own schedules.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'The Wattlecare app shows NDIS support workers their shifts and what each participant needs. You can clock in, write notes and report incidents on your phone. You do not need to go back to the office.',
  hero: {
    title: 'NDIS Staff',
    heading: 'Everything for today’s shifts, in your pocket',
    description:
      'Support workers use the Wattlecare app for iOS and Android to see where they are going, what the participant needs, and to clock in, write notes and report incidents without coming back to the office.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'A phone showing a route to a participant’s home and a clock-in button, beside a house, a progress note, an incident report and a leave request.',
    },
  },
  details: {
    heading: 'What support workers do in Wattlecare',
    points: [
      {
        title: 'See your own shifts',
        description:
          'Your roster with addresses, shift notes and the participant’s goals, plus reminders 15 minutes before you are due to log in or out.',
      },
      {
        title: 'Clock in on site',
        description:
          'Geo-verified clock-in and clock-out from the app. If you cannot clock in on site, send a manual sign-in request for a team member to review.',
      },
      {
        title: 'Deliver to the participant’s plan',
        description:
          'Read the plan, service agreement and risk profile for the participants you support, and write progress notes against their goals.',
      },
      {
        title: 'Report incidents straight away',
        description: 'Record what happened from your phone while details are fresh; your coordinator picks it up from there.',
      },
      {
        title: 'Leave, documents and claims for travel',
        description:
          'Submit leave requests to your approver, keep your own documents current in My Profile, and record kilometres for vehicle reimbursement at $0.99 per km.',
      },
    ],
  },
  access: {
    heading: 'What NDIS staff can and cannot reach',
    can: [
      'Their own schedules and shift details',
      'Plans, service agreements and documents of the participants they support',
      'Progress notes, forms and incident reports for their shifts',
      'Their own profile, leave requests and assigned training',
    ],
    cannot: [
      'See other workers’ schedules',
      'Reach financial modules such as payroll, invoicing, claims or the ledger',
      'Change settings, users or anyone’s access rights',
      'Edit an incident once it has been resolved or closed',
    ],
  },
  modules: ['Clock In & Clock Out', 'Participant Management', 'Incident Management', 'Forms', 'My Profile', 'Chat'],
};
