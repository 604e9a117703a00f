import { siteConfig } from '@site/ui';
import details1 from '../../assets/features/access-control-panel-details-1.svg';
import block1 from '../../assets/features/access-control-panel-block-1.svg';
import block2 from '../../assets/features/access-control-panel-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const accessControlPanel: FeaturePageContent = {
  path: '/access-control-panel',
  meta: {
    title: 'Access Control Panel: role-based permissions',
    description:
      'Decide who can see participant records, signed documents, files and finance, with role-based access for administrators, HR, rostering, staff and participants.',
  },
  hero: {
    page: featureCards.accessControlPanel.page,
    title: 'Access Control Panel',
    heading: 'The right people see the right records, and nobody else does',
    description:
      'Participant information is some of the most sensitive data a provider holds. The Access Control Panel sets what each role can open, from rosters and progress notes to signed service agreements and finance, and lets you grant more to a person only where their job needs it.',
    descriptionPoints: [
      'Access set by role, with file access granted to roles or to individuals',
      'Support workers see only their own schedules and cannot reach financial modules',
      'Signed documents viewable only by authorised users such as admins or HR',
    ],
    conclusion: 'When an auditor asks who can see a participant’s information, the answer is on one screen.',
    image: featureCards.accessControlPanel.image,
  },
  selectedTool: {
    heading: 'How access is decided',
    intro: 'Start from the role, then grant more only where a person genuinely needs it.',
    tools: [
      {
        title: 'Role scopes',
        pointsData: [
          { title: 'Administrator', description: 'Full access to users, settings and every module.' },
          { title: 'Roster Manager', description: 'Scheduling and staffing, availability and compliance.' },
          {
            title: 'HR Manager',
            description: 'Recruitment, onboarding, leave, training, personnel records and user access rights.',
          },
          { title: 'Accountant', description: 'Billing, invoicing, claims and reporting.' },
          {
            title: 'NDIS Staff',
            description: 'Service delivery, participant plans, documents and incident reporting.',
          },
          { title: 'Participant', description: 'Their own plan, schedules, messages and feedback.' },
        ],
      },
      {
        title: 'File access',
        description: 'Grant access to a Repository file to a whole role or to named individuals.',
        conclusion: 'Only the document owner or an authorised administrator can delete a file.',
      },
      {
        title: 'Dashboards that follow the role',
        descriptionPoints: ['Administrators see everything', 'Managers see their team’s data', 'Users see their personal or assigned data'],
      },
      {
        title: 'Sensitive records stay closed',
        descriptionPoints: [
          'Signed documents viewable only by authorised users such as admins or HR',
          'Incident visibility set by permissions',
          'Financial modules out of reach for support workers',
        ],
      },
      {
        title: 'Role changes through support',
        description:
          'Some settings, such as user roles and types, are changed with the Wattlecare support team, so a role cannot be widened with a stray click.',
      },
    ],
  },
  details: {
    title: 'Access that follows your organisation chart',
    description:
      'HR Managers look after user access rights as people join, change jobs or leave. A support worker who steps up to team leader can be given their team’s data; one who leaves loses access as soon as their account is closed.',
    images: [
      {
        src: details1,
        width: 480,
        height: 360,
        alt: 'An organisation chart of people coloured by role, with padlocks showing that support workers cannot reach the finance record.',
      },
    ],
    points: [
      'User access rights managed by HR',
      'Participants limited to their own records',
      'Administrators can see detailed chat message logs when a concern is raised',
    ],
  },
  section3: [
    {
      title: 'Participant privacy by default',
      description:
        'A support worker opens the participants and documents they need to deliver supports. A participant who logs in sees their own plan, schedules, messages and feedback, and nothing about anyone else.',
      points: ['Service delivery information for support workers', 'Own records only for participants', 'Finance kept to finance roles'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A phone showing one participant’s profile while the other profiles around it are locked.',
      },
    },
    {
      title: 'Ready for audit questions',
      description:
        'When an auditor assessing you against the NDIS Practice Standards asks who can view incident reports or signed service agreements, the Access Control Panel shows it by role and by person, in plain terms.',
      points: [
        'A role-by-module view of access',
        'Individual file grants listed by person',
        'Hosted in Australia and run following ISO 27001-aligned practices',
      ],
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A signed document with a list of people who can and cannot view it, a magnifying glass and a shield with a tick.',
      },
    },
  ],
  faqSection: {
    title: 'Access Control Panel questions',
    faqData: [
      {
        id: 'support-worker-access',
        question: 'What can a support worker see by default?',
        answer:
          'What they need for service delivery: their own schedules, participant plans and documents, and incident reporting. They can submit leave, but they cannot reach financial modules.',
      },
      {
        id: 'share-with-one-person',
        question: 'Can we share a file with a single person?',
        answer:
          'Yes. File access can be granted to a role or to individuals. Only the document owner or an authorised administrator can delete the file.',
      },
      {
        id: 'signed-documents',
        question: 'Who can view signed documents?',
        answer:
          'Only authorised users such as admins or HR. Signed service agreements and employment contracts are not open to other staff.',
      },
      {
        id: 'participant-access',
        question: 'What do participants see when they log in?',
        answer: 'Only their own records: their plan, schedules, messages and feedback.',
      },
      {
        id: 'changing-roles',
        question: 'Can we edit user roles and types ourselves?',
        answer:
          'Some settings, such as user roles and types, are changed with the Wattlecare support team. Contact support and the team will make the change with you.',
        conclusion: `Email ${siteConfig.mailboxes.support} or call ${siteConfig.contact.supportHotline.display}.`,
      },
    ],
  },
};
