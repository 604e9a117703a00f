import details1 from '../../assets/features/incident-management-details-1.svg';
import details2 from '../../assets/features/incident-management-details-2.svg';
import details3 from '../../assets/features/incident-management-details-3.svg';
import block1 from '../../assets/features/incident-management-block-1.svg';
import block2 from '../../assets/features/incident-management-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const incidentManagement: FeaturePageContent = {
  path: '/incident-management',
  meta: {
    title: 'Incident Management for NDIS and aged-care providers',
    description:
      'Report incidents from the field, assign follow-up and keep an audit-ready record that locks once resolved or closed, with access set by permissions.',
  },
  hero: {
    page: featureCards.incidentManagement.page,
    title: 'Incident Management',
    heading: 'From the first report to a locked, audit-ready record',
    description:
      'When something goes wrong on shift, the support worker records it on the Wattlecare app while the details are fresh. Coordinators and managers see it straight away, work through the follow-up and close it with a record that can no longer be changed.',
    descriptionPoints: [
      'Structured reports from a phone or the office, with supporting files attached',
      'Incidents stay editable while open and are locked once resolved or closed',
      'Who can see each incident depends on their permissions',
    ],
    conclusion:
      'When an auditor or the NDIS Quality and Safeguards Commission asks how an incident was handled, the answer is one record, not a folder of emails.',
    image: featureCards.incidentManagement.image,
  },
  selectedTool: {
    heading: 'What your team uses when an incident happens',
    intro: 'Each step of your incident management procedure has a place to be recorded, so nothing depends on someone’s memory.',
    tools: [
      {
        title: 'Report from the field',
        description: 'Support workers lodge an incident from the Wattlecare app during or straight after the shift.',
        pointsData: [
          'Date, time, location and the people involved',
          'What happened and the immediate action taken to keep people safe',
          'Supporting files such as photos or witness statements',
        ],
      },
      {
        title: 'Triage and follow-up',
        pointsData: [
          { title: 'Severity', description: 'Rate each incident so the serious ones are looked at first.' },
          { title: 'Assigned actions', description: 'Give each follow-up task to a named person with a due date.' },
          { title: 'Investigation notes', description: 'Findings, outcomes and contact with families sit on the same record.' },
        ],
      },
      {
        title: 'Locked once resolved or closed',
        description:
          'While an incident is open, the people working on it can update it. Once it is marked resolved or closed, the record is locked.',
        conclusion: 'What was reported, decided and done stays exactly as it was recorded.',
      },
      {
        title: 'Visibility by permission',
        descriptionPoints: [
          'Roles and permissions decide who can view each incident',
          'Support workers can report without seeing every incident in the organisation',
          'Managers, quality leads and administrators can be given wider access',
        ],
      },
      {
        title: 'Reportable incidents',
        description:
          'Record whether an incident may be reportable to the NDIS Quality and Safeguards Commission, who is responsible for the notification and when it was made.',
      },
    ],
  },
  details: {
    title: 'One incident record, from report to review',
    description:
      'The report, the follow-up and the outcome live on a single record. Staff add to it while it is open; once it is resolved or closed, it becomes a fixed account of what happened.',
    images: [
      {
        src: details1,
        width: 320,
        height: 240,
        alt: 'A support worker’s phone showing an incident report with a warning header, form fields and an attached photo.',
      },
      {
        src: details2,
        width: 320,
        height: 240,
        alt: 'A resolved incident record with a green resolved stamp and a padlock, showing it can no longer be edited.',
      },
      {
        src: details3,
        width: 320,
        height: 240,
        alt: 'An incident report visible to two authorised team members, while a third person without permission cannot see it.',
      },
    ],
    points: [
      'Reports made on the phone arrive with the office straight away',
      'Open incidents can be updated as the investigation goes on',
      'Resolved and closed incidents are locked against changes',
      'Access follows each person’s permissions',
    ],
  },
  section3: [
    {
      title: 'Follow-up actions nobody forgets',
      description:
        'Turn the outcome of an investigation into actions: update a participant’s risk assessment, book refresher training, review a behaviour support strategy. Each action has an owner and a due date, and the incident stays open until they are done.',
      points: [
        'Actions assigned to named people',
        'Outstanding actions visible on the incident',
        'The incident is resolved only when the work is finished',
      ],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A notification bell beside a checklist of follow-up actions, two ticked and one outstanding, with the team member responsible.',
      },
    },
    {
      title: 'See patterns before they become problems',
      description:
        'Reports by category and severity help quality and safeguarding leads spot repeat incidents, review risk at a house or facility and plan training where it is needed.',
      conclusion: 'Useful evidence for continuous improvement under the NDIS Practice Standards.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A bar chart of incidents by category, a ring chart of incidents by severity and a card highlighting a high-severity incident.',
      },
    },
  ],
  faqSection: {
    title: 'Incident Management questions',
    faqData: [
      {
        id: 'incident-editing',
        question: 'Can an incident be changed after it has been reported?',
        answer:
          'Yes, while it is open. The people working on it can add details, notes and actions. Once the incident is marked resolved or closed, the record is locked and can no longer be edited.',
      },
      {
        id: 'incident-visibility',
        question: 'Who can see an incident?',
        answer:
          'Incident visibility depends on permissions. Your administrators decide which roles and people can view incidents, so sensitive details about a participant are not shared more widely than they need to be.',
      },
      {
        id: 'incident-mobile-reporting',
        question: 'Can support workers report an incident from their phone?',
        answer:
          'Yes. Support workers report incidents on the Wattlecare app for iOS and Android, and can attach supporting files such as photos, so the office has the details while they are fresh.',
      },
      {
        id: 'incident-commission-notification',
        question: 'Does Wattlecare notify the NDIS Commission for us?',
        answer:
          'Notifying the NDIS Quality and Safeguards Commission of a reportable incident remains your organisation’s responsibility, through the Commission’s own channels. Wattlecare keeps the record of what happened, who was told and what was done, which makes the notification and any follow-up easier to prepare.',
      },
      {
        id: 'incident-plans',
        question: 'Which plans include Incident Management?',
        answer:
          'Incident Management is not part of the Essential plan. It is available on Professional and Premium + AI (beta), priced per user per month with a minimum of 5 users.',
      },
    ],
  },
};
