import details1 from '../../assets/features/my-profile-details-1.svg';
import block1 from '../../assets/features/my-profile-block-1.svg';
import block2 from '../../assets/features/my-profile-block-2.svg';
import block3 from '../../assets/features/my-profile-block-3.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const myProfile: FeaturePageContent = {
  path: '/my-profile',
  meta: {
    title: 'My Profile: self-service for support workers',
    description:
      'Workers keep their own details and documents current, apply for leave, claim reimbursements and follow their performance goals and awards in one profile.',
  },
  hero: {
    page: featureCards.myProfile.page,
    title: 'My Profile',
    heading: 'A profile every worker can look after themselves',
    description:
      'My Profile is where a support worker updates their details, uploads their checks and certificates, applies for leave, claims reimbursements and follows their performance goals. HR spends less time chasing paperwork, and workers stop ringing the office for answers.',
    points: [
      {
        title: 'Details and documents',
        description: 'Contact details, emergency contacts, NDIS Worker Screening clearance, First Aid and other certificates.',
      },
      { title: 'Leave and reimbursements', description: 'Apply for leave and claim expenses, with each request sent for approval.' },
      { title: 'Goals and recognition', description: 'Performance goals, reviews, and awards and recognition from the organisation.' },
    ],
    conclusion: 'Workers see their own profile; what HR and managers can see is set by their roles.',
    image: featureCards.myProfile.image,
  },
  selectedTool: {
    heading: 'What workers can do from My Profile',
    intro: 'Everything a worker used to ask the office for, on the Wattlecare app and in the browser.',
    tools: [
      {
        title: 'Personal details',
        description: 'Keep address, phone number and emergency contact up to date without sending a form to the office.',
      },
      {
        title: 'Documents with expiry dates',
        pointsData: [
          'NDIS Worker Screening clearance, First Aid and CPR certificates, driver licence',
          'Expiry dates recorded with each document so renewals are not missed',
          'Rostering checks that required checks are current before a shift is published',
        ],
      },
      {
        title: 'Leave requests',
        description: 'Apply for leave from the app. Requests go to the approver, and the outcome appears on the profile.',
        conclusion: 'Approved leave is taken into account when the roster is built.',
      },
      {
        title: 'Reimbursements',
        pointsData: [
          { title: 'Vehicle use', description: 'Kilometres driven for work in an electric or fuel vehicle, at $0.99 per km.' },
          { title: 'Out-of-pocket expenses', description: 'Receipts attached to the claim.' },
        ],
      },
      {
        title: 'Performance goals and reviews',
        descriptionPoints: [
          'Goals created and assigned by Facility and Org Admins',
          'Self-assessment when an organisation administrator starts a review',
          'Reviewer and approver input recorded on the same review',
        ],
      },
      {
        title: 'Awards & Recognition',
        description: 'Awards and recognition from the organisation, kept on the worker’s profile.',
        conclusion: 'Awards & Recognition is not included in the Professional plan.',
      },
    ],
  },
  details: {
    title: 'Everything about my work, in one profile',
    description:
      'Six sections cover what a worker needs day to day. Each one feeds the rest of Wattlecare: documents inform rostering, approved leave blocks shifts, and reimbursements go to finance.',
    images: [
      {
        src: details1,
        width: 480,
        height: 360,
        alt: 'A phone showing a worker’s profile with six tiles: personal details, documents, leave, reimbursements, goals and awards.',
      },
    ],
    points: ['Own details and documents', 'Leave and reimbursement requests', 'Performance goals, reviews, and awards and recognition'],
  },
  section3: [
    {
      title: 'Leave without the paperwork',
      description:
        'A worker picks the dates, adds a note and submits. The request goes to their approver, and once approved the roster knows not to offer them shifts on those days.',
      points: [
        'Requests sent to the right approver',
        'Outcome visible on the worker’s profile',
        'Approved leave respected by auto-scheduling',
      ],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A calendar with a week of leave highlighted, sent to an approver who has ticked it, and a summary card with progress bars.',
      },
    },
    {
      title: 'Kilometres and receipts, claimed correctly',
      description:
        'Workers claim the kilometres they drive for work, such as taking a participant to an appointment, choosing an electric or fuel vehicle. Vehicle use is reimbursed at $0.99 per km, and receipts for other expenses are attached to the claim.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A map with a car travelling a dotted route between two pins, next to a receipt with a dollar total.',
      },
    },
    {
      title: 'Goals, reviews and recognition',
      description:
        'Facility and Org Admins create and assign performance goals. When an organisation administrator starts a performance review, the worker completes a self-assessment and reviewers and approvers add their input.',
      conclusion: 'Awards and recognition sit on the same profile, so good work is remembered at review time.',
      image: {
        src: block3,
        width: 480,
        height: 360,
        alt: 'A target with an arrow in the centre, goal progress bars with a flag, and a gold medal on a ribbon.',
      },
    },
  ],
  faqSection: {
    title: 'My Profile questions',
    faqData: [
      {
        id: 'profile-worker-access',
        question: 'What can a worker see and change in My Profile?',
        answer:
          'Their own details, documents, leave, reimbursements, performance goals and awards. Workers see their own profile only; they cannot reach other staff records or financial modules.',
      },
      {
        id: 'profile-document-expiry',
        question: 'How are expiring documents handled?',
        answer:
          'Each document is stored with its expiry date, so the worker and HR can see what is due for renewal. Rostering checks that required checks such as NDIS Worker Screening and First Aid are current before a shift is published.',
      },
      {
        id: 'profile-vehicle-reimbursement',
        question: 'How is vehicle use reimbursed?',
        answer:
          'Workers record the kilometres driven for work and choose the vehicle type, Electric or Fuel. Vehicle use is reimbursed at $0.99 per km.',
      },
      {
        id: 'profile-performance-goals',
        question: 'Who sets performance goals and starts reviews?',
        answer:
          'Facility and Org Admins create and assign performance goals. Performance reviews are started by organisation administrators; the worker completes a self-assessment, then reviewers and approvers add their input.',
      },
      {
        id: 'profile-awards-plan',
        question: 'Is Awards & Recognition in every plan?',
        answer:
          'No. Awards & Recognition in My Profile is not included in the Professional plan. The Pricing page shows the plans that include it.',
      },
    ],
  },
};
