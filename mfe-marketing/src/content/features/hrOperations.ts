import details1 from '../../assets/features/hr-operations-details-1.svg';
import details2 from '../../assets/features/hr-operations-details-2.svg';
import details3 from '../../assets/features/hr-operations-details-3.svg';
import block1 from '../../assets/features/hr-operations-block-1.svg';
import block2 from '../../assets/features/hr-operations-block-2.svg';
import type { FeaturePageContent } from '../types';
import { featureCards } from './cards';

export const hrOperations: FeaturePageContent = {
  path: '/hr-operations',
  meta: {
    title: 'HR Operations for NDIS and aged-care workforces',
    description:
      'Recruit and onboard support workers, track NDIS Worker Screening and training expiry, send leave requests to approvers and run performance reviews in one place.',
  },
  hero: {
    page: featureCards.hrOperations.page,
    title: 'HR Operations',
    heading: 'Keep every worker screened, trained and ready to roster',
    description:
      'HR Operations holds each support worker’s personnel record, from the first application to the latest performance review. Checks with expiry dates, training, leave and access rights sit in one place, so rostering never has to ring HR to ask whether someone is cleared to work.',
    points: [
      {
        title: 'Recruitment and onboarding',
        description: 'Move applicants to new starters with contracts, checks and induction tracked.',
      },
      {
        title: 'Compliance checks',
        description: 'NDIS Worker Screening, First Aid and other checks recorded with their expiry dates.',
      },
      {
        title: 'Leave and reviews',
        description: 'Leave requests go to approvers; performance reviews include a self-assessment.',
      },
    ],
    conclusion:
      'HR Managers also manage user access rights, so a new starter’s account and a leaver’s access are handled in the same place.',
    image: featureCards.hrOperations.image,
  },
  selectedTool: {
    heading: 'HR tools built for a care workforce',
    intro:
      'Support workers are spread across houses, programs and community visits. These tools keep their records current without chasing them by phone.',
    tools: [
      {
        title: 'Onboarding',
        descriptionPoints: [
          'Employment contracts signed electronically with T-sign on the Professional and Premium plans',
          'Induction tasks and policy acknowledgements tracked to completion',
          'Qualifications and clearances uploaded by the new starter from the app',
        ],
      },
      {
        title: 'Screening and expiry tracking',
        description: 'Each check is stored against the worker with its expiry date.',
        pointsData: [
          'NDIS Worker Screening clearance',
          'Working with Children Check where your services require it',
          'First Aid, CPR and manual-handling training',
        ],
        conclusion: 'Expired or missing checks show up in rostering before a shift is published.',
      },
      {
        title: 'Leave requests',
        description: 'Staff submit leave from the app and the request goes to the approvers you nominate.',
        conclusion: 'Approved leave is respected by auto-scheduling, so nobody is offered a shift they cannot work.',
      },
      {
        title: 'Performance reviews',
        pointsData: [
          { title: 'Started by administrators', description: 'Organisation administrators open each review.' },
          { title: 'Self-assessment', description: 'The worker reflects on their own practice first.' },
          {
            title: 'Reviewer and approver',
            description: 'A reviewer adds their input and an approver finalises the review.',
          },
        ],
      },
      {
        title: 'Performance goals',
        description:
          'Facility and organisation admins create performance goals and assign them to individual workers, so development carries from one review to the next.',
      },
    ],
  },
  details: {
    title: 'A personnel record that stays current',
    description:
      'Every worker has one record: contact details, employment type, qualifications, checks with expiry dates, leave history and past reviews. Workers keep their own details up to date in My Profile; HR sees the whole picture.',
    images: [
      {
        src: details1,
        width: 320,
        height: 240,
        alt: 'A personnel record with a screening badge, a first aid badge and a check that is close to expiry.',
      },
      {
        src: details2,
        width: 320,
        height: 240,
        alt: 'A leave request passing from a support worker to an approver, who approves it.',
      },
      {
        src: details3,
        width: 320,
        height: 240,
        alt: 'A performance review with self-assessment scores and reviewer comments.',
      },
    ],
    points: [
      'Checks with expiry dates highlighted before they lapse',
      'Leave requests routed to approvers',
      'Reviews with self-assessment, reviewer input and approver sign-off',
    ],
  },
  section3: [
    {
      title: 'Onboarding without the paper pack',
      description:
        'New starters receive their contract, policies and induction checklist on their phone. They sign, upload their NDIS Worker Screening clearance and First Aid certificate, and HR watches each step tick over.',
      points: ['Contracts signed through T-sign', 'Checks uploaded with their expiry dates', 'Induction progress visible to HR'],
      image: {
        src: block1,
        width: 480,
        height: 360,
        alt: 'A phone with an onboarding checklist, three steps done, as a signed contract comes in and a certificate is uploaded.',
      },
    },
    {
      title: 'Performance reviews that mean something',
      description:
        'Organisation administrators start the review. The worker completes a self-assessment, a reviewer adds their input and an approver finalises it. Facility and organisation admins set goals that carry into the next review.',
      image: {
        src: block2,
        width: 480,
        height: 360,
        alt: 'A target with an arrow in the centre beside three review steps: self-assessment, reviewer and approver.',
      },
    },
  ],
  faqSection: {
    title: 'HR Operations questions',
    faqData: [
      {
        id: 'leave-requests',
        question: 'How do leave requests work?',
        answer:
          'Staff submit leave from the app. The request goes to the approvers you have set, and approved leave is taken into account when shifts are auto-scheduled.',
      },
      {
        id: 'screening-expiry',
        question: 'Can Wattlecare track NDIS Worker Screening and other checks?',
        answer:
          'Yes. Each check is stored against the worker with its expiry date, and rostering warns you when a check is not current before a shift is published.',
      },
      {
        id: 'performance-reviews',
        question: 'Who runs performance reviews?',
        answer: 'Organisation administrators start them. Each review includes:',
        points: ['A self-assessment by the worker', 'Input from a reviewer', 'Sign-off by an approver'],
        conclusion: 'Facility and organisation admins can also create and assign performance goals.',
      },
      {
        id: 'hr-manager-access',
        question: 'What can an HR Manager see?',
        answer:
          'Recruitment, onboarding, leave, training and personnel records, and they manage user access rights. Signed documents such as employment contracts are viewable only by authorised users such as admins or HR.',
      },
      {
        id: 'electronic-contracts',
        question: 'Can new starters sign their contract electronically?',
        answer:
          'Yes, with T-sign, which is included in the Professional and Premium plans but not in Essential. PDF and Word document support in T-sign is a Premium feature.',
      },
    ],
  },
};
