import hero from '../../assets/products/hr-management-hero.svg';
import signing from '../../assets/products/hr-management-section3.svg';
import type { ProductOverviewContent } from '../types';

export const hrManagementOverview: ProductOverviewContent = {
  path: '/hr-management',
  meta: {
    title: 'HR management for NDIS and aged-care providers',
    description:
      'Recruit, onboard, train and review support workers, collect e-signatures and control who can see what, with every check and document on the worker’s record.',
  },
  /** Plain words first: what the page says, in two or three short sentences. */
  summary:
    'Wattlecare keeps each worker’s checks, training and contracts on one record. It warns HR before anything runs out. New staff can sign their papers online.',
  section1: {
    eyebrow: 'HR management',
    heading: 'Onboard a support worker properly, and keep them compliant after day one',
    description:
      'Care providers hire often and must prove every worker is screened, trained and signed up to the right policies. Wattlecare keeps the contract, the NDIS Worker Screening Check, First Aid and induction training on one staff record, and warns HR before anything expires.',
    image: {
      src: hero,
      width: 560,
      height: 400,
      alt: 'A staff profile card with two completed checks and one about to expire, an onboarding checklist, a training certificate and a key for access rights.',
    },
  },
  section2: {
    heading: 'What HR gets back',
    points: [
      {
        title: 'Onboarding that finishes',
        description:
          'Contracts, policy acknowledgements, screening checks and induction courses sit on one checklist, so a new worker is ready for their first shift rather than half set up.',
      },
      {
        title: 'Expiries caught before the audit',
        description:
          'Screening checks, qualifications and training carry expiry dates, and a worker with an expired check is flagged on the roster until it is renewed.',
      },
      {
        title: 'Leave and reviews in the same place',
        description:
          'Leave requests go to approvers, and performance reviews run with self-assessment and reviewer and approver input, started by organisation administrators.',
      },
      {
        title: 'Access that follows the job',
        description:
          'Give each person the access their role needs and change it when they move from support worker to team leader, without a separate IT request.',
      },
    ],
  },
  section3: {
    heading: 'Contracts and policies signed, stored and kept private',
    description:
      'Send employment contracts, policy acknowledgements and service agreements through T-sign. The signed copy is filed against the worker or participant, and only authorised users such as administrators or HR can view it.',
    points: [
      'Signatures collected on a phone, tablet or computer',
      'Signed documents stored with the staff or participant record',
      'PDF and Word document support on the Premium plan',
    ],
    image: {
      src: signing,
      width: 480,
      height: 360,
      alt: 'A contract with a signature in the signing box, a pen, a padlock badge and a green tick.',
    },
  },
  products: {
    heading: 'The modules behind HR management',
    items: [
      {
        title: 'HR Operations',
        description: 'Recruitment, onboarding, leave, performance reviews and personnel records for every worker.',
        label: 'HR Operations',
      },
      {
        title: 'My Profile',
        description: 'Workers keep their own details, documents and leave up to date, and see their goals and awards and recognition.',
        label: 'My Profile',
      },
      {
        title: 'T Learning Hub',
        description: 'Induction and refresher training assigned by role, with completion recorded on the worker’s profile.',
        label: 'T Learning Hub',
      },
      {
        title: 'T-sign',
        description: 'E-signatures for contracts, policies and agreements, with signed copies visible only to authorised users.',
        label: 'T-sign',
      },
      {
        title: 'Access Control Panel',
        description: 'Set which roles and individuals can see and change each module, record and document.',
        label: 'Access Control Panel',
      },
    ],
  },
};
