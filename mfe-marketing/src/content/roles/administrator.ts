import hero from '../../assets/roles/administrator-hero.svg';
import type { RolePageContent } from '../types';

export const administrator: RolePageContent = {
  path: '/administrator',
  meta: {
    title: 'Wattlecare for administrators',
    description:
      'Full access to users, settings and every module: set up your organisation, decide who sees what and keep an eye on compliance across every service.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Administrators set up Wattlecare for the whole organisation. You add users, choose settings and decide who sees what. Your dashboard shows every service at once.',
  hero: {
    title: 'Administrator',
    heading: 'Set up the organisation once, then run it from one console',
    description:
      'Administrators hold the keys to Wattlecare. You add users and facilities, shape how the modules work for your services and decide which roles see which records, with the whole organisation visible on your dashboard.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'A settings gear around a user icon, a list of users with access switches turned on or off, and a row of module tiles.',
    },
  },
  details: {
    heading: 'What administrators do in Wattlecare',
    intro: 'The jobs that used to be spread across spreadsheets, inboxes and separate logins.',
    points: [
      {
        title: 'Users and facilities',
        description: 'Invite staff, give them a role, and switch facilities on or off as services open, close or move.',
      },
      {
        title: 'Access that matches the job',
        description: 'Use the Access Control Panel to grant modules, records and documents to roles or to individual people.',
      },
      {
        title: 'A view of the whole organisation',
        description:
          'The Role Based Dashboard shows administrators everything: shifts across every site, open incidents, timesheets awaiting approval and expiring documents.',
      },
      {
        title: 'Compliance oversight',
        description:
          'Check that screening checks, training and service agreements are current before a Practice Standards audit, not during it.',
      },
      {
        title: 'Performance goals and reviews',
        description: 'Start performance reviews and create and assign performance goals for staff across your facilities.',
      },
    ],
  },
  access: {
    heading: 'What an administrator can and cannot reach',
    can: [
      'Every module, including Accounting, HR Operations, Incident Management and Participant Management',
      'All users: add them, assign roles and grant or remove access to modules and documents',
      'Organisation and facility settings',
      'Every dashboard figure across the organisation, and detailed chat message logs',
      'Files in the Repository, including deleting files as an authorised administrator',
    ],
    cannot: [
      'Change some settings, such as user roles and user types, without the Wattlecare support team',
      'Edit an incident once it has been resolved or closed: the record is locked',
      'See any other organisation’s staff, participants or data',
      'Use the AI feature yet: it is in beta and marked coming soon',
    ],
  },
  modules: ['Admin Console', 'Access Control Panel', 'Role Based Dashboard', 'Roster Management', 'Incident Management', 'Accounting'],
};
