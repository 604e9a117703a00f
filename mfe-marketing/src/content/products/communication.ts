import hero from '../../assets/products/communication-hero.svg';
import incidents from '../../assets/products/communication-section3.svg';
import type { ProductOverviewContent } from '../types';

export const communicationOverview: ProductOverviewContent = {
  path: '/communication',
  meta: {
    title: 'Communication, forms and incident reporting for care providers',
    description:
      'Secure internal chat, digital forms, incident management and a shared document repository, with access controlled by role.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Workers can message the office, fill in forms and report incidents on their phone. Policies and procedures stay in one shared library. Each person sees only what their role allows.',
  section1: {
    eyebrow: 'Communication',
    heading: 'Get the message, the form and the incident report to the right people',
    description:
      'Support workers spend their day in participants’ homes and out in the community, not at a desk. Wattlecare gives them secure chat with the office, forms they can fill in on their phone and a simple way to report an incident on the spot, while policies and procedures stay in one shared library.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'A desktop chat window with a conversation list and a shared file, next to a phone showing the same secure conversation.',
    },
  },
  section2: {
    heading: 'Why it matters in care',
    points: [
      {
        title: 'Participant information stays off personal phones',
        description:
          'Shift updates and participant details travel through internal secure messaging rather than personal texts and group chats, and administrators can review detailed message logs.',
      },
      {
        title: 'Paper forms go digital',
        description:
          'Build forms with text fields, dropdowns, checkboxes, radio buttons, file uploads and digital signatures, and control who can create, edit and submit each template.',
      },
      {
        title: 'Incidents reported while details are fresh',
        description:
          'Workers record an incident from the app straight after it happens, so reportable incidents can be notified to the NDIS Quality and Safeguards Commission within the required timeframes.',
      },
      {
        title: 'One current version of every policy',
        description: 'The Repository keeps procedures and templates in one place, with access granted to roles or individuals.',
      },
    ],
  },
  section3: {
    heading: 'An incident record that holds up to review',
    description:
      'Each incident is editable while it is open and locks once it is resolved or closed, so the record an auditor reads is the one that was signed off. Who can see an incident depends on their permissions.',
    points: ['Report from the app or the office', 'Investigate, add actions and resolve', 'Locked once resolved or closed'],
    image: {
      src: incidents,
      width: 480,
      height: 360,
      alt: 'An incident report with a warning sign beside a status track moving from open to in progress to resolved, ending in a padlock.',
    },
  },
  products: {
    heading: 'The modules behind communication',
    intro: 'Incident Management, Repository and parts of Forms and Chat are not included in the Essential plan.',
    items: [
      {
        title: 'Chat',
        description: 'Internal secure messaging between coordinators, teams and workers in the field.',
        label: 'Chat',
      },
      {
        title: 'Forms',
        description: 'Digital forms with text fields, dropdowns, checkboxes, radio buttons, file uploads and signatures.',
        label: 'Forms',
      },
      {
        title: 'Incident Management',
        description: 'Record, investigate and resolve incidents, with visibility set by permissions.',
        label: 'Incident Management',
      },
      {
        title: 'Repository',
        description:
          'A shared document library: access granted to roles or individuals, and files deleted only by their owner or an authorised administrator.',
      },
    ],
  },
};
