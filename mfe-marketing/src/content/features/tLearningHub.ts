import details1 from '../../assets/features/t-learning-hub-details-1.svg';
import block1 from '../../assets/features/t-learning-hub-block-1.svg';
import block2 from '../../assets/features/t-learning-hub-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const tLearningHub: FeaturePageContent = {
  path: '/t-learning-hub',
  meta: {
    title: 'T Learning Hub: training for care workers',
    description:
      'Deliver induction and refresher training to support workers, with courses shown by role and each worker’s progress recorded in one place.',
  },
  hero: {
    page: featureCards.tLearningHub.page,
    title: 'T Learning Hub',
    heading: 'Induction and refresher training your workers actually finish',
    description:
      'T Learning Hub brings your organisation’s training into Wattlecare. Publish courses, decide which roles see them and follow each worker’s progress, without a separate system or a spreadsheet of certificates.',
    descriptionPoints: [
      'Training courses built from your own material',
      'Content shown according to each person’s role',
      'Progress and completion recorded for each worker',
      'Learning management (LMS) as an optional addon on every plan',
    ],
    conclusion: 'Training records sit alongside the rest of the worker’s information, ready when an auditor asks.',
    image: featureCards.tLearningHub.image,
  },
  selectedTool: {
    heading: 'What T Learning Hub gives your trainers',
    intro: 'Training that used to live in binders, inboxes and a shared drive, organised by course and by role.',
    tools: [
      {
        title: 'Courses',
        description: 'Group lessons, videos and documents into courses with a clear order.',
        pointsData: [
          'Induction for new starters',
          'Refreshers on the NDIS Code of Conduct and the NDIS Practice Standards',
          'Manual handling, infection control and medication support',
        ],
      },
      {
        title: 'Role-based content',
        description: 'Training content visibility is role-based, so each person sees the courses meant for their role.',
        pointsData: [
          { title: 'Support workers', description: 'Practical skills and participant safety.' },
          { title: 'Roster managers', description: 'Rostering, worker checks and shift compliance.' },
          { title: 'Managers', description: 'Supervision, incident follow-up and performance reviews.' },
        ],
      },
      {
        title: 'Progress and completion',
        descriptionPoints: [
          'See who has started, finished or not yet begun a course',
          'Follow up with workers before a refresher falls behind',
          'Completion recorded against each worker',
        ],
      },
      {
        title: 'Evidence for audits',
        description:
          'Auditors look for evidence that workers are trained for the supports they deliver. Course completions give you that evidence without collecting certificates by email.',
      },
      {
        title: 'Optional LMS addon',
        description: 'LMS is an optional addon you can add to Essential, Professional or Premium + AI (beta).',
      },
    ],
  },
  details: {
    title: 'A clear path through every course',
    description:
      'Lessons are completed in order, so a new starter works through induction step by step and finishes with a completion record, rather than skimming a folder of documents.',
    images: [
      {
        src: details1,
        width: 480,
        height: 360,
        alt: 'A learning path with two completed lessons, one in progress and one locked, leading to a certificate, beside a course card showing progress.',
      },
    ],
    points: ['Lessons in a set order', 'Progress saved as the worker goes', 'A completion record at the end'],
  },
  section3: [
    {
      title: 'Each role sees its own training',
      description:
        'A support worker sees participant-facing courses, a roster manager sees rostering and compliance courses, and everyone sees the shared induction. Courses that are not meant for a role stay out of sight.',
      points: ['Courses assigned by role', 'Shared courses for everyone', 'No clutter from training meant for other roles'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'Three roles, each with their own course cards, one course locked for a role it is not meant for, and a shared course for everyone below.',
      },
    },
    {
      title: 'Knowledge checks and completion records',
      description:
        'End a lesson with a short knowledge check so trainers know the content landed, and keep the completion record with the worker for supervision and audits.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A multiple-choice question with the correct answer selected, next to a completion certificate with a seal.',
      },
    },
  ],
  faqSection: {
    title: 'T Learning Hub questions',
    faqData: [
      {
        id: 'learning-hub-lms-addon',
        question: 'Is T Learning Hub included in our plan?',
        answer: 'Learning management (LMS) is an optional addon on every plan: Essential, Professional and Premium + AI (beta).',
      },
      {
        id: 'learning-hub-visibility',
        question: 'Who can see each course?',
        answer:
          'Training content visibility is role-based. Each course is shown to the roles it is meant for, so support workers, roster managers and managers each see the training that applies to them.',
      },
      {
        id: 'learning-hub-own-material',
        question: 'Can we use our own training material?',
        answer:
          'Yes. Build courses from your own policies, procedures, videos and documents, such as your induction, manual handling or medication support training.',
      },
      {
        id: 'learning-hub-audits',
        question: 'How does T Learning Hub help with NDIS audits?',
        answer:
          'Auditing against the NDIS Practice Standards includes checking that workers are trained for the supports they deliver. T Learning Hub keeps a record of who completed which course, so you can show it without chasing certificates.',
      },
    ],
  },
};
