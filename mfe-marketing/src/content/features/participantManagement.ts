import details1 from '../../assets/features/participant-management-details-1.svg';
import details2 from '../../assets/features/participant-management-details-2.svg';
import details3 from '../../assets/features/participant-management-details-3.svg';
import block1 from '../../assets/features/participant-management-block-1.svg';
import block2 from '../../assets/features/participant-management-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const participantManagement: FeaturePageContent = {
  path: '/participant-management',
  meta: {
    title: 'Participant Management for NDIS and aged care',
    description:
      'Keep each participant’s profile, plan funding, service agreements, risk profile, documents and progress notes in one record, set active, inactive or archived.',
  },
  hero: {
    page: featureCards.participantManagement.page,
    title: 'Participant Management',
    heading: 'Everything about a participant, in the one place your team looks',
    description:
      'Participant Management brings together the profile, plan funding, service agreements, risk profile, documents and the journal of progress notes. Support workers open what they need for their shift; coordinators see the whole picture.',
    points: [
      {
        title: 'Profile and goals',
        description: 'Contacts, communication preferences, routines and the goals in their plan.',
      },
      {
        title: 'Funding and agreements',
        description: 'Plan funding and the service agreements that sit against it.',
      },
      {
        title: 'Risks and documents',
        description: 'The risk profile and documents with expiry dates, in view before a shift starts.',
      },
    ],
    conclusion: 'Participants can be active, inactive or archived, so your current list stays tidy without losing anyone’s history.',
    image: featureCards.participantManagement.image,
  },
  selectedTool: {
    heading: 'What sits in every participant record',
    intro: 'The information a new support worker would otherwise have to piece together from emails and a folder in the office.',
    tools: [
      {
        title: 'Profile',
        pointsData: [
          'Contact details, key people and communication preferences',
          'Supports, routines and the goals drawn from the participant’s plan',
          'Home or facility address used for rostering and geo-verified clock-in',
        ],
      },
      {
        title: 'Journal and progress notes',
        description: 'Support workers write progress notes against the shift on their phone before they clock out.',
        conclusion: 'The notes build a journal that shows progress towards goals when the plan is reviewed.',
      },
      {
        title: 'Funding and service agreements',
        pointsData: [
          { title: 'Funding', description: 'Plan funding recorded so coordinators can see what is available.' },
          {
            title: 'Service agreements',
            description: 'Kept against the record, and signed with T-sign on plans that include it.',
          },
        ],
      },
      {
        title: 'Risk profile',
        description:
          'Known risks, such as falls, choking or medication, recorded with the controls staff should follow, so a worker knows them before the shift starts.',
      },
      {
        title: 'Documents with expiry dates',
        descriptionPoints: ['Plans, assessments and consents uploaded to the record', 'Expiry dates tracked so renewals are not missed'],
      },
      {
        title: 'Feedback',
        description: 'Participants can give feedback that is kept on their record, ready for your complaints and feedback process.',
      },
    ],
  },
  details: {
    title: 'A record the participant can see too',
    description:
      'Participants who log in see their own plan, schedules, messages and feedback, and nothing else. They know who is coming and when, and they have a direct way to tell you how their supports are going.',
    images: [
      {
        src: details1,
        width: 320,
        height: 240,
        alt: 'A participant’s phone showing this week’s schedule with two upcoming visits.',
      },
      {
        src: details2,
        width: 320,
        height: 240,
        alt: 'A message from a participant and a reply from their coordinator.',
      },
      {
        src: details3,
        width: 320,
        height: 240,
        alt: 'A feedback card with a row of faces, the happiest one selected, and a written comment.',
      },
    ],
    points: ['Their own plan and schedules', 'Messages with the team', 'Feedback that reaches the provider'],
  },
  section3: [
    {
      title: 'Active, inactive or archived',
      description:
        'Set a participant to inactive while services pause, for example during a hospital stay, and archive them when services end. Rosters and day-to-day lists show the people you currently support, while authorised users can still look back at the history.',
      points: ['Active: receiving supports now', 'Inactive: services paused', 'Archived: services ended, record kept'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'Three folders: a teal active folder with a tick, an amber inactive folder with a pause sign and a grey archived folder.',
      },
    },
    {
      title: 'Ready for your next audit',
      description:
        'Progress notes, signed service agreements, the risk profile and incident reports all link back to the participant. That gives an auditor a clear trail against the NDIS Practice Standards, and the same record supports the aged-care quality standards if you deliver both.',
      points: ['Progress notes tied to each shift', 'Signed service agreements on file', 'Incidents linked to the participant involved'],
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A participant at the centre, linked to their progress notes, a signed agreement, an incident report and a compliance shield.',
      },
    },
  ],
  faqSection: {
    title: 'Participant Management questions',
    faqData: [
      {
        id: 'participant-status',
        question: 'What statuses can a participant have?',
        answer: 'Active, inactive or archived.',
        points: ['Active: currently receiving supports', 'Inactive: services paused', 'Archived: services ended, record kept'],
      },
      {
        id: 'support-worker-view',
        question: 'What can a support worker see about a participant?',
        answer:
          'What they need for service delivery: participant plans, documents and notes for the people they support, plus incident reporting. They see only their own schedules and cannot reach financial modules.',
      },
      {
        id: 'participant-login',
        question: 'Can participants see their own information?',
        answer: 'Yes. Participants see only their own records: their plan, schedules, messages and feedback.',
      },
      {
        id: 'document-expiry',
        question: 'Can we track when participant documents expire?',
        answer: 'Yes. Documents are stored with their expiry dates, so plans, assessments and consents can be renewed before they lapse.',
      },
      {
        id: 'service-agreement-signing',
        question: 'How are service agreements signed?',
        answer:
          'Send them for e-signature with T-sign, included in the Professional and Premium plans, and the signed copy is kept against the participant. Signed documents are viewable only by authorised users such as admins or HR.',
      },
    ],
  },
};
